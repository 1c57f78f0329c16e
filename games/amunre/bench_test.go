package amunre

import (
	"math/rand/v2"
	"testing"

	"karnak/engine"
)

// A random 5-player game from setup to the final scoring, as karnak bench
// plays it.
func BenchmarkRandomGame5(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	for i := uint64(0); b.Loop(); i++ {
		s, err := NewState(engine.Options{"players": "5"}, i)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := engine.Playout(s, r, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// A copy of a 5-player position in the middle of a game: what a search
// pays for every state it keeps.
func BenchmarkClone(b *testing.B) {
	s, err := NewState(engine.Options{"players": "5"}, 1)
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 100 {
		seat := s.Actors()[0]
		ms := s.Moves(seat)
		s.PlayTrusted(seat, ms[r.IntN(len(ms))])
	}
	b.ReportAllocs()
	for b.Loop() {
		cloned = s.Clone()
	}
}

// cloned keeps the benchmark's copies on the heap, as a search's are.
var cloned engine.State
