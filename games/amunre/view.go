package amunre

import (
	"math/rand/v2"
	"slices"

	"karnak/engine"
	"karnak/engine/kit"
)

// View is what one seat may see (§14): the board, the bids, the tracks,
// every hand's size; its own Favor cards, offering, province cards and
// (unless gold is open) gold. Never another seat's cards, an offering or a
// province choice before its reveal, the order of a deck, the face-down
// Favor cards of an instant reward, or which province cards are in the
// deck rather than out of the game in the Old Kingdom.
type View struct {
	Seat     int    `json:"seat"` // -1 spectator
	Players  int    `json:"players"`
	Rules    string `json:"rules"` // standard or advanced
	GoldOpen bool   `json:"gold_open"`
	Round    int    `json:"round"`
	Era      string `json:"era"`
	Phase    string `json:"phase"`
	Over     bool   `json:"over"`
	First    int    `json:"first"`
	// Token is the offering token on the Nile, nil before the first.
	Token *TokenView `json:"token"`
	// Offerings are this round's offerings once revealed, by seat.
	Total *int `json:"total,omitempty"`

	Provinces []ProvinceView `json:"provinces"`
	// Province cards: the deck's size; its contents when they are public
	// (in the New Kingdom, standard rules); the cards played this era; the
	// cards out of the game when that is public.
	DeckSize    int      `json:"deck_size"`
	DeckCards   []string `json:"deck_cards,omitempty"`
	PlayedCards []string `json:"played_cards"`
	OutOfGame   []string `json:"out_of_game,omitempty"`

	FavorDeck int         `json:"favor_deck"`
	Discard   []CardCount `json:"discard"`

	Seats []SeatView `json:"seats"`

	Actors []int `json:"actors"`
	// Decided are the seats that have committed their part of the
	// simultaneous decision on top (never what they chose).
	Decided []int    `json:"decided,omitempty"`
	Moves   []string `json:"moves,omitempty"` // the viewer's legal moves

	// The printed tables a player reads off the board: the gold of each
	// cell of a province's bid track, and what buying n items of one kind
	// in one market step costs (Prices[n-1]).
	BidTrack []int `json:"bid_track"`
	Prices   []int `json:"market_prices"`
}

// pricesShown: the market prices a view lists, for 1 to pricesShown items.
const pricesShown = 6

type TokenView struct {
	Level      int    `json:"level"`
	Label      string `json:"label"`
	FarmerGold int    `json:"farmer_gold"`
	Camel      bool   `json:"camel"`
	TempleVP   int    `json:"temple_vp"`
}

type CardCount struct {
	Card  string `json:"card"`
	Count int    `json:"count"`
}

// ProvinceView is a province: its printed land and what lies on it.
type ProvinceView struct {
	Ref          string `json:"ref"`
	Name         string `json:"name"`
	Land         Land   `json:"land"`
	Controller   int    `json:"controller"`
	Stones       int    `json:"stones"`
	Pyramids     int    `json:"pyramids"`
	FieldFarmers int    `json:"field_farmers"`
	FreeFarmers  int    `json:"free_farmers"`
	// Auctioned: up for auction this round; FaceDown the Favor cards of
	// its instant reward lying on it; Bid the scribe on its card.
	Auctioned bool     `json:"auctioned,omitempty"`
	FaceDown  int      `json:"face_down,omitempty"`
	Bid       *BidView `json:"bid,omitempty"`
}

type BidView struct {
	Seat int `json:"seat"`
	Cell int `json:"cell"`
	Gold int `json:"gold"`
}

// SeatView is one seat as the viewer may see it.
type SeatView struct {
	Seat int `json:"seat"`
	VP   int `json:"vp"`
	// Gold is nil where the viewer may not see it.
	Gold  *int `json:"gold"`
	Cards int  `json:"cards"` // Favor cards in hand
	// Hand is the viewer's own hand: its Favor cards by ref (repeated per
	// copy) and its Theft card, which is always shown in hand, even under
	// an offering (§14).
	Hand []string `json:"hand,omitempty"`
	// Theft: every player always shows its Theft card in hand, even while
	// it may lie under a secret offering (§14).
	Theft  bool     `json:"theft"`
	Played []string `json:"played"` // Favor cards played this phase

	Scribe    string   `json:"scribe,omitempty"` // the card its bid stands on
	Banned    string   `json:"banned,omitempty"`
	Protected bool     `json:"protected,omitempty"`
	Controls  []string `json:"controls"`

	MarketStep string `json:"market_step,omitempty"` // in its market turn: the step open

	Committed bool       `json:"committed,omitempty"` // has made its offering (or province choice)
	Offer     *OfferView `json:"offer,omitempty"`     // own, or everyone's once revealed
	Rank      int        `json:"rank,omitempty"`
	Rewards   int        `json:"rewards,omitempty"` // rewards still to choose
	Pending   int        `json:"pending,omitempty"` // reward Favor cards chosen, not yet drawn

	Treasury  string `json:"treasury,omitempty"`
	Bountiful string `json:"bountiful,omitempty"`

	// Advanced rules: the province cards in hand, and the viewer's own
	// cards and choice.
	ProvinceCards int      `json:"province_cards,omitempty"`
	ProvinceHand  []string `json:"province_hand,omitempty"`
	Choice        string   `json:"choice,omitempty"`

	Ledger map[string]int `json:"ledger"`
}

