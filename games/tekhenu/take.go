package tekhenu

import "karnak/engine"

// A turn (§7.2): take one die (normally or with Anubis), adjust it, put it
// on the scales, perform the action.

func (s *State) startTurn(seat int) {
	s.T = turn{Seat: int8(seat), Die: -1, CardSec: -1}
	if s.isBot(seat) {
		s.pushSeq(task{Kind: tBotTurn}, task{Kind: tFinishTurn, Seat: int8(seat)})
		return
	}
	// A happiness-21 action owed since the last action (a destiny card at
	// Maat) is taken first.
	s.pushSeq(task{Kind: tPending}, task{Kind: dTake, Seat: int8(seat)}, task{Kind: tFinishTurn, Seat: int8(seat)})
}

// lowestHeld returns the card seat holds of the identical pair a, a+1
// (a odd: B07/B08 … B23/B24), lower number first, or 0.
func (s *State) lowestHeld(seat, a int) int {
	b := s.P[seat].Blessings >> uint(a-1)
	if b&1 != 0 {
		return a
	}
	if b&2 != 0 {
		return a + 1
	}
	return 0
}

// playBlessing discards a blessing; T24 pays 1 gold for it.
func (s *State) playBlessing(seat, n int) {
	s.P[seat].Blessings &^= 1 << (n - 1)
	s.discard(Blessing, n)
	if s.P[seat].tech(24) {
		s.P[seat].Res[Gold]++
	}
}

// payScribe spends one scribe, or one gold in its place (T10).
func (s *State) payScribe(seat int, withGold bool) {
	if withGold {
		s.P[seat].Res[Gold]--
		s.substituted(seat, 1)
	} else {
		s.P[seat].Scribes--
	}
}

// substituted gives the once-per-turn VP of T10 (bit 1) or T22 (bit 2).
func (s *State) substituted(seat int, bit uint8) {
	if s.T.Subst[seat]&bit == 0 {
		s.T.Subst[seat] |= bit
		s.P[seat].VP++
	}
}

// scribeVariants appends a move once paid with a scribe and once with gold
// (T10), as seat can afford them.
func (s *State) scribeVariants(dst []engine.Move, seat int, m engine.Move, goldArg int) []engine.Move {
	pl := &s.P[seat]
	if pl.Scribes > 0 {
		dst = append(dst, m)
	}
	if pl.tech(10) && pl.Res[Gold] > 0 {
		m.Arg[goldArg] = 1
		dst = append(dst, m)
	}
	return dst
}

// reachable reports whether a god action of g can still be performed after
// changing value with scribes (±1 or ±2 each, T10: gold in their place),
// B09/B10 or T14, paying for the changes out of the same supply the action
// needs. Values stay within lo–hi, the die's faces (Time of Seth [RUL-23]).
func (s *State) reachable(seat int, g God, value, lo, hi int) bool {
	// The die's own value first: it needs no scribes and usually does.
	return s.canAction(seat, g, value, fFromDie) || s.reachableChanged(seat, g, value, lo, hi)
}

// reachableChanged is reachable for the values other than the die's own.
func (s *State) reachableChanged(seat int, g God, value, lo, hi int) bool {
	if g == Hathor || g == Bastet {
		return false // their action ignores the value; paying to change it only costs
	}
	pl := &s.P[seat]
	t14 := 0
	if pl.tech(14) {
		t14 = 2
	}
	anyValue := s.lowestHeld(seat, 9) != 0
	goldOK := pl.tech(10)
	if t14 == 0 && !anyValue && pl.Scribes <= 0 && (!goldOK || pl.Res[Gold] <= 0) {
		return false // every other value costs a step the seat cannot pay
	}
	for v := lo; v <= hi; v++ {
		if v == value {
			continue
		}
		gap := max(0, abs(v-value)-t14)
		if anyValue {
			gap = 0
		}
		steps := (gap + 1) / 2
		for gold := 0; gold <= steps; gold++ {
			if gold > 0 && !goldOK {
				break
			}
			sc := steps - gold
			if sc > pl.Scribes || gold > pl.Res[Gold] {
				continue
			}
			scribes, golds := pl.Scribes, pl.Res[Gold]
			pl.Scribes -= sc
			pl.Res[Gold] -= gold
			ok := s.canAction(seat, g, v, fFromDie)
			pl.Scribes, pl.Res[Gold] = scribes, golds
			if ok {
				return true
			}
		}
	}
	return false
}

