package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"karnak/store/storetest"
)

// The cluster run, short, as `karnak bench cluster` runs it by
// default: each node a `karnak serve` process (here this test binary run
// as karnak), one killed with SIGKILL and started again. Nothing
// acknowledged is lost, no bot moves twice, and the killed node's bot
// tables go on within the ten seconds (the run lasts ten seconds
// past the kill, and a wait still unanswered at its end counts as one
// until then).
func TestBenchClusterKillsANodeProcess(t *testing.T) {
	db := storetest.PostgresURL(t)
	t.Setenv("KARNAK_TEST_MAIN", "1")
	var out, progress bytes.Buffer
	profiles := t.TempDir()
	err := runBenchCluster([]string{"--db", db, "--nodes", "2", "--tables", "40", "--duration", "15s", "--rate", "150", "--kill-node", "1", "--json",
		"--node-profiles", profiles}, &out, &progress)
	if err != nil {
		t.Fatalf("bench cluster: %v\n%s", err, progress.String())
	}
	// Node 0 lives through the run: its profile of the first third is
	// written (node 1's may be cut short by the kill).
	if b, err := os.ReadFile(filepath.Join(profiles, "run01-2nodes-node0.pb.gz")); err != nil || len(b) < 2 || b[0] != 0x1f || b[1] != 0x8b {
		t.Errorf("node 0's profile: %v, %d bytes", err, len(b))
	}
	var sum struct {
		Nodes     int     `json:"nodes"`
		Moves     int64   `json:"moves_confirmed"`
		Stored    int     `json:"moves_stored"`
		BotMoves  int64   `json:"bot_moves_seen"`
		Lost      int     `json:"lost_acknowledged"`
		Duplicate int     `json:"duplicate_bot_moves"`
		TakeoverS float64 `json:"takeover_s"`
		FromKillS float64 `json:"takeover_from_kill_s"`
		Waits     int     `json:"takeover_waits"`
	}
	if err := json.Unmarshal(out.Bytes(), &sum); err != nil {
		t.Fatalf("summary %q: %v", out.String(), err)
	}
	t.Logf("%+v", sum)
	if sum.Nodes != 2 || sum.Moves == 0 || sum.BotMoves == 0 || sum.Stored < int(sum.Moves) {
		t.Errorf("the run played too little: %s", out.String())
	}
	if sum.Lost != 0 || sum.Duplicate != 0 {
		t.Errorf("lost %d acknowledged moves, %d duplicate bot moves", sum.Lost, sum.Duplicate)
	}
	if sum.Waits == 0 || sum.TakeoverS <= 0 || sum.TakeoverS >= 10 || sum.FromKillS <= 0 || sum.FromKillS > sum.TakeoverS {
		t.Errorf("takeover: %d waits, the longest %.1f s (%.1f s from the kill); want some, under 10 s", sum.Waits, sum.TakeoverS, sum.FromKillS)
	}
}

// Bad settings for the node processes are refused at once, before any
// node is started (a node refusing its flags would only be seen as one
// that never answers, 30 s later).
func TestBenchClusterRefusesBadNodeSettings(t *testing.T) {
	for _, args := range [][]string{
		{"--node-log", "loud"},
		{"--node-log", "debug", "--processes=false"},
		{"--node-profiles", t.TempDir(), "--processes=false"},
	} {
		var out, progress bytes.Buffer
		err := runBenchCluster(append([]string{"--db", "postgres://nobody@127.0.0.1:1/none"}, args...), &out, &progress)
		if err == nil || !strings.Contains(err.Error(), "--node-") {
			t.Errorf("%v: %v, want a refusal naming the flag", args, err)
		}
	}
}
