package engine_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"karnak/engine"
	_ "karnak/games/all"
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

// A running game's record keeps its seed secret: sealed, it has no "seed"
// at all and cannot be replayed; the seed published at the end must match
// the commitment made before the first move.
func TestSealedRecordAndSeedCommitment(t *testing.T) {
	nonce := "0f1e2d3c4b5a69788796a5b4c3d2e1f0"
	rec := engine.Record{Game: "tekhenu", Options: engine.Options{"players": "2"}, Seed: 424242,
		SeedNonce: nonce, SeedSHA256: engine.SeedCommitment(nonce, 424242), Moves: []engine.RecordMove{}}
	sealed, err := json.Marshal(rec.Seal())
	if err != nil {
		t.Fatal(err)
	}
	for _, secret := range []string{`"seed":`, "424242", nonce} {
		if strings.Contains(string(sealed), secret) {
			t.Errorf("sealed record %s shows %q", sealed, secret)
		}
	}
	if _, err := engine.ReadRecord(bytes.NewReader(sealed)); err == nil || !strings.Contains(err.Error(), "still running") {
		t.Errorf("sealed record read: %v", err)
	}
	whole, _ := json.Marshal(rec)
	back, err := engine.ReadRecord(bytes.NewReader(whole))
	if err != nil || back.Seed != 424242 {
		t.Fatalf("whole record: %v %+v", err, back)
	}
	rec.Seed++
	forged, _ := json.Marshal(rec)
	if _, err := engine.ReadRecord(bytes.NewReader(forged)); !errors.Is(err, engine.ErrSeedMismatch) {
		t.Errorf("a seed other than the committed one: %v", err)
	}
	if engine.SeedCommitment("", 1) == engine.SeedCommitment("x", 1) || engine.SeedCommitment("x", 1) == engine.SeedCommitment("x", 2) {
		t.Error("the commitment ignores the nonce or the seed")
	}
	if _, err := engine.ReadRecord(strings.NewReader(`{"game":"tekhenu","options":{},"moves":[]}`)); err == nil {
		t.Error("a record without a seed was accepted")
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

// The descriptor refuses what the game does not offer, naming what it does.
func TestDescriptorValidate(t *testing.T) {
	d := engine.Descriptor{Name: "g", Players: engine.PlayerRange{Min: 1, Max: 3, Default: 2},
		Options: []engine.Option{
			{Key: "board", Values: []string{"day", "night"}, Default: "day", Help: "which side"},
			{Key: "level", Values: []string{"1", "2"}, Default: "1", Help: "the automa", Players: []int{1}},
		}}
	for _, c := range []struct {
		opts engine.Options
		want string // "" when valid
	}{
		{engine.Options{}, ""},
		{engine.Options{"players": "1", "level": "2", "board": "night"}, ""},
		{engine.Options{"players": "4"}, "1 to 3 players"},
		{engine.Options{"players": "x"}, "not a number"},
		{engine.Options{"colour": "red"}, "options: players, board, level"},
		{engine.Options{"board": "dusk"}, "allowed values are day, night"},
		{engine.Options{"players": "2", "level": "1"}, "for 1 player, not 2"},
	} {
		err := d.Validate(c.opts)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%v: %v, want %q", c.opts, err, c.want)
		}
	}
	help := d.Help()
	for _, want := range []string{"players=1..3", "board=day|night   which side (default day)", "level=1|2   the automa (default 1; for 1 player)"} {
		if !strings.Contains(help, want) {
			t.Errorf("help lacks %q:\n%s", want, help)
		}
	}
}

// Every registered game describes itself consistently.
func TestRegisteredDescriptors(t *testing.T) {
	for _, d := range engine.Descriptors() {
		if d.Title == "" || d.Players.Min < 1 || d.Players.Min > d.Players.Default || d.Players.Default > d.Players.Max || d.Players.Max > 5 {
			t.Errorf("%s: %+v", d.Name, d)
		}
		if d.Scale.Turn <= 0 || d.Scale.Decisive <= 0 || d.RulesVersion < 1 {
			t.Errorf("%s: scale %+v, rules version %d", d.Name, d.Scale, d.RulesVersion)
		}
		for _, o := range d.Options {
			if !slices.Contains(o.Values, o.Default) || o.Help == "" || o.Key == "players" {
				t.Errorf("%s option %+v", d.Name, o)
			}
			def := engine.Options{o.Key: o.Default}
			if len(o.Players) > 0 {
				def["players"] = strconv.Itoa(o.Players[0])
			}
			if err := d.Validate(def); err != nil {
				t.Errorf("%s: the default of %s is refused: %v", d.Name, o.Key, err)
			}
		}
		if (d.Automa != "") != (d.Players.Min == 1) {
			t.Errorf("%s: automa %q with %d players at least", d.Name, d.Automa, d.Players.Min)
		}
	}
}
