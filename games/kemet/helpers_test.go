package kemet

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"karnak/engine"
)

// staged is a game of n players with everything cleared for a test to set
// up: no units on the board (all 12 in reserve), pyramids in reserve, 0 PP,
// the Day's tokens ready, and an empty task stack for the test to push the
// decision it wants.
func staged(t *testing.T, n int) *State {
	t.Helper()
	s, err := NewState(engine.Options{"players": fmt.Sprint(n)}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Tasks.Clear()
	s.Phase = PhaseDay
	for p := range n {
		pl := &s.Seat[p]
		pl.Units = [MaxRegions]int8{}
		pl.Reserve = unitsEach
		pl.PP = 0
		pl.DI = [nDI]int8{}
		for c := range pl.Pyramids {
			pl.Pyramids[c] = Pyramid{Region: NoRegion}
		}
		pl.Tokens = tokensEach
	}
	// The DI cards of the hands cleared go back to the deck's bottom.
	count := int(s.DeckN)
	for _, c := range s.DIDiscard {
		count += int(c)
	}
	for k := range nDI {
		for range diCards[k].Copies {
			if count < nDICards {
				copy(s.Deck[1:], s.Deck[:s.DeckN])
				s.Deck[0] = DI(k)
				s.DeckN++
				count++
			}
		}
	}
	return s
}

func regionOf(t *testing.T, s *State, id string) Region {
	t.Helper()
	r, ok := s.layout().Lookup(id)
	if !ok {
		t.Fatalf("no region %s at %d players", id, s.Players)
	}
	return r
}

// units puts n of seat's reserve units in region id.
func units(t *testing.T, s *State, seat int, id string, n int) {
	t.Helper()
	r := regionOf(t, s, id)
	s.Seat[seat].Units[r] += int8(n)
	s.Seat[seat].Reserve -= int8(n)
}

// pyramid stands seat's colour-c pyramid at level lv in district id.
func pyramid(t *testing.T, s *State, seat int, c Colour, lv int, id string) {
	t.Helper()
	s.Seat[seat].Pyramids[c] = Pyramid{Level: int8(lv), Region: regionOf(t, s, id)}
}

func give(s *State, seat int, ks ...Tile) {
	for _, k := range ks {
		s.Seat[seat].Tiles |= 1 << k
		s.Supply[k]--
	}
	s.Tasks.Relist(s)
}

// decide pushes a decision of seat's on the stack.
func decide(s *State, kind taskKind, seat int, a int8) {
	s.Tasks.Push(task{Kind: kind, Seat: int8(seat), A: a})
	s.Tasks.Relist(s)
}

func play(t *testing.T, s *State, seat int, text string) {
	t.Helper()
	m, err := s.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Play(seat, m); err != nil {
		t.Fatalf("%s: %v", text, err)
	}
}

// refused checks that the move is illegal, names a rule containing want,
// and leaves the state as it was.
func refused(t *testing.T, s *State, seat int, text, want string) {
	t.Helper()
	m, err := s.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	before, _ := json.Marshal(s)
	err = s.Play(seat, m)
	var ill *engine.IllegalMove
	if !errors.As(err, &ill) {
		t.Fatalf("%s: accepted (%v)", text, err)
	}
	if !strings.Contains(ill.Rule, want) {
		t.Errorf("%s refused for %q, want %q", text, ill.Rule, want)
	}
	after, _ := json.Marshal(s)
	if string(before) != string(after) {
		t.Errorf("%s: the refusal changed the state", text)
	}
}

func moveTexts(s *State, seat int) []string {
	var out []string
	for _, m := range s.Moves(seat) {
		out = append(out, s.MoveText(m))
	}
	return out
}

func eq[T comparable](t *testing.T, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Errorf("%s: got %v, want %v", what, got, want)
	}
}

// noVeto answers every open Veto window with a pass.
func noVeto(t *testing.T, s *State) {
	t.Helper()
	for t0 := s.Tasks.Top(); t0 != nil && t0.Kind == tVeto; t0 = s.Tasks.Top() {
		play(t, s, s.Actors()[0], "pass")
	}
}
