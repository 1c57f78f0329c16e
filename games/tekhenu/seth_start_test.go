package tekhenu

import (
	"errors"
	"math/bits"
	"slices"
	"strings"
	"testing"

	"karnak/engine"
)

// sethDisplay replaces a fresh expansion game's draft display with the
// given starting cards, cult cards and artifact pool.
func (s *State) sethDisplay(start, cults, arts []int) {
	s.StartAv, s.Seth.Cults, s.Seth.Artifacts = 0, 0, 0
	for _, c := range start {
		s.StartAv |= 1 << c
	}
	for _, c := range cults {
		s.Seth.Cults |= 1 << (c - 1)
	}
	for _, a := range arts {
		s.Seth.Artifacts |= 1 << (a - 1)
	}
	s.relist()
}

// TestSethStartT17 is the spec's T-17: the whole 2-player draft of starting
// and cult cards, the initiative, the resolution of the starting cards in
// the new turn order, an artifact bought with the priests they gave, the
// other destiny choice, and the decree kept last.
func TestSethStartT17(t *testing.T) {
	s := newSeth(t, 2, 7)
	eq(t, "first decision", s.top().Kind, dDraft)
	s.sethDisplay([]int{1, 4, 5, 9, 12}, []int{1, 4, 6}, []int{1, 3})
	const a, b = 0, 1
	s.play(t, "draft Cult04", "draft SX12", "draft SX05", "draft SX01")
	// Round C: A holds a cult card, so only starting cards (any of them).
	eq(t, "A's round C", strings.Join(s.moveTexts(a), " "), "draft SX04 draft SX09")
	s.play(t, "draft SX09")
	eq(t, "B's round C", strings.Join(s.moveTexts(b), " "), "draft Cult01 draft Cult06")
	s.play(t, "draft Cult01")
	eq(t, "A's cult", s.P[a].Cult, int8(4))
	eq(t, "B's cult", s.P[b].Cult, int8(1))
	eq(t, "cults left on display", s.Seth.Cults, uint8(0))
	// Initiative: A 1+9 = 10, B 12+5 = 17: B first. B's cards gave no
	// decision; A's SX01 builds at value 5 without losing happiness.
	if s.Order[0] != b || s.Order[1] != a {
		t.Fatalf("turn order %v, want B then A", s.Order[:2])
	}
	pb := &s.P[b]
	eq(t, "B priests", pb.Priests, int8(8))
	eq(t, "B warriors", pb.Warriors, int8(4))
	eq(t, "B gold", pb.Res[Gold], 3)
	eq(t, "B scribes", pb.Scribes, 3)
	eq(t, "decision", s.top().Kind, dOsiris)
	eq(t, "A's Osiris value", s.top().Val, int8(5))
	eq(t, "no statue bonus nor cult card at setup", s.top().Flags&fSetup != 0, true)
	s.play(t, "osiris bread")
	pa := &s.P[a]
	eq(t, "A happiness after SX01", pa.Happiness, int8(startHappiness))
	eq(t, "A warriors after SX01", pa.Warriors, int8(2))
	eq(t, "A's building", s.Osiris[4][Bread], int8(a))
	eq(t, "A bread", pa.Res[Bread], 2)
	eq(t, "SX09 asks", s.top().Kind, dGain)
	s.play(t, "gain limestone", "gain granite", "gain limestone")
	eq(t, "A limestone", pa.Res[Limestone], 2)
	eq(t, "A granite", pa.Res[Granite], 1)
	eq(t, "split moves", strings.Join(s.moveTexts(a), ","), "warriors 3 priests 0,warriors 2 priests 1,warriors 1 priests 2,warriors 0 priests 3")
	s.play(t, "warriors 1 priests 2")
	eq(t, "A warriors", pa.Warriors, int8(3))
	eq(t, "A priests", pa.Priests, int8(2))
	// Destiny: B buys Art01 for 6 of its 8 priests, with D01 and no scribe.
	eq(t, "destiny seat", s.Actors()[0], b)
	if !s.legal(t, "artifact Art01") || !s.legal(t, "artifact Art03") {
		t.Fatalf("B's choices %v lack Art01 or Art03", s.moveTexts(b))
	}
	s.play(t, "artifact Art01")
	eq(t, "B priests after Art01", pb.Priests, int8(2))
	eq(t, "B scribes after Art01", pb.Scribes, 3)
	eq(t, "B destiny", pb.Destiny, int8(1))
	eq(t, "B artifacts", pb.Artifacts, uint8(1))
	eq(t, "pool", s.Seth.Artifacts, uint8(1<<2))
	// A, with 2 priests, cannot buy Art03 (6).
	eq(t, "A's choices", strings.Join(s.moveTexts(a), ","), "destiny D02,destiny D03,destiny D04")
	gold := pa.Res[Gold]
	s.play(t, "destiny D02")
	eq(t, "A gold from D02", pa.Res[Gold], gold+1)
	// Last, each keeps 1 of its 3 decrees, then round 1 starts with B.
	eq(t, "keep decision", s.top().Kind, dKeepDecree)
	for seat := range 2 {
		eq(t, "decrees held", bits.OnesCount32(s.P[seat].Decrees), 3)
		if err := s.Play(seat, s.Moves(seat)[2]); err != nil {
			t.Fatal(err)
		}
		eq(t, "decrees kept", bits.OnesCount32(s.P[seat].Decrees), 1)
	}
	eq(t, "round", s.Round, 1)
	eq(t, "first to take", s.Actors()[0], b)
	eq(t, "take decision", s.top().Kind, dTake)
}

