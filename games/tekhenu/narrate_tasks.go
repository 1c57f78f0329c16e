package tekhenu

import (
	"fmt"
	"sort"
	"strings"

	"karnak/engine"
)

// tellTask tells an automatic task t that has just run: s.narr.before is
// the position before it. Tasks that change nothing anyone sees (a turn
// starting, a production about to begin) say nothing.
func (s *State) tellTask(t task) {
	n := s.narr
	b := &n.before
	seat := int(t.Seat)
	who := s.who(seat)
	switch t.Kind {
	case tInitialOrder:
		s.tellInitialOrder()
	case tResolveSetup:
		s.tellSetupCards(seat)
	case tNewRound:
		n.say(-1, fmt.Sprintf("Round %d of 16 begins; %s plays first.", s.Round, s.who(int(s.Order[0]))))
	case tPlaceDie:
		d := s.Dice[s.T.Die]
		switch d.Loc {
		case playerLoc(seat, panLeft):
			n.say(seat, fmt.Sprintf("%s puts the %d on the purity pan of their scales: it adds to their balance.", who, d.Value))
		case playerLoc(seat, panRight):
			n.say(seat, fmt.Sprintf("%s puts the %d on the taint pan of their scales: it takes from their balance.", who, d.Value))
		default:
			n.say(seat, fmt.Sprintf("%s puts the %d under their scales: it never counts for the balance.", who, d.Value))
		}
		if w := s.dieGainWords(seat, b); w != "" {
			n.say(seat, w)
		}
	case tGod:
		if s.Depth == b.Depth-1 { // beginGod found it impossible
			n.say(seat, fmt.Sprintf("%s cannot carry out %s's action any more, so it is lost (R-19).", who, godTitle(t.God)))
		}
	case tEffect:
		s.tellEffect(t)
	case tBonus:
		s.tellBonuses(t)
	case tProduceGo:
		s.tellProduction(t)
	case tHappyCost:
		n.say(seat, fmt.Sprintf("Building in the Osiris area costs %s 1 happiness.", who))
	case tPending:
		if top := s.top(); top != nil && top.Kind == dFree && s.Depth > b.Depth-1 {
			n.say(int(top.Seat), fmt.Sprintf("%s reached happiness 21 and now takes one extra action of any kind, as with any value.", s.who(int(top.Seat))))
		}
	case tRefresh:
		var gone []string
		for i, k := range marketSlots[t.X] {
			if c := b.Market[t.X][i]; c != 0 {
				gone = append(gone, cardTitle(k, int(c)))
			}
		}
		if len(gone) == 0 {
			n.say(-1, fmt.Sprintf("Market section %d is refreshed.", t.X+1))
			break
		}
		n.say(-1, fmt.Sprintf("Market section %d is refreshed: %s go to the discards.", t.X+1, joinAnd(gone)))
	case tOwnTurn:
		if top := s.top(); top != nil && top.Kind == dFree && top.Flags&fNoCost != 0 {
			n.say(seat, fmt.Sprintf("%s reveals %s: before the final scoring they take one action of any kind, as with any value, without paying.", who, cardTitle(Decree, 23)))
		}
	case tRotation:
		n.say(-1, "The wheel turns: "+s.lightWords()+".")
	case tRefill:
		s.tellRefill()
	case tMaat:
		s.tellBalances()
	case tMaatOrder:
		s.tellMaatOrder()
	case tScoring:
		s.tellScoring()
	case tMaatCleanup:
		if top := s.top(); top != nil && top.Kind == dPriests { // Time of Seth: TX02 asked first, cleanup told after
			break
		}
		text := "The dice on the scales go back to the bag; excess resources, faith and destiny cards go back to the supply."
		if s.Seth.On { // Time of Seth [RUL-60]
			text += " Blood tokens and the dice on the Set board stay."
		}
		if s.Solo() {
			text += " Botankhamun's action tokens are shuffled into a new pyramid."
			if d := s.P[botSeat].Destiny; d != 0 {
				text += fmt.Sprintf(" Botankhamun takes the destiny card %s.", cardTitle(Destiny, int(d)))
			}
		}
		n.say(-1, text)
	case tFinal:
		var got []string
		for i := 0; i < s.Players; i++ {
			p := int(s.Order[i])
			if d := s.P[p].VP - b.P[p].VP; d > 0 {
				got = append(got, fmt.Sprintf("%s (%s in turn order)", s.who(p), [...]string{"first", "second"}[min(i, 1)]))
			}
		}
		n.say(-1, "Turn order bonus: "+orNobody(got)+".")
	case tGameOver:
		s.tellResult()
	case tBotTurn:
		s.tellBotTurn()
	case tBotAct:
		s.tellBotAct()
	case tBotFinal:
		pl := &s.P[botSeat]
		k := popcount(s.Bot.Cards[Decree])
		n.say(botSeat, fmt.Sprintf("Botankhamun scores its %d %s at %d VP each and 1 VP for every 2 of its %d scribes.",
			k, pluralWord(k, "decree", "decrees"), s.Bot.DecreeVP, pl.Scribes))
	}
}

