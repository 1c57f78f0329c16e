package tekhenu

import (
	"fmt"
	"math/rand/v2"

	"karnak/engine"
)

// Conquest tokens under Ra's pillars and beside Hathor's buildings (Time of
// Seth §3.5, §4.5, §4.6, §7.7), and the cult cards a pillar or an Osiris
// building fires (§7.3).

// raCellReward pays the printed reward of the cell a pillar now covers,
// unless a conquest token lies there: then raToken pays the token instead.
func (s *State) raCellReward(seat, r, c int) {
	if s.Temple[r][c].Token == 0 {
		s.gainReward(seat, templeCells[r][c])
	}
}

// pillarOpensLine (Cult05, [RUL-18]): before the pillar is placed, the row
// or the column of (r, c) holds none of seat's pillars.
func (s *State) pillarOpensLine(seat, r, c int) bool {
	if !s.Seth.On {
		return false
	}
	row, col := false, false
	for k := 0; k < 5; k++ {
		if cl := s.Temple[r][k]; cl.Tile != 0 && int(cl.Owner) == seat {
			row = true
		}
		if cl := s.Temple[k][c]; cl.Tile != 0 && int(cl.Owner) == seat {
			col = true
		}
	}
	return !row || !col
}

// propertyWorks: the property of the pillar tile seat raised acts (its
// background matches Ra's sector, or T09), as raEffect decides.
func (s *State) propertyWorks(seat, tile int) bool {
	info := pillarTiles[tile]
	return info.Background != noBackground && (info.Background == s.brightness(Ra) || s.P[seat].tech(9))
}

// raToken finishes a pillar raised on (r, c) with the expansion: the
// conquest token's full Ra effect, doubled by P19–P21 when it is made of
// resources only ([RUL-08]); an action it grants comes before or after the
// action of the tile's property as seat chooses ([RUL-14]) — depth is the
// stack's depth before the property acted. Then Cult05 (newLine, judged
// before the pillar stood) and Cult07 (a border cell).
func (s *State) raToken(seat int, t task, r, c, depth int, newLine bool) {
	if !s.Seth.On {
		return
	}
	if n := s.Temple[r][c].Token; n != 0 {
		e := conquestTokens[n].Ra
		times := 1
		if tile := int(s.Temple[r][c].Tile); tile >= 19 && tile <= 21 && e.ResourceOnly() && s.propertyWorks(seat, tile) {
			times = 2
		}
		if e.Value > 0 && int(s.Depth) > depth {
			s.push(task{Kind: dOrder, Seat: int8(seat), God: e.Action, Val: int8(e.Value)})
		} else {
			s.tokenEffect(seat, e, times)
		}
	}
	if newLine {
		s.cult(seat, cultNewLine, t.Flags)
	}
	if r == 0 || r == 4 || c == 0 || c == 4 {
		s.cult(seat, cultBorderPillar, t.Flags)
	}
}

// hathorCell pays an empty cell in line with a new Hathor building: the
// printed item, or the Hathor effect of the conquest token lying there
// (§4.5; A08 and A09 give nothing).
func (s *State) hathorCell(seat, r, c int) {
	if n := s.Temple[r][c].Token; n != 0 {
		s.tokenEffect(seat, conquestTokens[n].Hathor, 1)
		return
	}
	s.gainReward(seat, reward{templeCells[r][c].Kind, 1})
}

// tokenEffect gives seat a token's effect, times over (resources only):
// resources; identical resources of one chosen kind (dGainSame); the top
// card of a deck, or cards drawn of which one is kept (dKeepCard, the
// others shuffled back); a god action as with a value, not from a die.
func (s *State) tokenEffect(seat int, e tokenEffect, times int) {
	pl := &s.P[seat]
	me := int8(seat)
	for r := Papyrus; r <= Gold; r++ {
		pl.Res[r] += e.Res[r] * times
	}
	if e.Choice > 0 {
		s.push(task{Kind: dGainSame, Seat: me, Val: int8(e.Choice * times), Flags: anyGoods})
	}
	if e.Draw > 0 {
		s.drawKeep(seat, e.Card, e.Draw, 0)
	}
	if e.Value > 0 {
		s.push(task{Kind: tGod, Seat: me, God: e.Action, Val: int8(e.Value)})
	}
}