// TestSethDraftTypeFilter: [RUL-53] at every pick, and a refused pick
// names the rule and changes nothing.
func TestSethDraftTypeFilter(t *testing.T) {
	for _, tc := range []struct {
		name       string
		start      [2]int8
		cult       int8
		sx, cults  bool
		refuse     string
		refuseRule string
	}{
		{"empty hand: either type", [2]int8{}, 0, true, true, "", ""},
		{"one starting card: either type", [2]int8{3, 0}, 0, true, true, "", ""},
		{"a cult card: starting cards only", [2]int8{}, 2, true, false, "draft Cult05", "RUL-53"},
		{"two starting cards: a cult card only", [2]int8{3, 7}, 0, false, true, "draft SX08", "RUL-53"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newSeth(t, 3, 2)
			s.sethDisplay([]int{1, 2, 4, 5, 6, 8, 10}, []int{1, 4, 5, 6}, nil)
			s.P[0].Starting, s.P[0].Cult = tc.start, tc.cult
			s.relist()
			var sx, cults int
			for _, m := range s.Moves(0) {
				switch m.Arg[1] {
				case draftSX:
					sx++
				case draftCult:
					cults++
				}
			}
			eq(t, "starting cards offered", sx > 0, tc.sx)
			eq(t, "cult cards offered", cults > 0, tc.cults)
			if tc.sx {
				eq(t, "starting cards", sx, 7)
			}
			if tc.cults {
				eq(t, "cult cards", cults, 4)
			}
			if tc.refuse == "" {
				return
			}
			m, err := s.ParseMove(tc.refuse)
			if err != nil {
				t.Fatal(err)
			}
			if tryMove(t, s, 0, m) {
				t.Fatalf("%s was played", tc.refuse)
			}
			var illegal *engine.IllegalMove
			if err := s.Play(0, m); !errors.As(err, &illegal) || !strings.Contains(illegal.Rule, tc.refuseRule) {
				t.Fatalf("%s refused with %v, want a rule naming %s", tc.refuse, err, tc.refuseRule)
			}
		})
	}
}

