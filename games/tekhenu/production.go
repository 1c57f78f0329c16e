package tekhenu

import "karnak/engine"

// PRODUCTION (§8.8): the die value in resources, up to the production
// marker; the excess goes to the right pan (greed rule).

var productionBlessings = [...]int{1, 2, 3, 4, 5, 6, 21}

// productionBlessing is the card seat would play for production blessing
// b, or 0: B01–B06 are six different cards, B21/B22 a pair.
func (s *State) productionBlessing(seat, b int) int {
	if b == 21 {
		return s.lowestHeld(seat, 21)
	}
	if s.P[seat].has(Blessing, b) {
		return b
	}
	return 0
}

func (s *State) beginProduce(t task) {
	seat := int(t.Seat)
	t.Kind = tProduceGo
	s.push(t)
	for _, b := range productionBlessings {
		if s.productionBlessing(seat, b) != 0 {
			s.push(task{Kind: dBlessProd, Seat: t.Seat})
			return
		}
	}
}

// blessProdMoves: play any production blessings, then produce. Only one
// of B21/B22 doubles a production.
func (s *State) blessProdMoves(dst []engine.Move, t *task) []engine.Move {
	seat := int(t.Seat)
	below := &s.Stack[s.Depth-2]
	for _, b := range productionBlessings {
		if b == 21 && below.Y != 0 {
			continue
		}
		if n := s.productionBlessing(seat, b); n != 0 {
			dst = add(dst, mBless, n)
		}
	}
	return add(dst, mDone)
}

var blessingGain = map[int]Res{1: Limestone, 2: Granite, 3: Bread, 4: Papyrus}

func (s *State) applyBlessProd(seat int, t task, m *engine.Move) {
	if m.Kind == mDone {
		return
	}
	n := int(m.Arg[0])
	s.playBlessing(seat, n)
	pl := &s.P[seat]
	switch n {
	case 1, 2, 3, 4: // never excess
		pl.Res[blessingGain[n]] += 4
	case 5:
		pl.Res[Gold] += 3
	case 6:
		pl.Scribes += 2
	case 21, 22:
		s.top().Y = 1 // the tProduceGo below: twice
	}
	s.push(t)
}

// produce: X is the resource, Val the amount; Y=1 produces twice.
func (s *State) produce(t task) {
	seat := int(t.Seat)
	pl := &s.P[seat]
	r := Res(t.X)
	excess := 0
	for k := 0; k <= int(t.Y); k++ {
		keep := min(int(t.Val), int(pl.Production[r]))
		pl.Res[r] += keep
		excess += int(t.Val) - keep
	}
	pl.Excess += int16(excess)
	if s.once(seat, 12) {
		pl.VP += excess
	}
	if s.once(seat, 13) {
		pl.Res[r]++
	}
	if r == Bread && s.once(seat, 17) {
		pl.VP += 2
	}
	if t.Flags&fFromDie != 0 && t.Val == 1 && s.once(seat, 11) {
		pl.VP += 2
	}
}
