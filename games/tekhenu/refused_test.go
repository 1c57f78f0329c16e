package tekhenu

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime/debug"
	"testing"

	"karnak/engine"
)

// tryMove plays m for seat and holds Play to its contract: it never panics;
// it accepts exactly the moves Moves lists for seat; a move it refuses is an
// *engine.IllegalMove naming a rule and leaves the state as it was, to the
// last byte (the moves kept in the state included). It reports whether m
// was played; s then holds the position after it.
func tryMove(t testing.TB, s *State, seat int, m engine.Move) bool {
	t.Helper()
	before := *s
	listed := engine.Contains(before.Moves(seat), m)
	crash, err := playCatching(s, seat, m)
	where := fmt.Sprintf("seat %d, move %+v (%q), round %d, decision %s", seat, m, moveText(m), before.Round, topName(&before))
	switch {
	case crash != "":
		t.Fatalf("%s: Play panicked: %s", where, crash)
	case err == nil && !listed:
		t.Fatalf("%s: Play accepted a move Moves does not list", where)
	case err == nil:
		return true
	case listed:
		t.Fatalf("%s: Play refused a listed move: %v", where, err)
	}
	var illegal *engine.IllegalMove
	if !errors.As(err, &illegal) || illegal.Rule == "" {
		t.Fatalf("%s: refused with %T %v, not an IllegalMove naming a rule", where, err, err)
	}
	if *s != before {
		a, _ := json.Marshal(&before)
		b, _ := json.Marshal(s)
		i := firstDifference(a, b)
		if i < 0 {
			t.Fatalf("%s: refused (%v) but changed the state outside its serialisation", where, err)
		}
		from := max(0, i-60)
		t.Fatalf("%s: refused (%v) but changed the state from byte %d:\n…%s\n…%s", where, err, i,
			a[from:min(len(a), i+60)], b[from:min(len(b), i+60)])
	}
	return false
}

// playCatching is Play, with a panic turned into its message and stack.
func playCatching(s *State, seat int, m engine.Move) (crash string, err error) {
	defer func() {
		if r := recover(); r != nil {
			crash = fmt.Sprintf("%v\n%s", r, debug.Stack())
		}
	}()
	return "", s.Play(seat, m)
}

func topName(s *State) string {
	if s.Done || s.top() == nil {
		return "none (game over)"
	}
	return taskName(s.top().Kind)
}

// lastKind is the highest move kind; random kinds go a little past it.
const lastKind = mBless

// randomArg draws a move argument: mostly small values, sometimes
// negative, sometimes at the edges of int16 or of the narrower types the
// arguments are converted to.
func randomArg(r *rand.Rand) int16 {
	switch k := r.IntN(20); {
	case k < 8:
		return 0
	case k < 16:
		return int16(r.IntN(30))
	case k < 18:
		return -int16(1 + r.IntN(3))
	}
	edges := []int16{-32768, 32767, -129, -128, 127, 128, 255, 256, 1000}
	return edges[r.IntN(len(edges))]
}

func randomMove(r *rand.Rand) engine.Move {
	m := engine.Move{Kind: uint16(r.IntN(lastKind + 3))}
	if r.IntN(20) == 0 {
		m.Kind = 65535
	}
	for i := range m.Arg {
		m.Arg[i] = randomArg(r)
	}
	return m
}

// mutated is m with its kind or one argument changed.
func mutated(m engine.Move, r *rand.Rand) engine.Move {
	i := r.IntN(len(m.Arg) + 1)
	if i == len(m.Arg) {
		m.Kind = uint16(int(m.Kind) + []int{-1, 1, 2}[r.IntN(3)])
		return m
	}
	switch r.IntN(3) {
	case 0:
		m.Arg[i]++
	case 1:
		m.Arg[i]--
	default:
		m.Arg[i] = randomArg(r)
	}
	return m
}

// randomSeat is any seat of the table, a seat beyond it or a negative one.
func randomSeat(s *State, r *rand.Rand) int {
	return r.IntN(s.Seats()+4) - 2
}

// probeRefusals tries many moves on s, each from the same position: random
// moves, every seat's legal moves played by random seats, and legal moves
// with their kind or one argument changed, all through tryMove.
func probeRefusals(t *testing.T, s *State, r *rand.Rand, tries int) {
	t.Helper()
	start := *s
	var legal []engine.Move
	for seat := 0; seat < s.Seats(); seat++ {
		legal = s.AppendMoves(legal, seat)
	}
	for k := 0; k < tries; k++ {
		var m engine.Move
		switch {
		case len(legal) == 0 || k%3 == 0:
			m = randomMove(r)
		case k%3 == 1:
			m = legal[r.IntN(len(legal))]
		default:
			m = mutated(legal[r.IntN(len(legal))], r)
		}
		if tryMove(t, s, randomSeat(s, r), m) {
			*s = start
		}
	}
}

// probeTries is how many moves probeRefusals tries in one position.
const probeTries = 150

// TestRefusedMovesChangeNothing probes positions along random games at
// every player count: each decision of a simultaneous one, part made or
// not, a sample of the others, and the end of the game.
func TestRefusedMovesChangeNothing(t *testing.T) {
	r := newTestRand(14)
	probed := 0
	for players := 1; players <= 4; players++ {
		for game := range 4 {
			s, err := NewState(engine.Options{"players": fmt.Sprint(players)}, uint64(1400+10*players+game))
			if err != nil {
				t.Fatal(err)
			}
			for step := 0; !s.Done; step++ {
				if s.top().simultaneous() || step%6 == 0 {
					probeRefusals(t, s, r, probeTries)
					probed++
				}
				actors := s.Actors()
				seat := actors[r.IntN(len(actors))]
				moves := s.Moves(seat)
				if !tryMove(t, s, seat, moves[r.IntN(len(moves))]) {
					t.Fatal("a listed move was not played")
				}
			}
			probeRefusals(t, s, r, probeTries)
			probed++
		}
	}
	if probed < 300 {
		t.Errorf("only %d positions probed", probed)
	}
	t.Logf("%d positions probed, %d moves each", probed, probeTries)
}