// TestSethDraftTexts: the draft, split, artifact, veto and Vizier moves
// read back, and the base draft keeps its text.
func TestSethDraftTexts(t *testing.T) {
	for _, tc := range []struct {
		m    engine.Move
		text string
	}{
		{mv(mDraft, 5), "draft S05"},
		{mv(mDraft, 5, draftSX), "draft SX05"},
		{mv(mDraft, 12, draftSX), "draft SX12"},
		{mv(mDraft, 4, draftCult), "draft Cult04"},
		{mv(mSplit, 3, 1), "warriors 3 priests 1"},
		{mv(mSplit, 0, 4), "warriors 0 priests 4"},
		{mv(mDestiny, 3), "destiny D03"},
		{mv(mDestiny, 3, 5), "artifact Art05"},
		{mv(mDestiny, 1, 2), "artifact Art02"},
		{mv(mVeto, 4), "veto D04"},
		{mv(mVizier, int(Thoth)), "vizier thoth"},
		{mv(mVizier, int(Set)), "vizier set"},
	} {
		eq(t, "text", moveText(tc.m), tc.text)
		back, err := parseMove(tc.text)
		if err != nil {
			t.Fatal(err)
		}
		eq(t, "parsed "+tc.text, back, tc.m)
	}
	for _, bad := range []string{"draft SX13", "draft Cult08", "draft SX00", "artifact Art09", "warriors 11 priests 0",
		"warriors 1", "veto L04", "vizier anubis", "draft Cult4"} {
		if m, err := parseMove(bad); err == nil {
			t.Errorf("%q parsed as %+v", bad, m)
		}
	}
}

// TestSethResolveCards: each starting card SX01–SX12 alone with SX05
// (whose gains need no decision), resolved through the same code as a
// game's, and what it leaves to decide (§7.6).
func TestSethResolveCards(t *testing.T) {
	for _, tc := range []struct {
		card       int
		moves      []string
		warriors   int8
		priests    int8
		happy      int8
		population int8
		res        [nRes]int
		techs      int
		blessings  int
	}{
		{1, []string{"osiris papyrus"}, 4 + 2, 4, 2, 0, [nRes]int{Papyrus: 2, Gold: 1}, 0, 0},
		{2, []string{"osiris limestone", "warriors 4 priests 0"}, 4 + 4, 4, 1, 0, [nRes]int{Limestone: 1, Gold: 1}, 0, 0},
		{3, []string{"osiris bread", "warriors 1 priests 3"}, 4 + 1, 4 + 3, 1, 0, [nRes]int{Bread: 1, Gold: 1}, 0, 0},
		{4, []string{"gain papyrus", "gain papyrus", "gain bread", "gain granite", "gain granite", "warriors 0 priests 1"}, 4, 5, 2, 0, [nRes]int{Papyrus: 2, Bread: 1, Granite: 2, Gold: 1}, 0, 0},
		{6, []string{"keep?"}, 4, 4 + 3, 2, 0, [nRes]int{Gold: 1}, 1, 0},
		{7, []string{"keep?"}, 4 + 3, 4, 2, 0, [nRes]int{Gold: 1}, 0, 1},
		{8, nil, 4 + 2, 4 + 2, 2, 0, [nRes]int{1, 1, 1, 1, 1}, 0, 0},
		{9, []string{"gain granite", "gain granite", "gain granite", "warriors 2 priests 1"}, 4 + 2, 4 + 1, 2, 0, [nRes]int{Granite: 3, Gold: 1}, 0, 0},
		{10, []string{"gain bread", "gain papyrus", "gain bread", "warriors 3 priests 0"}, 4 + 3, 4, 2, 0, [nRes]int{Papyrus: 1, Bread: 2, Gold: 1}, 0, 0},
		{11, nil, 4 + 4, 4, 4, 3, [nRes]int{Gold: 1}, 0, 0},
		{12, nil, 4, 4 + 4, 2, 0, [nRes]int{Gold: 3}, 0, 0},
	} {
		t.Run(sxName(tc.card), func(t *testing.T) {
			s := newSeth(t, 2, 3)
			// Seat 1 drafts two cards that need no decision and add up to
			// more than seat 0's, so it resolves first, and silently.
			var others []int
			for _, c := range []int{12, 11, 8} {
				if c != tc.card {
					others = append(others, c)
				}
			}
			s.sethDisplay([]int{5, tc.card, others[0], others[1]}, []int{1, 2, 3}, nil)
			s.play(t, "draft "+sxName(tc.card), "draft "+sxName(others[0]), "draft "+sxName(others[1]),
				"draft SX05", "draft Cult01", "draft Cult02")
			eq(t, "first seat", s.Order[0], int8(1))
			pl := &s.P[0]
			for _, text := range tc.moves {
				if text == "keep?" {
					eq(t, "decision", s.top().Kind, dKeepCard)
					text = s.moveTexts(0)[0]
				}
				s.play(t, text)
			}
			if s.top().Kind != dDestiny {
				t.Fatalf("decision %s after the card, want the destiny choice (moves %v)", taskName(s.top().Kind), s.moveTexts(s.Actors()[0]))
			}
			eq(t, "warriors", pl.Warriors, tc.warriors)
			eq(t, "priests", pl.Priests, tc.priests)
			eq(t, "happiness", pl.Happiness, tc.happy)
			eq(t, "population gained", pl.Population, startPopulation+tc.population)
			eq(t, "resources", pl.Res, tc.res)
			eq(t, "scribes", pl.Scribes, 3)
			eq(t, "technologies", bits.OnesCount32(pl.Techs), tc.techs)
			eq(t, "blessings", bits.OnesCount32(pl.Blessings), tc.blessings)
			eq(t, "starting cards cleared", pl.Starting, [2]int8{})
		})
	}
}

