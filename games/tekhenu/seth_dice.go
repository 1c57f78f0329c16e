package tekhenu

import (
	"fmt"

	"karnak/engine"
)

// The expansion's dice and takes (Time of Seth §3.2, §4.1, §4.4, §4.7):
// grey dice on the Set board that only the Set action uses, red, blue and
// green dice that show 2–5 and never produce, the colour an Anubis die is
// declared for a god action, and the Set board's refill at rotation.

// The colour declared for an Anubis die used for a god action (Arg6 of
// mAct, §4.4 step 4, [RUL-02]): red gives warriors, blue priests.
const (
	declNone = iota
	declRed
	declBlue
)

var declNames = [3]string{"", "red", "blue"}

// dieLoc is where the dice of a take's source lie: a wheel sector, or the
// Set board for Set (sectorLoc(Set) would be a player's pan).
func dieLoc(g God) uint8 {
	if g == Set {
		return locSet
	}
	return sectorLoc(g)
}

// dieStatus is a die's purity when taken normally from g: a Set-board die
// is always tainted (§3.2.3).
func (s *State) dieStatus(c Colour, g God) Status {
	if g == Set {
		return Tainted
	}
	return s.status(c, g)
}

// mustAct: a die counting as colour c cannot produce (grey, red, blue,
// green: §3.2.4), so only a god action can use it when taken normally.
func mustAct(c Colour) bool {
	_, ok := colourRes(c)
	return !ok
}

// canAction is canGod, with the Set action's legality (§4.2 L1–L4) for Set.
func (s *State) canAction(seat int, g God, v int, flags uint16) bool {
	if g == Set {
		return s.canSet(seat, v)
	}
	return s.canGod(seat, g, v, flags)
}

// takenRange is the values the taken die may show: its physical colour's
// ([RUL-19]: a die counting as another colour keeps its own faces).
func (s *State) takenRange() (lo, hi int) {
	return valueRange(s.Dice[s.T.Die].Colour)
}

// appendSetTakes appends the takes of Set-board dice (§4.1 (c)): one per
// value shown, when some value seat can reach allows a Set action
// ([RUL-43]). With limit ≥ 0 it gives up (false) past limit moves.
func (s *State) appendSetTakes(dst []engine.Move, tc *takeContext, seen *dieSet, limit int) ([]engine.Move, bool) {
	if s.P[tc.seat].Built >= s.buildingLimit(tc.seat) || s.warriorsAvailable(tc.seat) < min(setFirstCost, setSecondCost(s.Players)) {
		return dst, true // no Set action is within reach, whatever the die
	}
	for i := range s.Dice {
		d := s.Dice[i]
		if d.Loc != locSet || seen.add(Set, d) {
			continue
		}
		if !s.completable(tc.seat, d.Colour, Set, int(d.Value), false, &tc.memo) {
			continue
		}
		if len(dst)+1 > limit {
			return dst, false
		}
		dst = appendTake(dst, Set, d.Colour, d.Value, tkNormal, 0)
	}
	return dst, true
}

// dieGain: a red or blue die (or one counting as red or blue, B11/B12,
// [RUL-19]) taken normally gives warriors or priests equal to its value once
// it is on the scales ([RUL-01]); Botankhamun never gains them (§6.5).
func (s *State) dieGain(seat int) {
	if !s.Seth.On || s.T.Anubis || s.T.Discarded || s.isBot(seat) {
		return
	}
	v := int(s.Dice[s.T.Die].Value)
	switch s.T.Colour {
	case Red:
		s.P[seat].gainWarriors(v)
	case Blue:
		s.P[seat].gainPriests(v)
	}
}

// declare gives what an Anubis die declared red or blue brings: warriors or
// priests equal to v (§4.4 step 4; only the declared one, [RUL-52]).
func (pl *player) declare(decl, v int) {
	switch decl {
	case declRed:
		pl.gainWarriors(v)
	case declBlue:
		pl.gainPriests(v)
	}
}

