package tekhenu

import (
	"fmt"
	"testing"
)

// One test per pillar tile (§14.1): the tile is raised from the LEFT slot
// (value 6) with the Ra sector matching its background, on the centre cell
// unless the row says otherwise. Every placement also gives LEFT's 1 VP (A)
// and the covered cell's reward.
func TestPillarTiles(t *testing.T) {
	wheelFor := map[Brightness]int8{Sunny: 0, Shaded: 2, Dark: 3, noBackground: 0}
	type row struct {
		tile  int
		cell  string // move, default "pillar r3c3 0"
		setup func(s *State)
		then  []string
		check func(t *testing.T, s *State, p *player)
	}
	centre := func(t *testing.T, p *player) { eq(t, "bread from the centre cell (A)", p.Res[Bread], 2) }
	rows := []row{
		{tile: 1, check: func(t *testing.T, s *State, p *player) { eq(t, "population", p.Population, int8(8+3)) }},
		{tile: 2, check: func(t *testing.T, s *State, p *player) { eq(t, "scribes", p.Scribes, 1) }},
		{tile: 3, check: func(t *testing.T, s *State, p *player) { eq(t, "happiness", p.Happiness, int8(4+2)) }},
		{tile: 4, cell: "pillar r1c1 1", check: func(t *testing.T, s *State, p *player) {
			eq(t, "VP: 2 corner matches ×2, +2 flat (R-16), +1 slot", p.VP, startVP+4+2+1)
		}},
		{tile: 5, cell: "pillar r1c1 2", check: func(t *testing.T, s *State, p *player) { eq(t, "VP", p.VP, startVP+4+2+1) }},
		{tile: 6, setup: func(s *State) { s.Hathor[2] = 1 }, check: func(t *testing.T, s *State, p *player) {
			eq(t, "VP: 1 aligned building, +1 more, +1 slot", p.VP, startVP+1+1+1)
		}},
		{tile: 7, check: func(t *testing.T, s *State, p *player) { eq(t, "VP", p.VP, startVP+1+1) }},
		{tile: 8, check: func(t *testing.T, s *State, p *player) { eq(t, "VP", p.VP, startVP+1+1) }},
		{tile: 9, check: func(t *testing.T, s *State, p *player) { eq(t, "VP", p.VP, startVP+1+1) }},
		{tile: 10, then: []string{"card 1.3"}, check: func(t *testing.T, s *State, p *player) {
			eq(t, "one free card from section 1", popcount(p.Techs), 1)
			eq(t, "papyrus", p.Res[Papyrus], 0)
		}},
		{tile: 11, then: []string{"card 1.1"}, check: func(t *testing.T, s *State, p *player) { eq(t, "blessing", popcount(p.Blessings), 1) }},
		{tile: 12, setup: func(s *State) { s.P[0].Res[Granite] = 1 }, then: []string{"statue god 2"}, check: func(t *testing.T, s *State, p *player) {
			eq(t, "statue in the god of Horus slot 2 (Ra, printed)", s.GodStat[Ra][0], int8(0))
			eq(t, "granite paid", p.Res[Granite], 0)
		}},
		{tile: 13, check: func(t *testing.T, s *State, p *player) { eq(t, "decrees", popcount(p.Decrees), 1) }},
		{tile: 14, check: func(t *testing.T, s *State, p *player) { eq(t, "decrees", popcount(p.Decrees), 1) }},
		{tile: 15, then: []string{"osiris bread"}, check: func(t *testing.T, s *State, p *player) {
			eq(t, "happiness −1", p.Happiness, int8(3))
			eq(t, "bread: cell 2 + row 3 1", p.Res[Bread], 3)
			eq(t, "papyrus marker (partner (A))", p.Production[Papyrus], int8(3))
		}},
		{tile: 16, check: func(t *testing.T, s *State, p *player) { eq(t, "gold", p.Res[Gold], 2) }},
		{tile: 17, check: func(t *testing.T, s *State, p *player) { eq(t, "gold", p.Res[Gold], 2) }},
		{tile: 18, check: func(t *testing.T, s *State, p *player) { eq(t, "gold", p.Res[Gold], 2) }},
		{tile: 19, check: func(t *testing.T, s *State, p *player) { eq(t, "bread twice", p.Res[Bread], 4) }},
		{tile: 20, check: func(t *testing.T, s *State, p *player) { eq(t, "bread twice", p.Res[Bread], 4) }},
		{tile: 21, check: func(t *testing.T, s *State, p *player) { eq(t, "bread twice", p.Res[Bread], 4) }},
	}
	for tile := 22; tile <= 27; tile++ {
		rows = append(rows, row{tile: tile, check: func(t *testing.T, s *State, p *player) {
			eq(t, "VP: slot only", p.VP, startVP+1)
			centre(t, p)
		}})
	}
	for _, r := range rows {
		t.Run(fmt.Sprintf("P%02d", r.tile), func(t *testing.T) {
			s := staged(t, 2)
			s.Wheel = wheelFor[pillarTiles[r.tile].Background]
			s.RaSlots[raLeft] = int8(r.tile)
			p := &s.P[0]
			p.Res[Limestone] = 3
			p.Happiness, p.Population = 4, 8
			if r.setup != nil {
				r.setup(s)
			}
			s.god(Ra, 0, 6, 0)
			cellMove := r.cell
			if cellMove == "" {
				cellMove = "pillar r3c3 0"
			}
			if pillarTiles[r.tile].Edges == [4]byte{'a', 'a', 'a', 'a'} || pillarTiles[r.tile].Edges == [4]byte{'b', 'b', 'b', 'b'} {
				cellMove = cellMove[:len(cellMove)-1] + "0"
			}
			s.play(t, cellMove)
			s.play(t, r.then...)
			eq(t, "limestone paid (A)", p.Res[Limestone], 3-pillarTiles[r.tile].Cost)
			eq(t, "pillars raised", p.Pillars, int8(1))
			r.check(t, s, p)
		})
	}
}

