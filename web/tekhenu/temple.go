package tekhenu

import (
	"fmt"
	"strings"

	game "karnak/games/tekhenu"
)

// The temple complex with Ra's display above it: the three display tiles
// with their light, property, cost, edges and what their slot asks and
// pays; the 5×5 cells with their rewards (or the pillar raised there); the
// building slots beside rows (hr, left) and columns (hc, below) with their
// bread; the people statue slots in line with row 3 and column 3.

const (
	raTile    = 74.0
	raHeight  = 104.0 // the display with its captions
	hrWidth   = 38.0
	cellPitch = 55.0
	cellSize  = 53.0
	hcHeight  = 38.0
	gridLeft  = hrWidth + 4
)

func (s *svg) templePanel() {
	intro := func() {
		s.f(`<p class="tk-sub">Ra's display: %d tiles left in the pile.</p>`, s.v.Pile)
	}
	s.panel("temple", "Temple complex and Ra's tiles", intro, func() float64 {
		s.raDisplay()
		return s.temple(raHeight)
	}, s.templeLegend)
}

func (s *svg) raDisplay() {
	s.f(`<g id="ra-display">`)
	for i, t := range s.v.Ra {
		x := float64(i)*boxPitch + (boxPitch-raTile)/2
		slot := "ra-" + t.Slot
		if t.ID == "" {
			s.f(`<g data-info="%s">`, slot)
			s.title(explain(slot))
			s.rect(x, 4, raTile, raTile, 4, emptyFill, line, ` stroke-dasharray="4 3"`)
			s.text(x+raTile/2, 4+raTile/2+4, 12, "middle", "", muted, "empty")
		} else {
			s.f(`<g data-info="%s">`, t.ID)
			s.title(explain(t.ID), explain(slot))
			tt := t
			s.tile(x, 4, raTile, &tt, true)
		}
		s.text(x+raTile/2, 4+raTile+16, 12, "middle", "", ink, fmt.Sprintf("die %s · +%d VP", printed.RaValues[t.Slot], printed.RaVP[t.Slot]))
		s.f(`</g>`)
	}
	s.f(`</g>`)
}

