package store

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"karnak/store/storetest"
)

// The same suite runs against every database: SQLite always, PostgreSQL when
// KARNAK_TEST_POSTGRES names one (scripts/test starts one and sets it).

func TestSQLite(t *testing.T) {
	s, err := OpenSQLite(context.Background(), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	suite(t, s)
}

func TestPostgres(t *testing.T) {
	s, err := OpenPostgres(context.Background(), storetest.PostgresURL(t))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	suite(t, s)
}

func TestReopenSQLiteKeepsEverything(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := OpenSQLite(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	tb := sampleTable("reopen")
	if err := s.CreateTable(ctx, tb); err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= 5; i++ {
		if err := s.AppendMove(ctx, tb.ID, Move{Seq: i, Seat: i % 2, Move: fmt.Sprint("m", i), At: time.Now()}); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	s, err = OpenSQLite(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	moves, err := s.Moves(ctx, tb.ID)
	if err != nil || len(moves) != 5 || moves[4].Move != "m5" {
		t.Fatalf("after reopen: %v %+v", err, moves)
	}
}

func uniq(prefix string) string { return fmt.Sprintf("%s-%d", prefix, time.Now().UnixNano()) }

func sampleTable(id string) Table {
	now := time.Now().UTC().Truncate(time.Millisecond)
	return Table{ID: id, Game: "tekhenu", Options: map[string]string{"players": "2", "horus": "printed"}, Seed: 1<<63 + 5,
		Creator: "", Created: now, Updated: now, Status: "active",
		Seats: []Seat{{Seat: 0, Kind: "human", TokenHash: "h0"}, {Seat: 1, Kind: "random", TokenHash: "h1", Name: "random"}}}
}

func suite(t *testing.T, s Store) {
	ctx := context.Background()
	t.Run("users", func(t *testing.T) {
		u := User{ID: uniq("u"), Name: uniq("ana"), Hash: "$argon2id$x", Created: time.Now().UTC().Truncate(time.Millisecond)}
		if err := s.CreateUser(ctx, u); err != nil {
			t.Fatal(err)
		}
		if err := s.CreateUser(ctx, User{ID: uniq("u2"), Name: u.Name, Created: time.Now()}); !errors.Is(err, ErrConflict) {
			t.Fatalf("duplicate name: %v, want ErrConflict", err)
		}
		got, err := s.UserByName(ctx, u.Name)
		if err != nil || got != u {
			t.Fatalf("by name: %+v %v, want %+v", got, err, u)
		}
		if got, err := s.UserByID(ctx, u.ID); err != nil || got != u {
			t.Fatalf("by id: %+v %v", got, err)
		}
		if _, err := s.UserByName(ctx, "nobody-"+u.Name); !errors.Is(err, ErrNotFound) {
			t.Fatalf("missing user: %v", err)
		}
	})
	t.Run("sessions", func(t *testing.T) {
		u := User{ID: uniq("u"), Name: uniq("guest"), Guest: true, Created: time.Now()}
		if err := s.CreateUser(ctx, u); err != nil {
			t.Fatal(err)
		}
		now := time.Now()
		tok := uniq("tok")
		if err := s.CreateSession(ctx, tok, u.ID, now.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		if got, err := s.SessionUser(ctx, tok, now); err != nil || got.ID != u.ID || !got.Guest {
			t.Fatalf("session: %+v %v", got, err)
		}
		if _, err := s.SessionUser(ctx, tok, now.Add(2*time.Hour)); !errors.Is(err, ErrNotFound) {
			t.Fatalf("expired session: %v", err)
		}
		if err := s.DeleteSession(ctx, tok); err != nil {
			t.Fatal(err)
		}
		if _, err := s.SessionUser(ctx, tok, now); !errors.Is(err, ErrNotFound) {
			t.Fatalf("deleted session: %v", err)
		}
	})
	t.Run("tables", func(t *testing.T) {
		tb := sampleTable(uniq("t"))
		if err := s.CreateTable(ctx, tb); err != nil {
			t.Fatal(err)
		}
		if err := s.CreateTable(ctx, tb); !errors.Is(err, ErrConflict) {
			t.Fatalf("same id twice: %v", err)
		}
		got, err := s.Table(ctx, tb.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.Seed != tb.Seed || got.Options["horus"] != "printed" || len(got.Seats) != 2 || got.Seats[1] != tb.Seats[1] || !got.Created.Equal(tb.Created) {
			t.Fatalf("table read back: %+v, want %+v", got, tb)
		}
		seat := got.Seats[0]
		seat.UserID, seat.Name = "u-9", "ana"
		if err := s.UpdateSeat(ctx, tb.ID, seat); err != nil {
			t.Fatal(err)
		}
		if err := s.UpdateSeat(ctx, tb.ID, Seat{Seat: 7}); !errors.Is(err, ErrNotFound) {
			t.Fatalf("update of a missing seat: %v", err)
		}
		got, _ = s.Table(ctx, tb.ID)
		if got.Seats[0].UserID != "u-9" || got.Seats[0].Name != "ana" {
			t.Fatalf("seat not updated: %+v", got.Seats[0])
		}
		active, err := s.Tables(ctx, "active", 0)
		if err != nil || !containsTable(active, tb.ID) {
			t.Fatalf("active tables: %v, missing %s", err, tb.ID)
		}
		if err := s.FinishTable(ctx, tb.ID, `{"winner":0}`, time.Now()); err != nil {
			t.Fatal(err)
		}
		if err := s.FinishTable(ctx, "no-such-table", "", time.Now()); !errors.Is(err, ErrNotFound) {
			t.Fatalf("finish missing: %v", err)
		}
		finished, _ := s.Tables(ctx, "finished", 0)
		active, _ = s.Tables(ctx, "active", 0)
		if !containsTable(finished, tb.ID) || containsTable(active, tb.ID) {
			t.Fatal("finished table still listed as active")
		}
		if _, err := s.Table(ctx, "no-such-table"); !errors.Is(err, ErrNotFound) {
			t.Fatalf("missing table: %v", err)
		}
	})
	t.Run("moves", func(t *testing.T) {
		tb := sampleTable(uniq("t"))
		if err := s.CreateTable(ctx, tb); err != nil {
			t.Fatal(err)
		}
		at := time.Now().UTC().Truncate(time.Millisecond)
		for i := 1; i <= 3; i++ {
			if err := s.AppendMove(ctx, tb.ID, Move{Seq: i, Seat: i % 2, Move: fmt.Sprint("take ", i), At: at}); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.AppendMove(ctx, tb.ID, Move{Seq: 2, Move: "again", At: at}); !errors.Is(err, ErrConflict) {
			t.Fatalf("seq 2 twice: %v", err)
		}
		moves, err := s.Moves(ctx, tb.ID)
		if err != nil || len(moves) != 3 {
			t.Fatalf("moves: %v %+v", err, moves)
		}
		if moves[1] != (Move{Seq: 2, Seat: 0, Move: "take 2", At: at}) {
			t.Fatalf("move 2 read back as %+v", moves[1])
		}
		if err := s.AddSeatEvent(ctx, tb.ID, SeatEvent{Seq: 3, Seat: 0, What: "replaced by random", At: at}); err != nil {
			t.Fatal(err)
		}
		evs, err := s.SeatEvents(ctx, tb.ID)
		if err != nil || len(evs) != 1 || evs[0].What != "replaced by random" {
			t.Fatalf("seat events: %v %+v", err, evs)
		}
	})
	t.Run("concurrent appends", func(t *testing.T) {
		// Eight writers race for the same numbers: each number is taken
		// exactly once and nothing else is stored.
		tb := sampleTable(uniq("t"))
		if err := s.CreateTable(ctx, tb); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		wins := map[int]int{}
		for w := 0; w < 8; w++ {
			wg.Add(1)
			go func(w int) {
				defer wg.Done()
				for seq := 1; seq <= 20; seq++ {
					err := s.AppendMove(ctx, tb.ID, Move{Seq: seq, Seat: w, Move: "m", At: time.Now()})
					if err == nil {
						mu.Lock()
						wins[seq]++
						mu.Unlock()
					} else if !errors.Is(err, ErrConflict) {
						t.Error(err)
					}
				}
			}(w)
		}
		wg.Wait()
		moves, _ := s.Moves(ctx, tb.ID)
		if len(moves) != 20 {
			t.Fatalf("%d moves stored, want 20", len(moves))
		}
		for seq := 1; seq <= 20; seq++ {
			if wins[seq] != 1 {
				t.Fatalf("seq %d accepted %d times", seq, wins[seq])
			}
		}
	})
}

func containsTable(ts []Table, id string) bool {
	for _, t := range ts {
		if t.ID == id {
			return true
		}
	}
	return false
}
