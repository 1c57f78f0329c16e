package tekhenu

// The take-move generator as it was before it was made faster (commit
// aed9da7), kept verbatim as the oracle of TestTakeMovesUnchanged: the new
// one must list the same moves in the same order.

import "karnak/engine"

// reachableOracle is reachable as it was: it reports whether a god action of g can still be performed after
// changing value with scribes (±1 or ±2 each, T10: gold in their place),
// B09/B10 or T14, paying for the changes out of the same supply the action
// needs.
func (s *State) reachableOracle(seat int, g God, value int) bool {
	pl := &s.P[seat]
	t14 := 0
	if pl.tech(14) {
		t14 = 2
	}
	anyValue := s.lowestHeld(seat, 9) != 0
	goldOK := pl.tech(10)
	// The die's own value first: it needs no scribes and usually does.
	for i := 0; i <= 6; i++ {
		v := i
		if i == 0 {
			v = value
		} else if i == value {
			continue
		}
		gap := max(0, abs(v-value)-t14)
		if anyValue {
			gap = 0
		}
		steps := (gap + 1) / 2
		for gold := 0; gold <= steps; gold++ {
			if gold > 0 && !goldOK {
				break
			}
			sc := steps - gold
			if sc > pl.Scribes || gold > pl.Res[Gold] {
				continue
			}
			scribes, golds := pl.Scribes, pl.Res[Gold]
			pl.Scribes -= sc
			pl.Res[Gold] -= gold
			ok := s.canGod(seat, g, v, fFromDie)
			pl.Scribes, pl.Res[Gold] = scribes, golds
			if ok {
				return true
			}
		}
		if i == 0 && (g == Hathor || g == Bastet) {
			return false // their action ignores the value; paying to change it only costs
		}
	}
	return false
}

// completableOracle is completable as it was: a die of this colour from sector g can still be used. Only a
// grey die taken normally can fail: it cannot produce, so its god action
// must be possible (§7.2 step 2 legality).
func (s *State) completableOracle(seat int, c Colour, g God, value int, memo *reachMemo) bool {
	if c != Grey {
		return true
	}
	k := int(g)*7 + value
	if memo[k] == 0 {
		memo[k] = 1 + boolInt8(s.reachableOracle(seat, g, value))
	}
	return memo[k] == 2
}

// takeMovesOracle is takeMoves as it was.
func (s *State) takeMovesOracle(dst []engine.Move, t *task) []engine.Move {
	seat := int(t.Seat)
	pl := &s.P[seat]
	start := len(dst)
	b11 := s.lowestHeld(seat, 11) != 0
	anubisPay := [4]bool{pl.Scribes >= 2, pl.tech(10) && pl.Scribes >= 1 && pl.Res[Gold] >= 1,
		pl.tech(10) && pl.Res[Gold] >= 2, s.lowestHeld(seat, 23) != 0}
	var seen dieSet
	var memo reachMemo
	for _, d := range s.Dice {
		g, ok := locSectorOf(d.Loc)
		if !ok || seen.add(g, d) {
			continue
		}
		c, v := d.Colour, int(d.Value)
		st := s.status(c, g)
		if st != Forbidden && s.completableOracle(seat, c, g, v, &memo) {
			dst = append(dst, mv(mTake, int(g), int(c), v, tkNormal))
		}
		if st == Forbidden && pl.tech(8) && s.completableOracle(seat, c, g, v, &memo) {
			dst = append(dst, mv(mTake, int(g), int(c), v, tkPure), mv(mTake, int(g), int(c), v, tkTainted))
		}
		if b11 {
			for c2 := White; c2 < s.asColours(c); c2++ {
				if c2 != c && s.status(c2, g) != Forbidden && s.completableOracle(seat, c2, g, v, &memo) {
					dst = append(dst, mv(mTake, int(g), int(c), v, tkAs, int(c2)))
				}
			}
		}
		for variant, ok := range anubisPay {
			if ok {
				dst = append(dst, mv(mTake, int(g), int(c), v, tkAnubis, 0, variant))
			}
		}
	}
	if len(dst) == start {
		// no die can be used; take any die without an action.
		seen = dieSet{}
		for _, d := range s.Dice {
			if g, ok := locSectorOf(d.Loc); ok && !seen.add(g, d) {
				dst = append(dst, mv(mTake, int(g), int(d.Colour), int(d.Value), tkDiscard))
			}
		}
	}
	return s.anyTimeBlessings(dst, seat)
}
