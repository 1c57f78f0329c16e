package kemet

import (
	"slices"
	"testing"
)

// choose plays a side's secret choices: the card played, the card
// discarded, DI cards committed, ready.
func choose(t *testing.T, s *State, seat int, play, discard string, di ...string) {
	t.Helper()
	play2 := "play " + play
	play1(t, s, seat, play2)
	play1(t, s, seat, "discard "+discard)
	for _, d := range di {
		play1(t, s, seat, "commit "+d)
	}
	play1(t, s, seat, "ready")
}

func play1(t *testing.T, s *State, seat int, text string) { t.Helper(); play(t, s, seat, text) }

// handDI gives seat DI cards, taken from the deck.
func handDI(t *testing.T, s *State, seat int, ks ...DI) {
	t.Helper()
	for _, k := range ks {
		found := false
		for i := int(s.DeckN) - 1; i >= 0 && !found; i-- {
			if s.Deck[i] == k {
				copy(s.Deck[i:], s.Deck[i+1:s.DeckN])
				s.DeckN--
				s.Deck[s.DeckN] = 0
				found = true
			}
		}
		if !found {
			t.Fatalf("no %s left in the deck", diCards[k].Ref)
		}
		s.Seat[seat].DI[k]++
	}
	s.Tasks.Relist(s)
}

// attack moves seat's n units from one region into another, where the
// battle begins.
func attack(t *testing.T, s *State, seat int, from, to string, n int, withCreature bool) {
	t.Helper()
	moving(t, s, seat, from, n, withCreature)
	play(t, s, seat, "step "+to)
}

// E-04: Jacques attacks Guillaume in a temple (the rulebook's example).
func TestE04Example(t *testing.T) {
	s := staged(t, 3)
	const g, j = 0, 1
	units(t, s, g, "temple2", 4)
	give(s, g, B2AncestralElephant)
	s.CreatureAt[AncestralElephant] = regionOf(t, s, "temple2")
	s.Seat[g].PP = 3
	handDI(t, s, g, DIBronzeWall, DIWarFury)
	units(t, s, j, "desert6", 5)
	give(s, j, R1Charge, R3BladesOfNeith)
	eq(t, "G's temporary VP", s.tempVP(g), 1)
	attack(t, s, j, "desert6", "temple2", 5, false)
	choose(t, s, j, "BC-3-2-0", "BC-1-3-0")
	choose(t, s, g, "BC-2-0-2", "BC-1-3-0", "DI-BRONZE-WALL", "DI-WAR-FURY")
	eq(t, "G pays War Fury", s.Seat[g].PP, 2)
	str, dmg, _ := s.sums(0)
	eq(t, "J's strength", str, 10)
	eq(t, "J's damage", dmg, 2)
	str, _, prot := s.sums(1)
	eq(t, "G's strength", str, 9)
	eq(t, "G's protection", prot, 4)
	// G, the loser, decides first and recalls; J stays.
	eq(t, "who decides", s.Tasks.Top().Seat, int8(g))
	refused(t, s, g, "stay", "not a choice")
	play(t, s, g, "recall")
	play(t, s, j, "stay")
	eq(t, "J's VP", s.Seat[j].VP, 1)
	eq(t, "J's battle VP", s.Seat[j].BattleVP, 1)
	eq(t, "G's PP", s.Seat[g].PP, 6)
	eq(t, "G's reserve", s.Seat[g].Reserve, unitsEach)
	eq(t, "the Elephant home", s.CreatureAt[AncestralElephant], NoRegion)
	eq(t, "J holds temple2", s.tempVP(j), 1)
	eq(t, "G's temporary VP", s.tempVP(g), 0)
	eq(t, "J's units", s.Seat[j].Units[regionOf(t, s, "temple2")], 5)
	eq(t, "DI discard", s.DIDiscard[DIBronzeWall]+s.DIDiscard[DIWarFury], 2)
	eq(t, "J's pile", s.Seat[j].Discard, uint8(1<<BC320|1<<BC130))
	eq(t, "the move is over", s.Move.Seat, int8(-1))
	eq(t, "no battle", s.Fight.Region, NoRegion)
}