// tile draws a pillar tile: its light as the fill, its edges as bars
// (ochre solid, blue dashed), its id, and on the display its property,
// light and cost; on the temple its owner's piece.
func (s *svg) tile(x, y, size float64, t *game.TileView, display bool) {
	fill := brightFill[t.Background]
	tc := textColour(fill)
	s.rect(x, y, size, size, 3, fill, line, "")
	if len(t.Edges) == 4 {
		e := t.Edges
		const w, inset = 5.0, 10.0
		bars := [4][4]float64{
			{x + inset, y + w/2 + 1, x + size - inset, y + w/2 + 1},
			{x + size - w/2 - 1, y + inset, x + size - w/2 - 1, y + size - inset},
			{x + inset, y + size - w/2 - 1, x + size - inset, y + size - w/2 - 1},
			{x + w/2 + 1, y + inset, x + w/2 + 1, y + size - inset},
		}
		for k, b := range bars {
			s.f(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="%s"%s/>`,
				num(b[0]), num(b[1]), num(b[2]), num(b[3]), edgeColour[e[k]], num(w), edgeDash[e[k]])
		}
	}
	if display {
		s.text(x+size/2, y+21, 13, "middle", "bold", tc, t.ID)
		s.text(x+size/2, y+36, 12, "middle", "", tc, tileProperty(t.ID))
		if _, ok := printed.Purity[t.Background]; ok { // a plain tile has no light
			s.text(x+size/2, y+51, 12, "middle", "", tc, t.Background)
		}
		s.text(x+size/2, y+66, 12, "middle", "", tc, fmt.Sprintf("cost %d", t.Cost))
		return
	}
	s.text(x+size/2, y+20, 12, "middle", "bold", tc, t.ID)
	if t.Owner >= 0 {
		cx, cy := x+size/2, y+size/2+8
		s.piece(t.Owner, fmt.Sprintf("%s: pillar of %s", t.ID, s.who(t.Owner)), func(fill string) {
			s.f(`<circle cx="%s" cy="%s" r="11" fill="%s" stroke="#ffffff" stroke-width="2"/>`, num(cx), num(cy), fill)
		}, cx, cy, 13)
	}
}

func (s *svg) temple(top float64) float64 {
	// As printed: building slots left of the rows (hr) and below the
	// columns (hc), the people statue slots on the other two sides, in line
	// with row 3 and column 3.
	gridTop := top + 4 + cellSize + 4
	bottom := gridTop + 5*cellPitch
	s.f(`<g id="temple">`)
	for r := 0; r < 5; r++ {
		for c := 0; c < 5; c++ {
			s.cell(r, c, gridLeft+float64(c)*cellPitch, gridTop+float64(r)*cellPitch)
		}
	}
	for i, h := range s.v.Hathor {
		if i < 5 {
			s.hathorSlot(h, 0, gridTop+float64(i)*cellPitch, hrWidth, cellSize, true)
		} else {
			s.hathorSlot(h, gridLeft+float64(i-5)*cellPitch, bottom+2, cellSize, hcHeight, false)
		}
	}
	gridRight := gridLeft + 5*cellPitch
	s.people(game.TSRow, "ts-row", gridRight+2, gridTop+2*cellPitch, panelWidth-gridRight-4, cellSize, []string{"statue", "row 3"})
	s.people(game.TSCol, "ts-col", gridLeft+2*cellPitch, top+4, cellSize, cellSize, []string{"statue", "col 3"})
	s.f(`</g>`)
	return bottom + 2 + hcHeight + 4
}

func (s *svg) cell(r, c int, x, y float64) {
	ref := fmt.Sprintf("r%dc%d", r+1, c+1)
	id := "cell-" + ref
	where := fmt.Sprintf("temple cell row %d, column %d", r+1, c+1)
	rw := printed.Cells[r][c]
	corner := (r == 0 || r == 4) && (c == 0 || c == 4)
	if t := s.v.Temple[r][c]; t != nil {
		s.open(id, t.ID, where)
		s.title(explain(t.ID), explain(ref))
		s.tile(x, y, cellSize, t, false)
	} else if tok := s.conquestOn(r, c); tok != "" {
		// A conquest token covers the printed reward (Time of Seth §3.5).
		s.open(id, tok, fmt.Sprintf("%s, conquest token %s", where, tok))
		s.title(explain(tok), explain(ref))
		s.f(`<rect%s x="%s" y="%s" width="%s" height="%s" rx="3" fill="%s" stroke="%s"/>`, s.hl(id), num(x), num(y), num(cellSize), num(cellSize), cellFill, line)
		s.f(`<circle cx="%s" cy="%s" r="%s" fill="#e8d3a9" stroke="%s"/>`, num(x+cellSize/2), num(y+cellSize/2), num(cellSize/2-6), line)
		s.text(x+cellSize/2, y+cellSize/2+5, 14, "middle", "bold", ink, tok)
	} else {
		s.open(id, ref, fmt.Sprintf("%s, reward %s", where, rw))
		s.title(explain(ref))
		extra := ""
		if corner {
			extra = ` stroke-width="3" stroke-dasharray="10 2 2 2"`
		}
		s.f(`<rect%s x="%s" y="%s" width="%s" height="%s" rx="3" fill="%s" stroke="%s"%s/>`, s.hl(id), num(x), num(y), num(cellSize), num(cellSize), cellFill, line, extra)
		for k, l := range rw.lines() {
			size, weight := 12.0, ""
			if k == 0 {
				size, weight = 15, "bold"
			}
			s.text(x+cellSize/2, y+19+float64(k)*15, size, "middle", weight, ink, l)
		}
	}
	s.f(`</g>`)
	s.lastMark(id, x, y, cellSize, cellSize, x+cellSize-2, y+cellSize-22)
}

// conquestOn is the conquest token on an empty temple cell, "" none.
func (s *svg) conquestOn(r, c int) string {
	if s.v.Seth == nil {
		return ""
	}
	return s.v.Seth.Tokens[r][c]
}

func (s *svg) hathorSlot(h game.SlotView, x, y, w, ht float64, row bool) {
	id := "hathor-" + h.Name
	line1 := h.Name
	s.open(id, h.Name, fmt.Sprintf("building slot %s (%d bread)", h.Name, h.Bread))
	fill := ownerFill(h.Owner)
	switch {
	case h.Owner >= 0:
		s.title(fmt.Sprintf("building slot %s (%d bread): building of %s", h.Name, h.Bread, s.who(h.Owner)), explain(h.Name))
		s.f(`<rect%s x="%s" y="%s" width="%s" height="%s" rx="4" fill="%s" stroke="%s"/>`, s.hl(id), num(x), num(y), num(w), num(ht), fill, line)
		tc := textColour(fill)
		s.text(x+w/2, y+15, 12, "middle", "", tc, line1)
		s.mark(h.Owner, x+w/2, y+ht-12, 14, tc)
	case h.Owner == -2:
		s.title(fmt.Sprintf("building slot %s: used only with 4 players", h.Name), explain(h.Name))
		s.rect(x, y, w, ht, 4, fill, line, ` stroke-dasharray="3 3"`)
		s.text(x+w/2, y+15, 12, "middle", "", "#111111", line1)
		if row {
			s.text(x+w/2, y+31, 12, "middle", "", "#111111", "4p")
			s.text(x+w/2, y+46, 12, "middle", "", "#111111", "only")
		} else {
			s.text(x+w/2, y+31, 12, "middle", "", "#111111", "4p only")
		}
	default:
		s.title(fmt.Sprintf("building slot %s (%d bread)", h.Name, h.Bread), explain(h.Name))
		s.f(`<rect%s x="%s" y="%s" width="%s" height="%s" rx="4" fill="%s" stroke="%s"/>`, s.hl(id), num(x), num(y), num(w), num(ht), fill, line)
		s.text(x+w/2, y+15, 12, "middle", "", muted, line1)
		if row {
			s.text(x+w/2, y+32, 15, "middle", "bold", ink, fmt.Sprint(h.Bread))
			s.text(x+w/2, y+47, 12, "middle", "", ink, "bread")
		} else {
			s.text(x+w/2, y+31, 12, "middle", "", ink, plural(h.Bread, "bread", "bread"))
		}
	}
	s.f(`</g>`)
	if row {
		s.lastMark(id, x, y, w, ht, x+w+16, y-8)
	} else {
		s.lastMark(id, x, y, w, ht, x+w-2, y+ht-10)
	}
}

// people draws a people statue slot: empty, it holds a gold coin.
func (s *svg) people(slot game.PeopleSlot, name string, x, y, w, h float64, lines []string) {
	id := "people-" + name
	owner := -1
	if int(slot) < len(s.v.People) {
		owner = s.v.People[slot]
	}
	s.open(id, name, "people statue slot "+name)
	fill := ownerFill(owner)
	if owner >= 0 {
		s.title(fmt.Sprintf("people statue slot %s: statue of %s", name, s.who(owner)), explain(name))
		s.f(`<rect%s x="%s" y="%s" width="%s" height="%s" rx="12" fill="%s" stroke="%s"/>`, s.hl(id), num(x), num(y), num(w), num(h), fill, line)
		tc := textColour(fill)
		s.text(x+w/2, y+16, 12, "middle", "", tc, lines[0])
		s.mark(owner, x+w/2, y+h-15, 15, tc)
	} else {
		s.title("people statue slot "+name, explain(name))
		s.f(`<rect%s x="%s" y="%s" width="%s" height="%s" rx="12" fill="%s" stroke="%s" stroke-dasharray="4 2"/>`, s.hl(id), num(x), num(y), num(w), num(h), fill, line)
		for k, l := range append(lines, "+gold") {
			s.text(x+w/2, y+16+float64(k)*15, 12, "middle", "", ink, l)
		}
	}
	s.f(`</g>`)
	s.lastMark(id, x, y, w, h, x+w-2, y-10)
}

func (s *svg) templeLegend() {
	var vp []string
	for _, t := range s.v.Ra {
		vp = append(vp, fmt.Sprintf("%s +%d VP", t.Slot, printed.RaVP[t.Slot]))
	}
	s.f(`<p class="tk-note">Ra takes the display tile its die picks; raising it scores the slot's VP (%s), 1 VP per building in line, its matching edges (corner cells, with the broken border, score them twice), the cell's reward, and its property if its light matches Ra's sector. `, esc(strings.Join(vp, ", ")))
	s.f(`Edges: <span class="tk-edge tk-edge-a"></span> ochre (solid), <span class="tk-edge tk-edge-b"></span> blue (dashed). Building slots beside a row (hr) or column (hc) show their bread; a people statue slot holds a gold coin until taken.</p>`)
}
