package bots

import (
	"math"
	"testing"

	"karnak/engine"
)

// Bots count in the game's points: the easy level errs by one Turn, a
// margin of a Turn is the same chance in every game, and a solo margin of
// Decisive is a whole reward.
func TestBotsReadTheGamesScale(t *testing.T) {
	for _, turn := range []float64{1, 4, 30} {
		scale := engine.Scale{Turn: turn, Decisive: 10 * turn}
		for _, spec := range []string{"easy", "heuristic:noise=turn"} {
			b, err := New(spec, 1, scale)
			if err != nil {
				t.Fatal(err)
			}
			if h := unnamed(b).(*Heuristic); h.Noise != turn || h.Scale != scale {
				t.Errorf("%s at a Turn of %v: noise %v, scale %+v", spec, turn, h.Noise, h.Scale)
			}
		}
		if got := marginToChance(turn, scale); math.Abs(got-1/(1+math.Exp(-1))) > 1e-12 {
			t.Errorf("a margin of one Turn (%v) is a chance of %v", turn, got)
		}
		b, _ := New("hard", 1, scale)
		if m := unnamed(b).(*ISMCTS); m.Scale != scale {
			t.Errorf("hard bot scale %+v", m.Scale)
		}
	}
	if got := (engine.Scale{}).OrDefault(); got.Turn != 1 || got.Decisive != 100 {
		t.Errorf("default scale %+v", got)
	}
}
