package tekhenu

import (
	"fmt"
	"strings"

	"karnak/engine"
	"karnak/engine/kit"
)

// Prompt says what the decision on top asks of seat (engine.Prompter):
// Ask names the options in players' words and may name seat's own secrets
// (its decrees), since only seat reads it; Doing is read by everyone and
// names none. A seat that owes nothing is asked nothing.
func (s *State) Prompt(seat int) engine.Prompt {
	t := s.top()
	if t == nil || s.Done || !s.owes(t, seat) {
		return engine.Prompt{}
	}
	switch t.Kind {
	case dKeepDecree:
		if s.Seth.On {
			return s.sethKeepPrompt(seat)
		}
		return engine.Prompt{
			Ask:   fmt.Sprintf("Keep one of your decrees, %s; the other goes under the deck, and the other players learn only at the end which you kept.", cardChoices(Decree, s.P[seat].Decrees)),
			Doing: "choose a decree to keep"}
	case dDraft:
		if s.Seth.On {
			return s.sethDraftPrompt(seat)
		}
		var cards []string
		for c := 1; c <= nStarting; c++ {
			if s.StartAv&(1<<c) != 0 {
				cards = append(cards, cardTitle(Starting, c))
			}
		}
		return engine.Prompt{
			Ask:   "Draft a starting card: " + joinOr(cards) + ". Your two cards act before the first round, and their numbers added up are your initiative.",
			Doing: "draft a starting card"}
	case dDestiny:
		if s.Seth.On && t.Flags != 0 {
			return s.destinyPrompt(t)
		}
		var cards []string
		for d := 1; d <= nDestiny; d++ {
			if s.DestAv&(1<<(d-1)) != 0 {
				cards = append(cards, cardTitle(Destiny, d))
			}
		}
		when := "with your starting cards"
		if t.Flags != 0 {
			when = "at once"
		}
		return engine.Prompt{
			Ask:   fmt.Sprintf("Choose a destiny card: %s. Its reward comes %s; its ankh breaks ties for the turn order at the next Maat phase.", joinOr(cards), when),
			Doing: "choose a destiny card"}
	case dGain:
		var res []string
		for r := Papyrus; r <= Gold; r++ {
			if t.Flags&(1<<r) != 0 {
				res = append(res, r.String())
			}
		}
		return engine.Prompt{
			Ask:   fmt.Sprintf("Choose a resource to gain, %s (%d to choose).", joinOr(res), t.Val),
			Doing: "choose a resource"}
	case dAdvance:
		return engine.Prompt{
			Ask:   fmt.Sprintf("Advance your population or your happiness by %d.", t.Val),
			Doing: "choose population or happiness"}
	case dKeepCard:
		kind := CardKind(t.God)
		if t.Val != 0 || t.Flags != 0 || kind == Decree { // Time of Seth
			return s.keepPrompt(t)
		}
		return engine.Prompt{
			Ask: fmt.Sprintf("Keep one of the two %s cards you drew, %s or %s; the other goes back into the deck.",
				kindWords[kind], cardTitle(kind, int(t.X)), cardTitle(kind, int(t.Y))),
			Doing: "choose a " + kindWords[kind] + " card to keep"}
	case dSplit:
		return splitPrompt(t)
	case dVeto:
		return s.vetoPrompt()
	case dVizier:
		return s.vizierPrompt()
	case dTake:
		return s.takePrompt(t)
	case dModify:
		return s.modifyPrompt(t)
	case dAction:
		return s.actionPrompt(t)
	case dFirst:
		main := "production"
		if t.God != noGod {
			main = godTitle(t.God) + "'s action"
		}
		return engine.Prompt{
			Ask:   fmt.Sprintf("Choose which action comes first: the main one (%s) or the extra %s action.", main, godTitle(s.T.ExtraGod)),
			Doing: "choose which of their two actions comes first"}
	case dStatue:
		return s.statuePrompt(t)
	case dGainSame, dOrder, dRelocate, dArtAction, dWarriors, dConquest:
		return s.sethPrompt(t)
	case dPillar:
		tile := int(s.RaSlots[raSlotFor(int(t.Val))])
		return engine.Prompt{
			Ask:   fmt.Sprintf("Raise %s, costing %d limestone: choose an empty temple cell and how to turn the tile.", tileTitle(tile), pillarTiles[tile].Cost),
			Doing: "raise a pillar"}
	case dBuilding:
		var slots []string
		for _, m := range s.Moves(seat) {
			i := int(m.Arg[0])
			line := fmt.Sprintf("row %d", hathorSlots[i].Row+1)
			if hathorSlots[i].Row < 0 {
				line = fmt.Sprintf("column %d", hathorSlots[i].Col+1)
			}
			slots = append(slots, fmt.Sprintf("beside %s (%s, %d bread)", line, hathorSlotName(i), hathorSlots[i].Bread))
		}
		return engine.Prompt{
			Ask:   "Choose where to build at the temple: " + joinOr(slots) + ".",
			Doing: "choose a building slot beside the temple"}
	case dOsiris:
		var where []string
		for _, m := range s.Moves(seat) {
			d := Res(m.Arg[0])
			where = append(where, fmt.Sprintf("a %s in the %s district", districtBuilding(d), d))
		}
		return engine.Prompt{
			Ask:   fmt.Sprintf("Build in Osiris row %d: %s.", t.Val, joinOr(where)),
			Doing: "choose where to build in the Osiris area"}
	case dThoth:
		return s.thothPrompt(t, seat)
	case dMarker:
		return engine.Prompt{Ask: "Raise one of your production markers by 1.", Doing: "raise a production marker"}
	case dPay:
		return s.payPrompt(t, seat)
	case dBlessProd:
		if s.Depth < 2 {
			break
		}
		below := &s.Stack[s.Depth-2]
		return engine.Prompt{
			Ask:   fmt.Sprintf("You are about to produce %d %s: play production blessings first, or produce.", below.Val, Res(below.X)),
			Doing: "play production blessings"}
	case dFree:
		if t.Flags&fNoCost != 0 {
			return engine.Prompt{
				Ask:   fmt.Sprintf("Use %s: perform one action of any kind, as with any value and without paying, or leave it unused.", cardTitle(Decree, 23)),
				Doing: "use the decree of the last command"}
		}
		return engine.Prompt{
			Ask:   "Happiness 21 reached: perform one extra action of any kind, as with any value.",
			Doing: "take their extra action"}
	case dFaith:
		f := s.P[seat].Faith
		return engine.Prompt{
			Ask: fmt.Sprintf("Place your %d faith: each on the purity pan adds 1 to your balance of %s, each on the taint pan takes 1 away. Balances of −3 and below cost VP; the nearest to 0 goes first.",
				f, signedText(int(s.P[seat].Balance))),
			Doing: "place their faith"}
	case dScore:
		return engine.Prompt{
			Ask:   "Choose the decrees to score: at most three, and at most one of each symbol. The other players learn your choice only at the end.",
			Doing: "choose the decrees to score"}
	case dEnd:
		return engine.Prompt{
			Ask:   fmt.Sprintf("End your turn, or first play %s.", cardTitle(Blessing, s.lowestHeld(seat, 7))),
			Doing: "end their turn"}
	case dPriests, dSwap:
		return s.sethMaatPrompt(seat, t)
	}
	return engine.Prompt{Ask: "Your move.", Doing: "move"}
}

