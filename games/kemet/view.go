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
	Actors    []int          `json:"actors"`
	Asked     string         `json:"asked,omitempty"`
	Moves     []string       `json:"moves,omitempty"`
	Winner    int            `json:"winner"`
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
	Spaces   []string       `json:"spaces"`
	Tokens   int            `json:"tokens"`
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
		if p == seat || s.Open {
			for b := range nBattleCards {
				if pl.Battle&(1<<b) != 0 {
					pv.Battle = append(pv.Battle, battleCards[b].Ref)
				}
			}
		}
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
	v.Actors = append([]int{}, s.Actors()...)
	if t := s.Tasks.Top(); t != nil {
		v.Asked = s.asked(*t)
	}
	return v
}

// Determinize resamples what seat cannot see: the other seats' DI hands,
// the cards Vision shows another seat, and the deck's order, all drawn
// from the cards seat has not seen (§5).
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
	c.RNG.Seed(r.Uint64(), r.Uint64())
	c.Tasks.Relist(&c) // the cards Vision shows changed what its seat may keep
	return &c
}
