package tekhenu

import "karnak/engine"

// Paying a cost (§5.5): the named resource, gold in place of any unit, T22
// limestone ↔ granite, T10 scribes in place of gold, or a blessing that
// waives the cost (B13/B14 for Ra and Horus, B15/B16 for Bastet and Hathor).
// Bread upkeep at scoring (§12 step 7) is a partial payment: every unit left
// unpaid costs 3 VP.

const (
	pfWaiveRaHorus = 1 << iota
	pfWaiveBastetHathor
	pfUpkeep
)

func (s *State) waiver(seat int, pf uint16) int {
	switch {
	case pf&pfWaiveRaHorus != 0:
		return s.lowestHeld(seat, 13)
	case pf&pfWaiveBastetHathor != 0:
		return s.lowestHeld(seat, 15)
	}
	return 0
}

// altRes is the resource T22 lets seat pay in place of r.
func (s *State) altRes(seat int, r Res) (Res, bool) {
	if (r == Limestone || r == Granite) && s.P[seat].tech(22) {
		return r.partner(), true
	}
	return 0, false
}

// canPay: seat can pay n of r, counting bonus units it receives first.
func (s *State) canPay(seat int, r Res, n int, pf uint16, bonus int) bool {
	if n <= 0 {
		return true
	}
	pl := &s.P[seat]
	// A waiver (waiver(seat, pf) != 0): B13/B14 or B15/B16 held.
	if pf&pfWaiveRaHorus != 0 && pl.Blessings>>(13-1)&3 != 0 ||
		pf&pfWaiveRaHorus == 0 && pf&pfWaiveBastetHathor != 0 && pl.Blessings>>(15-1)&3 != 0 {
		return true
	}
	have := pl.Res[r] + bonus + pl.Res[Gold]
	if r == Gold {
		have = pl.Res[Gold]
	}
	if alt, ok := s.altRes(seat, r); ok {
		have += pl.Res[alt]
	}
	if pl.tech(10) {
		have += pl.Scribes
	}
	return have >= n
}

func (s *State) payMoves(dst []engine.Move, t *task) []engine.Move {
	seat := int(t.Seat)
	pl := &s.P[seat]
	r, n := Res(t.X), int(t.Val)
	partial := t.Flags&pfUpkeep != 0
	alt, hasAlt := s.altRes(seat, r)
	altHave, scribeHave := 0, 0
	if hasAlt {
		altHave = pl.Res[alt]
	}
	if pl.tech(10) {
		scribeHave = pl.Scribes
	}
	for a := min(n, pl.Res[r]); a >= 0; a-- {
		for b := 0; b <= min(n-a, altHave); b++ {
			for g := 0; g <= min(n-a-b, pl.Res[Gold]); g++ {
				if !partial {
					// In full: only the scribes that make up the rest.
					if sc := n - a - b - g; sc <= scribeHave {
						dst = addPay(dst, r, a, alt, b, g, sc)
					}
					continue
				}
				for sc := 0; sc <= min(n-a-b-g, scribeHave); sc++ {
					dst = addPay(dst, r, a, alt, b, g, sc)
				}
			}
		}
	}
	if w := s.waiver(seat, t.Flags); w != 0 {
		dst = add(dst, mPay, 0, 0, 0, 0, 0, 0, w)
	}
	return dst
}

// addPay appends the payment of a of r, b of alt, g gold and sc scribes,
// written in place (add).
func addPay(dst []engine.Move, r Res, a int, alt Res, b, g, sc int) []engine.Move {
	dst = append(dst, engine.Move{})
	m := &dst[len(dst)-1]
	m.Kind = mPay
	m.Arg[r] += int16(a)
	if b > 0 {
		m.Arg[alt] += int16(b)
	}
	m.Arg[Gold] += int16(g)
	m.Arg[5] = int16(sc)
	return dst
}

func (s *State) applyPay(seat int, t task, m *engine.Move) {
	pl := &s.P[seat]
	if t.Flags&pfUpkeep != 0 {
		// The upkeep's row holds everything the payment did to VP (the
		// unpaid penalty and any VP for substituting).
		before := pl.VP
		defer func() {
			pl.Ledger[s.Scorings-1][lgUpkeep] = int16(pl.VP - before)
			pl.Mark = int16(pl.VP)
		}()
	}
	if w := int(m.Arg[6]); w != 0 {
		s.playBlessing(seat, w)
		return
	}
	paid := 0
	for r := Papyrus; r <= Gold; r++ {
		pl.Res[r] -= int(m.Arg[r])
		paid += int(m.Arg[r])
		if r != Res(t.X) && r != Gold && m.Arg[r] > 0 {
			s.substituted(seat, 2)
		}
	}
	if sc := int(m.Arg[5]); sc > 0 {
		pl.Scribes -= sc
		paid += sc
		s.substituted(seat, 1)
	}
	if t.Flags&pfUpkeep != 0 {
		s.loseVP(seat, 3*(int(t.Val)-paid))
	}
}
