package tekhenu

import (
	"strings"
	"testing"

	"karnak/engine"
)

// maatOnce runs a first Maat phase from the position, up to the first
// decision that follows it.
func (s *State) maatOnce() {
	s.Maats = 0
	s.Depth = 0
	s.push(task{Kind: tMaat})
	s.run()
}

// T-07: blood counts −1 each in the balance; TX03 waives the loss, TX04
// pays 1 VP per blood token after it; blood and Set-board dice stay.
func TestSethT07BloodTX03TX04(t *testing.T) {
	for _, tc := range []struct {
		name  string
		techs uint32
		vp    int
	}{
		{"no technology", 0, 10},
		{"TX04", tech(tx04), 13},
		{"TX03", tech(tx03), 12},
		{"TX03 and TX04", tech(tx03) | tech(tx04), 15},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := stagedSeth(t, 2)
			p := &s.P[0]
			s.holdDie(t, 0, panLeft, White, 5)
			s.holdDie(t, 0, panRight, Grey, 3)
			s.holdDie(t, 0, panRight, Brown, 4)
			setDie := s.putSetDie(t, 2)
			p.Excess, p.Blood, p.VP, p.Techs = 1, 3, 12, tc.techs
			eq(t, "balance 5 − 3 − 4 − 1 − 3", s.balance(0), -6)
			eq(t, "balances agree", s.balances()[0], -6)
			s.maatOnce()
			eq(t, "Maat marker", p.Balance, int16(-6))
			eq(t, "VP", p.VP, tc.vp)
			eq(t, "the destiny choice follows", s.top().Kind, dDestiny)
			eq(t, "blood tokens stay", p.Blood, int8(3))
			eq(t, "excess returned", p.Excess, int16(0))
			eq(t, "the Set-board die stays", s.Dice[setDie].Loc, uint8(locSet))
			held := 0
			for _, d := range s.Dice {
				if d.Loc >= locPlayer && d.Loc < locSet {
					held++
				}
			}
			eq(t, "the scales are cleared", held, 0)
			eq(t, "the next Maat starts at −3", s.balance(0), -3)
		})
	}
}

// TX03 keeps the turn order of the real balance.
func TestSethTX03OrderByRealBalance(t *testing.T) {
	s := stagedSeth(t, 2)
	s.P[0].Techs = tech(tx03)
	s.P[0].Blood = 4
	s.P[0].VP, s.P[1].VP = 10, 10
	s.maatOnce()
	eq(t, "no loss", s.P[0].VP, 10)
	eq(t, "seat 1 at 0 goes first", s.Order[0], int8(1))
}

// T-21's Maat part and [RUL-45]: TX02's owner turns unused faith into
// priests at step 7, within the track's 10; the rest goes back.
func TestSethT21FaithIntoPriests(t *testing.T) {
	for _, tc := range []struct {
		name           string
		faith, placed  int
		priests        int
		asked          bool
		legal, illegal string
		play           string
		wantPriests    int8
	}{
		{"T-21: 1 unused faith", 1, 0, 0, true, "priests 1", "priests 2", "priests 1", 1},
		{"keep none", 3, 0, 0, true, "priests 3", "priests 4", "priests 0", 0},
		{"placed faith is not unused", 3, -2, 0, true, "priests 1", "priests 2", "priests 1", 1},
		{"the track's cap", 3, 0, 9, true, "priests 1", "priests 2", "priests 1", 10},
		{"all faith placed", 2, 2, 0, false, "", "", "", 0},
		{"a full track", 2, 0, 10, false, "", "", "", 10},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := stagedSeth(t, 2)
			p := &s.P[0]
			p.Techs = tech(tx02)
			p.Faith = tc.faith
			p.Priests = int8(tc.priests)
			s.P[1].Faith = 2 // without TX02: returned, never asked
			s.maatOnce()
			eq(t, "seat 0 places faith", s.top().Kind, dFaith)
			s.play(t, "faith "+faithText(tc.placed))
			eq(t, "seat 1 places faith", s.top().Kind, dFaith)
			s.play(t, "faith 0")
			if !tc.asked {
				eq(t, "straight to the destiny choice", s.top().Kind, dDestiny)
				eq(t, "priests", p.Priests, tc.wantPriests)
				eq(t, "faith returned", p.Faith, 0)
				return
			}
			eq(t, "TX02's choice", s.top().Kind, dPriests)
			eq(t, "asked of seat 0", s.Actors()[0], 0)
			eq(t, tc.legal+" legal", s.legal(t, tc.legal), true)
			eq(t, tc.illegal+" refused", s.legal(t, tc.illegal), false)
			m, _ := s.ParseMove(tc.illegal)
			if tryMove(t, s, 0, m) {
				t.Fatal("an illegal exchange was played")
			}
			s.play(t, tc.play)
			eq(t, "priests", p.Priests, tc.wantPriests)
			eq(t, "faith returned", p.Faith, 0)
			eq(t, "seat 1's faith returned", s.P[1].Faith, 0)
			eq(t, "then the destiny choice", s.top().Kind, dDestiny)
		})
	}
}

