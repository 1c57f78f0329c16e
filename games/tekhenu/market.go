package tekhenu

// The card market (§10): three decks, their discard piles and four sections
// of typed slots.

func (s *State) shuffleDeck(k CardKind) {
	d := &s.Decks[k]
	for i := int(d.N) - 1; i > 0; i-- {
		j := s.intn(i + 1)
		d.Cards[i], d.Cards[j] = d.Cards[j], d.Cards[i]
	}
}

// drawCard takes the top card of a deck; an empty deck is first rebuilt from
// its shuffled discard pile (§10.3).
func (s *State) drawCard(k CardKind) (int, bool) {
	d := &s.Decks[k]
	if d.N == 0 {
		if s.Discard[k] == 0 {
			return 0, false
		}
		for n := 1; n <= nDeck; n++ {
			if s.Discard[k]&(1<<(n-1)) != 0 {
				d.Cards[d.N] = int8(n)
				d.N++
			}
		}
		s.Discard[k] = 0
		s.shuffleDeck(k)
	}
	d.N--
	c := d.Cards[d.N]
	d.Cards[d.N] = 0
	return int(c), true
}

// putBottom puts a card under a deck.
func (s *State) putBottom(k CardKind, n int) {
	d := &s.Decks[k]
	copy(d.Cards[1:d.N+1], d.Cards[:d.N])
	d.Cards[0] = int8(n)
	d.N++
}

func (s *State) discard(k CardKind, n int) { s.Discard[k] |= 1 << (n - 1) }

func (s *State) gainCard(seat int, k CardKind, n int) {
	pl := &s.P[seat]
	bit := uint32(1) << (n - 1)
	switch k {
	case Blessing:
		pl.Blessings |= bit
	case Tech:
		pl.Techs |= bit
	case Decree:
		pl.Decrees |= bit
	}
}

// openSection deals a section its cards (§10.2).
func (s *State) openSection(sec int) {
	s.Open[sec] = true
	s.fillSection(sec)
}

func (s *State) fillSection(sec int) {
	if row := &s.Market[sec]; row[0] != 0 && row[1] != 0 && row[2] != 0 && (row[3] != 0 || len(marketSlots[sec]) == 3) {
		return // full (most turns)
	}
	for i, k := range marketSlots[sec] {
		if s.Market[sec][i] == 0 {
			if c, ok := s.drawCard(k); ok {
				s.Market[sec][i] = int8(c)
			}
		}
	}
}

// refreshSection discards a section's cards and deals new ones (§10.3).
func (s *State) refreshSection(sec int) {
	for i, k := range marketSlots[sec] {
		if c := s.Market[sec][i]; c != 0 {
			s.discard(k, int(c))
			s.Market[sec][i] = 0
		}
	}
	s.fillSection(sec)
}

// refillMarket fills every empty slot at the end of a turn (§7.2 step 7).
func (s *State) refillMarket() {
	for sec := range s.Market {
		if s.Open[sec] {
			s.fillSection(sec)
		}
	}
}

func (s *State) sectionCards(sec int) int {
	n := 0
	for i := range marketSlots[sec] {
		if s.Market[sec][i] != 0 {
			n++
		}
	}
	return n
}

// checkSections opens sections 3 and 4 the first time any population marker
// reaches 9 or 13 (§9).
func (s *State) checkSections(pop int) {
	if pop >= 9 && !s.Open[2] {
		s.openSection(2)
	}
	if pop >= 13 && !s.Open[3] {
		s.openSection(3)
	}
}
