package kemet

import (
	"strconv"

	"karnak/engine"
	"karnak/engine/kit"
)

// New sets up a game (§1.4); every shuffle and the first turn order come
// from seed.
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
	s := &State{Players: players, Round: 1, Phase: PhaseSetup, Winner: -1, Move: Moving{Seat: -1}, Fight: noBattle(),
		Effect:   Effect{Seat: -1, Target: NoRegion, Last: -1},
		Beginner: opts[optVariant] == variantBegin, Open: opts[optDiscards] == discardsOpen}
	s.Threshold = vpShort
	if v, err := strconv.Atoi(opts[optVP]); err == nil && v == vpLong {
		s.Threshold = vpLong
	}
	if s.Beginner {
		s.Threshold = vpBeginner // §1.6
	}
	s.RNG.Seed(seed, seed^0x9e3779b97f4a7c15)
	for c := range s.CreatureAt {
		s.CreatureAt[c] = NoRegion
	}
	// Step 3: every tile face up (beginner: level 1 at first).
	for k := range nTiles {
		s.Supply[k] = tiles[k].Copies
	}
	// Steps 5–6: cities in seat order, 5 PP, 12 units in reserve
	// until step 10, the six battle cards, the pyramids in reserve.
	for p := range players {
		pl := &s.Seat[p]
		pl.City = int8(p)
		pl.PP = ppStart
		pl.Reserve = unitsEach
		pl.Battle = 1<<nBaseBattleCards - 1
		for c := range pl.Pyramids {
			pl.Pyramids[c].Region = NoRegion
		}
	}
	// Step 7: the DI deck shuffled, one card each.
	for k := range nDI {
		for range diCards[k].Copies {
			s.Deck[s.DeckN] = DI(k)
			s.DeckN++
		}
	}
	kit.Shuffle(&s.RNG, s.Deck[:s.DeckN])
	for p := range players {
		for range startDI {
			s.draw(p)
		}
	}
	// Step 8: the first turn order at random.
	for i := range players {
		s.Order[i] = int8(i)
	}
	kit.Shuffle(&s.RNG, s.Order[:players])
	s.Prev = s.Order
	// Steps 9–10 in that order, pyramids first (RUL-02); then the first
	// Night (RUL-03).
	s.Tasks.Push(task{Kind: tNight})
	for i := players - 1; i >= 0; i-- {
		s.Tasks.Push(task{Kind: tSetupUnits, Seat: s.Order[i]})
	}
	for i := players - 1; i >= 0; i-- {
		s.Tasks.Push(task{Kind: tSetupPyramids, Seat: s.Order[i]})
	}
	s.Tasks.Run(s)
	return s, nil
}

// setupPyramidMoves are the patterns of step 9: 1/1/1, or 2/1/0 in any
// order of the colours (white, red, blue).
func setupPyramidMoves(dst []engine.Move) []engine.Move {
	dst = append(dst, move(mPyramids, 1, 1, 1))
	for _, l := range [][3]int{{2, 1, 0}, {2, 0, 1}, {1, 2, 0}, {0, 2, 1}, {1, 0, 2}, {0, 1, 2}} {
		dst = append(dst, move(mPyramids, l[0], l[1], l[2]))
	}
	return dst
}

// applySetupPyramids stands the pyramids of level 1 or more in the
// districts of the city in colour order (the districts are alike, A-12).
func (s *State) applySetupPyramids(seat int, m engine.Move) {
	city := s.city(seat)
	d := 0
	for c := range nColours {
		lv := int8(m.Arg[c])
		py := &s.Seat[seat].Pyramids[c]
		py.Level = lv
		if lv > 0 {
			py.Region = city.Districts[d]
			d++
		}
	}
}

// setupUnitMoves: 10 units in the districts holding a pyramid, 5 at most
// in each (step 10).
func (s *State) setupUnitMoves(dst []engine.Move, seat int) []engine.Move {
	city := s.city(seat)
	var open [3]bool
	for _, py := range s.Seat[seat].Pyramids {
		for d, r := range city.Districts {
			if py.Level > 0 && py.Region == r {
				open[d] = true
			}
		}
	}
	limit := func(d int) int {
		if open[d] {
			return troopLimit
		}
		return 0
	}
	for a := 0; a <= limit(0); a++ {
		for b := 0; b <= limit(1); b++ {
			if c := unitsAtStart - a - b; c >= 0 && c <= limit(2) {
				dst = append(dst, move(mUnits, a, b, c))
			}
		}
	}
	return dst
}

func (s *State) applySetupUnits(seat int, m engine.Move) {
	pl := &s.Seat[seat]
	for d, r := range s.city(seat).Districts {
		pl.Units[r] = int8(m.Arg[d])
		pl.Reserve -= int8(m.Arg[d])
	}
}

// draw gives seat the top DI card, shuffling the discard pile into a new
// deck when the deck is empty (RUL-45); nothing when both are empty.
func (s *State) draw(seat int) bool {
	if s.DeckN == 0 && !s.reshuffle() {
		return false
	}
	s.DeckN--
	s.Seat[seat].DI[s.Deck[s.DeckN]]++
	if s.narr != nil {
		s.tellDraw(seat, s.Deck[s.DeckN])
	}
	s.Deck[s.DeckN] = 0
	return true
}

// reshuffle makes the discard pile the deck, below what is left of it.
func (s *State) reshuffle() bool {
	var pile [nDICards]DI
	n := 0
	for k := range nDI {
		for range s.DIDiscard[k] {
			pile[n] = DI(k)
			n++
		}
		s.DIDiscard[k] = 0
	}
	if n == 0 {
		return false
	}
	kit.Shuffle(&s.RNG, pile[:n])
	copy(s.Deck[n:], s.Deck[:s.DeckN])
	copy(s.Deck[:n], pile[:n])
	s.DeckN += int8(n)
	return true
}
