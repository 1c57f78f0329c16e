package tekhenu

import (
	"fmt"

	"karnak/engine"
)

// Artifacts (Time of Seth §3.6, §7.4, [RUL-22]): each is used once, in its
// owner's own turn where any-time blessings are offered, and then leaves the
// game. Using one is not taking a die: nothing goes on the scales and the
// Vizier does not see it.

// Effects of the artifacts [X].
const (
	art01Draw      = 2 // decrees drawn, 1 kept
	art02Low       = 3 // the value of Art02's action: 3 or 4
	art02High      = 4
	art03Scribes   = 1
	art05Draw      = 2 // technologies drawn, 1 kept
	art06Scribes   = 1
	art06Happiness = 5
	art08Gold      = 2
)

// canUseArtifact: artifact a would do something for seat now.
func (s *State) canUseArtifact(seat, a int) bool {
	pl := &s.P[seat]
	deckOK := func(k CardKind) bool { return s.Decks[k].N > 0 || s.Discard[k] != 0 }
	switch a {
	case 1:
		return deckOK(Decree)
	case 3:
		return pl.Scribes >= art03Scribes
	case 5:
		return deckOK(Tech)
	case 6:
		return pl.Scribes >= art06Scribes
	case 7:
		for v := 1; v <= 6; v++ {
			if s.canGod(seat, Set, v, 0) {
				return true
			}
		}
		return false
	}
	return true // Art02 can always produce; Art04, Art08 always give
}

func (s *State) useArtifact(seat, a int) {
	pl := &s.P[seat]
	pl.Artifacts &^= 1 << (a - 1)
	me := int8(seat)
	switch a {
	case 1:
		s.drawKeep(seat, Decree, art01Draw, 0)
	case 2, 7:
		s.push(task{Kind: dArtAction, Seat: me, X: int8(a)})
	case 3:
		pl.Scribes -= art03Scribes
		pl.VP += s.templeScore(seat, true)
	case 4:
		for r := Papyrus; r <= Granite; r++ {
			s.raiseProduction(seat, r, 1)
		}
	case 5:
		s.drawKeep(seat, Tech, art05Draw, keepBottom)
	case 6:
		pl.Scribes -= art06Scribes
		s.advanceHappiness(seat, art06Happiness)
	case 8:
		pl.Res[Gold] += art08Gold
	}
}

// artActionMoves: Art02, any god action (Set included, through canGod) or
// any production as with a 3 or a 4 ([RUL-21]); Art07, the Set action as
// with any value (§7.4).
func (s *State) artActionMoves(dst []engine.Move, t *task) []engine.Move {
	seat := int(t.Seat)
	lo, hi, from, to := art02Low, art02High, Horus, Set
	if t.X == 7 {
		lo, hi, from = 1, 6, Set
	}
	for g := from; g <= to; g++ {
		for v := lo; v <= hi; v++ {
			if s.canGod(seat, g, v, 0) {
				dst = add(dst, mAct, int(g), -1, 0, 0, v)
			}
		}
	}
	if t.X == 2 && !s.ruling(rulingArt02Gods) {
		for r := Papyrus; r <= Granite; r++ {
			for v := lo; v <= hi; v++ {
				dst = add(dst, mAct, noGod, int(r), 0, 0, v)
			}
		}
	}
	return dst
}

// applyArtAction: the action is not performed with a die (no T11).
func (s *State) applyArtAction(seat int, m *engine.Move) {
	v := int8(m.Arg[4])
	if m.Arg[0] == noGod {
		s.push(task{Kind: tProduce, Seat: int8(seat), X: int8(m.Arg[1]), Val: v})
		return
	}
	s.push(task{Kind: tGod, Seat: int8(seat), God: God(m.Arg[0]), Val: v})
}

// artActWords tells an Art02 or Art07 action chosen.
func (s *State) artActWords(seat int, t task, m engine.Move) string {
	who := s.who(seat)
	if m.Arg[0] == noGod {
		return fmt.Sprintf("%s produces %s as with a %d, by %s", who, Res(m.Arg[1]), m.Arg[4], artifactName(int(t.X)))
	}
	return fmt.Sprintf("%s performs %s's action as with a %d, by %s", who, godTitle(God(m.Arg[0])), m.Arg[4], artifactName(int(t.X)))
}
