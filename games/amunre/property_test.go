package amunre

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"testing"

	"karnak/engine"
)

var long = flag.Bool("long", false, "play 100,000 random games at 3, 4 and 5 players")

// invariants are §15's, checked after every move of a random game.
func (s *State) invariants() error {
	total := s.FavorN
	for k := range numKinds {
		total += int(s.Discard[k])
	}
	for p := range s.Players {
		pl := &s.Seat[p]
		if pl.Gold < 0 {
			return fmt.Errorf("seat %d has %d gold", p, pl.Gold)
		}
		for k := range numKinds {
			if pl.Hand[k] < 0 {
				return fmt.Errorf("seat %d holds %d %s", p, pl.Hand[k], kinds[k].Name)
			}
			total += int(pl.Hand[k])
		}
	}
	for v := range s.Land {
		h := &s.Land[v]
		for _, c := range h.Instant {
			if c != 0 {
				total++
			}
		}
		if h.Stones < 0 || h.Stones > 2 {
			return fmt.Errorf("%s holds %d stones", provinces[v].Name, h.Stones)
		}
		if h.FieldFarmers < 0 || h.FieldFarmers > s.Board[v].Fields {
			return fmt.Errorf("%s holds %d field farmers on %d fields", provinces[v].Name, h.FieldFarmers, s.Board[v].Fields)
		}
	}
	if total != numFavorCards {
		return fmt.Errorf("%d Favor cards in the game, not %d", total, numFavorCards)
	}
	// After each auction every player controls as many provinces as
	// rounds of the era played.
	if s.Phase == PhaseMarket || s.Phase == PhaseOffering || s.Phase == PhaseHarvest {
		want := (s.Round-1)%roundsPerEra + 1
		for p := range s.Players {
			n := 0
			s.controlled(p, func(Province) { n++ })
			if n != want {
				return fmt.Errorf("round %d, %s: seat %d controls %d provinces", s.Round, s.Phase, p, n)
			}
		}
	}
	if s.Phase == PhaseScoring || s.Over() {
		if s.DeckN != 0 {
			return fmt.Errorf("the province deck holds %d cards at the scoring", s.DeckN)
		}
	}
	return nil
}

// randomGames plays n random games at each player count and checks the
// invariants after every move.
func randomGames(t *testing.T, n int, opts engine.Options) {
	t.Helper()
	for players := minPlayers; players <= maxPlayers; players++ {
		o := engine.Options{"players": fmt.Sprint(players)}
		for k, v := range opts {
			o[k] = v
		}
		for g := range n {
			seed := uint64(players*1_000_000 + g)
			s, err := NewState(o, seed)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(seed, 7))
			var buf []engine.Move
			for moves := 0; !s.Over(); moves++ {
				actors := s.Actors()
				seat := actors[r.IntN(len(actors))]
				buf = s.AppendMoves(buf[:0], seat)
				m := buf[r.IntN(len(buf))]
				if err := s.Play(seat, m); err != nil {
					t.Fatalf("%v game %d: %v", o, seed, err)
				}
				if err := s.invariants(); err != nil {
					t.Fatalf("%v game %d after %q by seat %d: %v", o, seed, s.MoveText(m), seat, err)
				}
				if moves > 100_000 {
					t.Fatalf("game %d does not end", seed)
				}
			}
		}
	}
}

// Random games keep every invariant of §15 to the end.
func TestRandomGames(t *testing.T) {
	n := 30
	if testing.Short() {
		n = 5
	}
	if *long {
		n = 100_000
	}
	randomGames(t, n, nil)
	randomGames(t, n/3+1, engine.Options{"rules": "advanced"})
}

// Determinized states are games like any other: played on at random to
// the end from any point, for any seat, they keep every invariant (bots
// search in them).
func TestDeterminizedGamesPlayOn(t *testing.T) {
	n := 12
	if testing.Short() {
		n = 3
	}
	for g := range n {
		opts := engine.Options{"players": fmt.Sprint(3 + g%3)}
		if g%2 == 1 {
			opts["rules"] = "advanced"
		}
		s, err := NewState(opts, uint64(100+g))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(g), 11))
		for step := 0; !s.Over(); step++ {
			if step%17 == 0 {
				d := s.Determinize(r.IntN(s.Players), r).(*State)
				if err := d.invariants(); err != nil {
					t.Fatalf("%v game %d step %d: determinized: %v", opts, g, step, err)
				}
				for !d.Over() {
					a := d.Actors()
					seat := a[r.IntN(len(a))]
					ms := d.Moves(seat)
					if len(ms) == 0 {
						t.Fatalf("%v game %d step %d: seat %d owes a move but has none", opts, g, step, seat)
					}
					if err := d.Play(seat, ms[r.IntN(len(ms))]); err != nil {
						t.Fatal(err)
					}
					if err := d.invariants(); err != nil {
						t.Fatalf("%v game %d step %d: played on after determinizing: %v", opts, g, step, err)
					}
				}
			}
			a := s.Actors()
			seat := a[r.IntN(len(a))]
			ms := s.Moves(seat)
			if err := s.Play(seat, ms[r.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
