package amunre

import "karnak/engine"

// startOffering asks every player for a secret offering at once (§7.1).
func (s *State) startOffering() {
	s.Phase = PhaseOffering
	for p := range s.Players {
		pl := &s.Seat[p]
		pl.Played, pl.Offer, pl.WithChange, pl.Change, pl.Rank, pl.Pending = 0, 0, false, 0, 0, 0
	}
	s.Tasks.PushSeq(task{Kind: tOffer}, task{Kind: tOfferReveal})
}

// offerChoices: gold from 1 to all one holds, or the Theft card; either
// with an Offering Change added when one is held (§7.1, R11, R29).
func (s *State) offerChoices(dst []engine.Move, seat int) []engine.Move {
	pl := &s.Seat[seat]
	change := s.holds(seat, OfferingChange)
	top := min(pl.Gold, maxOffer)
	for n := 1; n <= top; n++ {
		dst = append(dst, offerMove(n, false))
	}
	if change {
		for n := 1; n <= top; n++ {
			dst = append(dst, offerMove(n, true))
		}
	}
	dst = append(dst, theftMove(false))
	if change {
		dst = append(dst, theftMove(true))
	}
	return dst
}

// applyOffer commits seat's offering; nothing moves until all are in.
func (s *State) applyOffer(seat int, m engine.Move) {
	pl := &s.Seat[seat]
	if m.Kind == mTheft {
		pl.Offer, pl.WithChange = -1, m.Arg[0] != 0
	} else {
		pl.Offer, pl.WithChange = int(m.Arg[0]), m.Arg[1] != 0
	}
	if s.narr != nil {
		s.tellOffer(seat)
	}
}

// revealOfferings shows every offering at once and adds them up (§7.2):
// the gold offered less 3 for each Theft. The Offering Change cards are
// played; their holders then choose +3 or −3 in turn order.
func (s *State) revealOfferings() {
	s.OfferingsShown = s.Round
	total := 0
	for p := range s.Players {
		if o := s.Seat[p].Offer; o > 0 {
			total += o
		} else {
			total -= theftGold
		}
	}
	s.Total = total
	if s.narr != nil {
		s.tellOfferings()
	}
	s.Tasks.Push(task{Kind: tSettle})
	for i := s.Players - 1; i >= 0; i-- {
		seat := s.order(i)
		if s.Seat[seat].WithChange {
			s.play(seat, OfferingChange)
			s.Tasks.Push(task{Kind: tChange, Seat: int8(seat)})
		}
	}
}

// applyChange: the card's player changes the total by +3 or −3 (R12, R13).
func (s *State) applyChange(seat int, m engine.Move) {
	by := int(m.Arg[0])
	s.Seat[seat].Change = int8(by)
	s.Total += by
	if s.narr != nil {
		s.tellChange(seat, by)
	}
	s.Tasks.Pop()
}

// settle places the token, pays the offerings, pays the thieves and ranks
// the players who offered gold (§7.2 step 4, §7.3, §7.4). Ties go to the
// earlier player in turn order, so ranks are strict; rewards are chosen in
// rank order (A28).
func (s *State) settle() {
	s.Level = levelOf(s.Total)
	for p := range s.Players {
		pl := &s.Seat[p]
		if pl.Offer > 0 {
			pl.Gold -= pl.Offer
		} else {
			pl.Gold += theftGold
		}
	}
	var ranked [maxSeats]int
	n := 0
	for i := range s.Players {
		seat := s.order(i)
		if s.Seat[seat].Offer <= 0 {
			continue
		}
		// Insert after every earlier seat offering as much or more.
		j := n
		for j > 0 && s.Seat[ranked[j-1]].Offer < s.Seat[seat].Offer {
			ranked[j] = ranked[j-1]
			j--
		}
		ranked[j] = seat
		n++
	}
	for r := range n {
		s.Seat[ranked[r]].Rank = int8(r + 1)
	}
	if s.narr != nil {
		s.tellSettle(ranked[:n])
	}
	s.Tasks.Push(task{Kind: tHarvestStart})
	for r := n - 1; r >= 0; r-- {
		s.Tasks.Push(task{Kind: tReward, Seat: int8(ranked[r]), N: int8(rewardsFor(r + 1))})
	}
}

// rewardsFor is what rank r receives (§7.4 step 2).
func rewardsFor(rank int) int {
	if rank >= 1 && rank <= len(rewardsByRank) {
		return rewardsByRank[rank-1]
	}
	return rewardsOthers
}

// rewardChoices: each reward is a Favor card (while the deck and discard
// pile hold one, R14; no purchase limit), a farmer on a free field of a
// controlled province, or a stone in a controlled province; a recipient
// may stop short of the entitlement (R28).
func (s *State) rewardChoices(dst []engine.Move, t task, seat int) []engine.Move {
	pl := &s.Seat[seat]
	avail := s.favorAvailable() - int(pl.Pending)
	for n := 1; n <= int(t.N) && n <= avail; n++ {
		dst = append(dst, move(mCards, n))
	}
	own := s.owned(seat)
	for set := own; set != 0; {
		if p := next(&set); s.freeFields(p) > 0 {
			dst = append(dst, onProvince(mFarmer, p))
		}
	}
	for set := own; set != 0; {
		dst = append(dst, onProvince(mStone, next(&set)))
	}
	return append(dst, move(mDone))
}

// applyReward takes one reward (or several Favor cards). The cards are
// drawn when the recipient has chosen all its rewards, so that no card is
// seen before the choice is whole (§7.4: the rewards are chosen together).
func (s *State) applyReward(seat int, m engine.Move) {
	pl := &s.Seat[seat]
	t := s.Tasks.Top()
	switch m.Kind {
	case mCards:
		n := int8(m.Arg[0])
		pl.Pending += n
		t.N -= n
		if s.narr != nil {
			s.tellRewardCards(seat, int(n))
		}
	case mFarmer:
		p := Province(m.Arg[0])
		s.Land[p].FieldFarmers++
		t.N--
		if s.narr != nil {
			s.tellRewardFarmer(seat, p)
		}
	case mStone:
		p := Province(m.Arg[0])
		built := s.addStones(p, 1)
		t.N--
		if s.narr != nil {
			s.tellRewardStone(seat, p, built)
		}
	case mDone:
		if s.narr != nil {
			s.tellRewardsDeclined(seat, int(t.N))
		}
		t.N = 0
	}
	if t.N > 0 {
		return
	}
	s.Tasks.Pop()
	if n := int(pl.Pending); n > 0 {
		pl.Pending = 0
		var got [maxRewards]Kind
		k := s.drawTo(seat, n, got[:])
		if s.narr != nil {
			s.tellRewardDraw(seat, got[:k])
		}
	}
}

// maxRewards is the most rewards one player receives in an offering.
const maxRewards = 3

// startHarvest hands the First Player token to the highest offering, at
// once, so that this round's harvest is played in the new order (R16); if
// every player stole, the token stays (A19).
func (s *State) startHarvest() {
	for p := range s.Players {
		if s.Seat[p].Rank == 1 {
			if p != s.First && s.narr != nil {
				s.tellFirst(p)
			}
			s.First = p
		}
	}
	s.Phase = PhaseHarvest
	for p := range s.Players {
		pl := &s.Seat[p]
		pl.Played, pl.Treasury, pl.Bountiful = 0, noProvince, noProvince
	}
	s.Tasks.Push(task{Kind: tRoundEnd})
	for i := s.Players - 1; i >= 0; i-- {
		s.Tasks.Push(task{Kind: tHarvest, Seat: int8(s.order(i))})
	}
}