type OfferView struct {
	Theft      bool `json:"theft,omitempty"`
	Gold       int  `json:"gold,omitempty"`
	WithChange bool `json:"with_change,omitempty"`
	Change     int  `json:"change,omitempty"`
}

// View is the state as seat sees it.
func (s *State) View(seat int) any { return s.view(seat) }

func provinceRefs(set uint16) []string {
	out := []string{}
	for p := range numProvinces {
		if set&(1<<p) != 0 {
			out = append(out, provinces[p].Ref)
		}
	}
	return out
}

// offersSecret: the offerings of this round are made but not shown.
func (s *State) offersSecret() bool {
	return s.Phase == PhaseOffering && s.OfferingsShown < s.Round
}

// choicesSecret: the advanced province choices are being made.
func (s *State) choicesSecret() bool {
	t := s.Tasks.Top()
	return t != nil && t.Kind == tChoose
}

func (s *State) view(seat int) *View {
	if seat < 0 || seat >= s.Players {
		seat = -1
	}
	v := &View{Seat: seat, Players: s.Players, Rules: rulesStd, GoldOpen: s.OpenGold, Round: s.Round,
		Era: s.eraName(), Phase: s.Phase.String(), Over: s.Over(), First: s.First,
		DeckSize: s.DeckN, PlayedCards: provinceRefs(s.Played), FavorDeck: s.FavorN,
		Discard: []CardCount{}, Actors: slices.Clone(s.Actors())}
	if s.Advanced {
		v.Rules = rulesAdv
	}
	v.BidTrack = slices.Clone(bidTrack[:])
	for n := 1; n <= pricesShown; n++ {
		v.Prices = append(v.Prices, cost(n))
	}
	if v.Actors == nil {
		v.Actors = []int{}
	}
	if s.Level > 0 {
		lv := levelTable[s.Level]
		v.Token = &TokenView{Level: s.Level, Label: lv.Label, FarmerGold: lv.FarmerGold, Camel: lv.Camel, TempleVP: lv.TempleVP}
	}
	if s.Phase == PhaseOffering && !s.offersSecret() {
		total := s.Total
		v.Total = &total
	}
	if s.era() > 0 || s.Over() {
		// The New Kingdom's cards are the Old Kingdom's: the deck's
		// contents (not its order) and the cards out of the game are public.
		if !s.Advanced {
			var deck uint16
			for _, c := range s.Deck[:s.DeckN] {
				deck |= 1 << c
			}
			v.DeckCards = provinceRefs(deck)
		}
		v.OutOfGame = provinceRefs(s.Boxed)
	}
	for k := range numKinds {
		if s.Discard[k] > 0 {
			v.Discard = append(v.Discard, CardCount{Card: kinds[k].Ref, Count: int(s.Discard[k])})
		}
	}
	for p := range numProvinces {
		h := &s.Land[p]
		pv := ProvinceView{Ref: provinces[p].Ref, Name: provinces[p].Name, Land: s.Board[p],
			Controller: int(h.Controller), Stones: int(h.Stones), Pyramids: int(h.Pyramids),
			FieldFarmers: int(h.FieldFarmers), FreeFarmers: int(h.FreeFarmers), Auctioned: s.auctioned(Province(p))}
		for _, c := range h.Instant {
			if c != 0 {
				pv.FaceDown++
			}
		}
		if q := s.holder(Province(p)); q >= 0 {
			cell := int(s.Seat[q].Cell)
			pv.Bid = &BidView{Seat: q, Cell: cell, Gold: bidTrack[cell]}
		}
		v.Provinces = append(v.Provinces, pv)
	}
	top := s.Tasks.Top()
	for p := range s.Players {
		v.Seats = append(v.Seats, s.seatView(p, seat, top))
		switch {
		case s.offersSecret() && s.Seat[p].Offer != 0, s.choicesSecret() && s.Seat[p].Choice != noProvince:
			v.Decided = append(v.Decided, p)
		}
	}
	if seat >= 0 {
		for _, m := range s.Moves(seat) {
			v.Moves = append(v.Moves, s.MoveText(m))
		}
	}
	return v
}

