// Package amunre is the rules engine of Amun-Re (Reiner Knizia), for 3 to
// 5 players, registered as "amunre". The rules are those of the
// specification ../shared/rules/amun-re.md; the Russian rulebook (seed
// 002) wins where the two differ (docs/rulings.md, "Amun-Re"). Section
// numbers (§5.4), rulings (R7) and assumptions (A12) in comments are the
// specification's.
//
// The game is written on the platform's kit: its flow is a kit.Stack of
// tasks (flow.go), its moves one kit.Grammar (moves.go), its generator a
// kit.RNG. The state is a flat value: a copy is a clone.
package amunre

import (
	"math/bits"

	"karnak/engine"
	"karnak/engine/kit"
)

// Game is Amun-Re.
type Game struct{}

func init() { engine.Register(Game{}) }

const gameName = "amunre"

func (Game) Name() string { return gameName }

// Descriptor is the game for everything around its rules.
func (Game) Descriptor() engine.Descriptor { return descriptor }

// Option keys and values.
const (
	optRules    = "rules"
	rulesStd    = "standard"
	rulesAdv    = "advanced"
	optGold     = "gold"
	goldHidden  = "hidden"
	goldOpen    = "open"
	rulesNumber = 1
)

var descriptor = engine.Descriptor{
	Name:    gameName,
	Title:   "Amun-Re",
	Players: engine.PlayerRange{Min: minPlayers, Max: maxPlayers, Default: defaultPlayers},
	Options: []engine.Option{
		{Key: optRules, Values: []string{rulesStd, rulesAdv}, Default: rulesStd,
			Help: "advanced: every player holds 3 province cards and chooses in secret which one is auctioned each round (§12)"},
		{Key: optGold, Values: []string{goldHidden, goldOpen}, Default: goldHidden,
			Help: "open: everybody sees everybody's gold; hidden: only one's own, as with cards in hand (every change is told in the log all the same)"},
	},
	// Players still tied after VP, pyramids and stones share the victory
	// (§10). Offerings and the advanced province choice are made by all at
	// once, in secret; Favor hands, decks and (by default) gold are hidden.
	SharedRanks:  true,
	Simultaneous: true,
	Hidden:       true,
	// A good decision is worth a few VP (a pyramid and its share of the
	// set bonus, a side bonus of 5, a yellow card of 3); winners finish
	// around 60 VP, and a lead of 25 settles a game.
	// Random playouts score about 8 VP a seat and say little about a
	// position: searches cut them at 12 moves and ask the Evaluator
	// (docs/bots.md: full playouts won 1 and 4 of 20 against the heuristic
	// at 300 and 2,000 playouts, cut ones about even at 2,000 and 12 of 20
	// at 5,000).
	// The search of the hard level and the hints is the heuristic improved
	// by rollouts (docs/bots.md): the tree over this evaluation is no
	// stronger than the heuristic here. At five seats 12 moves are fewer
	// of each seat's own decisions, and its playouts look 18 ahead
	// (docs/bots.md: 68.5 of 100 five-player games of one seed against the
	// heuristic, 61 at 12; 28 of 50 of a second seed), and each candidate
	// is played out on twice the samples, which the heuristic's valuation
	// written over its copies made as cheap as the 256 were before (63.5
	// of 100 games of a fresh seed).
	Scale: engine.Scale{Turn: 4, Decisive: 25, Horizon: 12, Horizons: map[int]int{5: 18},
		Search: "iters=256,iters@5=512,policy=heuristic,halving=4"},
	RulesVersion: rulesNumber,
}

// Phase is the part of the round being played.
type Phase int8

const (
	PhaseAuction Phase = iota + 1
	PhaseMarket
	PhaseOffering
	PhaseHarvest
	PhaseScoring
	PhaseOver
)

var phaseNames = [...]string{"", "auction", "market", "offering", "harvest", "scoring", "over"}

func (p Phase) String() string {
	if p < 0 || int(p) >= len(phaseNames) {
		return "?"
	}
	return phaseNames[p]
}

