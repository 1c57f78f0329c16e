package bots_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"karnak/bots"
	"karnak/engine"
)

// guess is the smallest game with a simultaneous secret decision: a guesser
// (seat 0) and a hider (seat 1) each secretly pick one of three cups, and
// the guesser wins if they match. Its value is 1/3 for the guesser. With
// opening=true the guesser first makes a public move that changes nothing,
// so that the secret decision lies below the root of a search.
type guess struct {
	opening bool
	opened  bool
	picks   [2]int8 // -1 until picked
}

var _ engine.Concealer = (*guess)(nil)

type guessGame struct{ opening bool }

func (g guessGame) Name() string {
	if g.opening {
		return "guess-opening"
	}
	return "guess"
}

func (g guessGame) Descriptor() engine.Descriptor {
	return engine.Descriptor{Name: g.Name(), Title: "Guess the cup (test)", Players: engine.PlayerRange{Min: 2, Max: 2, Default: 2},
		Simultaneous: true, Hidden: true, Scale: engine.Scale{Turn: 1, Decisive: 1}, RulesVersion: 1}
}

func (g guessGame) New(engine.Options, uint64) (engine.State, error) {
	return &guess{opening: g.opening, opened: !g.opening, picks: [2]int8{-1, -1}}, nil
}

func init() {
	engine.Register(guessGame{})
	engine.Register(guessGame{opening: true})
}

func (s *guess) Actors() []int {
	switch {
	case !s.opened:
		return []int{0}
	case s.Over():
		return nil
	}
	var out []int
	for seat, p := range s.picks {
		if p < 0 {
			out = append(out, seat)
		}
	}
	return out
}

func (s *guess) Moves(seat int) []engine.Move { return s.AppendMoves(nil, seat) }

func (s *guess) AppendMoves(dst []engine.Move, seat int) []engine.Move {
	if !s.opened {
		if seat == 0 {
			dst = append(dst, engine.Move{Kind: 1, Arg: [7]int16{0}}, engine.Move{Kind: 1, Arg: [7]int16{1}})
		}
		return dst
	}
	if seat < 0 || seat > 1 || s.picks[seat] >= 0 {
		return dst
	}
	for cup := range 3 {
		dst = append(dst, engine.Move{Kind: 2, Arg: [7]int16{int16(cup)}})
	}
	return dst
}

func (s *guess) Play(seat int, m engine.Move) error {
	if !engine.Contains(s.Moves(seat), m) {
		return &engine.IllegalMove{Seat: seat, Move: s.MoveText(m), Rule: "not a legal move"}
	}
	if m.Kind == 1 {
		s.opened = true
		return nil
	}
	s.picks[seat] = int8(m.Arg[0])
	return nil
}

func (s *guess) MoveText(m engine.Move) string {
	if m.Kind == 1 {
		return fmt.Sprintf("open %d", m.Arg[0])
	}
	return fmt.Sprintf("cup %d", m.Arg[0])
}

func (s *guess) ParseMove(text string) (engine.Move, error) {
	word, n, _ := strings.Cut(text, " ")
	v, err := strconv.Atoi(n)
	if err != nil {
		return engine.Move{}, err
	}
	if word == "open" {
		return engine.Move{Kind: 1, Arg: [7]int16{int16(v)}}, nil
	}
	return engine.Move{Kind: 2, Arg: [7]int16{int16(v)}}, nil
}

func (s *guess) View(seat int) any {
	v := *s
	for other := range v.picks {
		if other != seat && !s.Over() && v.picks[other] >= 0 {
			v.picks[other] = 9 // picked, but which is secret
		}
	}
	return v
}

func (s *guess) Over() bool { return s.opened && s.picks[0] >= 0 && s.picks[1] >= 0 }

func (s *guess) Result() engine.Result {
	if s.picks[0] == s.picks[1] {
		return engine.Result{Scores: []int{1, 0}, Ranks: []int{1, 2}, Winner: 0}
	}
	return engine.Result{Scores: []int{0, 1}, Ranks: []int{2, 1}, Winner: 1}
}

func (s *guess) Clone() engine.State { c := *s; return &c }

// Determinize resamples the other seat's secret pick.
func (s *guess) Determinize(seat int, r *rand.Rand) engine.State {
	c := *s
	if other := 1 - seat; seat >= 0 && c.picks[other] >= 0 {
		c.picks[other] = int8(r.IntN(3))
	}
	return &c
}

func (s *guess) Seats() int { return 2 }

func (s *guess) Conceal(seat int, m engine.Move) (string, engine.Reveal) {
	if m.Kind == 2 {
		return "cup (secret)", engine.RevealAtEnd
	}
	return "", ""
}

func (s *guess) Revealed(engine.Reveal) bool { return false }

// The search must not let one seat of a simultaneous decision choose
// knowing the other's secret choice. Put in sequence in one tree, the
// later seat answers the earlier one's pick: the guesser at the root then
// believes it never wins, and below the root (after a public opening) it
// believes it wins half the time. Its true chance is 1/3 either way, which
// is what the decoupled search must find.
func TestSimultaneousSearchHasNoLeak(t *testing.T) {
	for _, name := range []string{"guess", "guess-opening"} {
		g, _ := engine.Lookup(name)
		s, _ := g.New(nil, 1)
		b, err := bots.New("ismcts:iters=30000,workers=1", 7, g.Descriptor().Scale)
		if err != nil {
			t.Fatal(err)
		}
		a := b.(bots.Analyzer).Analyze(s, 0)
		for _, m := range a.Moves {
			if math.Abs(m.WinChance-1.0/3) > 0.1 {
				t.Errorf("%s: the guesser values %q at %.3f, but no strategy wins more or less than 1/3 against a hider who mixes", name, m.Text, m.WinChance)
			}
		}
	}
}

// At a simultaneous decision the bot plays a mixed strategy: a hider that
// always hid in the most visited cup would be found every time.
func TestSimultaneousChoiceIsSpread(t *testing.T) {
	g, _ := engine.Lookup("guess")
	counts := map[string]int{}
	const games = 60
	for seed := range uint64(games) {
		s, _ := g.New(nil, seed)
		b, _ := bots.New("ismcts:iters=3000,workers=1", seed, g.Descriptor().Scale)
		counts[s.MoveText(b.Choose(s, 1))]++
	}
	for cup := range 3 {
		if n := counts[fmt.Sprintf("cup %d", cup)]; n < games/8 || n > games/2+games/6 {
			t.Errorf("the hider chose cup %d in %d of %d games: %v", cup, n, games, counts)
		}
	}
}
