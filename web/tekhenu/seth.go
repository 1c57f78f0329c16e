package tekhenu

import (
	"fmt"
	"strings"
)

// The Set board of the Time of Seth expansion: six areas in two columns,
// a people statue slot under each column, the Set statue slots, the grey
// dice only the Set action takes, the conquest stack, and each seat's
// warriors, priests, blood, cult card and artifacts.

const (
	setColumnWidth = 174.0
	setAreaHeight  = 78.0
	setAreasTop    = 8.0
)

func (s *svg) setPanel() {
	sv := s.v.Seth
	if sv == nil || len(sv.Areas) == 0 {
		return
	}
	s.panel("set", "Set board", nil, func() float64 {
		s.f(`<g id="set-board">`)
		// A free action or an artifact plays the Set action by its god.
		s.open("god-set", "set", "the Set action")
		for _, a := range sv.Areas {
			col := 0.0
			if a.Column == "right" {
				col = 1
			}
			row := float64((a.Area - 1) % 3)
			s.setArea(a.Area, a.Bonus, a.Owners, a.VP, a.Cost, 4+col*(setColumnWidth+4), setAreasTop+row*setAreaHeight)
		}
		s.f(`</g>`)
		y := setAreasTop + 3*setAreaHeight
		for i, owner := range sv.People {
			x := 4 + float64(i)*(setColumnWidth+4)
			name := []string{"left", "right"}[i]
			s.setSlot("people-set-"+name, fmt.Sprintf("people statue under the %s column", name), owner, x, y, setColumnWidth, 40)
		}
		y += 46
		w := (panelWidth - 8 - 4*float64(len(sv.Statues)-1)) / float64(len(sv.Statues))
		free := true // the first free slot is where "statue set" builds
		for k, owner := range sv.Statues {
			id := fmt.Sprintf("statue-set-%d", k+1)
			if owner < 0 && free {
				id, free = "statue-set", false
			}
			s.setSlot(id, "Set statue", owner, 4+float64(k)*(w+4), y, w, 40)
		}
		y += 48
		s.text(4, y+14, 13, "start", "bold", ink, "Set dice")
		for i, d := range sv.Dice {
			id := fmt.Sprintf("die-set-%s-%d", d.Colour, d.Value)
			x := 80 + float64(i)*(dieSize+8)
			s.open(id, "", fmt.Sprintf("the %s %d on the Set board", d.Colour, d.Value))
			s.title(fmt.Sprintf("%s die %d on the Set board: only the Set action can use it", d.Colour, d.Value), explain("set"))
			s.dieShape(id, d, x, y)
			s.f(`</g>`)
		}
		if len(sv.Dice) == 0 {
			s.text(80, y+14, 12, "start", "", muted, "none: refilled when a grey die is drawn for the first shaded sector")
		}
		y += dieSize + 10
		if sv.Conquest != "" {
			s.f(`<g data-info="%s">`, sv.Conquest)
			s.title(fmt.Sprintf("face-up conquest token %s, %d in the stack", sv.Conquest, sv.Stack), explain(sv.Conquest))
			s.rect(4, y, 120, 34, 17, "#e8d3a9", line, "")
			s.text(64, y+22, 13, "middle", "bold", ink, sv.Conquest)
			s.f(`</g>`)
		}
		s.text(132, y+22, 12, "start", "", ink, fmt.Sprintf("conquest stack: %d", sv.Stack))
		y += 40
		if sv.Vizier != "" {
			s.text(4, y+14, 13, "start", "", ink, "Vizier: "+godTitle(sv.Vizier))
			y += 22
		}
		s.f(`</g>`)
		return y + 4
	}, s.setLegend)
}

