package tekhenu

import (
	"math/rand/v2"

	"karnak/engine"
)

type taskKind uint8

// Decision tasks (a seat owes a move) come first; automatic tasks follow
// firstAuto.
const (
	dKeepDecree taskKind = iota + 1 // simultaneous: Flags = seats still choosing
	dDraft
	dDestiny
	dGain     // Flags = allowed resources, Val = how many are still owed
	dAdvance  // Val = steps; population or happiness
	dKeepCard // S05/S06: X, Y = the two cards drawn; God = kind
	dTake
	dModify
	dAction
	dFirst // main or extra first; God/X = main action (God −1: production of X)
	dStatue
	dPillar
	dBuilding
	dOsiris
	dThoth
	dMarker
	dPay // X = resource, Val = amount, Flags = payFlags
	dBlessProd
	dFree // happiness 21 or L23: any action, any value
	dFaith
	dScore
	dEnd
	// Time of Seth:
	dSplit     // Val = warriors and priests to split (SX02/03/04/09/10, BX01/BX02)
	dVeto      // the Vizier's player discards a destiny card (§5)
	dVizier    // the Vizier's player places or moves the Vizier (§5)
	dGainSame  // Val identical resources of one kind among Flags (A05)
	dOrder     // a conquest token's action (God, Val) before or after the pillar property's
	dRelocate  // BX03/BX04: a building between Osiris and the Set board
	dArtAction // X = artifact: Art02 any action as with 3 or 4, Art07 Set as with any value
	dPriests   // Time of Seth (maat): TX02, unused faith into priests at Maat step 7
	dSwap      // Time of Seth (maat): Cult05/Cult07, an opponent's exchange; X = the card
	dWarriors  // Time of Seth: a Set cost of Val shared between warriors and faith (TX02)
	dConquest  // Time of Seth: the face-up conquest token onto an empty temple cell

	firstAuto
	tInitialOrder
	tResolveSetup // Seat resolves starting and destiny cards
	tNewRound
	tTurn
	tPlaceDie
	tFinishTurn
	tGod     // Seat performs God with Val; Flags = actFlags
	tEffect  // the effect of a god action after cost and bonuses; X, Y params
	tBonus   // statue bonuses for God performed by Seat
	tProduce // Seat produces resource X with Val; Flags = actFlags
	tProduceGo
	tHappyCost
	tRefresh // X = section
	tThoth   // the next card pick of a Thoth action, if any is possible
	tOwnTurn // a fresh once-per-turn context for Seat (L23 at the end)
	tPending // happiness-21 actions owed
	tRotation
	tRefill
	tMaat
	tMaatOrder
	tScoring
	tMaatCleanup
	tFinal
	tGameOver
	tBotTurn  // Botankhamun takes its die (§16.4)
	tBotAct   // its god action God with Val; X = die colour
	tBotFinal // its final extras: decrees and scribes (§16.8)
)

// Flags of a god action or production.
const (
	fFromDie     = 1 << iota // performed with the taken die (T11 applies)
	fNoCost                  // L23: no resource cost
	fNoHappyLoss             // S01–S03
	fQuarry                  // S02: limestone or granite district
	fWorkshop                // S03: papyrus or bread district
	fChooseValue             // P12: value 1, 2 or 3 chosen with the statue
	fSetup                   // during setup: no statue bonuses
)

func (s *State) push(t task) {
	if int(s.Depth) >= len(s.Stack) {
		panic("tekhenu: task stack overflow")
	}
	s.Stack[s.Depth] = t
	s.Depth++
}

// pushSeq pushes tasks so that they run in the order given.
func (s *State) pushSeq(ts ...task) {
	for i := len(ts) - 1; i >= 0; i-- {
		s.push(ts[i])
	}
}

func (s *State) pop() task {
	s.Depth--
	return s.Stack[s.Depth]
}

func (s *State) top() *task {
	if s.Depth == 0 {
		return nil
	}
	return &s.Stack[s.Depth-1]
}

// simultaneous: every seat in t.Flags owes its part of t at once, in secret
// (the decree kept at setup, the decrees scored at the end).
func (t *task) simultaneous() bool { return t.Kind == dKeepDecree || t.Kind == dScore }

