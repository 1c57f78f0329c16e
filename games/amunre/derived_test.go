package amunre

import (
	"slices"
	"testing"
)

// The derived checks of §18, D1–D15, for rules the rulebook does not
// illustrate.

// D1: Protection makes outbidders skip a cell, and follows the scribe.
func TestD1Protection(t *testing.T) {
	const a, b, c, d = 0, 1, 2, 3
	s := fixture(t, 4, a)
	s.give(t, a, Protection)
	s.auction(Thebes, Avaris, Mendes, Buto)
	s.do(t, a, "protection")
	s.do(t, a, "bid thebes 2")
	wantTexts(t, "B's bids on Thebes", s.legalOf(b, "bid thebes"), []string{"bid thebes 4", "bid thebes 5"})
	s.refused(t, b, "bid thebes 3", "protected")
	poor := s.Clone().(*State)
	poor.Seat[b].Gold = 8
	poor.Tasks.Relist(poor) // the edit did not go through Play
	if got := poor.legalOf(b, "bid thebes"); got != nil {
		t.Errorf("with 8 gold B may bid %v on the protected Thebes", got)
	}
	s.do(t, b, "bid thebes 4")
	s.do(t, c, "bid mendes 0")
	s.do(t, d, "bid thebes 5") // B outbid; B may not bid on Thebes
	s.do(t, a, "bid avaris 1") // A's Protection follows the scribe
	wantTexts(t, "B's bids on Avaris", s.legalOf(b, "bid avaris"), []string{"bid avaris 3", "bid avaris 4", "bid avaris 5"})
	s.refused(t, b, "bid avaris 2", "protected")
}

// D2: Bribe lets a player bid again where it was outbid; the ban moves on.
func TestD2Bribe(t *testing.T) {
	const a, b, c, d, e = 0, 1, 2, 3, 4
	s := fixture(t, 5, a)
	s.give(t, a, Bribe)
	s.auction(Mendes, Avaris, Thebes, Buto, Abydos)
	s.do(t, a, "bid mendes 0")
	s.do(t, b, "bid mendes 1")
	s.do(t, c, "bid thebes 0")
	s.do(t, d, "bid buto 0")
	s.do(t, e, "bid thebes 1")
	s.refused(t, a, "bid mendes 2", "outbid on Mendes")
	if got := s.legalOf(a, "bid mendes"); len(got) == 0 || !slices.Contains(got, "bid mendes 2 bribe") {
		t.Errorf("A's bids on Mendes: %v, want them with Bribe", got)
	}
	without := s.Clone().(*State)
	without.Seat[a].Hand[Bribe] = 0
	without.Tasks.Relist(without)
	if got := without.legalOf(a, "bid mendes"); got != nil {
		t.Errorf("without Bribe A may bid %v on Mendes", got)
	}
	s.do(t, a, "bid avaris 0")
	s.do(t, b, "pass")
	s.do(t, c, "bid avaris 1") // C, outbid on Thebes, outbids A
	s.do(t, d, "pass")
	s.do(t, e, "pass")
	if s.Seat[a].Banned != Avaris {
		t.Errorf("A is banned from %s, want Avaris", provinceName(s.Seat[a].Banned))
	}
	if !slices.Contains(s.legal(a), "bid mendes 2") {
		t.Error("Mendes is not open again to A without Bribe")
	}
	s.refused(t, a, "bid avaris 2", "outbid on Avaris")
	s.do(t, a, "bid mendes 2")
	if s.holds(a, Bribe) != true {
		t.Error("A's Bribe was spent on a bid that did not need it")
	}
}

// D3: Offering Change across a token boundary.
func TestD3OfferingChange(t *testing.T) {
	for _, two := range []bool{false, true} {
		s := fixture(t, 3, 0)
		s.give(t, 0, OfferingChange)
		if two {
			s.give(t, 1, OfferingChange)
		}
		s.start(task{Kind: tOfferStart})
		s.do(t, 0, "offer 5 offering-change")
		if two {
			s.do(t, 1, "offer 4 offering-change")
		} else {
			s.do(t, 1, "offer 4")
		}
		s.do(t, 2, "theft")
		wantInt(t, "base total", s.Total, 6)
		if s.actor(t) != 0 {
			t.Fatalf("seat %d decides first, want seat 0 (first in turn order)", s.actor(t))
		}
		s.do(t, 0, "change -3")
		if !two {
			wantInt(t, "total", s.Total, 3)
			wantInt(t, "level (3–12)", s.Level, 2)
			continue
		}
		s.do(t, 1, "change -3")
		wantInt(t, "total", s.Total, 0)
		wantInt(t, "level (≤2)", s.Level, 1)
		if lv := levelTable[s.Level]; !lv.Camel || lv.FarmerGold != 1 {
			t.Errorf("token ≤2: %+v, want a camel and farmers at 1", lv)
		}
	}
}

