package tekhenu

import (
	"fmt"
	"strings"

	"karnak/engine"
)

// The Time of Seth setup (Time of Seth §2.1 steps 9–12, §2.2): a draft of
// starting cards SX01–SX12 and cult cards, initiative as in the base game,
// then every seat resolves its starting cards before anyone chooses a
// destiny card or an artifact ([RUL-15]), and the decree kept last.

// What an mDraft move takes (Arg1): a base starting card, an expansion
// starting card SX01–SX12 (same numbers 1–12), or a cult card.
const (
	draftBase = iota
	draftSX
	draftCult
)

// sethDraft lays out the draft: the starting cards already shuffled in all
// (5, 7 or 9 shown, as in the base game) and 3, 4 or 5 cult cards at
// random, then three rounds: first to last, last to first, first to last
// (§2.2).
func (s *State) sethDraft(all []int) {
	n := s.Players
	for _, c := range all[:2*n+1] {
		s.StartAv |= 1 << c
	}
	var cults [nCults]int
	for i := range cults {
		cults[i] = i + 1
	}
	for k := 0; k < cultsShown[n]; k++ {
		j := k + s.intn(nCults-k)
		cults[k], cults[j] = cults[j], cults[k]
		s.Seth.Cults |= 1 << (cults[k] - 1)
	}
	var buf [3*4 + 1]task
	seq := buf[:0]
	for p := 0; p < n; p++ {
		seq = append(seq, task{Kind: dDraft, Seat: int8(p)})
	}
	for p := n - 1; p >= 0; p-- {
		seq = append(seq, task{Kind: dDraft, Seat: int8(p)})
	}
	for p := 0; p < n; p++ {
		seq = append(seq, task{Kind: dDraft, Seat: int8(p)})
	}
	seq = append(seq, task{Kind: tInitialOrder})
	s.pushSeq(seq...)
	s.T.Die = -1
}

// draftNeeds says which kinds of card seat may still draft: a starting
// card while it holds fewer than two, a cult card while it holds none
// ([RUL-53]: with a cult card only starting cards, with two starting cards
// only a cult card).
func (s *State) draftNeeds(seat int) (starting, cult bool) {
	pl := &s.P[seat]
	return pl.Starting[1] == 0, pl.Cult == 0
}

// sethDraftMoves lists seat's draft in an expansion game: "draft SX05",
// "draft Cult04", filtered by type (§2.2).
func (s *State) sethDraftMoves(dst []engine.Move, seat int) []engine.Move {
	starting, cult := s.draftNeeds(seat)
	if starting {
		for c := 1; c <= sethStarts; c++ {
			if s.StartAv&(1<<c) != 0 {
				dst = add(dst, mDraft, c, draftSX)
			}
		}
	}
	if cult {
		for c := 1; c <= nCults; c++ {
			if s.Seth.Cults&(1<<(c-1)) != 0 {
				dst = add(dst, mDraft, c, draftCult)
			}
		}
	}
	return dst
}

// takeCult drafts cult card c.
func (s *State) takeCult(seat, c int) {
	s.P[seat].Cult = int8(c)
	s.Seth.Cults &^= 1 << (c - 1)
}

// whyDraft names the draft rule m breaks.
func (s *State) whyDraft(seat int, m engine.Move) string {
	c, kind := int(m.Arg[0]), int(m.Arg[1])
	if !s.Seth.On {
		if kind != draftBase {
			return "§4 step 12A: without the expansion the draft has only the starting cards S01–S12"
		}
		return "§4 step 12A: draft a starting card still on display"
	}
	starting, cult := s.draftNeeds(seat)
	switch kind {
	case draftSX:
		if !starting {
			return "Time of Seth §2.2 [RUL-53]: you hold two starting cards; draft a cult card"
		}
		if c < 1 || c > sethStarts || s.StartAv&(1<<c) == 0 {
			return "Time of Seth §2.2: that starting card is not on display"
		}
	case draftCult:
		if !cult {
			return "Time of Seth §2.2 [RUL-53]: you hold a cult card; draft a starting card"
		}
		return "Time of Seth §2.2: that cult card is not on display"
	}
	return "Time of Seth §2.1 step 9: the expansion's starting cards are SX01–SX12 (draft SX05, draft Cult04)"
}

// startingName is the name of starting card c in this game: S05 in a base
// game, SX05 with the expansion.
func (s *State) startingName(c int) string {
	if s.Seth.On {
		return sxName(c)
	}
	return cardName(Starting, c)
}

