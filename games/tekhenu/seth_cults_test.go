package tekhenu

import "testing"

// TestCultOncePerTurn: a cult card pays its owner and every opponent once
// in a turn however often its condition is met (§3.7, T-13), and again in
// the next turn; a card another seat owns pays nothing.
func TestCultOncePerTurn(t *testing.T) {
	s := stagedSeth(t, 3)
	s.P[0].Cult = cultPeopleStatue
	s.cult(0, cultPeopleStatue, 0)
	s.cult(0, cultPeopleStatue, 0)
	s.cult(1, cultPeopleStatue, 0)
	eq(t, "owner's scribes", s.P[0].Scribes, 1)
	eq(t, "seat 1's priests", s.P[1].Priests, int8(1))
	eq(t, "seat 2's priests", s.P[2].Priests, int8(1))
	eq(t, "owner's priests", s.P[0].Priests, int8(0))
	s.T.CultSeen = [4]uint8{}
	s.cult(0, cultPeopleStatue, 0)
	eq(t, "owner's scribes next turn", s.P[0].Scribes, 2)
	s.cult(0, cultPeopleStatue, fSetup)
	eq(t, "nothing during setup", s.P[0].Scribes, 2)
}

// TestCultTriangles is T-23: Cult03 pays for every ▲ cell passed, each
// once a game, whatever the turn, with no once-per-turn limit.
func TestCultTriangles(t *testing.T) {
	s := stagedSeth(t, 3)
	s.P[0].Cult = cultTriangle
	s.P[0].Happiness, s.P[0].Population = 8, 14
	s.advanceHappiness(0, 6)
	eq(t, "happiness", s.P[0].Happiness, int8(14))
	eq(t, "owner's gold", s.P[0].Res[Gold], 2)
	eq(t, "seat 1's warriors", s.P[1].Warriors, int8(2))
	eq(t, "seat 2's warriors", s.P[2].Warriors, int8(2))
	s.P[0].Population = 16
	s.advanceHappiness(0, 2)
	eq(t, "gold after 16: Cult03 and the 16 reward", s.P[0].Res[Gold], 4)
	s.P[0].Happiness = 12
	s.advanceHappiness(0, 1)
	eq(t, "back to 13 pays nothing", s.P[0].Res[Gold], 4)
	eq(t, "seat 1's warriors", s.P[1].Warriors, int8(3))
}

// TestCultSoloBotTakesPopulationOnly: Botankhamun, an opponent, takes only
// population from a cult card ([RUL-33]).
func TestCultSoloBotTakesPopulationOnly(t *testing.T) {
	s := newSeth(t, 1, 2)
	s.Round = 1
	s.P[0].Cult = cultPeopleStatue
	s.cult(0, cultPeopleStatue, 0)
	eq(t, "Botankhamun's priests", s.P[botSeat].Priests, int8(0))
	s.P[0].Cult = cultGodStatue
	before := s.P[botSeat].Population
	s.cult(0, cultGodStatue, 0)
	eq(t, "Botankhamun's population", s.P[botSeat].Population, before+1)
}

// TestStagedSethBoard: the staged position starts with an empty Set board
// and a test puts its own dice there.
func TestStagedSethBoard(t *testing.T) {
	s := stagedSeth(t, 2)
	eq(t, "Set dice staged", s.setDice(), 0)
	s.putSetDie(t, 4)
	eq(t, "Set dice after one is put", s.setDice(), 1)
}
