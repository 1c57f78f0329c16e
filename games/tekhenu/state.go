package tekhenu

import (
	"karnak/engine"
	"karnak/engine/kit"
)

// die is one physical die. Dice of the same colour and value in the same
// place are interchangeable, so moves name dice by (sector, colour, value).
type die struct {
	Colour Colour `json:"c"`
	Value  int8   `json:"v"`
	Loc    uint8  `json:"l"`
}

// Die locations.
const (
	locBox    = 0 // removed from the game at this player count
	locBag    = 1
	locSector = 2 // + god: 2..7
	locPlayer = 8 // + seat*4 + pan
	// locSet is the Set board's dice spaces (Time of Seth §8.1): grey dice
	// that only the Set action can use.
	locSet = locPlayer + 4*4
)

// Pans of a player's scales.
const (
	panLeft  = 0
	panRight = 1
	panUnder = 2 // Anubis dice
	panHand  = 3 // being taken this turn
)

func sectorLoc(g God) uint8         { return locSector + uint8(g) }
func playerLoc(seat, pan int) uint8 { return locPlayer + uint8(seat*4+pan) }
func locSectorOf(loc uint8) (God, bool) {
	if loc >= locSector && loc < locSector+uint8(nGods) {
		return God(loc - locSector), true
	}
	return 0, false
}

// player is one seat's mat, supply and cards.
type player struct {
	VP         int       `json:"vp"`
	Res        [nRes]int `json:"res"` // papyrus, bread, limestone, granite, gold
	Scribes    int       `json:"scribes"`
	Faith      int       `json:"faith"`
	Production [4]int8   `json:"production"`
	Population int8      `json:"population"`
	Happiness  int8      `json:"happiness"`
	Rewards    uint8     `json:"rewards"` // happiness rewards taken: 1=16, 2=19, 4=21
	Built      int8      `json:"built"`   // buildings taken from the mat
	Statues    int8      `json:"statues"` // statues built
	Pillars    int8      `json:"pillars"` // pillars raised
	Excess     int16     `json:"excess"`  // over-produced resources on the right pan
	Blessings  uint32    `json:"blessings"`
	Techs      uint32    `json:"techs"`
	Decrees    uint32    `json:"decrees"` // hidden from the other seats
	Destiny    int8      `json:"destiny"`
	Starting   [2]int8   `json:"starting"`
	FaithNet   int8      `json:"faith_net"` // faith placed at this Maat phase
	Balance    int16     `json:"balance"`
	DecreeVP   int16     `json:"decree_vp"` // VP from decrees at the end
	// Scoring is the seat's secret choice of decrees to score (§13), kept
	// until every seat has chosen; a move of kind mScore once it is there.
	Scoring engine.Move `json:"scoring"`
	OrderVP int8        `json:"order_vp"` // turn order bonus at the end
	// Ledger keeps each scoring's steps for the score breakdown; Mark is
	// the VP when the last scoring closed.
	Ledger [2][nLedger]int16 `json:"ledger"`
	Mark   int16             `json:"mark"`
	// The expansion's pieces (Time of Seth §3): warriors and priests on
	// their 0–10 tracks, blood tokens on the taint pan (never removed), the
	// cult card (0 none), the artifacts owned and not yet used (bit n-1 for
	// Art0n), and the ▲ happiness cells Cult03 has paid for (bit per cell
	// of symbols).
	Warriors  int8  `json:"warriors,omitempty"`
	Priests   int8  `json:"priests,omitempty"`
	Blood     int8  `json:"blood,omitempty"`
	Cult      int8  `json:"cult,omitempty"`
	Artifacts uint8 `json:"artifacts,omitempty"`
	Triangles uint8 `json:"triangles,omitempty"`
}

func (p *player) has(kind CardKind, n int) bool {
	switch kind {
	case Blessing:
		return p.Blessings&(1<<(n-1)) != 0
	case Tech:
		return p.Techs&(1<<(n-1)) != 0
	case Decree:
		return p.Decrees&(1<<(n-1)) != 0
	}
	return false
}

