package amunre

import "karnak/engine"

// reveal turns up the round's provinces and lays their instant rewards on
// them (§5.1): the top N province cards of the deck, or in the advanced
// game the cards the players chose. Favor cards of instant rewards are
// drawn face down, province by province in board order.
func (s *State) reveal() {
	s.Phase = PhaseAuction
	s.Auctions = 0
	if s.Advanced {
		for p := range s.Players {
			c := s.Seat[p].Choice
			s.Auctions |= 1 << c
			s.Seat[p].Provinces &^= 1 << c
			s.Seat[p].Choice = noProvince
		}
		s.ChoicesShown = s.Round
	} else {
		for range s.Players {
			s.DeckN--
			s.Auctions |= 1 << s.Deck[s.DeckN]
			s.Deck[s.DeckN] = 0
		}
	}
	for p := range numProvinces {
		if s.Auctions&(1<<p) == 0 {
			continue
		}
		h := &s.Land[p]
		for i := range int(s.Board[p].InstantFavor) {
			if k := s.draw(); k >= 0 {
				h.Instant[i] = int8(k) + 1
			}
		}
	}
	for p := range s.Players {
		pl := &s.Seat[p]
		pl.Scribe, pl.Cell, pl.Banned, pl.Protected, pl.Played = noProvince, 0, noProvince, false, 0
	}
	if s.narr != nil {
		s.tellReveal()
	}
	s.Tasks.Push(task{Kind: tBid, Seat: int8(s.First)})
}

// auctioned reports whether p is up for auction this round.
func (s *State) auctioned(p Province) bool {
	return p >= 0 && p < numProvinces && s.Auctions&(1<<p) != 0
}

// holder is the seat whose scribe stands on p's card, -1 none.
func (s *State) holder(p Province) int {
	for q := range s.Players {
		if s.Seat[q].Scribe == p {
			return q
		}
	}
	return -1
}

// minCell is the lowest cell a new bid on p may take (§5.4): any on an
// empty card; above the holder's, skipping one more when the holder has
// played Protection.
func (s *State) minCell(p Province) int {
	q := s.holder(p)
	if q < 0 {
		return 0
	}
	if s.Seat[q].Protected {
		return int(s.Seat[q].Cell) + 2
	}
	return int(s.Seat[q].Cell) + 1
}

// canBribe: seat may play Bribe now.
func (s *State) canBribe(seat int) bool { return s.holds(seat, Bribe) && !s.hasPlayed(seat, Bribe) }

// bidChoices: a seat whose scribe holds a card must pass; any other must
// bid (§5.4). Either may play Protection (R6).
func (s *State) bidChoices(dst []engine.Move, seat int) []engine.Move {
	pl := &s.Seat[seat]
	if pl.Scribe != noProvince {
		dst = append(dst, move(mPass))
	} else {
		var lowest [numProvinces]int8 // the lowest cell open on each card (minCell)
		for q := range s.Players {
			if c := s.Seat[q].Scribe; c != noProvince {
				lowest[c] = s.Seat[q].Cell + 1
				if s.Seat[q].Protected {
					lowest[c]++
				}
			}
		}
		for set := s.Auctions; set != 0; {
			c := next(&set)
			bribe := c == pl.Banned
			if bribe && !s.canBribe(seat) {
				continue
			}
			for k := int(lowest[c]); k < bidCells && bidTrack[k] <= pl.Gold; k++ {
				dst = append(dst, bidMove(c, k, bribe))
			}
		}
	}
	if s.holds(seat, Protection) && !s.hasPlayed(seat, Protection) {
		dst = append(dst, move(mProtection))
	}
	return dst
}

// applyBid plays a bid, a pass or Protection on seat's auction turn.
func (s *State) applyBid(seat int, m engine.Move) {
	pl := &s.Seat[seat]
	switch m.Kind {
	case mProtection:
		s.play(seat, Protection)
		pl.Protected = true
		if s.narr != nil {
			s.tellProtection(seat)
		}
		return // the turn goes on
	case mPass:
		if s.narr != nil {
			s.tellPass(seat)
		}
	case mBid:
		p, k := Province(m.Arg[0]), int8(m.Arg[1])
		bribe := m.Arg[2] != 0
		if bribe {
			s.play(seat, Bribe)
		}
		outbid := s.holder(p)
		if outbid >= 0 {
			s.Seat[outbid].Scribe = noProvince
			s.Seat[outbid].Banned = p
		}
		pl.Scribe, pl.Cell = p, k
		if s.narr != nil {
			s.tellBid(seat, p, int(k), bribe, outbid)
		}
		if s.auctionOver() {
			s.Tasks.Pop()
			s.Tasks.Push(task{Kind: tResolve})
			return
		}
	}
	t := s.Tasks.Top()
	t.Seat = int8(s.seatAfter(seat, 1))
}

// auctionOver: every card carries exactly one scribe, which with as many
// cards as players is every player's scribe on a card (§5.4 step 3).
func (s *State) auctionOver() bool {
	for p := range s.Players {
		if s.Seat[p].Scribe == noProvince {
			return false
		}
	}
	return true
}

// resolve ends the auction (§5.5): in turn order each winner pays the bid,
// takes control and the instant reward's gold and Favor cards; then the
// winners of instant stones place them, one at a time in turn order.
func (s *State) resolve() {
	if s.narr != nil {
		s.tellAuctionOver()
	}
	var stones [maxSeats]int8
	for i := range s.Players {
		seat := s.order(i)
		pl := &s.Seat[seat]
		p := pl.Scribe
		paid := bidTrack[pl.Cell]
		pl.Gold -= paid
		h := &s.Land[p]
		h.Controller = int8(seat)
		pl.Gold += int(s.Board[p].InstantGold)
		stones[seat] = s.Board[p].InstantStones
		var got [maxInstantFavor]Kind
		n := 0
		for j, c := range h.Instant {
			if c != 0 {
				pl.Hand[c-1]++
				got[n] = Kind(c - 1)
				n++
				h.Instant[j] = 0
			}
		}
		if s.narr != nil {
			s.tellWin(seat, p, paid, got[:n])
		}
		pl.Scribe, pl.Cell, pl.Banned, pl.Protected = noProvince, 0, noProvince, false
	}
	s.Played |= s.Auctions
	s.Auctions = 0
	s.Tasks.Push(task{Kind: tMarketStart})
	for i := s.Players - 1; i >= 0; i-- {
		if seat := s.order(i); stones[seat] > 0 {
			s.Tasks.Push(task{Kind: tStone, Seat: int8(seat), N: stones[seat]})
		}
	}
}

// applyInstantStone places one instant stone in any province (R7).
func (s *State) applyInstantStone(seat int, m engine.Move) {
	p := Province(m.Arg[0])
	built := s.addStones(p, 1)
	if s.narr != nil {
		s.tellInstantStone(seat, p, built)
	}
	t := s.Tasks.Top()
	if t.N--; t.N == 0 {
		s.Tasks.Pop()
	}
}
