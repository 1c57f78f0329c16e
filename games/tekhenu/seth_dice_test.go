package tekhenu

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"karnak/engine"
)

// moveKindTexts is the texts of the listed moves of one kind.
func (s *State) moveKindTexts(kind uint16) []string {
	var out []string
	for _, m := range s.Moves(s.Actors()[0]) {
		if m.Kind == kind {
			out = append(out, moveText(m))
		}
	}
	return out
}

// refusedFor plays text, which must be refused with a rule naming want and
// leave the state unchanged.
func (s *State) refusedFor(t *testing.T, text, want string) {
	t.Helper()
	m, err := s.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	s.refusedMove(t, m, want)
}

// refusedMove is refusedFor of a move that may have no text form.
func (s *State) refusedMove(t *testing.T, m engine.Move, want string) {
	t.Helper()
	text := moveText(m)
	seat := s.Actors()[0]
	if tryMove(t, s, seat, m) {
		t.Fatalf("%q was played", text)
	}
	err := s.Play(seat, m)
	var illegal *engine.IllegalMove
	if !errors.As(err, &illegal) || !strings.Contains(illegal.Rule, want) {
		t.Errorf("%q refused with %v, want a rule naming %q", text, err, want)
	}
}

// applied is the stack after move text is applied to a copy of s, before
// anything automatic runs: the task on top and the copy.
func (s *State) applied(t *testing.T, text string) (task, *State) {
	t.Helper()
	c := *s
	m, err := c.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	c.playMove(c.Actors()[0], &m)
	return *c.top(), &c
}

// holdB07 gives seat 0 the any-time blessing B07, so that no decision of
// its turn is forced and each can be looked at.
func (s *State) holdB07() { s.P[0].Blessings |= 1 << (7 - 1) }

// TestSetDieTakeT05 is the spec's T-05 (2 players, cost 5 and a scribe
// shift): the 3 alone would cost 5 warriors, but the scribe reaches empty
// areas costing 4, so the take is legal; the die goes to the right pan and
// the Set action is the only one offered.
func TestSetDieTakeT05(t *testing.T) {
	s := stagedSeth(t, 2)
	s.Seth.Slots[2][0] = 1
	s.P[0].Warriors, s.P[0].Scribes, s.P[0].VP = 4, 1, 10
	s.holdB07()
	die := s.putSetDie(t, 3)
	s.beginTurn(0)
	if !s.legal(t, "take set grey 3") {
		t.Fatalf("take set grey 3 not listed: %v", s.moveTexts(0))
	}
	s.play(t, "take set grey 3")
	eq(t, "status", s.T.Status, Tainted)
	got := s.moveKindTexts(mScribe)
	if want := []string{"scribe -2", "scribe -1", "scribe +1", "scribe +2"}; !slices.Equal(got, want) {
		t.Errorf("scribe moves %v, want %v", got, want)
	}
	if s.legal(t, "done") {
		t.Error("done offered at 3, which costs 5 warriors")
	}
	s.play(t, "scribe -2", "done")
	eq(t, "die place", s.Dice[die].Loc, playerLoc(0, panRight))
	eq(t, "die value", s.Dice[die].Value, int8(1))
	eq(t, "Set board dice", s.setDice(), 0)
	if got := s.moveKindTexts(mAct); !slices.Equal(got, []string{"act set"}) {
		t.Errorf("actions %v, want only act set", got)
	}
	s.refusedFor(t, "act horus", "RUL-43")
	s.refusedFor(t, "act set red", "RUL-02")
	top, _ := s.applied(t, "act set")
	if top.Kind != tGod || top.God != Set || top.Val != 1 || top.Flags != fFromDie {
		t.Errorf("act set pushes %+v, want the Set action with value 1 from the die", top)
	}
}