func (s *State) seatView(p, viewer int, top *task) SeatView {
	pl := &s.Seat[p]
	own := p == viewer
	sv := SeatView{Seat: p, VP: pl.VP, Cards: s.handSize(p), Theft: true, Played: []string{}, Controls: []string{},
		Ledger: map[string]int{}}
	if own || s.OpenGold || s.Over() {
		gold := pl.Gold
		sv.Gold = &gold
	}
	if own {
		sv.Hand = []string{}
		for k := range numKinds {
			for range pl.Hand[k] {
				sv.Hand = append(sv.Hand, kinds[k].Ref)
			}
		}
		sv.Hand = append(sv.Hand, "theft")
	}
	for k := range numKinds {
		if pl.Played&(1<<k) != 0 {
			sv.Played = append(sv.Played, kinds[k].Ref)
		}
	}
	if pl.Scribe != noProvince {
		sv.Scribe = provinces[pl.Scribe].Ref
	}
	if pl.Banned != noProvince {
		sv.Banned = provinces[pl.Banned].Ref
	}
	sv.Protected = pl.Protected
	s.controlled(p, func(v Province) { sv.Controls = append(sv.Controls, provinces[v].Ref) })
	if top != nil && top.Kind == tMarket && top.seat() == p {
		sv.MarketStep = [...]string{"cards", "farmers", "stones", "done"}[pl.Step]
	}
	if s.Phase == PhaseOffering && pl.Offer != 0 {
		if s.offersSecret() {
			sv.Committed = true
		}
		if own || !s.offersSecret() {
			sv.Offer = &OfferView{Theft: pl.Offer < 0, Gold: max(pl.Offer, 0), WithChange: pl.WithChange, Change: int(pl.Change)}
		}
		sv.Rank = int(pl.Rank)
	}
	if top != nil && top.Kind == tReward && top.seat() == p {
		sv.Rewards = int(top.N)
	}
	sv.Pending = int(pl.Pending)
	if pl.Treasury != noProvince {
		sv.Treasury = provinces[pl.Treasury].Ref
	}
	if pl.Bountiful != noProvince {
		sv.Bountiful = provinces[pl.Bountiful].Ref
	}
	if s.Advanced {
		sv.ProvinceCards = countBits(pl.Provinces)
		if own {
			sv.ProvinceHand = provinceRefs(pl.Provinces)
			if pl.Choice != noProvince {
				sv.Choice = provinces[pl.Choice].Ref
			}
		}
		if s.choicesSecret() && pl.Choice != noProvince {
			sv.Committed = true
		}
	}
	for i, name := range ledgerNames {
		sv.Ledger[name] = pl.Ledger[i]
	}
	return sv
}

func countBits(x uint16) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// Hand is what seat holds, by glossary ref (engine.Hand): its Favor cards,
// its Theft card and, in the advanced game, its province cards.
func (s *State) Hand(seat int) []string {
	if seat < 0 || seat >= s.Players {
		return nil
	}
	var out []string
	for k := range numKinds {
		if s.Seat[seat].Hand[k] > 0 {
			out = append(out, kinds[k].Ref)
		}
	}
	out = append(out, "theft")
	return append(out, provinceRefs(s.Seat[seat].Provinces)...)
}

// Determinize resamples everything seat cannot see, consistently with its
// view and depending on nothing else (§14): the other hands of Favor cards
// with the face-down instant rewards and the Favor deck, as one pool; the
// province deck with the boxed cards while those are secret, and in the
// advanced game the other hands of province cards; the other seats'
// hidden gold; their secret offerings and province choices; and the
// generator. Each pool is sorted before it is shuffled (kit.CanonicalShuffle)
// and dealt back in an order the view fixes.
func (s *State) Determinize(seat int, r *rand.Rand) engine.State {
	return s.DeterminizeInto(nil, seat, r)
}

// DeterminizeInto is Determinize into a state made before (engine.Redeterminizer).
func (s *State) DeterminizeInto(dst engine.State, seat int, r *rand.Rand) engine.State {
	c := s.CloneInto(dst).(*State)
	c.determinize(seat, r)
	c.Tasks.Relist(c) // the seat to move may be one whose gold was guessed
	return c
}

