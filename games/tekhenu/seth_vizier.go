package tekhenu

import (
	"fmt"

	"karnak/engine"
)

// The Vizier, the advanced two-player variant (Time of Seth §5), with or
// without the expansion. The first seat in turn order picks its destiny
// card, discards another (a veto), the second seat picks, and the first
// places the Vizier on an area: a wheel god, or with the expansion the Set
// board; after a Maat phase it must move. Whenever the second seat takes a
// die from that area, the first gains 2 VP ([RUL-24]).

// vizierPlaced: the Vizier stands on an area.
func (s *State) vizierPlaced() bool { return s.Seth.Vizier >= 0 && s.Seth.Vizier != noVizierYet }

// vetoMoves: the first seat discards one of the destiny cards left
// ("veto D04"); it is mandatory ([RUL-24]).
func (s *State) vetoMoves(dst []engine.Move) []engine.Move {
	for d := 1; d <= nDestiny; d++ {
		if s.DestAv&(1<<(d-1)) != 0 {
			dst = add(dst, mVeto, d)
		}
	}
	return dst
}

// vizierAreas is how many areas the Vizier may stand on: the six gods of
// the wheel, and the Set board with the expansion.
func (s *State) vizierAreas() int {
	if s.Seth.On {
		return int(nGodActions)
	}
	return int(nGods)
}

// vizierMoves: the areas the Vizier may go to ("vizier thoth", "vizier
// set"), any at first, then any but its own (§5 step 2).
func (s *State) vizierMoves(dst []engine.Move) []engine.Move {
	for g := 0; g < s.vizierAreas(); g++ {
		if !s.vizierPlaced() || God(g) != s.Seth.Vizier {
			dst = add(dst, mVizier, g)
		}
	}
	return dst
}

func (s *State) whyVeto(m engine.Move) string {
	return fmt.Sprintf("Time of Seth §5: discard one of the destiny cards still available (%s is not)", cardName(Destiny, int(m.Arg[0])))
}

func (s *State) whyVizier(m engine.Move) string {
	g := int(m.Arg[0])
	switch {
	case g < 0 || g >= s.vizierAreas():
		return "Time of Seth §5: the Vizier goes to a god's area of the wheel, or the Set board with the expansion"
	case s.vizierPlaced() && God(g) == s.Seth.Vizier:
		return "Time of Seth §5: after a Maat phase the Vizier must move to another area"
	}
	return "Time of Seth §5: not a place for the Vizier now"
}

// vizierTax: seat takes a die from loc; if seat is second in turn order and
// the Vizier stands on that area (a wheel sector or the Set board), the
// first seat gains 2 VP, whatever the die is taken for ([RUL-24]).
func (s *State) vizierTax(seat int, loc uint8) {
	if !s.vizierPlaced() || seat == int(s.Order[0]) {
		return
	}
	area, ok := locSectorOf(loc)
	if loc == locSet {
		area, ok = Set, true
	}
	if ok && area == s.Seth.Vizier {
		s.P[s.Order[0]].VP += vizierVP
	}
}

func vizierText(g int) string { return "vizier " + God(g).String() }

// parseVizier reads "vizier thoth" and "vizier set".
func parseVizier(w []string) (engine.Move, bool) {
	if len(w) != 2 || w[0] != "vizier" {
		return engine.Move{}, false
	}
	for g, n := range godNames {
		if n == w[1] {
			return mv(mVizier, g), true
		}
	}
	return engine.Move{}, false
}

// parseVeto reads "veto D04".
func parseVeto(w []string) (engine.Move, bool) {
	if len(w) != 2 || w[0] != "veto" {
		return engine.Move{}, false
	}
	k, d, ok := parseCard(w[1])
	if !ok || k != Destiny {
		return engine.Move{}, false
	}
	return mv(mVeto, d), true
}

func (s *State) vetoPrompt() engine.Prompt {
	var cards []string
	for d := 1; d <= nDestiny; d++ {
		if s.DestAv&(1<<(d-1)) != 0 {
			cards = append(cards, cardTitle(Destiny, d))
		}
	}
	return engine.Prompt{
		Ask:   "Discard one destiny card, " + joinOr(cards) + ": the other player cannot take it, nor the artifacts beside it, until the next Maat phase.",
		Doing: "discard a destiny card for the Vizier"}
}

func (s *State) vizierPrompt() engine.Prompt {
	var areas []string
	for g := 0; g < s.vizierAreas(); g++ {
		if !s.vizierPlaced() || God(g) != s.Seth.Vizier {
			areas = append(areas, vizierAreaName(God(g)))
		}
	}
	ask := "Place the Vizier on "
	if s.vizierPlaced() {
		ask = "Move the Vizier from " + vizierAreaName(s.Seth.Vizier) + " to "
	}
	return engine.Prompt{
		Ask:   ask + joinOr(areas) + ": each die the other player takes from there gives you 2 VP.",
		Doing: "place the Vizier"}
}

func vizierAreaName(g God) string {
	if g == Set {
		return "the Set board"
	}
	return godTitle(g)
}

// tellVizierTax tells the 2 VP the Vizier earned on the die just taken
// (b is the position before the take).
func (s *State) tellVizierTax(b *State) {
	if !s.vizierPlaced() {
		return
	}
	first := int(s.Order[0])
	if s.P[first].VP > b.P[first].VP {
		s.narr.say(first, fmt.Sprintf("The Vizier stands on %s, so the die pays %s.", vizierAreaName(s.Seth.Vizier), s.who(first)))
	}
}
