package tekhenu

import "fmt"

// Botankhamun with the Time of Seth expansion (§6 of its spec): two more
// action tokens, a die choice that weighs the new colours, the Set token,
// its Horus, Ra and destiny changes and its starting Set buildings.

// The expansion's action tokens, after the base game's ten (§6.1).
const (
	tokPW      = nBotTokens     // priests and warriors: a red or blue die
	tokSet     = nBotTokens + 1 // the Set board's highest die
	nSethToken = nBotTokens + 2
)

// Deeds of the expansion's actions, for the board and the log.
const (
	deedSetBuilding botDeed = deedFallback + 1 + iota // X = area, Y = slot
	deedSetPeople                                     // X = column, Y = Thoth actions
	deedSetStatue                                     // X = Set statue slot
	deedSetFallback                                   // the Set token could not build: 3 VP
)

// botSetSteps: an area not open to the Set token passes it on to the next
// area once ([RUL-27]).
const botSetSteps = 1

// shuffleSethPyramid (§6.3): one god token and one resource token leave for
// the whole game the first time, replaced by the two expansion tokens; the
// ten in play are laid out at random every time.
func (s *State) shuffleSethPyramid() {
	b := &s.Bot
	if b.InPlay == 0 {
		god := s.intn(firstResToken)
		res := firstResToken + s.intn(nBotTokens-firstResToken)
		for tok := 0; tok < nSethToken; tok++ {
			if tok != god && tok != res {
				b.InPlay |= 1 << tok
			}
		}
	}
	n := 0
	for tok := 0; tok < nSethToken; tok++ {
		if b.InPlay&(1<<tok) != 0 {
			b.Pyramid[n] = int8(tok)
			n++
		}
	}
	for i := nBotTokens - 1; i > 0; i-- {
		j := s.intn(i + 1)
		b.Pyramid[i], b.Pyramid[j] = b.Pyramid[j], b.Pyramid[i]
	}
	b.Marker = -1
}

// dieCategory ranks a die for Botankhamun among dice of equal effective
// value (§6.6): green 0, other pure 1, red or blue 2, other tainted 3.
func dieCategory(c Colour, st Status) int {
	switch {
	case c == Green:
		return 0
	case c == Red || c == Blue:
		return 2
	case st == Pure:
		return 1
	}
	return 3
}

// effValue is a die's value as Botankhamun weighs it: red and blue count
// one more (§6.6).
func effValue(d die) int {
	if d.Colour == Red || d.Colour == Blue {
		return int(d.Value) + 1
	}
	return int(d.Value)
}

// sethDieKey ranks a die in sector g by §6.6: effective value, then
// category; resource tokens and the priests-and-warriors token then prefer
// the sector of its statue through the higher Horus slot.
func (s *State) sethDieKey(d die, g God, statues bool) int {
	key := effValue(d)*32 + (3-dieCategory(d.Colour, s.status(d.Colour, g)))*8
	if statues {
		key += int(s.statueRank(g))
	}
	return key
}

// sethBotDie picks the die for token with the expansion's rules (§6.6–§6.8):
// −1 when the wheel holds no die it may take (the caller then keeps the
// base game's forbidden-die fallback).
func (s *State) sethBotDie(token int) int {
	sectorDie := func(accept func(d die, g God) bool, statues bool) int {
		return s.bestDie(func(d die) (int, bool) {
			g, ok := locSectorOf(d.Loc)
			if !ok || s.status(d.Colour, g) == Forbidden || !accept(d, g) {
				return 0, false
			}
			return s.sethDieKey(d, g, statues), true
		})
	}
	anyDie := func(d die, g God) bool { return true }
	switch {
	case token < firstResToken:
		at := God(token)
		for k := 0; k < int(nGods); k++ {
			if i := sectorDie(func(d die, g God) bool { return g == at }, false); i >= 0 {
				return i
			}
			at = at.counter()
		}
		return -1
	case token == tokPW:
		if i := sectorDie(func(d die, g God) bool { return d.Colour == Red || d.Colour == Blue }, true); i >= 0 {
			return i
		}
		if i := sectorDie(func(d die, g God) bool { return s.status(d.Colour, g) == Pure }, true); i >= 0 {
			return i
		}
		return sectorDie(anyDie, true) // [RUL-29]
	case token == tokSet:
		if i := s.bestDie(func(d die) (int, bool) { return int(d.Value), d.Loc == locSet }); i >= 0 {
			return i
		}
		return s.sethBotDie(int(Horus)) // §6.7 step 1: the Horus token instead
	}
	for _, r := range resTokens[token-firstResToken] {
		want := resColour(r)
		if i := sectorDie(func(d die, g God) bool { return d.Colour == want }, true); i >= 0 {
			return i
		}
	}
	return sectorDie(anyDie, true) // [RUL-34]
}

