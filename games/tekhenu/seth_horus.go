package tekhenu

import (
	"fmt"

	"karnak/engine"
)

// The Horus action's two new destinations (Time of Seth §4.3): a people
// statue under a column of the Set board, whose builder then performs one
// Thoth action of value 1 per area of that column holding a building, and
// a Set statue, for 2 priests more, whose owner gains a resource whenever
// another player (and at 2 players the owner too) performs the Set action.

// Arg0 of an mStatue move to the Set board: a people statue under a column
// (Arg1 = column), or a Set statue.
const (
	statueSetPeople = 2 + iota
	statueSetGod
)

// The X of a Horus effect task building on the Set board: setPeopleX +
// column, or setStatueX.
const (
	setPeopleX = 10
	setStatueX = 20
)

// sethStatueOpen: seat may build a statue on the Set board now (§4.3 (c),
// (d)): a free people slot under a column, or a usable Set-statue slot and
// 2 priests. The granite is checked by the caller.
func (s *State) sethStatueOpen(seat int) bool {
	return s.Seth.People[0] < 0 || s.Seth.People[1] < 0 || s.setStatueFree() >= 0 && int(s.P[seat].Priests) >= setStatuePriests
}

// setStatueFree is the first free usable Set-statue slot, −1 none.
func (s *State) setStatueFree() int {
	for k := 0; k < setStatueSlots(s.Players); k++ {
		if s.Seth.Statues[k] < 0 {
			return k
		}
	}
	return -1
}

func (s *State) sethStatueMoves(dst []engine.Move, seat int) []engine.Move {
	for col, owner := range s.Seth.People {
		if owner < 0 {
			dst = add(dst, mStatue, statueSetPeople, col)
		}
	}
	if s.setStatueFree() >= 0 && int(s.P[seat].Priests) >= setStatuePriests {
		dst = add(dst, mStatue, statueSetGod)
	}
	return dst
}

// sethStatueTarget pays a Set statue's priests, always (B13/B14 waive only
// the granite), and gives the effect's X.
func (s *State) sethStatueTarget(seat int, m *engine.Move) int8 {
	if m.Arg[0] == statueSetGod {
		s.P[seat].Priests -= setStatuePriests
		return setStatueX
	}
	return setPeopleX + int8(m.Arg[1])
}

// sethStatueEffect places a statue on the Set board.
func (s *State) sethStatueEffect(t task) {
	seat := int(t.Seat)
	if t.X == setStatueX {
		slot := s.setStatueFree()
		if slot < 0 {
			return // cannot happen: the move was listed with a free slot
		}
		first := !s.ownsSetStatue(seat)
		s.Seth.Statues[slot] = int8(seat)
		if s.Players == 3 && first { // once, at once; a second brings nothing ([RUL-44])
			s.setBonusTo(seat)
		}
		s.cult(seat, cultGodStatue, t.Flags)
		return
	}
	col := int(t.X - setPeopleX)
	s.Seth.People[col] = int8(seat)
	s.cult(seat, cultPeopleStatue, t.Flags)
	// k separate Thoth actions of value 1, not performed with a die
	// (§4.3.2, [RUL-39]): each one that cannot take a card does nothing.
	for k := s.columnBuilt(col); k > 0; k-- {
		s.push(task{Kind: tGod, Seat: t.Seat, God: Thoth, Val: 1})
	}
}

var setColumnNames = [2]string{"set-left", "set-right"}

func sethStatueText(m engine.Move) string {
	if m.Arg[0] == statueSetGod {
		return "statue set"
	}
	return "statue " + nameOf(setColumnNames[:], int(m.Arg[1]))
}

func parseSethStatue(w []string) (engine.Move, bool) {
	if len(w) != 2 {
		return engine.Move{}, false
	}
	if w[1] == "set" {
		return mv(mStatue, statueSetGod), true
	}
	for col, n := range setColumnNames {
		if w[1] == n {
			return mv(mStatue, statueSetPeople, col), true
		}
	}
	return engine.Move{}, false
}

// sethStatueWords names a Set-board statue in a prompt.
func sethStatueWords(m engine.Move) string {
	if m.Arg[0] == statueSetGod {
		return fmt.Sprintf("to Set on the Set board (%d priests more)", setStatuePriests)
	}
	return fmt.Sprintf("for the people under the Set board's %s column", columnNames[m.Arg[1]])
}

// tellSethStatue tells a statue built on the Set board.
func (s *State) tellSethStatue(t task) {
	seat := int(t.Seat)
	who := s.who(seat)
	if t.X == setStatueX {
		text := fmt.Sprintf("%s builds a statue to Set on the Set board, paying %d priests: every other player's Set action now pays them 1 resource of their choice", who, setStatuePriests)
		if s.Players == 2 {
			text += ", and so does their own"
		}
		s.narr.say(seat, text+".")
		return
	}
	col := int(t.X - setPeopleX)
	k := s.columnBuilt(col)
	s.narr.say(seat, fmt.Sprintf("%s builds a statue for the people under the Set board's %s column: %s of value 1, one for each area of that column with a building.",
		who, columnNames[col], plural(k, "Thoth action", "Thoth actions")))
}

// tellSetBonuses tells the Set statues that pay for a Set action.
func (s *State) tellSetBonuses(t task) {
	n := s.narr
	b := &n.before
	const seen = 1 << Set
	for i := 0; i < s.Players; i++ {
		p := int(s.Order[i])
		if (s.T.BonusSeen[p]&^b.T.BonusSeen[p])&seen == 0 {
			continue
		}
		bonus := "1 resource of their choice (gold too)"
		if s.isBot(p) {
			bonus = "1 VP"
		} else if s.P[p].tech(7) {
			n.because(p, cardTitle(Tech, 7))
		}
		whose := "'s statue to Set pays"
		if int(t.Seat) == p {
			whose = "'s own statue to Set pays, as with 2 players it does,"
		}
		n.say(p, fmt.Sprintf("%s%s %s.", s.who(p), whose, bonus))
	}
}
