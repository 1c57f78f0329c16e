package tekhenu

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"karnak/engine"
)

// The expansion's blessings (Time of Seth §7.1, [A-09], [RUL-20]) and its
// artifacts (seth_artifacts.go) are played any time in their owner's own
// turn, where B07/B08 may be (anyTimeBlessings): before the die is taken,
// while it is changed, when its action is chosen, or at the end.

// sethAnyTime appends the uses seat may make now of BX01–BX04 and of its
// artifacts (mUse).
func (s *State) sethAnyTime(dst []engine.Move, seat int) []engine.Move {
	if !s.Seth.On || int(s.T.Seat) != seat || s.Round == 0 || s.isBot(seat) || !s.holdsAnyTime(seat) {
		return dst
	}
	if c := s.lowestHeld(seat, bx01); c != 0 {
		dst = add(dst, mUse, useBlessing, c)
	}
	if c := s.lowestHeld(seat, bx03); c != 0 && s.canRelocate(seat) {
		dst = add(dst, mUse, useBlessing, c)
	}
	for held := s.P[seat].Artifacts; held != 0; held &= held - 1 {
		if a := bits.TrailingZeros8(held) + 1; s.canUseArtifact(seat, a) {
			dst = add(dst, mUse, useArtifact, a)
		}
	}
	return dst
}

// sethAnyTimeCount is how many moves sethAnyTime appends now.
func (s *State) sethAnyTimeCount(seat int) int {
	if !s.Seth.On || !s.holdsAnyTime(seat) {
		return 0
	}
	var buf [nArtifacts + 2]engine.Move
	return len(s.sethAnyTime(buf[:0], seat))
}

// holdsAnyTime: seat holds a BX blessing or an artifact, the cards
// sethAnyTime offers (most of the time it holds none).
func (s *State) holdsAnyTime(seat int) bool {
	pl := &s.P[seat]
	return pl.Artifacts != 0 || pl.Blessings>>nBaseDeck != 0
}

// Arg0 of mUse.
const (
	useBlessing = iota
	useArtifact
)

// applyUse plays BX01–BX04 or uses an artifact; the decision it was made
// at waits below what it sets off.
func (s *State) applyUse(seat int, m *engine.Move) {
	n := int(m.Arg[1])
	if m.Arg[0] == useArtifact {
		s.useArtifact(seat, n)
		return
	}
	s.playBlessing(seat, n)
	me := int8(seat)
	switch n {
	case bx01, bx02:
		s.push(task{Kind: dSplit, Seat: me, Val: bxSplit})
	case bx03, bx04:
		s.push(task{Kind: dRelocate, Seat: me})
	}
}

// bxSplit: BX01/BX02 give 5 split between warriors and priests [X].
const bxSplit = 5

// Arg0 of mRelocate.
const (
	toSet = iota
	toOsiris
)

// relocateMoves (BX03/BX04): one of seat's Osiris buildings in row v to Set
// area v, paying its warriors, or one of its Set buildings in area v to an
// empty cell of Osiris row v, paying 1 happiness (§7.1, [RUL-20]).
func (s *State) relocateMoves(dst []engine.Move, seat int) []engine.Move {
	pl := &s.P[seat]
	for v := 1; v <= nSetAreas; v++ {
		toSetOK := s.setAreaOpen(seat, v) && s.warriorsAvailable(seat) >= s.setCost(v)
		mine := false
		for _, o := range s.Seth.Slots[v-1] {
			mine = mine || int(o) == seat
		}
		for d := range districts {
			if toSetOK && int(s.Osiris[v-1][d]) == seat {
				dst = add(dst, mRelocate, toSet, v, d)
			}
			if mine && pl.Happiness >= 1 && s.Osiris[v-1][d] < 0 {
				dst = add(dst, mRelocate, toOsiris, v, d)
			}
		}
	}
	return dst
}

func (s *State) canRelocate(seat int) bool {
	var buf [2 * nSetAreas * len(districts)]engine.Move
	return len(s.relocateMoves(buf[:0], seat)) > 0
}