func orNobody(words []string) string {
	if len(words) == 0 {
		return "nobody"
	}
	return joinAnd(words)
}

// tellInitialOrder: the turn order by initiative (§4 step 12B), or
// Botankhamun first in a solo game.
func (s *State) tellInitialOrder() {
	n := s.narr
	if s.Solo() {
		n.say(botSeat, fmt.Sprintf("Botankhamun plays first and takes the destiny card %s; %s chooses from the rest.",
			cardTitle(Destiny, int(s.P[botSeat].Destiny)), s.who(0)))
		return
	}
	var parts []string
	for i := 0; i < s.Players; i++ {
		p := int(s.Order[i])
		st := n.before.P[p].Starting
		parts = append(parts, fmt.Sprintf("%s %d", s.who(p), st[0]+st[1]))
	}
	then := " Destiny cards are chosen in this order."
	if s.Seth.On {
		then = " In this order the starting cards are resolved, then destiny cards or artifacts chosen."
	}
	n.say(-1, "The turn order by initiative: "+strings.Join(parts, ", ")+"."+then)
}

// tellSetupCards tells a seat's starting and destiny cards resolved, and
// that S05/S06 draw two cards.
func (s *State) tellSetupCards(seat int) {
	n := s.narr
	b := &n.before
	who := s.who(seat)
	var cards []string
	for _, c := range b.P[seat].Starting {
		if c != 0 {
			cards = append(cards, titled(s.startingName(int(c))))
		}
	}
	sort.Strings(cards)
	text := fmt.Sprintf("%s resolves their starting cards %s", who, joinAnd(cards))
	if d := b.P[seat].Destiny; d != 0 {
		text += fmt.Sprintf(", then their destiny card %s", cardTitle(Destiny, int(d)))
	}
	n.say(seat, text+".")
	for k := Blessing; k <= Tech; k++ {
		if got := s.cardsOf(seat, k) &^ b.cardsOf(seat, k); got != 0 {
			n.say(seat, fmt.Sprintf("%s takes %s, the only %s left in the deck.", who, cardTitle(k, lowestCard(got)), kindWords[k]))
		}
	}
	// The two cards are named when the seat chooses between them, as its
	// view shows them only then (another starting card may act first).
	for i := 0; i < int(s.Depth); i++ {
		if t := s.Stack[i]; t.Kind == dKeepCard && int(t.Seat) == seat {
			n.say(seat, fmt.Sprintf("%s draws 2 %s cards, to keep one.", who, kindWords[CardKind(t.God)]))
		}
	}
}

