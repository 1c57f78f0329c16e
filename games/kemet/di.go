package kemet

import (
	"karnak/engine"
	"karnak/engine/kit"
)

// Divine Intervention cards played outside battles (§3.11): the Day cards
// at any decision of one's own turn, the Move cards during one's own Move,
// Escape when attacked; after each, a Veto window for every other player
// but the one whose turn it is, all answering at once in secret so that a
// pass tells nobody who holds a Veto. A Veto opens a window of its own
// (RUL-21); an odd number of Vetoes cancels the card, whose cost stays
// paid.

// Effect is a DI card played and waiting for its Veto window.
type Effect struct {
	Card   DI     `json:"card"`
	Seat   int8   `json:"seat"`   // -1: none
	Target Region `json:"target"` // Raining Fire's region, Escape's, Teleportation's
	Vetoes int8   `json:"vetoes"`
	// Last is the seat of the last card of the chain (the card or the last
	// Veto), which may not veto it.
	Last int8 `json:"last"`
}

// active is the seat whose turn of the Day it is, -1 outside one.
func (s *State) active() int {
	for k := range s.Tasks.Len() {
		if t := s.Tasks.Peek(k); t.Kind == tTurn {
			return t.seat()
		}
	}
	return -1
}

// payDI plays seat's card k: paid (Priest of Ra) and discarded face down.
func (s *State) payDI(seat int, k DI) {
	pl := &s.Seat[seat]
	pl.PP -= int8(s.discounted(seat, int(diCards[k].Cost)))
	pl.DI[k]--
	s.DIDiscard[k]++
}

func (s *State) canPayDI(seat int, k DI) bool {
	return s.Seat[seat].DI[k] > 0 && s.discounted(seat, int(diCards[k].Cost)) <= int(s.Seat[seat].PP)
}

// dayCardMoves are the Day cards seat may play now, in its own turn
// outside a battle; during its Move also Teleportation and Open Gates.
func (s *State) dayCardMoves(dst []engine.Move, seat int, moving bool) []engine.Move {
	if s.Fight.Region != NoRegion || s.Effect.Seat >= 0 {
		return dst
	}
	// A group passing its own full troop relies on moving on, perhaps by a
	// teleport it must still afford: no card may take that away (a card
	// can be vetoed, so its cost is checked without its effect), and no
	// Enlistment is played meanwhile (RUL-09).
	passing := moving && !s.fits(seat, s.Move.Region)
	canPay := func(k DI) bool {
		if !s.canPayDI(seat, k) {
			return false
		}
		cost := s.discounted(seat, int(diCards[k].Cost))
		return !passing || cost == 0 || s.canFinish(seat, s.Move.Region, int(s.Move.Steps), int(s.Seat[seat].PP)-cost)
	}
	if canPay(DIPrayer) {
		dst = append(dst, move(mCard, int(DIPrayer)))
	}
	if canPay(DIManaTheft) {
		dst = append(dst, move(mCard, int(DIManaTheft)))
	}
	if canPay(DIEnlistment) && !passing && s.Seat[seat].Reserve > 0 && s.enlistRegions(seat, 0) != 0 {
		dst = append(dst, move(mCard, int(DIEnlistment)))
	}
	if canPay(DIRainingFire) {
		for r := range s.layout().Regions {
			if o := s.occupant(Region(r), seat); o >= 0 {
				dst = append(dst, move(mFire, s.regionWord(Region(r))))
			}
		}
	}
	if moving {
		if canPay(DIOpenGates) && !s.Move.Gates {
			dst = append(dst, move(mCard, int(DIOpenGates)))
		}
		if canPay(DITeleportation) {
			l := s.layout()
			pp := int(s.Seat[seat].PP) - s.discounted(seat, int(diCards[DITeleportation].Cost))
			for obs := l.Obelisks; obs != 0; obs &= obs - 1 {
				r := Region(trailing(obs))
				if r != s.Move.Region && s.canEnter(seat, r, int(s.Move.Steps), pp) {
					dst = append(dst, move(mTeleportation, s.regionWord(r)))
				}
			}
		}
	}
	return dst
}

// isCardMove: the moves of dayCardMoves.
func isCardMove(m engine.Move) bool {
	return m.Kind == mCard || m.Kind == mFire || m.Kind == mTeleportation
}

// playCard pays a Day or Move card and opens its Veto window; the effect
// follows unless vetoed.
func (s *State) playCard(seat int, m engine.Move) {
	var k DI
	target := NoRegion
	switch m.Kind {
	case mCard:
		k = DI(m.Arg[0])
	case mFire:
		k, target = DIRainingFire, s.argRegion(m, 0)
	case mTeleportation:
		k, target = DITeleportation, s.argRegion(m, 0)
	}
	s.payDI(seat, k)
	s.openEffect(seat, k, target)
}

// openEffect pushes the card's effect and, if anyone may veto it, the
// window before it.
func (s *State) openEffect(seat int, k DI, target Region) {
	s.Effect = Effect{Card: k, Seat: int8(seat), Target: target, Last: int8(seat)}
	s.Tasks.Push(task{Kind: tEffect})
	if s.vetoers() != 0 {
		s.Tasks.Push(task{Kind: tVeto})
	}
}

// vetoers are the seats that answer the window: every seat but the last
// card's and the one whose turn it is.
func (s *State) vetoers() kit.Seats {
	var seats kit.Seats
	act := s.active()
	for p := range s.Players {
		if p != int(s.Effect.Last) && p != act {
			seats |= kit.Seat(p)
		}
	}
	return seats
}

