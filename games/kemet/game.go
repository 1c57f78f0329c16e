// Package kemet is the rules engine of Kemet (2012 edition), for 2 to 5
// players, registered as "kemet". The rules are those of the
// specification ../shared/rules/kemet.md; the Russian rulebook (seed 004)
// wins where the two differ (docs/kemet-rulebook-check.md found no such
// place). Section numbers (§3.5.2), rulings (RUL-10) and assumptions
// in comments are the specification's.
//
// The game is written on the platform's kit: its flow is a kit.Stack of
// tasks (flow.go), its moves one kit.Grammar (moves.go), its generator a
// kit.RNG. The state is a flat value: a copy is a clone.
//
// Every rule of the 2012 base game is in: setup on both board sides, the
// Night, the Day's actions with movement, battles with secret choices,
// the 48 power tiles, the creatures, the 35 Divine Intervention cards with
// their Veto windows, the end of the Day and victory.
package kemet

import (
	"karnak/engine"
	"karnak/engine/kit"
)

// Game is Kemet.
type Game struct{}

func init() { engine.Register(Game{}) }

const gameName = "kemet"

func (Game) Name() string { return gameName }

// Descriptor is the game for everything around its rules.
func (Game) Descriptor() engine.Descriptor { return descriptor }

// Glossary explains every piece of the game (engine.Glossary).
func (Game) Glossary() []engine.Entry { return glossary() }

// Option keys and values.
const (
	optVP          = "vp"
	optVariant     = "variant"
	variantStd     = "standard"
	variantBegin   = "beginner"
	optDiscards    = "battle-discards"
	discardsHidden = "hidden"
	discardsOpen   = "open"
	rulesNumber    = 1
)

var descriptor = engine.Descriptor{
	Name:    gameName,
	Title:   "Kemet",
	Players: engine.PlayerRange{Min: MinPlayers, Max: MaxPlayers, Default: 4},
	Options: []engine.Option{
		{Key: optVP, Values: []string{"8", "10"}, Default: "8",
			Help: "the victory points that end the game at the end of a Day: 8 for the short game, 10 for the long one"},
		{Key: optVariant, Values: []string{variantStd, variantBegin}, Default: variantStd,
			Help: "beginner: level-1 tiles only at first, level 2 from the second Day, pyramids up to level 2, and 4 VP win (§1.6)"},
		{Key: optDiscards, Values: []string{discardsHidden, discardsOpen}, Default: discardsHidden,
			Help: "open: the battle cards discarded in a battle are shown to all; hidden: only to their owner (§3.7.9)"},
	},
	// Ties end with the turn order (§3.10); battle cards and DI cards are
	// chosen in secret by both sides of a battle at once; DI hands are
	// hidden.
	SharedRanks:  false,
	Simultaneous: true,
	Hidden:       true,
	// A battle won is a VP, as is a temple held at the end of a Day; a
	// game ends at 8 VP, and a lead of 4 is all but decisive.
	Scale:        engine.Scale{Turn: 1, Decisive: 4},
	RulesVersion: rulesNumber,
}

// Phase is the part of the round being played.
type Phase int8

const (
	PhaseSetup Phase = iota + 1
	PhaseNight
	PhaseDay
	PhaseEndOfDay
	PhaseOver
)

var phaseNames = [...]string{"", "setup", "night", "day", "end of day", "over"}

func (p Phase) String() string {
	if p < 0 || int(p) >= len(phaseNames) {
		return "?"
	}
	return phaseNames[p]
}

// Pyramid is one of a player's three pyramids.
type Pyramid struct {
	Level  int8   `json:"level"`  // 0: in reserve
	Region Region `json:"region"` // its district, NoRegion at level 0
}

// Extra action tokens (silver from an Act of God, gold from Divine Will).
const (
	tokenNone   int8 = iota // the tile is not owned
	tokenReady              // to be placed this Day
	tokenPlaced             // placed this Day
)

