package kit

import (
	"math/rand/v2"

	"karnak/engine"
)

// The moves of the decision on top are listed once, when Run reaches it,
// and kept in the stack: Run's forced-move check, AppendMoves, Legal and
// PlayRandom share that one list instead of each asking the game's
// Choices again (about half of a random game's time went to listing each
// decision twice). Everything that changes the state through the stack
// ends in Run, which lists again; a game that changes its state another
// way (Determinize resampling what a seat cannot see) calls Relist.
//
// Only a single seat's decision with at most ListCap moves is kept; the
// others (simultaneous decisions, long lists, a stack read from JSON) are
// listed whenever they are asked for, as before.

// ListCap is how many moves a Stack keeps. Amun-Re's decisions have at
// most 32 moves in 99% of random 5-player positions; a longer list is
// still right, only listed again when asked for. Every clone copies the
// list, so it is not made larger than the common case needs.
const ListCap = 32

// moveList is the kept list: moves[:n] are seat's moves for the decision on
// top when kept is true. The slots past n are zero, so that equal positions
// still compare equal with ==.
type moveList struct {
	moves [ListCap]engine.Move
	n     uint8
	seat  int8
	kept  bool
}

// forget drops the kept list.
func (l *moveList) forget() {
	clear(l.moves[:l.n])
	l.n, l.seat, l.kept = 0, 0, false
}

// keep records ms as seat's list, or drops the list when ms does not fit.
func (l *moveList) keep(ms []engine.Move, seat int) {
	if len(ms) > ListCap {
		l.forget()
		return
	}
	if len(ms) < int(l.n) {
		clear(l.moves[len(ms):l.n])
	}
	copy(l.moves[:], ms)
	l.n, l.seat, l.kept = uint8(len(ms)), int8(seat), true
}

// kept returns seat's kept moves, or false when none are kept for seat.
func (s *Stack[T]) kept(seat int) ([]engine.Move, bool) {
	if !s.list.kept || int(s.list.seat) != seat {
		return nil, false
	}
	return s.list.moves[:s.list.n], true
}

// list lists seat's moves for t, keeps them, and returns the first and how
// many there are.
func (s *Stack[T]) listTop(r Rules[T], t T, seat int) (engine.Move, int) {
	buf := scratch.Get().(*[]engine.Move)
	ms := r.Choices((*buf)[:0], t, seat)
	var first engine.Move
	if len(ms) > 0 {
		first = ms[0]
	}
	n := len(ms)
	s.list.keep(ms, seat)
	*buf = ms[:0]
	scratch.Put(buf)
	return first, n
}

// Relist lists the decision on top again, after the game changed its
// state outside Play and Run (a Determinize that resampled hidden
// information some seat's moves depend on). It plays nothing, even a
// forced move.
func (s *Stack[T]) Relist(r Rules[T]) {
	s.list.forget()
	if s.n == 0 {
		return
	}
	t := s.tasks[s.n-1]
	seats, simultaneous := r.Owes(t)
	if simultaneous || seats.Len() != 1 {
		return
	}
	s.listTop(r, t, seatOf(seats))
}

// ViewMoves returns seat's kept moves without copying them
// (engine.MoveViewer), or false when none are kept for seat. The slice is
// the stack's own and valid until the state next changes.
func (s *Stack[T]) ViewMoves(seat int) ([]engine.Move, bool) { return s.kept(seat) }

// PlayRandom plays one of the kept moves at random, drawn as
// engine.Playout draws it (moves[r.IntN(len(moves))]), and runs the game
// on (engine.RandomPlayer). It returns false, having drawn nothing, when
// no list is kept.
func (s *Stack[T]) PlayRandom(rules Rules[T], r *rand.Rand) (seat int, ok bool) {
	if !s.list.kept || s.list.n == 0 {
		return 0, false
	}
	seat = int(s.list.seat)
	m := s.list.moves[r.IntN(int(s.list.n))]
	s.Play(rules, seat, m)
	return seat, true
}
