package arena

import (
	"errors"
	"math"
	"reflect"
	"testing"

	"karnak/engine"
	_ "karnak/engine/enginetest/bidding"
	_ "karnak/games/all"
)

func near(a, b float64) bool { return math.Abs(a-b) < 5e-4 }

// Wilson intervals against values worked by hand from the formula.
func TestWilson(t *testing.T) {
	for _, c := range []struct {
		wins, n int
		lo, hi  float64
	}{
		{0, 10, 0, 0.2775},
		{5, 10, 0.2366, 0.7634},
		{10, 10, 0.7225, 1},
		{199, 200, 0.9723, 0.9991},
	} {
		got := wilson(float64(c.wins), c.n)
		if !near(got[0], c.lo) || !near(got[1], c.hi) {
			t.Errorf("wilson(%d, %d) = %v, want [%v %v]", c.wins, c.n, got, c.lo, c.hi)
		}
	}
}

// Over a multiple of the rotation every bot sits in every seat equally often.
func TestLineupIsFair(t *testing.T) {
	for _, c := range []struct{ players, bots int }{{2, 2}, {3, 3}, {4, 4}, {4, 2}, {3, 2}} {
		count := map[[2]int]int{}
		rounds := c.players * c.bots
		for g := 0; g < rounds; g++ {
			for seat, b := range Lineup(g, c.players, c.bots) {
				count[[2]int{seat, b}]++
			}
		}
		want := rounds / c.bots
		for seat := 0; seat < c.players; seat++ {
			for b := 0; b < c.bots; b++ {
				if count[[2]int{seat, b}] != want {
					t.Fatalf("%dp %d bots: bot %d in seat %d %d times, want %d", c.players, c.bots, b, seat, count[[2]int{seat, b}], want)
				}
			}
		}
	}
}

func TestEloIsZeroSum(t *testing.T) {
	e := newElo(2)
	e.update([]int{0, 1}, []int{1, 2})
	if !near(e.r[0], 1508) || !near(e.r[1], 1492) {
		t.Fatalf("after one win between equals: %v, want 1508/1492", e.r)
	}
	e.update([]int{1, 0}, []int{1, 2})
	// The underdog's win is worth more than the favourite's was.
	if !near(e.r[0]+e.r[1], 3000) || e.r[1] <= e.r[0] {
		t.Fatalf("after a win each: %v", e.r)
	}
}

// Plackett–Luce: between equals the ratings follow the ranks (in this model
// second of three still gains a little), uncertainty shrinks for everyone;
// the winner's gain is worked from the Weng–Lin update.
func TestPlackettLuce(t *testing.T) {
	p := newPlackettLuce(3)
	p.update([]int{0, 1, 2}, []int{1, 2, 3})
	if !(p.mu[0] > p.mu[1] && p.mu[1] > p.mu[2] && p.mu[2] < plMu) {
		t.Fatalf("mu after one game: %v", p.mu)
	}
	for b, s := range p.sigma {
		if s >= plSigma {
			t.Fatalf("bot %d sigma did not shrink: %v", b, s)
		}
	}
	// First place's gain for three equals: sigma²/c · (1 − 1/3 − 0)… worked:
	// c = sqrt(3·(σ²+β²)); omega = (2/3)·σ²/c.
	c := math.Sqrt(3 * (plSigma*plSigma + plBeta*plBeta))
	if want := plMu + plSigma*plSigma/c*(2.0/3); !near(p.mu[0], want) {
		t.Fatalf("winner mu %v, want %v", p.mu[0], want)
	}
}

// A run's figures do not depend on how many games run at once.
func TestRunIsDeterministic(t *testing.T) {
	cfg := Config{Game: "tekhenu", Players: 3, Bots: []string{"heuristic", "random", "easy"}, Games: 6, Seed: 4}
	cfg.Parallel = 1
	a, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Parallel = 3
	b, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	a.Results, b.Results = nil, nil
	if !reflect.DeepEqual(a, b) {
		t.Fatalf("parallel run differs:\n%+v\n%+v", a, b)
	}
	wins := 0.0
	for _, s := range a.Seats {
		wins += s.Wins
	}
	if wins != 6 || len(a.History) != 6 {
		t.Fatalf("6 games, %v seat wins, %d rating points", wins, len(a.History))
	}
}

// A run from game First plays the same games as the tail of a longer run:
// same lineups, results and number of moves.
func TestRunFromFirstExtendsARun(t *testing.T) {
	cfg := Config{Game: "tekhenu", Players: 3, Bots: []string{"heuristic", "random"}, Games: 5, Seed: 9}
	whole, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.First, cfg.Games = 3, 2
	tail, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(tail.Results) != 2 || tail.First != 3 {
		t.Fatalf("tail: %d games from %d", len(tail.Results), tail.First)
	}
	for i, g := range tail.Results {
		w := whole.Results[3+i]
		if g.Index != w.Index || !reflect.DeepEqual(g.Lineup, w.Lineup) || !reflect.DeepEqual(g.Result, w.Result) || g.Moves != w.Moves {
			t.Fatalf("game %d differs: %+v against %+v", 3+i, g, w)
		}
	}
	cfg.First = -1
	if err := cfg.Validate(); err == nil {
		t.Fatal("a negative first game was accepted")
	}
}

