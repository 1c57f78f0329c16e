package tekhenu

import "karnak/engine"

// HORUS — build one statue (§8.1).

func (s *State) godSlotFree(g God) bool {
	for k := 0; k < godStatueSlots(s.Players); k++ {
		if s.GodStat[g][k] < 0 {
			return true
		}
	}
	return false
}

func (s *State) statueMoves(dst []engine.Move, t *task) []engine.Move {
	if t.Flags&fChooseValue != 0 { // P12: value 1, 2 or 3
		for v := 1; v <= 3; v++ {
			if s.godSlotFree(s.HorusGod[v]) {
				dst = add(dst, mStatue, 0, 0, v)
			}
		}
	} else if s.godSlotFree(s.HorusGod[t.Val]) {
		dst = add(dst, mStatue, 0, 0, 0)
	}
	for i := range s.People {
		if s.People[i] < 0 {
			dst = add(dst, mStatue, 1, i, 0)
		}
	}
	if s.Seth.On {
		dst = s.sethStatueMoves(dst, int(t.Seat))
	}
	return dst
}

func (s *State) applyStatue(seat int, t task, m *engine.Move) {
	if s.once(seat, 4) { // T04: the granite may help pay
		s.P[seat].Res[Granite]++
		s.P[seat].VP += 2
	}
	x, y := int8(-1), t.Val
	if m.Arg[0] >= statueSetPeople { // Time of Seth §4.3 (c), (d)
		x = s.sethStatueTarget(seat, m)
	} else if m.Arg[0] == 1 {
		x = int8(m.Arg[1])
	} else if m.Arg[2] > 0 {
		y = int8(m.Arg[2])
	}
	s.costThenEffect(t, Granite, statueCost[s.P[seat].Statues], pfWaiveRaHorus, x, y)
}

// horusEffect places the statue: X is the people slot, or −1 for a god
// statue dedicated through Horus slot Y.
func (s *State) horusEffect(t task) {
	seat := int(t.Seat)
	pl := &s.P[seat]
	pl.Statues++
	if t.X >= setPeopleX {
		s.sethStatueEffect(t)
		return
	}
	if t.X < 0 {
		s.cult(seat, cultGodStatue, t.Flags)
		v := int(t.Y)
		g := s.HorusGod[v]
		// at 3 players the bonus once, at once; a second statue of
		// the same god brings no further reward (§8.1, the rulebook's note
		// on the Horus action).
		first := !s.ownsStatueOf(seat, g)
		for k := 0; k < godStatueSlots(s.Players); k++ {
			if s.GodStat[g][k] < 0 {
				s.GodStat[g][k], s.GodVia[g][k] = int8(seat), int8(v)
				break
			}
		}
		if s.Players == 3 && first {
			s.horusBonus(seat, v)
		}
		return
	}
	slot := PeopleSlot(t.X)
	s.People[slot] = int8(seat)
	s.cult(seat, cultPeopleStatue, t.Flags)
	if s.PGold[slot] {
		s.PGold[slot] = false
		pl.Res[Gold]++
	}
	switch slot {
	case TSRow:
		pl.VP += 3 * s.pillarsInLine(seat, true, templeStatueLine)
	case TSCol:
		pl.VP += 3 * s.pillarsInLine(seat, false, templeStatueLine)
	}
}

// ownsStatueOf: seat has a statue in god g's sector.
func (s *State) ownsStatueOf(seat int, g God) bool {
	for _, owner := range s.GodStat[g] {
		if int(owner) == seat {
			return true
		}
	}
	return false
}

// pillarsInLine counts seat's pillars in temple row line (or column line).
func (s *State) pillarsInLine(seat int, row bool, line int) int {
	n := 0
	for k := 0; k < 5; k++ {
		r, c := line, k
		if !row {
			r, c = k, line
		}
		if s.Temple[r][c].Tile != 0 && int(s.Temple[r][c].Owner) == seat {
			n++
		}
	}
	return n
}
