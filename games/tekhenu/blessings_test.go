package tekhenu

import (
	"fmt"
	"testing"
)

func bless(ns ...int) uint32 {
	var set uint32
	for _, n := range ns {
		set |= 1 << (n - 1)
	}
	return set
}

func tech(ns ...int) uint32 { return bless(ns...) }

// One scenario per blessing (§14.5). Wheel k = 0: Horus and Ra sunny,
// Hathor and Osiris shaded, Bastet and Thoth dark.
func TestBlessings(t *testing.T) {
	produceWith := func(card int, check func(t *testing.T, p *player)) func(t *testing.T, s *State) {
		return func(t *testing.T, s *State) {
			s.P[0].Blessings = bless(card)
			s.takeTurn(t, Hathor, Brown, 3, fmt.Sprintf("bless B%02d", card))
			p := &s.P[0]
			eq(t, "bread kept to the marker", p.Res[Bread]-map[bool]int{true: 4}[card == 3], 2)
			eq(t, "excess", int(p.Excess), 1)
			check(t, p)
		}
	}
	cases := map[int]func(t *testing.T, s *State){
		1: produceWith(1, func(t *testing.T, p *player) { eq(t, "limestone", p.Res[Limestone], 4) }),
		2: produceWith(2, func(t *testing.T, p *player) { eq(t, "granite", p.Res[Granite], 4) }),
		3: produceWith(3, func(t *testing.T, p *player) { eq(t, "bread", p.Res[Bread], 6) }),
		4: produceWith(4, func(t *testing.T, p *player) { eq(t, "papyrus", p.Res[Papyrus], 4) }),
		5: produceWith(5, func(t *testing.T, p *player) { eq(t, "gold", p.Res[Gold], 3) }),
		6: produceWith(6, func(t *testing.T, p *player) { eq(t, "scribes", p.Scribes, 2) }),
		7: func(t *testing.T, s *State) {
			s.P[0].Blessings = bless(7)
			s.putDie(t, Hathor, Brown, 3)
			s.beginTurn(0)
			s.play(t, "play B07 population")
			eq(t, "population", s.P[0].Population, int8(startPopulation+3))
		},
		8: func(t *testing.T, s *State) {
			s.P[0].Blessings = bless(8)
			s.putDie(t, Hathor, Brown, 3)
			s.beginTurn(0)
			s.play(t, "play B08 happiness")
			eq(t, "happiness (capped by population 5)", s.P[0].Happiness, int8(startPopulation))
		},
		9: func(t *testing.T, s *State) {
			s.P[0].Blessings = bless(9)
			s.takeTurn(t, Hathor, Brown, 3, "set 6") // then done and produce are forced
			eq(t, "excess of a 6 over marker 2", int(s.P[0].Excess), 4)
		},
		10: func(t *testing.T, s *State) {
			s.P[0].Blessings = bless(10)
			s.takeTurn(t, Hathor, Brown, 3, "set 1")
			eq(t, "bread", s.P[0].Res[Bread], 1)
		},
		11: func(t *testing.T, s *State) {
			s.P[0].Blessings = bless(11)
			s.putDie(t, Ra, Black, 4) // sunny: forbidden
			s.beginTurn(0)
			s.play(t, "take ra black 4 as white", "adjust +1") // production is forced
			p := &s.P[0]
			eq(t, "limestone (white produces limestone)", p.Res[Limestone], 2)
			eq(t, "excess", int(p.Excess), 3)
			eq(t, "white is pure in a sunny sector: left pan", s.Dice[s.T.Die].Loc, playerLoc(0, panLeft))
		},
		12: func(t *testing.T, s *State) {
			s.P[0].Blessings = bless(12)
			s.putDie(t, Ra, Black, 4)
			s.beginTurn(0)
			s.play(t, "take ra black 4 as yellow", "done")
			eq(t, "papyrus", s.P[0].Res[Papyrus], 2)
			eq(t, "yellow is tainted when sunny", s.Dice[s.T.Die].Loc, playerLoc(0, panRight))
		},
		13: func(t *testing.T, s *State) {
			s.P[0].Blessings = bless(13)
			s.RaSlots[raLeft] = 16
			s.god(Ra, 0, 6, 0)
			s.play(t, "pillar r3c3 0") // paying is forced: only B13
			eq(t, "pillar raised without limestone", s.P[0].Pillars, int8(1))
			eq(t, "card used", s.P[0].Blessings, uint32(0))
		},
		14: func(t *testing.T, s *State) {
			s.P[0].Blessings = bless(14)
			s.god(Horus, 0, 1, 0)
			s.play(t, "statue god")
			eq(t, "statue without granite", s.GodStat[Horus][0], int8(0))
		},
		15: func(t *testing.T, s *State) {
			s.P[0].Blessings = bless(15)
			s.god(Bastet, 0, 3, 0)
			eq(t, "happiness", s.P[0].Happiness, int8(startHappiness+3))
		},
		16: func(t *testing.T, s *State) {
			s.P[0].Blessings = bless(16)
			s.god(Hathor, 0, 2, 0)
			s.play(t, "building hc1")
			eq(t, "building without bread", s.Hathor[5], int8(0))
		},
		17: func(t *testing.T, s *State) {
			p := &s.P[0]
			p.Blessings, p.Scribes, p.Res[Papyrus] = bless(17), 1, 2
			s.takeTurn(t, Hathor, Yellow, 2, "extra bastet", "first main")
			eq(t, "Bastet happened: happiness", p.Happiness, int8(startHappiness+2))
			eq(t, "scribes: 1 paid, 2 from Bastet", p.Scribes, 2)
			eq(t, "papyrus: +2 produced, −2 Bastet", p.Res[Papyrus], 2)
		},
		18: func(t *testing.T, s *State) {
			p := &s.P[0]
			p.Blessings, p.Scribes, p.Happiness = bless(18), 1, 3
			s.takeTurn(t, Hathor, Yellow, 2)
			if s.legal(t, "extra thoth") {
				t.Fatal("B18: Thoth is not adjacent to Hathor")
			}
			if s.legal(t, "extra ra") {
				t.Fatal("a Ra action needs a tile cost the player cannot pay")
			}
			s.RaSlots[raRight] = 26
			s.P[0].Res[Limestone] = 1
			s.relist() // changed by hand after the moves were listed
			if !s.legal(t, "extra ra") {
				t.Fatal("Ra is adjacent to Hathor")
			}
		},
		19: func(t *testing.T, s *State) {
			p := &s.P[0]
			p.Blessings, p.Res[Papyrus] = bless(19), 2
			s.takeTurn(t, Horus, White, 3, "extra bastet", "first extra")
			eq(t, "population −1", p.Population, int8(startPopulation-1))
			eq(t, "happiness −1 +3", p.Happiness, int8(startHappiness-1+3))
		},
		20: func(t *testing.T, s *State) {
			p := &s.P[0]
			p.Blessings, p.Happiness = bless(20), 0
			s.takeTurn(t, Horus, White, 3)
			if s.legal(t, "extra bastet") {
				t.Fatal("B20 needs happiness ≥ 1 (R-34)")
			}
		},
		21: func(t *testing.T, s *State) {
			s.P[0].Blessings = bless(21)
			s.takeTurn(t, Hathor, Brown, 3, "bless B21")
			eq(t, "bread twice 2", s.P[0].Res[Bread], 4)
			eq(t, "excess twice 1", int(s.P[0].Excess), 2)
		},
		22: func(t *testing.T, s *State) {
			s.P[0].Blessings = bless(22)
			s.takeTurn(t, Hathor, Brown, 1, "bless B22")
			eq(t, "bread", s.P[0].Res[Bread], 2)
		},
		23: func(t *testing.T, s *State) {
			s.P[0].Blessings = bless(23)
			s.P[0].Res[Papyrus] = 2
			s.putDie(t, Thoth, Yellow, 5) // dark: forbidden
			s.beginTurn(0)
			s.play(t, "anubis thoth yellow 5 free", "act bastet")
			eq(t, "happiness", s.P[0].Happiness, int8(startPopulation))
			eq(t, "under the scales", s.Dice[s.T.Die].Loc, playerLoc(0, panUnder))
		},
		24: func(t *testing.T, s *State) {
			s.P[0].Blessings = bless(24)
			s.putDie(t, Thoth, Yellow, 5)
			s.beginTurn(0)
			if s.legal(t, "anubis thoth yellow 5") {
				t.Fatal("no scribes: only the free Anubis")
			}
			s.play(t, "anubis thoth yellow 5 free", "produce granite")
			eq(t, "granite", s.P[0].Res[Granite], 2)
		},
	}
	for n := 1; n <= nBaseDeck; n++ {
		t.Run(fmt.Sprintf("B%02d", n), func(t *testing.T) {
			s := staged(t, 2)
			cases[n](t, s)
			if n != 18 && n != 20 && s.P[0].Blessings != 0 {
				t.Error("a played blessing is discarded")
			}
			if n != 18 && n != 20 && s.Discard[Blessing]&bless(n) == 0 {
				t.Error("the blessing is in the discard pile")
			}
		})
	}
}
