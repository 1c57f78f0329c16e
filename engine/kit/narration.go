package kit

import (
	"fmt"

	"karnak/engine"
)

// Narration collects the events of one move while a game's PlayNarrated
// plays it (engine.Narrator). A game keeps a *Narration in its state, nil
// between moves, and its rules tell what happens only while it is set, so
// that a playout pays one nil check a step.
type Narration struct{ Events []engine.Event }

// Say tells a public event about seat (−1: the game itself).
func (n *Narration) Say(seat int, format string, args ...any) {
	n.Events = append(n.Events, engine.Event{Seat: seat, Text: fmt.Sprintf(format, args...)})
}

// Secret tells an event seat reads as text and the others as public until
// the reveal point (never: the others read nothing when public is "").
func (n *Narration) Secret(seat int, text, public string, until engine.Reveal) {
	n.Events = append(n.Events, engine.Event{Seat: seat, Text: text, Public: public, Until: until})
}
