package server

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"karnak/engine"
	"karnak/engine/enginetest/bidding"
)

// A narrated move becomes a command for a button: the subject goes, the
// verb loses its ending, other seats are named.
func TestCommand(t *testing.T) {
	names := []string{"Ana", "Ben"}
	for in, want := range map[string]string{
		"{P0} takes the white 4 from Ra's sector.": "Take the white 4 from Ra's sector",
		"{P0} chooses a slot for their statue.":    "Choose a slot for your statue",
		"{P0} keeps their decree.":                 "Keep your decree",
		"{P0} passes.":                             "Pass",
		"{P0} carries 2 bread.":                    "Carry 2 bread",
		"{P0} has a look at {P1}'s cards.":         "Have a look at Ben's cards",
		"{P0} watches.":                            "Watch",
		"{P0} goes first.":                         "Go first",
		"Production starts.":                       "Production starts",
		"{P1} keeps a decree.":                     "Ben keeps a decree",
	} {
		if got := command(in, 0, names); got != want {
			t.Errorf("command(%q) = %q, want %q", in, got, want)
		}
	}
}

// leaky tells, in the sentence of every bid, the next prize of the face
// down deck: what moveNames must never show, since telling a move in the
// real game could name what it would draw.
type leaky struct{ *bidding.State }

func (l leaky) Clone() engine.State { return leaky{l.State.Clone().(*bidding.State)} }
func (l leaky) Determinize(seat int, r *rand.Rand) engine.State {
	return leaky{l.State.Determinize(seat, r).(*bidding.State)}
}
func (l leaky) PlayNarrated(seat int, m engine.Move, dst []engine.Event) ([]engine.Event, error) {
	next := l.Prizes[l.Round]
	dst, err := l.State.PlayNarrated(seat, m, dst)
	if err == nil {
		dst[0].Text = fmt.Sprintf("%s bids and sees the next prize, %d.", engine.SeatName(seat), next)
	}
	return dst, err
}

// Moves are named as the game narrates them, and only from what the seat
// can see: two games that differ only in the face-down deck name every
// move alike, even when the narration would tell the deck.
func TestMoveNames(t *testing.T) {
	s, err := bidding.NewState(engine.Options{"players": "3", "cards": "8"}, 5)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ana", "Ben", "Cleo"}
	got := moveNames(s, 0, s.Moves(0), names, 1)
	if want := fmt.Sprintf("Bid 3 for the prize of %d", s.Prize()); got[2] != want {
		t.Errorf("names %q, want %q third", got, want)
	}
	other := *s
	slices.Reverse(other.Prizes[other.Round:other.Cards])
	for seed := range uint64(20) {
		a := moveNames(leaky{s}, 0, s.Moves(0), names, seed)
		b := moveNames(leaky{&other}, 0, s.Moves(0), names, seed)
		if !slices.Equal(a, b) {
			t.Fatalf("seed %d: the names tell the hidden deck: %q and %q", seed, a, b)
		}
	}
}
