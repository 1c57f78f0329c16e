package tekhenu

// SCORING (§12) and the end of the game (§13).

// districtWinner: the seat with the most pieces in district d, ties to the
// highest piece (§12 step 1, R-44); −1 when nobody has a piece.
func (s *State) districtWinner(d int) int {
	var count [4]int
	var highest [4]int // smaller is higher: statue 0, rows 1..6
	for p := range highest {
		highest[p] = 99
	}
	statue := OSW
	if d >= 2 {
		statue = OSQ
	}
	if o := s.People[statue]; o >= 0 {
		count[o]++
		highest[o] = 0
	}
	for row := 0; row < 6; row++ {
		if o := s.Osiris[row][d]; o >= 0 {
			count[o]++
			highest[o] = min(highest[o], row+1)
		}
	}
	best := -1
	for p := 0; p < s.Players; p++ {
		if count[p] == 0 {
			continue
		}
		if best < 0 || count[p] > count[best] || (count[p] == count[best] && highest[p] < highest[best]) {
			best = p
		}
	}
	return best
}

// templeScore is scoring step 2 for seat; withStatues false is L24's second
// count.
func (s *State) templeScore(seat int, withStatues bool) int {
	mine := func(o int8) bool { return int(o) == seat }
	vp := 0
	for i := range s.Hathor {
		if mine(s.Hathor[i]) {
			vp++
		}
	}
	if withStatues {
		vp += boolInt(mine(s.People[TSRow])) + boolInt(mine(s.People[TSCol]))
	}
	for r := 0; r < 5; r++ {
		for c := 0; c < 5; c++ {
			if s.Temple[r][c].Tile == 0 || !mine(s.Temple[r][c].Owner) {
				continue
			}
			vp += boolInt(mine(s.Hathor[r])) + boolInt(mine(s.Hathor[5+c]))
			if withStatues {
				vp += boolInt(r == templeStatueLine && mine(s.People[TSRow]))
				vp += boolInt(c == templeStatueLine && mine(s.People[TSCol]))
			}
		}
	}
	return vp
}

// rowSymbols sums the VP and bread uncovered on a mat's building row.
func rowSymbols(built int) (vp, bread int) {
	// Botankhamun's second set of buildings (bot_buildings=20) comes from
	// its supply: only the ten of its mat uncover the row.
	for i := 0; i < min(built, len(buildingRow)); i++ {
		vp += buildingRow[i].VP
		bread += buildingRow[i].Bread
	}
	return
}

// scoringStep1to6 gives seat the VP of scoring steps 1–6 and returns the
// bread due at step 7.
func (s *State) scoringStep1to6(seat int, districtsWon int) int {
	pl := &s.P[seat]
	led := &pl.Ledger[s.Scorings-1]
	add := func(step, vp int) {
		pl.VP += vp
		led[step] = int16(vp)
	}
	led[lgPlay] = int16(pl.VP) - pl.Mark
	add(lgDistricts, 3*districtsWon)
	add(lgTemple, s.templeScore(seat, true))
	add(lgSet, s.setBoardVP(seat)) // Time of Seth §4.11, Botankhamun too (§6.14)
	add(lgStatues, statueCountVP[pl.Statues])
	add(lgHappiness, 3*symbols(int(pl.Happiness)))
	if s.isBot(seat) {
		add(lgCards, s.botCardScoring())
		pl.Mark = int16(pl.VP)
		return 0
	}
	full := 0
	for r := range pl.Production {
		if pl.Production[r] == maxProduction {
			full += 2
		}
	}
	add(lgProduction, full)
	vp, bread := rowSymbols(int(pl.Built))
	add(lgBuildings, vp)
	pl.Mark = int16(pl.VP)
	return bread
}

func (s *State) scoring() {
	s.Scorings++
	var won [4]int
	for d := range districts {
		if w := s.districtWinner(d); w >= 0 {
			won[w]++
		}
	}
	var buf [4]task
	seq := buf[:0]
	for i := 0; i < s.Players; i++ {
		seat := int(s.Order[i])
		due := s.scoringStep1to6(seat, won[seat])
		if due > 0 && !s.P[seat].tech(17) {
			seq = append(seq, task{Kind: dPay, Seat: int8(seat), X: int8(Bread), Val: int8(due), Flags: pfUpkeep})
		}
	}
	s.pushSeq(seq...)
}

// finalBonus: the turn order bonus (§13 step 2).
func (s *State) finalBonus() {
	s.P[s.Order[0]].VP += 3
	s.P[s.Order[0]].OrderVP = 3
	if s.Players >= 3 {
		s.P[s.Order[1]].VP += 2
		s.P[s.Order[1]].OrderVP = 2
	}
}
