package amunre

import (
	"fmt"

	"karnak/engine"
	"karnak/engine/kit"
)

// New sets up a game (§3.3); every shuffle and the First Player come from
// seed. Player counts other than 3 to 5 are refused, naming the allowed
// ones (A30).
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
	s := &State{
		Players:  players,
		Advanced: opts[optRules] == rulesAdv,
		OpenGold: opts[optGold] == goldOpen,
		Round:    1,
		Board:    printedBoard(),
	}
	s.RNG.Seed(seed, seed^0x2545f4914f6cdd1d)
	for p := range s.Land {
		s.Land[p].Controller = -1
	}
	// Each player takes an Architect; the other Favor cards are shuffled
	// into the deck (setup 6).
	for k := range kinds {
		n := kinds[k].Count
		if Kind(k) == Architect {
			n -= players
		}
		for range n {
			s.Favor[s.FavorN] = Kind(k)
			s.FavorN++
		}
	}
	kit.Shuffle(&s.RNG, s.Favor[:s.FavorN])
	for p := range players {
		pl := &s.Seat[p]
		pl.Gold = startGold // setup 10
		pl.Hand[Architect] = 1
		pl.Scribe, pl.Banned, pl.Choice = noProvince, noProvince, noProvince
		pl.Treasury, pl.Bountiful = noProvince, noProvince
	}
	// Province cards (setup 7; §12 step 1): 3 per player, the rest boxed
	// unseen (A31).
	var cards [numProvinces]Province
	for p := range cards {
		cards[p] = Province(p)
	}
	kit.Shuffle(&s.RNG, cards[:])
	used := provincesPerPlayer * players
	if s.Advanced {
		for i, c := range cards[:used] {
			s.Seat[i/provincesPerPlayer].Provinces |= 1 << c
		}
	} else {
		s.DeckN = copy(s.Deck[:], cards[:used])
	}
	for _, c := range cards[used:] {
		s.Boxed |= 1 << c
	}
	s.First = s.RNG.IntN(players) // setup 12: by lot
	s.Tasks.Push(task{Kind: tRoundStart})
	s.Tasks.Run(s)
	return s, nil
}

// era is 0 in the Old Kingdom (rounds 1–3), 1 in the New Kingdom.
func (s *State) era() int { return (s.Round - 1) / roundsPerEra }

var eraNames = [2]string{"Old Kingdom", "New Kingdom"}

func (s *State) eraName() string { return eraNames[min(s.era(), 1)] }

// Revealed reports whether the state has passed the game's reveal point r
// (engine.Concealer): "offering-N" once round N's offerings are shown,
// "provinces-N" once round N's province cards are (advanced rules).
func (s *State) Revealed(r engine.Reveal) bool {
	var round int
	if _, err := fmt.Sscanf(string(r), "offering-%d", &round); err == nil {
		return s.OfferingsShown >= round || s.Over()
	}
	if _, err := fmt.Sscanf(string(r), "provinces-%d", &round); err == nil {
		return s.ChoicesShown >= round || s.Over()
	}
	return false
}

func offeringReveal(round int) engine.Reveal { return engine.Reveal(fmt.Sprintf("offering-%d", round)) }

func provincesReveal(round int) engine.Reveal {
	return engine.Reveal(fmt.Sprintf("provinces-%d", round))
}

// Conceal says how a secret move reads to the others until its reveal
// (engine.Concealer): an offering and an advanced province choice.
func (s *State) Conceal(seat int, m engine.Move) (string, engine.Reveal) {
	switch m.Kind {
	case mOffer, mTheft:
		return "offer (secret)", offeringReveal(s.Round)
	case mChoose:
		return "choose (secret)", provincesReveal(s.Round)
	}
	return "", ""
}

// Undoable refuses to take back an offering or an advanced province choice
// (engine.Undoer): a commitment is final (§7.1), even before the others
// have made theirs; everything else is left to engine.Undoable's check.
func (s *State) Undoable(seat int, m engine.Move) (bool, string) {
	switch m.Kind {
	case mOffer, mTheft:
		return false, "an offering, once made, is final"
	case mChoose:
		return false, "a province card, once chosen, is final"
	}
	return true, ""
}
