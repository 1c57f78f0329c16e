package tekhenu

import (
	"math/bits"
	"math/rand/v2"
	"slices"

	"karnak/engine"
)

// Game is Tekhenu: Obelisk of the Sun for 2–4 players.
type Game struct{}

func init() { engine.Register(Game{}) }

func (Game) Name() string { return "tekhenu" }

// Descriptor is Tekhenu for everything around its rules.
func (Game) Descriptor() engine.Descriptor { return descriptor }

var descriptor = engine.Descriptor{
	Name:    "tekhenu",
	Title:   "Tekhenu: Obelisk of the Sun",
	Players: engine.PlayerRange{Min: 1, Max: 4, Default: 2},
	Automa:  "Botankhamun",
	Options: append([]engine.Option{
		{Key: "horus", Values: []string{"random", "printed"}, Default: "random",
			Help: "the Horus bonus tiles shuffled, or in the printed order for first games"},
		{Key: "automa", Values: []string{"easy", "medium", "hard"}, Default: "easy", Players: []int{1},
			Help: "Botankhamun's difficulty"},
		{Key: "automa_decree_vp", Values: []string{"4", "8"}, Default: "4", Players: []int{1},
			Help: "what each of Botankhamun's decrees scores at the end"},
		{Key: "solo_start", Values: []string{"choose", "random"}, Default: "choose", Players: []int{1},
			Help: "choose 2 of 3 starting cards, or get 2 at random"},
	}, sethOptionList...),
	// Ties are broken down to one order (§15); every seat keeps its decree
	// in secret at the same time (§4 step 11).
	SharedRanks:  false,
	Simultaneous: true,
	Hidden:       true,
	// A good decision is worth a few VP over an ordinary one; games end
	// around 100 VP with margins rarely past 50.
	Scale: engine.Scale{Turn: 4, Decisive: 100},
	// 2: the decrees returned at setup go under the deck in card order.
	// 3: at 3 players a second statue of the same god brings no immediate
	// bonus.
	RulesVersion: 3,
}

// New sets up a game (§4). Every random draw comes from seed.
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
	return newState(opts, seed)
}

// newState sets up a game from options the descriptor accepted, the
// expansion's included (sethOptionList).
func newState(opts engine.Options, seed uint64) (*State, error) {
	players, err := descriptor.PlayerCount(opts)
	if err != nil {
		return nil, err
	}
	s := &State{Players: players, Printed: opts["horus"] == "printed"}
	if err := s.sethOptions(opts, players); err != nil {
		return nil, err
	}
	if players == 1 {
		s.Players = 2 // a 2-player table with Botankhamun in seat 1 (§16.3)
		if err := s.soloOptions(opts); err != nil {
			return nil, err
		}
	}
	s.RNG.Seed(seed, seed^0x5851f42d4c957f2d)
	s.setup(opts["solo_start"] == "random")
	s.run()
	return s, nil
}

