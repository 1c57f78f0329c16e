package kemet

import (
	"fmt"
	"strconv"
	"strings"

	"karnak/engine"
)

// Conceal says how a secret move reads to the other seats and when it is
// shown (engine.Concealer): a battle's played card and DI cards at its
// reveal, its discarded card never (or at the reveal with open discards),
// Vision's kept card and Divine Wound's discards never (§5, RUL-25).
func (s *State) Conceal(seat int, m engine.Move) (string, engine.Reveal) {
	switch m.Kind {
	case mKeep:
		return "keep (a card)", engine.RevealNever
	case mWound:
		return "wound (a card)", engine.RevealNever
	case mPlay:
		return "play (a battle card)", s.battleReveal()
	case mCommit:
		return "commit (a card)", s.battleReveal()
	case mDiscardCard:
		if s.Open {
			return "discard (a battle card)", s.battleReveal()
		}
		return "discard (a battle card)", engine.RevealNever
	}
	return "", ""
}

func (s *State) battleReveal() engine.Reveal {
	return engine.Reveal(fmt.Sprintf("battle-%d", s.Fight.Number))
}

// Revealed reports whether battle N's cards were shown ("battle-N").
func (s *State) Revealed(r engine.Reveal) bool {
	n, ok := strings.CutPrefix(string(r), "battle-")
	if !ok {
		return false
	}
	k, err := strconv.Atoi(n)
	return err == nil && int(s.Shown) >= k
}