// TestSetDieTakeRefused: a Set die is not listed, and refused naming the
// rule, when no reachable value allows the Set action ([RUL-43]), with
// Anubis ([RUL-03]) or B11/B12 ([RUL-42]); B17–B20 are not offered with it.
func TestSetDieTakeRefused(t *testing.T) {
	s := stagedSeth(t, 2)
	s.putSetDie(t, 3)
	s.P[0].Scribes = 2
	s.P[0].Blessings |= 1<<(11-1) | 1<<(17-1) | 1<<(19-1)
	s.P[0].Res[Gold] = 3
	s.beginTurn(0)
	for _, m := range s.Moves(0) {
		if m.Kind == mTake && God(m.Arg[0]) == Set {
			t.Errorf("%q listed without warriors", moveText(m))
		}
	}
	s.refusedFor(t, "take set grey 3", "RUL-43")
	if _, err := s.ParseMove("anubis set grey 3"); err == nil {
		t.Error("anubis set grey 3 parses")
	}
	s.refusedMove(t, mv(mTake, int(Set), int(Grey), 3, tkAnubis), "RUL-03")
	s.refusedMove(t, mv(mTake, int(Set), int(Grey), 3, tkAs, int(White)), "RUL-42")

	s.P[0].Warriors = 4
	s.relist()
	var setTakes []string
	for _, m := range s.Moves(0) {
		if m.Kind == mTake && God(m.Arg[0]) == Set {
			setTakes = append(setTakes, moveText(m))
		}
	}
	if !slices.Equal(setTakes, []string{"take set grey 3"}) {
		t.Errorf("Set takes %v, want only the plain take", setTakes)
	}
	s.play(t, "take set grey 3")
	if got := s.moveKindTexts(mExtra); len(got) > 0 {
		t.Errorf("B17–B20 offered with a Set die: %v", got)
	}
}

// TestRedDieScribeT09 is the spec's T-09: a red 5 cannot become 6; taken
// with a scribe to 3 it gives 5 warriors and acts with 3.
func TestRedDieScribeT09(t *testing.T) {
	s := stagedSeth(t, 2)
	s.P[0].Warriors, s.P[0].Scribes = 2, 1
	s.P[0].Res[Limestone] = 10
	s.holdB07()
	die := s.putDie(t, Ra, Red, 5)
	s.beginTurn(0)
	s.play(t, "take ra red 5")
	eq(t, "status", s.T.Status, Tainted)
	if got, want := s.moveKindTexts(mScribe), []string{"scribe -2", "scribe -1"}; !slices.Equal(got, want) {
		t.Errorf("scribe moves %v, want %v", got, want)
	}
	s.refusedFor(t, "scribe +1", "RUL-23")
	s.play(t, "scribe -2", "done")
	eq(t, "warriors", s.P[0].Warriors, int8(5))
	eq(t, "die place", s.Dice[die].Loc, playerLoc(0, panRight))
	eq(t, "die value", s.Dice[die].Value, int8(3))
	if got := s.moveKindTexts(mAct); !slices.Equal(got, []string{"act ra"}) {
		t.Errorf("actions %v, want act ra (no production)", got)
	}
	top, _ := s.applied(t, "act ra")
	eq(t, "Ra value", top.Val, int8(3))
}

// TestRedDieGainT25 is the spec's T-25: the gain counts the value on the
// scales, before T14 changes it for the action.
func TestRedDieGainT25(t *testing.T) {
	s := stagedSeth(t, 2)
	s.P[0].Scribes = 1
	s.P[0].Techs |= 1 << (14 - 1)
	s.P[0].Res[Granite] = 5
	s.holdB07()
	die := s.putDie(t, Horus, Red, 4)
	s.beginTurn(0)
	s.play(t, "take horus red 4", "scribe +1", "done")
	eq(t, "warriors on the scales", s.P[0].Warriors, int8(5))
	acts := s.moveKindTexts(mAct)
	if slices.Contains(acts, "act horus +1") || !slices.Contains(acts, "act horus -2") {
		t.Errorf("actions %v: want T14's -2 and not +1 (6)", acts)
	}
	s.play(t, "act horus -2")
	eq(t, "warriors after T14", s.P[0].Warriors, int8(5))
	eq(t, "die value", s.Dice[die].Value, int8(3))
	eq(t, "die place", s.Dice[die].Loc, playerLoc(0, panRight))
}

