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
