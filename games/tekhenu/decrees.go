package tekhenu

import (
	"math/bits"

	"karnak/engine"
)

// Final decree scoring (§13 step 1, §14.4): at most three decrees, at most
// one per symbol; L23 is an action, not a scored decree.

func (s *State) godStatues(seat int) (gods, people int) {
	for g := range s.GodStat {
		for _, o := range s.GodStat[g] {
			if int(o) == seat {
				gods++
			}
		}
	}
	for _, o := range s.People {
		if int(o) == seat {
			people++
		}
	}
	return
}

func (s *State) osirisBuildings(seat int) (workshops, quarries int) {
	for row := range s.Osiris {
		for d, o := range s.Osiris[row] {
			if int(o) != seat {
				continue
			}
			if d < 2 {
				workshops++
			} else {
				quarries++
			}
		}
	}
	return
}

func (s *State) templeBuildings(seat int) int {
	n := 0
	for _, o := range s.Hathor {
		if int(o) == seat {
			n++
		}
	}
	return n
}

func popcount(x uint32) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// decreeVP is what decree n is worth to seat now (L03 and L04 are scored by
// scoreDecrees, which pays their costs).
func (s *State) decreeVP(seat, n int) int {
	pl := &s.P[seat]
	gods, people := s.godStatues(seat)
	setGods, setPeople := s.setStatues(seat) // Time of Seth: Set-board statues count by dedication ([RUL-38])
	gods, people = gods+setGods, people+setPeople
	statues := gods + people
	workshops, quarries := s.osirisBuildings(seat)
	temple := s.templeBuildings(seat)
	pillars := int(pl.Pillars)
	switch n {
	case 1:
		return 3 * popcount(pl.Techs)
	case 2:
		var syms uint8
		for d := 1; d <= nDeck; d++ {
			if pl.has(Decree, d) {
				syms |= 1 << decreeSymbol(d)
			}
		}
		return 4 * popcount(uint32(syms))
	case 5:
		return 4 * symbols(int(pl.Happiness))
	case 6:
		lowest := int(pl.Happiness)
		for p := 0; p < s.Players; p++ {
			lowest = min(lowest, int(s.P[p].Happiness))
		}
		return int(pl.Happiness) - lowest
	case 7:
		return 3 * pl.Scribes
	case 8:
		return min(20, 2*pl.Res[Gold]+pl.Res[Papyrus]+pl.Res[Bread]+pl.Res[Limestone]+pl.Res[Granite])
	case 9:
		return 3 * quarries
	case 10:
		return 3 * workshops
	case 11:
		return 2 * (workshops + quarries)
	case 12:
		return 3 * temple
	case 13:
		return 3 * pillars
	case 14:
		return 2*statues + 2*temple
	case 15:
		return 2*pillars + 2*temple
	case 16:
		return 4 * gods
	case 17:
		return 2*statues + 2*pillars
	case 18:
		return 3 * statues
	case 19:
		return 5 * people
	case 20:
		switch s.seatPos(seat) {
		case 0:
			return 10
		case 1:
			return 5
		}
	case 21:
		return int(pl.Built)
	case 22:
		sum := 0
		for _, d := range s.Dice {
			if d.Loc == playerLoc(seat, panLeft) {
				sum += int(d.Value)
			}
		}
		return (sum + 1) / 2
	case 24:
		return s.templeScore(seat, false)
	case dx01, dx02, dx03, dx04:
		return s.sethDecreeVP(seat, n)
	}
	return 0
}

func (s *State) resourcesHeld(seat int) int {
	n := 0
	for _, x := range s.P[seat].Res {
		n += x
	}
	return n
}

func (s *State) goldBudget(seat int) int {
	if s.P[seat].tech(10) {
		return s.P[seat].Res[Gold] + s.P[seat].Scribes
	}
	return s.P[seat].Res[Gold]
}

func (s *State) scoreMoves(dst []engine.Move, seat int) []engine.Move {
	var buf [nDeck]int
	held := buf[:0]
	for set := s.P[seat].Decrees &^ (1 << (23 - 1)); set != 0; set &= set - 1 {
		held = append(held, bits.TrailingZeros32(set)+1)
	}
	var pick [3]int
	var rec func(from, k int, syms uint8)
	rec = func(from, k int, syms uint8) {
		dst = s.scoreVariants(dst, seat, pick[:k])
		if k == 3 {
			return
		}
		for i := from; i < len(held); i++ {
			sym := uint8(1) << decreeSymbol(held[i])
			if syms&sym == 0 {
				pick[k] = held[i]
				rec(i+1, k+1, syms|sym)
			}
		}
	}
	rec(0, 0, 0)
	return dst
}

// scoringForced: seat has a single choice of decrees to score, scoring
// none. Every choice of one decree other than L03 (and L23, never chosen)
// is a move of its own, and L03 alone scores nothing (it names another
// scored decree), so that is when seat holds no decree but those two.
// TestScoringForced holds it to len(scoreMoves) == 1.
func (s *State) scoringForced(seat int) bool {
	return s.P[seat].Decrees&^(1<<(3-1)|1<<(23-1)) == 0
}

