package tekhenu

import (
	"fmt"
	"strings"

	game "karnak/games/tekhenu"
)

// The obelisk wheel, opened flat: its six sectors in two rows of three,
// read clockwise (top row left to right, bottom row right to left) so that
// neighbours stay neighbours and opposite sectors face each other. Each
// sector is a box in the colour of its light with its name, light, statue
// slots and dice; the dice lie in rows of three, as many rows as the box
// needs, so that they never overlap.

// wheelRows are the sectors in the two rows, left to right.
var wheelRows = [2][3]string{{"osiris", "horus", "ra"}, {"thoth", "bastet", "hathor"}}

const (
	boxWidth   = 116.0
	boxPitch   = 120.0
	dieSize    = 32.0
	diePitch   = 37.0
	diceTop    = 46.0 // the first row of dice, below the box's heading
	dicePerRow = 3
	obelisk    = 30.0 // the band between the rows
)

// dieSpot is where the i-th die of a sector box at x, y lies.
func dieSpot(x, y float64, i int) (float64, float64) {
	return x + 8 + float64(i%dicePerRow)*diePitch, y + diceTop + float64(i/dicePerRow)*diePitch
}

func boxHeight(dice int) float64 {
	rows := max(1, (dice+dicePerRow-1)/dicePerRow)
	return diceTop + float64(rows)*diePitch + 3
}

func (s *svg) wheelPanel() {
	sectors := map[string]*game.SectorView{}
	for i := range s.v.Sectors {
		sectors[s.v.Sectors[i].God] = &s.v.Sectors[i]
	}
	s.panel("wheel", "The obelisk wheel", nil, func() float64 {
		s.f(`<g id="wheel">`)
		y := 2.0
		for row, gods := range wheelRows {
			h := 0.0
			for _, g := range gods {
				if sec := sectors[g]; sec != nil {
					h = max(h, boxHeight(len(sec.Dice)))
				}
			}
			for col, g := range gods {
				if sec := sectors[g]; sec != nil {
					s.sector(sec, 2+float64(col)*boxPitch, y, h)
				}
			}
			y += h
			if row == 0 {
				s.text(panelWidth/2, y+obelisk/2+5, 12, "middle", "", ink, "▲ obelisk · the wheel turns one sector after every 2nd round")
				y += obelisk
			}
		}
		s.f(`</g>`)
		return y + 2
	}, s.wheelLegend)
}

func (s *svg) sector(sec *game.SectorView, x, y, h float64) {
	id := "god-" + sec.God
	fill := brightFill[sec.Brightness]
	tc := textColour(fill)
	s.open(id, sec.God, fmt.Sprintf("%s's sector", godTitle(sec.God)))
	s.title(fmt.Sprintf("%s's sector, %s now", godTitle(sec.God), sec.Brightness), explain(sec.God), explain(sec.Brightness))
	s.f(`<rect id="sector-%s"%s x="%s" y="%s" width="%s" height="%s" rx="6" fill="%s" stroke="%s" stroke-width="2"/>`,
		sec.God, s.hl(id), num(x), num(y), num(boxWidth), num(h-4), fill, line)
	s.text(x+8, y+18, 13, "start", "bold", tc, godTitle(sec.God))
	s.text(x+boxWidth-8, y+18, 12, "end", "", tc, sec.Brightness)
	for i, owner := range sec.Statues {
		cx, cy := x+16+float64(i)*22, y+32.0
		label := fmt.Sprintf("%s statue slot %d", godTitle(sec.God), i+1)
		if owner < 0 {
			s.f(`<circle cx="%s" cy="%s" r="9" fill="%s" stroke="%s" stroke-dasharray="3 2"><title>%s: empty</title></circle>`, num(cx), num(cy), emptyFill, line, esc(label))
			continue
		}
		s.piece(owner, fmt.Sprintf("%s: statue of %s", label, s.who(owner)), func(fill string) {
			s.f(`<circle cx="%s" cy="%s" r="10" fill="%s" stroke="%s"/>`, num(cx), num(cy), fill, line)
		}, cx, cy, 12)
	}
	s.f(`</g>`)
	for i, d := range sec.Dice {
		dx, dy := dieSpot(x, y, i)
		s.die(sec, d, dx, dy)
	}
	s.lastMark(id, x, y, boxWidth, h-4, x+boxWidth-6, y+22)
}