// windowSeat is the seat a Veto window asks after k have answered, in
// turn order from the seat after the one whose turn it is; -1 once all
// have. Each is asked alone, as a decision the stack never answers for it
// (kit: a simultaneous part), so that the speed of a pass tells nothing.
func (s *State) windowSeat(k int) int {
	start := 0
	for i := range s.Players {
		if s.seatOrder(i) == s.active() {
			start = i + 1
		}
	}
	asked := 0
	for i := range s.Players {
		p := s.seatOrder((start + i) % s.Players)
		if s.vetoers()&kit.Seat(p) == 0 {
			continue
		}
		if asked == k {
			return p
		}
		asked++
	}
	return -1
}

func (s *State) vetoMoves(dst []engine.Move, seat int) []engine.Move {
	dst = append(dst, move(mPass))
	if s.canPayDI(seat, DIVeto) {
		dst = append(dst, move(mVeto))
	}
	return dst
}

// applyVote: a pass asks the next seat; a Veto is played at once and opens
// a window of its own (RUL-21).
func (s *State) applyVote(seat int, m engine.Move) {
	t := s.Tasks.Top()
	if m.Kind == mPass {
		t.A++
		return
	}
	s.Tasks.Pop()
	s.payDI(seat, DIVeto)
	s.Effect.Vetoes++
	s.Effect.Last = int8(seat)
	if s.vetoers() != 0 {
		s.Tasks.Push(task{Kind: tVeto})
	}
}

// resolveEffect: the card acts unless an odd number of Vetoes cancelled it.
func (s *State) resolveEffect() {
	e := s.Effect
	s.Effect = Effect{Seat: -1, Target: NoRegion, Last: -1}
	if s.narr != nil {
		s.tellEffect(e)
	}
	if e.Vetoes%2 == 1 {
		return
	}
	seat := int(e.Seat)
	switch e.Card {
	case DIPrayer:
		had := s.Seat[seat].PP
		s.gainPP(seat, prayerPP)
		if s.narr != nil {
			s.tellPP(seat, int(s.Seat[seat].PP-had), "from Prayer")
		}
	case DIManaTheft:
		for p := range s.Players {
			if p != seat && s.Seat[p].PP > 0 {
				s.Seat[p].PP -= manaTheftLoss
				if s.narr != nil {
					s.say(p, "%s loses %d PP to Mana Theft (now %d).", who(p), manaTheftLoss, s.Seat[p].PP)
				}
			}
		}
		had := s.Seat[seat].PP
		s.gainPP(seat, manaTheftGain)
		if s.narr != nil {
			s.tellPP(seat, int(s.Seat[seat].PP-had), "from Mana Theft")
		}
	case DIRainingFire:
		if o := s.occupant(e.Target, seat); o >= 0 {
			s.Seat[o].Units[e.Target] -= rainingFireKills
			s.Seat[o].Reserve += rainingFireKills
			if s.narr != nil {
				s.tellLosses(o, rainingFireKills, "to Raining Fire")
			}
			if s.Seat[o].Units[e.Target] == 0 {
				s.creatureHome(o, e.Target)
			}
		}
	case DIEnlistment:
		if s.Seat[seat].Reserve > 0 {
			s.Tasks.Push(task{Kind: tEnlist, Seat: int8(seat), A: enlistmentUnits})
		}
	case DIOpenGates:
		s.Move.Gates = true
	case DITeleportation:
		s.moveGroup(seat, e.Target)
	case DIEscape:
		s.escape(seat, e.Target)
	}
}

// enlistRegions: Enlistment's units go into the districts of one's city
// free of enemies, or both onto one troop of one's (RUL-24); mode 0 before
// the first, 1 once one went into the city, 2+r once one joined the troop
// in r.
func (s *State) enlistRegions(seat int, mode int8) regionSet {
	l := s.layout()
	pl := &s.Seat[seat]
	limit := int8(s.troopLimit(seat))
	var out regionSet
	for r := range l.Regions {
		rg := Region(r)
		if pl.Units[r] >= limit || s.occupant(rg, seat) >= 0 || s.Fight.Region == rg {
			continue
		}
		if s.Move.Seat == int8(seat) && s.Move.Region == rg {
			continue // not onto the group on the move: it must still be able to stop
		}
		inCity := l.CityOf(rg) == int(pl.City)
		troop := pl.Units[r] > 0 && !inCity
		switch {
		case mode == 0 && (inCity || troop), mode == 1 && inCity, mode >= 2 && int(mode)-2 == r:
			out = out.with(rg)
		}
	}
	return out
}

func (s *State) enlistMoves(dst []engine.Move, t task) []engine.Move {
	for set := s.enlistRegions(t.seat(), t.B); set != 0; set &= set - 1 {
		dst = append(dst, move(mPlace, s.regionWord(set.first())))
	}
	return dst
}

func (s *State) applyEnlist(seat int, m engine.Move) {
	t := s.Tasks.Top()
	r := s.argRegion(m, 0)
	pl := &s.Seat[seat]
	if t.B == 0 {
		t.B = 1
		if s.layout().CityOf(r) != int(pl.City) {
			t.B = 2 + int8(r)
		}
	}
	pl.Units[r]++
	pl.Reserve--
	t.A--
	if t.A == 0 || pl.Reserve == 0 || s.enlistRegions(seat, t.B) == 0 {
		s.Tasks.Pop()
	}
}
