package tekhenu

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"karnak/engine"
)

// firstTake is the text of the first take of seat's listed moves from
// sector g in mode mode.
func (s *State) firstTake(t *testing.T, seat int, g God, mode int) string {
	t.Helper()
	for _, m := range s.Moves(seat) {
		if m.Kind == mTake && God(m.Arg[0]) == g && int(m.Arg[3]) == mode {
			return moveText(m)
		}
	}
	t.Fatalf("seat %d cannot take from %s in mode %d: %v", seat, g, mode, s.moveTexts(seat))
	return ""
}

// TestSethVizierT11 is the spec's T-11: at a Maat phase's destiny choice
// the first player F picks, discards a destiny card (blocking the
// artifacts beside it), the second player S picks among the rest, and F
// moves the Vizier to another area; then each die S takes from the
// Vizier's area, and only S's, gives F 2 VP.
func TestSethVizierT11(t *testing.T) {
	s := stagedSeth(t, 2)
	const f, sec = 0, 1
	s.Seth.Vizier = Thoth
	s.Seth.Artifacts = 1<<(7-1) | 1<<(8-1)
	s.P[sec].Priests = 10 // only the discard keeps Art07 and Art08 from S
	s.P[f].Priests = 0
	s.push(task{Kind: dEnd})
	s.maatCleanup()
	s.run()
	gold := s.P[f].Res[Gold]
	s.play(t, "destiny D02")
	eq(t, "F gold", s.P[f].Res[Gold], gold+1)
	eq(t, "F's discard", strings.Join(s.moveTexts(f), ","), "veto D01,veto D03,veto D04")
	if m, _ := s.ParseMove("veto D02"); tryMove(t, s, f, m) {
		t.Fatal("F discarded the destiny card it took")
	}
	s.play(t, "veto D04")
	eq(t, "S's choices", strings.Join(s.moveTexts(sec), ","), "destiny D01,destiny D03")
	happy := s.P[sec].Happiness
	s.play(t, "destiny D03", "advance happiness")
	eq(t, "S happiness", s.P[sec].Happiness, happy+1)
	eq(t, "Vizier decision", s.top().Kind, dVizier)
	eq(t, "Vizier areas", strings.Join(s.moveTexts(f), ","),
		"vizier horus,vizier ra,vizier hathor,vizier bastet,vizier osiris,vizier set")
	m, _ := s.ParseMove("vizier thoth")
	if tryMove(t, s, f, m) {
		t.Fatal("the Vizier stayed on Thoth")
	}
	var illegal *engine.IllegalMove
	if err := s.Play(f, m); !errors.As(err, &illegal) || !strings.Contains(illegal.Rule, "must move") {
		t.Fatalf("vizier thoth refused with %v", err)
	}
	s.play(t, "vizier set")
	eq(t, "Vizier", s.Seth.Vizier, Set)

	// The tax by the area the die leaves: the Set board's dice (taken by
	// the Set-action rules of another workstream) go through vizierTax too.
	for _, tc := range []struct {
		name string
		seat int
		loc  uint8
		gain int
	}{
		{"S takes a Set-board die", sec, locSet, vizierVP},
		{"S takes a Ra die", sec, sectorLoc(Ra), 0},
		{"F takes a Set-board die", f, locSet, 0},
	} {
		vp := s.P[f].VP
		s.vizierTax(tc.seat, tc.loc)
		eq(t, tc.name, s.P[f].VP-vp, tc.gain)
	}

	// Through real takes, with the Vizier on Ra: S's normal take and S's
	// Anubis take pay F; F's own take does not.
	s.Seth.Vizier = Ra
	for _, tc := range []struct {
		name string
		seat int
		mode int
		gain int
	}{
		{"S takes from Ra", sec, tkNormal, vizierVP},
		{"S uses Anubis on a Ra die", sec, tkAnubis, vizierVP},
		{"F takes from Ra", f, tkNormal, 0},
	} {
		for _, c := range []Colour{White, Black, Yellow} {
			s.putDie(t, Ra, c, 3)
		}
		s.P[tc.seat].Scribes = 2
		s.Done = false // the choices above ran the stack out
		s.beginTurn(tc.seat)
		vp, other := s.P[f].VP, s.P[sec].VP
		s.play(t, s.firstTake(t, tc.seat, Ra, tc.mode))
		eq(t, tc.name+": F's VP", s.P[f].VP-vp, tc.gain)
		if tc.seat == sec && s.P[sec].VP != other {
			t.Errorf("%s: S's VP changed by %d", tc.name, s.P[sec].VP-other)
		}
		for i := range s.Dice {
			if s.Dice[i].Loc >= locPlayer && s.Dice[i].Loc < locSet || s.Dice[i].Loc == sectorLoc(Ra) || s.Dice[i].Loc == sectorLoc(Osiris) {
				s.Dice[i].Loc = locBag
			}
		}
	}
}

// TestVizierSetupOrder: with the Vizier, the setup's destiny choice is the
// first seat's pick, its discard, the second seat's pick and the Vizier's
// placement on any area (six without the expansion, seven with it).
func TestVizierSetupOrder(t *testing.T) {
	for _, expansion := range []string{"base", "seth"} {
		s, err := newState(engine.Options{"players": "2", "vizier": "on", "expansion": expansion}, 9)
		if err != nil {
			t.Fatal(err)
		}
		var kinds []string
		for s.Round == 0 {
			top := s.top()
			seat := s.Actors()[0]
			if top.Kind == dDestiny || top.Kind == dVeto || top.Kind == dVizier {
				who := "first"
				if seat != int(s.Order[0]) {
					who = "second"
				}
				kinds = append(kinds, who+" "+taskName(top.Kind))
				if top.Kind == dVizier {
					want := 6
					if expansion == "seth" {
						want = 7
					}
					eq(t, expansion+": Vizier areas", len(s.Moves(seat)), want)
				}
			}
			s.PlayTrusted(seat, s.Moves(seat)[0])
		}
		eq(t, expansion+": order", strings.Join(kinds, ", "), "first destiny, first veto, second destiny, first vizier")
		eq(t, expansion+": the Vizier", s.vizierPlaced(), true)
	}
}

// TestSethNarratedRandomGames: random expansion games (2 players with and
// without the Vizier, 3 and 4 players, solo) told move by move: the same
// checks as TestNarratedRandomGames (events about the mover, tallies,
// secrets kept, nothing hidden leaking through the story), and the
// Vizier's 2 VP told when they come.
func TestSethNarratedRandomGames(t *testing.T) {
	taxed := 0
	for players := 1; players <= 4; players++ {
		for g := 0; g < 2; g++ {
			opts := engine.Options{"players": itoa(players), "expansion": "seth"}
			if players == 2 && g == 0 {
				opts["vizier"] = "on"
			}
			s, err := newState(opts, uint64(100*players+g))
			if err != nil {
				t.Fatal(err)
			}
			r := newTestRand(uint64(g))
			for k := 0; !s.Done; k++ {
				actors := s.Actors()
				seat := actors[r.IntN(len(actors))]
				ms := s.Moves(seat)
				m := ms[r.IntN(len(ms))]
				where := fmt.Sprintf("%dp game %d move %d (%s by seat %d)", players, g, k, moveText(m), seat)
				if strings.Contains(playNarratedChecked(t, s, r, where, seat, m), "the die pays") {
					taxed++
				}
			}
		}
	}
	if taxed == 0 {
		t.Error("no Vizier tax was told")
	}
}
