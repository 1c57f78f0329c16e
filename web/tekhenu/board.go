// Package tekhenu draws the Tekhenu table for the browser: the obelisk
// wheel, the temple complex, the Osiris districts and the market as one
// SVG, the players' mats as HTML. Every legal move with a place on the
// board makes that place clickable.
package tekhenu

import (
	"fmt"
	"html"
	"html/template"
	"math"
	"strings"

	"karnak/engine"
	game "karnak/games/tekhenu"
	"karnak/web"
)

func init() { web.Register("tekhenu", Board{}) }

// Board is the Tekhenu renderer.
type Board struct{}

var dieFill = map[string]string{"white": "#fbfbf8", "black": "#1d1d1d", "yellow": "#f1c40f", "brown": "#8b5a2b", "grey": "#95a5a6"}

var brightFill = map[string]string{"sunny": "#f9e08b", "shaded": "#cdb892", "dark": "#6e5a47", "none": "#e8dfcc"}

var edgeColour = map[byte]string{'a': "#c8902e", 'b': "#2f6fa8"}

func view(v any) *game.View {
	gv, _ := v.(*game.View)
	return gv
}

// Target maps a move's text to the element that plays it.
func (Board) Target(move string) string {
	w := strings.Fields(move)
	if len(w) < 2 {
		return ""
	}
	switch w[0] {
	case "keep", "draft", "destiny", "bless", "play":
		return "card-" + strings.ToUpper(w[1])
	case "take", "anubis", "discard":
		if len(w) >= 4 {
			return "die-" + w[1] + "-" + w[2] + "-" + w[3]
		}
	case "act":
		return "god-" + w[1]
	case "pillar":
		return "cell-" + w[1]
	case "building":
		return "hathor-" + w[1]
	case "osiris":
		return "osiris-" + w[1]
	case "card":
		return "market-" + strings.Replace(w[1], ".", "-", 1)
	case "refresh":
		return "section-" + w[1]
	case "advance":
		return "track-" + w[1]
	case "statue":
		if w[1] != "god" {
			return "people-" + w[1]
		}
	}
	return ""
}

type svg struct {
	b     strings.Builder
	hot   map[string]bool
	v     *game.View
	names []string
}

func (s *svg) f(format string, args ...any) { fmt.Fprintf(&s.b, format, args...) }

// target opens a group for a clickable place; class "hot" only when a
// legal move plays it now. A place that plays nothing now and has a
// glossary entry (ref) shows its text when tapped: data-info marks it, and
// the text is the group's first title.
func (s *svg) target(id, ref string) {
	switch {
	case s.hot[id]:
		s.f(`<g class="hot" data-target="%s">`, id)
	case ref != "":
		s.f(`<g data-place="%s" data-info="%s">`, id, esc(ref))
	default:
		s.f(`<g data-place="%s">`, id)
	}
}

// explain is the glossary text of ref ("L12 Name — cost — timing —
// effect"), "" when the game has none.
func explain(ref string) string {
	if e, ok := engine.Explain(game.Game{}, ref); ok {
		return e.Text()
	}
	return ""
}

// title writes an SVG title of the parts that are not empty, one a line.
func (s *svg) title(parts ...string) {
	var lines []string
	for _, p := range parts {
		if p != "" {
			lines = append(lines, p)
		}
	}
	s.f(`<title>%s</title>`, esc(strings.Join(lines, "\n")))
}

// infoButton is a small "i" inside a hot group that shows ref's text
// without playing the move: reachable by keyboard and by a tap.
func (s *svg) infoButton(ref string, x, y float64) {
	text := explain(ref)
	if text == "" {
		return
	}
	s.f(`<g class="info-i" data-info="%s" tabindex="0" role="button" aria-label="What %s does"><title>%s</title><circle cx="%.1f" cy="%.1f" r="9" fill="#fffaf0" stroke="#5a4632"/><text x="%.1f" y="%.1f" text-anchor="middle" font-size="13" font-weight="bold" fill="#2b2118">i</text></g>`,
		esc(ref), esc(ref), esc(text), x, y, x, y+4.5)
}

