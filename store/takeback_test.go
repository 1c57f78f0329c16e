package store

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"
)

// A take-back is an event of its own: the move it withdraws stays stored
// with who took it back and when; a move withdrawn already, one that is not
// the last live move, or an event number taken is refused; moves after it
// are numbered after it. Both databases, each on a database of its own.
func TestTakeBacks(t *testing.T) {
	eachDatabase(t, func(t *testing.T, db testDB) {
		ctx := context.Background()
		s, err := db.open()
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		tb := sampleTable("undo")
		if err := s.CreateTable(ctx, tb); err != nil {
			t.Fatal(err)
		}
		at := time.UnixMilli(1_700_000_000_000).UTC()
		for i := 1; i <= 3; i++ {
			if err := s.AppendMove(ctx, tb.ID, Move{Seq: i, Seat: i % 2, Move: fmt.Sprint("m", i), At: at}); err != nil {
				t.Fatal(err)
			}
		}
		for what, c := range map[string]struct {
			tb   TakeBack
			want error
		}{
			"a move before the last":    {TakeBack{Seq: 4, Move: 2, Seat: 0, At: at}, ErrConflict},
			"no such move":              {TakeBack{Seq: 4, Move: 9, Seat: 0, At: at}, ErrNotFound},
			"the number of a move":      {TakeBack{Seq: 3, Move: 3, Seat: 1, At: at}, ErrConflict},
			"a move of no stored table": {TakeBack{Seq: 1, Move: 1, Seat: 0, At: at}, ErrNotFound},
		} {
			id := tb.ID
			if what == "a move of no stored table" {
				id = "nowhere"
			}
			if err := s.TakeBack(ctx, id, c.tb); !errors.Is(err, c.want) {
				t.Errorf("taking back %s: %v, want %v", what, err, c.want)
			}
		}
		later := at.Add(time.Second)
		if err := s.TakeBack(ctx, tb.ID, TakeBack{Seq: 4, Move: 3, Seat: 1, At: later}); err != nil {
			t.Fatal(err)
		}
		if err := s.TakeBack(ctx, tb.ID, TakeBack{Seq: 5, Move: 3, Seat: 1, At: later}); !errors.Is(err, ErrConflict) {
			t.Errorf("taking a move back twice: %v", err)
		}
		// A move sent with the number the take-back took collides with it.
		if err := s.AppendMove(ctx, tb.ID, Move{Seq: 4, Seat: 0, Move: "late", At: later}); !errors.Is(err, ErrConflict) {
			t.Errorf("a move numbered like the take-back: %v", err)
		}
		// The move before is now the last live one.
		if err := s.TakeBack(ctx, tb.ID, TakeBack{Seq: 5, Move: 2, Seat: 0, At: later}); err != nil {
			t.Fatal(err)
		}
		if err := s.AppendMove(ctx, tb.ID, Move{Seq: 6, Seat: 0, Move: "m2 again", At: later}); err != nil {
			t.Fatal(err)
		}
		moves, err := s.Moves(ctx, tb.ID)
		if err != nil {
			t.Fatal(err)
		}
		want := []Move{
			{Seq: 1, Seat: 1, Move: "m1", At: at},
			{Seq: 2, Seat: 0, Move: "m2", At: at, TakenBack: &TakeBack{Seq: 5, Move: 2, Seat: 0, At: later}},
			{Seq: 3, Seat: 1, Move: "m3", At: at, TakenBack: &TakeBack{Seq: 4, Move: 3, Seat: 1, At: later}},
			{Seq: 6, Seat: 0, Move: "m2 again", At: later},
		}
		if len(moves) != len(want) {
			t.Fatalf("moves %+v", moves)
		}
		for i, m := range moves {
			w := want[i]
			if m.Seq != w.Seq || m.Seat != w.Seat || m.Move != w.Move || !m.At.Equal(w.At) || (m.TakenBack == nil) != (w.TakenBack == nil) ||
				(m.TakenBack != nil && *m.TakenBack != *w.TakenBack) {
				t.Errorf("move %d: %+v (taken back %+v), want %+v (taken back %+v)", i, m, m.TakenBack, w, w.TakenBack)
			}
		}
	})
}

// A database made before take-backs keeps its moves, all live, and takes
// take-backs once migrated.
func TestTakeBacksOnOldDatabase(t *testing.T) {
	eachDatabase(t, func(t *testing.T, db testDB) {
		ctx := context.Background()
		db.exec(t, todaysSchema...)
		db.exec(t,
			`INSERT INTO tables (id, game, options, seed, seed_nonce, seed_chosen, creator, created, updated, status, result)
				VALUES ('t1', 'tekhenu', '{"players":"2"}', 5, 'nonce', FALSE, '', 3000, 4000, 'active', '')`,
			`INSERT INTO moves (table_id, seq, seat, move, at) VALUES ('t1', 1, 0, 'take ra white 4', 3100)`,
			`INSERT INTO moves (table_id, seq, seat, move, at) VALUES ('t1', 2, 1, 'act ra', 3200)`,
		)
		s, err := db.open()
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		moves, err := s.Moves(ctx, "t1")
		if err != nil || len(moves) != 2 || moves[0].TakenBack != nil || moves[1].TakenBack != nil || moves[1].Move != "act ra" {
			t.Fatalf("old moves: %+v %v", moves, err)
		}
		if err := s.TakeBack(ctx, "t1", TakeBack{Seq: 3, Move: 2, Seat: 1, At: time.Now()}); err != nil {
			t.Fatal(err)
		}
		if moves, err := s.Moves(ctx, "t1"); err != nil || len(moves) != 2 || moves[1].TakenBack == nil || moves[1].TakenBack.Seat != 1 {
			t.Fatalf("after the take-back: %+v %v", moves, err)
		}
	})
}