// Holding is what lies on a province space during the game.
type Holding struct {
	Controller   int8 `json:"controller"` // seat, -1 nobody
	Stones       int8 `json:"stones"`     // 0..2 between steps (§6.4)
	Pyramids     int8 `json:"pyramids"`   // a double pyramid counts 2
	FieldFarmers int8 `json:"field_farmers"`
	FreeFarmers  int8 `json:"free_farmers"` // Free Farmer cards, on no field (§6.5)
	// Instant holds the Favor cards of the instant reward, face down on
	// the province while it is auctioned (kind+1; 0 empty).
	Instant [maxInstantFavor]int8 `json:"instant"`
}

func (h *Holding) farmers() int { return int(h.FieldFarmers) + int(h.FreeFarmers) }

// Player is one seat.
type Player struct {
	Gold int `json:"gold"`
	VP   int `json:"vp"`
	// Hand counts the Favor cards held by kind. The Theft card is always
	// held but while it lies under an offering (Offer < 0).
	Hand [numKinds]int8 `json:"hand"`
	// Played are the kinds of Favor card played in this phase (G2).
	Played uint16 `json:"played"`

	// Auction (§5.3).
	Scribe    Province `json:"scribe"` // the bid card the scribe stands on; after the auction, none
	Cell      int8     `json:"cell"`
	Banned    Province `json:"banned"`    // the card last outbid on
	Protected bool     `json:"protected"` // played Protection this auction

	// Market (§6.1): the next step open (0 cards, 1 farmers, 2 stones)
	// and how many of that step's type were bought.
	Step   int8 `json:"step"`
	Bought int8 `json:"bought"`

	// Offering (§7): the secret offering, 0 not made, -1 Theft, n gold;
	// WithChange an Offering Change added; Change the ±3 chosen; Rank 1…
	// among those who offered gold, 0 none.
	Offer      int  `json:"offer"`
	WithChange bool `json:"with_change"`
	Change     int8 `json:"change"`
	Rank       int8 `json:"rank"`
	Pending    int8 `json:"pending"` // reward Favor cards chosen, drawn when the rewards are all chosen

	// Harvest (§8): the provinces chosen for Treasury and Bountiful Harvest.
	Treasury  Province `json:"treasury"`
	Bountiful Province `json:"bountiful"`

	// Advanced rules (§12): the province cards in hand (bit p) and the
	// one chosen this round, noProvince before.
	Provinces uint16   `json:"provinces"`
	Choice    Province `json:"choice"`

	// Ledger is the VP by category, for the final table.
	Ledger [numLedger]int `json:"ledger"`
}

// Ledger categories of VP.
const (
	ledTemples = iota
	ledPyramids
	ledSet
	ledSides
	ledYellow
	ledGold
	numLedger
)

var ledgerNames = [numLedger]string{"temples", "pyramids", "set bonus", "side bonuses", "yellow cards", "gold"}

// State is a game in progress. It holds no pointers but narr (nil between
// moves), so a copy is a clone and two positions compare with ==.
type State struct {
	Players  int  `json:"players"`
	Advanced bool `json:"advanced"`
	OpenGold bool `json:"open_gold"`
	// RNG deals everything; Determinize reseeds it.
	RNG   kit.RNG `json:"rng"`
	Round int     `json:"round"` // 1..6; 7 once the game is over
	Phase Phase   `json:"phase"`
	First int     `json:"first"` // the First Player's seat
	Level int     `json:"level"` // the offering token on the Nile, 0 before the first
	Total int     `json:"total"` // the last offering's total, after changes

	// Board is the printed land, Land what lies on it.
	Board [numProvinces]Land    `json:"board"`
	Land  [numProvinces]Holding `json:"land"`

	// Province cards: the face-down deck (top last), the cards out of the
	// game this era (bit p), those played this era (the discard pile), and
	// those auctioned this round.
	Deck     [numProvinces]Province `json:"deck"`
	DeckN    int                    `json:"deck_n"`
	Boxed    uint16                 `json:"boxed"`
	Played   uint16                 `json:"played"`
	Auctions uint16                 `json:"auctions"`

	// Favor cards: the face-down deck (top last) and the face-up discard
	// pile, counted by kind (its order is never used: it is shuffled
	// before it is drawn from again, G5).
	Favor   [numFavorCards]Kind `json:"favor"`
	FavorN  int                 `json:"favor_n"`
	Discard [numKinds]int8      `json:"discard"`

	Seat [maxSeats]Player `json:"seats"`

	// The rounds whose offerings and (advanced) province choices have been
	// revealed: the reveal points of those secrets.
	OfferingsShown int `json:"offerings_shown"`
	ChoicesShown   int `json:"choices_shown"`

	Tasks kit.Stack[task] `json:"tasks"`

	actors [maxSeats]int
	narr   *kit.Narration
}

