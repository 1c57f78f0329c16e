package tekhenu

import (
	"fmt"

	"karnak/engine"
)

// Prompts, refusals and log lines of the "tokens" workstream's decisions
// and moves (conquest tokens, BX01–BX04, artifacts).

// sethPrompt asks for dGainSame, dOrder, dRelocate and dArtAction.
func (s *State) sethPrompt(t *task) engine.Prompt {
	switch t.Kind {
	case dGainSame:
		var res []string
		for r := Papyrus; r <= Gold; r++ {
			if t.Flags&(1<<r) != 0 {
				res = append(res, r.String())
			}
		}
		return engine.Prompt{
			Ask:   fmt.Sprintf("Choose one kind of resource, %s: you gain %d of it.", joinOr(res), t.Val),
			Doing: "choose a kind of resource"}
	case dOrder:
		return engine.Prompt{
			Ask: fmt.Sprintf("Two actions come from your pillar: choose which comes first, the pillar's own property or the conquest token's %s action as with a %d.",
				godTitle(t.God), t.Val),
			Doing: "choose which of two actions comes first"}
	case dWarriors:
		return engine.Prompt{
			Ask:   fmt.Sprintf("Pay the %d warriors of your building on the Set board: with TX02 faith tokens may stand in for warriors, one for one.", t.Val),
			Doing: "pay for a Set building"}
	case dConquest:
		return engine.Prompt{
			Ask:   fmt.Sprintf("Put the conquest token %s on an empty temple cell: it replaces that cell's reward.", conquestName(s.Seth.faceUpConquest())),
			Doing: "place a conquest token"}
	case dRelocate:
		return engine.Prompt{
			Ask:   "Move one of your buildings between Osiris row v and Set area v: to the Set board for its warriors, or into Osiris for 1 happiness; you gain the destination's bonuses.",
			Doing: "move a building"}
	}
	if t.X == 7 {
		return engine.Prompt{Ask: "Choose the value of your Set action (" + artifactName(7) + ").", Doing: "choose a Set action"}
	}
	return engine.Prompt{
		Ask:   fmt.Sprintf("Choose an action as with a %d or a %d (%s): a god action or a production of any resource.", art02Low, art02High, artifactName(2)),
		Doing: "choose an action"}
}

// keepPrompt asks for a keep of 1 of 2 or 3 cards drawn in the expansion.
func (s *State) keepPrompt(t *task) engine.Prompt {
	kind := CardKind(t.God)
	cards := []string{cardTitle(kind, int(t.X)), cardTitle(kind, int(t.Y))}
	if t.Val != 0 {
		cards = append(cards, cardTitle(kind, int(t.Val)))
	}
	back := "go back into the deck, which is shuffled"
	if t.Flags&keepBottom != 0 {
		back = "goes under the deck"
	}
	return engine.Prompt{
		Ask:   fmt.Sprintf("Keep one of the %s cards you drew, %s; the rest %s.", kindWords[kind], joinOr(cards), back),
		Doing: "choose a " + kindWords[kind] + " card to keep"}
}

// sethWant: the move kinds that answer this workstream's decisions.
var sethWant = map[taskKind][]uint16{
	dGainSame: {mGain}, dOrder: {mFirst}, dSplit: {mSplit}, dRelocate: {mRelocate}, dArtAction: {mAct},
	dWarriors: {mWarriors}, dConquest: {mConquest},
}

func sethUseRefused(m engine.Move) string {
	if m.Arg[0] == useArtifact {
		return "Time of Seth §3.6, §7.4: use an artifact you own, in your own turn, outside another effect, when it can act (Art03/Art06 need a scribe)"
	}
	return "Time of Seth §7.1: play a BX blessing you hold, in your own turn, outside another effect (BX03/BX04 need a building they can move)"
}

