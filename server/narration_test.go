package server

import (
	"fmt"
	"strings"
	"testing"
)

// The table tells the game in sentences: every snapshot carries a prompt
// (what this seat is asked, or whom the table waits for), and every log
// entry the move told with the players' names and what it set off, each
// seat reading a secret bid as a bid made until its round is revealed;
// the page shows both.
func TestPromptAndNarratedLog(t *testing.T) {
	h := start(t, t.TempDir())
	var rep createReply
	seats := []string{"human", "human", "human"}
	if code := h.call("POST", "/api/tables", NewTable{Game: "bidding", Seats: seats, Options: map[string]string{"cards": "3"}}, &rep); code != 201 {
		t.Fatalf("create: %d", code)
	}
	first := h.state(rep.ID, rep.Seats[0].Token)
	if !strings.HasPrefix(first.Prompt, "Bid one of your cards for the prize of ") {
		t.Fatalf("seat 0's prompt at the start: %q", first.Prompt)
	}
	if code, e := h.move(rep.ID, rep.Seats[0].Token, first.Seq, "bid 2"); code != 200 {
		t.Fatalf("seat 0's bid: %d %+v", code, e)
	}
	read := func(seat int) Snapshot {
		var sn Snapshot
		h.call("GET", "/api/tables/"+rep.ID+"?since=0&token="+rep.Seats[seat].Token, nil, &sn)
		return sn
	}
	if got := read(0); got.Prompt != "Waiting for seat 1 and seat 2 to bid for the prize of "+fmt.Sprint(firstPrize(t, first))+"." ||
		!strings.HasPrefix(got.Log[0].Text, "seat 0 bids 2 for the prize of ") {
		t.Fatalf("seat 0 after its bid: prompt %q, log %+v", got.Prompt, got.Log)
	}
	if got := read(1); got.Log[0].Text != "seat 0 places a bid." || strings.Contains(got.Log[0].Text, "2") {
		t.Fatalf("seat 1 reads seat 0's secret bid as %+v", got.Log[0])
	}
	for seat := 1; seat < 3; seat++ {
		if code, e := h.move(rep.ID, rep.Seats[seat].Token, first.Seq, fmt.Sprintf("bid %d", seat)); code != 200 {
			t.Fatalf("seat %d's bid: %d %+v", seat, code, e)
		}
	}
	got := read(1)
	last := got.Log[len(got.Log)-1]
	if got.Log[0].Text == "seat 0 places a bid." || !strings.HasPrefix(last.Then[0], "Bids revealed: seat 0 2, seat 1 1, seat 2 2.") ||
		!strings.Contains(last.Then[0], "nobody takes") || !strings.HasPrefix(last.Then[1], "Round 2: the prize of ") {
		t.Fatalf("after the reveal seat 1 reads %+v", got.Log)
	}
	if _, page, _ := getBody(t, h.http.URL+"/t/"+rep.ID); !strings.Contains(page, `id="prompt"`) || !strings.Contains(page, "Bids revealed") {
		t.Fatal("the page shows no prompt or no narrated log")
	}
}

// firstPrize is the face-up prize of the bidding game's first round.
func firstPrize(t *testing.T, sn Snapshot) int {
	t.Helper()
	var n int
	if _, err := fmt.Sscanf(sn.Prompt, "Bid one of your cards for the prize of %d", &n); err != nil {
		t.Fatalf("prompt %q: %v", sn.Prompt, err)
	}
	return n
}

// The board marks what the other seats did since the viewer's last move:
// after a bot's turn, the seat's page lists it on the board.
func TestPageMarksOthersLastMoves(t *testing.T) {
	h := start(t, t.TempDir())
	rep := h.create([]string{"human", "random"}, 21)
	sn := h.waitActor(rep.ID, rep.Seats[0].Token, 0)
	for i := 0; i < 6 && !sn.Over; i++ {
		if code, e := h.move(rep.ID, rep.Seats[0].Token, sn.Seq, sn.Moves[0]); code != 200 {
			t.Fatalf("move %q: %d %+v", sn.Moves[0], code, e)
		}
		sn = h.waitActor(rep.ID, rep.Seats[0].Token, 0)
	}
	_, page, _ := getBody(t, h.http.URL+"/t/"+rep.ID)
	if !strings.Contains(page, `class="tk-recent"`) {
		t.Fatal("the board does not list the other seats' last moves")
	}
}
