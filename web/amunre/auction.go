package amunre

import (
	"fmt"
	"strings"

	game "karnak/games/amunre"
	"karnak/web"
	"karnak/web/draw"
)

// The auction: each province up for auction with its instant reward and
// its bid track of nine cells, the scribe on the standing bid, the cells
// a new bid may not take closed; who still has to bid; the pass button;
// in the advanced game the province cards in hand. Between auctions, the
// provinces auctioned this era.

const (
	bidLeft = 12.0
	bidCell = 37.0 // 9 cells: 333 units
	bidH    = 36.0
)

func (c *canvas) auctionPanel() {
	c.panel("auction", "Auction", func(b *draw.Builder) float64 {
		y := 4.0
		y = c.provinceChoice(b, y)
		any := false
		for i := range c.v.Provinces {
			if p := &c.v.Provinces[i]; p.Auctioned {
				y = c.bidTrack(b, p, y)
				any = true
			}
		}
		if !any {
			y = c.auctionedThisEra(b, y)
		} else {
			y = c.biddersLeft(b, y)
		}
		if c.hot["pass"] {
			c.button(b, "pass", 12, y+6, 160, "Pass", "Pass")
			y += 6 + minTarget + 4
		}
		return y + 8
	}, func(o *draw.Builder) {
		note(o, "Bid by a tap on a cell of a track. Cells at or below a standing bid are closed (grey), and after Protection the next one too. Play Protection or Bribe from your Favor cards.")
	})
}

// bidTrack draws one province's block: its name and instant reward, its
// nine cells and the standing bid.
func (c *canvas) bidTrack(b *draw.Builder, p *game.ProvinceView, y float64) float64 {
	text(b, 12, y+16, 15, ink, p.Name, bold)
	lines := wrap(instantWords(p, true), panelWidth-24, font)
	if len(lines) > 0 && 12+boldWidth(p.Name, 15)+10+textWidth("· "+lines[0], font) <= panelWidth-12 {
		text(b, 12+boldWidth(p.Name, 15)+10, y+16, font, ink, "· "+lines[0])
		lines = lines[1:]
	}
	for i, l := range lines {
		text(b, 12, y+33+float64(i)*17, font, ink, l)
	}
	y += 6 + 17*float64(len(lines)+1)
	holder, protected := -1, false
	minCell := 0
	if p.Bid != nil {
		holder = p.Bid.Seat
		if holder >= 0 && holder < len(c.v.Seats) {
			protected = c.v.Seats[holder].Protected
		}
		minCell = p.Bid.Cell + 1
		if protected {
			minCell++
		}
	}
	for cell, g := range bidGold {
		id := fmt.Sprintf("bid-%s-%d", p.Ref, cell)
		x := bidLeft + float64(cell)*bidCell
		fill, colour, label := "#ffffff", ink, fmt.Sprint(g)
		what := fmt.Sprintf("%s, bid cell of %d gold", p.Name, g)
		switch {
		case p.Bid != nil && cell == p.Bid.Cell:
			fill = web.SeatColour(holder)
			colour, label = draw.TextOn(fill), web.SeatMark(holder)+fmt.Sprint(g)
			what = fmt.Sprintf("%s: %s's scribe bids %d gold", p.Name, c.who(holder), g)
		case cell < minCell:
			fill = closedFill
			if cell == minCell-1 && protected {
				what = fmt.Sprintf("%s, %d gold: closed by %s's Protection", p.Name, g, c.who(holder))
			}
		}
		c.hotPlace(b, id, x, y, bidCell-3, bidH, fill, what, "bid", func(b *draw.Builder) {
			text(b, x+(bidCell-3)/2, y+23, 14, colour, label, middle, draw.If(cell == minCell-1 && protected, draw.A("text-decoration", "line-through")))
		})
	}
	y += bidH + 4
	switch {
	case p.Bid != nil:
		say := fmt.Sprintf("%s's scribe: %d gold", c.who(holder), p.Bid.Gold)
		if protected {
			say += ", protected"
		}
		text(b, 12, y+14, font, ink, trim(say, 44))
	default:
		text(b, 12, y+14, font, muted, "No bid yet.")
	}
	return y + 26
}