// D4: the harvest with a caravan, a mine and Bountiful Harvest.
func TestD4Harvest(t *testing.T) {
	setup := func(level int, bountiful bool) *State {
		s := fixture(t, 3, 0)
		s.Board[Avaris] = Land{Fields: 2, Caravan: 8}
		s.Board[Abu] = Land{Fields: 2, Mine: 4}
		s.Board[Thebes] = Land{Fields: 4}
		s.control(0, Avaris, Abu, Thebes)
		s.Land[Avaris].FieldFarmers, s.Land[Abu].FieldFarmers, s.Land[Thebes].FieldFarmers = 2, 2, 4
		s.Seat[0].Gold = 0
		s.Seat[0].Hand = [numKinds]int8{}
		if bountiful {
			s.give(t, 0, BountifulHarvest)
		}
		s.Level = level
		s.start(task{Kind: tHarvest, Seat: 0})
		return s
	}
	s := setup(2, true)
	s.do(t, 0, "bountiful-harvest thebes")
	wantInt(t, "gold at 3–12 (12 + 8 + 12)", s.Seat[0].Gold, 32)
	s = setup(3, true)
	s.do(t, 0, "bountiful-harvest thebes")
	wantInt(t, "gold at 13–22 (6 + 10 + 16)", s.Seat[0].Gold, 32)
	s = setup(1, false) // no card: the income is collected at once
	wantInt(t, "gold at ≤2 (10 + 6 + 4)", s.Seat[0].Gold, 20)
}

// d5 is D5's fixture: 3 players after the Old Kingdom, token 13–22.
func d5(t *testing.T) *State {
	s := fixture(t, 3, 0)
	type row struct {
		p                                   Province
		owner                               int
		side                                Side
		region                              Region
		temples, symbols, pyr, stones, farm int8
	}
	for _, r := range []row{
		{Memphis, 0, West, Lower, 0, 3, 2, 1, 0},
		{Amarna, 0, East, Lower, 1, 1, 1, 0, 0},
		{Damanhur, 0, West, Lower, 2, 1, 1, 2, 0},
		{Thebes, 1, East, Upper, 0, 4, 2, 2, 0},
		{Edfu, 1, West, Upper, 1, 1, 2, 0, 0},
		{Abydos, 1, West, Upper, 0, 1, 3, 0, 0},
		{Buto, 2, West, Lower, 0, 1, 0, 0, 5},
		{Mendes, 2, East, Lower, 0, 0, 2, 2, 4},
		{Avaris, 2, East, Lower, 0, 1, 1, 0, 1},
	} {
		s.Board[r.p] = Land{Side: r.side, Region: r.region, Temples: r.temples, Favor: r.symbols, Fields: r.farm}
		s.Land[r.p] = Holding{Controller: int8(r.owner), Pyramids: r.pyr, Stones: r.stones, FieldFarmers: r.farm}
		s.Played |= 1 << r.p
	}
	for p := range 3 {
		s.Seat[p].Hand = [numKinds]int8{}
	}
	// The fixture holds three Upper or Lower cards (the deck has two): set
	// the hands without drawing.
	s.Seat[0].Hand[UpperOrLower], s.Seat[0].Hand[MasterScribe] = 1, 1
	s.Seat[1].Hand[UpperOrLower], s.Seat[1].Hand[WestOrEast] = 2, 1
	s.Seat[2].Hand[MasterFarmer] = 1
	s.Level, s.Round = 3, 3
	return s
}

