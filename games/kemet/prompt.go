package kemet

import (
	"fmt"
	"strings"

	"karnak/engine"
)

// Prompt is what seat is asked to do now, and what the others are told it
// is doing (engine.Prompter).
func (s *State) Prompt(seat int) engine.Prompt {
	t := s.Tasks.Top()
	if t == nil {
		return engine.Prompt{}
	}
	ask := s.asked(*t)
	return engine.Prompt{Ask: strings.ToUpper(ask[:1]) + ask[1:] + ".", Doing: doing[t.Kind]}
}

// doing says what a seat owing a decision is doing, for the others.
var doing = map[taskKind]string{
	tSetupPyramids: "choose the starting pyramids", tSetupUnits: "place the starting units",
	tVision: "look at cards with Vision", tHandOfGod: "use Hand of God", tReinforce: "place reinforcements",
	tChooseOrder: "choose the turn order", tTurn: "place an action token", tRaise: "raise a pyramid",
	tBuy: "buy a power tile", tCreature: "place a creature", tStrategy: "choose the battle card to replace",
	tRecruit: "recruit", tRecruitPlace: "place recruited units", tRecruitCreature: "bring back a creature",
	tSacrifice: "decide on a sacrifice", tMove: "choose a troop to move", tMoving: "move a troop",
	tEscape: "decide whether to escape", tBattleCards: "choose battle cards", tWound: "use Divine Wound",
	tAftermath: "decide after the battle", tRetreat: "choose where the loser retreats",
	tRecruitBattle: "choose the district to attack", tVeto: "answer a Veto window", tEnlist: "place Enlistment's units",
}

// Describe names seat's move m as a choice in players' words
// (engine.Describer).
func (s *State) Describe(seat int, m engine.Move) string {
	region := func(i int) string {
		if r := s.argRegion(m, i); r != NoRegion {
			return s.regionName(r)
		}
		return "?"
	}
	switch m.Kind {
	case mPyramids:
		return fmt.Sprintf("Start with pyramids white %d, red %d, blue %d", m.Arg[0], m.Arg[1], m.Arg[2])
	case mUnits:
		return fmt.Sprintf("Place %d, %d and %d units in your three districts", m.Arg[0], m.Arg[1], m.Arg[2])
	case mKeep:
		return "Keep " + cardName(m.Arg[0], diWords)
	case mRaise:
		c := Colour(m.Arg[0])
		if c >= nColours {
			break
		}
		if t := s.Tasks.Top(); t != nil && t.Kind == tHandOfGod {
			return fmt.Sprintf("Raise your %s pyramid to level %d for free", c, m.Arg[1])
		}
		return fmt.Sprintf("Raise your %s pyramid to level %d for %d PP", c, m.Arg[1], s.raiseCostFor(seat, c, int(m.Arg[1])))
	case mPass:
		return "Pass"
	case mPlace:
		return "Place a unit in " + region(0)
	case mDone:
		return "Done"
	case mFirst:
		return engine.SeatName(int(m.Arg[0])) + " plays next"
	case mToken, mSilver:
		if sp := Space(m.Arg[0]); sp >= 0 && sp < nSpaces {
			token := "a token"
			if m.Kind == mSilver {
				token = "the silver token"
			}
			return fmt.Sprintf("Put %s on %s", token, spaces[sp].Ref)
		}
	case mGold:
		if m.Arg[0] == goldMove {
			return "Put the gold token on the gold space and move"
		}
		return "Put the gold token on the gold space and recruit"
	case mEnd:
		return "End your turn"
	case mBuy:
		if k := Tile(m.Arg[0]); k < nTiles {
			return fmt.Sprintf("Buy %s (%s) for %d PP", tiles[k].Name, tiles[k].Ref, s.tileCost(seat, k))
		}
	case mCreature:
		return "Put the creature in " + region(0)
	case mReplace:
		return "Give up " + cardName(m.Arg[0], cardWords)
	case mRecruit:
		return fmt.Sprintf("Recruit %s for %d PP", plural(int(m.Arg[0]), "unit"), s.discounted(seat, int(m.Arg[0])))
	case mSacrifice:
		return "Sacrifice the units"
	case mReturn:
		return fmt.Sprintf("Bring %s back to %s", cardName(m.Arg[0], creatureWords), region(1))
	case mFrom:
		text := fmt.Sprintf("Move %s from %s", plural(int(m.Arg[1]), "unit"), region(0))
		if m.Arg[2] == 1 {
			text += " with the creature"
		}
		return text
	case mStep, mTeleport, mTeleportation:
		to := s.argRegion(m, 0)
		verb := map[uint16]string{mStep: "Step into", mTeleport: "Teleport to", mTeleportation: "Play Teleportation to"}[m.Kind]
		text := verb + " " + region(0)
		if m.Kind == mTeleport {
			text += fmt.Sprintf(" (%d PP)", s.teleportCost(seat))
		}
		if to != NoRegion && s.occupant(to, seat) >= 0 {
			text += " and attack"
		}
		return text
	case mDrop:
		return fmt.Sprintf("Leave %s here", plural(int(m.Arg[0]), "unit")) + withCreature(m.Arg[1])
	case mPickup:
		return fmt.Sprintf("Take %s along", plural(int(m.Arg[0]), "unit")) + withCreature(m.Arg[1])
	case mStop:
		return "Stop here"
	case mEscape:
		return "Play Escape to " + region(0)
	case mFight:
		return "Fight"
	case mPlay:
		return "Play " + cardName(m.Arg[0], cardWords)
	case mDiscardCard:
		return "Discard " + cardName(m.Arg[0], cardWords)
	case mCommit:
		return "Add " + cardName(m.Arg[0], diWords) + " to the battle"
	case mReady:
		return "Ready"
	case mWound:
		return "Discard " + cardName(m.Arg[0], diWords) + " for Divine Wound"
	case mRecall:
		return "Recall the troop"
	case mRetreat:
		return "Retreat"
	case mRetreatTo:
		return "Send the loser to " + region(0)
	case mStay:
		return "Stay"
	case mAttack:
		return "Attack " + region(0)
	case mCard:
		return "Play " + cardName(m.Arg[0], diWords)
	case mFire:
		return "Play Raining Fire on " + region(0)
	case mVeto:
		return "Play Veto"
	}
	return s.MoveText(m)
}

func withCreature(flag int16) string {
	if flag == 1 {
		return " with the creature"
	}
	return ""
}

// cardName is the name a word list gives index i, "?" out of range.
func cardName(i int16, words []string) string {
	if i < 0 || int(i) >= len(words) {
		return "?"
	}
	return words[i]
}
