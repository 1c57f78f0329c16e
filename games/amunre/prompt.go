package amunre

import (
	"fmt"

	"karnak/engine"
)

// Prompt says what the decision on top asks of seat (engine.Prompter).
// Ask is read by seat alone and may name its own cards and gold; Doing is
// read by everyone and names nothing hidden.
func (s *State) Prompt(seat int) engine.Prompt {
	t := s.Tasks.Top()
	if t == nil || seat < 0 || seat >= s.Players {
		return engine.Prompt{}
	}
	if owes, _ := s.Owes(*t); !owes.Has(seat) {
		return engine.Prompt{}
	}
	pl := &s.Seat[seat]
	sell := ""
	if s.handSize(seat) > 0 {
		sell = " You may also sell Favor cards for 1 gold each."
	}
	switch t.Kind {
	case tChoose:
		return engine.Prompt{
			Ask:   "Choose one of your province cards, " + joinOr(namesOf(pl.Provinces)) + ", to put up for auction this round; the others see it only when all have chosen." + sell,
			Doing: "choose a province card in secret"}
	case tBid:
		if pl.Scribe != noProvince {
			return engine.Prompt{
				Ask:   fmt.Sprintf("Your bid of %d gold on %s is the highest: pass (you may play Protection first).%s", bidTrack[pl.Cell], provinceName(pl.Scribe), sell),
				Doing: "pass in the auction"}
		}
		ask := fmt.Sprintf("Bid on a province up for auction, above the bid there; you hold %d gold.", pl.Gold)
		if pl.Banned != noProvince {
			ask += fmt.Sprintf(" You may not bid on %s, where you were just outbid", provinceName(pl.Banned))
			if s.canBribe(seat) {
				ask += ", unless you play Bribe"
			}
			ask += "."
		}
		return engine.Prompt{Ask: ask + sell, Doing: "bid in the auction"}
	case tStone:
		return engine.Prompt{
			Ask:   fmt.Sprintf("Place your instant stone (%d to place) in any province: yours, another player's or nobody's.", t.N),
			Doing: "place an instant stone"}
	case tMarket:
		steps := [...]string{"Favor cards, then farmers, then stones", "farmers, then stones", "stones", "nothing more"}[pl.Step]
		return engine.Prompt{
			Ask:   fmt.Sprintf("Your market turn: buy %s (n of one kind cost 1 + 2 + … + n gold; you hold %d), play Architect or Free Farmer, or end with done.%s", steps, pl.Gold, sell),
			Doing: "take a market turn"}
	case tOffer:
		ask := fmt.Sprintf("Make your secret offering to Amun-Re: 1 to %d gold, or the Theft card (take 3 gold, no reward).", pl.Gold)
		if s.holds(seat, OfferingChange) {
			ask += " You may add your Offering Change."
		}
		return engine.Prompt{Ask: ask + sell, Doing: "make an offering in secret"}
	case tChange:
		return engine.Prompt{
			Ask:   fmt.Sprintf("Your Offering Change: raise or lower the total of %d by 3 (up to %d: %s; down to %d: %s).", s.Total, s.Total+offeringChange, levelTable[levelOf(s.Total+offeringChange)].Label, s.Total-offeringChange, levelTable[levelOf(s.Total-offeringChange)].Label),
			Doing: "use an Offering Change"}
	case tReward:
		return engine.Prompt{
			Ask:   fmt.Sprintf("Choose %s for your offering: Favor cards, farmers on your free fields or stones in your provinces; or stop with done.", plural(int(t.N), "more reward")),
			Doing: "choose offering rewards"}
	case tHarvest:
		return engine.Prompt{
			Ask:   fmt.Sprintf("Your harvest: %d gold is coming (play Treasury or Bountiful Harvest first if you like), then collect.%s", s.income(seat), sell),
			Doing: "collect the harvest"}
	}
	return engine.Prompt{}
}

func namesOf(set uint16) []string {
	var out []string
	for p := range numProvinces {
		if set&(1<<p) != 0 {
			out = append(out, provinces[p].Name)
		}
	}
	return out
}

// Describe names a move as a choice in players' words (engine.Describer).
func (s *State) Describe(seat int, m engine.Move) string {
	p := argProvince(m, 0)
	switch m.Kind {
	case mBid:
		cell := int(m.Arg[1])
		if cell < 0 || cell >= bidCells {
			return ""
		}
		text := fmt.Sprintf("Bid %d gold on %s", bidTrack[cell], provinceName(p))
		if m.Arg[2] != 0 {
			text += " with Bribe"
		}
		return text
	case mProtection:
		return "Play Protection"
	case mPass:
		return "Pass"
	case mSell:
		return "Sell " + article(kindName(argKind(m, 0))) + " card for 1 gold"
	case mStone:
		if t := s.Tasks.Top(); t != nil && t.Kind == tMarket {
			return fmt.Sprintf("Buy a stone for %s", provinceName(p))
		}
		return fmt.Sprintf("Put a stone in %s", provinceName(p))
	case mFarmer:
		if t := s.Tasks.Top(); t != nil && t.Kind == tMarket {
			return fmt.Sprintf("Buy a farmer for %s", provinceName(p))
		}
		return fmt.Sprintf("Take a farmer for %s", provinceName(p))
	case mCards:
		n := int(m.Arg[0])
		if t := s.Tasks.Top(); t != nil && t.Kind == tMarket {
			return fmt.Sprintf("Buy %s for %d gold", plural(n, "Favor card"), cost(n))
		}
		return "Take " + plural(n, "Favor card")
	case mArchitect:
		return fmt.Sprintf("Play Architect on %s", provinceName(p))
	case mFreeFarmer:
		return fmt.Sprintf("Play Free Farmer on %s", provinceName(p))
	case mDone:
		return "Done"
	case mOffer:
		text := fmt.Sprintf("Offer %d gold", m.Arg[0])
		if m.Arg[1] != 0 {
			text += " with Offering Change"
		}
		return text
	case mTheft:
		if m.Arg[0] != 0 {
			return "Play the Theft card with Offering Change"
		}
		return "Play the Theft card"
	case mChange:
		return fmt.Sprintf("Change the total by %+d", m.Arg[0])
	case mTreasury:
		return fmt.Sprintf("Play Treasury on %s", provinceName(p))
	case mBountiful:
		return fmt.Sprintf("Play Bountiful Harvest on %s", provinceName(p))
	case mCollect:
		return "Collect the harvest"
	case mChoose:
		return fmt.Sprintf("Put %s up for auction", provinceName(p))
	}
	return ""
}
