package tekhenu

import (
	"strings"

	game "karnak/games/tekhenu"
)

// Botankhamun on the board (solo): the pyramid of action tokens with the
// progress marker, the token and die of its last turn, and that turn told.

var resShort = map[string]string{"papyrus": "P", "bread": "B", "limestone": "L", "granite": "G"}

// tokenLabel shortens a resource token ("R1 granite>limestone>…") to its
// number and the initials of its resources in order.
func tokenLabel(name string) (title, sub string) {
	num, order, ok := strings.Cut(name, " ")
	if !ok {
		return name, ""
	}
	var parts []string
	for _, r := range strings.Split(order, ">") {
		parts = append(parts, resShort[r])
	}
	return num, strings.Join(parts, "›")
}

func (s *svg) automa(v *game.View) {
	a := v.Automa
	if a == nil {
		return
	}
	const x0, y0, w, h = 890.0, 618.0, 68.0, 30.0
	s.f(`<g id="automa"><text x="%.0f" y="%.0f" font-weight="bold">Botankhamun (%s) · turn %d</text>`, x0, y0, esc(a.Level), a.Turns)
	bottom := y0 + 118
	start := [4]int{0, 4, 7, 9}
	for row := 0; row < 4; row++ {
		for idx := 0; idx < 4-row; idx++ {
			pos := start[row] + idx
			x := x0 + 18 + float64(row)*w/2 + float64(idx)*w
			y := bottom - float64(row)*(h+3)
			stroke, width := "#8a7a66", 1
			if pos == a.Marker {
				stroke, width = "#e67e22", 4
			}
			title, sub := tokenLabel(a.Pyramid[pos])
			s.f(`<g id="token-%d"><rect x="%.1f" y="%.1f" width="%.0f" height="%.0f" rx="4" fill="%s" stroke="%s" stroke-width="%d"/>`,
				pos, x, y, w-4, h, tokenFill(sub), stroke, width)
			if sub == "" {
				s.f(`<text x="%.1f" y="%.1f" text-anchor="middle" font-size="12">%s</text>`, x+(w-4)/2, y+19, esc(title))
			} else {
				s.f(`<text x="%.1f" y="%.1f" text-anchor="middle" font-size="11" font-weight="bold">%s</text><text x="%.1f" y="%.1f" text-anchor="middle" font-size="10">%s</text>`,
					x+(w-4)/2, y+12, esc(title), x+(w-4)/2, y+25, esc(sub))
			}
			s.f(`</g>`)
		}
	}
	if a.Marker < 0 { // left of the bottom row, waiting for the first turn of the period
		s.f(`<circle id="progress-marker" cx="%.0f" cy="%.0f" r="7" fill="#e67e22" stroke="#3d2b1f"/>`, x0+7, bottom+h/2)
	} else {
		row, idx := 0, a.Marker
		for row < 3 && a.Marker >= start[row+1] {
			row++
		}
		idx -= start[row]
		x := x0 + 18 + float64(row)*w/2 + float64(idx)*w + (w-4)/2
		y := bottom - float64(row)*(h+3)
		s.f(`<circle id="progress-marker" cx="%.1f" cy="%.1f" r="6" fill="#e67e22" stroke="#3d2b1f"/>`, x, y)
	}
	if a.LastDie != nil {
		fill := dieFill[a.LastDie.Colour]
		s.f(`<g id="automa-last"><text x="%.0f" y="%.0f" font-size="12">last: %s die</text>`, x0, bottom+h+20, esc(a.LastSector))
		s.f(`<rect x="%.0f" y="%.0f" width="20" height="20" rx="3" fill="%s" stroke="#333"/><text x="%.0f" y="%.0f" text-anchor="middle" font-size="12" fill="%s">%d</text>`,
			x0+112, bottom+h+6, fill, x0+122, bottom+h+20, textColour(fill), a.LastDie.Value)
		s.f(`<title>%s</title></g>`, esc(a.Last))
	}
	s.f(`</g>`)
	if a.Last != "" { // the whole turn in words, along the bottom edge
		s.f(`<text id="automa-turn" x="20" y="792" font-size="12" fill="#3d2b1f">%s</text>`, esc(a.Last))
	}
}

// tokenFill tells god tokens (plain) from resource tokens (tinted).
func tokenFill(sub string) string {
	if sub == "" {
		return "#fdf2d0"
	}
	return "#e8efe0"
}

// AutomaName is Botankhamun in a solo game (web.AutomaBoard).
func (Board) AutomaName(v any) string {
	if gv := view(v); gv != nil && gv.Automa != nil {
		return gv.Automa.Name
	}
	return ""
}
