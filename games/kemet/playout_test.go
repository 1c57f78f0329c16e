package kemet

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"karnak/engine"
)

// Random playouts, as the bots run them, always end: no move ever leaves a
// group unable to finish its move, whatever cards are played on the way.
func TestPlayoutsEnd(t *testing.T) {
	games := 400
	if testing.Short() {
		games = 60
	}
	for g := range games {
		s, err := NewState(engine.Options{"players": fmt.Sprint(2 + g%4)}, uint64(g))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := engine.Playout(s, rand.New(rand.NewPCG(uint64(g), 9)), nil); err != nil {
			t.Fatalf("game %d: %v", g, err)
		}
	}
}
