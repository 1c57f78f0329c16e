package engine_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"karnak/engine"
	"karnak/engine/enginetest/bidding"
)

func undoRand() *rand.Rand { return rand.New(rand.NewPCG(1, 2)) }

func mustParse(t *testing.T, s engine.State, text string) engine.Move {
	t.Helper()
	m, err := s.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// In the bidding game a bid that leaves others to bid shows nobody
// anything (the others read "has bid"); the bid that completes the round
// reveals every bid and turns up the next prize, so it stands; so does the
// last bid of the game, which ends it.
func TestUndoableBids(t *testing.T) {
	s, err := bidding.NewState(engine.Options{"players": "3", "cards": "5"}, 11)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		seat int
		bid  string
		ok   bool
		why  string
	}{
		{0, "bid 3", true, ""},
		{2, "bid 5", true, ""},
		{1, "bid 1", false, engine.UndoRevealed},
		{1, "bid 4", true, ""},
		{0, "bid 2", true, ""},
		{2, "bid 1", false, engine.UndoRevealed},
	} {
		m := mustParse(t, s, c.bid)
		before := viewsOf(s)
		ok, why := engine.Undoable(s, c.seat, m, undoRand())
		if ok != c.ok || why != c.why {
			t.Errorf("round %d, seat %d %s: undoable %v (%q), want %v (%q)", s.Round, c.seat, c.bid, ok, why, c.ok, c.why)
		}
		if after := viewsOf(s); !slices.Equal(before, after) {
			t.Fatalf("Undoable changed the state it judged")
		}
		if err := s.Play(c.seat, m); err != nil {
			t.Fatal(err)
		}
	}
	// Play on to the last round: its last bid ends the game.
	for s.Round < s.Cards {
		for a := slices.Clone(s.Actors()); len(a) > 0; a = a[1:] {
			if err := s.Play(a[0], s.Moves(a[0])[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := s.Play(0, s.Moves(0)[0]); err != nil {
		t.Fatal(err)
	}
	if ok, _ := engine.Undoable(s, 1, s.Moves(1)[0], undoRand()); !ok {
		t.Errorf("the last round's first bid must be undoable")
	}
	if err := s.Play(1, s.Moves(1)[0]); err != nil {
		t.Fatal(err)
	}
	if ok, why := engine.Undoable(s, 2, s.Moves(2)[0], undoRand()); ok || why != engine.UndoEndsGame {
		t.Errorf("the game's last bid: undoable %v (%q)", ok, why)
	}
	if ok, why := engine.Undoable(s, 2, engine.Move{Kind: 9}, undoRand()); ok || why != engine.UndoIllegal {
		t.Errorf("an illegal move: undoable %v (%q)", ok, why)
	}
}

func viewsOf(s engine.State) []string {
	var out []string
	for v := -1; v < s.Seats(); v++ {
		b, _ := json.Marshal(s.View(v))
		out = append(out, string(b))
	}
	return out
}

// strictBids is the bidding game with a house rule: the first seat's bids
// stand.
type strictBids struct{ *bidding.State }

func (s strictBids) Clone() engine.State { return strictBids{s.State.Clone().(*bidding.State)} }

func (s strictBids) Undoable(seat int, m engine.Move) (bool, string) {
	return seat != 0, "the first seat's bids stand"
}

func TestUndoerIsStricter(t *testing.T) {
	b, err := bidding.NewState(engine.Options{"players": "2"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	s := strictBids{b}
	if ok, why := engine.Undoable(s, 0, mustParse(t, s, "bid 2"), undoRand()); ok || why != "the first seat's bids stand" {
		t.Errorf("seat 0 under the house rule: %v %q", ok, why)
	}
	if ok, why := engine.Undoable(s, 1, mustParse(t, s, "bid 2"), undoRand()); !ok {
		t.Errorf("seat 1 under the house rule: %v %q", ok, why)
	}
	// The game allows seat 1's bid, but after seat 0's it completes the
	// round and reveals both: the engine's check still refuses it.
	if err := s.Play(0, mustParse(t, s, "bid 2")); err != nil {
		t.Fatal(err)
	}
	if ok, why := engine.Undoable(s, 1, mustParse(t, s, "bid 2"), undoRand()); ok || why != engine.UndoRevealed {
		t.Errorf("a revealing bid the game allows: %v %q", ok, why)
	}
}

// cardGame is a two-seat game made to hide things in every way Undoable
// must see through: a face-down deck, private hands, and a public die.
//
//	count: a public counter goes up (nothing hidden or random)
//	deal:  the top card of the deck goes to the other seat's hand, which
//	       only that seat sees (the mover and spectators see one more card)
//	peek:  the mover looks at the top card (only the mover sees it)
//	roll:  a die is rolled for everyone to see
//	show:  the mover shows its hand to everyone
//	keep:  the mover puts a card of its hand face down in front of it
//	       (its hand shrinks by one; nobody sees which)
type cardGame struct {
	Deck    []int
	Hands   [2][]int
	Kept    [2][]int
	Shown   [2]bool
	Peeked  [2]int
	Counter int
	Roll    int
	Die     uint64 // the die's generator: hidden, like the deck's order
	Turn    int
}

type cardView struct {
	Seat    int      `json:"seat"`
	Deck    int      `json:"deck"`
	Hands   [2][]int `json:"hands"` // a card is 0 where the viewer may not see it
	Kept    [2]int   `json:"kept"`
	Peeked  int      `json:"peeked"`
	Counter int      `json:"counter"`
	Roll    int      `json:"roll"`
	Turn    int      `json:"turn"`
}

var cardMoves = []string{"count", "deal", "peek", "roll", "show", "keep"}

func newCardGame() *cardGame {
	return &cardGame{Deck: []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, Hands: [2][]int{{11, 12}, {13, 14}}, Die: 99}
}

func (g *cardGame) Actors() []int                { return []int{g.Turn} }
func (g *cardGame) Moves(seat int) []engine.Move { return g.AppendMoves(nil, seat) }
func (g *cardGame) AppendMoves(dst []engine.Move, seat int) []engine.Move {
	if seat != g.Turn {
		return dst
	}
	for k := range cardMoves {
		dst = append(dst, engine.Move{Kind: uint16(k)})
	}
	return dst
}
func (g *cardGame) Play(seat int, m engine.Move) error {
	if seat != g.Turn || int(m.Kind) >= len(cardMoves) || len(g.Deck) == 0 {
		return &engine.IllegalMove{Seat: seat, Move: g.MoveText(m), Rule: "not now"}
	}
	switch cardMoves[m.Kind] {
	case "count":
		g.Counter++
	case "deal":
		g.Hands[1-seat] = append(g.Hands[1-seat], g.Deck[0])
		g.Deck = g.Deck[1:]
	case "peek":
		g.Peeked[seat] = g.Deck[0]
	case "roll":
		g.Die = g.Die*6364136223846793005 + 1442695040888963407
		g.Roll = int(g.Die>>33)%6 + 1
	case "show":
		g.Shown[seat] = true
	case "keep":
		if len(g.Hands[seat]) == 0 {
			return &engine.IllegalMove{Seat: seat, Move: g.MoveText(m), Rule: "no card to keep"}
		}
		g.Kept[seat] = append(g.Kept[seat], g.Hands[seat][0])
		g.Hands[seat] = g.Hands[seat][1:]
	}
	return nil
}
func (g *cardGame) MoveText(m engine.Move) string {
	if int(m.Kind) < len(cardMoves) {
		return cardMoves[m.Kind]
	}
	return fmt.Sprint("move ", m.Kind)
}
func (g *cardGame) ParseMove(s string) (engine.Move, error) {
	if k := slices.Index(cardMoves, s); k >= 0 {
		return engine.Move{Kind: uint16(k)}, nil
	}
	return engine.Move{}, fmt.Errorf("no move %q", s)
}
func (g *cardGame) View(seat int) any {
	v := cardView{Seat: seat, Deck: len(g.Deck), Counter: g.Counter, Roll: g.Roll, Turn: g.Turn}
	for p := range 2 {
		for _, c := range g.Hands[p] {
			if p != seat && !g.Shown[p] {
				c = 0
			}
			v.Hands[p] = append(v.Hands[p], c)
		}
		v.Kept[p] = len(g.Kept[p])
	}
	if seat >= 0 {
		v.Peeked = g.Peeked[seat]
	}
	return v
}
func (g *cardGame) Over() bool            { return g.Counter >= 100 }
func (g *cardGame) Result() engine.Result { return engine.Result{} }
func (g *cardGame) Seats() int            { return 2 }
func (g *cardGame) Clone() engine.State {
	c := *g
	c.Deck = slices.Clone(g.Deck)
	for p := range 2 {
		c.Hands[p] = slices.Clone(g.Hands[p])
		c.Kept[p] = slices.Clone(g.Kept[p])
	}
	return &c
}

// Determinize pools what seat cannot see (the deck, the other hand unless
// shown, every kept card, the die's generator) and deals it anew.
func (g *cardGame) Determinize(seat int, r *rand.Rand) engine.State {
	c := g.Clone().(*cardGame)
	c.Die = r.Uint64()
	pool := slices.Clone(c.Deck)
	hidden := func(p int) bool { return seat < 0 || (p != seat && !c.Shown[p]) }
	for p := range 2 {
		if hidden(p) {
			pool = append(pool, c.Hands[p]...)
		}
		pool = append(pool, c.Kept[p]...)
	}
	slices.Sort(pool)
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	take := func(dst []int) {
		for i := range dst {
			dst[i], pool = pool[0], pool[1:]
		}
	}
	for p := range 2 {
		if hidden(p) {
			take(c.Hands[p])
		}
		take(c.Kept[p])
	}
	take(c.Deck)
	// A peeked card is known: the determinization must agree with it.
	for p := range 2 {
		if p == seat && c.Peeked[p] != 0 && len(c.Deck) > 0 {
			if i := slices.Index(c.Deck, c.Peeked[p]); i >= 0 {
				c.Deck[0], c.Deck[i] = c.Deck[i], c.Deck[0]
			}
		}
	}
	return c
}

// Every way of bringing something to light is caught, whoever it reaches:
// the mover (peek), the other seat only (deal), everyone (roll, show);
// moves that show nothing new may be taken back, a secret one included.
func TestUndoableSeesEveryReveal(t *testing.T) {
	for _, c := range []struct {
		move string
		ok   bool
	}{
		{"count", true},
		{"keep", true},
		{"deal", false},
		{"peek", false},
		{"roll", false},
		{"show", false},
	} {
		g := newCardGame()
		m := mustParse(t, g, c.move)
		ok, why := engine.Undoable(g, 0, m, undoRand())
		if ok != c.ok || (!ok && why != engine.UndoRevealed) {
			t.Errorf("%s: undoable %v (%q), want %v", c.move, ok, why, c.ok)
		}
	}
}