// One test per starting card (§14.2).
func TestStartingCards(t *testing.T) {
	type row struct {
		moves []string
		check func(t *testing.T, s *State, p *player)
	}
	rows := map[int]row{
		1: {[]string{"osiris granite"}, func(t *testing.T, s *State, p *player) {
			eq(t, "row 5 granite", s.Osiris[4][Granite], int8(0))
			eq(t, "granite", p.Res[Granite], 2)
			eq(t, "granite marker", p.Production[Granite], int8(4))
			eq(t, "no happiness loss", p.Happiness, int8(startHappiness))
		}},
		2: {[]string{"osiris limestone"}, func(t *testing.T, s *State, p *player) {
			eq(t, "row 3 limestone", s.Osiris[2][Limestone], int8(0))
			eq(t, "granite marker (partner)", p.Production[Granite], int8(3))
			eq(t, "no happiness loss", p.Happiness, int8(startHappiness))
		}},
		3: {[]string{"osiris papyrus"}, func(t *testing.T, s *State, p *player) {
			eq(t, "row 3 papyrus", s.Osiris[2][Papyrus], int8(0))
			eq(t, "papyrus", p.Res[Papyrus], 1)
		}},
		4: {[]string{"gain papyrus", "gain papyrus", "gain bread", "gain limestone", "gain granite"}, func(t *testing.T, s *State, p *player) {
			eq(t, "resources", p.Res, [nRes]int{2, 1, 1, 1, 0})
		}},
		5: {nil, func(t *testing.T, s *State, p *player) { eq(t, "technologies", popcount(p.Techs), 1) }},
		6: {nil, func(t *testing.T, s *State, p *player) { eq(t, "blessings", popcount(p.Blessings), 1) }},
		7: {nil, func(t *testing.T, s *State, p *player) {
			eq(t, "scribes and gold", [2]int{p.Scribes, p.Res[Gold]}, [2]int{2, 1})
		}},
		8:  {nil, func(t *testing.T, s *State, p *player) { eq(t, "resources", p.Res, [nRes]int{1, 1, 1, 1, 0}) }},
		9:  {[]string{"gain limestone", "gain granite", "gain granite"}, func(t *testing.T, s *State, p *player) { eq(t, "resources", p.Res, [nRes]int{0, 0, 1, 2, 0}) }},
		10: {[]string{"gain bread", "gain bread", "gain papyrus"}, func(t *testing.T, s *State, p *player) { eq(t, "resources", p.Res, [nRes]int{1, 2, 0, 0, 0}) }},
		11: {nil, func(t *testing.T, s *State, p *player) {
			eq(t, "population", p.Population, int8(startPopulation+3))
			eq(t, "happiness", p.Happiness, int8(startHappiness+2))
		}},
		12: {nil, func(t *testing.T, s *State, p *player) { eq(t, "gold", p.Res[Gold], 2) }},
	}
	for c := 1; c <= nStarting; c++ {
		t.Run(fmt.Sprintf("S%02d", c), func(t *testing.T) {
			s := staged(t, 2)
			s.Round = 0
			s.startingCard(0, c)
			s.run()
			moves := rows[c].moves
			if c == 5 || c == 6 {
				moves = []string{s.moveTexts(0)[0]}
			}
			if c == 2 && s.legal(t, "osiris papyrus") {
				t.Error("S02 builds a quarry")
			}
			if c == 3 && s.legal(t, "osiris granite") {
				t.Error("S03 builds a workshop")
			}
			s.play(t, moves...)
			rows[c].check(t, s, &s.P[0])
			if c == 5 || c == 6 {
				k := Tech
				if c == 6 {
					k = Blessing
				}
				eq(t, "the other card is back in the deck", int(s.Decks[k].N), map[CardKind]int{Tech: 23, Blessing: 24}[k]-popcount(marketSet(s, k))-1)
			}
		})
	}
}

