package tekhenu

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"karnak/engine"
)

var updateBaseRecords = flag.Bool("update-base-records", false, "rewrite testdata/base-records/results.json from the records beside it")

// baseOutcome is what a finished base-game record must replay to, whatever
// options later versions add: the expansion must leave the base game as it
// was, move for move and point for point.
type baseOutcome struct {
	Moves  int           `json:"moves"`
	Result engine.Result `json:"result"`
	VP     []int         `json:"vp"`
	Round  int           `json:"round"`
}

// TestBaseRecordsReplayUnchanged replays games recorded before the Time of
// Seth expansion existed (random and heuristic play, solo to 4 players)
// and requires the scores, places and final round they had then.
func TestBaseRecordsReplayUnchanged(t *testing.T) {
	dir := filepath.Join("testdata", "base-records")
	paths, err := filepath.Glob(filepath.Join(dir, "*-p*.json"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no base records in %s: %v", dir, err)
	}
	got := map[string]baseOutcome{}
	for _, path := range paths {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := engine.ReadRecord(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		st, err := engine.Replay(rec)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if !st.Over() {
			t.Fatalf("%s: the game is not over after its %d moves", path, len(rec.Moves))
		}
		s := st.(*State)
		out := baseOutcome{Moves: len(rec.Moves), Result: st.Result(), Round: int(s.Round)}
		for p := 0; p < s.Players; p++ {
			out.VP = append(out.VP, s.P[p].VP)
		}
		got[filepath.Base(path)] = out
	}
	golden := filepath.Join(dir, "results.json")
	if *updateBaseRecords {
		b, _ := json.MarshalIndent(got, "", "  ")
		if err := os.WriteFile(golden, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	b, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]baseOutcome{}
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	if len(want) != len(got) {
		t.Errorf("%d outcomes kept for %d records", len(want), len(got))
	}
	for name, w := range want {
		if g := got[name]; !reflect.DeepEqual(g, w) {
			t.Errorf("%s replays to %+v, recorded as %+v", name, g, w)
		}
	}
}
