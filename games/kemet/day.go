package kemet

import (
	"karnak/engine"
)

// dayStart: every player takes back its tokens (§3.4.2); the turns follow
// the order.
func (s *State) dayStart() {
	s.Phase = PhaseDay
	for p := range s.Players {
		pl := &s.Seat[p]
		pl.Spaces = 0
		pl.Tokens = tokensEach
		pl.Silver, pl.Gold = tokenNone, tokenNone
		if pl.owns(R4ActOfGod) || pl.owns(B4ActOfGod) || pl.owns(W4ActOfGod) {
			pl.Silver = tokenReady
		}
		if pl.owns(B4DivineWill) {
			pl.Gold = tokenReady
		}
	}
	if s.narr != nil {
		s.tellDay()
	}
	s.Tasks.Push(task{Kind: tTurns})
}

// nextTurn gives the turn to the next seat in order, from place i, that
// still has a normal token; round after round until none has (§3.4.2).
func (s *State) nextTurn(i int) {
	for k := 0; k < s.Players; k++ {
		place := (i + k) % s.Players
		p := s.seatOrder(place)
		if s.Seat[p].Tokens > 0 {
			s.Tasks.PushSeq(task{Kind: tTurn, Seat: int8(p)}, task{Kind: tTurns, A: int8(place + 1)})
			return
		}
	}
	if s.narr != nil {
		s.tellEndOfDay()
	}
	s.Tasks.Push(task{Kind: tEndOfDay})
}

// Token kinds for placement.
const (
	tokNormal = iota
	tokSilver
)

// canPlace: a normal or silver token may go on a free space when
// afterwards no more rows lack a token than tokens are left to fill them
// (§3.4.2); never on the gold space.
func (s *State) canPlace(seat int, sp Space, kind int) bool {
	pl := &s.Seat[seat]
	if sp == GoldSpace || pl.Spaces&(1<<sp) != 0 || !s.spaceOffered(seat, sp) {
		return false
	}
	spacesAfter := pl.Spaces | 1<<sp
	tokens := int(pl.Tokens)
	silver := pl.Silver == tokenReady
	if kind == tokNormal {
		tokens--
	} else {
		silver = false
	}
	empty := 0
	for row := int8(1); row <= 3; row++ {
		has := false
		for x := range GoldSpace {
			has = has || spaces[x].Row == row && spacesAfter&(1<<x) != 0
		}
		if !has {
			empty++
		}
	}
	left := tokens
	if silver {
		left++
	}
	return empty <= left
}

// spaceOffered: every space but the gold one takes a normal or silver
// token.
func (s *State) spaceOffered(seat int, sp Space) bool { return sp != GoldSpace }

// turnMoves: first the normal token (and the silver or gold token before
// it, if the player wishes); after it, the silver or gold token or the
// end of the turn. The silver and gold tokens must be placed by the last
// normal token (RUL-05).
func (s *State) turnMoves(dst []engine.Move, t task) []engine.Move {
	seat := t.seat()
	pl := &s.Seat[seat]
	if t.A == 0 {
		for sp := range GoldSpace {
			if s.canPlace(seat, sp, tokNormal) {
				dst = append(dst, move(mToken, int(sp)))
			}
		}
	}
	if pl.Silver == tokenReady {
		for sp := range GoldSpace {
			if s.canPlace(seat, sp, tokSilver) {
				dst = append(dst, move(mSilver, int(sp)))
			}
		}
	}
	if pl.Gold == tokenReady {
		dst = append(dst, move(mGold, goldMove), move(mGold, goldRecruit))
	}
	lastDone := t.A == 1 && pl.Tokens == 0
	mustPlace := lastDone && (pl.Silver == tokenReady || pl.Gold == tokenReady)
	if t.A == 1 && !mustPlace {
		dst = append(dst, move(mEnd))
	}
	return dst
}

