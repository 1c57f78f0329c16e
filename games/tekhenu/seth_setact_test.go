package tekhenu

import (
	"fmt"
	"strings"
	"testing"

	"karnak/engine"
)

// setConquestTop makes tok the face-up conquest token and next the one
// below it.
func (s *State) setConquestTop(tok, next int) {
	b := &s.Seth
	for i := 0; i < int(b.ConquestN); i++ {
		if int(b.Conquest[i]) == tok || int(b.Conquest[i]) == next {
			b.Conquest[i] = 0
		}
	}
	j := 0
	for i := 0; i < int(b.ConquestN)-2; i++ { // the others keep their order
		for b.Conquest[j] == 0 {
			j++
		}
		b.Conquest[i] = b.Conquest[j]
		j++
	}
	b.Conquest[b.ConquestN-2], b.Conquest[b.ConquestN-1] = int8(next), int8(tok)
}

// TestSethSetActionT04: T-04, a second building on the 3–4 side under
// C's people statue, with C's Set statue paying C (ASSUMED ).
func TestSethSetActionT04(t *testing.T) {
	s := stagedSeth(t, 3)
	a := &s.P[0]
	a.Warriors, a.VP, a.Built = 5, 10, 3
	s.Seth.Slots[3][0] = 1  // B in area 4
	s.Seth.People[1] = 2    // C's statue under the right column
	s.Seth.Statues[0] = 2   // C's Set statue
	s.setConquestTop(10, 3) // A10 face up, then A03
	n := s.Seth.ConquestN
	s.god(Set, 0, 4, fFromDie)
	eq(t, "C chooses the Set-statue bonus", s.top().Seat, int8(2))
	s.play(t, "gain gold")
	s.play(t, "token r1c1")
	eq(t, "A's warriors", a.Warriors, int8(2))
	eq(t, "area 4 slot 2", s.Seth.Slots[3][1], int8(0))
	eq(t, "A's buildings built", a.Built, int8(4))
	eq(t, "A's granite", a.Res[Granite], 2)
	eq(t, "A's VP", a.VP, 13)
	eq(t, "A's blood", a.Blood, int8(1))
	eq(t, "C's gold", s.P[2].Res[Gold], 1)
	eq(t, "B's resources", s.P[1].Res, [nRes]int{})
	eq(t, "token on r1c1", s.Temple[0][0].Token, int8(10))
	eq(t, "face-up token", s.Seth.faceUpConquest(), 3)
	eq(t, "stack", s.Seth.ConquestN, n-1)
	eq(t, "done", s.Done, true)

	// Illegal variant: 2 warriors reach neither area 4 (3) nor area 2 (4).
	s = stagedSeth(t, 3)
	s.P[0].Warriors = 2
	s.Seth.Slots[3][0] = 1
	s.push(task{Kind: dFree, Seat: 0})
	s.run()
	for _, v := range []int{2, 4} {
		eq(t, fmt.Sprintf("act set %d with 2 warriors", v), s.legal(t, fmt.Sprintf("act set %d", v)), false)
	}
	s.P[0].Warriors = 3
	s.relist()
	eq(t, "act set 4 with 3 warriors", s.legal(t, "act set 4"), true)
	eq(t, "act set 2 with 3 warriors", s.legal(t, "act set 2"), false)
}

// TestSethSetActionT05: T-05's Set part, 2 players (area 1's bonus ASSUMED
// A-03), and T11 only with a die of value 1.
func TestSethSetActionT05(t *testing.T) {
	for _, tc := range []struct {
		name   string
		t11    bool
		flags  uint16
		wantVP int
	}{
		{"without T11", false, fFromDie, 10},
		{"T11 with a die of value 1", true, fFromDie, 12},
		{"T11 without a die", true, 0, 10},
	} {
		s := stagedSeth(t, 2)
		pl := &s.P[0]
		pl.Warriors, pl.VP = 4, 10
		if tc.t11 {
			pl.Techs |= 1 << (11 - 1)
		}
		s.Seth.Slots[2][0] = 1
		s.god(Set, 0, 1, tc.flags)
		s.play(t, "token r3c3")
		eq(t, tc.name+": warriors", pl.Warriors, int8(0))
		eq(t, tc.name+": area 1 slot 1", s.Seth.Slots[0][0], int8(0))
		eq(t, tc.name+": papyrus", pl.Res[Papyrus], 2)
		eq(t, tc.name+": blood", pl.Blood, int8(1))
		eq(t, tc.name+": VP", pl.VP, tc.wantVP)
		eq(t, tc.name+": token placed", s.Temple[2][2].Token != 0, true)
	}
}