// owes: seat owes a move at decision t.
func (s *State) owes(t *task, seat int) bool {
	if t.simultaneous() {
		return seat >= 0 && seat < s.Players && t.Flags&(1<<seat) != 0
	}
	return int(t.Seat) == seat && !s.isBot(seat)
}

// joinOr joins options: "a, b or c", or "none".
func joinOr(words []string) string {
	if len(words) == 0 {
		return "none"
	}
	return kit.Join(words, "or")
}

func cardChoices(kind CardKind, set uint32) string {
	var cards []string
	for n := 1; n <= nDeck; n++ {
		if set&(1<<(n-1)) != 0 {
			cards = append(cards, cardTitle(kind, n))
		}
	}
	return joinOr(cards)
}

// moveKinds tells which kinds of move seat's list holds, and of mTake
// which modes.
func (s *State) moveKinds(seat int) (kinds [mBless + 1]bool, takes [tkDiscard + 1]bool) {
	for _, m := range s.Moves(seat) {
		if int(m.Kind) < len(kinds) {
			kinds[m.Kind] = true
		}
		if m.Kind == mTake && int(m.Arg[3]) < len(takes) {
			takes[m.Arg[3]] = true
		}
	}
	return
}

// anyTimeWords offers B07/B08 when seat may play it now.
func (s *State) anyTimeWords(seat int) string {
	if c := s.anyTimeCard(seat); c != 0 {
		return fmt.Sprintf(" You may also play %s now.", cardTitle(Blessing, c))
	}
	return ""
}