// E-08: Defensive Victory needs a survivor.
func TestE08DefensiveVictory(t *testing.T) {
	for _, bloodBattle := range []bool{false, true} {
		s := staged(t, 2)
		const a, d = 0, 1
		units(t, s, a, "desert12", 2)
		units(t, s, d, "desert13", 2)
		give(s, d, B3DefensiveVictory)
		if bloodBattle {
			handDI(t, s, a, DIBloodBattle)
		}
		attack(t, s, a, "desert12", "desert13", 2, false)
		if bloodBattle {
			choose(t, s, a, "BC-1-3-0", "BC-4-1-0", "DI-BLOOD-BATTLE")
		} else {
			choose(t, s, a, "BC-1-3-0", "BC-4-1-0")
		}
		choose(t, s, d, "BC-2-0-2", "BC-4-1-0")
		eq(t, "winner", s.Fight.Winner, int8(1))
		if !bloodBattle {
			eq(t, "D's units", s.Seat[d].Units[regionOf(t, s, "desert13")], 1)
			eq(t, "D's VP", s.Seat[d].VP, 1)
			eq(t, "D's battle VP", s.Seat[d].BattleVP, 1)
			continue
		}
		eq(t, "D's units", s.Seat[d].Units[regionOf(t, s, "desert13")], 0)
		eq(t, "D's VP", s.Seat[d].VP, 0)
		got := moveTexts(s, a)
		if !slices.Equal(got, []string{"recall", "stay"}) {
			t.Errorf("A's choices %v", got)
		}
	}
}

// E-09: the attacker wins but is wiped out.
func TestE09AttackerWipedOut(t *testing.T) {
	s := staged(t, 2)
	const a, d = 0, 1
	units(t, s, a, "desert12", 2)
	units(t, s, d, "desert13", 3)
	attack(t, s, a, "desert12", "desert13", 2, false)
	choose(t, s, a, "BC-4-1-0", "BC-3-2-0")
	choose(t, s, d, "BC-1-3-0", "BC-3-2-0")
	eq(t, "winner", s.Fight.Winner, int8(0))
	eq(t, "A's units", s.Seat[a].Units[regionOf(t, s, "desert13")], 0)
	eq(t, "D's units", s.Seat[d].Units[regionOf(t, s, "desert13")], 2)
	eq(t, "A's VP", s.Seat[a].VP, 0)
	// The winner has no unit left: recall or stay, no retreat (check K1).
	got := moveTexts(s, d)
	if !slices.Equal(got, []string{"recall", "stay"}) {
		t.Errorf("D's choices %v", got)
	}
	refused(t, s, d, "retreat", "not a choice")
	play(t, s, d, "recall")
	eq(t, "D's PP", s.Seat[d].PP, 2)
}

// E-10: Escape beats Initiative; the attacker moves on.
func TestE10Escape(t *testing.T) {
	s := staged(t, 5)
	const a, d = 0, 1
	give(s, a, R4Initiative, R1GodSpeed)
	units(t, s, a, "desert1", 2)
	units(t, s, d, "desert2", 3)
	handDI(t, s, d, DIEscape)
	attack(t, s, a, "desert1", "desert2", 2, false)
	play(t, s, d, "escape desert3")
	noVeto(t, s)
	eq(t, "D in desert3", s.Seat[d].Units[regionOf(t, s, "desert3")], 3)
	eq(t, "no unit lost", s.Seat[d].Reserve, unitsEach-3)
	eq(t, "Escape discarded", s.DIDiscard[DIEscape], 1)
	play(t, s, a, "step temple1")
	play(t, s, a, "stop")
	eq(t, "A holds temple1", s.tempVP(a), 1)
	eq(t, "no VP", s.Seat[a].VP+s.Seat[d].VP, 0)
}

// E-13: a tie goes to the defender.
func TestE13Tie(t *testing.T) {
	s := staged(t, 2)
	const a, d = 0, 1
	units(t, s, a, "desert12", 3)
	units(t, s, d, "desert13", 2)
	attack(t, s, a, "desert12", "desert13", 3, false)
	choose(t, s, a, "BC-2-2-1", "BC-4-1-0")
	choose(t, s, d, "BC-3-0-1", "BC-4-1-0")
	eq(t, "the defender wins", s.Fight.Winner, int8(1))
	eq(t, "D's units", s.Seat[d].Units[regionOf(t, s, "desert13")], 1)
	eq(t, "A's units", s.Seat[a].Units[regionOf(t, s, "desert13")], 3)
	eq(t, "no VP", s.Seat[a].VP+s.Seat[d].VP, 0)
	got := moveTexts(s, a)
	if !slices.Equal(got, []string{"recall", "retreat"}) {
		t.Errorf("A's choices %v", got)
	}
	play(t, s, a, "recall")
	eq(t, "A's PP", s.Seat[a].PP, 3)
	if got := moveTexts(s, d); !slices.Equal(got, []string{"recall", "stay"}) {
		t.Errorf("D's choices %v", got)
	}
}

