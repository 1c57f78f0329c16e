package main

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"karnak/engine"
)

// In the terminal, card CODE and explain CODE print the glossary entry of a
// code, in any case; cards explains the seat's own cards and none of the
// decrees another seat keeps hidden.
func TestPlayExplainsCards(t *testing.T) {
	const seed = 3
	in := "card L12\ncard l12 t05\nexplain 2.4\ncard L99\ncards\nquit\n"
	var out strings.Builder
	if err := runPlay([]string{"tekhenu", "--players", "2", "--seats", "human,random", "--seed", "3"}, strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{
		"card CODE (what a card",
		"   L12 Decree of the temple builders (decree) — at game end — 3 VP for each of your buildings",
		"   T05 Temple rites (technology) — each time you perform Hathor — ",
		"   2.4 Market section 2, slot 4: a technology (market slot)",
		"   L99: no card, tile or board space of tekhenu has that code",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the output lacks %q", want)
		}
	}
	// The same game, to know what each seat holds at the start.
	g, _ := engine.Lookup("tekhenu")
	s, err := g.New(engine.Options{"players": "2"}, seed)
	if err != nil {
		t.Fatal(err)
	}
	hand := s.(engine.Hand)
	_, afterCards, _ := strings.Cut(text, "has that code")
	if len(hand.Hand(0)) == 0 || len(hand.Hand(1)) == 0 {
		t.Fatal("both seats should hold decrees at the start")
	}
	for _, ref := range hand.Hand(0) {
		if !strings.Contains(afterCards, "   "+ref+" ") {
			t.Errorf("cards does not explain seat 0's %s", ref)
		}
	}
	for _, ref := range hand.Hand(1) {
		if strings.Contains(text, ref) {
			t.Errorf("seat 1's hidden %s reached the terminal of seat 0", ref)
		}
	}
}

// cardMoveState is a game in which "card 2.1" is a legal move now.
type cardMoveState struct{ engine.State }

var takeCard = engine.Move{Kind: 9, Arg: [7]int16{2, 1}}

func (cardMoveState) ParseMove(text string) (engine.Move, error) {
	if text == "card 2.1" {
		return takeCard, nil
	}
	return engine.Move{}, errors.New("not a move")
}

func (cardMoveState) Moves(int) []engine.Move { return []engine.Move{takeCard} }

// A legal move named like the command is played, not explained; explain
// never plays.
func TestCardCommandLeavesMovesAlone(t *testing.T) {
	s := cardMoveState{}
	for text, want := range map[string][]string{
		"card 2.1":        nil,
		"card 2.2":        {"2.2"},
		"explain 2.1":     {"2.1"},
		"card L12 r2c3":   {"L12", "r2c3"},
		"card":            nil,
		"take ra white 4": nil,
	} {
		refs, ok := explainRequest(s, 0, text)
		if ok != (want != nil) || !slices.Equal(refs, want) {
			t.Errorf("%q: explains %q (%v), want %q", text, refs, ok, want)
		}
	}
}
