package tekhenu

// Botankhamun's die selection (§16.5).

// botDie picks the die for a token and returns its index, −1 if the wheel is
// empty.
func (s *State) botDie(token int) int {
	if s.Seth.On {
		if i := s.sethBotDie(token); i >= 0 {
			return i
		}
		if token >= nBotTokens { // only forbidden dice: as the Horus token
			token = int(Horus)
		}
	}
	if token < firstResToken {
		return s.botGodDie(God(token))
	}
	return s.botResourceDie(resTokens[token-firstResToken])
}

// botGodDie: the highest pure-or-tainted die of the token's sector, pure
// before tainted, then at random; an empty or forbidden sector passes the
// search on counter-clockwise. If the whole wheel holds only forbidden
// dice, the same search takes a forbidden one (docs/rulings.md).
func (s *State) botGodDie(g God) int {
	for _, forbiddenToo := range [2]bool{false, true} {
		at := g
		for k := 0; k < int(nGods); k++ {
			if i := s.bestInSector(at, forbiddenToo); i >= 0 {
				return i
			}
			at = at.counter()
		}
	}
	return -1
}

func (s *State) bestInSector(g God, forbiddenToo bool) int {
	return s.bestDie(func(d die) (int, bool) {
		if d.Loc != sectorLoc(g) {
			return 0, false
		}
		st := s.status(d.Colour, g)
		return int(d.Value)*2 + boolInt(st == Pure), st != Forbidden || forbiddenToo
	})
}

// bestDie is a die with the highest rank among those rank accepts, drawn
// at random among equals; −1 if it accepts none.
func (s *State) bestDie(rank func(d die) (int, bool)) int {
	var cands [totalDice]int
	n, best := 0, 0
	for i, d := range s.Dice {
		r, ok := rank(d)
		switch {
		case !ok || (n > 0 && r < best):
			continue
		case n == 0 || r > best:
			n, best = 0, r
		}
		cands[n] = i
		n++
	}
	if n == 0 {
		return -1
	}
	return cands[s.intn(n)]
}

// botResourceDie: over the whole wheel, the highest pure-or-tainted die of
// the first resource's colour, then of the next ones; grey only when
// nothing else is left; ties go to a sector with the automa's statue, the
// one reached through the higher Horus slot, then at random.
func (s *State) botResourceDie(order [4]Res) int {
	for _, r := range order {
		if i := s.bestOfColour(resColour(r), false); i >= 0 {
			return i
		}
	}
	if i := s.bestOfColour(Grey, false); i >= 0 {
		return i
	}
	// Only forbidden dice remain: take the best of them the same way.
	for _, r := range order {
		if i := s.bestOfColour(resColour(r), true); i >= 0 {
			return i
		}
	}
	return s.bestOfColour(Grey, true)
}

// statueRank is how a die's sector ranks for the resource tie-break: the
// Horus slot through which the automa's statue there was dedicated, 0
// without one.
func (s *State) statueRank(g God) int8 {
	best := int8(0)
	for k := 0; k < 3; k++ {
		if s.GodStat[g][k] == botSeat {
			best = max(best, s.GodVia[g][k])
		}
	}
	return best
}

func (s *State) bestOfColour(c Colour, forbiddenToo bool) int {
	return s.bestDie(func(d die) (int, bool) {
		g, ok := locSectorOf(d.Loc)
		if d.Colour != c || !ok || (!forbiddenToo && s.status(c, g) == Forbidden) {
			return 0, false
		}
		return int(d.Value)*8 + int(s.statueRank(g)), true
	})
}

// resColour is the die colour of a resource (§16.5).
func resColour(r Res) Colour {
	switch r {
	case Papyrus:
		return Yellow
	case Bread:
		return Brown
	case Limestone:
		return White
	}
	return Black
}
