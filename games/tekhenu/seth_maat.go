package tekhenu

import (
	"fmt"

	"karnak/engine"
)

// The Maat phase with Time of Seth (§4.8): blood tokens weigh on the
// balance (maat.go's balance and balances), TX03 and TX04 at step 4, and
// TX02's exchange of unused faith for priests at step 7.

// taintLoss is step 4's VP loss for seat: none with TX03, whose turn order
// still follows the real balance.
func (s *State) taintLoss(seat, loss int) int {
	if s.Seth.On && s.P[seat].tech(tx03) {
		return 0
	}
	return loss
}

// bloodVP pays TX04 after step 4's loss: 1 VP per blood token ([RUL-46]).
func (s *State) bloodVP(seat int) {
	if pl := &s.P[seat]; s.Seth.On && pl.tech(tx04) {
		pl.VP += int(pl.Blood) * tx04VP
	}
}

// unusedFaith is the faith seat holds but did not place at step 2.
func (s *State) unusedFaith(seat int) int {
	pl := &s.P[seat]
	return pl.Faith - abs(int(pl.FaithNet))
}

// faithToPriests, at the start of step 7, asks each owner of TX02 with
// unused faith and room on its priest track, in turn order, how much of it
// becomes priests ([RUL-45], [A-10]); cleanup then runs again, and finds
// nobody left to ask since the answer returns the rest of that faith.
func (s *State) faithToPriests() bool {
	if !s.Seth.On {
		return false
	}
	var buf [5]task
	seq := buf[:0]
	for i := 0; i < s.Players; i++ {
		seat := int(s.Order[i])
		if pl := &s.P[seat]; pl.tech(tx02) && !s.isBot(seat) && s.unusedFaith(seat) > 0 && pl.Priests < trackCap {
			seq = append(seq, task{Kind: dPriests, Seat: int8(seat)})
		}
	}
	if len(seq) == 0 {
		return false
	}
	s.pushSeq(append(seq, task{Kind: tMaatCleanup})...)
	return true
}

// mostPriests is how many priests seat may take for its unused faith.
func (s *State) mostPriests(seat int) int {
	return max(0, min(s.unusedFaith(seat), trackCap-int(s.P[seat].Priests)))
}

func (s *State) priestsMoves(dst []engine.Move, t *task) []engine.Move {
	for n := 0; n <= s.mostPriests(int(t.Seat)); n++ {
		dst = add(dst, mPriests, n)
	}
	return dst
}

// applyPriests turns n unused faith into priests; the rest of the unused
// faith goes back to the supply at once.
func (s *State) applyPriests(seat, n int) {
	pl := &s.P[seat]
	unused := s.unusedFaith(seat)
	pl.gainPriests(n)
	pl.Faith -= unused
}

// Cult05 and Cult07: each opponent in turn order may give one resource of
// its own for 1 gold (Cult05) or 1 scribe (Cult07) (§7.3). The decision's
// X is the card.

// swapGives reports whether resource r can be given for card n's exchange:
// gold for gold would change nothing.
func swapGives(n int, r Res) bool { return r != Gold || n != cultNewLine }

// canSwap: seat holds something it could give.
func (s *State) canSwap(seat, n int) bool {
	for r := Papyrus; r <= Gold; r++ {
		if s.P[seat].Res[r] > 0 && swapGives(n, r) {
			return true
		}
	}
	return false
}

func (s *State) swapMoves(dst []engine.Move, t *task) []engine.Move {
	for r := Papyrus; r <= Gold; r++ {
		if s.P[t.Seat].Res[r] > 0 && swapGives(int(t.X), r) {
			dst = add(dst, mSwap, int(r))
		}
	}
	return add(dst, mSwap, noSwap)
}

// noSwap is the exchange declined.
const noSwap = -1

func (s *State) applySwap(seat int, t task, r int) {
	if r == noSwap {
		return
	}
	pl := &s.P[seat]
	pl.Res[r]--
	if t.X == cultNewLine {
		pl.Res[Gold]++
	} else {
		pl.Scribes++
	}
}

// swapGain names what an exchange of card n gives.
func swapGain(n int) string {
	if n == cultNewLine {
		return "1 gold"
	}
	return "1 scribe"
}

func swapText(r int) string {
	if r == noSwap {
		return "swap none"
	}
	return "swap " + Res(r).String()
}

func (s *State) tellSwap(seat int, t task, r int, say func(format string, args ...any)) {
	card := titled(cultName(int(t.X)))
	if r == noSwap {
		say("%s makes no exchange for %s", s.who(seat), card)
		return
	}
	say("%s gives 1 %s for %s (%s)", s.who(seat), Res(r), swapGain(int(t.X)), card)
}

func (s *State) sethMaatPrompt(seat int, t *task) engine.Prompt {
	if t.Kind == dPriests {
		return engine.Prompt{
			Ask: fmt.Sprintf("%s: turn some of your %d unused faith into priests (you have %d of at most %d); the rest goes back to the supply.",
				cardTitle(Tech, tx02), s.unusedFaith(seat), s.P[seat].Priests, trackCap),
			Doing: "turn unused faith into priests"}
	}
	return engine.Prompt{
		Ask:   fmt.Sprintf("%s: you may give 1 of your resources for %s, or make no exchange.", titled(cultName(int(t.X))), swapGain(int(t.X))),
		Doing: "choose an exchange"}
}

// bloodWords tells seat's blood tokens among its taint (step 1).
func (s *State) bloodWords(seat int) string {
	if b := s.P[seat].Blood; s.Seth.On && b > 0 {
		return fmt.Sprintf(", blood %d", b)
	}
	return ""
}

// taintTechWords tells what TX03 and TX04 do at step 4, given the penalty
// of seat's balance.
func (s *State) taintTechWords(seat, penalty int) string {
	pl := &s.P[seat]
	if !s.Seth.On {
		return ""
	}
	text := ""
	if penalty > 0 && pl.tech(tx03) {
		text += fmt.Sprintf(", which %s waives", cardTitle(Tech, tx03))
		s.narr.because(seat, cardTitle(Tech, tx03))
	}
	if pl.tech(tx04) && pl.Blood > 0 {
		text += fmt.Sprintf("; %s pays %d VP for their blood", cardTitle(Tech, tx04), int(pl.Blood)*tx04VP)
		s.narr.because(seat, cardTitle(Tech, tx04))
	}
	return text
}
