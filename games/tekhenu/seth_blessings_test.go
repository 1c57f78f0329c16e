package tekhenu

import (
	"strings"
	"testing"

	"karnak/engine"
)

// turnWith stages seat 0's turn at its die take with the expansion.
func turnWith(t *testing.T, players int, set func(s *State)) *State {
	t.Helper()
	s := stagedSeth(t, players)
	set(s)
	s.beginTurn(0)
	eq(t, "decision", s.top().Kind, dTake)
	return s
}

// TestBX01Split: BX01/BX02 give 5 split between warriors and priests, each
// track stopping at 10 (§7.1); the blessing is discarded and the take
// waits.
func TestBX01Split(t *testing.T) {
	s := turnWith(t, 2, func(s *State) {
		s.P[0].Blessings = 1 << (bx02 - 1)
		s.P[0].Warriors = 8
	})
	if s.legal(t, "use "+cardName(Blessing, bx01)) {
		t.Error("BX01 offered to a seat holding only BX02")
	}
	s.play(t, "use "+cardName(Blessing, bx02))
	eq(t, "splits", len(s.Moves(0)), 6)
	s.play(t, "warriors 3 priests 2")
	eq(t, "warriors (capped)", s.P[0].Warriors, int8(10))
	eq(t, "priests", s.P[0].Priests, int8(2))
	eq(t, "blessings", s.P[0].Blessings, uint32(0))
	eq(t, "discarded", s.Discard[Blessing]&(1<<(bx02-1)) != 0, true)
	eq(t, "back at the take", s.top().Kind, dTake)
}

// TestBX03Relocate: BX03/BX04 move a building between Osiris row v and Set
// area v (§7.1, [RUL-20]): the destination's cost and bonuses, Cult04 or
// Cult06, and no blood, conquest token or action trigger.
func TestBX03Relocate(t *testing.T) {
	t.Run("to the Set board", func(t *testing.T) {
		s := turnWith(t, 2, func(s *State) {
			pl := &s.P[0]
			pl.Blessings = 1 << (bx03 - 1)
			pl.Warriors, pl.Cult, pl.Built = 5, cultSetBuilding, 1
			pl.Techs = 1 << (tx01 - 1)
			s.Osiris[2][Limestone] = 0
			s.Osiris[3][Granite] = 0 // a second choice
			s.Seth.People[0] = 1     // the opponent's statue under the left column
		})
		stack := s.Seth.ConquestN
		marker := s.P[0].Production[Limestone]
		pop := s.P[0].Population
		s.play(t, "use "+cardName(Blessing, bx03))
		if s.legal(t, "to-set 4 limestone") || s.legal(t, "to-osiris 3 limestone") {
			t.Error("a move to another value or from nowhere offered")
		}
		s.play(t, "to-set 3 limestone")
		pl := &s.P[0]
		eq(t, "Osiris cell", s.Osiris[2][Limestone], int8(-1))
		eq(t, "Set slot", s.Seth.Slots[2][0], int8(0))
		eq(t, "warriors", pl.Warriors, int8(1))
		eq(t, "limestone (area 3 bonus)", pl.Res[Limestone], 2)
		eq(t, "VP (column statue; no TX01)", pl.VP, startVP+3)
		eq(t, "priests (no TX01)", pl.Priests, int8(0))
		eq(t, "blood", pl.Blood, int8(0))
		eq(t, "conquest stack", s.Seth.ConquestN, stack)
		eq(t, "population (Cult04)", pl.Population, pop+2)
		eq(t, "opponent's bread (Cult04)", s.P[1].Res[Bread], 1)
		eq(t, "buildings built", pl.Built, int8(1))
		eq(t, "production kept", pl.Production[Limestone], marker)
	})
	t.Run("to the Set board with TX02: the player shares the cost", func(t *testing.T) {
		s := turnWith(t, 2, func(s *State) {
			pl := &s.P[0]
			pl.Blessings = 1 << (bx03 - 1)
			pl.Warriors, pl.Faith, pl.Built = 3, 5, 1
			pl.Techs = 1 << (tx02 - 1)
			s.Osiris[2][Limestone] = 0
		})
		s.play(t, "use "+cardName(Blessing, bx03)) // the only move, to-set 3 limestone, plays itself
		var offered []string
		for _, m := range s.Moves(0) {
			offered = append(offered, s.MoveText(m))
		}
		eq(t, "ways to pay 4", strings.Join(offered, ", "), "spend 3 warriors 1 faith, spend 2 warriors 2 faith, spend 1 warriors 3 faith, spend 0 warriors 4 faith")
		s.play(t, "spend 1 warriors 3 faith")
		eq(t, "warriors", s.P[0].Warriors, int8(2))
		eq(t, "faith", s.P[0].Faith, 2)
		eq(t, "Set slot", s.Seth.Slots[2][0], int8(0))
	})
	t.Run("to Osiris", func(t *testing.T) {
		s := turnWith(t, 2, func(s *State) {
			pl := &s.P[0]
			pl.Blessings = 1 << (bx04 - 1)
			pl.Happiness, pl.Cult = 2, cultOsirisBuilding
			s.Seth.Slots[1][0] = 0
			s.Row2Gold = true
		})
		marker := s.P[0].Production[Bread]
		s.play(t, "use "+cardName(Blessing, bx04), "to-osiris 2 bread")
		pl := &s.P[0]
		eq(t, "Set slot", s.Seth.Slots[1][0], int8(-1))
		eq(t, "Osiris cell", s.Osiris[1][Bread], int8(0))
		eq(t, "happiness", pl.Happiness, int8(1))
		eq(t, "bread", pl.Res[Bread], 1)
		eq(t, "gold (first in row 2)", pl.Res[Gold], 1)
		eq(t, "bread marker", pl.Production[Bread], marker+1)
		eq(t, "warriors (Cult06)", pl.Warriors, int8(3))
		eq(t, "opponent's faith (Cult06)", s.P[1].Faith, 2)
	})
	t.Run("nothing to move", func(t *testing.T) {
		s := turnWith(t, 2, func(s *State) {
			s.P[0].Blessings = 1 << (bx03 - 1)
			s.Seth.Slots[1][0] = 0 // happiness 0 after this line
			s.P[0].Happiness = 0
		})
		m, _ := s.ParseMove("use " + cardName(Blessing, bx03))
		if tryMove(t, s, 0, m) {
			t.Fatal("BX03 played with nothing it can move")
		}
	})
}

