package kemet

import (
	"fmt"

	"karnak/engine"
)

// Battle is a battle under way (§3.7). Side 0 is the attacker, side 1 the
// defender.
type Battle struct {
	Region   Region  `json:"region"` // NoRegion: no battle
	Side     [2]int8 `json:"sides"`  // seats
	FromMove bool    `json:"from_move"`
	Number   int16   `json:"number"`
	// The secret choices: the card played and the one discarded (-1 not
	// yet), the battle DI cards committed by kind, and whether the side is
	// done; Wound counts Divine Wound's discards.
	Play    [2]BattleCard `json:"play"`
	Discard [2]BattleCard `json:"discard"`
	DI      [2][nDI]int8  `json:"di"`
	Ready   [2]bool       `json:"ready"`
	Wound   [2]int8       `json:"wound"`
	Winner  int8          `json:"winner"` // side, once resolved
	// Sums are each side's strength, damage and protection at the
	// resolution, for the view once casualties have changed the units.
	Sums [2][3]int8 `json:"sums"`
}

func noBattle() Battle {
	return Battle{Region: NoRegion, Play: [2]BattleCard{-1, -1}, Discard: [2]BattleCard{-1, -1}, Winner: -1}
}

// startBattle: attacker's troop has come into defender's region r.
func (s *State) startBattle(attacker, defender int, r Region, fromMove bool) {
	s.Battles++
	b := noBattle()
	b.Region, b.Side, b.FromMove, b.Number = r, [2]int8{int8(attacker), int8(defender)}, fromMove, s.Battles
	s.Fight = b
	if s.narr != nil {
		s.tellBattle()
	}
	s.Tasks.Push(task{Kind: tBattle})
}

// side is seat's side in the battle, -1 if it takes no part.
func (b *Battle) side(seat int) int {
	switch seat {
	case int(b.Side[0]):
		return 0
	case int(b.Side[1]):
		return 1
	}
	return -1
}

// battleStart: the defender may Escape; then Initiative; then the secret
// choices (§3.7.1).
func (s *State) battleStart() {
	b := &s.Fight
	def := int(b.Side[1])
	s.Tasks.Push(task{Kind: tInitiative})
	if s.Seat[def].DI[DIEscape] > 0 && s.escapeRegions(def) != 0 {
		s.Tasks.Push(task{Kind: tEscape, Seat: int8(def)})
	}
}

// escapeRegions: neighbours of the battle's region in play with no unit of
// anyone, never another player's district (RUL-38).
func (s *State) escapeRegions(seat int) regionSet {
	l := s.layout()
	var out regionSet
	for _, e := range l.Edges[s.Fight.Region] {
		if s.controller(e.To) >= 0 {
			continue
		}
		if c := l.CityOf(e.To); c >= 0 && c != int(s.Seat[seat].City) {
			continue
		}
		out = out.with(e.To)
	}
	return out
}

func (s *State) escapeMoves(dst []engine.Move, seat int) []engine.Move {
	set := s.escapeRegions(seat)
	for _, e := range s.layout().Edges[s.Fight.Region] {
		if set.has(e.To) {
			dst = append(dst, move(mEscape, s.regionWord(e.To)))
		}
	}
	return append(dst, move(mFight))
}

// escape: the defender's troop and creature leave for r; no battle. The
// attacker holds the region and, on a Move, may go on (§3.7.1 step 1).
func (s *State) escape(seat int, r Region) {
	b := &s.Fight
	pl := &s.Seat[seat]
	if c := s.creatureOf(seat, b.Region); c != NoCreature {
		s.CreatureAt[c] = r
	}
	if s.narr != nil {
		s.say(seat, "%s's troop escapes to %s: there is no battle.", who(seat), s.regionName(r))
	}
	pl.Units[r] = pl.Units[b.Region]
	pl.Units[b.Region] = 0
	s.Tasks.Pop() // the Initiative step: no battle
	s.Fight = noBattle()
}

// initiative: the attacker's Initiative removes two defending units before
// the battle; protection does nothing against it (§3.7.1 step 2). A troop
// wiped out so gives no battle, no VP, and ends the move (RUL-12).
func (s *State) initiative() {
	b := &s.Fight
	att, def := int(b.Side[0]), int(b.Side[1])
	if s.Seat[att].owns(R4Initiative) {
		lost := min(initiativeKills, int(s.Seat[def].Units[b.Region]))
		s.Seat[def].Units[b.Region] -= int8(lost)
		s.Seat[def].Reserve += int8(lost)
		if s.narr != nil {
			s.tellLosses(def, lost, "to "+who(att)+"'s Initiative")
		}
		if s.Seat[def].Units[b.Region] == 0 {
			s.creatureHome(def, b.Region)
			s.endBattle()
			return
		}
	}
	s.Tasks.Push(task{Kind: tBattleCards})
}

