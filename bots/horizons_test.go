package bots_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"karnak/bots"
	"karnak/engine"
)

// The playouts of a search are cut at the horizon of the table's number of
// seats: under a scale that sets 18 moves at 5 seats, a search at a
// 5-player table sees what one asked for depth=18 sees, and not what one
// cut at the game's 12 sees.
func TestPlayoutsAreCutAtTheHorizonOfTheSeats(t *testing.T) {
	g, err := engine.Lookup("amunre")
	if err != nil {
		t.Fatal(err)
	}
	s, err := g.New(engine.Options{"players": "5"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	plain := engine.Scale{Turn: 4, Decisive: 25, Horizon: 12}
	perSeats := plain
	perSeats.Horizons = map[int]int{5: 18}
	analysis := func(spec string, scale engine.Scale) bots.Analysis {
		b, err := bots.New(spec, 7, scale)
		if err != nil {
			t.Fatal(err)
		}
		seat := s.Actors()[0]
		return b.(*bots.ISMCTS).Analyze(s.Clone(), seat)
	}
	got := analysis("ismcts:iters=200,workers=1", perSeats)
	if want := analysis("ismcts:iters=200,workers=1,depth=18", plain); !reflect.DeepEqual(got, want) {
		t.Errorf("a search under the 5-seat horizon differs from one at depth=18: %s against %s", top(got), top(want))
	}
	if cut := analysis("ismcts:iters=200,workers=1", plain); reflect.DeepEqual(got, cut) {
		t.Errorf("a search under the 5-seat horizon is the one cut at 12 moves: %s", top(got))
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

// Playouts that reach the end are judged as the table's number of seats
// says: under a scale that judges 5 seats by margin, a search at a 5-player
// table sees what one asked for reward=margin sees, and not what one
// judging by rank sees.
func TestFinishedPlayoutsAreJudgedAsTheSeatsSay(t *testing.T) {
	g, err := engine.Lookup("amunre")
	if err != nil {
		t.Fatal(err)
	}
	s, err := g.New(engine.Options{"players": "5"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	plain := engine.Scale{Turn: 4, Decisive: 25}
	perSeats := plain
	perSeats.Rewards = map[int]string{5: bots.RewardMargin}
	analysis := func(spec string, scale engine.Scale) bots.Analysis {
		b, err := bots.New(spec, 7, scale)
		if err != nil {
			t.Fatal(err)
		}
		return b.(*bots.ISMCTS).Analyze(s.Clone(), s.Actors()[0])
	}
	got := analysis("ismcts:iters=60,workers=1", perSeats)
	if want := analysis("ismcts:iters=60,workers=1,reward=margin", plain); !reflect.DeepEqual(got, want) {
		t.Errorf("a search under the 5-seat reward differs from one asked for reward=margin: %s against %s", top(got), top(want))
	}
	if rank := analysis("ismcts:iters=60,workers=1", plain); reflect.DeepEqual(got, rank) {
		t.Errorf("a search under the 5-seat reward is the one judging by rank: %s", top(got))
	}
}
