package tekhenu

import (
	"testing"
)

// The worked examples of the specification (§19) with the rulebook's
// numbers. (A) marks numbers that rest on ASSUMED data.

func TestE01toE04DieStatus(t *testing.T) {
	cases := []struct {
		c    Colour
		want [3]Status // sunny, shaded, dark
	}{
		{White, [3]Status{Pure, Tainted, Forbidden}},  // E01
		{Black, [3]Status{Forbidden, Tainted, Pure}},  // E02
		{Yellow, [3]Status{Tainted, Pure, Forbidden}}, // E03
		{Brown, [3]Status{Forbidden, Pure, Tainted}},  // E03
		{Grey, [3]Status{Tainted, Tainted, Tainted}},  // E04
	}
	for _, tc := range cases {
		for b := Sunny; b <= Dark; b++ {
			eq(t, tc.c.String()+" in "+b.String(), purity[b][tc.c], tc.want[b])
		}
	}
	for c := White; c < nColours; c++ {
		if purity[Shaded][c] == Forbidden {
			t.Errorf("E04: %s is forbidden in a shaded sector", c)
		}
	}
}

func TestE05RotationAndRefill(t *testing.T) {
	s := staged(t, 3)
	s.Round = 2
	hathor := s.putDie(t, Hathor, White, 4)
	ra := s.putDie(t, Ra, Brown, 2)
	osiris := s.putDie(t, Osiris, Black, 5)
	bastet := s.putDie(t, Bastet, Yellow, 3)
	horus := s.putDie(t, Horus, Grey, 6)
	for k := 0; k < 7; k++ { // 12 dice on the wheel in all
		s.putDie(t, Thoth, Yellow+Colour(k%2), 1)
	}
	for p := 0; p < 3; p++ { // every player holds 2 dice
		s.holdDie(t, p, panLeft, White, 1)
		s.holdDie(t, p, panRight, Black, 1)
	}
	count := func(loc func(uint8) bool) int {
		n := 0
		for _, d := range s.Dice {
			if loc(d.Loc) {
				n++
			}
		}
		return n
	}
	onWheel := func(l uint8) bool { return l >= locSector && l < locPlayer }
	inBag := func(l uint8) bool { return l == locBag }
	eq(t, "wheel before", count(onWheel), 12)
	eq(t, "bag before", count(inBag), 6)
	eq(t, "hathor white 4 before", s.status(White, Hathor), Tainted)
	eq(t, "ra brown 2 before", s.status(Brown, Ra), Forbidden)

	s.push(task{Kind: tFinishTurn, Seat: 2, Flags: 1})
	s.run()
	eq(t, "wheel offset", s.Wheel, int8(1))
	eq(t, "bag after", count(inBag), 0)
	eq(t, "wheel after", count(onWheel), 18)
	shadedGot := 0
	for _, d := range s.Dice {
		if d.Loc == sectorLoc(Horus) || d.Loc == sectorLoc(Bastet) {
			shadedGot++
		}
	}
	eq(t, "dice in Horus and Bastet (1+0 before, +3 each)", shadedGot, 1+1+6)
	status := func(i int) Status { g, _ := locSectorOf(s.Dice[i].Loc); return s.status(s.Dice[i].Colour, g) }
	eq(t, "hathor white 4", status(hathor), Pure)
	eq(t, "ra brown 2", status(ra), Forbidden)
	eq(t, "osiris black 5", status(osiris), Pure)
	eq(t, "bastet yellow 3", status(bastet), Pure)
	eq(t, "horus grey 6", status(horus), Tainted)
	eq(t, "round", s.Round, int8(3))
	eq(t, "first to play", s.Actors()[0], int(s.Order[0]))
}

