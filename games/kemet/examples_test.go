package kemet

import (
	"slices"
	"testing"
)

// E-01: raising pyramids.
func TestE01Raising(t *testing.T) {
	s := staged(t, 2)
	pyramid(t, s, 0, White, 2, "city1.d1")
	pyramid(t, s, 0, Red, 1, "city1.d2")
	s.Seat[0].PP = 10
	decide(s, tRaise, 0, 0)
	play(t, s, 0, "raise white 3")
	eq(t, "white level", s.Seat[0].Pyramids[White].Level, 3)
	eq(t, "PP after 2→3", s.Seat[0].PP, 7)
	decide(s, tRaise, 0, 0)
	play(t, s, 0, "raise red 3")
	eq(t, "PP after 1→3", s.Seat[0].PP, 2)
	// Slaves: 0 → 4 for 10 − 4 = 6, placed in the free district, +1
	// temporary VP.
	s = staged(t, 2)
	pyramid(t, s, 0, White, 1, "city1.d1")
	pyramid(t, s, 0, Red, 1, "city1.d2")
	give(s, 0, W2Slaves)
	s.Seat[0].PP = 6
	decide(s, tRaise, 0, 0)
	play(t, s, 0, "raise blue 4")
	eq(t, "PP", s.Seat[0].PP, 0)
	eq(t, "blue district", s.Seat[0].Pyramids[Blue].Region, regionOf(t, s, "city1.d3"))
	eq(t, "temporary VP", s.tempVP(0), 1)
	// Slaves and Priest of Ra: 0 → 4 costs 5; Priest of Ra alone, 1 → 3
	// costs 4.
	give(s, 0, W4PriestOfRa)
	s.Seat[0].Pyramids[Blue] = Pyramid{Region: NoRegion}
	eq(t, "0→4 with Slaves and Priest of Ra", s.raiseCostFor(0, Blue, 4), 5)
	s.Seat[0].Tiles &^= 1 << W2Slaves
	eq(t, "1→3 with Priest of Ra", s.raiseCostFor(0, Red, 3), 4)
	// Too dear: refused with the cost.
	s.Seat[0].PP = 3
	decide(s, tRaise, 0, 0)
	refused(t, s, 0, "raise red 3", "costs 4 PP and you have 3")
	refused(t, s, 0, "raise red 1", "level 1 already")
}

// E-02: buying Shield of Neith.
func TestE02Buying(t *testing.T) {
	setup := func(blue int) *State {
		s := staged(t, 2)
		pyramid(t, s, 0, Blue, blue, "city1.d1")
		s.Seat[0].PP = 5
		decide(s, tTurn, 0, 0)
		return s
	}
	s := setup(3)
	play(t, s, 0, "token R3.BuyBlue")
	play(t, s, 0, "buy B3-SHIELD-OF-NEITH")
	eq(t, "PP", s.Seat[0].PP, 2)
	eq(t, "owns the Shield", s.Seat[0].owns(B3ShieldOfNeith), true)
	eq(t, "supply", s.Supply[B3ShieldOfNeith], 0)

	s = setup(2)
	play(t, s, 0, "token R3.BuyBlue")
	refused(t, s, 0, "buy B3-SHIELD-OF-NEITH", "highest blue pyramid you control is level 2")

	s = setup(3)
	give(s, 0, W1Priestess)
	eq(t, "with Priestess", s.tileCost(0, B3ShieldOfNeith), 2)
	give(s, 0, W4PriestOfRa)
	eq(t, "with Priestess and Priest of Ra", s.tileCost(0, B3ShieldOfNeith), 1)

	s = setup(3)
	give(s, 0, W3VictoryPoint)
	play(t, s, 0, "token R3.BuyBlue")
	refused(t, s, 0, "buy B3-VICTORY-POINT", "one tile of each name")
}

