package tekhenu

import "karnak/engine"

// THOTH — take cards (§8.5): optional refreshes (1 papyrus each, each open
// section once), then the cards one by one, all from one section that holds
// enough of them.

func (s *State) thothEffect(t task) {
	seat := int(t.Seat)
	cards, _ := thothCost(int(t.Val))
	s.T.CardsLeft, s.T.CardSec, s.T.Refreshed = int8(cards), -1, 0
	if s.once(seat, 3) {
		s.P[seat].VP += 2
	}
	s.push(task{Kind: tThoth, Seat: t.Seat})
}

// thothNext asks for the next pick or refresh; when no section can supply
// the cards still owed and no refresh is possible, the action ends:
// run drops a pick without moves when it lists it, so that the moves are
// listed once.
func (s *State) thothNext(t task) {
	t.Kind = dThoth
	s.push(t)
}

func (s *State) thothMoves(dst []engine.Move, t *task) []engine.Move {
	seat := int(t.Seat)
	if s.hasTX05(seat) { // Time of Seth: sections mixed
		return s.tx05Moves(dst, t)
	}
	if s.T.CardSec < 0 {
		for sec := 0; sec < 4; sec++ {
			if s.Open[sec] && s.T.Refreshed&(1<<sec) == 0 && s.canPay(seat, Papyrus, 1, 0, 0) {
				dst = add(dst, mRefresh, sec)
			}
		}
	}
	top := thothSections(int(s.P[seat].Happiness))
	for sec := 0; sec < top; sec++ {
		if !s.Open[sec] || (s.T.CardSec >= 0 && int(s.T.CardSec) != sec) {
			continue
		}
		if s.T.CardSec < 0 && s.sectionCards(sec) < int(s.T.CardsLeft) {
			continue
		}
		for i := range marketSlots[sec] {
			if s.Market[sec][i] != 0 {
				dst = add(dst, mCard, sec, i)
			}
		}
	}
	return dst
}

func (s *State) applyThoth(seat int, t task, m *engine.Move) {
	sec := int(m.Arg[0])
	if m.Kind == mRefresh {
		s.T.Refreshed |= 1 << sec
		t.Kind = tThoth
		s.pushSeq(task{Kind: dPay, Seat: int8(seat), X: int8(Papyrus), Val: 1}, task{Kind: tRefresh, X: int8(sec)}, t)
		return
	}
	i := int(m.Arg[1])
	s.gainCard(seat, marketSlots[sec][i], int(s.Market[sec][i]))
	s.Market[sec][i] = 0
	s.T.CardSec = int8(sec)
	s.tx05Took(seat, sec) // Time of Seth
	s.T.CardsLeft--
	if s.T.CardsLeft > 0 {
		t.Kind = tThoth
		s.push(t)
	}
}
