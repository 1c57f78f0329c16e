package store

import (
	"context"
	"fmt"
	"os"
	"sync/atomic"
	"testing"
	"time"
)

// BenchmarkAppendMoves: moves of many tables at once, as a busy server
// stores them, through AppendMove (group commit) and, for comparison, one
// statement per move on the same database (appendDirect).
func BenchmarkAppendMoves(b *testing.B) {
	for _, tc := range []struct {
		name   string
		append func(s *sqlStore, ctx context.Context, id string, m Move) error
	}{
		{"group", func(s *sqlStore, ctx context.Context, id string, m Move) error { return s.AppendMove(ctx, id, m) }},
		{"direct", (*sqlStore).appendDirect},
	} {
		b.Run(tc.name, func(b *testing.B) {
			benchStores(b, func(b *testing.B, s *sqlStore) {
				ctx := context.Background()
				var table atomic.Int64
				b.SetParallelism(32) // 32 goroutines a core: tables waiting on their writes
				b.ResetTimer()
				b.RunParallel(func(pb *testing.PB) {
					id := fmt.Sprint("bench-", table.Add(1), "-", time.Now().UnixNano())
					if err := s.CreateTable(ctx, sampleTable(id)); err != nil {
						b.Error(err)
						return
					}
					for seq := 1; pb.Next(); seq++ {
						if err := tc.append(s, ctx, id, Move{Seq: seq, Seat: seq % 2, Move: "take 3 red", At: time.Now()}); err != nil {
							b.Error(err)
							return
						}
					}
				})
			})
		})
	}
}

func benchStores(b *testing.B, f func(b *testing.B, s *sqlStore)) {
	b.Run("sqlite", func(b *testing.B) {
		s, err := OpenSQLite(context.Background(), b.TempDir())
		if err != nil {
			b.Fatal(err)
		}
		defer s.Close()
		f(b, s.(*sqlStore))
	})
	if url := postgresForBench(); url != "" {
		b.Run("postgres", func(b *testing.B) {
			s, err := OpenPostgres(context.Background(), url)
			if err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			f(b, s.(*sqlStore))
		})
	}
}

// appendDirect is how AppendMove stored a move before group commit: one
// statement, one transaction.
func (s *sqlStore) appendDirect(ctx context.Context, tableID string, m Move) error {
	_, err := s.db.ExecContext(ctx, s.q(`INSERT INTO moves (table_id, seq, seat, move, at) VALUES (?, ?, ?, ?, ?)`),
		tableID, m.Seq, m.Seat, m.Move, ms(m.At))
	return s.conflict(err)
}

// postgresForBench is KARNAK_TEST_POSTGRES, if set.
func postgresForBench() string { return os.Getenv("KARNAK_TEST_POSTGRES") }
