package bidding_test

import (
	"encoding/json"
	"testing"

	"karnak/engine"
	_ "karnak/engine/enginetest/bidding"
)

// As a test elsewhere uses the game: through the registry and move texts
// only. A Recorder's log reads a bid as "bid (secret)" to the others until
// its round is revealed.
func TestRecorderLog(t *testing.T) {
	rec, err := engine.NewRecorder("bidding", engine.Options{"players": "2", "cards": "3"}, 4)
	if err != nil {
		t.Fatal(err)
	}
	playText := func(seat int, text string) {
		t.Helper()
		m, err := rec.State.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if err := rec.Play(seat, m); err != nil {
			t.Fatal(err)
		}
	}
	read := func(i, viewer int) string { return rec.Log[i].Read(rec.State, viewer) }

	playText(1, "bid 3")
	if got := read(0, 0); got != "bid (secret)" {
		t.Errorf("seat 0 reads %q before the reveal", got)
	}
	if got := read(0, 1); got != "bid 3" {
		t.Errorf("seat 1 reads its own bid as %q", got)
	}
	playText(0, "bid 1") // the last bid of round 1 reveals it
	if got := read(0, 0); got != "bid 3" {
		t.Errorf("seat 0 reads %q after the reveal", got)
	}
	playText(0, "bid 2")
	if got, until := read(2, -1), rec.Log[2].Until; got != "bid (secret)" || until != "round-2" {
		t.Errorf("round 2's first bid reads %q to a spectator, revealed at %q", got, until)
	}
	playText(1, "bid 1")
	playText(0, "bid 3")
	playText(1, "bid 2")
	if !rec.State.Over() {
		t.Fatal("the game is not over after 3 rounds")
	}
	again, err := engine.Replay(rec.Record)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(again)
	b, _ := json.Marshal(rec.State)
	if string(a) != string(b) {
		t.Error("the record replays to another state")
	}
}
