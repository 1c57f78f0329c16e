package tekhenu

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"karnak/engine"
)

// FuzzMoveText plays a random game prefix, then feeds arbitrary text as a
// move: it never panics, and a refused move leaves the state unchanged.
func FuzzMoveText(f *testing.F) {
	for _, seed := range []string{"take ra white 4", "pay 2 limestone 1 gold", "score L03:L12 L05", "pillar r9c1 4",
		"anubis thoth yellow 5 gold 2", "act ra +2 t19 gold", "produce bread 4", "card 4.4", "faith -99", "keep L07", ""} {
		f.Add(uint64(1), uint8(30), seed)
	}
	f.Fuzz(func(t *testing.T, seed uint64, steps uint8, text string) {
		s, err := NewState(engine.Options{"players": []string{"2", "3", "4"}[seed%3]}, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := newTestRand(seed)
		for i := 0; i < int(steps) && !s.Done; i++ {
			actors := s.Actors()
			seat := actors[r.IntN(len(actors))]
			moves := s.Moves(seat)
			if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		m, err := s.ParseMove(text)
		if err != nil {
			return
		}
		if again, err := s.ParseMove(s.MoveText(m)); err != nil || again != m {
			t.Fatalf("%q parses to a move whose text %q does not parse back", text, s.MoveText(m))
		}
		for seat := 0; seat < s.Players; seat++ {
			before := *s
			err := s.Play(seat, m)
			var illegal *engine.IllegalMove
			if err != nil && (!errors.As(err, &illegal) || *s != before) {
				t.Fatalf("refused %q: %v; state changed: %v", text, err, *s != before)
			}
			if err == nil {
				return
			}
		}
	})
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
