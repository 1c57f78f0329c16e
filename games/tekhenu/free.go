package tekhenu

import "karnak/engine"

// Actions without a die: the happiness-21 reward and decree L23
// . Any god action or a production of any resource, as with any value.

func (s *State) freeMoves(dst []engine.Move, t *task) []engine.Move {
	seat := int(t.Seat)
	gods := nGods
	if s.Seth.On {
		gods = nGodActions // the Set action too ([RUL-21])
	}
	for g := Horus; g < God(gods); g++ {
		for v := 1; v <= 6; v++ {
			if s.canGod(seat, g, v, t.Flags) {
				dst = add(dst, mAct, int(g), -1, 0, 0, v)
			}
		}
	}
	for r := Papyrus; r <= Granite; r++ {
		for v := 1; v <= 6; v++ {
			dst = add(dst, mAct, noGod, int(r), 0, 0, v)
		}
	}
	if t.Flags&fNoCost != 0 { // L23 may be left unused
		dst = add(dst, mSkip)
	}
	return dst
}

func (s *State) applyFree(seat int, t task, m *engine.Move) {
	if m.Kind == mSkip {
		return
	}
	v := int8(m.Arg[4])
	if m.Arg[0] == noGod {
		s.push(task{Kind: tProduce, Seat: int8(seat), X: int8(m.Arg[1]), Val: v, Flags: t.Flags})
		return
	}
	s.push(task{Kind: tGod, Seat: int8(seat), God: God(m.Arg[0]), Val: v, Flags: t.Flags})
}