// applyTurn places a token and starts its action above the turn, which
// goes on once the action is done.
func (s *State) applyTurn(seat int, m engine.Move) {
	t := s.Tasks.Top()
	pl := &s.Seat[seat]
	switch m.Kind {
	case mEnd:
		s.Tasks.Pop()
		return
	case mToken:
		pl.Tokens--
		t.A = 1
		s.startAction(seat, Space(m.Arg[0]))
	case mSilver:
		pl.Silver = tokenPlaced
		s.startAction(seat, Space(m.Arg[0]))
	case mGold:
		pl.Gold = tokenPlaced
		pl.Spaces |= 1 << GoldSpace
		if m.Arg[0] == goldMove {
			s.Tasks.Push(task{Kind: tMove, Seat: int8(seat)})
		} else {
			s.Tasks.Push(task{Kind: tRecruit, Seat: int8(seat)})
		}
	}
}

// startAction marks the space and pushes its action (§3.5); Pray needs no
// decision.
func (s *State) startAction(seat int, sp Space) {
	pl := &s.Seat[seat]
	pl.Spaces |= 1 << sp
	switch spaces[sp].Action {
	case ActPray:
		pp := prayPP
		if pl.owns(W1Priest) {
			pp += priestPP
		}
		had := pl.PP
		s.gainPP(seat, pp)
		if s.narr != nil {
			s.tellPP(seat, int(pl.PP-had), "in prayer")
		}
	case ActRaise:
		s.Tasks.Push(task{Kind: tRaise, Seat: int8(seat)})
	case ActBuy:
		s.Tasks.Push(task{Kind: tBuy, Seat: int8(seat), A: int8(spaces[sp].Colour)})
	case ActRecruit:
		s.Tasks.Push(task{Kind: tRecruit, Seat: int8(seat)})
	case ActMove:
		s.Tasks.Push(task{Kind: tMove, Seat: int8(seat)})
	}
}

// raiseCostFor is what seat pays to raise its colour-c pyramid to level
// to: the levels reached, less Slaves per level, less Priest of Ra once
// (§3.5.2 step 2).
func (s *State) raiseCostFor(seat int, c Colour, to int) int {
	from := int(s.Seat[seat].Pyramids[c].Level)
	cost := raiseCost(from, to)
	if s.Seat[seat].owns(W2Slaves) {
		cost -= slavesDiscount * (to - from)
	}
	return s.discounted(seat, max(cost, 0))
}

func (s *State) raiseMoves(dst []engine.Move, seat int) []engine.Move {
	pl := &s.Seat[seat]
	for c := range nColours {
		for to := int(pl.Pyramids[c].Level) + 1; to <= s.maxLevel(); to++ {
			if s.raiseCostFor(seat, c, to) <= int(pl.PP) {
				dst = append(dst, move(mRaise, int(c), to))
			}
		}
	}
	return append(dst, move(mPass))
}

func (s *State) payRaise(seat int, c Colour, to int) {
	s.Seat[seat].PP -= int8(s.raiseCostFor(seat, c, to))
	s.raise(seat, c, to)
}

// tileCost is what seat pays for tile kind k: its level, less Priestess,
// less Priest of Ra, down to 0 (§3.5.3 step 4).
func (s *State) tileCost(seat int, k Tile) int {
	cost := int(tiles[k].Level)
	if s.Seat[seat].owns(W1Priestess) {
		cost -= priestessDiscount
	}
	return s.discounted(seat, max(cost, 0))
}

// tileOffered: beginner games show level 1 at first and level 2 from the
// second Day, never more (§1.6, RUL-04).
func (s *State) tileOffered(k Tile) bool {
	if !s.Beginner {
		return true
	}
	lv := tiles[k].Level
	return lv == 1 || lv == 2 && s.Round >= 2
}

// canBuy: a tile of the space's colour left in the supply, of a level no
// higher than the colour's highest pyramid seat controls, whose name seat
// does not own yet, and that it can pay (§3.5.3).
func (s *State) canBuy(seat int, c Colour, k Tile) bool {
	t := tiles[k]
	pl := &s.Seat[seat]
	if t.Colour != c || s.Supply[k] == 0 || !s.tileOffered(k) || int(t.Level) > s.highestControlled(seat, c) {
		return false
	}
	for o := range nTiles {
		if pl.owns(o) && tiles[o].Name == t.Name {
			return false
		}
	}
	return s.tileCost(seat, k) <= int(pl.PP)
}