func TestE06E07BalanceAndFaith(t *testing.T) {
	for _, tc := range []struct {
		faith   string
		balance int
		vp      int
	}{{"faith +1", -5, 11}, {"faith 0", -6, 10}} {
		s := staged(t, 2)
		s.Maats = 0
		s.holdDie(t, 0, panLeft, White, 3)
		s.holdDie(t, 0, panLeft, White, 1)
		s.holdDie(t, 0, panRight, Black, 5)
		s.holdDie(t, 0, panRight, Black, 3)
		s.P[0].Excess = 2
		s.P[0].Faith = 1
		s.P[0].VP = 12
		eq(t, "E06 balance", s.balance(0), -6)
		s.push(task{Kind: tMaat})
		s.run()
		s.play(t, tc.faith)
		eq(t, "E07 balance with "+tc.faith, int(s.P[0].Balance), tc.balance)
		eq(t, "E07 VP with "+tc.faith, s.P[0].VP, tc.vp)
		eq(t, "faith returned at cleanup", s.P[0].Faith, 0)
	}
}

func TestE08E09TempleScoring(t *testing.T) {
	s := staged(t, 2)
	s.Hathor[2] = 0     // HR3
	s.Hathor[5+1] = 0   // HC2
	s.People[TSRow] = 0 // aligned with R3
	s.placeTile(2, 1, 22, 0, 0)
	s.placeTile(2, 4, 23, 0, 0)
	eq(t, "E08 temple VP", s.templeScore(0, true), 8)

	s = staged(t, 2)
	s.Hathor[5+0] = 0 // HC1
	s.placeTile(1, 2, 22, 0, 0)
	s.placeTile(3, 3, 23, 0, 0)
	eq(t, "E09 temple VP", s.templeScore(0, true), 1)
}

func TestE10DecreeSymbolLimit(t *testing.T) {
	s := staged(t, 2)
	s.P[0].Decrees = 1<<(16-1) | 1<<(17-1) | 1<<(7-1)
	for g := Horus; g < Ra+2; g++ { // 3 god statues
		s.GodStat[g][0] = 0
	}
	s.People[OSW] = 0
	s.P[0].Statues = 4
	s.P[0].Pillars = 4
	s.P[0].Scribes = 5
	eq(t, "L16", s.decreeVP(0, 16), 12)
	eq(t, "L17", s.decreeVP(0, 17), 16)
	eq(t, "L07", s.decreeVP(0, 7), 15)
	s.push(task{Kind: dScore, Flags: 1 << 0})
	if s.legal(t, "score L07 L16 L17") {
		t.Error("L07 and L17 share a symbol (A): all three is illegal")
	}
	if !s.legal(t, "score L07 L16") {
		t.Error("L16 + L07 is legal")
	}
	s.play(t, "score L16 L17")
	eq(t, "VP after L16 + L17", s.P[0].VP, startVP+28)
}

func TestE11ScribesChangeValue(t *testing.T) {
	s := staged(t, 2)
	s.putDie(t, Hathor, Yellow, 2) // shaded: pure
	s.P[0].Scribes = 2
	s.beginTurn(0)
	s.play(t, "take hathor yellow 2")
	for _, tc := range []struct {
		move  string
		legal bool
	}{{"scribe -1", true}, {"scribe +1", true}, {"scribe +2", true}, {"scribe -2", false}} {
		eq(t, tc.move+" from 2", s.legal(t, tc.move), tc.legal)
	}
	s.play(t, "scribe +2", "scribe +2")
	eq(t, "value after two scribes", s.Dice[s.T.Die].Value, int8(6))

	s = staged(t, 2)
	s.putDie(t, Hathor, Yellow, 6)
	s.P[0].Scribes = 1
	s.beginTurn(0)
	s.play(t, "take hathor yellow 6")
	eq(t, "6 → 5", s.legal(t, "scribe -1"), true)
	eq(t, "6 → 4", s.legal(t, "scribe -2"), true)
	eq(t, "no wrap 6 → 1", s.legal(t, "scribe +1"), false)
}