func (s *State) setup(randomStart bool) {
	n := s.Players
	// 1. Wheel in a random orientation.
	s.Wheel = int8(s.intn(6))
	// 3. Pillar tiles: shuffle, reveal 3.
	for i := range s.Pile {
		s.Pile[i] = int8(i + 1)
	}
	s.PileN = 27
	s.shufflePile()
	for slot := 0; slot < 3; slot++ {
		s.RaSlots[slot] = s.drawPillar()
	}
	// 4. Horus bonus tiles.
	s.HorusGod = defaultHorusGods
	if !s.Printed {
		for i := 6; i > 1; i-- {
			j := 1 + s.intn(i)
			s.HorusGod[i], s.HorusGod[j] = s.HorusGod[j], s.HorusGod[i]
		}
	}
	for g := range s.GodStat {
		s.GodStat[g] = [3]int8{-1, -1, -1}
	}
	// 6. Gold on the board.
	for i := range s.People {
		s.People[i] = -1
		s.PGold[i] = true
	}
	s.Row2Gold = true
	for i := range s.Hathor {
		s.Hathor[i] = -1
	}
	for r := range s.Osiris {
		s.Osiris[r] = [4]int8{-1, -1, -1, -1}
	}
	for r := range s.Temple {
		for c := range s.Temple[r] {
			s.Temple[r][c].Owner = -1
		}
	}
	// 7. Dice bag. The expansion's dice follow the base ones and stay in
	// the box in a base game.
	i := 0
	removed := diceRemoved[n]
	added := [nColours]int{}
	if s.Seth.On {
		removed, added = sethDiceRemoved[n], sethDiceAdded
	}
	for c := White; c < nColours; c++ {
		for k := 0; k < diceInBox[c]+sethDiceAdded[c]; k++ {
			loc := uint8(locBag)
			if k < removed[c] || k >= diceInBox[c]+added[c] {
				loc = locBox
			}
			s.Dice[i] = die{Colour: c, Value: 1, Loc: loc}
			i++
		}
	}
	if s.Seth.On {
		s.setupSethBoard()
	}
	// 8. Three dice into every sector.
	for g := Horus; g < nGods; g++ {
		s.drawDice(g, dicePerSector)
	}
	// 9. Players' pieces. Until the draft decides it, the turn order is
	// the provisional seat order (§4 step 12A).
	for p := 0; p < n; p++ {
		s.Order[p] = int8(p)
		pl := &s.P[p]
		pl.VP = startVP
		pl.Mark = startVP
		pl.Production = [4]int8{startProduction, startProduction, startProduction, startProduction}
		pl.Happiness, pl.Population = startHappiness, startPopulation
		pl.Res[Gold] = 1
		pl.Scribes = 1
	}
	// 10. Decks and market.
	for k := Blessing; k <= Decree; k++ {
		d := &s.Decks[k]
		last := nBaseDeck
		if s.Seth.On {
			last += sethCards[k]
		}
		for c := 1; c <= last; c++ {
			if n <= 2 && ((k == Tech && c == 16) || (k == Decree && c == 20)) {
				continue
			}
			d.Cards[d.N] = int8(c)
			d.N++
		}
		s.shuffleDeck(k)
	}
	s.openSection(0)
	s.openSection(1)
	if s.Solo() {
		s.soloSetup()
	}
	// 11. Two decrees each (three with the expansion, Time of Seth §2.1
	// step 8); every seat keeps one at the same time. Botankhamun gets
	// none (§16.3 step 3).
	dealt := 2
	if s.Seth.On {
		dealt = 3
	}
	var choosing uint16
	for p := 0; p < s.Seats(); p++ {
		for k := 0; k < dealt; k++ {
			c, _ := s.drawCard(Decree)
			s.P[p].Decrees |= 1 << (c - 1)
		}
		choosing |= 1 << p
	}
	// 12. Starting cards: reveal 5/7/9, snake draft from seat 0.
	all := s.shuffledNumbers(nStarting)
	if s.Solo() {
		s.soloStart(all, choosing, randomStart)
		return
	}
	if s.Seth.On {
		s.sethDraft(all) // Time of Seth §2.2; the decree is kept last
		return
	}
	for _, c := range all[:2*n+1] {
		s.StartAv |= 1 << c
	}
	seq := []task{{Kind: dKeepDecree, Flags: choosing}}
	for p := 0; p < n; p++ {
		seq = append(seq, task{Kind: dDraft, Seat: int8(p)})
	}
	for p := n - 1; p >= 0; p-- {
		seq = append(seq, task{Kind: dDraft, Seat: int8(p)})
	}
	seq = append(seq, task{Kind: tInitialOrder})
	s.pushSeq(seq...)
	s.T.Die = -1
}

// shuffledNumbers is 1…n in an order drawn from the game's generator.
func (s *State) shuffledNumbers(n int) []int {
	all := make([]int, n)
	for k := range all {
		all[k] = k + 1
	}
	for k := len(all) - 1; k > 0; k-- {
		j := s.intn(k + 1)
		all[k], all[j] = all[j], all[k]
	}
	return all
}

func (s *State) shufflePile() {
	for i := int(s.PileN) - 1; i > 0; i-- {
		j := s.intn(i + 1)
		s.Pile[i], s.Pile[j] = s.Pile[j], s.Pile[i]
	}
}

func (s *State) drawPillar() int8 {
	if s.PileN == 0 {
		return 0
	}
	s.PileN--
	t := s.Pile[s.PileN]
	s.Pile[s.PileN] = 0
	return t
}

