package kemet

import (
	"slices"
	"testing"
)

// E-19: Priest of Ra makes 1-PP battle DI cards free.
func TestE19PriestOfRaCards(t *testing.T) {
	s := staged(t, 2)
	const a, d = 0, 1
	units(t, s, a, "desert12", 3)
	units(t, s, d, "desert13", 3)
	give(s, a, W4PriestOfRa)
	handDI(t, s, a, DIWarFury, DIIronWall)
	attack(t, s, a, "desert12", "desert13", 3, false)
	choose(t, s, a, "BC-4-1-0", "BC-3-2-0", "DI-WAR-FURY", "DI-IRON-WALL")
	eq(t, "committed with 0 PP", s.Fight.DI[0][DIWarFury]+s.Fight.DI[0][DIIronWall], 2)
	choose(t, s, d, "BC-2-0-2", "BC-3-2-0")
	eq(t, "paid", s.Seat[a].PP, 0)
	// Without Priest of Ra, 1-PP cards cannot be committed without PP.
	s = staged(t, 2)
	units(t, s, a, "desert12", 3)
	units(t, s, d, "desert13", 3)
	handDI(t, s, a, DIWarFury)
	attack(t, s, a, "desert12", "desert13", 3, false)
	play(t, s, a, "play BC-4-1-0")
	play(t, s, a, "discard BC-3-2-0")
	if slices.Contains(moveTexts(s, a), "commit DI-WAR-FURY") {
		t.Error("War Fury committed with no PP (RUL-14)")
	}
}

// E-32: Veto, and a Veto of the Veto.
func TestE32Veto(t *testing.T) {
	for _, twice := range []bool{false, true} {
		s := staged(t, 3)
		const p, q, r = 0, 1, 2
		s.Order = [MaxPlayers]int8{p, q, r}
		units(t, s, q, "temple1", 2)
		s.Seat[p].PP = 1
		handDI(t, s, p, DIRainingFire)
		handDI(t, s, q, DIVeto)
		handDI(t, s, r, DIVeto)
		decide(s, tTurn, p, 0)
		play(t, s, p, "fire temple1")
		eq(t, "PP paid", s.Seat[p].PP, 0)
		eq(t, "one seat answers at a time", len(s.Actors()), 1)
		eq(t, "Q is asked first", s.Actors()[0], q)
		play(t, s, q, "veto")
		// Q's Veto opens a window for R alone: P may not veto in its own
		// turn, Q not its own Veto.
		if twice {
			play(t, s, r, "veto")
			noVeto(t, s)
			eq(t, "Raining Fire took effect", s.Seat[q].Units[regionOf(t, s, "temple1")], 1)
		} else {
			noVeto(t, s)
			eq(t, "Raining Fire cancelled", s.Seat[q].Units[regionOf(t, s, "temple1")], 2)
			eq(t, "R's Veto kept", s.Seat[r].DI[DIVeto], 1)
		}
		eq(t, "PP stays paid", s.Seat[p].PP, 0)
	}
}

// RUL-23, RUL-24, RUL-32 and Prayer.
func TestDayCards(t *testing.T) {
	s := staged(t, 2)
	const p, q = 0, 1
	units(t, s, p, "desert12", 2)
	units(t, s, q, "desert14", 1)
	units(t, s, q, "city2.d1", 1)
	give(s, q, B4Sphinx)
	s.CreatureAt[Sphinx] = regionOf(t, s, "desert14")
	s.Seat[p].PP = 3
	s.Seat[q].PP = 1
	give(s, q, W4PriestOfRa)
	handDI(t, s, p, DIRainingFire, DIPrayer, DIManaTheft, DIEnlistment)
	decide(s, tTurn, p, 0)
	play(t, s, p, "fire desert14")
	noVeto(t, s)
	eq(t, "Q's unit gone", s.Seat[q].Units[regionOf(t, s, "desert14")], 0)
	eq(t, "the Sphinx home", s.CreatureAt[Sphinx], regionOf(t, s, "city2.d1"))
	play(t, s, p, "card DI-PRAYER")
	noVeto(t, s)
	eq(t, "Prayer", s.Seat[p].PP, 4)
	play(t, s, p, "card DI-MANA-THEFT")
	noVeto(t, s)
	eq(t, "Mana Theft gains 1 in all", s.Seat[p].PP, 5)
	eq(t, "Q loses 1, Priest of Ra or not", s.Seat[q].PP, 0)
	play(t, s, p, "card DI-ENLISTMENT")
	noVeto(t, s)
	got := moveTexts(s, p)
	if !slices.Contains(got, "place desert12") || !slices.Contains(got, "place city1.d1") {
		t.Fatalf("Enlistment's places %v", got)
	}
	eq(t, "modes once on a troop", s.enlistRegions(p, 2+int8(regionOf(t, s, "desert12"))).count(), 1)
	play(t, s, p, "place desert12") // the second follows it, the one place left
	eq(t, "both on the troop", s.Seat[p].Units[regionOf(t, s, "desert12")], 4)
}

// RUL-11: the Teleportation card from anywhere, at the card's cost only;
// the Open Gates card lifts the walls for the move.
func TestMoveCards(t *testing.T) {
	s := staged(t, 3)
	units(t, s, 0, "desert6", 2)
	s.Seat[0].PP = 1
	handDI(t, s, 0, DITeleportation)
	moving(t, s, 0, "desert6", 2, false)
	play(t, s, 0, "teleportation sanctuary")
	noVeto(t, s)
	eq(t, "in the Sanctuary", s.Seat[0].Units[regionOf(t, s, "sanctuary")], 2)
	eq(t, "PP", s.Seat[0].PP, 0)

	s = staged(t, 3)
	units(t, s, 1, "desert2", 2)
	give(s, 1, R1GodSpeed)
	s.Seat[1].PP = 1
	handDI(t, s, 1, DIOpenGates)
	moving(t, s, 1, "desert2", 2, false)
	play(t, s, 1, "step desert1")
	refused(t, s, 1, "step city1.d1", "not a choice")
	play(t, s, 1, "card DI-OPEN-GATES")
	noVeto(t, s)
	play(t, s, 1, "step city1.d1")
}
