package tekhenu

import (
	"sort"

	"karnak/engine"
)

// Result ranks the seats by VP, then scribes, then turn order (§13 step 3).
// In a solo game Botankhamun is ranked with the human as the automa.
func (s *State) Result() engine.Result {
	if s.Solo() {
		return s.soloResult()
	}
	n := s.Players
	res := engine.Result{Scores: make([]int, n), Ranks: make([]int, n)}
	seats := make([]int, n)
	for p := 0; p < n; p++ {
		res.Scores[p] = s.P[p].VP
		seats[p] = p
	}
	sort.SliceStable(seats, func(a, b int) bool { return s.ahead(seats[a], seats[b]) })
	for i, p := range seats {
		res.Ranks[p] = i + 1
	}
	res.Winner = seats[0]
	return res
}

func (s *State) ahead(a, b int) bool {
	pa, pb := &s.P[a], &s.P[b]
	if pa.VP != pb.VP {
		return pa.VP > pb.VP
	}
	if pa.Scribes != pb.Scribes {
		return pa.Scribes > pb.Scribes
	}
	return s.seatPos(a) < s.seatPos(b)
}

func (s *State) soloResult() engine.Result {
	human, bot := 1, 2
	if s.ahead(botSeat, 0) {
		human, bot = 2, 1
	}
	res := engine.Result{Scores: []int{s.P[0].VP}, Ranks: []int{human}, Winner: 0,
		Automa: &engine.Automa{Name: "Botankhamun", Score: s.P[botSeat].VP, Rank: bot}}
	if bot == 1 {
		res.Winner = -1
	}
	return res
}
