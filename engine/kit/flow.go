package kit

import (
	"fmt"
	"math/bits"
	"sync"

	"karnak/engine"
)

// Rules are the callbacks through which a Stack runs a game's flow. A turn
// is a stack of tasks: decisions wait for moves, automatic tasks run as
// soon as they reach the top. A game keeps a Stack of its own task type in
// its state, implements Rules on its state, and writes its engine.State
// methods with the Stack's:
//
//	type task struct{ Kind, Seat int8 }
//
//	type State struct {
//		Tasks  kit.Stack[task] `json:"tasks"`
//		actors [maxSeats]int
//		…
//	}
//
//	func (s *State) Owes(t task) (kit.Seats, bool) { … } // Rules
//	func (s *State) Exec(t task)                        { … }
//	func (s *State) Choices(dst []engine.Move, t task, seat int) []engine.Move { … }
//	func (s *State) Apply(seat int, m engine.Move)      { … }
//
//	func (s *State) Actors() []int { return s.Tasks.Actors(s, s.actors[:0]) }
//	func (s *State) AppendMoves(dst []engine.Move, seat int) []engine.Move {
//		return s.Tasks.AppendMoves(s, dst, seat)
//	}
//	func (s *State) Play(seat int, m engine.Move) error {
//		if !s.Tasks.Legal(s, seat, m) {
//			return &engine.IllegalMove{Seat: seat, Move: grammar.Text(m), Rule: s.why(seat, m)}
//		}
//		s.Tasks.Play(s, seat, m)
//		return nil
//	}
//
// New pushes the game's first tasks and calls s.Tasks.Run(s); from then
// on Play runs the flow after every move, so between moves the top task is
// always a decision that some seat owes, or the stack is empty.
type Rules[T any] interface {
	// Owes says who must move for task t, on top of the stack: nobody for
	// an automatic task; one seat for a seat's own decision; the seats
	// still to commit their part of a simultaneous decision (simultaneous
	// true, or more than one seat). A simultaneous decision whose parts
	// are all in is owed by nobody: it has become an automatic task, which
	// Run pops and Execs (the reveal).
	Owes(t T) (seats Seats, simultaneous bool)
	// Exec performs the automatic task t, which Run has popped; it may
	// push the tasks that follow.
	Exec(t T)
	// Choices appends seat's legal moves for the decision t to dst.
	Choices(dst []engine.Move, t T, seat int) []engine.Move
	// Apply plays seat's legal move m for the decision on top of the
	// stack. A seat's own decision is done: Apply pops it (or updates it
	// in place through Top when it asks again) and may push what follows.
	// A simultaneous decision records the seat's part and stays on top
	// until Owes says nobody owes it any more.
	Apply(seat int, m engine.Move)
}

// Run runs the game until a seat has a choice: it pops and executes
// automatic tasks, and applies by itself a seat's own decision that has
// exactly one legal move, since forced moves are not decisions (records
// stay short and nobody is asked to confirm the inevitable). It returns
// when the top decision leaves its seat a choice, when the top decision is
// simultaneous, or when the stack is empty (the game is over).
//
// Parts of a simultaneous decision are never played by Run, even a
// seat's only possible one: the others would learn from an instant commit
// that the seat had no choice, which its hidden hand may not show.
//
// A decision that no seat can answer panics: the game has a defect. Run
// does not allocate.
func (s *Stack[T]) Run(r Rules[T]) {
	for s.n > 0 {
		t := s.tasks[s.n-1]
		seats, simultaneous := r.Owes(t)
		switch {
		case seats == 0:
			r.Exec(s.Pop())
			continue
		case simultaneous || seats.Len() > 1:
			s.list.forget()
			return
		}
		seat := seatOf(seats)
		m, n := s.listTop(r, t, seat)
		switch n {
		case 0:
			panic(fmt.Sprintf("kit: seat %d owes a decision without a legal move: %+v", seat, t))
		case 1:
			r.Apply(seat, m)
			continue
		}
		return
	}
	s.list.forget()
}

// seatOf is the lowest seat of a set.
func seatOf(seats Seats) int { return bits.TrailingZeros32(uint32(seats)) }

// Actors appends to dst the seats that owe the top decision, in seat
// order: State.Actors, from a buffer the state keeps.
func (s *Stack[T]) Actors(r Rules[T], dst []int) []int {
	if s.n == 0 {
		return dst
	}
	seats, _ := r.Owes(s.tasks[s.n-1])
	return seats.Append(dst)
}

// AppendMoves appends seat's legal moves: those of the top decision if
// seat owes it, none otherwise (State.AppendMoves).
func (s *Stack[T]) AppendMoves(r Rules[T], dst []engine.Move, seat int) []engine.Move {
	if s.list.kept {
		if int(s.list.seat) != seat {
			return dst // the kept decision is another seat's alone
		}
		return append(dst, s.list.moves[:s.list.n]...)
	}
	if s.n == 0 {
		return dst
	}
	t := s.tasks[s.n-1]
	if seats, _ := r.Owes(t); !seats.Has(seat) {
		return dst
	}
	return r.Choices(dst, t, seat)
}

// Legal reports whether m is among seat's legal moves now; it lists them
// without allocating.
func (s *Stack[T]) Legal(r Rules[T], seat int, m engine.Move) bool {
	if s.list.kept {
		return int(s.list.seat) == seat && engine.Contains(s.list.moves[:s.list.n], m)
	}
	buf := scratch.Get().(*[]engine.Move)
	ms := s.AppendMoves(r, (*buf)[:0], seat)
	ok := engine.Contains(ms, m)
	*buf = ms[:0]
	scratch.Put(buf)
	return ok
}

// Play applies seat's move m and runs the game on to the next choice. m
// must be legal (Legal, or listed by AppendMoves): it is not checked, as
// engine.TrustedPlayer allows.
func (s *Stack[T]) Play(r Rules[T], seat int, m engine.Move) {
	r.Apply(seat, m)
	s.Run(r)
}

// scratch lends Run, Relist and Legal a move list. The lists live outside the
// state (which stays small and comparable) and outside the stack frame
// (the game's Choices is called through an interface, so a local buffer
// would escape to the heap on every step).
var scratch = sync.Pool{New: func() any { return new([]engine.Move) }}
