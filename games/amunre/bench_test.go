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
