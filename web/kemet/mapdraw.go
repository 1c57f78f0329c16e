package kemet

import (
	"fmt"
	"strings"

	game "karnak/games/kemet"
	"karnak/web"
	"karnak/web/draw"
)

// mapSVG draws the board side in play: water, then every region in its
// drawing order, the cities with their walls and the ferries; at 2 and 3
// players the east bank is out of play and the drawing is the west bank
// and the delta alone.
func (c *canvas) mapSVG() *draw.Builder {
	label := fmt.Sprintf("The map, side %s, %d players", c.l.Side, c.v.Players)
	b := draw.SVG(c.g.w, mapH, draw.Class("km-map"), draw.A("role", "group"), draw.A("aria-label", label),
		draw.A("font-family", "system-ui, sans-serif"), draw.N("font-size", font), draw.A("style", svgStyle))
	b.Rect(0, 0, c.g.w, mapH, draw.Fill(waterFill), draw.Class("km-water"))
	for _, id := range c.g.order {
		if _, ok := c.l.Lookup(id); ok {
			c.region(b, id, c.g.shapes[id])
		}
	}
	for _, city := range c.g.cities {
		if _, ok := c.l.Lookup(city.id + ".d1"); ok {
			c.city(b, city)
		}
	}
	for _, h := range c.g.harbours {
		_, okA := c.l.Lookup(h.a)
		_, okB := c.l.Lookup(h.b)
		if okA && okB {
			c.ferry(b, h)
		}
	}
	return b
}

// regionInfo is what the board prints on the region id.
func (c *canvas) regionInfo(id string) (game.RegionInfo, bool) {
	r, ok := c.l.Lookup(id)
	if !ok {
		return game.RegionInfo{}, false
	}
	return c.l.Regions[r], true
}

// regionLabel is a region's name on the map: "Desert 6", "Temple 2",
// "Sanctuary"; districts have none (their city's header names them).
func regionLabel(id string) string {
	switch {
	case strings.HasPrefix(id, "desert"):
		return "Desert " + strings.TrimPrefix(id, "desert")
	case strings.HasPrefix(id, "temple"):
		return "Temple " + strings.TrimPrefix(id, "temple")
	case id == "sanctuary":
		return "Sanctuary"
	}
	return ""
}

// regionName names a region in words: the glossary's name.
func regionName(id string) string {
	if e, ok := entry(id); ok {
		return e.Name
	}
	return id
}

func regionFill(info game.RegionInfo) string {
	switch info.Kind {
	case game.KindTemple:
		return templeFill
	case game.KindSanctuary:
		return sanctFill
	case game.KindDistrict:
		return districtFil
	}
	if info.Bank == game.BankDelta {
		return deltaFill
	}
	return desertFill
}

// item is one thing drawn in a region's boxes: w wide, a row high.
type item struct {
	w    float64
	draw func(b *draw.Builder, x, y float64) // y is the row's top
}

// flow lays items out in rows of rowH in the boxes, left to right,
// moving to the next row and the next box when one is full. It returns
// the places given (x, y of each item's top left) and whether all fit.
func flow(boxes []box, items []item) ([][2]float64, bool) {
	var out [][2]float64
	bi := 0
	if len(boxes) == 0 {
		return nil, len(items) == 0
	}
	bx := boxes[0].inset(pad)
	x, y := bx.X, bx.Y
	fits := true
	for _, it := range items {
		for {
			if x > bx.X && x+it.w > bx.X+bx.W {
				x, y = bx.X, y+rowH+pad
			}
			if y+rowH <= bx.Y+bx.H+0.01 || bi+1 >= len(boxes) {
				break
			}
			bi++
			bx = boxes[bi].inset(pad)
			x, y = bx.X, bx.Y
		}
		if y+rowH > bx.Y+bx.H+0.01 || it.w > bx.W+0.01 {
			fits = false
		}
		out = append(out, [2]float64{x, y})
		x += it.w + gap
	}
	return out, fits
}

