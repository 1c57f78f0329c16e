package tekhenu

import (
	"strings"
	"testing"
)

// t02 stages Time of Seth T-02: Barbara (seat 0) with 3 limestone,
// happiness 1, population 6, production markers at 2, and (statue) a god
// statue to Osiris dedicated through Horus slot 6 (+2 happiness); Ra's
// sector shaded (Wheel 5) with a yellow 4; P15 in the middle display
// slot; conquest token A09 on (R3,C3).
func t02(t *testing.T, statue bool) *State {
	s := stagedSeth(t, 2)
	s.Wheel = 5
	pl := &s.P[0]
	pl.VP, pl.Res[Limestone], pl.Happiness, pl.Population = 10, 3, 1, 6
	pl.Production = [4]int8{2, 2, 2, 2}
	if statue {
		s.GodStat[Osiris][0], s.GodVia[Osiris][0] = 0, 6
	}
	s.RaSlots[raMiddle] = 15
	s.Temple[2][2].Token = 9
	s.takeTurn(t, Ra, Yellow, 4, "act ra", "pillar r3c3 0")
	return s
}

// TestT02RaTokenOsirisTwice is T-02 and its variants (a) and (b): the
// pillar's P15 Osiris action (value 3) and token A09's (value 5) come in
// the order Barbara chooses; the Osiris statue bonus pays once.
func TestT02RaTokenOsirisTwice(t *testing.T) {
	t.Run("P15 first", func(t *testing.T) {
		s := t02(t, true)
		eq(t, "VP after Ra", s.P[0].VP, 12)
		eq(t, "limestone after Ra", s.P[0].Res[Limestone], 0)
		eq(t, "bread: no printed reward under the token", s.P[0].Res[Bread], 0)
		eq(t, "decision", s.top().Kind, dOrder)
		s.play(t, "first pillar", "osiris limestone")
		eq(t, "happiness after Osiris #1 (cost, then the bonus)", s.P[0].Happiness, int8(2))
		eq(t, "limestone marker", s.P[0].Production[Limestone], int8(3))
		eq(t, "granite marker", s.P[0].Production[Granite], int8(3))
		s.play(t, "osiris granite")
		pl := &s.P[0]
		eq(t, "happiness", pl.Happiness, int8(1))
		eq(t, "VP", pl.VP, 12)
		eq(t, "limestone", pl.Res[Limestone], 1)
		eq(t, "granite", pl.Res[Granite], 2)
		eq(t, "granite marker", pl.Production[Granite], int8(5))
		eq(t, "row 3 limestone", s.Osiris[2][Limestone], int8(0))
		eq(t, "row 5 granite", s.Osiris[4][Granite], int8(0))
		eq(t, "the token stays under the pillar", s.Temple[2][2].Token, int8(9))
	})
	t.Run("(a) A09 first", func(t *testing.T) {
		s := t02(t, true)
		s.play(t, "first token", "osiris granite", "osiris limestone")
		eq(t, "happiness", s.P[0].Happiness, int8(1))
		eq(t, "row 5 granite", s.Osiris[4][Granite], int8(0))
		eq(t, "row 3 limestone", s.Osiris[2][Limestone], int8(0))
	})
	t.Run("(b) no statue", func(t *testing.T) {
		s := t02(t, false)
		s.play(t, "first pillar", "osiris limestone")
		eq(t, "happiness", s.P[0].Happiness, int8(0))
		eq(t, "buildings", s.P[0].Built, int8(1))
		eq(t, "nothing owed: A09 is lost at happiness 0", len(s.Actors()), 0)
	})
}

// TestRaTokenWithoutProperty: with no property acting, the token's action
// comes without a choice of order.
func TestRaTokenWithoutProperty(t *testing.T) {
	s := stagedSeth(t, 2)
	s.Wheel = 0 // Ra sunny: P15 (shaded) does nothing
	s.P[0].Res[Limestone], s.P[0].Happiness, s.P[0].Population = 3, 2, 6
	s.RaSlots[raMiddle] = 15
	s.Temple[2][2].Token = 9
	s.takeTurn(t, Ra, White, 4, "act ra", "pillar r3c3 0")
	eq(t, "decision", s.top().Kind, dOsiris)
	eq(t, "A09's value", s.top().Val, int8(5))
}

