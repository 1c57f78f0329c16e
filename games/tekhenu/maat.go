package tekhenu

// ROTATION (§7.3) and the MAAT PHASE (§11).

func (s *State) rotate() {
	s.Wheel = (s.Wheel + 1) % 6
	s.Rotations++
	s.push(task{Kind: tRefill})
	by := s.diceHeldBy()
	for p := 0; p < s.Players; p++ {
		if by[p] != 4 {
			return
		}
	}
	s.push(task{Kind: tMaat})
}

// refillShaded draws N dice for each shaded sector (§7.3 step 3), then the
// next round starts.
func (s *State) refillShaded() {
	// The bag is looked through once for every sector (drawDice).
	bag := s.bag()
	if s.Seth.On {
		s.refillSeth(&bag) // the Set board's refill (Time of Seth §4.7)
		s.push(task{Kind: tNewRound})
		return
	}
	for g := Horus; g < nGods; g++ {
		if s.brightness(g) == Shaded {
			s.drawFrom(&bag, g, s.Players)
		}
	}
	s.push(task{Kind: tNewRound})
}

// balance of a seat's scales (§11 step 1): dice on the left pan count plus,
// dice on the right pan and over-produced resources minus.
func (s *State) balance(seat int) int {
	b := -int(s.P[seat].Excess) - int(s.P[seat].Blood) // Time of Seth: blood, 0 in a base game
	for _, d := range s.Dice {
		switch d.Loc {
		case playerLoc(seat, panLeft):
			b += int(d.Value)
		case playerLoc(seat, panRight):
			b -= int(d.Value)
		}
	}
	return b
}

// balances is balance of every seat, in one pass over the dice.
func (s *State) balances() (b [4]int) {
	for seat := range b {
		b[seat] = -int(s.P[seat].Excess) - int(s.P[seat].Blood) // Time of Seth: blood, 0 in a base game
	}
	for _, d := range s.Dice {
		if l := d.Loc - locPlayer; l < 16 {
			switch l % 4 {
			case panLeft:
				b[l/4] += int(d.Value)
			case panRight:
				b[l/4] -= int(d.Value)
			}
		}
	}
	return b
}

// maatBalance: steps 1–2, T15 faith first, then every seat with
// faith places it, in turn order.
func (s *State) maatBalance() {
	s.Maats++
	var buf [5]task
	seq := buf[:0]
	balances := s.balances()
	for i := 0; i < s.Players; i++ {
		seat := int(s.Order[i])
		pl := &s.P[seat]
		if pl.tech(15) {
			pl.Faith += t15Faith
		}
		pl.Balance = int16(balances[seat])
		if s.isBot(seat) { // fixed by the phase (§16.7)
			pl.Balance = botBalance[s.Maats]
		}
		pl.FaithNet = 0
		if pl.Faith > 0 {
			seq = append(seq, task{Kind: dFaith, Seat: int8(seat)})
		}
	}
	seq = append(seq, task{Kind: tMaatOrder})
	s.pushSeq(seq...)
}

// ankhOf is a seat's ankh value; Botankhamun's is always 4 (§16.7).
func (s *State) ankhOf(seat int) int {
	if s.isBot(seat) {
		return ankhBot
	}
	return s.P[seat].ankh()
}

func clampMaat(b int) int { return max(maatMin, min(maatMax, b)) }

// maatOrder: steps 3–6. Balances go to the Maat track, penalties are paid,
// the new turn order is |balance| ascending with the higher ankh first
// T16 pays; scoring follows after the 2nd and 4th phase.
func (s *State) maatOrder() {
	n := s.Players
	for p := 0; p < n; p++ {
		pl := &s.P[p]
		pl.Balance = int16(clampMaat(int(pl.Balance) + int(pl.FaithNet)))
		// Botankhamun's fixed balances are all positive, so it never pays
		// a penalty (§16.7) without a case of its own.
		s.loseVP(p, s.taintLoss(p, maatPenalty(int(pl.Balance)))) // Time of Seth: TX03
		s.bloodVP(p)                                              // Time of Seth: TX04
	}
	stableSort(s.Order[:n], func(a, b int8) bool {
		da, db := abs(int(s.P[a].Balance)), abs(int(s.P[b].Balance))
		if da != db {
			return da < db
		}
		return s.ankhOf(int(a)) > s.ankhOf(int(b))
	})
	if n >= 3 {
		if first := &s.P[s.Order[0]]; first.tech(16) {
			first.VP += 2
		}
		if last := &s.P[s.Order[n-1]]; last.tech(16) {
			last.Res[Gold]++
		}
	}
	switch s.Maats {
	case 2:
		s.pushSeq(task{Kind: tScoring}, task{Kind: tMaatCleanup})
	case 4:
		var buf [2*4 + 1 + 4 + 3]task
		seq := buf[:0]
		for i := 0; i < n; i++ {
			if seat := s.Order[i]; s.P[seat].has(Decree, 23) {
				seq = append(seq, task{Kind: tOwnTurn, Seat: seat}, task{Kind: dFree, Seat: seat, Flags: fNoCost})
			}
		}
		seq = append(seq, task{Kind: tScoring})
		// Every seat chooses the decrees it scores at once and in secret;
		// they are scored together once all have chosen (docs/rulings.md).
		var choosing uint16
		for seat := 0; seat < s.Players; seat++ {
			if !s.isBot(seat) {
				choosing |= 1 << seat
			}
		}
		seq = append(seq, task{Kind: dScore, Flags: choosing})
		if s.Solo() {
			seq = append(seq, task{Kind: tBotFinal})
		}
		seq = append(seq, task{Kind: tFinal}, task{Kind: tGameOver})
		s.pushSeq(seq...)
	default:
		s.push(task{Kind: tMaatCleanup})
	}
}

// maatCleanup: steps 7–8. Dice back to the bag, excess and faith back to
// the supply, then the destiny cards are taken again in the new order.
func (s *State) maatCleanup() {
	if s.faithToPriests() { // Time of Seth: TX02 asks first, then cleanup runs again
		return
	}
	for i := range s.Dice {
		if s.Dice[i].Loc >= locPlayer && s.Dice[i].Loc < locSet { // Set-board dice stay (Time of Seth [RUL-60])
			s.Dice[i].Loc = locBag
		}
	}
	for p := 0; p < s.Players; p++ {
		pl := &s.P[p]
		pl.Excess, pl.Faith, pl.FaithNet, pl.Destiny = 0, 0, 0, 0
	}
	s.DestAv = 0xF
	if s.Solo() {
		s.soloMaatCleanup()
		return
	}
	if s.sethMaatDestiny() {
		return
	}
	for i := s.Players - 1; i >= 0; i-- {
		s.push(task{Kind: dDestiny, Seat: s.Order[i], Flags: 1})
	}
}

// stableSort sorts the few seats of a turn order by less, keeping the
// order of seats less does not tell apart (an insertion sort: no
// allocation, unlike sort.SliceStable).
func stableSort(seats []int8, less func(a, b int8) bool) {
	for i := 1; i < len(seats); i++ {
		for j := i; j > 0 && less(seats[j], seats[j-1]); j-- {
			seats[j], seats[j-1] = seats[j-1], seats[j]
		}
	}
}