func (s *svg) hl(id string) string {
	if s.hot[id] {
		return ` class="hl"`
	}
	return ""
}

func esc(v string) string { return html.EscapeString(v) }

func textColour(fill string) string {
	switch fill {
	case "#1d1d1d", "#8b5a2b", "#6e5a47", "#2f6fa8":
		return "#fff"
	}
	for seat := 0; web.SeatMark(seat) != ""; seat++ {
		if fill == web.SeatColour(seat) { // dark enough for white (web.SeatColour)
			return "#fff"
		}
	}
	return "#111"
}

// who names a seat in a title: its name and number, the automa by name.
func (s *svg) who(seat int) string {
	if s.v != nil && seat >= 0 && seat < len(s.v.Me) {
		p := &s.v.Me[seat]
		name := seatName(p, s.names)
		if p.Automa || name == fmt.Sprintf("seat %d", seat) {
			return name
		}
		return fmt.Sprintf("%s (seat %d)", name, seat)
	}
	return fmt.Sprintf("seat %d", seat)
}

// mark writes seat's shape (web.SeatMark) centred on x, y in colour: the
// seats differ by shape as well as by colour. On a piece of the seat's
// colour it is drawn in textColour of that fill, beside one in the seat's
// colour.
func (s *svg) mark(seat int, x, y, size float64, colour string) {
	m := web.SeatMark(seat)
	if m == "" {
		return
	}
	s.f(`<text class="mark" x="%.1f" y="%.1f" text-anchor="middle" dominant-baseline="central" font-size="%.0f" fill="%s" aria-hidden="true">%s</text>`,
		x, y, size, colour, esc(m))
}