func TestE12Anubis(t *testing.T) {
	s := staged(t, 2)
	s.putDie(t, Thoth, Yellow, 5) // k=0: Thoth dark → forbidden
	s.P[0].Scribes = 2
	s.P[0].Happiness = 4
	s.GodStat[Osiris][0], s.GodVia[Osiris][0] = 1, 5 // opponent's Osiris statue: 1 scribe (A)
	s.P[1].Statues = 1
	s.beginTurn(0)
	if s.legal(t, "take thoth yellow 5") {
		t.Fatal("a forbidden die cannot be taken normally")
	}
	s.play(t, "anubis thoth yellow 5", "act osiris", "osiris granite")
	pl := &s.P[0]
	eq(t, "scribes", pl.Scribes, 0)
	eq(t, "happiness", pl.Happiness, int8(3))
	eq(t, "granite row 5", s.Osiris[4][Granite], int8(0))
	eq(t, "granite production", pl.Production[Granite], int8(4))
	eq(t, "granite", pl.Res[Granite], 2)
	eq(t, "die under the scales", s.Dice[s.T.Die].Loc, playerLoc(0, panUnder))
	eq(t, "opponent's Osiris statue bonus", s.P[1].Scribes, 1)
	s.P[0].Excess = 0
	eq(t, "Anubis die adds nothing to the balance", s.balance(0), 0)
}

func TestE13GodStatueViaSlot4(t *testing.T) {
	for _, players := range []int{4, 2, 3} {
		s := staged(t, players)
		s.HorusGod[4] = Hathor
		s.putDie(t, Horus, White, 4) // Horus sunny: white pure
		s.P[0].Res[Granite] = 3
		s.beginTurn(0)
		s.play(t, "take horus white 4", "act horus", "statue god")
		eq(t, "granite after the first statue (A)", s.P[0].Res[Granite], 2)
		eq(t, "statue in Hathor's sector", s.GodStat[Hathor][0], int8(0))
		immediate := map[int]int{2: 0, 3: 1, 4: 0}[players]
		eq(t, "gold right after building", s.P[0].Res[Gold], immediate)
		// An opponent's Hathor action pays Red 1 gold.
		s.Depth = 0
		s.T = turn{Seat: 1, Die: -1, CardSec: -1}
		s.P[1].Res[Bread] = 4
		s.god(Hathor, 1, 2, 0)
		s.play(t, "building hr2")
		eq(t, "gold after an opponent's Hathor", s.P[0].Res[Gold], immediate+1)
		// Red's own Hathor action pays Red only at 2 players.
		s.Depth = 0
		s.T = turn{Seat: 0, Die: -1, CardSec: -1}
		s.P[0].Res[Bread] = 4
		s.god(Hathor, 0, 2, 0)
		s.play(t, "building hr3")
		if s.top() != nil && s.top().Kind == dPay { // gold could pay too
			s.play(t, "pay 4 bread")
		}
		own := map[int]int{2: 1, 3: 0, 4: 0}[players]
		eq(t, "gold after Red's own Hathor", s.P[0].Res[Gold], immediate+1+own)
	}
}

func TestE14CornerPillar(t *testing.T) {
	s := staged(t, 2)
	s.RaSlots[raMiddle] = 26
	s.P[0].Res[Limestone] = 1
	s.putDie(t, Ra, White, 3) // Ra sunny: white pure
	s.beginTurn(0)
	s.play(t, "take ra white 3", "act ra", "pillar r1c5 0")
	pl := &s.P[0]
	// 2 matches × 2 (corner) + MIDDLE 2 (A) + T18-free pure die: no extra.
	eq(t, "VP (4 corner + 2 slot)", pl.VP, startVP+6)
	eq(t, "faith (A)", pl.Faith, 3)
	eq(t, "limestone", pl.Res[Limestone], 0)
	eq(t, "pillar owner", s.Temple[0][4].Owner, int8(0))
}

func TestE15TileProperty(t *testing.T) {
	for _, tc := range []struct {
		wheel int8
		t09   bool
		gold  int
	}{{0, false, 2}, {3, false, 0}, {3, true, 2}} {
		s := staged(t, 2)
		s.Wheel = tc.wheel
		s.RaSlots[raLeft] = 17
		s.P[0].Res[Limestone] = 3
		if tc.t09 {
			s.P[0].Techs = 1 << (9 - 1)
		}
		s.god(Ra, 0, 6, 0)
		s.play(t, "pillar r3c3 0")
		pl := &s.P[0]
		eq(t, "limestone", pl.Res[Limestone], 0)
		eq(t, "bread from the cell (A)", pl.Res[Bread], 2)
		eq(t, "VP: LEFT slot only (A)", pl.VP, startVP+1)
		eq(t, "gold from P17", pl.Res[Gold], tc.gold)
	}
}