// region draws one region: its shape, the box a tap hits, its name, what
// it prints (obelisk, PP) and what stands on it; a focusable button when
// it plays moves, else a place that tells what it is on a tap.
func (c *canvas) region(b *draw.Builder, id string, sh shape) {
	info, _ := c.regionInfo(id)
	fill := regionFill(info)
	tap := sh.boxes[0]
	what := c.regionWords(id, info)
	body := func(b *draw.Builder) {
		b.Title(what)
		for _, r := range sh.rects {
			b.Path(rectPath(r), draw.Fill(fill), draw.Stroke(edge), draw.N("stroke-width", 2), draw.Class("hl"))
		}
		b.Rect(tap.X+1.5, tap.Y+1.5, tap.W-3, tap.H-3, draw.Fill(fill), draw.Class("km-tap"))
		if c.hot["hot-region-"+id] { // a ring the whole region round, thick enough to see on a phone, under its pieces
			for _, r := range sh.rects {
				b.Path(rectPath(r.inset(4)), draw.Fill("none"), draw.Stroke(hotRing), draw.N("stroke-width", 8), draw.Class("km-hot-ring"))
			}
		}
		if bt := c.v.Battle; bt != nil && bt.Region == id {
			for _, r := range sh.boxes {
				b.Rect(r.X+5, r.Y+5, r.W-10, r.H-10, draw.Fill("none"), draw.Stroke(battleFill), draw.N("stroke-width", 8),
					draw.A("stroke-dasharray", "4 6"), draw.Class("km-battle-mark"))
			}
		}
		items := c.regionItems(id, info, tap.W-2*pad)
		at, _ := flow(sh.boxes, items)
		for i, it := range items {
			it.draw(b, at[i][0], at[i][1])
		}
	}
	hotID := "hot-region-" + id
	if c.hot[hotID] {
		b.Group(body, draw.Class("hot km-region"), draw.Data("target", hotID), draw.Data("region", id), draw.A("tabindex", "0"),
			draw.A("role", "button"), draw.A("aria-label", c.hotLabel(hotID, regionName(id))))
	} else {
		b.Group(body, draw.Class("km-region"), draw.Data("region", id), draw.Data("info", id), draw.A("tabindex", "0"),
			draw.A("role", "button"), draw.A("aria-label", regionName(id)+": show what is here"))
	}
	c.lastMark(b, id, tap)
}

func rectPath(r box) string {
	return fmt.Sprintf("M%s %sh%sv%sh%sZ", draw.Num(r.X), draw.Num(r.Y), draw.Num(r.W), draw.Num(r.H), draw.Num(-r.W))
}

// regionItems are what a region shows, in order: its name (on two rows
// when it is wider than width), its obelisk and PP, the battle fought there, its pyramid, its troops and creatures.
func (c *canvas) regionItems(id string, info game.RegionInfo, width float64) []item {
	var items []item
	if l := regionLabel(id); l != "" {
		if textWidth(l, font) <= width {
			items = append(items, textItem(l, ink))
		} else {
			for _, w := range strings.Fields(l) { // "Desert" above "13"
				items = append(items, textItem(w, ink))
			}
		}
	}
	if info.Obelisk {
		items = append(items, item{w: 22, draw: func(b *draw.Builder, x, y float64) { obelisk(b, x, y) }})
	}
	if info.Kind == game.KindTemple {
		items = append(items, textItem(fmt.Sprintf("%d PP", info.TemplePP), ink))
	}
	for _, pv := range c.v.Me {
		for _, py := range pv.Pyramids {
			if py.Level > 0 && py.Region == id {
				items = append(items, c.pyramidItem(pv.Seat, py))
			}
		}
	}
	for _, pv := range c.v.Me {
		if n := pv.Troops[id]; n > 0 {
			items = append(items, c.troopItem(pv.Seat, n))
		}
	}
	for _, cr := range c.v.Creatures {
		if cr.Region == id {
			items = append(items, c.creatureItem(cr))
		}
	}
	return items
}

func textItem(s, fill string) item {
	return item{w: textWidth(s, font), draw: func(b *draw.Builder, x, y float64) {
		text(b, x, y+rowH/2, font, fill, s, central)
	}}
}

// obelisk draws an obelisk 22 wide, a row high.
func obelisk(b *draw.Builder, x, y float64) {
	b.Group(func(b *draw.Builder) {
		b.Title("Obelisk: troops may teleport here")
		b.Path(fmt.Sprintf("M%s %sl5 -6l5 6v32h-10Z", draw.Num(x+6), draw.Num(y+8)), draw.Fill(obeliskFill), draw.Stroke(ink), draw.N("stroke-width", 1))
		b.Rect(x+2, y+36, 18, 4, draw.Fill(obeliskFill))
	}, draw.Class("km-obelisk"))
}