// cardsOf is the set of cards of kind seat holds.
func (s *State) cardsOf(seat int, k CardKind) uint32 {
	switch k {
	case Blessing:
		return s.P[seat].Blessings
	case Tech:
		return s.P[seat].Techs
	}
	return s.P[seat].Decrees
}

func lowestCard(set uint32) int {
	for n := 1; n <= nDeck; n++ {
		if set&(1<<(n-1)) != 0 {
			return n
		}
	}
	return 0
}

// lightWords: which sectors are sunny, shaded and dark now.
func (s *State) lightWords() string {
	var by [3][]string
	for g := Horus; g < nGods; g++ {
		b := s.brightness(g)
		by[b] = append(by[b], godTitle(g))
	}
	return fmt.Sprintf("the sun now lights %s; %s are shaded; %s are dark", joinAnd(by[Sunny]), joinAnd(by[Shaded]), joinAnd(by[Dark]))
}

// tellRefill: the dice rolled into the shaded sectors after a rotation.
func (s *State) tellRefill() {
	b := &s.narr.before
	var bySector [nGods][]string
	for i, d := range s.Dice {
		if g, ok := locSectorOf(d.Loc); ok && b.Dice[i].Loc == locBag {
			bySector[g] = append(bySector[g], fmt.Sprintf("%s %d", d.Colour, d.Value))
		}
	}
	var parts []string
	for g := Horus; g < nGods; g++ {
		if len(bySector[g]) > 0 {
			parts = append(parts, sectorOf(g)+" gets "+joinAnd(bySector[g]))
		}
	}
	if len(parts) == 0 {
		s.narr.say(-1, "The bag holds no dice for the shaded sectors.")
		return
	}
	s.narr.say(-1, "New dice are rolled into the shaded sectors: "+strings.Join(parts, "; ")+".")
	s.tellSetRefill(b)
}

// tellEffect tells a god action's effect (§8), with the numbers behind
// its VP; the tally gives the totals.
func (s *State) tellEffect(t task) {
	n := s.narr
	b := &n.before
	seat := int(t.Seat)
	who := s.who(seat)
	switch t.God {
	case Set:
		s.tellSetEffect(t)
	case Horus:
		if t.X >= setPeopleX {
			s.tellSethStatue(t)
			return
		}
		if t.X >= 0 {
			slot := PeopleSlot(t.X)
			text := fmt.Sprintf("%s builds a statue for the people on %s", who, placeName(peopleSlotNames[slot]))
			if b.PGold[slot] {
				text += " and takes the gold lying there"
			}
			switch slot {
			case TSRow:
				text += fmt.Sprintf(", with 3 VP for each of their %d pillars in temple row 3", s.pillarsInLine(seat, true, templeStatueLine))
			case TSCol:
				text += fmt.Sprintf(", with 3 VP for each of their %d pillars in temple column 3", s.pillarsInLine(seat, false, templeStatueLine))
			}
			n.say(seat, text+".")
			return
		}
		v := int(t.Y)
		g := s.HorusGod[v]
		text := fmt.Sprintf("%s builds a statue to %s in %s (Horus slot %d): %s's action now pays them %s", who, godTitle(g), sectorOf(g), v, godTitle(g), bonusWords[horusBonus[v]])
		switch {
		case s.Players == 3 && !b.ownsStatueOf(seat, g):
			text += "; with 3 players it also pays that bonus once, right away"
		case s.Players == 3:
			text += "; their second statue to " + godTitle(g) + " brings no bonus at once"
		}
		n.say(seat, text+".")
	case Ra:
		s.tellPillar(t)
	case Hathor:
		slot := hathorSlots[t.X]
		own, empty := 0, 0
		for k := 0; k < 5; k++ {
			r, c := slot.Row, k
			if slot.Row < 0 {
				r, c = k, slot.Col
			}
			switch cl := b.Temple[r][c]; {
			case cl.Tile == 0:
				empty++
			case int(cl.Owner) == seat:
				own++
			}
		}
		per := 3
		if s.P[seat].tech(5) {
			per = 5
		}
		var parts []string
		switch {
		case own == 1:
			parts = append(parts, fmt.Sprintf("%d VP for their pillar in that line", per))
		case own > 1:
			parts = append(parts, fmt.Sprintf("%d VP for each of their %d pillars in that line", per, own))
		}
		if empty > 0 {
			parts = append(parts, fmt.Sprintf("the rewards of its %d empty %s", empty, pluralWord(empty, "cell", "cells")))
		}
		parts = append(parts, s.tokenCardsGained(b, seat)...)
		parts = append(parts, fmt.Sprintf("population growing by %d", t.Val))
		n.say(seat, fmt.Sprintf("%s builds on %s: %s.", who, placeName(hathorSlotName(int(t.X))), joinAnd(parts)))
	case Bastet:
		scribes := ""
		switch {
		case t.Val <= 2:
			scribes = ", and 2 scribes"
		case t.Val <= 4:
			scribes = ", and 1 scribe"
		}
		n.say(seat, fmt.Sprintf("%s holds a festival with a %d: happiness grows by %d (never past population)%s.", who, t.Val, t.Val, scribes))
	case Thoth:
		cards, _ := thothCost(int(t.Val))
		n.say(seat, fmt.Sprintf("%s may take %d %s, all from one market section their happiness reaches.", who, cards, pluralWord(cards, "card", "cards")))
	case Osiris:
		d := Res(t.X)
		text := fmt.Sprintf("%s builds a %s in the %s district of Osiris row %d", who, districtBuilding(d), d, t.Val)
		if b.Row2Gold && !s.Row2Gold {
			text += ", the first in row 2, and takes the gold beside it"
		}
		if osirisRows[t.Val].Any > 0 {
			text += "; they may also raise any production marker by 1"
		}
		n.say(seat, text+".")
	}
}

