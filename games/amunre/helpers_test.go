package amunre

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"karnak/engine"
)

// fixture is a game of players seats at round 1 with nothing on the board
// and no decision pending: every seat holds 20 gold and one Architect, as
// §18's fixtures assume unless they say otherwise. Tests set what their
// scenario needs and start a phase with start.
func fixture(t *testing.T, players, first int) *State {
	t.Helper()
	s, err := NewState(engine.Options{"players": fmt.Sprint(players)}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Tasks.Clear()
	s.First, s.Round, s.Phase = first, 1, PhaseAuction
	s.Auctions, s.Played = 0, 0
	for p := range s.Land {
		for _, c := range s.Land[p].Instant { // back to the deck: 39 cards stay 39
			if c != 0 {
				s.Favor[s.FavorN] = Kind(c - 1)
				s.FavorN++
			}
		}
		s.Land[p] = Holding{Controller: -1}
	}
	for p := range s.Players {
		s.Seat[p] = Player{Gold: startGold, Scribe: noProvince, Banned: noProvince, Choice: noProvince,
			Treasury: noProvince, Bountiful: noProvince}
		s.Seat[p].Hand[Architect] = 1
	}
	return s
}

// start pushes tasks (the first on top) and runs to the first decision.
func (s *State) start(tasks ...task) {
	s.Tasks.Clear()
	s.Tasks.PushSeq(tasks...)
	s.Tasks.Run(s)
}

// auction reveals provs as the round's provinces and opens the auction.
func (s *State) auction(provs ...Province) {
	s.DeckN = len(provs)
	for i, p := range provs {
		s.Deck[len(provs)-1-i] = p
	}
	s.start(task{Kind: tReveal})
}

// stackFavor puts Favor cards of the given kinds on top of the deck, the
// first listed drawn first.
func (s *State) stackFavor(t *testing.T, ks ...Kind) {
	t.Helper()
	for i := len(ks) - 1; i >= 0; i-- {
		j := slices.Index(s.Favor[:s.FavorN], ks[i])
		if j < 0 {
			t.Fatalf("no %s left in the Favor deck to stack", kindName(ks[i]))
		}
		copy(s.Favor[j:], s.Favor[j+1:s.FavorN])
		s.Favor[s.FavorN-1] = ks[i]
	}
}

// give puts cards in seat's hand, taking them from the deck so that the
// 39 cards stay 39.
func (s *State) give(t *testing.T, seat int, ks ...Kind) {
	t.Helper()
	for _, k := range ks {
		j := slices.Index(s.Favor[:s.FavorN], k)
		if j < 0 {
			t.Fatalf("no %s left in the Favor deck to give", kindName(k))
		}
		copy(s.Favor[j:], s.Favor[j+1:s.FavorN])
		s.FavorN--
		s.Favor[s.FavorN] = 0
		s.Seat[seat].Hand[k]++
	}
}

// control makes seat the controller of provs.
func (s *State) control(seat int, provs ...Province) {
	for _, p := range provs {
		s.Land[p].Controller = int8(seat)
	}
}

// do plays seat's move by its text; it must be legal.
func (s *State) do(t *testing.T, seat int, text string) {
	t.Helper()
	m, err := s.ParseMove(text)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	if err := s.Play(seat, m); err != nil {
		t.Fatalf("seat %d %q refused: %v\nlegal: %v\n%s", seat, text, err, s.legal(seat), s.Text(seat))
	}
}

// refused checks that seat's move is refused, naming a rule that contains
// want, and changes nothing.
func (s *State) refused(t *testing.T, seat int, text, want string) {
	t.Helper()
	m, err := s.ParseMove(text)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	before, _ := json.Marshal(s)
	err = s.Play(seat, m)
	var illegal *engine.IllegalMove
	if !errors.As(err, &illegal) {
		t.Fatalf("seat %d %q was not refused (err %v)", seat, text, err)
	}
	if !strings.Contains(illegal.Rule, want) {
		t.Errorf("seat %d %q refused for %q, want a rule naming %q", seat, text, illegal.Rule, want)
	}
	if after, _ := json.Marshal(s); string(after) != string(before) {
		t.Fatalf("refused %q changed the state", text)
	}
}

// legal is seat's legal moves as texts.
func (s *State) legal(seat int) []string {
	var out []string
	for _, m := range s.Moves(seat) {
		out = append(out, s.MoveText(m))
	}
	return out
}

// legalOf is seat's legal moves whose text starts with prefix.
func (s *State) legalOf(seat int, prefix string) []string {
	var out []string
	for _, text := range s.legal(seat) {
		if strings.HasPrefix(text, prefix) {
			out = append(out, text)
		}
	}
	return out
}

func (s *State) actor(t *testing.T) int {
	t.Helper()
	a := s.Actors()
	if len(a) != 1 {
		t.Fatalf("actors %v, want one", a)
	}
	return a[0]
}

func wantInt(t *testing.T, what string, got, want int) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %d, want %d", what, got, want)
	}
}

func wantTexts(t *testing.T, what string, got, want []string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("%s:\n got %v\nwant %v", what, got, want)
	}
}

// playRandomly plays n random legal moves (fewer if the game ends).
func playRandomly(t *testing.T, s *State, n int) {
	t.Helper()
	r := rand.New(rand.NewPCG(uint64(s.Round), uint64(s.Tasks.Len())))
	for range n {
		if s.Over() {
			return
		}
		a := s.Actors()
		seat := a[r.IntN(len(a))]
		ms := s.Moves(seat)
		if err := s.Play(seat, ms[r.IntN(len(ms))]); err != nil {
			t.Fatal(err)
		}
	}
}