func TestE16BastetCappedByPopulation(t *testing.T) {
	s := staged(t, 2)
	s.P[0].Happiness, s.P[0].Population = 5, 9
	s.P[0].Res[Papyrus] = 2
	s.putDie(t, Bastet, Grey, 6)
	s.beginTurn(0)
	s.play(t, "take bastet grey 6") // Bastet is its only use: forced
	eq(t, "papyrus", s.P[0].Res[Papyrus], 0)
	eq(t, "happiness", s.P[0].Happiness, int8(9))
	eq(t, "scribes", s.P[0].Scribes, 0)
	eq(t, "grey die on the right pan", s.Dice[s.T.Die].Loc, playerLoc(0, panRight))
}

func TestE17E18Production(t *testing.T) {
	for _, tc := range []struct {
		c             Colour
		marker, value int
		kept, excess  int
	}{{Brown, 3, 5, 3, 2}, {White, 5, 4, 4, 0}} {
		s := staged(t, 2)
		r, _ := colourRes(tc.c)
		s.P[0].Production[r] = int8(tc.marker)
		g := Hathor // shaded: brown pure, white tainted
		s.putDie(t, g, tc.c, tc.value)
		s.beginTurn(0)
		// No bread for Hathor: production is forced.
		s.play(t, "take hathor "+tc.c.String()+" "+string(rune('0'+tc.value)))
		eq(t, "kept", s.P[0].Res[r], tc.kept)
		eq(t, "excess on the right pan", int(s.P[0].Excess), tc.excess)
	}
}

func TestE19MaatOrderAndAnkh(t *testing.T) {
	s := staged(t, 4)
	balances := []int16{0, 2, -1, -2}
	destiny := []int8{1, 4, 2, 3}
	for p := 0; p < 4; p++ {
		s.P[p].Destiny = destiny[p]
		s.P[p].Balance = balances[p]
		s.P[p].VP = 0
	}
	s.Maats = 1 // the first phase: no scoring
	s.maatOrder()
	eq(t, "order", [4]int8{s.Order[0], s.Order[1], s.Order[2], s.Order[3]}, [4]int8{0, 2, 1, 3})
	eq(t, "D at −2 keeps its 0 VP", s.P[3].VP, 0)
	s.run()
	var picks []int
	for !s.Done {
		seat := s.Actors()[0]
		if s.top().Kind == dDestiny {
			picks = append(picks, seat)
		}
		s.play(t, s.moveTexts(seat)[0])
	}
	eq(t, "destiny choices (the last card is forced)", len(picks), 3)
	eq(t, "D took the last card", s.P[3].Destiny != 0, true)
	for i, want := range []int{0, 2, 1} {
		if i < len(picks) {
			eq(t, "destiny pick", picks[i], want)
		}
	}
}

func TestE20MaatPenalty(t *testing.T) {
	for _, tc := range []struct{ balance, loss int }{
		{1, 0}, {0, 0}, {-1, 0}, {-2, 0}, {-3, 1}, {-5, 1}, {-6, 2}, {-8, 2}, {-9, 3}, {-10, 3}, {-14, 3},
	} {
		eq(t, "penalty", maatPenalty(clampMaat(tc.balance)), tc.loss)
	}
	s := staged(t, 2)
	s.P[0].VP = 1
	s.loseVP(0, 2)
	eq(t, "VP floor", s.P[0].VP, 0)
}

func TestE21DistrictMajority(t *testing.T) {
	s := staged(t, 2)
	blue, red := int8(0), int8(1)
	s.Osiris[0][Papyrus] = blue
	s.Osiris[5][Bread] = blue
	s.People[OSW] = blue
	s.Osiris[2][Papyrus] = red
	s.Osiris[4][Papyrus] = red
	s.Osiris[3][Bread] = red
	s.Osiris[5][Limestone] = red
	eq(t, "papyrus", s.districtWinner(int(Papyrus)), 0)
	eq(t, "bread", s.districtWinner(int(Bread)), 0)
	eq(t, "limestone", s.districtWinner(int(Limestone)), 1)
	eq(t, "granite", s.districtWinner(int(Granite)), -1)
}

