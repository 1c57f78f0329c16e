package main

import (
	"strings"
	"testing"

	_ "karnak/engine/enginetest/bidding" // the test game
)

// In the terminal, undo takes back a person's last move while nobody else
// has moved and the move showed nothing hidden or random: a secret bid that
// leaves the other to bid is taken back and made again, telling the table
// only that a bid was taken back; the bid that reveals the round stands,
// and so does a move another seat has moved after.
func TestPlayUndo(t *testing.T) {
	in := "undo\nbid 3\nundo\nundo\nbid 1\nbid 2\nundo\nbid 3\nundo\nundo\nrecord\nquit\n"
	var out strings.Builder
	if err := runPlay([]string{"bidding", "--players", "2", "--option", "cards=3", "--seats", "human,human"}, strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{
		"undo (take back the last move",
		"   cannot take back: there is no move to take back\nseat 0> ",
		"seat 0 took back a move: bid (secret)\n",
		"   cannot take back: there is no move to take back\nseat 0> ",
		"   cannot take back: that move revealed something hidden",
		"   cannot take back: another seat has moved since\nseat 0> ",
		`"moves":[{"seat":0,"move":"bid 1"},{"seat":1,"move":"bid 2"}]`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the output lacks %q:\n%s", want, text)
		}
	}
	if n := strings.Count(text, "seat 0 took back a move: bid (secret)\n"); n != 2 {
		t.Errorf("%d take-backs told, want 2", n)
	}
	if strings.Contains(text, "took back a move: bid 3") {
		t.Errorf("the table is told which bid was taken back:\n%s", text)
	}
}