// TestBlueDieGain: a blue die gives priests; a white die taken as red
// (B11/B12, [RUL-19]) gives warriors by the colour it counts as; a green
// die gives nothing and is pure.
func TestBlueDieGain(t *testing.T) {
	s := stagedSeth(t, 2)
	s.P[0].Res[Granite] = 5
	s.holdB07()
	s.putDie(t, Horus, Blue, 3)
	s.beginTurn(0)
	s.play(t, "take horus blue 3", "done")
	eq(t, "priests", s.P[0].Priests, int8(3))
	eq(t, "warriors", s.P[0].Warriors, int8(0))

	s = stagedSeth(t, 2)
	s.P[0].Res[Granite] = 5
	s.P[0].Blessings |= 1 << (11 - 1)
	s.holdB07()
	s.putDie(t, Horus, White, 6)
	s.beginTurn(0)
	s.play(t, "take horus white 6 as red", "done")
	eq(t, "warriors of a white 6 as red", s.P[0].Warriors, int8(6))

	s = stagedSeth(t, 2)
	s.P[0].Res[Granite] = 5
	s.holdB07()
	die := s.putDie(t, Horus, Green, 4)
	s.beginTurn(0)
	s.play(t, "take horus green 4", "done")
	eq(t, "green die place", s.Dice[die].Loc, playerLoc(0, panLeft))
	eq(t, "warriors and priests from green", s.P[0].Warriors+s.P[0].Priests, int8(0))
}

// TestAnubisIntoSetT10 is the spec's T-10: the green die is never taken
// with Anubis; a white 4 taken with Anubis may perform Set declared red,
// the 4 warriors gained before the cost; a production declares nothing.
func TestAnubisIntoSetT10(t *testing.T) {
	s := stagedSeth(t, 2)
	s.P[0].Scribes, s.P[0].Warriors = 2, 1
	s.holdB07()
	white := s.putDie(t, Thoth, White, 4)
	s.putDie(t, Hathor, Green, 3)
	setDie := s.putSetDie(t, 2)
	s.beginTurn(0)
	if s.legal(t, "anubis hathor green 3") {
		t.Error("Anubis offered on the green die")
	}
	s.refusedFor(t, "anubis hathor green 3", "green die cannot be taken with Anubis")
	s.play(t, "anubis thoth white 4", "done")
	eq(t, "scribes", s.P[0].Scribes, 0)
	eq(t, "white die place", s.Dice[white].Loc, playerLoc(0, panUnder))
	acts := s.moveKindTexts(mAct)
	if !slices.Contains(acts, "act set red") || slices.Contains(acts, "act set blue") || slices.Contains(acts, "act set") {
		t.Errorf("actions %v: want act set red only among the Set actions", acts)
	}
	if !slices.Contains(acts, "act osiris red") || !slices.Contains(acts, "act osiris blue") || slices.Contains(acts, "act osiris") {
		t.Errorf("actions %v: a god action of an Anubis die is declared red or blue", acts)
	}
	if !slices.Contains(acts, "produce granite") || slices.Contains(acts, "produce granite red") {
		t.Errorf("actions %v: productions are not declared", acts)
	}
	s.refusedFor(t, "act set", "RUL-02")
	s.refusedFor(t, "act set blue", "§8")
	s.refusedMove(t, mv(mAct, noGod, int(Granite), 0, 0, 0, 0, declRed), "RUL-02")
	top, c := s.applied(t, "act set red")
	eq(t, "warriors before the Set cost", c.P[0].Warriors, int8(5))
	if top.Kind != tGod || top.God != Set || top.Val != 4 {
		t.Errorf("act set red pushes %+v, want the Set action with value 4", top)
	}
	_, c = s.applied(t, "act osiris blue")
	eq(t, "priests of a blue declaration", c.P[0].Priests, int8(4))
	eq(t, "warriors of a blue declaration", c.P[0].Warriors, int8(1))
	s.play(t, "produce granite")
	eq(t, "warriors after a production", s.P[0].Warriors, int8(1))
	eq(t, "granite", s.P[0].Res[Granite], 2)
	eq(t, "the Set die stays", s.Dice[setDie].Loc, uint8(locSet))
}

