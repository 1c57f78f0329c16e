package tekhenu

import (
	"fmt"
	"regexp"

	game "karnak/games/tekhenu"
)

// The Osiris districts: four columns of six rows, each row's effect on the
// left, the people statue slots above the workshops and the quarries.

var districts = []string{"papyrus", "bread", "limestone", "granite"}

const (
	effectWidth    = 112.0
	districtPitch  = 62.0
	districtsTop   = 46.0
	osirisRowPitch = 40.0
	osirisRowsTop  = districtsTop + 24
)

var majorityRe = regexp.MustCompile(`majority of pieces scores (\d+) VP`)

func (s *svg) osirisPanel() {
	s.panel("osiris", "Osiris districts", nil, func() float64 {
		s.f(`<g id="osiris">`)
		half := 2 * districtPitch
		s.people(game.OSW, "os-w", effectWidth+2, 2, half-4, 38, []string{"statue: workshops"})
		s.people(game.OSQ, "os-q", effectWidth+2+half, 2, half-4, 38, []string{"statue: quarries"})
		for row := 1; row <= 6; row++ {
			y := osirisRowsTop + float64(row-1)*osirisRowPitch
			o := printed.Osiris[row]
			ref := fmt.Sprintf("osiris-row%d", row)
			s.f(`<g data-info="%s">`, ref)
			s.title(explain(ref))
			s.rect(0, y, effectWidth-4, osirisRowPitch-4, 4, cellFill, line, "")
			l := o.effectLines()
			if row == 2 && !s.v.Row2Gold { // the gold beside row 2 is taken
				l[1] = fmt.Sprintf("gain %d", o.Gain)
			}
			s.text(6, y+15, 12, "start", "", ink, l[0])
			s.text(6, y+30, 12, "start", "", ink, l[1])
			s.f(`</g>`)
		}
		for d, res := range districts {
			s.district(d, res, effectWidth+float64(d)*districtPitch)
		}
		s.f(`</g>`)
		return osirisRowsTop + 6*osirisRowPitch + 4
	}, func() {
		s.f(`<p class="tk-note">Osiris builds in the row its die names, for 1 happiness. prod: that district's production marker goes up (at most %d); pair: its partner's too (papyrus with bread, limestone with granite); any: any one marker; gain: resources of the district, and gold. (+gold): the first building in row 2 takes the gold beside it. At each scoring the majority of pieces in a district scores %d VP; a tie goes to the highest piece.</p>`,
			printed.MaxProd, firstInt(majorityRe, entry("osiris-row1").Effect))
	})
}

func (s *svg) district(d int, res string, x float64) {
	id := "osiris-" + res
	s.open(id, "", fmt.Sprintf("the %s district of Osiris", res))
	s.title(fmt.Sprintf("the %s district", res), explain("osiris"))
	// The name above the column's box, where it may be as wide as the
	// column ("limestone").
	top := osirisRowsTop - 4
	s.f(`<rect%s x="%s" y="%s" width="%s" height="%s" rx="4" fill="%s" stroke="%s"/>`, s.hl(id), num(x), num(top), num(districtPitch-3), num(osirisRowsTop-top+6*osirisRowPitch), cellFill, line)
	s.text(x+(districtPitch-3)/2, districtsTop+13, 12, "middle", "", ink, res)
	for row := 0; row < 6; row++ {
		owner := s.v.Osiris[row][d]
		y := osirisRowsTop + float64(row)*osirisRowPitch
		cx, w := x+4, districtPitch-11
		rowRef := fmt.Sprintf("osiris-row%d", row+1)
		if owner < 0 {
			// A tap on an empty cell explains its row, unless a tap on the
			// district builds there now.
			if s.hot[id] {
				s.f(`<g>`)
			} else {
				s.f(`<g data-info="%s">`, rowRef)
			}
			s.title(fmt.Sprintf("%s district, row %d", res, row+1), explain(rowRef))
			s.rect(cx, y, w, osirisRowPitch-6, 4, emptyFill, line, "")
			s.text(cx+w/2, y+22, 12, "middle", "", muted, fmt.Sprint(row+1))
			s.f(`</g>`)
			continue
		}
		s.piece(owner, fmt.Sprintf("%s district, row %d: building of %s", res, row+1, s.who(owner)), func(fill string) {
			s.rect(cx, y, w, osirisRowPitch-6, 4, fill, line, "")
		}, cx+w/2, y+(osirisRowPitch-6)/2, 16)
	}
	s.f(`</g>`)
	s.lastMark(id, x, top, districtPitch-3, osirisRowsTop-top+6*osirisRowPitch, x+districtPitch-5, top+10)
}
