// Package engine is the game-agnostic core of Karnak: every game is a
// deterministic state machine over small decisions, driven through the
// interfaces below by the server, the bots, the terminal and the tests alike.
package engine

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
)

// Move is one small decision. Its meaning belongs to the game that produced
// it; Kind and Arg are compact so that move lists are cheap to build and
// compare (no allocation per move). Games render and parse it through
// State.MoveText and State.ParseMove.
type Move struct {
	Kind uint16
	Arg  [7]int16
}

// Options configure a new game. "players" is understood by every game; other
// keys are game variants (for example "horus=printed" in Tekhenu).
type Options map[string]string

// Int returns the option as an integer, or def when absent.
func (o Options) Int(key string, def int) (int, error) {
	v, ok := o[key]
	if !ok {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, fmt.Errorf("option %s=%q: not a number", key, v)
	}
	return n, nil
}

// Keys lists the option names in a stable order.
func (o Options) Keys() []string {
	keys := make([]string, 0, len(o))
	for k := range o {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Game creates states of one game.
type Game interface {
	Name() string
	// Descriptor says what the game is, for everything around its rules.
	Descriptor() Descriptor
	// New validates the options and sets up a game whose every random
	// draw comes from seed.
	New(opts Options, seed uint64) (State, error)
}

// State is one game in progress. Nothing but Play changes it.
type State interface {
	// Actors are the seats that owe a decision now, several for
	// simultaneous choices; empty when the game is over. The slice may be
	// the state's own buffer, valid until the next call: copy it to keep it.
	Actors() []int
	// Moves lists every legal move of seat now.
	Moves(seat int) []Move
	// AppendMoves appends the legal moves of seat to dst; the allocation
	// free form of Moves for playouts.
	AppendMoves(dst []Move, seat int) []Move
	// Play applies a legal move. An illegal one returns *IllegalMove and
	// leaves the state unchanged.
	Play(seat int, m Move) error
	// MoveText is the stable text form of m; ParseMove reads it back.
	MoveText(m Move) string
	ParseMove(s string) (Move, error)
	// View is the state as seat may see it; seat -1 is a spectator.
	View(seat int) any
	Over() bool
	Result() Result
	Clone() State
	// Determinize returns a copy in which everything seat cannot see is
	// resampled consistently with View(seat).
	Determinize(seat int, r *rand.Rand) State
	// Seats is the number of seats at the table.
	Seats() int
}

// Result is the outcome of a finished game after the game's tie-breaks.
type Result struct {
	Scores []int `json:"scores"`
	// Ranks[i] is seat i's place, 1 for the winner. Seats the rules leave
	// tied after every tie-break share a place, competition style (1, 1,
	// 3), in games whose descriptor allows SharedRanks; other games break
	// ties down to a single order. An automa takes a place too, so a solo
	// player who lost has rank 2.
	Ranks []int `json:"ranks"`
	// Winner is the winning seat (the lowest of those sharing a victory),
	// or -1 when the automa won.
	Winner int `json:"winner"`
	// Automa is the opponent a solo game runs by itself, if any.
	Automa *Automa `json:"automa,omitempty"`
}

// Automa is an opponent the game plays by its own printed rules (a solo
// mode's robot player): it holds no seat and never moves through Play, but
// it scores and is ranked with the seats.
type Automa struct {
	Name  string `json:"name"`
	Score int    `json:"score"`
	Rank  int    `json:"rank"`
}

// Winners are the seats in first place: one, or several sharing a
// victory; none when the automa won alone.
func (r Result) Winners() []int {
	var out []int
	for seat, rank := range r.Ranks {
		if rank == 1 {
			out = append(out, seat)
		}
	}
	return out
}

// Places is the number of places handed out: the seats and the automa.
func (r Result) Places() int {
	if r.Automa != nil {
		return len(r.Ranks) + 1
	}
	return len(r.Ranks)
}

// IllegalMove is the error of a rejected move. Rule names the rule it
// breaks, in the words of the game's specification.
type IllegalMove struct {
	Seat int
	Move string
	Rule string
}

func (e *IllegalMove) Error() string {
	return fmt.Sprintf("seat %d: illegal move %q: %s", e.Seat, e.Move, e.Rule)
}

// Contains reports whether m is in moves.
func Contains(moves []Move, m Move) bool {
	for _, x := range moves {
		if x == m {
			return true
		}
	}
	return false
}

// Texter is implemented by games that draw a seat's view as plain text, for
// the terminal.
type Texter interface {
	Text(seat int) string
}

// AutomaLogger is implemented by games with an automa (Result.Automa) whose
// turns can be told: the lines after turn since, and the turns so far.
type AutomaLogger interface {
	AutomaLog(since int) (lines []string, turns int)
}

// Evaluator is implemented by games that can judge a position without
// playing it to the end. Evaluate appends to dst[:0] each seat's expected
// final score, then the automa's if the game has one (Result.Automa). Bots use it for greedy play and to cut playouts short; it is
// a heuristic, never a rule.
type Evaluator interface {
	Evaluate(dst []float64) []float64
}

// TrustedPlayer is implemented by games that can apply a move without
// checking it: PlayTrusted must only be given a move listed by Moves or
// AppendMoves of this very state for this seat, and may corrupt the state
// otherwise. Searches use it to avoid listing every decision twice;
// anything that takes moves from outside uses Play.
type TrustedPlayer interface {
	PlayTrusted(seat int, m Move)
}

// PlayListed applies m, which the caller took from s.AppendMoves(…, seat):
// without a check when the game allows it, through Play otherwise.
func PlayListed(s State, seat int, m Move) error {
	if t, ok := s.(TrustedPlayer); ok {
		t.PlayTrusted(seat, m)
		return nil
	}
	return s.Play(seat, m)
}