// Finished hears of every game as it ends, each once, as the summary has
// it; an error it returns stops the run and is the run's.
func TestFinishedHearsEveryGame(t *testing.T) {
	heard := map[int]Game{}
	cfg := Config{Game: "tekhenu", Players: 2, Bots: []string{"heuristic", "random"}, Games: 4, Seed: 3, Parallel: 2,
		Finished: func(g *Game) error {
			if _, twice := heard[g.Index]; twice {
				t.Errorf("game %d heard twice", g.Index)
			}
			heard[g.Index] = *g
			return nil
		}}
	sum, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(heard) != 4 {
		t.Fatalf("heard %d games, want 4", len(heard))
	}
	for _, g := range sum.Results {
		if h := heard[g.Index]; !reflect.DeepEqual(h.Result, g.Result) || !reflect.DeepEqual(h.Lineup, g.Lineup) {
			t.Errorf("game %d heard as %+v, summarised as %+v", g.Index, h, *g)
		}
	}
	full := errors.New("the disk is full")
	calls := 0
	cfg.Parallel = 1
	cfg.Finished = func(*Game) error { calls++; return full }
	if _, err := Run(cfg); !errors.Is(err, full) {
		t.Errorf("a failing Finished gave %v, want the run to fail with it", err)
	}
	if calls != 1 {
		t.Errorf("the run played on after a game could not be kept: %d games ended, want 1", calls)
	}
}

// Against an automa the summary has one more participant: it played every
// game, and its wins and the bots' add up to the games.
func TestRunAgainstAnAutoma(t *testing.T) {
	cfg := Config{Game: "tekhenu", Players: 1, Bots: []string{"heuristic", "random"}, Games: 8, Seed: 2,
		Options: map[string]string{"automa": "medium"}}
	sum, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(sum.Bots) != 3 || sum.Rating != "elo" {
		t.Fatalf("participants %+v, rating %s", sum.Bots, sum.Rating)
	}
	a := sum.Bots[2]
	if a.Name != "Botankhamun (automa=medium)" || a.Games != 8 {
		t.Fatalf("automa summary %+v", a)
	}
	if wins := sum.Bots[0].Wins + sum.Bots[1].Wins + a.Wins; wins != 8 || sum.Bots[0].Games+sum.Bots[1].Games != 8 {
		t.Fatalf("wins %v over 8 games: %+v", wins, sum.Bots)
	}
	if len(sum.History) != 8 || len(sum.History[0]) != 3 {
		t.Fatalf("rating history %v", sum.History)
	}
}

// A shared victory counts a share of a win for each winner, and a tie
// moves two Elo ratings towards each other by half a win.
func TestSharedResults(t *testing.T) {
	if s := winShare(engine.Result{Ranks: []int{1, 1, 3}}); s != 0.5 {
		t.Errorf("two winners: a share of %v", s)
	}
	if s := winShare(engine.Result{Ranks: []int{2}, Automa: &engine.Automa{Rank: 1}}); s != 1 {
		t.Errorf("the automa alone: a share of %v", s)
	}
	e := newElo(2)
	e.r[0], e.r[1] = 1600, 1400
	e.update([]int{0, 1}, []int{1, 1})
	if !(e.r[0] < 1600 && e.r[1] > 1400 && near(e.r[0]+e.r[1], 3000)) {
		t.Errorf("after a tie: %v", e.r)
	}
	sum := summarise(Config{Game: "bidding", Players: 3, Bots: []string{"a", "b", "c"}},
		[]*Game{{Lineup: []int{0, 1, 2}, Result: engine.Result{Scores: []int{5, 5, 2}, Ranks: []int{1, 1, 3}, Winner: 0}}})
	if sum.Bots[0].Wins != 0.5 || sum.Bots[1].Wins != 0.5 || sum.Bots[2].Wins != 0 || sum.Seats[1].Wins != 0.5 {
		t.Errorf("wins of a shared victory: %+v %+v", sum.Bots, sum.Seats)
	}
}

// The arena knows no game: bots play the secret-bidding test game, where
// shared victories happen, and every game's wins add up to one.
func TestArenaOfAnotherGame(t *testing.T) {
	sum, err := Run(Config{Game: "bidding", Players: 2, Bots: []string{"heuristic", "random", "ismcts:iters=100,workers=1"},
		Options: engine.Options{"cards": "3"}, Games: 30, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	wins, shared := 0.0, 0
	for _, b := range sum.Bots {
		wins += b.Wins
	}
	for _, g := range sum.Results {
		if len(g.Result.Winners()) > 1 {
			shared++
		}
	}
	if math.Abs(wins-30) > 1e-9 || sum.Rating != "elo" {
		t.Fatalf("%v wins in 30 games, rating %s", wins, sum.Rating)
	}
	if shared == 0 {
		t.Fatal("no shared victory in 30 games of 3 cards: the test shows nothing")
	}
	t.Logf("%d of 30 games shared the victory", shared)
}