// prescient is the side that owns Prescience, -1 if neither does.
func (s *State) prescient() int {
	for side := range 2 {
		if s.Seat[s.Fight.Side[side]].owns(B3Prescience) {
			return side
		}
	}
	return -1
}

// cardsOwed: the sides still choosing; with Prescience the other side
// chooses first (§3.7.2).
func (s *State) cardsOwed() [2]bool {
	b := &s.Fight
	owed := [2]bool{!b.Ready[0], !b.Ready[1]}
	if p := s.prescient(); p >= 0 && owed[1-p] {
		owed[p] = false
	}
	return owed
}

// battleCardMoves: the card to play, then the one to discard, then battle
// DI cards to commit as long as they can be paid (RUL-14), then ready.
func (s *State) battleCardMoves(dst []engine.Move, seat int) []engine.Move {
	b := &s.Fight
	side := b.side(seat)
	pl := &s.Seat[seat]
	switch {
	case b.Play[side] < 0:
		for c := range nBattleCards {
			if pl.Battle&(1<<c) != 0 {
				dst = append(dst, move(mPlay, int(c)))
			}
		}
	case b.Discard[side] < 0:
		for c := range nBattleCards {
			if pl.Battle&(1<<c) != 0 && c != b.Play[side] {
				dst = append(dst, move(mDiscardCard, int(c)))
			}
		}
	default:
		cost := s.committedCost(side)
		for k := range nDI {
			if diCards[k].Timing == TimeBattle && pl.DI[k] > b.DI[side][k] &&
				cost+s.discounted(seat, int(diCards[k].Cost)) <= int(pl.PP) {
				dst = append(dst, move(mCommit, int(k)))
			}
		}
		dst = append(dst, move(mReady))
	}
	return dst
}

// committedCost is what a side's committed DI cards will cost at the
// reveal (Priest of Ra on each, §3.7.3).
func (s *State) committedCost(side int) int {
	seat := int(s.Fight.Side[side])
	cost := 0
	for k, n := range s.Fight.DI[side] {
		cost += int(n) * s.discounted(seat, int(diCards[k].Cost))
	}
	return cost
}

func (s *State) applyBattleCard(seat int, m engine.Move) {
	b := &s.Fight
	side := b.side(seat)
	switch m.Kind {
	case mPlay:
		b.Play[side] = BattleCard(m.Arg[0])
	case mDiscardCard:
		b.Discard[side] = BattleCard(m.Arg[0])
	case mCommit:
		b.DI[side][m.Arg[0]]++
	case mReady:
		b.Ready[side] = true
	}
}

// reveal: both cards and the DI cards shown and paid; Divine Wound's
// owner may then discard cards from its hand (§3.7.3).
func (s *State) reveal() {
	b := &s.Fight
	s.Shown = b.Number
	if s.narr != nil {
		s.tellReveal()
	}
	for side := range 2 {
		seat := int(b.Side[side])
		s.Seat[seat].PP -= int8(s.committedCost(side))
		for k, n := range b.DI[side] {
			s.Seat[seat].DI[k] -= n
			s.DIDiscard[k] += n
		}
	}
	s.Tasks.Push(task{Kind: tResolve})
	for side := 1; side >= 0; side-- {
		seat := int(b.Side[side])
		if s.Seat[seat].owns(R3DivineWound) && s.Seat[seat].diCount() > 0 {
			s.Tasks.Push(task{Kind: tWound, Seat: int8(seat)})
		}
	}
}

func (s *State) woundMoves(dst []engine.Move, seat int) []engine.Move {
	for k := range nDI {
		if s.Seat[seat].DI[k] > 0 {
			dst = append(dst, move(mWound, int(k)))
		}
	}
	return append(dst, move(mDone))
}

func (s *State) applyWound(seat int, m engine.Move) {
	if m.Kind == mDone {
		s.Tasks.Pop()
		return
	}
	k := DI(m.Arg[0])
	s.Seat[seat].DI[k]--
	s.DIDiscard[k]++
	s.Fight.Wound[s.Fight.side(seat)]++
	if s.Seat[seat].diCount() == 0 {
		s.Tasks.Pop()
	}
}