// E-17: recruiting into one's own occupied district.
func TestE17RecruitAttack(t *testing.T) {
	s := staged(t, 5)
	const p, q = 2, 0 // P owns city2 at 5 players
	eq(t, "P's city", s.city(p).ID, "city2")
	pyramid(t, s, p, Red, 4, "city2.d3")
	units(t, s, q, "city2.d3", 2)
	units(t, s, p, "desert7", unitsEach-4) // the rest of P's units, out of the way
	s.Seat[p].PP = 5
	eq(t, "Q holds the pyramid's VP", s.tempVP(q), 1)
	decide(s, tRecruit, p, 0)
	play(t, s, p, "recruit 3")
	for range 3 {
		play(t, s, p, "place city2.d3")
	}
	eq(t, "PP", s.Seat[p].PP, 2)
	choose(t, s, p, "BC-4-1-0", "BC-3-2-0")
	choose(t, s, q, "BC-2-0-2", "BC-3-2-0")
	eq(t, "P wins", s.Fight.Winner, int8(0))
	eq(t, "P's battle VP", s.Seat[p].BattleVP, 1)
	eq(t, "Q's retreat regions", s.retreatRegions(q).count(), 1)
	play(t, s, q, "retreat") // to desert5, the one region: the winner's choice is forced
	eq(t, "Q in desert5", s.Seat[q].Units[regionOf(t, s, "desert5")], 2)
	play(t, s, p, "stay")
	eq(t, "P's pyramid VP back", s.tempVP(p), 1)
	eq(t, "Q's", s.tempVP(q), 0)
}

// E-22: the Deep Desert Snake cancels the opposing creature.
func TestE22Snake(t *testing.T) {
	s := staged(t, 2)
	const a, d = 0, 1
	units(t, s, a, "desert12", 3)
	give(s, a, B2DeepDesertSnake)
	s.CreatureAt[DeepDesertSnake] = regionOf(t, s, "desert12")
	units(t, s, d, "desert13", 3)
	give(s, d, R4GiantScorpion)
	s.CreatureAt[GiantScorpion] = regionOf(t, s, "desert13")
	attack(t, s, a, "desert12", "desert13", 3, true)
	choose(t, s, a, "BC-3-2-0", "BC-4-1-0")
	choose(t, s, d, "BC-2-0-2", "BC-4-1-0")
	eq(t, "A wins", s.Fight.Winner, int8(0))
	eq(t, "A's units", s.Seat[a].Units[regionOf(t, s, "desert13")], 3)
	eq(t, "D's units", s.Seat[d].Units[regionOf(t, s, "desert13")], 3)
	eq(t, "A's battle VP", s.Seat[a].BattleVP, 1)
}

// E-23: Initiative acts before the battle and ignores protection.
func TestE23Initiative(t *testing.T) {
	for _, defenders := range []int{3, 2} {
		s := staged(t, 5)
		const a, d = 0, 1
		give(s, a, R4Initiative, W2Crusade)
		units(t, s, a, "desert1", 4)
		units(t, s, d, "desert2", defenders)
		units(t, s, d, "city5.d1", 1)
		give(s, d, B2AncestralElephant, B3ShieldOfNeith)
		s.CreatureAt[AncestralElephant] = regionOf(t, s, "desert2")
		attack(t, s, a, "desert1", "desert2", 4, false)
		if defenders == 3 {
			eq(t, "D left", s.Seat[d].Units[regionOf(t, s, "desert2")], 1)
			eq(t, "the battle goes on", s.Tasks.Top().Kind, tBattleCards)
			continue
		}
		eq(t, "no battle", s.Fight.Region, NoRegion)
		eq(t, "A holds desert2", s.controller(regionOf(t, s, "desert2")), a)
		eq(t, "no VP", s.Seat[a].VP, 0)
		eq(t, "the move ended", s.Move.Seat, int8(-1))
		eq(t, "the Elephant home", s.CreatureAt[AncestralElephant], regionOf(t, s, "city5.d1"))
		eq(t, "no Crusade PP", s.Seat[a].PP, 0)
	}
}

// E-24: Prescience: the other side chooses first and shows its card.
func TestE24Prescience(t *testing.T) {
	s := staged(t, 2)
	const a, d = 0, 1
	units(t, s, a, "desert12", 3)
	units(t, s, d, "desert13", 3)
	give(s, d, B3Prescience)
	attack(t, s, a, "desert12", "desert13", 3, false)
	eq(t, "only A chooses", len(s.Actors()), 1)
	eq(t, "A", s.Actors()[0], a)
	choose(t, s, a, "BC-4-1-0", "BC-3-2-0")
	v := s.View(d).(*View)
	eq(t, "D sees A's card", v.Battle.Play[0], "BC-4-1-0")
	eq(t, "not its discard", v.Battle.Discard[0], "")
	eq(t, "a spectator does not", s.View(-1).(*View).Battle.Play[0], "")
	eq(t, "now D chooses", s.Actors()[0], d)
}

