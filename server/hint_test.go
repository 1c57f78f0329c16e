package server

import (
	"slices"
	"testing"
)

// A seat that owes a move gets the hint bot's advice: legal moves, best
// first, with chances; others are refused and nothing changes.
func TestHint(t *testing.T) {
	h := start(t, t.TempDir())
	h.srv.cfg.HintBot = "ismcts:iters=300,workers=1"
	rep := h.create([]string{"human", "human"}, 11)
	tok0, tok1 := rep.Seats[0].Token, rep.Seats[1].Token
	// Setup: both keep a decree at once; let seat 1 keep, so only seat 0 owes.
	sn1 := h.state(rep.ID, tok1)
	if code, e := h.move(rep.ID, tok1, sn1.Seq, sn1.Moves[0]); code != 200 {
		t.Fatalf("%d %+v", code, e)
	}
	before := h.state(rep.ID, tok0)

	var hint Hint
	if code := h.call("POST", "/api/tables/"+rep.ID+"/hint", map[string]string{"token": tok0}, &hint); code != 200 {
		t.Fatalf("hint: %d", code)
	}
	if hint.Seq != before.Seq || hint.Searched != 300 || len(hint.Moves) == 0 || hint.Move != hint.Moves[0].Text {
		t.Fatalf("hint %+v", hint)
	}
	for _, m := range hint.Moves {
		if !slices.Contains(before.Moves, m.Text) || m.WinChance < 0 || m.WinChance > 1 {
			t.Fatalf("hinted %q (%v) is not a legal move with a chance", m.Text, m.WinChance)
		}
	}
	var e apiError
	for _, c := range []struct {
		body any
		code int
	}{
		{map[string]string{"token": tok1}, 409},     // seat 1 owes nothing now
		{map[string]string{}, 403},                  // a spectator
		{map[string]string{"token": "forged"}, 403}, // no such seat
		{`{"token":`, 400},
	} {
		if code := h.call("POST", "/api/tables/"+rep.ID+"/hint", c.body, &e); code != c.code {
			t.Errorf("hint with %v: %d %+v, want %d", c.body, code, e, c.code)
		}
	}
	if after := h.state(rep.ID, tok0); after.Seq != before.Seq {
		t.Fatal("a hint changed the table")
	}
}
