package tekhenu

import (
	"fmt"
	"strings"

	"karnak/engine"
)

// tellMove tells seat's move m, made at decision t (forced: the game
// played it, being the only one). The position before is s.narr.before;
// s is the position after the move, before what it sets off.
func (s *State) tellMove(seat int, t task, m engine.Move, forced bool) {
	n := s.narr
	b := &n.before
	who := s.who(seat)
	a := func(i int) int { return int(m.Arg[i]) }
	say := func(format string, args ...any) {
		n.say(seat, fmt.Sprintf(format, args...)+forcedNote(forced)+".")
	}
	if s.tellSethMove(seat, t, m, say) { // Time of Seth
		return
	}
	switch m.Kind {
	case mKeep:
		s.tellKeep(seat, t, CardKind(a(0)), a(1))
	case mDraft:
		if s.Seth.On {
			say("%s", draftWords(who, a(0), a(1)))
			break
		}
		say("%s drafts the starting card %s", who, cardTitle(Starting, a(0)))
	case mDestiny:
		if a(1) != 0 {
			say("%s", artifactWords(who, a(1)))
			break
		}
		if t.Flags != 0 {
			say("%s takes the destiny card %s and its reward", who, cardTitle(Destiny, a(0)))
		} else {
			say("%s takes the destiny card %s", who, cardTitle(Destiny, a(0)))
		}
	case mGain:
		if t.Val > 1 {
			say("%s chooses %s (%d more to choose)", who, Res(a(0)), t.Val-1)
		} else {
			say("%s chooses %s", who, Res(a(0)))
		}
	case mAdvance:
		say("%s advances their %s", who, trackName(a(0)))
	case mTake:
		say("%s", s.takeWords(seat, m))
		s.tellVizierTax(b)
	case mPlay:
		say("%s plays %s for their %s", who, cardTitle(Blessing, a(0)), trackName(a(1)))
	case mScribe:
		from, to := b.Dice[b.T.Die].Value, s.Dice[s.T.Die].Value
		if a(1) == 1 {
			say("%s spends 1 gold as a scribe (%s) to turn the die from %d to %d", who, cardTitle(Tech, 10), from, to)
		} else {
			say("%s spends a scribe to turn the die from %d to %d", who, from, to)
		}
	case mSet:
		say("%s plays %s and turns the die from %d to %d", who, cardTitle(Blessing, b.lowestHeld(seat, 9)), b.Dice[b.T.Die].Value, a(0))
	case mAdjust:
		say("%s turns the die from %d to %d, the step its changed colour allows", who, b.Dice[b.T.Die].Value, s.Dice[s.T.Die].Value)
	case mExtra:
		g := God(a(0))
		switch {
		case g == b.T.Sector.opposite():
			say("%s plays %s and steps back on both tracks for an extra %s action with the die", who, cardTitle(Blessing, b.lowestHeld(seat, 19)), godTitle(g))
		case a(1) == 1:
			say("%s plays %s and pays 1 gold as a scribe (%s) for an extra %s action with the die", who, cardTitle(Blessing, b.lowestHeld(seat, 17)), cardTitle(Tech, 10), godTitle(g))
		default:
			say("%s plays %s and pays a scribe for an extra %s action with the die", who, cardTitle(Blessing, b.lowestHeld(seat, 17)), godTitle(g))
		}
	case mDone:
		if t.Kind == dBlessProd {
			say("%s goes on to produce", who)
		} else {
			say("%s leaves the die at %d", who, s.Dice[s.T.Die].Value)
		}
	case mAct:
		say("%s", s.actWords(seat, t, m))
	case mPass:
		say("%s can perform no action with the die, which stays on the scales without one (R-31)", who)
	case mFirst:
		if a(0) == 1 {
			say("%s performs the extra %s action first", who, godTitle(b.T.ExtraGod))
		} else {
			say("%s performs the main action first", who)
		}
	case mStatue:
		cost := statueCost[min(int(b.P[seat].Statues), statuesEach-1)]
		if a(0) == 1 {
			say("%s chooses %s for their statue %d of 6, a statue for the people costing %d granite", who, placeName(peopleSlotNames[a(1)]), b.P[seat].Statues+1, cost)
			break
		}
		v := int(t.Val)
		if a(2) > 0 {
			v = a(2)
		}
		say("%s dedicates their statue %d of 6, costing %d granite, to %s through Horus slot %d (bonus: %s)", who, b.P[seat].Statues+1, cost, godTitle(b.HorusGod[v]), v, bonusWords[horusBonus[v]])
	case mPillar:
		slot := raSlotFor(int(t.Val))
		tile := int(b.RaSlots[slot])
		say("%s places %s, costing %d limestone, from the %s display slot on row %d, column %d, %s", who, tileTitle(tile), pillarTiles[tile].Cost,
			raSlotNames[slot], a(0)+1, a(1)+1, rotationWords(a(2)))
	case mBuilding:
		say("%s chooses %s, which costs %d bread", who, placeName(hathorSlotName(a(0))), hathorSlots[a(0)].Bread)
	case mOsiris:
		d := Res(a(0))
		say("%s chooses to build a %s in the %s district of Osiris row %d", who, districtBuilding(d), d, t.Val)
	case mRefresh:
		say("%s refreshes market section %d for 1 papyrus", who, a(0)+1)
	case mCard:
		sec, i := a(0), a(1)
		say("%s takes %s from market section %d", who, cardTitle(marketSlots[sec][i], int(b.Market[sec][i])), sec+1)
	case mPay:
		s.tellPay(seat, t, m, forced)
	case mFaith:
		switch f := a(0); {
		case f == 0:
			say("%s leaves their balance as it is, at %s", who, signedText(int(b.P[seat].Balance)))
		default:
			say("%s places their faith to move their balance by %s, to %s", who, signedText(f), signedText(int(b.P[seat].Balance)+f))
		}
	case mScore:
		n.secret(seat, fmt.Sprintf("%s chooses to score %s.", who, scoreWords(m)),
			who+" chooses the decrees to score.", engine.RevealAtEnd)
	case mEnd:
		say("%s ends their turn", who)
	case mSkip:
		say("%s leaves %s unused", who, cardTitle(Decree, 23))
	case mMarker:
		say("%s raises their %s production marker", who, Res(a(0)))
	case mBless:
		say("%s plays %s", who, cardTitle(Blessing, a(0)))
	case mSplit:
		say("%s takes %s and %s", who, pluralWord(a(0), "1 warrior", fmt.Sprintf("%d warriors", a(0))), pluralWord(a(1), "1 priest", fmt.Sprintf("%d priests", a(1))))
	case mVeto:
		say("%s discards the destiny card %s for this choice", who, cardTitle(Destiny, a(0)))
	case mVizier:
		say("%s puts the Vizier on %s", who, vizierAreaName(God(a(0))))
	case mPriests:
		say("%s turns %d unused faith into priests and returns the rest", who, a(0))
	case mSwap:
		s.tellSwap(seat, t, a(0), say)
	default:
		say("%s plays %s", who, moveText(m))
	}
}

