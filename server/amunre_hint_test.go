package server

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"karnak/games/amunre"
	"karnak/store"
)

// A hint on a three-seat Amun-Re table gives legal moves, and during the
// secret offering it is the same whatever another seat has offered: the
// search sees that seat's gold committed, never how much.
func TestAmunreHintKeepsOfferingsSecret(t *testing.T) {
	h := start(t, t.TempDir())
	h.srv.cfg.HintBot = "ismcts:iters=200,workers=1"
	var rep createReply
	if code := h.call("POST", "/api/tables", NewTable{Game: "amunre", Players: 3, Seats: []string{"human", "human", "human"}}, &rep); code != 201 {
		t.Fatalf("create: %d", code)
	}
	tokens := []string{rep.Seats[0].Token, rep.Seats[1].Token, rep.Seats[2].Token}
	tab, err := h.srv.lookup(context.Background(), rep.ID)
	if err != nil {
		t.Fatal(err)
	}
	live := func() *amunre.State {
		tab.mu.Lock()
		defer tab.mu.Unlock()
		return tab.state.Clone().(*amunre.State)
	}

	// Play the first moves listed (buying nothing at the market) until seats 1 and 2 have offered in the
	// first offering and seat 0 has not.
	offering := func(s *amunre.State) bool {
		return s.Phase == amunre.PhaseOffering && slices.Contains(s.Actors(), 0)
	}
	for range 500 {
		s := live()
		if offering(s) && s.Seat[1].Offer != 0 && s.Seat[2].Offer != 0 {
			break
		}
		seat := s.Actors()[len(s.Actors())-1] // seat 0 last, so the others offer first
		sn := h.state(rep.ID, tokens[seat])
		move := sn.Moves[0]
		if slices.Contains(sn.Moves, "done") { // buy nothing, to keep gold for offering
			move = "done"
		}
		if offering(s) && seat == 1 {
			move = offerText(t, sn.Moves, 1)
		}
		if code, e := h.move(rep.ID, tokens[seat], sn.Seq, move); code != 200 {
			t.Fatalf("seat %d %q: %d %+v", seat, move, code, e)
		}
	}
	s := live()
	if !offering(s) || s.Seat[1].Offer != 1 || s.Seat[2].Offer == 0 {
		t.Fatalf("not at the offering with seats 1 and 2 committed: phase %v, offers %d %d", s.Phase, s.Seat[1].Offer, s.Seat[2].Offer)
	}
	first := amunreHint(t, h, rep.ID, tokens[0])
	moves := h.state(rep.ID, tokens[0]).Moves
	if len(first.Moves) == 0 {
		t.Fatal("no hinted move")
	}
	for _, m := range first.Moves {
		if !slices.Contains(moves, m.Text) {
			t.Fatalf("hinted %q is not one of seat 0's moves %v", m.Text, moves)
		}
	}

	// The same table, but seat 1 offered 2 gold instead of 1.
	tab.mu.Lock()
	history := slices.Clone(tab.moves)
	row := store.Table{Game: tab.game, Options: map[string]string(tab.opts), Seed: tab.seed, SeedNonce: tab.seedNonce}
	tab.mu.Unlock()
	last := -1
	for i, m := range history {
		if m.Seat == 1 {
			last = i
		}
	}
	if m := history[last].Move; m != "offer 1" && !strings.HasPrefix(m, "offer 1 ") {
		t.Fatalf("seat 1's last move is %q, not its offering", history[last].Move)
	}
	history[last].Move = strings.Replace(history[last].Move, "offer 1", "offer 2", 1)
	other, err := replay(row, history)
	if err != nil || other.broken != "" {
		t.Fatalf("replay with another offering: %v %s", err, other.broken)
	}
	if got := other.state.(*amunre.State).Seat[1].Offer; got != 2 {
		t.Fatalf("seat 1 offers %d in the other history", got)
	}
	tab.mu.Lock()
	tab.state = other.state
	tab.mu.Unlock()
	h.srv.hints.mu.Lock()
	clear(h.srv.hints.cache)
	h.srv.hints.order = nil
	h.srv.hints.mu.Unlock()

	second := amunreHint(t, h, rep.ID, tokens[0])
	if fmt.Sprint(first.Moves) != fmt.Sprint(second.Moves) {
		t.Fatalf("the hint depends on seat 1's secret offering:\n%v\n%v", first.Moves, second.Moves)
	}
}

// offerText is the move offering gold (with or without the Offering
// Change) among moves.
func offerText(t *testing.T, moves []string, gold int) string {
	t.Helper()
	for _, m := range moves {
		if w := fmt.Sprintf("offer %d", gold); m == w || strings.HasPrefix(m, w+" ") {
			return m
		}
	}
	t.Fatalf("no offering of %d among %v", gold, moves)
	return ""
}

func amunreHint(t *testing.T, h *harness, id, token string) Hint {
	t.Helper()
	var hint Hint
	if code := h.call("POST", "/api/tables/"+id+"/hint", map[string]string{"token": token}, &hint); code != 200 {
		t.Fatalf("hint: %d", code)
	}
	return hint
}