func (s *State) buyMoves(dst []engine.Move, seat int, c Colour) []engine.Move {
	for k := range nTiles {
		if s.canBuy(seat, c, k) {
			dst = append(dst, move(mBuy, int(k)))
		}
	}
	return append(dst, move(mPass))
}

// buy pays and takes the tile, then its effect on purchase (§3.5.3 step 6).
func (s *State) buy(seat int, k Tile) {
	pl := &s.Seat[seat]
	pl.PP -= int8(s.tileCost(seat, k))
	pl.Tiles |= 1 << k
	s.Supply[k]--
	switch k {
	case R3VictoryPoint, B3VictoryPoint, W3VictoryPoint:
		pl.VP += victoryPointVP
		if s.narr != nil {
			s.tellVP(seat, victoryPointVP, "from the tile")
		}
	case B4Sphinx:
		pl.VP += sphinxVP
		if s.narr != nil {
			s.tellVP(seat, sphinxVP, "from the Sphinx")
		}
	case R4ActOfGod, B4ActOfGod, W4ActOfGod:
		if s.Phase == PhaseDay {
			pl.Silver = tokenReady // usable this Day (RUL-06)
		}
	case B4DivineWill:
		if s.Phase == PhaseDay {
			pl.Gold = tokenReady
		}
	case R2OffensiveStrategy:
		s.strategy(seat, BCOffensive)
	case B2DefensiveStrategy:
		s.strategy(seat, BCDefensive)
	}
	if c := tiles[k].Creature; c != NoCreature {
		s.Tasks.Push(task{Kind: tCreature, Seat: int8(seat), A: int8(c)})
	}
}

// strategy: the discarded battle cards come back, then one card gives way
// to the special one (RUL-44).
func (s *State) strategy(seat int, special BattleCard) {
	pl := &s.Seat[seat]
	pl.Battle |= pl.Discard
	pl.Discard, pl.Shown = 0, 0
	s.Tasks.Push(task{Kind: tStrategy, Seat: int8(seat), A: int8(special)})
}

func (s *State) strategyMoves(dst []engine.Move, seat int) []engine.Move {
	for b := range nBattleCards {
		if s.Seat[seat].Battle&(1<<b) != 0 {
			dst = append(dst, move(mReplace, int(b)))
		}
	}
	return dst
}

func (s *State) replaceCard(seat int, out, special BattleCard) {
	pl := &s.Seat[seat]
	pl.Battle &^= 1 << out
	pl.Removed |= 1 << out
	pl.Battle |= 1 << special
}

// creatureDistricts are the districts of seat's city where a creature may
// go: with one of its units and none of its creatures (§3.12).
func (s *State) creatureDistricts(seat int) regionSet {
	var out regionSet
	for _, d := range s.city(seat).Districts {
		if s.Seat[seat].Units[d] > 0 && s.creatureOf(seat, d) == NoCreature && s.occupant(d, seat) < 0 {
			out = out.with(d)
		}
	}
	return out
}

// creatureMoves: a bought creature goes to such a district or stays on its
// tile (done).
func (s *State) creatureMoves(dst []engine.Move, seat int) []engine.Move {
	set := s.creatureDistricts(seat)
	for _, d := range s.city(seat).Districts {
		if set.has(d) {
			dst = append(dst, move(mCreature, s.regionWord(d)))
		}
	}
	return append(dst, move(mDone))
}

// returnMoves: after a Recruit, one creature of the reserve, of the
// player's choice, may come back (RUL-08).
func (s *State) returnMoves(dst []engine.Move, seat int) []engine.Move {
	set := s.creatureDistricts(seat)
	for c := Creature(0); c < nCreatures; c++ {
		if !s.inReserve(seat, c) {
			continue
		}
		for _, d := range s.city(seat).Districts {
			if set.has(d) {
				dst = append(dst, move(mReturn, int(c), s.regionWord(d)))
			}
		}
	}
	return append(dst, move(mDone))
}

