package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
)

// Several server nodes may share one PostgreSQL database. Each holds the
// tables in play in memory, so each must hear at once of a change that
// another node stored: a move, a take-back, a seat taken or handed to a
// bot. PostgreSQL's LISTEN/NOTIFY carries that word. Every write that
// changes a table sends pg_notify in its own transaction, so the word goes
// out exactly when the change commits and never for a write rolled back.
// A node that loses its listening connection may have missed words; it is
// told to resync (read again whatever it holds) once it listens again.
// SQLite is one machine's store: it has nobody to tell.

// changeChannel is the LISTEN/NOTIFY channel of table changes. Channels
// are the database's, not a schema's: a store in another schema than
// public (the tests give each one its own) has a channel of its own.
func changeChannel(schema string) string {
	if schema == "" || schema == "public" {
		return "karnak_table_changes"
	}
	return "karnak_table_changes_" + schema
}

// Change is a table change another node (or this one) stored.
type Change struct {
	Table string
	// Seq is the number of the move or take-back stored (Move.Seq), 0 for
	// a change of the seats.
	Seq int
	// Move is the move itself, when the change is a move (not a
	// take-back): a node one move behind plays it without reading the
	// store. Its text is a few words, far below NOTIFY's 8,000 bytes.
	Move *Move
	// Hint says a hint job for the table waits (HintQueue): no change of
	// the table itself.
	Hint bool
}

// payload is how a change travels: "seq table", for a move "seq table
// seat at move text", for a hint job "hint table".
func (c Change) payload() string {
	if c.Hint {
		return "hint " + c.Table
	}
	p := strconv.Itoa(c.Seq) + " " + c.Table
	if c.Move != nil {
		p += " " + strconv.Itoa(c.Move.Seat) + " " + strconv.FormatInt(ms(c.Move.At), 10) + " " + c.Move.Move
	}
	return p
}

func parseChange(p string) (Change, error) {
	bad := fmt.Errorf("store: a change notice %q is not \"seq table [seat at move]\" nor \"hint table\"", p)
	fields := strings.SplitN(p, " ", 5)
	if len(fields) == 2 && fields[0] == "hint" && fields[1] != "" {
		return Change{Table: fields[1], Hint: true}, nil
	}
	if len(fields) != 2 && len(fields) != 5 {
		return Change{}, bad
	}
	n, err := strconv.Atoi(fields[0])
	if err != nil || fields[1] == "" {
		return Change{}, bad
	}
	c := Change{Table: fields[1], Seq: n}
	if len(fields) == 5 {
		seat, err1 := strconv.Atoi(fields[2])
		at, err2 := strconv.ParseInt(fields[3], 10, 64)
		if err1 != nil || err2 != nil || fields[4] == "" {
			return Change{}, bad
		}
		c.Move = &Move{Seq: n, Seat: seat, Move: fields[4], At: fromMS(at)}
	}
	return c, nil
}

// Watcher is implemented by stores that several nodes share.
type Watcher interface {
	// Watch calls changed for every change stored by any node, this one
	// included, and resync when changes may have been missed: once the
	// watch is listening, and again after each lost connection. It
	// returns when ctx ends; a lost connection is retried, with a pause
	// that grows to a few seconds.
	Watch(ctx context.Context, changed func(Change), resync func()) error
	// MovesAfter lists the table's events numbered after seq, in order,
	// for a node that heard of them; takeBack says one of them is a
	// take-back (the node then reads the table whole).
	MovesAfter(ctx context.Context, tableID string, seq int) (moves []Move, takeBack bool, err error)
}

// Watches reports whether st tells of other nodes' changes: true for a
// shared store (PostgreSQL).
func Watches(st Store) bool {
	s, ok := st.(*sqlStore)
	return ok && s.d.remote
}

// notify sends a change within tx, to be delivered when tx commits.
func (s *sqlStore) notify(ctx context.Context, tx *sql.Tx, changes ...Change) error {
	if !s.d.remote || len(changes) == 0 {
		return nil
	}
	payloads := make([]string, len(changes))
	for i, c := range changes {
		payloads[i] = c.payload()
	}
	_, err := tx.ExecContext(ctx, `SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p`, s.channel, payloads)
	return err
}

// Watch listens on a connection of its own (engine: see Watcher).
func (s *sqlStore) Watch(ctx context.Context, changed func(Change), resync func()) error {
	if !s.d.remote {
		<-ctx.Done()
		return nil
	}
	pause := 100 * time.Millisecond
	for {
		err := s.listen(ctx, changed, resync)
		if ctx.Err() != nil {
			return nil
		}
		if err == nil {
			pause = 100 * time.Millisecond
		}
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(pause):
		}
		pause = min(2*pause, 5*time.Second)
	}
}

// listen holds one connection in LISTEN until it fails or ctx ends.
func (s *sqlStore) listen(ctx context.Context, changed func(Change), resync func()) error {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	return conn.Raw(func(driverConn any) error {
		c, ok := driverConn.(*stdlib.Conn)
		if !ok {
			return errors.New("store: the PostgreSQL driver is not pgx")
		}
		pg := c.Conn()
		if _, err := pg.Exec(ctx, "LISTEN "+pgx.Identifier{s.channel}.Sanitize()); err != nil {
			return err
		}
		// Listening from here on: whatever was stored before is read
		// again by the resync, whatever comes after is notified.
		resync()
		for {
			n, err := pg.WaitForNotification(ctx)
			if err != nil {
				// The connection is no longer listening; it must not go
				// back to the pool as if it were a fresh one.
				_ = pg.Close(context.Background())
				return err
			}
			if ch, err := parseChange(n.Payload); err == nil {
				changed(ch)
			}
		}
	})
}
