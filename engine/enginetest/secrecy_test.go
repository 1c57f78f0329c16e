package enginetest

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"karnak/engine"
	"karnak/engine/enginetest/bidding"
)

var scan = flag.Bool("scan", false, "scan 100,000 states per game for secrets (KARNAK_SCAN=1 too)")

// The test game keeps its secrets: at every player count and number of
// cards, no check finds a leak.
func TestSecrecyBidding(t *testing.T) {
	res, err := ScanSecrecy(SecrecyScan{Game: "bidding", States: ScanStates(*scan, 1000), Seed: 18})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range res.Leaks {
		t.Error(l)
	}
	t.Logf("bidding: %d states checked in %d games over %d option sets, %d other histories (%d diverged), in %v",
		res.States, res.Games, len(res.Sets), res.Histories, res.Diverged, res.Elapsed)
	if res.States < ScanStates(*scan, 1000) || res.Histories == 0 {
		t.Errorf("the scan checked %d states and %d other histories", res.States, res.Histories)
	}
}

// leaky is the bidding game with one deliberate leak, named by kind.
type leaky struct {
	*bidding.State
	kind string
}

func (l leaky) wrap(s engine.State) engine.State { return leaky{s.(*bidding.State), l.kind} }

func (l leaky) Clone() engine.State { return l.wrap(l.State.Clone()) }

func (l leaky) Determinize(seat int, r *rand.Rand) engine.State {
	return l.wrap(l.State.Determinize(seat, r))
}

// bids are the bids of the current round, secret ones included.
func (l leaky) bids() string {
	if l.Over() {
		return ""
	}
	return fmt.Sprint(l.Bids[l.Round-1][:l.Players])
}

func (l leaky) View(seat int) any {
	if l.kind != "view" {
		return l.State.View(seat)
	}
	return struct {
		View any    `json:"view"`
		Bids string `json:"bids"`
	}{l.State.View(seat), l.bids()}
}

func (l leaky) Prompt(seat int) engine.Prompt {
	p := l.State.Prompt(seat)
	if l.kind == "prompt" {
		p.Doing += " (the bids so far: " + l.bids() + ")"
	}
	return p
}

func (l leaky) Describe(seat int, m engine.Move) string {
	if l.kind == "describe" {
		return "Bid " + fmt.Sprint(m.Arg[0]) + " against " + l.bids()
	}
	return ""
}

func (l leaky) Conceal(seat int, m engine.Move) (string, engine.Reveal) {
	public, until := l.State.Conceal(seat, m)
	if l.kind == "conceal" {
		public = l.MoveText(m) + " (secret)"
	}
	return public, until
}

func (l leaky) PlayNarrated(seat int, m engine.Move, dst []engine.Event) ([]engine.Event, error) {
	n := len(dst)
	dst, err := l.State.PlayNarrated(seat, m, dst)
	if err == nil && l.kind == "narration" {
		dst[n].Public = fmt.Sprintf("%s places a bid of %d.", engine.SeatName(seat), m.Arg[0])
	}
	return dst, err
}

// The scan finds each deliberate leak, the check meant to catch it among
// those that do, and the leak's seed and move reproduce it.
func TestSecrecyFindsLeaks(t *testing.T) {
	for kind, check := range map[string]string{
		"view": "determinize", "prompt": "determinize", "describe": "determinize",
		"conceal": "conceal", "narration": "history",
	} {
		t.Run(kind, func(t *testing.T) {
			sc := SecrecyScan{Game: "bidding", States: 300, Seed: 18, MaxLeaks: 30,
				Wrap: func(s engine.State) engine.State { return leaky{s.(*bidding.State), kind} }}
			res, err := ScanSecrecy(sc)
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Leaks) == 0 {
				t.Fatalf("the %s leak was not found in %d states", kind, res.States)
			}
			l := res.Leaks[0]
			t.Logf("found: %v", l)
			found := map[string]int{}
			for _, l := range res.Leaks {
				found[l.Check]++
			}
			if found[check] == 0 {
				t.Errorf("the %s leak was found by the checks %v, not by %s", kind, found, check)
			}
			for _, want := range []string{"bidding", fmt.Sprintf("seed %d", l.Seed), fmt.Sprintf("after %d moves", l.Move), "true:", "other:"} {
				if !strings.Contains(l.String(), want) {
					t.Errorf("the report %q does not say %q", l, want)
				}
			}
			again, err := CheckSecrecyAt(sc, l.Options, l.Seed, l.Move)
			if err != nil {
				t.Fatal(err)
			}
			if again.States != 1 || len(again.Leaks) == 0 || again.Leaks[0].String() != l.String() {
				t.Errorf("CheckSecrecyAt checked %d states and found %v, not %v", again.States, again.Leaks, l)
			}
		})
	}
}

// ScanOptions plays every player count, each other value of each option,
// and all of them together.
func TestScanOptions(t *testing.T) {
	g, err := engine.Lookup("bidding")
	if err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprint(ScanOptions(g.Descriptor()))
	want := "[map[players:2] map[cards:3 players:2] map[cards:8 players:2] map[players:3] map[cards:3 players:3] map[cards:8 players:3] " +
		"map[players:4] map[cards:3 players:4] map[cards:8 players:4] map[players:5] map[cards:3 players:5] map[cards:8 players:5]]"
	if got != want {
		t.Errorf("ScanOptions = %s\nwant %s", got, want)
	}
}