// applyRelocate moves the building. Neither a Set nor an Osiris action: no
// blood, no conquest token, no statue bonus, no technology; the
// destination's cost and bonuses, and Cult04 or Cult06 ([RUL-20]).
// Production markers stay where they are when a building leaves Osiris.
func (s *State) applyRelocate(seat int, m *engine.Move) {
	pl := &s.P[seat]
	v, d := int(m.Arg[1]), Res(m.Arg[2])
	if m.Arg[0] == toSet {
		if cost := s.setCost(v); pl.tech(tx02) && pl.Faith > 0 && pl.Warriors > 0 {
			// TX02: the player shares the cost between warriors and faith,
			// as for a Set action's building.
			s.push(task{Kind: dWarriors, Seat: int8(seat), Val: int8(cost)})
		} else {
			s.payWarriors(seat, cost)
		}
		s.Osiris[v-1][d] = -1
		for k, o := range s.Seth.Slots[v-1] {
			if o < 0 {
				s.Seth.Slots[v-1][k] = int8(seat)
				break
			}
		}
		area := setAreas[v]
		for r := Papyrus; r <= Gold; r++ {
			pl.Res[r] += area.Bonus[r]
		}
		if s.Seth.People[area.Column] >= 0 {
			pl.VP += setColumnVP
		}
		if area.Choice > 0 {
			s.push(task{Kind: dGain, Seat: int8(seat), Val: int8(area.Choice), Flags: anyGoods})
		}
		s.cult(seat, cultSetBuilding, 0)
		return
	}
	for k, o := range s.Seth.Slots[v-1] {
		if int(o) == seat {
			s.Seth.Slots[v-1][k] = -1
		}
	}
	pl.Happiness--
	s.Osiris[v-1][d] = int8(seat)
	row := osirisRows[v]
	s.raiseProduction(seat, d, row.Own)
	if row.Partner > 0 {
		s.raiseProduction(seat, d.partner(), row.Partner)
	}
	pl.Res[d] += row.Gain
	pl.Res[Gold] += row.Gold
	if v == 2 && s.Row2Gold {
		s.Row2Gold = false
		pl.Res[Gold]++
	}
	s.cult(seat, cultOsirisBuilding, 0)
	if row.Any > 0 {
		s.push(task{Kind: dMarker, Seat: int8(seat)})
	}
}

// payWarriors pays n warriors, and with TX02 faith for what they lack.
func (s *State) payWarriors(seat, n int) {
	pl := &s.P[seat]
	w := min(n, int(pl.Warriors))
	pl.Warriors -= int8(w)
	pl.Faith -= (n - w) * tx02FaithPerWarrior
}

// relocateText is the text of an mRelocate move.
func relocateText(m engine.Move) string {
	dir := "to-set"
	if m.Arg[0] == toOsiris {
		dir = "to-osiris"
	}
	return fmt.Sprintf("%s %d %s", dir, m.Arg[1], Res(m.Arg[2]))
}

// parseSethMove reads mUse and mRelocate.
func parseSethMove(text string, w []string) (engine.Move, error) {
	bad := func(why string) (engine.Move, error) { return engine.Move{}, &parseError{text, why} }
	num := func(x string, lo, hi int) (int, bool) {
		n, err := strconv.Atoi(x)
		return n, err == nil && n >= lo && n <= hi && x == strconv.Itoa(n)
	}
	switch w[0] {
	case "use":
		if len(w) == 2 {
			if strings.HasPrefix(w[1], "art") {
				if n, ok := num(strings.TrimPrefix(w[1], "art0"), 1, nArtifacts); ok {
					return mv(mUse, useArtifact, n), nil
				}
			} else if kind, n, ok := parseCard(w[1]); ok && kind == Blessing {
				return mv(mUse, useBlessing, n), nil
			}
		}
		return bad("want: use <blessing> | use Art01-Art08")
	}
	if len(w) == 3 {
		v, ok := num(w[1], 1, nSetAreas)
		r, ok2 := parseRes(w[2])
		if ok && ok2 && r != Gold {
			return mv(mRelocate, boolInt(w[0] == "to-osiris"), v, int(r)), nil
		}
	}
	return bad("want: " + w[0] + " <area 1-6> <district>")
}