func TestE22FullScoring(t *testing.T) {
	s := staged(t, 2)
	pl := &s.P[0]
	pl.VP = 28
	for row := 0; row < 4; row++ {
		s.Osiris[row][Limestone] = 0
	}
	s.Hathor[1] = 0   // HR2
	s.Hathor[5+3] = 0 // HC4
	s.placeTile(1, 3, 22, 0, 0)
	s.placeTile(4, 4, 23, 0, 0)
	for g := Horus; g < Hathor+1; g++ {
		s.GodStat[g][0] = 0
	}
	pl.Statues, pl.Built, pl.Pillars = 3, 6, 2
	pl.Population, pl.Happiness = 14, 14
	pl.Production = [4]int8{6, 4, 6, 3}
	pl.Res[Bread] = 3
	s.P[1].VP = 0
	s.scoring()
	s.run()
	s.play(t, "pay 3 bread")
	eq(t, "VP", pl.VP, 57)
	eq(t, "bread", pl.Res[Bread], 0)
}

func TestE23Hathor(t *testing.T) {
	for _, tc := range []struct {
		techs     uint32
		vp, bread int
	}{{0, 3, 2}, {1 << (5 - 1), 5, 2}, {1 << (21 - 1), 3, 3}} {
		s := staged(t, 3)
		pl := &s.P[0]
		pl.Res[Bread] = 4
		pl.Population = 7
		pl.Techs = tc.techs
		s.placeTile(1, 1, 22, 0, 0) // Red pillar on C2
		s.placeTile(1, 2, 23, 0, 1) // Blue pillar on C3
		s.god(Hathor, 0, 4, 0)
		s.play(t, "building hr2")
		eq(t, "bread", pl.Res[Bread], tc.bread)
		eq(t, "limestone", pl.Res[Limestone], 1)
		eq(t, "papyrus", pl.Res[Papyrus], 1)
		eq(t, "VP", pl.VP, startVP+tc.vp)
		eq(t, "population", pl.Population, int8(11))
		eq(t, "section 3 open", s.Open[2], true)
		eq(t, "section 3 dealt", s.sectionCards(2), 4)
	}
}

// stagedE24 is example E24's position: Blue (seat 1) about to place P06
// turned once on r2c3 with Ra shaded, Red's tiles and building around the
// cell, Green's building on HC3 and Yellow's Ra statue through slot 3.
func stagedE24(t *testing.T) *State {
	s := staged(t, 4)
	s.Wheel = 2 // Ra shaded
	red, blue, green, yellow := 0, 1, 2, 3
	s.RaSlots = [3]int8{11, 12, 6}
	s.P[blue].Res[Limestone] = 2
	s.placeTile(0, 2, 26, 0, red)
	s.placeTile(1, 3, 27, 0, red)
	s.placeTile(2, 2, 8, 0, red)
	s.Hathor[1] = int8(red)     // HR2
	s.Hathor[5+2] = int8(green) // HC3
	s.GodStat[Ra][0], s.GodVia[Ra][0] = int8(yellow), 3
	s.Order = [4]int8{1, 0, 2, 3}
	s.god(Ra, blue, 2, 0)
	return s
}

func TestE24RaRotationAndProperty(t *testing.T) {
	s := stagedE24(t)
	blue, yellow := 1, 3
	s.play(t, "pillar r2c3 1")
	pl := &s.P[blue]
	eq(t, "VP", pl.VP, startVP+9)
	eq(t, "faith", pl.Faith, 3)
	eq(t, "limestone", pl.Res[Limestone], 0)
	eq(t, "display right ← middle", s.RaSlots[raRight], int8(12))
	eq(t, "display middle ← left", s.RaSlots[raMiddle], int8(11))
	if s.RaSlots[raLeft] == 0 {
		t.Error("a new tile is revealed on the left")
	}
	eq(t, "Ra statue bonus (slot 3: 2 VP (A))", s.P[yellow].VP, startVP+2)
	// Unrotated, only one side matches.
	s.Temple[1][2] = cell{Tile: 6, Owner: int8(blue)}
	eq(t, "matches unrotated", s.edgeMatches(1, 2), 1)
}

