package kemet

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"karnak/engine"
)

// BenchmarkRandomGame: whole random games at 2 to 5 players, through the
// playout the bots use.
func BenchmarkRandomGame(b *testing.B) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		b.Run(fmt.Sprintf("%dp", n), func(b *testing.B) {
			r := rand.New(rand.NewPCG(1, 2))
			moves := 0
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				s, _ := NewState(engine.Options{"players": fmt.Sprint(n)}, uint64(i))
				k, err := engine.Playout(s, r, nil)
				if err != nil {
					b.Fatal(err)
				}
				moves += k
			}
			b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
		})
	}
}

// Playing a move allocates nothing: a random 5-player game's moves,
// replayed by PlayTrusted from positions saved beforehand, and the move
// listing into a reused buffer.
func TestPlayAllocatesNothing(t *testing.T) {
	s, _ := NewState(engine.Options{"players": "5"}, 3)
	r := rand.New(rand.NewPCG(5, 6))
	type step struct {
		seat int
		m    engine.Move
	}
	var steps []step
	var starts []State
	c := *s
	for !c.Over() {
		a := c.Actors()
		seat := a[r.IntN(len(a))]
		ms := c.Moves(seat)
		starts = append(starts, c)
		steps = append(steps, step{seat, ms[r.IntN(len(ms))]})
		c.PlayTrusted(seat, steps[len(steps)-1].m)
	}
	work := make([]State, len(starts))
	// The kit lends a long move list a pooled buffer, which a garbage
	// collection may take back: averaged over 20 games that costs nothing.
	allocs := testing.AllocsPerRun(20, func() {
		copy(work, starts)
		for i := range steps {
			work[i].PlayTrusted(steps[i].seat, steps[i].m)
		}
	})
	if allocs > 0 {
		t.Errorf("%v allocations for a game's %d moves, want none", allocs, len(steps))
	}
	var buf []engine.Move
	listing := testing.AllocsPerRun(20, func() {
		for i := range starts {
			buf = starts[i].AppendMoves(buf[:0], steps[i].seat)
		}
	})
	if listing > 0 {
		t.Errorf("listing a game's moves allocates %v times", listing)
	}
}
