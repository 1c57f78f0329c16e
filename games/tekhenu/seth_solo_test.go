package tekhenu

import (
	"testing"

	"karnak/engine"
)

// stagedSethSolo is a staged solo game with the expansion, Botankhamun
// about to act (its turn log ready).
func stagedSethSolo(t *testing.T) *State {
	t.Helper()
	s := stagedSeth(t, 1)
	s.Order[0], s.Order[1] = botSeat, 0
	s.Bot.Turns = 1
	s.Bot.Log = [4]botTurn{}
	return s
}

// TestSethPyramid (§6.3): ten tokens in play, the two expansion tokens
// among them, one god and one resource token out for the whole game.
func TestSethPyramid(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s := newSeth(t, 1, seed)
		inPlay := s.Bot.InPlay
		var gods, res, exp int
		for _, tok := range s.Bot.Pyramid {
			switch {
			case tok >= nBotTokens:
				exp++
			case tok >= firstResToken:
				res++
			default:
				gods++
			}
		}
		if gods != 5 || res != 3 || exp != 2 {
			t.Fatalf("seed %d: pyramid %v: %d god, %d resource, %d expansion tokens", seed, s.Bot.Pyramid, gods, res, exp)
		}
		s.shufflePyramid()
		if s.Bot.InPlay != inPlay {
			t.Fatal("the tokens in play change at a reshuffle")
		}
		for _, tok := range s.Bot.Pyramid {
			if inPlay&(1<<tok) == 0 {
				t.Fatalf("token %d on the pyramid is out of the game", tok)
			}
		}
	}
}

// TestSethBotDieChoice is T-14 and T-26: effective values (red and blue
// +1), then green, pure, red or blue, other tainted; the
// priests-and-warriors token takes red or blue, else the best pure die.
func TestSethBotDieChoice(t *testing.T) {
	type put struct {
		g God
		c Colour
		v int
	}
	for _, tc := range []struct {
		name  string
		token int
		dice  []put
		want  int // index in dice
	}{
		// Wheel 0: Horus sunny (white pure, grey tainted), Hathor shaded
		// (yellow pure), Thoth dark.
		{"white 4, blue 3, grey 4", int(Horus), []put{{Horus, White, 4}, {Horus, Blue, 3}, {Horus, Grey, 4}}, 0},
		{"blue 3, grey 4", int(Horus), []put{{Horus, Blue, 3}, {Horus, Grey, 4}}, 0},
		{"blue 4, white 4", int(Horus), []put{{Horus, Blue, 4}, {Horus, White, 4}}, 0},
		{"green 4, yellow 4", int(Hathor), []put{{Hathor, Yellow, 4}, {Hathor, Green, 4}}, 1},
		{"green 3, red 3", int(Horus), []put{{Horus, Green, 3}, {Horus, Red, 3}}, 1},
		{"T-26: red 4 beside its Thoth statue", tokPW, []put{{Horus, Blue, 4}, {Thoth, Red, 4}, {Ra, White, 5}}, 1},
		{"T-26: no red or blue: the highest pure die", tokPW, []put{{Ra, White, 5}, {Horus, Grey, 6}}, 0},
		{"no pure die either: the best left", tokPW, []put{{Horus, Grey, 3}, {Ra, Grey, 5}}, 1},
		{"resource token: yellow first, none: best left", firstResToken + 1, []put{{Horus, Grey, 3}, {Ra, Green, 2}}, 0},
	} {
		s := stagedSethSolo(t)
		s.GodStat[Thoth][0], s.GodVia[Thoth][0] = botSeat, 5
		var idx []int
		for _, p := range tc.dice {
			idx = append(idx, s.putDie(t, p.g, p.c, p.v))
		}
		if got := s.botDie(tc.token); got != idx[tc.want] {
			t.Errorf("%s: took %+v, want %+v", tc.name, s.Dice[got], tc.dice[tc.want])
		}
	}
}