// payment is a price paid in a probe: a blessing played (its card only),
// then a scribe (or a gold in its place, T10) or a step back on both
// markers (B19/B20).
type payment struct {
	blessing int // 0 none
	scribe   bool
	gold     bool // the scribe paid with gold
	stepBack bool
}

func (s *State) pay(seat int, p payment) {
	if p.blessing != 0 {
		s.P[seat].Blessings &^= 1 << (p.blessing - 1)
	}
	if p.scribe {
		s.payScribe(seat, p.gold)
	}
	if p.stepBack {
		s.stepBack(seat)
	}
}

// probeGod: seat could perform g with value v after paying p. The state is
// left as it was.
func (s *State) probeGod(seat int, p payment, g God, v int) bool {
	save, subst := s.P[seat], s.T.Subst
	s.pay(seat, p)
	ok := s.canGod(seat, g, v, fFromDie)
	s.P[seat], s.T.Subst = save, subst
	return ok
}

// probeReachable: after paying p the god action of the die's sector is
// still reachable from value v. The state is left as it was.
func (s *State) probeReachable(seat int, p payment, v int) bool {
	save, subst := s.P[seat], s.T.Subst
	s.pay(seat, p)
	lo, hi := s.takenRange()
	ok := s.reachable(seat, s.T.Sector, v, lo, hi)
	s.P[seat], s.T.Subst = save, subst
	return ok
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// completable: a die counting as colour c from sector g (or the Set board)
// can still be used. Only a die that cannot produce, taken normally, can
// fail: grey, and with the expansion red, blue and green (Time of Seth
// §3.2.4): its god action must be possible (§7.2 step 2 legality). narrow:
// the physical die shows only 2–5 (a red, blue or green one).
func (s *State) completable(seat int, c Colour, g God, value int, narrow bool, memo *reachMemo) bool {
	if !mustAct(c) {
		return true
	}
	k := (int(g)*7+value)*2 + int(boolInt8(narrow))
	if memo[k] == 0 {
		lo, hi := 1, 6
		if narrow {
			lo, hi = valueRange(Red)
		}
		memo[k] = 1 + boolInt8(s.reachable(seat, g, value, lo, hi))
	}
	return memo[k] == 2
}

// reachMemo remembers reachable per (sector or Set board, value, narrow)
// within one listing: 0 unknown, 1 no, 2 yes.
type reachMemo [nGodActions * 7 * 2]int8

func boolInt8(b bool) int8 {
	if b {
		return 1
	}
	return 0
}

func (s *State) takeMoves(dst []engine.Move, t *task) []engine.Move {
	dst, _ = s.appendTakes(dst, t, -1)
	return dst
}

// openColours[b] has bit c set when a die of colour c may be taken normally
// from a sector of brightness b (§5.2).
var openColours = func() (open [3]uint8) {
	for b := range purity {
		for c := range purity[b] {
			if purity[b][c] != Forbidden {
				open[b] |= 1 << c
			}
		}
	}
	return open
}()

// appendTakes appends the take moves to dst. With limit ≥ 0 it gives up
// (false) as soon as dst would hold more than limit moves.
func (s *State) appendTakes(dst []engine.Move, t *task, limit int) ([]engine.Move, bool) {
	seat := int(t.Seat)
	pl := &s.P[seat]
	start := len(dst)
	if limit < 0 {
		limit = int(^uint(0) >> 1)
	}
	tc := takeContext{seat: seat, b11: s.lowestHeld(seat, 11) != 0, t08: pl.tech(8)}
	// The ways seat can pay to take a die with Anubis (Arg5 of tkAnubis):
	// two scribes, a scribe and a gold or two gold (T10), B23/B24.
	t10 := pl.tech(10)
	if pl.Scribes >= 2 {
		tc.pays[tc.nPays] = 0
		tc.nPays++
	}
	if t10 && pl.Scribes >= 1 && pl.Res[Gold] >= 1 {
		tc.pays[tc.nPays] = 1
		tc.nPays++
	}
	if t10 && pl.Res[Gold] >= 2 {
		tc.pays[tc.nPays] = 2
		tc.nPays++
	}
	if s.lowestHeld(seat, 23) != 0 {
		tc.pays[tc.nPays] = 3
		tc.nPays++
	}
	pays := tc.pays[:tc.nPays]
	// Each sector's purity row, looked up once rather than per die, and
	// the colours it lets be taken normally.
	var open [nGods]uint8
	for g := range tc.rows {
		b := s.brightness(God(g))
		tc.rows[g] = &purity[b]
		open[g] = openColours[b]
	}
	most := 2 + tc.nPays // moves of one die at most
	if tc.b11 {
		most += int(s.colours()) - 1
	}
	// The usual die's moves are written in place, where room for a die's
	// moves at most was checked.
	room := min(limit, cap(dst))
	buf := dst[:cap(dst)]
	n := len(dst)
	var seen dieSet
	for i := range s.Dice {
		d := s.Dice[i]
		if d.Loc-locSector >= uint8(nGods) {
			continue // not in a sector
		}
		g := God(d.Loc - locSector)
		if seen.add(g, d) {
			continue
		}
		c := d.Colour
		normal := open[g]>>c&1 != 0
		if n+most > room || tc.b11 || !normal && tc.t08 {
			// B11/B12, T08's pure or tainted take, or near the end of
			// the room: dieTakes, appended.
			dst = buf[:n]
			if len(dst)+most > limit {
				var ok bool
				if dst, ok = s.dieTakesNear(dst, &tc, g, d, limit); !ok {
					return dst, false
				}
			} else {
				dst = s.dieTakes(dst, &tc, g, d)
			}
			buf, n = dst[:cap(dst)], len(dst)
			continue
		}
		// Taken normally unless forbidden; a grey die (red, blue, green:
		// any that cannot produce) only if its action can be performed.
		// Dice that look the same were listed once, so no (sector, value)
		// comes twice here and completable's memo would not help.
		if normal && (c == Grey || c >= Red) {
			v := int(d.Value)
			lo, hi := valueRange(c)
			normal = s.canAction(seat, g, v, fFromDie) || s.reachableChanged(seat, g, v, lo, hi)
		}
		if normal {
			writeTake(&buf[n], g, c, d.Value, tkNormal, 0)
			n++
		}
		if tc.nPays > 0 && c != Green { // never Green with Anubis (Time of Seth §3.2.2)
			for _, pay := range pays {
				writeTake(&buf[n], g, c, d.Value, tkAnubis, pay)
				n++
			}
		}
	}
	dst = buf[:n]
	if s.Seth.On {
		// The Set board's dice (Time of Seth §4.1 (c)).
		var ok bool
		if dst, ok = s.appendSetTakes(dst, &tc, &seen, limit); !ok {
			return dst, false
		}
	}
	if len(dst) == start {
		// no die can be used; take any die without an action.
		seen = dieSet{}
		for _, d := range s.Dice {
			if g, ok := locSectorOf(d.Loc); ok && !seen.add(g, d) {
				if len(dst) == limit {
					return dst, false
				}
				dst = add(dst, mTake, int(g), int(d.Colour), int(d.Value), tkDiscard)
			}
		}
	}
	extra := s.sethAnyTimeCount(seat) // Time of Seth: BX01–BX04 and artifacts
	if s.anyTimeCard(seat) != 0 {
		extra += 2
	}
	if extra > 0 && len(dst)+extra > limit {
		return dst, false
	}
	return s.anyTimeBlessings(dst, seat), true
}

// appendTake appends the move taking a die (g, c, v) in the given mode,
// written in place: a move put together on the stack and then copied
// whole makes the processor wait for its parts to be stored.
func appendTake(dst []engine.Move, g God, c Colour, v int8, mode, pay int16) []engine.Move {
	dst = append(dst, engine.Move{})
	m := &dst[len(dst)-1]
	m.Kind = mTake
	m.Arg[0], m.Arg[1], m.Arg[2], m.Arg[3], m.Arg[5] = int16(g), int16(c), int16(v), mode, pay
	return dst
}

// writeTake writes the move taking a die (g, c, v) in the given mode at m,
// field by field (see appendTake).
func writeTake(m *engine.Move, g God, c Colour, v int8, mode, pay int16) {
	*m = engine.Move{}
	m.Kind = mTake
	m.Arg[0], m.Arg[1], m.Arg[2], m.Arg[3], m.Arg[5] = int16(g), int16(c), int16(v), mode, pay
}

// dieTakesNear appends the ways to take die d when they fit within limit,
// or reports that they do not (not inlined: its buffer is zeroed only on
// this rare path).
//
//go:noinline
func (s *State) dieTakesNear(dst []engine.Move, tc *takeContext, g God, d die, limit int) ([]engine.Move, bool) {
	var one [2 + int(nColours) - 1 + 4]engine.Move // T08's two, B11/B12's other colours, Anubis
	mine := s.dieTakes(one[:0], tc, g, d)
	if len(dst)+len(mine) > limit {
		return dst, false
	}
	return append(dst, mine...), true
}

// takeContext is what the take moves of every die depend on, worked out
// once per listing.
type takeContext struct {
	seat     int
	b11, t08 bool
	pays     [4]int16 // the ways to pay for Anubis
	nPays    int
	rows     [nGods]*[nColours]Status // each sector's purity by colour
	memo     reachMemo
}

// dieTakes appends the ways to take die d from sector g.
func (s *State) dieTakes(dst []engine.Move, tc *takeContext, g God, d die) []engine.Move {
	c, v := d.Colour, int(d.Value)
	row := tc.rows[g]
	m := engine.Move{Kind: mTake, Arg: [7]int16{int16(g), int16(c), int16(v)}} // tkNormal
	narrow := newColour(c)
	if row[c] != Forbidden {
		if s.completable(tc.seat, c, g, v, narrow, &tc.memo) {
			dst = append(dst, m)
		}
	} else if tc.t08 && s.completable(tc.seat, c, g, v, narrow, &tc.memo) {
		pure, tainted := m, m
		pure.Arg[3], tainted.Arg[3] = tkPure, tkTainted
		dst = append(dst, pure, tainted)
	}
	if tc.b11 {
		for c2 := White; c2 < s.asColours(c); c2++ {
			if c2 != c && row[c2] != Forbidden && s.completable(tc.seat, c2, g, v, narrow, &tc.memo) {
				as := m
				as.Arg[3], as.Arg[4] = tkAs, int16(c2)
				dst = append(dst, as)
			}
		}
	}
	if c == Green {
		return dst // never with Anubis (Time of Seth §3.2.2)
	}
	for _, pay := range tc.pays[:tc.nPays] {
		anubis := m
		anubis.Arg[3], anubis.Arg[5] = tkAnubis, pay
		dst = append(dst, anubis)
	}
	return dst
}

// dieSet remembers which (sector, colour, value) were listed: dice that
// look the same are the same move. One word per sector and one for the Set
// board, one bit per colour and value.
type dieSet [nGods + 1]uint64

// add marks the die and reports whether it was already there.
func (ds *dieSet) add(g God, d die) bool {
	bit := uint64(1) << (uint(d.Colour)*6 + uint(d.Value) - 1)
	had := ds[g]&bit != 0
	ds[g] |= bit
	return had
}

func (s *State) findDie(loc uint8, c Colour, v int) int {
	// One comparison of the three bytes packed, so that only the die
	// found takes a branch.
	want := dieKey(die{Colour: c, Value: int8(v), Loc: loc})
	if int(int8(v)) != v {
		return -1
	}
	// Setup lays the dice out by colour: look among c's first.
	if uint(c) < uint(nColours) {
		for i := colourFirst[c]; i < colourFirst[c+1]; i++ {
			if dieKey(s.Dice[i]) == want {
				return i
			}
		}
	}
	for i := range s.Dice { // a state laid out otherwise
		if dieKey(s.Dice[i]) == want {
			return i
		}
	}
	return -1
}

// colourFirst[c] is the index in State.Dice of the first die of colour c:
// setup lays out every die of the box, base and expansion, by colour, the
// dice removed at this player count or without the expansion included
// (in locBox).
var colourFirst = func() (f [nColours + 1]int) {
	for c := range nColours {
		f[c+1] = f[c] + diceInBox[c] + sethDiceAdded[c]
	}
	return f
}()

func dieKey(d die) uint32 {
	return uint32(uint8(d.Colour)) | uint32(uint8(d.Value))<<8 | uint32(d.Loc)<<16
}

func (s *State) applyTake(seat int, m *engine.Move) {
	g, c, v, mode := God(m.Arg[0]), Colour(m.Arg[1]), int(m.Arg[2]), int(m.Arg[3])
	i := s.findDie(dieLoc(g), c, v)
	s.vizierTax(seat, s.Dice[i].Loc) // Time of Seth §5
	pl := &s.P[seat]
	s.Dice[i].Loc = playerLoc(seat, panHand)
	s.T.Die, s.T.Sector, s.T.Colour = int8(i), g, c
	s.T.Status = s.dieStatus(c, g)
	switch mode {
	case tkPure:
		s.T.Status = Pure
	case tkTainted:
		s.T.Status = Tainted
	case tkAs:
		s.playBlessing(seat, s.lowestHeld(seat, 11))
		s.T.Colour = Colour(m.Arg[4])
		s.T.Status = s.status(s.T.Colour, g)
		s.T.Adjust = true
	case tkDiscard:
		if s.T.Status == Forbidden {
			s.T.Status = Tainted
		}
		s.T.Discarded = true
	case tkAnubis:
		s.T.Anubis = true
		switch m.Arg[5] {
		case 0:
			pl.Scribes -= 2
		case 1:
			pl.Scribes--
			pl.Res[Gold]--
			s.substituted(seat, 1)
		case 2:
			pl.Res[Gold] -= 2
			s.substituted(seat, 1)
		case 3:
			s.playBlessing(seat, s.lowestHeld(seat, 23))
		}
		if s.once(seat, 23) {
			pl.VP += 3
		}
	}
	s.pushSeq(task{Kind: dModify, Seat: int8(seat)}, task{Kind: tPlaceDie, Seat: int8(seat)})
}

// grey: the taken die counts as a colour that cannot produce (grey; red,
// blue, green with the expansion) or comes from the Set board, and was
// taken normally, so only its god action can use it.
func (s *State) greyNormal() bool {
	return !s.T.Anubis && (mustAct(s.T.Colour) || s.T.Sector == Set)
}

func (s *State) modifyMoves(dst []engine.Move, t *task) []engine.Move {
	seat := int(t.Seat)
	pl := &s.P[seat]
	if s.T.Discarded {
		return add(dst, mDone)
	}
	start := len(dst)
	v := int(s.Dice[s.T.Die].Value)
	grey := s.greyNormal()
	lo, hi := s.takenRange() // 2–5 for red, blue, green ([RUL-23])
	// still: after the change, the die can still be used.
	still := func(nv int, p payment) bool { return !grey || s.probeReachable(seat, p, nv) }
	for _, d := range [4]int{-2, -1, 1, 2} {
		nv := v + d
		if nv < lo || nv > hi {
			continue
		}
		if pl.Scribes > 0 && still(nv, payment{scribe: true}) {
			dst = add(dst, mScribe, d, 0)
		}
		if pl.tech(10) && pl.Res[Gold] > 0 && still(nv, payment{scribe: true, gold: true}) {
			dst = add(dst, mScribe, d, 1)
		}
	}
	if b := s.lowestHeld(seat, 9); b != 0 {
		for nv := lo; nv <= hi; nv++ {
			if nv != v && still(nv, payment{blessing: b}) {
				dst = add(dst, mSet, nv)
			}
		}
	}
	if s.T.Adjust {
		for _, d := range [2]int{-1, 1} {
			if nv := v + d; nv >= lo && nv <= hi && still(nv, payment{}) {
				dst = add(dst, mAdjust, d)
			}
		}
	}
	if !s.T.HasExtra && s.T.Sector != Set { // no B17–B20 with a Set die ([RUL-42])
		dst = s.extraMoves(dst, seat, v, grey)
	}
	if !grey || s.godWithin(seat, s.T.Sector, v, lo, hi) || len(dst) == start {
		// Nothing left to do with the die (an artifact or BX03/BX04 used
		// meanwhile spent what its action needed): go on, and the action
		// decision passes.
		dst = add(dst, mDone)
	}
	return s.anyTimeBlessings(dst, seat)
}

// extraMoves: B17/B18 (a scribe, an adjacent sector) and B19/B20 (a step
// back on both markers, the opposite sector) announce an extra god action;
// a grey die must stay usable after the payment.
func (s *State) extraMoves(dst []engine.Move, seat, v int, grey bool) []engine.Move {
	pl := &s.P[seat]
	ok := func(p payment, g God) bool {
		return s.probeGod(seat, p, g, v) && (!grey || s.probeReachable(seat, p, v))
	}
	if b := s.lowestHeld(seat, 17); b != 0 {
		for _, g := range [2]God{s.T.Sector.counter(), s.T.Sector.clockwise()} {
			for gold := 0; gold <= 1; gold++ {
				if gold == 0 && pl.Scribes == 0 || gold == 1 && (!pl.tech(10) || pl.Res[Gold] == 0) {
					continue
				}
				if ok(payment{blessing: b, scribe: true, gold: gold == 1}, g) {
					dst = add(dst, mExtra, int(g), gold)
				}
			}
		}
	}
	if b := s.lowestHeld(seat, 19); b != 0 && pl.Happiness >= 1 && pl.Population >= 1 {
		g := s.T.Sector.opposite()
		if ok(payment{blessing: b, stepBack: true}, g) {
			dst = add(dst, mExtra, int(g), 0)
		}
	}
	return dst
}

func (s *State) applyModify(seat int, t task, m *engine.Move) {
	d := &s.Dice[s.T.Die]
	switch m.Kind {
	case mScribe:
		s.payScribe(seat, m.Arg[1] == 1)
		d.Value += int8(m.Arg[0])
	case mSet:
		s.playBlessing(seat, s.lowestHeld(seat, 9))
		d.Value = int8(m.Arg[0])
	case mAdjust:
		d.Value += int8(m.Arg[0])
		s.T.Adjust = false
	case mExtra:
		g := God(m.Arg[0])
		s.T.HasExtra, s.T.ExtraGod = true, g
		if g == s.T.Sector.opposite() {
			s.playBlessing(seat, s.lowestHeld(seat, 19))
			s.stepBack(seat)
		} else {
			s.playBlessing(seat, s.lowestHeld(seat, 17))
			s.payScribe(seat, m.Arg[1] == 1)
		}
	case mDone:
		return
	}
	s.push(t)
}

// godWithin: the god action is possible with v or, with T14, v ±1/±2,
// within lo–hi.
func (s *State) godWithin(seat int, g God, v, lo, hi int) bool {
	for _, d := range deltas(s.P[seat].tech(14)) {
		if nv := v + d; nv >= lo && nv <= hi && s.canAction(seat, g, nv, fFromDie) {
			return true
		}
	}
	return false
}

// placeDie puts the taken die on the scales (§7.2 step 3).
func (s *State) placeDie(seat int) {
	d := &s.Dice[s.T.Die]
	switch {
	case s.T.Anubis:
		d.Loc = playerLoc(seat, panUnder)
	case s.T.Status == Pure:
		d.Loc = playerLoc(seat, panLeft)
		if s.once(seat, 18) {
			s.P[seat].VP++
		}
	default:
		d.Loc = playerLoc(seat, panRight)
	}
	s.dieGain(seat)
	s.push(task{Kind: dAction, Seat: int8(seat)})
}

// allDeltas: T13/T14 change the value by ±1 or ±2; deltas(false) is no change.
var allDeltas = [5]int{0, -2, -1, 1, 2}

func deltas(has bool) []int {
	if has {
		return allDeltas[:]
	}
	return allDeltas[:1]
}

var allGods = [nGods]God{Horus, Ra, Hathor, Bastet, Thoth, Osiris}

// setOnly is the one action of a Set-board die.
var setOnly = [1]God{Set}

func (s *State) actionMoves(dst []engine.Move, t *task) []engine.Move {
	seat := int(t.Seat)
	pl := &s.P[seat]
	start := len(dst)
	if !s.T.Discarded {
		v := int(s.Dice[s.T.Die].Value)
		lo, hi := s.takenRange()
		var gods []God
		switch {
		case s.T.Sector == Set:
			gods = setOnly[:] // a Set-board die: the Set action only (Time of Seth §4.1)
		case s.T.Anubis && s.Seth.On:
			dst = s.anubisActs(dst, seat, v) // declared red or blue (Time of Seth §4.4)
		case s.T.Anubis:
			gods = allGods[:]
		default:
			gods = allGods[s.T.Sector : s.T.Sector+1]
		}
		_, canProduce := colourRes(s.T.Colour)
		t19 := !s.T.Anubis && s.T.Status == Tainted && canProduce && pl.tech(19)
		for _, g := range gods {
			for _, d := range deltas(pl.tech(14)) {
				if nv := v + d; nv >= lo && nv <= hi && s.canAction(seat, g, nv, fFromDie) {
					dst = add(dst, mAct, int(g), -1, d)
					if t19 {
						m := mv(mAct, int(g), -1, d)
						m.Arg[3] = 1
						dst = s.scribeVariants(dst, seat, m, 5)
					}
				}
			}
		}
		for _, d := range deltas(pl.tech(13)) {
			nv := v + d
			if nv < lo || nv > hi {
				continue
			}
			if s.T.Anubis {
				for r := Papyrus; r <= Granite; r++ {
					dst = add(dst, mAct, noGod, int(r), d)
				}
			} else if canProduce {
				dst = add(dst, mAct, noGod, -1, d)
			}
		}
	}
	if len(dst) == start {
		dst = add(dst, mPass)
	}
	return s.anyTimeBlessings(dst, seat)
}

func (s *State) applyAction(seat int, m *engine.Move) {
	if m.Kind == mPass {
		return
	}
	d := &s.Dice[s.T.Die]
	s.P[seat].declare(int(m.Arg[6]), int(d.Value)) // Anubis: before the cost (Time of Seth §4.4)
	d.Value += int8(m.Arg[2])
	v := d.Value
	me := int8(seat)
	var buf [3]task
	main := buf[:0]
	if m.Arg[0] == noGod {
		r := Res(m.Arg[1])
		if !s.T.Anubis {
			r, _ = colourRes(s.T.Colour)
		}
		main = append(main, task{Kind: tProduce, Seat: me, X: int8(r), Val: v, Flags: fFromDie})
	} else {
		if m.Arg[3] == 1 { // T19: production first
			s.payScribe(seat, m.Arg[5] == 1)
			r, _ := colourRes(s.T.Colour)
			main = append(main, task{Kind: tProduce, Seat: me, X: int8(r), Val: v, Flags: fFromDie})
		}
		main = append(main, task{Kind: tGod, Seat: me, God: God(m.Arg[0]), Val: v, Flags: fFromDie})
	}
	if s.T.HasExtra {
		// Main and extra action in either order (B17–B20).
		s.push(task{Kind: tPending})
		first := task{Kind: dFirst, Seat: me, God: God(m.Arg[0]), X: int8(m.Arg[1]), Y: int8(m.Arg[3])}
		if m.Arg[0] == noGod {
			first.X = main[0].X
		}
		s.push(first)
		return
	}
	main = append(main, task{Kind: tPending})
	s.pushSeq(main...)
}

func (s *State) applyFirst(seat int, t task, extraFirst bool) {
	me := int8(seat)
	v := s.Dice[s.T.Die].Value
	var buf [3]task
	main := buf[:0]
	if t.God == noGod {
		main = append(main, task{Kind: tProduce, Seat: me, X: t.X, Val: v, Flags: fFromDie})
	} else {
		if t.Y == 1 {
			r, _ := colourRes(s.T.Colour)
			main = append(main, task{Kind: tProduce, Seat: me, X: int8(r), Val: v, Flags: fFromDie})
		}
		main = append(main, task{Kind: tGod, Seat: me, God: t.God, Val: v, Flags: fFromDie})
	}
	extra := task{Kind: tGod, Seat: me, God: s.T.ExtraGod, Val: v, Flags: fFromDie}
	if extraFirst {
		s.pushSeq(main...)
		s.push(extra)
	} else {
		s.push(extra)
		s.pushSeq(main...)
	}
}

// anyTimeBlessings: B07/B08 may be played at any moment of one's own turn.
func (s *State) anyTimeBlessings(dst []engine.Move, seat int) []engine.Move {
	dst = s.sethAnyTime(dst, seat) // Time of Seth: BX01–BX04 and artifacts
	if n := s.anyTimeCard(seat); n != 0 {
		dst = add(add(dst, mPlay, n, 0), mPlay, n, 1)
	}
	return dst
}

// anyTimeCard is the B07/B08 seat may play now, or 0.
func (s *State) anyTimeCard(seat int) int {
	if n := s.lowestHeld(seat, 7); n != 0 && int(s.T.Seat) == seat && s.Round > 0 {
		return n
	}
	return 0
}

func (s *State) playAnyTime(seat, card, track int) {
	s.playBlessing(seat, card)
	if track == 0 {
		s.advancePopulation(seat, 3)
	} else {
		s.advanceHappiness(seat, 3)
	}
}

// finishTurn (§7.2 step 7): last chance for B07/B08, refill the market,
// then the next seat, a rotation or a new round.
func (s *State) finishTurn(t task) {
	seat := int(t.Seat)
	if t.Flags == 0 && (s.lowestHeld(seat, 7) != 0 || s.sethAnyTimeCount(seat) > 0) {
		t.Flags = 1
		s.pushSeq(task{Kind: dEnd, Seat: t.Seat}, t)
		return
	}
	if s.Pending != 0 { // B07/B08 at the end of the turn reached 21
		s.pushSeq(task{Kind: tPending}, t)
		return
	}
	s.refillMarket()
	pos := s.seatPos(seat)
	if pos < s.Players-1 {
		s.push(task{Kind: tTurn, Seat: s.Order[pos+1]})
		return
	}
	by := s.diceHeldBy()
	held := by[0]
	for p := 1; p < s.Players; p++ {
		if by[p] != held {
			held = -1
		}
	}
	if held == 2 || held == 4 {
		s.push(task{Kind: tRotation})
		return
	}
	s.push(task{Kind: tNewRound})
}
