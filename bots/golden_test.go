package bots_test

import (
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"testing"

	"karnak/bots"
	"karnak/engine"
)

var updateGolden = flag.Bool("update", false, "rewrite the golden analyses in testdata")

// goldenCase is one search of one position and what it returned when the
// golden file was written.
type goldenCase struct {
	Players  int           `json:"players"`
	Game     uint64        `json:"game"`
	Decision int           `json:"decision"` // moves played before the position
	Seat     int           `json:"seat"`
	Spec     string        `json:"spec"`
	Seed     uint64        `json:"seed"`
	Analysis bots.Analysis `json:"analysis"`
	Actors   []int         `json:"actors"`
	Moves    []string      `json:"moves"`
	state    engine.State
}

// goldenPositions are positions along random Tekhenu games at every player
// count, simultaneous decisions (the decree kept at setup, the decrees
// scored at the end) included.
func goldenPositions(tb testing.TB) []goldenCase {
	g, _ := engine.Lookup("tekhenu")
	perCount := map[int]struct{ games, every int }{1: {2, 40}, 2: {5, 22}, 3: {2, 60}, 4: {4, 45}}
	var out []goldenCase
	for players := 1; players <= 4; players++ {
		pc := perCount[players]
		r := rand.New(rand.NewPCG(uint64(players), 77))
		for game := 0; game < pc.games; game++ {
			seed := uint64(1000*players + game)
			s, err := g.New(engine.Options{"players": fmt.Sprint(players)}, seed)
			if err != nil {
				tb.Fatal(err)
			}
			for k := 0; !s.Over(); k++ {
				actors := append([]int(nil), s.Actors()...)
				seat := actors[r.IntN(len(actors))]
				moves := s.Moves(seat)
				pick := len(moves) > 1 && (k%pc.every == pc.every/2 || len(actors) > 1 && len(actors) == players)
				if pick {
					for _, a := range actors {
						out = append(out, goldenCase{Players: players, Game: seed, Decision: k, Seat: a, state: s.Clone()})
					}
				}
				if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
					tb.Fatal(err)
				}
			}
		}
	}
	return out
}

// TestAnalysesUnchanged: the search returns, for each position, seed and
// budget, exactly the analysis recorded in testdata/golden_analyses.json
// (written by the code before the playout speed work of issue 13), so that
// making it faster never changes what it decides. Rewrite the file
// (go test ./bots -run TestAnalysesUnchanged -update) only with a change
// that is meant to change the bot's decisions or the game's rules.
func TestAnalysesUnchanged(t *testing.T) {
	if testing.Short() {
		t.Skip("long")
	}
	cases := goldenPositions(t)
	specs := []string{"ismcts:iters=400,workers=1", "ismcts:iters=120,workers=1,depth=25,guide=3"}
	for i := range cases {
		c := &cases[i]
		c.Spec = specs[0]
		if i%4 == 3 {
			c.Spec = specs[1]
		}
		c.Seed = uint64(31 + i)
		b, err := bots.New(c.Spec, c.Seed, tekhenuScale)
		if err != nil {
			t.Fatal(err)
		}
		c.Analysis = b.(bots.Analyzer).Analyze(c.state, c.Seat)
		c.Actors = append([]int(nil), c.state.Actors()...)
		for _, m := range c.state.Moves(c.Seat) {
			c.Moves = append(c.Moves, c.state.MoveText(m))
		}
	}
	const path = "testdata/golden_analyses.json"
	if *updateGolden {
		data, err := json.MarshalIndent(cases, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, append(data, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %d analyses", len(cases))
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var want []goldenCase
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	if len(want) != len(cases) {
		t.Fatalf("%d positions, the golden file has %d", len(cases), len(want))
	}
	for i := range cases {
		got, w := cases[i], want[i]
		got.state = nil
		// Moves are compared by text; engine.Move is not in the JSON.
		for j := range got.Analysis.Moves {
			got.Analysis.Moves[j].Move = engine.Move{}
		}
		if !reflect.DeepEqual(got, w) {
			gj, _ := json.Marshal(got)
			wj, _ := json.Marshal(w)
			t.Errorf("position %d (%dp game %d, decision %d, seat %d, %s):\n got %s\nwant %s",
				i, got.Players, got.Game, got.Decision, got.Seat, got.Spec, gj, wj)
		}
	}
}
