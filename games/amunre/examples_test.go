package amunre

import (
	"slices"
	"testing"
)

// The rulebook's worked examples, §18 T1–T10, with the rulebook's numbers.

// T1: the auction example, 3 players.
func TestT1AuctionExample(t *testing.T) {
	const masha, sergey, kolya = 0, 1, 2
	s := fixture(t, 3, masha)
	s.auction(Thebes, Dakhla, Abydos)
	s.do(t, masha, "bid dakhla 4")
	s.do(t, sergey, "bid thebes 2")
	s.do(t, kolya, "bid thebes 3")
	if s.Seat[sergey].Banned != Thebes {
		t.Errorf("Sergey outbid on Thebes is banned from %s", provinceName(s.Seat[sergey].Banned))
	}
	// Masha's bid stands: she can only pass (or sell her card, G1).
	wantTexts(t, "Masha's moves", s.legal(masha), []string{"pass", "sell architect"})
	s.do(t, masha, "pass")
	// Sergey: Dakhla only at 15 (21 > 20 gold), Abydos 0–15, not Thebes.
	wantTexts(t, "Sergey's bids", s.legalOf(sergey, "bid"), []string{
		"bid abydos 0", "bid abydos 1", "bid abydos 2", "bid abydos 3", "bid abydos 4", "bid abydos 5", "bid dakhla 5"})
	s.refused(t, sergey, "bid thebes 4", "outbid on Thebes")
	s.do(t, sergey, "bid abydos 0")
	// Every card has one scribe: the auction ends at once, Kolya does not
	// move again; Sergey places Abydos's stone (kept on Abydos).
	if got := s.actor(t); got != sergey || s.Tasks.Top().Kind != tStone {
		t.Fatalf("after the last bid seat %d owes %v, want Sergey's instant stone", got, s.Tasks.Top())
	}
	s.do(t, sergey, "stone abydos")
	wantInt(t, "Masha's gold", s.Seat[masha].Gold, 22)
	wantInt(t, "Masha's hand", s.handSize(masha), 2)
	wantInt(t, "Sergey's gold", s.Seat[sergey].Gold, 20)
	wantInt(t, "Abydos's stones", int(s.Land[Abydos].Stones), 1)
	wantInt(t, "Kolya's gold", s.Seat[kolya].Gold, 14)
	wantInt(t, "Kolya's hand", s.handSize(kolya), 3)
	for seat, p := range []Province{Dakhla, Abydos, Thebes} {
		if !s.controls(seat, p) {
			t.Errorf("seat %d does not control %s", seat, provinceName(p))
		}
	}
	if s.Played != 1<<Thebes|1<<Dakhla|1<<Abydos || s.Auctions != 0 {
		t.Errorf("province cards played %b, auctioned %b: the three cards go to the discard pile", s.Played, s.Auctions)
	}
}

// T2: the market example.
func TestT2MarketExample(t *testing.T) {
	const kolya = 0
	s := fixture(t, 3, kolya)
	s.Board[Thebes].Favor, s.Board[Thebes].Fields = 2, 4
	s.Board[Edfu].Favor, s.Board[Edfu].Fields = 1, 3
	s.control(kolya, Thebes, Edfu)
	s.Seat[kolya].Gold = 30
	s.start(task{Kind: tMarket, Seat: kolya})
	s.refused(t, kolya, "cards 3", "at most 2 Favor cards")
	s.do(t, kolya, "cards 1")
	wantInt(t, "gold after 1 card", s.Seat[kolya].Gold, 29)
	wantInt(t, "hand", s.handSize(kolya), 2)
	for range 4 {
		s.do(t, kolya, "farmer thebes")
	}
	wantInt(t, "gold after 4 farmers (10)", s.Seat[kolya].Gold, 19)
	s.refused(t, kolya, "cards 1", "step is over")
	for range 3 {
		s.do(t, kolya, "stone thebes")
	}
	wantInt(t, "gold", s.Seat[kolya].Gold, 13)
	wantInt(t, "Thebes farmers", s.Land[Thebes].farmers(), 4)
	wantInt(t, "Thebes pyramids", int(s.Land[Thebes].Pyramids), 1)
	wantInt(t, "Thebes stones", int(s.Land[Thebes].Stones), 0)
	wantInt(t, "hand", s.handSize(kolya), 2)
	if !s.holds(kolya, Architect) {
		t.Error("the Architect was used")
	}
}

