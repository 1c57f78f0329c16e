package kemet

import (
	"karnak/engine"
	"karnak/engine/kit"
)

// night is the Night (§3.3): prayer income for all, then the DI draws,
// the Night powers and the turn order, each step in turn order.
func (s *State) night() {
	s.Phase = PhaseNight
	if s.narr != nil {
		s.tellNight()
	}
	for p := range s.Players {
		pp := nightPrayer
		if s.Seat[p].owns(W2HighPriest) {
			pp += highPriestPP
		}
		if s.Seat[p].owns(W4PriestOfAmon) {
			pp += priestOfAmonPP
		}
		had := s.Seat[p].PP
		s.gainPP(p, pp)
		if s.narr != nil {
			s.tellPP(p, int(s.Seat[p].PP-had), "at Night")
		}
	}
	s.Tasks.PushSeq(task{Kind: tNightPowers}, task{Kind: tOrder}, task{Kind: tDay})
	// The draws in turn order, the Vision holder's last: the deck's order
	// is unknown to all, so who draws first changes no chance, and so no
	// other seat's card depends on the card Vision keeps in secret.
	var vision []int8
	for i := s.Players - 1; i >= 0; i-- {
		if p := s.Order[i]; s.Seat[p].owns(W3Vision) {
			vision = append(vision, p)
		}
	}
	for _, p := range vision {
		s.Tasks.Push(task{Kind: tDraw, Seat: p})
	}
	for i := s.Players - 1; i >= 0; i-- {
		if p := s.Order[i]; !s.Seat[p].owns(W3Vision) {
			s.Tasks.Push(task{Kind: tDraw, Seat: p})
		}
	}
}

// nightDraw is seat's base card: drawn, or chosen among the top cards with
// Vision (the deck refilled from the discard pile first if it holds fewer
// than visionLook, RUL-45); the extra cards follow.
func (s *State) nightDraw(seat int) {
	if !s.Seat[seat].owns(W3Vision) {
		for range nightDI {
			s.draw(seat)
		}
		s.extraDraws(seat)
		return
	}
	if s.DeckN < visionLook {
		s.reshuffle()
	}
	n := min(int(s.DeckN), visionLook)
	for i := range n {
		s.DeckN--
		s.Looking[i] = s.Deck[s.DeckN]
		s.Deck[s.DeckN] = 0
	}
	s.LookingN = int8(n)
	if s.narr != nil && n > 0 {
		s.tellVisionLook(seat, n)
	}
	s.Tasks.Push(task{Kind: tDrawExtra, Seat: int8(seat)})
	if n > 0 {
		s.Tasks.Push(task{Kind: tVision, Seat: int8(seat)})
	}
}

// extraDraws are Divine Boon's and the Mummy's cards, drawn blind.
func (s *State) extraDraws(seat int) {
	pl := &s.Seat[seat]
	if pl.owns(W2DivineBoon) {
		for range divineBoonDI {
			s.draw(seat)
		}
	}
	if pl.owns(W4Mummy) {
		for range mummyDI {
			s.draw(seat)
		}
	}
}

func (s *State) visionMoves(dst []engine.Move, seat int) []engine.Move {
	var seen [nDI]bool
	for _, c := range s.Looking[:s.LookingN] {
		if !seen[c] {
			seen[c] = true
			dst = append(dst, move(mKeep, int(c)))
		}
	}
	return dst
}

// applyVision keeps one card; the others go back and the deck is
// shuffled (§4.2, W3 Vision).
func (s *State) applyVision(seat int, m engine.Move) {
	kept := DI(m.Arg[0])
	s.Seat[seat].DI[kept]++
	done := false
	for _, c := range s.Looking[:s.LookingN] {
		if c == kept && !done {
			done = true
			continue
		}
		s.Deck[s.DeckN] = c
		s.DeckN++
	}
	s.Looking = [visionLook]DI{}
	s.LookingN = 0
	kit.Shuffle(&s.RNG, s.Deck[:s.DeckN])
}

// nightPowers: in turn order, Hand of God and Reinforcements (§3.3 step 3).
func (s *State) nightPowers() {
	for i := s.Players - 1; i >= 0; i-- {
		p := s.seatOrder(i)
		pl := &s.Seat[p]
		if pl.owns(B4Reinforcements) && pl.Reserve > 0 {
			s.Tasks.Push(task{Kind: tReinforce, Seat: int8(p), A: reinforcementsUnits})
		}
		if pl.owns(W3HandOfGod) {
			s.Tasks.Push(task{Kind: tHandOfGod, Seat: int8(p)})
		}
	}
}

