package tekhenu

import (
	"slices"
	"testing"
)

// TestSetActionT04 is T-04: 3 players, a second building in area 4 for 3
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

// TestSetActionIllegal is T-04's illegal variant: with 2 warriors, neither
// the 4 (cost 3) nor the 2 (an empty area, cost 4) may be taken.
func TestSetActionIllegal(t *testing.T) {
	s := stagedSeth(t, 3)
	s.P[0].Warriors = 2
	s.Seth.Slots[3][0] = 1
	s.putSetDie(t, 4)
	s.putSetDie(t, 2)
	s.beginTurn(0)
	for _, m := range []string{"take set grey 4", "take set grey 2"} {
		if s.legal(t, m) {
			t.Errorf("%s offered with 2 warriors", m)
		}
	}
}

// TestSetActionT05 is T-05's Set part: value 1 after a scribe, area 1 for
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

// TestSetActionT01 is T-01 and its variants: a people statue under the
// left column, one Thoth action of value 1 per built area there, T03 and
// the statue bonuses once a turn.
func TestSetActionT01(t *testing.T) {
	for _, tc := range []struct {
		name           string
		built          []int // areas with a building
		happiness      int8
		cards, vp      int
		jeanneScribes  int
		thothFirstCard string
	}{
		{"T-01", []int{1, 2}, 6, 2, 22, 2, "card 1.3"},
		{"(a) area 2 empty", []int{1}, 6, 1, 22, 2, "card 1.3"},
		{"(b) left column empty", nil, 6, 0, 20, 1, ""},
		{"(c) happiness 0", []int{1, 2}, 0, 0, 20, 1, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := stagedSeth(t, 4)
			ivan, jeanne := &s.P[0], &s.P[1]
			ivan.VP, ivan.Res[Granite], ivan.Happiness = 20, 3, tc.happiness
			ivan.Population = 10
			ivan.Techs = 1 << (3 - 1)
			jeanne.Scribes = 1
			s.GodStat[Horus][0], s.GodVia[Horus][0] = 1, 1
			s.GodStat[Thoth][0], s.GodVia[Thoth][0] = 1, 5
			for _, a := range tc.built {
				s.Seth.Slots[a-1][0] = int8(1 + a%2*1)
			}
			s.Open = [4]bool{true, true, false, false}
			s.Market[0] = [4]int8{1, 2, 7, 0}
			s.Market[1] = [4]int8{3, 4, 5, 6}
			s.putDie(t, Horus, Grey, 3)
			s.beginTurn(0)
			s.play(t, "take horus grey 3", "statue set-left")
			if tc.thothFirstCard != "" {
				s.play(t, tc.thothFirstCard)
				if tc.cards == 2 {
					s.play(t, "card 2.4")
				}
			}
			eq(t, "left people statue", s.Seth.People[0], int8(0))
			eq(t, "granite", ivan.Res[Granite], 2)
			eq(t, "technologies taken", popcount(ivan.Techs)-1, tc.cards)
			eq(t, "Ivan's VP (T03 once)", ivan.VP, tc.vp)
			eq(t, "Jeanne's gold (Horus bonus)", jeanne.Res[Gold], 1)
			eq(t, "Jeanne's scribes (Thoth bonus once)", jeanne.Scribes, tc.jeanneScribes)
		})
	}
}

// TestSetStatueT24 is T-24: at 2 players a Set statue pays its owner for
// its own Set action and for the other's, once a turn, with T07's granite.
func TestSetStatueT24(t *testing.T) {
	s := stagedSeth(t, 2)
	a := &s.P[0]
	a.Techs = 1 << (7 - 1)
	a.Warriors = 8
	s.P[1].Warriors = 8
	s.Seth.Statues[0] = 0
	s.push(task{Kind: dAdvance, Seat: 0, Val: 1}) // a decision under the actions, so the game goes on
	s.push(task{Kind: tGod, Seat: 0, God: Set, Val: 1})
	s.run()
	s.play(t, "gain gold", "token r1c1")
	eq(t, "own Set action: gold", a.Res[Gold], 1)
	eq(t, "own Set action: T07 granite", a.Res[Granite], 1)
	// A second Set action in the same turn (Art07) pays nothing more.
	a.Warriors = 8
	s.push(task{Kind: tGod, Seat: 0, God: Set, Val: 2})
	s.run()
	s.play(t, "token r1c2")
	eq(t, "no second bonus this turn", a.Res[Gold], 1)
	// The other's Set action, in its turn.
	s.T = turn{Seat: 1, Die: -1, CardSec: -1}
	s.push(task{Kind: tGod, Seat: 1, God: Set, Val: 3})
	s.run()
	s.play(t, "gain gold", "token r1c3")
	eq(t, "B's Set action: gold", a.Res[Gold], 2)
	eq(t, "B's Set action: granite", a.Res[Granite], 2)
}

