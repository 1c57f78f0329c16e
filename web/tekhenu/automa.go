package tekhenu

import (
	"fmt"
	"strings"
)

// Botankhamun on the board (solo): the pyramid of action tokens with the
// progress marker, each token explained by its glossary text on a tap, the
// token and die of its last turn, and that turn told.

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

// tokenRef is a pyramid token's glossary ref: "bot-hathor" for a god's
// token, "R1" for a resource token.
func tokenRef(name string) string {
	if num, _, ok := strings.Cut(name, " "); ok {
		return num
	}
	return "bot-" + name
}

const (
	tokenWidth  = 80.0
	tokenHeight = 36.0
	tokenGap    = 4.0
)

// pyramidStart is the first position of each row, bottom up.
var pyramidStart = [4]int{0, 4, 7, 9}

// tokenSpot is the top left corner of the token at position pos.
func tokenSpot(pos int, bottom float64) (float64, float64) {
	row := 0
	for row < 3 && pos >= pyramidStart[row+1] {
		row++
	}
	idx := pos - pyramidStart[row]
	x := 16 + float64(row)*tokenWidth/2 + float64(idx)*tokenWidth
	return x, bottom - float64(row)*(tokenHeight+tokenGap)
}

func (s *svg) automaPanel() {
	a := s.v.Automa
	if a == nil {
		return
	}
	heading := fmt.Sprintf("Botankhamun (%s) · turn %d", a.Level, a.Turns)
	s.panel("automa", heading, nil, func() float64 {
		s.f(`<g id="automa">`)
		bottom := 4 + 3*(tokenHeight+tokenGap)
		for pos := 0; pos < 10 && pos < len(a.Pyramid); pos++ {
			x, y := tokenSpot(pos, bottom)
			stroke, width := line, "1.5"
			if pos == a.Marker {
				stroke, width = hotStroke, "4"
			}
			name := a.Pyramid[pos]
			ref := tokenRef(name)
			title, sub := tokenLabel(name)
			s.f(`<g id="token-%d" data-info="%s">`, pos, esc(ref))
			s.title(explain(ref))
			s.rect(x, y, tokenWidth-tokenGap, tokenHeight, 4, tokenFill(sub), stroke, fmt.Sprintf(` stroke-width="%s"`, width))
			if sub == "" {
				s.text(x+(tokenWidth-tokenGap)/2, y+23, 13, "middle", "bold", ink, godTitle(title))
			} else {
				s.text(x+(tokenWidth-tokenGap)/2, y+15, 12, "middle", "bold", ink, title)
				s.text(x+(tokenWidth-tokenGap)/2, y+30, 12, "middle", "", ink, sub)
			}
			s.f(`</g>`)
		}
		if a.Marker < 0 { // left of the bottom row, waiting for the first turn of the period
			s.f(`<circle id="progress-marker" cx="8" cy="%s" r="7" fill="%s" stroke="%s"><title>The progress marker waits left of the pyramid</title></circle>`, num(bottom+tokenHeight/2), hotStroke, ink)
		} else {
			x, y := tokenSpot(a.Marker, bottom)
			s.f(`<circle id="progress-marker" cx="%s" cy="%s" r="7" fill="%s" stroke="%s"><title>The progress marker</title></circle>`, num(x+(tokenWidth-tokenGap)/2), num(y), hotStroke, ink)
		}
		y := bottom + tokenHeight + 8
		if a.LastDie != nil {
			fill := dieFill[a.LastDie.Colour]
			s.f(`<g id="automa-last">`)
			s.title(a.Last)
			s.text(4, y+21, 13, "start", "", ink, fmt.Sprintf("last die, from %s's sector:", godTitle(a.LastSector)))
			s.rect(236, y, dieSize, dieSize, 5, fill, "#111111", ` stroke-width="2"`)
			s.text(236+dieSize/2, y+dieSize/2+5.5, 16, "middle", "bold", textColour(fill), fmt.Sprint(a.LastDie.Value))
			s.f(`</g>`)
			y += dieSize + 4
		}
		s.f(`</g>`)
		return y + 2
	}, func() {
		s.f(`<p class="tk-note">The marker moves along the pyramid each turn; tap a token for what it makes Botankhamun do. P papyrus, B bread, L limestone, G granite.</p>`)
		if a.Last != "" { // the whole turn in words
			s.f(`<p id="automa-turn" class="tk-sub">%s</p>`, esc(a.Last))
		}
	})
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
