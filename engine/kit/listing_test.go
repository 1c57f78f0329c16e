package kit

import (
	"math/rand/v2"
	"slices"
	"testing"

	"karnak/engine"
)

// fresh lists seat's moves from the game itself, as if nothing were kept.
func (s *toy) fresh(seat int) []engine.Move {
	t := s.Tasks.Top()
	if t == nil {
		return nil
	}
	if seats, _ := s.Owes(*t); !seats.Has(seat) {
		return nil
	}
	return s.Choices(nil, *t, seat)
}

// The kept list is always the decision's: AppendMoves and Legal answer as
// the game's own listing does, through games whose lists fit the stack and
// games whose lists do not (seat 1's 40 options).
func TestKeptListIsTheDecisions(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	kept := 0
	for _, options := range [][2]int{{3, 2}, {2, 40}, {ListCap, ListCap + 1}} {
		s := newToy(20, options)
		for s.Tasks.Len() > 0 {
			actors := s.actorsNow()
			seat := actors[r.IntN(len(actors))]
			for other := range 2 {
				got, want := s.Tasks.AppendMoves(s, nil, other), s.fresh(other)
				if !slices.Equal(got, want) {
					t.Fatalf("options %v: seat %d's moves %v, want %v", options, other, got, want)
				}
				for _, m := range append(want, engine.Move{Kind: mPick, Arg: [7]int16{99}}) {
					if s.Tasks.Legal(s, other, m) != slices.Contains(want, m) {
						t.Fatalf("options %v: Legal(%d, %v) = %v", options, other, m, !slices.Contains(want, m))
					}
				}
			}
			if _, ok := s.Tasks.ViewMoves(seat); ok {
				kept++
			}
			ms := s.fresh(seat)
			s.Tasks.Play(s, seat, ms[r.IntN(len(ms))])
		}
	}
	if kept == 0 {
		t.Error("no decision's list was kept")
	}
}

// Relist lists again after the game changed itself outside Play, and
// leaves the unused slots zero, so that equal positions compare equal.
func TestRelist(t *testing.T) {
	s := newToy(1, [2]int{3, 2})
	s.play(t, 0, mPick, 1) // seat 1's two picks replace seat 0's three
	again := *s
	again.Tasks.list = moveList{} // as if seat 0's list had never been kept
	again.Tasks.Relist(&again)
	if again.Tasks != s.Tasks {
		t.Errorf("a shorter list left the longer one's moves behind:\n%+v\n%+v", s.Tasks.list, again.Tasks.list)
	}
	s.Options[1] = 4
	s.Tasks.Relist(s)
	if got := s.Tasks.AppendMoves(s, nil, 1); len(got) != 4 {
		t.Errorf("after Relist seat 1 has %d moves, want 4", len(got))
	}
}

// PlayRandom draws as engine.Playout does, and draws nothing where it
// cannot play (a simultaneous decision).
func TestPlayRandom(t *testing.T) {
	a, b := newToy(3, [2]int{5, 7}), newToy(3, [2]int{5, 7})
	ra, rb := rand.New(rand.NewPCG(3, 4)), rand.New(rand.NewPCG(3, 4))
	for a.Tasks.Len() > 0 {
		if _, ok := a.Tasks.PlayRandom(a, ra); !ok {
			if ra.Uint64() != rb.Uint64() {
				t.Fatal("PlayRandom drew without playing")
			}
			seat := a.actorsNow()[0]
			a.play(t, seat, mShow, 1)
			b.play(t, seat, mShow, 1)
			continue
		}
		seat := b.actorsNow()[0]
		ms := b.Tasks.AppendMoves(b, nil, seat)
		b.Tasks.Play(b, seat, ms[rb.IntN(len(ms))])
		if a.Picked != b.Picked {
			t.Fatalf("PlayRandom picked %v, a playout %v", a.Picked, b.Picked)
		}
	}
}