// T3: the offering example, 3 players.
func TestT3OfferingExample(t *testing.T) {
	const sergey, kolya, masha = 0, 1, 2
	s := fixture(t, 3, sergey)
	for p := range 3 {
		s.Seat[p].Hand = [numKinds]int8{}
	}
	s.Seat[sergey].Gold, s.Seat[kolya].Gold, s.Seat[masha].Gold = 10, 10, 0
	s.control(kolya, Mendes)
	s.control(sergey, Buto)
	s.control(masha, Avaris)
	deck := s.FavorN
	s.start(task{Kind: tOfferStart})
	s.do(t, sergey, "offer 6")
	s.do(t, masha, "theft")
	s.do(t, kolya, "offer 6")
	wantInt(t, "total", s.Total, 9)
	wantInt(t, "token level (3–12)", s.Level, 2)
	wantInt(t, "Sergey's gold", s.Seat[sergey].Gold, 4)
	wantInt(t, "Kolya's gold", s.Seat[kolya].Gold, 4)
	wantInt(t, "Masha's gold", s.Seat[masha].Gold, 3)
	wantInt(t, "Sergey's rank (a tie at 6 goes to turn order)", int(s.Seat[sergey].Rank), 1)
	wantInt(t, "Kolya's rank", int(s.Seat[kolya].Rank), 2)
	wantInt(t, "Masha's rank", int(s.Seat[masha].Rank), 0)
	s.do(t, sergey, "cards 3")
	wantInt(t, "Sergey's hand", s.handSize(sergey), 3)
	s.do(t, kolya, "stone mendes")
	s.do(t, kolya, "farmer mendes")
	wantInt(t, "Mendes stones", int(s.Land[Mendes].Stones), 1)
	wantInt(t, "Mendes farmers", s.Land[Mendes].farmers(), 1)
	wantInt(t, "First Player", s.First, sergey)
	wantInt(t, "Favor deck", s.FavorN, deck-3)
	if s.Phase != PhaseHarvest {
		t.Errorf("after the rewards the phase is %s, want the harvest (Masha, who stole, has none)", s.Phase)
	}
}

// t4 builds the game-start example's table (4 players) before its auction.
func t4(t *testing.T) *State {
	s := fixture(t, 4, 0)
	// Only the bounds in brackets are the rulebook's (§18 T4).
	s.Board[Thebes] = Land{Region: Upper, Side: East, Shore: true, Fields: 4, Favor: 2, InstantFavor: 2}
	s.Board[Buto] = Land{Region: Lower, Side: West, Shore: true, Fields: 5, Favor: 0, InstantFavor: 1}
	s.Board[Mendes] = Land{Region: Lower, Side: East, Shore: true, Fields: 4}
	s.Board[Avaris] = Land{Region: Lower, Side: East, Fields: 2, Favor: 1, Caravan: 8}
	// Instant rewards are drawn province by province in board order: Buto
	// first (the Offering Change), then Thebes; then Egor's two market
	// cards and Masha's Treasury; then the offering rewards.
	s.stackFavor(t, OfferingChange, MasterScribe, MasterFarmer, WestOrEast, ShoreOrOutskirts, Treasury,
		UpperOrLower, UpperOrLower, MasterScribe)
	return s
}