// TestSethArtifactsT08 is the spec's T-08: a 3-player destiny choice with
// artifacts, their prices in priests, and the artifacts a destiny card
// taken blocks.
func TestSethArtifactsT08(t *testing.T) {
	s := stagedSeth(t, 3)
	const a, b, c = 0, 1, 2
	s.P[a].Priests, s.P[b].Priests, s.P[c].Priests = 6, 3, 0
	s.Seth.Artifacts = 1<<(2-1) | 1<<(4-1) | 1<<(5-1) | 1<<(6-1) | 1<<(8-1)
	gold := s.P[c].Res[Gold]
	s.DestAv = 0xF
	for p := range 3 {
		s.P[p].Destiny = 0
	}
	s.push(task{Kind: dEnd}) // something to wait at once the choices are made
	s.pushSeq(s.destinySeq(nil, 1)...)
	s.run()
	eq(t, "A's choices", strings.Join(s.moveTexts(a), ","),
		"destiny D01,destiny D02,destiny D03,destiny D04,artifact Art04,artifact Art05,artifact Art06,artifact Art08")
	s.play(t, "artifact Art05")
	eq(t, "A priests", s.P[a].Priests, int8(1))
	eq(t, "A ankh", s.P[a].ankh(), 2)
	eq(t, "A's artifacts", s.P[a].Artifacts, uint8(1<<4))
	// Art06 lies beside D03, which A took; B affords only Art08.
	eq(t, "B's choices", strings.Join(s.moveTexts(b), ","), "destiny D01,destiny D02,destiny D04,artifact Art08")
	for _, refused := range []struct{ move, rule string }{
		{"artifact Art06", "§4.9 step 3"},
		{"artifact Art02", "costs 7 priests"},
		{"artifact Art05", "not in the pool"},
		{"destiny D03", "already taken"},
	} {
		m, _ := s.ParseMove(refused.move)
		if tryMove(t, s, b, m) {
			t.Fatalf("%s was played", refused.move)
		}
		var illegal *engine.IllegalMove
		if err := s.Play(b, m); !errors.As(err, &illegal) || !strings.Contains(illegal.Rule, refused.rule) {
			t.Errorf("%s refused with %v, want %q", refused.move, err, refused.rule)
		}
	}
	faith := s.P[b].Faith
	s.play(t, "artifact Art08")
	eq(t, "B priests", s.P[b].Priests, int8(0))
	eq(t, "B ankh", s.P[b].ankh(), 3)
	eq(t, "B faith (no D04 reward)", s.P[b].Faith, faith)
	eq(t, "C's choices", strings.Join(s.moveTexts(c), ","), "destiny D01,destiny D02")
	s.play(t, "destiny D02")
	eq(t, "C gold", s.P[c].Res[Gold], gold+1)
	eq(t, "pool left", s.Seth.Artifacts, uint8(1<<(2-1)|1<<(4-1)|1<<(6-1)))
}

