package tekhenu

// The Set action (Time of Seth §4.2).

// setCost is the warriors a building in area a costs now: 4 for the first
// one there, then 5 or 3 by the side of the board (A-05: by the buildings
// standing there now, whichever slot is free).
func (s *State) setCost(a int) int {
	for _, owner := range s.Seth.Slots[a-1] {
		if owner >= 0 {
			return setSecondCost(s.Players)
		}
	}
	return setFirstCost
}

// setAreaOpen: area a has a free slot and none of seat's buildings (§4.2
// L2, L3).
func (s *State) setAreaOpen(seat, a int) bool {
	if a < 1 || a > nSetAreas {
		return false
	}
	free := false
	for _, owner := range s.Seth.Slots[a-1] {
		if int(owner) == seat {
			return false
		}
		free = free || owner < 0
	}
	return free
}

// warriorsAvailable is what seat can pay in warriors: its warriors, and its
// faith tokens too with TX02 (§7.2).
func (s *State) warriorsAvailable(seat int) int {
	pl := &s.P[seat]
	n := int(pl.Warriors)
	if pl.tech(tx02) {
		n += pl.Faith / tx02FaithPerWarrior
	}
	return n
}

// tx02FaithPerWarrior: TX02 lets a faith token stand for a warrior
// (ASSUMED A-10: one for one).
const tx02FaithPerWarrior = 1

// canSet: seat may perform the Set action with value v (§4.2 L1–L4): a
// building left, area v open to it, and the warriors to pay. Nothing waives
// the warriors ([RUL-59]), so flags do not matter here.
func (s *State) canSet(seat, v int) bool {
	return s.Seth.On && s.P[seat].Built < buildingsEach && s.setAreaOpen(seat, v) &&
		s.warriorsAvailable(seat) >= s.setCost(v)
}
