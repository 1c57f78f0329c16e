package engine_test

import (
	"errors"
	"strings"
	"testing"

	"karnak/engine"
	_ "karnak/games/tekhenu"
)

func TestOptionsInt(t *testing.T) {
	o := engine.Options{"players": "3", "bad": "x"}
	if n, err := o.Int("players", 2); n != 3 || err != nil {
		t.Fatalf("players = %d, %v", n, err)
	}
	if n, _ := o.Int("missing", 7); n != 7 {
		t.Fatal("default not used")
	}
	if _, err := o.Int("bad", 0); err == nil {
		t.Fatal("a non-number is accepted")
	}
}

func TestLookupAndRecorder(t *testing.T) {
	if _, err := engine.Lookup("chess"); err == nil {
		t.Fatal("unknown game found")
	}
	rec, err := engine.NewRecorder("tekhenu", engine.Options{"players": "2"}, 5)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 30; i++ {
		seat := rec.State.Actors()[0]
		if err := rec.Play(seat, rec.State.Moves(seat)[0]); err != nil {
			t.Fatal(err)
		}
	}
	// An illegal move is refused and not recorded.
	seat := rec.State.Actors()[0]
	err = rec.Play(seat, engine.Move{Kind: 999})
	var illegal *engine.IllegalMove
	if !errors.As(err, &illegal) || len(rec.Record.Moves) != 30 {
		t.Fatalf("illegal move: %v, %d moves recorded", err, len(rec.Record.Moves))
	}
	again, err := engine.Replay(rec.Record)
	if err != nil {
		t.Fatal(err)
	}
	if again.MoveText(again.Moves(seat)[0]) != rec.State.MoveText(rec.State.Moves(seat)[0]) {
		t.Fatal("replay reached another position")
	}
}

func TestReadRecordRejectsJunk(t *testing.T) {
	for _, junk := range []string{"", "{", `{"game":""}`, `{"game":"tekhenu","extra":1}`} {
		if _, err := engine.ReadRecord(strings.NewReader(junk)); err == nil {
			t.Errorf("%q accepted", junk)
		}
	}
}

func TestNewRejectsBadOptions(t *testing.T) {
	g, _ := engine.Lookup("tekhenu")
	for _, o := range []engine.Options{{"players": "0"}, {"players": "5"}, {"players": "x"}, {"colour": "red"}, {"horus": "sideways"}} {
		if _, err := g.New(o, 1); err == nil {
			t.Errorf("%v accepted", o)
		}
	}
}
