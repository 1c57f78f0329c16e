package amunre

import (
	"fmt"

	"karnak/engine"
)

// why names the rule a refused move breaks, in the specification's terms.
// It is asked only for a move that is not among the seat's legal moves,
// and must not panic whatever the move holds.
func (s *State) why(seat int, m engine.Move) string {
	switch {
	case s.Over():
		return "the game is over"
	case seat < 0 || seat >= s.Players:
		return fmt.Sprintf("there is no seat %d at this table of %d", seat, s.Players)
	}
	if _, err := grammar.Parse(grammar.Text(m)); err != nil {
		return "not a move of Amun-Re (§15)"
	}
	t := s.Tasks.Top()
	if t == nil {
		return "the game is over"
	}
	if owes, _ := s.Owes(*t); !owes.Has(seat) {
		switch {
		case t.Kind == tOffer:
			return "your offering is made, and final: the others are still making theirs (§7.1)"
		case t.Kind == tChoose:
			return "your province card is chosen, and final: the others are still choosing (§12)"
		}
		return "it is not your decision: another player's decision comes first (G4)"
	}
	if m.Kind == mSell {
		return "you hold no such Favor card to sell (G1)"
	}
	switch t.Kind {
	case tChoose:
		if m.Kind == mChoose {
			return "you may only choose a province card from your own hand (§12)"
		}
		return "every player now chooses a province card for the auction (§12)"
	case tBid:
		return s.whyBid(seat, m)
	case tStone:
		return "place the instant stone in a province: the only move now is \"stone PROVINCE\" (§5.5, R7)"
	case tMarket:
		return s.whyMarket(seat, m)
	case tOffer:
		return s.whyOffer(seat, m)
	case tChange:
		return "an Offering Change moves the total by +3 or −3, nothing else (§7.2, R12)"
	case tReward:
		return s.whyReward(seat, m)
	case tHarvest:
		return s.whyHarvest(seat, m)
	}
	return "not a legal move now (§15)"
}

func (s *State) whyBid(seat int, m engine.Move) string {
	pl := &s.Seat[seat]
	switch m.Kind {
	case mPass:
		return "you may pass only while your scribe holds the highest bid on a province; you must bid now (§5.4)"
	case mProtection:
		if !s.holds(seat, Protection) {
			return "you hold no Protection card (§11)"
		}
		return "Protection may be played once in an auction (G2)"
	case mBid:
	default:
		return "in the auction you bid, pass when your bid is highest, or play Protection (§5.4)"
	}
	p, k, bribe := argProvince(m, 0), int(m.Arg[1]), m.Arg[2] != 0
	switch {
	case pl.Scribe != noProvince:
		return fmt.Sprintf("your bid on %s is the highest: you must pass (§5.4 step 1, R2)", provinceName(pl.Scribe))
	case !s.auctioned(p):
		return fmt.Sprintf("%s is not up for auction this round (§5.1)", provinceName(p))
	case p == pl.Banned && !bribe:
		return fmt.Sprintf("you were just outbid on %s: bid elsewhere, or play Bribe to bid there again (§5.4, R4)", provinceName(p))
	case bribe && p != pl.Banned:
		return "Bribe lets you bid again only on the province where you were last outbid (§11, R5)"
	case bribe && !s.holds(seat, Bribe):
		return "you hold no Bribe card (§11)"
	case bribe:
		return "Bribe may be played once in an auction (G2)"
	case k < s.minCell(p):
		if q := s.holder(p); q >= 0 && s.Seat[q].Protected {
			return fmt.Sprintf("the bid on %s is protected: outbid it by at least two cells, cell %d or more (§11 Protection)", provinceName(p), s.minCell(p))
		}
		return fmt.Sprintf("a bid on %s must be above the current one, cell %d or more (§5.4)", provinceName(p), s.minCell(p))
	case k >= 0 && k < bidCells && bidTrack[k] > pl.Gold:
		return fmt.Sprintf("a bid of %d gold is more than the %d gold you hold (§5.4, R3)", bidTrack[k], pl.Gold)
	}
	return "not a legal bid (§5.4)"
}