// Player is one seat.
type Player struct {
	City     int8 `json:"city"` // index in the layout's Cities
	PP       int8 `json:"pp"`
	VP       int8 `json:"vp"`        // permanent VP
	BattleVP int8 `json:"battle_vp"` // the part of VP won in battles (§3.10)
	Reserve  int8 `json:"reserve"`   // units off the board

	// Units[r] are the player's units in region r.
	Units    [MaxRegions]int8  `json:"units"`
	Pyramids [nColours]Pyramid `json:"pyramids"`
	Tiles    uint64            `json:"tiles"` // bit k: owns tile kind k

	// DI is the hand of Divine Intervention cards, counted by kind: secret.
	DI [nDI]int8 `json:"di"`
	// Battle cards (bit b): in hand, discarded, out of the game; Shown
	// are the discarded ones every seat has seen (played in a battle, or
	// any with open discards).
	Battle  uint8 `json:"battle"`
	Discard uint8 `json:"discard"`
	Removed uint8 `json:"removed"`
	Shown   uint8 `json:"shown"`

	// The Day: spaces used (bit s), normal tokens left, silver and gold.
	Spaces uint16 `json:"spaces"`
	Tokens int8   `json:"tokens"`
	Silver int8   `json:"silver"`
	Gold   int8   `json:"gold"`
}

func (p *Player) owns(k Tile) bool { return p.Tiles&(1<<k) != 0 }

func (p *Player) diCount() int {
	n := 0
	for _, c := range p.DI {
		n += int(c)
	}
	return n
}

// State is a game in progress. It holds no pointers but narr, nil between
// moves, so a copy is a clone and two positions compare with ==.
type State struct {
	Players   int  `json:"players"`
	Threshold int8 `json:"threshold"` // VP that end the game
	Beginner  bool `json:"beginner"`
	Open      bool `json:"open_discards"`
	// RNG deals everything; Determinize reseeds it.
	RNG   kit.RNG `json:"rng"`
	Round int8    `json:"round"`
	Phase Phase   `json:"phase"`

	// Order is the turn order of the coming or current Day, Prev the one
	// before it (the tie-breaks of §3.3 and §3.10).
	Order [MaxPlayers]int8 `json:"order"`
	Prev  [MaxPlayers]int8 `json:"prev"`

	Seat [MaxPlayers]Player `json:"seats"`

	// Supply is how many tiles of each kind are left to buy.
	Supply [nTiles]int8 `json:"supply"`
	// CreatureAt is the region each creature stands in; NoRegion while
	// its tile is unbought or the creature is in its owner's reserve.
	CreatureAt [nCreatures]Region `json:"creature_at"`

	// The DI deck (top last) and the face-down discard pile, by kind.
	Deck      [nDICards]DI `json:"deck"`
	DeckN     int8         `json:"deck_n"`
	DIDiscard [nDI]int8    `json:"di_discard"`
	// Looking are the cards Vision shows its owner at Night, until it
	// keeps one: secret.
	Looking  [visionLook]DI `json:"looking"`
	LookingN int8           `json:"looking_n"`

	Winner int8 `json:"winner"` // once over

	// Move is the Move action under way, if any (Seat ≥ 0).
	Move Moving `json:"move"`
	// Effect is a DI card played outside a battle, waiting for its Veto
	// window (Seat ≥ 0).
	Effect Effect `json:"effect"`
	// Fight is the battle under way, if any (Region ≥ 0); Battles counts
	// the battles begun and Shown the last whose cards were shown, the
	// reveal points "battle-N" of their secret choices.
	Fight   Battle `json:"battle"`
	Battles int16  `json:"battles"`
	Shown   int16  `json:"revealed"`

	Tasks kit.Stack[task] `json:"tasks"`

	actors [MaxPlayers]int
	// narr collects the narration while PlayNarrated plays a move; nil
	// at every other time, so copies still compare with ==.
	narr *kit.Narration
}

// Moving is a Move action under way (§3.6.2): the group is Group of the
// mover's units in Region (counted in Units there with any the mover
// already had), with Creature if one goes with it.
type Moving struct {
	Seat     int8     `json:"seat"` // -1: no move under way
	Region   Region   `json:"region"`
	Group    int8     `json:"group"`
	Creature Creature `json:"creature"`
	Capacity int8     `json:"capacity"` // fixed at the start (§3.6.1)
	Steps    int8     `json:"steps"`
	// Moved: a step or a teleport was made, so walls now stop the group
	// (§3.6.4, RUL-46); Gates: the Open Gates card lifts them.
	Moved bool `json:"moved"`
	Gates bool `json:"gates"`
	// Dropped and Picked: the group has left units, or taken units along,
	// in the region it stands in; each is done once a region entered
	// (§3.6.2), so a Move action always ends. Visited are the regions the
	// group has stood in (bit r): a teleport never goes back to one, which
	// keeps free teleports (Stargate with Priest of Ra) from going round
	// for ever (docs/rulings.md, "RUL-K10").
	Dropped bool   `json:"dropped"`
	Picked  bool   `json:"picked"`
	Visited uint64 `json:"visited"`
}