// tellPillar tells a pillar raised (§8.2), item by item, and a decree a
// pillar of the law draws (secret until the end).
func (s *State) tellPillar(t task) {
	n := s.narr
	b := &n.before
	seat := int(t.Seat)
	who := s.who(seat)
	slot := raSlotFor(int(t.Val))
	tile := int(b.RaSlots[slot])
	r, c := int(t.X)/5, int(t.X)%5
	var parts []string
	if k := s.buildingsAligned(r, c); k > 0 {
		parts = append(parts, fmt.Sprintf("%d VP for %d %s in line", k, k, pluralWord(k, "building", "buildings")))
	}
	if k := s.edgeMatches(r, c); k > 0 {
		if isCorner(r, c) {
			parts = append(parts, fmt.Sprintf("%d VP for %d matching %s, doubled in a corner", 2*k, k, pluralWord(k, "edge", "edges")))
		} else {
			parts = append(parts, fmt.Sprintf("%d VP for %d matching %s", k, k, pluralWord(k, "edge", "edges")))
		}
	}
	parts = append(parts, s.cellRewardWords(r, c), fmt.Sprintf("%d VP for the %s display slot", raSlotVP[slot], raSlotNames[slot]))
	text := fmt.Sprintf("%s raises %s on row %d, column %d: %s.", who, tileTitle(tile), r+1, c+1, joinAnd(parts))
	info := pillarTiles[tile]
	switch {
	case info.Background == noBackground:
	case info.Background == s.brightness(Ra):
		text += fmt.Sprintf(" Its property works, as Ra's sector is %s: %s", info.Background, propertyWords(tile))
	case s.P[seat].tech(9):
		text += fmt.Sprintf(" Its property works by %s: %s", cardTitle(Tech, 9), propertyWords(tile))
	default:
		text += fmt.Sprintf(" Its property does not work: the tile is %s, Ra's sector %s.", info.Background, s.brightness(Ra))
	}
	n.say(seat, text)
	if got := s.P[seat].Decrees &^ b.P[seat].Decrees; got != 0 {
		n.secret(seat, fmt.Sprintf("%s draws %s from the decree deck.", who, cardTitle(Decree, lowestCard(got))),
			who+" draws the top decree of the deck.", engine.RevealAtEnd)
	}
}