func (s *State) whyMarket(seat int, m engine.Move) string {
	pl := &s.Seat[seat]
	p := argProvince(m, 0)
	switch m.Kind {
	case mCards:
		n := int(m.Arg[0])
		switch {
		case pl.Step > stepCards:
			return "Favor cards are bought first in a market turn, and that step is over (§6.1)"
		case n > s.favorLimit(seat):
			return fmt.Sprintf("your provinces let you buy at most %s: the most Favor symbols on one province you control (§6.3)", plural(s.favorLimit(seat), "Favor card"))
		case n > s.favorAvailable():
			return "the Favor deck and discard pile do not hold that many cards (G5)"
		case cost(n) > pl.Gold:
			return fmt.Sprintf("%s cost %d gold, more than the %d you hold (§6.2)", plural(n, "Favor card"), cost(n), pl.Gold)
		}
	case mFarmer:
		switch {
		case pl.Step > stepFarmers:
			return "farmers come before stones in a market turn, and that step is over (§6.1)"
		case !s.controls(seat, p):
			return fmt.Sprintf("farmers go only on fields of provinces you control, and you do not control %s (§6.3)", provinceName(p))
		case s.freeFields(p) <= 0:
			return fmt.Sprintf("%s has no free field for a farmer (§6.3)", provinceName(p))
		case s.nextPrice(seat, stepFarmers) > pl.Gold:
			return fmt.Sprintf("the next farmer costs %d gold, more than you hold (§6.2)", s.nextPrice(seat, stepFarmers))
		}
	case mStone:
		switch {
		case pl.Step == stepClosed:
			return "the stones of a market turn are bought together, and you have played an Architect after them (§6.1)"
		case !s.controls(seat, p):
			return fmt.Sprintf("bought stones go only into provinces you control, and you do not control %s (§6.3)", provinceName(p))
		case s.nextPrice(seat, stepStones) > pl.Gold:
			return fmt.Sprintf("the next stone costs %d gold, more than you hold (§6.2)", s.nextPrice(seat, stepStones))
		}
	case mArchitect:
		switch {
		case !s.holds(seat, Architect):
			return "you hold no Architect card (§11)"
		case s.hasPlayed(seat, Architect):
			return "you have played an Architect in this market phase already (G2)"
		case !s.controls(seat, p):
			return fmt.Sprintf("Architect builds only in a province you control, and you do not control %s (§6.5)", provinceName(p))
		default:
			return fmt.Sprintf("Architect needs exactly 2 stones in the province; %s has %d (§6.5)", provinceName(p), s.Land[p].Stones)
		}
	case mFreeFarmer:
		switch {
		case !s.holds(seat, FreeFarmer):
			return "you hold no Free Farmer card (§11)"
		case s.hasPlayed(seat, FreeFarmer):
			return "you have played a Free Farmer in this market phase already (G2)"
		default:
			return fmt.Sprintf("a Free Farmer goes into a province you control, and you do not control %s (§6.5)", provinceName(p))
		}
	case mTreasury, mBountiful:
		return "that card is played in the harvest, not in the market (G3)"
	case mOffer, mTheft:
		return "offerings are made in the offering phase (§7)"
	}
	return "in your market turn you buy Favor cards, farmers and stones in that order, play Architect or Free Farmer, or end with \"done\" (§6)"
}

func (s *State) whyOffer(seat int, m engine.Move) string {
	pl := &s.Seat[seat]
	switch m.Kind {
	case mOffer:
		switch n := int(m.Arg[0]); {
		case n > pl.Gold:
			return fmt.Sprintf("you cannot offer %d gold: you hold %d; sell Favor cards first or play the Theft card (§7.1)", n, pl.Gold)
		case m.Arg[1] != 0:
			return "you hold no Offering Change card to add (§7.1)"
		}
	case mTheft:
		return "you hold no Offering Change card to add (§7.1)"
	case mArchitect, mFreeFarmer:
		return "Architect and Free Farmer cannot be played in the offering phase (G3)"
	}
	return "make your offering: \"offer N\" gold (at least 1) or \"theft\", optionally with an Offering Change (§7.1)"
}

func (s *State) whyReward(seat int, m engine.Move) string {
	p := argProvince(m, 0)
	t := s.Tasks.Top()
	switch m.Kind {
	case mCards:
		if int(m.Arg[0]) > int(t.N) {
			return fmt.Sprintf("you have %s left to take (§7.4)", plural(int(t.N), "reward"))
		}
		return "the Favor deck and discard pile are empty: take a farmer or a stone, or stop (§7.4, R14)"
	case mFarmer:
		if !s.controls(seat, p) {
			return fmt.Sprintf("reward farmers go on fields of provinces you control, and you do not control %s (§7.4)", provinceName(p))
		}
		return fmt.Sprintf("%s has no free field for a farmer (§7.4, R14)", provinceName(p))
	case mStone:
		return fmt.Sprintf("reward stones go into provinces you control, and you do not control %s (§7.4)", provinceName(p))
	case mArchitect, mFreeFarmer:
		return "Architect and Free Farmer cannot be played in the offering phase (§7.4, G3)"
	}
	return "choose your rewards: Favor cards, farmers or stones, or stop with \"done\" (§7.4)"
}

func (s *State) whyHarvest(seat int, m engine.Move) string {
	p := argProvince(m, 0)
	card, k := "Treasury", Treasury
	switch m.Kind {
	case mTreasury:
	case mBountiful:
		card, k = "Bountiful Harvest", BountifulHarvest
	default:
		return "in your harvest turn you may play Treasury and Bountiful Harvest, then \"collect\" your income (§8)"
	}
	switch {
	case !s.holds(seat, k):
		return fmt.Sprintf("you hold no %s card (§11)", card)
	case s.hasPlayed(seat, k):
		return fmt.Sprintf("you have played %s in this harvest already (G2)", card)
	}
	return fmt.Sprintf("%s is played on a province you control, and you do not control %s (§8)", card, provinceName(p))
}
