package tekhenu

// BASTET — festival (§8.4).

func (s *State) bastetEffect(t task) {
	seat := int(t.Seat)
	pl := &s.P[seat]
	s.advanceHappiness(seat, int(t.Val))
	switch {
	case t.Val <= 2:
		pl.Scribes += 2
	case t.Val <= 4:
		pl.Scribes++
	}
	if s.once(seat, 6) {
		pl.VP += 2
		s.advancePopulation(seat, 1)
		s.advanceHappiness(seat, 1)
	}
}