// Seats is the number of seats at the table.
func (s *State) Seats() int { return s.Players }

// Over reports whether the final scoring is done.
func (s *State) Over() bool { return s.Phase == PhaseOver }

// Clone is a copy.
func (s *State) Clone() engine.State {
	c := *s
	c.narr = nil
	return &c
}

// CloneInto is Clone written over a state made before (engine.Recloner).
func (s *State) CloneInto(dst engine.State) engine.State {
	c, ok := dst.(*State)
	if !ok || c == nil {
		return s.Clone()
	}
	*c = *s
	c.narr = nil
	return c
}

// seatAfter is the seat k places clockwise after seat.
func (s *State) seatAfter(seat, k int) int { return (seat + k) % s.Players }

// order is the n-th seat in turn order from the First Player.
func (s *State) order(n int) int { return s.seatAfter(s.First, n) }

// controlled calls f for each province seat controls, by number.
func (s *State) controlled(seat int, f func(p Province)) {
	for p := range numProvinces {
		if int(s.Land[p].Controller) == seat {
			f(Province(p))
		}
	}
}

// owned is the set of provinces seat controls (bit p), for the move lists
// to walk without a callback.
func (s *State) owned(seat int) uint16 {
	var set uint16
	who := int8(seat)
	for p := range numProvinces {
		var bit uint16
		if s.Land[p].Controller == who { // a conditional move, not a branch
			bit = 1
		}
		set |= bit << p
	}
	return set
}

// next takes the lowest province out of *set.
func next(set *uint16) Province {
	p := Province(bits.TrailingZeros16(*set))
	*set &= *set - 1
	return p
}

func (s *State) controls(seat int, p Province) bool {
	return p >= 0 && p < numProvinces && int(s.Land[p].Controller) == seat
}

func (s *State) holds(seat int, k Kind) bool { return s.Seat[seat].Hand[k] > 0 }

func (s *State) hasPlayed(seat int, k Kind) bool { return s.Seat[seat].Played&(1<<k) != 0 }

// handSize is the number of Favor cards seat holds.
func (s *State) handSize(seat int) int {
	n := 0
	for _, c := range s.Seat[seat].Hand {
		n += int(c)
	}
	return n
}

// play discards a Favor card seat plays (G2 marks the kind as played this
// phase); played cards go face up to the discard pile.
func (s *State) play(seat int, k Kind) {
	s.Seat[seat].Hand[k]--
	s.Seat[seat].Played |= 1 << k
	s.Discard[k]++
}

// addStones puts n stones in p and builds: every 3 stones there become a
// pyramid at once (§6.4). It returns the pyramids built.
func (s *State) addStones(p Province, n int) int {
	h := &s.Land[p]
	all := int(h.Stones) + n
	built := all / 3
	h.Pyramids += int8(built)
	h.Stones = int8(all % 3)
	return built
}

// freeFields is the number of empty fields in p.
func (s *State) freeFields(p Province) int {
	return int(s.Board[p].Fields) - int(s.Land[p].FieldFarmers)
}

// favorSymbols are p's permanent Favor symbols plus those of its instant
// reward (Master Scribe counts both, §11).
func (s *State) favorSymbols(p Province) int {
	return int(s.Board[p].Favor) + int(s.Board[p].InstantFavor)
}
