package tekhenu

import (
	"slices"
	"testing"

	"karnak/engine"
)

// An oracle of the expansion's take moves, written apart from take.go: it
// walks every way of changing the die's value (scribes or T10's gold one at
// a time, B09/B10 once) and asks whether the god action is possible at
// some value reached, T14 included, instead of take.go's step counting.

// actionReachableOracle: seat can still perform g with a die of value
// value whose faces are lo–hi.
func (s *State) actionReachableOracle(seat int, g God, value, lo, hi int) bool {
	c := *s
	pl := &c.P[seat]
	type state struct{ v, scribes, gold, b09 int }
	start := state{value, pl.Scribes, pl.Res[Gold], boolInt(c.lowestHeld(seat, 9) != 0)}
	seen := map[state]bool{start: true}
	queue := []state{start}
	for len(queue) > 0 {
		st := queue[0]
		queue = queue[1:]
		pl.Scribes, pl.Res[Gold] = st.scribes, st.gold
		for _, d := range deltas(pl.tech(14)) {
			if nv := st.v + d; nv >= lo && nv <= hi && c.canAction(seat, g, nv, fFromDie) {
				return true
			}
		}
		var next []state
		for _, d := range []int{-2, -1, 1, 2} {
			if nv := st.v + d; nv >= lo && nv <= hi {
				if st.scribes > 0 {
					next = append(next, state{nv, st.scribes - 1, st.gold, st.b09})
				}
				if pl.tech(10) && st.gold > 0 {
					next = append(next, state{nv, st.scribes, st.gold - 1, st.b09})
				}
			}
		}
		if st.b09 == 1 {
			for nv := lo; nv <= hi; nv++ {
				next = append(next, state{nv, st.scribes, st.gold, 0})
			}
		}
		for _, n := range next {
			if !seen[n] {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	return false
}

// takeMovesSethOracle lists the take moves of an expansion game: the
// sectors' dice as in the base game, a die that cannot produce (by the
// colour it counts as) only when its action is reachable within its own
// faces, no green die with Anubis; then each Set-board value once, when
// the Set action is reachable; R-31 last.
func (s *State) takeMovesSethOracle(dst []engine.Move, seat int) []engine.Move {
	pl := &s.P[seat]
	start := len(dst)
	b11 := s.lowestHeld(seat, 11) != 0
	anubisPay := [4]bool{pl.Scribes >= 2, pl.tech(10) && pl.Scribes >= 1 && pl.Res[Gold] >= 1,
		pl.tech(10) && pl.Res[Gold] >= 2, s.lowestHeld(seat, 23) != 0}
	usable := func(c, phys Colour, g God, v int) bool {
		if _, produces := colourRes(c); produces {
			return true
		}
		lo, hi := valueRange(phys)
		return s.actionReachableOracle(seat, g, v, lo, hi)
	}
	seen := map[die]bool{}
	for _, d := range s.Dice {
		g, ok := locSectorOf(d.Loc)
		if !ok || seen[d] {
			continue
		}
		seen[d] = true
		c, v := d.Colour, int(d.Value)
		st := s.status(c, g)
		if st != Forbidden && usable(c, c, g, v) {
			dst = append(dst, mv(mTake, int(g), int(c), v, tkNormal))
		}
		if st == Forbidden && pl.tech(8) && usable(c, c, g, v) {
			dst = append(dst, mv(mTake, int(g), int(c), v, tkPure), mv(mTake, int(g), int(c), v, tkTainted))
		}
		if b11 {
			for c2 := White; c2 < s.asColours(c); c2++ {
				if c2 != c && s.status(c2, g) != Forbidden && usable(c2, c, g, v) {
					dst = append(dst, mv(mTake, int(g), int(c), v, tkAs, int(c2)))
				}
			}
		}
		for variant, ok := range anubisPay {
			if ok && c != Green {
				dst = append(dst, mv(mTake, int(g), int(c), v, tkAnubis, 0, variant))
			}
		}
	}
	for _, d := range s.Dice {
		if d.Loc == locSet && !seen[d] {
			seen[d] = true
			if s.actionReachableOracle(seat, Set, int(d.Value), 1, 6) {
				dst = append(dst, mv(mTake, int(Set), int(d.Colour), int(d.Value), tkNormal))
			}
		}
	}
	if len(dst) == start {
		clear(seen)
		for _, d := range s.Dice {
			if g, ok := locSectorOf(d.Loc); ok && !seen[d] {
				seen[d] = true
				dst = append(dst, mv(mTake, int(g), int(d.Colour), int(d.Value), tkDiscard))
			}
		}
	}
	return s.anyTimeBlessings(dst, seat)
}

// TestSethTakeMovesOracle: in random expansion games, at every decision and
// for every seat as if it took a die now, with cards, supplies, warriors
// and Set-board buildings that open the rarer ways, the take moves are the
// oracle's, in its order, and kept in the state exactly when they fit.
func TestSethTakeMovesOracle(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 3
	}
	compared := 0
	var setTakes, narrowTakes, greenSeen int
	for players := 2; players <= 4; players++ {
		for g := 0; g < games; g++ {
			seed := uint64(900 + players*1000 + g)
			s := newSeth(t, players, seed)
			r := newTestRand(seed)
			var got, want, kept []engine.Move
			for step := 0; !s.Done && step < 400; step++ {
				for seat := 0; seat < s.Players; seat++ {
					tk := task{Kind: dTake, Seat: int8(seat)}
					c := *s
					for variant := 0; variant < 2; variant++ {
						if variant == 1 {
							pl := &c.P[seat]
							giveTakeCards(pl, r)
							pl.Warriors = int8(r.IntN(trackCap + 1))
							if g%2 == 1 { // B11/B12 on the base colours only ([RUL-19] ⚑)
								c.Seth.Rulings |= rulingB11Base
							}
							for a := range c.Seth.Slots {
								for k := range c.Seth.Slots[a] {
									c.Seth.Slots[a][k] = int8(r.IntN(players+2)) - 2
								}
							}
						}
						got = c.takeMoves(got[:0], &tk)
						want = c.takeMovesSethOracle(want[:0], seat)
						if !slices.Equal(got, want) {
							t.Fatalf("%dp game %d step %d seat %d variant %d: take moves\n%v\nwant\n%v",
								players, g, step, seat, variant, texts(got), texts(want))
						}
						if kept, ok := c.appendTakes(kept[:0], &tk, movesCached); ok != (len(got) <= movesCached) || ok && !slices.Equal(kept, got) {
							t.Fatalf("%dp game %d step %d seat %d variant %d: %d take moves, kept %v",
								players, g, step, seat, variant, len(got), ok)
						}
						compared++
						for _, m := range got {
							switch {
							case m.Kind != mTake:
							case God(m.Arg[0]) == Set:
								setTakes++
							case newColour(Colour(m.Arg[1])):
								narrowTakes++
								if Colour(m.Arg[1]) == Green {
									greenSeen++
								}
							}
						}
					}
				}
				actors := s.Actors()
				seat := actors[r.IntN(len(actors))]
				moves := s.Moves(seat)
				if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	t.Logf("%d take lists compared; %d Set-board takes, %d of red, blue or green dice (%d green)", compared, setTakes, narrowTakes, greenSeen)
	if setTakes == 0 || narrowTakes == 0 || greenSeen == 0 {
		t.Error("the games met no Set-board take or no new-colour take")
	}
}
