package tekhenu

import (
	"strings"

	"karnak/engine"
)

// Conceal hides which decree a seat keeps at setup and which decrees it
// scores before the end is shown: the others see that the move was
// made, not its cards, until the game is over.
func (s *State) Conceal(seat int, m engine.Move) (string, engine.Reveal) {
	return s.concealText(s.MoveText(m))
}

func (s *State) concealText(text string) (string, engine.Reveal) {
	switch {
	case strings.HasPrefix(text, "keep L"), strings.HasPrefix(text, "keep DX"):
		return "keep (a decree)", engine.RevealAtEnd
	case strings.HasPrefix(text, "score "):
		return "score (decrees)", engine.RevealAtEnd
	}
	return "", ""
}

// Revealed: Tekhenu's secrets last until the end, which the engine knows.
func (s *State) Revealed(engine.Reveal) bool { return false }
