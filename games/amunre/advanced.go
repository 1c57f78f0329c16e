package amunre

import "karnak/engine"

// The advanced rules (§12): every player holds 3 province cards; at the
// start of each auction all choose one in secret, at once, and the chosen
// cards are the round's provinces. Setup deals the hands (setup.go), the
// change of era deals the Old Kingdom's cards again (scoring.go).

// startChoice opens the secret choice of the round's province cards.
func (s *State) startChoice() {
	for p := range s.Players {
		s.Seat[p].Choice = noProvince
	}
	if s.narr != nil {
		s.tellChoosing()
	}
}

// chooseChoices: one of the province cards in seat's hand.
func (s *State) chooseChoices(dst []engine.Move, seat int) []engine.Move {
	for p := range numProvinces {
		if s.Seat[seat].Provinces&(1<<p) != 0 {
			dst = append(dst, onProvince(mChoose, Province(p)))
		}
	}
	return dst
}

// applyChoose commits seat's card; it stays in hand, unseen by the others,
// until every card is in and the reveal lays them out.
func (s *State) applyChoose(seat int, m engine.Move) {
	s.Seat[seat].Choice = Province(m.Arg[0])
	if s.narr != nil {
		s.tellChoose(seat)
	}
}
