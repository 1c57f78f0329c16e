package tekhenu

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"karnak/engine"
)

// drawn says what a move brought to light by chance, judged from the state
// itself: dice drawn from the bag (they land on the wheel), a pillar tile
// from the face-down pile (it lands on Ra's display), or a card from a
// deck that now lies in the market or in a hand. Cards drawn onto the
// stack for a decision still to come (a starting card's two cards to keep
// one of) are nobody's to see yet and do not count. Empty when nothing.
func drawn(before, after *State) string {
	bag := func(s *State) (n int) {
		for _, d := range s.Dice {
			if d.Loc == locBag {
				n++
			}
		}
		return n
	}
	switch {
	case bag(after) < bag(before):
		return "dice from the bag"
	case after.PileN < before.PileN:
		return "a pillar tile"
	}
	for k := Blessing; k <= Decree; k++ {
		left := before.Decks[k].Cards[:before.Decks[k].N]
		for _, c := range left {
			if slices.Contains(after.Decks[k].Cards[:after.Decks[k].N], c) {
				continue
			}
			inMarket := slices.ContainsFunc(after.Market[:], func(row [4]int8) bool { return slices.Contains(row[:], c) }) &&
				!slices.ContainsFunc(before.Market[:], func(row [4]int8) bool { return slices.Contains(row[:], c) })
			inHand := false
			for p := range after.Players {
				inHand = inHand || (after.P[p].has(k, int(c)) && !before.P[p].has(k, int(c)))
			}
			if inMarket || inHand {
				return "a card"
			}
		}
	}
	return ""
}

// scoringOpen reports whether the final choice of decrees to score is
// open: whether a seat owes that choice or had it played for it (its only
// one) tells the others something about its hidden decrees, so a move
// that opens it shows something hidden.
func scoringOpen(s *State) bool {
	for _, a := range s.Actors() {
		if slices.ContainsFunc(s.Moves(a), func(m engine.Move) bool { return m.Kind == mScore }) {
			return true
		}
	}
	return false
}

// Along random games at 2 to 4 players, every move that drew dice from
// the bag, a card into view or a pillar tile must stand, and every die
// modification (scribes, B09-B12) and payment that drew nothing may be
// taken back: the engine's generic check (engine.Undoable) sees Tekhenu's
// hidden parts through its determinizations alone, with nothing declared
// by the game.
func TestUndoableTekhenu(t *testing.T) {
	counts := map[string][2]int{} // refused, allowed
	r := rand.New(rand.NewPCG(7, 7))
	for _, players := range []int{2, 3, 4} {
		for seed := uint64(1); seed <= 2; seed++ {
			s, err := NewState(engine.Options{"players": fmt.Sprint(players)}, seed)
			if err != nil {
				t.Fatal(err)
			}
			for !s.Over() {
				actors := s.Actors()
				seat := actors[r.IntN(len(actors))]
				moves := s.Moves(seat)
				m := moves[r.IntN(len(moves))]
				before := s.Clone().(*State)
				if err := s.Play(seat, m); err != nil {
					t.Fatal(err)
				}
				what := drawn(before, s)
				if what == "" {
					switch m.Kind {
					case mScribe, mSet, mAdjust:
						what = "a die modification"
					case mPay:
						what = "a payment"
					}
					if what == "" || s.Over() || scoringOpen(s) {
						continue
					}
				}
				ok, why := engine.Undoable(before, seat, m, r)
				want := what == "a die modification" || what == "a payment"
				if ok != want {
					t.Errorf("%d players, seed %d, round %d: seat %d %q (%s): undoable %v (%s), want %v",
						players, seed, before.Round, seat, moveText(m), what, ok, why, want)
				}
				c := counts[what]
				if ok {
					c[1]++
				} else {
					c[0]++
				}
				counts[what] = c
			}
		}
	}
	// Each kind of move was met often enough for the test to mean something.
	for _, what := range []string{"dice from the bag", "a card", "a pillar tile", "a die modification", "a payment"} {
		if n := counts[what][0] + counts[what][1]; n < 3 {
			t.Errorf("only %d moves drawing or making %s were judged", n, what)
		}
	}
	t.Logf("refused, allowed: %v", counts)
}
