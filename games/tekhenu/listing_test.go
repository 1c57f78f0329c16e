package tekhenu

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"karnak/engine"
)

// listingError says what is wrong with the moves the state keeps for the
// waiting decision (State.moves), or nil.
func (s *State) listingError() error {
	for i := int(s.nMoves); i < movesCached; i++ {
		if s.moves[i] != (engine.Move{}) {
			return fmt.Errorf("kept move %d of %d is not zero", i, s.nMoves)
		}
	}
	t := s.top()
	waiting := t != nil && !s.Done && t.Kind < firstAuto && !t.simultaneous()
	switch s.listed {
	case notListed:
		if s.nMoves != 0 {
			return fmt.Errorf("%d moves kept but none listed", s.nMoves)
		}
	case listedOnDemand:
		if !waiting {
			return fmt.Errorf("moves to list on demand without a decision")
		}
		// Only free actions (24 moves at least) are left unlisted when
		// they would fit.
		if n := len(s.decisionMoves(nil, t)); n <= movesCached && (t.Kind != dFree || n < 2) {
			return fmt.Errorf("%s: %d moves not kept", taskName(t.Kind), n)
		}
	case listedAll:
		if !waiting {
			return fmt.Errorf("moves kept without a decision")
		}
		if fresh := s.decisionMoves(nil, t); !slices.Equal(fresh, s.moves[:s.nMoves]) {
			return fmt.Errorf("%s: kept moves %v, the decision has %v", taskName(t.Kind), texts(s.moves[:s.nMoves]), texts(fresh))
		}
	default:
		return fmt.Errorf("listing %d", s.listed)
	}
	return nil
}

func texts(moves []engine.Move) []string {
	var out []string
	for _, m := range moves {
		out = append(out, moveText(m))
	}
	return out
}

// freshMoves appends seat's moves listed from the rules, ignoring what is
// kept.
func (s *State) freshMoves(dst []engine.Move, seat int) []engine.Move {
	t := s.top()
	switch {
	case t == nil || s.Done || seat >= s.Seats():
		return dst
	case t.simultaneous():
		return s.partMoves(dst, t, seat)
	case int(t.Seat) != seat:
		return dst
	}
	return s.decisionMoves(dst, t)
}

// The moves kept in the state are, at every decision of random games at
// every player count, exactly the moves the rules list; so are those of
// determinized copies and clones; the cheap bound that sends long lists to
// a larger buffer is never below the true number; and Play, which checks
// against the kept list, accepts exactly the listed moves.
func TestListedMoves(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 6
	}
	long, decisions := 0, 0
	for players := 1; players <= 4; players++ {
		for g := 0; g < games; g++ {
			seed := uint64(players*1000 + g)
			opts := engine.Options{"players": strconv.Itoa(players)}
			if players == 1 {
				opts["automa"] = []string{"easy", "medium", "hard"}[g%3]
			}
			s, err := NewState(opts, seed)
			if err != nil {
				t.Fatal(err)
			}
			r := newTestRand(seed)
			for step := 0; !s.Done; step++ {
				where := fmt.Sprintf("%dp game %d step %d", players, g, step)
				if err := s.listingError(); err != nil {
					t.Fatalf("%s: %v", where, err)
				}
				top := s.top()
				if !top.simultaneous() {
					decisions++
					if s.listed == notListed {
						t.Fatalf("%s: %s reached without its moves listed", where, taskName(top.Kind))
					}
					if s.listed == listedOnDemand {
						long++
					}
					n := len(s.decisionMoves(nil, top))
					switch top.Kind {
					case dTake, dFree: // listed with a limit, or never kept
					case dPillar:
						if c := s.pillarCount(top); c != n {
							t.Fatalf("%s: %d pillar moves counted, %d listed", where, c, n)
						}
					default:
						if bound := s.movesBound(top); n > bound {
							t.Fatalf("%s: %s has %d moves, bound %d", where, taskName(top.Kind), n, bound)
						}
					}
				}
				for seat := 0; seat < s.Seats(); seat++ {
					if got, want := s.Moves(seat), s.freshMoves(nil, seat); !slices.Equal(got, want) {
						t.Fatalf("%s seat %d: Moves %v, rules %v", where, seat, texts(got), texts(want))
					}
				}
				if c := s.Clone().(*State); *c != *s {
					t.Fatalf("%s: clone differs", where)
				}
				if step%5 == 0 {
					for seat := 0; seat < s.Seats(); seat++ {
						d := s.Determinize(seat, r).(*State)
						if err := d.listingError(); err != nil {
							t.Fatalf("%s: determinized for seat %d: %v", where, seat, err)
						}
					}
				}
				actors := s.Actors()
				seat := actors[r.IntN(len(actors))]
				moves := s.Moves(seat)
				checkPlayRefuses(t, where, s, seat, moves, r)
				if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
					t.Fatalf("%s: %v", where, err)
				}
			}
			if err := s.listingError(); err != nil || s.listed != notListed {
				t.Fatalf("%dp game %d over: %v, listing %d", players, g, err, s.listed)
			}
		}
	}
	t.Logf("%d decisions, %d with lists listed on demand", decisions, long)
}

