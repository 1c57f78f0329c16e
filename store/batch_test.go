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

// eachStore runs f against SQLite and, when the tests have one, PostgreSQL.
func eachStore(t *testing.T, f func(t *testing.T, s *sqlStore)) {
	t.Run("sqlite", func(t *testing.T) {
		s, err := OpenSQLite(context.Background(), t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		f(t, s.(*sqlStore))
	})
	t.Run("postgres", func(t *testing.T) {
		s, err := OpenPostgres(context.Background(), storetest.PostgresSchema(t))
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		f(t, s.(*sqlStore))
	})
}

// Moves of many tables arriving together are committed together, and a
// number taken twice fails one of the two alone, even in one batch.
func TestGroupCommit(t *testing.T) {
	eachStore(t, func(t *testing.T, s *sqlStore) {
		ctx := context.Background()
		var mu sync.Mutex
		largest := 0
		s.moves.observe = func(n int) {
			mu.Lock()
			largest = max(largest, n)
			mu.Unlock()
		}
		const tables, moves = 40, 15
		ids := make([]string, tables)
		for i := range ids {
			ids[i] = uniq(fmt.Sprint("g", i))
			if err := s.CreateTable(ctx, sampleTable(ids[i])); err != nil {
				t.Fatal(err)
			}
		}
		// Two writers per table race for every number.
		wins := make([][moves + 1]int, tables)
		var wg sync.WaitGroup
		for i := range tables {
			for w := range 2 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for seq := 1; seq <= moves; seq++ {
						err := s.AppendMove(ctx, ids[i], Move{Seq: seq, Seat: w, Move: fmt.Sprint("m", seq), At: time.Now()})
						switch {
						case err == nil:
							mu.Lock()
							wins[i][seq]++
							mu.Unlock()
						case !errors.Is(err, ErrConflict):
							t.Error(err)
						}
					}
				}()
			}
		}
		wg.Wait()
		for i, id := range ids {
			stored, err := s.Moves(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if len(stored) != moves {
				t.Fatalf("table %d: %d moves stored, want %d", i, len(stored), moves)
			}
			for seq := 1; seq <= moves; seq++ {
				if wins[i][seq] != 1 {
					t.Fatalf("table %d: number %d accepted %d times", i, seq, wins[i][seq])
				}
			}
		}
		mu.Lock()
		defer mu.Unlock()
		if largest < 2 {
			t.Errorf("80 writers at once were never committed together (largest batch %d)", largest)
		}
	})
}

// A move whose caller gave up before its batch began is not stored; the
// others of the batch are.
func TestGroupCommitLeavesOutWhoLeft(t *testing.T) {
	eachStore(t, func(t *testing.T, s *sqlStore) {
		ctx := context.Background()
		id := uniq("left")
		if err := s.CreateTable(ctx, sampleTable(id)); err != nil {
			t.Fatal(err)
		}
		gone, cancel := context.WithCancel(ctx)
		cancel()
		// Queued directly, as if its caller left while it waited.
		batch := []*pendingMove{
			{ctx: gone, tableID: id, m: Move{Seq: 1, Move: "left", At: time.Now()}, done: make(chan error, 1)},
			{ctx: ctx, tableID: id, m: Move{Seq: 2, Move: "stays", At: time.Now()}, done: make(chan error, 1)},
		}
		s.moves.commit(batch)
		if err := <-batch[0].done; !errors.Is(err, context.Canceled) {
			t.Errorf("the caller that left: %v", err)
		}
		if err := <-batch[1].done; err != nil {
			t.Errorf("the caller that stayed: %v", err)
		}
		stored, _ := s.Moves(ctx, id)
		if len(stored) != 1 || stored[0].Move != "stays" {
			t.Errorf("stored %+v, want only the move whose caller stayed", stored)
		}
	})
}

// Closing the store commits what is queued and refuses what comes after.
func TestCloseCommitsQueuedMoves(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	st, err := OpenSQLite(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*sqlStore)
	id := uniq("close")
	if err := s.CreateTable(ctx, sampleTable(id)); err != nil {
		t.Fatal(err)
	}
	// Hold the writer's connection so that moves queue behind it.
	conn, err := s.db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	const n = 10
	errs := make(chan error, n)
	for seq := 1; seq <= n; seq++ {
		go func() { errs <- s.AppendMove(ctx, id, Move{Seq: seq, Move: "m", At: time.Now()}) }()
	}
	time.Sleep(50 * time.Millisecond) // let them queue (the test holds either way)
	closed := make(chan error)
	go func() { closed <- s.Close() }()
	time.Sleep(20 * time.Millisecond)
	conn.Close() // the writer may go on
	if err := <-closed; err != nil {
		t.Fatal(err)
	}
	accepted := 0
	for range n {
		if err := <-errs; err == nil {
			accepted++
		} else if !errors.Is(err, errClosed) {
			t.Errorf("a move got %v", err)
		}
	}
	if err := s.AppendMove(ctx, id, Move{Seq: n + 1, Move: "late", At: time.Now()}); !errors.Is(err, errClosed) {
		t.Errorf("a move after Close: %v", err)
	}
	again, err := OpenSQLite(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	stored, _ := again.Moves(ctx, id)
	if len(stored) != accepted {
		t.Errorf("%d moves acknowledged, %d stored", accepted, len(stored))
	}
}
