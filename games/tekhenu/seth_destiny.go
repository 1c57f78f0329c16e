package tekhenu

import (
	"fmt"
	"math/rand/v2"

	"karnak/engine"
)

// Destiny cards and artifacts (Time of Seth §4.9): at every destiny choice
// a seat takes a destiny card and its reward, or buys an artifact of the
// pool for its priests, which takes the destiny card of the artifact's ankh
// without its reward. An artifact is on offer only while that destiny card
// is.

// artifactDestiny is the destiny card beside artifact a: the one of its
// ankh value (§7.8).
func artifactDestiny(a int) int { return artifacts[a].Ankh + 1 }

// artifactMoves adds to a destiny choice the artifacts seat can buy:
// "artifact Art05" (mDestiny with the artifact in Arg1).
func (s *State) artifactMoves(dst []engine.Move, seat int) []engine.Move {
	if !s.Seth.On || s.isBot(seat) {
		return dst
	}
	for a := 1; a <= nArtifacts; a++ {
		if s.artifactOnOffer(seat, a) {
			dst = add(dst, mDestiny, artifactDestiny(a), a)
		}
	}
	return dst
}

// artifactOnOffer: artifact a is in the pool, its destiny card is still
// available, and seat has the priests to pay for it (§4.9 steps 2–3).
func (s *State) artifactOnOffer(seat, a int) bool {
	return a >= 1 && a <= nArtifacts && s.Seth.Artifacts&(1<<(a-1)) != 0 &&
		s.DestAv&(1<<(artifactDestiny(a)-1)) != 0 && int(s.P[seat].Priests) >= artifacts[a].Priests
}

// takeArtifact buys artifact a: its priests are paid, it leaves the pool
// for seat's table, and seat takes its destiny card without the reward.
func (s *State) takeArtifact(seat, a int) {
	pl := &s.P[seat]
	pl.Priests -= int8(artifacts[a].Priests)
	pl.Artifacts |= 1 << (a - 1)
	s.Seth.Artifacts &^= 1 << (a - 1)
	s.takeDestiny(seat, artifactDestiny(a), false)
}

// whyDestiny names the rule a refused destiny choice breaks.
func (s *State) whyDestiny(seat int, m engine.Move) string {
	d, a := int(m.Arg[0]), int(m.Arg[1])
	if a == 0 {
		if s.Seth.Vizier >= 0 && d >= 1 && d <= nDestiny && s.DestAv&(1<<(d-1)) == 0 {
			return "§4 step 12C, Time of Seth §5: that destiny card is taken or the Vizier's player discarded it"
		}
		return "§4 step 12C: that destiny card is already taken"
	}
	switch {
	case !s.Seth.On:
		return "Time of Seth §4.9: artifacts come with the expansion"
	case a < 1 || a > nArtifacts || s.Seth.Artifacts&(1<<(a-1)) == 0:
		return "Time of Seth §4.9: that artifact is not in the pool"
	case d != artifactDestiny(a):
		return "Time of Seth §4.9: an artifact comes with the destiny card of its ankh"
	case s.DestAv&(1<<(d-1)) == 0:
		return "Time of Seth §4.9 step 3: the destiny card beside that artifact is gone for this choice"
	case int(s.P[seat].Priests) < artifacts[a].Priests:
		return fmt.Sprintf("Time of Seth §4.9: %s costs %d priests; you have %d", artName(a), artifacts[a].Priests, s.P[seat].Priests)
	}
	return "Time of Seth §4.9: not a choice you can make now"
}

func artName(a int) string { return fmt.Sprintf("Art%02d", a) }

// destinyText is the text of an mDestiny move: "destiny D03", or "artifact
// Art05" for an artifact with its destiny card.
func destinyText(d, a int) string {
	if a != 0 {
		return "artifact " + artName(a)
	}
	return "destiny " + cardName(Destiny, d)
}

// parseArtifact reads "artifact Art05".
func parseArtifact(w []string) (engine.Move, bool) {
	if len(w) != 2 || w[0] != "artifact" {
		return engine.Move{}, false
	}
	a, ok := parseNumbered(w[1], "art", nArtifacts)
	if !ok {
		return engine.Move{}, false
	}
	return mv(mDestiny, artifactDestiny(a), a), true
}

// destinySeq appends the destiny choices in turn order, each with reward
// flag flags (1: at once). With the Vizier (§5): the first seat chooses,
// then discards one destiny card, the second seat chooses, and the first
// places or moves the Vizier.
func (s *State) destinySeq(seq []task, flags uint16) []task {
	if s.Seth.Vizier >= 0 {
		first, second := s.Order[0], s.Order[1]
		return append(seq, task{Kind: dDestiny, Seat: first, Flags: flags}, task{Kind: dVeto, Seat: first},
			task{Kind: dDestiny, Seat: second, Flags: flags}, task{Kind: dVizier, Seat: first})
	}
	for i := 0; i < s.Players; i++ {
		seq = append(seq, task{Kind: dDestiny, Seat: s.Order[i], Flags: flags})
	}
	return seq
}

// sethMaatDestiny pushes Maat step 8 when the Vizier is in play (§5); false
// leaves the base order.
func (s *State) sethMaatDestiny() bool {
	if s.Seth.Vizier < 0 {
		return false
	}
	var buf [4]task
	s.pushSeq(s.destinySeq(buf[:0], 1)...)
	return true
}

// destinyPrompt is the destiny choice's prompt with the expansion's
// artifacts.
func (s *State) destinyPrompt(t *task) engine.Prompt {
	var opts []string
	for d := 1; d <= nDestiny; d++ {
		if s.DestAv&(1<<(d-1)) != 0 {
			opts = append(opts, cardTitle(Destiny, d))
		}
	}
	for a := 1; a <= nArtifacts; a++ {
		if s.artifactOnOffer(int(t.Seat), a) {
			opts = append(opts, fmt.Sprintf("%s for %d priests (with %s, no reward)", artName(a), artifacts[a].Priests, cardName(Destiny, artifactDestiny(a))))
		}
	}
	return engine.Prompt{
		Ask:   fmt.Sprintf("Choose a destiny card, its reward at once, or an artifact: %s. The ankh breaks ties for the turn order at the next Maat phase.", joinOr(opts)),
		Doing: "choose a destiny card or an artifact"}
}

// determinizeConquest resamples the conquest tokens below the face-up one,
// which no seat has seen (§2.1 step 6).
func (s *State) determinizeConquest(r *rand.Rand) {
	if s.Seth.On && s.Seth.ConquestN > 2 {
		canonicalShuffle(s.Seth.Conquest[:s.Seth.ConquestN-1], r)
	}
}

// artifactWords tells an artifact bought at a destiny choice.
func artifactWords(who string, a int) string {
	return fmt.Sprintf("%s pays %d priests for the artifact %s and takes the destiny card %s without its reward",
		who, artifacts[a].Priests, artName(a), cardTitle(Destiny, artifactDestiny(a)))
}
