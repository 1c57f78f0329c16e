// Package bidding is a tiny game of secret, simultaneous bids after
// Goofspiel, registered as "bidding". It exists so that the engine, the
// bots, the protocol, the arena and the server can be tested without
// Tekhenu, above all on simultaneous secret decisions and shared results.
// It is not part of games/all; a test registers it by importing it:
//
//	import _ "karnak/engine/enginetest/bidding"
//
// # Rules
//
// Setup. 2 to 5 players (option players, default 3). Option cards, 3, 5 or
// 8 (default 5): every player holds the bid cards 1..cards, and the prize
// cards 1..cards are shuffled face down with the game's seed.
//
// Round. The top prize card is turned face up. Every player then commits
// one of their unused bid cards in secret. They commit at the same time, in
// any order: every seat that has not committed this round owes a decision.
// When the last player commits, all bids are revealed together. The single
// highest bid takes the prize and scores its value in points; if the
// highest bid is tied, nobody takes it and the prize is discarded. The bid
// cards played are spent either way.
//
// End. After cards rounds every card is spent and the game is over. A
// player's score is the sum of the prizes they took. Places are competition
// ranks by score with no tie-break: equal scores share a place (1, 1, 3),
// and the winner is the lowest seat in first place.
//
// Moves read "bid N". A bid stays secret from the other seats until its
// round is revealed (reveal point "round-<r>"). Every seat sees the face-up
// prize, the prizes won, the scores, the bids of past rounds, who has
// committed, and each seat's bid cards: for another seat that has committed
// this round, the cards it held at the start of the round, so that its bid
// does not show. Nobody sees the order of the prize deck.
package bidding

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"karnak/engine"
	"karnak/engine/kit"
)

const (
	maxSeats = 5
	maxCards = 8
	kindBid  = 1
)

// Game is the secret bidding game.
type Game struct{}

func init() { engine.Register(Game{}) }

func (Game) Name() string { return "bidding" }

// Descriptor is the game for everything around its rules.
func (Game) Descriptor() engine.Descriptor { return descriptor }

var descriptor = engine.Descriptor{
	Name:    "bidding",
	Title:   "Secret bidding (test game)",
	Players: engine.PlayerRange{Min: 2, Max: maxSeats, Default: 3},
	Options: []engine.Option{
		{Key: "cards", Values: []string{"3", "5", "8"}, Default: "5",
			Help: "bid cards per player, and prize cards"},
	},
	// No tie-break: equal scores share a place. Every seat bids at once,
	// in secret, and the prize deck is face down.
	SharedRanks:  true,
	Simultaneous: true,
	Hidden:       true,
	// A well-judged bid takes a prize of a few points; with 8 cards the
	// prizes total 36, so a margin of 15 settles a game.
	Scale:        engine.Scale{Turn: 2, Decisive: 15},
	RulesVersion: 1,
}

