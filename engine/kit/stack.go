package kit

import (
	"encoding/json"
	"fmt"
	"math/bits"
)

// StackCap is the capacity of a Stack. A game's deepest chain of pending
// tasks is a turn's steps plus the interruptions nested in them (Tekhenu
// never needs 32), so 64 leaves room without weighing on every clone.
const StackCap = 64

// Stack holds a game's pending tasks, the top one next. It is a flat value
// inside the game's state (an array and a count), so copying the state
// copies it. Push beyond StackCap panics, naming the capacity: a game
// that pushes that deep has a defect, not a position. Pop clears the slot
// it frees, so equal positions compare equal with ==.
//
// The zero Stack is empty and ready. Besides the plain stack operations it
// carries the flow of a game (Run, Actors, AppendMoves, Legal, Play): see
// Rules. It also keeps the moves of the decision on top, listed once by
// Run (see listing.go), so a state that changes outside Play must Relist.
type Stack[T any] struct {
	tasks [StackCap]T
	n     int
	list  moveList
}

// Push puts t on top.
func (s *Stack[T]) Push(t T) {
	if s.n == StackCap {
		panic(fmt.Sprintf("kit: task stack overflow: more than %d pending tasks", StackCap))
	}
	s.tasks[s.n] = t
	s.n++
}

// PushSeq pushes tasks so that they run in the order listed: the first
// ends up on top.
func (s *Stack[T]) PushSeq(ts ...T) {
	for i := len(ts) - 1; i >= 0; i-- {
		s.Push(ts[i])
	}
}

// Pop removes the top task and returns it. Popping an empty stack panics.
func (s *Stack[T]) Pop() T {
	if s.n == 0 {
		panic("kit: pop of an empty task stack")
	}
	s.n--
	t := s.tasks[s.n]
	var zero T
	s.tasks[s.n] = zero
	return t
}

// Top is the next task, nil when none is pending. It points into the
// stack, so a decision can keep its progress in place (what is still owed,
// which seats have answered).
func (s *Stack[T]) Top() *T { return s.Peek(0) }

// Peek is the task k places below the top (Peek(0) is Top), nil below
// the bottom.
func (s *Stack[T]) Peek(k int) *T {
	if k < 0 || k >= s.n {
		return nil
	}
	return &s.tasks[s.n-1-k]
}

// Len is the number of pending tasks.
func (s *Stack[T]) Len() int { return s.n }

// Clear drops every pending task (a game that ends at once).
func (s *Stack[T]) Clear() { *s = Stack[T]{} }

// MarshalJSON writes the pending tasks, bottom first: a state's JSON is
// all of it, and the empty slots are not part of it.
func (s Stack[T]) MarshalJSON() ([]byte, error) {
	return json.Marshal(s.tasks[:s.n])
}

func (s *Stack[T]) UnmarshalJSON(data []byte) error {
	var ts []T
	if err := json.Unmarshal(data, &ts); err != nil {
		return err
	}
	if len(ts) > StackCap {
		return fmt.Errorf("kit: %d tasks, more than a stack holds (%d)", len(ts), StackCap)
	}
	*s = Stack[T]{n: len(ts)}
	copy(s.tasks[:], ts)
	return nil // no list kept: AppendMoves lists until the next Run
}

// Seats is a set of seats 0 to 31, bit i for seat i: who owes a decision.
type Seats uint32

// Seat is the set of seat i alone; combine sets with | and &^.
func Seat(i int) Seats { return 1 << i }

// FirstSeats is the set of seats 0..n-1: every seat at a table of n.
func FirstSeats(n int) Seats { return 1<<n - 1 }

// Has reports whether seat i is in the set.
func (s Seats) Has(i int) bool { return i >= 0 && i < 32 && s&(1<<i) != 0 }

// Len is the number of seats in the set.
func (s Seats) Len() int { return bits.OnesCount32(uint32(s)) }

// Append appends the seats to dst in increasing order, without allocating
// when dst has room: State.Actors from a buffer in the state.
func (s Seats) Append(dst []int) []int {
	for ; s != 0; s &= s - 1 {
		dst = append(dst, bits.TrailingZeros32(uint32(s)))
	}
	return dst
}