func (p *player) tech(n int) bool { return p.Techs&(1<<(n-1)) != 0 }

func (p *player) ankh() int {
	if p.tech(15) {
		return ankhT15
	}
	if p.Destiny == 0 {
		return 0
	}
	return int(p.Destiny) - 1
}

type cell struct {
	Tile  int8 `json:"tile"` // 0 empty
	Rot   int8 `json:"rot"`
	Owner int8 `json:"owner"`
	// Token is the conquest token on the cell (Time of Seth §3.5), 0 none;
	// it stays under a pillar built on it, inert.
	Token int8 `json:"token,omitempty"`
}

// deck is an ordered pile, top at Cards[N-1].
type deck struct {
	Cards [nDeck]int8 `json:"cards"`
	N     int8        `json:"n"`
}

// task is one pending step of the game. Decision tasks wait for a move;
// the others run as soon as they reach the top of the stack.
type task struct {
	Kind  taskKind `json:"k"`
	Seat  int8     `json:"s"`
	God   God      `json:"g"`
	Val   int8     `json:"v"`
	Flags uint16   `json:"f"`
	X     int8     `json:"x"`
	Y     int8     `json:"y"`
}

// turn holds what lasts for one player's turn.
type turn struct {
	Seat      int8      `json:"seat"`
	Die       int8      `json:"die"` // index of the die taken, -1 none
	Anubis    bool      `json:"anubis"`
	Colour    Colour    `json:"colour"` // colour the die counts as (B11/B12)
	Status    Status    `json:"status"` // pure or tainted as taken
	Sector    God       `json:"sector"`
	Adjust    bool      `json:"adjust"` // B11/B12 ±1 still available
	HasExtra  bool      `json:"has_extra"`
	ExtraGod  God       `json:"extra_god"`
	Fired     [4]uint32 `json:"fired"`      // per seat, technologies triggered this turn (bit n-1)
	BonusSeen [4]uint8  `json:"bonus_seen"` // per recipient, gods whose statue bonus was paid
	Subst     [4]uint8  `json:"subst"`      // per seat, 1: T10 VP given, 2: T22 VP given
	Refreshed uint8     `json:"refreshed"`  // sections refreshed in the current Thoth action
	CardSec   int8      `json:"card_sec"`   // section of the current Thoth take, -1 none
	CardsLeft int8      `json:"cards_left"`
	Discarded bool      `json:"discarded"` // taken without an action
	// CultSeen holds, per seat, the cult cards that have paid this turn
	// (bit n-1 for Cult0n): the expansion's once-per-turn limit (§3.7).
	CultSeen [4]uint8 `json:"cult_seen,omitempty"`
}