// keepBottom on a dKeepCard task: the cards not kept go to the bottom of
// the deck (Art05) instead of being shuffled back.
const keepBottom = 1

// drawKeep draws up to n cards of kind for seat, who keeps one: a single
// card is kept at once, two or three make a dKeepCard decision (X, Y and
// Val the cards; Flags keepBottom or 0).
func (s *State) drawKeep(seat int, kind CardKind, n int, flags uint16) {
	var got [3]int8
	k := 0
	for ; k < n && k < len(got); k++ {
		c, ok := s.drawCard(kind)
		if !ok {
			break
		}
		got[k] = int8(c)
	}
	switch k {
	case 0:
	case 1:
		s.gainCard(seat, kind, int(got[0]))
	default:
		s.push(task{Kind: dKeepCard, Seat: int8(seat), God: God(kind), X: got[0], Y: got[1], Val: got[2], Flags: flags})
	}
}

// keepCardMoves: keep one of the two (or three) cards of a dKeepCard.
func (s *State) keepCardMoves(dst []engine.Move, t *task) []engine.Move {
	dst = add(add(dst, mKeep, int(t.God), int(t.X)), mKeep, int(t.God), int(t.Y))
	if t.Val != 0 {
		dst = add(dst, mKeep, int(t.God), int(t.Val))
	}
	return dst
}

// keepReturns puts back the cards of a dKeepCard that seat did not keep:
// into the deck, shuffled, or under it with keepBottom.
func (s *State) keepReturns(t task, keep int) {
	kind := CardKind(t.God)
	d := &s.Decks[kind]
	for _, c := range [3]int8{t.X, t.Y, t.Val} {
		if c == 0 || int(c) == keep {
			continue
		}
		if t.Flags&keepBottom != 0 {
			copy(d.Cards[1:d.N+1], d.Cards[:d.N])
			d.Cards[0] = c
		} else {
			d.Cards[d.N] = c
		}
		d.N++
	}
	if t.Flags&keepBottom == 0 {
		s.shuffleDeck(kind)
	}
}

// gainSameMoves: the kinds of resource a dGainSame may give.
func gainSameMoves(dst []engine.Move, t *task) []engine.Move {
	for r := Papyrus; r <= Gold; r++ {
		if t.Flags&(1<<r) != 0 {
			dst = add(dst, mGain, int(r))
		}
	}
	return dst
}

// applyOrder: a token's action before or after the action the pillar's
// property pushed, which lies just below the decision.
func (s *State) applyOrder(seat int, t task, tokenFirst bool) {
	tok := task{Kind: tGod, Seat: int8(seat), God: t.God, Val: t.Val}
	if top := s.top(); tokenFirst || top == nil || top.Kind != tGod || int(top.Seat) != seat {
		s.push(tok)
		return
	}
	prop := s.pop()
	s.push(tok)
	s.push(prop)
}

// tokenWords says a token's effect as the log tells it.
func tokenWords(e tokenEffect, times int) string {
	var parts []string
	for r := Papyrus; r <= Gold; r++ {
		if e.Res[r] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", e.Res[r]*times, r))
		}
	}
	if e.Choice > 0 {
		parts = append(parts, fmt.Sprintf("%d identical resources of their choice", e.Choice*times))
	}
	if e.Draw == 1 {
		parts = append(parts, "the top "+kindWords[e.Card]+" card")
	} else if e.Draw > 1 {
		parts = append(parts, fmt.Sprintf("%d %s cards drawn, of which they keep 1", e.Draw, kindWords[e.Card]))
	}
	if e.Value > 0 {
		parts = append(parts, fmt.Sprintf("%s's action as with a %d", godTitle(e.Action), e.Value))
	}
	return orNothing(parts)
}

