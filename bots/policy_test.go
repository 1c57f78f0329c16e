package bots_test

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"karnak/bots"
	"karnak/engine"
)

// The playout policy is a setting of the search: policy=heuristic with an
// optional follow depth, nothing else.
func TestISMCTSPolicySpecs(t *testing.T) {
	for _, c := range []struct {
		spec   string
		policy string
		follow int
		err    string
	}{
		{"ismcts:iters=10", "", 8, ""},
		{"ismcts:iters=10,policy=random", "", 8, ""},
		{"ismcts:iters=10,policy=heuristic", bots.PolicyHeuristic, 8, ""},
		{"ismcts:iters=10,policy=heuristic,follow=2", bots.PolicyHeuristic, 2, ""},
		{"ismcts:iters=10,policy=minimax", "", 0, "policy"},
		{"ismcts:iters=10,follow=2", "", 0, "only with policy=heuristic"},
		{"ismcts:iters=10,policy=heuristic,follow=x", "", 0, "whole number"},
		{"heuristic:policy=heuristic", "", 0, "unknown setting"},
	} {
		m := searchOf(t, c.spec, c.err)
		if m == nil {
			continue
		}
		if m.Policy != c.policy || m.Follow != c.follow {
			t.Errorf("%s: policy %q follow %d, want %q %d", c.spec, m.Policy, m.Follow, c.policy, c.follow)
		}
	}
}

// searchOf is the search spec makes, or nil when spec is refused: the
// test fails unless wantErr is empty and spec is taken, or wantErr is in
// the refusal.
func searchOf(t *testing.T, spec, wantErr string) *bots.ISMCTS {
	t.Helper()
	b, err := bots.New(spec, 1, tekhenuScale)
	if wantErr != "" {
		if err == nil || !strings.Contains(err.Error(), wantErr) {
			t.Errorf("%s: error %v, want one saying %q", spec, err, wantErr)
		}
		return nil
	}
	if err != nil {
		t.Errorf("%s: %v", spec, err)
		return nil
	}
	return b.(*bots.ISMCTS)
}

// policyPositions are positions along random games of name at every player
// count from lo to hi: some at intervals, and every one where several seats
// decide at once (Amun-Re's offering, Tekhenu's decrees), with the seats
// that decide there.
func policyPositions(t *testing.T, name string, lo, hi, every int) (out []engine.State) {
	t.Helper()
	g, err := engine.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	for players := lo; players <= hi; players++ {
		s, err := g.New(engine.Options{"players": fmt.Sprint(players)}, uint64(300+players))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(players), 15))
		simultaneous := 0
		for k := 0; !s.Over(); k++ {
			actors := s.Actors()
			seat := actors[r.IntN(len(actors))]
			moves := s.Moves(seat)
			if len(moves) > 1 && (k%every == every/2 || len(actors) > 1 && simultaneous < 2) {
				if len(actors) > 1 {
					simultaneous++
				}
				out = append(out, s.Clone())
			}
			if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// A search whose playouts follow the heuristic ends its iteration budget,
// chooses a legal move, gives the same analysis for the same seed, and
// decides from its seat's view only (the others' secret offerings and
// hidden gold resampled change nothing), on Amun-Re and Tekhenu.
func TestISMCTSHeuristicPolicy(t *testing.T) {
	for _, c := range []struct {
		game           string
		lo, hi, every  int
		spec           string
		wantPositions  int
		wantSecretOnes int
	}{
		{"amunre", 3, 5, 70, "ismcts:iters=24,workers=2,policy=heuristic,follow=2", 6, 3},
		{"tekhenu", 2, 3, 90, "ismcts:iters=24,workers=2,policy=heuristic", 4, 1},
	} {
		g, _ := engine.Lookup(c.game)
		scale := g.Descriptor().Scale
		states := policyPositions(t, c.game, c.lo, c.hi, c.every)
		r := rand.New(rand.NewPCG(9, 9))
		secret := 0
		for i, s := range states {
			actors := s.Actors()
			if len(actors) > 1 {
				secret++
			}
			seat := actors[len(actors)-1]
			var first bots.Analysis
			for k, pos := range []engine.State{s, s, s.Determinize(seat, r)} {
				b, err := bots.New(c.spec, 77, scale)
				if err != nil {
					t.Fatal(err)
				}
				a := b.(bots.Analyzer).Analyze(pos, seat)
				if a.Iterations != 24 {
					t.Fatalf("%s position %d: %d iterations, want 24", c.game, i, a.Iterations)
				}
				for _, m := range a.Moves {
					if !engine.Contains(s.Moves(seat), m.Move) {
						t.Fatalf("%s position %d: analysed move %q is not legal", c.game, i, m.Text)
					}
				}
				if k == 0 {
					first = a
				} else if !reflect.DeepEqual(a, first) {
					t.Fatalf("%s position %d (%d actors), run %d: analysis differs:\n%+v\n%+v", c.game, i, len(actors), k, first.Moves[:1], a.Moves[:1])
				}
				if m := b.Choose(pos, seat); !engine.Contains(s.Moves(seat), m) {
					t.Fatalf("%s position %d: chose illegal %q", c.game, i, s.MoveText(m))
				}
			}
		}
		if len(states) < c.wantPositions || secret < c.wantSecretOnes {
			t.Fatalf("%s: %d positions, %d with a secret decision; want at least %d and %d", c.game, len(states), secret, c.wantPositions, c.wantSecretOnes)
		}
	}
}