// TestSetStatueBuilt: a Set statue costs its granite and 2 priests; the
// 3-player owner gains its bonus once at once; Cult02 pays for it.
func TestSetStatueBuilt(t *testing.T) {
	s := stagedSeth(t, 3)
	pl := &s.P[0]
	pl.Res[Granite], pl.Priests, pl.Cult = 1, 3, cultGodStatue
	pl.Population = 10
	s.putDie(t, Horus, Grey, 3)
	s.beginTurn(0)
	s.play(t, "take horus grey 3", "statue set", "gain bread")
	eq(t, "Set statue", s.Seth.Statues[0], int8(0))
	eq(t, "priests", pl.Priests, int8(1))
	eq(t, "granite", pl.Res[Granite], 0)
	eq(t, "3 players: the bonus at once", pl.Res[Bread], 1)
	eq(t, "Cult02: happiness +2", pl.Happiness, int8(startHappiness+2))
	eq(t, "Cult02: each opponent population +1", s.P[1].Population, int8(startPopulation+1))
	// Without 2 priests the Set statue is not offered.
	s = stagedSeth(t, 3)
	s.P[0].Res[Granite], s.P[0].Priests = 1, 1
	s.putDie(t, Horus, Grey, 3)
	s.beginTurn(0)
	s.play(t, "take horus grey 3")
	if s.legal(t, "statue set") {
		t.Error("a Set statue offered with 1 priest")
	}
}

// TestSetActionFree: the happiness-21 and L23 actions offer the Set action
// ([RUL-21]), and L23 waives no warriors ([RUL-59]).
func TestSetActionFree(t *testing.T) {
	s := stagedSeth(t, 2)
	s.P[0].Warriors = 3
	s.push(task{Kind: dFree, Seat: 0, Flags: fNoCost})
	s.relist()
	if s.legal(t, "act set 1") {
		t.Error("Set offered for free with 3 warriors: L23 waives only resources")
	}
	s.P[0].Warriors = 4
	s.relist()
	if !s.legal(t, "act set 1") {
		t.Error("Set not offered by a free action")
	}
	s.play(t, "act set 1", "token r5c5")
	eq(t, "warriors paid", s.P[0].Warriors, int8(0))
}

// TestSetWarriorsWithFaith is T-21's payment: with TX02 faith tokens may
// pay a Set cost beside warriors, one for one, as the player chooses.
func TestSetWarriorsWithFaith(t *testing.T) {
	s := stagedSeth(t, 2)
	pl := &s.P[0]
	pl.Techs = 1 << (tx02 - 1)
	pl.Warriors, pl.Faith = 2, 3
	s.push(task{Kind: dAdvance, Seat: 0, Val: 1})
	s.push(task{Kind: tGod, Seat: 0, God: Set, Val: 4})
	s.run()
	if got, want := s.moveKindTexts(mWarriors), []string{"spend 2 warriors 2 faith", "spend 1 warriors 3 faith"}; !slices.Equal(got, want) {
		t.Fatalf("payments %v, want %v", got, want)
	}
	if p := s.Prompt(0); p.Ask == "" || p.Doing == "" {
		t.Errorf("prompt %+v", p)
	}
	s.refusedFor(t, "spend 0 warriors 4 faith", "Time of Seth §4.2")
	s.play(t, "spend 1 warriors 3 faith")
	eq(t, "warriors", pl.Warriors, int8(1))
	eq(t, "faith", pl.Faith, 0)
}