// instantWords say what a province's winner takes at once; faceDown
// counts the Favor cards lying on it (the view's count while it is up for
// auction) rather than the printed number.
func instantWords(p *game.ProvinceView, faceDown bool) []string {
	var out []string
	favor := int(p.Land.InstantFavor)
	if faceDown && p.Auctioned {
		favor = p.FaceDown
	}
	if favor > 0 {
		w := plural(favor, "Favor card", "Favor cards")
		if faceDown && p.Auctioned {
			w += " face down"
		}
		out = append(out, "wins "+w)
	}
	if p.Land.InstantGold > 0 {
		out = append(out, fmt.Sprintf("wins %d gold", p.Land.InstantGold))
	}
	if p.Land.InstantStones > 0 {
		out = append(out, "wins "+plural(int(p.Land.InstantStones), "stone", "stones")+" (any province)")
	}
	return out
}

// biddersLeft says who has no scribe on a card yet and who may bid where
// it was outbid only with Bribe.
func (c *canvas) biddersLeft(b *draw.Builder, y float64) float64 {
	var left []string
	var banned []string
	for _, s := range c.v.Seats {
		if s.Scribe == "" {
			left = append(left, c.whoMark(s.Seat))
		}
		if s.Banned != "" && s.Scribe == "" {
			banned = append(banned, fmt.Sprintf("%s was outbid on %s: may bid there again only with Bribe.", c.whoMark(s.Seat), c.provinceName(s.Banned)))
		}
	}
	say := "Every scribe stands on a card."
	if len(left) > 0 {
		say = "Still to place a scribe: " + strings.Join(left, ", ")
	}
	lines := wrapWords(say, panelWidth-24, font)
	for _, s := range banned {
		lines = append(lines, wrapWords(s, panelWidth-24, font)...)
	}
	for i, l := range lines {
		text(b, 12, y+14+float64(i)*17, font, ink, l)
	}
	return y + 17*float64(len(lines))
}

// auctionedThisEra lists the provinces auctioned in this era so far.
func (c *canvas) auctionedThisEra(b *draw.Builder, y float64) float64 {
	var names []string
	for _, ref := range c.v.PlayedCards {
		names = append(names, c.provinceName(ref))
	}
	say := "No auction now."
	if len(names) > 0 {
		say += " Auctioned in this era: " + strings.Join(names, ", ") + "."
	}
	say += fmt.Sprintf(" Province cards in the deck: %d.", c.v.DeckSize)
	lines := wrapWords(say, panelWidth-24, font)
	for i, l := range lines {
		text(b, 12, y+16+float64(i)*17, font, ink, l)
	}
	return y + 6 + 17*float64(len(lines))
}

// provinceChoice draws, in the advanced game, the viewer's province cards
// (a tap puts one up for auction while the choice is open) and who has
// chosen, never what.
func (c *canvas) provinceChoice(b *draw.Builder, y float64) float64 {
	if c.v.Rules != "advanced" {
		return y
	}
	me := c.mine()
	if me != nil && len(me.ProvinceHand) > 0 {
		text(b, 12, y+14, font, ink, "Your province cards:", bold)
		y += 20
		const w, gap = 108.0, 6.0
		for i, ref := range me.ProvinceHand {
			x := 12 + float64(i%3)*(w+gap)
			row := y + float64(i/3)*(minTarget+6)
			label := c.provinceName(ref)
			if ref == me.Choice {
				label = "✓ " + label
			}
			c.hotPlace(b, "choose-"+ref, x, row, w, minTarget, cellFill, label, ref, func(b *draw.Builder) {
				text(b, x+w/2, row+21, font, ink, trim(label, 13), middle, draw.If(ref == me.Choice, bold))
			})
		}
		y += float64((len(me.ProvinceHand)+2)/3) * (minTarget + 6)
	}
	var said []string
	for _, s := range c.v.Seats {
		w := fmt.Sprintf("%s %d", c.whoMark(s.Seat), s.ProvinceCards)
		if s.Committed && c.v.Phase == "auction" {
			w += " (chosen)"
		}
		said = append(said, w)
	}
	lines := wrap(said, panelWidth-24, font)
	text(b, 12, y+14, font, ink, "Province cards in hand:")
	for i, l := range lines {
		text(b, 12, y+31+float64(i)*17, font, ink, l)
	}
	return y + 22 + 17*float64(len(lines))
}
