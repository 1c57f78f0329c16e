package amunre

import (
	"karnak/engine"
	"karnak/engine/kit"
	"math/rand/v2"
)

// A round is a chain of tasks on a kit.Stack (§4): each automatic task
// does its step and pushes the decisions that follow it and the next
// automatic step. Decisions are a seat's own (a bid, a market turn) or
// simultaneous (the offerings; the advanced province choice), owed by
// every seat that has not committed its part.
type task struct {
	Kind taskKind `json:"kind"`
	Seat int8     `json:"seat"`
	N    int8     `json:"n"` // stones or rewards still owed
}

type taskKind uint8

const (
	tRoundStart   taskKind = iota + 1 // automatic: the advanced choice or the reveal
	tChoose                           // simultaneous: each seat chooses a province card (§12)
	tReveal                           // automatic: the round's provinces and their instant rewards (§5.1)
	tBid                              // seat: an auction turn (§5.4)
	tResolve                          // automatic: pay, take control and instant rewards (§5.5)
	tStone                            // seat: place an instant stone in any province (R7)
	tMarketStart                      // automatic
	tMarket                           // seat: a market turn (§6)
	tOfferStart                       // automatic
	tOffer                            // simultaneous: each seat's secret offering (§7.1)
	tOfferReveal                      // automatic: the reveal and the total (§7.2)
	tChange                           // seat: +3 or -3 with an Offering Change (§7.2)
	tSettle                           // automatic: the token, settlement, ranking (§7.2–7.4)
	tReward                           // seat: choose offering rewards (§7.4)
	tHarvestStart                     // automatic: the new First Player (§7.5)
	tHarvest                          // seat: a harvest turn (§8)
	tRoundEnd                         // automatic: scorings, the era change (§9, §10)
)

func (t task) seat() int { return int(t.Seat) }

// Owes says who owes task t (kit.Rules).
func (s *State) Owes(t task) (kit.Seats, bool) {
	switch t.Kind {
	case tChoose:
		var owe kit.Seats
		for p := range s.Players {
			if s.Seat[p].Choice == noProvince {
				owe |= kit.Seat(p)
			}
		}
		return owe, true
	case tOffer:
		var owe kit.Seats
		for p := range s.Players {
			if s.Seat[p].Offer == 0 {
				owe |= kit.Seat(p)
			}
		}
		return owe, true
	case tBid, tStone, tMarket, tChange, tReward, tHarvest:
		return kit.Seat(t.seat()), false
	}
	return 0, false
}

// Exec performs an automatic task (kit.Rules).
func (s *State) Exec(t task) {
	switch t.Kind {
	case tRoundStart:
		s.Phase = PhaseAuction
		if s.Advanced {
			s.startChoice()
			s.Tasks.PushSeq(task{Kind: tChoose}, task{Kind: tReveal})
		} else {
			s.Tasks.Push(task{Kind: tReveal})
		}
	case tReveal:
		s.reveal()
	case tResolve:
		s.resolve()
	case tMarketStart:
		s.startMarket()
	case tOfferStart:
		s.startOffering()
	case tOfferReveal:
		s.revealOfferings()
	case tSettle:
		s.settle()
	case tHarvestStart:
		s.startHarvest()
	case tRoundEnd:
		s.endRound()
	}
	// tChoose and tOffer have nothing to do once every part is in: the
	// task after them reveals.
}

// Choices lists seat's legal moves for decision t (kit.Rules). A Favor
// card may be sold at any of the seat's decisions (G1).
func (s *State) Choices(dst []engine.Move, t task, seat int) []engine.Move {
	switch t.Kind {
	case tChoose:
		dst = s.chooseChoices(dst, seat)
	case tBid:
		dst = s.bidChoices(dst, seat)
	case tStone:
		for p := range numProvinces {
			dst = append(dst, onProvince(mStone, Province(p)))
		}
	case tMarket:
		dst = s.marketChoices(dst, seat)
	case tOffer:
		dst = s.offerChoices(dst, seat)
	case tChange:
		dst = append(dst, move(mChange, offeringChange), move(mChange, -offeringChange))
	case tReward:
		dst = s.rewardChoices(dst, t, seat)
	case tHarvest:
		dst = s.harvestChoices(dst, seat)
	}
	return s.sellChoices(dst, seat)
}

// Apply plays seat's legal move m for the decision on top (kit.Rules).
func (s *State) Apply(seat int, m engine.Move) {
	if m.Kind == mSell {
		s.sell(seat, Kind(m.Arg[0]))
		return
	}
	t := s.Tasks.Top()
	switch t.Kind {
	case tChoose:
		s.applyChoose(seat, m)
	case tBid:
		s.applyBid(seat, m)
	case tStone:
		s.applyInstantStone(seat, m)
	case tMarket:
		s.applyMarket(seat, m)
	case tOffer:
		s.applyOffer(seat, m)
	case tChange:
		s.applyChange(seat, m)
	case tReward:
		s.applyReward(seat, m)
	case tHarvest:
		s.applyHarvest(seat, m)
	}
}

// Actors are the seats that owe the decision on top, in seat order.
func (s *State) Actors() []int { return s.Tasks.Actors(s, s.actors[:0]) }

// Moves lists seat's legal moves.
func (s *State) Moves(seat int) []engine.Move { return s.AppendMoves(nil, seat) }

// AppendMoves appends seat's legal moves to dst.
func (s *State) AppendMoves(dst []engine.Move, seat int) []engine.Move {
	if seat < 0 || seat >= s.Players {
		return dst
	}
	return s.Tasks.AppendMoves(s, dst, seat)
}

// Play applies a legal move and runs the game to the next decision; an
// illegal one is refused with the rule it breaks and changes nothing.
func (s *State) Play(seat int, m engine.Move) error {
	if seat < 0 || seat >= s.Players || !s.Tasks.Legal(s, seat, m) {
		return &engine.IllegalMove{Seat: seat, Move: s.MoveText(m), Rule: s.why(seat, m)}
	}
	s.PlayTrusted(seat, m)
	return nil
}

// PlayTrusted is Play without the check, for a move listed by Moves.
func (s *State) PlayTrusted(seat int, m engine.Move) { s.Tasks.Play(s, seat, m) }

// PlayRandom takes a playout's step from the moves the stack keeps
// (engine.RandomPlayer).
func (s *State) PlayRandom(r *rand.Rand) (int, bool) { return s.Tasks.PlayRandom(s, r) }

// ViewMoves returns seat's moves as the stack keeps them (engine.MoveViewer).
func (s *State) ViewMoves(seat int) ([]engine.Move, bool) { return s.Tasks.ViewMoves(seat) }
