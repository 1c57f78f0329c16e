package tekhenu

// Botankhamun's god actions (§16.6). It pays nothing, gains no resources or
// faith (board gold it would take is discarded), ignores card and tile
// properties and track rewards, and gains 3 VP when it cannot carry out an
// action.

func (s *State) botAct(t task) {
	pl := &s.P[botSeat]
	before := pl.VP
	v := int(t.Val)
	switch t.God {
	case Horus:
		s.botHorus(v)
	case Ra:
		s.botRa(v)
	case Hathor:
		s.botHathor(v)
	case Bastet:
		s.botBastet(v)
	case Thoth:
		s.botThoth(v)
	case Osiris:
		s.botOsiris(v, Colour(t.X))
	case Set:
		s.botSet(v)
	}
	s.Bot.last().VP = int16(pl.VP - before)
}

func (s *State) botFallback() {
	s.P[botSeat].VP += botFallbackVP
	s.Bot.last().Did = deedFallback
}

// botHorus: a god statue through the die's Horus slot if that god has room;
// otherwise a people statue on the Osiris slot that wins more districts,
// else on the temple slot whose line holds more of its pillars (3 VP each),
// else 3 VP.
func (s *State) botHorus(v int) {
	pl := &s.P[botSeat]
	last := s.Bot.last()
	if pl.Statues >= statuesEach {
		s.botFallback()
		return
	}
	if s.Seth.On && s.botSetPeople() {
		return
	}
	if g := s.HorusGod[v]; s.godSlotFree(g) {
		for k := 0; k < godStatueSlots(s.Players); k++ {
			if s.GodStat[g][k] < 0 {
				s.GodStat[g][k], s.GodVia[g][k] = botSeat, int8(v)
				break
			}
		}
		pl.Statues++
		last.Did, last.X, last.Y = deedGodStatue, int8(g), int8(v)
		return
	}
	if s.Seth.On && s.botSetStatue() {
		return
	}
	slot := s.botOsirisStatueSlot()
	if slot < 0 {
		slot = s.botTempleStatueSlot()
	}
	if slot < 0 {
		s.botFallback()
		return
	}
	s.People[slot] = botSeat
	s.PGold[slot] = false
	pl.Statues++
	switch PeopleSlot(slot) {
	case TSRow:
		pl.VP += 3 * s.pillarsInLine(botSeat, true, templeStatueLine)
	case TSCol:
		pl.VP += 3 * s.pillarsInLine(botSeat, false, templeStatueLine)
	}
	last.Did, last.X = deedPeopleStatue, int8(slot)
}

// controlGained counts the districts under an Osiris people slot that the
// automa's statue there would take over.
func (s *State) controlGained(slot PeopleSlot) int {
	var before [2]bool
	ds := peopleDistricts(slot)
	for k, d := range ds {
		before[k] = s.districtWinner(d) == botSeat
	}
	s.People[slot] = botSeat
	n := 0
	for k, d := range ds {
		if !before[k] && s.districtWinner(d) == botSeat {
			n++
		}
	}
	s.People[slot] = -1
	return n
}

// botOsirisStatueSlot is the empty Osiris people slot gaining the most
// districts (random between equal counts), −1 if none gains any.
func (s *State) botOsirisStatueSlot() int {
	best, n := 0, 0
	var cands [2]int
	for _, slot := range [2]PeopleSlot{OSW, OSQ} {
		if s.People[slot] >= 0 {
			continue
		}
		switch c := s.controlGained(slot); {
		case c > best:
			best, n = c, 0
			fallthrough
		case c == best && c > 0:
			cands[n] = int(slot)
			n++
		}
	}
	if n == 0 {
		return -1
	}
	return cands[s.intn(n)]
}

