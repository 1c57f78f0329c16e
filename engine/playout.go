package engine

import (
	"fmt"
	"math/rand/v2"
)

// MaxPlayoutMoves bounds a playout so that a game that never ends is
// reported instead of looping forever.
const MaxPlayoutMoves = 1 << 20

// Playout plays uniformly random legal moves until the game is over and
// returns the number of moves played. When several seats owe a move at once
// it picks the seat at random too, which explores every interleaving. With a
// non-nil rec, every move is recorded. A seat that owes a move but has none
// is an engine defect and is reported as an error.
func Playout(s State, r *rand.Rand, rec *Record) (int, error) {
	var buf []Move
	n := 0
	for !s.Over() {
		actors := s.Actors()
		if len(actors) == 0 {
			return n, fmt.Errorf("game not over but no seat owes a move")
		}
		seat := actors[0]
		if len(actors) > 1 {
			seat = actors[r.IntN(len(actors))]
		}
		buf = s.AppendMoves(buf[:0], seat)
		if len(buf) == 0 {
			return n, fmt.Errorf("seat %d owes a move but has none", seat)
		}
		m := buf[r.IntN(len(buf))]
		if rec != nil {
			rec.Moves = append(rec.Moves, RecordMove{Seat: seat, Move: s.MoveText(m)})
		}
		if err := s.Play(seat, m); err != nil {
			return n, fmt.Errorf("listed move rejected: %w", err)
		}
		n++
		if n > MaxPlayoutMoves {
			return n, fmt.Errorf("game did not end after %d moves", n)
		}
	}
	return n, nil
}