func sxName(c int) string { return fmt.Sprintf("SX%02d", c) }

// draftText is the text of an mDraft move.
func draftText(c, kind int) string {
	switch kind {
	case draftSX:
		return "draft " + sxName(c)
	case draftCult:
		return "draft " + cultName(c)
	}
	return "draft " + cardName(Starting, c)
}

// parseNumbered reads a name made of a prefix and a number within 1–max,
// such as SX05 or cult04 (any case).
func parseNumbered(word, prefix string, max int) (int, bool) {
	w := strings.ToLower(word)
	prefix = strings.ToLower(prefix)
	if !strings.HasPrefix(w, prefix) || len(w) != len(prefix)+2 {
		return 0, false
	}
	n := 0
	for _, r := range w[len(prefix):] {
		if r < '0' || r > '9' {
			return 0, false
		}
		n = n*10 + int(r-'0')
	}
	return n, n >= 1 && n <= max
}

// parseDraft reads "draft SX05" and "draft Cult04"; ok is false for any
// other card, which the base parser reads.
func parseDraft(word string) (engine.Move, bool) {
	if c, ok := parseNumbered(word, "sx", sethStarts); ok {
		return mv(mDraft, c, draftSX), true
	}
	if c, ok := parseNumbered(word, "cult", nCults); ok {
		return mv(mDraft, c, draftCult), true
	}
	return engine.Move{}, false
}

// sethOrder pushes what follows the initiative order: in an expansion game
// every seat resolves its starting cards in turn order, then chooses a
// destiny card or an artifact with its reward at once, then every seat
// keeps a decree (§2.1 steps 11–12, §2.4). With the Vizier in a base game
// the base order stays (destiny cards, then the starting cards), with the
// Vizier's discard and placement among the destiny choices (§5).
func (s *State) sethOrder() {
	var buf [12]task
	seq := buf[:0]
	if !s.Seth.On {
		seq = s.destinySeq(seq, 0)
		for i := 0; i < s.Players; i++ {
			seq = append(seq, task{Kind: tResolveSetup, Seat: s.Order[i]})
		}
	} else {
		s.Seth.Cults = 0 // the cult cards left go back to the box (§2.2 step 5)
		for i := 0; i < s.Players; i++ {
			seq = append(seq, task{Kind: tResolveSetup, Seat: s.Order[i]})
		}
		seq = s.destinySeq(seq, 1)
		seq = append(seq, task{Kind: dKeepDecree, Flags: uint16(1)<<s.Players - 1})
	}
	seq = append(seq, task{Kind: tNewRound})
	s.pushSeq(seq...)
}

// sethResolveSetup gives a seat what its two SX starting cards show, lower
// number first ([RUL-16]). In a solo game, which keeps the base start
// procedure, the destiny card chosen before comes after them, as there.
func (s *State) sethResolveSetup(seat int) {
	pl := &s.P[seat]
	lo, hi := int(pl.Starting[0]), int(pl.Starting[1])
	if lo > hi {
		lo, hi = hi, lo
	}
	// Tasks pushed run last first: the higher card's go in first.
	s.sxCard(seat, hi)
	s.sxCard(seat, lo)
	pl.Starting = [2]int8{}
}

// sxCard resolves starting card SX c for seat (§7.6): what it gives at once
// is given now; its building, resources of choice, warriors/priests split
// and card to keep are decisions that run in that order. The Osiris
// building fires no statue bonus nor cult card (fSetup, [RUL-56]).
func (s *State) sxCard(seat, c int) {
	if c < 1 || c > sethStarts {
		return
	}
	card := sethStartingCards[c]
	pl := &s.P[seat]
	me := int8(seat)
	for r := Papyrus; r <= Gold; r++ {
		pl.Res[r] += card.Res[r]
	}
	pl.Scribes += card.Scribes
	pl.gainWarriors(card.Warriors)
	pl.gainPriests(card.Priests)
	if card.Population > 0 {
		s.advancePopulation(seat, card.Population)
	}
	if card.Happiness > 0 {
		s.advanceHappiness(seat, card.Happiness)
	}
	var buf [4]task
	seq := buf[:0]
	if card.Osiris > 0 {
		flags := uint16(fSetup)
		if !card.HappyLoss {
			flags |= fNoHappyLoss
		}
		switch card.Districts {
		case quarries:
			flags |= fQuarry
		case workshops:
			flags |= fWorkshop
		}
		seq = append(seq, task{Kind: tGod, Seat: me, God: Osiris, Val: int8(card.Osiris), Flags: flags})
	}
	if card.Choose > 0 {
		seq = append(seq, task{Kind: dGain, Seat: me, Val: int8(card.Choose), Flags: uint16(card.ChooseOf)})
	}
	if card.Split > 0 {
		seq = append(seq, task{Kind: dSplit, Seat: me, Val: int8(card.Split)})
	}
	if card.Drawn {
		a, okA := s.drawCard(card.Draw)
		b, okB := s.drawCard(card.Draw)
		switch {
		case okA && okB:
			seq = append(seq, task{Kind: dKeepCard, Seat: me, God: God(card.Draw), X: int8(a), Y: int8(b)})
		case okA:
			s.gainCard(seat, card.Draw, a)
		}
	}
	s.pushSeq(seq...)
}