// TestSethBotSetToken is T-15: the Set token's one step to the next area,
// its 3 VP when it cannot build, and variant (c) with the wrap to area 1,
// its own Set statue and the human's people statue.
func TestSethBotSetToken(t *testing.T) {
	setup := func(t *testing.T) *State {
		s := stagedSethSolo(t)
		s.Seth.Slots[4][0] = botSeat // area 5
		s.Seth.Slots[5] = [2]int8{botSeat, 0}
		s.Seth.People[0] = 0
		s.Seth.Statues[0] = botSeat
		s.P[botSeat].Built = 2
		return s
	}
	s := setup(t)
	s.putSetDie(t, 2)
	five := s.putSetDie(t, 5)
	vp := s.P[botSeat].VP
	face := s.Seth.faceUpConquest()
	s.Bot.last().Token = tokSet
	i := s.botDie(tokSet)
	eq(t, "the 5 is taken", i, five)
	s.botSet(5)
	eq(t, "T-15: +3 VP", s.P[botSeat].VP, vp+3)
	eq(t, "no building in area 1", s.Seth.Slots[0][0], int8(-1))
	eq(t, "the face-up token stays", s.Seth.faceUpConquest(), face)
	eq(t, "deed", s.Bot.last().Did, deedSetFallback)

	// (c): its only Set building in area 6; a 6 steps once to area 1.
	s = setup(t)
	s.Seth.Slots[4][0], s.Seth.Slots[5] = -1, [2]int8{botSeat, -1}
	s.P[botSeat].Built = 1
	vp = s.P[botSeat].VP
	s.botSet(6)
	eq(t, "(c) builds in area 1, slot 1", s.Seth.Slots[0][0], int8(botSeat))
	eq(t, "(c) +6 VP: its Set statue, 2 VP, the column statue", s.P[botSeat].VP, vp+6)
	eq(t, "(c) a conquest token placed", s.Seth.ConquestN, int8(nConquest-1))
	tokens := 0
	for r := range s.Temple {
		for c := range s.Temple[r] {
			tokens += boolInt(s.Temple[r][c].Token != 0)
		}
	}
	eq(t, "(c) one token on the temple", tokens, 1)

	// (b): no buildings left: 3 VP, nothing else.
	s = setup(t)
	s.P[botSeat].Built = buildingsEach
	vp = s.P[botSeat].VP
	s.botSet(1)
	eq(t, "(b) +3 VP", s.P[botSeat].VP, vp+3)
	eq(t, "(b) area 1 stays empty", s.Seth.Slots[0][0], int8(-1))

	// (a): no Set dice: the Horus token's die instead.
	s = setup(t)
	h := s.putDie(t, Horus, White, 4)
	eq(t, "(a) the Horus sector's die", s.botDie(tokSet), h)
}

// TestSethBotHorus is T-16: a people statue under the right column (two
// areas built), then the rightmost card twice, no refill between.
func TestSethBotHorus(t *testing.T) {
	s := stagedSethSolo(t)
	s.Seth.Slots[3][0], s.Seth.Slots[4][0] = 0, botSeat // areas 4 and 5
	s.Seth.Slots[0][0] = 0                              // area 1: left column, 1 area
	s.P[botSeat].Happiness = 6
	s.Open = [4]bool{true, true, false, false}
	s.Market[0] = [4]int8{1, 2, 3, 0}
	s.Market[1] = [4]int8{4, 5, 6, 7} // B04 B05 T06 T07
	s.botHorus(3)
	eq(t, "right people statue", s.Seth.People[1], int8(botSeat))
	eq(t, "left stays free", s.Seth.People[0], int8(-1))
	if s.Bot.Cards[Tech] != 1<<6|1<<5 {
		t.Errorf("took technologies %b, want T07 then T06", s.Bot.Cards[Tech])
	}
	eq(t, "section 2 keeps its blessings", s.Market[1], [4]int8{4, 5, 0, 0})

	// One area per column: no Set statue for 0 or 1 Thoth actions; the god
	// of Horus slot 3 (Hathor) gets the statue.
	s = stagedSethSolo(t)
	s.Seth.Slots[0][0], s.Seth.Slots[3][0] = 0, 0
	s.botHorus(3)
	eq(t, "no Set people statue", s.Seth.People, [2]int8{-1, -1})
	eq(t, "Hathor statue", s.GodStat[Hathor][0], int8(botSeat))
	// That god's slot taken: the Set statue.
	s.botHorus(3)
	eq(t, "Set statue", s.Seth.Statues[0], int8(botSeat))
}

