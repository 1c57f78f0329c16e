package tekhenu

import (
	"fmt"
	"testing"
)

// One scenario per technology (§14.6). Wheel k = 0: Horus and Ra sunny,
// Hathor and Osiris shaded, Bastet and Thoth dark.
func TestTechnologies(t *testing.T) {
	cases := map[int]func(t *testing.T, s *State, p *player){
		1: func(t *testing.T, s *State, p *player) {
			s.god(Osiris, 0, 1, 0)
			s.play(t, "osiris papyrus")
			eq(t, "VP", p.VP, startVP+2)
		},
		2: func(t *testing.T, s *State, p *player) {
			s.RaSlots[raLeft], p.Res[Limestone] = 26, 1
			s.god(Ra, 0, 6, 0)
			s.play(t, "pillar r3c3 0")
			eq(t, "VP: slot 1 + T02 2", p.VP, startVP+3)
		},
		3: func(t *testing.T, s *State, p *player) {
			s.god(Thoth, 0, 1, 0)
			s.play(t, "card 1.1")
			eq(t, "VP", p.VP, startVP+2)
		},
		4: func(t *testing.T, s *State, p *player) {
			s.god(Horus, 0, 1, 0) // no granite: T04's granite pays the first statue
			s.play(t, "statue god")
			eq(t, "VP", p.VP, startVP+2)
			eq(t, "granite", p.Res[Granite], 0)
			eq(t, "statue", p.Statues, int8(1))
		},
		5: func(t *testing.T, s *State, p *player) {
			s.placeTile(0, 0, 22, 0, 0)
			s.god(Hathor, 0, 1, fNoCost)
			s.play(t, "building hc1")
			eq(t, "VP: 3 + 2 for the pillar", p.VP, startVP+5)
		},
		6: func(t *testing.T, s *State, p *player) {
			p.Res[Papyrus] = 2
			s.god(Bastet, 0, 6, 0)
			eq(t, "VP", p.VP, startVP+2)
			eq(t, "population", p.Population, int8(startPopulation+1))
			eq(t, "happiness: +6 capped at 5, then +1 with the new population", p.Happiness, int8(startPopulation+1))
		},
		7: func(t *testing.T, s *State, p *player) {
			s.GodStat[Bastet][0], s.GodVia[Bastet][0] = 0, 3
			p.Statues = 1
			s.T.Seat = 1
			s.P[1].Res[Papyrus] = 2
			s.god(Bastet, 1, 3, 0)
			eq(t, "granite with the statue bonus", p.Res[Granite], 1)
			eq(t, "bonus 2 VP (A)", p.VP, startVP+2)
		},
		8: func(t *testing.T, s *State, p *player) {
			s.putDie(t, Ra, Black, 4) // forbidden in the sun
			s.beginTurn(0)
			s.play(t, "take ra black 4 pure")
			eq(t, "on the left pan", s.Dice[s.T.Die].Loc, playerLoc(0, panLeft))
		},
		9: func(t *testing.T, s *State, p *player) {
			s.Wheel = 3 // Ra dark; P17 is sunny
			s.RaSlots[raLeft], p.Res[Limestone] = 17, 3
			s.god(Ra, 0, 6, 0)
			s.play(t, "pillar r3c3 0")
			eq(t, "gold anyway", p.Res[Gold], 2)
		},
		10: func(t *testing.T, s *State, p *player) {
			p.Res[Gold] = 2
			s.putDie(t, Thoth, Yellow, 5)
			s.beginTurn(0)
			s.play(t, "anubis thoth yellow 5 gold 2", "produce papyrus")
			eq(t, "gold spent", p.Res[Gold], 0)
			eq(t, "VP once", p.VP, startVP+1)
		},
		11: func(t *testing.T, s *State, p *player) {
			s.takeTurn(t, Hathor, Brown, 1)
			eq(t, "VP", p.VP, startVP+2)
		},
		12: func(t *testing.T, s *State, p *player) {
			s.takeTurn(t, Hathor, Brown, 6)
			eq(t, "VP: 4 excess", p.VP, startVP+4)
		},
		13: func(t *testing.T, s *State, p *player) {
			s.takeTurn(t, Hathor, Brown, 2, "produce")
			eq(t, "bread: 2 + 1 extra", p.Res[Bread], 3)
			eq(t, "the extra is never excess", int(p.Excess), 0)
		},
		14: func(t *testing.T, s *State, p *player) {
			p.Res[Bread] = 2
			s.takeTurn(t, Hathor, Brown, 3, "act hathor +2", "building hc1")
			eq(t, "population +5", p.Population, int8(startPopulation+5))
			eq(t, "the die shows 5", s.Dice[s.T.Die].Value, int8(5))
		},
		15: func(t *testing.T, s *State, p *player) {
			s.Maats = 0
			for seat := 0; seat < 2; seat++ {
				for k := 0; k < 4; k++ {
					s.holdDie(t, seat, panUnder, Colour(k), 1)
				}
			}
			p.Destiny = 1
			s.P[1].Destiny = 4
			s.push(task{Kind: tMaat})
			s.run()
			eq(t, "faith to place", s.top().Kind, dFaith)
			eq(t, "2 faith", p.Faith, 2)
			s.play(t, "faith 0")
			eq(t, "ankh 5 beats ankh 3 at balance 0", s.Order[0], int8(0))
		},
		16: func(t *testing.T, s *State, p *player) {
			s3 := staged(t, 3)
			s3.P[0].Techs, s3.P[2].Techs = tech(16), tech(16)
			s3.P[0].Balance, s3.P[1].Balance, s3.P[2].Balance = 0, 1, 2
			s3.Maats = 1
			s3.maatOrder()
			eq(t, "first +2 VP", s3.P[0].VP, startVP+2)
			eq(t, "last +1 gold", s3.P[2].Res[Gold], 1)
		},
		17: func(t *testing.T, s *State, p *player) {
			s.takeTurn(t, Hathor, Brown, 2)
			eq(t, "VP for bread", p.VP, startVP+2)
			p.Built = 3 // 2 bread due
			s.Depth = 0
			s.scoring()
			eq(t, "no upkeep asked", s.Depth, int8(0))
		},
		18: func(t *testing.T, s *State, p *player) {
			s.takeTurn(t, Hathor, Brown, 2)
			eq(t, "VP", p.VP, startVP+1)
		},
		19: func(t *testing.T, s *State, p *player) {
			p.Scribes, p.Res[Papyrus] = 1, 0
			s.putDie(t, Bastet, Brown, 2) // dark: tainted
			s.Order = [4]int8{0, 1}
			p.Res[Papyrus] = 2
			s.beginTurn(0)
			s.play(t, "take bastet brown 2", "done", "act bastet t19")
			eq(t, "bread produced first", p.Res[Bread], 2)
			eq(t, "scribes: −1 for T19, +2 Bastet", p.Scribes, 2)
		},
		20: func(t *testing.T, s *State, p *player) {
			p.Res[Papyrus] = 1
			s.god(Thoth, 0, 3, 0)
			s.play(t, "card 1.1")
			eq(t, "papyrus: 1 + 1 − 2", p.Res[Papyrus], 0)
		},
		21: func(t *testing.T, s *State, p *player) {
			p.Res[Bread] = 1
			s.god(Hathor, 0, 1, 0)
			s.play(t, "building hc1")
			eq(t, "bread: 1 + 1 (T21) − 2 + 1 from the empty bread cell R4C1 (A)", p.Res[Bread], 1)
		},
		22: func(t *testing.T, s *State, p *player) {
			p.Res[Granite] = 1
			s.RaSlots[raLeft] = 26
			s.god(Ra, 0, 6, 0)
			s.play(t, "pillar r3c3 0")
			eq(t, "granite paid for limestone", p.Res[Granite], 0)
			eq(t, "VP: slot 1 + T22 1", p.VP, startVP+2)
		},
		23: func(t *testing.T, s *State, p *player) {
			p.Scribes = 2
			s.putDie(t, Thoth, Yellow, 5)
			s.beginTurn(0)
			s.play(t, "anubis thoth yellow 5", "produce bread")
			eq(t, "VP", p.VP, startVP+3)
		},
		24: func(t *testing.T, s *State, p *player) {
			p.Blessings = bless(7)
			s.putDie(t, Hathor, Brown, 2)
			s.beginTurn(0)
			s.play(t, "play B07 population")
			eq(t, "gold", p.Res[Gold], 1)
		},
	}
	for n := 1; n <= nBaseDeck; n++ {
		t.Run(fmt.Sprintf("T%02d", n), func(t *testing.T) {
			s := staged(t, 2)
			s.P[0].Techs = tech(n)
			cases[n](t, s, &s.P[0])
		})
	}
}
