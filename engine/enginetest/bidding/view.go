package bidding

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"

	"karnak/engine"
	"karnak/engine/kit"
)

// View is what one seat may see: everything but the other seats' bids of
// the current round and the order of the prize deck.
type View struct {
	Seat    int  `json:"seat"` // -1 spectator
	Players int  `json:"players"`
	Cards   int  `json:"cards"`
	Round   int  `json:"round"` // cards+1 once over
	Over    bool `json:"over"`
	Prize   int  `json:"prize"` // face up, 0 once over
	// Deck are the prize cards still face down, by value: their order is
	// secret.
	Deck   []int       `json:"deck"`
	Seats  []SeatView  `json:"seats"`
	Rounds []RoundView `json:"rounds"` // the revealed rounds
	Actors []int       `json:"actors"`
	Moves  []string    `json:"moves,omitempty"` // the viewer's legal moves
}

type SeatView struct {
	Seat  int   `json:"seat"`
	Score int   `json:"score"`
	Won   []int `json:"won"` // prizes taken
	// Hand is the bid cards still unused for the viewer's own seat; for
	// another seat, those it held at the start of the round.
	Hand      []int `json:"hand"`
	Committed bool  `json:"committed"`
	Bid       int   `json:"bid,omitempty"` // the viewer's own bid this round
}

type RoundView struct {
	Round int   `json:"round"`
	Prize int   `json:"prize"`
	Bids  []int `json:"bids"`  // by seat
	Taker int   `json:"taker"` // -1: tied, the prize was discarded
}

func (s *State) View(seat int) any { return s.view(seat) }

func (s *State) view(seat int) *View {
	if seat < 0 || seat >= s.Players {
		seat = -1
	}
	v := &View{Seat: seat, Players: s.Players, Cards: s.Cards, Round: s.Round, Over: s.Over(),
		Prize: s.Prize(), Deck: []int{}, Rounds: []RoundView{}, Actors: slices.Clone(s.Actors())}
	var won [maxSeats][]int
	for r := 0; r < s.Round-1; r++ {
		rv := RoundView{Round: r + 1, Prize: int(s.Prizes[r]), Taker: int(s.Taker[r])}
		for p := range s.Players {
			rv.Bids = append(rv.Bids, int(s.Bids[r][p]))
		}
		v.Rounds = append(v.Rounds, rv)
		if rv.Taker >= 0 {
			won[rv.Taker] = append(won[rv.Taker], rv.Prize)
		}
	}
	if !v.Over {
		for r := s.Round; r < s.Cards; r++ {
			v.Deck = append(v.Deck, int(s.Prizes[r]))
		}
		slices.Sort(v.Deck)
	}
	for p := range s.Players {
		sv := SeatView{Seat: p, Score: s.Score[p], Won: won[p], Hand: cards(s.Held[p])}
		if sv.Won == nil {
			sv.Won = []int{}
		}
		if !v.Over && s.committed(p) {
			sv.Committed = true
			if p == seat {
				sv.Bid = int(s.Bids[s.Round-1][p])
				sv.Hand = cards(s.Held[p] &^ (1 << (sv.Bid - 1)))
			}
		}
		v.Seats = append(v.Seats, sv)
	}
	if seat >= 0 {
		for _, m := range s.Moves(seat) {
			v.Moves = append(v.Moves, s.MoveText(m))
		}
	}
	return v
}

// Determinize resamples what seat cannot see: the order of the prize deck,
// the bids the other seats have committed this round (each uniformly from
// the cards it held at the start of the round) and the generator. The deck
// is sorted before it is shuffled and every draw is made in an order the
// view fixes, so the result depends only on View(seat) and r: two states
// seat cannot tell apart give the same state, and a bot learns nothing
// hidden through its draws.
func (s *State) Determinize(seat int, r *rand.Rand) engine.State {
	c := *s
	c.RNG.Seed(r.Uint64(), r.Uint64())
	if c.Over() {
		return &c
	}
	kit.CanonicalShuffle(c.Prizes[c.Round:c.Cards], r)
	bids := &c.Bids[c.Round-1]
	for p := range c.Players {
		if p == seat || bids[p] == 0 {
			continue
		}
		held := c.Held[p]
		for k := r.IntN(bits.OnesCount16(held)); k > 0; k-- {
			held &= held - 1
		}
		bids[p] = int8(bits.TrailingZeros16(held) + 1)
	}
	c.Tasks.Relist(&c) // a kept list may depend on what was resampled
	return &c
}

// Text is seat's view in a few lines, for the terminal.
func (s *State) Text(seat int) string { return s.view(seat).Text() }

func (v *View) Text() string {
	var b strings.Builder
	if v.Over {
		b.WriteString("Game over.\n")
	} else {
		fmt.Fprintf(&b, "Round %d of %d: prize %d face up; deck %v (order secret); waiting for %v\n",
			v.Round, v.Cards, v.Prize, v.Deck, v.Actors)
	}
	for _, sv := range v.Seats {
		you := ""
		if sv.Seat == v.Seat {
			you = " (you)"
		}
		fmt.Fprintf(&b, "  seat %d%s: %d points, won %v, cards %v", sv.Seat, you, sv.Score, sv.Won, sv.Hand)
		switch {
		case sv.Bid > 0:
			fmt.Fprintf(&b, ", bid %d", sv.Bid)
		case sv.Committed:
			b.WriteString(", has bid")
		}
		b.WriteString("\n")
	}
	for _, rv := range v.Rounds {
		taker := "discarded (tie)"
		if rv.Taker >= 0 {
			taker = fmt.Sprintf("to seat %d", rv.Taker)
		}
		fmt.Fprintf(&b, "  round %d: prize %d, bids %v, %s\n", rv.Round, rv.Prize, rv.Bids, taker)
	}
	return b.String()
}