// tellKeep tells a card kept: a decree at setup (secret until the end, as
// Conceal has it), or one of two cards drawn by S05/S06 (the kept one is
// public, the other goes back into the deck unseen).
func (s *State) tellKeep(seat int, t task, kind CardKind, card int) {
	n := s.narr
	who := s.who(seat)
	if s.tellSethKeep(seat, t, kind, card) { // Time of Seth
		return
	}
	if t.Kind == dKeepDecree {
		var back []string
		for c := 1; c <= nDeck; c++ {
			if c != card && n.before.P[seat].has(Decree, c) {
				back = append(back, cardTitle(Decree, c))
			}
		}
		text := fmt.Sprintf("%s keeps %s.", who, cardTitle(Decree, card))
		if len(back) > 0 {
			text = fmt.Sprintf("%s keeps %s and puts %s under the decree deck.", who, cardTitle(Decree, card), joinAnd(back))
		}
		public := who + " keeps one of their decrees and puts the other under the decree deck."
		if len(back) == 2 { // Time of Seth: one kept of three
			public = who + " keeps one of their decrees and puts the two others under the decree deck."
		}
		n.secret(seat, text, public, engine.RevealAtEnd)
		return
	}
	other := int(t.X)
	if other == card {
		other = int(t.Y)
	}
	words := kindWords[kind]
	n.secret(seat, fmt.Sprintf("%s keeps %s and shuffles %s back into the %s deck.", who, cardTitle(kind, card), cardTitle(kind, other), words),
		fmt.Sprintf("%s keeps %s and shuffles the other %s back into the deck.", who, cardTitle(kind, card), words), engine.RevealAtEnd)
}

// takeWords tells how seat took its die (mTake).
func (s *State) takeWords(seat int, m engine.Move) string {
	b := &s.narr.before
	who := s.who(seat)
	g, c, v := God(m.Arg[0]), Colour(m.Arg[1]), int(m.Arg[2])
	die := fmt.Sprintf("%s from %s", dieWords(c, v), sectorOf(g))
	switch m.Arg[3] {
	case tkPure, tkTainted:
		return fmt.Sprintf("%s takes the forbidden %s as %s (%s)", who, die[len("the "):], s.T.Status, cardTitle(Tech, 8))
	case tkAs:
		return fmt.Sprintf("%s plays %s and takes %s as a %s die, %s; its value may still change by 1", who,
			cardTitle(Blessing, b.lowestHeld(seat, 11)), die, s.T.Colour, s.T.Status)
	case tkAnubis:
		var pay string
		switch m.Arg[5] {
		case 1:
			pay = fmt.Sprintf("paying a scribe and 1 gold as a scribe (%s)", cardTitle(Tech, 10))
		case 2:
			pay = fmt.Sprintf("paying 2 gold as scribes (%s)", cardTitle(Tech, 10))
		case 3:
			pay = "playing " + cardTitle(Blessing, b.lowestHeld(seat, 23))
		default:
			pay = "paying 2 scribes"
		}
		return fmt.Sprintf("%s takes %s with Anubis, %s: any action may use it, and it goes under the scales", who, die, pay)
	case tkDiscard:
		return fmt.Sprintf("%s can use no die, and takes %s without an action (R-31)", who, die)
	}
	return fmt.Sprintf("%s takes %s, %s", who, die, s.T.Status)
}

