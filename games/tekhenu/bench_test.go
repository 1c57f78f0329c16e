package tekhenu

import (
	"math/rand/v2"
	"testing"

	"karnak/engine"
)

// BenchmarkRandomGame4p: one full random 4-player game per iteration on one
// core (games/s = 1e9 / ns/op).
func BenchmarkRandomGame4p(b *testing.B) { benchGames(b, 4) }
func BenchmarkRandomGame3p(b *testing.B) { benchGames(b, 3) }
func BenchmarkRandomGame2p(b *testing.B) { benchGames(b, 2) }

func benchGames(b *testing.B, players int) {
	opts := engine.Options{"players": string(rune('0' + players))}
	r := rand.New(rand.NewPCG(1, 2))
	moves := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s, _ := NewState(opts, uint64(i))
		n, err := engine.Playout(s, r, nil)
		if err != nil {
			b.Fatal(err)
		}
		moves += n
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

// midGame returns states sampled along random 4-player games.
func midGame(b *testing.B) []*State {
	var out []*State
	r := rand.New(rand.NewPCG(3, 4))
	for g := 0; g < 20; g++ {
		s, _ := NewState(engine.Options{"players": "4"}, uint64(g))
		for k := 0; !s.Done; k++ {
			if k%7 == 0 {
				c := *s
				out = append(out, &c)
			}
			seat := s.Actors()[0]
			moves := s.Moves(seat)
			if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
				b.Fatal(err)
			}
		}
	}
	return out
}

// BenchmarkMoves: legal-move generation per call, over mid-game states.
func BenchmarkMoves(b *testing.B) {
	states := midGame(b)
	buf := make([]engine.Move, 0, 256)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s := states[i%len(states)]
		buf = s.AppendMoves(buf[:0], s.Actors()[0])
	}
}

// BenchmarkPlay: one Play (legality check, apply, forced moves) per call.
func BenchmarkPlay(b *testing.B) {
	states := midGame(b)
	var work State
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		b.StopTimer()
		work = *states[i%len(states)]
		seat := work.Actors()[0]
		m := work.Moves(seat)[0]
		b.StartTimer()
		if err := work.Play(seat, m); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkClone: copying a game state.
func BenchmarkClone(b *testing.B) {
	states := midGame(b)
	var sink engine.State
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		sink = states[i%len(states)].Clone()
	}
	_ = sink
}
