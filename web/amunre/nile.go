package amunre

import (
	"fmt"

	game "karnak/games/amunre"
	"karnak/web"
	"karnak/web/draw"
)

// Lower and Upper Egypt: the Nile down the middle, north up (the delta at
// the top of Lower Egypt, Upper Egypt below it), the west bank's provinces
// left of it and the east bank's right, in their order along the river.
// A province on the shore touches the river and is green; one in the
// outskirts stands off it on sand. Each shows its name (in its
// controller's colour, with the controller's mark), what it prints
// (fields, Favor symbols, temples, mine, caravan, instant reward), its
// fields with their farmers, and its pyramids and stones. Tapping the
// fields buys or places a farmer (or plays Free Farmer), tapping the
// stones a stone (or Architect), when the viewer may.

const (
	nileX      = 170.0
	nileW      = 20.0
	boxW       = 160.0 // a shore province, from the river's edge
	offshore   = 14.0  // the sand between the river and an outskirts province
	rowH       = 34.0  // the fields' and the stones' rows: targets
	headH      = 24.0
	attrLine   = 16.0
	fieldSize  = 18.0
	fieldStep  = 22.0
	maxDrawn   = 6 // farmers or pyramids drawn one by one; more are counted
	neutralTop = "#e8dfcc"
)

func (c *canvas) nilePanel(region game.Region) {
	key, heading := "lower", "Lower Egypt (the delta)"
	if region == game.Upper {
		key, heading = "upper", "Upper Egypt"
	}
	var west, east []*game.ProvinceView
	for i := range c.v.Provinces {
		p := &c.v.Provinces[i]
		if p.Land.Region != region {
			continue
		}
		if p.Land.Side == game.West {
			west = append(west, p)
		} else {
			east = append(east, p)
		}
	}
	c.panel(key, heading, func(b *draw.Builder) float64 {
		top := 22.0
		rows := max(len(west), len(east))
		heights := make([]float64, rows)
		for r := range rows {
			for _, side := range [][]*game.ProvinceView{west, east} {
				if r < len(side) {
					heights[r] = max(heights[r], boxHeight(side[r]))
				}
			}
		}
		bottom := top
		for _, h := range heights {
			bottom += h + 8
		}
		b.Rect(nileX, 0, nileW, bottom+4, draw.Fill(nileFill), draw.Class("nile"))
		text(b, 12, 15, font, ink, "West bank", bold)
		text(b, panelWidth-12, 15, font, ink, "East bank", bold, end)
		y := top
		for r, h := range heights {
			if r < len(west) {
				c.provinceBox(b, west[r], y, h)
			}
			if r < len(east) {
				c.provinceBox(b, east[r], y, h)
			}
			y += h + 8
		}
		return bottom + 4
	}, func(o *draw.Builder) {
		note(o, "North is up: the Nile (blue) flows to the delta. Shore provinces (green) touch it; outskirts (sand) stand off it. Tap a province's name for what it gives; green squares are fields, triangles pyramids, small grey squares stones.")
	})
}

// boxX is where a province's box starts, and its width.
func boxX(p *game.ProvinceView) (float64, float64) {
	w := boxW
	if !p.Land.Shore {
		w -= offshore
	}
	if p.Land.Side == game.West {
		return nileX - boxW, w
	}
	x := nileX + nileW
	if !p.Land.Shore {
		x += offshore
	}
	return x, w
}

