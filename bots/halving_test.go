package bots_test

import (
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"karnak/bots"
	"karnak/engine"
)

// halving is a setting of the search with an iteration budget only: its
// rounds are cut from a count of playouts.
func TestHalvingSpecs(t *testing.T) {
	for _, c := range []struct {
		spec string
		want int
		err  string
	}{
		{"ismcts:iters=64,halving=4", 4, ""},
		{"ismcts:halving=3", 3, ""},
		{"ismcts:ms=100,halving=4", 0, "needs iters"},
		{"ismcts:iters=64,halving=x", 0, "whole number"},
		{"ismcts:iters=64,halving=-2", 0, "whole number"},
		{"ismcts:iters=64,iters@5=128,halving=4", 4, ""},
		{"ismcts:iters=64,iters@five=128,halving=4", 0, "number of seats"},
		{"ismcts:iters=64,iters@0=128,halving=4", 0, "number of seats"},
		{"ismcts:iters=64,iters@5=lots,halving=4", 0, "whole number"},
		{"ismcts:iters=64,iters@5=0,halving=4", 0, "at least 1"},
		{"ismcts:iters@5=0", 0, "at least 1"},
		{"ismcts:iters=64,depth@5=12,halving=4", 0, "unknown setting"},
	} {
		m := searchOf(t, c.spec, c.err)
		if m == nil {
			continue
		}
		if got := m.Halving; got != c.want {
			t.Errorf("%s: halving %d, want %d", c.spec, got, c.want)
		}
	}
}

// A search by halving stays within its budget, ranks only legal moves with
// its choice first, gives the same analysis for the same seed whatever the
// number of workers (a sample is drawn from its own number, not from the
// worker that plays it), and decides from its seat's view only.
func TestHalvingIsDeterministicAndBlind(t *testing.T) {
	const spec = "ismcts:iters=18,policy=heuristic,follow=2,halving=3"
	g, _ := engine.Lookup("amunre")
	scale := g.Descriptor().Scale
	states := policyPositions(t, "amunre", 3, 5, 70)
	r := rand.New(rand.NewPCG(5, 5))
	for i, s := range states {
		actors := s.Actors()
		seat := actors[0]
		var first bots.Analysis
		for k, run := range []struct {
			pos     engine.State
			workers string
		}{{s, "1"}, {s, "2"}, {s.Determinize(seat, r), "2"}} {
			b, err := bots.New(spec+",workers="+run.workers, 31, scale)
			if err != nil {
				t.Fatal(err)
			}
			a := b.(bots.Analyzer).Analyze(run.pos, seat)
			if a.Iterations == 0 || a.Iterations > 18 {
				t.Fatalf("position %d: %d playouts, want 1 to 18", i, a.Iterations)
			}
			if len(a.Moves) == 0 || len(a.Moves) > 3 {
				t.Fatalf("position %d: %d moves ranked, want 1 to 3", i, len(a.Moves))
			}
			for _, m := range a.Moves {
				if !engine.Contains(s.Moves(seat), m.Move) {
					t.Fatalf("position %d: ranked move %q is not legal", i, m.Text)
				}
			}
			if k == 0 {
				first = a
			} else if !reflect.DeepEqual(a, first) {
				t.Fatalf("position %d (%d actors), run %d: analysis differs:\n%+v\n%+v", i, len(actors), k, first.Moves, a.Moves)
			}
			again, _ := bots.New(spec+",workers="+run.workers, 31, scale)
			if m := again.Choose(run.pos, seat); m != a.Moves[0].Move {
				t.Fatalf("position %d: chose %q, ranked %q first", i, s.MoveText(m), a.Moves[0].Text)
			}
		}
	}
}

// At a simultaneous root the other seats pick blind to the candidate being
// tried: the hider in the cup game cannot follow the guesser's cup, so
// every cup is worth 1/3 to the guesser (0 if the hider saw it).
func TestHalvingKeepsSimultaneousPicksBlind(t *testing.T) {
	for _, spec := range []string{
		"ismcts:iters=6000,workers=1,halving=3",
		"ismcts:iters=6000,workers=1,halving=3,policy=heuristic",
	} {
		g, _ := engine.Lookup("guess")
		s, _ := g.New(nil, 1)
		b, err := bots.New(spec, 7, g.Descriptor().Scale)
		if err != nil {
			t.Fatal(err)
		}
		a := b.(bots.Analyzer).Analyze(s, 0)
		if len(a.Moves) != 3 {
			t.Fatalf("%s: %d cups ranked, want 3", spec, len(a.Moves))
		}
		for _, m := range a.Moves {
			if math.Abs(m.WinChance-1.0/3) > 0.1 {
				t.Errorf("%s: the guesser values %q at %.3f, want about 1/3", spec, m.Text, m.WinChance)
			}
		}
	}
}