// drawDice draws n dice from the bag at random, rolls them and puts them in
// sector g.
func (s *State) drawDice(g God, n int) {
	bag := s.bag()
	s.drawFrom(&bag, g, n)
}

// diceBag is the dice in the bag, in die order.
type diceBag struct {
	dice [totalDice]int8
	n    int
}

func (s *State) bag() diceBag {
	var b diceBag
	for i := range s.Dice {
		if s.Dice[i].Loc == locBag {
			b.dice[b.n] = int8(i)
			b.n++
		}
	}
	return b
}

// drawFrom draws n dice from the bag b (which it keeps up to date) as
// drawDice does.
func (s *State) drawFrom(b *diceBag, g God, n int) {
	k := b.n
	// k == 0 cannot happen by the bag arithmetic (E41).
	for ; n > 0 && k > 0; n-- {
		j := s.intn(k)
		d := &s.Dice[b.dice[j]]
		copy(b.dice[j:k-1], b.dice[j+1:k]) // still in die order
		k--
		d.Loc = sectorLoc(g)
		d.Value = s.roll(d.Colour)
	}
	b.n = k
}

// roll throws a die of colour c: 1–6, or a face of 2, 3, 3, 4, 4, 5 for the
// expansion's colours (Time of Seth §1.1), one draw either way.
func (s *State) roll(c Colour) int8 {
	if newColour(c) {
		return newDieFaces[s.intn(6)]
	}
	return int8(1 + s.intn(6))
}

// keepDecree keeps one decree and returns the others under the deck. The
// players return theirs at the same time, so the returned decrees end up
// under the deck in card order (t.X counts them), whoever chose first: the
// deck must not depend on the order in which secret choices arrive
// (docs/rulings.md).
func (s *State) keepDecree(seat, keep int) {
	pl := &s.P[seat]
	t := s.top()
	for n := 1; n <= nDeck; n++ {
		if n != keep && pl.has(Decree, n) {
			pl.Decrees &^= 1 << (n - 1)
			s.putBottom(Decree, n)
			t.X++
		}
	}
	t.Flags &^= 1 << seat
	if t.Flags == 0 {
		slices.Sort(s.Decks[Decree].Cards[:t.X])
		s.pop()
	}
}

func (s *State) draftMoves(dst []engine.Move) []engine.Move {
	for c := 1; c <= nStarting; c++ {
		if s.StartAv&(1<<c) != 0 {
			dst = add(dst, mDraft, c)
		}
	}
	return dst
}

// initialOrder (§4 step 12B): descending sums of initiative; a tie goes to
// the player holding the single highest card.
func (s *State) initialOrder() {
	if s.Solo() {
		s.soloOrder()
		return
	}
	for i := 0; i < s.Players; i++ {
		s.Order[i] = int8(i)
	}
	sum := func(p int8) int { return int(s.P[p].Starting[0] + s.P[p].Starting[1]) }
	high := func(p int8) int8 { return max(s.P[p].Starting[0], s.P[p].Starting[1]) }
	stableSort(s.Order[:s.Players], func(pa, pb int8) bool {
		if sum(pa) != sum(pb) {
			return sum(pa) > sum(pb)
		}
		return high(pa) > high(pb)
	})
	s.DestAv = 0xF
	if s.Seth.On || s.Seth.Vizier >= 0 {
		s.sethOrder()
		return
	}
	var buf [2*4 + 1]task
	seq := buf[:0]
	for i := 0; i < s.Players; i++ {
		seq = append(seq, task{Kind: dDestiny, Seat: s.Order[i]})
	}
	for i := 0; i < s.Players; i++ {
		seq = append(seq, task{Kind: tResolveSetup, Seat: s.Order[i]})
	}
	seq = append(seq, task{Kind: tNewRound})
	s.pushSeq(seq...)
}

func (s *State) destinyMoves(dst []engine.Move) []engine.Move {
	for d := 1; d <= nDestiny; d++ {
		if s.DestAv&(1<<(d-1)) != 0 {
			dst = add(dst, mDestiny, d)
		}
	}
	return dst
}

// takeDestiny takes a destiny card; after a Maat phase its reward comes at
// once, at setup with the starting cards (§4 step 12C).
func (s *State) takeDestiny(seat, d int, rewardNow bool) {
	s.DestAv &^= 1 << (d - 1)
	s.P[seat].Destiny = int8(d)
	if rewardNow {
		s.destinyReward(seat)
	}
}

