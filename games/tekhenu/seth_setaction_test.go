package tekhenu

import "testing"

// TestSetActionT04 is T-04 played from the take of the Set die: 3 players, a second building in area 4 for 3
// warriors, C's Set statue pays C, C's people statue under the right column
// pays A 3 VP, the area's 2 granite, a blood token, and the conquest token
// A10 onto r1c1 with A03 turned up.
func TestSetActionT04(t *testing.T) {
	s := stagedSeth(t, 3)
	a := &s.P[0]
	a.Warriors, a.Built = 5, 3
	s.Seth.Slots[3][0] = 1
	s.Seth.People[1] = 2
	s.Seth.Statues[0] = 2
	s.Seth.Conquest[nConquest-1], s.Seth.Conquest[nConquest-2] = 10, 3
	s.putSetDie(t, 4)
	s.putSetDie(t, 2)
	s.beginTurn(0)
	s.play(t, "take set grey 4") // the change and the action are forced
	eq(t, "A's warriors", a.Warriors, int8(2))
	s.play(t, "gain gold") // C's Set statue: a resource of C's choice
	eq(t, "C's gold", s.P[2].Res[Gold], 1)
	eq(t, "B gains nothing", s.P[1].Res, [nRes]int{})
	s.play(t, "token r1c1")
	eq(t, "area 4, slot 2", s.Seth.Slots[3][1], int8(0))
	eq(t, "buildings built", a.Built, int8(4))
	eq(t, "granite", a.Res[Granite], 2)
	eq(t, "VP", a.VP, 13)
	eq(t, "blood", a.Blood, int8(1))
	eq(t, "r1c1 holds A10", s.Temple[0][0].Token, int8(10))
	eq(t, "A03 face up", s.Seth.faceUpConquest(), 3)
	eq(t, "Set dice left", s.setDice(), 1)
}

// TestSetActionT05 is T-05 played from the take, with its scribe shift: value 1 after a scribe, area 1 for
// 4 warriors, 2 papyrus, and T11's 2 VP for a die of value 1.
func TestSetActionT05(t *testing.T) {
	for _, t11 := range []bool{false, true} {
		s := stagedSeth(t, 2)
		pl := &s.P[0]
		pl.Warriors, pl.Scribes = 4, 1
		if t11 {
			pl.Techs |= 1 << (11 - 1)
		}
		s.Seth.Slots[2][0] = 1
		s.putSetDie(t, 3)
		s.beginTurn(0)
		s.play(t, "take set grey 3", "scribe -2")
		s.play(t, "token r3c3")
		want := startVP
		if t11 {
			want += 2
		}
		eq(t, "warriors", pl.Warriors, int8(0))
		eq(t, "area 1, slot 1", s.Seth.Slots[0][0], int8(0))
		eq(t, "papyrus", pl.Res[Papyrus], 2)
		eq(t, "VP", pl.VP, want)
		eq(t, "blood", pl.Blood, int8(1))
	}
}

// TestSetDieUsedUpPasses: a Set die taken with just the warriors for its
// action, then Art07 used before the action spends them on the same area:
// the die's action is no longer possible, so the change decision and the
// action decision (a pass, R-31) play themselves and the turn goes on,
// where they used to have no move at all.
func TestSetDieUsedUpPasses(t *testing.T) {
	s := stagedSeth(t, 2)
	pl := &s.P[0]
	pl.Warriors, pl.Artifacts = 4, 1<<(7-1)
	s.beginTurn(0)
	die := s.putSetDie(t, 2)
	s.relist()
	s.play(t, "take set grey 2", "use Art07", "act set 2", "token r1c1")
	eq(t, "area 2 built by Art07", s.Seth.Slots[1], [2]int8{0, -1})
	eq(t, "warriors spent", pl.Warriors, int8(0))
	eq(t, "the die on the taint pan, without an action", s.Dice[die].Loc, playerLoc(0, panRight))
	eq(t, "one blood token (Art07's Set action only)", pl.Blood, int8(1))
}
