package amunre

import (
	"karnak/engine"
	"karnak/engine/kit"
)

// draw takes the top Favor card of the deck, -1 when there is none. An
// empty deck is first made again from the discard pile, shuffled (G5,
// A15, the 2003 rule [P2]); the pile is laid out by kind before the
// shuffle, as its order never matters.
func (s *State) draw() Kind {
	if s.FavorN == 0 {
		s.reshuffleFavor()
		if s.FavorN == 0 {
			return -1
		}
	}
	s.FavorN--
	k := s.Favor[s.FavorN]
	s.Favor[s.FavorN] = 0
	return k
}

func (s *State) reshuffleFavor() {
	for k := range numKinds {
		for range s.Discard[k] {
			s.Favor[s.FavorN] = Kind(k)
			s.FavorN++
		}
		s.Discard[k] = 0
	}
	if s.FavorN == 0 {
		return
	}
	kit.Shuffle(&s.RNG, s.Favor[:s.FavorN])
	if s.narr != nil {
		s.tellReshuffle()
	}
}

// drawTo draws up to n Favor cards into seat's hand, writing the kinds
// drawn to got, and returns how many it drew.
func (s *State) drawTo(seat, n int, got []Kind) int {
	drawn := 0
	for range n {
		k := s.draw()
		if k < 0 {
			break
		}
		s.Seat[seat].Hand[k]++
		got[drawn] = k
		drawn++
	}
	return drawn
}

// favorAvailable is how many Favor cards can still be drawn: the deck and
// the discard pile.
func (s *State) favorAvailable() int {
	n := s.FavorN
	for _, c := range s.Discard {
		n += int(c)
	}
	return n
}

// sellChoices: any Favor card held may be sold for 1 gold at any of the
// seat's decisions (G1); never the Theft card, which is not a Favor card.
func (s *State) sellChoices(dst []engine.Move, seat int) []engine.Move {
	if s.Seat[seat].Hand == ([numKinds]int8{}) {
		return dst // half the decisions of a random game, each of which lists sales
	}
	for k := range numKinds {
		if s.Seat[seat].Hand[k] > 0 {
			dst = append(dst, sellMove(Kind(k)))
		}
	}
	return dst
}

// sell discards a Favor card face up for 1 gold (G1, A16). Selling is not
// playing: it does not count for G2.
func (s *State) sell(seat int, k Kind) {
	s.Seat[seat].Hand[k]--
	s.Discard[k]++
	s.Seat[seat].Gold++
	if s.narr != nil {
		s.tellSell(seat, k)
	}
}