// botSet is Botankhamun's Set action with a die of value v (§6.7): in the
// area of the value or, if it is not open to it, the next one (6 to 1),
// once; 2 VP instead of the area's bonus, 3 more under a column's people
// statue, the conquest token on the cell a Ra action would score best; 3 VP
// and nothing else when it cannot build ([RUL-27]). It pays no warriors
// and takes no blood.
func (s *State) botSet(v int) {
	pl := &s.P[botSeat]
	last := s.Bot.last()
	area := 0
	for step := 0; step <= botSetSteps && pl.Built < s.buildingLimit(botSeat); step++ {
		if a := (v-1+step)%nSetAreas + 1; s.setAreaOpen(botSeat, a) {
			area = a
			break
		}
	}
	if area == 0 {
		pl.VP += botFallbackVP
		last.Did = deedSetFallback
		return
	}
	s.setStatueBonuses(botSeat)
	slot := s.placeSetBuilding(botSeat, area)
	pl.VP += botSetVP
	if s.Seth.People[setAreas[area].Column] >= 0 {
		pl.VP += setColumnVP
	}
	last.Did, last.X, last.Y = deedSetBuilding, int8(area), int8(slot)
	if at := s.botConquestCell(); at >= 0 {
		s.placeConquest(at/5, at%5)
	}
}

// placeSetBuilding puts seat's leftmost building in the lowest free slot of
// area a and returns the slot.
func (s *State) placeSetBuilding(seat, a int) int {
	for k, owner := range s.Seth.Slots[a-1] {
		if owner < 0 {
			s.Seth.Slots[a-1][k] = int8(seat)
			s.P[seat].Built++
			return k
		}
	}
	return -1
}

// placeConquest moves the face-up conquest token onto cell (r, c) and turns
// the next one up (§4.2 step 8).
func (s *State) placeConquest(r, c int) {
	b := &s.Seth
	if b.ConquestN == 0 {
		return
	}
	b.ConquestN--
	s.Temple[r][c].Token = b.Conquest[b.ConquestN]
	b.Conquest[b.ConquestN] = 0
}

// conquestCellOpen: a conquest token may go on cell (r, c): no pillar and
// no token there ([RUL-06]).
func (s *State) conquestCellOpen(r, c int) bool {
	return s.Temple[r][c].Tile == 0 && s.Temple[r][c].Token == 0
}

// botConquestCell is where Botankhamun puts the conquest token (§6.7 step
// 6): the open cell a Ra action would score best for it (buildings in line
// and sides touching a tile or the border; the display slot's VP is the
// same everywhere), at random among equals; −1 with no token or no cell.
func (s *State) botConquestCell() int {
	if s.Seth.ConquestN == 0 {
		return -1
	}
	var cands [25]int8
	n, best := 0, -1
	for r := 0; r < 5; r++ {
		for c := 0; c < 5; c++ {
			if !s.conquestCellOpen(r, c) {
				continue
			}
			vp := s.botCellVP(r, c, raLeft) - raSlotVP[raLeft]
			if vp > best {
				best, n = vp, 0
			}
			if vp == best {
				cands[n] = int8(r*5 + c)
				n++
			}
		}
	}
	if n == 0 {
		return -1
	}
	return int(cands[s.intn(n)])
}

