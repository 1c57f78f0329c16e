package amunre

import (
	"karnak/engine"
	"karnak/engine/kit"
)

// endRound closes a round (§9.1): after rounds 3 and 6 the interim
// scoring, after round 3 the change of era, after round 6 the final
// scoring; otherwise the next round.
func (s *State) endRound() {
	if s.Round%roundsPerEra == 0 {
		s.interimScoring()
		if s.Round == lastRound {
			s.finalScoring()
			s.Phase = PhaseOver
			return
		}
		s.changeEra()
	}
	s.Round++
	if s.narr != nil {
		s.tellRound()
	}
	s.Tasks.Push(task{Kind: tRoundStart})
}

// interim is one seat's interim scoring, item by item (§9.2).
type interim struct {
	temples, pyramids, set, sides int
	yellow                        [numKinds]bool // kinds scored
}

func (r *interim) total() int {
	n := r.temples + r.pyramids + r.set + r.sides
	for _, y := range r.yellow {
		if y {
			n += yellowCardVP
		}
	}
	return n
}

// interimScoring scores every player's controlled provinces with the token
// on the board (§9.2), then discards one copy of each yellow card scored.
func (s *State) interimScoring() {
	s.Phase = PhaseScoring
	var scores [maxSeats]interim
	s.scoreInterim(&scores)
	for p := range s.Players {
		r := &scores[p]
		pl := &s.Seat[p]
		pl.Ledger[ledTemples] += r.temples
		pl.Ledger[ledPyramids] += r.pyramids
		pl.Ledger[ledSet] += r.set
		pl.Ledger[ledSides] += r.sides
		for k, y := range r.yellow {
			if y {
				pl.Ledger[ledYellow] += yellowCardVP
				pl.Hand[k]--
				s.Discard[k]++
			}
		}
		pl.VP += r.total()
	}
	if s.narr != nil {
		s.tellInterim(&scores)
	}
}

// scoreInterim works out the interim scoring without changing anything.
func (s *State) scoreInterim(scores *[maxSeats]interim) {
	// One walk over the land for every seat at once: the bots' evaluation
	// scores the interim thousands of times a decision.
	temple := levelTable[s.Level].TempleVP
	var fewest, provs [maxSeats]int
	for v := range numProvinces {
		p := int(s.Land[v].Controller)
		if p < 0 {
			continue
		}
		r := &scores[p]
		r.temples += int(s.Board[v].Temples) * temple
		pyr := int(s.Land[v].Pyramids)
		r.pyramids += pyr
		if provs[p] == 0 || pyr < fewest[p] {
			fewest[p] = pyr
		}
		provs[p]++
	}
	for p := range s.Players {
		r := &scores[p]
		if provs[p] > 0 {
			r.set = setBonusPerPyramid * fewest[p]
		}
		held := false
		for _, k := range yellowKinds {
			held = held || s.Seat[p].Hand[k] > 0
		}
		if !held {
			continue
		}
		met := s.yellowsMet(p)
		for _, k := range yellowKinds {
			if s.Seat[p].Hand[k] > 0 && met&(1<<k) != 0 {
				r.yellow[k] = true
			}
		}
	}
	for _, won := range s.sideWinners() {
		for p := range s.Players {
			if won.Has(p) {
				scores[p].sides += sideBonus
			}
		}
	}
}

// sideWinners are, for West and East, the seats owning a controlled
// province of the side with the most pyramids there, the most stones
// breaking a tie, all still tied scoring (§9.2 items 4–5, R17): no
// minimum, once per seat.
func (s *State) sideWinners() [2]kit.Seats {
	bestPyr, bestStones := [2]int{-1, -1}, [2]int{-1, -1}
	for v := range numProvinces {
		h := &s.Land[v]
		if h.Controller < 0 {
			continue
		}
		side := s.Board[v].Side
		pyr, st := int(h.Pyramids), int(h.Stones)
		if pyr > bestPyr[side] || pyr == bestPyr[side] && st > bestStones[side] {
			bestPyr[side], bestStones[side] = pyr, st
		}
	}
	var won [2]kit.Seats
	for v := range numProvinces {
		h := &s.Land[v]
		side := s.Board[v].Side
		if h.Controller >= 0 && int(h.Pyramids) == bestPyr[side] && int(h.Stones) == bestStones[side] {
			won[side] |= kit.Seat(int(h.Controller))
		}
	}
	return won
}