// battleCreature is the side's creature in the battle, NoCreature when
// there is none or the other side's Deep Desert Snake cancels it (§4.3).
func (s *State) battleCreature(side int) Creature {
	b := &s.Fight
	mine := s.creatureOf(int(b.Side[side]), b.Region)
	theirs := s.creatureOf(int(b.Side[1-side]), b.Region)
	if theirs != NoCreature && creatures[theirs].CancelsCreature {
		return NoCreature
	}
	return mine
}

// sums are a side's strength, damage and protection (§3.7.4, §3.7.5).
func (s *State) sums(side int) (strength, damage, protection int) {
	b := &s.Fight
	seat := int(b.Side[side])
	pl := &s.Seat[seat]
	card := battleCards[b.Play[side]]
	strength = int(pl.Units[b.Region]) + int(card.Strength)
	damage, protection = int(card.Damage), int(card.Protect)
	if side == 0 && pl.owns(R1Charge) {
		strength += chargeStrength
	}
	if side == 1 && pl.owns(B1Defense) {
		strength += defenseStrength
	}
	if pl.owns(R3BladesOfNeith) {
		strength += bladesStrength
	}
	if pl.owns(R2Carnage) {
		damage += carnageDamage
	}
	if pl.owns(B3ShieldOfNeith) {
		protection += shieldProtection
	}
	if c := s.battleCreature(side); c != NoCreature {
		strength += int(creatures[c].Strength)
		damage += int(creatures[c].Damage)
		protection += int(creatures[c].Protect)
	}
	for k, n := range b.DI[side] {
		strength += int(n) * int(diCards[k].Strength)
		damage += int(n) * int(diCards[k].Damage)
		protection += int(n) * int(diCards[k].Protect)
	}
	strength += int(b.Wound[side]) * divineWoundPerCard
	return
}

// resolve: the winner (ties to the defender), casualties on both sides at
// once, Crusade and Holy War, the battle VP, creatures left alone, the
// cards discarded (§3.7.4–§3.7.8); then the loser and the winner decide.
func (s *State) resolve() {
	b := &s.Fight
	var str, dmg, prot [2]int
	for side := range 2 {
		str[side], dmg[side], prot[side] = s.sums(side)
	}
	winner := 1
	if str[0] > str[1] {
		winner = 0
	}
	b.Winner = int8(winner)
	for side := range 2 {
		b.Sums[side] = [3]int8{int8(str[side]), int8(dmg[side]), int8(prot[side])}
	}
	if s.narr != nil {
		s.tellResolve(str, dmg, prot, winner)
	}
	var lost [2]int
	for side := range 2 {
		seat := int(b.Side[side])
		lost[side] = min(max(dmg[1-side]-prot[side], 0), int(s.Seat[seat].Units[b.Region]))
	}
	for side := range 2 {
		seat := int(b.Side[side])
		s.Seat[seat].Units[b.Region] -= int8(lost[side])
		s.Seat[seat].Reserve += int8(lost[side])
		if s.narr != nil {
			s.tellLosses(seat, lost[side], "in the battle")
		}
	}
	for side := range 2 {
		seat := int(b.Side[side])
		if s.Seat[seat].owns(W2Crusade) {
			had := s.Seat[seat].PP
			s.gainPP(seat, crusadePP*lost[1-side])
			if s.narr != nil {
				s.tellPP(seat, int(s.Seat[seat].PP-had), "from Crusade")
			}
		}
	}
	w := int(b.Side[winner])
	if s.Seat[w].owns(W3HolyWar) {
		had := s.Seat[w].PP
		s.gainPP(w, holyWarPP)
		if s.narr != nil {
			s.tellPP(w, int(s.Seat[w].PP-had), "from Holy War")
		}
	}
	if s.Seat[w].Units[b.Region] > 0 && (winner == 0 || s.Seat[w].owns(B3DefensiveVictory)) {
		s.Seat[w].VP++
		s.Seat[w].BattleVP++
		if s.narr != nil {
			s.tellVP(w, 1, "for the battle")
		}
	}
	for side := range 2 {
		seat := int(b.Side[side])
		if s.Seat[seat].Units[b.Region] == 0 {
			s.creatureHome(seat, b.Region)
		}
		s.discardBattleCards(side)
	}
	// The loser decides first, then the winner (§3.7.7).
	s.Tasks.Push(task{Kind: tBattleEnd})
	if s.Seat[w].Units[b.Region] > 0 {
		s.Tasks.Push(task{Kind: tAftermath, Seat: int8(w), A: 1})
	}
	if l := int(b.Side[1-winner]); s.Seat[l].Units[b.Region] > 0 {
		s.Tasks.Push(task{Kind: tAftermath, Seat: int8(l), A: 0})
	}
}

