package kemet

import (
	"slices"
	"strings"
	"testing"
)

// moving starts seat's Move action from region id with n units (and its
// creature there when withCreature).
func moving(t *testing.T, s *State, seat int, id string, n int, withCreature bool) {
	t.Helper()
	decide(s, tMove, seat, 0)
	text := "from " + id + " " + string(rune('0'+n))
	if withCreature {
		text += " creature"
	}
	play(t, s, seat, text)
}

// E-03: Clare's two ways from city5 to the east-bank temple.
func TestE03TwoWaysToTheTemple(t *testing.T) {
	setup := func(snake bool) *State {
		s := staged(t, 5)
		const clare = 1 // city5 at 5 players
		eq(t, "Clare's city", s.city(clare).ID, "city5")
		units(t, s, clare, "city5.d1", 3)
		pyramid(t, s, clare, White, 1, "city5.d1")
		give(s, clare, R1GodSpeed)
		if snake {
			give(s, clare, B2DeepDesertSnake)
			s.CreatureAt[DeepDesertSnake] = regionOf(t, s, "city5.d1")
		}
		s.Seat[clare].PP = 4
		moving(t, s, clare, "city5.d1", 3, snake)
		return s
	}
	// Way A: teleport, 2 PP, no movement.
	s := setup(true)
	play(t, s, 1, "teleport temple3")
	play(t, s, 1, "stop")
	eq(t, "PP", s.Seat[1].PP, 2)
	eq(t, "temple3 held", s.controller(regionOf(t, s, "temple3")), 1)
	eq(t, "temporary VP", s.tempVP(1), 1)
	// Way B: capacity 3, by desert3, desert6 and the harbour.
	s = setup(true)
	eq(t, "capacity", s.Move.Capacity, 3)
	for _, id := range []string{"desert3", "desert6", "temple3"} {
		play(t, s, 1, "step "+id)
	}
	play(t, s, 1, "stop")
	eq(t, "PP", s.Seat[1].PP, 4)
	eq(t, "temple3 held", s.controller(regionOf(t, s, "temple3")), 1)
	eq(t, "the Snake went along", s.CreatureAt[DeepDesertSnake], regionOf(t, s, "temple3"))
	// Without the Snake the harbour is one step too far.
	s = setup(false)
	play(t, s, 1, "step desert3")
	play(t, s, 1, "step desert6")
	if slices.Contains(moveTexts(s, 1), "step temple3") {
		t.Error("capacity 2 reached temple3 on foot")
	}
}

// E-11: a creature picked up on the way adds no movement.
func TestE11PickedUpCreature(t *testing.T) {
	s := staged(t, 3)
	units(t, s, 0, "desert1", 2)
	units(t, s, 0, "desert2", 1)
	give(s, 0, R3RoyalScarab)
	s.CreatureAt[RoyalScarab] = regionOf(t, s, "desert2")
	moving(t, s, 0, "desert1", 2, false)
	play(t, s, 0, "step desert2")
	play(t, s, 0, "pickup 1 creature")
	for _, m := range moveTexts(s, 0) {
		if len(m) > 5 && m[:5] == "step " {
			t.Errorf("capacity still allows %s", m)
		}
	}
	play(t, s, 0, "stop")
	eq(t, "units in desert2", s.Seat[0].Units[regionOf(t, s, "desert2")], 3)
	eq(t, "the Scarab", s.CreatureAt[RoyalScarab], regionOf(t, s, "desert2"))
	moving(t, s, 0, "desert2", 3, true)
	eq(t, "next capacity", s.Move.Capacity, 3)
}

// E-12: several teleports with the Teleport tile.
func TestE12Teleports(t *testing.T) {
	s := staged(t, 5)
	give(s, 0, R2Teleport)
	s.Seat[0].PP = 6
	units(t, s, 0, "city1.d1", 3)
	pyramid(t, s, 0, White, 1, "city1.d1")
	moving(t, s, 0, "city1.d1", 3, false)
	play(t, s, 0, "teleport desert2")
	refused(t, s, 0, "teleport city1.d2", "not a choice")
	play(t, s, 0, "teleport temple2")
	play(t, s, 0, "step desert6")
	for _, m := range moveTexts(s, 0) {
		if len(m) > 9 && m[:9] == "teleport " {
			t.Errorf("from desert6 %s", m)
		}
	}
	play(t, s, 0, "stop")
	eq(t, "PP", s.Seat[0].PP, 2)
	eq(t, "in desert6", s.Seat[0].Units[regionOf(t, s, "desert6")], 3)
	eq(t, "temple2 not held", s.controller(regionOf(t, s, "temple2")), -1)
	// Without the tile the second teleport is not offered.
	s = staged(t, 5)
	s.Seat[0].PP = 6
	units(t, s, 0, "city1.d1", 3)
	pyramid(t, s, 0, White, 1, "city1.d1")
	moving(t, s, 0, "city1.d1", 3, false)
	play(t, s, 0, "teleport desert2")
	refused(t, s, 0, "teleport temple2", "not a choice")
}

