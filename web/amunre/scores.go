package amunre

import (
	"fmt"
	"strconv"

	"karnak/web/draw"
)

// Scores: the VP track with every seat's marker on a line of its own, the
// VP so far by category, and the other seats' last moves in words.

const (
	vpLeft  = 118.0
	vpRight = 312.0
)

// ledgerLabels name the view's categories of VP for people: in the final
// table, and shorter in the running one.
var ledgerLabels = map[string]string{
	"temples":      "temples",
	"pyramids":     "pyramids (1 VP each)",
	"set bonus":    "fewest-pyramids bonus",
	"side bonuses": "most pyramids west/east",
	"yellow cards": "yellow Favor cards",
	"gold":         "most gold (at the end)",
}

var ledgerShort = map[string]string{
	"temples":      "temples",
	"pyramids":     "pyramids",
	"set bonus":    "set bonus",
	"side bonuses": "side bonus",
	"yellow cards": "yellow cards",
	"gold":         "most gold",
}

func (c *canvas) scoresPanel() {
	c.panel("scores", "Scores", func(b *draw.Builder) float64 {
		top := 0
		for _, s := range c.v.Seats {
			top = max(top, s.VP)
		}
		scale := max(50, (top+9)/10*10)
		x := func(vp int) float64 { return vpLeft + (vpRight-vpLeft)*float64(min(vp, scale))/float64(scale) }
		y := 6.0
		text(b, 12, y+14, font, ink, "Victory points", bold)
		y += 20
		infoPlace(b, "gold", "Gold", func(b *draw.Builder) {
			b.Rect(8, y, 100, minTarget, draw.Fill(panelFill))
			text(b, 12, y+20, font, muted, "name, gold")
		})
		for v := 0; v <= scale; v += 10 {
			text(b, x(v), y+20, font, muted, strconv.Itoa(v), middle)
		}
		y += minTarget + 2
		for i := range c.v.Seats {
			seat := (c.v.First + i) % len(c.v.Seats)
			s := &c.v.Seats[seat]
			gold := "gold hidden"
			if s.Gold != nil {
				gold = fmt.Sprintf("%d gold", *s.Gold)
			}
			say := fmt.Sprintf("%s: %d VP, %s", c.who(seat), s.VP, gold)
			b.Group(func(b *draw.Builder) {
				b.Title(say)
				b.Rect(8, y, panelWidth-16, 34, draw.Fill(map[bool]string{true: "#ffffff", false: panelFill}[i%2 == 0]))
				text(b, 12, y+14, font, ink, trim(c.who(seat), 10), bold)
				text(b, 12, y+29, font, muted, gold)
				b.Line(vpLeft, y+17, vpRight, y+17, draw.Stroke("#d9ccb0"), draw.N("stroke-width", 2))
				seatPiece(b, seat, x(s.VP), y+17, 10, say)
				text(b, panelWidth-12, y+22, 15, ink, strconv.Itoa(s.VP), end, bold)
			}, draw.ID(fmt.Sprintf("vp-seat-%d", seat)))
			y += 36
		}
		return y + 4
	}, func(o *draw.Builder) {
		c.ledgerTable(o)
		c.toldList(o)
	})
}

// ledgerTable is the VP so far by category, HTML, a column a seat.
func (c *canvas) ledgerTable(o *draw.Builder) {
	o.Elem("div", func(o *draw.Builder) {
		o.Elem("table", func(o *draw.Builder) {
			o.Elem("caption", func(o *draw.Builder) { o.Plain("VP so far, by where they came from") },
				draw.A("style", "text-align:left;font-weight:bold;padding:2px 0"))
			cell := "border-bottom:1px solid #e0d5bd;padding:2px 3px;text-align:right"
			o.Elem("thead", func(o *draw.Builder) {
				o.Elem("tr", func(o *draw.Builder) {
					o.Elem("th", func(o *draw.Builder) { o.Plain("") }, draw.A("style", cell))
					for _, s := range c.v.Seats {
						o.Elem("th", func(o *draw.Builder) {
							markSpan(o, s.Seat)
							o.Plain(trim(c.who(s.Seat), 6))
						}, draw.A("scope", "col"), draw.A("style", cell))
					}
				})
			})
			o.Elem("tbody", func(o *draw.Builder) {
				for _, cat := range ledgerOrder {
					o.Elem("tr", func(o *draw.Builder) {
						o.Elem("th", func(o *draw.Builder) { o.Plain(ledgerShort[cat]) }, draw.A("scope", "row"),
							draw.A("style", "border-bottom:1px solid #e0d5bd;padding:2px 4px;text-align:left;font-weight:normal"))
						for _, s := range c.v.Seats {
							o.Elem("td", func(o *draw.Builder) { o.Plain(strconv.Itoa(s.Ledger[cat])) }, draw.A("style", cell))
						}
					})
				}
				o.Elem("tr", func(o *draw.Builder) {
					o.Elem("th", func(o *draw.Builder) { o.Plain("total") }, draw.A("scope", "row"),
						draw.A("style", "border-top:2px solid #8a7a66;padding:2px 4px;text-align:left"))
					for _, s := range c.v.Seats {
						o.Elem("td", func(o *draw.Builder) { o.Plain(strconv.Itoa(s.VP)) }, draw.A("style", "border-top:2px solid #8a7a66;padding:2px 4px;text-align:right;font-weight:bold"))
					}
				})
			})
		}, draw.Class("ar-score"), draw.A("style", "border-collapse:collapse;font-size:13px;margin:4px 0;width:100%"))
	}, draw.A("style", "overflow-x:auto;max-width:100%;margin:0 8px"))
}