// discardBattleCards: the played and discarded cards go to the side's
// pile (its DI cards went to the common pile at the reveal); a hand left
// empty takes every card back (§3.7.8).
func (s *State) discardBattleCards(side int) {
	b := &s.Fight
	pl := &s.Seat[b.Side[side]]
	for _, c := range []BattleCard{b.Play[side], b.Discard[side]} {
		pl.Battle &^= 1 << c
		pl.Discard |= 1 << c
	}
	pl.Shown |= 1 << b.Play[side]
	if s.Open {
		pl.Shown |= 1 << b.Discard[side]
	}
	if pl.Battle == 0 {
		pl.Battle, pl.Discard, pl.Shown = pl.Discard, 0, 0
	}
}

// retreatRegions: where the loser's troop may go, chosen by the winner:
// neighbours in play without another player's units, never another
// player's district; the loser's own units there within the limits
// (RUL-18).
func (s *State) retreatRegions(loser int) regionSet {
	l := s.layout()
	b := &s.Fight
	var out regionSet
	n := int(s.Seat[loser].Units[b.Region])
	c := s.creatureOf(loser, b.Region)
	for _, e := range l.Edges[b.Region] {
		r := e.To
		if s.occupant(r, loser) >= 0 {
			continue
		}
		if city := l.CityOf(r); city >= 0 && city != int(s.Seat[loser].City) {
			continue
		}
		if int(s.Seat[loser].Units[r])+n > s.troopLimit(loser) || c != NoCreature && s.creatureOf(loser, r) != NoCreature {
			continue
		}
		out = out.with(r)
	}
	return out
}

// aftermathMoves: the loser recalls or retreats (if a region exists), or,
// when the winner has no unit left, recalls or stays; the winner recalls
// or stays (§3.7.7).
func (s *State) aftermathMoves(dst []engine.Move, seat int, winner bool) []engine.Move {
	b := &s.Fight
	dst = append(dst, move(mRecall))
	if winner {
		return append(dst, move(mStay))
	}
	// A winner with no unit left lets the loser stay, and then the
	// rulebook's FAQ gives it recall or stay only, no retreat (check K1).
	if s.Seat[b.Side[b.Winner]].Units[b.Region] == 0 {
		return append(dst, move(mStay))
	}
	if s.retreatRegions(seat) != 0 {
		dst = append(dst, move(mRetreat))
	}
	return dst
}

// recall: the whole troop goes home for 1 PP a unit, its creature to the
// reserve (§3.7.7).
func (s *State) recall(seat int) {
	r := s.Fight.Region
	pl := &s.Seat[seat]
	n := int(pl.Units[r])
	pl.Units[r] = 0
	pl.Reserve += int8(n)
	s.gainPP(seat, n)
	if c := s.creatureOf(seat, r); c != NoCreature {
		s.CreatureAt[c] = NoRegion
	}
}

func (s *State) applyAftermath(seat int, m engine.Move) {
	s.Tasks.Pop()
	switch m.Kind {
	case mRecall:
		s.recall(seat)
	case mRetreat:
		b := &s.Fight
		s.Tasks.Push(task{Kind: tRetreat, Seat: b.Side[b.Winner], A: int8(seat)})
	}
}

func (s *State) retreatMoves(dst []engine.Move, loser int) []engine.Move {
	set := s.retreatRegions(loser)
	for _, e := range s.layout().Edges[s.Fight.Region] {
		if set.has(e.To) {
			dst = append(dst, move(mRetreatTo, s.regionWord(e.To)))
		}
	}
	return dst
}

func (s *State) retreat(loser int, r Region) {
	from := s.Fight.Region
	pl := &s.Seat[loser]
	if c := s.creatureOf(loser, from); c != NoCreature {
		s.CreatureAt[c] = r
	}
	pl.Units[r] += pl.Units[from]
	pl.Units[from] = 0
}

// endBattle: the battle is over; a Move that led to it ends (§3.7.8).
func (s *State) endBattle() {
	if s.Fight.FromMove {
		if t := s.Tasks.Top(); t != nil && t.Kind == tMoving {
			s.Tasks.Pop()
		}
		s.Move = Moving{Seat: -1}
	}
	s.Fight = noBattle()
}

// battleWords says in words which battle is on, for prompts and refusals.
func (s *State) battleWords() string {
	b := &s.Fight
	if b.Region == NoRegion {
		return "no battle"
	}
	return fmt.Sprintf("the battle in %s", s.layout().Regions[b.Region].ID)
}