// TestSethSetColumnStatue: [RUL-47], +3 VP to the builder when any people
// statue stands under the area's column, whoever owns it.
func TestSethSetColumnStatue(t *testing.T) {
	for _, tc := range []struct {
		name   string
		people [2]int8
		area   int
		want   int
	}{
		{"no statue", [2]int8{-1, -1}, 2, 10},
		{"own statue under the left column", [2]int8{0, -1}, 2, 13},
		{"an opponent's statue under the left column", [2]int8{1, -1}, 3, 13},
		{"a statue under the other column", [2]int8{-1, 1}, 2, 10},
		{"a statue under the right column", [2]int8{-1, 1}, 6, 13},
	} {
		s := stagedSeth(t, 2)
		s.P[0].Warriors, s.P[0].VP = 4, 10
		s.Seth.People = tc.people
		s.Seth.ConquestN = 0 // no token to place
		s.god(Set, 0, tc.area, 0)
		eq(t, tc.name, s.P[0].VP, tc.want)
	}
}

// TestSethSetRefused: full areas, an area with one's own building and no
// building left refuse the action; an illegal Set or conquest move leaves
// the state unchanged with a rule named.
func TestSethSetRefused(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(s *State)
	}{
		{"a full area", func(s *State) { s.Seth.Slots[0] = [2]int8{1, 2} }},
		{"own building there", func(s *State) { s.Seth.Slots[0][0] = 0 }},
		{"no building left", func(s *State) { s.P[0].Built = buildingsEach }},
		{"base game", func(s *State) { s.Seth.On = false }},
	} {
		s := stagedSeth(t, 3)
		s.P[0].Warriors = 10
		tc.setup(s)
		s.push(task{Kind: dFree, Seat: 0})
		s.run()
		eq(t, tc.name+": act set 1 listed", s.legal(t, "act set 1"), false)
		m, _ := s.ParseMove("act set 1")
		before := *s
		if err := s.Play(0, m); err == nil {
			t.Errorf("%s: act set 1 accepted", tc.name)
		}
		eq(t, tc.name+": state unchanged", *s == before, true)
	}
	// The token goes on a cell with neither a pillar nor a token.
	s := stagedSeth(t, 3)
	s.P[0].Warriors = 4
	s.Temple[0][0] = cell{Tile: 1, Owner: 1}
	s.Temple[0][1].Token = 5
	s.god(Set, 0, 2, 0)
	for _, c := range []string{"token r1c1", "token r1c2"} {
		eq(t, c+" listed", s.legal(t, c), false)
		m, _ := s.ParseMove(c)
		before := *s
		if err := s.Play(0, m); err == nil {
			t.Errorf("%s accepted", c)
		}
		eq(t, c+": state unchanged", *s == before, true)
	}
	eq(t, "conquest r1c3 listed", s.legal(t, "token r1c3"), true)
	// No cell free: the step is skipped.
	s = stagedSeth(t, 3)
	s.P[0].Warriors = 4
	for r := range s.Temple {
		for c := range s.Temple[r] {
			s.Temple[r][c].Token = 1
		}
	}
	s.god(Set, 0, 2, 0)
	eq(t, "no free cell: the action is over", s.Done, true)
}

