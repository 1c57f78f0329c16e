package server

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"karnak/bots"
	"karnak/engine"
)

// A hint tells the whole turn the bot would play: played step by step
// through the API, each step is legal, the seat still owes a move after
// every step but the last, and the turn stops where the hint says. The
// other two seats are people too, so that nothing moves unless the test
// moves it.
func TestHintWholeTurn(t *testing.T) {
	h := start(t, t.TempDir())
	h.srv.cfg.HintBot = "ismcts:iters=200,workers=1"
	hints, longest, revealing := 0, 0, 0
	// A table of people is dealt from a seed the server draws, so one deal
	// may end before it shows enough: a few tables are played if need be.
	for tables := 0; tables < 4 && (longest < 3 || revealing < 2); tables++ {
		hints += hintTurns(t, h, &longest, &revealing)
	}
	if longest < 3 || revealing < 2 {
		t.Fatalf("in %d hints, the longest turn told had %d steps, and %d stopped at a draw", hints, longest, revealing)
	}
}

// hintTurns plays a new table of three people, seat 0 by the hints' whole
// turns, until 40 hints, the end of the game, or enough seen (a turn of 3
// steps and 2 stopped at a draw); it returns how many hints it asked for.
func hintTurns(t *testing.T, h *harness, longest, revealing *int) (hints int) {
	t.Helper()
	rep := h.create([]string{"human", "human", "human"}, 0)
	tok := rep.Seats[0].Token
	for hints < 40 && (*longest < 3 || *revealing < 2) {
		sn := h.state(rep.ID, tok)
		if sn.Over {
			break
		}
		if !slices.Contains(sn.Actors, 0) {
			other := sn.Actors[0]
			o := h.state(rep.ID, rep.Seats[other].Token)
			if code, e := h.move(rep.ID, rep.Seats[other].Token, o.Seq, o.Moves[0]); code != 200 {
				t.Fatalf("seat %d: %q: %d %+v", other, o.Moves[0], code, e)
			}
			continue
		}
		var hint Hint
		if code := h.call("POST", "/api/tables/"+rep.ID+"/hint", map[string]string{"token": tok}, &hint); code != 200 {
			t.Fatalf("hint: %d", code)
		}
		hints++
		if len(hint.Turn) == 0 || hint.Turn[0].Move != hint.Move || hint.Name == "" || hint.TurnEnds == "" {
			t.Fatalf("hint %+v", hint)
		}
		if !strings.HasPrefix(hint.Measure, "expected standing") {
			t.Errorf("at 3 seats the chances are standings, not %q", hint.Measure)
		}
		*longest = max(*longest, len(hint.Turn))
		if hint.TurnEnds == turnUnknown {
			*revealing++
		}
		for i, step := range hint.Turn {
			if !slices.Contains(sn.Moves, step.Move) {
				t.Fatalf("step %d %q of %v is not legal: %v", i, step.Move, hint.Turn, sn.Moves)
			}
			// What follows a draw or a reveal depends on it: the hint,
			// which must not know it, stops there.
			tb, err := h.srv.lookup(context.Background(), rep.ID)
			if err != nil {
				t.Fatal(err)
			}
			tb.mu.Lock()
			before := tb.state.Clone()
			tb.mu.Unlock()
			m, _ := before.ParseMove(step.Move)
			if ok, why := engine.Undoable(before, 0, m, rand.New(rand.NewPCG(1, 2))); !ok && why != engine.UndoEndsGame && i < len(hint.Turn)-1 {
				t.Fatalf("the turn %v goes on after step %d, which draws or reveals something", hint.Turn, i)
			}
			if code, e := h.move(rep.ID, tok, sn.Seq, step.Move); code != 200 {
				t.Fatalf("step %d %q: %d %+v", i, step.Move, code, e)
			}
			sn = h.state(rep.ID, tok)
			if i < len(hint.Turn)-1 {
				if !slices.Equal(sn.Actors, []int{0}) {
					t.Fatalf("after step %d of %v the table waits for %v", i, hint.Turn, sn.Actors)
				}
				continue
			}
			mine := slices.Contains(sn.Actors, 0)
			if (hint.TurnEnds == turnOthers && mine) || (hint.TurnEnds == turnTogether && (!mine || len(sn.Actors) < 2)) ||
				(hint.TurnEnds == turnOver) != sn.Over {
				t.Fatalf("the turn %v ends %q, but then the table waits for %v (over %v)", hint.Turn, hint.TurnEnds, sn.Actors, sn.Over)
			}
		}
	}
	return hints
}

// Chances within the search's noise are about even; a clear gap is not;
// without playouts nothing is claimed.
func TestHintAboutEven(t *testing.T) {
	best := bots.Scored{WinChance: 0.55, Visits: 1000}
	for _, c := range []struct {
		m    bots.Scored
		even bool
	}{
		{bots.Scored{WinChance: 0.53, Visits: 900}, true},
		{bots.Scored{WinChance: 0.55, Visits: 10}, true},
		{bots.Scored{WinChance: 0.40, Visits: 500}, false},
		{bots.Scored{WinChance: 0.49, Visits: 1000}, false},
		{bots.Scored{WinChance: 0.55, Visits: 0}, false},
	} {
		if got := aboutEven(best, c.m); got != c.even {
			t.Errorf("%+v against %+v: about even %v, want %v", c.m, best, got, c.even)
		}
	}
}
