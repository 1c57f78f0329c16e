package tekhenu

import (
	"fmt"
	"testing"

	"karnak/engine"
)

// stagedSeth is staged with the Time of Seth expansion: a game with the
// printed Horus arrangement, taken back to the start of seat 0's first
// turn with empty hands, every die in the bag (the Set board's too), an
// empty Set board, the conquest stack as dealt and no artifacts in the
// pool, so that a test puts on the table only what its scenario names.
func stagedSeth(t *testing.T, players int) *State {
	t.Helper()
	s := stagedWith(t, players, engine.Options{"players": fmt.Sprint(players), "horus": "printed", "expansion": "seth"})
	for p := 0; p < players; p++ {
		pl := &s.P[p]
		pl.Warriors, pl.Priests, pl.Blood, pl.Cult, pl.Artifacts = 0, 0, 0, 0, 0
	}
	s.Seth.Artifacts = 0
	return s
}

// putSetDie puts a grey die of value v from the bag on the Set board.
func (s *State) putSetDie(t *testing.T, v int) int {
	t.Helper()
	for i := range s.Dice {
		if s.Dice[i].Loc == locBag && s.Dice[i].Colour == Grey {
			s.Dice[i].Loc, s.Dice[i].Value = locSet, int8(v)
			return i
		}
	}
	t.Fatal("no grey die left in the bag")
	return -1
}