// E-05: the delta temple's sacrifice against the two-temple VP, both ways.
func TestE05DeltaSacrifice(t *testing.T) {
	for _, sacrifice := range []bool{true, false} {
		s := staged(t, 3) // side A
		units(t, s, 0, "temple6", 1)
		units(t, s, 0, "temple2", 2)
		pyramid(t, s, 0, White, 4, "city1.d1")
		s.Seat[0].PP = 1
		eq(t, "temporary VP before", s.tempVP(0), 3)
		endsTheGame(s, 1)
		s.Tasks.Push(task{Kind: tEndOfDay})
		s.Tasks.Run(s)
		if sacrifice {
			play(t, s, 0, "sacrifice")
			eq(t, "PP", s.Seat[0].PP, 9)
			eq(t, "permanent VP", s.Seat[0].VP, 0)
			eq(t, "temporary VP", s.tempVP(0), 2)
			eq(t, "reserve", s.Seat[0].Reserve, unitsEach-2)
		} else {
			play(t, s, 0, "pass")
			eq(t, "PP", s.Seat[0].PP, 4)
			eq(t, "permanent VP", s.Seat[0].VP, 1)
			eq(t, "temporary VP", s.tempVP(0), 3)
		}
	}
}

// endsTheGame gives seat enough VP to end the game at this Day's victory
// check, so that a test reads the end of the Day before any Night.
func endsTheGame(s *State, seat int) { s.Seat[seat].VP = 20 }

// E-07: Vision with Divine Boon and the Mummy.
func TestE07Vision(t *testing.T) {
	s := staged(t, 2)
	give(s, 0, W3Vision, W2DivineBoon, W4Mummy)
	top := s.Deck[s.DeckN-visionLook : s.DeckN]
	var shown []DI
	shown = append(shown, top...)
	s.Tasks.Push(task{Kind: tDraw, Seat: 0})
	s.Tasks.Run(s)
	eq(t, "the decision", s.Tasks.Top().Kind, tVision)
	eq(t, "cards shown", int(s.LookingN), visionLook)
	keep := s.Looking[0]
	deckBefore := int(s.DeckN)
	play(t, s, 0, "keep "+diCards[keep].Ref)
	eq(t, "hand", s.Seat[0].diCount(), 3)
	eq(t, "deck: 4 back, 2 drawn", int(s.DeckN), deckBefore+4-2)
	if !slices.Contains(shown, keep) {
		t.Error("kept a card not shown")
	}
}

// E-15: row coverage.
func TestE15RowCoverage(t *testing.T) {
	s := staged(t, 2)
	pl := &s.Seat[0]
	pl.Spaces = 1<<R2Pray | 1<<R2Raise | 1<<R2Move
	pl.Tokens = 2
	decide(s, tTurn, 0, 0)
	got := moveTexts(s, 0)
	for _, m := range got {
		if sp := m[len("token "):]; slices.Contains([]string{"R2.Pray", "R2.Raise", "R2.Move"}, sp) {
			t.Errorf("row 2 is full, yet %s", m)
		}
	}
	if !slices.Contains(got, "token R1.Recruit") || !slices.Contains(got, "token R3.Pray") {
		t.Errorf("moves %v", got)
	}
	// With one token left and rows 1 and 3 both empty, nothing fits.
	pl.Tokens = 1
	if can := s.canPlace(0, R1Recruit, tokNormal); can {
		t.Error("the last token on row 1 leaves row 3 empty")
	}
	pl.Spaces |= 1 << R3Pray
	s.Tasks.Relist(s)
	if !s.canPlace(0, R1Recruit, tokNormal) {
		t.Error("the last token completes row 1")
	}
	refused(t, s, 0, "token R3.BuyRed", "every row of your action pyramid needs a token")
	refused(t, s, 0, "token R2.Pray", "holds a token already")
	refused(t, s, 0, "token Gold", "only the gold token")
}

// E-16: turn order chosen by the fewest VP, ties to the earlier seat.
func TestE16TurnOrder(t *testing.T) {
	s := staged(t, 3)
	const a, b, c = 0, 1, 2
	s.Order = [MaxPlayers]int8{c, a, b}
	s.Round = 2
	s.Seat[a].VP, s.Seat[b].VP, s.Seat[c].VP = 3, 1, 1
	s.Tasks.Push(task{Kind: tOrder})
	s.Tasks.Run(s)
	eq(t, "chooser", s.Tasks.Top().Seat, int8(c))
	play(t, s, c, "first 1")
	play(t, s, c, "first 0")
	eq(t, "order", s.Order, [MaxPlayers]int8{b, a, c})
	eq(t, "previous order", s.Prev, [MaxPlayers]int8{c, a, b})
}