// TestAnubisDeclaresOnlyOne ([RUL-52]): a real red die taken with Anubis
// and declared blue gives priests only, by the value before T14 ([RUL-01]).
func TestAnubisDeclaresOnlyOne(t *testing.T) {
	s := stagedSeth(t, 2)
	s.P[0].Scribes = 2
	s.P[0].Res[Papyrus] = 2
	s.holdB07()
	s.putDie(t, Ra, Red, 4)
	s.beginTurn(0)
	s.P[0].Techs |= 1 << (14 - 1)
	s.play(t, "anubis ra red 4", "done", "act bastet blue -1")
	eq(t, "priests (the value before T14)", s.P[0].Priests, int8(4))
	eq(t, "warriors", s.P[0].Warriors, int8(0))
}

// TestNewColoursStayWithin2To5 ([RUL-23]): no change of a red, blue or
// green die reaches 1 or 6: scribes, B09/B10, B11/B12's ±1 (also when
// counted as another colour), T13, T14.
func TestNewColoursStayWithin2To5(t *testing.T) {
	for _, tc := range []struct {
		name      string
		c         Colour
		v         int
		blessings []int
		techs     []int
		take      string
		refused   []string // modify or action moves never listed
		listed    []string
	}{
		{"scribe down from 2", Blue, 2, nil, nil, "take horus blue 2", []string{"scribe -1", "scribe -2"}, []string{"scribe +1", "scribe +2"}},
		{"B09 any value", Green, 3, []int{9}, nil, "take horus green 3", []string{"set 1", "set 6"}, []string{"set 2", "set 4", "set 5"}},
		{"B11 as white, +1 from 5", Red, 5, []int{11}, nil, "take horus red 5 as white", []string{"adjust +1"}, []string{"adjust -1"}},
		{"T13 production as white", Red, 5, []int{11}, []int{13}, "take horus red 5 as white", []string{"produce +1", "produce +2"}, []string{"produce -1", "produce"}},
		{"T14 action", Red, 2, nil, []int{14}, "take horus red 2", []string{"act horus -1", "act horus -2"}, []string{"act horus +1", "act horus"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := stagedSeth(t, 2)
			s.P[0].Scribes = 2
			s.P[0].Res[Granite] = 5
			s.holdB07()
			for _, n := range tc.blessings {
				s.P[0].Blessings |= 1 << (n - 1)
			}
			for _, n := range tc.techs {
				s.P[0].Techs |= 1 << (n - 1)
			}
			s.putDie(t, Horus, tc.c, tc.v)
			s.beginTurn(0)
			s.play(t, tc.take)
			if strings.HasPrefix(tc.refused[0], "act") || strings.HasPrefix(tc.refused[0], "produce") {
				s.play(t, "done")
			}
			for _, text := range tc.listed {
				if !s.legal(t, text) {
					t.Errorf("%q not listed: %v", text, s.moveTexts(0))
				}
			}
			for _, text := range tc.refused {
				s.refusedFor(t, text, "RUL-23")
			}
		})
	}
}