// anubisActs appends the god actions of an Anubis die in an expansion game:
// each of the seven, Set included, declared red or blue, where the action
// is possible once the declared gain (by the value the die shows now) is
// made; T14 may then change the action's value (§4.4, [RUL-01]).
func (s *State) anubisActs(dst []engine.Move, seat, v int) []engine.Move {
	pl := &s.P[seat]
	lo, hi := s.takenRange()
	save := *pl
	for g := Horus; g < nGodActions; g++ {
		for decl := declRed; decl <= declBlue; decl++ {
			pl.declare(decl, v)
			for _, d := range deltas(pl.tech(14)) {
				if nv := v + d; nv >= lo && nv <= hi && s.canAction(seat, g, nv, fFromDie) {
					m := mv(mAct, int(g), -1, d)
					m.Arg[6] = int16(decl)
					dst = append(dst, m)
				}
			}
			*pl = save
		}
	}
	return dst
}

// refillSeth is the expansion's rotation step 3 (§4.7, A-12, [RUL-40],
// [RUL-41]): the first shaded sector F, (F − Wheel) mod 6 = 2, draws N dice;
// while the Set board holds fewer than N dice, the first grey among them is
// rolled onto it and F gets the rest; then the other shaded sector draws.
func (s *State) refillSeth(bag *diceBag) {
	f := God((int(s.Wheel) + 2) % int(nGods))
	n := s.Players
	var drawn [4]int8
	k := 0
	for ; k < n && bag.n > 0; k++ {
		j := s.intn(bag.n)
		drawn[k] = bag.dice[j]
		copy(bag.dice[j:bag.n-1], bag.dice[j+1:bag.n])
		bag.n--
	}
	toSet := -1
	if s.setDice() < n {
		for i := 0; i < k; i++ {
			if s.Dice[drawn[i]].Colour == Grey {
				toSet = i
				break
			}
		}
	}
	if toSet >= 0 {
		d := &s.Dice[drawn[toSet]]
		d.Loc, d.Value = locSet, s.roll(Grey)
	}
	for i := 0; i < k; i++ {
		if i != toSet {
			d := &s.Dice[drawn[i]]
			d.Loc, d.Value = sectorLoc(f), s.roll(d.Colour)
		}
	}
	s.drawFrom(bag, God((int(s.Wheel)+5)%int(nGods)), n)
}

// sethTakeWhy names the rule an expansion take of a die that is there
// breaks, or "".
func (s *State) sethTakeWhy(m engine.Move) string {
	g, c, mode := God(m.Arg[0]), Colour(m.Arg[1]), int(m.Arg[3])
	if !s.Seth.On || s.findDie(dieLoc(g), c, int(m.Arg[2])) < 0 {
		return ""
	}
	switch {
	case g == Set && mode == tkAnubis:
		return "Time of Seth §4.4 ([RUL-03]): Anubis takes dice from the wheel's sectors only, never from the Set board"
	case g == Set && mode != tkNormal:
		return "Time of Seth §4.2 ([RUL-42]): a Set-board die is taken as it is, tainted, for the Set action only"
	case g == Set:
		return "Time of Seth §4.2 ([RUL-43]): a Set-board die may be taken only when a value you can reach allows the Set action (a building left, area open to you, warriors to pay)"
	case c == Green && mode == tkAnubis:
		return "Time of Seth §3.2.2: the green die cannot be taken with Anubis"
	case newColour(c) && mode == tkNormal && s.status(c, g) != Forbidden:
		return "Time of Seth §3.2: a red, blue or green die cannot produce, and its god action is not possible with any value you can reach (2 to 5)"
	}
	return ""
}