// splitMoves: how many of t.Val go to warriors, the rest to priests
// ("warriors 3 priests 1"), all warriors first.
func splitMoves(dst []engine.Move, t *task) []engine.Move {
	for w := int(t.Val); w >= 0; w-- {
		dst = add(dst, mSplit, w, int(t.Val)-w)
	}
	return dst
}

// applySplit gains the warriors and priests chosen, each track capped at
// 10 (§3.1).
func (s *State) applySplit(seat int, m *engine.Move) {
	pl := &s.P[seat]
	pl.gainWarriors(int(m.Arg[0]))
	pl.gainPriests(int(m.Arg[1]))
}

func splitText(w, p int) string { return fmt.Sprintf("warriors %d priests %d", w, p) }

// parseSplit reads "warriors 3 priests 1".
func parseSplit(w []string) (engine.Move, bool) {
	if len(w) != 4 || w[0] != "warriors" || w[2] != "priests" {
		return engine.Move{}, false
	}
	a, okA := smallNumber(w[1])
	b, okB := smallNumber(w[3])
	if !okA || !okB {
		return engine.Move{}, false
	}
	return mv(mSplit, a, b), true
}

// smallNumber reads 0–10 written plainly.
func smallNumber(w string) (int, bool) {
	n := 0
	if w == "" || len(w) > 2 {
		return 0, false
	}
	for _, r := range w {
		if r < '0' || r > '9' {
			return 0, false
		}
		n = n*10 + int(r-'0')
	}
	return n, n <= trackCap && (len(w) == 1 || w[0] != '0')
}

func splitPrompt(t *task) engine.Prompt {
	return engine.Prompt{
		Ask:   fmt.Sprintf("Split %d between warriors and priests: say how many warriors (\"warriors %d priests 0\" … \"warriors 0 priests %d\"); each track stops at 10.", t.Val, t.Val, t.Val),
		Doing: "split warriors and priests"}
}

// sethDraftPrompt asks for a draft pick in an expansion game.
func (s *State) sethDraftPrompt(seat int) engine.Prompt {
	starting, cult := s.draftNeeds(seat)
	var cards []string
	if starting {
		for c := 1; c <= sethStarts; c++ {
			if s.StartAv&(1<<c) != 0 {
				cards = append(cards, sxName(c))
			}
		}
	}
	if cult && !s.Solo() {
		for c := 1; c <= nCults; c++ {
			if s.Seth.Cults&(1<<(c-1)) != 0 {
				cards = append(cards, cultName(c))
			}
		}
	}
	return engine.Prompt{
		Ask:   "Draft a card: " + joinOr(cards) + ". You end with two starting cards, whose numbers added up are your initiative, and one cult card.",
		Doing: "draft a starting or cult card"}
}

// draftWords tells a draft pick of an expansion game.
func draftWords(who string, c, kind int) string {
	if kind == draftCult {
		return fmt.Sprintf("%s drafts the cult card %s", who, cultName(c))
	}
	return fmt.Sprintf("%s drafts the starting card %s", who, sxName(c))
}

// sethKeepPrompt asks for the decree kept at the very end of an expansion
// setup (§2.1 step 12): one of three, the two others under the deck.
func (s *State) sethKeepPrompt(seat int) engine.Prompt {
	return engine.Prompt{
		Ask:   fmt.Sprintf("Keep one of your decrees, %s; the two others go under the deck, and the other players learn only at the end which you kept.", cardChoices(Decree, s.P[seat].Decrees)),
		Doing: "choose a decree to keep"}
}