// E-18: the PP cap on a Pray with Priest.
func TestE18Cap(t *testing.T) {
	s := staged(t, 2)
	give(s, 0, W1Priest)
	s.Seat[0].PP = 10
	decide(s, tTurn, 0, 0)
	play(t, s, 0, "token R2.Pray")
	eq(t, "PP", s.Seat[0].PP, ppCap)
}

// E-20: a Night with income tiles.
func TestE20NightIncome(t *testing.T) {
	s := staged(t, 2)
	give(s, 0, W2HighPriest, W4PriestOfAmon)
	s.Seat[0].PP = 4
	s.Seat[1].PP = 4
	s.Round = 1
	s.Tasks.Push(task{Kind: tNight})
	s.Tasks.Run(s)
	eq(t, "PP with the tiles", s.Seat[0].PP, ppCap)
	eq(t, "PP without", s.Seat[1].PP, 6)
}

// E-26: Hand of God at Night.
func TestE26HandOfGod(t *testing.T) {
	s := staged(t, 2)
	pyramid(t, s, 0, White, 3, "city1.d1")
	pyramid(t, s, 0, Red, 1, "city1.d2")
	give(s, 0, W3HandOfGod)
	decide(s, tHandOfGod, 0, 0)
	got := moveTexts(s, 0)
	want := []string{"raise white 4", "raise red 2", "raise blue 1", "pass"}
	if !slices.Equal(got, want) {
		t.Fatalf("moves %v, want %v", got, want)
	}
	refused(t, s, 0, "raise red 3", "one level")
	play(t, s, 0, "raise blue 1")
	eq(t, "blue placed", s.Seat[0].Pyramids[Blue].Region, regionOf(t, s, "city1.d3"))
	eq(t, "PP", s.Seat[0].PP, 0)
	eq(t, "one raise only", s.Tasks.Len(), 0)
}

// E-29: the Sanctuary of All Gods.
func TestE29Sanctuary(t *testing.T) {
	s := staged(t, 3)
	units(t, s, 0, "sanctuary", 3)
	units(t, s, 0, "temple1", 1)
	endsTheGame(s, 1)
	s.Tasks.Push(task{Kind: tEndOfDay})
	s.Tasks.Run(s)
	eq(t, "PP from temple1", s.Seat[0].PP, 2)
	play(t, s, 0, "sacrifice")
	eq(t, "VP", s.Seat[0].VP, 1)
	eq(t, "battle VP", s.Seat[0].BattleVP, 0)
	eq(t, "left in the Sanctuary", s.Seat[0].Units[regionOf(t, s, "sanctuary")], 1)
	eq(t, "temporary VP", s.tempVP(0), 1)
	// With 2 units and a creature, the creature goes home.
	s = staged(t, 3)
	units(t, s, 0, "sanctuary", 2)
	units(t, s, 0, "city1.d2", 1)
	give(s, 0, B4Sphinx)
	s.CreatureAt[Sphinx] = regionOf(t, s, "sanctuary")
	s.Tasks.Push(task{Kind: tEndOfDay})
	s.Tasks.Run(s)
	play(t, s, 0, "sacrifice")
	eq(t, "Sphinx home", s.CreatureAt[Sphinx], regionOf(t, s, "city1.d2"))
	eq(t, "Sanctuary lost", s.controller(regionOf(t, s, "sanctuary")), -1)
}