func TestE25ThothWithRefresh(t *testing.T) {
	s := staged(t, 2)
	pl := &s.P[0]
	pl.Happiness, pl.Population = 6, 6
	pl.Res[Papyrus] = 4
	s.openSection(2)
	before := s.Market[1]
	s.god(Thoth, 0, 5, 0)
	s.play(t, "refresh 2")
	if s.Market[1] == before {
		t.Error("refresh deals new cards")
	}
	if s.legal(t, "card 3.1") {
		t.Error("section 3 needs happiness 9")
	}
	s.play(t, "card 2.1", "card 2.2", "card 2.3")
	eq(t, "papyrus", pl.Res[Papyrus], 0)
	eq(t, "cards taken", popcount(pl.Blessings)+popcount(pl.Techs), 3)
	eq(t, "section 2 left", s.sectionCards(1), 1)
	s.refillMarket()
	eq(t, "refilled at the end of the turn", s.sectionCards(1), 4)

	s = staged(t, 2)
	s.P[0].Happiness, s.P[0].Res[Papyrus], s.P[0].Techs = 6, 3, 1<<(20-1)|1<<(3-1)
	s.god(Thoth, 0, 5, 0)
	s.play(t, "card 1.1", "card 1.2")
	eq(t, "T20 papyrus helps pay", s.P[0].Res[Papyrus], 1)
	eq(t, "T03 VP", s.P[0].VP, startVP+2)
}

func TestE26OsirisRows(t *testing.T) {
	s := staged(t, 2)
	pl := &s.P[0]
	pl.Happiness = 3
	s.god(Osiris, 0, 4, 0)
	s.play(t, "osiris limestone")
	eq(t, "A happiness", pl.Happiness, int8(2))
	eq(t, "A limestone marker", pl.Production[Limestone], int8(3))
	eq(t, "A granite marker (A)", pl.Production[Granite], int8(3))
	eq(t, "A limestone", pl.Res[Limestone], 1)
	eq(t, "A gold", pl.Res[Gold], 1)

	s = staged(t, 2)
	s.god(Osiris, 0, 2, 0)
	s.play(t, "osiris papyrus")
	eq(t, "B papyrus marker", s.P[0].Production[Papyrus], int8(3))
	eq(t, "B papyrus", s.P[0].Res[Papyrus], 1)
	eq(t, "B row-2 gold", s.P[0].Res[Gold], 1)
	s.god(Osiris, 1, 2, 0)
	s.play(t, "osiris bread")
	eq(t, "B no second row-2 gold", s.P[1].Res[Gold], 0)

	s = staged(t, 2)
	s.P[0].Happiness = 0
	eq(t, "C Osiris at happiness 0", s.canGod(0, Osiris, 3, 0), false)
}

func TestE27ProductionModifiers(t *testing.T) {
	s := staged(t, 2)
	s.P[0].Techs = 1 << (13 - 1)
	s.P[0].Production[Bread] = 3
	s.putDie(t, Bastet, Brown, 5) // dark: tainted
	s.beginTurn(0)
	s.play(t, "take bastet brown 5", "produce -2")
	eq(t, "bread", s.P[0].Res[Bread], 4)
	eq(t, "excess", int(s.P[0].Excess), 0)
	eq(t, "die on the right pan shows 3", s.balance(0), -3)

	s = staged(t, 2)
	s.P[0].Blessings = 1 << (21 - 1)
	s.P[0].Production[Bread] = 3
	s.putDie(t, Bastet, Brown, 5)
	s.beginTurn(0)
	s.play(t, "take bastet brown 5", "bless B21") // production is forced; then done is too
	eq(t, "B21 bread", s.P[0].Res[Bread], 6)
	eq(t, "B21 excess", int(s.P[0].Excess), 4)
}

func TestE28DecreesL04ThenL08(t *testing.T) {
	s := staged(t, 2)
	pl := &s.P[0]
	pl.Decrees = 1<<(4-1) | 1<<(8-1)
	pl.Population = 17
	pl.Res[Gold], pl.Res[Papyrus], pl.Res[Granite] = 2, 5, 3
	s.push(task{Kind: dScore, Flags: 1 << 0})
	s.play(t, "score L04:3 L08")
	eq(t, "VP", pl.VP, startVP+21)
}