// TestSethSetStatueT24: T-24, a Set statue with T07 at 2 players pays its
// owner on their own Set action and on the opponent's, once a turn.
func TestSethSetStatueT24(t *testing.T) {
	s := stagedSeth(t, 2)
	a := &s.P[0]
	a.Techs |= 1 << (7 - 1)
	a.Warriors, s.P[1].Warriors = 10, 10
	s.Seth.Statues[0] = 0
	s.Seth.ConquestN = 0
	s.god(Set, 0, 1, fFromDie)
	s.play(t, "gain bread")
	eq(t, "A's turn: bread", a.Res[Bread], 1)
	eq(t, "A's turn: granite", a.Res[Granite], 1)
	// A second Set action in the same turn pays nothing more.
	s.god(Set, 0, 2, 0)
	eq(t, "second Set action: no decision", s.Done, true)
	eq(t, "second Set action: granite", a.Res[Granite], 1)
	// B's turn.
	s.T = turn{Seat: 1, Die: -1, CardSec: -1}
	s.god(Set, 1, 3, fFromDie)
	eq(t, "B's Set action: A chooses", s.top().Seat, int8(0))
	s.play(t, "gain gold")
	eq(t, "B's turn: A's gold", a.Res[Gold], 1)
	eq(t, "B's turn: A's granite", a.Res[Granite], 2)
	eq(t, "B gains no Set-statue bonus", s.P[1].Res[Gold], 0)
}

// TestSethHorusT01: T-01 and its variants, a people statue under the left
// column of the Set board: one Thoth action of value 1 per built area of
// that column, each its own action, with T03 and Jeanne's Thoth statue
// paying once (ASSUMED A-02).
func TestSethHorusT01(t *testing.T) {
	for _, tc := range []struct {
		name      string
		slots     [3]int8 // owners in areas 1–3, -1 none
		second    bool    // area 1 holds a second building
		t11       bool    // Ivan owns T11: nothing, no die is used
		happiness int8
		picks     []string
		techs     []int // Ivan's technologies gained
		scribes   int   // Jeanne's
	}{
		{"T-01", [3]int8{2, 3, -1}, false, false, 6, []string{"card 1.3", "card 2.4"}, []int{10, 13}, 2},
		{"T-01 with T11", [3]int8{2, 3, -1}, false, true, 6, []string{"card 1.3", "card 2.4"}, []int{10, 13}, 2},
		{"T-01a: area 2 empty", [3]int8{2, -1, -1}, false, false, 6, []string{"card 1.3"}, []int{10}, 2},
		{"T-01a with two buildings in area 1", [3]int8{2, -1, -1}, true, false, 6, []string{"card 1.3"}, []int{10}, 2},
		{"T-01b: left column empty", [3]int8{-1, -1, -1}, false, false, 6, nil, nil, 1},
		{"T-01c: happiness 0", [3]int8{2, 3, -1}, false, false, 0, nil, nil, 1},
	} {
		s := stagedSeth(t, 4)
		ivan, jeanne := &s.P[0], &s.P[1]
		ivan.VP, ivan.Res[Granite], ivan.Statues, ivan.Happiness = 20, 3, 0, tc.happiness
		ivan.Techs = 1 << (3 - 1)
		jeanne.Scribes = 1
		s.GodStat[Horus][0], s.GodVia[Horus][0] = 1, 1
		s.GodStat[Thoth][0], s.GodVia[Thoth][0] = 1, 5
		for a, owner := range tc.slots {
			s.Seth.Slots[a][0] = owner
		}
		if tc.second {
			s.Seth.Slots[0][1] = 3
		}
		if tc.t11 {
			ivan.Techs |= 1 << (11 - 1)
		}
		s.Open[0], s.Open[1] = true, true
		s.Market[0] = [4]int8{1, 2, 10, 0}
		s.Market[1] = [4]int8{3, 4, 12, 13}
		s.god(Horus, 0, 3, fFromDie)
		s.play(t, "statue set-left")
		s.play(t, tc.picks...)
		eq(t, tc.name+": done", s.Done, true)
		if !s.Done {
			continue
		}
		eq(t, tc.name+": Ivan's granite", ivan.Res[Granite], 2)
		eq(t, tc.name+": left people statue", s.Seth.People[0], int8(0))
		eq(t, tc.name+": Ivan's statues", ivan.Statues, int8(1))
		want := uint32(1<<(3-1)) | uint32(boolInt(tc.t11))<<(11-1)
		for _, n := range tc.techs {
			want |= 1 << (n - 1)
		}
		eq(t, tc.name+": Ivan's technologies", ivan.Techs, want)
		eq(t, tc.name+": Ivan's VP", ivan.VP, 20+2*boolInt(len(tc.picks) > 0))
		eq(t, tc.name+": Jeanne's gold", jeanne.Res[Gold], 1)
		eq(t, tc.name+": Jeanne's scribes", jeanne.Scribes, tc.scribes)
		eq(t, tc.name+": no gold on the Set board's slot", ivan.Res[Gold], 0)
	}
}

