package bots_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"karnak/bots"
	"karnak/engine"
)

// A search at a 5-player table follows what the game's scale sets for 5
// seats: under a scale that cuts playouts at 18 moves there, it sees what
// one asked for depth=18 sees, and not what one cut at the game's 12; under
// a scale that judges a finished playout by margin there, what one asked
// for reward=margin sees, and not what one judging by rank sees.
func TestASearchFollowsTheScaleOfItsSeats(t *testing.T) {
	cut := engine.Scale{Turn: 4, Decisive: 25, Horizon: 12}
	horizons := cut
	horizons.Horizons = map[int]int{5: 18}
	full := engine.Scale{Turn: 4, Decisive: 25}
	rewards := full
	rewards.Rewards = map[int]string{5: bots.RewardMargin}
	cases := []struct {
		name            string
		spec, asked     string
		perSeats, plain engine.Scale
	}{
		{"the 5-seat horizon", "ismcts:iters=200,workers=1", "ismcts:iters=200,workers=1,depth=18", horizons, cut},
		{"the 5-seat reward", "ismcts:iters=60,workers=1", "ismcts:iters=60,workers=1,reward=margin", rewards, full},
	}
	analysis := fivePlayerAnalysis(t)
	for _, c := range cases {
		got := analysis(c.spec, c.perSeats)
		if want := analysis(c.asked, c.plain); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the search differs from %s: %s against %s", c.name, c.asked, top(got), top(want))
		}
		if plain := analysis(c.spec, c.plain); reflect.DeepEqual(got, plain) {
			t.Errorf("%s: the search is the one without it: %s", c.name, top(got))
		}
	}
}

// A budget for a number of seats (iters@N) is the budget at such a table
// and nowhere else: a 5-player search under iters=40,iters@5=80 is the one
// asked for 80 playouts, by halving or by a tree, and one that names
// another count is the one under iters alone.
func TestABudgetForItsSeats(t *testing.T) {
	scale := engine.Scale{Turn: 4, Decisive: 25, Horizon: 12}
	analysis := fivePlayerAnalysis(t)
	for _, base := range []string{"ismcts:workers=1", "ismcts:workers=1,policy=heuristic,halving=4"} {
		bySeats := analysis(base+",iters=40,iters@5=80", scale)
		if want := analysis(base+",iters=80", scale); !reflect.DeepEqual(bySeats, want) {
			t.Errorf("%s,iters=40,iters@5=80 differs from iters=80 at 5 seats: %s against %s", base, top(bySeats), top(want))
		}
		if other := analysis(base+",iters=40,iters@4=80", scale); !reflect.DeepEqual(other, analysis(base+",iters=40", scale)) {
			t.Errorf("%s: a budget for 4 seats changed the search at 5", base)
		}
		if got := bySeats.Iterations; got != 80 {
			t.Errorf("%s,iters=40,iters@5=80 ran %d playouts at 5 seats, want 80", base, got)
		}
	}
}

// fivePlayerAnalysis analyses the first decision of a 5-player Amun-Re
// game by the search a spec makes under a scale.
func fivePlayerAnalysis(t *testing.T) func(spec string, scale engine.Scale) bots.Analysis {
	t.Helper()
	g, err := engine.Lookup("amunre")
	if err != nil {
		t.Fatal(err)
	}
	s, err := g.New(engine.Options{"players": "5"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	return func(spec string, scale engine.Scale) bots.Analysis {
		b, err := bots.New(spec, 7, scale)
		if err != nil {
			t.Fatal(err)
		}
		return b.(*bots.ISMCTS).Analyze(s.Clone(), s.Actors()[0])
	}
}

// top is the three most visited moves of an analysis, with their visits.
func top(a bots.Analysis) string {
	var out []string
	for _, m := range a.Moves[:min(3, len(a.Moves))] {
		out = append(out, fmt.Sprintf("%s (%d)", m.Text, m.Visits))
	}
	return strings.Join(out, ", ")
}