func TestE29DecreeL03(t *testing.T) {
	s := staged(t, 2)
	pl := &s.P[0]
	pl.Decrees = 1<<(3-1) | 1<<(12-1) | 1<<(5-1)
	for i := 1; i <= 4; i++ {
		s.Hathor[i] = 0
	}
	pl.Happiness, pl.Population = 19, 19
	pl.Res[Gold] = 2
	s.push(task{Kind: dScore, Flags: 1 << 0})
	s.play(t, "score L03:L12 L05 L12")
	eq(t, "VP", pl.VP, startVP+40)
	eq(t, "gold", pl.Res[Gold], 0)
}

func TestE36CostThenStatueBonus(t *testing.T) {
	for _, tc := range []struct {
		happiness int8
		built     bool
		after     int8
	}{{1, true, 2}, {0, false, 0}} {
		s := staged(t, 2)
		s.Wheel = 2 // Ra shaded
		s.GodStat[Osiris][0], s.GodVia[Osiris][0] = 0, 6
		s.P[0].Statues = 1
		s.P[0].Happiness, s.P[0].Population = tc.happiness, 6
		s.RaSlots[raRight] = 15
		s.P[0].Res[Limestone] = 3
		s.god(Ra, 0, 1, 0)
		s.play(t, "pillar r5c1 0")
		if tc.built {
			s.play(t, "osiris papyrus")
		}
		eq(t, "happiness", s.P[0].Happiness, tc.after)
		built := false
		for d := 0; d < 4; d++ {
			built = built || s.Osiris[2][d] == 0
		}
		eq(t, "built in row 3", built, tc.built)
	}
}

func TestE37OncePerTurn(t *testing.T) {
	s := staged(t, 3)
	red, blue := 0, 1
	s.Wheel = 3 // Ra dark
	s.P[blue].Techs = 1 << (3 - 1)
	s.P[blue].Blessings = 1 << (19 - 1)
	s.P[blue].Happiness, s.P[blue].Population = 5, 7
	s.P[blue].Res[Limestone] = 3
	s.GodStat[Thoth][0], s.GodVia[Thoth][0] = int8(red), 5
	s.RaSlots[raRight] = 10
	s.putDie(t, Ra, Black, 1)
	s.beginTurn(blue)
	s.play(t, "take ra black 1", "extra thoth", "act ra", "first main", "pillar r3c3 0")
	for s.top() != nil && s.top().Kind == dThoth {
		s.play(t, s.moveTexts(blue)[len(s.moveTexts(blue))-1])
	}
	eq(t, "Blue took two cards (P10 and the extra Thoth)", popcount(s.P[blue].Techs)+popcount(s.P[blue].Blessings), 1+2)
	// RIGHT slot 3 VP + T03 once 2 VP; the centre cell has no neighbours.
	eq(t, "Blue VP", s.P[blue].VP, startVP+3+2)
	eq(t, "Red's scribe once", s.P[red].Scribes, 1)
}

func TestE38DraftAndInitialOrder(t *testing.T) {
	s, _ := NewState(map[string]string{"players": "3"}, 7)
	for p := 0; p < 3; p++ {
		s.play(t, "keep "+s.moveTexts(s.Actors()[0])[0][5:])
	}
	s.StartAv = 0
	for _, c := range []int{2, 4, 5, 7, 9, 11, 12} {
		s.StartAv |= 1 << c
	}
	s.relist() // changed by hand after the moves were listed
	s.play(t, "draft S12", "draft S11", "draft S09", "draft S02", "draft S07", "draft S04")
	eq(t, "S05 remains", s.StartAv, uint16(1<<5))
	eq(t, "order", [3]int8{s.Order[0], s.Order[1], s.Order[2]}, [3]int8{1, 0, 2})
	eq(t, "first to choose destiny", s.Actors()[0], 1)

	// Tie at 16: the holder of S12 goes first.
	s2 := staged(t, 2)
	s2.P[0].Starting = [2]int8{7, 9}
	s2.P[1].Starting = [2]int8{12, 4}
	s2.initialOrder()
	eq(t, "tie to S12", s2.Order[0], int8(1))
}