// yellowsMet is the set of yellow cards (bit k) seat's provinces fulfil
// (§11).
func (s *State) yellowsMet(seat int) uint16 {
	symbols, farmers, provs := 0, 0, 0
	var sides, shores, regions [2]int
	s.controlled(seat, func(p Province) {
		land := &s.Board[p]
		symbols += s.favorSymbols(p)
		farmers += s.Land[p].farmers()
		provs++
		sides[land.Side]++
		regions[land.Region]++
		if land.Shore {
			shores[1]++
		} else {
			shores[0]++
		}
	})
	if provs == 0 {
		return 0
	}
	all := func(c [2]int) bool { return c[0] == provs || c[1] == provs }
	var met uint16
	mark := func(k Kind, ok bool) {
		if ok {
			met |= 1 << k
		}
	}
	mark(MasterScribe, symbols >= masterScribeNeeds)
	mark(MasterFarmer, farmers >= masterFarmerNeeds)
	mark(WestOrEast, all(sides))
	mark(ShoreOrOutskirts, all(shores))
	mark(UpperOrLower, all(regions))
	return met
}

// changeEra ends the Old Kingdom (§9.3): scribes and farmers leave the
// board, pyramids and stones stay; the era's province cards make the new
// deck (or, advanced, new hands, §12 step 3); the rest stays out.
func (s *State) changeEra() {
	for v := range s.Land {
		h := &s.Land[v]
		h.Controller, h.FieldFarmers, h.FreeFarmers = -1, 0, 0
	}
	var cards [numProvinces]Province
	n := 0
	for v := range numProvinces {
		if s.Played&(1<<v) != 0 {
			cards[n] = Province(v)
			n++
		}
	}
	s.Boxed = uint16(1<<numProvinces-1) &^ s.Played
	s.Played = 0
	kit.Shuffle(&s.RNG, cards[:n])
	if s.Advanced {
		for i, c := range cards[:n] {
			s.Seat[i/provincesPerPlayer].Provinces |= 1 << c
		}
	} else {
		s.DeckN = copy(s.Deck[:], cards[:n])
	}
	if s.narr != nil {
		s.tellEraChange(n)
	}
}

// finalScoring (§10): the Favor cards left are sold (R20), then the gold
// ranking pays 6, 4 and 2 VP by competition rank.
func (s *State) finalScoring() {
	for p := range s.Players {
		pl := &s.Seat[p]
		sold := 0
		for k, c := range pl.Hand {
			sold += int(c)
			s.Discard[k] += c
			pl.Hand[k] = 0
		}
		pl.Gold += sold
		if sold > 0 && s.narr != nil {
			s.tellFinalSale(p, sold)
		}
	}
	for p := range s.Players {
		if vp := goldBonus(s.goldRank(p)); vp > 0 {
			s.Seat[p].VP += vp
			s.Seat[p].Ledger[ledGold] += vp
		}
	}
	if s.narr != nil {
		s.tellFinal()
	}
}

// goldRank is 1 + the number of seats with strictly more gold.
func (s *State) goldRank(seat int) int {
	r := 1
	for q := range s.Players {
		if s.Seat[q].Gold > s.Seat[seat].Gold {
			r++
		}
	}
	return r
}

func goldBonus(rank int) int {
	if rank >= 1 && rank <= len(goldRankVP) {
		return goldRankVP[rank-1]
	}
	return 0
}

// tieBreak are seat's pyramids and stones in the provinces it controls
// (§10 step 3).
func (s *State) tieBreak(seat int) (pyramids, stones int) {
	s.controlled(seat, func(p Province) {
		pyramids += int(s.Land[p].Pyramids)
		stones += int(s.Land[p].Stones)
	})
	return
}

// better reports whether seat a places before seat b: more VP, then more
// pyramids, then more stones in controlled provinces.
func (s *State) better(a, b int) bool {
	if s.Seat[a].VP != s.Seat[b].VP {
		return s.Seat[a].VP > s.Seat[b].VP
	}
	pa, sa := s.tieBreak(a)
	pb, sb := s.tieBreak(b)
	if pa != pb {
		return pa > pb
	}
	return sa > sb
}

// Result ranks the players; those still tied after the tie-breaks share
// the place, and a shared first place is a shared victory (§10).
func (s *State) Result() engine.Result {
	res := engine.Result{Scores: make([]int, s.Players), Ranks: make([]int, s.Players), Winner: -1}
	for p := range s.Players {
		res.Scores[p] = s.Seat[p].VP
		res.Ranks[p] = 1
		for q := range s.Players {
			if s.better(q, p) {
				res.Ranks[p]++
			}
		}
		if res.Ranks[p] == 1 && res.Winner < 0 {
			res.Winner = p
		}
	}
	return res
}
