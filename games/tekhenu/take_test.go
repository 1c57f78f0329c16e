package tekhenu

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"karnak/engine"
)

// The faster take-move generator lists exactly the moves of the old one
// (take_oracle_test.go), in the same order: at every decision of random
// games at 1–4 players, for every seat as if it were taking a die now, in
// the position as it is and with cards and supplies that open the rarer
// ways to take (T08, T10, T14, B09/B10, B11/B12, B23/B24). Listed into the
// state, the list is given up exactly when it does not fit.
func TestTakeMovesUnchanged(t *testing.T) {
	games := 100
	if testing.Short() {
		games = 10
	}
	compared := 0
	var modes [tkDiscard + 1]int
	for players := 1; players <= 4; players++ {
		for g := 0; g < games; g++ {
			seed := uint64(500 + players*1000 + g)
			s, err := NewState(engine.Options{"players": strconv.Itoa(players)}, seed)
			if err != nil {
				t.Fatal(err)
			}
			r := newTestRand(seed)
			var got, want, kept []engine.Move
			for step := 0; !s.Done; step++ {
				for seat := 0; seat < s.Players; seat++ {
					task := task{Kind: dTake, Seat: int8(seat)}
					c := *s
					for variant := 0; variant < 2; variant++ {
						if variant == 1 {
							pl := &c.P[seat]
							giveTakeCards(pl, r)
						}
						got = c.takeMoves(got[:0], &task)
						want = c.takeMovesOracle(want[:0], &task)
						if !slices.Equal(got, want) {
							t.Fatalf("%dp game %d step %d seat %d variant %d: take moves\n%v\nwant\n%v",
								players, g, step, seat, variant, texts(got), texts(want))
						}
						if kept, ok := c.appendTakes(kept[:0], &task, movesCached); ok != (len(got) <= movesCached) || ok && !slices.Equal(kept, got) {
							t.Fatalf("%dp game %d step %d seat %d variant %d: %d take moves, kept %v",
								players, g, step, seat, variant, len(got), ok)
						}
						compared++
						for _, m := range got {
							if m.Kind == mTake {
								modes[m.Arg[3]]++
							}
						}
					}
				}
				actors := s.Actors()
				seat := actors[r.IntN(len(actors))]
				moves := s.Moves(seat)
				if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	t.Logf("%d take lists compared; moves by mode (normal, pure, tainted, as, anubis, discard): %v", compared, modes)
	for mode, n := range modes {
		if n == 0 && (mode != tkDiscard || !testing.Short()) {
			t.Errorf("no take of mode %d was compared", mode)
		}
	}
}

// giveTakeCards gives a player, each at random, the blessings and
// technologies that open the rarer ways to take a die (B09–B12, B23/B24,
// T08, T10, T14), and some scribes and gold.
func giveTakeCards(pl *player, r *rand.Rand) {
	for _, n := range []int{9, 10, 11, 12, 23, 24} {
		if r.IntN(3) == 0 {
			pl.Blessings |= 1 << (n - 1)
		}
	}
	for _, n := range []int{8, 10, 14} {
		if r.IntN(3) == 0 {
			pl.Techs |= 1 << (n - 1)
		}
	}
	pl.Scribes, pl.Res[Gold] = r.IntN(4), r.IntN(4)
}