// attrWords are what a province prints, and whether it is up for auction.
func attrWords(p *game.ProvinceView) []string {
	var out []string
	if p.Auctioned {
		out = append(out, "up for auction")
	}
	out = append(out, plural(int(p.Land.Fields), "field", "fields"))
	if p.Land.Favor > 0 {
		out = append(out, fmt.Sprintf("Favor %d", p.Land.Favor))
	}
	if p.Land.Temples > 0 {
		out = append(out, plural(int(p.Land.Temples), "temple", "temples"))
	}
	if p.Land.Mine > 0 {
		out = append(out, fmt.Sprintf("mine %d gold", p.Land.Mine))
	}
	if p.Land.Caravan > 0 {
		out = append(out, fmt.Sprintf("caravan %d", p.Land.Caravan))
	}
	var instant []string
	if p.Land.InstantFavor > 0 {
		instant = append(instant, plural(int(p.Land.InstantFavor), "card", "cards"))
	}
	if p.Land.InstantGold > 0 {
		instant = append(instant, fmt.Sprintf("%d gold", p.Land.InstantGold))
	}
	if p.Land.InstantStones > 0 {
		instant = append(instant, plural(int(p.Land.InstantStones), "stone", "stones"))
	}
	for i, w := range instant {
		if i == 0 {
			out = append(out, "wins "+w)
		} else {
			out = append(out, "and "+w)
		}
	}
	return out
}

func attrLines(p *game.ProvinceView) []string {
	_, w := boxX(p)
	return wrap(attrWords(p), w-12, font)
}

func boxHeight(p *game.ProvinceView) float64 {
	return headH + attrLine*float64(len(attrLines(p))) + 6 + rowH + 4 + rowH + 6
}

// provinceBox draws one province in a box h tall at y.
func (c *canvas) provinceBox(b *draw.Builder, p *game.ProvinceView, y, h float64) {
	x, w := boxX(p)
	fill := desertFill
	if p.Land.Shore {
		fill = shoreFill
	}
	owner := p.Controller
	border, width := edge, 1.0
	top := neutralTop
	if owner >= 0 {
		border, width, top = web.SeatColour(owner), 3, web.SeatColour(owner)
	}
	var dash draw.Attr
	if p.Auctioned {
		dash = draw.A("stroke-dasharray", "6 3")
		if owner < 0 {
			border, width = "#a04000", 2.5
		}
	}
	b.Group(func(b *draw.Builder) {
		b.Rect(x, y, w, h, draw.Fill(fill), draw.Stroke(border), draw.N("stroke-width", width), draw.N("rx", 5), dash)
		name := p.Name
		label := name
		if owner >= 0 {
			label = web.SeatMark(owner) + " " + name
		}
		infoPlace(b, p.Ref, name, func(b *draw.Builder) {
			b.Rect(x, y, w, headH+attrLine*float64(len(attrLines(p)))+4, draw.Fill(fill), draw.N("rx", 5))
			b.Rect(x, y, w, headH, draw.Fill(top), draw.N("rx", 5))
			text(b, x+6, y+17, 14, draw.TextOn(top), label, bold)
			if room := int((w - 24 - boldWidth(label, 14)) / (0.62 * font)); owner >= 0 && room >= 6 {
				text(b, x+w-6, y+17, font, draw.TextOn(top), trim(c.who(owner), room), end)
			}
			for i, l := range attrLines(p) {
				text(b, x+6, y+headH+13+float64(i)*attrLine, font, ink, l)
			}
		})
		ry := y + headH + attrLine*float64(len(attrLines(p))) + 6
		c.fieldsRow(b, p, x+4, ry, w-8)
		c.stonesRow(b, p, x+4, ry+rowH+4, w-8)
	}, draw.Class("province"), draw.ID("province-"+p.Ref), draw.A("aria-label", c.provinceSummary(p)), draw.A("role", "group"))
}

// provinceSummary says a province's state in words.
func (c *canvas) provinceSummary(p *game.ProvinceView) string {
	who := "nobody's"
	if p.Controller >= 0 {
		who = c.who(p.Controller) + "'s"
	}
	return fmt.Sprintf("%s, %s: %d of %d fields farmed, %s, %s, %s", p.Name, who, p.FieldFarmers, p.Land.Fields,
		plural(p.FreeFarmers, "free farmer", "free farmers"), plural(p.Pyramids, "pyramid", "pyramids"), plural(p.Stones, "stone", "stones"))
}