// §4.11 and T-18: each Set-board building scores its slot's VP at each
// scoring, as the row after the temple; Botankhamun too (§6.14).
func TestSethT18SetBoardScoring(t *testing.T) {
	for _, players := range []int{2, 1} {
		s := stagedSeth(t, players)
		seat := 0
		if players == 1 {
			seat = botSeat
		}
		s.Seth.Slots[0][0] = int8(seat) // area 1, slot 1: 3 VP
		s.Seth.Slots[4][1] = int8(seat) // area 5, slot 2: 1 VP
		eq(t, "T-18", s.setBoardVP(seat), 4)
		for scoring := 1; scoring <= 2; scoring++ {
			before := s.P[seat].VP - int(s.P[seat].Ledger[scoring-1][lgPlay])
			s.Depth = 0
			s.scoring()
			led := s.P[seat].Ledger[scoring-1]
			eq(t, "Set-board row", led[lgSet], int16(4))
			sum := 0
			for step := lgDistricts; step < nLedger; step++ {
				sum += int(led[step])
			}
			eq(t, "the VP include it", s.P[seat].VP-before, sum)
		}
		rows := s.breakdown()
		for i, r := range rows {
			if r.Step == "Scoring I: temple complex" || r.Step == "Scoring II: temple complex" {
				next := rows[i+1]
				eq(t, "the row after the temple", next.Step[len(next.Step)-len("Set board"):], "Set board")
				eq(t, "its VP", next.VP[seat], 4)
			}
		}
	}
}

// A base game shows no Set-board row.
func TestSethBaseBreakdownHasNoSetRow(t *testing.T) {
	s := staged(t, 2)
	s.scoring()
	for _, r := range s.breakdown() {
		if r.Step == "Scoring I: Set board" {
			t.Fatal("a base game shows the Set board")
		}
	}
}

// T-19 and [RUL-38]: the expansion's decrees, and base decrees counting
// Set-board statues by dedication but not Set-board buildings (L09–L12).
func TestSethT19Decrees(t *testing.T) {
	s := stagedSeth(t, 2)
	p := &s.P[0]
	p.Priests, p.Warriors = 5, 3
	s.Seth.People[1] = 0
	s.Seth.Statues[0] = 0
	s.Seth.Slots[0][0], s.Seth.Slots[2][1], s.Seth.Slots[5][0] = 0, 0, 0
	s.Seth.Slots[1][0] = 1 // an opponent's
	p.Production = [4]int8{5, 6, 4, 1}
	for _, tc := range []struct {
		n, vp int
	}{
		{dx01, 6}, {dx02, 9}, {dx03, 10}, {dx04, 8},
		{9, 0}, {10, 0}, {11, 0}, {12, 0}, // Set buildings are not Osiris or temple buildings
		{14, 4}, {16, 4}, {17, 4}, {18, 6}, {19, 5}, // the two Set-board statues
	} {
		eq(t, cardName(Decree, tc.n), s.decreeVP(0, tc.n), tc.vp)
	}
	// the symbols E, A, B, C, so the three best score together.
	eq(t, "symbols", [4]int{decreeSymbol(dx01), decreeSymbol(dx02), decreeSymbol(dx03), decreeSymbol(dx04)},
		[4]int{decreeSymbol(5), decreeSymbol(1), decreeSymbol(2), decreeSymbol(3)})
	eq(t, "the opponent's Set building", s.decreeVP(1, dx02), 3)
	eq(t, "the opponent holds no statue there", s.decreeVP(1, 16), 0)
}

