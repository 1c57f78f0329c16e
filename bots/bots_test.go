package bots_test

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"karnak/bots"
	"karnak/engine"
	_ "karnak/games/all"
)

// tekhenuScale is the point scale of the game the tests play.
var tekhenuScale = func() engine.Scale {
	g, err := engine.Lookup("tekhenu")
	if err != nil {
		panic(err)
	}
	return g.Descriptor().Scale
}()

// testSpecs are the bots every test below holds to, with budgets small
// enough for CI.
var testSpecs = []string{"random", "heuristic", "heuristic:noise=4", "ismcts:iters=60,workers=2",
	"ismcts:iters=40,workers=1,depth=20,guide=3", "easy", "medium"}

func playGame(t *testing.T, players int, seed uint64, specs []string) engine.Result {
	t.Helper()
	g, _ := engine.Lookup("tekhenu")
	s, err := g.New(engine.Options{"players": string(rune('0' + players))}, seed)
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]bots.Bot, players)
	for i := range seats {
		if seats[i], err = bots.New(specs[i%len(specs)], seed+uint64(i), tekhenuScale); err != nil {
			t.Fatal(err)
		}
	}
	for !s.Over() {
		seat := s.Actors()[0]
		m := seats[seat].Choose(s, seat)
		if err := s.Play(seat, m); err != nil {
			t.Fatalf("%s: %v", seats[seat].Name(), err)
		}
	}
	return s.Result()
}

// Every bot finishes 2-, 3- and 4-player games with legal moves only, and
// the same seeds play the same game.
func TestBotsPlayLegalDeterministicGames(t *testing.T) {
	for players := 2; players <= 4; players++ {
		specs := make([]string, len(testSpecs))
		copy(specs, testSpecs)
		rand.New(rand.NewPCG(uint64(players), 1)).Shuffle(len(specs), func(i, j int) { specs[i], specs[j] = specs[j], specs[i] })
		seed := uint64(40 + players)
		a := playGame(t, players, seed, specs)
		b := playGame(t, players, seed, specs)
		for i := range a.Scores {
			if a.Scores[i] != b.Scores[i] {
				t.Fatalf("%dp %v: same seeds, different games: %v vs %v", players, specs[:players], a.Scores, b.Scores)
			}
		}
	}
}

// Every bot finishes solo games against Botankhamun with legal moves, and
// the same seeds give the same game, the automa's side included.
func TestBotsPlaySolo(t *testing.T) {
	for i, spec := range testSpecs {
		seed := uint64(60 + i)
		a := playGame(t, 1, seed, []string{spec})
		b := playGame(t, 1, seed, []string{spec})
		if a.Automa == nil || b.Automa == nil || a.Scores[0] != b.Scores[0] || *a.Automa != *b.Automa {
			t.Fatalf("%s: %+v then %+v", spec, a, b)
		}
	}
}

// A bot decides from what its seat sees: changing the hidden parts of the
// true state (deck orders, the others' decrees, future dice) while keeping
// the seat's view must not change its decision.
func TestBotsIgnoreHiddenState(t *testing.T) {
	states := midGames(t, 3)
	r := rand.New(rand.NewPCG(7, 7))
	for _, spec := range testSpecs {
		checked := 0
		for i, s := range states {
			if i%3 != 0 {
				continue
			}
			seat := s.Actors()[0]
			other := s.Determinize(seat, r) // same view, other hidden parts
			a, _ := bots.New(spec, 99, tekhenuScale)
			b, _ := bots.New(spec, 99, tekhenuScale)
			// The whole analysis, values included, not only the choice:
			// a bot peeking at the others' decrees shifts every value
			// alike and might still choose the same move.
			if an, ok := a.(bots.Analyzer); ok {
				x, y := an.Analyze(s, seat), b.(bots.Analyzer).Analyze(other, seat)
				if !reflect.DeepEqual(x, y) {
					t.Fatalf("%s at position %d: analysis differs with the hidden parts changed:\n%+v\n%+v", spec, i, x.Moves[:1], y.Moves[:1])
				}
			}
			ma, mb := a.Choose(s, seat), b.Choose(other, seat)
			if ma != mb {
				t.Fatalf("%s at position %d: chose %q on the true state and %q with its hidden parts changed",
					spec, i, s.MoveText(ma), s.MoveText(mb))
			}
			checked++
		}
		if checked < 5 {
			t.Fatalf("%s: only %d positions checked", spec, checked)
		}
	}
}