func (s *State) destinyReward(seat int) {
	pl := &s.P[seat]
	switch pl.Destiny {
	case 1:
		pl.Scribes++
	case 2:
		pl.Res[Gold]++
	case 3:
		s.push(task{Kind: dAdvance, Seat: int8(seat), Val: 1})
	case 4:
		pl.Faith++
	}
}

// resolveSetup gives a seat what its two starting cards and its destiny
// card show (§4 step 12C, §14.2), in card order.
func (s *State) resolveSetup(seat int) {
	if s.Seth.On {
		s.sethResolveSetup(seat)
		return
	}
	pl := &s.P[seat]
	cards := []int8{pl.Starting[0], pl.Starting[1]}
	if cards[0] > cards[1] {
		cards[0], cards[1] = cards[1], cards[0]
	}
	// Tasks pushed here run before the next seat resolves. Push the
	// destiny reward first so that it runs after the starting cards.
	s.destinyReward(seat)
	for i := len(cards) - 1; i >= 0; i-- {
		s.startingCard(seat, int(cards[i]))
	}
	pl.Starting = [2]int8{}
}

func (s *State) startingCard(seat, c int) {
	pl := &s.P[seat]
	me := int8(seat)
	res4 := uint16(1<<Papyrus | 1<<Bread | 1<<Limestone | 1<<Granite)
	switch c {
	case 1:
		s.push(task{Kind: tGod, Seat: me, God: Osiris, Val: 5, Flags: fNoHappyLoss | fSetup})
	case 2:
		s.push(task{Kind: tGod, Seat: me, God: Osiris, Val: 3, Flags: fNoHappyLoss | fQuarry | fSetup})
	case 3:
		s.push(task{Kind: tGod, Seat: me, God: Osiris, Val: 3, Flags: fNoHappyLoss | fWorkshop | fSetup})
	case 4:
		s.push(task{Kind: dGain, Seat: me, Val: 5, Flags: res4})
	case 5, 6:
		kind := Tech
		if c == 6 {
			kind = Blessing
		}
		a, okA := s.drawCard(kind)
		b, okB := s.drawCard(kind)
		switch {
		case okA && okB:
			s.push(task{Kind: dKeepCard, Seat: me, God: God(kind), X: int8(a), Y: int8(b)})
		case okA:
			s.gainCard(seat, kind, a)
		}
	case 7:
		pl.Scribes += 2
		pl.Res[Gold]++
	case 8:
		for r := Papyrus; r <= Granite; r++ {
			pl.Res[r]++
		}
	case 9:
		s.push(task{Kind: dGain, Seat: me, Val: 3, Flags: 1<<Limestone | 1<<Granite})
	case 10:
		s.push(task{Kind: dGain, Seat: me, Val: 3, Flags: 1<<Bread | 1<<Papyrus})
	case 11:
		s.advancePopulation(seat, 3)
		s.advanceHappiness(seat, 2)
	case 12:
		pl.Res[Gold] += 2
	}
}

// keepOneOfTwo (S05/S06): keep one card, the other goes back into its deck,
// which is shuffled.
func (s *State) keepOneOfTwo(seat int, t task, keep int) {
	s.gainCard(seat, CardKind(t.God), keep)
	s.keepReturns(t, keep) // the other card(s) back (Time of Seth: 3 cards, the bottom)
}

// Determinize resamples what seat cannot see: the order of every deck and
// of the pillar pile, the other seats' decrees, and the generator that will
// roll future dice. Every hidden pile is put in a canonical order before it
// is shuffled, so the result depends only on View(seat) and r: two true
// states that seat cannot tell apart determinize to the same state, which is
// what keeps a bot from learning anything hidden through its draws.
func (s *State) Determinize(seat int, r *rand.Rand) engine.State {
	c := new(State)
	s.determinize(c, seat, r)
	return c
}

// DeterminizeInto is Determinize written over dst, a Tekhenu state made
// before, so that a search does not allocate one per iteration
// (engine.Redeterminizer).
func (s *State) DeterminizeInto(dst engine.State, seat int, r *rand.Rand) engine.State {
	c, ok := dst.(*State)
	if !ok || c == nil {
		c = new(State)
	}
	s.determinize(c, seat, r)
	return c
}

