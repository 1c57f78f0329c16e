package tekhenu

import (
	"fmt"

	"karnak/engine"
)

// whyIllegal names the rule a rejected move breaks.
func (s *State) whyIllegal(seat int, m engine.Move) string {
	t := s.top()
	if t.Kind == dKeepDecree {
		if t.Flags&(1<<seat) == 0 {
			return "§4 step 11: this seat has already kept its decree"
		}
		if s.Seth.On {
			return "Time of Seth §2.1 step 12: keep one of the three decrees you were dealt"
		}
		return "§4 step 11: keep one of the two decrees you were dealt"
	}
	if t.Kind == dScore {
		if t.Flags&(1<<seat) == 0 {
			return "§13: this seat has already chosen the decrees it scores"
		}
		return "§13: score at most 3 decrees you hold, one per symbol (L23 not among them)"
	}
	if seat != int(t.Seat) {
		return "§7.2: it is not this seat's decision"
	}
	want := map[taskKind][]uint16{
		dDraft: {mDraft}, dDestiny: {mDestiny}, dGain: {mGain}, dAdvance: {mAdvance}, dKeepCard: {mKeep},
		dTake: {mTake, mPlay}, dModify: {mScribe, mSet, mAdjust, mExtra, mDone, mPlay},
		dAction: {mAct, mPass, mPlay}, dFirst: {mFirst}, dStatue: {mStatue}, dPillar: {mPillar},
		dBuilding: {mBuilding}, dOsiris: {mOsiris}, dThoth: {mRefresh, mCard}, dMarker: {mMarker},
		dPay: {mPay}, dBlessProd: {mBless, mDone}, dFree: {mAct, mSkip}, dFaith: {mFaith},
		dEnd: {mEnd, mPlay}, dSplit: {mSplit}, dVeto: {mVeto}, dVizier: {mVizier},
		dPriests: {mPriests}, dSwap: {mSwap}, // Time of Seth (maat)
	}[t.Kind]
	if want == nil { // Time of Seth
		want = sethWant[t.Kind]
	}
	if m.Kind == mUse { // Time of Seth: BX01–BX04 and artifacts
		want = append(want, mUse)
	}
	fits := false
	for _, k := range want {
		fits = fits || k == m.Kind
	}
	if !fits {
		return "the decision now is " + taskName(t.Kind) + "; this kind of move does not answer it"
	}
	switch m.Kind {
	case mUse:
		return sethUseRefused(m)
	case mWarriors:
		return fmt.Sprintf("Time of Seth §4.2, §7.2: pay exactly %d, in warriors and (TX02) faith tokens you have", t.Val)
	case mConquest:
		return "Time of Seth §4.2 step 8, [RUL-06]: the conquest token goes on a temple cell with neither a pillar nor another token"
	case mRelocate:
		return "Time of Seth §7.1, [RUL-20]: move one of your buildings between Osiris row v and Set area v; the Set area must be open to you and its warriors paid, the Osiris cell empty and 1 happiness paid"
	case mPlay:
		return "§14.5: you hold no such blessing to play now"
	case mDraft:
		return s.whyDraft(seat, m)
	case mDestiny:
		return s.whyDestiny(seat, m)
	case mSplit:
		return fmt.Sprintf("Time of Seth §7.1, §7.6: split exactly %d between warriors and priests", t.Val)
	case mVeto:
		return s.whyVeto(m)
	case mVizier:
		return s.whyVizier(m)
	case mTake:
		g, c, v := God(m.Arg[0]), Colour(m.Arg[1]), int(m.Arg[2])
		if why := s.sethTakeWhy(m); why != "" {
			return why
		}
		if s.findDie(dieLoc(g), c, v) < 0 {
			return "§7.2: there is no such die in that sector"
		}
		switch int(m.Arg[3]) {
		case tkNormal:
			if s.status(c, g) == Forbidden {
				return "§5.2: a forbidden die can only be taken with Anubis (§8.7), T08 or B11/B12"
			}
			return "§7.2 step 2: a grey die cannot produce, and its god action is not possible with any value you can reach"
		case tkAnubis:
			return "§8.7: an Anubis action costs 2 scribes (T10: gold may replace them; B23/B24: free)"
		case tkPure, tkTainted:
			return "T08: only a forbidden die may be taken as pure or tainted, and only with T08"
		case tkAs:
			return "B11/B12: you need the blessing, and the die must be pure or tainted in its new colour"
		}
		return "R-31: a die may be taken without an action only when no die can be used"
	case mScribe, mSet, mAdjust:
		if why := s.sethValueWhy(m); why != "" {
			return why
		}
		if m.Kind != mScribe {
			break
		}
		return "§5.4: each scribe changes the value by 1 or 2, within 1–6, and you must have a scribe"
	case mAct:
		if why := s.sethActWhy(m); why != "" && t.Kind == dAction {
			return why
		}
		return "§8: that action is not possible with this die, its value and your supply"
	case mPay:
		return "§5.5: that payment is not the cost, or you do not have it"
	case mStatue:
		return "§8.1: no usable statue slot there (R-05)"
	case mPillar:
		return "§8.2: the cell must be empty and the rotation 0–3"
	case mBuilding:
		return "§8.3: the slot must be empty, usable at this player count, and affordable"
	case mOsiris:
		return "§8.6: the row given by the die value has no empty cell in that district"
	case mCard:
		return "§8.5: take all cards from one accessible section that holds enough of them (R-12)"
	case mFaith:
		return "§11 step 2: you can place at most the faith tokens you hold"
	case mPriests:
		return "Time of Seth §4.8 step 7 (TX02): at most your unused faith, and no priests beyond 10"
	case mSwap:
		return "Time of Seth §7.3 (Cult05/Cult07): give 1 resource you hold (not gold for gold), or none"
	}
	return "not a legal move now (§7.2); list the legal moves with 'help'"
}
