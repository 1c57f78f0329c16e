package tekhenu

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"karnak/engine"
)

// A finished game shows everything, the kept decrees too: a
// determinization changes nothing any seat sees (found by the secrecy
// scan, which determinizes final states).
func TestDeterminizeAfterTheEnd(t *testing.T) {
	g := Game{}
	st, err := g.New(engine.Options{"players": "2"}, 16000068)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	if _, err := engine.Playout(st, r, nil); err != nil {
		t.Fatal(err)
	}
	if !st.Over() {
		t.Fatal("the playout did not end the game")
	}
	for seat := -1; seat < 2; seat++ {
		for viewer := -1; viewer < 2; viewer++ {
			want, _ := json.Marshal(st.View(viewer))
			got, _ := json.Marshal(st.Determinize(max(seat, 0), r).View(viewer))
			if string(got) != string(want) {
				t.Fatalf("seat %d's determinization shows viewer %d another finished game", seat, viewer)
			}
		}
	}
}