func (s *State) determinize(c *State, seat int, r *rand.Rand) {
	*c = *s
	if s.Over() {
		// Everything is shown at the end (the kept decrees too): there is
		// nothing left to resample (found by the secrecy scan).
		return
	}
	c.RNG.Seed(r.Uint64(), r.Uint64())
	// Pool the decrees seat cannot see: the deck and the other hands.
	var pool [nDeck]int8
	var handSize [4]int
	n := 0
	for i := 0; i < int(c.Decks[Decree].N); i++ {
		pool[n] = c.Decks[Decree].Cards[i]
		n++
	}
	for p := 0; p < c.Players; p++ {
		if p == seat {
			continue
		}
		for card := 1; card <= nDeck; card++ {
			if c.P[p].has(Decree, card) {
				pool[n] = int8(card)
				n++
				handSize[p]++
			}
		}
		c.P[p].Decrees = 0
	}
	hidden := pool[:n]
	canonicalShuffle(hidden, r)
	for p := 0; p < c.Players; p++ {
		for ; handSize[p] > 0; handSize[p]-- {
			card := hidden[len(hidden)-1]
			hidden = hidden[:len(hidden)-1]
			c.P[p].Decrees |= 1 << (card - 1)
		}
	}
	d := &c.Decks[Decree]
	copy(d.Cards[:], hidden)
	d.N = int8(len(hidden))
	// The two cards of a pending S05/S06 keep are seen only by their seat,
	// and only once the keep is its decision: until then they are two more
	// cards of the deck, and are dealt anew from it.
	var redealt [len(c.Stack)]bool
	for i := 0; i < int(c.Depth); i++ {
		t := &c.Stack[i]
		if t.Kind != dKeepCard || int(t.Seat) == seat && i == int(c.Depth)-1 {
			continue
		}
		d := &c.Decks[CardKind(t.God)]
		d.Cards[d.N], d.Cards[d.N+1] = t.X, t.Y
		d.N += 2
		redealt[i] = true
		c.redealThird(t) // Time of Seth: a third card, decrees
	}
	for k := Blessing; k <= Tech; k++ {
		d := &c.Decks[k]
		canonicalShuffle(d.Cards[:d.N], r)
	}
	for i := range redealt[:c.Depth] {
		if t := &c.Stack[i]; redealt[i] {
			d := &c.Decks[CardKind(t.God)]
			c.dealThird(t, r)
			d.N -= 2
			t.X, t.Y = d.Cards[d.N+1], d.Cards[d.N]
			d.Cards[d.N], d.Cards[d.N+1] = 0, 0
		}
	}
	canonicalShuffle(c.Pile[:c.PileN], r)
	c.determinizeConquest(r)
	// Another seat's secret choice of decrees to score is drawn anew among
	// the choices its resampled hand allows.
	for p := 0; p < c.Players; p++ {
		if p != seat && c.P[p].chose() {
			var buf [longMoves]engine.Move
			choices := c.scoreMoves(buf[:0], p)
			c.P[p].Scoring = choices[r.IntN(len(choices))]
		}
	}
	// Another seat's moves may depend on what was resampled; seat's own
	// depend only on what it sees, so the list it was copied with stands
	// (TestDeterminizeKeepsOwnList).
	if t := c.top(); c.listed == listedAll && t != nil && int(t.Seat) == seat && !t.simultaneous() {
		return
	}
	c.relist()
}

// canonicalShuffle sorts a hidden pile (forgetting its true order) and then
// shuffles it with r, drawing as r.Shuffle does.
func canonicalShuffle(cards []int8, r *rand.Rand) {
	sortCards(cards)
	for i := len(cards) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		cards[i], cards[j] = cards[j], cards[i]
	}
}

// sortCards sorts a pile of distinct card numbers below 64 through a bit
// set, and any other pile by slices.Sort.
func sortCards(cards []int8) {
	var set uint64
	for _, c := range cards {
		if c < 0 || c >= 64 || set&(1<<c) != 0 {
			slices.Sort(cards)
			return
		}
		set |= 1 << c
	}
	for i := range cards {
		c := bits.TrailingZeros64(set)
		cards[i] = int8(c)
		set &= set - 1
	}
}