// setStatueBonuses pays the owners of Set statues for a Set action of seat
// (§4.3.3, [RUL-57]): every other owner, and seat itself at 2 players;
// once a turn each (the seventh god of BonusSeen).
func (s *State) setStatueBonuses(seat int) {
	const seen = 1 << Set
	for i := 0; i < s.Players; i++ {
		r := int(s.Order[i])
		if r == seat && s.Players > 2 || !s.ownsSetStatue(r) || s.T.BonusSeen[r]&seen != 0 {
			continue
		}
		s.T.BonusSeen[r] |= seen
		s.setBonusTo(r)
	}
}

// botSetPeople is the first choice of Botankhamun's Horus action with the
// expansion (§6.9 step 1): a people statue under the column with the most
// areas built in (2 or 3; at random between equals), then that many Thoth
// actions of value 1, each taking the rightmost card it can reach. It
// reports whether it built.
func (s *State) botSetPeople() bool {
	var cands [2]int
	n, best := 0, 2 // never for 0 or 1 Thoth actions (§6.9 step 5)
	for col := range s.Seth.People {
		if s.Seth.People[col] >= 0 {
			continue
		}
		switch k := s.columnBuilt(col); {
		case k > best:
			best, n = k, 0
			fallthrough
		case k == best:
			cands[n] = col
			n++
		}
	}
	if n == 0 {
		return false
	}
	col := cands[s.intn(n)]
	s.Seth.People[col] = botSeat
	s.P[botSeat].Statues++
	last := s.Bot.last()
	last.Did, last.X, last.Y = deedSetPeople, int8(col), int8(best)
	took := 0
	for k := 0; k < best; k++ {
		if s.botRightmostCard(took) {
			took++
		}
	}
	if took > 0 {
		s.push(task{Kind: tBonus, Seat: botSeat, God: Thoth})
	}
	return true
}

// columnBuilt counts the areas of a column holding a building.
func (s *State) columnBuilt(col int) int {
	n := 0
	for a := 1; a <= nSetAreas; a++ {
		if setAreas[a].Column != col {
			continue
		}
		for _, o := range s.Seth.Slots[a-1] {
			if o >= 0 {
				n++
				break
			}
		}
	}
	return n
}

// botRightmostCard takes the last card of the market, read section 1 to
// 4 and slot by slot, among the open sections its happiness reaches
// ([RUL-30], A-14); the market is refilled only at the end of the turn.
func (s *State) botRightmostCard(took int) bool {
	top := thothSections(int(s.P[botSeat].Happiness))
	for sec := top - 1; sec >= 0; sec-- {
		if !s.Open[sec] {
			continue
		}
		for i := len(marketSlots[sec]) - 1; i >= 0; i-- {
			if n := s.Market[sec][i]; n != 0 {
				kind := marketSlots[sec][i]
				s.Market[sec][i] = 0
				s.Bot.Cards[kind] |= 1 << (n - 1)
				if took < len(s.Bot.last().Cards) {
					s.Bot.last().Cards[took] = int8(kind)*32 + n
				}
				return true
			}
		}
	}
	return false
}

// botSetStatue builds Botankhamun's Set statue in a free usable slot
// (§6.9 step 3) and reports whether it could.
func (s *State) botSetStatue() bool {
	for k := 0; k < setStatueSlots(s.Players); k++ {
		if s.Seth.Statues[k] < 0 {
			s.Seth.Statues[k] = botSeat
			s.P[botSeat].Statues++
			s.Bot.last().Did, s.Bot.last().X = deedSetStatue, int8(k)
			return true
		}
	}
	return false
}