// tellSethMove tells the moves of this workstream; false for the others.
func (s *State) tellSethMove(seat int, t task, m engine.Move, say func(string, ...any)) bool {
	who := s.who(seat)
	a := func(i int) int { return int(m.Arg[i]) }
	switch {
	case m.Kind == mGain && t.Kind == dGainSame:
		say("%s chooses %d %s", who, t.Val, Res(a(0)))
	case m.Kind == mFirst && t.Kind == dOrder:
		if a(0) == 1 {
			say("%s performs the conquest token's %s action first", who, godTitle(t.God))
		} else {
			say("%s performs the pillar property's action first", who)
		}
	case m.Kind == mUse && a(0) == useArtifact:
		say("%s uses %s, which then leaves the game", who, artifactName(a(1)))
	case m.Kind == mUse:
		say("%s plays %s", who, cardTitle(Blessing, a(1)))
	case m.Kind == mSplit:
		say("%s takes %d warriors and %d priests", who, a(0), a(1))
	case m.Kind == mWarriors:
		say("%s pays %d warriors and %d faith tokens (TX02) for the Set building", who, a(0), a(1))
	case m.Kind == mConquest:
		tok := conquestName(int(s.Temple[a(0)][a(1)].Token))
		next := "the stack is now empty"
		if up := s.Seth.faceUpConquest(); up != 0 {
			next = "the next token, " + conquestName(up) + ", is turned face up"
		}
		say("%s puts the conquest token %s on row %d, column %d; %s", who, tok, a(0)+1, a(1)+1, next)
	case m.Kind == mRelocate && a(0) == toSet:
		say("%s moves their building from Osiris row %d (%s) to Set area %d", who, a(1), Res(a(2)), a(1))
	case m.Kind == mRelocate:
		say("%s moves their building from Set area %d to the %s district of Osiris row %d", who, a(1), Res(a(2)), a(1))
	default:
		return false
	}
	return true
}

// tellSethKeep tells a card kept from 3 drawn, a decree kept (secret), or a
// card put under its deck; false for a keep of 1 of 2 shuffled back.
func (s *State) tellSethKeep(seat int, t task, kind CardKind, card int) bool {
	if t.Kind != dKeepCard || t.Val == 0 && t.Flags == 0 && kind != Decree {
		return false
	}
	n := s.narr
	who := s.who(seat)
	var back []string
	for _, c := range [3]int8{t.X, t.Y, t.Val} {
		if c != 0 && int(c) != card {
			back = append(back, cardTitle(kind, int(c)))
		}
	}
	words := kindWords[kind]
	where := "shuffles %s back into the %s deck"
	if t.Flags&keepBottom != 0 {
		where = "puts %s under the %s deck"
	}
	mine := fmt.Sprintf("%s keeps %s and "+where+".", who, cardTitle(kind, card), joinAnd(back), words)
	kept := cardTitle(kind, card)
	if kind == Decree {
		kept = "one decree"
	}
	public := fmt.Sprintf("%s keeps %s and "+where+".", who, kept, pluralWord(len(back), "the other card", "the other cards"), words)
	n.secret(seat, mine, public, engine.RevealAtEnd)
	return true
}

// tokenCardsGained tells the cards a step gave seat from conquest tokens
// beside a Hathor building (Time of Seth §4.5): blessings and technologies
// by name, a decree as a hidden card.
func (s *State) tokenCardsGained(b *State, seat int) []string {
	var out []string
	bp, ap := &b.P[seat], &s.P[seat]
	for _, k := range [2]CardKind{Blessing, Tech} {
		had, has := bp.Blessings, ap.Blessings
		if k == Tech {
			had, has = bp.Techs, ap.Techs
		}
		for n := 1; n <= nDeck; n++ {
			if has&^had&(1<<(n-1)) != 0 {
				out = append(out, cardTitle(k, n)+" from a conquest token")
			}
		}
	}
	if d := popcount(ap.Decrees) - popcount(bp.Decrees); d > 0 {
		out = append(out, plural(d, "decree", "decrees")+" from a conquest token, kept hidden")
	}
	return out
}
