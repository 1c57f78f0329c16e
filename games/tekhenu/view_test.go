package tekhenu

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"testing"

	"karnak/engine"
)

// No view of seat i shows another seat's decrees, at any point of a game
// at the end all decrees are revealed (§13).
func TestViewsHideOtherDecrees(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s, _ := NewState(engine.Options{"players": "3"}, seed)
		r := newTestRand(seed)
		for step := 0; !s.Done; step++ {
			if step%3 == 0 {
				for viewer := -1; viewer < s.Players; viewer++ {
					data, _ := json.Marshal(s.View(viewer))
					var v View
					if err := json.Unmarshal(data, &v); err != nil {
						t.Fatal(err)
					}
					for _, pv := range v.Me {
						if pv.Seat != viewer && pv.Decrees != nil {
							t.Fatalf("seed %d: seat %d sees seat %d's decrees", seed, viewer, pv.Seat)
						}
						if pv.DecreeN != popcount(s.P[pv.Seat].Decrees) {
							t.Fatalf("decree count of seat %d is wrong", pv.Seat)
						}
					}
					for _, m := range v.Moves {
						if strings.HasPrefix(m, "keep L") && viewer >= 0 && !s.P[viewer].has(Decree, atoi(m[6:])) {
							t.Fatalf("seat %d is offered a decree it does not hold: %s", viewer, m)
						}
					}
					// Deck orders and the pillar pile never appear.
					if strings.Contains(string(data), `"cards"`) || strings.Contains(string(data), `"pile"`) {
						t.Fatal("a view shows a face-down order")
					}
				}
			}
			seat := s.Actors()[r.IntN(len(s.Actors()))]
			moves := s.Moves(seat)
			s.Play(seat, moves[r.IntN(len(moves))])
		}
		v := s.view(0)
		for _, pv := range v.Me {
			if pv.Decrees == nil && pv.DecreeN > 0 {
				t.Fatal("decrees are revealed at the end")
			}
		}
	}
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

// Determinize keeps what the seat sees and changes only hidden things.
func TestDeterminizeKeepsTheView(t *testing.T) {
	s, _ := NewState(engine.Options{"players": "4"}, 9)
	r := newTestRand(9)
	for i := 0; i < 120; i++ {
		seat := s.Actors()[0]
		moves := s.Moves(seat)
		s.Play(seat, moves[r.IntN(len(moves))])
	}
	for seat := 0; seat < 4; seat++ {
		d := s.Determinize(seat, r).(*State)
		a, _ := json.Marshal(s.View(seat))
		b, _ := json.Marshal(d.View(seat))
		if string(a) != string(b) {
			t.Fatalf("seat %d: determinized view differs", seat)
		}
		for p := 0; p < 4; p++ {
			if popcount(d.P[p].Decrees) != popcount(s.P[p].Decrees) {
				t.Fatal("hand sizes must be kept")
			}
		}
		if _, err := engine.Playout(d, r, nil); err != nil {
			t.Fatal(err)
		}
	}
}

// A kept decree and the decrees scored are secret until the game is over:
// others read that the move was made, not its cards.
func TestConcealKeptDecrees(t *testing.T) {
	s := staged(t, 2)
	for _, c := range []struct {
		by, viewer int
		in, want   string
	}{
		{0, 1, "keep L07", "keep (a decree)"},
		{0, 0, "keep L07", "keep L07"},
		{1, -1, "score L04:2 L08", "score (decrees)"},
		{0, 1, "take ra white 4", "take ra white 4"},
	} {
		public, until := s.concealText(c.in)
		l := engine.Logged{Seat: c.by, Text: c.in, Public: public, Until: until}
		if got := l.Read(s, c.viewer); got != c.want {
			t.Errorf("seat %d reads seat %d's %q as %q, want %q", c.viewer, c.by, c.in, got, c.want)
		}
		if l.Secret() && until != engine.RevealAtEnd {
			t.Errorf("%q revealed at %q, want at the end", c.in, until)
		}
	}
}

// Two true states that a seat cannot tell apart determinize to the same
// state for that seat: a bot that searches determinized states can learn
// nothing hidden. Checked along random games at every player count.
func TestDeterminizeDependsOnlyOnTheView(t *testing.T) {
	for players := 2; players <= 4; players++ {
		s, _ := NewState(engine.Options{"players": strconv.Itoa(players)}, uint64(players))
		r := newTestRand(uint64(players))
		for step := 0; !s.Done; step++ {
			if step%9 == 0 {
				for seat := 0; seat < players; seat++ {
					other := s.Determinize(seat, r).(*State) // hidden parts changed
					a := s.Determinize(seat, newTestRand(1)).(*State)
					b := other.Determinize(seat, newTestRand(1)).(*State)
					if *a != *b {
						t.Fatalf("%dp step %d seat %d: determinized states differ with the hidden parts", players, step, seat)
					}
				}
			}
			seat := s.Actors()[0]
			moves := s.Moves(seat)
			if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// Evaluate gives one finite estimate per seat during the game and exactly
// the final scores once it is over; the seat that gains VP gains as much in
// its estimate.
func TestEvaluate(t *testing.T) {
	for players := 1; players <= 4; players++ {
		s, _ := NewState(engine.Options{"players": strconv.Itoa(players)}, uint64(10+players))
		r := newTestRand(uint64(players))
		var est []float64
		for !s.Done {
			est = s.Evaluate(est)
			if len(est) != max(players, 2) { // solo: the seat, then Botankhamun
				t.Fatalf("%d estimates for %d seats", len(est), players)
			}
			for p, v := range est {
				if math.IsNaN(v) || math.IsInf(v, 0) {
					t.Fatalf("seat %d estimate %v", p, v)
				}
			}
			c := *s
			c.P[0].VP += 5
			if d := c.Evaluate(nil)[0] - est[0]; math.Abs(d-5) > 1e-9 {
				t.Fatalf("5 more VP moved the estimate by %v", d)
			}
			seat := s.Actors()[0]
			moves := s.Moves(seat)
			if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		res := s.Result()
		if res.Automa != nil {
			res.Scores = append(res.Scores, res.Automa.Score)
		}
		for p, v := range s.Evaluate(est) {
			if v != float64(res.Scores[p]) {
				t.Fatalf("%dp over: seat %d estimate %v, score %d", players, p, v, res.Scores[p])
			}
		}
	}
}