// raOn raises the pillar tile in the middle display slot, free, for seat 0
// on (r, c) of a staged position, with a conquest token there.
func raOn(t *testing.T, s *State, tile, token, r, c int) {
	t.Helper()
	s.RaSlots[raMiddle] = int8(tile)
	s.Temple[r][c].Token = int8(token)
	s.god(Ra, 0, 3, fNoCost)
	s.play(t, moveText(mv(mPillar, r, c, 0)))
}

// TestRaTokenRewards: §4.6 and §7.7 — a token's full Ra effect instead of
// the printed reward; P19–P21 double it when it is made of resources only
// ([RUL-08]).
func TestRaTokenRewards(t *testing.T) {
	const sunny = 19 // P19: Sunny, doubles the cell's reward
	for _, tc := range []struct {
		name        string
		tile, token int
		moves       []string
		res         [nRes]int
	}{
		{"printed reward (R3C2: 2 papyrus)", 26, 0, nil, [nRes]int{Papyrus: 2}},
		{"A01: 3 limestone", 26, 1, nil, [nRes]int{Limestone: 3}},
		{"A12 under P19: doubled", sunny, 12, nil, [nRes]int{Limestone: 4, Granite: 4}},
		{"A10 under P19: doubled", sunny, 10, nil, [nRes]int{Gold: 4}},
		{"printed under P19: doubled", sunny, 0, nil, [nRes]int{Papyrus: 4}},
		{"A05: 3 of one kind", 26, 5, []string{"gain bread"}, [nRes]int{Bread: 3}},
		{"A05 under P19: 6 of one kind", sunny, 5, []string{"gain granite"}, [nRes]int{Granite: 6}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := stagedSeth(t, 2)
			raOn(t, s, tc.tile, tc.token, 2, 1)
			s.play(t, tc.moves...)
			eq(t, "resources", s.P[0].Res, tc.res)
		})
	}
}

// TestRaTokenCards: A06 draws 2 technologies and A07 3 blessings, one kept
// and the others shuffled back; A11 takes the top decree; P19 doubles no
// card ([RUL-08]); A08 is a Thoth action as with a 1.
func TestRaTokenCards(t *testing.T) {
	t.Run("A06 under P19", func(t *testing.T) {
		s := stagedSeth(t, 2)
		n := s.Decks[Tech].N
		raOn(t, s, 19, 6, 2, 1)
		eq(t, "decision", s.top().Kind, dKeepCard)
		keep := int(s.top().Y)
		eq(t, "cards offered", len(s.Moves(0)), 2)
		s.play(t, "keep "+cardName(Tech, keep))
		eq(t, "kept", s.P[0].Techs, uint32(1)<<(keep-1))
		eq(t, "deck", s.Decks[Tech].N, n-1)
	})
	t.Run("A07", func(t *testing.T) {
		s := stagedSeth(t, 2)
		n := s.Decks[Blessing].N
		raOn(t, s, 26, 7, 2, 1)
		eq(t, "cards offered", len(s.Moves(0)), 3)
		keep := int(s.top().Val)
		s.play(t, "keep "+cardName(Blessing, keep))
		eq(t, "kept", s.P[0].Blessings, uint32(1)<<(keep-1))
		eq(t, "deck", s.Decks[Blessing].N, n-1)
	})
	t.Run("A11", func(t *testing.T) {
		s := stagedSeth(t, 2)
		top := s.Decks[Decree].Cards[s.Decks[Decree].N-1]
		raOn(t, s, 26, 11, 2, 1)
		eq(t, "decree", s.P[0].Decrees, uint32(1)<<(top-1))
	})
	t.Run("A08", func(t *testing.T) {
		s := stagedSeth(t, 2)
		s.P[0].Happiness = 2
		raOn(t, s, 26, 8, 2, 1)
		eq(t, "decision", s.top().Kind, dThoth)
		eq(t, "cards", s.T.CardsLeft, int8(1))
	})
}

// TestHathorTokens is T-12: each empty cell in line with the building
// gives its token's Hathor effect instead of its printed item; a token
// under a pillar is ignored ([RUL-61]).
func TestHathorTokens(t *testing.T) {
	s := stagedSeth(t, 3)
	pl := &s.P[0]
	pl.Res[Bread], pl.Population = 3, 6
	s.placeTile(1, 0, 26, 0, 0)
	s.Temple[1][0].Token = 1 // under the pillar: ignored
	s.Temple[1][1].Token = 3
	s.Temple[1][2].Token = 6
	s.Temple[1][3].Token = 8
	top := s.Decks[Tech].Cards[s.Decks[Tech].N-1]
	s.god(Hathor, 0, 4, 0)
	s.play(t, "building hr2")
	eq(t, "VP (own pillar)", pl.VP, startVP+3)
	eq(t, "resources", pl.Res, [nRes]int{Papyrus: 1, Bread: 1})
	eq(t, "faith (C3's printed faith covered)", pl.Faith, 0)
	eq(t, "technology", pl.Techs, uint32(1)<<(top-1))
	eq(t, "population", pl.Population, int8(10))
	eq(t, "tokens stay", s.Temple[1][1].Token+s.Temple[1][2].Token+s.Temple[1][3].Token, int8(3+6+8))
}

