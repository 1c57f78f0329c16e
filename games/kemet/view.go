package kemet

import (
	"math/rand/v2"

	"karnak/engine"
	"karnak/engine/kit"
)

// View is the game as one seat sees it: everything public, its own DI
// hand and Vision's cards, and for the others only how many DI cards they
// hold (§5).
type View struct {
	Seat      int            `json:"seat"`
	Players   int            `json:"players"`
	Side      string         `json:"side"`
	Round     int            `json:"round"`
	Phase     string         `json:"phase"`
	Threshold int            `json:"threshold"`
	Order     []int          `json:"order"`
	Me        []PlayerView   `json:"players_view"`
	Supply    []TileCount    `json:"supply"`
	Creatures []CreatureView `json:"creatures"`
	Deck      int            `json:"deck"`
	Discarded int            `json:"di_discarded"`
	Hand      []string       `json:"hand,omitempty"`
	Looking   []string       `json:"looking,omitempty"`
	Battle    *BattleView    `json:"battle,omitempty"`
	// Played is a DI card waiting for its Veto window: the card, its
	// player, its target and the Vetoes played on it so far.
	Played *PlayedView `json:"played,omitempty"`
	Actors []int       `json:"actors"`
	Asked  string      `json:"asked,omitempty"`
	Moves  []string    `json:"moves,omitempty"`
	Winner int         `json:"winner"`
}

// PlayerView is one seat's public side.
type PlayerView struct {
	Seat     int            `json:"seat"`
	City     string         `json:"city"`
	PP       int            `json:"pp"`
	VP       int            `json:"vp"`
	TempVP   int            `json:"temp_vp"`
	BattleVP int            `json:"battle_vp"`
	Reserve  int            `json:"reserve"`
	Troops   map[string]int `json:"troops"`
	Pyramids []PyramidView  `json:"pyramids"`
	Tiles    []string       `json:"tiles"`
	DI       int            `json:"di_cards"`
	Battle   []string       `json:"battle_cards,omitempty"` // its own, or all when discards are open
	// Discarded are the battle cards in its pile that this seat has seen,
	// HiddenDiscards how many others lie there face down.
	Discarded      []string `json:"discarded,omitempty"`
	HiddenDiscards int      `json:"hidden_discards,omitempty"`
	Spaces         []string `json:"spaces"`
	Tokens         int      `json:"tokens"`
}

// BattleView is the battle under way as one seat sees it: the sides and
// who is done choosing; its own choices; the other side's played card once
// shown (or at once with Prescience); both sides' cards after the reveal.
type BattleView struct {
	Region   string      `json:"region"`
	Attacker int         `json:"attacker"`
	Defender int         `json:"defender"`
	Ready    [2]bool     `json:"ready"`
	Revealed bool        `json:"revealed"`
	Play     [2]string   `json:"play"`
	Discard  [2]string   `json:"discard"`
	DI       [2][]string `json:"di"`
	Wound    [2]int      `json:"wound"`
	// Totals are each side's sums once the cards are shown: before the
	// casualties while the battle is being settled, as they were at the
	// resolution after it (§3.7.4, §3.7.5). Winner is the side that won,
	// -1 until then.
	Totals *[2]BattleTotals `json:"totals,omitempty"`
	Winner int              `json:"winner"`
}

// BattleTotals are one side's strength, damage and protection in a battle.
type BattleTotals struct {
	Strength   int `json:"strength"`
	Damage     int `json:"damage"`
	Protection int `json:"protection"`
}

type PlayedView struct {
	Card   string `json:"card"`
	Seat   int    `json:"seat"`
	Target string `json:"target,omitempty"`
	Vetoes int    `json:"vetoes"`
}

type PyramidView struct {
	Colour string `json:"colour"`
	Level  int    `json:"level"`
	Region string `json:"region,omitempty"`
}

type TileCount struct {
	Tile string `json:"tile"`
	Left int    `json:"left"`
}

type CreatureView struct {
	Creature string `json:"creature"`
	Owner    int    `json:"owner"`
	Region   string `json:"region,omitempty"`
}