// nDICards is the deck's size (35, A-17).
const nDICards = 35

// Seats is the number of seats at the table.
func (s *State) Seats() int { return s.Players }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.Phase == PhaseOver }

// Clone is a copy.
func (s *State) Clone() engine.State {
	c := *s
	return &c
}

// CloneInto is Clone written over a state made before (engine.Recloner).
func (s *State) CloneInto(dst engine.State) engine.State {
	c, ok := dst.(*State)
	if !ok || c == nil {
		return s.Clone()
	}
	*c = *s
	return c
}

func (s *State) layout() *Layout { return LayoutFor(s.Players) }

// seatOrder is the n-th seat of the Day's turn order.
func (s *State) seatOrder(n int) int { return int(s.Order[n]) }

// city is seat's city.
func (s *State) city(seat int) City { return s.layout().Cities[s.Seat[seat].City] }

// gainPP adds n PP to seat, up to the cap (§1.3).
func (s *State) gainPP(seat, n int) {
	p := &s.Seat[seat]
	p.PP = int8(min(int(p.PP)+n, ppCap))
}

// discounted is a payment of cost PP after Priest of Ra (every payment,
// once, down to 0; §4.2).
func (s *State) discounted(seat, cost int) int {
	if s.Seat[seat].owns(W4PriestOfRa) {
		cost -= priestOfRaDiscount
	}
	return max(cost, 0)
}

// occupant is the seat with units in region r other than except, -1 if
// none.
func (s *State) occupant(r Region, except int) int {
	for p := range s.Players {
		if p != except && s.Seat[p].Units[r] > 0 {
			return p
		}
	}
	return -1
}

// controller is the seat that controls region r (the one with units
// there; §3.1), -1 if none.
func (s *State) controller(r Region) int { return s.occupant(r, -1) }

// creatureOf is seat's creature in region r, NoCreature if none.
func (s *State) creatureOf(seat int, r Region) Creature {
	for c := Creature(0); c < nCreatures; c++ {
		if s.CreatureAt[c] == r && s.Seat[seat].owns(creatures[c].Tile) {
			return c
		}
	}
	return NoCreature
}

// troopLimit is how many units seat may have in one region.
func (s *State) troopLimit(seat int) int {
	if s.Seat[seat].owns(B2Legion) {
		return troopLimitLegion
	}
	return troopLimit
}

// pyramidController is the seat controlling seat's pyramid of colour c: its
// owner, unless an enemy troop stands in its district (§3.1).
func (s *State) pyramidController(owner int, c Colour) int {
	py := s.Seat[owner].Pyramids[c]
	if py.Level == 0 {
		return -1
	}
	if o := s.occupant(py.Region, owner); o >= 0 {
		return o
	}
	return owner
}

// highestControlled is the highest level among the colour-c pyramids seat
// controls (§3.5.3 step 1), 0 if none.
func (s *State) highestControlled(seat int, c Colour) int {
	best := 0
	for owner := range s.Players {
		if s.pyramidController(owner, c) == seat {
			best = max(best, int(s.Seat[owner].Pyramids[c].Level))
		}
	}
	return best
}

// tempVP is seat's temporary VP: temples it controls and level-4
// pyramids it controls (§3.9).
func (s *State) tempVP(seat int) int {
	l := s.layout()
	n := 0
	for _, t := range l.Temples {
		if s.controller(t) == seat {
			n++
		}
	}
	for owner := range s.Players {
		for c := range nColours {
			if s.Seat[owner].Pyramids[c].Level == pyramidMax && s.pyramidController(owner, c) == seat {
				n += raiseLevel4VP
			}
		}
	}
	return n
}

// totalVP is permanent plus temporary VP.
func (s *State) totalVP(seat int) int { return int(s.Seat[seat].VP) + s.tempVP(seat) }

// unitsOnBoard counts seat's units in all regions.
func (s *State) unitsOnBoard(seat int) int {
	n := 0
	for _, u := range s.Seat[seat].Units {
		n += int(u)
	}
	return n
}
