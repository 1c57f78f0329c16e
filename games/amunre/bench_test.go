package amunre

import (
	"math/rand/v2"
	"testing"

	"karnak/bots"
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

// One decision of the 5-seat hard-level search (512 samples), at positions
// along random 5-player games: almost all of it is the heuristic's
// valuation in the playouts, a copy and an evaluation for every move
// weighed.
func BenchmarkHalvingDecision5(b *testing.B) {
	r := rand.New(rand.NewPCG(5, 6))
	var states []engine.State
	for game := range uint64(4) {
		s, err := NewState(engine.Options{"players": "5"}, game)
		if err != nil {
			b.Fatal(err)
		}
		for k := 0; !s.Over(); k++ {
			seat := s.Actors()[0]
			moves := s.Moves(seat)
			if k%15 == 5 && len(moves) > 1 && len(s.Actors()) == 1 {
				states = append(states, s.Clone())
			}
			if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
				b.Fatal(err)
			}
		}
	}
	bot, err := bots.New("ismcts:iters=512,workers=1,policy=heuristic,halving=4", 1, Game{}.Descriptor().Scale)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s := states[i%len(states)]
		bot.Choose(s, s.Actors()[0])
	}
}