func TestE39Calendar(t *testing.T) {
	s, _ := NewState(map[string]string{"players": "3"}, 11)
	var maatRounds, scoringRounds []int8
	maats, scorings := s.Maats, s.Scorings
	rng := newTestRand(11)
	for !s.Done {
		seat := s.Actors()[0]
		moves := s.Moves(seat)
		if err := s.Play(seat, moves[rng.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
		if s.Maats != maats {
			maats = s.Maats
			maatRounds = append(maatRounds, s.Round)
		}
		if s.Scorings != scorings {
			scorings = s.Scorings
			scoringRounds = append(scoringRounds, s.Round)
		}
	}
	eq(t, "Maat rounds", len(maatRounds), 4)
	for i, r := range []int8{4, 8, 12, 16} {
		if i < len(maatRounds) {
			eq(t, "Maat after round", maatRounds[i], r)
		}
	}
	eq(t, "scorings", len(scoringRounds), 2)
	if len(scoringRounds) == 2 {
		eq(t, "first scoring", scoringRounds[0], int8(8))
		eq(t, "second scoring", scoringRounds[1], int8(16))
	}
	eq(t, "rotations", s.Rotations, int8(8))
}

func TestE40AnubisWithScribe(t *testing.T) {
	s := staged(t, 2)
	pl := &s.P[0]
	pl.Scribes, pl.Res[Papyrus] = 3, 3
	pl.Happiness, pl.Population = 10, 10
	pl.Techs = 1 << (23 - 1)
	s.openSection(2)
	s.putDie(t, Bastet, Yellow, 5) // dark: forbidden
	s.GodStat[Thoth][0], s.GodVia[Thoth][0] = 1, 5
	s.beginTurn(0)
	s.play(t, "anubis bastet yellow 5", "scribe +1", "act thoth")
	if s.legal(t, "card 4.1") {
		t.Error("section 4 needs happiness 13")
	}
	s.play(t, "card 3.1", "card 3.2")
	eq(t, "scribes", pl.Scribes, 0)
	eq(t, "papyrus", pl.Res[Papyrus], 0)
	eq(t, "VP (T23)", pl.VP, startVP+3)
	eq(t, "die under the scales", s.Dice[s.T.Die].Loc, playerLoc(0, panUnder))
	eq(t, "opponent's Thoth bonus", s.P[1].Scribes, 1)
}

func TestE41BagArithmetic(t *testing.T) {
	for players, bag := range map[int]int{2: 4, 3: 6, 4: 8} {
		s, _ := NewState(map[string]string{"players": string(rune('0' + players))}, 3)
		n, wheel := 0, 0
		for _, d := range s.Dice {
			if d.Loc == locBag {
				n++
			}
			if _, ok := locSectorOf(d.Loc); ok {
				wheel++
			}
		}
		eq(t, "bag after setup", n, bag)
		eq(t, "wheel after setup", wheel, 18)
		eq(t, "refill per rotation", 2*players, bag)
	}
}

// People statues (§8.1, R-37): any free slot, the gold lying there, and at
// the temple 3 VP per own pillar in the aligned line.
func TestPeopleStatues(t *testing.T) {
	s := staged(t, 2)
	s.placeTile(2, 0, 22, 0, 0)
	s.placeTile(2, 4, 23, 0, 0)
	s.placeTile(2, 2, 24, 0, 1) // the opponent's pillar does not count
	s.placeTile(0, 2, 25, 0, 0) // column C3, not row R3
	s.P[0].Res[Granite] = 1
	s.god(Horus, 0, 4, 0)
	s.play(t, "statue ts-row")
	eq(t, "VP: 2 own pillars in R3", s.P[0].VP, startVP+6)
	eq(t, "gold from the slot", s.P[0].Res[Gold], 1)
	eq(t, "slot gold gone", s.PGold[TSRow], false)
	s.P[0].Res[Granite] = 2
	s.god(Horus, 0, 4, 0)
	s.play(t, "statue ts-col", "pay 2 granite") // the slot gold could pay too
	eq(t, "VP: 1 own pillar in C3", s.P[0].VP, startVP+6+3)
	if s.legal(t, "statue ts-row") {
		t.Error("an occupied slot")
	}
}
