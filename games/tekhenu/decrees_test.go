package tekhenu

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"testing"

	"karnak/engine"
)

// decreeEnd is a 4-player position at the final decree scoring (§13), each
// seat's decrees and pieces chosen so that its decrees have known values
// (§14.4):
//
//	seat 0: L03, L07, L19; 4 scribes, a people statue, 2 gold.
//	        "score L03:L07 L07 L19" = L07 3×4 + L19 5×1 + L07 again 12 = 29 VP, paying 2 gold.
//	seat 1: L06, L12; happiness 9 (the lowest is seat 2's 3), 2 temple buildings.
//	        "score L06 L12" = (9−3) + 3×2 = 12 VP.
//	seat 2: L03 alone: its only choice scores nothing, made for it.
//	seat 3: L04, L08; population 17 (3 symbols), 2 gold, 5 papyrus, 3 granite.
//	        "score L04:3 L08" = 4×3, paying 3 papyrus, then L08 2×2+2+3 = 21 VP.
func decreeEnd(t *testing.T) *State {
	t.Helper()
	s := staged(t, 4)
	s.Order = [4]int8{2, 0, 3, 1} // decrees are scored in turn order, which changes nothing
	p0, p1, p2, p3 := &s.P[0], &s.P[1], &s.P[2], &s.P[3]

	p0.Decrees = 1<<(3-1) | 1<<(7-1) | 1<<(19-1)
	p0.Scribes, p0.Res[Gold] = 4, 2
	s.People[OSW], p0.Statues = 0, 1
	p0.Population, p0.Happiness = 8, 5

	p1.Decrees = 1<<(6-1) | 1<<(12-1)
	p1.Population, p1.Happiness = 10, 9
	s.Hathor[0], s.Hathor[1], p1.Built = 1, 1, 2

	p2.Decrees = 1 << (3 - 1)
	p2.Res[Gold] = 1
	p2.Happiness = 3

	p3.Decrees = 1<<(4-1) | 1<<(8-1)
	p3.Population, p3.Happiness = 17, 4
	p3.Res[Gold], p3.Res[Papyrus], p3.Res[Granite] = 2, 5, 3

	s.push(task{Kind: dScore, Flags: 1<<0 | 1<<1 | 1<<2 | 1<<3})
	s.run()
	return s
}

// decreeChoices are the choices the seats of decreeEnd commit.
var decreeChoices = map[int]string{0: "score L03:L07 L07 L19", 1: "score L06 L12", 3: "score L04:3 L08"}

// sameState fails the test unless a and b are the same position: the same
// serialisation and the same value, the moves kept in the state included
// (the scratch buffer of Actors aside).
func sameState(t *testing.T, what string, a, b *State) {
	t.Helper()
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if i := firstDifference(ja, jb); i >= 0 {
		from := max(0, i-80)
		t.Errorf("%s: the states serialise differently from byte %d:\n…%s\n…%s", what, i, ja[from:min(len(ja), i+80)], jb[from:min(len(jb), i+80)])
	}
	ca, cb := *a, *b
	ca.actors, cb.actors = [4]int{}, [4]int{}
	if ca != cb {
		t.Errorf("%s: the states differ", what)
	}
}

// TestFinalDecreesSecretAndTogether: the final decrees are chosen at once
// and in secret (§13, docs/rulings.md): nobody's VP, resources or decree
// VP move until the last seat has chosen; then every seat's choice is
// scored with the values of §14.4; a seat with a single choice has it made
// at once; and the order in which the choices arrive changes nothing.
func TestFinalDecreesSecretAndTogether(t *testing.T) {
	wantVP := [4]int{startVP + 29, startVP + 12, startVP, startVP + 21}
	var first *State
	for _, order := range permutations([]int{0, 1, 3}) {
		name := fmt.Sprint("commit order ", order)
		s := decreeEnd(t)
		before := *s
		eq(t, name+": seats owing a choice at the opening", fmt.Sprint(s.Actors()), "[0 1 3]")
		eq(t, name+": seat 2's only choice, made for it", moveText(s.P[2].Scoring), "score nothing")
		if err := s.Play(2, mustParse(t, s, "score nothing")); !isIllegal(err) {
			t.Errorf("%s: seat 2 chose again: %v", name, err)
		}
		for i, seat := range order {
			if err := s.Play(seat, mustParse(t, s, decreeChoices[seat])); err != nil {
				t.Fatalf("%s: seat %d: %v", name, seat, err)
			}
			if i == len(order)-1 {
				break
			}
			eq(t, name+": still choosing", fmt.Sprint(s.Actors()), fmt.Sprint(slices.Sorted(slices.Values(order[i+1:]))))
			if err := s.Play(seat, mustParse(t, s, decreeChoices[seat])); !isIllegal(err) {
				t.Errorf("%s: seat %d chose twice: %v", name, seat, err)
			}
			for p := range 4 {
				what := fmt.Sprintf("%s: after %d choices, seat %d's", name, i+1, p)
				eq(t, what+" VP", s.P[p].VP, before.P[p].VP)
				eq(t, what+" decree VP", s.P[p].DecreeVP, 0)
				eq(t, what+" supply", s.P[p].Res, before.P[p].Res)
			}
		}
		eq(t, name+": game over", s.Done, true)
		for p := range 4 {
			eq(t, fmt.Sprintf("%s: seat %d's VP", name, p), s.P[p].VP, wantVP[p])
			eq(t, fmt.Sprintf("%s: seat %d's decree VP", name, p), int(s.P[p].DecreeVP), wantVP[p]-startVP)
		}
		eq(t, name+": seat 0's gold (L03 paid)", s.P[0].Res[Gold], 0)
		eq(t, name+": seat 0's scribes (gold paid L03)", s.P[0].Scribes, 4)
		eq(t, name+": seat 2's gold (L03 not scored)", s.P[2].Res[Gold], 1)
		eq(t, name+": seat 3's papyrus (L04 paid 3)", s.P[3].Res[Papyrus], 2)
		if first == nil {
			first = s
			continue
		}
		sameState(t, name, s, first)
	}
}

