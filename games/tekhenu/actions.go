package tekhenu

// God actions (§8): legality, then cost, statue bonuses and effect in that
// order. Every god action, whatever grants it, runs through here.

// fresh reports that technology n would still trigger for seat this turn.
func (s *State) fresh(seat, n int) bool {
	return s.P[seat].tech(n) && s.T.Fired[seat]&(1<<(n-1)) == 0
}

func thothCost(v int) (cards, papyrus int) {
	switch {
	case v >= 5:
		return 3, 3
	case v >= 3:
		return 2, 2
	}
	return 1, 0
}

// canGod reports whether seat can perform god g's action with value v.
func (s *State) canGod(seat int, g God, v int, flags uint16) bool {
	pl := &s.P[seat]
	free := flags&fNoCost != 0
	switch g {
	case Horus:
		if pl.Statues >= statuesEach {
			return false
		}
		if !free && !s.canPay(seat, Granite, statueCost[pl.Statues], pfWaiveRaHorus, boolInt(s.fresh(seat, 4))) {
			return false
		}
		if s.Seth.On && s.sethStatueOpen(seat) {
			return true
		}
		for i := range s.People {
			if s.People[i] < 0 {
				return true
			}
		}
		if flags&fChooseValue != 0 {
			return s.godSlotFree(s.HorusGod[1]) || s.godSlotFree(s.HorusGod[2]) || s.godSlotFree(s.HorusGod[3])
		}
		return s.godSlotFree(s.HorusGod[v])
	case Ra:
		tile := s.RaSlots[raSlotFor(v)]
		if pl.Pillars >= pillarsEach || tile == 0 || !s.templeHasRoom() {
			return false
		}
		return free || s.canPay(seat, Limestone, pillarTiles[tile].Cost, pfWaiveRaHorus, 0)
	case Hathor:
		if pl.Built >= s.buildingLimit(seat) {
			return false
		}
		// Some open slot is affordable when the cheapest one is.
		cheapest := -1
		for _, i := range hathorByCost {
			if s.hathorSlotOpen(int(i)) {
				cheapest = hathorSlots[i].Bread
				break
			}
		}
		return cheapest >= 0 && (free || s.canPay(seat, Bread, cheapest, pfWaiveBastetHathor, boolInt(s.fresh(seat, 21))))
	case Bastet:
		return free || s.canPay(seat, Papyrus, 2, pfWaiveBastetHathor, 0)
	case Thoth:
		cards, cost := thothCost(v)
		top := thothSections(int(pl.Happiness))
		ok := false
		for sec := 0; sec < top; sec++ {
			if s.Open[sec] && s.sectionCards(sec) >= cards {
				ok = true
			}
		}
		ok = ok || s.hasTX05(seat) && s.tx05Supply(seat) >= cards // Time of Seth
		return ok && (free || s.canPay(seat, Papyrus, cost, 0, boolInt(s.fresh(seat, 20))))
	case Set:
		return s.canSet(seat, v)
	case Osiris:
		if pl.Built >= s.buildingLimit(seat) || (pl.Happiness < 1 && flags&fNoHappyLoss == 0) {
			return false
		}
		for d := range districts {
			if s.osirisCellOpen(v, d, flags) {
				return true
			}
		}
	}
	return false
}

// beginGod starts a god action. One that can no longer be performed (an
// extra action whose resources went to the main one, a tile property that
// cannot be carried out, R-19) does nothing.
func (s *State) beginGod(t task) {
	seat := int(t.Seat)
	if !s.canGod(seat, t.God, int(t.Val), t.Flags) {
		return
	}
	switch t.God {
	case Horus:
		t.Kind = dStatue
		s.push(t)
	case Ra:
		t.Kind = dPillar
		s.push(t)
	case Hathor:
		t.Kind = dBuilding
		s.push(t)
	case Bastet:
		s.costThenEffect(t, Papyrus, 2, pfWaiveBastetHathor, 0, 0)
	case Thoth:
		if s.once(seat, 20) {
			s.P[seat].Res[Papyrus]++
		}
		_, cost := thothCost(int(t.Val))
		s.costThenEffect(t, Papyrus, cost, 0, 0, 0)
	case Osiris:
		t.Kind = dOsiris
		s.push(t)
	case Set:
		s.beginSet(t)
	}
}

// costThenEffect queues payment, then statue bonuses, then the effect.
func (s *State) costThenEffect(t task, r Res, n int, pf uint16, x, y int8) {
	eff := task{Kind: tEffect, Seat: t.Seat, God: t.God, Val: t.Val, Flags: t.Flags, X: x, Y: y}
	bonus := task{Kind: tBonus, Seat: t.Seat, God: t.God, Flags: t.Flags}
	if t.Flags&fNoCost != 0 || n == 0 {
		s.pushSeq(bonus, eff)
		return
	}
	s.pushSeq(task{Kind: dPay, Seat: t.Seat, X: int8(r), Val: int8(n), Flags: pf}, bonus, eff)
}

// godEffect resolves the effect of a paid god action, then the triggers
// that every action shares.
func (s *State) godEffect(t task) {
	seat := int(t.Seat)
	switch t.God {
	case Horus:
		s.horusEffect(t)
	case Ra:
		s.raEffect(t)
	case Hathor:
		s.hathorEffect(t)
	case Bastet:
		s.bastetEffect(t)
	case Thoth:
		s.thothEffect(t)
	case Osiris:
		s.osirisEffect(t)
	case Set:
		s.setEffect(t)
	}
	if t.Flags&fFromDie != 0 && t.Val == 1 && s.once(seat, 11) {
		s.P[seat].VP += 2
	}
}

// statueBonuses pays the owners of god statues of g when seat performs g's
// action (§8.10): recipients in turn order, at most once per god and turn
// the owner too at 2 players.
func (s *State) statueBonuses(seat int, g God, flags uint16) {
	if flags&fSetup != 0 {
		return
	}
	if g == Set {
		s.setStatueBonuses(seat)
		return
	}
	for i := 0; i < s.Players; i++ {
		r := int(s.Order[i])
		if r == seat && s.Players > 2 {
			continue
		}
		slot := -1
		for k := 0; k < 3; k++ {
			if int(s.GodStat[g][k]) == r {
				slot = k
				break
			}
		}
		if slot < 0 || s.T.BonusSeen[r]&(1<<g) != 0 {
			continue
		}
		s.T.BonusSeen[r] |= 1 << g
		s.horusBonus(r, int(s.GodVia[g][slot]))
	}
}

// horusBonus gives seat the bonus printed next to Horus slot v (§15.2).
func (s *State) horusBonus(seat, v int) {
	pl := &s.P[seat]
	if s.isBot(seat) { // by slot position (§16.6)
		pl.Scribes += botBonus[v][0]
		pl.VP += botBonus[v][1]
		return
	}
	switch horusBonus[v] {
	case bonusGold:
		pl.Res[Gold]++
	case bonusResourceChoice:
		s.push(task{Kind: dGain, Seat: int8(seat), Val: 1, Flags: 1<<Papyrus | 1<<Bread | 1<<Limestone | 1<<Granite})
	case bonusVP2:
		pl.VP += 2
	case bonusScribe:
		pl.Scribes++
	case bonusHappiness2:
		s.advanceHappiness(seat, 2)
	}
	if pl.tech(7) {
		pl.Res[Granite]++
	}
}