// scoreVariants appends the moves scoring exactly the decrees in set: L03
// names another scored decree, L04 the number of symbols paid.
func (s *State) scoreVariants(dst []engine.Move, seat int, set []int) []engine.Move {
	m := mv(mScore)
	has3, has4 := false, false
	for i, n := range set {
		m.Arg[i] = int16(n)
		has3 = has3 || n == 3
		has4 = has4 || n == 4
	}
	targets := []int{0}
	if has3 {
		targets = targets[:0]
		for _, n := range set {
			if n != 3 {
				targets = append(targets, n)
			}
		}
	}
	maxSym := 0
	if has4 {
		maxSym = symbols(int(s.P[seat].Population))
	}
	for _, target := range targets {
		for k := 0; k <= maxSym; k++ {
			pay := k
			if target == 4 {
				pay = 2 * k
			}
			if pay > s.resourcesHeld(seat) {
				continue
			}
			if has3 && !s.canPayL03(seat, pay) {
				continue
			}
			m.Arg[3], m.Arg[4] = int16(target), int16(k)
			dst = append(dst, m)
		}
	}
	return dst
}

// canPayL03: after paying L04's symbols with the cheapest resources, two
// gold (or scribes with T10) remain for L03.
func (s *State) canPayL03(seat, l04 int) bool {
	pl := &s.P[seat]
	nonGold := pl.Res[Papyrus] + pl.Res[Bread] + pl.Res[Limestone] + pl.Res[Granite]
	goldUsed := max(0, l04-nonGold)
	return s.goldBudget(seat)-goldUsed >= 2
}

// payCheapest pays n resources for L04, gold last (it is worth most to L08).
func (s *State) payCheapest(seat, n int) {
	pl := &s.P[seat]
	for r := Papyrus; r <= Gold && n > 0; r++ {
		k := min(n, pl.Res[r])
		pl.Res[r] -= k
		n -= k
	}
}

// applyScore scores the chosen decrees (scoreDecrees) as one sum.
func (s *State) applyScore(seat int, m engine.Move) {
	parts := s.scoreDecrees(seat, m)
	vp := parts[0] + parts[1] + parts[2]
	s.P[seat].VP += vp
	s.P[seat].DecreeVP = int16(vp)
}

// scoreDecrees pays for the decrees of m and returns what each scores, in
// the order m names them: L04 first, then the others on what is left, then
// L03 pays 2 gold and scores its target again. The narration asks it on a
// copy to tell each decree's VP.
func (s *State) scoreDecrees(seat int, m engine.Move) (vp [3]int) {
	pl := &s.P[seat]
	k4 := int(m.Arg[4])
	set := m.Arg[:3]
	for i, n := range set {
		if n == 4 {
			s.payCheapest(seat, k4)
			vp[i] = 4 * k4
		}
	}
	for i, n := range set {
		if n != 0 && n != 3 && n != 4 {
			vp[i] = s.decreeVP(seat, int(n))
		}
	}
	for i, n := range set {
		if n != 3 {
			continue
		}
		g := min(2, pl.Res[Gold])
		pl.Res[Gold] -= g
		pl.Scribes -= 2 - g
		if target := int(m.Arg[3]); target == 4 {
			s.payCheapest(seat, k4)
			vp[i] = 4 * k4
		} else {
			vp[i] = s.decreeVP(seat, target)
		}
	}
	return vp
}

// scoreLegal: m is among the decree sets seat may score now.
//
//go:noinline
func (s *State) scoreLegal(seat int, m engine.Move) bool {
	var buf [longMoves]engine.Move
	return engine.Contains(s.scoreMoves(buf[:0], seat), m)
}

// chooseScoring keeps seat's secret choice of decrees; the last choice
// scores every seat's, in turn order (settleScoring).
func (s *State) chooseScoring(seat int, m engine.Move) {
	s.P[seat].Scoring = m
	s.top().Flags &^= 1 << seat
}

// chose: the seat has chosen the decrees it scores. The choice says so
// itself (a score move is never the zero move), so no flag of its own is
// kept beside it.
func (p *player) chose() bool { return p.Scoring.Kind == mScore }

// settleScoring, with the scoring decision t on top: a seat with a single
// choice has it made for it at once, for every such seat together (a
// forced move is not a decision, and made all at the opening it tells
// nothing); when every seat has chosen, the choices are scored in turn
// order and the decision ends. It reports whether it ended.
func (s *State) settleScoring(t *task) bool {
	for seat := 0; seat < s.Players; seat++ {
		if t.Flags&(1<<seat) == 0 || !s.scoringForced(seat) {
			continue
		}
		var one [1]engine.Move
		s.chooseScoring(seat, s.scoreMoves(one[:0], seat)[0])
	}
	if t.Flags != 0 {
		return false
	}
	for i := 0; i < s.Players; i++ {
		if seat := int(s.Order[i]); s.P[seat].chose() {
			s.applyScore(seat, s.P[seat].Scoring)
		}
	}
	s.pop()
	return true
}