// D5: an interim scoring, item by item.
func TestD5InterimScoring(t *testing.T) {
	s := d5(t)
	s.interimScoring()
	for p, want := range []int{19, 29, 11} {
		wantInt(t, "VP", s.Seat[p].VP, want)
	}
	wantInt(t, "B's side bonuses (West and East)", s.Seat[1].Ledger[ledSides], 10)
	wantInt(t, "C's side bonus (East, tied)", s.Seat[2].Ledger[ledSides], 5)
	wantTexts(t, "A's hand", s.Hand(0), []string{"master-scribe", "theft"})
	wantTexts(t, "B's hand", s.Hand(1), []string{"west-or-east", "upper-or-lower", "theft"})
	wantInt(t, "B's Upper or Lower cards kept", int(s.Seat[1].Hand[UpperOrLower]), 1)
	wantTexts(t, "C's hand", s.Hand(2), []string{"theft"})

	// Master Scribe at the threshold of 7 symbols.
	for symbols, want := range map[int8]int{2: 19, 3: 22} {
		s := d5(t)
		s.Board[Amarna].Favor = symbols
		s.interimScoring()
		wantInt(t, "A's VP with Amarna's symbols changed", s.Seat[0].VP, want)
		wantInt(t, "A's Master Scribe cards kept", int(s.Seat[0].Hand[MasterScribe]), map[int]int{19: 1, 22: 0}[want])
	}
	// Master Farmer at the threshold of 9 farmers.
	for less, want := range map[int8]int{1: 11, 2: 8} {
		s := d5(t)
		s.Land[Buto].FieldFarmers -= less
		s.interimScoring()
		wantInt(t, "C's VP with fewer farmers", s.Seat[2].VP, want)
	}
}

// D6: the winner's tie-breaks, then a shared victory.
func TestD6TieBreak(t *testing.T) {
	for _, equal := range []bool{false, true} {
		s := fixture(t, 3, 0)
		s.Seat[0].VP, s.Seat[1].VP, s.Seat[2].VP = 60, 60, 40
		s.control(0, Thebes)
		s.control(1, Buto)
		s.Land[Thebes] = Holding{Controller: 0, Pyramids: 5, Stones: 2}
		s.Land[Buto] = Holding{Controller: 1, Pyramids: 5, Stones: 1}
		if equal {
			s.Land[Buto].Stones = 2
		}
		res := s.Result()
		want := []int{1, 2, 3}
		if equal {
			want = []int{1, 1, 3}
		}
		if !slices.Equal(res.Ranks, want) {
			t.Errorf("equal stones %v: ranks %v, want %v", equal, res.Ranks, want)
		}
		if w := res.Winners(); equal && len(w) != 2 {
			t.Errorf("winners %v, want a shared victory", w)
		}
	}
}

// D7: the change of era, then the New Kingdom's first auction.
func TestD7EraChange(t *testing.T) {
	for _, onThebes := range []bool{false, true} {
		s := d5(t)
		s.interimScoring()
		gold, vp, hands := s.Seat[0].Gold, s.Seat[1].VP, s.Seat[1].Hand
		played := s.Played
		s.changeEra()
		for v := range s.Land {
			if h := s.Land[v]; h.Controller >= 0 || h.farmers() > 0 {
				t.Fatalf("%s keeps %+v after the era", provinces[v].Name, h)
			}
		}
		if s.Land[Memphis].Pyramids != 2 || s.Land[Memphis].Stones != 1 || s.Land[Thebes].Pyramids != 2 || s.Land[Thebes].Stones != 2 {
			t.Fatal("pyramids or stones did not stay")
		}
		if s.Seat[0].Gold != gold || s.Seat[1].VP != vp || s.Seat[1].Hand != hands || s.First != 0 {
			t.Fatal("gold, VP, cards or the First Player changed")
		}
		var deck uint16
		for _, c := range s.Deck[:s.DeckN] {
			deck |= 1 << c
		}
		if s.DeckN != 9 || deck != played || s.Boxed != uint16(1<<numProvinces-1)&^played || s.Played != 0 {
			t.Fatalf("New Kingdom deck %b (%d cards), boxed %b; want the Old Kingdom's %b", deck, s.DeckN, s.Boxed, played)
		}
		// Round 4: Memphis (1 instant stone) goes to C at 0.
		s.Round = 4
		s.Board[Memphis].InstantStones = 1
		s.auction(Memphis, Abydos, Sawu)
		s.do(t, 0, "bid abydos 0")
		s.do(t, 1, "bid sawu 0")
		s.do(t, 2, "bid memphis 0")
		// (D5's fixture leaves Abydos without its instant stone.)
		if !onThebes {
			s.do(t, 2, "stone memphis")
			wantInt(t, "Memphis stones", int(s.Land[Memphis].Stones), 2)
			wantInt(t, "Memphis pyramids", int(s.Land[Memphis].Pyramids), 2)
			s.do(t, 0, "done")
			s.do(t, 1, "done")
			goldC := s.Seat[2].Gold
			s.do(t, 2, "stone memphis")
			wantInt(t, "C's gold spent", goldC-s.Seat[2].Gold, 1)
			wantInt(t, "Memphis pyramids", int(s.Land[Memphis].Pyramids), 3)
			wantInt(t, "Memphis stones", int(s.Land[Memphis].Stones), 0)
			continue
		}
		s.do(t, 2, "stone thebes")
		wantInt(t, "Thebes pyramids", int(s.Land[Thebes].Pyramids), 3)
		wantInt(t, "Thebes stones", int(s.Land[Thebes].Stones), 0)
		if s.Land[Thebes].Controller != -1 {
			t.Error("Thebes became controlled")
		}
		s.do(t, 0, "done")
		s.do(t, 1, "done")
		s.refused(t, 2, "stone thebes", "do not control Thebes")
		goldC := s.Seat[2].Gold
		s.do(t, 2, "stone memphis")
		s.do(t, 2, "stone memphis")
		wantInt(t, "C's gold spent", goldC-s.Seat[2].Gold, 3)
		wantInt(t, "Memphis pyramids", int(s.Land[Memphis].Pyramids), 3)
		wantInt(t, "Memphis stones", int(s.Land[Memphis].Stones), 0)
	}
}

