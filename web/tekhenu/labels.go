package tekhenu

import (
	"fmt"
	"strings"
)

// Words for the places that play moves, for screen readers: a button's
// aria-label names the move it plays, or the moves a tap offers to choose
// from. what names the place ("temple cell row 2, column 3").

func (s *svg) hotLabel(id, what string) string {
	moves := s.moves[id]
	if len(moves) == 0 {
		return what
	}
	seen := map[string]bool{}
	var said []string
	for _, m := range moves {
		if w := moveWords(m, what); !seen[w] {
			seen[w] = true
			said = append(said, w)
		}
	}
	if len(said) == 1 {
		return said[0]
	}
	if len(said) > 4 {
		return fmt.Sprintf("%s: choose among %d moves", said[0], len(said))
	}
	return strings.Join(said, "; or ")
}

var statusWords = map[string]string{"pure": "as pure", "tainted": "as tainted"}

// moveWords says a move in players' words; what names its place.
func moveWords(move, what string) string {
	w := strings.Fields(move)
	if len(w) == 0 {
		return what
	}
	arg := func(i int) string {
		if i < len(w) {
			return w[i]
		}
		return ""
	}
	die := func() string {
		return fmt.Sprintf("the %s %s from %s's sector", arg(2), arg(3), godTitle(arg(1)))
	}
	switch w[0] {
	case "take":
		text := "Take " + die()
		switch {
		case statusWords[arg(4)] != "":
			text += " " + statusWords[arg(4)]
		case arg(4) == "as":
			text += " as if it were " + arg(5)
		}
		return text
	case "anubis":
		text := "Take " + die() + " with an Anubis action (2 scribes)"
		switch arg(4) {
		case "free":
			text = "Take " + die() + " with an Anubis action, free by a blessing"
		case "gold":
			text += ", paying " + plural(atoi(arg(5)), "gold", "gold") + " for scribes"
		}
		return text
	case "discard":
		return "Discard " + die()
	case "act":
		text := "Perform " + godTitle(arg(1)) + "'s action with your die"
		if len(w) > 2 {
			text += " (" + strings.Join(w[2:], " ") + ")"
		}
		return text
	case "pillar":
		return fmt.Sprintf("Raise your pillar on %s, turned %s", what, rotationWords(arg(2)))
	case "building":
		return "Build beside the temple on " + what
	case "osiris":
		return "Build a " + districtBuilding(arg(1)) + " in the " + arg(1) + " district of Osiris"
	case "card":
		return "Take " + what
	case "refresh":
		return "Refresh market section " + arg(1) + " for 1 papyrus"
	case "advance":
		return "Advance your " + arg(1)
	case "statue":
		return "Build your statue on " + what
	}
	return what + ": " + move
}

func rotationWords(rot string) string {
	switch rot {
	case "0":
		return "as printed"
	case "1":
		return "a quarter turn clockwise"
	case "2":
		return "half a turn"
	case "3":
		return "a quarter turn anticlockwise"
	}
	return rot
}

func districtBuilding(res string) string {
	if res == "limestone" || res == "granite" {
		return "quarry"
	}
	return "workshop"
}
