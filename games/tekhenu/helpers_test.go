package tekhenu

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"karnak/engine"
)

// staged is a game placed at the start of round 1 with an empty wheel,
// empty hands and plain supplies, for tests that set up one situation.
func staged(t *testing.T, players int) *State {
	t.Helper()
	return stagedWith(t, players, engine.Options{"players": fmt.Sprint(players), "horus": "printed"})
}

// stagedWith is staged for a game set up with opts.
func stagedWith(t *testing.T, players int, opts engine.Options) *State {
	t.Helper()
	s, err := newState(opts, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Depth = 0
	s.Round = 1
	s.Done = false
	for i := range s.Order {
		s.Order[i] = int8(i)
	}
	for i := range s.Dice {
		if s.Dice[i].Loc != locBox {
			s.Dice[i].Loc = locBag
		}
	}
	for p := 0; p < players; p++ {
		pl := &s.P[p]
		pl.Res = [nRes]int{}
		pl.Scribes, pl.Faith, pl.VP = 0, 0, startVP
		pl.Decrees, pl.Blessings, pl.Techs = 0, 0, 0
		pl.Starting = [2]int8{}
		pl.Destiny = int8(p + 1)
		pl.Population, pl.Happiness = startPopulation, startHappiness
	}
	s.Wheel = 0
	s.T = turn{Seat: 0, Die: -1, CardSec: -1}
	return s
}

// putDie moves a die of colour c from the bag into sector g with value v.
func (s *State) putDie(t *testing.T, g God, c Colour, v int) int {
	t.Helper()
	for i := range s.Dice {
		if s.Dice[i].Loc == locBag && s.Dice[i].Colour == c {
			s.Dice[i].Loc, s.Dice[i].Value = sectorLoc(g), int8(v)
			return i
		}
	}
	t.Fatalf("no %s die left in the bag", c)
	return -1
}

// holdDie puts a die of colour c with value v on a seat's pan.
func (s *State) holdDie(t *testing.T, seat, pan int, c Colour, v int) {
	t.Helper()
	i := s.putDie(t, Horus, c, v)
	s.Dice[i].Loc = playerLoc(seat, pan)
}

// beginTurn begins seat's turn; the test ends when the turn's action is
// done (the end of turn and the next seat are left out).
func (s *State) beginTurn(seat int) {
	// Two more dice make the take a real choice (forced moves play
	// themselves).
	for _, c := range []Colour{Yellow, Brown} {
		for i := range s.Dice {
			if s.Dice[i].Loc == locBag && s.Dice[i].Colour == c {
				s.Dice[i].Loc, s.Dice[i].Value = sectorLoc(Osiris), 1
				break
			}
		}
	}
	s.T.Seat = int8(seat)
	s.Depth = 0
	s.push(task{Kind: tTurn, Seat: int8(seat)})
	s.run()
	s.Stack[0] = s.Stack[s.Depth-1]
	s.Depth = 1
}

// god performs a god action for seat as if granted with value v.
func (s *State) god(g God, seat, v int, flags uint16) {
	s.Done = false
	s.T.Seat = int8(seat)
	s.push(task{Kind: tGod, Seat: int8(seat), God: g, Val: int8(v), Flags: flags})
	s.run()
}

// play plays moves by their text for the seat that owes them.
func (s *State) play(t *testing.T, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		actors := s.Actors()
		if len(actors) == 0 {
			t.Fatalf("%q: nobody owes a move", text)
		}
		s.checkListed(t)
		if err := s.Play(actors[0], m); err != nil {
			t.Fatalf("%q: %v (legal: %v)", text, err, s.moveTexts(actors[0]))
		}
	}
}

func (s *State) moveTexts(seat int) []string {
	var out []string
	for _, m := range s.Moves(seat) {
		out = append(out, moveText(m))
	}
	return out
}

// legal reports whether text is a legal move of the seat that owes one.
func (s *State) legal(t *testing.T, text string) bool {
	t.Helper()
	m, err := s.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	actors := s.Actors()
	s.checkListed(t)
	return len(actors) > 0 && engine.Contains(s.Moves(actors[0]), m)
}

// checkListed fails the test when the moves kept in the state are not the
// waiting decision's: the test changed the position by hand after run had
// listed them, and must call s.relist() after the change.
func (s *State) checkListed(t *testing.T) {
	t.Helper()
	if err := s.listingError(); err != nil {
		t.Fatalf("%v (a position changed by hand needs s.relist())", err)
	}
}

func eq[T comparable](t *testing.T, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %v, want %v", what, got, want)
	}
}

// setPile puts tile first on the pillar pile's top.
func (s *State) placeTile(r, c, tile, rot, owner int) {
	s.Temple[r][c] = cell{Tile: int8(tile), Rot: int8(rot), Owner: int8(owner)}
}

func newTestRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 42)) }

// takeTurn puts a die of colour c and value v in sector g, starts seat 0's
// turn, takes that die normally and plays the moves after it.
func (s *State) takeTurn(t *testing.T, g God, c Colour, v int, moves ...string) {
	t.Helper()
	s.putDie(t, g, c, v)
	s.beginTurn(0)
	s.play(t, append([]string{fmt.Sprintf("take %s %s %d", g, c, v)}, moves...)...)
}
