package protocol

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	_ "karnak/engine/enginetest/bidding"
	_ "karnak/games/all"
)

// talk runs a whole session over the given lines and returns the answers.
func talk(t *testing.T, lines ...string) []Response {
	t.Helper()
	var out bytes.Buffer
	if err := Serve(strings.NewReader(strings.Join(lines, "\n")+"\n"), &out, 1); err != nil {
		t.Fatal(err)
	}
	var resps []Response
	dec := json.NewDecoder(&out)
	for dec.More() {
		var r Response
		if err := dec.Decode(&r); err != nil {
			t.Fatal(err)
		}
		resps = append(resps, r)
	}
	return resps
}

// Bad lines get an answer naming what is wrong, and the game is unchanged.
func TestBadRequestsAreAnsweredAndChangeNothing(t *testing.T) {
	long := `{"cmd":"hello","tag":"` + strings.Repeat("x", MaxLine) + `"}`
	resps := talk(t,
		`{"cmd":"new","game":"tekhenu","options":{"players":"2"},"seed":7}`,
		`not json`,
		`{"cmd":"moves","id":"g1","sneaky":1}`,
		`{"cmd":"dance","id":"g1"}`,
		`{"cmd":"play","id":"g9","move":"keep L08"}`,
		`{"cmd":"play","id":"g1","seat":1,"move":"keep L03"}`,
		`{"cmd":"play","id":"g1","seat":7,"move":"keep L08"}`,
		`{"cmd":"play","id":"g1","move":"fly away"}`,
		`{"cmd":"result","id":"g1"}`,
		`{"cmd":"undo","id":"g1"}`,
		`{"cmd":"new","game":"chess"}`,
		`{"cmd":"new","game":"tekhenu","options":{"players":"9"}}`,
		long,
		`{"cmd":"status","id":"g1","tag":42}`,
	)
	want := []string{"", "malformed", "unknown field", "unknown command", "no game", "illegal move", "no seat 7",
		"unknown move word", "not over", "nothing to undo", "unknown game", "players", "longer than", ""}
	if len(resps) != len(want) {
		t.Fatalf("%d answers for %d requests", len(resps), len(want))
	}
	for i, w := range want {
		r := resps[i]
		if w == "" != r.OK || !strings.Contains(r.Error, w) {
			t.Errorf("request %d: answer %+v, want error containing %q", i, r, w)
		}
	}
	if resps[5].Rule == "" {
		t.Error("an illegal move names the rule")
	}
	last := resps[len(resps)-1]
	if *last.Ply != 0 || last.Tag != 42.0 {
		t.Errorf("status after the bad requests: ply %d tag %v", *last.Ply, last.Tag)
	}
}

// clone and undo give a search what it needs: a copy that moves on alone,
// and a step back to the identical state.
func TestCloneUndoDeterminize(t *testing.T) {
	resps := talk(t,
		`{"cmd":"new","game":"tekhenu","options":{"players":"3"},"seed":3}`,
		`{"cmd":"view","id":"g1","seat":0}`,
		`{"cmd":"bot","id":"g1","bot":"random","seed":1}`,
		`{"cmd":"clone","id":"g1"}`,
		`{"cmd":"bot","id":"g2","bot":"random","seed":2}`,
		`{"cmd":"undo","id":"g2"}`,
		`{"cmd":"undo","id":"g1"}`,
		`{"cmd":"view","id":"g1","seat":0}`,
		`{"cmd":"status","id":"g2"}`,
		`{"cmd":"determinize","id":"g1","seat":0,"seed":5}`,
		`{"cmd":"view","id":"g3","seat":0}`,
		`{"cmd":"record","id":"g1"}`,
		`{"cmd":"record","id":"g3"}`,
	)
	if r := resps[len(resps)-1]; r.OK || !strings.Contains(r.Error, "determinized copy") {
		t.Fatalf("the record of a determinized copy: %+v", r)
	}
	resps = resps[:len(resps)-1]
	for i, r := range resps {
		if !r.OK {
			t.Fatalf("request %d: %s", i, r.Error)
		}
	}
	same := func(a, b any) bool {
		x, _ := json.Marshal(a)
		y, _ := json.Marshal(b)
		return bytes.Equal(x, y)
	}
	if !same(resps[1].View, resps[7].View) {
		t.Error("undo did not give back the identical view")
	}
	if *resps[8].Ply != 1 {
		t.Errorf("the clone is at ply %d, want 1 (its own move undone, the copied one kept)", *resps[8].Ply)
	}
	if !same(resps[7].View, resps[10].View) {
		t.Error("a determinized copy shows seat 0 the same view")
	}
	if len(resps[11].Record.Moves) != 0 {
		t.Error("undo must drop the move from the record")
	}
}

// The protocol knows no game: the secret-bidding test game is played to its
// end over it, every seat bidding each round, and a finished game gives
// its result (shared places allowed) and a record that replays.
func TestAnotherGame(t *testing.T) {
	lines := []string{`{"cmd":"new","game":"bidding","options":{"players":"3","cards":"3"},"seed":4}`}
	// Each round every seat bids its highest card left: 3, then 2, then 1.
	for _, bid := range []int{3, 2, 1} {
		for seat := range 3 {
			lines = append(lines, fmt.Sprintf(`{"cmd":"play","id":"g1","seat":%d,"move":"bid %d"}`, seat, bid))
		}
	}
	lines = append(lines, `{"cmd":"result","id":"g1"}`, `{"cmd":"record","id":"g1"}`)
	resps := talk(t, lines...)
	for i, r := range resps {
		if !r.OK {
			t.Fatalf("request %d: %+v", i, r)
		}
	}
	res := resps[len(resps)-2].Result
	// Every round is a three-way tie: no prize is taken, all share first place.
	if res == nil || len(res.Winners()) != 3 || res.Ranks[2] != 1 {
		t.Fatalf("result %+v", res)
	}
	if rec := resps[len(resps)-1].Record; rec == nil || len(rec.Moves) != 9 {
		t.Fatalf("record %+v", rec)
	}
}
