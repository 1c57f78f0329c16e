package kemet

import (
	"karnak/engine"
)

// End of Day steps (§3.8), each in turn order (RUL-39).
const (
	stepTemples = iota + 1
	stepSanctuary
	stepTwoTemples
	stepVictory
)

// endOfDay: the delta temple's holder may sacrifice a unit for 5 PP, then
// the rest of §3.8 and the victory check.
func (s *State) endOfDay() {
	s.Phase = PhaseEndOfDay
	l := s.layout()
	s.Tasks.Push(task{Kind: tEndOfDayRest, A: stepTemples})
	if p := s.controller(l.DeltaTemple); p >= 0 {
		s.Tasks.Push(task{Kind: tSacrifice, Seat: int8(p), A: int8(l.DeltaTemple)})
	}
}

func (s *State) endOfDayRest(step int) {
	l := s.layout()
	switch step {
	case stepTemples:
		// The other temples give their PP to their holders.
		for i := range s.Players {
			p := s.seatOrder(i)
			for _, t := range l.Temples {
				if t != l.DeltaTemple && s.controller(t) == p {
					had := s.Seat[p].PP
					s.gainPP(p, int(l.Regions[t].TemplePP))
					if s.narr != nil {
						s.tellPP(p, int(s.Seat[p].PP-had), "from "+s.regionName(t))
					}
				}
			}
		}
		s.Tasks.Push(task{Kind: tEndOfDayRest, A: stepSanctuary})
	case stepSanctuary:
		s.Tasks.Push(task{Kind: tEndOfDayRest, A: stepTwoTemples})
		if l.Sanctuary != NoRegion {
			if p := s.controller(l.Sanctuary); p >= 0 && int(s.Seat[p].Units[l.Sanctuary]) >= int(l.Regions[l.Sanctuary].Sacrifice) {
				s.Tasks.Push(task{Kind: tSacrifice, Seat: int8(p), A: int8(l.Sanctuary)})
			}
		}
	case stepTwoTemples:
		for p := range s.Players {
			n := 0
			for _, t := range l.Temples {
				if s.controller(t) == p {
					n++
				}
			}
			if n >= 2 {
				s.Seat[p].VP++
				if s.narr != nil {
					s.tellVP(p, 1, "for holding two temples")
				}
			}
		}
		s.Tasks.Push(task{Kind: tEndOfDayRest, A: stepVictory})
	case stepVictory:
		s.victoryCheck()
	}
}

// sacrifice sends the region's units home: 1 from the delta temple for
// 5 PP, 2 from the Sanctuary for a permanent VP (§3.8).
func (s *State) sacrifice(seat int, r Region) {
	info := s.layout().Regions[r]
	pl := &s.Seat[seat]
	n := min(int(info.Sacrifice), int(pl.Units[r]))
	pl.Units[r] -= int8(n)
	pl.Reserve += int8(n)
	if r == s.layout().DeltaTemple {
		s.gainPP(seat, int(info.TemplePP))
	} else {
		pl.VP++
	}
	if pl.Units[r] == 0 {
		s.creatureHome(seat, r)
	}
}

// creatureHome: a creature left without units in region r goes to a
// district of its owner's city with a unit and no creature, the first
// such, else to the reserve (§3.12).
func (s *State) creatureHome(seat int, r Region) {
	c := s.creatureOf(seat, r)
	if c == NoCreature {
		return
	}
	s.CreatureAt[c] = NoRegion
	set := s.creatureDistricts(seat)
	for _, d := range s.city(seat).Districts {
		if set.has(d) {
			s.CreatureAt[c] = d
			break
		}
	}
}

// victoryCheck: once a player reaches the threshold the game ends; the
// winner is the one with the most VP, then battle VP, then the earliest
// in the Day's order (§3.10, RUL-20).
func (s *State) victoryCheck() {
	over := false
	for p := range s.Players {
		over = over || s.totalVP(p) >= int(s.Threshold)
	}
	if !over {
		s.Round++
		s.Tasks.Push(task{Kind: tNight})
		return
	}
	s.Phase = PhaseOver
	var places [MaxPlayers]int
	s.Winner = int8(s.rankInto(places[:0])[0])
	if s.narr != nil {
		s.tellOver()
	}
}

// ranking is the seats from first to last by the tie-breaks of §3.10.
func (s *State) ranking() []int {
	var places [MaxPlayers]int
	return s.rankInto(places[:0])
}

// rankInto appends the ranking to dst (victoryCheck keeps it on the stack).
func (s *State) rankInto(out []int) []int {
	for i := range s.Players {
		out = append(out, s.seatOrder(i))
	}
	better := func(a, b int) bool {
		if va, vb := s.totalVP(a), s.totalVP(b); va != vb {
			return va > vb
		}
		return s.Seat[a].BattleVP > s.Seat[b].BattleVP
	}
	// Insertion sort keeps the turn order among full ties.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && better(out[j], out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// Result is the final score of each seat and its place.
func (s *State) Result() engine.Result {
	r := engine.Result{Scores: make([]int, s.Players), Ranks: make([]int, s.Players), Winner: -1}
	for p := range s.Players {
		r.Scores[p] = s.totalVP(p)
	}
	if !s.Over() {
		return r
	}
	for place, p := range s.ranking() {
		r.Ranks[p] = place + 1
	}
	r.Winner = int(s.Winner)
	return r
}