// New sets up a game; the prize shuffle comes from seed.
func (Game) New(opts engine.Options, seed uint64) (engine.State, error) {
	s, err := NewState(opts, seed)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// NewState is New with the concrete type, for tests and tools.
func NewState(opts engine.Options, seed uint64) (*State, error) {
	if err := descriptor.Validate(opts); err != nil {
		return nil, err
	}
	players, _ := descriptor.PlayerCount(opts)
	o, _ := descriptor.Option("cards")
	def, _ := strconv.Atoi(o.Default)
	cards, _ := opts.Int("cards", def) // Validate has checked the value
	s := &State{Players: players, Cards: cards, Round: 1}
	s.RNG.Seed(seed, seed^0x5851f42d4c957f2d)
	for i := range cards {
		s.Prizes[i] = int8(i + 1)
	}
	kit.Shuffle(&s.RNG, s.Prizes[:cards])
	for p := range players {
		s.Held[p] = 1<<cards - 1
	}
	s.Tasks.PushSeq(taskBids, taskReveal)
	s.Tasks.Run(s)
	return s, nil
}

// State is a game in progress. It holds no pointers, so a copy is a clone.
type State struct {
	Players int `json:"players"`
	Cards   int `json:"cards"`
	// RNG is the generator that shuffled the prizes; Determinize reseeds
	// it, since it could otherwise betray the deck's order.
	RNG   kit.RNG `json:"rng"`
	Round int     `json:"round"` // 1..Cards; Cards+1 once the game is over
	// Tasks are the steps of the round to come (see task).
	Tasks kit.Stack[task] `json:"tasks"`
	// Prizes[r-1] is round r's prize: those of the rounds to come are the
	// face-down deck.
	Prizes [maxCards]int8 `json:"prizes"`
	// Held are the bid cards each seat held at the start of the round (bit
	// n-1 for card n): the others may see them, not the bid taken out.
	Held [maxSeats]uint16 `json:"held"`
	// Bids per round and seat, 0 not yet: the current round's are secret.
	Bids [maxCards][maxSeats]int8 `json:"bids"`
	// Taker per revealed round: the seat that took the prize, -1 nobody.
	Taker  [maxCards]int8 `json:"takers"`
	Score  [maxSeats]int  `json:"scores"`
	actors [maxSeats]int
}

// task is a step of a round: the bids, which every seat owes at once,
// then their reveal. The game runs them with kit.Stack; the methods Owes,
// Exec, Choices and Apply are its callbacks (kit.Rules).
type task uint8

const (
	taskBids   task = iota + 1 // simultaneous: every seat that has not bid owes a bid
	taskReveal                 // automatic: settle the round, push the next
)

// Owes: the bids are owed by the seats that have not bid, all at once.
func (s *State) Owes(t task) (kit.Seats, bool) {
	if t != taskBids {
		return 0, false
	}
	var owe kit.Seats
	for p := range s.Players {
		if !s.committed(p) {
			owe |= kit.Seat(p)
		}
	}
	return owe, true
}

// Exec runs the reveal.
func (s *State) Exec(t task) {
	if t == taskReveal { // taskBids has nothing to do once every bid is in
		s.reveal()
		if !s.Over() {
			s.Tasks.PushSeq(taskBids, taskReveal)
		}
	}
}

// Choices: a bid is one of the seat's unused cards.
func (s *State) Choices(dst []engine.Move, _ task, seat int) []engine.Move {
	for n := 1; n <= s.Cards; n++ {
		if s.Held[seat]&(1<<(n-1)) != 0 {
			dst = append(dst, bid(n))
		}
	}
	return dst
}

// Apply commits seat's bid; the bids stay on the stack until all are in.
func (s *State) Apply(seat int, m engine.Move) { s.Bids[s.Round-1][seat] = int8(m.Arg[0]) }

// grammar writes and reads the one move, "bid N".
var grammar = kit.NewGrammar(kit.Kind(kindBid, "bid", kit.Int("card", 1, maxCards)))

func bid(n int) engine.Move { return engine.Move{Kind: kindBid, Arg: [7]int16{int16(n)}} }

func (s *State) Seats() int { return s.Players }

func (s *State) Over() bool { return s.Round > s.Cards }

func (s *State) Clone() engine.State {
	c := *s
	return &c
}

// Prize is the face-up prize, 0 once the game is over.
func (s *State) Prize() int {
	if s.Over() {
		return 0
	}
	return int(s.Prizes[s.Round-1])
}

func (s *State) committed(seat int) bool { return s.Bids[s.Round-1][seat] != 0 }

// Actors are the seats that have not bid this round, in seat order.
func (s *State) Actors() []int { return s.Tasks.Actors(s, s.actors[:0]) }

func (s *State) Moves(seat int) []engine.Move { return s.AppendMoves(nil, seat) }

func (s *State) AppendMoves(dst []engine.Move, seat int) []engine.Move {
	return s.Tasks.AppendMoves(s, dst, seat)
}

// Play commits seat's bid, and reveals the round when it is the last.
func (s *State) Play(seat int, m engine.Move) error {
	if rule := s.refuse(seat, m); rule != "" {
		return &engine.IllegalMove{Seat: seat, Move: s.MoveText(m), Rule: rule}
	}
	s.PlayTrusted(seat, m)
	return nil
}

// refuse names the rule m breaks, "" when it is legal.
func (s *State) refuse(seat int, m engine.Move) string {
	n := int(m.Arg[0])
	switch {
	case s.Over():
		return "the game is over"
	case seat < 0 || seat >= s.Players:
		return fmt.Sprintf("there is no seat %d at this table", seat)
	case m.Kind != kindBid || [6]int16(m.Arg[1:]) != [6]int16{}:
		return `the only move is "bid N"`
	case s.committed(seat):
		return "you have bid this round"
	case n < 1 || n > s.Cards || s.Held[seat]&(1<<(n-1)) == 0:
		return "a bid is one of your unused cards"
	}
	return ""
}

// PlayTrusted is Play without the checks, for a move listed by Moves.
func (s *State) PlayTrusted(seat int, m engine.Move) { s.Tasks.Play(s, seat, m) }

// reveal settles the round once every bid is in.
func (s *State) reveal() {
	r := s.Round - 1
	taker, high := -1, 0
	for p := range s.Players {
		b := int(s.Bids[r][p])
		s.Held[p] &^= 1 << (b - 1)
		switch {
		case b > high:
			taker, high = p, b
		case b == high:
			taker = -1 // a tie for the highest bid: nobody takes the prize
		}
	}
	s.Taker[r] = int8(taker)
	if taker >= 0 {
		s.Score[taker] += int(s.Prizes[r])
	}
	s.Round++
}

// Result ranks by score alone: equal scores share a place.
func (s *State) Result() engine.Result {
	res := engine.Result{Scores: make([]int, s.Players), Ranks: make([]int, s.Players), Winner: -1}
	for p := range s.Players {
		res.Scores[p] = s.Score[p]
		res.Ranks[p] = 1
		for q := range s.Players {
			if s.Score[q] > s.Score[p] {
				res.Ranks[p]++
			}
		}
		if res.Ranks[p] == 1 && res.Winner < 0 {
			res.Winner = p
		}
	}
	return res
}

func (s *State) MoveText(m engine.Move) string { return grammar.Text(m) }

// ParseMove reads "bid N" for a card N of this game.
func (s *State) ParseMove(text string) (engine.Move, error) {
	m, err := grammar.Parse(text)
	if err == nil && int(m.Arg[0]) > s.Cards {
		return engine.Move{}, fmt.Errorf("bid: card: %d is not a card of this game (1 to %d)", m.Arg[0], s.Cards)
	}
	return m, err
}

// Conceal: a bid reads "bid (secret)" to the others until its round is
// revealed.
func (s *State) Conceal(seat int, m engine.Move) (string, engine.Reveal) {
	return "bid (secret)", engine.Reveal("round-" + strconv.Itoa(s.Round))
}

// Revealed: round r's bids are revealed once the game is past round r.
func (s *State) Revealed(r engine.Reveal) bool {
	n, ok := strings.CutPrefix(string(r), "round-")
	if !ok {
		return false
	}
	round, err := strconv.Atoi(n)
	return err == nil && s.Round > round
}

// Evaluate expects each seat to take a share of the prizes still to win
// (the face-up one and the deck) in proportion to its bid cards left.
func (s *State) Evaluate(dst []float64) []float64 {
	dst = dst[:0]
	left := 0
	for r := s.Round - 1; r < s.Cards; r++ {
		left += int(s.Prizes[r])
	}
	power := 0
	for p := range s.Players {
		power += cardSum(s.Held[p])
	}
	for p := range s.Players {
		v := float64(s.Score[p])
		if power > 0 {
			v += float64(left) * float64(cardSum(s.Held[p])) / float64(power)
		}
		dst = append(dst, v)
	}
	return dst
}

func cardSum(set uint16) int {
	sum := 0
	for ; set != 0; set &= set - 1 {
		sum += bits.TrailingZeros16(set) + 1
	}
	return sum
}

// cards lists a set of cards in increasing order.
func cards(set uint16) []int {
	out := []int{}
	for ; set != 0; set &= set - 1 {
		out = append(out, bits.TrailingZeros16(set)+1)
	}
	return out
}