// E-14: walls.
func TestE14Walls(t *testing.T) {
	s := staged(t, 5)
	const p, q = 1, 0 // Q owns city1
	units(t, s, p, "desert1", 2)
	give(s, p, R1GodSpeed)
	moving(t, s, p, "desert1", 2, false)
	play(t, s, p, "step city1.d1")
	refused(t, s, p, "step city1.d2", "not a choice")
	play(t, s, p, "stop")

	s = staged(t, 5)
	units(t, s, p, "desert2", 2)
	give(s, p, R1GodSpeed)
	moving(t, s, p, "desert2", 2, false)
	play(t, s, p, "step desert1")
	refused(t, s, p, "step city1.d1", "not a choice")
	// With Open Gates, or the Phoenix along, the wall does not stop it.
	give(s, p, R2OpenGates)
	if !slices.Contains(moveTexts(s, p), "step city1.d1") {
		t.Error("Open Gates")
	}
	s = staged(t, 5)
	units(t, s, p, "desert2", 2)
	give(s, p, R1GodSpeed, R4Phoenix)
	s.CreatureAt[Phoenix] = regionOf(t, s, "desert2")
	moving(t, s, p, "desert2", 2, true)
	play(t, s, p, "step desert1")
	if !slices.Contains(moveTexts(s, p), "step city1.d1") {
		t.Error("the Phoenix")
	}
	// Q's own troops cross its walls freely.
	s = staged(t, 5)
	units(t, s, q, "desert2", 2)
	give(s, q, R1GodSpeed)
	moving(t, s, q, "desert2", 2, false)
	play(t, s, q, "step desert1")
	play(t, s, q, "step city1.d1")
}

// E-21: the delta is one-way.
func TestE21Delta(t *testing.T) {
	s := staged(t, 4) // side B
	units(t, s, 0, "temple5", 2)
	s.Seat[0].PP = 11
	moving(t, s, 0, "temple5", 2, false)
	got := moveTexts(s, 0)
	if !slices.Equal(got, []string{"step desert20", "stop"}) {
		t.Errorf("moves %v", got)
	}
}

// RUL-09: a group passes its own full troop but cannot end on it.
func TestPassingOwnFullTroop(t *testing.T) {
	s := staged(t, 3)
	units(t, s, 0, "desert1", 3)
	units(t, s, 0, "desert2", 5)
	give(s, 0, R1GodSpeed)
	moving(t, s, 0, "desert1", 3, false)
	play(t, s, 0, "step desert2")
	if slices.Contains(moveTexts(s, 0), "stop") {
		t.Error("ending with 8 units in desert2")
	}
	play(t, s, 0, "step desert3")
	play(t, s, 0, "stop")
	eq(t, "desert2", s.Seat[0].Units[regionOf(t, s, "desert2")], 5)
	eq(t, "desert3", s.Seat[0].Units[regionOf(t, s, "desert3")], 3)
	// With no step left after it, the full troop is not entered at all.
	s = staged(t, 3)
	units(t, s, 0, "desert1", 3)
	units(t, s, 0, "desert2", 5)
	moving(t, s, 0, "desert1", 3, false)
	if slices.Contains(moveTexts(s, 0), "step desert2") {
		t.Error("a step onto a full troop with no way on")
	}
}

// A group leaves units and takes units along once each in a region it
// enters, so a Move action always ends (docs/rulings.md, RUL-K10).
func TestDropAndPickupOncePerRegion(t *testing.T) {
	s := staged(t, 3)
	units(t, s, 0, "desert1", 3)
	units(t, s, 0, "desert2", 1)
	moving(t, s, 0, "desert1", 3, false)
	play(t, s, 0, "step desert2")
	play(t, s, 0, "drop 1")
	for _, m := range moveTexts(s, 0) {
		if strings.HasPrefix(m, "drop") {
			t.Errorf("a second drop is offered: %s", m)
		}
	}
	play(t, s, 0, "pickup 1")
	// Nothing is left to choose but the end of the move, which is played.
	eq(t, "the move is over", s.Move.Seat, -1)
	eq(t, "units in desert2", s.Seat[0].Units[regionOf(t, s, "desert2")], 4)
}

// Free teleports (Stargate and Priest of Ra) never go back to a region the
// group stood in this action (docs/rulings.md, RUL-K10).
func TestNoTeleportBack(t *testing.T) {
	s := staged(t, 5)
	give(s, 0, R2Teleport, R1Stargate, W4PriestOfRa)
	units(t, s, 0, "city1.d1", 3)
	pyramid(t, s, 0, White, 1, "city1.d1")
	moving(t, s, 0, "city1.d1", 3, false)
	eq(t, "teleport cost", s.teleportCost(0), 0)
	play(t, s, 0, "teleport desert2")
	play(t, s, 0, "teleport temple2")
	refused(t, s, 0, "teleport desert2", "not a choice")
	play(t, s, 0, "stop")
	eq(t, "in temple2", s.Seat[0].Units[regionOf(t, s, "temple2")], 3)
}