// TestArtifacts: §7.4 — each artifact's effect, used from the take and
// gone afterwards; Art03 and Art06 need a scribe.
func TestArtifacts(t *testing.T) {
	for _, tc := range []struct {
		name  string
		art   int
		set   func(s *State)
		moves []string
		check func(t *testing.T, s *State)
	}{
		{"Art08: 2 gold", 8, nil, nil, func(t *testing.T, s *State) { eq(t, "gold", s.P[0].Res[Gold], 2) }},
		{"Art06: a scribe for 5 happiness", 6, func(s *State) { s.P[0].Scribes, s.P[0].Population = 1, 9 }, nil,
			func(t *testing.T, s *State) {
				eq(t, "happiness", s.P[0].Happiness, int8(startHappiness+5))
				eq(t, "scribes", s.P[0].Scribes, 0)
			}},
		{"Art04: every marker +1, at most 6", 4, func(s *State) { s.P[0].Production = [4]int8{6, 2, 3, 1} }, nil,
			func(t *testing.T, s *State) { eq(t, "markers", s.P[0].Production, [4]int8{6, 3, 4, 2}) }},
		{"Art03: the temple scored now", 3, func(s *State) {
			s.P[0].Scribes = 1
			s.Hathor[0] = 0
			s.placeTile(0, 0, 26, 0, 0)
		}, nil, func(t *testing.T, s *State) {
			eq(t, "VP", s.P[0].VP, startVP+s.templeScore(0, true))
			eq(t, "the temple is worth something", s.templeScore(0, true) > 0, true)
			eq(t, "scribes", s.P[0].Scribes, 0)
		}},
		{"Art02: productions and god actions as with 3 or 4", 2, nil, []string{"produce granite 4"},
			func(t *testing.T, s *State) { eq(t, "granite", s.P[0].Res[Granite], int(s.P[0].Production[Granite])) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := turnWith(t, 2, func(s *State) {
				s.P[0].Artifacts = 1 << (tc.art - 1)
				if tc.set != nil {
					tc.set(s)
				}
			})
			s.play(t, "use "+artifactName(tc.art))
			s.play(t, tc.moves...)
			tc.check(t, s)
			eq(t, "artifact gone", s.P[0].Artifacts, uint8(0))
			eq(t, "not back in the pool", s.Seth.Artifacts, uint8(0))
			eq(t, "no die taken", s.T.Die, int8(-1))
			eq(t, "back at the take", s.top().Kind, dTake)
		})
	}
	s := turnWith(t, 2, func(s *State) { s.P[0].Artifacts = 1<<2 | 1<<5 })
	for _, a := range []int{3, 6} {
		if s.legal(t, "use "+artifactName(a)) {
			t.Errorf("%s offered without a scribe", artifactName(a))
		}
	}
}