// botSethDestiny is Botankhamun's pick when first at a Maat phase (§6.13;
// the rulebook overrides [RUL-25], docs/rulings.md): the lowest-ankh
// destiny card still beside an artifact, without its reward, and with it
// one of those artifacts (at random when two share the ankh), which leaves
// the game. With the pool empty it takes nothing here and reports so; the
// base pick of D01 or D02 follows.
func (s *State) botSethDestiny() bool {
	for d := 1; d <= nDestiny; d++ {
		if s.DestAv&(1<<(d-1)) == 0 {
			continue
		}
		var beside [2]int
		n := 0
		for a := 1; a <= nArtifacts; a++ {
			if s.Seth.Artifacts&(1<<(a-1)) != 0 && artifacts[a].Ankh == d-1 && n < len(beside) {
				beside[n] = a
				n++
			}
		}
		if n == 0 {
			continue
		}
		s.takeDestiny(botSeat, d, false)
		s.Seth.Artifacts &^= 1 << (beside[s.intn(n)] - 1)
		return true
	}
	return false
}

// botSetSetup gives a medium Botankhamun one Set building and a hard one two
// (§6.4), each in an area rolled with a die, rolled again onto an area it
// already holds ([RUL-31]), with no reward and no conquest token ([RUL-48]).
func (s *State) botSetSetup() {
	count := map[int8]int{levelMedium: 1, levelHard: 2}[s.Bot.Level]
	for k := 0; k < count; k++ {
		for {
			a := 1 + s.intn(nSetAreas)
			if s.setAreaOpen(botSeat, a) {
				s.placeSetBuilding(botSeat, a)
				break
			}
		}
	}
}

// botTokenVP: with the expansion Botankhamun scores 2 VP more for a pillar
// on a conquest token, whose effect it ignores (§6.10).
func (s *State) botTokenVP(r, c int) int {
	if s.Temple[r][c].Token != 0 {
		return botTokenPillarVP
	}
	return 0
}

// botTokenPillarVP: §6.10 [X].
const botTokenPillarVP = 2

// botOwnInLine is the tie-break of Botankhamun's Ra: whether a temple
// building of its stands in the cell's row or column, or with the
// expansion how many do, 0 to 2 ([RUL-55]).
func (s *State) botOwnInLine(r, c int) int {
	row, col := boolInt(s.Hathor[r] == botSeat), boolInt(s.Hathor[5+c] == botSeat)
	if s.Seth.On {
		return row + col
	}
	return boolInt(row+col > 0)
}

// Names of the expansion's tokens: on the pyramid (tokenName) and in
// sentences (botTokenWords).
var (
	sethTokenNames = [2]string{"pw", "set"}
	sethTokenWords = [2]string{"priests-and-warriors token", "Set token"}
)

// botSethDeedText tells one of Botankhamun's expansion actions.
func (s *State) botSethDeedText(l *botTurn) string {
	switch l.Did {
	case deedSetBuilding:
		text := fmt.Sprintf("Botankhamun builds in Set area %d and scores %d VP for it", l.X, botSetVP)
		if s.Seth.People[setAreas[l.X].Column] >= 0 {
			text += fmt.Sprintf(", and %d more under the people statue of that column", setColumnVP)
		}
		return text + "; it pays no warriors and takes no blood."
	case deedSetPeople:
		var names []string
		for _, c := range l.Cards {
			if c != 0 {
				names = append(names, cardTitle(CardKind(c/32), int(c%32)))
			}
		}
		text := fmt.Sprintf("Botankhamun builds a people statue under the Set board's %s column, for %s", columnNames[l.X], plural(int(l.Y), "Thoth action", "Thoth actions"))
		if len(names) == 0 {
			return text + "; no card is within its reach."
		}
		return text + fmt.Sprintf(": it takes the rightmost card it can reach each time, %s, face up.", joinAnd(names))
	case deedSetStatue:
		return "Botankhamun builds a statue to Set on the Set board."
	}
	return fmt.Sprintf("Botankhamun cannot build on the Set board and scores %d VP instead.", botFallbackVP)
}