// TestSethHorusT13: T-13, Cult01 pays once for two people statues in one
// turn; its owner 1 scribe, each opponent 1 priest.
func TestSethHorusT13(t *testing.T) {
	s := stagedSeth(t, 3)
	pl := &s.P[0]
	pl.Cult, pl.Res[Granite] = cultPeopleStatue, 3
	s.PGold[TSRow], s.PGold[TSCol] = true, true
	for _, slot := range []string{"statue ts-row", "statue ts-col"} {
		s.god(Horus, 0, 3, 0)
		s.play(t, slot)
		if s.top() != nil && s.top().Kind == dPay {
			s.play(t, fmt.Sprintf("pay %d granite", statueCost[pl.Statues]))
		}
	}
	eq(t, "granite", pl.Res[Granite], 0)
	eq(t, "statues", pl.Statues, int8(2))
	eq(t, "gold from the slots", pl.Res[Gold], 2)
	eq(t, "owner's scribes", pl.Scribes, 1)
	eq(t, "B's priests", s.P[1].Priests, int8(1))
	eq(t, "C's priests", s.P[2].Priests, int8(1))
}

// TestSethSetStatue: §4.3.3, a Set statue for its granite and 2 priests,
// whatever the value; with 3 players it pays once at once, with 2 or 4
// not; Cult02 pays for it.
func TestSethSetStatue(t *testing.T) {
	for _, tc := range []struct {
		players int
		gold    int // the bonus at once
	}{{2, 0}, {3, 1}, {4, 0}} {
		name := fmt.Sprintf("%d players", tc.players)
		s := stagedSeth(t, tc.players)
		pl := &s.P[0]
		pl.Priests, pl.Res[Granite], pl.Cult = 3, 1, cultGodStatue
		s.god(Horus, 0, 6, 0)
		s.play(t, "statue set")
		if tc.gold > 0 {
			s.play(t, "gain gold")
		}
		eq(t, name+": done", s.Done, true)
		eq(t, name+": priests", pl.Priests, int8(1))
		eq(t, name+": granite", pl.Res[Granite], 0)
		eq(t, name+": statue", s.Seth.Statues[0], int8(0))
		eq(t, name+": statues built", pl.Statues, int8(1))
		eq(t, name+": gold", pl.Res[Gold], tc.gold)
		eq(t, name+": Cult02 happiness", pl.Happiness, int8(startHappiness+2))
		eq(t, name+": Cult02 to B", s.P[1].Population, int8(startPopulation+1))
		// Without 2 priests the Set statue is not offered.
		pl.Res[Granite] = 2
		s.T = turn{Seat: 0, Die: -1, CardSec: -1}
		s.god(Horus, 0, 6, 0)
		eq(t, name+": statue set with 1 priest", s.legal(t, "statue set"), false)
		eq(t, name+": statue set-right", s.legal(t, "statue set-right"), true)
	}
}

// TestSethAnubisSetT10: T-10's Set part: Anubis on a white 4 performs the
// Set action, declared red (1 + 4 warriors): area 4 costs
// 4, +2 granite, blood, a conquest token, the opponent's Set statue pays;
// the Set board's dice are untouched.
func TestSethAnubisSetT10(t *testing.T) {
	s := stagedSeth(t, 2)
	pl := &s.P[0]
	pl.Scribes, pl.Warriors = 2, 1
	s.Seth.Statues[0] = 1
	white := s.putDie(t, Thoth, White, 4)
	grey := s.putSetDie(t, 3)
	s.beginTurn(0)
	s.play(t, "anubis thoth white 4", "act set red", "gain limestone", "token r5c5")
	eq(t, "warriors", pl.Warriors, int8(1))
	eq(t, "granite", pl.Res[Granite], 2)
	eq(t, "blood", pl.Blood, int8(1))
	eq(t, "area 4", s.Seth.Slots[3][0], int8(0))
	eq(t, "token", s.Temple[4][4].Token != 0, true)
	eq(t, "B's Set statue", s.P[1].Res[Limestone], 1)
	eq(t, "the white die under the scales", s.Dice[white].Loc, playerLoc(0, panUnder))
	eq(t, "the Set board's die", s.Dice[grey].Loc, locSet)
}

