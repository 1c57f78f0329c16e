package kemet

import (
	"fmt"
	"slices"

	"karnak/engine"
)

// why names the rule an illegal move breaks, in players' words with the
// specification's section, never telling what the seat cannot see.
func (s *State) why(seat int, m engine.Move) string {
	if seat < 0 || seat >= s.Players {
		return fmt.Sprintf("there is no seat %d at this table", seat)
	}
	if s.Over() {
		return "the game is over (§3.10)"
	}
	if !slices.Contains(s.Actors(), seat) {
		return "it is not your decision now"
	}
	t := s.Tasks.Top()
	switch t.Kind {
	case tTurn:
		return s.whyToken(seat, m, *t)
	case tRaise, tHandOfGod:
		if m.Kind == mRaise && m.Arg[0] >= 0 && int(m.Arg[0]) < int(nColours) {
			c := Colour(m.Arg[0])
			from, to := int(s.Seat[seat].Pyramids[c].Level), int(m.Arg[1])
			switch {
			case to <= from:
				return fmt.Sprintf("your %s pyramid is at level %d already: raising goes up (§3.5.2)", c, from)
			case to > s.maxLevel():
				return fmt.Sprintf("a pyramid goes up to level %d at most (§4.1, §1.6)", s.maxLevel())
			case t.Kind == tHandOfGod:
				return "Hand of God raises a pyramid one level (§3.3)"
			default:
				return fmt.Sprintf("raising to level %d costs %d PP and you have %d (§3.5.2, RUL-37)", to, s.raiseCostFor(seat, c, to), s.Seat[seat].PP)
			}
		}
	case tBuy:
		if m.Kind == mBuy && m.Arg[0] >= 0 && int(m.Arg[0]) < int(nTiles) {
			return s.whyBuy(seat, Colour(t.A), Tile(m.Arg[0]))
		}
	case tRecruit:
		if m.Kind == mRecruit {
			return fmt.Sprintf("you may recruit up to your reserve (%d units), as far as your districts free of enemies hold them, paying 1 PP a unit (§3.5.4)", s.Seat[seat].Reserve)
		}
	case tRecruitPlace, tReinforce:
		if m.Kind == mPlace {
			return "units go into your own city's districts free of enemies, within the troop limit (§3.5.4, RUL-43)"
		}
	}
	return fmt.Sprintf("%q is not a choice now: %s", s.MoveText(m), s.asked(*t))
}

func (s *State) whyToken(seat int, m engine.Move, t task) string {
	pl := &s.Seat[seat]
	switch m.Kind {
	case mToken, mSilver:
		sp := Space(m.Arg[0])
		if sp < 0 || sp >= nSpaces {
			return "no such space"
		}
		switch {
		case m.Kind == mToken && t.A == 1:
			return "you place one normal token a turn (§3.4.2)"
		case m.Kind == mSilver && pl.Silver != tokenReady:
			return "you have no silver token to place this Day (Act of God, §3.4.2)"
		case sp == GoldSpace:
			return "only the gold token goes on the gold space (§3.4.1)"
		case pl.Spaces&(1<<sp) != 0:
			return fmt.Sprintf("%s holds a token already: one a Day (§3.4.2, RUL-35)", spaces[sp].Ref)
		default:
			return "every row of your action pyramid needs a token by the end of the Day, and too few tokens would be left (§3.4.2)"
		}
	case mGold:
		if pl.Gold != tokenReady {
			return "you have no gold token to place this Day (Divine Will, §3.5.6)"
		}
	case mEnd:
		if t.A == 0 {
			return "place a normal token first: one each turn (§3.4.2)"
		}
		return "your silver and gold tokens must be placed by your last normal token (RUL-05)"
	}
	return fmt.Sprintf("%q is not a choice now: %s", s.MoveText(m), s.asked(t))
}

func (s *State) whyBuy(seat int, c Colour, k Tile) string {
	t := tiles[k]
	pl := &s.Seat[seat]
	switch {
	case t.Colour != c:
		return fmt.Sprintf("this space buys %s tiles and %s is %s (§3.5.3)", c, t.Ref, t.Colour)
	case s.Supply[k] == 0:
		return fmt.Sprintf("no %s is left (§3.5.3)", t.Ref)
	case !s.tileOffered(k):
		return "the beginner game offers level 1, and level 2 from the second Day (§1.6)"
	case int(t.Level) > s.highestControlled(seat, c):
		return fmt.Sprintf("%s is level %d and the highest %s pyramid you control is level %d (§3.5.3)", t.Ref, t.Level, c, s.highestControlled(seat, c))
	}
	for o := range nTiles {
		if pl.owns(o) && tiles[o].Name == t.Name {
			return fmt.Sprintf("you own %s already: one tile of each name (§3.5.3)", t.Name)
		}
	}
	return fmt.Sprintf("%s costs %d PP and you have %d (§3.5.3)", t.Ref, s.tileCost(seat, k), pl.PP)
}

// asked says in words what the decision t asks.
func (s *State) asked(t task) string {
	switch t.Kind {
	case tSetupPyramids:
		return "choose your starting pyramids, 1/1/1 or 2/1/0 (§1.4)"
	case tSetupUnits:
		return "place 10 units in your districts with pyramids, 5 at most in each (§1.4)"
	case tVision:
		return "keep one of the cards Vision shows you"
	case tHandOfGod:
		return "raise a pyramid one level for free, or pass"
	case tReinforce:
		return "place reinforcements, or done"
	case tChooseOrder:
		return "choose who plays next in the turn order"
	case tTurn:
		return "place an action token"
	case tRaise:
		return "raise a pyramid, or pass"
	case tBuy:
		return fmt.Sprintf("buy a %s tile, or pass", Colour(t.A))
	case tCreature:
		return "place your creature in one of your districts, or keep it on its tile"
	case tStrategy:
		return "choose the battle card the special card replaces"
	case tRecruit:
		return "choose how many units to recruit, or pass"
	case tRecruitPlace:
		return "place a recruited unit in one of your districts"
	case tRecruitCreature:
		return "bring back a creature, or done"
	case tSacrifice:
		return "sacrifice units, or pass"
	case tMove:
		return "choose the troop to move, or pass"
	case tMoving:
		return "step, teleport, drop or pick up units, or stop"
	case tEscape:
		return "play Escape to leave " + s.battleWords() + ", or fight"
	case tBattleCards:
		return "choose the battle card to play and the one to discard, and any DI cards, for " + s.battleWords()
	case tWound:
		return "discard DI cards for Divine Wound, or done"
	case tAftermath:
		return "recall, retreat or stay after " + s.battleWords()
	case tRetreat:
		return "choose where the loser of " + s.battleWords() + " retreats"
	case tRecruitBattle:
		return "choose the district to attack first"
	case tVeto:
		e := s.Effect
		card := diCards[e.Card].Name
		if e.Vetoes > 0 {
			card = "the Veto"
		}
		return fmt.Sprintf("play Veto to cancel %s played by %s, or pass", card, engine.SeatName(int(e.Last)))
	case tEnlist:
		return "place Enlistment's units in your city or on one of your troops"
	}
	return "wait"
}
