package amunre

import (
	"fmt"
	"karnak/web"
	"strconv"
	"strings"
)

// Words for the places that play moves, for screen readers and the
// chooser's title: a button's aria-label names the move it plays, or the
// moves a tap offers to choose from; what names the place when no move
// does.

func (c *canvas) hotLabel(id, what string) string {
	words := make([]string, 0, len(c.moves[id]))
	for _, m := range c.moves[id] {
		words = append(words, c.moveWords(m))
	}
	return web.HotLabel(what, words, 4, func(first string, n int) string { return fmt.Sprintf("%s: choose among %d moves", first, n) })
}

// moveWords says a move in players' words, as the viewer's place on the
// board plays it.
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
	place := c.provinceName(arg(1))
	withChange := ""
	if strings.HasSuffix(move, " offering-change") {
		withChange = " with your Offering Change"
	}
	switch w[0] {
	case "bid":
		cell, _ := strconv.Atoi(arg(2))
		text := fmt.Sprintf("Bid %d gold on %s", gold(cell), place)
		if arg(3) == "bribe" {
			text += ", playing Bribe"
		}
		return text
	case "protection":
		return "Play Protection"
	case "pass":
		return "Pass: your bid stands"
	case "sell":
		return "Sell a " + cardName(arg(1)) + " card for 1 gold"
	case "stone":
		switch c.v.Phase {
		case "market":
			return "Buy a stone for " + place
		case "offering":
			return "Take a stone for " + place + " as a reward"
		}
		return "Place your instant stone in " + place
	case "architect":
		return "Play Architect: 2 stones of " + place + " become a pyramid"
	case "farmer":
		if c.v.Phase == "market" {
			return "Buy a farmer for " + place
		}
		return "Take a farmer for " + place + " as a reward"
	case "free-farmer":
		return "Play Free Farmer on " + place
	case "cards":
		n, _ := strconv.Atoi(arg(1))
		if c.v.Phase == "market" {
			return fmt.Sprintf("Buy %s for %d gold", plural(n, "Favor card", "Favor cards"), priceOf(n))
		}
		return "Take " + plural(n, "Favor card", "Favor cards") + " as rewards"
	case "done":
		if c.v.Phase == "market" {
			return "End your market turn"
		}
		return "Take no more rewards"
	case "offer":
		n, _ := strconv.Atoi(arg(1))
		return fmt.Sprintf("Offer %d gold%s", n, withChange)
	case "theft":
		return "Lay the Theft card" + withChange
	case "change":
		return "Change the total by " + arg(1)
	case "treasury":
		return "Play Treasury on " + place
	case "bountiful-harvest":
		return "Play Bountiful Harvest on " + place
	case "collect":
		return "Collect your harvest"
	case "choose":
		return "Put " + place + " up for auction"
	}
	return move
}

// gold is the gold of bid cell n, -1 off the track.
func gold(n int) int {
	if n < 0 || n >= len(bidGold) {
		return -1
	}
	return bidGold[n]
}