// TestSethMaatDestinyOffersArtifacts: the Maat phase's destiny choice of an
// expansion game offers the artifacts, and a base game's lists exactly the
// four destiny cards as before.
func TestSethMaatDestinyOffersArtifacts(t *testing.T) {
	for _, expansion := range []bool{false, true} {
		var s *State
		if expansion {
			s = stagedSeth(t, 2)
			s.Seth.Artifacts = 1<<7 | 1<<0 // Art08, Art01
			s.P[1].Priests = 3
		} else {
			s = staged(t, 2)
		}
		s.Order = [4]int8{1, 0}
		s.push(task{Kind: dEnd}) // something to wait at once the choices are made
		s.maatCleanup()
		s.run()
		want := "destiny D01,destiny D02,destiny D03,destiny D04"
		if expansion {
			want += ",artifact Art08"
		}
		eq(t, "first choice", strings.Join(s.moveTexts(1), ","), want)
		s.play(t, s.moveTexts(1)[len(s.moveTexts(1))-1])
		if expansion {
			eq(t, "seat 1's artifact", s.P[1].Artifacts, uint8(1<<7))
		}
		eq(t, "second seat", s.Actors()[0], 0)
	}
}

// TestSethSetupRandomPlay sets up expansion games at 2, 3 and 4 players
// (and solo, and with the Vizier) and plays random moves to the first
// turn: every move listed is legal, reads back from its text, and has a
// prompt; the setup ends with round 1 and every seat holding its pieces.
func TestSethSetupRandomPlay(t *testing.T) {
	r := newTestRand(11)
	for _, players := range []int{1, 2, 3, 4} {
		for seed := uint64(1); seed <= 25; seed++ {
			opts := engine.Options{"players": itoa(players), "expansion": "seth"}
			if players == 2 && seed%2 == 0 {
				opts["vizier"] = "on"
			}
			if players == 2 && seed%4 == 0 {
				opts["expansion"] = "base" // the Vizier without the expansion
			}
			s, err := newState(opts, seed)
			if err != nil {
				t.Fatal(err)
			}
			for steps := 0; s.Round == 0; steps++ {
				if steps > 200 {
					t.Fatalf("%dp seed %d: setup does not end", players, seed)
				}
				actors := s.Actors()
				if len(actors) == 0 {
					t.Fatalf("%dp seed %d: nobody to move during setup", players, seed)
				}
				seat := actors[r.IntN(len(actors))]
				moves := s.Moves(seat)
				if p := s.Prompt(seat); p.Ask == "" || p.Doing == "" {
					t.Fatalf("%dp seed %d: no prompt for %s", players, seed, taskName(s.top().Kind))
				}
				for _, m := range moves {
					text := moveText(m)
					back, err := parseMove(text)
					if err != nil || back != m {
						t.Fatalf("%dp seed %d: %q reads back as %+v, %v", players, seed, text, back, err)
					}
					if c := *s; !tryMove(t, &c, seat, m) {
						t.Fatalf("%dp seed %d: listed %q refused", players, seed, text)
					}
				}
				if !tryMove(t, s, seat, moves[r.IntN(len(moves))]) {
					t.Fatalf("%dp seed %d: a listed move was refused", players, seed)
				}
			}
			if s.top().Kind != dTake && s.top().Kind != dEnd && !s.isBot(int(s.top().Seat)) {
				t.Fatalf("%dp seed %d: round 1 begins with %s", players, seed, taskName(s.top().Kind))
			}
			for p := 0; p < s.Seats(); p++ {
				pl := &s.P[p]
				eq(t, "decrees kept", bits.OnesCount32(pl.Decrees), 1)
				eq(t, "starting cards resolved", pl.Starting, [2]int8{})
				if opts["expansion"] == "seth" && players > 1 && (pl.Cult < 1 || pl.Cult > nCults) {
					t.Fatalf("%dp seed %d: seat %d has cult card %d", players, seed, p, pl.Cult)
				}
				if pl.Destiny == 0 {
					t.Fatalf("%dp seed %d: seat %d has no destiny card", players, seed, p)
				}
				if opts["expansion"] == "seth" && pl.Warriors == 0 && pl.Priests == 0 && pl.Artifacts == 0 {
					t.Fatalf("%dp seed %d: seat %d got neither warriors nor priests", players, seed, p)
				}
			}
			if players == 2 && opts["vizier"] == "on" && !s.vizierPlaced() {
				t.Fatalf("seed %d: the Vizier was not placed", seed)
			}
			owned := 0
			for p := 0; p < s.Players; p++ {
				owned += bits.OnesCount8(s.P[p].Artifacts)
			}
			if players > 1 && opts["expansion"] == "seth" {
				eq(t, "artifacts in play", owned+bits.OnesCount8(s.Seth.Artifacts), artifactsDrawn[players])
			}
		}
	}
}