// troopItem is a seat's troop: a counter in its colour with its mark and
// the number of units.
func (c *canvas) troopItem(seat, n int) item {
	s := web.SeatMark(seat) + fmt.Sprint(n)
	w := max(60, textWidth(s, font)+14)
	return item{w: w, draw: func(b *draw.Builder, x, y float64) {
		fill := web.SeatColour(seat)
		b.Group(func(b *draw.Builder) {
			b.Title(fmt.Sprintf("%s's troop: %s", c.who(seat), plural(n, "unit", "units")))
			b.Rect(x, y, w, rowH, draw.Fill(fill), draw.Stroke("#ffffff"), draw.N("stroke-width", 2), draw.N("rx", 8))
			text(b, x+w/2, y+rowH/2, font, draw.TextOn(fill), s, middle, central, bold)
		}, draw.Class("km-troop"), draw.Data("seat", fmt.Sprint(seat)), draw.Data("units", fmt.Sprint(n)))
	}}
}

// creatureCodes are the creatures' two letters on the map; their names
// are in the titles and the legend.
var creatureCodes = map[string]string{
	"CR-ROYAL-SCARAB": "Sc", "CR-GIANT-SCORPION": "Gs", "CR-PHOENIX": "Ph", "CR-ANCESTRAL-ELEPHANT": "El",
	"CR-DEEP-DESERT-SNAKE": "Sn", "CR-SPHINX": "Sx", "CR-MUMMY": "Mu",
}

func (c *canvas) creatureItem(cr game.CreatureView) item {
	code := creatureCodes[cr.Creature]
	if code == "" {
		code = "?"
	}
	w := max(52, textWidth(code, font)+12)
	return item{w: w, draw: func(b *draw.Builder, x, y float64) {
		b.Group(func(b *draw.Builder) {
			b.Title(fmt.Sprintf("%s, %s's creature: %s", cardName(cr.Creature), c.who(cr.Owner), effectOf(cr.Creature)))
			b.Rect(x, y, w, rowH, draw.Fill(creatureFil), draw.Stroke(web.SeatColour(cr.Owner)), draw.N("stroke-width", 4), draw.N("rx", 14))
			text(b, x+w/2, y+rowH/2, font, draw.TextOn(creatureFil), code, middle, central)
		}, draw.Class("km-creature"), draw.Data("creature", cr.Creature))
	}}
}

func effectOf(ref string) string {
	if e, ok := entry(ref); ok {
		return e.Effect
	}
	return ""
}

// pyramidItem is a pyramid: its colour, its colour's letter and level.
func (c *canvas) pyramidItem(seat int, py game.PyramidView) item {
	s := strings.ToUpper(py.Colour[:1]) + fmt.Sprint(py.Level)
	w := max(56, textWidth(s, font)+12)
	return item{w: w, draw: func(b *draw.Builder, x, y float64) {
		fill := pyramidFills[py.Colour]
		b.Group(func(b *draw.Builder) {
			b.Title(fmt.Sprintf("%s's %s pyramid, level %d", c.who(seat), py.Colour, py.Level))
			b.Rect(x, y, w, rowH, draw.Fill(fill), draw.Stroke(ink), draw.N("stroke-width", 1.5))
			text(b, x+w/2, y+rowH/2, font, draw.TextOn(fill), s, middle, central, bold)
		}, draw.Class("km-pyramid"), draw.Data("colour", py.Colour), draw.Data("level", fmt.Sprint(py.Level)))
	}}
}

