package tekhenu

import (
	"fmt"
	"testing"
)

// TestThreePlayerStatueBonusOnce (§8.1, R-04; rulebook, Horus action): at 3
// players a god statue pays its Horus bonus once right after it is built,
// but a second statue of the same god brings no further reward, neither at
// once nor when another player performs the god (the bonus comes once per
// trigger). Here the statues go to Hathor through Horus slot 4, whose bonus
// is 1 gold; seat 2 then performs Hathor.
func TestThreePlayerStatueBonusOnce(t *testing.T) {
	for _, tc := range []struct {
		name         string
		builders     []int    // seats building a Hathor statue, in this order
		goldAfter    [][3]int // every seat's gold after each statue
		afterTrigger [3]int   // every seat's gold after seat 2's Hathor action
	}{
		{"one statue", []int{0}, [][3]int{{1, 0, 0}}, [3]int{2, 0, 0}},
		{"a second statue of the same god", []int{0, 0}, [][3]int{{1, 0, 0}, {1, 0, 0}}, [3]int{2, 0, 0}},
		{"another seat's statue of the same god", []int{0, 1}, [][3]int{{1, 0, 0}, {1, 1, 0}}, [3]int{2, 2, 0}},
	} {
		s := staged(t, 3)
		s.HorusGod[4] = Hathor
		for k, seat := range tc.builders {
			s.Depth = 0
			s.T = turn{Seat: int8(seat), Die: -1, CardSec: -1}
			s.P[seat].Res[Granite] += statueCost[s.P[seat].Statues]
			s.god(Horus, seat, 4, 0)
			s.play(t, "statue god")
			if s.top() != nil && s.top().Kind == dPay { // the bonus gold could pay too
				s.play(t, fmt.Sprintf("pay %d granite", statueCost[s.P[seat].Statues]))
			}
			eq(t, fmt.Sprintf("%s: Hathor statue %d's owner", tc.name, k+1), s.GodStat[Hathor][k], int8(seat))
			for p := range 3 {
				eq(t, fmt.Sprintf("%s: seat %d's gold after statue %d", tc.name, p, k+1), s.P[p].Res[Gold], tc.goldAfter[k][p])
			}
		}
		s.Depth = 0
		s.T = turn{Seat: 2, Die: -1, CardSec: -1}
		s.P[2].Res[Bread] = 4
		s.god(Hathor, 2, 2, 0)
		s.play(t, "building hr2")
		for p := range 3 {
			eq(t, fmt.Sprintf("%s: seat %d's gold after seat 2's Hathor", tc.name, p), s.P[p].Res[Gold], tc.afterTrigger[p])
		}
	}
}
