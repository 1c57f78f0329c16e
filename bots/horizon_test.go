package bots

import (
	"testing"

	"karnak/engine"
)

// A game whose scale sets a horizon gets searches that cut their playouts
// there, hard level included, unless the spec says otherwise.
func TestSearchDepthFollowsTheGamesHorizon(t *testing.T) {
	scale := engine.Scale{Turn: 4, Decisive: 25, Horizon: 12}
	for _, c := range []struct {
		spec  string
		scale engine.Scale
		want  int
	}{
		{"ismcts", scale, 12},
		{"hard", scale, 12},
		{"ismcts:depth=0", scale, 0},
		{"ismcts:depth=30", scale, 30},
		{"hard", engine.Scale{Turn: 4, Decisive: 100}, 0},
	} {
		b, err := New(c.spec, 1, c.scale)
		if err != nil {
			t.Fatal(err)
		}
		if n, ok := b.(named); ok {
			b = n.Bot
		}
		m, ok := b.(*ISMCTS)
		if !ok {
			t.Fatalf("%s is a %T", c.spec, b)
		}
		if m.Depth != c.want {
			t.Errorf("%s with horizon %d: depth %d, want %d", c.spec, c.scale.Horizon, m.Depth, c.want)
		}
	}
}

// A horizon set for one number of seats holds at that count only, and a
// depth asked for holds at every count.
func TestSearchDepthFollowsTheHorizonOfTheSeats(t *testing.T) {
	scale := engine.Scale{Turn: 4, Decisive: 25, Horizon: 12, Horizons: map[int]int{5: 18}}
	for _, c := range []struct {
		spec         string
		seats, depth int
	}{
		{"ismcts", 3, 12},
		{"ismcts", 5, 18},
		{"hard", 4, 12},
		{"hard", 5, 18},
		{"ismcts:depth=30", 5, 30},
		{"ismcts:depth=0", 5, 0},
	} {
		b, err := New(c.spec, 1, scale)
		if err != nil {
			t.Fatal(err)
		}
		if n, ok := b.(named); ok {
			b = n.Bot
		}
		m := b.(*ISMCTS)
		if got := m.DepthAt(c.seats); got != c.depth {
			t.Errorf("%s at %d seats: depth %d, want %d", c.spec, c.seats, got, c.depth)
		}
		// A bot that changes its own depths leaves the game's alone.
		if m.Depths != nil {
			m.Depths[5] = 99
		}
		if scale.Horizons[5] != 18 {
			t.Fatalf("%s: changing the bot's depths changed the game's horizons to %v", c.spec, scale.Horizons)
		}
	}
}
