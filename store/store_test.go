package store

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
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

// The database holds password and token hashes and running games' seeds:
// no other user of the machine may read it, even where an older version
// made it readable.
func TestSQLiteFilesArePrivate(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "data")
	s, err := OpenSQLite(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.CreateTable(ctx, sampleTable("private")); err != nil {
		t.Fatal(err)
	}
	s.Close()
	db := filepath.Join(dir, "karnak.db")
	os.Chmod(db, 0o644) // as versions before the fix left it
	if s, err = OpenSQLite(ctx, dir); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.AppendMove(ctx, "private", Move{Seq: 1, Move: "m", At: time.Now()}); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{dir, db, db + "-wal", db + "-shm"} {
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm()&0o077 != 0 {
			t.Errorf("%s has mode %v: readable by others", filepath.Base(p), fi.Mode().Perm())
		}
	}
}

func TestNameKey(t *testing.T) {
	same := [][2]string{{"alice", "ALICE"}, {"alice", "ａｌｉｃｅ"}, {"ace", "асе"}, {"pop", "рор"}, {"Straße", "STRASSE"}, {"kavo", "κανο"}}
	for _, p := range same {
		if NameKey(p[0]) != NameKey(p[1]) {
			t.Errorf("%q and %q are different names (%q, %q)", p[0], p[1], NameKey(p[0]), NameKey(p[1]))
		}
	}
	different := [][2]string{{"alice", "alicia"}, {"Борис", "Boris"}, {"山田", "田山"}, {"bob1", "bobl"}}
	for _, p := range different {
		if NameKey(p[0]) == NameKey(p[1]) {
			t.Errorf("%q and %q are one name", p[0], p[1])
		}
	}
}

func uniq(prefix string) string { return fmt.Sprintf("%s-%d", prefix, time.Now().UnixNano()) }

func sampleTable(id string) Table {
	now := time.Now().UTC().Truncate(time.Millisecond)
	return Table{ID: id, Game: "tekhenu", Options: map[string]string{"players": "2", "horus": "printed"}, Seed: 1<<63 + 5,
		SeedNonce: "n-" + id, SeedChosen: true, RulesVersion: 3, Creator: "", Created: now, Updated: now, Status: "active",
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
		// Names that look alike are one name: another case or the
		// fullwidth letters of East Asian keyboards find the same account
		// and cannot be registered again.
		look := strings.ToUpper(u.Name[:1]) + u.Name[1:]
		wide := "ａ" + u.Name[1:]     // FULLWIDTH LATIN SMALL LETTER A
		cyrillic := "а" + u.Name[1:] // CYRILLIC SMALL LETTER A
		for _, alike := range []string{look, wide, cyrillic} {
			if got, err := s.UserByName(ctx, alike); err != nil || got.ID != u.ID {
				t.Errorf("%q: %+v %v, want the account %q", alike, got, err, u.Name)
			}
			if err := s.CreateUser(ctx, User{ID: uniq("u3"), Name: alike, Created: time.Now()}); !errors.Is(err, ErrConflict) {
				t.Errorf("%q registered beside %q: %v", alike, u.Name, err)
			}
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
		// Only the newest sessions of an account are kept.
		for i := range 5 {
			if err := s.CreateSession(ctx, fmt.Sprint(tok, "-", i), u.ID, now.Add(time.Duration(i+1)*time.Hour)); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.TrimSessions(ctx, u.ID, 2); err != nil {
			t.Fatal(err)
		}
		for i := range 5 {
			_, err := s.SessionUser(ctx, fmt.Sprint(tok, "-", i), now)
			if kept := err == nil; kept != (i >= 3) {
				t.Errorf("session %d kept %v after trimming to the newest 2 (%v)", i, kept, err)
			}
		}
	})
	t.Run("purge", func(t *testing.T) {
		now := time.Now()
		idle := User{ID: uniq("idle"), Name: uniq("guest-i"), Guest: true, Created: now}   // session expired, no seat
		seated := User{ID: uniq("seat"), Name: uniq("guest-s"), Guest: true, Created: now} // session expired, holds a seat
		live := User{ID: uniq("live"), Name: uniq("guest-l"), Guest: true, Created: now}   // session running
		member := User{ID: uniq("mem"), Name: uniq("member"), Hash: "$argon2id$x", Created: now}
		for _, u := range []User{idle, seated, live, member} {
			if err := s.CreateUser(ctx, u); err != nil {
				t.Fatal(err)
			}
		}
		for _, u := range []User{idle, seated, member} {
			if err := s.CreateSession(ctx, uniq("old-"+u.ID), u.ID, now.Add(-time.Minute)); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.CreateSession(ctx, uniq("new"), live.ID, now.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		tb := sampleTable(uniq("t"))
		if err := s.CreateTable(ctx, tb); err != nil {
			t.Fatal(err)
		}
		if err := s.ClaimSeat(ctx, tb.ID, 0, seated.ID, seated.Name); err != nil {
			t.Fatal(err)
		}
		p, err := s.Purge(ctx, now)
		if err != nil || p.Sessions < 3 || p.Guests < 1 {
			t.Fatalf("purge: %+v %v", p, err)
		}
		for _, c := range []struct {
			u    User
			kept bool
		}{{idle, false}, {seated, true}, {live, true}, {member, true}} {
			_, err := s.UserByID(ctx, c.u.ID)
			if kept := err == nil; kept != c.kept {
				t.Errorf("%s kept %v, want %v (%v)", c.u.Name, kept, c.kept, err)
			}
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
		if got.SeedNonce != tb.SeedNonce || !got.SeedChosen || got.RulesVersion != tb.RulesVersion {
			t.Fatalf("seed nonce, choice and rules version read back as %q %v %d", got.SeedNonce, got.SeedChosen, got.RulesVersion)
		}
		if err := s.ClaimSeat(ctx, tb.ID, 0, "u-9", "ana"); err != nil {
			t.Fatal(err)
		}
		// A held seat, a bot's seat and a missing one are not given.
		for seat, want := range map[int]error{0: ErrConflict, 1: ErrConflict, 7: ErrNotFound} {
			if err := s.ClaimSeat(ctx, tb.ID, seat, "u-10", "bo"); !errors.Is(err, want) {
				t.Errorf("claiming seat %d: %v, want %v", seat, err, want)
			}
		}
		got, _ = s.Table(ctx, tb.ID)
		if got.Seats[0].UserID != "u-9" || got.Seats[0].Name != "ana" {
			t.Fatalf("seat not updated: %+v", got.Seats[0])
		}
		ev := SeatEvent{Seq: 0, Seat: 0, What: "replaced by random", At: tb.Created}
		if err := s.HandSeatToBot(ctx, tb.ID, 0, "random", "ana → random", ev); err != nil {
			t.Fatal(err)
		}
		// Once a bot's, the seat is not handed over again, and the failed
		// attempt leaves no event behind: seat and event are one write.
		if err := s.HandSeatToBot(ctx, tb.ID, 0, "hard", "x", ev); !errors.Is(err, ErrConflict) {
			t.Errorf("handing a bot's seat to a bot: %v", err)
		}
		got, _ = s.Table(ctx, tb.ID)
		evs, _ := s.SeatEvents(ctx, tb.ID)
		if got.Seats[0].Kind != "random" || got.Seats[0].Name != "ana → random" || len(evs) != 1 {
			t.Fatalf("after handing seat 0 to a bot: %+v, events %+v", got.Seats[0], evs)
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