// fieldsRow draws the fields with their farmers, then the free farmers.
func (c *canvas) fieldsRow(b *draw.Builder, p *game.ProvinceView, x, y, w float64) {
	what := fmt.Sprintf("Fields of %s: %d of %d farmed", p.Name, p.FieldFarmers, p.Land.Fields)
	if p.FreeFarmers > 0 {
		what += fmt.Sprintf(", and %s", plural(p.FreeFarmers, "free farmer", "free farmers"))
	}
	c.hotPlace(b, "farmer-"+p.Ref, x, y, w, rowH, "#fffdf7", what, "field", func(b *draw.Builder) {
		fx := x + 6
		cy := y + rowH/2
		fields := int(p.Land.Fields)
		if fields == 0 {
			text(b, fx, cy+5, font, muted, "no fields")
			fx += textWidth("no fields", font) + 6
		}
		owner := p.Controller
		for i := range min(fields, maxDrawn) {
			b.Rect(fx, cy-fieldSize/2, fieldSize, fieldSize, draw.Fill("#c9dba8"), draw.Stroke("#556b2f"), draw.N("rx", 2))
			if i < p.FieldFarmers {
				c.farmer(b, owner, fx+fieldSize/2, cy, p.Name)
			}
			fx += fieldStep
		}
		if fields > maxDrawn {
			text(b, fx, cy+5, font, ink, fmt.Sprintf("%d/%d", p.FieldFarmers, fields))
			fx += 30
		}
		if p.FreeFarmers > 0 {
			b.Line(fx, y+5, fx, y+rowH-5, draw.Stroke(edge))
			fx += 5
			for i := range min(p.FreeFarmers, 2) {
				c.farmer(b, owner, fx+9+float64(i)*20, cy, p.Name+", free")
			}
			if p.FreeFarmers > 2 {
				text(b, fx+44, cy+5, font, ink, fmt.Sprintf("+%d", p.FreeFarmers-2))
			}
		}
	})
}

// farmer draws a farmer in its owner's colour with its mark.
func (c *canvas) farmer(b *draw.Builder, owner int, cx, cy float64, where string) {
	if owner < 0 {
		b.Group(func(b *draw.Builder) {
			b.Title("A farmer in " + where)
			b.Circle(cx, cy, 8, draw.Fill("#7a5230"))
		}, draw.Class("piece"))
		return
	}
	seatPiece(b, owner, cx, cy, 8.5, fmt.Sprintf("%s's farmer in %s", c.who(owner), where))
}

// stonesRow draws the pyramids (a double pyramid counts as two) and the
// stones.
func (c *canvas) stonesRow(b *draw.Builder, p *game.ProvinceView, x, y, w float64) {
	what := fmt.Sprintf("%s: %s and %s", p.Name, plural(p.Pyramids, "pyramid", "pyramids"), plural(p.Stones, "stone", "stones"))
	c.hotPlace(b, "stone-"+p.Ref, x, y, w, rowH, "#fffdf7", what, "pyramid", func(b *draw.Builder) {
		px := x + 6
		base := y + rowH - 7
		if p.Pyramids == 0 && p.Stones == 0 {
			text(b, px, base-3, font, muted, "no pyramid")
			return
		}
		for range min(p.Pyramids, 4) {
			b.Path(fmt.Sprintf("M%s %sL%s %sL%s %sZ", draw.Num(px), draw.Num(base), draw.Num(px+10), draw.Num(base-20), draw.Num(px+20), draw.Num(base)),
				draw.Fill(pyramidFill), draw.Stroke("#6b4f12"))
			px += 23
		}
		if p.Pyramids > 4 {
			text(b, px, base-3, font, ink, fmt.Sprintf("×%d", p.Pyramids))
			px += 30
		}
		if p.Stones > 0 {
			px += 4
			for range min(p.Stones, 4) {
				b.Rect(px, base-10, 10, 10, draw.Fill(stoneFill), draw.Stroke("#4a4238"))
				px += 13
			}
			if p.Stones > 4 {
				text(b, px, base-1, font, ink, fmt.Sprintf("×%d", p.Stones))
			}
		}
	})
}
