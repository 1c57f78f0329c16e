package amunre

import (
	"fmt"

	game "karnak/games/amunre"
	"karnak/web/draw"
)

// The offering to Amun-Re: every seat's offering in turn order — while
// they are secret only whether it is made (committed) or awaited, and the
// viewer's own; once all are shown, each one, its Offering Change, its
// rank and rewards — the total; the amounts the viewer may offer, the
// Theft card, the Offering Change's two ways, and the rewards to take.

const (
	amountCols  = 10
	amountPitch = (panelWidth - 24) / amountCols
	amountSize  = amountPitch - 1.2
)

func (c *canvas) offeringPanel() {
	c.panel("offering", "Offering to Amun-Re", func(b *draw.Builder) float64 {
		y := c.offerings(b, 4)
		y = c.amounts(b, y+4)
		y = c.changeButtons(b, y)
		if c.v.Phase == "offering" {
			y = c.cardButtons(b, y, false)
			if c.hot["done"] {
				c.button(b, "done", 12, y+6, 230, "Done: no more rewards", "Take no more rewards")
				y += 6 + minTarget + 4
			}
		}
		return y + 8
	}, func(o *draw.Builder) {
		note(o, "Everyone offers at once, in secret: gold, or the Theft card (the total drops by 3, its player takes 3 gold and no reward). Then all are shown: the highest offering gets 3 rewards and the First Player token, the second 2, every other gold offering 1. A reward is a Favor card, a farmer on a free field (tap the fields) or a stone (tap the pyramids row).")
	})
}

// secret reports whether the offerings are being made and not yet shown.
func (c *canvas) secret() bool { return c.v.Phase == "offering" && c.v.Total == nil }

// offerings draws each seat's offering as the viewer may see it.
func (c *canvas) offerings(b *draw.Builder, y float64) float64 {
	if c.v.Phase != "offering" {
		text(b, 12, y+14, font, muted, "The offering follows the market.")
		return y + 22
	}
	if c.secret() {
		text(b, 12, y+14, font, ink, "Offerings, secret until all are made:", bold)
	} else {
		text(b, 12, y+14, font, ink, fmt.Sprintf("Offerings shown: the total is %d.", *c.v.Total), bold)
	}
	y += 22
	for i := range c.v.Seats {
		seat := (c.v.First + i) % len(c.v.Seats)
		s := &c.v.Seats[seat]
		status, done := c.offerWords(s)
		fill := "#ffffff"
		if done {
			fill = "#eef5ea"
		}
		said := wrapWords(status, panelWidth-152, font)
		h := 11 + 17*float64(len(said))
		b.Group(func(b *draw.Builder) {
			b.Title(c.who(seat) + ": " + status)
			b.Rect(8, y, panelWidth-16, h, draw.Fill(fill), draw.Stroke(edge), draw.N("rx", 4))
			seatPiece(b, seat, 22, y+14, 9, c.who(seat))
			text(b, 36, y+19, font, ink, trim(c.who(seat), 12), bold)
			for i, l := range said {
				text(b, 140, y+19+17*float64(i), font, ink, l)
			}
		}, draw.ID(fmt.Sprintf("offer-seat-%d", seat)), draw.Data("state", offerState(s, c.secret())))
		y += h + 3
	}
	return y
}

// offerState is a seat's part in the offering for tests and scripts:
// committed, awaited or shown.
func offerState(s *game.SeatView, secret bool) string {
	switch {
	case !secret:
		return "shown"
	case s.Committed:
		return "committed"
	}
	return "awaited"
}

// offerWords say a seat's offering as the viewer may see it, and whether
// it is made.
func (c *canvas) offerWords(s *game.SeatView) (string, bool) {
	o := s.Offer
	if c.secret() {
		switch {
		case o != nil && s.Seat == c.seat:
			return "✓ yours: " + offerText(o), true
		case s.Committed:
			return "✓ made, in secret", true
		}
		return "… still deciding", false
	}
	if o == nil {
		return "—", true
	}
	w := offerText(o)
	if o.Change != 0 {
		w += fmt.Sprintf(", changed %+d", o.Change)
	}
	if s.Rank > 0 {
		w += fmt.Sprintf(", %s", ordinal(s.Rank))
	}
	if s.Rewards > 0 {
		w += fmt.Sprintf(", %s to take", plural(s.Rewards, "reward", "rewards"))
	}
	return w, true
}

func offerText(o *game.OfferView) string {
	w := fmt.Sprintf("%d gold", o.Gold)
	if o.Theft {
		w = "Theft card"
	}
	if o.WithChange {
		w += " + Change"
	}
	return w
}

// amounts draws the gold the viewer may offer, ten a row, and the Theft
// card: only while it may offer.
func (c *canvas) amounts(b *draw.Builder, y float64) float64 {
	top := 0
	for id := range c.hot {
		var n int
		if _, err := fmt.Sscanf(id, "offer-%d", &n); err == nil && n > top {
			top = n
		}
	}
	if top == 0 && !c.hot["offer-theft"] {
		return y
	}
	text(b, 12, y+14, font, ink, "Your offering, in gold:", bold)
	y += 20
	drawn := 0
	for n := 1; n <= top; n++ {
		id := fmt.Sprintf("offer-%d", n)
		if !c.hot[id] {
			continue
		}
		x := 12 + float64(drawn%amountCols)*amountPitch
		row := y + float64(drawn/amountCols)*(amountSize+4)
		label := fmt.Sprint(n)
		c.hotPlace(b, id, x, row, amountSize, amountSize, "#ffffff", "", "", func(b *draw.Builder) {
			text(b, x+amountSize/2, row+amountSize/2+5, 14, ink, label, middle, bold)
		})
		drawn++
	}
	if drawn > 0 {
		y += float64((drawn+amountCols-1)/amountCols) * (amountSize + 4)
	}
	if c.hot["offer-theft"] {
		c.hotPlace(b, "offer-theft", 12, y+4, 240, minTarget+2, "#ffffff", "", "theft", func(b *draw.Builder) {
			text(b, 132, y+26, 14, ink, "Theft card: take 3 gold", middle, bold)
		})
		y += minTarget + 10
	}
	return y
}

// changeButtons draws the Offering Change's +3 and −3 with the totals
// they make.
func (c *canvas) changeButtons(b *draw.Builder, y float64) float64 {
	if !c.hot["change-up"] && !c.hot["change-down"] {
		return y
	}
	total := 0
	if c.v.Total != nil {
		total = *c.v.Total
	}
	text(b, 12, y+14, font, ink, "Your Offering Change:", bold)
	y += 20
	for i, d := range []struct {
		id string
		by int
	}{{"change-up", 3}, {"change-down", -3}} {
		if !c.hot[d.id] {
			continue
		}
		x := 12 + float64(i)*172
		label := fmt.Sprintf("%+d: total %d", d.by, total+d.by)
		c.hotPlace(b, d.id, x, y, 164, minTarget+2, "#ffffff", label, "offering-change", func(b *draw.Builder) {
			text(b, x+82, y+22, 14, ink, label, middle, bold)
		})
	}
	return y + minTarget + 8
}
