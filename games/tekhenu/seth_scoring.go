package tekhenu

// Scoring with Time of Seth: the Set board's step at each scoring (§4.11,
// §6.14) and the decrees at the end (§4.12, §7.5, [RUL-38]).

// setBoardVP is the new scoring step: each of seat's buildings on the Set
// board scores the VP of its slot; Botankhamun's too.
func (s *State) setBoardVP(seat int) int {
	if !s.Seth.On {
		return 0
	}
	vp := 0
	for a := range s.Seth.Slots {
		for k, o := range s.Seth.Slots[a] {
			if int(o) == seat {
				vp += setAreas[a+1].VP[k]
			}
		}
	}
	return vp
}

// setBuildings counts seat's buildings on the Set board.
func (s *State) setBuildings(seat int) int {
	if !s.Seth.On {
		return 0 // a base game's board is all zeros, which reads as seat 0
	}
	n := 0
	for a := range s.Seth.Slots {
		for _, o := range s.Seth.Slots[a] {
			n += boolInt(int(o) == seat)
		}
	}
	return n
}

// setStatues counts seat's statues on the Set board: those dedicated to
// Set and those to the people under the columns.
func (s *State) setStatues(seat int) (set, people int) {
	if !s.Seth.On {
		return 0, 0
	}
	for _, o := range s.Seth.Statues {
		set += boolInt(int(o) == seat)
	}
	for _, o := range s.Seth.People {
		people += boolInt(int(o) == seat)
	}
	return
}

// sethDecreeVP is what the expansion's decree n is worth to seat now.
func (s *State) sethDecreeVP(seat, n int) int {
	pl := &s.P[seat]
	switch n {
	case dx01:
		return dx01PairVP * min(int(pl.Priests), int(pl.Warriors))
	case dx02:
		return dx02BuildingVP * s.setBuildings(seat)
	case dx03:
		set, people := s.setStatues(seat)
		return dx03StatueVP*(set+people) + dx03BuildingVP*s.setBuildings(seat)
	case dx04:
		high := 0
		for _, m := range pl.Production {
			high += boolInt(int(m) >= dx04Level)
		}
		return dx04MarkerVP * high
	}
	return 0
}

// estimateSeth is the expansion's part of Evaluate: warriors and priests
// as means to build and buy, fading as the game runs out; an unused
// artifact and a cult card for what they will still bring; blood tokens
// for the Maat phases after the next one (the next is in the balance).
// Our own tuning, like the rest of Evaluate.
func (s *State) estimateSeth(seat int, left, maatLeft float64) float64 {
	pl := &s.P[seat]
	v := 0.3 * float64(int(pl.Warriors)+int(pl.Priests)) * left
	v += 2 * float64(popcount(uint32(pl.Artifacts))) * (0.3 + left)
	if pl.Cult != 0 {
		v += 3 * left
	}
	if maatLeft > 1 {
		v -= 0.4 * float64(pl.Blood) * (maatLeft - 1)
	}
	return v
}
