package amunre

import (
	"fmt"

	"karnak/web/draw"
)

// The market: the price track (n items of one kind in one turn cost
// 1 + 2 + … + n gold), whose turn it is and which of its steps is open
// (Favor cards, then farmers, then stones), the buttons that buy Favor
// cards and end the turn. Farmers and stones are bought on the provinces.

var marketSteps = []struct{ key, name string }{{"cards", "Favor cards"}, {"farmers", "farmers"}, {"stones", "stones"}}

func (c *canvas) marketPanel() {
	c.panel("market", "Market", func(b *draw.Builder) float64 {
		y := c.priceTrack(b, 4)
		y = c.marketTurn(b, y+8)
		if c.v.Phase == "market" {
			y = c.cardButtons(b, y+4, true)
			if c.hot["done"] {
				c.button(b, "done", 12, y+6, 200, "Done: end my turn", "End your market turn")
				y += 6 + minTarget + 4
			}
		}
		return y + 8
	}, func(o *draw.Builder) {
		note(o, "In your market turn buy Favor cards (up to the most Favor symbols of one of your provinces), then farmers (a tap on the fields of your province), then stones (a tap on its pyramids row); three stones in a province make a pyramid.")
	})
}

// priceTrack draws the cost of 1 to 8 items of one kind bought in a turn.
func (c *canvas) priceTrack(b *draw.Builder, y float64) float64 {
	const left, label, cell = 12.0, 54.0, 36.0
	infoPlace(b, "market", "Price track", func(b *draw.Builder) {
		b.Rect(left, y, label+8*cell, 2*28+20, draw.Fill(panelFill))
		text(b, left, y+14, font, ink, "Price track (n of one kind in a turn)", bold)
		for row, name := range []string{"items", "gold"} {
			ry := y + 20 + float64(row)*28
			text(b, left, ry+19, font, ink, name)
			for n := 1; n <= 8; n++ {
				x := left + label + float64(n-1)*cell
				v := n
				if row == 1 {
					v = priceOf(n)
				}
				fill := cellFill
				if row == 1 {
					fill = "#ffffff"
				}
				b.Rect(x, ry, cell-2, 26, draw.Fill(fill), draw.Stroke(edge), draw.N("rx", 3))
				text(b, x+(cell-2)/2, ry+18, 14, ink, fmt.Sprint(v), middle, draw.If(row == 1, bold))
			}
		}
	})
	return y + 20 + 2*28
}

// marketTurn says whose market turn it is and which step is open.
func (c *canvas) marketTurn(b *draw.Builder, y float64) float64 {
	if c.v.Phase != "market" {
		text(b, 12, y+14, font, muted, "The market opens after the auction.")
		return y + 20
	}
	turn := -1
	step := ""
	for _, s := range c.v.Seats {
		if s.MarketStep != "" {
			turn, step = s.Seat, s.MarketStep
		}
	}
	if turn < 0 {
		text(b, 12, y+14, font, muted, "The market is over for this round.")
		return y + 20
	}
	whose := c.who(turn) + "'s market turn:"
	seatPiece(b, turn, 21, y+10, 9, whose)
	if turn == c.seat {
		whose = "Your market turn:"
	}
	text(b, 36, y+15, font, ink, trim(whose, 40), bold)
	y += 24
	const left, w, gap = 12.0, 108.0, 6.0
	open := 3
	for i, s := range marketSteps {
		if s.key == step {
			open = i
		}
	}
	for i, s := range marketSteps {
		x := left + float64(i)*(w+gap)
		fill, colour, label := cellFill, ink, s.name
		switch {
		case i == open:
			fill, colour, label = currentFill, "#ffffff", "▸ "+s.name
		case i < open:
			fill, colour, label = closedFill, ink, "✓ "+s.name
		}
		b.Group(func(b *draw.Builder) {
			b.Title(fmt.Sprintf("Step %d: %s", i+1, s.name))
			b.Rect(x, y, w, 28, draw.Fill(fill), draw.Stroke(edge), draw.N("rx", 14))
			text(b, x+w/2, y+19, font, colour, label, middle, draw.If(i == open, bold))
		}, draw.Data("place", "step-"+s.key))
	}
	return y + 28
}

// cardButtons draws the buttons that buy (in the market) or take (as
// offering rewards) n Favor cards, two a row; only those that play.
func (c *canvas) cardButtons(b *draw.Builder, y float64, buying bool) float64 {
	const w, gap = 164.0, 8.0
	drawn := 0
	for n := 1; n <= 4; n++ {
		id := fmt.Sprintf("cards-%d", n)
		if !c.hot[id] {
			continue
		}
		x := 12 + float64(drawn%2)*(w+gap)
		row := y + 6 + float64(drawn/2)*(minTarget+8)
		label := plural(n, "card", "cards")
		if buying {
			label += fmt.Sprintf(", %d gold", priceOf(n))
		} else {
			label = "Take " + label
		}
		c.hotPlace(b, id, x, row, w, minTarget+2, "#ffffff", label, "favor", func(b *draw.Builder) {
			text(b, x+w/2, row+22, 14, ink, label, middle, bold)
		})
		drawn++
	}
	if drawn == 0 {
		return y
	}
	return y + 6 + float64((drawn+1)/2)*(minTarget+8)
}