// bonusWords are the Horus slots' bonuses as the log says them of a
// player (bonusNames address the player, on the board).
var bonusWords = [...]string{bonusGold: "1 gold", bonusResourceChoice: "1 resource of their choice", bonusVP2: "2 VP",
	bonusScribe: "1 scribe", bonusHappiness2: "2 happiness"}

// propertyWords is what a pillar tile's property does (§14.1), as a
// sentence's end.
func propertyWords(tile int) string {
	switch tile {
	case 1:
		return "population grows by 3."
	case 2:
		return "1 scribe."
	case 3:
		return "happiness grows by 2."
	case 4, 5:
		return "1 VP more for each matching edge."
	case 6:
		return "1 VP more for each building in line."
	case 7, 8, 9:
		return "1 VP."
	case 10, 11:
		return "a card, as a Thoth action with a 1."
	case 12:
		return "a statue, as a Horus action with a 1, 2 or 3."
	case 13, 14:
		return "the top decree of the deck."
	case 15:
		return "a building in Osiris row 3, as an Osiris action with a 3."
	case 16, 17, 18:
		return "2 gold."
	case 19, 20, 21:
		return "the cell's reward once more."
	}
	return "nothing."
}

// tellBonuses tells the statue bonuses a god action paid (§8.10).
func (s *State) tellBonuses(t task) {
	n := s.narr
	b := &n.before
	if t.God == Set {
		s.tellSetBonuses(t)
		return
	}
	for i := 0; i < s.Players; i++ {
		p := int(s.Order[i])
		if (s.T.BonusSeen[p]&^b.T.BonusSeen[p])&(1<<t.God) == 0 {
			continue
		}
		v := 0
		for k := 0; k < 3; k++ {
			if int(s.GodStat[t.God][k]) == p {
				v = int(s.GodVia[t.God][k])
				break
			}
		}
		bonus := bonusWords[horusBonus[v]]
		if s.isBot(p) {
			bonus = botBonusText(v)
		}
		text := fmt.Sprintf("%s's statue to %s pays its bonus of Horus slot %d, %s", s.who(p), godTitle(t.God), v, bonus)
		if int(t.Seat) == p {
			text = fmt.Sprintf("%s's own statue to %s pays its bonus of Horus slot %d, %s, as with 2 players it does", s.who(p), godTitle(t.God), v, bonus)
		}
		if s.P[p].tech(7) && !s.isBot(p) {
			n.because(p, cardTitle(Tech, 7))
		}
		n.say(p, text+".")
	}
}

// tellProduction tells a production (§8.8): the greed rule's cap, and
// B21/B22 producing twice.
func (s *State) tellProduction(t task) {
	n := s.narr
	b := &n.before
	seat := int(t.Seat)
	r := Res(t.X)
	limit := int(b.P[seat].Production[r])
	text := fmt.Sprintf("%s produces %d %s", s.who(seat), t.Val, r)
	each := ""
	if t.Y != 0 {
		text += " twice"
		each = " each time"
	}
	if int(t.Val) > limit {
		text += fmt.Sprintf(": their %s production of %d is all they keep%s, the rest is excess on the taint pan", r, limit, each)
	}
	n.say(seat, text+".")
}

