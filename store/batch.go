package store

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"strings"
	"sync"
)

// Group commit: moves of many tables arrive at once, each from its own
// table's goroutine, and each must be durable before it is acknowledged.
// One transaction per move spends most of a move's store time on the
// commit itself (and, on SQLite's single connection, makes every other
// table wait behind it). The move writer takes every move waiting when it
// is free and stores them in one transaction; each caller is answered
// only after that commit, with its own outcome, so a conflict on one
// table's sequence number fails that move alone.

// maxBatch bounds one transaction, so the first move of a burst never
// waits behind thousands.
const maxBatch = 256

type pendingMove struct {
	ctx     context.Context
	tableID string
	m       Move
	done    chan error // buffered: the writer never blocks on a caller gone
}

// moveWriter runs the group commits of one store.
type moveWriter struct {
	s       *sqlStore
	queue   chan *pendingMove
	stop    chan struct{}
	stopped sync.WaitGroup
	// mu orders queueing against close: no move is queued once close has
	// begun, so every queued move is answered.
	mu     sync.RWMutex
	closed bool

	// observe, when set, is told each committed batch's size (a metric).
	observe func(size int)
}

func newMoveWriter(s *sqlStore) *moveWriter {
	w := &moveWriter{s: s, queue: make(chan *pendingMove, 4*maxBatch), stop: make(chan struct{})}
	w.stopped.Add(1)
	go w.run()
	return w
}

// errClosed answers moves that arrive after Close.
var errClosed = errors.New("store: closed")