// checkPlayRefuses: moves near the listed ones (an argument changed) are
// accepted by Play exactly when the rules list them, and a refusal changes
// nothing.
func checkPlayRefuses(t *testing.T, where string, s *State, seat int, moves []engine.Move, r *rand.Rand) {
	t.Helper()
	for k := 0; k < 3; k++ {
		m := moves[r.IntN(len(moves))]
		m.Arg[r.IntN(len(m.Arg))] += int16(1 - 2*r.IntN(2))
		c := *s
		err := c.Play(seat, m)
		var illegal *engine.IllegalMove
		switch legal := slices.Contains(moves, m); {
		case legal && err != nil:
			t.Fatalf("%s: listed move %q refused: %v", where, moveText(m), err)
		case !legal && !errors.As(err, &illegal):
			t.Fatalf("%s: unlisted move %q not refused: %v", where, moveText(m), err)
		case !legal && c != *s:
			t.Fatalf("%s: refused move %q changed the state", where, moveText(m))
		}
	}
}

// A playout applies its moves without checking them; the checked playout
// plays the very same game.
func TestPlayoutTrustedIsChecked(t *testing.T) {
	for players := 1; players <= 4; players++ {
		for g := uint64(0); g < 5; g++ {
			opts := engine.Options{"players": strconv.Itoa(players)}
			a, _ := NewState(opts, g)
			b, _ := NewState(opts, g)
			var ra, rb engine.Record
			na, errA := engine.Playout(a, newTestRand(g), &ra)
			nb, errB := engine.PlayoutChecked(b, newTestRand(g), &rb)
			if errA != nil || errB != nil || na != nb || !slices.Equal(ra.Moves, rb.Moves) || *a != *b {
				t.Fatalf("%dp seed %d: trusted %d moves (%v), checked %d (%v), same game %v", players, g, na, errA, nb, errB, *a == *b)
			}
		}
	}
}

// Play allocates nothing, in any phase of the game (the Maat phases, the
// scorings and the automa's turns included): whole random games at every
// player count are replayed through Play from prepared moves.
func TestPlayAllocatesNothing(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 5
	}
	for players := 1; players <= 4; players++ {
		for g := 0; g < games; g++ {
			s, err := NewState(engine.Options{"players": strconv.Itoa(players)}, uint64(g))
			if err != nil {
				t.Fatal(err)
			}
			start := *s
			var seats []int
			var moves []engine.Move
			r := newTestRand(uint64(g))
			for !s.Done {
				actors := s.Actors()
				seat := actors[r.IntN(len(actors))]
				ms := s.Moves(seat)
				m := ms[r.IntN(len(ms))]
				seats, moves = append(seats, seat), append(moves, m)
				if err := s.Play(seat, m); err != nil {
					t.Fatal(err)
				}
			}
			var work State
			allocs := testing.AllocsPerRun(1, func() {
				work = start
				for k, m := range moves {
					if err := work.Play(seats[k], m); err != nil {
						t.Fatal(err)
					}
				}
			})
			if allocs != 0 {
				t.Fatalf("%dp game %d: %v allocations in %d plays", players, g, allocs, len(moves))
			}
		}
	}
}

// TestScoringForced: scoringForced says exactly when a seat has a single
// choice of decrees to score, for every seat along random games at every
// player count and, in end-of-game positions, for every hand of up to
// three decrees with the resources, scribes and population varied.
func TestScoringForced(t *testing.T) {
	check := func(s *State, seat int, where string) {
		t.Helper()
		var buf [longMoves]engine.Move
		n := len(s.scoreMoves(buf[:0], seat))
		if got := s.scoringForced(seat); got != (n == 1) {
			t.Fatalf("%s: decrees %b: scoringForced %v with %d choices", where, s.P[seat].Decrees, got, n)
		}
	}
	r := newTestRand(7)
	var ends []*State
	for players := 1; players <= 4; players++ {
		for game := 0; game < 15; game++ {
			s, err := NewState(engine.Options{"players": strconv.Itoa(players)}, uint64(100*players+game))
			if err != nil {
				t.Fatal(err)
			}
			for !s.Done {
				for seat := 0; seat < s.Seats(); seat++ {
					check(s, seat, "game")
				}
				if s.top().Kind == dScore {
					c := *s
					ends = append(ends, &c)
				}
				actors := s.Actors()
				seat := actors[r.IntN(len(actors))]
				moves := s.Moves(seat)
				s.PlayTrusted(seat, moves[r.IntN(len(moves))])
			}
		}
	}
	if len(ends) == 0 {
		t.Fatal("no end of game reached")
	}
	for i, e := range ends[:min(len(ends), 12)] {
		for a := 0; a <= nBaseDeck; a++ {
			for b := a; b <= nBaseDeck; b++ {
				for c := b; c <= nBaseDeck; c += 5 {
					s := *e
					pl := &s.P[0]
					pl.Decrees = 0
					for _, n := range []int{a, b, c} {
						if n > 0 {
							pl.Decrees |= 1 << (n - 1)
						}
					}
					pl.Res = [nRes]int{(a + i) % 3, b % 2, 0, c % 2, (a + b + i) % 4}
					pl.Scribes = i % 3
					pl.Population = int8(i % 12)
					check(&s, 0, fmt.Sprintf("end %d", i))
				}
			}
		}
	}
}