// TestSethHorusSetBoardOnly: with every base statue slot taken, Horus is
// still possible for the Set board, whatever the value (§4.3.1).
func TestSethHorusSetBoardOnly(t *testing.T) {
	s := stagedSeth(t, 2)
	s.P[0].Res[Granite] = 1
	for i := range s.People {
		s.People[i] = 1
	}
	for g := Horus; g < nGods; g++ {
		for k := range s.GodStat[g] {
			s.GodStat[g][k] = 1
		}
	}
	eq(t, "Set people slots free", s.canGod(0, Horus, 5, 0), true)
	s.Seth.People = [2]int8{1, 1}
	eq(t, "Set people slots taken, no priests", s.canGod(0, Horus, 5, 0), false)
	s.P[0].Priests = 2
	eq(t, "a Set statue for 2 priests", s.canGod(0, Horus, 5, 0), true)
	s.Seth.On = false
	eq(t, "base game", s.canGod(0, Horus, 5, 0), false)
}

// TestSethSetTX01: TX01 pays 2 VP and 2 priests for a Set action, once a
// turn (§7.2, [RUL-12]).
func TestSethSetTX01(t *testing.T) {
	s := stagedSeth(t, 2)
	pl := &s.P[0]
	pl.Techs |= 1 << (tx01 - 1)
	pl.Warriors, pl.VP = 10, 10
	s.Seth.ConquestN = 0
	s.god(Set, 0, 1, 0)
	eq(t, "VP", pl.VP, 12)
	eq(t, "priests", pl.Priests, int8(2))
	s.god(Set, 0, 2, 0)
	eq(t, "VP after a second Set action", pl.VP, 12)
	eq(t, "priests after a second Set action", pl.Priests, int8(2))
}

// TestSethSetTX02T21: T-21, TX02 lets faith pay part of the Set cost: a
// decision only when there is a real choice.
func TestSethSetTX02T21(t *testing.T) {
	for _, tc := range []struct {
		name             string
		tx02             bool
		warriors, faith  int
		move             string // "" when the payment is automatic
		wantW, wantFaith int
		wantN            int // the legal splits
	}{
		{"T-21", true, 3, 2, "spend 3 warriors 1 faith", 0, 1, 2},
		{"T-21, all the faith", true, 3, 2, "spend 2 warriors 2 faith", 1, 0, 2},
		{"TX02 without faith", true, 5, 0, "", 1, 0, 0},
		{"TX02 and faith only", true, 0, 4, "", 0, 0, 0},
		{"no TX02", false, 4, 3, "", 0, 3, 0},
	} {
		s := stagedSeth(t, 2)
		pl := &s.P[0]
		if tc.tx02 {
			pl.Techs |= 1 << (tx02 - 1)
		}
		pl.Warriors, pl.Faith = int8(tc.warriors), tc.faith
		s.Seth.ConquestN = 0
		s.god(Set, 0, 6, 0)
		if tc.move != "" {
			eq(t, tc.name+": splits", len(s.Moves(0)), tc.wantN)
			eq(t, tc.name+": spend 4 warriors 0 faith", s.legal(t, "spend 4 warriors 0 faith"), false)
			s.play(t, tc.move)
		}
		eq(t, tc.name+": done", s.Done, true)
		eq(t, tc.name+": warriors", int(pl.Warriors), tc.wantW)
		eq(t, tc.name+": faith", pl.Faith, tc.wantFaith)
		eq(t, tc.name+": built", s.Seth.Slots[5][0], int8(0))
	}
}

