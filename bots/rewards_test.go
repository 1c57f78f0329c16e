package bots

import (
	"math"
	"reflect"
	"testing"

	"karnak/engine"
)

// finished is a game over with a given result: the rewards read nothing else.
type finished struct {
	engine.State
	res engine.Result
}

func (f finished) Result() engine.Result { return f.res }

// A finished playout judged by rank pays a second place of five three
// quarters of a win; judged by margin it pays what a cut playout one point
// behind is judged, under half, and a tie-break won is half a point. Alone
// against an automa, the automa is the best other.
func TestAFinishedPlayoutIsJudgedByRankOrByMargin(t *testing.T) {
	scale := engine.Scale{Turn: 4, Decisive: 25}
	chance := func(margin float64) float64 { return 1 / (1 + math.Exp(-margin/4)) }
	cases := []struct {
		name         string
		res          engine.Result
		rank, margin []float64
	}{
		{
			name:   "second of five by a point",
			res:    engine.Result{Scores: []int{30, 29, 10, 10, 10}, Ranks: []int{1, 2, 3, 3, 3}, Winner: 0},
			rank:   []float64{1, 0.75, 0.5, 0.5, 0.5},
			margin: []float64{chance(1), chance(-1), chance(-20), chance(-20), chance(-20)},
		},
		{
			name:   "level on points, the tie-break decides",
			res:    engine.Result{Scores: []int{20, 20, 5}, Ranks: []int{2, 1, 3}, Winner: 1},
			rank:   []float64{0.5, 1, 0},
			margin: []float64{chance(-0.5), chance(0.5), chance(-15)},
		},
		{
			name:   "alone against the automa, five points behind",
			res:    engine.Result{Scores: []int{20}, Ranks: []int{2}, Winner: -1, Automa: &engine.Automa{Name: "Botankhamun", Score: 25, Rank: 1}},
			rank:   []float64{0.5 + -5.0/(2*25)},
			margin: []float64{chance(-5)},
		},
		{
			name:   "a victory shared",
			res:    engine.Result{Scores: []int{20, 20, 5}, Ranks: []int{1, 1, 3}, Winner: 0},
			rank:   []float64{1, 1, 0},
			margin: []float64{chance(0.5), chance(0.5), chance(-15)},
		},
	}
	near := func(a, b []float64) bool {
		if len(a) != len(b) {
			return false
		}
		for i := range a {
			if math.Abs(a[i]-b[i]) > 1e-12 {
				return false
			}
		}
		return true
	}
	for _, c := range cases {
		s := finished{res: c.res}
		if got := seatRewards(nil, s, scale); !near(got, c.rank) {
			t.Errorf("%s: by rank %v, want %v", c.name, got, c.rank)
		}
		if got := marginRewards(nil, finalScores(nil, c.res), c.res.Ranks, scale); !near(got, c.margin) {
			t.Errorf("%s: by margin %v, want %v", c.name, got, c.margin)
		}
	}
}

// A spec's reward holds at every count; without one the bot takes a copy
// of the game's rewards per count, and changing it leaves the game's alone.
func TestTheRewardFollowsTheSpecOrTheGamesCount(t *testing.T) {
	scale := engine.Scale{Turn: 4, Decisive: 25, Rewards: map[int]string{5: RewardMargin}}
	search := func(spec string) *ISMCTS {
		b, err := New(spec, 1, scale)
		if err != nil {
			t.Fatal(err)
		}
		return unnamed(b).(*ISMCTS)
	}
	cases := []struct {
		spec     string
		at3, at5 string
	}{
		{"ismcts:iters=8", RewardRank, RewardMargin},
		{"ismcts:iters=8,reward=rank", RewardRank, RewardRank},
		{"ismcts:iters=8,reward=margin", RewardMargin, RewardMargin},
	}
	for _, c := range cases {
		m := search(c.spec)
		if got3, got5 := m.RewardAt(3), m.RewardAt(5); got3 != c.at3 || got5 != c.at5 {
			t.Errorf("%s: reward %q at 3 seats and %q at 5, want %q and %q", c.spec, got3, got5, c.at3, c.at5)
		}
	}
	m := search("ismcts:iters=8")
	m.Rewards[5] = RewardRank
	if !reflect.DeepEqual(scale.Rewards, map[int]string{5: RewardMargin}) {
		t.Errorf("changing a bot's rewards changed the game's: %v", scale.Rewards)
	}
	if _, err := New("ismcts:iters=8,reward=best", 1, scale); err == nil {
		t.Error("reward=best made a bot")
	}
}