// TestPlayRandom: PlayRandom plays the move a playout would take from the
// full list, drawing the same from the generator, at every decision of
// random games (pillar placements too long to keep included), and
// pillarMove gives every placement in the list's order.
func TestPlayRandom(t *testing.T) {
	r := newTestRand(5)
	pillars := 0
	for players := 1; players <= 4; players++ {
		for game := 0; game < 20; game++ {
			s, err := NewState(engine.Options{"players": strconv.Itoa(players)}, uint64(500*players+game))
			if err != nil {
				t.Fatal(err)
			}
			for !s.Done {
				actors := s.Actors()
				seat := actors[r.IntN(len(actors))]
				moves := s.Moves(seat)
				if top := s.top(); top.Kind == dPillar {
					pillars++
					if n := s.pillarCount(top); n != len(moves) {
						t.Fatalf("pillarCount %d, %d moves", n, len(moves))
					}
					for k, m := range moves {
						if got := s.pillarMove(top, k); got != m {
							t.Fatalf("pillarMove(%d) = %s, want %s", k, moveText(got), moveText(m))
						}
					}
				}
				seed := r.Uint64()
				a, b := rand.New(rand.NewPCG(seed, 1)), rand.New(rand.NewPCG(seed, 1))
				c := *s
				if got, ok := c.PlayRandom(a); ok {
					if len(actors) != 1 || got != seat {
						t.Fatalf("PlayRandom played for seat %d, actors %v", got, actors)
					}
					want := *s
					wm := moves[b.IntN(len(moves))]
					want.PlayTrusted(seat, wm)
					if c != want {
						t.Fatalf("PlayRandom did not play %s, the move the list gives", moveText(wm))
					}
					if a.Uint64() != b.Uint64() {
						t.Fatal("PlayRandom drew differently")
					}
				} else if a.Uint64() != b.Uint64() || c != *s {
					t.Fatal("PlayRandom drew or played and failed")
				}
				s.PlayTrusted(seat, moves[r.IntN(len(moves))])
			}
		}
	}
	if pillars == 0 {
		t.Fatal("no pillar placement met")
	}
}

// TestDeterminizeKeepsOwnList: the moves of a seat's own decision are the
// same in every determinization for that seat, as Determinize assumes when
// it keeps the list instead of listing again, at every decision of random
// games at every player count.
func TestDeterminizeKeepsOwnList(t *testing.T) {
	r := newTestRand(9)
	checked := 0
	for players := 1; players <= 4; players++ {
		for game := 0; game < 20; game++ {
			s, err := NewState(engine.Options{"players": strconv.Itoa(players)}, uint64(700*players+game))
			if err != nil {
				t.Fatal(err)
			}
			for !s.Done {
				actors := s.Actors()
				seat := actors[r.IntN(len(actors))]
				if top := s.top(); s.listed == listedAll && int(top.Seat) == seat && !top.simultaneous() {
					for k := 0; k < 3; k++ {
						d := s.Determinize(seat, r).(*State)
						kept := slices.Clone(d.moves[:d.nMoves])
						d.relist()
						if d.listed != listedAll || !slices.Equal(kept, d.moves[:d.nMoves]) {
							t.Fatalf("%s: seat %d's moves %v, listed again %v", taskName(top.Kind), seat, texts(kept), texts(d.moves[:d.nMoves]))
						}
						checked++
					}
				}
				moves := s.Moves(seat)
				s.PlayTrusted(seat, moves[r.IntN(len(moves))])
			}
		}
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
}

// TestBalances: balances gives every seat's balance at every decision of
// random games.
func TestBalances(t *testing.T) {
	r := newTestRand(13)
	for players := 1; players <= 4; players++ {
		for game := 0; game < 10; game++ {
			s, err := NewState(engine.Options{"players": strconv.Itoa(players)}, uint64(900*players+game))
			if err != nil {
				t.Fatal(err)
			}
			for !s.Done {
				b := s.balances()
				for seat := 0; seat < 4; seat++ {
					if want := s.balance(seat); b[seat] != want {
						t.Fatalf("seat %d: balances %d, balance %d", seat, b[seat], want)
					}
				}
				actors := s.Actors()
				seat := actors[r.IntN(len(actors))]
				moves := s.Moves(seat)
				s.PlayTrusted(seat, moves[r.IntN(len(moves))])
			}
		}
	}
}
