package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// Leaser is implemented by stores that several nodes share: a table's bots
// play on the node holding the table's lease, so that each bot move is
// thought once. The store's clock, not the nodes', says when a lease has
// run out.
type Leaser interface {
	// Lease gives node the table's lease for ttl from now when it is free,
	// run out or node's already (then it is renewed), and tells the number
	// of the table's last stored event, so that the node plays its bots on
	// the table as it stands; false when another node holds it.
	Lease(ctx context.Context, tableID, node string, ttl time.Duration) (held bool, last int, err error)
	// Release gives up node's lease of the table, if it holds it.
	Release(ctx context.Context, tableID, node string) error
	// Renew extends every lease node holds to ttl from now, takes for it
	// the leases of the tables in take that have run out, and lists them
	// all: a node alive keeps its tables between bot moves, however long
	// the people think, learns of any it lost, and takes over a dead
	// node's table in the same query.
	Renew(ctx context.Context, node string, take []string, ttl time.Duration) ([]Renewal, error)
	// Lapsed lists the tables whose lease has run out: their node died
	// (or stalled), and another may take them over now.
	Lapsed(ctx context.Context) ([]string, error)
}

// Renewal is a lease a renewal left with its node. Last is, for a table it
// was asked to take, the number of the table's last stored event, as
// Lease tells it (a bot must think on the table as it stands); -1 for the
// others.
type Renewal struct {
	Table string
	Last  int
}

// nowMillis is the database's clock in milliseconds.
const nowMillis = `(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT`

// Lease: on one machine (SQLite) every lease is this node's.
func (s *sqlStore) Lease(ctx context.Context, tableID, node string, ttl time.Duration) (bool, int, error) {
	if !s.d.remote {
		return true, -1, nil
	}
	var last int
	err := s.db.QueryRowContext(ctx, `INSERT INTO bot_leases (table_id, node, expires) VALUES ($1, $2, `+nowMillis+` + $3)
		ON CONFLICT (table_id) DO UPDATE SET node = EXCLUDED.node, expires = EXCLUDED.expires
		WHERE bot_leases.node = EXCLUDED.node OR bot_leases.expires < `+nowMillis+`
		RETURNING (SELECT COALESCE(MAX(seq), 0) FROM moves WHERE table_id = $1)`, tableID, node, ttl.Milliseconds()).Scan(&last)
	if errors.Is(err, sql.ErrNoRows) {
		return false, 0, nil
	}
	return err == nil, last, err
}

func (s *sqlStore) MovesAfter(ctx context.Context, tableID string, seq int) ([]Move, bool, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT seq, seat, move, at, takes_back FROM moves WHERE table_id = ? AND seq > ? ORDER BY seq`), tableID, seq)
	if err != nil {
		return nil, false, err
	}
	defer rows.Close()
	var out []Move
	takeBack := false
	for rows.Next() {
		var m Move
		var at int64
		var back int
		if err := rows.Scan(&m.Seq, &m.Seat, &m.Move, &at, &back); err != nil {
			return nil, false, err
		}
		m.At = fromMS(at)
		takeBack = takeBack || back > 0
		out = append(out, m)
	}
	return out, takeBack, rows.Err()
}

func (s *sqlStore) Release(ctx context.Context, tableID, node string) error {
	if !s.d.remote {
		return nil
	}
	_, err := s.db.ExecContext(ctx, `DELETE FROM bot_leases WHERE table_id = $1 AND node = $2`, tableID, node)
	return err
}

func (s *sqlStore) Renew(ctx context.Context, node string, take []string, ttl time.Duration) ([]Renewal, error) {
	if !s.d.remote {
		return nil, nil
	}
	if take == nil {
		take = []string{}
	}
	rows, err := s.db.QueryContext(ctx, `UPDATE bot_leases SET node = $1, expires = `+nowMillis+` + $2
		WHERE node = $1 OR (table_id = ANY($3) AND expires < `+nowMillis+`)
		RETURNING table_id, CASE WHEN table_id = ANY($3)
			THEN (SELECT COALESCE(MAX(seq), 0) FROM moves WHERE moves.table_id = bot_leases.table_id) ELSE -1 END`,
		node, ttl.Milliseconds(), take)
	return scanAll(rows, err, func(rows *sql.Rows, r *Renewal) error { return rows.Scan(&r.Table, &r.Last) })
}

func (s *sqlStore) Lapsed(ctx context.Context) ([]string, error) {
	if !s.d.remote {
		return nil, nil
	}
	return tableIDs(s.db.QueryContext(ctx, `SELECT table_id FROM bot_leases WHERE expires < `+nowMillis))
}

// tableIDs reads a query's rows of one table id each.
func tableIDs(rows *sql.Rows, err error) ([]string, error) {
	return scanAll(rows, err, func(rows *sql.Rows, id *string) error { return rows.Scan(id) })
}

// scanAll reads every row of a query with scan, one T a row.
func scanAll[T any](rows *sql.Rows, err error, scan func(*sql.Rows, *T) error) ([]T, error) {
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		var v T
		if err := scan(rows, &v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}
