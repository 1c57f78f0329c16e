package tekhenu

import (
	"fmt"
	"strconv"

	"karnak/engine"
)

// The Set action (Time of Seth §4.2).

// setCost is the warriors a building in area a costs now: 4 for the first
// one there, then 5 or 3 by the side of the board (A-05: by the buildings
// standing there now, whichever slot is free).
func (s *State) setCost(a int) int {
	for _, owner := range s.Seth.Slots[a-1] {
		if owner >= 0 {
			return setSecondCost(s.Players)
		}
	}
	return setFirstCost
}

// setAreaOpen: area a has a free slot and none of seat's buildings (§4.2
// L2, L3).
func (s *State) setAreaOpen(seat, a int) bool {
	if a < 1 || a > nSetAreas {
		return false
	}
	free := false
	for _, owner := range s.Seth.Slots[a-1] {
		if int(owner) == seat {
			return false
		}
		free = free || owner < 0
	}
	return free
}

// warriorsAvailable is what seat can pay in warriors: its warriors, and its
// faith tokens too with TX02 (§7.2).
func (s *State) warriorsAvailable(seat int) int {
	pl := &s.P[seat]
	n := int(pl.Warriors)
	if pl.tech(tx02) {
		n += pl.Faith / tx02FaithPerWarrior
	}
	return n
}

// tx02FaithPerWarrior: TX02 lets a faith token stand for a warrior
// (ASSUMED A-10: one for one).
const tx02FaithPerWarrior = 1

// canSet: seat may perform the Set action with value v (§4.2 L1–L4): a
// building left, area v open to it, and the warriors to pay. Nothing waives
// the warriors ([RUL-59]), so flags do not matter here.
func (s *State) canSet(seat, v int) bool {
	return s.Seth.On && s.P[seat].Built < s.buildingLimit(seat) && s.setAreaOpen(seat, v) &&
		s.warriorsAvailable(seat) >= s.setCost(v)
}

// beginSet starts a Set action with value t.Val (§4.2): the warriors first
// (never waived, [RUL-59]; a choice only when TX02's faith may share the
// cost), then the Set statues' bonuses, then the building.
func (s *State) beginSet(t task) {
	seat := int(t.Seat)
	pl := &s.P[seat]
	cost := s.setCost(int(t.Val))
	bonus := task{Kind: tBonus, Seat: t.Seat, God: Set, Flags: t.Flags}
	eff := task{Kind: tEffect, Seat: t.Seat, God: Set, Val: t.Val, Flags: t.Flags}
	if pl.tech(tx02) && pl.Faith > 0 && int(pl.Warriors) > 0 {
		s.pushSeq(task{Kind: dWarriors, Seat: t.Seat, Val: int8(cost)}, bonus, eff)
		return
	}
	faith := max(0, cost-int(pl.Warriors)) // all faith only when no warriors
	s.payWarriorsFaith(seat, cost-faith, faith)
	s.pushSeq(bonus, eff)
}

// payWarriorsFaith pays a Set cost in warriors and, with TX02, faith.
func (s *State) payWarriorsFaith(seat, warriors, faith int) {
	pl := &s.P[seat]
	pl.Warriors -= int8(warriors)
	pl.Faith -= faith * tx02FaithPerWarrior
}

// warriorsMoves: the ways to share a cost of t.Val between warriors and
// faith (TX02), most warriors first: "spend 3 warriors 1 faith".
func (s *State) warriorsMoves(dst []engine.Move, t *task) []engine.Move {
	pl := &s.P[t.Seat]
	cost := int(t.Val)
	for w := min(cost, int(pl.Warriors)); w >= 0; w-- {
		if f := cost - w; f*tx02FaithPerWarrior <= pl.Faith {
			dst = add(dst, mWarriors, w, f)
		}
	}
	return dst
}

