package tekhenu

import (
	"fmt"
	"slices"
	"testing"

	"karnak/engine"
)

// Botankhamun (§16): every token, tie-break, action and setup with the
// rulebook's numbers. Horus tiles are printed (slot 1 Horus … 6 Osiris) and
// the wheel at k = 0: Horus and Ra sunny, Hathor and Osiris shaded, Bastet
// and Thoth dark.

func newSolo(t *testing.T, opts engine.Options, seed uint64) *State {
	t.Helper()
	o := engine.Options{"players": "1", "horus": "printed"}
	for k, v := range opts {
		o[k] = v
	}
	s, err := NewState(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// stagedSolo is a solo game at round 1 with an empty wheel and no automa
// pieces on the board, for tests that set up one situation.
func stagedSolo(t *testing.T) *State {
	t.Helper()
	s := newSolo(t, nil, 1)
	s.Depth, s.Round, s.Done, s.Wheel = 0, 1, false, 0
	for i := range s.Dice {
		if s.Dice[i].Loc != locBox {
			s.Dice[i].Loc = locBag
		}
	}
	for g := range s.GodStat {
		s.GodStat[g] = [3]int8{-1, -1, -1}
	}
	s.P[0] = player{VP: startVP, Population: startPopulation, Happiness: startHappiness, Production: [4]int8{1, 1, 1, 1}}
	s.P[botSeat] = player{VP: startVP, Population: botStartPopulation, Happiness: botStartHappiness}
	s.Order = [4]int8{botSeat, 0}
	s.T = turn{Seat: botSeat, Die: -1, CardSec: -1}
	return s
}

// botDoes runs Botankhamun's action of god g with a die of colour c and
// value v, statue bonuses first.
func (s *State) botDoes(g God, c Colour, v int) {
	s.Done = false
	s.T = turn{Seat: botSeat, Die: -1, CardSec: -1}
	s.pushSeq(task{Kind: tBonus, Seat: botSeat, God: g}, task{Kind: tBotAct, Seat: botSeat, God: g, Val: int8(v), X: int8(c)})
	s.run()
}

func (s *State) botStatue(g God, via int) {
	s.GodStat[g][0], s.GodVia[g][0] = botSeat, int8(via)
	s.P[botSeat].Statues++
}

func TestSoloSetupByDifficulty(t *testing.T) {
	for _, level := range []string{"easy", "medium", "hard"} {
		t.Run(level, func(t *testing.T) {
			s := newSolo(t, engine.Options{"automa": level}, 7)
			bot := &s.P[botSeat]
			eq(t, "seats", s.Seats(), 1)
			eq(t, "happiness", bot.Happiness, int8(4))
			eq(t, "population", bot.Population, int8(7))
			eq(t, "VP", bot.VP, 10)
			eq(t, "scribes (R-58)", bot.Scribes, 1)
			eq(t, "gold", bot.Res[Gold], 0)
			eq(t, "production markers", bot.Production, [4]int8{})
			eq(t, "decrees", bot.Decrees|s.Bot.Cards[Decree], uint32(0))
			eq(t, "human decrees to keep", popcount(s.P[0].Decrees), 2)
			eq(t, "starting cards revealed", popcount(uint32(s.StartAv)), 3)
			eq(t, "marker", s.Bot.Marker, int8(-1))
			p := s.Bot.Pyramid
			slices.Sort(p[:])
			eq(t, "pyramid tokens", p, [10]int8{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
			eq(t, "statue at the Horus slot 1 god", s.GodStat[Horus][0], int8(botSeat))
			eq(t, "dedicated through", s.GodVia[Horus][0], int8(1))
			medium := level != "easy"
			eq(t, "row 5 bread building", s.Osiris[4][Bread] == botSeat, medium)
			eq(t, "row 5 granite building", s.Osiris[4][Granite] == botSeat, medium)
			eq(t, "central pillar", s.Temple[2][2].Tile != 0 && s.Temple[2][2].Owner == botSeat, medium)
			eq(t, "pile", s.PileN, int8(27-3-boolInt(medium)))
			eq(t, "statue at the Horus slot 4 god", s.GodStat[Bastet][0] == botSeat, level == "hard")
			statues := 1 + boolInt(level == "hard")
			eq(t, "statues built", bot.Statues, int8(statues))
			eq(t, "buildings built", bot.Built, int8(2*boolInt(medium)))
			eq(t, "pillars raised", bot.Pillars, int8(boolInt(medium)))
			// Keep a decree, draft 2 of 3, choose a destiny card: the
			// automa is first and already holds D01 or D02.
			s.play(t, "keep "+cardList(Decree, s.P[0].Decrees)[0])
			eq(t, "draft choices", len(s.Moves(0)), 3)
			s.play(t, moveText(s.Moves(0)[0]))
			s.play(t, moveText(s.Moves(0)[0]))
			eq(t, "turn order", [2]int8{s.Order[0], s.Order[1]}, [2]int8{botSeat, 0})
			eq(t, "automa destiny D01 or D02", bot.Destiny == 1 || bot.Destiny == 2, true)
			eq(t, "destiny choices", len(s.Moves(0)), 3)
		})
	}
}

func TestSoloRandomStartAndOptions(t *testing.T) {
	s := newSolo(t, engine.Options{"solo_start": "random"}, 3)
	eq(t, "revealed for a choice", s.StartAv, uint16(0))
	eq(t, "two starting cards dealt", s.P[0].Starting[0] > 0 && s.P[0].Starting[1] > 0 && s.P[0].Starting[0] != s.P[0].Starting[1], true)
	s.play(t, "keep "+cardList(Decree, s.P[0].Decrees)[0])
	eq(t, "next decision", s.Stack[s.Depth-1].Kind, dDestiny)
	for _, bad := range []engine.Options{
		{"players": "1", "automa": "brutal"}, {"players": "1", "automa_decree_vp": "6"},
		{"players": "1", "solo_start": "draft"}, {"players": "2", "automa": "easy"}, {"players": "0"},
	} {
		if _, err := NewState(bad, 1); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
	if s := newSolo(t, engine.Options{"automa_decree_vp": "8"}, 1); s.Bot.DecreeVP != 8 {
		t.Errorf("decree VP %d", s.Bot.DecreeVP)
	}
}

func TestE30PyramidNavigation(t *testing.T) {
	pos := int8(0) // turn 1: onto the leftmost bottom token
	path := []int8{pos}
	for _, upRight := range []bool{false, true, true} { // right, up-right, up-right
		pos = markerStep(pos, upRight)
		path = append(path, pos)
	}
	eq(t, "path", fmt.Sprint(path), "[0 1 5 8]")
	// Every sequence of three flips gives one of the 8 printed paths, and
	// all 8 occur.
	legal := map[string]bool{"[0 1 2 3]": true, "[0 1 2 6]": true, "[0 1 5 6]": true, "[0 1 5 8]": true,
		"[0 4 5 6]": true, "[0 4 5 8]": true, "[0 4 7 8]": true, "[0 4 7 9]": true}
	seen := map[string]bool{}
	for flips := 0; flips < 8; flips++ {
		p := []int8{0}
		for k := 0; k < 3; k++ {
			p = append(p, markerStep(p[k], flips&(1<<k) != 0))
		}
		seen[fmt.Sprint(p)] = true
	}
	eq(t, "paths", fmt.Sprint(seen), fmt.Sprint(legal))
}

// TestSoloMarkerInPlay follows real games: within every Maat period the
// automa's four turns walk one of the 8 paths, and the pyramid is laid out
// again after each Maat phase.
func TestSoloMarkerInPlay(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s := newSolo(t, nil, seed)
		r := newTestRand(seed)
		var path []int8
		turns, maats := int8(0), s.Maats
		for !s.Over() {
			if s.Bot.Turns != turns {
				turns = s.Bot.Turns
				path = append(path, s.Bot.Marker)
			}
			if s.Maats != maats {
				maats = s.Maats
				if len(path) != 4 || path[0] != 0 || slices.ContainsFunc(path[1:], func(p int8) bool { return p == 0 }) {
					t.Fatalf("seed %d: path %v in a Maat period", seed, path)
				}
				path = path[:0]
			}
			seat := s.Actors()[0]
			moves := s.Moves(seat)
			if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		eq(t, "automa turns", s.Bot.Turns, int8(16))
	}
}

// dieTaken names the die the token picks: "colour value sector".
func (s *State) dieTaken(token int) string {
	i := s.botDie(token)
	if i < 0 {
		return "none"
	}
	g, _ := locSectorOf(s.Dice[i].Loc)
	return fmt.Sprintf("%s %d %s", s.Dice[i].Colour, s.Dice[i].Value, g)
}

func TestSoloGodTokenDie(t *testing.T) {
	type put struct {
		g God
		c Colour
		v int
	}
	cases := []struct {
		name  string
		token God
		dice  []put
		want  string
	}{
		{"highest value, tainted or not", Thoth, []put{{Thoth, Black, 3}, {Thoth, Brown, 5}}, "brown 5 thoth"},
		{"pure before tainted on a tie", Thoth, []put{{Thoth, Brown, 5}, {Thoth, Black, 5}}, "black 5 thoth"},
		{"forbidden dice are skipped", Thoth, []put{{Thoth, White, 6}, {Thoth, Grey, 2}}, "grey 2 thoth"},
		{"only forbidden: counter-clockwise", Ra, []put{{Ra, Black, 6}, {Hathor, Yellow, 6}, {Horus, White, 2}}, "white 2 horus"},
		{"empty sector: counter-clockwise, wrapping", Horus, []put{{Ra, White, 6}, {Osiris, Yellow, 4}}, "yellow 4 osiris"},
		{"two sectors on", Hathor, []put{{Bastet, Black, 6}, {Horus, Grey, 1}}, "grey 1 horus"},
		{"only forbidden anywhere: the same search takes one", Ra, []put{{Bastet, White, 6}, {Horus, Black, 3}}, "black 3 horus"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := stagedSolo(t)
			for _, p := range c.dice {
				s.putDie(t, p.g, p.c, p.v)
			}
			eq(t, "die", s.dieTaken(int(c.token)), c.want)
		})
	}
}

func TestSoloResourceTokenDie(t *testing.T) {
	const r1, r2, r3, r4 = 6, 7, 8, 9 // granite›limestone›bread›papyrus, papyrus›…, limestone›…, bread›…
	type put struct {
		g God
		c Colour
		v int
	}
	cases := []struct {
		name    string
		token   int
		statues map[God]int // god → Horus slot of the automa's statue
		dice    []put
		want    string
	}{
		{"first resource, highest, anywhere", r1, nil, []put{{Thoth, Black, 4}, {Hathor, Black, 2}, {Ra, White, 6}}, "black 4 thoth"},
		{"forbidden colour match skipped", r1, nil, []put{{Ra, Black, 6}, {Bastet, Black, 1}}, "black 1 bastet"},
		{"next resource when none", r1, nil, []put{{Hathor, White, 3}, {Osiris, Brown, 6}}, "white 3 hathor"},
		{"R2 papyrus first", r2, nil, []put{{Hathor, Yellow, 2}, {Osiris, Brown, 6}}, "yellow 2 hathor"},
		{"R3 limestone then granite", r3, nil, []put{{Ra, Black, 5}, {Thoth, Black, 4}, {Osiris, Yellow, 6}}, "black 4 thoth"},
		{"R4 bread first", r4, nil, []put{{Bastet, Brown, 3}, {Osiris, Yellow, 6}}, "brown 3 bastet"},
		{"tie: the sector with its statue", r1, map[God]int{Hathor: 2}, []put{{Bastet, Black, 5}, {Hathor, Black, 5}}, "black 5 hathor"},
		{"tie: the statue of the higher Horus slot", r1, map[God]int{Bastet: 4, Thoth: 5}, []put{{Bastet, Black, 5}, {Thoth, Black, 5}}, "black 5 thoth"},
		{"a statue does not beat a higher value", r1, map[God]int{Hathor: 6}, []put{{Bastet, Black, 6}, {Hathor, Black, 5}}, "black 6 bastet"},
		{"only grey: the highest grey", r2, nil, []put{{Horus, Grey, 2}, {Ra, Grey, 5}}, "grey 5 ra"},
		{"grey tie: the statue sector", r2, map[God]int{Horus: 1}, []put{{Ra, Grey, 5}, {Horus, Grey, 5}}, "grey 5 horus"},
		{"grey only after every colour", r2, nil, []put{{Horus, Grey, 6}, {Horus, White, 1}}, "white 1 horus"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := stagedSolo(t)
			for g, via := range c.statues {
				s.botStatue(g, via)
			}
			for _, p := range c.dice {
				s.putDie(t, p.g, p.c, p.v)
			}
			eq(t, "die", s.dieTaken(c.token), c.want)
		})
	}
}

// TestSoloRandomTieBreaks: ties left after every rule go either way, drawn
// from the game's generator (so a record replays them).
func TestSoloRandomTieBreaks(t *testing.T) {
	seen := map[string]bool{}
	pick := func(seed uint64) string {
		s := stagedSolo(t)
		s.RNG.Seed(seed, 1)
		s.putDie(t, Bastet, Black, 5)
		s.putDie(t, Hathor, Black, 5)
		return s.dieTaken(6)
	}
	for seed := uint64(0); seed < 40; seed++ {
		got := pick(seed)
		seen[got] = true
		if again := pick(seed); again != got {
			t.Fatalf("seed %d: %s, then %s", seed, got, again)
		}
	}
	eq(t, "both dice taken over the seeds", len(seen), 2)
}

func TestSoloStatueBonuses(t *testing.T) {
	// The automa's bonus by slot position: 1–2 a scribe, 3–4 1 VP, 5–6 both.
	want := [7][2]int{{}, {1, 0}, {1, 0}, {0, 1}, {0, 1}, {1, 1}, {1, 1}}
	for via := 1; via <= 6; via++ {
		s := stagedSolo(t)
		s.botStatue(Ra, via)
		s.statueBonuses(0, Ra, 0)
		eq(t, fmt.Sprintf("slot %d scribes", via), s.P[botSeat].Scribes, want[via][0])
		eq(t, fmt.Sprintf("slot %d VP", via), s.P[botSeat].VP-startVP, want[via][1])
		eq(t, "no gold for the automa", s.P[botSeat].Res, [nRes]int{})
	}
	// Your statue pays you when the automa performs its god's action; its
	// own statue pays it too (2-player rule).
	s := stagedSolo(t)
	s.GodStat[Bastet][0], s.GodVia[Bastet][0] = 0, 4 // slot 4: 1 gold
	s.botDoes(Bastet, Black, 5)
	eq(t, "your gold from the automa's Bastet", s.P[0].Res[Gold], 1)
	s = stagedSolo(t)
	s.botStatue(Bastet, 5)
	s.botDoes(Bastet, Black, 5)
	eq(t, "its own Bastet statue: scribe", s.P[botSeat].Scribes, 1)
	eq(t, "its own Bastet statue: VP", s.P[botSeat].VP, startVP+1)
}

func TestSoloHorus(t *testing.T) {
	t.Run("god statue through the die's slot", func(t *testing.T) {
		s := stagedSolo(t)
		s.botDoes(Horus, White, 3) // slot 3: Hathor
		eq(t, "Hathor statue", s.GodStat[Hathor][0], int8(botSeat))
		eq(t, "via", s.GodVia[Hathor][0], int8(3))
		eq(t, "statues", s.P[botSeat].Statues, int8(1))
		eq(t, "VP", s.P[botSeat].VP, startVP)
	})
	t.Run("E33 fallback to an Osiris statue", func(t *testing.T) {
		s := stagedSolo(t)
		s.GodStat[Hathor][0] = 0 // slot 3 god taken by you
		s.Osiris[1][Papyrus] = 0
		s.Osiris[4][Bread] = botSeat
		s.Osiris[0][Limestone], s.Osiris[2][Limestone] = botSeat, 0
		s.Osiris[1][Granite], s.Osiris[2][Granite], s.Osiris[3][Granite], s.Osiris[5][Granite] = 0, 0, 0, botSeat
		eq(t, "OS-W count", s.controlGained(OSW), 1)
		eq(t, "OS-Q count", s.controlGained(OSQ), 0)
		s.botDoes(Horus, White, 3)
		eq(t, "OS-W", s.People[OSW], int8(botSeat))
		eq(t, "gold discarded", s.PGold[OSW], false)
		eq(t, "automa gold", s.P[botSeat].Res[Gold], 0)
		eq(t, "VP", s.P[botSeat].VP, startVP)
	})
	t.Run("no district gained: temple slot with more pillars", func(t *testing.T) {
		s := stagedSolo(t)
		s.GodStat[Hathor][0] = 0
		s.People[OSW], s.People[OSQ] = 0, 0
		s.placeTile(2, 2, 1, 0, botSeat) // in both lines
		s.placeTile(0, 2, 2, 0, botSeat) // column C3 only
		s.placeTile(2, 0, 3, 0, 0)       // yours
		s.botDoes(Horus, White, 3)
		eq(t, "TS-COL", s.People[TSCol], int8(botSeat))
		eq(t, "3 VP per pillar in the column", s.P[botSeat].VP, startVP+6)
		eq(t, "gold discarded", s.PGold[TSCol], false)
		eq(t, "automa gold", s.P[botSeat].Res[Gold], 0)
	})
	t.Run("both Osiris counts 0: temple slot, random between equal lines", func(t *testing.T) {
		s := stagedSolo(t)
		s.GodStat[Hathor][0] = 0
		s.Osiris[0][Papyrus], s.Osiris[0][Bread], s.Osiris[0][Limestone] = botSeat, botSeat, botSeat
		s.Osiris[0][Granite], s.Osiris[1][Granite], s.Osiris[2][Granite] = 0, 0, 0
		eq(t, "OS-W count", s.controlGained(OSW), 0)
		eq(t, "OS-Q count", s.controlGained(OSQ), 0)
		s.botDoes(Horus, White, 3)
		eq(t, "Osiris slots left empty", s.People[OSW] < 0 && s.People[OSQ] < 0, true)
		eq(t, "a temple slot", s.People[TSRow] == botSeat || s.People[TSCol] == botSeat, true)
		eq(t, "no pillars, no VP", s.P[botSeat].VP, startVP)
	})
	t.Run("both temple slots taken: 3 VP", func(t *testing.T) {
		s := stagedSolo(t)
		s.GodStat[Hathor][0] = 0
		s.People = [nPeopleSlots]int8{0, 0, 0, 0}
		s.botDoes(Horus, White, 3)
		eq(t, "VP", s.P[botSeat].VP, startVP+3)
		eq(t, "statues", s.P[botSeat].Statues, int8(0))
	})
	t.Run("no statue left: 3 VP (R-40)", func(t *testing.T) {
		s := stagedSolo(t)
		s.P[botSeat].Statues = statuesEach
		s.botDoes(Horus, White, 3)
		eq(t, "VP", s.P[botSeat].VP, startVP+3)
		eq(t, "Hathor slot", s.GodStat[Hathor][0], int8(-1))
	})
}

func TestSoloRa(t *testing.T) {
	t.Run("cell by VP: buildings, touching sides, display slot", func(t *testing.T) {
		s := stagedSolo(t)
		s.RaSlots = [3]int8{5, 6, 7}
		s.Hathor[1], s.Hathor[5+1] = 0, 0 // your buildings at HR2 and HC2
		s.botDoes(Ra, White, 5)           // left slot: tile 5, 1 VP
		eq(t, "pillar", s.Temple[1][1], cell{Tile: 5, Owner: botSeat})
		eq(t, "VP: 2 buildings + 0 sides + 1", s.P[botSeat].VP, startVP+3)
		eq(t, "no cell reward", s.P[botSeat].Res, [nRes]int{})
		eq(t, "display slid", s.RaSlots[raMiddle] == 6 && s.RaSlots[raRight] == 7 && s.RaSlots[raLeft] != 0, true)
		eq(t, "pillars", s.P[botSeat].Pillars, int8(1))
	})
	// Two cells left: (1,1) inner, aligned with HR2; (0,2) on the border,
	// aligned with HC3; both worth 4 sides + 1 building.
	nearlyFull := func(t *testing.T) *State {
		s := stagedSolo(t)
		s.RaSlots = [3]int8{5, 6, 7}
		for r := 0; r < 5; r++ {
			for c := 0; c < 5; c++ {
				if !(r == 1 && c == 1) && !(r == 0 && c == 2) {
					s.placeTile(r, c, 1, 0, 0)
				}
			}
		}
		s.Hathor[1] = 0
		return s
	}
	t.Run("tie: a line with its building first", func(t *testing.T) {
		s := nearlyFull(t)
		s.Hathor[5+2] = botSeat
		s.botDoes(Ra, White, 1) // right slot: 3 VP
		eq(t, "cell (0,2)", s.Temple[0][2].Owner, int8(botSeat))
		eq(t, "VP", s.P[botSeat].VP, startVP+4+1+3)
	})
	t.Run("tie: then an inner cell", func(t *testing.T) {
		s := nearlyFull(t)
		s.Hathor[5+2] = 0
		s.botDoes(Ra, White, 3) // middle slot: 2 VP
		eq(t, "cell (1,1)", s.Temple[1][1].Owner, int8(botSeat))
		eq(t, "VP", s.P[botSeat].VP, startVP+4+1+2)
	})
	t.Run("empty slot: the nearest, right first (R-41)", func(t *testing.T) {
		s := stagedSolo(t)
		s.RaSlots = [3]int8{5, 0, 7}
		eq(t, "middle empty", s.botRaSlot(3), raRight)
		s.RaSlots = [3]int8{0, 0, 7}
		eq(t, "left empty", s.botRaSlot(6), raRight)
		s.RaSlots = [3]int8{5, 0, 0}
		eq(t, "right empty", s.botRaSlot(1), raLeft)
		s.RaSlots = [3]int8{}
		eq(t, "none", s.botRaSlot(1), -1)
	})
	t.Run("no pillar left: 3 VP", func(t *testing.T) {
		s := stagedSolo(t)
		s.RaSlots = [3]int8{5, 6, 7}
		s.P[botSeat].Pillars = pillarsEach
		s.botDoes(Ra, White, 1)
		eq(t, "VP", s.P[botSeat].VP, startVP+3)
		eq(t, "display untouched", s.RaSlots, [3]int8{5, 6, 7})
	})
}

func TestSoloHathor(t *testing.T) {
	s := stagedSolo(t)
	s.placeTile(1, 0, 1, 0, botSeat)
	s.placeTile(1, 4, 2, 0, botSeat)
	s.placeTile(0, 3, 3, 0, botSeat)
	s.botDoes(Hathor, Yellow, 2)
	eq(t, "HR2 (two pillars in row 2)", s.Hathor[1], int8(botSeat))
	eq(t, "VP", s.P[botSeat].VP, startVP+6)
	eq(t, "population 7+2", s.P[botSeat].Population, int8(9))
	eq(t, "section 3 opens at 9", s.Open[2], true)
	eq(t, "no resources or faith", s.P[botSeat].Res == [nRes]int{} && s.P[botSeat].Faith == 0, true)
	// Ties at random, never on a slot unused at 2 players.
	for seed := uint64(0); seed < 30; seed++ {
		s := stagedSolo(t)
		s.RNG.Seed(seed, 2)
		s.botDoes(Hathor, Yellow, 1)
		if s.Hathor[0] >= 0 || s.Hathor[9] >= 0 {
			t.Fatalf("built on a 4-player slot: %v", s.Hathor)
		}
	}
}

func TestE32SoloBastetOverflow(t *testing.T) {
	s := stagedSolo(t)
	s.P[botSeat].Happiness, s.P[botSeat].Population = 8, 10
	s.botDoes(Bastet, Black, 5)
	eq(t, "happiness", s.P[botSeat].Happiness, int8(11))
	eq(t, "population", s.P[botSeat].Population, int8(12))
	eq(t, "scribes", s.P[botSeat].Scribes, 0)
	for v, scribes := range []int{0, 2, 2, 1, 1, 0, 0} {
		if v == 0 {
			continue
		}
		s := stagedSolo(t)
		s.botDoes(Bastet, Black, v)
		eq(t, fmt.Sprintf("scribes at %d", v), s.P[botSeat].Scribes, scribes)
	}
	// No track rewards: at 16 and 19 it gains neither gold nor a scribe.
	s = stagedSolo(t)
	s.P[botSeat].Happiness, s.P[botSeat].Population = 14, 21
	s.botDoes(Bastet, Black, 6)
	eq(t, "happiness 20", s.P[botSeat].Happiness, int8(20))
	eq(t, "no reward", s.P[botSeat].Res[Gold]+s.P[botSeat].Scribes, 0)
}

func TestE34SoloThoth(t *testing.T) {
	s := stagedSolo(t)
	for sec := 0; sec < 4; sec++ {
		s.openSection(sec)
	}
	s.P[botSeat].Happiness = 10
	sec3 := s.Market[2]
	s.botDoes(Thoth, Black, 4)
	eq(t, "decree taken", s.Bot.Cards[Decree], uint32(1)<<(sec3[3]-1))
	eq(t, "leftmost technology taken", s.Bot.Cards[Tech], uint32(1)<<(sec3[1]-1))
	eq(t, "section 3 after", s.Market[2], [4]int8{sec3[0], 0, sec3[2], 0})
	eq(t, "no blessing", s.Bot.Cards[Blessing], uint32(0))
	eq(t, "player card sets untouched", s.P[botSeat].Techs|s.P[botSeat].Decrees, uint32(0))
	eq(t, "no papyrus", s.P[botSeat].Res[Papyrus], 0)
	// Three cards from section 1 at happiness 4: blessing, blessing, tech.
	s = stagedSolo(t)
	s.P[botSeat].Happiness = 4
	s.botDoes(Thoth, Black, 6)
	eq(t, "section 1 emptied", s.Market[0], [4]int8{})
	eq(t, "cards", popcount(s.Bot.Cards[Tech])+popcount(s.Bot.Cards[Blessing]), 3)
	// A section short of cards: the highest holding them all, else all
	// that the highest has.
	s = stagedSolo(t)
	s.P[botSeat].Happiness = 6
	s.Market[1] = [4]int8{0, 0, 0, 9}
	s.botDoes(Thoth, Black, 4)
	eq(t, "two from section 1", s.Market[0][0]+s.Market[0][1] == 0 || s.Market[0][2] == 0, true)
	eq(t, "section 2 untouched", s.Market[1][3], int8(9))
}

func TestE31SoloOsiris(t *testing.T) {
	s := stagedSolo(t)
	s.Osiris[1] = [4]int8{0, -1, 0, 0} // row 2: papyrus, limestone, granite taken
	s.botDoes(Osiris, Black, 2)
	eq(t, "bread row 2", s.Osiris[1][Bread], int8(botSeat))
	eq(t, "row 2 gold discarded", s.Row2Gold, false)
	eq(t, "no resources, no happiness loss", s.P[botSeat].Res == [nRes]int{} && s.P[botSeat].Happiness == botStartHappiness, true)
	eq(t, "no production", s.P[botSeat].Production, [4]int8{})
	// Variant: row 2 full → row 1 from granite, moving right.
	s = stagedSolo(t)
	s.Osiris[1] = [4]int8{0, 0, 0, 0}
	s.Osiris[0][Granite] = 0
	s.botDoes(Osiris, Black, 2)
	eq(t, "row 1 papyrus (granite taken, wraps)", s.Osiris[0][Papyrus], int8(botSeat))
	// Row 1 full wraps to row 6.
	s = stagedSolo(t)
	s.Osiris[0] = [4]int8{0, 0, 0, 0}
	s.botDoes(Osiris, White, 1)
	eq(t, "row 6 limestone", s.Osiris[5][Limestone], int8(botSeat))
	// Grey: the district with the fewest buildings, leftmost on ties.
	s = stagedSolo(t)
	s.Osiris[0][Papyrus], s.Osiris[1][Bread], s.Osiris[2][Granite] = 0, 0, botSeat
	s.botDoes(Osiris, Grey, 4)
	eq(t, "grey: limestone row 4", s.Osiris[3][Limestone], int8(botSeat))
	s = stagedSolo(t)
	s.botDoes(Osiris, Grey, 3)
	eq(t, "grey, all equal: papyrus (R-54)", s.Osiris[2][Papyrus], int8(botSeat))
}

// TestSoloFallbacks: an action it cannot carry out gives 3 VP instead and
// changes nothing else on the board.
func TestSoloFallbacks(t *testing.T) {
	full := [6][4]int8{}
	for r := range full {
		full[r] = [4]int8{0, 0, 0, 0}
	}
	cases := []struct {
		name  string
		god   God
		setup func(s *State)
	}{
		{"Hathor without a building", Hathor, func(s *State) { s.P[botSeat].Built = buildingsEach }},
		{"Hathor with every slot taken", Hathor, func(s *State) {
			for i := range s.Hathor {
				s.Hathor[i] = 0
			}
		}},
		{"Osiris without a building", Osiris, func(s *State) { s.P[botSeat].Built = buildingsEach }},
		{"Osiris with every cell taken", Osiris, func(s *State) { s.Osiris = full }},
		{"Thoth with an empty market", Thoth, func(s *State) { s.Market = [4][4]int8{} }},
		{"Ra with an empty display", Ra, func(s *State) { s.RaSlots = [3]int8{} }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := stagedSolo(t)
			c.setup(s)
			before := *s
			s.botDoes(c.god, Grey, 3)
			eq(t, "VP", s.P[botSeat].VP, startVP+3)
			eq(t, "board", s.Osiris == before.Osiris && s.Hathor == before.Hathor && s.Temple == before.Temple && s.Market == before.Market, true)
			eq(t, "cards", s.Bot.Cards, before.Bot.Cards)
			eq(t, "told", s.Bot.last().Did, deedFallback)
		})
	}
}

func TestE42SoloMaat(t *testing.T) {
	s := stagedSolo(t)
	s.P[0].Destiny = 4 // ankh 3
	s.holdDie(t, 0, panRight, White, 2)
	s.P[0].VP = 20
	s.Maats = 0
	s.Depth = 0
	s.push(task{Kind: tMaat})
	s.run()
	eq(t, "automa balance", s.P[botSeat].Balance, int16(3))
	eq(t, "you first (|−2| < 3)", s.Order[0], int8(0))
	eq(t, "no penalty in −1…−2", s.P[0].VP, 20)
	eq(t, "human chooses from all 4", len(s.Moves(0)), 4)
	eq(t, "automa holds none", s.P[botSeat].Destiny, int8(0))
	eq(t, "marker reset", s.Bot.Marker, int8(-1))

	s = stagedSolo(t)
	s.P[0].Destiny = 4
	s.holdDie(t, 0, panLeft, White, 2)
	s.P[botSeat].VP = 5
	s.Maats = 1
	s.Order = [4]int8{0, botSeat}
	s.Depth = 0
	s.push(task{Kind: tMaat})
	s.run()
	eq(t, "automa balance phase 2", s.P[botSeat].Balance, int16(2))
	eq(t, "tie, ankh 3 < 4: automa first", s.Order[0], int8(botSeat))
	eq(t, "automa took D01 or D02", s.P[botSeat].Destiny == 1 || s.P[botSeat].Destiny == 2, true)
	eq(t, "you choose from 3", len(s.Moves(0)), 3)
	for phase, want := range map[int8]int16{1: 3, 2: 2, 3: 1, 4: 1} {
		s := stagedSolo(t)
		s.Maats = phase - 1
		s.maatBalance()
		eq(t, fmt.Sprintf("balance phase %d", phase), s.P[botSeat].Balance, want)
		eq(t, fmt.Sprintf("no Maat penalty in phase %d", phase), maatPenalty(int(want)), 0)
	}
}

func TestE35SoloFinalExtras(t *testing.T) {
	s := stagedSolo(t)
	s.Bot.Cards = [3]uint32{0b111, 0b11000, 0b111000000}
	s.P[botSeat].Scribes = 9
	s.Scorings = 1
	before := s.P[botSeat].VP
	cards := s.botCardScoring()
	eq(t, "blessings 3×2 + technologies 2×2", cards, 10)
	eq(t, "blessings discarded", s.Bot.Cards[Blessing], uint32(0))
	eq(t, "technologies kept", popcount(s.Bot.Cards[Tech]), 2)
	s.botFinal()
	s.finalBonus()
	eq(t, "decrees 12 + scribes 4 + order 3", s.P[botSeat].VP-before, 19)
	eq(t, "extras in all", cards+s.P[botSeat].VP-before, 29)
	s.Bot.DecreeVP = 8
	s.P[botSeat].VP = before
	s.botFinal()
	eq(t, "decrees at 8 VP", s.P[botSeat].DecreeVP, int16(24))
}

func TestSoloScoringSkipsMatSteps(t *testing.T) {
	s := stagedSolo(t)
	s.P[botSeat].Happiness = 10
	s.P[botSeat].Built = 6
	s.Osiris[0][Papyrus] = botSeat
	s.Bot.Cards[Tech] = 1
	s.Maats = 1
	s.scoring()
	led := s.P[botSeat].Ledger[0]
	eq(t, "district", led[lgDistricts], int16(3))
	eq(t, "happiness symbols", led[lgHappiness], int16(3*symbols(10)))
	eq(t, "cards", led[lgCards], int16(2))
	eq(t, "no production, building row or upkeep", led[lgProduction]+led[lgBuildings]+led[lgUpkeep], int16(0))
	eq(t, "no bread due", s.Depth, int8(0))
}

func TestSoloResult(t *testing.T) {
	s := stagedSolo(t)
	s.Done = true
	s.P[0].VP, s.P[botSeat].VP = 80, 80
	s.P[0].Scribes, s.P[botSeat].Scribes = 2, 1
	res := s.Result()
	eq(t, "you win on scribes", res.Winner, 0)
	eq(t, "automa rank", res.Automa.Rank, 2)
	s.P[botSeat].Scribes = 2
	res = s.Result()
	eq(t, "tie: the earlier in turn order (the automa)", res.Winner, -1)
	eq(t, "your rank", res.Ranks[0], 2)
	eq(t, "places", res.Places(), 2)
	eq(t, "automa name", res.Automa.Name, "Botankhamun")
}