// T4: the game-start example, a whole first round with 4 players.
func TestT4GameStartExample(t *testing.T) {
	const egor, kolya, sergey, masha = 0, 1, 2, 3
	s := t4(t)
	// A deck of 12 with these four on top; 3 cards boxed.
	top := []Province{Thebes, Avaris, Buto, Mendes}
	s.DeckN, s.Boxed = 0, 0
	for p := range numProvinces {
		if !slices.Contains(top, Province(p)) && s.DeckN < 8 {
			s.Deck[s.DeckN] = Province(p)
			s.DeckN++
		} else if !slices.Contains(top, Province(p)) {
			s.Boxed |= 1 << p
		}
	}
	for i := range top {
		s.Deck[s.DeckN] = top[len(top)-1-i]
		s.DeckN++
	}
	s.start(task{Kind: tReveal})
	wantInt(t, "province deck after the reveal", s.DeckN, 8)
	wantInt(t, "face-down cards on Thebes", countInstant(s, Thebes), 2)
	wantInt(t, "face-down cards on Buto", countInstant(s, Buto), 1)

	// Auction.
	s.do(t, egor, "bid thebes 3")
	s.do(t, kolya, "bid buto 0")
	s.do(t, sergey, "bid buto 2")
	s.do(t, masha, "bid mendes 2")
	s.do(t, egor, "pass")
	wantTexts(t, "Kolya's bids", s.legalOf(kolya, "bid"), []string{
		"bid mendes 3", "bid mendes 4", "bid mendes 5",
		"bid avaris 0", "bid avaris 1", "bid avaris 2", "bid avaris 3", "bid avaris 4", "bid avaris 5",
		"bid thebes 4", "bid thebes 5"})
	s.do(t, kolya, "bid mendes 3")
	s.do(t, sergey, "pass")
	wantTexts(t, "Masha's bids", s.legalOf(masha, "bid"), []string{
		"bid buto 3", "bid buto 4", "bid buto 5",
		"bid avaris 0", "bid avaris 1", "bid avaris 2", "bid avaris 3", "bid avaris 4", "bid avaris 5",
		"bid thebes 4", "bid thebes 5"})
	s.do(t, masha, "bid avaris 0")
	for seat, want := range []int{14, 14, 17, 20} {
		wantInt(t, "gold after the auction", s.Seat[seat].Gold, want)
	}
	wantInt(t, "Egor's hand", s.handSize(egor), 3)
	wantInt(t, "Sergey's hand", s.handSize(sergey), 2)
	for seat, p := range []Province{Thebes, Mendes, Buto, Avaris} {
		if !s.controls(seat, p) {
			t.Errorf("seat %d does not control %s", seat, provinceName(p))
		}
	}

	// Market, in the order Egor, Kolya, Sergey, Masha.
	s.do(t, egor, "cards 2")
	for range 3 {
		s.do(t, egor, "farmer thebes")
	}
	s.do(t, egor, "stone thebes")
	s.do(t, egor, "done")
	wantInt(t, "Egor's gold", s.Seat[egor].Gold, 4)
	wantInt(t, "Egor's hand", s.handSize(egor), 5)
	if s.legalOf(kolya, "cards") != nil {
		t.Error("Kolya may buy Favor cards, though Mendes shows no Favor symbol")
	}
	for range 4 {
		s.do(t, kolya, "farmer mendes")
	}
	s.do(t, kolya, "stone mendes")
	s.do(t, kolya, "stone mendes")
	s.do(t, kolya, "architect mendes")
	// With 1 gold and no card left, "done" is his only move: it plays itself.
	wantInt(t, "Kolya's gold", s.Seat[kolya].Gold, 1)
	wantInt(t, "Mendes pyramids", int(s.Land[Mendes].Pyramids), 1)
	wantInt(t, "Mendes stones", int(s.Land[Mendes].Stones), 0)
	for range 3 {
		s.do(t, sergey, "farmer buto")
	}
	for range 3 {
		s.do(t, sergey, "stone buto")
	}
	s.do(t, sergey, "done")
	wantInt(t, "Sergey's gold", s.Seat[sergey].Gold, 5)
	wantInt(t, "Buto pyramids", int(s.Land[Buto].Pyramids), 1)
	s.do(t, masha, "cards 1")
	if !s.holds(masha, Treasury) {
		t.Fatal("Masha did not draw the Treasury")
	}
	s.do(t, masha, "farmer avaris")
	for range 5 {
		s.do(t, masha, "stone avaris")
	}
	wantInt(t, "Avaris stones before the Architect", int(s.Land[Avaris].Stones), 2)
	s.do(t, masha, "architect avaris")
	s.do(t, masha, "done")
	wantInt(t, "Masha's gold", s.Seat[masha].Gold, 3)
	wantInt(t, "Avaris pyramids (a double)", int(s.Land[Avaris].Pyramids), 2)
	wantInt(t, "Masha's hand", s.handSize(masha), 1)

	// Offering. Unfixed, Kolya cannot offer 2 (R25).
	if s.Phase != PhaseOffering {
		t.Fatalf("phase %s, want the offering", s.Phase)
	}
	s.refused(t, kolya, "offer 2", "you hold 1")
	s.do(t, egor, "sell west-or-east")
	s.do(t, sergey, "sell architect")
	s.Seat[kolya].Gold++ // the fixture's gift (A29)
	s.do(t, egor, "offer 5")
	s.do(t, kolya, "offer 2")
	s.do(t, sergey, "offer 6 offering-change")
	s.do(t, masha, "theft")
	wantInt(t, "total before the change", s.Total, 10)
	s.do(t, sergey, "change +3")
	wantInt(t, "total", s.Total, 13)
	wantInt(t, "token level (13–22)", s.Level, 3)
	for seat, want := range []int{0, 0, 0, 6} {
		wantInt(t, "gold after the settlement", s.Seat[seat].Gold, want)
	}
	for seat, want := range []int{2, 3, 1, 0} {
		wantInt(t, "rank", int(s.Seat[seat].Rank), want)
	}
	// Rewards in rank order: Sergey, Egor, Kolya.
	s.do(t, sergey, "cards 1")
	s.do(t, sergey, "farmer buto")
	s.do(t, sergey, "farmer buto")
	wantInt(t, "Buto farmers", s.Land[Buto].farmers(), 5)
	s.do(t, egor, "cards 1")
	s.do(t, egor, "stone thebes")
	wantInt(t, "Thebes stones", int(s.Land[Thebes].Stones), 2)
	s.do(t, kolya, "cards 1")
	wantInt(t, "First Player", s.First, sergey)

	// Harvest (level 3) in the new order Sergey, Masha, Egor, Kolya.
	s.do(t, sergey, "collect")
	wantInt(t, "Sergey's gold", s.Seat[sergey].Gold, 15)
	s.refused(t, egor, "collect", "not your decision")
	s.do(t, masha, "treasury avaris") // then "collect" is her only move
	wantInt(t, "Masha's gold", s.Seat[masha].Gold, 14)
	s.do(t, egor, "collect")
	wantInt(t, "Egor's gold", s.Seat[egor].Gold, 9)
	wantInt(t, "province deck before the round ends", s.DeckN, 8)
	s.do(t, kolya, "collect")
	wantInt(t, "Kolya's gold", s.Seat[kolya].Gold, 12)
	for seat, want := range []int{5, 1, 1, 0} {
		wantInt(t, "hand at the end of round 1", s.handSize(seat), want)
	}
	// Round 2: Sergey, First Player, reveals 4 provinces and bids first.
	wantInt(t, "round", s.Round, 2)
	wantInt(t, "province deck after round 2's reveal", s.DeckN, 4)
	wantInt(t, "provinces up", countBits(s.Auctions), 4)
	if s.Tasks.Top().Kind != tBid || s.Tasks.Top().seat() != sergey {
		t.Errorf("round 2 starts with %+v, want Sergey's bid", *s.Tasks.Top())
	}
}

