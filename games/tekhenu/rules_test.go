package tekhenu

import (
	"errors"
	"testing"

	"karnak/engine"
)

// A move for a seat that does not exist is refused, also while every seat
// owes a move at once (the decree keep at setup).
func TestNoSuchSeat(t *testing.T) {
	s, _ := NewState(engine.Options{"players": "3"}, 2)
	before := *s
	for _, seat := range []int{-1, -100, 3, 64} {
		var illegal *engine.IllegalMove
		if err := s.Play(seat, mv(mKeep, int(Decree), 1)); !errors.As(err, &illegal) || *s != before {
			t.Fatalf("seat %d: %v", seat, err)
		}
	}
}

// when no die can be used, any die is taken without an action; a
// forbidden one goes to the right pan as tainted.
func TestR31NoUsableDie(t *testing.T) {
	s := staged(t, 2)
	s.putDie(t, Bastet, Grey, 3)   // grey: Bastet only, and no papyrus
	s.putDie(t, Bastet, Yellow, 4) // forbidden in the dark
	s.T.Seat = 0
	s.push(task{Kind: tTurn, Seat: 0})
	s.run()
	s.Stack[0], s.Depth = s.Stack[s.Depth-1], 1
	if s.legal(t, "take bastet grey 3") {
		t.Fatal("a grey die without a possible god action cannot be taken")
	}
	s.play(t, "discard bastet yellow 4")
	eq(t, "no action was taken", s.Done, true)
	eq(t, "forbidden die on the right pan", s.Dice[s.T.Die].Loc, playerLoc(0, panRight))
	eq(t, "balance", s.balance(0), -4)
}

// Happiness rewards (§9): 16 → 1 gold, 19 → 1 scribe, 21 → one action of any
// kind with any value, each the first time only.
func TestHappinessRewards(t *testing.T) {
	s := staged(t, 2)
	p := &s.P[0]
	p.Happiness, p.Population = 15, 21
	p.Res[Papyrus] = 4
	s.god(Bastet, 0, 6, 0)
	s.Done = false
	s.push(task{Kind: tPending})
	s.run()
	eq(t, "gold at 16", p.Res[Gold], 1)
	eq(t, "scribe at 19 (value 6 gives none)", p.Scribes, 1)
	eq(t, "happiness", p.Happiness, int8(21))
	eq(t, "the 21 action is owed", s.top().Kind, dFree)
	s.play(t, "produce bread 5")
	eq(t, "bread to the marker 2", p.Res[Bread], 2)
	eq(t, "excess", int(p.Excess), 3)
	// Down and up again: no second reward.
	p.Happiness = 14
	s.god(Bastet, 0, 6, 0)
	eq(t, "no second gold", p.Res[Gold], 1)
	eq(t, "no second 21 action", s.Pending, uint8(0))
}

// Section 4 opens the first time any population reaches 13 (§9, §10.2).
func TestSection4Opens(t *testing.T) {
	s := staged(t, 2)
	s.P[1].Population = 11
	s.advancePopulation(1, 3)
	eq(t, "section 3", s.sectionCards(2), 4)
	eq(t, "section 4", s.sectionCards(3), 4)
}

// T10: a scribe may pay where gold would (here for papyrus), for +1 VP once.
func TestT10ScribesPayAsGold(t *testing.T) {
	s := staged(t, 2)
	p := &s.P[0]
	p.Techs = tech(10)
	p.Res[Papyrus], p.Scribes, p.Res[Gold] = 1, 1, 1
	s.god(Bastet, 0, 5, 0)
	for _, alt := range []string{"pay 1 papyrus 1 gold", "pay 1 gold 1 scribes"} {
		if !s.legal(t, alt) {
			t.Errorf("%q is a legal payment too", alt)
		}
	}
	s.play(t, "pay 1 papyrus 1 scribes")
	eq(t, "papyrus and scribe spent, gold kept", [3]int{p.Res[Papyrus], p.Scribes, p.Res[Gold]}, [3]int{0, 0, 1})
	eq(t, "VP for substituting", p.VP, startVP+1)
}

// B07/B08 can still be played after the action, before the turn ends.
func TestB07AtTheEndOfTheTurn(t *testing.T) {
	s := staged(t, 2)
	s.P[0].Blessings = bless(7)
	s.putDie(t, Hathor, Brown, 2)
	s.putDie(t, Osiris, Yellow, 1)
	s.putDie(t, Osiris, Brown, 1)
	s.Order = [4]int8{0, 1}
	s.push(task{Kind: tTurn, Seat: 0})
	s.run()
	// B07 is playable at each step, so none of them is forced.
	s.play(t, "take hathor brown 2", "done", "produce")
	eq(t, "end-of-turn decision", s.top().Kind, dEnd)
	s.play(t, "play B07 population")
	eq(t, "population", s.P[0].Population, int8(startPopulation+3))
	eq(t, "the next seat's turn", s.Actors()[0], 1)
}

// a Thoth action ends when no accessible section holds the cards
// still owed and no refresh can be paid.
func TestThothEndsWithoutCards(t *testing.T) {
	s := staged(t, 2)
	p := &s.P[0]
	p.Res[Papyrus] = 2
	s.god(Thoth, 0, 3, 0) // 2 cards from section 1 (3 cards)
	s.Market[0][1], s.Market[0][2] = 0, 0
	s.Depth = 0
	s.push(task{Kind: tThoth, Seat: 0})
	s.run()
	eq(t, "no decision left", s.Depth, int8(0))
}