// TestNewColoursMustAct: a red die taken normally cannot produce, so it is
// taken only when its sector's action is possible (like grey, §3.2.1).
func TestNewColoursMustAct(t *testing.T) {
	s := stagedSeth(t, 2)
	s.putDie(t, Bastet, Red, 3) // Bastet costs 2 papyrus: none held
	s.putDie(t, Horus, White, 3)
	s.beginTurn(0)
	if s.legal(t, "take bastet red 3") {
		t.Error("a red die listed for an action that is not possible")
	}
	s.refusedFor(t, "take bastet red 3", "red, blue or green die cannot produce")
	s.P[0].Res[Papyrus] = 2
	s.relist()
	if !s.legal(t, "take bastet red 3") {
		t.Error("a red die not listed for a possible action")
	}

	// Horus with every people slot taken and only the god slot of Horus
	// slot 1 free: a grey 2 reaches 1 with the scribe, a red 2 cannot.
	s = stagedSeth(t, 2)
	s.P[0].Scribes = 1
	s.P[0].Res[Granite] = 5
	for i := range s.People {
		s.People[i] = 1
	}
	s.Seth.People = [2]int8{1, 1} // nor under the Set board's columns
	for v := 2; v <= 6; v++ {
		for k := range s.GodStat[s.HorusGod[v]] {
			s.GodStat[s.HorusGod[v]][k] = 1
		}
	}
	s.putDie(t, Horus, Red, 2)
	s.putDie(t, Horus, Grey, 2)
	s.beginTurn(0)
	if s.legal(t, "take horus red 2") {
		t.Error("a red 2 listed for a Horus action possible only with 1")
	}
	if !s.legal(t, "take horus grey 2") {
		t.Error("a grey 2 not listed for a Horus action possible with 1")
	}
}

// TestSetRefillT06 is the spec's T-06 and its variants (A-12: with the
// wheel at 0, F is Hathor and S Osiris).
func TestSetRefillT06(t *testing.T) {
	bagOnly := func(s *State, colours ...Colour) []int {
		var ids []int
		for _, c := range colours {
			for i := range s.Dice {
				if s.Dice[i].Loc != locBag || s.Dice[i].Colour != c || slices.Contains(ids, i) {
					continue
				}
				ids = append(ids, i)
				break
			}
		}
		for i := range s.Dice {
			if s.Dice[i].Loc == locBag && !slices.Contains(ids, i) {
				s.Dice[i].Loc = locBox
			}
		}
		return ids
	}
	count := func(s *State, loc uint8) (n int) {
		for _, d := range s.Dice {
			if d.Loc == loc {
				n++
			}
		}
		return n
	}
	for _, tc := range []struct {
		name             string
		onSet            int
		drawn            []Colour
		set, hathor, osi int
	}{
		{"grey, white, grey", 1, []Colour{Grey, White, Grey}, 2, 2, 0},
		{"(a) no grey", 1, []Colour{White, Black, Yellow}, 1, 3, 0},
		{"(b) the Set board is full", 3, []Colour{Grey, White, Grey}, 3, 3, 0},
	} {
		s := stagedSeth(t, 3)
		for k := 0; k < tc.onSet; k++ {
			s.putSetDie(t, 4)
		}
		bagOnly(s, tc.drawn...)
		s.Depth = 0
		s.refillShaded()
		eq(t, tc.name+": Set board", count(s, locSet), tc.set)
		eq(t, tc.name+": Hathor", count(s, sectorLoc(Hathor)), tc.hathor)
		eq(t, tc.name+": Osiris", count(s, sectorLoc(Osiris)), tc.osi)
		eq(t, tc.name+": bag", count(s, locBag), 0)
	}
	// Six dice in the bag: F draws 3 of them at random; the Set board gets
	// a grey exactly when F drew one, and S always gets 3.
	var refilled, not int
	for k := 0; k < 60; k++ {
		s := stagedSeth(t, 3)
		s.putSetDie(t, 4)
		bagOnly(s, Grey, Grey, White, Black, Black, Black)
		for j := 0; j < k; j++ {
			s.RNG.IntN(6)
		}
		s.Depth = 0
		s.refillShaded()
		greysF := 0
		for _, d := range s.Dice {
			if d.Loc == sectorLoc(Hathor) && d.Colour == Grey {
				greysF++
			}
			if lo, hi := valueRange(d.Colour); d.Loc != locBox && (d.Value < int8(lo) || d.Value > int8(hi)) {
				t.Fatalf("a %s die shows %d", d.Colour, d.Value)
			}
		}
		set, f := count(s, locSet), count(s, sectorLoc(Hathor))
		eq(t, "Osiris", count(s, sectorLoc(Osiris)), 3)
		eq(t, "bag", count(s, locBag), 0)
		eq(t, "dice drawn", set-1+f, 3)
		if set == 2 {
			refilled++
		} else {
			not++
			if greysF > 0 {
				t.Errorf("F kept a grey die while the Set board had room")
			}
		}
		eq(t, "next shaded task", s.top().Kind, tNewRound)
	}
	if refilled == 0 || not == 0 {
		t.Errorf("refilled %d times, not %d times: both cases should occur", refilled, not)
	}
}

