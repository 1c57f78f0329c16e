package amunre

import "karnak/engine"

// Market steps (§6.1): Favor cards, then farmers, then stones, each at
// most once a turn. Farmers and stones are bought one at a time: the n-th
// of a step costs n, so n of them cost n(n+1)/2 as the price track says
// (§6.2), and nothing hidden comes to light between two of them. Favor
// cards are bought in one move, since each draw shows a card.
//
// An Architect played once stones have been bought ends the stone step:
// the stones of a step are bought together, so the card may come before
// them or after them, not between two of them (§6.1, §6.5).
const (
	stepCards = iota
	stepFarmers
	stepStones
	stepClosed
)

// startMarket opens the market: each player's turn in turn order (§6.1).
func (s *State) startMarket() {
	s.Phase = PhaseMarket
	for p := range s.Players {
		pl := &s.Seat[p]
		pl.Played, pl.Step, pl.Bought = 0, stepCards, 0
	}
	s.Tasks.Push(task{Kind: tOfferStart})
	for i := s.Players - 1; i >= 0; i-- {
		s.Tasks.Push(task{Kind: tMarket, Seat: int8(s.order(i))})
	}
}

// favorLimit is the most Favor cards seat may buy: the most permanent
// Favor symbols on one province it controls (§6.3, R8), at most the track.
func (s *State) favorLimit(seat int) int { return s.favorLimitOf(s.owned(seat)) }

// favorLimitOf is favorLimit for the provinces own (bit p), which the
// market's listing has at hand already.
func (s *State) favorLimitOf(own uint16) int {
	limit := 0
	for set := own; set != 0; {
		limit = max(limit, int(s.Board[next(&set)].Favor))
	}
	return min(limit, maxFavorPurchase)
}

// nextPrice is what the next item of step costs seat.
func (s *State) nextPrice(seat, step int) int {
	pl := &s.Seat[seat]
	if int(pl.Step) == step {
		return int(pl.Bought) + 1
	}
	return 1
}

func (s *State) marketChoices(dst []engine.Move, seat int) []engine.Move {
	pl := &s.Seat[seat]
	own := s.owned(seat)
	if pl.Step == stepCards {
		most := min(s.favorLimitOf(own), s.favorAvailable())
		for n := 1; n <= most && cost(n) <= pl.Gold; n++ {
			dst = append(dst, move(mCards, n))
		}
	}
	if pl.Step <= stepFarmers && s.nextPrice(seat, stepFarmers) <= pl.Gold {
		for set := own; set != 0; {
			if p := next(&set); s.freeFields(p) > 0 {
				dst = append(dst, onProvince(mFarmer, p))
			}
		}
	}
	if pl.Step <= stepStones && s.nextPrice(seat, stepStones) <= pl.Gold {
		for set := own; set != 0; {
			dst = append(dst, onProvince(mStone, next(&set)))
		}
	}
	if s.holds(seat, Architect) && !s.hasPlayed(seat, Architect) {
		for set := own; set != 0; {
			if p := next(&set); s.Land[p].Stones == 2 {
				dst = append(dst, onProvince(mArchitect, p))
			}
		}
	}
	if s.holds(seat, FreeFarmer) && !s.hasPlayed(seat, FreeFarmer) {
		for set := own; set != 0; {
			dst = append(dst, onProvince(mFreeFarmer, next(&set)))
		}
	}
	return append(dst, move(mDone))
}

// enterStep moves seat's market turn on to step, closing the earlier ones.
func (s *State) enterStep(seat, step int) {
	pl := &s.Seat[seat]
	if int(pl.Step) != step {
		pl.Step, pl.Bought = int8(step), 0
	}
}

func (s *State) applyMarket(seat int, m engine.Move) {
	pl := &s.Seat[seat]
	switch m.Kind {
	case mCards:
		n := int(m.Arg[0])
		pl.Gold -= cost(n)
		pl.Step = stepFarmers
		var got [maxFavorPurchase]Kind
		k := s.drawTo(seat, n, got[:])
		if s.narr != nil {
			s.tellBuyCards(seat, cost(n), got[:k])
		}
	case mFarmer:
		p := Province(m.Arg[0])
		s.enterStep(seat, stepFarmers)
		pl.Bought++
		pl.Gold -= int(pl.Bought)
		s.Land[p].FieldFarmers++
		if s.narr != nil {
			s.tellBuyFarmer(seat, p, int(pl.Bought))
		}
	case mStone:
		p := Province(m.Arg[0])
		s.enterStep(seat, stepStones)
		pl.Bought++
		pl.Gold -= int(pl.Bought)
		built := s.addStones(p, 1)
		if s.narr != nil {
			s.tellBuyStone(seat, p, int(pl.Bought), built)
		}
	case mArchitect:
		p := Province(m.Arg[0])
		s.play(seat, Architect)
		if pl.Step == stepStones {
			pl.Step = stepClosed
		}
		s.Land[p].Stones -= 2
		s.Land[p].Pyramids++
		if s.narr != nil {
			s.tellArchitect(seat, p)
		}
	case mFreeFarmer:
		p := Province(m.Arg[0])
		s.play(seat, FreeFarmer)
		s.Land[p].FreeFarmers++
		if s.narr != nil {
			s.tellFreeFarmer(seat, p)
		}
	case mDone:
		if s.narr != nil {
			s.tellMarketDone(seat)
		}
		s.Tasks.Pop()
	}
}