func (c *State) determinize(seat int, r *rand.Rand) {
	c.RNG.Seed(r.Uint64(), r.Uint64())
	if c.Over() {
		return
	}
	hidden := func(p int) bool { return p != seat }

	// Gold: where it is hidden, the others' is guessed from what the seat
	// sees: its own gold, and at least what the others must pay, a bid
	// standing on the board or an offering revealed.
	if !c.OpenGold {
		guess := startGold
		if seat >= 0 {
			guess = c.Seat[seat].Gold
		}
		for p := range c.Players {
			if hidden(p) {
				g := guess
				if sc := c.Seat[p].Scribe; sc != noProvince {
					g = max(g, bidTrack[c.Seat[p].Cell])
				}
				if o := c.Seat[p].Offer; c.Phase == PhaseOffering && !c.offersSecret() && o > 0 {
					g = max(g, o) // a revealed offering is paid from it
				}
				c.Seat[p].Gold = g
			}
		}
	}

	// Favor cards: the deck, the other hands, the instant rewards.
	var pool [numFavorCards]Kind
	n := 0
	for _, k := range c.Favor[:c.FavorN] {
		pool[n] = k
		n++
	}
	for p := range c.Players {
		if !hidden(p) {
			continue
		}
		for k := range numKinds {
			for range c.Seat[p].Hand[k] {
				pool[n] = Kind(k)
				n++
			}
		}
	}
	for v := range c.Land {
		for _, x := range c.Land[v].Instant {
			if x != 0 {
				pool[n] = Kind(x - 1)
				n++
			}
		}
	}
	kit.CanonicalShuffle(pool[:n], r)
	n = 0
	for p := range c.Players {
		if !hidden(p) {
			continue
		}
		size := c.handSize(p)
		c.Seat[p].Hand = [numKinds]int8{}
		for range size {
			c.Seat[p].Hand[pool[n]]++
			n++
		}
	}
	for v := range c.Land {
		for i, x := range c.Land[v].Instant {
			if x != 0 {
				c.Land[v].Instant[i] = int8(pool[n]) + 1
				n++
			}
		}
	}
	copy(c.Favor[:c.FavorN], pool[n:n+c.FavorN])

	// Province cards.
	c.determinizeProvinces(seat, r)

	// Secret offerings: any the seat could have made, an Offering Change
	// added half the time when its (resampled) hand holds one.
	if c.offersSecret() {
		for p := range c.Players {
			pl := &c.Seat[p]
			if !hidden(p) || pl.Offer == 0 {
				continue
			}
			top := min(pl.Gold, maxOffer)
			if k := r.IntN(top + 1); k == 0 {
				pl.Offer = -1
			} else {
				pl.Offer = k
			}
			pl.WithChange = c.holds(p, OfferingChange) && r.IntN(2) == 0
		}
	}
}

// determinizeProvinces resamples the province cards seat cannot see.
func (c *State) determinizeProvinces(seat int, r *rand.Rand) {
	oldKingdom := c.era() == 0
	var pool [numProvinces]Province
	n := 0
	if !c.Advanced {
		n += copy(pool[:], c.Deck[:c.DeckN])
		if oldKingdom {
			for v := range numProvinces {
				if c.Boxed&(1<<v) != 0 {
					pool[n] = Province(v)
					n++
				}
			}
		}
		kit.CanonicalShuffle(pool[:n], r)
		copy(c.Deck[:c.DeckN], pool[:c.DeckN])
		if oldKingdom {
			c.Boxed = 0
			for _, v := range pool[c.DeckN:n] {
				c.Boxed |= 1 << v
			}
		}
		return
	}
	// Advanced: the other hands, and in the Old Kingdom the boxed cards.
	for p := range c.Players {
		if p == seat {
			continue
		}
		for v := range numProvinces {
			if c.Seat[p].Provinces&(1<<v) != 0 {
				pool[n] = Province(v)
				n++
			}
		}
	}
	boxed := 0
	if oldKingdom {
		for v := range numProvinces {
			if c.Boxed&(1<<v) != 0 {
				pool[n] = Province(v)
				n++
				boxed++
			}
		}
	}
	kit.CanonicalShuffle(pool[:n], r)
	n = 0
	for p := range c.Players {
		if p == seat {
			continue
		}
		size := countBits(c.Seat[p].Provinces)
		c.Seat[p].Provinces = 0
		for range size {
			c.Seat[p].Provinces |= 1 << pool[n]
			n++
		}
		if c.Seat[p].Choice != noProvince && c.choicesSecret() {
			k := r.IntN(size)
			for v := range numProvinces {
				if c.Seat[p].Provinces&(1<<v) != 0 {
					if k == 0 {
						c.Seat[p].Choice = Province(v)
						break
					}
					k--
				}
			}
		}
	}
	if oldKingdom {
		c.Boxed = 0
		for _, v := range pool[n : n+boxed] {
			c.Boxed |= 1 << v
		}
	}
}
