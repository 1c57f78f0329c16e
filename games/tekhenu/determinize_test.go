package tekhenu

import (
	"testing"

	"karnak/engine"
)

// TestDeterminizeRedealsPendingKeep: the two cards a seat drew for S05 or
// S06 are seen by that seat alone once the keep is its decision; every
// other seat's determinizations deal them anew from the deck, and the
// seat's own keep them.
func TestDeterminizeRedealsPendingKeep(t *testing.T) {
	s, err := NewState(engine.Options{"players": "3"}, 4)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := s.drawCard(Tech)
	b, _ := s.drawCard(Tech)
	s.push(task{Kind: dKeepCard, Seat: 0, God: God(Tech), X: int8(a), Y: int8(b)})
	s.relist()
	r := newTestRand(8)
	seen := map[[2]int8]bool{}
	for range 40 {
		own := s.Determinize(0, r).(*State)
		if top := own.top(); int(top.X) != a || int(top.Y) != b {
			t.Fatalf("seat 0's own pending cards became %d and %d", top.X, top.Y)
		}
		other := s.Determinize(1, r).(*State)
		top := other.top()
		seen[[2]int8{top.X, top.Y}] = true
		d := other.Decks[Tech]
		all := map[int8]bool{top.X: true, top.Y: true}
		for _, c := range d.Cards[:d.N] {
			all[c] = true
		}
		if len(all) != int(s.Decks[Tech].N)+2 || d.N != s.Decks[Tech].N {
			t.Fatalf("redealing lost or doubled cards: deck %d → %d, %d distinct", s.Decks[Tech].N, d.N, len(all))
		}
	}
	if len(seen) < 10 {
		t.Fatalf("another seat's determinizations show only %d pairs: the pending cards leak", len(seen))
	}
}