// A search budgeted by iterations chooses the same move for the same seed
// whatever the number of cores, and reports what it searched.
func TestISMCTSAnalysis(t *testing.T) {
	s := midGames(t, 2)[4]
	seat := s.Actors()[0]
	var first string
	for range 2 {
		b, err := bots.New("ismcts:iters=400,workers=2", 5, tekhenuScale)
		if err != nil {
			t.Fatal(err)
		}
		a := b.(bots.Analyzer).Analyze(s, seat)
		if a.Iterations != 400 {
			t.Fatalf("ran %d iterations, want 400", a.Iterations)
		}
		total := 0
		for i, m := range a.Moves {
			total += m.Visits
			if m.WinChance < 0 || m.WinChance > 1 {
				t.Fatalf("win chance %v out of [0,1]", m.WinChance)
			}
			if i > 0 && m.Visits > a.Moves[i-1].Visits {
				t.Fatal("moves not ranked by visits")
			}
			if !engine.Contains(s.Moves(seat), m.Move) {
				t.Fatalf("analysed move %q is not legal", m.Text)
			}
		}
		if total != 400 {
			t.Fatalf("root visits %d, want 400", total)
		}
		if first == "" {
			first = a.Moves[0].Text
		} else if a.Moves[0].Text != first {
			t.Fatalf("same seed chose %q then %q", first, a.Moves[0].Text)
		}
	}
}

func TestBotSpecs(t *testing.T) {
	for _, c := range []struct{ spec, err string }{
		{"random", ""}, {"hard", ""}, {"ismcts:ms=50,workers=1", ""}, {"heuristic:noise=2.5", ""},
		{"minimax", "unknown bot"}, {"ismcts:iters", "not key=value"}, {"ismcts:iters=-4", "whole number"},
		{"ismcts:speed=3", "unknown setting"}, {"ismcts:workers=100000", "at most 64"}, {"ismcts:iters=1,iters=2", "twice"}, {"heuristic:noise=x", "number"},
	} {
		_, err := bots.New(c.spec, 1, tekhenuScale)
		if c.err == "" && err != nil {
			t.Errorf("%s: %v", c.spec, err)
		}
		if c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)) {
			t.Errorf("%s: error %v, want one saying %q", c.spec, err, c.err)
		}
	}
}

// A server counts the cores a bot searches on, and caps them.
func TestThreads(t *testing.T) {
	for _, c := range []struct {
		spec      string
		cap, want int
	}{
		{"random", 1, 1}, {"medium", 3, 1}, {"ismcts:iters=10,workers=6", 4, 4}, {"ismcts:iters=10,workers=2", 4, 2},
		{"hard", 1, 1}, {"ismcts:iters=10,workers=3", 0, 1},
	} {
		b, err := bots.New(c.spec, 1, tekhenuScale)
		if err != nil {
			t.Fatal(err)
		}
		bots.CapThreads(b, c.cap)
		if got := bots.Threads(b); got != c.want {
			t.Errorf("%s capped at %d: %d threads, want %d", c.spec, c.cap, got, c.want)
		}
		if searches := strings.Contains(c.spec, "ismcts") || c.spec == "hard"; bots.Searches(b) != searches {
			t.Errorf("%s searches: %v", c.spec, bots.Searches(b))
		}
	}
}