// TestSethSetMoveTexts: the new moves read back from their texts.
func TestSethSetMoveTexts(t *testing.T) {
	for _, m := range []engine.Move{
		mv(mConquest, 0, 0), mv(mConquest, 4, 2), mv(mWarriors, 3, 1), mv(mWarriors, 0, 5),
		mv(mStatue, statueSetPeople, 0, 0), mv(mStatue, statueSetPeople, 1, 0), mv(mStatue, statueSetGod, 0, 0),
		mv(mAct, int(Set), -1, 0, 0, 4), mv(mAct, int(Set), -1, -1),
	} {
		text := moveText(m)
		back, err := parseMove(text)
		if err != nil || back != m {
			t.Errorf("%q reads back as %v, %v; want %v", text, back, err, m)
		}
	}
	for _, bad := range []string{"token r6c1", "conquest", "spend 3 warriors", "spend -1 warriors 0 faith", "statue set-middle", "extra set"} {
		if _, err := parseMove(bad); err == nil {
			t.Errorf("%q read as a move", bad)
		}
	}
}

// TestSethSetNarrated: the Set action and the Set-board statues are told,
// never with the log's fallback sentence.
func TestSethSetNarrated(t *testing.T) {
	s := stagedSeth(t, 3)
	s.P[0].Warriors = 5
	s.Seth.Slots[3][0] = 1
	s.Seth.People[1] = 2
	s.Seth.Statues[0] = 2
	s.setConquestTop(10, 3)
	var lines []string
	lines = append(lines, s.telling(t, 0, func() {
		s.Done = false
		s.push(task{Kind: tGod, Seat: 0, God: Set, Val: 4, Flags: fFromDie})
		s.run()
	})...)
	lines = append(lines, s.tell(t, 0, "gain gold", "token r1c1")...)
	s.P[0].Res[Granite] = 3
	s.P[0].Priests = 2
	s.T = turn{Seat: 0, Die: -1, CardSec: -1}
	lines = append(lines, s.telling(t, 0, func() {
		s.Done = false
		s.push(task{Kind: tGod, Seat: 0, God: Horus, Val: 2})
		s.run()
	})...)
	if ask := s.Prompt(0).Ask; !strings.Contains(ask, "to Set on the Set board") || !strings.Contains(ask, "under the Set board's left column") {
		t.Errorf("the Horus prompt reads %q", ask)
	}
	lines = append(lines, s.tell(t, 0, "statue set-left")...)
	text := fmt.Sprint(lines)
	for _, want := range []string{"builds in Set area 4", "statue to Set pays", "conquest token A10 on row 1, column 1", "A03, is turned face up", "for the people under the Set board's left column"} {
		if !strings.Contains(text, want) {
			t.Errorf("the log lacks %q:\n%s", want, strings.Join(lines, "\n"))
		}
	}
	if strings.Contains(text, untold) {
		t.Errorf("the log failed to tell a step:\n%s", strings.Join(lines, "\n"))
	}
}

// TestSethWaivers: [RUL-59], nothing waives warriors or priests: L23's
// free action still pays the Set action's warriors, and B13 waives a Set
// statue's granite but not its 2 priests.
func TestSethWaivers(t *testing.T) {
	s := stagedSeth(t, 2)
	s.push(task{Kind: dFree, Seat: 0, Flags: fNoCost})
	s.run()
	eq(t, "L23: act set 1 without warriors", s.legal(t, "act set 1"), false)
	s.P[0].Warriors = 4
	s.relist()
	s.play(t, "act set 1", "token r1c1")
	eq(t, "L23: warriors paid", s.P[0].Warriors, int8(0))

	s = stagedSeth(t, 2)
	pl := &s.P[0]
	pl.Blessings = 1 << (13 - 1)
	pl.Priests = 2
	s.god(Horus, 0, 4, 0)
	s.play(t, "statue set")
	if s.top() != nil && s.top().Kind == dPay {
		s.play(t, "pay B13")
	}
	eq(t, "B13: statue built", s.Seth.Statues[0], int8(0))
	eq(t, "B13: priests paid", pl.Priests, int8(0))
	eq(t, "B13: played", pl.Blessings, uint32(0))
}

