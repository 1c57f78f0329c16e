// Package secrecytest scans every registered game for secrets that reach
// a seat before their reveal point (issue 18): go test runs a sample of
// each game, -scan (or KARNAK_SCAN=1) the full 100,000 states a game, one
// game at a time with -run 'TestSecrecy/<game>'.
package secrecytest

import (
	"flag"
	"testing"

	"karnak/engine"
	"karnak/engine/enginetest"
	_ "karnak/games/all"
)

var scan = flag.Bool("scan", false, "scan 100,000 states per game (KARNAK_SCAN=1 too)")

// TestSecrecy: in every game, at every player count and option set, no
// seat or spectator is shown anything of another seat's secret before its
// reveal point (enginetest.ScanSecrecy).
func TestSecrecy(t *testing.T) {
	states := enginetest.ScanStates(*scan, 300)
	for _, name := range engine.Games() {
		t.Run(name, func(t *testing.T) {
			res, err := enginetest.ScanSecrecy(enginetest.SecrecyScan{Game: name, States: states, Seed: 18})
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range res.Leaks {
				t.Error(l)
			}
			for _, s := range res.Skipped {
				t.Logf("option set skipped: %s", s)
			}
			t.Logf("%s: %d states checked in %d games over %d option sets, %d other secret histories (%d diverged), in %v",
				name, res.States, res.Games, len(res.Sets), res.Histories, res.Diverged, res.Elapsed)
			if res.Divergence != "" {
				t.Logf("first diverged history: %s", res.Divergence)
			}
			if len(res.Leaks) == 0 && res.States < states {
				t.Errorf("%d states checked, want %d", res.States, states)
			}
		})
	}
}
