package tekhenu

import "testing"

// TestCanSet: the legality of a Set action (§4.2 L1–L4) with the numbers
// of T-04 and T-05.
func TestCanSet(t *testing.T) {
	// T-04: 3 players, area 4 holds B's building: a second building costs 3.
	s := stagedSeth(t, 3)
	s.Seth.Slots[3][0] = 1
	s.P[0].Warriors = 5
	eq(t, "cost in area 4", s.setCost(4), 3)
	eq(t, "cost in empty area 2", s.setCost(2), 4)
	eq(t, "A with 5 warriors, area 4", s.canSet(0, 4), true)
	s.P[0].Warriors = 2
	eq(t, "A with 2 warriors, area 4", s.canSet(0, 4), false)
	eq(t, "A with 2 warriors, area 2", s.canSet(0, 2), false)
	eq(t, "B already builds in area 4", func() bool { s.P[1].Warriors = 10; return s.canSet(1, 4) }(), false)
	// TX02: faith pays for warriors.
	s.P[0].Techs |= 1 << (tx02 - 1)
	s.P[0].Faith = 1
	eq(t, "2 warriors and 1 faith with TX02, area 4", s.canSet(0, 4), true)
	// T-05: 2 players, area 3 taken: a second building costs 5.
	s = stagedSeth(t, 2)
	s.Seth.Slots[2][0] = 1
	s.P[0].Warriors = 4
	eq(t, "cost in area 3, 1–2 side", s.setCost(3), 5)
	eq(t, "4 warriors, area 3", s.canSet(0, 3), false)
	for _, v := range []int{1, 2, 4, 5} {
		eq(t, "4 warriors, an empty area", s.canSet(0, v), true)
	}
	s.P[0].Built = buildingsEach
	eq(t, "no building left", s.canSet(0, 1), false)
	// A full area is closed even to a seat without a building there.
	s.P[0].Built = 0
	s.Seth.Slots[0] = [2]int8{1, 1}
	eq(t, "a full area", s.canSet(0, 1), false)
	eq(t, "value 7 names no area", s.canSet(0, 7), false)
}
