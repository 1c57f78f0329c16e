package tekhenu

// Cult cards (Time of Seth §3.3, §7.3). Each rule that meets a card's
// condition calls cult with the seat that met it; the card pays only if
// that seat owns it.
const (
	cultPeopleStatue   = 1 + iota // builds a statue dedicated to the people
	cultGodStatue                 // builds a statue dedicated to a god (Set too)
	cultTriangle                  // happiness reaches a ▲ cell for the first time
	cultSetBuilding               // builds on the Set board
	cultNewLine                   // a pillar in a row or column without one of its pillars
	cultOsirisBuilding            // builds a workshop or quarry
	cultBorderPillar              // a pillar on the temple's border
)

// cult pays cult card n when seat, its owner, has just met its condition:
// first the owner's part, then each opponent's in turn order ([RUL-13]).
// Every card but Cult03 pays at most once in a turn (§3.7, [RUL-12]);
// nothing pays during setup ([RUL-56]). Botankhamun, as an opponent, takes
// only what it can: population ([RUL-33]).
func (s *State) cult(seat, n int, flags uint16) {
	if !s.Seth.On || flags&fSetup != 0 || int(s.P[seat].Cult) != n {
		return
	}
	if n != cultTriangle {
		bit := uint8(1) << (n - 1)
		if s.T.CultSeen[seat]&bit != 0 {
			return
		}
		s.T.CultSeen[seat] |= bit
	}
	pl := &s.P[seat]
	var buf [5]task // the owner's choice, then the opponents' exchanges
	seq := buf[:0]
	switch n {
	case cultPeopleStatue:
		pl.Scribes++
	case cultGodStatue:
		s.advanceHappiness(seat, 2)
	case cultTriangle:
		pl.Res[Gold]++
	case cultSetBuilding:
		s.advancePopulation(seat, 2)
	case cultNewLine:
		pl.gainPriests(3)
	case cultOsirisBuilding:
		pl.gainWarriors(3)
	case cultBorderPillar:
		seq = append(seq, task{Kind: dGain, Seat: int8(seat), Val: 1, Flags: anyGoods})
	}
	for i := 0; i < s.Players; i++ {
		r := int(s.Order[i])
		if r == seat {
			continue
		}
		if s.Solo() && r == botSeat {
			if n == cultGodStatue {
				s.advancePopulation(r, 1)
			}
			continue
		}
		o := &s.P[r]
		switch n {
		case cultPeopleStatue:
			o.gainPriests(1)
		case cultGodStatue:
			s.advancePopulation(r, 1)
		case cultTriangle:
			o.gainWarriors(1)
		case cultSetBuilding:
			o.Res[Bread]++
		case cultOsirisBuilding:
			o.Faith += 2
		case cultNewLine, cultBorderPillar:
			if s.canSwap(r, n) {
				seq = append(seq, task{Kind: dSwap, Seat: int8(r), X: int8(n)})
			}
		}
	}
	s.pushSeq(seq...)
}

// triangles pays Cult03 for every ▲ happiness cell from 'from' (exclusive)
// up to the owner's happiness now, each cell once a game ([RUL-58]).
func (s *State) triangles(seat int, from int8) {
	pl := &s.P[seat]
	if !s.Seth.On || int(pl.Cult) != cultTriangle {
		return
	}
	for i, cellAt := range triangleCells {
		bit := uint8(1) << i
		if cellAt > from && cellAt <= pl.Happiness && pl.Triangles&bit == 0 {
			pl.Triangles |= bit
			s.cult(seat, cultTriangle, 0)
		}
	}
}

// triangleCells are the happiness cells bearing ▲ symbols (§9 of the base
// spec; the cells where symbols() steps up).
var triangleCells = [5]int8{9, 13, 16, 19, 21}