// cellRewardWords: the reward of the cell under a pillar raised, a
// conquest token's if one lies there.
func (s *State) cellRewardWords(r, c int) string {
	n := int(s.Temple[r][c].Token)
	if n == 0 {
		return "the cell's " + rewardText(templeCells[r][c])
	}
	times := 1
	if tile := int(s.Temple[r][c].Tile); tile >= 19 && tile <= 21 && conquestTokens[n].Ra.ResourceOnly() && s.propertyWorks(int(s.Temple[r][c].Owner), tile) {
		times = 2
	}
	return fmt.Sprintf("conquest token %s instead of the cell's reward (%s)", conquestName(n), tokenWords(conquestTokens[n].Ra, times))
}

// redealThird (Determinize): the third card of a pending keep of 1 of 3
// (A07) goes back into its deck with the other two.
func (s *State) redealThird(t *task) {
	if t.Val != 0 {
		d := &s.Decks[CardKind(t.God)]
		d.Cards[d.N] = t.Val
		d.N++
	}
}

// dealThird deals a pending keep's third card anew; decrees drawn by Art01
// are shuffled here, as the deck of decrees is not shuffled with the others.
func (s *State) dealThird(t *task, r *rand.Rand) {
	d := &s.Decks[CardKind(t.God)]
	if CardKind(t.God) == Decree {
		canonicalShuffle(d.Cards[:d.N], r)
	}
	if t.Val != 0 {
		d.N--
		t.Val = d.Cards[d.N]
		d.Cards[d.N] = 0
	}
}

// TX05 (§7.2, T-03): a Thoth action takes its cards from any of the open
// sections the owner's happiness reaches, and at most one of them from the
// open section just above those. The number of cards and the papyrus stay.

// tx05Next marks, in turn.Refreshed, that the card from the section above
// was taken (refreshes come before the first card, so the bit is free).
const tx05Next = 1 << 7

func (s *State) hasTX05(seat int) bool { return s.Seth.On && s.P[seat].tech(tx05) }

// tx05Supply is how many cards seat's Thoth action may still take with
// TX05.
func (s *State) tx05Supply(seat int) int {
	top := thothSections(int(s.P[seat].Happiness))
	n := 0
	for sec := 0; sec < top; sec++ {
		if s.Open[sec] {
			n += s.sectionCards(sec)
		}
	}
	if top < 4 && s.Open[top] && s.T.Refreshed&tx05Next == 0 {
		n += min(1, s.sectionCards(top))
	}
	return n
}

// tx05Moves replaces thothMoves for a TX05 owner.
func (s *State) tx05Moves(dst []engine.Move, t *task) []engine.Move {
	seat := int(t.Seat)
	if s.T.CardSec < 0 {
		for sec := 0; sec < 4; sec++ {
			if s.Open[sec] && s.T.Refreshed&(1<<sec) == 0 && s.canPay(seat, Papyrus, 1, 0, 0) {
				dst = add(dst, mRefresh, sec)
			}
		}
		if s.tx05Supply(seat) < int(s.T.CardsLeft) {
			return dst
		}
	}
	top := thothSections(int(s.P[seat].Happiness))
	for sec := 0; sec < 4 && sec <= top; sec++ {
		if !s.Open[sec] || sec == top && s.T.Refreshed&tx05Next != 0 {
			continue
		}
		for i := range marketSlots[sec] {
			if s.Market[sec][i] != 0 {
				dst = add(dst, mCard, sec, i)
			}
		}
	}
	return dst
}

// tx05Took records a card taken from the section above the reachable ones.
func (s *State) tx05Took(seat, sec int) {
	if s.hasTX05(seat) && sec >= thothSections(int(s.P[seat].Happiness)) {
		s.T.Refreshed |= tx05Next
	}
}