func (s *State) takePrompt(t *task) engine.Prompt {
	seat := int(t.Seat)
	_, takes := s.moveKinds(seat)
	if takes[tkDiscard] {
		return engine.Prompt{
			Ask:   "No die can be used: take any die from the wheel, without an action (R-31)." + s.anyTimeWords(seat),
			Doing: "take a die"}
	}
	var ways []string
	if takes[tkNormal] || takes[tkPure] || takes[tkTainted] || takes[tkAs] {
		ways = append(ways, "normally (a pure die goes to the purity pan, a tainted one to the taint pan; forbidden dice stay)")
	}
	if takes[tkAnubis] {
		ways = append(ways, "with Anubis (2 scribes: any die, for any action, kept under the scales)")
	}
	return engine.Prompt{
		Ask:   "Take a die from a sector of the wheel, " + joinOr(ways) + "." + s.setTakeWords(seat) + s.anyTimeWords(seat),
		Doing: "take a die"}
}

func (s *State) modifyPrompt(t *task) engine.Prompt {
	seat := int(t.Seat)
	kinds, _ := s.moveKinds(seat)
	v := s.Dice[s.T.Die].Value
	var ways []string
	if kinds[mScribe] {
		ways = append(ways, "spend scribes (each turns it 1 or 2 up or down)")
	}
	if kinds[mSet] {
		ways = append(ways, "play "+cardTitle(Blessing, s.lowestHeld(seat, 9))+" to set any value")
	}
	if kinds[mAdjust] {
		ways = append(ways, "turn it 1 up or down (its changed colour allows it)")
	}
	if kinds[mExtra] {
		ways = append(ways, "announce an extra action with a blessing")
	}
	ask := fmt.Sprintf("Your die shows %d: keep it as it is", v)
	if len(ways) > 0 {
		ask += ", or " + joinOr(ways)
	}
	return engine.Prompt{Ask: ask + "." + s.anyTimeWords(seat), Doing: "change the value of their die"}
}

func (s *State) actionPrompt(t *task) engine.Prompt {
	seat := int(t.Seat)
	kinds, _ := s.moveKinds(seat)
	if kinds[mPass] && !kinds[mAct] {
		return engine.Prompt{
			Ask:   "No action can be performed with this die: it stays on your scales without one (R-31)." + s.anyTimeWords(seat),
			Doing: "give up their action"}
	}
	d := s.Dice[s.T.Die]
	var gods []string
	seen := map[int]bool{}
	produce := false
	for _, m := range s.Moves(seat) {
		if m.Kind != mAct {
			continue
		}
		if g := int(m.Arg[0]); g == noGod {
			produce = true
		} else if !seen[g] {
			seen[g] = true
			gods = append(gods, godTitle(God(g))+"'s action")
		}
	}
	if produce {
		if s.T.Anubis {
			gods = append(gods, "a production of any resource")
		} else {
			r, _ := colourRes(s.T.Colour)
			gods = append(gods, "a production of "+r.String())
		}
	}
	return engine.Prompt{
		Ask:   fmt.Sprintf("Act with your %d from %s: %s.", d.Value, sectorOf(s.T.Sector), joinOr(gods)) + s.declareWords() + s.anyTimeWords(seat),
		Doing: "choose an action"}
}