// TestHathorTokenChoice: A05 beside Hathor is 1 resource of one's choice,
// not gold ([RUL-07]).
func TestHathorTokenChoice(t *testing.T) {
	s := stagedSeth(t, 3)
	s.P[0].Res[Bread] = 3
	s.Temple[1][4].Token = 5
	s.god(Hathor, 0, 4, 0)
	s.play(t, "building hr2")
	if s.legal(t, "gain gold") {
		t.Error("gold offered")
	}
	s.play(t, "gain granite")
	eq(t, "granite (C2's 1 and the token's)", s.P[0].Res[Granite], 2)
	eq(t, "bread (paid 3, C5 covered)", s.P[0].Res[Bread], 0)
}

// TestRaCults: Cult05 when the row or the column holds none of the owner's
// pillars, judged before the pillar stands ([RUL-18]); Cult07 on the 16
// border cells (§7.3).
func TestRaCults(t *testing.T) {
	for _, tc := range []struct {
		name    string
		cult    int
		r, c    int
		pillars [][2]int
		priests int8
		gain    bool
	}{
		{"Cult05, first pillar", cultNewLine, 2, 2, nil, 3, false},
		{"Cult05, same row, new column", cultNewLine, 2, 2, [][2]int{{2, 0}}, 3, false},
		{"Cult05, row and column taken", cultNewLine, 2, 2, [][2]int{{2, 0}, {0, 2}}, 0, false},
		{"Cult05, another's pillars do not count", cultNewLine, 2, 2, [][2]int{{2, 0}, {0, 2}, {-1, -1}}, 3, false},
		{"Cult07, border", cultBorderPillar, 0, 3, nil, 0, true},
		{"Cult07, inside", cultBorderPillar, 1, 3, nil, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := stagedSeth(t, 2)
			s.P[0].Cult = int8(tc.cult)
			owner := 0
			for _, p := range tc.pillars {
				if p[0] < 0 {
					owner = 1
					continue
				}
				s.placeTile(p[0], p[1], 27, 0, 0)
			}
			if owner == 1 {
				for _, p := range tc.pillars[:2] {
					s.Temple[p[0]][p[1]].Owner = 1
				}
			}
			raOn(t, s, 26, 0, tc.r, tc.c)
			eq(t, "priests", s.P[0].Priests, tc.priests)
			eq(t, "a resource to choose", len(s.Actors()) > 0 && s.top().Kind == dGain, tc.gain)
		})
	}
}

// TestOsirisCult06: Cult06 pays its owner 3 warriors and each opponent 2
// faith for an Osiris building, not during setup ([RUL-56]).
func TestOsirisCult06(t *testing.T) {
	s := stagedSeth(t, 3)
	s.P[0].Cult = cultOsirisBuilding
	s.P[0].Happiness = 3
	s.god(Osiris, 0, 3, 0)
	s.play(t, "osiris bread")
	eq(t, "warriors", s.P[0].Warriors, int8(3))
	eq(t, "seat 1's faith", s.P[1].Faith, 2)
	eq(t, "seat 2's faith", s.P[2].Faith, 2)
	s.T.CultSeen = [4]uint8{}
	s.god(Osiris, 0, 4, fSetup|fNoHappyLoss)
	s.play(t, "osiris bread")
	eq(t, "warriors after a setup building", s.P[0].Warriors, int8(3))
}