// TestSetDiceStayAtMaat ([RUL-60], T-06 (c)): Maat cleanup sends the dice
// on and under the scales back to the bag and leaves the Set board's.
func TestSetDiceStayAtMaat(t *testing.T) {
	s := stagedSeth(t, 2)
	set := s.putSetDie(t, 5)
	s.holdDie(t, 1, panRight, White, 3)
	s.holdDie(t, 1, panUnder, Black, 2)
	s.Depth = 0
	s.maatCleanup()
	eq(t, "Set die", s.Dice[set].Loc, uint8(locSet))
	for _, d := range s.Dice {
		if d.Loc >= locPlayer && d.Loc < locSet {
			t.Errorf("a die stays at %d", d.Loc)
		}
	}
}

// TestSethMoveTexts: the new move texts parse back.
func TestSethMoveTexts(t *testing.T) {
	for _, m := range []engine.Move{
		mv(mTake, int(Set), int(Grey), 4, tkNormal),
		mv(mAct, int(Set), -1, 0),
		mv(mAct, int(Set), -1, -1, 0, 0, 0, declRed),
		mv(mAct, int(Horus), -1, 2, 0, 0, 0, declBlue),
		mv(mAct, int(Set), -1, 0, 0, 3),
	} {
		text := moveText(m)
		got, err := (&State{}).ParseMove(text)
		if err != nil || got != m {
			t.Errorf("%q parses to %+v, %v; want %+v", text, got, err, m)
		}
	}
	for _, text := range []string{"act set green", "act horus red blue", "produce red", "discard set grey 3", "take set grey 3 pure"} {
		if _, err := (&State{}).ParseMove(text); err == nil {
			t.Errorf("%q parses", text)
		}
	}
}

// TestSethDiceTexts: the prompts name the Set board's take and the Anubis
// declaration; the log tells the red die's warriors and the declaration.
func TestSethDiceTexts(t *testing.T) {
	s := stagedSeth(t, 2)
	s.P[0].Warriors, s.P[0].Scribes = 4, 2
	s.holdB07()
	s.putSetDie(t, 3)
	s.putDie(t, Thoth, White, 4)
	s.beginTurn(0)
	if ask := s.Prompt(0).Ask; !strings.Contains(ask, "Set board") {
		t.Errorf("take prompt %q does not name the Set board", ask)
	}
	s.play(t, "anubis thoth white 4", "done")
	if ask := s.Prompt(0).Ask; !strings.Contains(ask, "red (4 warriors) or blue (4 priests)") {
		t.Errorf("action prompt %q does not ask for the declaration", ask)
	}
	eq(t, "declared red", declWords(declRed, 4), ", declaring the Anubis die red for 4 warriors")
	eq(t, "sector of Set", sectorOf(Set), "the Set board")
}