// D8: everyone steals.
func TestD8AllSteal(t *testing.T) {
	s := fixture(t, 3, 1)
	for p := range 3 {
		s.Seat[p].Hand = [numKinds]int8{}
		s.control(p, Province(p))
	}
	s.start(task{Kind: tOfferStart})
	for p := range 3 {
		s.do(t, p, "theft")
	}
	wantInt(t, "total", s.Total, -9)
	wantInt(t, "level (≤2)", s.Level, 1)
	for p := range 3 {
		if s.Seat[p].Rank != 0 || s.Seat[p].Gold < 23 {
			t.Errorf("seat %d: rank %d, gold %d", p, s.Seat[p].Rank, s.Seat[p].Gold)
		}
	}
	wantInt(t, "First Player", s.First, 1)
	if s.Phase != PhaseHarvest && s.Round == 1 {
		t.Errorf("no rewards: the phase should be the harvest, is %s", s.Phase)
	}
}

// D9: Treasury and Bountiful Harvest on one province: Treasury wins.
func TestD9TreasuryAndBountiful(t *testing.T) {
	s := fixture(t, 3, 0)
	s.Board[Thebes] = Land{Fields: 4}
	s.control(0, Thebes)
	s.Land[Thebes].FieldFarmers = 4
	s.Seat[0].Gold = 0
	s.Seat[0].Hand = [numKinds]int8{}
	s.give(t, 0, Treasury, BountifulHarvest)
	s.Level = 2
	s.start(task{Kind: tHarvest, Seat: 0})
	s.do(t, 0, "bountiful-harvest thebes")
	s.do(t, 0, "treasury thebes") // then collect is the only move
	wantInt(t, "gold (8, not 4 × 3)", s.Seat[0].Gold, 8)
}

// D10: two Architects, one Market phase: one conversion.
func TestD10DuplicateArchitect(t *testing.T) {
	s := fixture(t, 3, 0)
	s.give(t, 0, Architect)
	s.control(0, Thebes, Buto)
	s.Land[Thebes].Stones, s.Land[Buto].Stones = 2, 2
	s.Seat[0].Gold = 0
	s.start(task{Kind: tMarket, Seat: 0})
	s.do(t, 0, "architect thebes")
	s.refused(t, 0, "architect buto", "already (G2)")
	wantInt(t, "Architects kept", int(s.Seat[0].Hand[Architect]), 1)
}

// D11: Protection played on the bidding turn.
func TestD11ProtectionOnBid(t *testing.T) {
	const a, b, c = 0, 1, 2
	s := fixture(t, 3, a)
	s.give(t, a, Protection)
	s.auction(Thebes, Avaris, Mendes)
	s.do(t, a, "protection")
	s.do(t, a, "bid thebes 2")
	s.refused(t, b, "bid thebes 3", "protected")
	s.do(t, b, "bid thebes 4")
	if s.Seat[a].Banned != Thebes {
		t.Error("A outbid on Thebes is not banned there")
	}
	s.do(t, c, "bid avaris 0")
	s.do(t, a, "bid mendes 0")
	for p, want := range []int{20, 10, 20} {
		wantInt(t, "gold after paying", s.Seat[p].Gold, want)
	}
	if s.holds(a, Protection) || s.Discard[Protection] != 1 {
		t.Error("A's Protection is not discarded")
	}
}