// View returns the game as seat sees it (−1 a spectator).
func (s *State) View(seat int) any {
	l := s.layout()
	v := &View{Seat: seat, Players: s.Players, Side: l.Side, Round: int(s.Round), Phase: s.Phase.String(),
		Threshold: int(s.Threshold), Deck: int(s.DeckN), Winner: int(s.Winner)}
	for i := range s.Players {
		v.Order = append(v.Order, s.seatOrder(i))
	}
	for _, c := range s.DIDiscard {
		v.Discarded += int(c)
	}
	for p := range s.Players {
		pl := &s.Seat[p]
		pv := PlayerView{Seat: p, City: l.Cities[pl.City].ID, PP: int(pl.PP), VP: int(pl.VP), TempVP: s.tempVP(p),
			BattleVP: int(pl.BattleVP), Reserve: int(pl.Reserve), Troops: map[string]int{}, DI: pl.diCount(),
			Tokens: int(pl.Tokens)}
		for r, u := range pl.Units[:len(l.Regions)] {
			if u > 0 {
				pv.Troops[l.Regions[r].ID] = int(u)
			}
		}
		for c := range nColours {
			py := pl.Pyramids[c]
			w := PyramidView{Colour: c.String(), Level: int(py.Level)}
			if py.Level > 0 {
				w.Region = l.Regions[py.Region].ID
			}
			pv.Pyramids = append(pv.Pyramids, w)
		}
		for k := range nTiles {
			if pl.owns(k) {
				pv.Tiles = append(pv.Tiles, tiles[k].Ref)
			}
		}
		for b := range nBattleCards {
			if pl.Battle&(1<<b) != 0 && (p == seat || s.Open) {
				pv.Battle = append(pv.Battle, battleCards[b].Ref)
			}
			if pl.Discard&(1<<b) != 0 && (p == seat || pl.Shown&(1<<b) != 0) {
				pv.Discarded = append(pv.Discarded, battleCards[b].Ref)
			}
		}
		pv.HiddenDiscards = bitsOn(pl.Discard) - len(pv.Discarded)
		for sp := range nSpaces {
			if pl.Spaces&(1<<sp) != 0 {
				pv.Spaces = append(pv.Spaces, spaces[sp].Ref)
			}
		}
		v.Me = append(v.Me, pv)
	}
	for k := range nTiles {
		v.Supply = append(v.Supply, TileCount{tiles[k].Ref, int(s.Supply[k])})
	}
	for c := Creature(0); c < nCreatures; c++ {
		owner := -1
		for p := range s.Players {
			if s.Seat[p].owns(creatures[c].Tile) {
				owner = p
			}
		}
		if owner < 0 {
			continue
		}
		cv := CreatureView{Creature: creatures[c].Ref, Owner: owner}
		if r := s.CreatureAt[c]; r != NoRegion {
			cv.Region = l.Regions[r].ID
		}
		v.Creatures = append(v.Creatures, cv)
	}
	if seat >= 0 && seat < s.Players {
		for k := range nDI {
			for range s.Seat[seat].DI[k] {
				v.Hand = append(v.Hand, diCards[k].Ref)
			}
		}
		if t := s.Tasks.Top(); t != nil && t.Kind == tVision && t.seat() == seat {
			for _, c := range s.Looking[:s.LookingN] {
				v.Looking = append(v.Looking, diCards[c].Ref)
			}
		}
		for _, m := range s.Moves(seat) {
			v.Moves = append(v.Moves, s.MoveText(m))
		}
	}
	if s.Fight.Region != NoRegion {
		v.Battle = s.battleView(seat)
	}
	if e := s.Effect; e.Seat >= 0 {
		v.Played = &PlayedView{Card: diCards[e.Card].Ref, Seat: int(e.Seat), Vetoes: int(e.Vetoes)}
		if e.Target != NoRegion {
			v.Played.Target = l.Regions[e.Target].ID
		}
	}
	v.Actors = append([]int{}, s.Actors()...)
	if t := s.Tasks.Top(); t != nil {
		v.Asked = s.asked(*t)
	}
	return v
}

// Determinize resamples what seat cannot see: the other seats' DI hands,
// the cards Vision shows another seat, and the deck's order, all drawn
// from the cards seat has not seen; which of another seat's battle cards
// lie face down in its pile; and its secret choices in a battle under way
// (§5).
func (s *State) Determinize(seat int, r *rand.Rand) engine.State {
	c := *s
	var pool [nDICards]DI
	n := 0
	for k := range nDI {
		for p := range c.Players {
			if p == seat {
				continue
			}
			for range c.Seat[p].DI[k] {
				pool[n] = DI(k)
				n++
			}
		}
	}
	visionSeat := -1
	if t := c.Tasks.Top(); t != nil && t.Kind == tVision {
		visionSeat = t.seat()
	}
	if visionSeat != seat {
		for _, d := range c.Looking[:c.LookingN] {
			pool[n] = d
			n++
		}
	}
	for _, d := range c.Deck[:c.DeckN] {
		pool[n] = d
		n++
	}
	kit.CanonicalShuffle(pool[:n], r)
	i := 0
	for p := range c.Players {
		if p == seat {
			continue
		}
		hand := c.Seat[p].diCount()
		c.Seat[p].DI = [nDI]int8{}
		for range hand {
			c.Seat[p].DI[pool[i]]++
			i++
		}
	}
	if visionSeat != seat {
		for j := range c.LookingN {
			c.Looking[j] = pool[i]
			i++
		}
	}
	copy(c.Deck[:c.DeckN], pool[i:n])
	for p := range c.Players {
		if p != seat {
			c.determinizeBattleCards(seat, p, r)
		}
	}
	c.RNG.Seed(r.Uint64(), r.Uint64())
	c.Tasks.Relist(&c) // the cards Vision shows changed what its seat may keep
	return &c
}

