package tekhenu

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"karnak/engine"
)

// FuzzMoveText plays a random game prefix, then feeds arbitrary text as a
// move: it never panics, and a refused move leaves the state unchanged
// (tryMove).
func FuzzMoveText(f *testing.F) {
	for _, seed := range []string{"take ra white 4", "pay 2 limestone 1 gold", "score L03:L12 L05", "pillar r9c1 4",
		"anubis thoth yellow 5 gold 2", "act ra +2 t19 gold", "produce bread 4", "card 4.4", "faith -99", "keep L07", "",
		"take set grey 4", "token r2c3", "spend 3 warriors 1 faith", "use Art07", "draft Cult04", "act set red", "statue set-left",
		"warriors 3 priests 1", "vizier set", "swap bread", "priests 2"} {
		f.Add(uint64(1), uint8(30), seed)
	}
	f.Fuzz(func(t *testing.T, seed uint64, steps uint8, text string) {
		s := fuzzPrefix(t, seed, int(steps))
		m, err := s.ParseMove(text)
		if err != nil {
			return
		}
		if again, err := s.ParseMove(s.MoveText(m)); err != nil || again != m {
			t.Fatalf("%q parses to a move whose text %q does not parse back", text, s.MoveText(m))
		}
		for seat := 0; seat < s.Players; seat++ {
			if tryMove(t, s, seat, m) {
				return
			}
		}
	})
}

// FuzzMove feeds arbitrary move values, any kind and any arguments, from
// any seat, to positions along a random game up to its end and beyond: Play
// never panics, accepts exactly the listed moves and refuses the others
// with a rule, changing nothing (tryMove). TestRefusedMovesChangeNothing
// runs the same check on random moves.
func FuzzMove(f *testing.F) {
	f.Add(uint64(1), uint16(0), int8(0), uint16(mKeep), int16(Decree), int16(7), int16(0), int16(0), int16(0), int16(0), int16(0))
	f.Add(uint64(2), uint16(40), int8(1), uint16(mTake), int16(Ra), int16(White), int16(4), int16(tkAnubis), int16(0), int16(3), int16(0))
	f.Add(uint64(3), uint16(400), int8(0), uint16(mScore), int16(3), int16(12), int16(5), int16(12), int16(0), int16(0), int16(0))
	f.Add(uint64(4), uint16(9), int8(-1), uint16(mPillar), int16(-129), int16(300), int16(-1), int16(0), int16(0), int16(0), int16(0))
	f.Fuzz(func(t *testing.T, seed uint64, steps uint16, seat int8, kind uint16, a0, a1, a2, a3, a4, a5, a6 int16) {
		s := fuzzPrefix(t, seed, int(steps))
		tryMove(t, s, int(seat), engine.Move{Kind: kind, Arg: [7]int16{a0, a1, a2, a3, a4, a5, a6}})
	})
}

// fuzzPrefix is a game at 1 to 4 players after up to steps random moves
// (fewer when it ends first); every other seed plays with the Time of
// Seth expansion, and at 2 players some with the Vizier.
func fuzzPrefix(t *testing.T, seed uint64, steps int) *State {
	t.Helper()
	opts := engine.Options{"players": fmt.Sprint(1 + seed%4)}
	if seed/4%2 == 1 {
		opts["expansion"] = "seth"
		if seed%4 == 1 && seed/8%2 == 1 {
			opts["vizier"] = "on"
		}
	}
	s, err := NewState(opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := newTestRand(seed)
	for i := 0; i < steps && !s.Done; i++ {
		actors := s.Actors()
		seat := actors[r.IntN(len(actors))]
		moves := s.Moves(seat)
		if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// FuzzRecord replays arbitrary records: a bad record fails with an error,
// never a panic.
func FuzzRecord(f *testing.F) {
	rec := engine.Record{Game: "tekhenu", Options: engine.Options{"players": "2"}, Seed: 5}
	s, _ := NewState(rec.Options, rec.Seed)
	r := newTestRand(5)
	for i := 0; i < 40; i++ {
		seat := s.Actors()[0]
		moves := s.Moves(seat)
		m := moves[r.IntN(len(moves))]
		rec.Moves = append(rec.Moves, engine.RecordMove{Seat: seat, Move: moveText(m)})
		s.Play(seat, m)
	}
	good, _ := json.Marshal(rec)
	f.Add(good)
	f.Add([]byte(`{"game":"tekhenu","options":{"players":"9"},"seed":1,"moves":[]}`))
	f.Add([]byte(`{"game":"tekhenu","seed":1,"moves":[{"seat":7,"move":"take"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := engine.ReadRecord(bytes.NewReader(data))
		if err != nil {
			return
		}
		_, _ = engine.Replay(rec)
	})
}
