package kemet

import (
	"karnak/engine"
	"karnak/engine/kit"
)

// Move kinds (engine.Move.Kind). A move's meaning depends on the decision
// on top of the stack: "place city1.d2" puts a recruited unit there, or a
// reinforcement at Night.
const (
	mPyramids      uint16 = iota + 1 // pyramids W R B: the starting levels (§1.4 step 9)
	mUnits                           // units A B C: the starting units in d1, d2, d3 (step 10)
	mKeep                            // keep CARD: Vision's card (§3.3)
	mRaise                           // raise COLOUR LEVEL (§3.5.2; Hand of God: one level)
	mPass                            // pass: decline an action or a Night power (RUL-42)
	mPlace                           // place REGION: one unit
	mDone                            // done: no more units to place
	mFirst                           // first SEAT: the next place of the turn order (§3.3 step 4)
	mToken                           // token SPACE: a normal action token
	mSilver                          // silver SPACE: Act of God's token
	mGold                            // gold ACTION: Divine Will's token, a Move or a Recruit
	mEnd                             // end: the turn ends
	mBuy                             // buy TILE
	mCreature                        // creature REGION: where a creature goes
	mReplace                         // replace CARD: the battle card a Strategy tile replaces
	mRecruit                         // recruit N: units paid for
	mSacrifice                       // sacrifice: units of the delta temple or the Sanctuary
	mReturn                          // return CREATURE REGION: a creature back from the reserve
	mFrom                            // from REGION N [creature]: the Move action's group (§3.6.2)
	mStep                            // step REGION: a ground step
	mTeleport                        // teleport REGION: to an obelisk (§3.6.5)
	mDrop                            // drop N [creature]: units left where the group stands
	mPickup                          // pickup N [creature]: units taken into the group
	mStop                            // stop: the move ends here
	mEscape                          // escape REGION: the DI card Escape (§3.7.1)
	mFight                           // fight: no Escape
	mPlay                            // play CARD: the battle card played (secret until the reveal)
	mDiscardCard                     // discard CARD: the battle card discarded (secret; shown with open discards)
	mCommit                          // commit CARD: a battle DI card under the played card (secret until the reveal)
	mReady                           // ready: the choices are made
	mWound                           // wound CARD: a DI card discarded for Divine Wound (only the number is shown)
	mRecall                          // recall: the troop goes home, 1 PP a unit (§3.7.7)
	mRetreat                         // retreat: the loser retreats where the winner says
	mRetreatTo                       // retreat-to REGION: the winner's choice
	mStay                            // stay
	mAttack                          // attack REGION: the next district a Recruit attacks (§3.5.4)
	mCard                            // card CARD: a Day or Move DI card with no target (§3.11)
	mFire                            // fire REGION: Raining Fire on the unit of the player in REGION
	mTeleportation                   // teleportation REGION: the DI card, the group to an obelisk (RUL-11)
	mVeto                            // veto: the Veto window's answer (§3.11)
)

// regionWords are the region ids of both sides, side A's first: a move
// names a region by its index here, whatever the side.
var regionWords = func() []string {
	var out []string
	seen := map[string]bool{}
	for _, side := range []*sideData{&sideA, &sideB} {
		for _, r := range side.regions {
			if !seen[r.id] {
				seen[r.id] = true
				out = append(out, r.id)
			}
		}
	}
	return out
}()

var creatureWords = func() (out []string) {
	for c := range nCreatures {
		out = append(out, creatures[c].Ref)
	}
	return out
}()

var tileWords, diWords, cardWords, spaceWords = func() (t, d, c, s []string) {
	for k := range nTiles {
		t = append(t, tiles[k].Ref)
	}
	for k := range nDI {
		d = append(d, diCards[k].Ref)
	}
	for k := range nBattleCards {
		c = append(c, battleCards[k].Ref)
	}
	for k := range nSpaces {
		s = append(s, spaces[k].Ref)
	}
	return
}()

// Words of the gold token's action.
const (
	goldMove = iota
	goldRecruit
)