func countInstant(s *State, p Province) int {
	n := 0
	for _, c := range s.Land[p].Instant {
		if c != 0 {
			n++
		}
	}
	return n
}

// T5: the price formula.
func TestT5Prices(t *testing.T) {
	for n, want := range []int{0, 1, 3, 6, 10, 15, 21, 28, 36, 45} {
		wantInt(t, "cost", cost(n), want)
	}
	// One item of each type: 1 + 1 + 1.
	s := fixture(t, 3, 0)
	s.control(0, Thebes)
	s.start(task{Kind: tMarket, Seat: 0})
	s.do(t, 0, "cards 1")
	s.do(t, 0, "farmer thebes")
	s.do(t, 0, "stone thebes")
	wantInt(t, "gold after one of each", s.Seat[0].Gold, 17)
}

// T6: Free Farmer.
func TestT6FreeFarmer(t *testing.T) {
	s := fixture(t, 3, 0)
	s.Board[Berenike].Fields = 0
	s.Board[Thebes].Fields = 4
	s.control(0, Berenike, Thebes)
	s.Land[Thebes].FieldFarmers = 1
	s.Seat[0].Gold = 10
	s.Seat[0].Hand = [numKinds]int8{}
	s.give(t, 0, FreeFarmer)
	s.start(task{Kind: tMarket, Seat: 0})
	s.do(t, 0, "free-farmer berenike")
	wantInt(t, "Berenike's free farmers", int(s.Land[Berenike].FreeFarmers), 1)
	for range 3 {
		s.do(t, 0, "farmer thebes")
	}
	wantInt(t, "gold (3 farmers cost 6, not 10)", s.Seat[0].Gold, 4)
	s.refused(t, 0, "farmer thebes", "no free field")
	wantInt(t, "Thebes's field farmers", int(s.Land[Thebes].FieldFarmers), 4)
	farmers := 0
	s.controlled(0, func(p Province) { farmers += s.Land[p].farmers() })
	wantInt(t, "farmers for Master Farmer", farmers, 5)
}

// T7: the final gold ranking with a tie for the most.
func TestT7FinalGoldTie(t *testing.T) {
	s := fixture(t, 4, 0)
	for p, g := range []int{30, 30, 20, 10} {
		s.Seat[p].Gold = g
		s.Seat[p].Hand = [numKinds]int8{}
	}
	s.finalScoring()
	for p, want := range []int{6, 6, 2, 0} {
		wantInt(t, "gold bonus", s.Seat[p].VP, want)
	}
}

