package amunre

import "karnak/engine"

// harvestChoices: before the income, Treasury and Bountiful Harvest on a
// controlled province, each once (§8 step 1, G2); then the income.
func (s *State) harvestChoices(dst []engine.Move, seat int) []engine.Move {
	own := s.owned(seat)
	if s.holds(seat, Treasury) && !s.hasPlayed(seat, Treasury) {
		for set := own; set != 0; {
			dst = append(dst, onProvince(mTreasury, next(&set)))
		}
	}
	if s.holds(seat, BountifulHarvest) && !s.hasPlayed(seat, BountifulHarvest) {
		for set := own; set != 0; {
			dst = append(dst, onProvince(mBountiful, next(&set)))
		}
	}
	return append(dst, move(mCollect))
}

func (s *State) applyHarvest(seat int, m engine.Move) {
	pl := &s.Seat[seat]
	switch m.Kind {
	case mTreasury:
		s.play(seat, Treasury)
		pl.Treasury = Province(m.Arg[0])
		if s.narr != nil {
			s.tellTreasury(seat, pl.Treasury)
		}
	case mBountiful:
		s.play(seat, BountifulHarvest)
		pl.Bountiful = Province(m.Arg[0])
		if s.narr != nil {
			s.tellBountiful(seat, pl.Bountiful)
		}
	case mCollect:
		gold := s.income(seat)
		pl.Gold += gold
		if s.narr != nil {
			s.tellHarvest(seat, gold)
		}
		s.Tasks.Pop()
	}
}

// income is what seat's provinces yield this harvest (§8 step 2, §13.4).
func (s *State) income(seat int) int {
	gold := 0
	s.controlled(seat, func(p Province) { gold += s.provinceIncome(seat, p) })
	return gold
}

// provinceIncome: the gold mine always, the caravan with a camel on the
// token, each farmer the token's value (+1 with Bountiful Harvest); a
// province chosen for Treasury yields 8 instead of all that (R15).
func (s *State) provinceIncome(seat int, p Province) int {
	pl := &s.Seat[seat]
	if p == pl.Treasury {
		return treasuryGold
	}
	land := &s.Board[p]
	lv := levelTable[s.Level]
	gold := int(land.Mine)
	if lv.Camel {
		gold += int(land.Caravan)
	}
	each := lv.FarmerGold
	if p == pl.Bountiful {
		each++
	}
	return gold + s.Land[p].farmers()*each
}