// Cult05 and Cult07's opponents' part (§7.3): each opponent in turn order
// may give 1 resource for 1 gold (Cult05, not gold itself) or 1 scribe
// (Cult07); one with nothing to give, and Botankhamun, is not asked.
func TestSethCultExchanges(t *testing.T) {
	t.Run("Cult05", func(t *testing.T) {
		s := stagedSeth(t, 3)
		s.P[0].Cult = cultNewLine
		s.P[1].Res[Bread], s.P[1].Res[Gold] = 1, 1
		s.P[2].Res[Gold] = 2 // only gold: nothing to exchange
		s.cult(0, cultNewLine, 0)
		s.run()
		eq(t, "owner's priests", s.P[0].Priests, int8(3))
		eq(t, "seat 1 is asked", s.top().Kind, dSwap)
		eq(t, "seat 1's moves", len(s.moveTexts(1)), 2)
		eq(t, "gold for gold is not offered", s.legal(t, "swap gold"), false)
		s.play(t, "swap bread")
		eq(t, "bread given", s.P[1].Res[Bread], 0)
		eq(t, "gold gained", s.P[1].Res[Gold], 2)
		eq(t, "seat 2 is not asked", s.Depth, int8(0))
		eq(t, "seat 2 unchanged", s.P[2].Res[Gold], 2)
	})
	t.Run("Cult07", func(t *testing.T) {
		s := stagedSeth(t, 3)
		s.Order = [4]int8{2, 0, 1}
		s.P[0].Cult = cultBorderPillar
		s.P[1].Res[Gold] = 1
		s.P[2].Res[Granite] = 1
		s.cult(0, cultBorderPillar, 0)
		s.run()
		eq(t, "the owner chooses first", s.top().Kind, dGain)
		s.play(t, "gain papyrus")
		eq(t, "seat 2 next, by the turn order", s.Actors()[0], 2)
		eq(t, "its choice", s.top().Kind, dSwap)
		s.play(t, "swap none")
		eq(t, "granite kept", s.P[2].Res[Granite], 1)
		eq(t, "no scribe", s.P[2].Scribes, 0)
		eq(t, "then seat 1", s.Actors()[0], 1)
		s.play(t, "swap gold")
		eq(t, "gold given", s.P[1].Res[Gold], 0)
		eq(t, "scribe gained", s.P[1].Scribes, 1)
		eq(t, "owner's papyrus", s.P[0].Res[Papyrus], 1)
	})
	t.Run("Botankhamun", func(t *testing.T) {
		s := stagedSeth(t, 1)
		s.P[0].Cult = cultNewLine
		s.P[botSeat].Res[Bread] = 1
		s.cult(0, cultNewLine, 0)
		eq(t, "nothing asked", s.Depth, int8(0))
	})
	t.Run("refused", func(t *testing.T) {
		s := stagedSeth(t, 2)
		s.P[0].Cult = cultNewLine
		s.P[1].Res[Bread], s.P[1].Res[Gold] = 1, 1
		s.cult(0, cultNewLine, 0)
		s.run()
		for _, text := range []string{"swap gold", "swap papyrus", "priests 1"} {
			m, err := s.ParseMove(text)
			if err != nil {
				t.Fatal(err)
			}
			if tryMove(t, s, 1, m) {
				t.Fatalf("%q was played", text)
			}
		}
	})
}

// The new moves read back from their text.
func TestSethMaatMoveTexts(t *testing.T) {
	for _, m := range []engine.Move{mv(mPriests, 0), mv(mPriests, 10), mv(mSwap, noSwap), mv(mSwap, int(Bread)), mv(mSwap, int(Gold))} {
		back, err := parseMove(moveText(m))
		if err != nil || back != m {
			t.Errorf("%q reads back as %v, %v", moveText(m), back, err)
		}
	}
	for _, bad := range []string{"priests", "priests 11", "priests -1", "priests 01", "swap", "swap scribe", "swap bread 1"} {
		if _, err := parseMove(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

// sethMaatDecisions are asked only in expansion games, which random base
// games never reach; the tests above ask them.
var sethMaatDecisions = map[taskKind]bool{dPriests: true, dSwap: true}

// The Maat log tells the blood, TX03's waiver and TX04's VP, the TX02
// exchange, and what stays at cleanup, once.
func TestSethToldMaat(t *testing.T) {
	s := stagedSeth(t, 2)
	p := &s.P[0]
	s.holdDie(t, 0, panRight, Brown, 4)
	p.Blood, p.VP, p.Techs, p.Faith = 2, 12, tech(tx02)|tech(tx03)|tech(tx04), 1
	lines := s.telling(t, 0, func() { s.maatOnce() })
	lines = append(lines, s.tell(t, 0, "faith 0", "priests 1")...)
	text := strings.Join(lines, "\n")
	for _, want := range []string{
		"tainted dice 4, blood 2",
		"a penalty of 2 VP, which TX03",
		"TX04",
		"pays 2 VP for their blood",
		"Ana turns 1 unused faith into priests",
		"Blood tokens and the dice on the Set board stay.",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the log lacks %q:\n%s", want, text)
		}
	}
	eq(t, "cleanup told once", strings.Count(text, "go back to the bag"), 1)
	eq(t, "VP: no loss, +2", p.VP, 14)
}

// T-19's end: DX03, DX02 and DX04 have three symbols, so one choice scores
// all three (27 VP), which the scoring applies.
func TestSethT19ScoreThreeExpansionDecrees(t *testing.T) {
	s := stagedSeth(t, 2)
	p := &s.P[0]
	s.Seth.People[1], s.Seth.Statues[0] = 0, 0
	s.Seth.Slots[0][0], s.Seth.Slots[2][1], s.Seth.Slots[5][0] = 0, 0, 0
	p.Production = [4]int8{5, 6, 4, 1}
	p.Decrees = 1<<(dx02-1) | 1<<(dx03-1) | 1<<(dx04-1)
	m, err := s.ParseMove("score DX02 DX03 DX04")
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, l := range s.scoreMoves(nil, 0) {
		found = found || l == m
	}
	eq(t, "the three together are a choice", found, true)
	vp := s.scoreDecrees(0, m)
	eq(t, "their VP", vp[0]+vp[1]+vp[2], 27)
}