// SVG draws the shared board.
func (Board) SVG(v any, seat int, names []string, hot map[string]bool) template.HTML {
	gv := view(v)
	if gv == nil {
		return ""
	}
	s := &svg{hot: hot, v: gv, names: names}
	s.f(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" role="img" aria-label="Tekhenu board" font-family="system-ui, sans-serif" font-size="13">`)
	s.wheel(gv)
	s.horus(gv)
	s.ra(gv)
	s.temple(gv)
	s.osiris(gv)
	s.market(gv)
	s.tracks(gv, names)
	s.automa(gv)
	s.f(`</svg>`)
	return template.HTML(s.b.String())
}

func polar(cx, cy, r, deg float64) (float64, float64) {
	a := deg * math.Pi / 180
	return cx + r*math.Cos(a), cy + r*math.Sin(a)
}

func (s *svg) wheel(v *game.View) {
	const cx, cy, R = 220.0, 230.0, 210.0
	s.f(`<g id="wheel"><title>The obelisk wheel</title>`)
	for k, sec := range v.Sectors {
		a0, a1 := -120+60*float64(k), -60+60*float64(k)
		x0, y0 := polar(cx, cy, R, a0)
		x1, y1 := polar(cx, cy, R, a1)
		id := "god-" + sec.God
		s.target(id, sec.God)
		s.title(fmt.Sprintf("%s's sector, %s now", sec.God, sec.Brightness), explain(sec.God), explain(sec.Brightness))
		s.f(`<path id="sector-%s"%s d="M%.1f %.1f L%.1f %.1f A%.0f %.0f 0 0 1 %.1f %.1f Z" fill="%s" stroke="#5a4632" stroke-width="2"/>`,
			sec.God, s.hl(id), cx, cy, x0, y0, R, R, x1, y1, brightFill[sec.Brightness])
		lx, ly := polar(cx, cy, R-22, (a0+a1)/2)
		s.f(`<text x="%.1f" y="%.1f" text-anchor="middle" font-weight="bold" fill="%s">%s</text>`, lx, ly+4, textColour(brightFill[sec.Brightness]), strings.ToUpper(sec.God))
		s.f(`</g>`)
		// Statue slots on the rim.
		for i, owner := range sec.Statues {
			sx, sy := polar(cx, cy, R+2, a0+12+float64(i)*12)
			if owner < 0 {
				s.f(`<circle cx="%.1f" cy="%.1f" r="8" fill="%s" stroke="#333"><title>%s statue slot %d</title></circle>`, sx, sy, ownerFill(owner), sec.God, i+1)
				continue
			}
			fill := ownerFill(owner)
			s.f(`<g class="piece"><title>%s statue slot %d: statue of %s</title><circle cx="%.1f" cy="%.1f" r="8" fill="%s" stroke="#333"/>`,
				sec.God, i+1, esc(s.who(owner)), sx, sy, fill)
			s.mark(owner, sx, sy, 10, textColour(fill))
			s.f(`</g>`)
		}
		// Dice by status: pure outermost, forbidden innermost.
		bands := map[string]float64{"pure": 150, "tainted": 110, "forbidden": 70}
		count := map[string]int{}
		for _, d := range sec.Dice {
			count[d.Status]++
		}
		placed := map[string]int{}
		for _, d := range sec.Dice {
			n := count[d.Status]
			i := placed[d.Status]
			placed[d.Status]++
			span := 40.0
			ang := (a0+a1)/2 - span/2 + span*(float64(i)+0.5)/float64(n)
			if n == 1 {
				ang = (a0 + a1) / 2
			}
			dx, dy := polar(cx, cy, bands[d.Status], ang)
			id := fmt.Sprintf("die-%s-%s-%d", sec.God, d.Colour, d.Value)
			s.target(id, d.Status)
			s.title(fmt.Sprintf("%s die %d at %s (%s)", d.Colour, d.Value, sec.God, d.Status), explain(d.Status))
			fill := dieFill[d.Colour]
			dash := ""
			switch d.Status {
			case "tainted":
				dash = ` stroke-dasharray="4 2"`
			case "forbidden":
				dash = ` stroke-dasharray="1 2" opacity="0.75"`
			}
			s.f(`<rect class="die-shape" x="%.1f" y="%.1f" width="24" height="24" rx="4" fill="%s" stroke="#222" stroke-width="1.5"%s/>`, dx-12, dy-12, fill, dash)
			s.f(`<text x="%.1f" y="%.1f" text-anchor="middle" font-weight="bold" fill="%s">%d</text></g>`, dx, dy+5, textColour(fill), d.Value)
		}
	}
	s.f(`<circle cx="%.0f" cy="%.0f" r="26" fill="#e9d8a6" stroke="#5a4632" stroke-width="2"/><text x="%.0f" y="%.0f" text-anchor="middle" font-size="11">obelisk</text></g>`, cx, cy, cx, cy+4)
}

func ownerFill(owner int) string {
	switch {
	case owner >= 0:
		return web.SeatColour(owner)
	case owner == -2:
		return "#bbb"
	}
	return "#fffaf0"
}

func (s *svg) horus(v *game.View) {
	s.f(`<g id="horus"><text x="20" y="478" font-weight="bold">Horus tiles</text>`)
	for i, h := range v.Horus {
		ref := fmt.Sprintf("horus-slot%d", h.Slot)
		s.f(`<g data-info="%s">`, ref)
		s.title(explain(ref), fmt.Sprintf("Now the %s tile lies here.", h.God))
		s.f(`<text x="20" y="%d">%d · %s — %s</text></g>`, 496+i*17, h.Slot, h.God, esc(h.Bonus))
	}
	s.f(`</g>`)
}

func (s *svg) tile(x, y, size float64, t *game.TileView) {
	fill := brightFill[t.Background]
	s.f(`<rect x="%.0f" y="%.0f" width="%.0f" height="%.0f" fill="%s" stroke="#5a4632"/>`, x, y, size, size, fill)
	if len(t.Edges) == 4 {
		e := t.Edges
		w := 5.0
		s.f(`<line x1="%.0f" y1="%.1f" x2="%.0f" y2="%.1f" stroke="%s" stroke-width="%.0f"/>`, x+4, y+w/2, x+size-4, y+w/2, edgeColour[e[0]], w)
		s.f(`<line x1="%.1f" y1="%.0f" x2="%.1f" y2="%.0f" stroke="%s" stroke-width="%.0f"/>`, x+size-w/2, y+4, x+size-w/2, y+size-4, edgeColour[e[1]], w)
		s.f(`<line x1="%.0f" y1="%.1f" x2="%.0f" y2="%.1f" stroke="%s" stroke-width="%.0f"/>`, x+4, y+size-w/2, x+size-4, y+size-w/2, edgeColour[e[2]], w)
		s.f(`<line x1="%.1f" y1="%.0f" x2="%.1f" y2="%.0f" stroke="%s" stroke-width="%.0f"/>`, x+w/2, y+4, x+w/2, y+size-4, edgeColour[e[3]], w)
	}
	s.f(`<text x="%.0f" y="%.0f" text-anchor="middle" font-size="11" fill="%s">%s</text>`, x+size/2, y+16, textColour(fill), t.ID)
	if t.Cost > 0 {
		s.f(`<text x="%.0f" y="%.0f" text-anchor="middle" font-size="10" fill="%s">cost %d</text>`, x+size/2, y+size-9, textColour(fill), t.Cost)
	}
	if t.Owner >= 0 {
		fill := web.SeatColour(t.Owner)
		s.f(`<g class="piece"><title>%s: pillar of %s</title><circle cx="%.0f" cy="%.0f" r="10" fill="%s" stroke="#fff" stroke-width="2"/>`,
			t.ID, esc(s.who(t.Owner)), x+size/2, y+size/2+3, fill)
		s.mark(t.Owner, x+size/2, y+size/2+3, 11, textColour(fill))
		s.f(`</g>`)
	}
}

func (s *svg) ra(v *game.View) {
	s.f(`<g id="ra-display"><text x="470" y="24" font-weight="bold">Ra's column tiles</text><text x="680" y="24" font-size="11">pile: %d</text>`, v.Pile)
	for i, t := range v.Ra {
		x := 470 + float64(i)*78
		slot := "ra-" + t.Slot
		if t.ID == "" {
			s.f(`<g data-info="%s">`, slot)
			s.title(explain(slot))
			s.f(`<rect x="%.0f" y="32" width="66" height="66" fill="none" stroke="#8a7a66" stroke-dasharray="4 3"/>`, x)
		} else {
			s.f(`<g data-info="%s">`, t.ID)
			s.title(explain(t.ID), explain(slot))
			tt := t
			s.tile(x, 32, 66, &tt)
		}
		s.f(`<text x="%.0f" y="112" text-anchor="middle" font-size="11">%s</text></g>`, x+33, t.Slot)
	}
	s.f(`</g>`)
}

func (s *svg) temple(v *game.View) {
	const x0, y0, c = 500.0, 160.0, 62.0
	s.f(`<g id="temple"><text x="%.0f" y="%.0f" font-weight="bold">Temple complex</text>`, x0-60, y0+5*c+30)
	for r := 0; r < 5; r++ {
		for col := 0; col < 5; col++ {
			x, y := x0+float64(col)*c, y0+float64(r)*c
			ref := fmt.Sprintf("r%dc%d", r+1, col+1)
			id := "cell-" + ref
			t := v.Temple[r][col]
			if t != nil {
				s.target(id, t.ID)
				s.title(explain(t.ID), explain(ref))
				s.tile(x, y, c-2, t)
			} else {
				s.target(id, ref)
				s.title(explain(ref))
				s.f(`<rect%s x="%.0f" y="%.0f" width="%.0f" height="%.0f" fill="#f7efdc" stroke="#b99b6b"/>`, s.hl(id), x, y, c-2, c-2)
				s.f(`<text x="%.0f" y="%.0f" text-anchor="middle" font-size="10" fill="#a08a6a">r%dc%d</text>`, x+c/2-1, y+c/2+3, r+1, col+1)
			}
			s.f(`</g>`)
		}
	}
	for i, h := range v.Hathor {
		var x, y float64
		if i < 5 {
			x, y = x0-46, y0+float64(i)*c+12
		} else {
			x, y = x0+float64(i-5)*c+12, y0-46
		}
		id := "hathor-" + h.Name
		s.target(id, h.Name)
		fill := ownerFill(h.Owner)
		s.f(`<rect%s x="%.0f" y="%.0f" width="36" height="36" rx="4" fill="%s" stroke="#5a4632"/>`, s.hl(id), x, y, fill)
		if h.Owner >= 0 {
			s.f(`<text x="%.0f" y="%.0f" text-anchor="middle" font-size="10" fill="%s">%s</text><text x="%.0f" y="%.0f" text-anchor="middle" font-size="9" fill="%s">%d bread</text>`,
				x+18, y+11, textColour(fill), h.Name, x+18, y+33, textColour(fill), h.Bread)
			s.mark(h.Owner, x+18, y+19, 11, textColour(fill))
			s.title(fmt.Sprintf("building slot %s (%d bread): building of %s", h.Name, h.Bread, s.who(h.Owner)), explain(h.Name))
			s.f(`</g>`)
			continue
		}
		s.f(`<text x="%.0f" y="%.0f" text-anchor="middle" font-size="10">%s</text><text x="%.0f" y="%.0f" text-anchor="middle" font-size="9">%d bread</text>`, x+18, y+15, h.Name, x+18, y+28, h.Bread)
		s.title(fmt.Sprintf("building slot %s (%d bread)", h.Name, h.Bread), explain(h.Name))
		s.f(`</g>`)
	}
	// People statues aligned with row 3 and column 3.
	s.people(v, game.TSRow, x0+5*c+8, y0+2*c+12, "ts-row")
	s.people(v, game.TSCol, x0+2*c+12, y0+5*c+8, "ts-col")
	s.f(`</g>`)
}

func (s *svg) people(v *game.View, slot game.PeopleSlot, x, y float64, name string) {
	id := "people-" + name
	owner := -1
	if int(slot) < len(v.People) {
		owner = v.People[slot]
	}
	s.target(id, name)
	fill := ownerFill(owner)
	if owner >= 0 {
		s.f(`<rect%s x="%.0f" y="%.0f" width="36" height="36" rx="18" fill="%s" stroke="#5a4632"/><text x="%.0f" y="%.0f" text-anchor="middle" font-size="9" fill="%s">%s</text>`,
			s.hl(id), x, y, fill, x+18, y+29, textColour(fill), name)
		s.mark(owner, x+18, y+14, 12, textColour(fill))
		s.title(fmt.Sprintf("people statue slot %s: statue of %s", name, s.who(owner)), explain(name))
		s.f(`</g>`)
		return
	}
	s.f(`<rect%s x="%.0f" y="%.0f" width="36" height="36" rx="18" fill="%s" stroke="#5a4632"/><text x="%.0f" y="%.0f" text-anchor="middle" font-size="9">%s</text>`,
		s.hl(id), x, y, fill, x+18, y+22, name)
	s.title("people statue slot "+name, explain(name))
	s.f(`</g>`)
}

func (s *svg) osiris(v *game.View) {
	const x0, y0, w, h = 880.0, 160.0, 72.0, 42.0
	s.f(`<g id="osiris"><text x="%.0f" y="%.0f" font-weight="bold">Osiris districts</text>`, x0, y0-70)
	res := []string{"papyrus", "bread", "limestone", "granite"}
	s.people(v, game.OSW, x0+w-18, y0-56, "os-w")
	s.people(v, game.OSQ, x0+3*w-18, y0-56, "os-q")
	for d, r := range res {
		id := "osiris-" + r
		x := x0 + float64(d)*w
		s.target(id, "")
		s.title(fmt.Sprintf("the %s district", r), explain("osiris"))
		s.f(`<rect%s x="%.0f" y="%.0f" width="%.0f" height="%.0f" fill="#efe1c0" stroke="#5a4632"/>`, s.hl(id), x, y0-18, w-4, 6*h+20)
		s.f(`<text x="%.0f" y="%.0f" text-anchor="middle" font-size="11">%s</text>`, x+w/2-2, y0-4, r)
		for row := 0; row < 6; row++ {
			owner := v.Osiris[row][d]
			fill := ownerFill(owner)
			cy := y0 + 2 + float64(row)*h
			rowRef := fmt.Sprintf("osiris-row%d", row+1)
			if owner < 0 {
				// Tapping a cell explains its row, unless a tap on the
				// district builds there now.
				if s.hot[id] {
					s.f(`<g>`)
				} else {
					s.f(`<g data-info="%s">`, rowRef)
				}
				s.title(fmt.Sprintf("%s district, row %d", r, row+1), explain(rowRef))
				s.f(`<rect x="%.0f" y="%.0f" width="%.0f" height="%.0f" rx="4" fill="%s" stroke="#8a7a66"/>`, x+6, cy, w-16, h-6, fill)
				s.f(`<text x="%.0f" y="%.0f" font-size="10" fill="#6b5b4b">%d</text></g>`, x+10, y0+16+float64(row)*h, row+1)
				continue
			}
			s.f(`<g class="piece">`)
			s.title(fmt.Sprintf("%s district, row %d: building of %s", r, row+1, s.who(owner)), explain(rowRef))
			s.f(`<rect x="%.0f" y="%.0f" width="%.0f" height="%.0f" rx="4" fill="%s" stroke="#8a7a66"/>`, x+6, cy, w-16, h-6, fill)
			s.f(`<text x="%.0f" y="%.0f" font-size="10" fill="%s">%d</text>`, x+10, y0+16+float64(row)*h, textColour(fill), row+1)
			s.mark(owner, x+6+(w-16)/2, cy+(h-6)/2, 16, textColour(fill))
			s.f(`</g>`)
		}
		s.f(`</g>`)
	}
	s.f(`</g>`)
}

func (s *svg) market(v *game.View) {
	const x0, y0 = 300.0, 560.0
	s.f(`<g id="market"><text x="%.0f" y="%.0f" font-weight="bold">Market</text><text x="%.0f" y="%.0f" font-size="11">decks: blessings %d · technologies %d · decrees %d</text>`,
		x0, y0-8, x0+80, y0-8, v.Decks[0], v.Decks[1], v.Decks[2])
	for sec, cards := range v.Market {
		y := y0 + float64(sec)*58
		id := fmt.Sprintf("section-%d", sec+1)
		s.target(id, fmt.Sprintf("section%d", sec+1))
		s.title(explain(fmt.Sprintf("section%d", sec+1)))
		s.f(`<rect%s x="%.0f" y="%.0f" width="70" height="50" rx="4" fill="#d8c9a8" stroke="#5a4632"/><text x="%.0f" y="%.0f" text-anchor="middle" font-size="11">section %d</text></g>`,
			s.hl(id), x0, y, x0+35, y+29, sec+1)
		if cards == nil {
			s.f(`<text x="%.0f" y="%.0f" fill="#8a7a66">closed</text>`, x0+82, y+30)
			continue
		}
		for i, c := range cards {
			x := x0 + 80 + float64(i)*74
			id := fmt.Sprintf("market-%d-%d", sec+1, i+1)
			slot := fmt.Sprintf("%d.%d", sec+1, i+1)
			if c == "" {
				s.target(id, slot)
				s.title(explain(slot))
				s.f(`<rect x="%.0f" y="%.0f" width="66" height="50" rx="4" fill="none" stroke="#8a7a66" stroke-dasharray="4 3"/></g>`, x, y)
				continue
			}
			// A card is reachable by keyboard: focused, Enter shows its
			// text; when taking it is a move, its "i" does.
			if s.hot[id] {
				s.target(id, c)
			} else {
				s.f(`<g data-place="%s" data-info="%s" tabindex="0" role="button" aria-label="%s">`, id, esc(c), esc(cardTitle(c)))
			}
			s.title(cardTitle(c))
			s.f(`<rect%s x="%.0f" y="%.0f" width="66" height="50" rx="4" fill="%s" stroke="#5a4632"/><text x="%.0f" y="%.0f" text-anchor="middle" font-weight="bold">%s</text>`,
				s.hl(id), x, y, cardFill(c), x+33, y+30, c)
			if s.hot[id] {
				s.infoButton(c, x+56, y+10)
			}
			s.f(`</g>`)
		}
	}
	s.f(`</g>`)
}

func cardFill(c string) string {
	switch c[0] {
	case 'B':
		return "#f5e6b8"
	case 'T':
		return "#cfe3f0"
	case 'L':
		return "#e8d1e6"
	}
	return "#fff"
}

// cardTitle is a card's text: "L12 Name — cost — timing — effect".
func cardTitle(c string) string {
	if text := explain(c); text != "" {
		return text
	}
	return c
}

func (s *svg) tracks(v *game.View, names []string) {
	const x0, y0 = 880.0, 480.0
	s.f(`<g id="tracks"><text x="%.0f" y="%.0f" font-weight="bold">Round %d of 16 · Maat phases %d</text>`, x0, y0, v.Round, v.Maats)
	s.f(`<text x="%.0f" y="%.0f">Turn order:</text>`, x0, y0+22)
	for i, p := range v.Order {
		cx, fill := x0+92+float64(i)*36, web.SeatColour(p)
		s.f(`<g class="piece"><title>%s in turn order: %s</title><circle cx="%.0f" cy="%.0f" r="9" fill="%s"/><text x="%.0f" y="%.0f" text-anchor="middle" fill="%s" font-size="11">%d</text>`,
			ordinal(i+1), esc(s.who(p)), cx, y0+18, fill, cx, y0+22, textColour(fill), i+1)
		s.mark(p, cx+17, y0+18, 13, fill)
		s.f(`</g>`)
	}
	maxVP := 1
	for _, p := range v.Me {
		maxVP = max(maxVP, p.VP)
	}
	s.f(`<text x="%.0f" y="%.0f">VP · Maat (ankh, last balance)</text>`, x0, y0+50)
	for i, p := range v.Me {
		// The seat's mark, its name and figures, and under them a bar of
		// its VP against the leader's.
		y := y0 + 60 + float64(i)*30
		wbar := 200 * float64(p.VP) / float64(maxVP)
		name := seatName(&p, names)
		fill := web.SeatColour(p.Seat)
		s.f(`<g class="piece"><title>%s: %d VP</title>`, esc(s.who(p.Seat)), p.VP)
		s.mark(p.Seat, x0+7, y+8, 14, fill)
		s.f(`<text x="%.0f" y="%.0f" font-size="12">%s %d VP · ankh %d · %+d</text><rect x="%.0f" y="%.0f" width="%.1f" height="7" rx="2" fill="%s"/></g>`,
			x0+18, y+12, esc(name), p.VP, p.Ankh, p.Balance, x0+18, y+16, wbar, fill)
	}
	s.f(`</g>`)
}

func ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return fmt.Sprintf("%dth", n)
}

// seatName is a seat's name on the page; Botankhamun is named by the game.
func seatName(p *game.PlayerView, names []string) string {
	switch {
	case p.Automa:
		return "Botankhamun"
	case p.Seat < len(names) && names[p.Seat] != "":
		return names[p.Seat]
	}
	return fmt.Sprintf("seat %d", p.Seat)
}