// botTempleStatueSlot is the empty temple people slot whose line holds more
// of its pillars (random between equals), −1 if both are taken.
func (s *State) botTempleStatueSlot() int {
	best, n := -1, 0
	var cands [2]int
	for _, slot := range [2]PeopleSlot{TSRow, TSCol} {
		if s.People[slot] >= 0 {
			continue
		}
		switch c := s.pillarsInLine(botSeat, slot == TSRow, templeStatueLine); {
		case c > best:
			best, n = c, 0
			fallthrough
		case c == best:
			cands[n] = int(slot)
			n++
		}
	}
	if n == 0 {
		return -1
	}
	return cands[s.intn(n)]
}

// botRaSlot is the display slot the die selects, or the nearest one holding
// a tile, the right one when two are as near; −1 if all are empty.
func (s *State) botRaSlot(v int) int {
	want := raSlotFor(v)
	for dist := 0; dist < 3; dist++ {
		for _, slot := range [2]int{want + dist, want - dist} {
			if slot >= raLeft && slot <= raRight && s.RaSlots[slot] != 0 {
				return slot
			}
		}
	}
	return -1
}

// botCellVP is what a pillar on an empty cell earns the automa: aligned
// buildings, sides touching a tile or the border (never doubled), and the
// display slot's VP.
func (s *State) botCellVP(r, c, slot int) int {
	vp := s.buildingsAligned(r, c) + raSlotVP[slot]
	for _, d := range [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} {
		nr, nc := r+d[0], c+d[1]
		if nr < 0 || nr > 4 || nc < 0 || nc > 4 || s.Temple[nr][nc].Tile != 0 {
			vp++
		}
	}
	return vp
}

// botRa raises a pillar, unturned, on the cell worth the most VP; ties go
// to a cell in a row or column with its temple building, then to an inner
// cell, then at random.
func (s *State) botRa(v int) {
	pl := &s.P[botSeat]
	slot := s.botRaSlot(v)
	if slot < 0 || pl.Pillars >= pillarsEach || !s.templeHasRoom() {
		s.botFallback()
		return
	}
	var cands [25]int8
	n, bestKey := 0, -1
	for r := 0; r < 5; r++ {
		for c := 0; c < 5; c++ {
			if s.Temple[r][c].Tile != 0 {
				continue
			}
			inner := r > 0 && r < 4 && c > 0 && c < 4
			key := (s.botCellVP(r, c, slot)+s.botTokenVP(r, c))*8 + s.botOwnInLine(r, c)*2 + boolInt(inner)
			if key > bestKey {
				bestKey, n = key, 0
			}
			if key == bestKey {
				cands[n] = int8(r*5 + c)
				n++
			}
		}
	}
	at := int(cands[s.intn(n)])
	r, c := at/5, at%5
	tile := s.RaSlots[slot]
	pl.VP += s.botCellVP(r, c, slot) + s.botTokenVP(r, c)
	s.RaSlots[slot] = 0
	s.Temple[r][c] = cell{Tile: tile, Owner: botSeat, Token: s.Temple[r][c].Token}
	pl.Pillars++
	s.Bot.last().Did, s.Bot.last().X, s.Bot.last().Y = deedPillar, int8(at), tile
	s.slideDisplay()
}

// botHathor builds on the open temple building slot worth the most VP for
// its pillars (random among ties), then advances population by the value.
func (s *State) botHathor(v int) {
	pl := &s.P[botSeat]
	if pl.Built >= s.buildingLimit(botSeat) {
		s.botFallback()
		return
	}
	var cands [len(hathorSlots)]int
	n, best := 0, -1
	for i := range hathorSlots {
		if !s.hathorSlotOpen(i) {
			continue
		}
		vp := s.hathorPillarVP(i)
		if vp > best {
			best, n = vp, 0
		}
		if vp == best {
			cands[n] = i
			n++
		}
	}
	if n == 0 {
		s.botFallback()
		return
	}
	slot := cands[s.intn(n)]
	s.Hathor[slot] = botSeat
	pl.Built++
	pl.VP += best
	s.advancePopulation(botSeat, v)
	s.Bot.last().Did, s.Bot.last().X = deedBuilding, int8(slot)
}