// TestSethDiceNarrated: the log tells the red die's warriors when it
// reaches the scales, and the Anubis declaration with the action.
func TestSethDiceNarrated(t *testing.T) {
	logged := func(s *State, text string) string {
		t.Helper()
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		l, err := engine.PlayLogged(s, s.Actors()[0], m)
		if err != nil {
			t.Fatal(err)
		}
		return eventsText(l.Events)
	}
	s := stagedSeth(t, 2)
	s.P[0].Warriors, s.P[0].Scribes = 2, 2
	s.P[0].Res[Limestone], s.P[0].Res[Papyrus] = 10, 4
	s.holdB07()
	s.putDie(t, Ra, Red, 5)
	s.putDie(t, Thoth, White, 4)
	s.beginTurn(0)
	s.play(t, "take ra red 5")
	if got := logged(s, "done"); !strings.Contains(got, "The red die gives") || !strings.Contains(got, "5 warriors") {
		t.Errorf("placing the red 5 logs\n%s", got)
	}

	s = stagedSeth(t, 2)
	s.P[0].Scribes = 2
	s.P[0].Res[Papyrus] = 4
	s.holdB07()
	s.putDie(t, Thoth, White, 4)
	s.beginTurn(0)
	s.play(t, "anubis thoth white 4", "done")
	if got := logged(s, "act bastet blue"); !strings.Contains(got, "declaring the Anubis die blue for 4 priests") {
		t.Errorf("act bastet blue logs\n%s", got)
	}
}

// TestSethDiceInvariants: along random expansion games, narrated, a red,
// blue or green die never shows 1 or 6, the Set board never holds more
// than N dice, a Set-board die leaves it only for the taker's hand and
// taint pan, and only grey dice from the bag come onto it.
func TestSethDiceInvariants(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	refills, setTakes := 0, 0
	for players := 2; players <= 4; players++ {
		for g := 0; g < games; g++ {
			s := newSeth(t, players, uint64(77+g*10+players))
			r := newTestRand(uint64(g))
			for k := 0; !s.Done; k++ {
				actors := s.Actors()
				seat := actors[r.IntN(len(actors))]
				ms := s.Moves(seat)
				m := ms[r.IntN(len(ms))]
				before := *s
				logged, err := engine.PlayLogged(s, seat, m)
				if err != nil {
					t.Fatalf("%dp game %d move %d: %v", players, g, k, err)
				}
				told := eventsText(logged.Events)
				if n := s.setDice(); n > s.Players {
					t.Fatalf("%dp game %d move %d: %d dice on the Set board", players, g, k, n)
				}
				for i, d := range s.Dice {
					if lo, hi := valueRange(d.Colour); d.Loc != locBox && d.Loc != locBag && (int(d.Value) < lo || int(d.Value) > hi) {
						t.Fatalf("%dp game %d move %d (%s): a %s die shows %d", players, g, k, moveText(m), d.Colour, d.Value)
					}
					was := before.Dice[i].Loc
					switch {
					case was == locSet && d.Loc != locSet:
						setTakes++
						// In hand while its value may change, then on the taint pan.
						if d.Loc != playerLoc(seat, panRight) && d.Loc != playerLoc(seat, panHand) {
							t.Fatalf("%dp game %d move %d (%s): a Set die went to %d", players, g, k, moveText(m), d.Loc)
						}
					case was != locSet && d.Loc == locSet:
						refills++
						if was != locBag || d.Colour != Grey {
							t.Fatalf("%dp game %d move %d: a %s die came to the Set board from %d", players, g, k, d.Colour, was)
						}
						if !strings.Contains(told, "goes to the Set board instead") {
							t.Fatalf("%dp game %d move %d: the refill is not told:\n%s", players, g, k, told)
						}
					}
				}
			}
		}
	}
	t.Logf("%d Set-board takes, %d refills", setTakes, refills)
	if refills == 0 || setTakes == 0 {
		t.Error("no Set-board take or refill happened")
	}
}

// TestSethDiceRefusalsChangeNothing probes the take, value-change and
// action decisions of random expansion games with random and mutated
// moves (Set-board takes, declarations, new colours among them): nothing
// panics, every refusal names a rule and changes nothing.
func TestSethDiceRefusalsChangeNothing(t *testing.T) {
	r := newTestRand(41)
	probed := 0
	for players := 2; players <= 4; players++ {
		for game := range 2 {
			s := newSeth(t, players, uint64(4100+10*players+game))
			for step := 0; !s.Done; step++ {
				if k := s.top().Kind; (k == dTake || k == dModify || k == dAction) && step%2 == 0 {
					probeRefusals(t, s, r, probeTries)
					probed++
				}
				actors := s.Actors()
				seat := actors[r.IntN(len(actors))]
				moves := s.Moves(seat)
				if !tryMove(t, s, seat, moves[r.IntN(len(moves))]) {
					t.Fatal("a listed move was not played")
				}
			}
		}
	}
	if probed < 100 {
		t.Errorf("only %d positions probed", probed)
	}
}

