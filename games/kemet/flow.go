package kemet

import (
	"math/rand/v2"

	"karnak/engine"
	"karnak/engine/kit"
)

// A game is a chain of tasks on a kit.Stack (§3.2): each automatic task
// does its step and pushes the decisions that follow it and the next
// automatic step.
type task struct {
	Kind taskKind `json:"kind"`
	Seat int8     `json:"seat"`
	A    int8     `json:"a"` // what the decision has done or still owes
	B    int8     `json:"b"`
}

type taskKind uint8

const (
	tSetupPyramids   taskKind = iota + 1 // seat: the starting pyramids (§1.4 step 9)
	tSetupUnits                          // seat: the starting units (step 10)
	tNight                               // automatic: the Night (§3.3)
	tDraw                                // automatic: seat's Night draw
	tDrawExtra                           // automatic: seat's extra Night cards (Divine Boon, Mummy)
	tVision                              // seat: keep one of the cards Vision shows
	tNightPowers                         // automatic: Hand of God and Reinforcements in turn order
	tHandOfGod                           // seat: raise a pyramid a level for free, or pass
	tReinforce                           // seat: A units still allowed, B the troop chosen + 1
	tOrder                               // automatic: who chooses the turn order
	tChooseOrder                         // seat: A places of the order filled
	tDay                                 // automatic: the Day begins (§3.4)
	tTurns                               // automatic: the next turn, A the place in the order
	tTurn                                // seat: place tokens; A 1 once the normal token is placed
	tRaise                               // seat: the Raise action
	tBuy                                 // seat: the Buy action, A the colour
	tCreature                            // seat: where a bought creature goes, A the creature
	tStrategy                            // seat: the card a Strategy tile replaces, A the special card
	tRecruit                             // seat: how many units to recruit
	tRecruitPlace                        // seat: A units still to place
	tRecruitCreature                     // seat: a creature back from the reserve
	tMove                                // seat: the Move action's troop, or pass
	tMoving                              // seat: the next step of the move under way
	tBattle                              // automatic: a battle begins (§3.7.1)
	tEscape                              // seat: the defender may play Escape
	tInitiative                          // automatic: Initiative, then the secret choices
	tBattleCards                         // simultaneous: cards played, discarded and DI committed (§3.7.2)
	tWound                               // seat: Divine Wound's discards
	tResolve                             // automatic: strength, casualties, VP (§3.7.4–§3.7.6)
	tAftermath                           // seat: recall, retreat or stay (A 0 the loser, 1 the winner)
	tRetreat                             // seat: the winner chooses where the loser (A) retreats
	tBattleEnd                           // automatic: the battle is over
	tRecruitBattle                       // seat: which district with an enemy to attack next (B the districts left)
	tVeto                                // simultaneous: the Veto window after a DI card (§3.11)
	tEffect                              // automatic: the DI card acts unless vetoed
	tEnlist                              // seat: Enlistment's units, A left, B where (RUL-24)
	tEndOfDay                            // automatic: temples, sacrifices, VP (§3.8), victory (§3.10)
	tSacrifice                           // seat: A the region (the delta temple or the Sanctuary)
	tEndOfDayRest                        // automatic: the steps after the delta temple, A the step
)

func (t task) seat() int { return int(t.Seat) }

// Owes says who owes task t (kit.Rules).
func (s *State) Owes(t task) (kit.Seats, bool) {
	switch t.Kind {
	case tNight, tDraw, tDrawExtra, tNightPowers, tOrder, tDay, tTurns, tEndOfDay, tEndOfDayRest,
		tBattle, tInitiative, tResolve, tBattleEnd, tEffect:
		return 0, false
	case tVeto:
		if p := s.windowSeat(int(t.A)); p >= 0 {
			return kit.Seat(p), true
		}
		return 0, false
	case tBattleCards:
		var owe kit.Seats
		for side, o := range s.cardsOwed() {
			if o {
				owe |= kit.Seat(int(s.Fight.Side[side]))
			}
		}
		return owe, true
	}
	return kit.Seat(t.seat()), false
}

