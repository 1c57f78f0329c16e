package amunre

// Evaluate estimates each seat's final VP (engine.Evaluator), for bots: a
// heuristic, never a rule, and cheap. It counts the VP scored; the interim
// scoring the era's holdings would give now (pyramids and control only grow
// until it); fading values for gold, Favor cards and the income still to
// come; and, while a decision is pending, what it commits: a standing bid
// costs its gold and brings its province, an offering costs its gold and
// brings rewards.
func (s *State) Evaluate(dst []float64) []float64 {
	dst = dst[:0]
	if s.Over() {
		for p := range s.Players {
			dst = append(dst, float64(s.Seat[p].VP))
		}
		return dst
	}
	var scores [maxSeats]interim
	open := s.openProvinceWorth()
	pending := s.Phase != PhaseScoring
	if pending {
		s.scoreInterim(&scores)
	}
	harvests := s.harvestsLeft()
	lv := levelTable[max(s.Level, 2)]
	lastRoundLeft := s.Round == lastRound
	// Offerings are made but not paid while the offerings or the Offering
	// Change choices are pending.
	top := s.Tasks.Top()
	unsettled := s.Phase == PhaseOffering && top != nil && (top.Kind == tOffer || top.Kind == tChange)
	// Each seat's income per harvest and stones, in one walk over the land.
	var income, stones [maxSeats]int
	for q := range numProvinces {
		p := s.Land[q].Controller
		if p < 0 {
			continue
		}
		stones[p] += int(s.Land[q].Stones)
		income[p] += int(s.Board[q].Mine) + s.Land[q].farmers()*lv.FarmerGold
		if lv.Camel {
			income[p] += int(s.Board[q].Caravan)
		}
	}
	for p := range s.Players {
		pl := &s.Seat[p]
		v := float64(pl.VP)
		if pending {
			v += float64(scores[p].total())
		}
		gold := float64(pl.Gold)
		// A standing bid will be paid, and its province taken. A seat
		// without one (outbid, or yet to bid) will take one of the
		// provinces nobody holds, as many as such seats.
		if pl.Scribe != noProvince {
			gold -= float64(bidTrack[pl.Cell])
			v += s.provinceWorth(pl.Scribe, harvests)
		} else if s.Phase == PhaseAuction {
			v += open
		}
		// A committed offering will be paid and rewarded.
		if unsettled {
			switch {
			case pl.Offer > 0:
				gold -= float64(pl.Offer)
				v += rewardVP * expectedRewards(pl.Offer)
			case pl.Offer < 0:
				gold += theftGold
			}
		}
		if pl.Pending > 0 {
			v += cardVP * float64(pl.Pending)
		}
		// Yellow cards about to score are counted in the interim.
		cards := s.handSize(p)
		if pending {
			for _, k := range yellowKinds {
				if scores[p].yellow[k] {
					cards -= int(pl.Hand[k])
				}
			}
		}
		if lastRoundLeft && s.Phase >= PhaseHarvest {
			// The gold ranking is near: value the place it gives.
			v += float64(goldBonus(s.goldRank(p))) + 0.05*gold
		} else {
			v += goldVP * gold
		}
		v += cardVP * float64(cards)
		v += goldVP*float64(income[p]*harvests) + stoneVP*float64(stones[p])
		dst = append(dst, v)
	}
	return dst
}

// Weights of the evaluation: what a gold, a Favor card and an offering
// reward are worth in VP before the end.
const (
	goldVP   = 0.22
	cardVP   = 0.5
	rewardVP = 1.0
	stoneVP  = 0.4 // a stone in one's province, a third of a pyramid
)

// expectedRewards is a rough count of the rewards an offering of gold
// brings: 1 for any, up to 3 for a large one.
func expectedRewards(gold int) float64 {
	return 1 + 2*min(1, float64(gold)/16)
}

// harvestsLeft counts the harvests still to come in this era.
func (s *State) harvestsLeft() int {
	inEra := (s.Round-1)%roundsPerEra + 1
	n := roundsPerEra - inEra
	if s.Phase <= PhaseHarvest {
		n++
	}
	return n
}

// provinceWorth is a rough value of taking p now: its instant reward, what
// its land will yield and score this era, the pyramids already on it.
func (s *State) provinceWorth(p Province, harvests int) float64 {
	land := &s.Board[p]
	h := &s.Land[p]
	v := goldVP*float64(land.InstantGold) + cardVP*float64(land.InstantFavor) + 0.4*float64(land.InstantStones)
	v += 2.5*float64(land.Temples) + 0.3*float64(land.Favor)
	v += goldVP * float64(harvests) * (float64(land.Mine) + 0.5*float64(land.Caravan) + float64(min(land.Fields, 3))*2*0.5)
	v += 2*float64(h.Pyramids) + 0.3*float64(h.Stones)
	return v
}

// openProvinceWorth is, during the auction, the mean worth of the
// provinces up for auction that no scribe holds: what a seat without a
// standing bid may expect to take, since each such seat ends the auction
// with one of them.
func (s *State) openProvinceWorth() float64 {
	if s.Phase != PhaseAuction {
		return 0
	}
	harvests := s.harvestsLeft()
	sum, n := 0.0, 0
	for p := range Province(numProvinces) {
		if s.auctioned(p) && s.holder(p) < 0 {
			sum += s.provinceWorth(p, harvests)
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}