// actWords tells the action chosen with the die (dAction) or freely
// (dFree: happiness 21, L23).
func (s *State) actWords(seat int, t task, m engine.Move) string {
	b := &s.narr.before
	who := s.who(seat)
	god, res := int(m.Arg[0]), Res(m.Arg[1])
	if t.Kind == dArtAction { // Time of Seth
		return s.artActWords(seat, t, m)
	}
	if t.Kind == dFree {
		why := "the extra action of happiness 21"
		if t.Flags&fNoCost != 0 {
			why = "free, by " + cardTitle(Decree, 23)
		}
		if god == noGod {
			return fmt.Sprintf("%s produces %s as with a %d, %s", who, res, m.Arg[4], why)
		}
		return fmt.Sprintf("%s performs %s's action as with a %d, %s", who, godTitle(God(god)), m.Arg[4], why)
	}
	v := int(b.Dice[b.T.Die].Value)
	nv := v + int(m.Arg[2])
	var out string
	if god == noGod {
		if !b.T.Anubis {
			res, _ = colourRes(b.T.Colour)
		}
		out = fmt.Sprintf("%s produces %s with the %d", who, res, v)
		if nv != v {
			out += fmt.Sprintf(", turned to %d by %s", nv, cardTitle(Tech, 13))
		}
		return out
	}
	out = fmt.Sprintf("%s performs %s's action with the %d", who, godTitle(God(god)), v)
	out += declWords(int(m.Arg[6]), v)
	if nv != v {
		out += fmt.Sprintf(", turned to %d by %s", nv, cardTitle(Tech, 14))
	}
	if m.Arg[3] == 1 {
		r, _ := colourRes(b.T.Colour)
		pay := "a scribe"
		if m.Arg[5] == 1 {
			pay = fmt.Sprintf("1 gold as a scribe (%s)", cardTitle(Tech, 10))
		}
		out += fmt.Sprintf(", producing %s first for %s (%s)", r, pay, cardTitle(Tech, 19))
	}
	return out
}

// tellPay tells a payment: what it is for, a blessing that waives it, the
// upkeep's shortfall. The tally says what was paid.
func (s *State) tellPay(seat int, t task, m engine.Move, forced bool) {
	n := s.narr
	who := s.who(seat)
	purpose := payPurpose(t, s.top())
	if purpose != "" {
		purpose = " " + purpose
	}
	if w := int(m.Arg[6]); w != 0 {
		n.say(seat, fmt.Sprintf("%s plays %s and pays nothing%s%s.", who, cardTitle(Blessing, w), purpose, forcedNote(forced)))
		return
	}
	if t.Flags&pfUpkeep != 0 {
		paid := 0
		for i := 0; i <= 5; i++ {
			paid += int(m.Arg[i])
		}
		text := fmt.Sprintf("%s pays their %d bread of upkeep with %s", who, t.Val, paidWords(m))
		switch short := int(t.Val) - paid; {
		case paid == 0:
			text = fmt.Sprintf("%s pays none of their %d bread of upkeep, which costs 3 VP a bread", who, t.Val)
		case short > 0:
			text = fmt.Sprintf("%s pays %d of their %d bread of upkeep with %s; each bread unpaid costs 3 VP", who, paid, t.Val, paidWords(m))
		}
		n.say(seat, text+forcedNote(forced)+".")
		return
	}
	n.say(seat, fmt.Sprintf("%s pays %d %s%s with %s%s.", who, t.Val, Res(t.X), purpose, paidWords(m), forcedNote(forced)))
}

// paidWords lists what a payment gives: "1 limestone and 1 gold".
func paidWords(m engine.Move) string {
	var parts []string
	for r := Papyrus; r <= Gold; r++ {
		if k := int(m.Arg[r]); k > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", k, r))
		}
	}
	if k := int(m.Arg[5]); k > 0 {
		parts = append(parts, fmt.Sprintf("%d %s", k, pluralWord(k, "scribe", "scribes")))
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return joinAnd(parts)
}

// scoreWords names the decrees of a score move, with L04's symbols and
// L03's target.
func scoreWords(m engine.Move) string {
	var parts []string
	for i := 0; i < 3; i++ {
		d := int(m.Arg[i])
		switch d {
		case 0:
			continue
		case 3:
			parts = append(parts, fmt.Sprintf("%s (again on %s)", cardTitle(Decree, 3), cardName(Decree, int(m.Arg[3]))))
		case 4:
			parts = append(parts, fmt.Sprintf("%s (paying for %d %s)", cardTitle(Decree, 4), m.Arg[4], pluralWord(int(m.Arg[4]), "symbol", "symbols")))
		default:
			parts = append(parts, cardTitle(Decree, d))
		}
	}
	if len(parts) == 0 {
		return "no decree"
	}
	return strings.Join(parts, ", ")
}