// TestDecreesReturnedInCardOrder (§4 step 11, rules version 2): the
// decrees the seats return at setup go under the decree deck in card
// order, whichever seat chooses first.
func TestDecreesReturnedInCardOrder(t *testing.T) {
	hands := [3][2]int{{5, 17}, {11, 2}, {8, 21}}
	kept := [3]int{17, 2, 21}
	// The deck after the deal, bottom first: every other decree (3
	// players keep L20), ascending.
	var rest []int8
	for n := int8(1); n <= nBaseDeck; n++ {
		if !slices.Contains([]int8{5, 17, 11, 2, 8, 21}, n) {
			rest = append(rest, n)
		}
	}
	want := append([]int8{5, 8, 11}, rest...)
	var first *State
	for _, order := range permutations([]int{0, 1, 2}) {
		name := fmt.Sprint("keep order ", order)
		s, err := NewState(engine.Options{"players": "3"}, 3)
		if err != nil {
			t.Fatal(err)
		}
		if s.top().Kind != dKeepDecree {
			t.Fatalf("setup waits for %s, not the decrees", taskName(s.top().Kind))
		}
		for p, hand := range hands {
			s.P[p].Decrees = 1<<(hand[0]-1) | 1<<(hand[1]-1)
		}
		d := &s.Decks[Decree]
		d.Cards = [nDeck]int8{}
		d.N = int8(copy(d.Cards[:], rest))
		for _, seat := range order {
			if err := s.Play(seat, mustParse(t, s, fmt.Sprintf("keep L%02d", kept[seat]))); err != nil {
				t.Fatalf("%s: seat %d: %v", name, seat, err)
			}
		}
		eq(t, name+": cards in the deck", int(d.N), len(want))
		if got := d.Cards[:d.N]; !slices.Equal(got, want) {
			t.Errorf("%s: deck from the bottom %v, want %v", name, got, want)
		}
		for p := range 3 {
			eq(t, fmt.Sprintf("%s: seat %d's hand", name, p), s.P[p].Decrees, uint32(1)<<(kept[p]-1))
		}
		if first == nil {
			first = s
			continue
		}
		sameState(t, name, s, first)
	}
}

// firstDifference is the index of the first byte where a and b differ, or
// -1 when they are equal.
func firstDifference(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	if len(a) != len(b) {
		return min(len(a), len(b))
	}
	return -1
}

func mustParse(t *testing.T, s *State, text string) engine.Move {
	t.Helper()
	m, err := s.ParseMove(text)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return m
}

// isIllegal: err is a refusal naming its rule.
func isIllegal(err error) bool {
	var illegal *engine.IllegalMove
	return errors.As(err, &illegal) && illegal.Rule != ""
}

// permutations lists every order of xs.
func permutations(xs []int) [][]int {
	if len(xs) <= 1 {
		return [][]int{slices.Clone(xs)}
	}
	var out [][]int
	for i, x := range xs {
		for _, rest := range permutations(without(xs, i)) {
			out = append(out, append([]int{x}, rest...))
		}
	}
	return out
}

// without is xs with its i-th element left out.
func without(xs []int, i int) []int {
	return append(slices.Clone(xs[:i]), xs[i+1:]...)
}
