package tekhenu

import "karnak/engine"

// OSIRIS — build a workshop or a quarry (§8.6).

func (s *State) osirisCellOpen(v, d int, flags uint16) bool {
	if flags&fQuarry != 0 && d < 2 || flags&fWorkshop != 0 && d >= 2 {
		return false
	}
	return s.Osiris[v-1][d] < 0
}

func (s *State) osirisMoves(dst []engine.Move, t *task) []engine.Move {
	for d := range districts {
		if s.osirisCellOpen(int(t.Val), d, t.Flags) {
			dst = add(dst, mOsiris, d)
		}
	}
	return dst
}

func (s *State) applyOsiris(seat int, t task, d Res) {
	eff := task{Kind: tEffect, Seat: t.Seat, God: Osiris, Val: t.Val, Flags: t.Flags, X: int8(d)}
	bonus := task{Kind: tBonus, Seat: t.Seat, God: Osiris, Flags: t.Flags}
	if t.Flags&fNoHappyLoss != 0 {
		s.pushSeq(bonus, eff)
		return
	}
	s.pushSeq(task{Kind: tHappyCost, Seat: t.Seat}, bonus, eff)
}

// osirisEffect: X is the district (a resource).
func (s *State) osirisEffect(t task) {
	seat := int(t.Seat)
	pl := &s.P[seat]
	d := Res(t.X)
	row := osirisRows[t.Val]
	s.Osiris[t.Val-1][d] = int8(seat)
	pl.Built++
	s.raiseProduction(seat, d, row.Own)
	if row.Partner > 0 {
		s.raiseProduction(seat, d.partner(), row.Partner)
	}
	pl.Res[d] += row.Gain
	pl.Res[Gold] += row.Gold
	if t.Val == 2 && s.Row2Gold {
		s.Row2Gold = false
		pl.Res[Gold]++
	}
	if s.once(seat, 1) {
		pl.VP += 2
	}
	s.cult(seat, cultOsirisBuilding, t.Flags) // Time of Seth: Cult06
	if row.Any > 0 {
		s.push(task{Kind: dMarker, Seat: t.Seat})
	}
}