// setArea draws one area: its number and bonus, its two slots with the VP
// each scores, and what the next building costs.
func (s *svg) setArea(area int, bonus string, owners, vp []int, cost int, x, y float64) {
	ref := fmt.Sprintf("set-%d", area)
	info := s.setInfo(ref)
	s.f(`<g%s>`, info)
	s.title(fmt.Sprintf("Set area %d", area), explain(ref))
	s.rect(x, y, setColumnWidth, setAreaHeight-4, 6, cellFill, line, "")
	s.text(x+6, y+16, 13, "start", "bold", ink, fmt.Sprintf("%d", area))
	s.text(x+22, y+16, 12, "start", "", ink, shortBonus(bonus))
	s.f(`</g>`)
	slotW := (setColumnWidth - 18) / 2
	for k, owner := range owners {
		sx := x + 6 + float64(k)*(slotW+6)
		sy := y + 24
		what := fmt.Sprintf("Set area %d, slot %d (%d VP at each scoring)", area, k+1, vp[k])
		if owner < 0 {
			s.f(`<g%s>`, info)
			s.title(what, explain(ref))
			s.rect(sx, sy, slotW, 28, 4, emptyFill, line, ` stroke-dasharray="4 2"`)
			s.text(sx+slotW/2, sy+19, 12, "middle", "", muted, fmt.Sprintf("%d VP", vp[k]))
			s.f(`</g>`)
			continue
		}
		s.piece(owner, what+": building of "+s.who(owner), func(fill string) {
			s.rect(sx, sy, slotW, 28, 4, fill, line, "")
		}, sx+slotW/2, sy+14, 14)
	}
	s.text(x+setColumnWidth-6, y+setAreaHeight-10, 12, "end", "", muted, fmt.Sprintf("next: %d warriors", cost))
}

// setInfo is the attribute that makes a tap on a part of area ref show its
// text, none while a tap on the whole board plays the Set action.
func (s *svg) setInfo(ref string) string {
	if s.hot["god-set"] {
		return ""
	}
	return fmt.Sprintf(` data-info="%s"`, ref)
}

// setSlot is a statue slot of the Set board, empty or with its owner's
// statue; a move that builds there makes it a button.
func (s *svg) setSlot(id, what string, owner int, x, y, w, h float64) {
	s.open(id, "set", what)
	fill := ownerFill(owner)
	if owner >= 0 {
		s.title(what+": statue of "+s.who(owner), explain("set"))
		s.f(`<rect%s x="%s" y="%s" width="%s" height="%s" rx="12" fill="%s" stroke="%s"/>`, s.hl(id), num(x), num(y), num(w), num(h), fill, line)
		s.mark(owner, x+w/2, y+h/2, 15, textColour(fill))
	} else {
		s.title(what+": free", explain("set"))
		s.f(`<rect%s x="%s" y="%s" width="%s" height="%s" rx="12" fill="%s" stroke="%s" stroke-dasharray="4 2"/>`, s.hl(id), num(x), num(y), num(w), num(h), fill, line)
		s.text(x+w/2, y+h/2+4, 12, "middle", "", ink, strings.Split(what, " under")[0])
	}
	s.f(`</g>`)
	s.lastMark(id, x, y, w, h, x+w-2, y-10)
}

// shortBonus fits an area's bonus on one line of the area.
func shortBonus(bonus string) string {
	return strings.Replace(bonus, " and 1 resource of your choice (not gold)", " + 1 of choice", 1)
}

// setLegend lists each seat's expansion pieces and the artifact pool.
func (s *svg) setLegend() {
	sv := s.v.Seth
	s.f(`<table class="tk-legend"><caption>Warriors, priests and blood</caption><thead><tr><th scope="col">seat</th><th scope="col">warriors</th><th scope="col">priests</th><th scope="col">blood</th><th scope="col">cult, artifacts</th></tr></thead><tbody>`)
	for i := range s.v.Me {
		p := &s.v.Me[i]
		if p.Seth == nil {
			continue
		}
		cards := p.Seth.Artifacts
		if p.Seth.Cult != "" {
			cards = append([]string{p.Seth.Cult}, cards...)
		}
		s.f(`<tr><th scope="row">%s</th><td>%d</td><td>%d</td><td>%d</td><td>%s</td></tr>`,
			esc(seatName(p, s.names)), p.Seth.Warriors, p.Seth.Priests, p.Seth.Blood, orNone(cards))
	}
	s.f(`</tbody></table>`)
	s.f(`<p class="tk-note">Artifacts beside the destiny cards: %s. A Set action builds in the area of its die's value for warriors (a second building there costs more), gains the area's bonus, 3 VP under a people statue, a blood token for good, and places the face-up conquest token on an empty temple cell.</p>`,
		orNone(sv.Artifacts))
}