// TestArt02Values: Art02 offers god actions and productions as with a 3 or
// a 4 only; Art07 is offered exactly when some Set action is possible
// (canGod).
func TestArt02Values(t *testing.T) {
	s := turnWith(t, 2, func(s *State) {
		s.P[0].Artifacts = 1<<1 | 1<<6
		s.P[0].Res[Papyrus] = 2
	})
	set := false
	for v := 1; v <= 6; v++ {
		set = set || s.canGod(0, Set, v, 0)
	}
	eq(t, "Art07 offered as canGod allows a Set action", s.legal(t, "use "+artifactName(7)), set)
	s.play(t, "use "+artifactName(2))
	for _, m := range s.Moves(0) {
		if v := m.Arg[4]; v != 3 && v != 4 {
			t.Errorf("%q offered", moveText(m))
		}
	}
	if !s.legal(t, "act bastet 3") || !s.legal(t, "produce papyrus 4") {
		t.Error("Bastet or a production missing")
	}
	s.play(t, "act bastet 3")
	eq(t, "happiness", s.P[0].Happiness, int8(startHappiness+3))
}

// TestArtifactCards: Art01 keeps 1 of 2 decrees (the other shuffled back,
// the kept one secret in the log's public line); Art05 keeps 1 of 2
// technologies and puts the other under the deck.
func TestArtifactCards(t *testing.T) {
	s := turnWith(t, 2, func(s *State) { s.P[0].Artifacts = 1<<0 | 1<<4 })
	d := &s.Decks[Tech]
	n := d.N
	s.play(t, "use "+artifactName(5))
	x, y := int(s.top().X), int(s.top().Y)
	s.play(t, "keep "+cardName(Tech, x))
	eq(t, "kept", s.P[0].has(Tech, x), true)
	eq(t, "the other at the bottom", int(d.Cards[0]), y)
	eq(t, "deck", d.N, n-1)
	nd := s.Decks[Decree].N
	s.play(t, "use "+artifactName(1))
	x = int(s.top().X)
	s.play(t, "keep "+cardName(Decree, x))
	eq(t, "decree kept", s.P[0].has(Decree, x), true)
	eq(t, "decree deck", s.Decks[Decree].N, nd-1)
	text, _ := s.concealText("keep " + cardName(Decree, x))
	eq(t, "the keep is concealed", text, "keep (a decree)")
}

// TestSethAnyTimeWhere: the uses are offered in the owner's own turn at the
// take and at the end of the turn, never inside another effect ([RUL-22]).
func TestSethAnyTimeWhere(t *testing.T) {
	s := stagedSeth(t, 2)
	s.P[0].Artifacts = 1 << 7
	s.P[0].Res[Limestone] = 3
	s.RaSlots[raMiddle] = 26
	s.takeTurn(t, Ra, White, 4, "done", "act ra")
	eq(t, "decision", s.top().Kind, dPillar)
	if s.legal(t, "use "+artifactName(8)) {
		t.Error("an artifact offered while a pillar is placed")
	}
	s.play(t, "pillar r3c3 0")
	eq(t, "the action is over", s.Depth, int8(0))
	s.Done = false
	s.push(task{Kind: tFinishTurn, Seat: 0})
	s.run()
	if s.top() == nil || s.top().Kind != dEnd {
		t.Fatal("no end-of-turn decision for a seat holding an artifact")
	}
	s.play(t, "use "+artifactName(8)) // then "end", the only move left, plays itself
	eq(t, "gold", s.P[0].Res[Gold], 2)
	eq(t, "seat 1 plays next", int(s.top().Seat), 1)
}

