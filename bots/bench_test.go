package bots_test

import (
	"math/rand/v2"
	"testing"

	"karnak/bots"
	"karnak/engine"
)

// midGames are positions along random 2-player Tekhenu games, where a bot
// would be asked to move.
func midGames(tb testing.TB, players int) []engine.State {
	g, _ := engine.Lookup("tekhenu")
	r := rand.New(rand.NewPCG(5, 6))
	var out []engine.State
	for game := 0; game < 6; game++ {
		s, _ := g.New(engine.Options{"players": string(rune('0' + players))}, uint64(game))
		for k := 0; !s.Over(); k++ {
			seat := s.Actors()[0]
			moves := s.Moves(seat)
			if k%25 == 10 && len(moves) > 1 {
				out = append(out, s.Clone())
			}
			if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return out
}

// BenchmarkISMCTSIteration: one search playout on one core, over positions
// from all phases of 2-player games (iterations/s per core = 1e9 / ns/op).
func BenchmarkISMCTSIteration(b *testing.B) { benchISMCTS(b, "ismcts:iters=1000,workers=1") }

// BenchmarkISMCTSIterationCut: the same with playouts cut after 30 moves
// and judged by the evaluation.
func BenchmarkISMCTSIterationCut(b *testing.B) {
	benchISMCTS(b, "ismcts:iters=1000,workers=1,depth=30")
}

func benchISMCTS(b *testing.B, spec string) {
	states := midGames(b, 2)
	bot, err := bots.New(spec, 1, tekhenuScale)
	if err != nil {
		b.Fatal(err)
	}
	m := bot.(*bots.ISMCTS)
	iters := 0
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		s := states[i%len(states)]
		m.Iterations = 1000
		m.Analyze(s, s.Actors()[0])
		iters += m.LastIterations
	}
	b.ReportMetric(float64(iters)/b.Elapsed().Seconds(), "iters/s")
}

// BenchmarkHeuristicChoose: one greedy decision.
func BenchmarkHeuristicChoose(b *testing.B) {
	states := midGames(b, 2)
	bot := bots.NewHeuristic(1)
	for i := 0; b.Loop(); i++ {
		s := states[i%len(states)]
		bot.Choose(s, s.Actors()[0])
	}
}
