package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// HintJob is a hint a player asked for: the search of the hint bot Bot for
// Seat of the table as it stands after its first Events stored events.
// Events count take-backs too, so they name one position for good, where
// a move number comes back after a move is taken back and another played.
// Where several nodes share the database, any node playing bots (or a
// worker) works it out, so that a web node's cores answer requests only.
// Events is kept in hint_jobs' column seq (migration 5).
type HintJob struct {
	Table  string
	Events int
	Seat   int
	Bot    string
}

// HintQueue is implemented by stores that several nodes share. A job is
// posted once (asking again for the same position joins the first ask),
// claimed by one node at a time until its claim runs out, and answered
// once; answers older than hintsKept go.
type HintQueue interface {
	// PostHint adds the job unless it is already there, and tells the
	// nodes (a Change with Hint set) that a job waits.
	PostHint(ctx context.Context, j HintJob) error
	// ClaimHint gives node the oldest job nobody holds, for ttl; false
	// when none waits.
	ClaimHint(ctx context.Context, node string, ttl time.Duration) (HintJob, bool, error)
	// AnswerHint stores the answer (the hint, marshalled) unless the job
	// was answered already.
	AnswerHint(ctx context.Context, j HintJob, answer []byte) error
	// HintAnswer is the job's answer; false while it has none.
	HintAnswer(ctx context.Context, j HintJob) ([]byte, bool, error)
}

// hintsKept is how long jobs and their answers stay: long past any wait
// for them, short enough that the table stays small.
const hintsKept = 10 * time.Minute

var errOneMachine = errors.New("store: hints are queued only where several nodes share the database")

func (s *sqlStore) PostHint(ctx context.Context, j HintJob) error {
	if !s.d.remote {
		return errOneMachine
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `DELETE FROM hint_jobs WHERE posted < `+nowMillis+` - $1`, hintsKept.Milliseconds()); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO hint_jobs (table_id, seq, seat, bot, posted) VALUES ($1, $2, $3, $4, `+nowMillis+`)
		ON CONFLICT (table_id, seq, seat) DO NOTHING`, j.Table, j.Events, j.Seat, j.Bot); err != nil {
		return err
	}
	if err := s.notify(ctx, tx, Change{Table: j.Table, Hint: true}); err != nil {
		return err
	}
	return tx.Commit()
}

func (s *sqlStore) ClaimHint(ctx context.Context, node string, ttl time.Duration) (HintJob, bool, error) {
	if !s.d.remote {
		return HintJob{}, false, errOneMachine
	}
	var j HintJob
	err := s.db.QueryRowContext(ctx, `UPDATE hint_jobs SET node = $1, expires = `+nowMillis+` + $2
		WHERE (table_id, seq, seat) = (SELECT table_id, seq, seat FROM hint_jobs
			WHERE answer IS NULL AND expires < `+nowMillis+` ORDER BY posted LIMIT 1 FOR UPDATE SKIP LOCKED)
		RETURNING table_id, seq, seat, bot`, node, ttl.Milliseconds()).Scan(&j.Table, &j.Events, &j.Seat, &j.Bot)
	if errors.Is(err, sql.ErrNoRows) {
		return HintJob{}, false, nil
	}
	return j, err == nil, err
}

func (s *sqlStore) AnswerHint(ctx context.Context, j HintJob, answer []byte) error {
	if !s.d.remote {
		return errOneMachine
	}
	_, err := s.db.ExecContext(ctx, `UPDATE hint_jobs SET answer = $4 WHERE table_id = $1 AND seq = $2 AND seat = $3 AND answer IS NULL`,
		j.Table, j.Events, j.Seat, string(answer))
	return err
}

func (s *sqlStore) HintAnswer(ctx context.Context, j HintJob) ([]byte, bool, error) {
	if !s.d.remote {
		return nil, false, errOneMachine
	}
	var answer sql.NullString
	err := s.db.QueryRowContext(ctx, `SELECT answer FROM hint_jobs WHERE table_id = $1 AND seq = $2 AND seat = $3`,
		j.Table, j.Events, j.Seat).Scan(&answer)
	if errors.Is(err, sql.ErrNoRows) || err == nil && !answer.Valid {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	return []byte(answer.String), true, nil
}