// marketSet lists the cards of a kind lying in the market.
func marketSet(s *State, k CardKind) uint32 {
	var set uint32
	for sec := range s.Market {
		for i, kind := range marketSlots[sec] {
			if kind == k && s.Market[sec][i] != 0 {
				set |= 1 << (s.Market[sec][i] - 1)
			}
		}
	}
	return set
}

// One test per destiny card (§14.3), with its ankh value.
func TestDestinyCards(t *testing.T) {
	for d := 1; d <= nDestiny; d++ {
		s := staged(t, 2)
		p := &s.P[0]
		p.Destiny = 0
		s.DestAv = 0xF
		s.takeDestiny(0, d, true)
		s.run()
		if d == 3 {
			s.play(t, "advance happiness")
		}
		got := [4]int{p.Scribes, p.Res[Gold], int(p.Happiness), p.Faith}
		want := map[int][4]int{1: {1, 0, 2, 0}, 2: {0, 1, 2, 0}, 3: {0, 0, 3, 0}, 4: {0, 0, 2, 1}}[d]
		eq(t, fmt.Sprintf("D%02d reward", d), got, want)
		eq(t, fmt.Sprintf("D%02d ankh", d), p.ankh(), d-1)
	}
	s := staged(t, 2)
	s.P[0].Techs = 1 << (15 - 1)
	eq(t, "T15 ankh", s.P[0].ankh(), 5)
}

// One test per decree (§14.4) on one end-of-game position of seat 0.
func TestDecreeValues(t *testing.T) {
	s := staged(t, 3)
	p := &s.P[0]
	p.Techs = 1<<0 | 1<<4 | 1<<9   // 3 technologies
	p.Decrees = bless(1, 2, 7, 12) // symbols A, B, B, B (A)
	p.Population, p.Happiness = 17, 16
	s.P[1].Happiness, s.P[2].Happiness = 5, 3
	p.Scribes = 4
	p.Res = [nRes]int{3, 2, 1, 4, 6} // 10 + 12 gold → L08 capped at 20
	s.Osiris[0][Papyrus], s.Osiris[1][Bread], s.Osiris[2][Granite] = 0, 0, 0
	s.Hathor[1], s.Hathor[6] = 0, 0 // HR2, HC2
	s.placeTile(1, 1, 22, 0, 0)     // on HR2 and HC2
	s.placeTile(4, 4, 23, 0, 0)
	p.Pillars = 2
	s.GodStat[Ra][0] = 0
	s.People[TSRow], s.People[OSQ] = 0, 0
	p.Statues = 3
	p.Built = 5
	s.Order = [4]int8{1, 0, 2, 3}
	s.holdDie(t, 0, panLeft, White, 5)
	s.holdDie(t, 0, panLeft, Black, 2)
	s.holdDie(t, 0, panRight, Yellow, 6)
	want := map[int]int{
		1: 9, 2: 8, 5: 12, 6: 13, 7: 12, 8: 20, 9: 3, 10: 6, 11: 6, 12: 6, 13: 6,
		14: 2*3 + 2*2, 15: 2*2 + 2*2, 16: 4, 17: 2*3 + 2*2, 18: 9, 19: 10, 20: 5, 21: 5, 22: 4,
		// L24: 2 buildings + pillar (R2,C2) with HR2 and HC2; statues ignored.
		24: 2 + 2, 23: 0,
	}
	for n := 1; n <= nBaseDeck; n++ {
		if n == 3 || n == 4 {
			continue // scored with their payments: E28, E29
		}
		eq(t, fmt.Sprintf("L%02d", n), s.decreeVP(0, n), want[n])
	}
	eq(t, "temple scoring with the statue on TS-ROW", s.templeScore(0, true), 2+1+2)
}

// L23 is an action before the final scoring, free of resource costs; it
// may be left unused.
func TestDecreeL23(t *testing.T) {
	s := staged(t, 2)
	p := &s.P[0]
	p.Decrees = 1 << (23 - 1)
	p.Happiness, p.Population = 3, 9
	s.Maats = 3
	for seat := 0; seat < 2; seat++ {
		for k := 0; k < 4; k++ {
			s.holdDie(t, seat, panUnder, Colour(k), 1)
		}
	}
	s.push(task{Kind: tMaat})
	s.run()
	eq(t, "L23 decision", s.top().Kind, dFree)
	if !s.legal(t, "skip") {
		t.Fatal("L23 may be left unused")
	}
	s.play(t, "act bastet 1")
	eq(t, "no papyrus needed; happiness +1, 2 scribes", [2]int{int(p.Happiness), p.Scribes}, [2]int{4, 2})
}