// partMoves lists seat's moves for its part of the simultaneous decision t
// (none once it has made it).
func (s *State) partMoves(dst []engine.Move, t *task, seat int) []engine.Move {
	if t.Kind == dKeepDecree {
		return s.keepMoves(dst, t, seat)
	}
	if t.Flags&(1<<seat) == 0 {
		return dst
	}
	return s.scoreMoves(dst, seat)
}

// run executes automatic tasks until a seat owes a decision, and lists that
// decision's moves once (listMoves): a decision with exactly one legal move
// is played at once, since forced moves are not decisions.
func (s *State) run() {
	for s.Depth > 0 {
		t := s.top()
		if t.Kind < firstAuto {
			if t.Kind == dScore && s.settleScoringTold(t) {
				continue
			}
			if t.simultaneous() {
				s.clearMoves()
				return
			}
			switch s.listMoves(t) {
			case 0:
				if t.Kind == dThoth { // nothing left to pick: the action ends (thothNext)
					s.pop()
					continue
				}
				panic("tekhenu: decision without moves: " + taskName(t.Kind))
			case 1:
				if s.narr != nil {
					s.applyTold(int(t.Seat), s.moves[0])
					continue
				}
				s.apply(int(t.Seat), &s.moves[0])
				continue
			}
			return
		}
		if s.narr != nil {
			s.execTold()
			continue
		}
		s.exec(s.pop())
	}
	s.clearMoves()
	s.Done = true
}

var taskNames = map[taskKind]string{dKeepDecree: "keep decree", dDraft: "draft", dDestiny: "destiny", dGain: "gain",
	dAdvance: "advance", dKeepCard: "keep card", dTake: "take", dModify: "modify", dAction: "action", dFirst: "first",
	dStatue: "statue", dPillar: "pillar", dBuilding: "building", dOsiris: "osiris", dThoth: "thoth", dMarker: "marker",
	dPay: "pay", dBlessProd: "production blessings", dFree: "free action", dFaith: "faith", dScore: "score", dEnd: "end",
	dSplit: "split", dVeto: "veto", dVizier: "vizier",
	dGainSame: "gain same", dOrder: "order", dRelocate: "relocate", dArtAction: "artifact action",
	dPriests: "priests", dSwap: "exchange", dWarriors: "warriors", dConquest: "conquest token"}

func taskName(k taskKind) string {
	if n, ok := taskNames[k]; ok {
		return n
	}
	return "task"
}

// Actors are the seats that owe a move now.
func (s *State) Actors() []int {
	t := s.top()
	if t == nil || s.Done {
		return nil
	}
	if t.simultaneous() {
		out := s.actors[:0]
		for seat := 0; seat < s.Players; seat++ {
			if t.Flags&(1<<seat) != 0 {
				out = append(out, seat)
			}
		}
		return out
	}
	s.actors[0] = int(t.Seat)
	return s.actors[:1]
}

func (s *State) Over() bool { return s.Done }

// Seats is 1 in a solo game: Botankhamun plays seat 1 itself.
func (s *State) Seats() int {
	if s.Solo() {
		return 1
	}
	return s.Players
}
func (s *State) Clone() engine.State {
	c := *s
	return &c
}

// CloneInto is Clone written over a state made before (engine.Recloner).
func (s *State) CloneInto(dst engine.State) engine.State {
	c, ok := dst.(*State)
	if !ok || c == nil {
		return s.Clone()
	}
	*c = *s
	return c
}

// Moves lists the legal moves of seat.
func (s *State) Moves(seat int) []engine.Move { return s.AppendMoves(nil, seat) }

// AppendMoves appends the legal moves of seat to dst: a copy of the list
// made when the decision was reached, or a fresh listing when the state
// does not keep it (listMoves).
func (s *State) AppendMoves(dst []engine.Move, seat int) []engine.Move {
	t := s.top()
	if t == nil || s.Done || seat < 0 || seat >= s.Seats() {
		return dst
	}
	if t.simultaneous() {
		return s.partMoves(dst, t, seat)
	}
	if int(t.Seat) != seat {
		return dst
	}
	if s.listed == listedAll {
		return append(dst, s.moves[:s.nMoves]...)
	}
	return s.decisionMoves(dst, t)
}