// E-30: stacked discounts.
func TestE30Discounts(t *testing.T) {
	s := staged(t, 2)
	give(s, 0, W1Priestess, W4PriestOfRa)
	for lv, want := range map[Tile]int{R1Charge: 0, R2Carnage: 0, R3BladesOfNeith: 1, R4Initiative: 2} {
		eq(t, tiles[lv].Ref, s.tileCost(0, lv), want)
	}
	s = staged(t, 2)
	give(s, 0, W2Slaves, W4PriestOfRa)
	pyramid(t, s, 0, White, 2, "city1.d1")
	eq(t, "2→3", s.raiseCostFor(0, White, 3), 1)
	eq(t, "0→1", s.raiseCostFor(0, Red, 1), 0)
	// Recruit with Priest of Ra and Recruiting Scribe.
	for _, tc := range []struct{ reserve, x, pp, brings int }{{6, 3, 2, 5}, {6, 1, 0, 3}, {6, 0, 0, 2}, {3, 3, 2, 3}} {
		s = staged(t, 2)
		give(s, 0, W4PriestOfRa, B1RecruitingScribe)
		s.Seat[0].Reserve = int8(tc.reserve)
		s.Seat[0].Units[regionOf(t, s, "desert12")] = int8(unitsEach - tc.reserve) // the rest elsewhere
		s.Seat[0].PP = 5
		decide(s, tRecruit, 0, 0)
		play(t, s, 0, "recruit "+string(rune('0'+tc.x)))
		eq(t, "PP paid", 5-int(s.Seat[0].PP), tc.pp)
		eq(t, "units to place", int(s.Tasks.Top().A), tc.brings)
	}
}

// E-31: occupying an enemy pyramid lets one buy at its level.
func TestE31EnemyPyramid(t *testing.T) {
	s := staged(t, 5)
	const p, q = 0, 3 // P city1, Q city4 at 5 players (city1, city5, city2, city3, city4)
	eq(t, "Q's city", s.city(q).ID, "city3")
	pyramid(t, s, q, Blue, 3, "city3.d2")
	units(t, s, p, "city3.d2", 2)
	pyramid(t, s, p, Blue, 1, "city1.d1")
	s.Seat[p].PP = 6
	eq(t, "P's blue level", s.highestControlled(p, Blue), 3)
	eq(t, "Q's blue level", s.highestControlled(q, Blue), 0)
	decide(s, tBuy, p, int8(Blue))
	play(t, s, p, "buy B3-SHIELD-OF-NEITH")
	eq(t, "PP", s.Seat[p].PP, 3)
	// At level 4 the temporary VP go to the occupier.
	s.Seat[q].Pyramids[Blue].Level = 4
	eq(t, "P's temporary VP", s.tempVP(p), 1)
	eq(t, "Q's temporary VP", s.tempVP(q), 0)
}

// E-33: end of game and tie-breaks.
func TestE33TieBreaks(t *testing.T) {
	for _, tc := range []struct {
		name         string
		aVP, aBattle int8
		want         int
		goesOn       bool
	}{
		{"tie on VP and battle VP: earlier in the Day", 8, 3, 1, false},
		{"more VP", 9, 3, 0, false},
		{"more battle VP", 8, 4, 0, false},
		{"nobody at 8", 7, 3, -1, true},
	} {
		s := staged(t, 3)
		const a, b, c = 0, 1, 2
		s.Order = [MaxPlayers]int8{b, c, a}
		s.Seat[a].VP, s.Seat[a].BattleVP = tc.aVP, tc.aBattle
		s.Seat[b].VP, s.Seat[b].BattleVP = 8, 3
		if tc.goesOn {
			s.Seat[b].VP = 7
		}
		s.Seat[c].VP = 7
		s.Tasks.Push(task{Kind: tEndOfDayRest, A: stepVictory})
		s.Tasks.Run(s)
		if tc.goesOn {
			eq(t, tc.name+": over", s.Over(), false)
			continue
		}
		eq(t, tc.name+": over", s.Over(), true)
		eq(t, tc.name+": winner", int(s.Winner), tc.want)
		r := s.Result()
		eq(t, tc.name+": rank of the winner", r.Ranks[tc.want], 1)
	}
}

// E-34: the beginner variant.
func TestE34Beginner(t *testing.T) {
	s := staged(t, 2)
	s.Beginner = true
	s.Round = 1
	pyramid(t, s, 0, Red, 2, "city1.d1")
	s.Seat[0].PP = 11
	if s.canBuy(0, Red, R2Carnage) {
		t.Error("a level-2 tile on Day 1")
	}
	if !s.canBuy(0, Red, R1Charge) {
		t.Error("a level-1 tile refused")
	}
	s.Round = 2
	if !s.canBuy(0, Red, R2Carnage) {
		t.Error("a level-2 tile refused on Day 2")
	}
	decide(s, tRaise, 0, 0)
	refused(t, s, 0, "raise red 3", "level 2 at most")
}