// Exec performs an automatic task (kit.Rules).
func (s *State) Exec(t task) {
	switch t.Kind {
	case tNight:
		s.night()
	case tDraw:
		s.nightDraw(t.seat())
	case tDrawExtra:
		s.extraDraws(t.seat())
	case tNightPowers:
		s.nightPowers()
	case tOrder:
		s.orderStep()
	case tDay:
		s.dayStart()
	case tTurns:
		s.nextTurn(int(t.A))
	case tEndOfDay:
		s.endOfDay()
	case tEndOfDayRest:
		s.endOfDayRest(int(t.A))
	case tBattle:
		s.battleStart()
	case tInitiative:
		s.initiative()
	case tBattleCards:
		s.reveal()
	case tResolve:
		s.resolve()
	case tBattleEnd:
		s.endBattle()
	case tEffect:
		s.resolveEffect()
	}
}

// Choices appends seat's legal moves for the decision t (kit.Rules).
func (s *State) Choices(dst []engine.Move, t task, seat int) []engine.Move {
	switch t.Kind {
	case tSetupPyramids:
		return setupPyramidMoves(dst)
	case tSetupUnits:
		return s.setupUnitMoves(dst, seat)
	case tVision:
		return s.visionMoves(dst, seat)
	case tHandOfGod:
		return s.handOfGodMoves(dst, seat)
	case tReinforce:
		return s.reinforceMoves(dst, t)
	case tChooseOrder:
		return s.orderMoves(dst)
	case tTurn:
		return s.dayCardMoves(s.turnMoves(dst, t), seat, false)
	case tRaise:
		return s.raiseMoves(dst, seat)
	case tBuy:
		return s.buyMoves(dst, seat, Colour(t.A))
	case tCreature:
		return s.creatureMoves(dst, seat)
	case tStrategy:
		return s.strategyMoves(dst, seat)
	case tRecruit:
		return s.recruitMoves(dst, seat)
	case tRecruitPlace:
		return s.recruitPlaceMoves(dst, seat)
	case tRecruitCreature:
		return s.returnMoves(dst, seat)
	case tSacrifice:
		return append(append(dst, move(mSacrifice)), move(mPass))
	case tVeto:
		return s.vetoMoves(dst, seat)
	case tEnlist:
		return s.enlistMoves(dst, t)
	case tEscape:
		return s.escapeMoves(dst, seat)
	case tBattleCards:
		return s.battleCardMoves(dst, seat)
	case tWound:
		return s.woundMoves(dst, seat)
	case tAftermath:
		return s.aftermathMoves(dst, seat, t.A == 1)
	case tRetreat:
		return s.retreatMoves(dst, int(t.A))
	case tRecruitBattle:
		return s.recruitBattleMoves(dst, t)
	case tMove:
		return s.moveStartMoves(dst, seat)
	case tMoving:
		return s.dayCardMoves(s.movingMoves(dst, seat), seat, true)
	}
	return dst
}

