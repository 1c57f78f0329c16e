package bots

import (
	"math"
	"reflect"
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
			if h := unnamed(b).(*Heuristic); h.Noise != turn || !reflect.DeepEqual(h.Scale, scale) {
				t.Errorf("%s at a Turn of %v: noise %v, scale %+v", spec, turn, h.Noise, h.Scale)
			}
		}
		if got := marginToChance(turn, scale); math.Abs(got-1/(1+math.Exp(-1))) > 1e-12 {
			t.Errorf("a margin of one Turn (%v) is a chance of %v", turn, got)
		}
		b, _ := New("hard", 1, scale)
		if m := unnamed(b).(*ISMCTS); !reflect.DeepEqual(m.Scale, scale) {
			t.Errorf("hard bot scale %+v", m.Scale)
		}
	}
	if got := (engine.Scale{}).OrDefault(); got.Turn != 1 || got.Decisive != 100 {
		t.Errorf("default scale %+v", got)
	}
}

// A game that names its own search gets it at the hard level (and so in
// hints); others keep the default, and a spec that is not a level is left
// alone.
func TestHardLevelTakesTheGamesSearch(t *testing.T) {
	own := engine.Scale{Turn: 4, Decisive: 25, Horizon: 12, Search: "iters=64,policy=heuristic,halving=3"}
	for _, c := range []struct {
		spec    string
		scale   engine.Scale
		halving int
		iters   int
	}{
		{"hard", own, 3, 64},
		{"hard", engine.Scale{Turn: 4}, 0, 0},
		{"ismcts:iters=10", own, 0, 10},
	} {
		b, err := New(c.spec, 1, c.scale)
		if err != nil {
			t.Fatal(err)
		}
		m := unnamed(b).(*ISMCTS)
		if m.Halving != c.halving || m.Iterations != c.iters || m.Depth != c.scale.Horizon {
			t.Errorf("%s with search %q: halving %d, iters %d, depth %d", c.spec, c.scale.Search, m.Halving, m.Iterations, m.Depth)
		}
		if c.spec == "hard" && b.Name() != "hard" {
			t.Errorf("the hard level is named %q", b.Name())
		}
	}
	if _, ok := Level("ismcts", engine.Scale{}); ok {
		t.Error("ismcts taken for a level")
	}
}

// Every game's own search is a spec the bots take, budgeted in playouts so
// that a hint or a hard bot's move is the same for a seed.
func TestGamesOwnSearchesAreValid(t *testing.T) {
	named := 0
	for _, name := range engine.Games() {
		g, _ := engine.Lookup(name)
		scale := g.Descriptor().Scale
		if scale.Search == "" {
			continue
		}
		named++
		b, err := New("hard", 1, scale)
		if err != nil {
			t.Errorf("%s: its search %q: %v", name, scale.Search, err)
			continue
		}
		if m := unnamed(b).(*ISMCTS); m.Iterations == 0 {
			t.Errorf("%s: its search %q has no playout budget", name, scale.Search)
		}
	}
	if named == 0 {
		t.Error("no game names its own search: Amun-Re's is its strongest measured")
	}
}

// A game's settings per number of seats name counts the game is played at,
// each horizon at least one move, each reward one the search knows and
// each budget of its own search at least one playout.
func TestGamesSettingsPerSeatsAreValid(t *testing.T) {
	for _, name := range engine.Games() {
		g, _ := engine.Lookup(name)
		d := g.Descriptor()
		for seats, h := range d.Scale.Horizons {
			if seats < d.Players.Min || seats > d.Players.Max || h < 1 {
				t.Errorf("%s: a horizon of %d moves at %d seats (the game takes %d to %d)", name, h, seats, d.Players.Min, d.Players.Max)
			}
		}
		for seats, r := range d.Scale.Rewards {
			if seats < d.Players.Min || seats > d.Players.Max || (r != RewardRank && r != RewardMargin) {
				t.Errorf("%s: reward %q at %d seats (the game takes %d to %d)", name, r, seats, d.Players.Min, d.Players.Max)
			}
		}
		if d.Scale.Search == "" {
			continue
		}
		b, err := New("hard", 1, d.Scale)
		if err != nil {
			continue // TestGamesOwnSearchesAreValid says why
		}
		for seats, n := range unnamed(b).(*ISMCTS).IterationsFor {
			if seats < d.Players.Min || seats > d.Players.Max || n < 1 {
				t.Errorf("%s: a budget of %d playouts at %d seats (the game takes %d to %d)", name, n, seats, d.Players.Min, d.Players.Max)
			}
		}
	}
}