// tellBalances tells each seat's balance at the start of a Maat phase
// (§11 step 1).
func (s *State) tellBalances() {
	n := s.narr
	n.say(-1, fmt.Sprintf("Maat phase %d of 4: the scales are weighed.", s.Maats))
	for i := 0; i < s.Players; i++ {
		p := int(s.Order[i])
		if s.isBot(p) {
			n.say(p, fmt.Sprintf("Botankhamun's balance is %s in this phase.", signedText(int(s.P[p].Balance))))
			continue
		}
		pure, taint := 0, 0
		for _, d := range s.Dice {
			switch d.Loc {
			case playerLoc(p, panLeft):
				pure += int(d.Value)
			case playerLoc(p, panRight):
				taint += int(d.Value)
			}
		}
		text := fmt.Sprintf("%s's scales weigh %s: pure dice %d, tainted dice %d", s.who(p), signedText(int(s.P[p].Balance)), pure, taint)
		if e := s.P[p].Excess; e > 0 {
			text += fmt.Sprintf(", excess %d", e)
		}
		text += s.bloodWords(p) // Time of Seth
		if s.P[p].tech(15) {
			n.because(p, cardTitle(Tech, 15))
		}
		n.say(p, text+".")
	}
}

// tellMaatOrder tells each final balance and its penalty, then the new
// turn order (§11 steps 3–5).
func (s *State) tellMaatOrder() {
	n := s.narr
	b := &n.before
	for i := 0; i < s.Players; i++ {
		p := int(b.Order[i])
		bal := int(s.P[p].Balance)
		text := fmt.Sprintf("Maat: %s's balance is %s", s.who(p), signedText(bal))
		if f := int(b.P[p].FaithNet); f != 0 {
			text += fmt.Sprintf(" with faith %s", signedText(f))
		}
		if raw := int(b.P[p].Balance) + int(b.P[p].FaithNet); raw != bal && !s.isBot(p) {
			text += fmt.Sprintf(" (%s on the scales; the track stops at %s)", signedText(raw), signedText(bal))
		}
		if pen := maatPenalty(bal); pen > 0 {
			text += fmt.Sprintf(", a penalty of %d VP", pen)
		} else {
			text += ", no penalty"
		}
		text += s.taintTechWords(p, maatPenalty(bal)) // Time of Seth: TX03, TX04
		n.say(p, text+".")
	}
	var order []string
	for i := 0; i < s.Players; i++ {
		p := int(s.Order[i])
		order = append(order, fmt.Sprintf("%s (%s, ankh %d)", s.who(p), signedText(int(s.P[p].Balance)), s.ankhOf(p)))
	}
	n.say(-1, "The new turn order, balance nearest 0 first and the higher ankh on a tie: "+strings.Join(order, ", ")+".")
	if s.Players >= 3 {
		for _, p := range [2]int{int(s.Order[0]), int(s.Order[s.Players-1])} {
			if s.P[p].tech(16) {
				n.because(p, cardTitle(Tech, 16))
			}
		}
	}
}

// tellScoring tells each seat's scoring (§12), step by step from the
// ledger the scoring keeps, and the bread upkeep it owes.
func (s *State) tellScoring() {
	n := s.narr
	name := [2]string{"Scoring I", "Scoring II"}[s.Scorings-1]
	var won [4][]string
	for d := range districts {
		if w := s.districtWinner(d); w >= 0 {
			won[w] = append(won[w], districts[d].String())
		}
	}
	for i := 0; i < s.Players; i++ {
		p := int(s.Order[i])
		pl := &s.P[p]
		led := &pl.Ledger[s.Scorings-1]
		var parts []string
		for step := lgDistricts; step < nLedger; step++ {
			if step == lgUpkeep || led[step] == 0 {
				continue
			}
			part := fmt.Sprintf("%d for %s", led[step], scoringWords[step])
			switch step {
			case lgDistricts:
				part += " (" + joinAnd(won[p]) + ")"
			case lgStatues:
				part += fmt.Sprintf(" (%d)", pl.Statues)
			case lgHappiness:
				part += fmt.Sprintf(" (happiness %d)", pl.Happiness)
			}
			parts = append(parts, part)
		}
		text := fmt.Sprintf("%s: %s scores %s.", name, s.who(p), orNothing(parts))
		if gone := n.before.Bot.Cards[Blessing] &^ s.Bot.Cards[Blessing]; s.isBot(p) && gone != 0 {
			text += " Its blessings " + namedCards(Blessing, gone) + " are discarded."
		}
		if _, bread := rowSymbols(int(pl.Built)); bread > 0 && !s.isBot(p) {
			if pl.tech(17) {
				text += fmt.Sprintf(" Their upkeep of %d bread is waived by %s.", bread, cardTitle(Tech, 17))
			} else {
				text += fmt.Sprintf(" Their building row asks %d bread of upkeep.", bread)
			}
		}
		n.say(p, text)
	}
}