func (s *State) statuePrompt(t *task) engine.Prompt {
	seat := int(t.Seat)
	var where []string
	for _, m := range s.Moves(seat) {
		if m.Kind != mStatue {
			continue
		}
		if m.Arg[0] >= statueSetPeople {
			where = append(where, sethStatueWords(m))
			continue
		}
		if m.Arg[0] == 1 {
			where = append(where, "for the people on "+placeName(peopleSlotNames[m.Arg[1]]))
			continue
		}
		v := int(t.Val)
		if m.Arg[2] > 0 {
			v = int(m.Arg[2])
		}
		where = append(where, fmt.Sprintf("to %s through Horus slot %d (bonus: %s)", godTitle(s.HorusGod[v]), v, bonusNames[horusBonus[v]]))
	}
	cost := statueCost[min(int(s.P[seat].Statues), statuesEach-1)]
	return engine.Prompt{
		Ask:   fmt.Sprintf("Build your statue %d of 6 (%d granite): %s.", s.P[seat].Statues+1, cost, joinOr(where)),
		Doing: "choose where their statue goes"}
}

func (s *State) thothPrompt(t *task, seat int) engine.Prompt {
	kinds, _ := s.moveKinds(seat)
	left := int(s.T.CardsLeft)
	ask := fmt.Sprintf("Take %d %s from one market section your happiness reaches", left, pluralWord(left, "card", "cards"))
	if s.hasTX05(seat) { // Time of Seth
		ask = fmt.Sprintf("Take %d %s from the market sections your happiness reaches, at most one of them from the section above (%s)", left, pluralWord(left, "card", "cards"), cardTitle(Tech, tx05))
	} else if s.T.CardSec >= 0 {
		ask = fmt.Sprintf("Take %d more %s from market section %d", left, pluralWord(left, "card", "cards"), s.T.CardSec+1)
	}
	if kinds[mRefresh] {
		ask += ", or first refresh a section for 1 papyrus"
	}
	return engine.Prompt{Ask: ask + ".", Doing: "take cards from the market"}
}

func (s *State) payPrompt(t *task, seat int) engine.Prompt {
	var below *task
	if s.Depth >= 2 {
		below = &s.Stack[s.Depth-2]
	}
	r := Res(t.X)
	if t.Flags&pfUpkeep != 0 {
		return engine.Prompt{
			Ask:   fmt.Sprintf("Pay your bread upkeep of %d (gold may stand in): each bread you do not pay costs 3 VP.", t.Val),
			Doing: "pay their bread upkeep"}
	}
	purpose := payPurpose(*t, below)
	if purpose != "" {
		purpose = " " + purpose
	}
	var how []string
	how = append(how, "gold may stand in for any of it")
	if alt, ok := s.altRes(seat, r); ok {
		how = append(how, fmt.Sprintf("%s too (%s)", alt, cardTitle(Tech, 22)))
	}
	if s.P[seat].tech(10) {
		how = append(how, fmt.Sprintf("scribes as gold (%s)", cardTitle(Tech, 10)))
	}
	if w := s.waiver(seat, t.Flags); w != 0 {
		how = append(how, "or play "+cardTitle(Blessing, w)+" to pay nothing")
	}
	return engine.Prompt{
		Ask:   fmt.Sprintf("Pay %d %s%s: choose which resources (%s).", t.Val, r, purpose, strings.Join(how, "; ")),
		Doing: fmt.Sprintf("pay %d %s%s", t.Val, r, purpose)}
}