// ViewMoves is seat's moves as the state keeps them, without a copy
// (engine.MoveViewer): the list AppendMoves would copy, or false when the
// state does not keep one (a long list, a simultaneous decision, a state
// set up by hand).
func (s *State) ViewMoves(seat int) ([]engine.Move, bool) {
	if s.listed != listedAll || s.Depth == 0 || int(s.Stack[s.Depth-1].Seat) != seat || s.isBot(seat) {
		return nil, false
	}
	return s.moves[:s.nMoves], true
}

// PlayRandom takes a playout's step (engine.RandomPlayer): a move of the
// seat that owes one drawn from the list the state keeps, or for a pillar
// placement too long to keep, from the number of placements, and played.
// The move is played where it lies in the list (playTrusted).
func (s *State) PlayRandom(r *rand.Rand) (int, bool) {
	if s.Done || s.Depth == 0 {
		return 0, false
	}
	t := &s.Stack[s.Depth-1]
	seat := int(t.Seat)
	if t.simultaneous() || s.isBot(seat) {
		return 0, false
	}
	switch {
	case s.listed == listedAll && s.nMoves > 0:
		s.playTrusted(seat, &s.moves[r.IntN(int(s.nMoves))])
	case s.listed == listedOnDemand && t.Kind == dPillar:
		m := s.pillarMove(t, r.IntN(s.pillarCount(t)))
		s.playTrusted(seat, &m)
	default:
		return 0, false
	}
	return seat, true
}

// keepMoves: the decrees seat may keep at setup, while it has not chosen.
func (s *State) keepMoves(dst []engine.Move, t *task, seat int) []engine.Move {
	if t.Flags&(1<<seat) == 0 {
		return dst
	}
	for n := 1; n <= nDeck; n++ {
		if s.P[seat].has(Decree, n) {
			dst = add(dst, mKeep, int(Decree), n)
		}
	}
	return dst
}

// Play checks and applies one move.
func (s *State) Play(seat int, m engine.Move) error {
	t := s.top()
	if t == nil || s.Done {
		return &engine.IllegalMove{Seat: seat, Move: moveText(m), Rule: "the game is over (§13)"}
	}
	if seat < 0 || seat >= s.Seats() {
		return &engine.IllegalMove{Seat: seat, Move: moveText(m), Rule: "no such seat at this table"}
	}
	if !s.isLegal(t, seat, m) {
		return &engine.IllegalMove{Seat: seat, Move: moveText(m), Rule: s.whyIllegal(seat, m)}
	}
	s.PlayTrusted(seat, m)
	return nil
}

// isLegal: m is among the moves seat may play now.
func (s *State) isLegal(t *task, seat int, m engine.Move) bool {
	switch {
	case t.Kind == dKeepDecree:
		var buf [nDeck]engine.Move
		return engine.Contains(s.keepMoves(buf[:0], t, seat), m)
	case t.Kind == dScore:
		return t.Flags&(1<<seat) != 0 && s.scoreLegal(seat, m)
	case int(t.Seat) != seat:
		return false
	case s.listed == listedAll:
		return engine.Contains(s.moves[:s.nMoves], m)
	}
	return s.listedAgain(t, m)
}

// listedAgain lists a decision whose moves are not kept in the state (a
// long list, or a state set up by hand) to check m (not inlined: its large
// buffer is zeroed only on this rare path).
//
//go:noinline
func (s *State) listedAgain(t *task, m engine.Move) bool {
	var buf [longMoves]engine.Move
	return engine.Contains(s.decisionMoves(buf[:0], t), m)
}

// PlayTrusted applies a move taken from this very state's move list
// without listing the moves again to check it (engine.TrustedPlayer).
func (s *State) PlayTrusted(seat int, m engine.Move) { s.playTrusted(seat, &m) }

// playTrusted is PlayTrusted of the move m points to, which may be in the
// list the state keeps: it is read before the next decision is listed.
func (s *State) playTrusted(seat int, m *engine.Move) {
	if s.narr != nil {
		s.playTold(seat, *m)
		return
	}
	s.playMove(seat, m)
	s.run()
}