// scoringWords name the scoring steps in a sentence (ledgerNames head
// the breakdown's rows).
var scoringWords = [nLedger]string{lgDistricts: "the Osiris districts", lgTemple: "the temple complex", lgStatues: "statues",
	lgHappiness: "happiness", lgProduction: "full production tracks", lgBuildings: "the building row", lgCards: "its blessings and technologies",
	lgSet: "the Set board"}

// namedCards lists a set of cards: "B07 Celebration and B13 Free stone".
func namedCards(kind CardKind, set uint32) string {
	var cards []string
	for c := 1; c <= nDeck; c++ {
		if set&(1<<(c-1)) != 0 {
			cards = append(cards, cardTitle(kind, c))
		}
	}
	return joinAnd(cards)
}

func orNothing(parts []string) string {
	if len(parts) == 0 {
		return "nothing"
	}
	return joinAnd(parts)
}

// tellSettlement tells the final decrees (§13 step 1): choices made for a
// seat that had only one, then, once every seat has chosen, each seat's
// decrees with their VP (secret until the end, which comes with them).
func (s *State) tellSettlement(ended bool) {
	n := s.narr
	b := &n.before
	for p := 0; p < s.Players; p++ {
		if !b.P[p].chose() && s.P[p].chose() {
			// The others read nothing of it: whether a hand leaves a
			// choice is the hand's secret.
			n.secret(p, fmt.Sprintf("%s has a single choice of decrees to score: %s.", s.who(p), scoreWords(s.P[p].Scoring)), "", engine.RevealAtEnd)
		}
	}
	if !ended {
		return
	}
	for i := 0; i < s.Players; i++ {
		p := int(s.Order[i])
		if !s.P[p].chose() {
			continue
		}
		m := s.P[p].Scoring
		copyOf := *b
		vp := copyOf.scoreDecrees(p, m)
		var parts []string
		for k := 0; k < 3; k++ {
			d := int(m.Arg[k])
			switch d {
			case 0:
				continue
			case 3:
				parts = append(parts, fmt.Sprintf("%s (%d VP: %s again, for 2 gold)", cardTitle(Decree, d), vp[k], cardName(Decree, int(m.Arg[3]))))
			case 4:
				parts = append(parts, fmt.Sprintf("%s (%d VP for %d %s paid)", cardTitle(Decree, d), vp[k], m.Arg[4], pluralWord(int(m.Arg[4]), "symbol", "symbols")))
			default:
				parts = append(parts, fmt.Sprintf("%s (%d VP)", cardTitle(Decree, d), vp[k]))
			}
		}
		who := s.who(p)
		text := fmt.Sprintf("Decrees: %s scores %s.", who, joinAnd(parts))
		if len(parts) == 0 {
			text = fmt.Sprintf("Decrees: %s scores none.", who)
		}
		n.secret(p, text, "Decrees: "+who+" scores their decrees.", engine.RevealAtEnd)
	}
}