// TestSethMoveTexts: the new moves print and parse back.
func TestSethTokenMoveTexts(t *testing.T) {
	for _, m := range []engine.Move{
		mv(mUse, useBlessing, bx01), mv(mUse, useArtifact, 7), mv(mSplit, 2, 3),
		mv(mRelocate, toSet, 3, int(Limestone)), mv(mRelocate, toOsiris, 6, int(Papyrus)),
		mv(mFirst, 0, 1), mv(mFirst, 1, 1), mv(mAct, int(Set), -1, 0, 0, 4),
	} {
		back, err := parseMove(moveText(m))
		if err != nil || back != m {
			t.Errorf("%q parses to %+v, %v; want %+v", moveText(m), back, err, m)
		}
	}
	for _, bad := range []string{"use art09", "use art0", "use T01", "warriors 11 priests 0", "to-set 7 bread", "to-osiris 2 gold", "first tokens"} {
		if _, err := parseMove(bad); err == nil {
			t.Errorf("%q read", bad)
		}
	}
}

// TestSethPrompts: every decision of this workstream is asked in words.
func TestSethPrompts(t *testing.T) {
	for k := range sethTokensDecisions {
		for _, x := range []int8{2, 7} {
			s := stagedSeth(t, 2)
			s.Depth = 0
			s.push(task{Kind: k, Seat: 0, God: Osiris, Val: 3, X: x, Flags: anyGoods})
			p := s.Prompt(0)
			if p.Ask == "" || p.Doing == "" {
				t.Errorf("%s: %+v", taskName(k), p)
			}
		}
	}
}

// TestDeterminizeThirdCard: a pending keep of 1 of 3 blessings (A07) is
// dealt anew for another seat, the third card too, losing none.
func TestDeterminizeThirdCard(t *testing.T) {
	s := stagedSeth(t, 2)
	s.Depth = 0
	s.push(task{Kind: tGameOver})
	s.drawKeep(0, Blessing, 3, 0)
	s.push(task{Kind: tGameOver}) // the keep is not the decision on top
	n := s.Decks[Blessing].N
	r := newTestRand(3)
	seen := map[int8]bool{}
	for range 30 {
		c := s.Determinize(1, r).(*State)
		k := c.Stack[1]
		seen[k.Val] = true
		all := map[int8]bool{k.X: true, k.Y: true, k.Val: true}
		for _, x := range c.Decks[Blessing].Cards[:c.Decks[Blessing].N] {
			all[x] = true
		}
		if c.Decks[Blessing].N != n || len(all) != int(n)+3 {
			t.Fatalf("deck %d → %d, %d distinct cards", n, c.Decks[Blessing].N, len(all))
		}
	}
	if len(seen) < 5 {
		t.Fatalf("the third card is dealt anew %d ways only", len(seen))
	}
}

// TestDeterminizeArt01Decrees: the two decrees Art01 drew, pending below
// the decision on top, are dealt anew for another seat.
func TestDeterminizeArt01Decrees(t *testing.T) {
	s := stagedSeth(t, 2)
	s.Depth = 0
	s.push(task{Kind: tGameOver})
	s.drawKeep(0, Decree, 2, 0)
	x, y := s.Stack[1].X, s.Stack[1].Y
	s.push(task{Kind: tGameOver})
	r := newTestRand(5)
	moved := false
	for range 20 {
		k := s.Determinize(1, r).(*State).Stack[1]
		same := k.X == x && k.Y == y || k.X == y && k.Y == x
		moved = moved || !same
	}
	if !moved {
		t.Error("the decrees drawn by Art01 are the same in every determinization of seat 1")
	}
}

// TestSethRefused: this workstream's moves out of place are refused with a
// rule named, changing nothing (tryMove).
func TestSethRefused(t *testing.T) {
	s := turnWith(t, 2, func(s *State) { s.P[0].Artifacts = 1 << 7 })
	for _, text := range []string{"use Art05", "use " + cardName(Blessing, bx01), "warriors 3 priests 2", "to-set 3 bread", "first token", "act set 3"} {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if tryMove(t, s, 0, m) {
			t.Errorf("%q accepted at the take", text)
		}
	}
	s = t02(t, true)
	for _, text := range []string{"first main", "use Art08", "gain bread"} {
		m, _ := s.ParseMove(text)
		if tryMove(t, s, 0, m) {
			t.Errorf("%q accepted at the order of two actions", text)
		}
	}
}