// TestSethCultBaseStatues: with the expansion, Cult02 pays for a god
// statue of the base game too; without it, nothing (the base game).
func TestSethCultBaseStatues(t *testing.T) {
	for _, on := range []bool{true, false} {
		s := stagedSeth(t, 2)
		s.Seth.On = on
		pl := &s.P[0]
		pl.Cult, pl.Res[Granite] = cultGodStatue, 1
		s.god(Horus, 0, 1, 0)
		s.play(t, "statue god")
		eq(t, fmt.Sprintf("expansion %v: Horus statue", on), s.GodStat[Horus][0], int8(0))
		eq(t, fmt.Sprintf("expansion %v: happiness", on), int(pl.Happiness), startHappiness+2*boolInt(on))
	}
}

// TestSethStatueCounts: the Set board's statues count for the decrees
// and for statue scoring like any statue (§4.3.2 item 6, §4.3.3 item 5).
func TestSethStatueCounts(t *testing.T) {
	s := stagedSeth(t, 3)
	pl := &s.P[0]
	pl.Priests, pl.Res[Granite] = 2, 3
	s.god(Horus, 0, 6, 0)
	s.play(t, "statue set", "gain gold")
	s.T = turn{Seat: 0, Die: -1, CardSec: -1}
	s.god(Horus, 0, 6, 0)
	s.play(t, "statue set-right")
	if s.top() != nil && s.top().Kind == dPay {
		s.play(t, "pay 2 granite")
	}
	set, people := s.setStatues(0)
	eq(t, "Set statues", set, 1)
	eq(t, "Set-board people statues", people, 1)
	eq(t, "statues built", pl.Statues, int8(2))
	eq(t, "L16", s.decreeVP(0, 16), 4)
	eq(t, "L19", s.decreeVP(0, 19), 5)
	eq(t, "B's statues", func() int { g, p := s.setStatues(1); return g + p }(), 0)
	base := staged(t, 2)
	set, people = base.setStatues(0)
	eq(t, "a base game's zero Set board counts nothing", set+people, 0)
	eq(t, "a base game's zero Set board holds no building", base.setBuildings(0), 0)
}

// TestSethRandomGamesSetact: random expansion games run to their end
// without a panic, keeping the invariants, with every move's text reading
// back and a prompt for each decision; they reach the Set-board statues
// and Set actions through the free actions and Anubis.
func TestSethRandomGamesSetact(t *testing.T) {
	seen := map[string]bool{}
	for players := 2; players <= 4; players++ {
		for g := 0; g < 10; g++ {
			s := newSeth(t, players, uint64(100+g))
			for p := range players { // warriors and priests to spend
				s.P[p].Warriors, s.P[p].Priests = trackCap, trackCap
				s.P[p].Scribes += 6
			}
			s.relist()
			r := newTestRand(uint64(g))
			for steps := 0; !s.Done && steps < 5000; steps++ {
				actors := s.Actors()
				if len(actors) == 0 {
					break
				}
				seat := actors[r.IntN(len(actors))]
				if p := s.Prompt(seat); p.Ask == "" {
					t.Fatalf("%dp game %d: no prompt at %s", players, g, taskName(s.top().Kind))
				}
				ms := s.Moves(seat)
				m := ms[r.IntN(len(ms))]
				text := moveText(m)
				if back, err := parseMove(text); err != nil || back != m {
					t.Fatalf("%q does not read back: %v", text, err)
				}
				for _, k := range []string{"act set", "statue set", "conquest", "spend"} {
					if strings.HasPrefix(text, k) {
						seen[k] = true
					}
				}
				events, err := s.PlayNarrated(seat, m, nil)
				if err != nil {
					t.Fatal(err)
				}
				if told := fmt.Sprint(events); strings.Contains(told, untold) {
					t.Fatalf("%dp game %d: %q was not told: %s", players, g, text, told)
				}
				if err := invariant(s); err != nil {
					t.Fatalf("%dp game %d after %q: %v", players, g, text, err)
				}
			}
			if !s.Done {
				t.Errorf("%dp game %d stops at %s, round %d", players, g, taskName(s.top().Kind), s.Round)
			}
		}
	}
	t.Logf("moves met: %v", seen)
}