// maxLevel is how high a pyramid may go (beginner: 2, §1.6).
func (s *State) maxLevel() int {
	if s.Beginner {
		return pyramidMaxBeginner
	}
	return pyramidMax
}

func (s *State) handOfGodMoves(dst []engine.Move, seat int) []engine.Move {
	for c := range nColours {
		if lv := int(s.Seat[seat].Pyramids[c].Level); lv < s.maxLevel() {
			dst = append(dst, move(mRaise, int(c), lv+handOfGodLevels))
		}
	}
	return append(dst, move(mPass))
}

// raise sets seat's colour-c pyramid to level to, standing it in the free
// district of its city when it was in reserve (§3.5.2 step 4, RUL-33).
func (s *State) raise(seat int, c Colour, to int) {
	py := &s.Seat[seat].Pyramids[c]
	if py.Level == 0 {
		py.Region = s.freeDistrict(seat)
	}
	py.Level = int8(to)
}

// freeDistrict is the district of seat's city without a pyramid; a city
// has three districts and three pyramids, so there is one whenever a
// pyramid is in reserve.
func (s *State) freeDistrict(seat int) Region {
	for _, d := range s.city(seat).Districts {
		used := false
		for _, py := range s.Seat[seat].Pyramids {
			used = used || py.Level > 0 && py.Region == d
		}
		if !used {
			return d
		}
	}
	return NoRegion
}

// reinforceMoves: a unit from the reserve onto one troop of seat's and
// into its city's districts free of enemies, within the troop limit
// (RUL-43); done at any time.
func (s *State) reinforceMoves(dst []engine.Move, t task) []engine.Move {
	seat := t.seat()
	pl := &s.Seat[seat]
	if t.A > 0 && pl.Reserve > 0 {
		limit := int8(s.troopLimit(seat))
		l := s.layout()
		for r := range l.Regions {
			rg := Region(r)
			if pl.Units[r] >= limit || s.occupant(rg, seat) >= 0 {
				continue
			}
			inCity := l.CityOf(rg) == int(pl.City)
			troop := pl.Units[r] > 0 && (t.B == 0 || t.B == int8(r)+1)
			if inCity || troop {
				dst = append(dst, move(mPlace, s.regionWord(rg)))
			}
		}
	}
	return append(dst, move(mDone))
}

func (s *State) applyReinforce(seat int, m engine.Move) {
	t := s.Tasks.Top()
	if m.Kind == mDone {
		s.Tasks.Pop()
		return
	}
	r := s.argRegion(m, 0)
	pl := &s.Seat[seat]
	if s.layout().CityOf(r) != int(pl.City) {
		t.B = int8(r) + 1 // the one troop outside the city
	}
	pl.Units[r]++
	pl.Reserve--
	t.A--
	if t.A == 0 || pl.Reserve == 0 {
		s.Tasks.Pop()
	}
}

// orderStep: the player with the fewest VP chooses the turn order; ties to
// the earliest in the last order; round 1 keeps the setup's order (§3.3
// step 4).
func (s *State) orderStep() {
	s.Prev = s.Order
	if s.Round == 1 {
		return
	}
	chooser := -1
	for i := range s.Players {
		p := s.seatOrder(i)
		if chooser < 0 || s.totalVP(p) < s.totalVP(chooser) {
			chooser = p
		}
	}
	if s.narr != nil {
		s.tellChooser(chooser)
	}
	s.Tasks.Push(task{Kind: tChooseOrder, Seat: int8(chooser)})
}

// orderMoves: the next place of the order, among the seats not placed.
func (s *State) orderMoves(dst []engine.Move) []engine.Move {
	t := s.Tasks.Top()
	for p := range s.Players {
		placed := false
		for _, q := range s.Order[:t.A] {
			placed = placed || int(q) == p
		}
		if !placed {
			dst = append(dst, move(mFirst, p))
		}
	}
	return dst
}

func (s *State) applyOrder(m engine.Move) {
	t := s.Tasks.Top()
	s.Order[t.A] = int8(m.Arg[0])
	t.A++
	if int(t.A) == s.Players-1 {
		// The last place is the seat left.
		for p := range s.Players {
			placed := false
			for _, q := range s.Order[:t.A] {
				placed = placed || int(q) == p
			}
			if !placed {
				s.Order[t.A] = int8(p)
			}
		}
		s.Tasks.Pop()
	}
}
