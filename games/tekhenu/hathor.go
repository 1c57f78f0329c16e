package tekhenu

import (
	"slices"

	"karnak/engine"
)

// HATHOR — build one building next to the temple (§8.3).

// hathorByCost is the building slots, cheapest first: the first open one
// has the lowest cost of the open slots.
var hathorByCost = func() (order [len(hathorSlots)]int8) {
	for i := range order {
		order[i] = int8(i)
	}
	slices.SortStableFunc(order[:], func(a, b int8) int { return hathorSlots[a].Bread - hathorSlots[b].Bread })
	return order
}()

func (s *State) hathorSlotOpen(i int) bool {
	return s.Hathor[i] < 0 && hathorSlots[i].MinPlayers <= s.Players
}

func (s *State) buildingMoves(dst []engine.Move, t *task) []engine.Move {
	seat := int(t.Seat)
	bonus := boolInt(s.fresh(seat, 21))
	for i := range hathorSlots {
		if s.hathorSlotOpen(i) && (t.Flags&fNoCost != 0 || s.canPay(seat, Bread, hathorSlots[i].Bread, pfWaiveBastetHathor, bonus)) {
			dst = add(dst, mBuilding, i)
		}
	}
	return dst
}

func (s *State) applyBuilding(seat int, t task, slot int) {
	if s.once(seat, 21) { // T21: the bread may help pay
		s.P[seat].Res[Bread]++
	}
	s.costThenEffect(t, Bread, hathorSlots[slot].Bread, pfWaiveBastetHathor, int8(slot), 0)
}

// hathorEffect: X is the building slot.
func (s *State) hathorEffect(t task) {
	seat := int(t.Seat)
	pl := &s.P[seat]
	slot := hathorSlots[t.X]
	s.Hathor[t.X] = int8(seat)
	pl.Built++
	perPillar := 3
	if s.once(seat, 5) {
		perPillar += 2
	}
	for k := 0; k < 5; k++ {
		r, c := slot.Row, k
		if slot.Row < 0 {
			r, c = k, slot.Col
		}
		cl := s.Temple[r][c]
		switch {
		case cl.Tile == 0:
			s.hathorCell(seat, r, c) // Time of Seth: a conquest token's item instead
		case int(cl.Owner) == seat:
			pl.VP += perPillar
		}
	}
	s.advancePopulation(seat, int(t.Val))
}