// T8: the offering tokens.
func TestT8Tokens(t *testing.T) {
	for total, want := range map[int]int{10: 2, 25: 4, 9: 2, 13: 3, 2: 1, 3: 2, 12: 2, 22: 3, 23: 4, -9: 1} {
		if got := levelOf(total); got != want {
			t.Errorf("total %d places token %s, want %s", total, levelTable[got].Label, levelTable[want].Label)
		}
	}
}

// T9: instant rewards: Buto a Favor card, Abydos a stone for any province,
// Dakhla a Favor card and 12 gold after paying the bid.
func TestT9InstantRewards(t *testing.T) {
	s := fixture(t, 3, 0)
	s.auction(Buto, Abydos, Dakhla)
	s.do(t, 0, "bid buto 0")
	s.do(t, 1, "bid abydos 0")
	s.do(t, 2, "bid dakhla 4")
	wantInt(t, "Buto's winner's hand", s.handSize(0), 2)
	wantInt(t, "Dakhla's winner's gold (20 - 10 + 12)", s.Seat[2].Gold, 22)
	wantInt(t, "Dakhla's winner's hand", s.handSize(2), 2)
	// The stone goes to any of the 15 provinces, here an uncontrolled one.
	if got := len(s.legalOf(1, "stone")); got != int(numProvinces) {
		t.Errorf("the instant stone has %d places, want all %d provinces", got, numProvinces)
	}
	s.do(t, 1, "stone kharga")
	wantInt(t, "Kharga's stones", int(s.Land[Kharga].Stones), 1)
	wantInt(t, "Abydos's stones", int(s.Land[Abydos].Stones), 0)
}

// T10: the advanced rules, 4 players.
func TestT10Advanced(t *testing.T) {
	s, err := NewState(map[string]string{"players": "4", "rules": "advanced"}, 10)
	if err != nil {
		t.Fatal(err)
	}
	dealt := uint16(0)
	for p := range 4 {
		wantInt(t, "province cards dealt", countBits(s.Seat[p].Provinces), 3)
		dealt |= s.Seat[p].Provinces
	}
	wantInt(t, "cards dealt", countBits(dealt), 12)
	wantInt(t, "cards boxed", countBits(s.Boxed), 3)
	if dealt&s.Boxed != 0 || s.DeckN != 0 {
		t.Fatal("a boxed card was dealt, or a deck was formed")
	}
	if got := s.Actors(); len(got) != 4 {
		t.Fatalf("actors %v: every player chooses a province card at once", got)
	}
	// Others see only that a choice was made.
	first := lowest(s.Seat[2].Provinces)
	s.do(t, 2, "choose "+provinces[first].Ref)
	if v := s.view(0); v.Seats[2].Choice != "" || !v.Seats[2].Committed || v.Seats[2].ProvinceCards != 3 {
		t.Errorf("seat 0 sees seat 2's choice as %+v", v.Seats[2])
	}
	for _, p := range []int{0, 1, 3} {
		s.do(t, p, "choose "+provinces[lowest(s.Seat[p].Provinces)].Ref)
	}
	wantInt(t, "provinces up", countBits(s.Auctions), 4)
	if s.Auctions&(1<<first) == 0 {
		t.Error("seat 2's card is not up for auction")
	}
	// Play the Old Kingdom out at random, then check the new hands.
	oldPlayed := uint16(0)
	for s.Round <= 3 {
		if s.Round == 3 && s.Phase == PhaseHarvest {
			oldPlayed = s.Played
		}
		playRandomly(t, s, 1)
	}
	for p := range 4 {
		wantInt(t, "New Kingdom hand", countBits(s.Seat[p].Provinces)+boolInt(s.Seat[p].Choice != noProvince), 3)
	}
	var now uint16
	for p := range 4 {
		now |= s.Seat[p].Provinces
	}
	if now|s.Auctions != oldPlayed {
		t.Errorf("the New Kingdom's hands %b are not the Old Kingdom's cards %b", now|s.Auctions, oldPlayed)
	}
	// With 5 players all 15 are dealt.
	s5, _ := NewState(map[string]string{"players": "5", "rules": "advanced"}, 3)
	if s5.Boxed != 0 {
		t.Error("5 players: a card is boxed")
	}
}

func lowest(set uint16) Province {
	for p := range numProvinces {
		if set&(1<<p) != 0 {
			return Province(p)
		}
	}
	return noProvince
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
