package amunre

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"karnak/engine"
)

// FuzzMoves plays a game from a seed, feeding it move texts and raw moves
// from the fuzzer between random legal moves: no input panics, a refused
// move names a rule and changes nothing, a parsed text round-trips.
func FuzzMoves(f *testing.F) {
	f.Add(uint64(1), uint8(3), "bid thebes 3", []byte{1, 2, 3})
	f.Add(uint64(2), uint8(4), "offer 9999 offering-change", []byte{11, 0, 200})
	f.Add(uint64(3), uint8(5), "stone berenike", []byte{5, 14})
	f.Add(uint64(4), uint8(7), "change +2", []byte{13, 255, 255, 255})
	f.Fuzz(func(t *testing.T, seed uint64, players uint8, text string, raw []byte) {
		opts := engine.Options{"players": fmt.Sprint(3 + int(players)%3)}
		if players&8 != 0 {
			opts["rules"] = "advanced"
		}
		s, err := NewState(opts, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, uint64(len(raw))))
		try := func(seat int, m engine.Move) {
			before, _ := json.Marshal(s)
			legal := engine.Contains(s.Moves(seat), m)
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
		for step := 0; !s.Over() && step < 400; step++ {
			if m, err := s.ParseMove(text); err == nil {
				if back := s.MoveText(m); back != normalize(text) {
					if m2, err := s.ParseMove(back); err != nil || m2 != m {
						t.Fatalf("%q parses to a move written %q, which does not read back", text, back)
					}
				}
				try(r.IntN(s.Players+2)-1, m) // seats -1 and Players included
			}
			if len(raw) > 0 {
				m := engine.Move{Kind: uint16(raw[step%len(raw)] % 20)}
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
			if err := s.invariants(); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// normalize is text as the grammar writes it: single spaces.
func normalize(text string) string {
	var out []byte
	space := false
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' {
			space = len(out) > 0
			continue
		}
		if space {
			out = append(out, ' ')
			space = false
		}
		out = append(out, c)
	}
	return string(out)
}

// FuzzOfferingReveal commits offerings of every kind in any order, with
// Offering Change cards and their ±3, and checks the reveal against the
// rules of §7: the total and the token, the settlement, strict ranks by
// offering then turn order, rewards 3/2/1, and the new First Player.
func FuzzOfferingReveal(f *testing.F) {
	f.Add(uint8(3), uint8(0), []byte{6, 6, 0}, uint8(0), uint8(0), uint8(0))
	f.Add(uint8(4), uint8(2), []byte{5, 2, 6, 0}, uint8(4), uint8(4), uint8(9))
	f.Add(uint8(5), uint8(4), []byte{0, 0, 0, 0, 0}, uint8(31), uint8(0), uint8(3))
	f.Fuzz(func(t *testing.T, players, first uint8, offers []byte, changes, ups, order uint8) {
		n := 3 + int(players)%3
		s := fixture(t, n, int(first)%n)
		for p := range n {
			s.Seat[p].Hand = [numKinds]int8{}
			s.Seat[p].Gold = 40
			// Provinces without mine or caravan: the harvest that follows
			// (forced for seats without cards) adds nothing.
			s.control(p, []Province{Buto, Damanhur, Mendes, Memphis, Faiyum}[p])
			if changes&(1<<p) != 0 {
				s.Seat[p].Hand[OfferingChange] = 1 // five may hold one here: the deck's count is not the point
			}
		}
		s.start(task{Kind: tOfferStart})
		offer := make([]int, n) // -1 Theft
		for p := range n {
			offer[p] = -1
			if p < len(offers) && offers[p]%41 != 0 {
				offer[p] = int(offers[p] % 41)
			}
		}
		seats := []int{}
		for p := range n {
			seats = append(seats, p)
		}
		rand.New(rand.NewPCG(uint64(order), 1)).Shuffle(n, func(i, j int) { seats[i], seats[j] = seats[j], seats[i] })
		for _, p := range seats {
			with := changes&(1<<p) != 0
			m := theftMove(with)
			if offer[p] > 0 {
				m = offerMove(offer[p], with)
			}
			if err := s.Play(p, m); err != nil {
				t.Fatal(err)
			}
		}
		total := 0
		for p := range n {
			if offer[p] > 0 {
				total += offer[p]
			} else {
				total -= 3
			}
		}
		for k := range n {
			p := (s.First + k) % n
			if changes&(1<<p) == 0 {
				continue
			}
			if s.actor(t) != p || s.Tasks.Top().Kind != tChange {
				t.Fatalf("seat %d should choose its change now", p)
			}
			by := -3
			if ups&(1<<p) != 0 {
				by = 3
			}
			s.do(t, p, fmt.Sprintf("change %+d", by))
			total += by
		}
		wantInt(t, "total", s.Total, total)
		wantInt(t, "level", s.Level, levelOf(total))
		best, bestSeat := 0, -1
		for k := range n {
			p := (int(first)%n + k) % n
			want := 40 + 3
			if offer[p] > 0 {
				want = 40 - offer[p]
				if offer[p] > best {
					best, bestSeat = offer[p], p
				}
			}
			wantInt(t, "gold after settling", s.Seat[p].Gold, want)
			// Rank: 1 + those offering more, or as much and earlier.
			rank := 0
			if offer[p] > 0 {
				rank = 1
				for j := range n {
					q := (int(first)%n + j) % n
					if offer[q] > offer[p] || offer[q] == offer[p] && j < k {
						rank++
					}
				}
			}
			wantInt(t, "rank", int(s.Seat[p].Rank), rank)
		}
		for s.Tasks.Top() != nil && s.Tasks.Top().Kind == tReward {
			t0 := s.Tasks.Top()
			if want := rewardsFor(int(s.Seat[t0.Seat].Rank)); int(t0.N) != want {
				t.Fatalf("rank %d is owed %d rewards, want %d", s.Seat[t0.Seat].Rank, t0.N, want)
			}
			s.do(t, t0.seat(), "done")
		}
		wantFirst := int(first) % n
		if bestSeat >= 0 {
			wantFirst = bestSeat
		}
		wantInt(t, "First Player", s.First, wantFirst)
	})
}
