package amunre

// Evaluate estimates each seat's final VP (engine.Evaluator), for bots: a
// heuristic, never a rule. It counts the VP scored, the interim scoring the
// era's holdings would give now (pyramids and control only grow until it),
// and fading values for gold, Favor cards and the income still to come.
func (s *State) Evaluate(dst []float64) []float64 {
	dst = dst[:0]
	if s.Over() {
		for p := range s.Players {
			dst = append(dst, float64(s.Seat[p].VP))
		}
		return dst
	}
	var scores [maxSeats]interim
	pending := s.Phase != PhaseScoring
	if pending {
		s.scoreInterim(&scores)
	}
	// Harvests still to come in this era, and the gold worth of a VP: gold
	// buys stones (a pyramid for about 6 gold early) and wins the final
	// ranking.
	inEra := (s.Round-1)%roundsPerEra + 1
	harvests := roundsPerEra - inEra
	if s.Phase <= PhaseHarvest {
		harvests++
	}
	lv := levelTable[max(s.Level, 2)]
	const goldVP = 0.22
	for p := range s.Players {
		pl := &s.Seat[p]
		v := float64(pl.VP)
		if pending {
			v += float64(scores[p].total())
		}
		v += goldVP * float64(pl.Gold+s.handSize(p))
		income := 0
		s.controlled(p, func(q Province) {
			income += int(s.Board[q].Mine) + s.Land[q].farmers()*lv.FarmerGold
			if lv.Camel {
				income += int(s.Board[q].Caravan)
			}
		})
		v += goldVP * float64(income*harvests)
		dst = append(dst, v)
	}
	return dst
}