// E-35: a creature back with a Recruit of no unit.
func TestE35CreatureBack(t *testing.T) {
	s := staged(t, 2)
	give(s, 0, B4Sphinx)
	units(t, s, 0, "city1.d2", 1)
	decide(s, tRecruit, 0, 0)
	play(t, s, 0, "recruit 0")
	got := moveTexts(s, 0)
	if !slices.Equal(got, []string{"return CR-SPHINX city1.d2", "done"}) {
		t.Fatalf("moves %v", got)
	}
	play(t, s, 0, "return CR-SPHINX city1.d2")
	eq(t, "Sphinx", s.CreatureAt[Sphinx], regionOf(t, s, "city1.d2"))
	eq(t, "PP", s.Seat[0].PP, 0)
	eq(t, "VP", s.Seat[0].VP, 0)
}

// E-36: the first Night.
func TestE36FirstNight(t *testing.T) {
	s, err := NewState(map[string]string{"players": "3"}, 9)
	if err != nil {
		t.Fatal(err)
	}
	order := s.Order
	for s.Phase == PhaseSetup {
		seat := s.Actors()[0]
		play(t, s, seat, s.MoveText(s.Moves(seat)[0]))
	}
	eq(t, "phase", s.Phase, PhaseDay)
	eq(t, "order kept", s.Order, order)
	for p := range 3 {
		eq(t, "PP", s.Seat[p].PP, 7)
		eq(t, "DI cards", s.Seat[p].diCount(), 2)
		eq(t, "units on the board", s.unitsOnBoard(p), unitsAtStart)
	}
}

// E-06: Act of God and Divine Will together: three actions in one turn.
func TestE06ThreeActions(t *testing.T) {
	s := staged(t, 2)
	give(s, 0, R4ActOfGod, B4DivineWill)
	units(t, s, 0, "city1.d1", 2)
	s.Seat[0].PP = 3
	s.Tasks.Push(task{Kind: tDay})
	s.Tasks.Run(s)
	for s.Tasks.Top().Seat != 0 {
		seat := s.Actors()[0]
		play(t, s, seat, "token R2.Pray") // its turn then ends by itself
	}
	refused(t, s, 0, "silver Gold", "only the gold token")
	play(t, s, 0, "token R3.Pray")
	eq(t, "PP", s.Seat[0].PP, 5)
	refused(t, s, 0, "silver R3.Pray", "holds a token already")
	play(t, s, 0, "silver R1.Move")
	play(t, s, 0, "from city1.d1 2")
	play(t, s, 0, "step desert12")
	play(t, s, 0, "stop")
	play(t, s, 0, "gold recruit")
	play(t, s, 0, "recruit 1")
	play(t, s, 0, "place city1.d1") // nothing is left to place: the turn ends by itself
	pl := s.Seat[0]
	eq(t, "normal tokens left", pl.Tokens, 4)
	eq(t, "silver placed", pl.Silver, tokenPlaced)
	eq(t, "gold placed", pl.Gold, tokenPlaced)
	eq(t, "spaces", pl.Spaces, uint16(1<<R3Pray|1<<R1Move|1<<GoldSpace))
	eq(t, "units moved", pl.Units[regionOf(t, s, "desert12")], 2)
}

// RUL-05 and the check's K2: the gold token, like the silver one, must be
// placed by the last normal token; its action may be declined.
func TestGoldTokenIsCompulsory(t *testing.T) {
	s := staged(t, 2)
	give(s, 0, B4DivineWill)
	s.Seat[0].Gold = tokenReady
	s.Seat[0].Tokens = 1
	s.Seat[0].Spaces = 1<<R1Move | 1<<R2Pray | 1<<R3Pray | 1<<R2Raise
	decide(s, tTurn, 0, 0)
	play(t, s, 0, "token R3.BuyRed") // nothing to buy: the pass is made for it
	if got := moveTexts(s, 0); slices.Contains(got, "end") {
		t.Fatalf("the turn may end with the gold token unplaced: %v", got)
	}
	play(t, s, 0, "gold recruit")
	play(t, s, 0, "pass") // the action declined (RUL-42)
	eq(t, "gold placed", s.Seat[0].Gold, tokenPlaced)
	eq(t, "the turn is over", s.Tasks.Len(), 0)
}