// hathorPillarVP is 3 VP per automa pillar in the line of building slot i.
func (s *State) hathorPillarVP(i int) int {
	h := hathorSlots[i]
	if h.Row >= 0 {
		return 3 * s.pillarsInLine(botSeat, true, h.Row)
	}
	return 3 * s.pillarsInLine(botSeat, false, h.Col)
}

// botBastet raises happiness one step at a time; a step that would pass
// population raises population instead (§16.6). Low values give scribes.
func (s *State) botBastet(v int) {
	pl := &s.P[botSeat]
	for k := 0; k < v; k++ {
		switch {
		case pl.Happiness < pl.Population:
			pl.Happiness++
		case pl.Population < trackMax:
			pl.Population++
			s.checkSections(int(pl.Population))
		}
	}
	switch {
	case v <= 2:
		pl.Scribes += 2
	case v <= 4:
		pl.Scribes++
	}
	s.Bot.last().Did = deedFestival
}

// botThoth takes 1–3 cards, free, from the highest open section its
// happiness reaches that holds them all (R-53; failing that the highest
// with any card), decrees before technologies before blessings, leftmost
// first.
func (s *State) botThoth(v int) {
	want, _ := thothCost(v)
	top := thothSections(int(s.P[botSeat].Happiness))
	sec := s.botSection(top, want)
	if sec < 0 {
		sec = s.botSection(top, 1)
	}
	if sec < 0 {
		s.botFallback()
		return
	}
	last := s.Bot.last()
	last.Did = deedCards
	taken := 0
	for _, kind := range [3]CardKind{Decree, Tech, Blessing} {
		for i, k := range marketSlots[sec] {
			if taken == want || k != kind || s.Market[sec][i] == 0 {
				continue
			}
			n := s.Market[sec][i]
			s.Market[sec][i] = 0
			s.Bot.Cards[kind] |= 1 << (n - 1)
			last.Cards[taken] = int8(kind)*32 + n
			taken++
		}
	}
}

// botSection is the highest open section below top holding need cards.
func (s *State) botSection(top, need int) int {
	for k := top - 1; k >= 0; k-- {
		if s.Open[k] && s.sectionCards(k) >= need {
			return k
		}
	}
	return -1
}

// botOsiris builds in the row of the die value and the district of its
// colour (grey: the district with the fewest buildings, leftmost on ties);
// a full cell passes to the right with wrap-around, a full row to the row
// above (1 wraps to 6), starting again at the same district.
func (s *State) botOsiris(v int, c Colour) {
	pl := &s.P[botSeat]
	if pl.Built >= s.buildingLimit(botSeat) {
		s.botFallback()
		return
	}
	d0, ok := colourRes(c)
	if !ok {
		d0 = s.emptiestDistrict()
	}
	for k := 0; k < 6; k++ {
		row := (v-1-k+12)%6 + 1
		for j := 0; j < 4; j++ {
			d := (int(d0) + j) % 4
			if s.Osiris[row-1][d] >= 0 {
				continue
			}
			s.Osiris[row-1][d] = botSeat
			pl.Built++
			if row == 2 {
				s.Row2Gold = false
			}
			s.Bot.last().Did, s.Bot.last().X, s.Bot.last().Y = deedOsiris, int8(row), int8(d)
			return
		}
	}
	s.botFallback()
}

// emptiestDistrict is the district with the fewest buildings, leftmost on
// ties.
func (s *State) emptiestDistrict() Res {
	best, bestN := Papyrus, 99
	for d := Papyrus; d <= Granite; d++ {
		n := 0
		for row := 0; row < 6; row++ {
			n += boolInt(s.Osiris[row][d] >= 0)
		}
		if n < bestN {
			best, bestN = d, n
		}
	}
	return best
}