// TestSethBotRaOnToken (§6.10): 2 VP more on a conquest token, and the
// token stays under the pillar.
func TestSethBotRaOnToken(t *testing.T) {
	s := stagedSethSolo(t)
	s.Temple[2][2].Token = 5
	s.RaSlots = [3]int8{1, 2, 3}
	vp := s.P[botSeat].VP
	s.botRa(5)
	if s.Temple[2][2].Tile == 0 {
		t.Fatal("the pillar did not go on the token: it scores 2 VP more there")
	}
	eq(t, "token kept", s.Temple[2][2].Token, int8(5))
	eq(t, "VP: slot 1, no buildings, no edges, +2", s.P[botSeat].VP, vp+raSlotVP[raLeft]+botTokenPillarVP)
}

// TestSethBotDestiny (§6.13): first at a Maat phase, Botankhamun takes the
// lowest-ankh destiny card with an artifact beside it, without its reward.
func TestSethBotDestiny(t *testing.T) {
	s := stagedSethSolo(t)
	s.Seth.Artifacts = 1<<(5-1) | 1<<(8-1) // Art05 (ankh 2), Art08 (ankh 3)
	s.DestAv = 0xF
	s.P[botSeat].Destiny = 0
	if !s.botSethDestiny() {
		t.Fatal("took nothing")
	}
	eq(t, "destiny", s.P[botSeat].Destiny, int8(3))
	eq(t, "D03 gone", s.DestAv&(1<<2), uint8(0))
	eq(t, "Art05 leaves the game with it", s.Seth.Artifacts, uint8(1<<(8-1)))
	// Two artifacts beside the card: one goes, the other stays.
	s.Seth.Artifacts = 1<<0 | 1<<1 // Art01, Art02 (ankh 0)
	s.DestAv = 0xF
	s.botSethDestiny()
	eq(t, "D01 taken", s.P[botSeat].Destiny, int8(1))
	if got := s.Seth.Artifacts; got != 1 && got != 2 {
		t.Errorf("pool %b after taking one of Art01 and Art02", got)
	}
	s.Seth.Artifacts = 0
	s.DestAv = 0xF
	if s.botSethDestiny() {
		t.Error("an empty pool leaves the base choice")
	}
}

// TestSethBotStartingBuildings (§6.4): a medium Botankhamun starts with one
// Set building, a hard one with two in different areas.
func TestSethBotStartingBuildings(t *testing.T) {
	for _, tc := range []struct {
		level string
		want  int
	}{{"easy", 0}, {"medium", 1}, {"hard", 2}} {
		for seed := uint64(1); seed <= 10; seed++ {
			s, err := newState(map[string]string{"players": "1", "expansion": "seth", "automa": tc.level}, seed)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for a := range s.Seth.Slots {
				for _, o := range s.Seth.Slots[a] {
					n += boolInt(o == botSeat)
				}
			}
			if n != tc.want {
				t.Errorf("%s seed %d: %d Set buildings", tc.level, seed, n)
			}
			if s.Seth.ConquestN != nConquest {
				t.Errorf("%s: a starting building placed a conquest token", tc.level)
			}
		}
	}
}

