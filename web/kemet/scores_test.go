package kemet

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"karnak/engine"
	game "karnak/games/kemet"
)

// The final table's total is the game's score of every seat, and its
// parts add up to it.
func TestBreakdownIsTheScore(t *testing.T) {
	for _, n := range []int{2, 5} {
		s := newGame(t, engine.Options{"players": strconv.Itoa(n)}, 11)
		r := rand.New(rand.NewPCG(11, 3))
		for !s.Over() {
			seat := s.Actors()[0]
			moves := s.Moves(seat)
			if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		rows := Board{}.Breakdown(s.View(-1).(*game.View))
		res := s.(interface{ Result() engine.Result }).Result()
		total := rows[len(rows)-1]
		for p := range n {
			perm, _ := strconv.Atoi(rows[0][p+1])
			temp, _ := strconv.Atoi(rows[2][p+1])
			if total[p+1] != strconv.Itoa(res.Scores[p]) || perm+temp != res.Scores[p] {
				t.Errorf("%d players: seat %d's rows %v, score %d", n, p, rows, res.Scores[p])
			}
		}
	}
}