// inReserve: c is seat's creature, in its reserve.
func (s *State) inReserve(seat int, c Creature) bool {
	return s.CreatureAt[c] == NoRegion && s.Seat[seat].owns(creatures[c].Tile)
}

// anyInReserve: seat has a creature in its reserve.
func (s *State) anyInReserve(seat int) bool {
	for c := Creature(0); c < nCreatures; c++ {
		if s.inReserve(seat, c) {
			return true
		}
	}
	return false
}

// recruitMoves: X units paid X PP (less Priest of Ra), X from 0 to the
// reserve, so that what comes (Recruiting Scribe adds 2) fits into the
// city's districts (§3.5.4).
func (s *State) recruitMoves(dst []engine.Move, seat int) []engine.Move {
	pl := &s.Seat[seat]
	room := s.recruitRoom(seat)
	for x := 0; x <= int(pl.Reserve) && x <= room; x++ {
		if s.discounted(seat, x) <= int(pl.PP) {
			dst = append(dst, move(mRecruit, x))
		}
	}
	return append(dst, move(mPass))
}

// recruitRoom is how many units seat's districts can still take; units
// recruited into a district an enemy holds attack it (§3.5.4 step 5).
func (s *State) recruitRoom(seat int) int {
	room := 0
	limit := s.troopLimit(seat)
	for _, d := range s.city(seat).Districts {
		room += limit - int(s.Seat[seat].Units[d])
	}
	return room
}

// recruit pays for x units and places them, with Recruiting Scribe's two
// as far as the reserve and the room allow, then offers a creature back.
func (s *State) recruit(seat, x int) {
	pl := &s.Seat[seat]
	pl.PP -= int8(s.discounted(seat, x))
	n := x
	if pl.owns(B1RecruitingScribe) {
		n += scribeUnits
	}
	n = min(n, int(pl.Reserve), s.recruitRoom(seat))
	if s.anyInReserve(seat) {
		s.Tasks.Push(task{Kind: tRecruitCreature, Seat: int8(seat)})
	}
	if n > 0 {
		s.Tasks.Push(task{Kind: tRecruitPlace, Seat: int8(seat), A: int8(n)})
	}
}

func (s *State) recruitPlaceMoves(dst []engine.Move, seat int) []engine.Move {
	limit := int8(s.troopLimit(seat))
	for _, d := range s.city(seat).Districts {
		if s.Seat[seat].Units[d] < limit {
			dst = append(dst, move(mPlace, s.regionWord(d)))
		}
	}
	return dst
}

// applyRecruitPlace places a unit; units placed where an enemy stands
// attack it once all are placed, one battle a district in the order the
// recruiter chooses (§3.5.4 step 5, RUL-40). B keeps those districts.
func (s *State) applyRecruitPlace(seat int, m engine.Move) {
	t := s.Tasks.Top()
	r := s.argRegion(m, 0)
	pl := &s.Seat[seat]
	pl.Units[r]++
	pl.Reserve--
	t.A--
	for d, dr := range s.city(seat).Districts {
		if dr == r && s.occupant(r, seat) >= 0 {
			t.B |= 1 << d
		}
	}
	if t.A == 0 {
		attacks := t.B
		s.Tasks.Pop()
		if attacks != 0 {
			s.Tasks.Push(task{Kind: tRecruitBattle, Seat: int8(seat), B: attacks})
		}
	}
}

func (s *State) recruitBattleMoves(dst []engine.Move, t task) []engine.Move {
	for d, r := range s.city(t.seat()).Districts {
		if t.B&(1<<d) != 0 {
			dst = append(dst, move(mAttack, s.regionWord(r)))
		}
	}
	return dst
}

func (s *State) applyRecruitBattle(seat int, m engine.Move) {
	t := *s.Tasks.Top()
	s.Tasks.Pop()
	r := s.argRegion(m, 0)
	for d, dr := range s.city(seat).Districts {
		if dr == r {
			t.B &^= 1 << d
		}
	}
	if t.B != 0 {
		s.Tasks.Push(t)
	}
	s.startBattle(seat, s.occupant(r, seat), r, false)
}
