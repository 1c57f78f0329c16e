package engine

import (
	"bytes"
	"math/rand/v2"
	"reflect"
	"slices"
	"sync"
	"unsafe"
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
	was := make([]observation, seats+1)
	now := make([]observation, seats+1)
	for v := -1; v < seats; v++ {
		was[v+1], now[v+1] = seen(before, v, nil), seen(after, v, &logged)
	}
	// Determinizations for the mover check what it and the spectator see
	// (and any seat whose view they keep); a seat with secrets of its own
	// is checked in determinizations of its own, which keep them. There
	// the mover's hidden part is resampled too: where the move is not
	// legal, that determinization says nothing.
	same := make([]bool, seats+1)
	for _, from := range order(seat, seats) {
		for range UndoSamples {
			d := before.Determinize(from, r)
			for v := -1; v < seats; v++ {
				// The determinizing seat sees what it saw (Determinize's
				// promise, checked by the conformance suite): no need to
				// look. Nor does the spectator in the mover's: it sees
				// only what every seat sees (enginetest's secrecy scan
				// checks both). Were the promise broken, the
				// comparison after the move would refuse more, never less.
				same[v+1] = v == from || from == seat && (v < 0 || was[v+1].equal(seen(d, v, nil)))
			}
			l, err := PlayLogged(d, seat, m)
			if err != nil {
				if from == seat {
					return false, UndoUnchecked
				}
				continue
			}
			for v := -1; v < seats; v++ {
				if same[v+1] && !now[v+1].equal(seen(d, v, &l)) {
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

// observation is everything that reaches a viewer in a position: its
// view, its legal moves, what it is asked, and what it may read of the
// move just logged. Two positions look the same to the viewer when their
// observations are equal.
type observation struct {
	view   any
	moves  []string
	asked  string
	move   string
	events []string
}

// equal compares two observations field by field, the views deeply (they
// are plain data, built afresh by View); it is several times cheaper than
// comparing them marshalled, and stricter: a difference JSON would hide
// (an empty list against none) refuses a take-back, never allows one.
func (o observation) equal(p observation) bool {
	return o.asked == p.asked && o.move == p.move &&
		slices.Equal(o.moves, p.moves) && slices.Equal(o.events, p.events) &&
		treeEqual(reflect.ValueOf(o.view), reflect.ValueOf(p.view), 0)
}

// treeEqual is reflect.DeepEqual for values that are trees, as views built
// afresh are: without DeepEqual's record of visited pointers, which costs
// more than the comparison itself. Beyond maxTreeDepth (a cycle, which a
// view has no business holding) the values count as different: a refusal,
// never a take-back allowed wrongly.
func treeEqual(a, b reflect.Value, depth int) bool {
	if !a.IsValid() || !b.IsValid() {
		return a.IsValid() == b.IsValid()
	}
	if a.Type() != b.Type() || depth > maxTreeDepth {
		return false
	}
	switch a.Kind() {
	case reflect.Array:
		// Plain data in memory is compared as bytes: a view's rows of
		// numbers cost one comparison instead of one reflection each.
		// (Structs are not looked up: a view's mostly hold strings.)
		if n := plainSize(a.Type()); n > 0 && a.CanAddr() && b.CanAddr() {
			return sameBytes(a.Addr().UnsafePointer(), b.Addr().UnsafePointer(), n)
		}
	case reflect.Slice:
		if n := plainSize(a.Type().Elem()); n > 0 && a.IsNil() == b.IsNil() && a.Len() == b.Len() {
			return a.Len() == 0 || sameBytes(a.UnsafePointer(), b.UnsafePointer(), n*uintptr(a.Len()))
		}
	}
	switch a.Kind() {
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		return treeEqual(a.Elem(), b.Elem(), depth+1)
	case reflect.Struct:
		for i := range a.NumField() {
			if !treeEqual(a.Field(i), b.Field(i), depth+1) {
				return false
			}
		}
		return true
	case reflect.Slice:
		if a.IsNil() != b.IsNil() {
			return false
		}
		fallthrough
	case reflect.Array:
		if a.Len() != b.Len() {
			return false
		}
		for i := range a.Len() {
			if !treeEqual(a.Index(i), b.Index(i), depth+1) {
				return false
			}
		}
		return true
	case reflect.Map:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return false
		}
		for it := a.MapRange(); it.Next(); {
			w := b.MapIndex(it.Key())
			if !w.IsValid() || !treeEqual(it.Value(), w, depth+1) {
				return false
			}
		}
		return true
	case reflect.String:
		return a.String() == b.String()
	case reflect.Bool:
		return a.Bool() == b.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return a.Int() == b.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return a.Uint() == b.Uint()
	case reflect.Float32, reflect.Float64:
		return a.Float() == b.Float()
	case reflect.Complex64, reflect.Complex128:
		return a.Complex() == b.Complex()
	default:
		return false // functions, channels, unsafe pointers: not view data
	}
}

// plainSizes holds plainSize's answers by type.
var plainSizes sync.Map // reflect.Type → uintptr

// plainSize is the size of t when two values of t are equal exactly when
// their bytes are: booleans, integers, and arrays and structs of them
// without padding between fields; 0 for any other type (floats, whose
// zeroes and NaNs compare otherwise, strings, pointers…).
func plainSize(t reflect.Type) uintptr {
	if n, ok := plainSizes.Load(t); ok {
		return n.(uintptr)
	}
	n := measurePlain(t)
	plainSizes.Store(t, n)
	return n
}

func measurePlain(t reflect.Type) uintptr {
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return t.Size()
	case reflect.Array:
		if t.Len() > 0 && measurePlain(t.Elem()) == t.Elem().Size() {
			return t.Size()
		}
	case reflect.Struct:
		var sum uintptr
		for i := range t.NumField() {
			f := t.Field(i).Type
			if f.Size() == 0 || measurePlain(f) != f.Size() {
				return 0
			}
			sum += f.Size()
		}
		if sum == t.Size() && sum > 0 {
			return sum
		}
	}
	return 0
}

// sameBytes compares n bytes at a and b.
func sameBytes(a, b unsafe.Pointer, n uintptr) bool {
	return bytes.Equal(unsafe.Slice((*byte)(a), n), unsafe.Slice((*byte)(b), n))
}

// maxTreeDepth bounds treeEqual's descent.
const maxTreeDepth = 64

// seen is what reaches viewer v (−1 a spectator) in s, with what it may
// read of the move l just logged when l is not nil.
func seen(s State, v int, l *Logged) observation {
	var o observation
	o.view = s.View(v)
	if v >= 0 {
		for _, m := range s.Moves(v) {
			o.moves = append(o.moves, s.MoveText(m))
		}
	}
	o.asked = Asked(s, v, nil)
	if l != nil {
		o.move = l.Read(s, v)
		o.events = l.ReadEvents(nil, s, v, nil)
	}
	return o
}
