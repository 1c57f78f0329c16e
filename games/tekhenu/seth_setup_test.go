package tekhenu

import (
	"math/bits"
	"strings"
	"testing"

	"karnak/engine"
)

func newSeth(t *testing.T, players int, seed uint64) *State {
	t.Helper()
	s, err := newState(engine.Options{"players": itoa(players), "expansion": "seth"}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func itoa(n int) string { return string(rune('0' + n)) }

// TestSethSetupDice is the spec's T-22: the dice the expansion adds and
// removes, the grey dice on the Set board, and the bag left once the
// sectors are filled.
func TestSethSetupDice(t *testing.T) {
	for _, tc := range []struct {
		players, bagAfter, set int
	}{{4, 8, 4}, {3, 6, 3}, {2, 4, 2}, {1, 4, 2}} {
		for seed := uint64(1); seed <= 5; seed++ {
			s := newSeth(t, tc.players, seed)
			var bag, set, sectors, box, held int
			var colours [nColours]int
			for _, d := range s.Dice {
				switch {
				case d.Loc == locBag:
					bag++
				case d.Loc == locSet:
					set++
					if d.Colour != Grey {
						t.Errorf("%dp: a %s die on the Set board", tc.players, d.Colour)
					}
				case d.Loc == locBox:
					box++
					continue
				case d.Loc >= locSector && d.Loc < locSector+uint8(nGods):
					sectors++
				default:
					held++
				}
				colours[d.Colour]++
			}
			if bag != tc.bagAfter || set != tc.set || s.setDice() != set || sectors != 18 || held != 0 {
				t.Errorf("%dp seed %d: bag %d, Set board %d, sectors %d, held %d; want %d, %d, 18, 0",
					tc.players, seed, bag, set, sectors, held, tc.bagAfter, tc.set)
			}
			if colours[Red] != 2 || colours[Blue] != 2 || colours[Green] != 1 {
				t.Errorf("%dp: red %d, blue %d, green %d in play", tc.players, colours[Red], colours[Blue], colours[Green])
			}
			if in := bag + set + sectors; in+box != totalDice || in != 31-sumRemoved(tc.players) {
				t.Errorf("%dp: %d dice in play, %d in the box", tc.players, in, box)
			}
		}
	}
}

func sumRemoved(players int) int {
	n := 0
	for _, k := range sethDiceRemoved[players] {
		n += k
	}
	return n
}

// TestBaseSetupKeepsNewDiceInTheBox: a base game never sees the
// expansion's dice.
func TestBaseSetupKeepsNewDiceInTheBox(t *testing.T) {
	for players := 1; players <= 4; players++ {
		s, err := NewState(engine.Options{"players": itoa(players)}, 3)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range s.Dice {
			if newColour(d.Colour) && d.Loc != locBox || d.Loc == locSet {
				t.Errorf("%dp: a %s die at %d in a base game", players, d.Colour, d.Loc)
			}
		}
		if s.Seth.On || s.Seth.Vizier != -1 {
			t.Errorf("%dp: base game with expansion state %+v", players, s.Seth)
		}
	}
}

// TestNewDiceFaces is T-27: red, blue and green dice show 2, 3, 3, 4, 4, 5,
// the others 1–6.
func TestNewDiceFaces(t *testing.T) {
	s := newSeth(t, 2, 1)
	for _, c := range []Colour{White, Black, Yellow, Brown, Grey, Red, Blue, Green} {
		var count [7]int
		const rolls = 6000
		for range rolls {
			count[s.roll(c)]++
		}
		lo, hi := valueRange(c)
		for v := 1; v <= 6; v++ {
			want := 0.0
			switch {
			case !newColour(c):
				want = 1.0 / 6
			case v == 3 || v == 4:
				want = 1.0 / 3
			case v == 2 || v == 5:
				want = 1.0 / 6
			}
			got := float64(count[v]) / rolls
			if got < want-0.03 || got > want+0.03 || (v < lo || v > hi) && count[v] != 0 {
				t.Errorf("%s: face %d came %.3f of rolls, want about %.3f", c, v, got, want)
			}
		}
	}
}

// TestSethSetupBoard: decks with the expansion's cards (§2.1 step 7), three
// decrees each, the conquest stack, the artifact pool and empty tracks.
func TestSethSetupBoard(t *testing.T) {
	for _, tc := range []struct {
		players, artifacts int
		decks              [3]int // cards in all: blessings, technologies, decrees
	}{{4, 7, [3]int{28, 29, 28}}, {3, 6, [3]int{28, 29, 28}}, {2, 5, [3]int{28, 28, 27}}, {1, 3, [3]int{28, 28, 27}}} {
		s := newSeth(t, tc.players, 7)
		for k := Blessing; k <= Decree; k++ {
			n := int(s.Decks[k].N)
			n += bits.OnesCount32(s.Discard[k])
			for p := 0; p < s.Players; p++ {
				switch k {
				case Blessing:
					n += bits.OnesCount32(s.P[p].Blessings)
				case Tech:
					n += bits.OnesCount32(s.P[p].Techs)
				case Decree:
					n += bits.OnesCount32(s.P[p].Decrees)
				}
			}
			for i, sec := range s.Market {
				for j, c := range sec {
					if c != 0 && marketSlots[i][j] == k {
						n++
					}
				}
			}
			if n != tc.decks[k] {
				t.Errorf("%dp: %d cards of %v in the game, want %d", tc.players, n, cardPrefix[k], tc.decks[k])
			}
		}
		for p := 0; p < s.Seats(); p++ {
			if got := bits.OnesCount32(s.P[p].Decrees); got != 3 {
				t.Errorf("%dp: seat %d holds %d decrees at setup, want 3", tc.players, p, got)
			}
			if pl := s.P[p]; pl.Warriors != 0 || pl.Priests != 0 || pl.Blood != 0 {
				t.Errorf("%dp: seat %d starts with %d warriors, %d priests, %d blood", tc.players, p, pl.Warriors, pl.Priests, pl.Blood)
			}
		}
		if got := bits.OnesCount8(s.Seth.Artifacts); got != tc.artifacts {
			t.Errorf("%dp: %d artifacts in the pool, want %d", tc.players, got, tc.artifacts)
		}
		if s.Seth.ConquestN != nConquest || s.Seth.faceUpConquest() == 0 {
			t.Errorf("%dp: conquest stack %d, face up %d", tc.players, s.Seth.ConquestN, s.Seth.faceUpConquest())
		}
		var seen [nConquest + 1]bool
		for _, tok := range s.Seth.Conquest {
			seen[tok] = true
		}
		for tok := 1; tok <= nConquest; tok++ {
			if !seen[tok] {
				t.Errorf("%dp: conquest token A%02d missing from the stack", tc.players, tok)
			}
		}
		for a := range s.Seth.Slots {
			if s.Seth.Slots[a] != [setSlotsPerArea]int8{-1, -1} {
				t.Errorf("%dp: area %d starts with %v", tc.players, a+1, s.Seth.Slots[a])
			}
		}
	}
}

// TestSethOptionsRefused: the Vizier is a two-player variant, and the
// options take only their values.
func TestSethOptionsRefused(t *testing.T) {
	for _, tc := range []struct {
		opts engine.Options
		want string
	}{
		{engine.Options{"players": "3", "vizier": "on"}, "two-player"},
		{engine.Options{"players": "1", "vizier": "on"}, "two-player"},
		{engine.Options{"players": "2", "expansion": "set"}, "want base or seth"},
		{engine.Options{"players": "2", "vizier": "yes"}, "want off or on"},
		{engine.Options{"players": "1", "bot_buildings": "20"}, "add expansion=seth"},
		{engine.Options{"players": "1", "expansion": "seth", "bot_buildings": "15"}, "want 10 or 20"},
	} {
		_, err := newState(tc.opts, 1)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want one saying %q", tc.opts, err, tc.want)
		}
	}
	for _, opts := range []engine.Options{{"players": "2", "vizier": "on"}, {"players": "2", "vizier": "on", "expansion": "seth"}} {
		s, err := newState(opts, 1)
		if err != nil || s.Seth.Vizier != noVizierYet {
			t.Errorf("%v: %v, Vizier %d", opts, err, s.Seth.Vizier)
		}
	}
	if _, err := NewState(engine.Options{"players": "2", "expansion": "seth", "vizier": "on"}, 1); err != nil {
		t.Errorf("the descriptor refuses the expansion with the Vizier: %v", err)
	}
	if _, err := NewState(engine.Options{"players": "3", "vizier": "on"}, 1); err == nil {
		t.Error("the descriptor accepts the Vizier at 3 players")
	}
	if _, err := NewState(engine.Options{"players": "2", "expansion": "seth", "bot_buildings": "20"}, 1); err == nil {
		t.Error("the descriptor accepts Botankhamun's second set at 2 players")
	}
	if len(sethOptionList) != 8 {
		t.Errorf("%d expansion options", len(sethOptionList))
	}
}
