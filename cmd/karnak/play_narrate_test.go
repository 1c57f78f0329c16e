package main

import (
	"strings"
	"testing"
)

// The terminal tells the game in the game's words: the prompt before each
// new decision, a bot's move as it would be typed and then its sentences,
// a person's move by its sentences; a bid stays secret until its round is
// revealed.
func TestPlayTellsTheGame(t *testing.T) {
	var out strings.Builder
	in := strings.NewReader("bid 1\nhelp\nquit\n")
	if err := runPlay([]string{"bidding", "--option", "cards=3", "--option", "players=2", "--seats", "human,random", "--seed", "3"}, in, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{
		"Bid one of your cards for the prize of ",     // the prompt
		"  seat 0 bids 1 for the prize of ",           // the person's move, told
		"seat 1 (random): bid ",                       // the bot's, as typed
		"  Bids revealed: seat 0 1, seat 1 (random) ", // what it set off
		"  Round 2: the prize of ",                    // and after
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the transcript lacks %q:\n%s", want, text)
		}
	}
	if strings.Count(text, "Bid one of your cards") != 2 {
		t.Errorf("the prompt is not printed once per decision:\n%s", text)
	}
}