// TestTX05 is T-03: with TX05 the cards of a Thoth action mix the sections
// happiness reaches, with at most one card from the open section above.
func TestTX05(t *testing.T) {
	stage := func(t *testing.T, with bool) *State {
		s := stagedSeth(t, 2)
		s.P[0].Happiness, s.P[0].Population, s.P[0].Res[Papyrus] = 7, 10, 3
		s.Open = [4]bool{true, true, true, false}
		s.Market[2] = [4]int8{20, 20, 21, 20} // section 3 (B T T D) full
		if with {
			s.P[0].Techs = 1 << (tx05 - 1)
		}
		s.god(Thoth, 0, 5, 0)
		return s
	}
	for _, picks := range [][]string{
		{"card 1.1", "card 2.1", "card 3.1"},
		{"card 2.1", "card 2.2", "card 1.1"},
		{"card 1.1", "card 1.2", "card 3.2"},
		{"card 2.1", "card 2.2", "card 2.3"},
	} {
		s := stage(t, true)
		s.play(t, picks...)
		eq(t, "papyrus", s.P[0].Res[Papyrus], 0)
		eq(t, "cards taken", popcount(s.P[0].Blessings)+popcount(s.P[0].Techs&^(1<<(tx05-1)))+popcount(s.P[0].Decrees), 3)
	}
	s := stage(t, true)
	if s.legal(t, "card 4.1") {
		t.Error("section 4 (not open) offered")
	}
	s.play(t, "card 3.1")
	if s.legal(t, "card 3.2") {
		t.Error("a second card of section 3 offered")
	}
	if !s.legal(t, "card 2.1") || !s.legal(t, "card 1.1") {
		t.Error("sections 1 and 2 not offered")
	}
	s = stage(t, false)
	if s.legal(t, "card 3.1") {
		t.Error("without TX05, section 3 offered")
	}
	s.play(t, "card 1.1")
	if s.legal(t, "card 2.1") {
		t.Error("without TX05, a second section offered")
	}
	// Sections 1 and 2 hold a card each: only TX05 makes 3 cards possible;
	// with section 2 empty, not even TX05 (1 card from section 3 at most).
	for _, tc := range []struct {
		tx, sec2 bool
		want     bool
	}{{false, true, false}, {true, true, true}, {true, false, false}} {
		s := stagedSeth(t, 2)
		s.P[0].Happiness, s.P[0].Res[Papyrus] = 7, 3
		s.Open = [4]bool{true, true, true, false}
		s.Market[0] = [4]int8{s.Market[0][0]}
		s.Market[1] = [4]int8{}
		if tc.sec2 {
			s.Market[1][0] = 21
		}
		s.Market[2] = [4]int8{20, 20, 21, 20}
		if tc.tx {
			s.P[0].Techs = 1 << (tx05 - 1)
		}
		eq(t, "Thoth with a 5 possible", s.canGod(0, Thoth, 5, 0), tc.want)
	}
}

// sethTokensDecisions are the decisions of this workstream, which base
// random games never reach; their prompts are checked by TestSethPrompts.
var sethTokensDecisions = map[taskKind]bool{dGainSame: true, dOrder: true, dSplit: true, dRelocate: true, dArtAction: true}

// TestToldSethTokens: the log tells a pillar on a conquest token, the
// order of its two actions, an artifact used, and keeps a decree kept by
// Art01 from the other seats.
func TestToldSethTokens(t *testing.T) {
	s := stagedSeth(t, 2)
	s.Wheel = 5
	pl := &s.P[0]
	pl.Res[Limestone], pl.Happiness, pl.Population = 3, 2, 6
	pl.Artifacts = 1 << 0
	s.RaSlots[raMiddle] = 15
	s.Temple[2][2].Token = 9
	s.putDie(t, Ra, Yellow, 4)
	s.beginTurn(0)
	lines := s.tell(t, 1, "take ra yellow 4", "done", "act ra", "pillar r3c3 0", "first token")
	all := strings.Join(lines, "\n")
	for _, want := range []string{
		"conquest token A09 instead of the cell's reward (Osiris's action as with a 5)",
		"Ana performs the conquest token's Osiris action first.",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("no %q in\n%s", want, all)
		}
	}
	s = stagedSeth(t, 2)
	s.P[0].Artifacts = 1 << 0
	s.beginTurn(0)
	lines = s.tell(t, 1, "use Art01")
	x := int(s.top().X)
	lines = append(lines, s.tell(t, 1, "keep "+cardName(Decree, x))...)
	all = strings.Join(lines, "\n")
	if !strings.Contains(all, "Ana uses Art01, which then leaves the game.") || !strings.Contains(all, "Ana keeps one decree and shuffles the other card back into the decree deck.") {
		t.Errorf("told to Ben:\n%s", all)
	}
	if strings.Contains(all, cardName(Decree, x)) || strings.Contains(all, "%!") {
		t.Errorf("Ben reads the decree kept or a broken line:\n%s", all)
	}
}