// TestSethSoloStart (§6.2, [RUL-26], [RUL-51]): the player is dealt
// starting and cult cards by solo_draw and keeps two and one, resolves
// them, takes a destiny card or an artifact, then keeps a decree of three;
// Botankhamun takes no destiny card; solo_artifacts sets the pool.
func TestSethSoloStart(t *testing.T) {
	for _, tc := range []struct {
		draw, artifacts string
		starting, cults int
		pool            int
	}{{"3+1", "3", 3, 1, 3}, {"2+2", "2", 2, 2, 2}, {"3+2", "4", 3, 2, 4}} {
		s, err := newState(map[string]string{"players": "1", "expansion": "seth", "solo_draw": tc.draw, "solo_artifacts": tc.artifacts}, 5)
		if err != nil {
			t.Fatal(err)
		}
		eq(t, tc.draw+": starting cards shown", popcount(uint32(s.StartAv)), tc.starting)
		eq(t, tc.draw+": cult cards shown", popcount(uint32(s.Seth.Cults)), tc.cults)
		eq(t, tc.draw+": artifacts", popcount(uint32(s.Seth.Artifacts)), tc.pool)
		eq(t, tc.draw+": Botankhamun's destiny", s.P[botSeat].Destiny, int8(0))
		r := newTestRand(1)
		for picks := 0; s.top().Kind == dDraft; picks++ {
			ms := s.Moves(0)
			if err := s.Play(0, ms[r.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
		}
		if s.P[0].Cult == 0 {
			t.Errorf("%s: no cult card kept", tc.draw)
		}
		for s.top().Kind != dKeepDecree {
			if s.Done || s.Round > 0 {
				t.Fatalf("%s: the game began before the decree was kept", tc.draw)
			}
			ms := s.Moves(0)
			if err := s.Play(0, ms[r.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
		}
		if s.P[0].Destiny == 0 {
			t.Errorf("%s: the destiny card comes before the decree", tc.draw)
		}
	}
	s, err := newState(map[string]string{"players": "1", "expansion": "seth", "solo_start": "random"}, 5)
	if err != nil {
		t.Fatal(err)
	}
	if s.P[0].Cult == 0 {
		t.Error("solo_start=random deals no cult card")
	}
}

// TestSethBotSecondBuildingSet (§6.4, optional variant): with
// bot_buildings=20 Botankhamun goes on building after its tenth building,
// up to twenty; its mat's building row still counts ten, and a human
// seat's limit stays ten.
func TestSethBotSecondBuildingSet(t *testing.T) {
	s, err := newState(engine.Options{"players": "1", "expansion": "seth", "bot_buildings": "20"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "option read", s.Seth.BotBuildings, true)
	eq(t, "Botankhamun's supply", s.buildingLimit(botSeat), int8(20))
	eq(t, "the player's supply", s.buildingLimit(0), int8(buildingsEach))
	eq(t, "view", s.playerView(botSeat, 0).BuildingsMax, 20)

	for _, second := range []bool{false, true} {
		s := stagedSethSolo(t)
		s.Seth.BotBuildings = second
		s.P[botSeat].Built = buildingsEach
		vp := s.P[botSeat].VP
		s.botDoes(Osiris, Grey, 3)
		if second {
			eq(t, "an eleventh building", s.P[botSeat].Built, int8(buildingsEach+1))
			eq(t, "no fallback VP", s.P[botSeat].VP, vp)
		} else {
			eq(t, "no building beyond ten", s.P[botSeat].Built, int8(buildingsEach))
			eq(t, "the fallback's 3 VP", s.P[botSeat].VP, vp+3)
		}
	}
	s.P[botSeat].Built = 2 * buildingsEach
	eq(t, "no building beyond twenty", s.P[botSeat].Built >= s.buildingLimit(botSeat), true)
	full, _ := rowSymbols(buildingsEach)
	more, _ := rowSymbols(2 * buildingsEach)
	eq(t, "row VP of the second set", more, full)
}