// State is a Tekhenu game. It holds no pointers, so a copy is a clone.
type State struct {
	Players   int                `json:"players"`
	Printed   bool               `json:"printed_horus"`
	RNG       kit.RNG            `json:"rng"`
	Round     int8               `json:"round"` // 1..16; 0 during setup
	Maats     int8               `json:"maats"` // Maat phases finished
	Scorings  int8               `json:"scorings"`
	Rotations int8               `json:"rotations"`
	Wheel     int8               `json:"wheel"`
	Dice      [totalDice]die     `json:"dice"`
	HorusGod  [7]God             `json:"horus_gods"`
	GodStat   [nGods][3]int8     `json:"god_statues"`     // owner, -1 empty
	GodVia    [nGods][3]int8     `json:"god_statues_via"` // Horus slot used
	People    [nPeopleSlots]int8 `json:"people"`
	PGold     [nPeopleSlots]bool `json:"people_gold"`
	RaSlots   [3]int8            `json:"ra"`
	Pile      [27]int8           `json:"pile"` // face-down pillar tiles, top at PileN-1
	PileN     int8               `json:"pile_n"`
	Temple    [5][5]cell         `json:"temple"`
	Hathor    [10]int8           `json:"hathor"`
	Osiris    [6][4]int8         `json:"osiris"`
	Row2Gold  bool               `json:"row2_gold"`
	Market    [4][4]int8         `json:"market"`
	Open      [4]bool            `json:"open"`
	Decks     [3]deck            `json:"decks"`    // blessings, technologies, decrees
	Discard   [3]uint32          `json:"discards"` // as card sets
	StartAv   uint16             `json:"starting_available"`
	DestAv    uint8              `json:"destiny_available"`
	Order     [4]int8            `json:"order"` // seats by turn order
	P         [4]player          `json:"p"`
	T         turn               `json:"turn"`
	Pending   uint8              `json:"pending_extra"` // seats owed a happiness-21 action
	Stack     [32]task           `json:"stack"`
	Depth     int8               `json:"depth"`
	Done      bool               `json:"done"`
	Bot       automa             `json:"automa"` // solo only (§16)
	Seth      sethBoard          `json:"seth,omitempty"`
	actors    [4]int
	// The legal moves of the decision on top of the stack, listed once
	// when run reaches it (see listMoves): the forced-move check,
	// AppendMoves and Play's check share them. Unused entries are zero,
	// so the cache is a function of the position and equal positions
	// still compare equal.
	moves  [movesCached]engine.Move
	nMoves uint8
	listed listing
	// narr collects the events of the move being played, only inside
	// PlayNarrated (narrate.go); nil otherwise, so that copies, ==
	// comparisons and JSON are those of the position alone and playing
	// without narrating pays one nil check per step.
	narr *narration
}

// movesCached is the longest move list kept in the state (the state stays
// within 2 KiB); longer ones are listed whenever they are asked for.
const movesCached = 40

// listing says what State.moves holds.
type listing uint8

const (
	notListed      listing = iota // nothing: list on demand (a state set up by hand or decoded)
	listedAll                     // the moves of the top decision
	listedOnDemand                // the top decision has several moves, too many to keep
)

// intn draws uniformly from [0, n) without allocating; nothing to choose
// from (n <= 1) draws nothing.
func (s *State) intn(n int) int {
	if n <= 1 {
		return 0
	}
	return s.RNG.IntN(n)
}

func (s *State) brightness(g God) Brightness {
	if uint(s.Wheel) < 6 && uint(g) < uint(nGods) {
		return brightnessAt[s.Wheel][g]
	}
	return wheelPattern[(int(g)-int(s.Wheel)+12)%6]
}

// brightnessAt[wheel][g] is brightness(g) with the wheel at that position.
var brightnessAt = func() (b [6][nGods]Brightness) {
	for w := range b {
		for g := range b[w] {
			b[w][g] = wheelPattern[(g-w+12)%6]
		}
	}
	return b
}()

func (s *State) status(c Colour, g God) Status {
	return purity[s.brightness(g)][c]
}

// seatPos is the turn-order position of a seat.
func (s *State) seatPos(seat int) int {
	for i := 0; i < s.Players; i++ {
		if int(s.Order[i]) == seat {
			return i
		}
	}
	return -1
}

// diceHeld counts a player's dice on the scales and under them.
func (s *State) diceHeld(seat int) int { return s.diceHeldBy()[seat] }

// diceHeldBy counts every seat's dice on and under its scales, in one pass:
// a byte of one word per group of four locations (a seat's four pans from
// locPlayer on), so that counting takes no branch and no memory.
func (s *State) diceHeldBy() (n [4]int) {
	var counts uint64
	for i := range s.Dice {
		counts += locCount[s.Dice[i].Loc]
	}
	for p := range n {
		n[p] = int(counts >> ((locPlayer/4 + p) * 8) & 0xff)
	}
	return n
}

// locCount[loc] counts a die at loc in its group's byte (diceHeldBy).
var locCount = func() (c [256]uint64) {
	for loc := range 8 * 4 {
		c[loc] = 1 << (loc / 4 * 8)
	}
	return c
}()