// E-25: Divine Wound.
func TestE25DivineWound(t *testing.T) {
	s := staged(t, 2)
	const a, d = 0, 1
	units(t, s, a, "desert12", 5)
	units(t, s, d, "desert13", 3)
	give(s, d, R3DivineWound)
	handDI(t, s, d, DIWarRage, DIPrayer, DIVeto)
	attack(t, s, a, "desert12", "desert13", 5, false)
	choose(t, s, a, "BC-3-2-0", "BC-4-1-0")
	choose(t, s, d, "BC-2-0-2", "BC-4-1-0", "DI-WAR-RAGE")
	if slices.Contains(moveTexts(s, d), "wound DI-WAR-RAGE") {
		t.Error("the committed War Rage offered again")
	}
	play(t, s, d, "wound DI-PRAYER")
	play(t, s, d, "wound DI-VETO")
	eq(t, "D wins the tie", s.Fight.Winner, int8(1))
	eq(t, "no losses", s.Seat[a].Units[regionOf(t, s, "desert13")]+s.Seat[d].Units[regionOf(t, s, "desert13")], 8)
	eq(t, "no VP", s.Seat[a].VP+s.Seat[d].VP, 0)
	eq(t, "DI discard", s.DIDiscard[DIWarRage]+s.DIDiscard[DIPrayer]+s.DIDiscard[DIVeto], 3)
	// Only the number is public.
	eq(t, "the number shown", s.View(a).(*View).Battle.Wound[1], 2)
	m, _ := s.ParseMove("wound DI-PRAYER")
	public, until := s.Conceal(d, m)
	if until != "never" || public != "wound (a card)" {
		t.Errorf("Divine Wound's discard reads %q until %q", public, until)
	}
}

// E-27: recall after a lost battle.
func TestE27Recall(t *testing.T) {
	s := staged(t, 3)
	const p, w = 0, 1
	units(t, s, p, "temple1", 4)
	give(s, p, R3RoyalScarab)
	s.CreatureAt[RoyalScarab] = regionOf(t, s, "temple1")
	s.Seat[p].PP = 9
	units(t, s, w, "desert1", 5)
	handDI(t, s, w, DIWarFury, DIWarFury)
	s.Seat[w].PP = 2
	attack(t, s, w, "desert1", "temple1", 5, false)
	choose(t, s, w, "BC-4-1-0", "BC-3-2-0", "DI-WAR-FURY", "DI-WAR-FURY")
	choose(t, s, p, "BC-2-0-2", "BC-3-2-0")
	eq(t, "the winner", s.Fight.Winner, int8(0))
	play(t, s, p, "recall")
	eq(t, "PP", s.Seat[p].PP, ppCap)
	eq(t, "the Scarab", s.CreatureAt[RoyalScarab], NoRegion)
	eq(t, "temple1 lost", s.controller(regionOf(t, s, "temple1")), w)
}

// E-28: the winner chooses the retreat region.
func TestE28Retreat(t *testing.T) {
	for _, blocked := range []bool{false, true} {
		s := staged(t, 5)
		const a, d, q = 0, 1, 2
		units(t, s, a, "desert6", 5)
		units(t, s, a, "temple1", 1)
		units(t, s, d, "desert2", 3)
		units(t, s, d, "desert3", 4)
		units(t, s, q, "desert1", 1)
		attack(t, s, a, "desert6", "desert2", 5, false)
		if blocked {
			units(t, s, q, "desert6", 1) // Q's troop now stands in desert6 too
			s.Tasks.Relist(s)
		}
		choose(t, s, a, "BC-4-1-0", "BC-3-2-0")
		choose(t, s, d, "BC-1-3-0", "BC-3-2-0")
		eq(t, "A wins", s.Fight.Winner, int8(0))
		if blocked {
			// No region to retreat to and A still there: the recall is
			// D's one choice, made for it (2 units home, 2 PP).
			eq(t, "D recalled", s.Seat[d].Units[regionOf(t, s, "desert2")], 0)
			eq(t, "D's PP", s.Seat[d].PP, 2)
			continue
		}
		eq(t, "D has 2 left", s.Seat[d].Units[regionOf(t, s, "desert2")], 2)
		eq(t, "retreat regions", s.retreatRegions(d).count(), 1)
		play(t, s, d, "retreat")
		eq(t, "D in desert6", s.Seat[d].Units[regionOf(t, s, "desert6")], 2)
		// With Legion desert3 would take the 2 units too.
		s2 := staged(t, 5)
		give(s2, d, B2Legion)
		units(t, s2, d, "desert3", 4)
		units(t, s2, d, "desert2", 2)
		s2.Fight = noBattle()
		s2.Fight.Region = regionOf(t, s2, "desert2")
		if !s2.retreatRegions(d).has(regionOf(t, s2, "desert3")) {
			t.Error("with Legion desert3 takes the retreat")
		}
	}
}