// D12: the market's step order and purchases beyond the track's 7.
func TestD12MarketSteps(t *testing.T) {
	s := fixture(t, 3, 0)
	s.Board[Thebes] = Land{Fields: 4, Favor: 2}
	s.control(0, Thebes)
	s.Seat[0].Gold = 40
	s.Seat[0].Hand = [numKinds]int8{}
	s.give(t, 0, MasterScribe) // a card to sell keeps "done" from being the only move at the end
	s.start(task{Kind: tMarket, Seat: 0})
	s.do(t, 0, "farmer thebes")
	s.do(t, 0, "farmer thebes")
	wantInt(t, "gold after 2 farmers", s.Seat[0].Gold, 37)
	s.refused(t, 0, "cards 1", "step is over")
	for range 8 {
		s.do(t, 0, "stone thebes")
	}
	wantInt(t, "gold after 8 stones (36)", s.Seat[0].Gold, 1)
	wantInt(t, "Thebes pyramids", int(s.Land[Thebes].Pyramids), 2)
	wantInt(t, "Thebes stones", int(s.Land[Thebes].Stones), 2)
	wantInt(t, "Thebes farmers", s.Land[Thebes].farmers(), 2)
	s.refused(t, 0, "stone thebes", "costs 9 gold")
	s.refused(t, 0, "farmer thebes", "before stones")
}

// D13: the final gold ranking with three-way ties and cards left over.
func TestD13GoldRanking(t *testing.T) {
	check := func(gold []int, cards []int, want []int) {
		t.Helper()
		s := fixture(t, len(gold), 0)
		for p := range gold {
			s.Seat[p].Gold = gold[p]
			s.Seat[p].Hand = [numKinds]int8{}
			if p < len(cards) {
				s.Seat[p].Hand[MasterScribe] = int8(cards[p])
			}
		}
		s.finalScoring()
		for p := range want {
			wantInt(t, "gold VP", s.Seat[p].VP, want[p])
		}
	}
	check([]int{30, 20, 20, 20, 5}, nil, []int{6, 4, 4, 4, 0})
	check([]int{5, 20, 30, 20, 20}, nil, []int{0, 4, 6, 4, 4}) // the same, seats in another order
	check([]int{10, 10, 10, 3}, nil, []int{6, 6, 6, 0})
	check([]int{9, 10, 0}, []int{2}, []int{6, 4, 2})
}

// D14: rewards may be declined; a type that cannot be taken is refused.
func TestD14RewardsDeclined(t *testing.T) {
	s := fixture(t, 3, 0)
	for p := range 3 {
		s.Seat[p].Hand = [numKinds]int8{}
	}
	s.FavorN, s.Discard = 0, [numKinds]int8{}
	s.Board[Buto].Fields = 2
	s.control(0, Buto)
	s.Land[Buto].FieldFarmers = 2
	s.start(task{Kind: tOfferStart})
	s.do(t, 0, "offer 5")
	s.do(t, 1, "theft")
	s.do(t, 2, "theft")
	wantTexts(t, "rewards", s.legal(0), []string{"stone buto", "done"})
	s.refused(t, 0, "cards 1", "empty")
	s.refused(t, 0, "farmer buto", "no free field")
	s.do(t, 0, "stone buto")
	s.do(t, 0, "done")
	wantInt(t, "Buto stones", int(s.Land[Buto].Stones), 1)
	if s.Round != 2 {
		t.Errorf("after declining, round %d, phase %s: the offering did not end", s.Round, s.Phase)
	}
}

// D15: the side bonus on a side without pyramids.
func TestD15SideBonusWithoutPyramids(t *testing.T) {
	setup := func(eastStones bool) *State {
		s := fixture(t, 3, 0)
		type row struct {
			p           Province
			owner       int
			side        Side
			pyr, stones int8
		}
		for _, r := range []row{
			{Buto, 0, West, 1, 0}, {Damanhur, 0, West, 0, 0}, {Amarna, 0, East, 0, 1},
			{Memphis, 1, West, 1, 2}, {Abydos, 1, West, 0, 0}, {Thebes, 1, East, 0, 2},
			{Edfu, 2, West, 0, 0}, {Dakhla, 2, West, 0, 0}, {Mendes, 2, East, 0, 2},
		} {
			s.Board[r.p].Side = r.side
			s.Land[r.p] = Holding{Controller: int8(r.owner), Pyramids: r.pyr, Stones: r.stones}
			if !eastStones && r.side == East {
				s.Land[r.p].Stones = 0
			}
		}
		return s
	}
	for _, c := range []struct {
		eastStones bool
		want       []int
	}{{true, []int{0, 10, 5}}, {false, []int{5, 10, 5}}} {
		s := setup(c.eastStones)
		var scores [maxSeats]interim
		s.scoreInterim(&scores)
		for p, want := range c.want {
			wantInt(t, "side bonus VP", scores[p].sides, want)
		}
	}
}