// append queues m and waits for its commit. When ctx ends first the move
// is in doubt: it may still be committed with its batch, and the caller
// must read the store to know (as after any failed write).
func (w *moveWriter) append(ctx context.Context, tableID string, m Move) error {
	p := &pendingMove{ctx: ctx, tableID: tableID, m: m, done: make(chan error, 1)}
	w.mu.RLock()
	if w.closed {
		w.mu.RUnlock()
		return errClosed
	}
	select {
	case w.queue <- p:
	case <-ctx.Done():
		w.mu.RUnlock()
		return ctx.Err()
	}
	w.mu.RUnlock()
	select {
	case err := <-p.done:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (w *moveWriter) run() {
	defer w.stopped.Done()
	batch := make([]*pendingMove, 0, maxBatch)
	for {
		select {
		case p := <-w.queue:
			batch = w.gather(append(batch[:0], p))
		case <-w.stop:
			w.drain(batch)
			return
		}
		w.commit(batch)
		clear(batch)
	}
}

// gather adds to batch what is queued now, up to maxBatch, without
// waiting.
func (w *moveWriter) gather(batch []*pendingMove) []*pendingMove {
	for len(batch) < maxBatch {
		select {
		case p := <-w.queue:
			batch = append(batch, p)
		default:
			return batch
		}
	}
	return batch
}

// drain commits what is still queued once the store closes.
func (w *moveWriter) drain(batch []*pendingMove) {
	for {
		if batch = w.gather(batch[:0]); len(batch) == 0 {
			return
		}
		w.commit(batch)
	}
}

// moveKey names a move's row.
type moveKey struct {
	table string
	seq   int
}

// commit stores a batch in one transaction and answers every move in it.
// A move whose caller gave up before the batch began is left out: it was
// never written, and its caller already has its answer.
func (w *moveWriter) commit(batch []*pendingMove) {
	live := make([]*pendingMove, 0, len(batch))
	queued := make(map[moveKey]bool, len(batch))
	for _, p := range batch {
		if err := p.ctx.Err(); err != nil {
			p.done <- err
			continue
		}
		k := moveKey{p.tableID, p.m.Seq}
		if queued[k] {
			p.done <- ErrConflict // an earlier move of the batch has that number
			continue
		}
		queued[k] = true
		live = append(live, p)
	}
	if len(live) == 0 {
		return
	}
	// Every writer takes the keys' locks in one order, so that batches of
	// several nodes never deadlock on each other's rows.
	slices.SortFunc(live, func(a, b *pendingMove) int {
		if c := strings.Compare(a.tableID, b.tableID); c != 0 {
			return c
		}
		return a.m.Seq - b.m.Seq
	})
	// The transaction outlives any one caller: a caller that leaves does
	// not undo the others' moves.
	ctx := context.Background()
	var stored map[moveKey]bool
	err := func() (err error) {
		if w.s.d.remote {
			stored, err = insertAndNotify(ctx, w.s, live)
			return err
		}
		tx, err := w.s.db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		defer tx.Rollback()
		if stored, err = insertEach(ctx, tx, w.s, live); err != nil {
			return err
		}
		return tx.Commit()
	}()
	if err == nil && w.observe != nil {
		w.observe(len(live))
	}
	for _, p := range live {
		switch {
		case err != nil:
			p.done <- w.s.conflict(err)
		case !stored[moveKey{p.tableID, p.m.Seq}]:
			p.done <- ErrConflict // that number was taken by an earlier batch
		default:
			p.done <- nil
		}
	}
}

// insertEach inserts the moves one by one with one prepared statement;
// a move whose number is taken inserts nothing (ON CONFLICT … DO NOTHING)
// and is not among those stored.
func insertEach(ctx context.Context, tx *sql.Tx, s *sqlStore, moves []*pendingMove) (map[moveKey]bool, error) {
	stmt, err := tx.PrepareContext(ctx, s.q(`INSERT INTO moves (table_id, seq, seat, move, at) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (table_id, seq) DO NOTHING`))
	if err != nil {
		return nil, err
	}
	defer stmt.Close()
	stored := make(map[moveKey]bool, len(moves))
	for _, p := range moves {
		res, err := stmt.ExecContext(ctx, p.tableID, p.m.Seq, p.m.Seat, p.m.Move, ms(p.m.At))
		if err != nil {
			return nil, err
		}
		n, err := res.RowsAffected()
		if err != nil {
			return nil, err
		}
		stored[moveKey{p.tableID, p.m.Seq}] = n == 1
	}
	return stored, nil
}

// insertAndNotify stores the moves on PostgreSQL in one statement, which
// is its own transaction: one round trip and one commit for the batch.
// The moves whose number is taken insert nothing (ON CONFLICT … DO
// NOTHING); those inserted are the rows returned, and each is told to the
// other nodes (pg_notify, delivered at the commit) with its payload.
func insertAndNotify(ctx context.Context, s *sqlStore, moves []*pendingMove) (map[moveKey]bool, error) {
	n := len(moves)
	tables, moveTexts, payloads := make([]string, n), make([]string, n), make([]string, n)
	seqs, seats, at := make([]int64, n), make([]int64, n), make([]int64, n)
	for i, p := range moves {
		tables[i], moveTexts[i] = p.tableID, p.m.Move
		seqs[i], seats[i], at[i] = int64(p.m.Seq), int64(p.m.Seat), ms(p.m.At)
		payloads[i] = Change{Table: p.tableID, Seq: p.m.Seq, Move: &p.m}.payload()
	}
	rows, err := s.db.QueryContext(ctx, `WITH batch AS (
			SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::bigint[], $6::text[])
				AS b(table_id, seq, seat, move, at, payload)
		), stored AS (
			INSERT INTO moves (table_id, seq, seat, move, at)
			SELECT table_id, seq, seat, move, at FROM batch
			ON CONFLICT (table_id, seq) DO NOTHING
			RETURNING table_id, seq
		)
		SELECT stored.table_id, stored.seq, pg_notify($7, batch.payload)
		FROM stored JOIN batch USING (table_id, seq)`,
		tables, seqs, seats, moveTexts, at, payloads, s.channel)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	stored := make(map[moveKey]bool, n)
	for rows.Next() {
		var k moveKey
		var notified any
		if err := rows.Scan(&k.table, &k.seq, &notified); err != nil {
			return nil, err
		}
		stored[k] = true
	}
	return stored, rows.Err()
}

// close stops the writer after committing every queued move.
func (w *moveWriter) close() {
	w.mu.Lock()
	if w.closed {
		w.mu.Unlock()
		return
	}
	w.closed = true
	w.mu.Unlock()
	close(w.stop)
	w.stopped.Wait()
}