// die draws one die of a sector. A die that plays a move is a button; in a
// sector that plays a move (its god's action) the dice let taps through to
// it; any other die explains its status when tapped.
func (s *svg) die(sec *game.SectorView, d game.DieView, x, y float64) {
	id := fmt.Sprintf("die-%s-%s-%d", sec.God, d.Colour, d.Value)
	what := fmt.Sprintf("the %s %d in %s's sector, %s", d.Colour, d.Value, godTitle(sec.God), d.Status)
	switch {
	case s.hot[id]:
		s.open(id, "", what)
	case s.hot["god-"+sec.God]:
		s.f(`<g data-place="%s" pointer-events="none">`, id)
	default:
		s.open(id, d.Status, what)
	}
	s.title(fmt.Sprintf("%s die %d in %s's sector: %s", d.Colour, d.Value, godTitle(sec.God), d.Status), explain(d.Status))
	s.dieShape(id, d, x, y)
	s.f(`</g>`)
}

// dieShape draws a die: its colour, its status by its edge, its value.
func (s *svg) dieShape(id string, d game.DieView, x, y float64) {
	fill := dieFill[d.Colour]
	border := ` stroke-width="2"`
	switch d.Status {
	case "tainted":
		border = ` stroke-width="2.5" stroke-dasharray="5 3"`
	case "forbidden":
		border = ` stroke-width="2.5" stroke-dasharray="1.5 2.5"`
	}
	s.f(`<rect class="die-shape%s" x="%s" y="%s" width="%s" height="%s" rx="5" fill="%s" stroke="#111111"%s/>`,
		map[bool]string{true: " hl"}[s.hot[id]], num(x), num(y), num(dieSize), num(dieSize), fill, border)
	if d.Status == "forbidden" { // a cut corner, besides the dotted edge
		s.f(`<path d="M%s %s L%s %s" stroke="%s" stroke-width="2.5"/>`, num(x+20), num(y+1), num(x+31), num(y+12), textColour(fill))
	}
	s.text(x+dieSize/2, y+dieSize/2+5.5, 16, "middle", "bold", textColour(fill), fmt.Sprint(d.Value))
}

// wheelLegend is the purity table of the three lights and how the dice
// show their status.
func (s *svg) wheelLegend() {
	s.f(`<table class="tk-legend"><caption>What a die is, by the light of its sector</caption><thead><tr><th scope="col">light</th><th scope="col">pure<br><span class="tk-note">solid edge</span></th><th scope="col">tainted<br><span class="tk-note">dashed edge</span></th><th scope="col">forbidden<br><span class="tk-note">dotted, cut corner</span></th></tr></thead><tbody>`)
	for _, light := range []string{"sunny", "shaded", "dark"} {
		p := printed.Purity[light]
		s.f(`<tr><th scope="row"><span class="tk-swatch" style="background:%s"></span>%s</th><td>%s</td><td>%s</td><td>%s</td></tr>`,
			brightFill[light], light, orNone(p.Pure), orNone(p.Tainted), orNone(p.Forbidden))
	}
	s.f(`</tbody></table><p class="tk-note">A pure die goes to the purity pan of your scales (+ its value at the Maat phase), a tainted one to the taint pan (−); a forbidden one only with Anubis.</p>`)
	if s.v.Seth != nil { // Time of Seth §3.2
		s.f(`<p class="tk-note">Red and blue dice are tainted in every sector and give warriors (red) or priests (blue) equal to their value; the green die is pure everywhere and never taken with Anubis. Their faces run 2 to 5, and none of them produces.</p>`)
	}
}

func orNone(words []string) string {
	if len(words) == 0 {
		return "—"
	}
	return esc(strings.Join(words, ", "))
}
