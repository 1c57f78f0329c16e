package engine

import (
	"fmt"
	"math/rand/v2"
)

// MoveViewer is implemented by games that keep the current decision's
// moves in the state: ViewMoves returns seat's moves, in AppendMoves' order,
// without copying them, or false when the state does not keep them (then
// AppendMoves lists them). The slice is the state's own: it must not be
// changed, and it is valid only until the state next changes.
type MoveViewer interface {
	ViewMoves(seat int) ([]Move, bool)
}

// RandomPlayer is implemented by games that can take a playout's step
// themselves, without handing the move list out: when a single seat owes a
// move, PlayRandom plays moves[r.IntN(len(moves))] of its moves
// (AppendMoves' order) as PlayTrusted does, drawing from r exactly that,
// and returns the seat. It returns false, having drawn nothing and changed
// nothing, when it cannot (several seats owe a move, or the moves are not
// at hand): then the caller lists and plays.
type RandomPlayer interface {
	PlayRandom(r *rand.Rand) (seat int, ok bool)
}

// Redeterminizer is implemented by games whose Determinize can reuse a
// state it made before: DeterminizeInto(dst, seat, r) overwrites dst (a
// state of the same game, or nil) with what Determinize(seat, r) would
// return, drawing the same numbers from r, and returns it. Searches that
// determinize every iteration use it to keep from allocating a state each
// time.
type Redeterminizer interface {
	DeterminizeInto(dst State, seat int, r *rand.Rand) State
}

// Recloner is implemented by games whose Clone can reuse a state it made
// before: CloneInto(dst) overwrites dst (a state of the same game, or nil)
// with what Clone would return, and returns it. The heuristic's valuation
// copies the position once for every move it weighs, thousands of times a
// decision in a search's playouts; writing over the same two copies keeps
// the collector out of it.
type Recloner interface {
	CloneInto(dst State) State
}

// MaxPlayoutMoves bounds a playout so that a game that never ends is
// reported instead of looping forever.
const MaxPlayoutMoves = 1 << 20

// Playout plays uniformly random legal moves until the game is over and
// returns the number of moves played. When several seats owe a move at once
// it picks the seat at random too, which explores every interleaving. With a
// non-nil rec, every move is recorded. A seat that owes a move but has none
// is an engine defect and is reported as an error.
//
// Each move is taken from the seat's own list, so it is applied without a
// second check (PlayListed), or the game takes the step itself
// (RandomPlayer) when nothing is recorded; PlayoutChecked plays the same
// game through Play.
func Playout(s State, r *rand.Rand, rec *Record) (int, error) {
	return playout(s, r, rec, false)
}

// PlayoutChecked is Playout with every move checked by Play, for tests that
// want a listed move the game refuses reported. It plays the same moves as
// Playout for the same generator.
func PlayoutChecked(s State, r *rand.Rand, rec *Record) (int, error) {
	return playout(s, r, rec, true)
}

func playout(s State, r *rand.Rand, rec *Record, checked bool) (int, error) {
	trusted, _ := s.(TrustedPlayer)
	player, _ := s.(RandomPlayer)
	if checked || rec != nil {
		player = nil // checked; or the move's text is wanted before it is played
	}
	if checked {
		trusted = nil
	}
	buf := make([]Move, 0, 64)
	n := 0
	for !s.Over() {
		actors := s.Actors()
		if len(actors) == 0 {
			return n, fmt.Errorf("game not over but no seat owes a move")
		}
		if player != nil {
			if _, ok := player.PlayRandom(r); ok {
				if n++; n > MaxPlayoutMoves {
					return n, fmt.Errorf("game did not end after %d moves", n)
				}
				continue
			}
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
		if trusted != nil {
			trusted.PlayTrusted(seat, m)
		} else if err := s.Play(seat, m); err != nil {
			return n, fmt.Errorf("listed move rejected: %w", err)
		}
		n++
		if n > MaxPlayoutMoves {
			return n, fmt.Errorf("game did not end after %d moves", n)
		}
	}
	return n, nil
}