// Apply plays seat's legal move for the decision on top (kit.Rules).
func (s *State) Apply(seat int, m engine.Move) {
	t := s.Tasks.Top()
	switch t.Kind {
	case tSetupPyramids:
		s.Tasks.Pop()
		s.applySetupPyramids(seat, m)
	case tSetupUnits:
		s.Tasks.Pop()
		s.applySetupUnits(seat, m)
	case tVision:
		s.Tasks.Pop()
		s.applyVision(seat, m)
	case tHandOfGod:
		s.Tasks.Pop()
		if m.Kind == mRaise {
			s.raise(seat, Colour(m.Arg[0]), int(m.Arg[1]))
		}
	case tReinforce:
		s.applyReinforce(seat, m)
	case tChooseOrder:
		s.applyOrder(m)
	case tTurn:
		if isCardMove(m) {
			s.playCard(seat, m)
			return
		}
		s.applyTurn(seat, m)
	case tRaise:
		s.Tasks.Pop()
		if m.Kind == mRaise {
			s.payRaise(seat, Colour(m.Arg[0]), int(m.Arg[1]))
		}
	case tBuy:
		s.Tasks.Pop()
		if m.Kind == mBuy {
			s.buy(seat, Tile(m.Arg[0]))
		}
	case tCreature:
		c := Creature(t.A)
		s.Tasks.Pop()
		if m.Kind == mCreature {
			s.CreatureAt[c] = s.argRegion(m, 0)
		}
	case tRecruitCreature:
		s.Tasks.Pop()
		if m.Kind == mReturn {
			s.CreatureAt[m.Arg[0]] = s.argRegion(m, 1)
		}
	case tStrategy:
		special := BattleCard(t.A)
		s.Tasks.Pop()
		s.replaceCard(seat, BattleCard(m.Arg[0]), special)
	case tRecruit:
		s.Tasks.Pop()
		if m.Kind == mRecruit {
			s.recruit(seat, int(m.Arg[0]))
		}
	case tRecruitPlace:
		s.applyRecruitPlace(seat, m)
	case tVeto:
		s.applyVote(seat, m)
	case tEnlist:
		s.applyEnlist(seat, m)
	case tEscape:
		s.Tasks.Pop()
		if m.Kind == mEscape {
			s.payDI(seat, DIEscape)
			s.openEffect(seat, DIEscape, s.argRegion(m, 0))
		}
	case tBattleCards:
		s.applyBattleCard(seat, m)
	case tWound:
		s.applyWound(seat, m)
	case tAftermath:
		s.applyAftermath(seat, m)
	case tRetreat:
		loser := int(t.A)
		s.Tasks.Pop()
		s.retreat(loser, s.argRegion(m, 0))
	case tRecruitBattle:
		s.applyRecruitBattle(seat, m)
	case tMove:
		s.Tasks.Pop()
		if m.Kind == mFrom {
			s.startMove(seat, s.argRegion(m, 0), int(m.Arg[1]), m.Arg[2] == 1)
		}
	case tMoving:
		if isCardMove(m) {
			s.playCard(seat, m)
			return
		}
		s.applyMoving(seat, m)
	case tSacrifice:
		r := Region(t.A)
		s.Tasks.Pop()
		if m.Kind == mSacrifice {
			s.sacrifice(seat, r)
		}
	}
}

// Actors are the seats that owe the decision on top, in seat order.
func (s *State) Actors() []int { return s.Tasks.Actors(s, s.actors[:0]) }

// Moves lists seat's legal moves.
func (s *State) Moves(seat int) []engine.Move { return s.AppendMoves(nil, seat) }

// AppendMoves appends seat's legal moves to dst.
func (s *State) AppendMoves(dst []engine.Move, seat int) []engine.Move {
	if seat < 0 || seat >= s.Players {
		return dst
	}
	return s.Tasks.AppendMoves(s, dst, seat)
}

// Play applies a legal move and runs the game to the next decision; an
// illegal one is refused with the rule it breaks and changes nothing.
func (s *State) Play(seat int, m engine.Move) error {
	if seat < 0 || seat >= s.Players || !s.Tasks.Legal(s, seat, m) {
		return &engine.IllegalMove{Seat: seat, Move: s.MoveText(m), Rule: s.why(seat, m)}
	}
	s.PlayTrusted(seat, m)
	return nil
}

// PlayTrusted is Play without the check, for a move listed by Moves.
func (s *State) PlayTrusted(seat int, m engine.Move) { s.Tasks.Play(s, seat, m) }

// PlayRandom takes a playout's step from the moves the stack keeps
// (engine.RandomPlayer).
func (s *State) PlayRandom(r *rand.Rand) (int, bool) { return s.Tasks.PlayRandom(s, r) }
