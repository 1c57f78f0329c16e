package tekhenu

import "karnak/engine"

// The moves of a decision are listed once, when run reaches it, and kept in
// the state (State.moves): run's forced-move check, AppendMoves and Play's
// legality check share that one list. Everything that changes the state
// goes through run (Play, PlayTrusted, PlayRandom, NewState) or lists again
// itself (Determinize, relist: Determinize keeps the list of the
// determinizing seat's own decision, which nothing it resamples can
// change), so the list is always the current decision's.
//
// A decision with more moves than the state keeps (pillar placements, large
// takes: about two decisions in a hundred) is only checked to have several
// moves, and listed whenever it is asked for.

// longMoves is the buffer for lists that may not fit in the state. No
// decision of the games played in the tests comes near it; a longer list
// would still be right, only the buffer would move to the heap.
const longMoves = 256

// listMoves lists the moves of decision t into the state and returns how
// many there are, or some number above one when there are too many to
// keep.
func (s *State) listMoves(t *task) int {
	switch t.Kind {
	case dTake:
		out, ok := s.appendTakes(s.moves[:0], t, movesCached)
		if !ok {
			return s.onDemand(len(out))
		}
		return s.keep(len(out))
	case dPillar:
		if n := s.pillarCount(t); n > movesCached {
			return s.onDemand(0)
		}
	case dFree:
		return s.onDemand(0) // 24 productions at least
	}
	if s.movesBound(t) > movesCached {
		return s.listLong(t)
	}
	out := s.decisionMoves(s.moves[:0], t)
	if len(out) > 0 && &out[0] != &s.moves[0] {
		// The bound was wrong and append moved the list to the heap:
		// still correct, only slower. TestListedMoves keeps this away.
		return s.onDemand(movesCached)
	}
	return s.keep(len(out))
}

// keep records that s.moves[:n] is the list, and zeroes what is left of
// the previous one.
func (s *State) keep(n int) int {
	if n < int(s.nMoves) {
		clear(s.moves[n:s.nMoves])
	}
	s.nMoves, s.listed = uint8(n), listedAll
	return n
}

// onDemand records a decision with several moves that are not kept. It
// zeroes the entries the previous list used and the first written ones a
// listing wrote before it gave up.
func (s *State) onDemand(written int) int {
	clear(s.moves[:max(written, int(s.nMoves))])
	s.nMoves, s.listed = 0, listedOnDemand
	return movesCached + 1
}

// listLong lists a decision that may have more moves than the state keeps
// (not inlined: its large buffer is zeroed only on this rare path).
//
//go:noinline
func (s *State) listLong(t *task) int {
	var buf [longMoves]engine.Move
	out := s.decisionMoves(buf[:0], t)
	n := len(out)
	if n > movesCached {
		return s.onDemand(0)
	}
	copy(s.moves[:], out)
	return s.keep(n)
}

// clearMoves forgets the list: no decision is waiting, or the waiting one
// is the simultaneous decree keep, whose moves are listed on demand.
func (s *State) clearMoves() {
	clear(s.moves[:s.nMoves])
	s.nMoves, s.listed = 0, notListed
}

// relist lists the waiting decision again after the state was changed
// outside run (Determinize). Unlike run it never plays a forced move.
func (s *State) relist() {
	t := s.top()
	if t == nil || s.Done || t.Kind >= firstAuto || t.simultaneous() {
		s.clearMoves()
		return
	}
	s.listMoves(t)
}

// movesBound is a cheap upper bound of the number of moves of decision t,
// so that a list that cannot fit in the state is made in a larger buffer.
// Takes, pillars and free actions are dealt with in listMoves; kinds not
// named here never have more than movesCached moves (TestListedMoves
// checks every bound along random games).
func (s *State) movesBound(t *task) int {
	const blessings = 2 // B07/B08 at any time of one's turn
	seat := int(t.Seat)
	pl := &s.P[seat]
	switch t.Kind {
	case dAction:
		if s.T.Anubis {
			gods := int(nGods)
			if s.Seth.On {
				gods = 2 * int(nGodActions) // declared red or blue (Time of Seth §4.4)
			}
			return gods*len(deltas(pl.tech(14))) + len(deltas(pl.tech(13)))*4 + 1 + blessings
		}
		return len(deltas(pl.tech(14)))*3 + len(deltas(pl.tech(13))) + 1 + blessings
	case dPay:
		n := int(t.Val)
		ways := func(have int) int { return min(n, max(have, 0)) + 1 }
		alt := 0
		if r, ok := s.altRes(seat, Res(t.X)); ok {
			alt = pl.Res[r]
		}
		scribes := 0
		if pl.tech(10) {
			scribes = pl.Scribes
		}
		return ways(pl.Res[t.X])*ways(alt)*ways(pl.Res[Gold])*ways(scribes) + 1
	case dFaith:
		return 2*pl.Faith + 1
	}
	return movesCached
}

// emptyCells counts the temple squares without a pillar.
func (s *State) emptyCells() int {
	n := 0
	for r := range s.Temple {
		for c := range s.Temple[r] {
			if s.Temple[r][c].Tile == 0 {
				n++
			}
		}
	}
	return n
}