// sethValueWhy names the rule a value change of a red, blue or green die
// breaks when it would show 1 or 6 (a scribe, B09/B10, B11/B12's ±1, T13 or
// T14), or "".
func (s *State) sethValueWhy(m engine.Move) string {
	if !s.Seth.On || s.T.Die < 0 || int(s.T.Die) >= len(s.Dice) {
		return ""
	}
	d := s.Dice[s.T.Die]
	nv := int(d.Value) + int(m.Arg[0])
	switch m.Kind {
	case mSet:
		nv = int(m.Arg[0])
	case mAct:
		nv = int(d.Value) + int(m.Arg[2])
	}
	if lo, hi := valueRange(d.Colour); lo == 1 || nv >= lo && nv <= hi {
		return ""
	}
	return "Time of Seth §3.2.1 ([RUL-23]): a red, blue or green die shows 2 to 5; no change may make it 1 or 6"
}

// dieGainWords tells what a red or blue die gave as it reached the scales.
func (s *State) dieGainWords(seat int, b *State) string {
	who := s.who(seat)
	if w := int(s.P[seat].Warriors - b.P[seat].Warriors); w > 0 {
		return fmt.Sprintf("The red die gives %s %s.", who, plural(w, "warrior", "warriors"))
	}
	if p := int(s.P[seat].Priests - b.P[seat].Priests); p > 0 {
		return fmt.Sprintf("The blue die gives %s %s.", who, plural(p, "priest", "priests"))
	}
	return ""
}

// declWords tells an Anubis die's declared colour and its gain.
func declWords(decl, v int) string {
	switch decl {
	case declRed:
		return fmt.Sprintf(", declaring the Anubis die red for %s", plural(v, "warrior", "warriors"))
	case declBlue:
		return fmt.Sprintf(", declaring the Anubis die blue for %s", plural(v, "priest", "priests"))
	}
	return ""
}

// tellSetRefill tells the grey die a rotation rolled onto the Set board.
func (s *State) tellSetRefill(b *State) {
	for i, d := range s.Dice {
		if d.Loc == locSet && b.Dice[i].Loc == locBag {
			s.narr.say(-1, fmt.Sprintf("A grey die drawn for %s goes to the Set board instead, showing %d.", sectorOf(God((int(s.Wheel)+2)%int(nGods))), d.Value))
		}
	}
}

// setTakeWords adds the Set board's dice to the take prompt when one may
// be taken.
func (s *State) setTakeWords(seat int) string {
	for _, m := range s.Moves(seat) {
		if m.Kind == mTake && God(m.Arg[0]) == Set {
			return " Or take a grey die from the Set board: it goes to the taint pan and can only perform the Set action."
		}
	}
	return ""
}

// declareWords adds the Anubis declaration to the action prompt.
func (s *State) declareWords() string {
	if !s.Seth.On || !s.T.Anubis {
		return ""
	}
	return fmt.Sprintf(" A god action declares the Anubis die red (%s) or blue (%s); a production declares nothing.",
		plural(int(s.Dice[s.T.Die].Value), "warrior", "warriors"), plural(int(s.Dice[s.T.Die].Value), "priest", "priests"))
}

// sethActWhy names the rule an action of the taken die breaks by its value
// (T13, T14), its declaration or its god, or "".
func (s *State) sethActWhy(m engine.Move) string {
	if why := s.sethValueWhy(m); why != "" {
		return why
	}
	if !s.Seth.On || s.T.Die < 0 || s.T.Discarded {
		return ""
	}
	decl, god := int(m.Arg[6]), int(m.Arg[0])
	switch {
	case s.T.Sector == Set && !s.T.Anubis && god != int(Set):
		return "Time of Seth §4.1 ([RUL-43]): a Set-board die performs the Set action and nothing else"
	case s.T.Anubis && god != noGod && decl == declNone:
		return "Time of Seth §4.4 ([RUL-02]): a god action with an Anubis die declares it red or blue (act <god> red|blue)"
	case decl != declNone && (!s.T.Anubis || god == noGod):
		return "Time of Seth §4.4 ([RUL-02]): only an Anubis die used for a god action is declared red or blue"
	}
	return ""
}