// TestSethRulingFlags: the ⚑ rulings' alternative readings as table
// options (§10): B11/B12 on the base colours only [RUL-19], Art02 without
// productions [RUL-21], 1 VP per technology for Botankhamun [RUL-28].
func TestSethRulingFlags(t *testing.T) {
	for _, tc := range []struct {
		opts engine.Options
		want string
	}{
		{engine.Options{"players": "2", "seth_b11": "base"}, "add expansion=seth"},
		{engine.Options{"players": "2", "expansion": "seth", "seth_art02": "gods"}, "want any or god"},
		{engine.Options{"players": "1", "expansion": "seth", "automa_tech_vp": "3"}, "want 2 or 1"},
	} {
		if _, err := newState(tc.opts, 1); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want one saying %q", tc.opts, err, tc.want)
		}
	}
	s, err := newState(engine.Options{"players": "1", "expansion": "seth", "seth_b11": "base", "seth_art02": "god", "automa_tech_vp": "1"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "flags read", s.Seth.Rulings, rulingB11Base|rulingArt02Gods|rulingBotTech1)

	t.Run("RUL-19 base colours", func(t *testing.T) {
		for _, base := range []bool{false, true} {
			s := stagedSeth(t, 2)
			if base {
				s.Seth.Rulings |= rulingB11Base
			}
			s.P[0].Res[Granite] = 5
			s.P[0].Blessings |= 1 << (11 - 1)
			s.holdB07()
			s.putDie(t, Horus, White, 5)
			s.putDie(t, Ra, Red, 4)
			s.beginTurn(0)
			eq(t, fmt.Sprintf("a white die as red (base %v)", base), s.legal(t, "take horus white 5 as red"), !base)
			eq(t, fmt.Sprintf("a red die as white (base %v)", base), s.legal(t, "take ra red 4 as white"), !base)
			asBase := 0
			for _, m := range s.Moves(0) {
				if m.Kind == mTake && m.Arg[3] == tkAs && !newColour(Colour(m.Arg[4])) {
					asBase++
				}
			}
			if asBase == 0 {
				t.Errorf("base %v: no die may count as a base colour", base)
			}
		}
	})
	t.Run("RUL-21 Art02 god actions only", func(t *testing.T) {
		for _, gods := range []bool{false, true} {
			s := turnWith(t, 2, func(s *State) {
				s.P[0].Artifacts = 1 << 1
				if gods {
					s.Seth.Rulings |= rulingArt02Gods
				}
			})
			s.play(t, "use "+artifactName(2))
			var acts, productions int
			for _, m := range s.Moves(0) {
				switch {
				case m.Kind == mAct && m.Arg[0] == noGod:
					productions++
				case m.Kind == mAct:
					acts++
				}
			}
			eq(t, fmt.Sprintf("productions offered (gods only %v)", gods), productions > 0, !gods)
			eq(t, fmt.Sprintf("god actions offered (gods only %v)", gods), acts > 0, true)
		}
	})
	t.Run("RUL-28 technology VP", func(t *testing.T) {
		s := stagedSolo(t)
		s.Bot.Cards = [3]uint32{0b111, 0b11000, 0}
		eq(t, "blessings 3×2 + technologies 2×2", s.botCardScoring(), 10)
		s.Seth.Rulings |= rulingBotTech1
		s.Bot.Cards = [3]uint32{0b111, 0b11000, 0}
		eq(t, "blessings 3×2 + technologies 2×1", s.botCardScoring(), 8)
	})
}
