package tekhenu

// Population track, happiness rewards, production and VP (§5.6, §9).

const (
	reward16 = 1
	reward19 = 2
	reward21 = 4
)

func (s *State) advancePopulation(seat, n int) {
	pl := &s.P[seat]
	pl.Population = int8(min(int(pl.Population)+n, trackMax))
	s.checkSections(int(pl.Population))
}

// advanceHappiness moves happiness up, never past population (§8.4), and
// pays the first-time rewards at 16, 19 and 21 (§9, R-11).
func (s *State) advanceHappiness(seat, n int) {
	pl := &s.P[seat]
	from := pl.Happiness
	pl.Happiness = int8(min(int(pl.Happiness)+n, int(pl.Population), trackMax))
	h := pl.Happiness
	if s.Seth.On && s.Round > 0 {
		s.triangles(seat, from)
	}
	if h >= 16 && pl.Rewards&reward16 == 0 {
		pl.Rewards |= reward16
		pl.Res[Gold]++
	}
	if h >= 19 && pl.Rewards&reward19 == 0 {
		pl.Rewards |= reward19
		pl.Scribes++
	}
	if h >= 21 && pl.Rewards&reward21 == 0 {
		pl.Rewards |= reward21
		s.Pending |= 1 << seat // after the current action
	}
}

// stepBack moves both markers one step back (B19/B20).
func (s *State) stepBack(seat int) {
	pl := &s.P[seat]
	pl.Happiness--
	pl.Population--
	if pl.Happiness > pl.Population {
		pl.Happiness = pl.Population
	}
}

func (s *State) raiseProduction(seat int, r Res, n int) {
	pl := &s.P[seat]
	pl.Production[r] = int8(min(int(pl.Production[r])+n, maxProduction))
}

// loseVP takes VP away, never below 0 (§15.9).
func (s *State) loseVP(seat, n int) {
	pl := &s.P[seat]
	pl.VP = max(pl.VP-n, 0)
}

// once marks technology n as triggered for seat this turn and reports
// whether it had not been yet.
func (s *State) once(seat, n int) bool {
	if !s.P[seat].tech(n) {
		return false
	}
	bit := uint32(1) << (n - 1)
	if s.T.Fired[seat]&bit != 0 {
		return false
	}
	s.T.Fired[seat] |= bit
	return true
}

// pendingExtras gives every seat owed a happiness-21 action its action now,
// in turn order.
func (s *State) pendingExtras() {
	if s.Pending == 0 {
		return
	}
	for i := 0; i < s.Players; i++ {
		seat := int(s.Order[i])
		if s.Pending&(1<<seat) != 0 {
			s.Pending &^= 1 << seat
			s.push(task{Kind: tPending})
			s.push(task{Kind: dFree, Seat: int8(seat)})
			return
		}
	}
}