// playMove applies seat's move m to the decision on top, without running
// what follows.
func (s *State) playMove(seat int, m *engine.Move) {
	switch s.top().Kind {
	case dKeepDecree:
		s.keepDecree(seat, int(m.Arg[1]))
	case dScore:
		s.chooseScoring(seat, *m)
	default:
		s.apply(seat, m)
	}
}

// decisionMoves lists the moves of the decision t.
func (s *State) decisionMoves(dst []engine.Move, t *task) []engine.Move {
	switch t.Kind {
	case dDraft:
		if s.Seth.On {
			return s.sethDraftMoves(dst, int(t.Seat))
		}
		return s.draftMoves(dst)
	case dDestiny:
		return s.artifactMoves(s.destinyMoves(dst), int(t.Seat))
	case dSplit:
		return splitMoves(dst, t)
	case dVeto:
		return s.vetoMoves(dst)
	case dVizier:
		return s.vizierMoves(dst)
	case dGain:
		for r := Papyrus; r <= Gold; r++ {
			if t.Flags&(1<<r) != 0 {
				dst = add(dst, mGain, int(r))
			}
		}
		return dst
	case dAdvance:
		return add(add(dst, mAdvance, 0), mAdvance, 1)
	case dKeepCard:
		return s.keepCardMoves(dst, t)
	case dTake:
		return s.takeMoves(dst, t)
	case dModify:
		return s.modifyMoves(dst, t)
	case dAction:
		return s.actionMoves(dst, t)
	case dFirst:
		return add(add(dst, mFirst, 0), mFirst, 1)
	case dStatue:
		return s.statueMoves(dst, t)
	case dPillar:
		return s.pillarMoves(dst, t)
	case dBuilding:
		return s.buildingMoves(dst, t)
	case dOsiris:
		return s.osirisMoves(dst, t)
	case dThoth:
		return s.thothMoves(dst, t)
	case dMarker:
		for r := Papyrus; r <= Granite; r++ {
			dst = add(dst, mMarker, int(r))
		}
		return dst
	case dPay:
		return s.payMoves(dst, t)
	case dBlessProd:
		return s.blessProdMoves(dst, t)
	case dFree:
		return s.freeMoves(dst, t)
	case dFaith:
		f := s.P[t.Seat].Faith
		for n := -f; n <= f; n++ {
			dst = add(dst, mFaith, n)
		}
		return dst
	case dEnd:
		dst = s.anyTimeBlessings(dst, int(t.Seat))
		return add(dst, mEnd)
	case dGainSame:
		return gainSameMoves(dst, t)
	case dOrder:
		return add(add(dst, mFirst, 0, 1), mFirst, 1, 1)
	case dRelocate:
		return s.relocateMoves(dst, int(t.Seat))
	case dWarriors:
		return s.warriorsMoves(dst, t)
	case dConquest:
		return s.conquestMoves(dst)
	case dArtAction:
		return s.artActionMoves(dst, t)
	case dPriests:
		return s.priestsMoves(dst, t)
	case dSwap:
		return s.swapMoves(dst, t)
	}
	return dst
}