// regionWords say what a region is and what stands on it, for its title.
func (c *canvas) regionWords(id string, info game.RegionInfo) string {
	var parts []string
	parts = append(parts, regionName(id))
	switch info.Kind {
	case game.KindTemple:
		if info.Bank == game.BankDelta {
			parts = append(parts, fmt.Sprintf("delta temple: %d PP for sacrificing a unit at the end of the Day", info.TemplePP))
		} else {
			parts = append(parts, fmt.Sprintf("temple: %d PP at the end of every Day", info.TemplePP))
		}
	case game.KindSanctuary:
		parts = append(parts, "sacrifice 2 units at the end of the Day for 1 VP")
	case game.KindDistrict:
		if int(info.City) < len(c.v.Me) {
			parts = append(parts, c.who(int(info.City))+"'s city")
		}
	}
	if info.Obelisk {
		parts = append(parts, "obelisk")
	}
	holder := -1
	for _, pv := range c.v.Me {
		if n := pv.Troops[id]; n > 0 {
			parts = append(parts, fmt.Sprintf("%s: %s", c.who(pv.Seat), plural(n, "unit", "units")))
			holder = pv.Seat
		}
		for _, py := range pv.Pyramids {
			if py.Level > 0 && py.Region == id {
				parts = append(parts, fmt.Sprintf("%s pyramid level %d", py.Colour, py.Level))
			}
		}
	}
	if holder >= 0 && (info.Kind == game.KindTemple || info.Kind == game.KindSanctuary) {
		parts = append(parts, "held by "+c.who(holder))
	}
	for _, cr := range c.v.Creatures {
		if cr.Region == id {
			parts = append(parts, fmt.Sprintf("%s (%s)", cardName(cr.Creature), c.who(cr.Owner)))
		}
	}
	var land, ferry []string
	r, _ := c.l.Lookup(id)
	for _, e := range c.l.Edges[r] {
		n := c.l.Regions[e.To].ID
		switch e.Kind {
		case game.EdgeHarbor:
			ferry = append(ferry, regionName(n))
		case game.EdgeWall:
			land = append(land, regionName(n)+" (through the wall)")
		default:
			land = append(land, regionName(n))
		}
	}
	if len(land) > 0 {
		parts = append(parts, "borders "+strings.Join(land, ", "))
	}
	if len(ferry) > 0 {
		parts = append(parts, "ferry to "+strings.Join(ferry, ", "))
	}
	return strings.Join(parts, "; ")
}

// city draws a city's header (its name in its owner's colour and mark),
// its three districts and its wall.
func (c *canvas) city(b *draw.Builder, cs cityShape) {
	owner := -1
	for i, lc := range c.l.Cities {
		if lc.ID == cs.id {
			owner = i
		}
	}
	for d := range 3 {
		id := fmt.Sprintf("%s.d%d", cs.id, d+1)
		c.region(b, id, shape{rects: []box{cs.districts[d]}, boxes: []box{cs.districts[d]}})
	}
	fill := web.SeatColour(owner)
	h := cs.header
	b.Group(func(b *draw.Builder) {
		b.Title(fmt.Sprintf("City %s, %s's: %s", strings.TrimPrefix(cs.id, "city"), c.who(owner), effectOf(cs.id)))
		b.Rect(h.X, h.Y, h.W, h.H, draw.Fill(fill), draw.Stroke(wallColour), draw.N("stroke-width", 2))
		label := fmt.Sprintf("City %s %s", strings.TrimPrefix(cs.id, "city"), web.SeatMark(owner))
		room := int((h.W - 16 - textWidth(label+" ", font)) / (0.6 * font))
		if room >= 3 {
			label += " " + trim(c.who(owner), room)
		}
		text(b, h.X+8, h.Y+h.H/2, font, draw.TextOn(fill), label, central, draw.A("font-weight", "bold"))
	}, draw.Class("km-city"), draw.Data("city", cs.id))
	for _, w := range cs.walls {
		b.Line(w[0], w[1], w[2], w[3], draw.Stroke(wallColour), draw.N("stroke-width", 10), draw.A("stroke-linecap", "square"), draw.Class("km-wall"))
	}
}

// ferry draws a harbour crossing: a dashed line across the water with a
// harbour at each end.
func (c *canvas) ferry(b *draw.Builder, h harbour) {
	b.Group(func(b *draw.Builder) {
		b.Title(fmt.Sprintf("Harbours: %s and %s are one step apart across the water", regionName(h.a), regionName(h.b)))
		b.Line(h.x1, h.y, h.x2, h.y, draw.Stroke(ink), draw.N("stroke-width", 5), draw.A("stroke-dasharray", "10 6"))
		b.Path(fmt.Sprintf("M%s %sl12 -8v16Z", draw.Num(h.x1-2), draw.Num(h.y)), draw.Fill(ink))
		b.Path(fmt.Sprintf("M%s %sl-12 -8v16Z", draw.Num(h.x2+2), draw.Num(h.y)), draw.Fill(ink))
	}, draw.Class("km-ferry"), draw.Data("from", h.a), draw.Data("to", h.b))
}
