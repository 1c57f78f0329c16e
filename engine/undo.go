package engine

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
)

// A take-back withdraws a seat's last move as if it had never been played.
// It is fair only when the move taught nobody anything: when it revealed
// nothing hidden and drew nothing at random. Otherwise the mover could
// look at a card, take the move back and play knowing it; and the other
// seats would have seen what the game had not yet shown them.
//
// Undoable tells such moves apart for every game without the game's help.
// Determinize already promises to resample everything a seat cannot see,
// consistently with what it sees (the conformance suite checks it). So the
// move is played in several determinizations and in the real game: if it
// is a plain function of what each seat could see before it, every seat's
// view (and the spectator's) comes out the same in all of them; any
// difference is something hidden or random the move brought to light.

// UndoSamples is how many determinizations Undoable plays a move in, for
// the mover and again for every other seat. A draw whose outcome was
// nearly certain can come out alike in all of them and pass unnoticed;
// a game that draws at such odds says so through Undoer.
const UndoSamples = 6

// Undoer is implemented by games stricter than Undoable's check: a move
// that must stand although it shows nothing new (it ends a phase that the
// rules say cannot be reopened, say). The game can only forbid more:
// Undoable asks it first and then makes its own check all the same, since
// a move that showed something hidden must stand whatever the game says.
type Undoer interface {
	// Undoable is asked in the state just before seat plays m: whether the
	// move may be taken back, and if not why, in players' words ("the
	// round is settled").
	Undoable(seat int, m Move) (ok bool, why string)
}

// Reasons Undoable gives for a move that must stand.
const (
	UndoEndsGame  = "that move ended the game"
	UndoRevealed  = "that move revealed something hidden or drew something at random (a card, a die, another seat's secret)"
	UndoIllegal   = "that move is not legal here"
	UndoUnchecked = "that move cannot be checked: it depends on something hidden"
)

// Undoable reports whether seat's move m, played in before, may be taken
// back (and if not why): the game is not over after it, the game's Undoer
// allows it, and the move made nothing visible to any seat or spectator
// that was hidden or random before it. before is not changed; r draws the
// determinizations.
func Undoable(before State, seat int, m Move, r *rand.Rand) (bool, string) {
	if u, ok := before.(Undoer); ok {
		if ok, why := u.Undoable(seat, m); !ok {
			return false, why
		}
	}
	after := before.Clone()
	logged, err := PlayLogged(after, seat, m)
	if err != nil {
		return false, UndoIllegal
	}
	if after.Over() {
		return false, UndoEndsGame
	}
	seats := before.Seats()
	// Viewer v is at index v+1: the spectator first.
	was := make([][]byte, seats+1)
	now := make([][]byte, seats+1)
	for v := -1; v < seats; v++ {
		was[v+1], now[v+1] = seen(before, v, nil), seen(after, v, &logged)
	}
	// Determinizations for the mover check what it and the spectator see
	// (and any seat whose view they keep); a seat with secrets of its own
	// is checked in determinizations of its own, which keep them. There
	// the mover's hidden part is resampled too: where the move is not
	// legal, that determinization says nothing.
	for _, from := range order(seat, seats) {
		for range UndoSamples {
			d := before.Determinize(from, r)
			same := make([]bool, seats+1)
			for v := -1; v < seats; v++ {
				same[v+1] = (from == seat || v == from) && bytes.Equal(seen(d, v, nil), was[v+1])
			}
			l, err := PlayLogged(d, seat, m)
			if err != nil {
				if from == seat {
					return false, UndoUnchecked
				}
				continue
			}
			for v := -1; v < seats; v++ {
				if same[v+1] && !bytes.Equal(seen(d, v, &l), now[v+1]) {
					return false, UndoRevealed
				}
			}
		}
	}
	return true, ""
}

// order is the mover first, then the other seats.
func order(seat, seats int) []int {
	out := []int{seat}
	for s := range seats {
		if s != seat {
			out = append(out, s)
		}
	}
	return out
}

// seen is everything that reaches viewer v (−1 a spectator) in s: its
// view, its legal moves, what it is asked, and what it may read of the
// move just logged (l, when not nil), all as JSON. Two positions look the
// same to v when their seen is. A view that cannot be marshalled counts
// as empty.
func seen(s State, v int, l *Logged) []byte {
	var what struct {
		View   any      `json:"view"`
		Moves  []string `json:"moves,omitempty"`
		Asked  string   `json:"asked"`
		Move   string   `json:"move,omitempty"`
		Events []string `json:"events,omitempty"`
	}
	what.View = s.View(v)
	if v >= 0 {
		for _, m := range s.Moves(v) {
			what.Moves = append(what.Moves, s.MoveText(m))
		}
	}
	what.Asked = Asked(s, v, nil)
	if l != nil {
		what.Move = l.Read(s, v)
		what.Events = l.ReadEvents(nil, s, v, nil)
	}
	b, err := json.Marshal(what)
	if err != nil {
		return nil
	}
	return b
}