// apply performs a legal move of the decision on top of the stack. The
// move is read where it lies, often in the list the state keeps (nothing
// here lists moves): a move written there field by field and copied whole
// just after makes the processor wait (add).
func (s *State) apply(seat int, m *engine.Move) {
	t := s.pop()
	a := func(i int) int { return int(m.Arg[i]) }
	if m.Kind == mPlay {
		// Any-time blessings leave the decision waiting.
		s.push(t)
		s.playAnyTime(seat, a(0), a(1))
		return
	}
	if m.Kind == mUse { // Time of Seth: BX01–BX04 and artifacts, like B07/B08
		s.push(t)
		s.applyUse(seat, m)
		return
	}
	switch t.Kind {
	case dDraft:
		if m.Arg[1] == draftCult {
			s.takeCult(seat, a(0))
			return
		}
		s.P[seat].Starting[boolInt(s.P[seat].Starting[0] != 0)] = int8(a(0))
		s.StartAv &^= 1 << a(0)
	case dDestiny:
		if m.Arg[1] != 0 {
			s.takeArtifact(seat, a(1))
			return
		}
		s.takeDestiny(seat, a(0), t.Flags != 0)
	case dSplit:
		s.applySplit(seat, m)
	case dVeto:
		s.DestAv &^= 1 << (a(0) - 1)
	case dVizier:
		s.Seth.Vizier = God(a(0))
	case dGain:
		s.P[seat].Res[a(0)]++
		if t.Val > 1 {
			t.Val--
			s.push(t)
		}
	case dAdvance:
		if a(0) == 0 {
			s.advancePopulation(seat, int(t.Val))
		} else {
			s.advanceHappiness(seat, int(t.Val))
		}
	case dKeepCard:
		s.keepOneOfTwo(seat, t, a(1))
	case dTake:
		s.applyTake(seat, m)
	case dModify:
		s.applyModify(seat, t, m)
	case dAction:
		s.applyAction(seat, m)
	case dFirst:
		s.applyFirst(seat, t, a(0) == 1)
	case dStatue:
		s.applyStatue(seat, t, m)
	case dPillar:
		s.applyPillar(seat, t, m)
	case dBuilding:
		s.applyBuilding(seat, t, a(0))
	case dOsiris:
		s.applyOsiris(seat, t, Res(a(0)))
	case dThoth:
		s.applyThoth(seat, t, m)
	case dMarker:
		s.raiseProduction(seat, Res(a(0)), 1)
	case dPay:
		s.applyPay(seat, t, m)
	case dBlessProd:
		s.applyBlessProd(seat, t, m)
	case dFree:
		s.applyFree(seat, t, m)
	case dFaith:
		s.P[seat].FaithNet = int8(a(0))
	case dEnd:
		// end of turn: nothing more to do
	case dGainSame:
		s.P[seat].Res[a(0)] += int(t.Val)
	case dOrder:
		s.applyOrder(seat, t, a(0) == 1)
	case dRelocate:
		s.applyRelocate(seat, m)
	case dWarriors:
		s.payWarriorsFaith(seat, a(0), a(1))
	case dConquest:
		s.placeConquest(a(0), a(1))
	case dArtAction:
		s.applyArtAction(seat, m)
	case dPriests:
		s.applyPriests(seat, a(0))
	case dSwap:
		s.applySwap(seat, t, a(0))
	}
}

// exec runs one automatic task.
func (s *State) exec(t task) {
	switch t.Kind {
	case tInitialOrder:
		s.initialOrder()
	case tResolveSetup:
		s.resolveSetup(int(t.Seat))
	case tNewRound:
		s.Round++
		s.push(task{Kind: tTurn, Seat: s.Order[0]})
	case tTurn:
		s.startTurn(int(t.Seat))
	case tPlaceDie:
		s.placeDie(int(t.Seat))
	case tFinishTurn:
		s.finishTurn(t)
	case tGod:
		s.beginGod(t)
	case tEffect:
		s.godEffect(t)
	case tBonus:
		s.statueBonuses(int(t.Seat), t.God, t.Flags)
	case tProduce:
		s.beginProduce(t)
	case tProduceGo:
		s.produce(t)
	case tHappyCost:
		s.P[t.Seat].Happiness--
	case tPending:
		s.pendingExtras()
	case tRefresh:
		s.refreshSection(int(t.X))
	case tThoth:
		s.thothNext(t)
	case tOwnTurn:
		s.T = turn{Seat: t.Seat, Die: -1, CardSec: -1}
	case tRotation:
		s.rotate()
	case tRefill:
		s.refillShaded()
	case tMaat:
		s.maatBalance()
	case tMaatOrder:
		s.maatOrder()
	case tScoring:
		s.scoring()
	case tMaatCleanup:
		s.maatCleanup()
	case tFinal:
		s.finalBonus()
	case tGameOver:
		s.Depth = 0
	case tBotTurn:
		s.botTurnStart()
	case tBotAct:
		s.botAct(t)
	case tBotFinal:
		s.botFinal()
	}
}
