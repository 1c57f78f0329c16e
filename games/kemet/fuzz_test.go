package kemet

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"karnak/engine"
)

// FuzzMoves plays a game from a seed, feeding it move texts and raw moves
// from the fuzzer between random legal moves: no input panics, a refused
// move names a rule and changes nothing, a parsed text reads back, and the
// invariants hold.
func FuzzMoves(f *testing.F) {
	f.Add(uint64(1), uint8(2), "step desert6", []byte{1, 2, 3})
	f.Add(uint64(2), uint8(3), "buy B3-SHIELD-OF-NEITH", []byte{13, 0, 200})
	f.Add(uint64(3), uint8(4), "from city1.d1 5 creature", []byte{25, 14})
	f.Add(uint64(4), uint8(5), "play BC-4-1-0", []byte{39, 255, 255, 255})
	f.Fuzz(func(t *testing.T, seed uint64, players uint8, text string, raw []byte) {
		opts := engine.Options{"players": fmt.Sprint(MinPlayers + int(players)%4)}
		if players&8 != 0 {
			opts[optDiscards] = discardsOpen
		}
		s, err := NewState(opts, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, uint64(len(raw))))
		try := func(seat int, m engine.Move) {
			before, _ := json.Marshal(s)
			legal := seat >= 0 && seat < s.Players && engine.Contains(s.Moves(seat), m)
			err := s.Play(seat, m)
			var illegal *engine.IllegalMove
			switch {
			case legal && err != nil:
				t.Fatalf("legal move %q refused: %v", s.MoveText(m), err)
			case !legal && !errors.As(err, &illegal):
				t.Fatalf("illegal move %q not refused: %v", s.MoveText(m), err)
			case !legal && illegal.Rule == "":
				t.Fatalf("refusal of %q names no rule", s.MoveText(m))
			case !legal:
				if after, _ := json.Marshal(s); string(after) != string(before) {
					t.Fatalf("refused %q changed the state", s.MoveText(m))
				}
			}
		}
		for step := 0; !s.Over() && step < 600; step++ {
			if m, err := s.ParseMove(text); err == nil {
				if back := s.MoveText(m); back != strings.Join(strings.Fields(text), " ") {
					if m2, err := s.ParseMove(back); err != nil || m2 != m {
						t.Fatalf("%q parses to a move written %q, which does not read back", text, back)
					}
				}
				try(r.IntN(s.Players+2)-1, m) // seats -1 and Players included
			}
			if len(raw) > 0 {
				m := engine.Move{Kind: uint16(raw[step%len(raw)] % 48)}
				for i := range m.Arg {
					if len(raw) > i+1 {
						m.Arg[i] = int16(int8(raw[(step+i+1)%len(raw)]))
					}
				}
				try(int(raw[0])%7-1, m)
			}
			a := s.Actors()
			seat := a[r.IntN(len(a))]
			ms := s.Moves(seat)
			if err := s.Play(seat, ms[r.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
			if err := invariant(s); err != nil {
				t.Fatal(err)
			}
		}
	})
}