// tellResult tells the end: each seat's place and VP (§13 step 3).
func (s *State) tellResult() {
	res := s.Result()
	type place struct{ seat, rank, vp int }
	var places []place
	for p := range res.Scores {
		places = append(places, place{p, res.Ranks[p], res.Scores[p]})
	}
	if res.Automa != nil {
		places = append(places, place{botSeat, res.Automa.Rank, res.Automa.Score})
	}
	sort.SliceStable(places, func(i, j int) bool { return places[i].rank < places[j].rank })
	var parts []string
	for _, pl := range places {
		parts = append(parts, fmt.Sprintf("%s %d VP", s.who(pl.seat), pl.vp))
	}
	s.narr.say(-1, fmt.Sprintf("The game is over: %s wins. Final scores: %s.", s.who(places[0].seat), strings.Join(parts, ", ")))
}

// tellBotTurn tells how Botankhamun finds its die (§16.4–16.5).
func (s *State) tellBotTurn() {
	l := s.Bot.last()
	how := [...]string{"puts its progress marker on the pyramid", "flips the deben (up and right)", "flips the deben (to the right)"}[l.Flip]
	s.narr.say(botSeat, fmt.Sprintf("Botankhamun's turn %d: it %s, reaches its %s and takes %s from %s.",
		s.Bot.Turns, how, botTokenWords(l.Token), dieWords(l.Colour, int(l.Value)), sectorOf(l.From)))
}

// botTokenWords names an action token as the glossary does, without its
// owner's name: "Horus token", "resource token 2 (granite first, …)".
func botTokenWords(token int8) string {
	if token >= nBotTokens {
		return sethTokenWords[token-nBotTokens]
	}
	if token < firstResToken {
		return godTitle(God(token)) + " token"
	}
	var order []string
	for _, r := range resTokens[token-firstResToken] {
		order = append(order, r.String())
	}
	return fmt.Sprintf("resource token %d (%s)", token-firstResToken+1, strings.Join(order, ", then "))
}

// tellBotAct tells Botankhamun's god action (§16.6).
func (s *State) tellBotAct() {
	n := s.narr
	b := &n.before
	l := s.Bot.last()
	var text string
	switch l.Did {
	case deedGodStatue:
		text = fmt.Sprintf("Botankhamun builds a statue to %s through Horus slot %d.", godTitle(God(l.X)), l.Y)
	case deedPeopleStatue:
		text = fmt.Sprintf("Botankhamun builds a statue for the people on %s", placeName(peopleSlotNames[l.X]))
		if b.PGold[l.X] {
			text += "; the gold there goes back to the box"
		}
		text += "."
	case deedPillar:
		text = fmt.Sprintf("Botankhamun raises %s on row %d, column %d, scoring its buildings in line, sides touching a tile or the border, and the display slot.",
			tileTitle(int(l.Y)), l.X/5+1, l.X%5+1)
	case deedBuilding:
		text = fmt.Sprintf("Botankhamun builds on %s, scoring 3 VP for each of its pillars in that line; its population grows by %d.", placeName(hathorSlotName(int(l.X))), l.Value)
	case deedFestival:
		text = fmt.Sprintf("Botankhamun holds a festival with a %d.", l.Value)
	case deedCards:
		var names []string
		for _, c := range l.Cards {
			if c != 0 {
				names = append(names, cardTitle(CardKind(c/32), int(c%32)))
			}
		}
		text = fmt.Sprintf("Botankhamun takes %s from the market, face up.", joinAnd(names))
	case deedOsiris:
		text = fmt.Sprintf("Botankhamun builds a %s in the %s district of Osiris row %d", districtBuilding(Res(l.Y)), Res(l.Y), l.X)
		if b.Row2Gold && !s.Row2Gold {
			text += "; the gold beside row 2 goes back to the box"
		}
		text += "."
	case deedFallback:
		text = fmt.Sprintf("Botankhamun cannot carry out %s's action and scores %d VP instead (R-40).", godTitle(l.From), botFallbackVP)
	case deedSetBuilding, deedSetPeople, deedSetStatue, deedSetFallback:
		text = s.botSethDeedText(l)
	default:
		text = "Botankhamun finds no die to take."
	}
	n.say(botSeat, text)
}