func bitsOn(x uint8) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

func (s *State) battleView(seat int) *BattleView {
	b := &s.Fight
	bv := &BattleView{Region: s.layout().Regions[b.Region].ID, Attacker: int(b.Side[0]), Defender: int(b.Side[1]),
		Ready: b.Ready, Revealed: s.Shown >= b.Number, Wound: [2]int{int(b.Wound[0]), int(b.Wound[1])}, Winner: int(b.Winner)}
	if bv.Revealed {
		var totals [2]BattleTotals
		for side := range 2 {
			if b.Winner >= 0 {
				totals[side] = BattleTotals{int(b.Sums[side][0]), int(b.Sums[side][1]), int(b.Sums[side][2])}
			} else {
				str, dmg, prot := s.sums(side)
				totals[side] = BattleTotals{str, dmg, prot}
			}
		}
		bv.Totals = &totals
	}
	mine := b.side(seat)
	for side := range 2 {
		shown := bv.Revealed || side == mine
		seesPlay := shown || mine >= 0 && side != mine && b.Ready[side] && s.Seat[seat].owns(B3Prescience)
		if seesPlay && b.Play[side] >= 0 {
			bv.Play[side] = battleCards[b.Play[side]].Ref
		}
		if (side == mine || bv.Revealed && s.Open) && b.Discard[side] >= 0 {
			bv.Discard[side] = battleCards[b.Discard[side]].Ref
		}
		if shown {
			for k, n := range b.DI[side] {
				for range n {
					bv.DI[side] = append(bv.DI[side], diCards[k].Ref)
				}
			}
		}
	}
	return bv
}

// determinizeBattleCards resamples what seat cannot see of seat p's
// battle cards: which unseen ones are in its hand and which face down in
// its pile, and its choices in the battle under way. A side still choosing
// is put back at the start of its choice (its progress is secret); a side
// done has a played and a discarded card drawn from its hand (the played
// one kept when seat saw it through Prescience) and no DI card committed,
// their number being secret as well.
func (c *State) determinizeBattleCards(seat, p int, r *rand.Rand) {
	pl := &c.Seat[p]
	b := &c.Fight
	side := -1
	if b.Region != NoRegion {
		side = b.side(p)
	}
	revealed := side >= 0 && c.Shown >= b.Number
	// Once the battle is resolved its cards lie in the piles.
	resolved := side >= 0 && b.Winner >= 0
	keepPlay := BattleCard(-1)
	if side >= 0 && !resolved && (revealed || b.Ready[side] && b.side(seat) == 1-side && c.Seat[seat].owns(B3Prescience)) {
		keepPlay = b.Play[side]
	}
	if !c.Open {
		hidden := pl.Discard &^ pl.Shown
		pool := (pl.Battle | hidden) &^ maskOf(keepPlay)
		chosen := pickBits(pool, bitsOn(hidden), r)
		pl.Discard = pl.Discard&pl.Shown | chosen
		pl.Battle = pool&^chosen | maskOf(keepPlay)
	}
	if side < 0 {
		return
	}
	if resolved {
		if !c.Open {
			b.Discard[side] = -1 // somewhere in its pile, face down
		}
		return
	}
	if !b.Ready[side] {
		b.Play[side], b.Discard[side] = -1, -1
		b.DI[side] = [nDI]int8{}
		return
	}
	if keepPlay < 0 {
		b.Play[side] = BattleCard(lowBit(pickBits(pl.Battle, 1, r)))
	}
	if !revealed || !c.Open {
		b.Discard[side] = BattleCard(lowBit(pickBits(pl.Battle&^maskOf(b.Play[side]), 1, r)))
	}
	if !revealed {
		b.DI[side] = [nDI]int8{}
	}
}

func maskOf(c BattleCard) uint8 {
	if c < 0 {
		return 0
	}
	return 1 << c
}

// pickBits chooses k of the bits set in x at random.
func pickBits(x uint8, k int, r *rand.Rand) uint8 {
	var set [8]int
	n := 0
	for b := 0; b < 8; b++ {
		if x&(1<<b) != 0 {
			set[n] = b
			n++
		}
	}
	var out uint8
	for i := 0; i < k && i < n; i++ {
		j := i + r.IntN(n-i)
		set[i], set[j] = set[j], set[i]
		out |= 1 << set[i]
	}
	return out
}

func lowBit(x uint8) int {
	for b := 0; b < 8; b++ {
		if x&(1<<b) != 0 {
			return b
		}
	}
	return -1
}