// setEffect builds on the Set board with value t.Val (§4.2 steps 4–9): the
// leftmost building in the area's lowest free slot, the area's bonus, 3 VP
// under a column's people statue, a blood token, the conquest token on an
// empty temple cell of the player's choice, then TX01 and Cult04.
func (s *State) setEffect(t task) {
	seat := int(t.Seat)
	pl := &s.P[seat]
	area := int(t.Val)
	me := int8(seat)
	if s.placeSetBuilding(seat, area) < 0 {
		return // cannot happen: canSet checked the area
	}
	info := setAreas[area]
	for r := Papyrus; r <= Gold; r++ {
		pl.Res[r] += info.Bonus[r]
	}
	if s.Seth.People[info.Column] >= 0 {
		pl.VP += setColumnVP
	}
	pl.Blood++
	if s.once(seat, tx01) {
		pl.VP += tx01VP
		pl.gainPriests(tx01Priests)
	}
	s.cult(seat, cultSetBuilding, t.Flags)
	var seq [2]task
	n := 0
	if info.Choice > 0 {
		seq[n] = task{Kind: dGain, Seat: me, Val: int8(info.Choice), Flags: anyGoods}
		n++
	}
	if s.Seth.ConquestN > 0 && s.anyConquestCell() {
		seq[n] = task{Kind: dConquest, Seat: me}
		n++
	}
	s.pushSeq(seq[:n]...)
}

// TX01 (§7.2) [X].
const (
	tx01VP      = 2
	tx01Priests = 2
)

func (s *State) anyConquestCell() bool {
	for r := range s.Temple {
		for c := range s.Temple[r] {
			if s.conquestCellOpen(r, c) {
				return true
			}
		}
	}
	return false
}

// conquestMoves: the empty temple cells the face-up token may go to.
func (s *State) conquestMoves(dst []engine.Move) []engine.Move {
	for r := range s.Temple {
		for c := range s.Temple[r] {
			if s.conquestCellOpen(r, c) {
				dst = add(dst, mConquest, r, c)
			}
		}
	}
	return dst
}

// setBonusTo gives seat the Set statue's bonus: 1 resource of its choice,
// gold allowed ([RUL-09]), and 1 granite more with T07 ([RUL-57]);
// Botankhamun 1 VP (§6.12).
func (s *State) setBonusTo(seat int) {
	if s.isBot(seat) {
		s.P[seat].VP++
		return
	}
	if s.P[seat].tech(7) {
		s.P[seat].Res[Granite]++
	}
	s.push(task{Kind: dGain, Seat: int8(seat), Val: 1, Flags: anyGoods | 1<<Gold})
}

// ownsSetStatue: seat has a Set statue.
func (s *State) ownsSetStatue(seat int) bool {
	for _, o := range s.Seth.Statues {
		if int(o) == seat {
			return true
		}
	}
	return false
}

// parseSetMove reads "spend 3 warriors 1 faith" and "token r2c3".
func parseSetMove(text string, w []string) (engine.Move, error) {
	bad := func(why string) (engine.Move, error) { return engine.Move{}, &parseError{text, why} }
	num := func(x string) (int, bool) {
		n, err := strconv.Atoi(x)
		return n, err == nil && n >= 0 && n <= 20 && x == strconv.Itoa(n)
	}
	if w[0] == "spend" {
		if len(w) == 5 && w[2] == "warriors" && w[4] == "faith" {
			a, ok1 := num(w[1])
			b, ok2 := num(w[3])
			if ok1 && ok2 {
				return mv(mWarriors, a, b), nil
			}
		}
		return bad("want: spend <n> warriors <n> faith")
	}
	if len(w) == 2 && len(w[1]) == 4 && w[1][0] == 'r' && w[1][2] == 'c' {
		r, c := int(w[1][1]-'1'), int(w[1][3]-'1')
		if r >= 0 && r < 5 && c >= 0 && c < 5 {
			return mv(mConquest, r, c), nil
		}
	}
	return bad("want: token r<row>c<col>")
}

// tellSetEffect tells a Set building (§4.2): where, the area's bonus, the
// column statue's VP and the blood token; the tally gives the totals.
func (s *State) tellSetEffect(t task) {
	seat, area := int(t.Seat), int(t.Val)
	info := setAreas[area]
	parts := []string{"the area's bonus, " + setBonusText(info)}
	if s.Seth.People[info.Column] >= 0 {
		parts = append(parts, fmt.Sprintf("%d VP for the people statue under the %s column", setColumnVP, columnNames[info.Column]))
	}
	parts = append(parts, "a blood token on the taint pan, for good")
	s.narr.say(seat, fmt.Sprintf("%s builds in Set area %d: %s.", s.who(seat), area, joinAnd(parts)))
}
