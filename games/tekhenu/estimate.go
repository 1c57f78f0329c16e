package tekhenu

// Evaluate estimates each seat's final score from the position: the VP held,
// plus what the board would score at each scoring still to come, plus the
// best decrees held now, plus rough values for resources, production, cards,
// the scales and turn order that fade as the game runs out. It is the
// heuristic bot's judgement and the ISMCTS cut-off, so it must be cheap and
// read only the state (bots call it on determinized copies).
//
// The weights are our own tuning, measured in docs/bots.md; they are not
// rules and nothing in the engine depends on them.
func (s *State) Evaluate(dst []float64) []float64 {
	dst = dst[:0]
	if s.Done {
		for p := 0; p < s.Players; p++ {
			dst = append(dst, float64(s.P[p].VP))
		}
		return dst
	}
	var won [4]int
	for d := range districts {
		if w := s.districtWinner(d); w >= 0 {
			won[w]++
		}
	}
	scoringsLeft := float64(2 - s.Scorings)
	round := max(int(s.Round), 1)
	left := float64(16-round+1) / 16 // share of the game still to play
	maatLeft := float64(4 - s.Maats)
	for p := 0; p < s.Players; p++ {
		if s.isBot(p) {
			dst = append(dst, s.estimateBot(won[p], scoringsLeft))
			continue
		}
		dst = append(dst, s.estimate(p, won[p], scoringsLeft, left, maatLeft))
	}
	return dst
}

// estimateBot judges Botankhamun by its own scoring (§16.8): the board per
// scoring to come, its cards, decrees and scribes at their fixed values, the
// turn order bonus, and a rough yield for each turn it has still to take.
func (s *State) estimateBot(districtsWon int, scoringsLeft float64) float64 {
	pl := &s.P[botSeat]
	board := 3*districtsWon + s.templeScore(botSeat, true) + statueCountVP[pl.Statues] + 3*symbols(int(pl.Happiness))
	if s.Seth.On {
		board += s.setBoardVP(botSeat)
	}
	v := float64(pl.VP) + scoringsLeft*float64(board)
	if scoringsLeft > 0 {
		v += botCardVP * float64(popcount(s.Bot.Cards[Blessing]))
		v += float64(s.botCardVP(Tech)) * scoringsLeft * float64(popcount(s.Bot.Cards[Tech]))
	}
	v += float64(popcount(s.Bot.Cards[Decree])*int(s.Bot.DecreeVP) + pl.Scribes/2)
	if s.seatPos(botSeat) == 0 {
		v += 3
	}
	const yieldPerTurn = 2.5 // a guess, the same for every line the human weighs
	return v + yieldPerTurn*float64(16-int(s.Bot.Turns))
}

func (s *State) estimate(seat, districtsWon int, scoringsLeft, left, maatLeft float64) float64 {
	pl := &s.P[seat]
	v := float64(pl.VP)

	// The board as a scoring would see it now, counted once per scoring
	// still to come.
	board := 3*districtsWon + s.templeScore(seat, true) + statueCountVP[pl.Statues]
	board += 3 * symbols(int(pl.Happiness))
	for _, level := range pl.Production {
		if level == maxProduction {
			board += 2
		}
	}
	rowVP, bread := rowSymbols(int(pl.Built))
	board += rowVP
	if s.Seth.On {
		board += s.setBoardVP(seat)
	}
	if !pl.tech(17) {
		short := max(0, bread-pl.Res[Bread]-pl.Res[Gold])
		board -= 3 * short
	}
	v += scoringsLeft * float64(board)
	// Progress towards the next happiness symbol pays at the next scoring.
	if next := nextSymbolAt(int(pl.Happiness)); next > 0 && scoringsLeft > 0 {
		v += 1.5 * scoringsLeft / float64(next-int(pl.Happiness))
	}

	v += float64(s.bestDecrees(seat))

	// Means to act later, worth less as the game runs out.
	res := 0.0
	for r, n := range pl.Res {
		w := 0.45
		if Res(r) == Gold {
			w = 0.7
		}
		res += w * float64(n)
	}
	v += res*(0.3+0.7*left) + 0.35*float64(pl.Scribes)
	prod := 0
	for _, level := range pl.Production {
		prod += int(level)
	}
	v += 0.5 * float64(prod) * left
	v += 0.25 * float64(pl.Population) * left
	v += (1.2*float64(popcount(pl.Techs)) + 0.8*float64(popcount(pl.Blessings))) * (0.2 + left)
	if s.Seth.On {
		v += s.estimateSeth(seat, left, maatLeft)
	}

	// The scales: a Maat phase punishes a negative balance and orders turns
	// by how level they are; faith can level them until the phase.
	if maatLeft > 0 {
		b := s.balance(seat)
		level := max(0, abs(b)-pl.Faith)
		v -= 0.3 * float64(level)
		if b < 0 {
			v -= float64(maatPenalty(min(0, b+pl.Faith)))
		}
	}
	// First place at the end pays 3 VP (2 for second with 3+ players).
	switch s.seatPos(seat) {
	case 0:
		v += 3 * (1 - left*0.6)
	case 1:
		if s.Players >= 3 {
			v += 2 * (1 - left*0.6)
		}
	}
	return v
}

// nextSymbolAt is the happiness value of the next ▲ cell, 0 past the last.
func nextSymbolAt(h int) int {
	for _, at := range [...]int{9, 13, 16, 19, 21} {
		if h < at {
			return at
		}
	}
	return 0
}

// bestDecrees: what the seat's decrees would score now, at most three and
// one per symbol (§13), greedily by value.
func (s *State) bestDecrees(seat int) int {
	pl := &s.P[seat]
	var val [5]int // best decree per symbol
	for n := 1; n <= nDeck; n++ {
		if !pl.has(Decree, n) {
			continue
		}
		vp := s.decreeVP(seat, n)
		switch n {
		case 3, 4:
			vp = 4 // paid decrees: ASSUMED worth a little
		}
		sym := decreeSymbol(n)
		val[sym] = max(val[sym], vp)
	}
	total := 0
	for range 3 {
		best := 0
		for i := range val {
			if val[i] > val[best] {
				best = i
			}
		}
		total += val[best]
		val[best] = 0
	}
	return total
}