// TestSethDeterminizeConquest: the conquest tokens below the face-up one
// are resampled by another seat's determinization, the face-up one stays,
// and two states alike but for that hidden order determinize alike.
func TestSethDeterminizeConquest(t *testing.T) {
	s := newSeth(t, 3, 5)
	top := s.Seth.faceUpConquest()
	seen := map[int8]bool{}
	for k := range uint64(30) {
		c := s.Determinize(1, newTestRand(k)).(*State)
		eq(t, "face-up token", c.Seth.faceUpConquest(), top)
		eq(t, "stack size", c.Seth.ConquestN, s.Seth.ConquestN)
		got := slices.Clone(c.Seth.Conquest[:])
		want := slices.Clone(s.Seth.Conquest[:])
		slices.Sort(got)
		slices.Sort(want)
		eq(t, "same tokens", slices.Equal(got, want), true)
		seen[c.Seth.Conquest[0]] = true
	}
	if len(seen) < 5 {
		t.Fatalf("the bottom token took only %d values over 30 determinizations", len(seen))
	}
	other := *s
	n := other.Seth.ConquestN
	other.Seth.Conquest[0], other.Seth.Conquest[n-2] = other.Seth.Conquest[n-2], other.Seth.Conquest[0]
	x := s.Determinize(2, newTestRand(99)).(*State)
	y := other.Determinize(2, newTestRand(99)).(*State)
	eq(t, "hidden stack order leaks", x.Seth.Conquest, y.Seth.Conquest)
}

// TestSethKeptDecreeConcealed: the decree kept at the end of an expansion
// setup is hidden from the other seats, an expansion decree (DX) too.
func TestSethKeptDecreeConcealed(t *testing.T) {
	s := newSeth(t, 2, 1)
	for _, card := range []int{3, dx01, dx04} {
		text := moveText(mv(mKeep, int(Decree), card))
		public, until := s.Conceal(0, mv(mKeep, int(Decree), card))
		if public == "" || strings.Contains(public, text[5:]) || until != engine.RevealAtEnd {
			t.Errorf("%q is shown to others as %q (until %q)", text, public, until)
		}
	}
	for _, text := range []string{"keep DX02"} {
		if public, _ := s.concealText(text); public == "" {
			t.Errorf("%q is not concealed", text)
		}
	}
}

// sethPromptGames plays random expansion games (2 players with the Vizier,
// 3 players) for TestPromptsOfRandomGames: every seat that owes a move is
// asked something, the others nothing, and what the others read names no
// card. It records the decisions met in kinds.
func sethPromptGames(t *testing.T, kinds map[taskKind]bool) {
	t.Helper()
	for _, players := range []int{2, 3} {
		opts := engine.Options{"players": itoa(players), "expansion": "seth"}
		if players == 2 {
			opts["vizier"] = "on"
		}
		s, err := newState(opts, 21)
		if err != nil {
			t.Fatal(err)
		}
		r := newTestRand(uint64(players))
		for !s.Done {
			kinds[s.top().Kind] = true
			actors := s.Actors()
			for seat := 0; seat < s.Seats(); seat++ {
				p := s.Prompt(seat)
				if !slices.Contains(actors, seat) {
					if p != (engine.Prompt{}) {
						t.Fatalf("seat %d owes nothing at %s, and is asked %+v", seat, taskName(s.top().Kind), p)
					}
					continue
				}
				if p.Ask == "" || p.Doing == "" || strings.Contains(p.Ask+p.Doing, "%!") || cardRef.MatchString(p.Doing) {
					t.Fatalf("seat %d at %s is asked %+v", seat, taskName(s.top().Kind), p)
				}
			}
			seat := actors[r.IntN(len(actors))]
			ms := s.Moves(seat)
			if err := s.Play(seat, ms[r.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