var grammar = kit.NewGrammar(
	kit.Kind(mPyramids, "pyramids", kit.Int("white", 0, 2), kit.Int("red", 0, 2), kit.Int("blue", 0, 2)),
	kit.Kind(mUnits, "units", kit.Int("d1", 0, troopLimit), kit.Int("d2", 0, troopLimit), kit.Int("d3", 0, troopLimit)),
	kit.Kind(mKeep, "keep", kit.Word("card", diWords...)),
	kit.Kind(mRaise, "raise", kit.Word("colour", colourNames[:]...), kit.Int("level", 1, pyramidMax)),
	kit.Kind(mPass, "pass"),
	kit.Kind(mPlace, "place", kit.Word("region", regionWords...)),
	kit.Kind(mDone, "done"),
	kit.Kind(mFirst, "first", kit.Int("seat", 0, MaxPlayers-1)),
	kit.Kind(mToken, "token", kit.Word("space", spaceWords...)),
	kit.Kind(mSilver, "silver", kit.Word("space", spaceWords...)),
	kit.Kind(mGold, "gold", kit.Word("action", "move", "recruit")),
	kit.Kind(mEnd, "end"),
	kit.Kind(mBuy, "buy", kit.Word("tile", tileWords...)),
	kit.Kind(mCreature, "creature", kit.Word("region", regionWords...)),
	kit.Kind(mReplace, "replace", kit.Word("card", cardWords...)),
	kit.Kind(mRecruit, "recruit", kit.Int("units", 0, unitsEach)),
	kit.Kind(mSacrifice, "sacrifice"),
	kit.Kind(mReturn, "return", kit.Word("creature", creatureWords...), kit.Word("region", regionWords...)),
	kit.Kind(mFrom, "from", kit.Word("region", regionWords...), kit.Int("units", 1, troopLimitLegion), kit.Flag("creature")),
	kit.Kind(mStep, "step", kit.Word("region", regionWords...)),
	kit.Kind(mTeleport, "teleport", kit.Word("region", regionWords...)),
	kit.Kind(mDrop, "drop", kit.Int("units", 0, troopLimitLegion), kit.Flag("creature")),
	kit.Kind(mPickup, "pickup", kit.Int("units", 0, troopLimitLegion), kit.Flag("creature")),
	kit.Kind(mStop, "stop"),
	kit.Kind(mEscape, "escape", kit.Word("region", regionWords...)),
	kit.Kind(mFight, "fight"),
	kit.Kind(mPlay, "play", kit.Word("card", cardWords...)),
	kit.Kind(mDiscardCard, "discard", kit.Word("card", cardWords...)),
	kit.Kind(mCommit, "commit", kit.Word("card", diWords...)),
	kit.Kind(mReady, "ready"),
	kit.Kind(mWound, "wound", kit.Word("card", diWords...)),
	kit.Kind(mRecall, "recall"),
	kit.Kind(mRetreat, "retreat"),
	kit.Kind(mRetreatTo, "retreat-to", kit.Word("region", regionWords...)),
	kit.Kind(mStay, "stay"),
	kit.Kind(mAttack, "attack", kit.Word("region", regionWords...)),
	kit.Kind(mCard, "card", kit.Word("card", diWords...)),
	kit.Kind(mFire, "fire", kit.Word("region", regionWords...)),
	kit.Kind(mTeleportation, "teleportation", kit.Word("region", regionWords...)),
	kit.Kind(mVeto, "veto"),
)

func move(kind uint16, args ...int) engine.Move {
	m := engine.Move{Kind: kind}
	for i, a := range args {
		m.Arg[i] = int16(a)
	}
	return m
}

// regionWord is the move argument naming region r of the table's layout.
func (s *State) regionWord(r Region) int { return regionIndex[s.layout().Regions[r].ID] }

var regionIndex = func() map[string]int {
	m := map[string]int{}
	for i, id := range regionWords {
		m[id] = i
	}
	return m
}()

// argRegion reads a move's region argument in the table's layout,
// NoRegion when it names none in play.
func (s *State) argRegion(m engine.Move, i int) Region {
	v := int(m.Arg[i])
	if v < 0 || v >= len(regionWords) {
		return NoRegion
	}
	r, ok := s.layout().Lookup(regionWords[v])
	if !ok {
		return NoRegion
	}
	return r
}

// MoveText is the stable text of m.
func (s *State) MoveText(m engine.Move) string { return grammar.Text(m) }

// ParseMove reads a move's text; whether it is legal now is Play's to say.
func (s *State) ParseMove(text string) (engine.Move, error) { return grammar.Parse(text) }
