package kemet

import (
	"fmt"
	"karnak/web"
	"strings"
)

// Words for the places that play moves, for screen readers and the
// chooser's title: a place's aria-label names the move it plays, or the
// moves a tap offers to choose from.

func (c *canvas) hotLabel(id, what string) string {
	words := make([]string, 0, len(c.moves[id]))
	for _, m := range c.moves[id] {
		words = append(words, c.moveWords(m))
	}
	return web.HotLabel(what, words, 3, func(_ string, n int) string { return fmt.Sprintf("%s: choose among %d moves", what, n) })
}

// moveWords says a move in players' words, as its place plays it.
func (c *canvas) moveWords(move string) string {
	w := strings.Fields(move)
	if len(w) == 0 {
		return ""
	}
	arg := func(i int) string {
		if i < len(w) {
			return w[i]
		}
		return ""
	}
	place := regionName(arg(1))
	switch w[0] {
	case "place":
		return "Place a unit in " + place
	case "creature":
		return "Put the creature in " + place
	case "step":
		return "Move the troop to " + place
	case "teleport":
		return "Teleport the troop to " + place
	case "escape":
		return "Escape to " + place
	case "retreat-to":
		return "Make the loser retreat to " + place
	case "attack":
		return "Attack " + place
	case "fire":
		return "Rain fire on the troop in " + place
	case "teleportation":
		return "Play Teleportation: to " + place
	case "from":
		units := arg(2) + " units"
		if arg(2) == "1" {
			units = "1 unit"
		}
		if arg(3) == "creature" {
			units += " and the creature"
		}
		return fmt.Sprintf("Move %s from %s", units, place)
	case "return":
		return fmt.Sprintf("Bring %s back to %s", cardName(arg(1)), regionName(arg(2)))
	case "token":
		return "Place an action token on " + spaceName(arg(1))
	case "silver":
		return "Place the silver token on " + spaceName(arg(1))
	case "gold":
		return "Use the gold token to " + arg(1)
	case "buy":
		return "Buy " + cardName(arg(1))
	case "card":
		return "Play " + cardName(arg(1))
	case "commit":
		return "Commit " + cardName(arg(1)) + " to the battle"
	case "wound":
		return "Discard " + cardName(arg(1)) + " for Divine Wound"
	case "keep":
		return "Keep " + cardName(arg(1))
	case "play":
		return "Play " + cardName(arg(1))
	case "discard":
		return "Discard " + cardName(arg(1))
	case "replace":
		return "Replace " + cardName(arg(1))
	case "raise":
		return fmt.Sprintf("Raise your %s pyramid to level %s", arg(1), arg(2))
	}
	return move
}

// spaceName names an action space: "Move (row 1)".
func spaceName(ref string) string {
	row, act, ok := strings.Cut(ref, ".")
	if !ok {
		return "the gold space"
	}
	act = strings.Replace(act, "Buy", "Buy ", 1)
	return fmt.Sprintf("%s (row %s)", strings.ToLower(act), strings.TrimPrefix(row, "R"))
}
