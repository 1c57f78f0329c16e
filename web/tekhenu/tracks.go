package tekhenu

import (
	"fmt"
	"strings"

	"karnak/web"
)

// Tracks and scores: the round, the players with their marks in turn
// order (the seat legend), the population and happiness tracks with their
// thresholds, the Maat balances with the fines, the score of each player by
// category so far, and the other players' last moves in words.

const (
	trackLeft  = 18.0
	trackStep  = 15.4 // per step of 0–21
	trackTop   = 30.0 // the axis, below the track's name
	playerLine = 20.0
	maatMid    = panelWidth / 2
	maatStep   = 16.0 // per step of −10…10
	guide      = "#d9ccb0"
	fineFill   = "#f8e4e1"
	fineText   = "#7b241c"
)

func trackX(v int) float64 { return trackLeft + float64(v)*trackStep }

func maatX(b int) float64 { return maatMid + float64(max(-10, min(10, b)))*maatStep }

func (s *svg) tracksPanel() {
	s.panel("tracks", "Tracks and scores", s.players, func() float64 {
		s.f(`<g id="tracks">`)
		y := s.track("Population", "population", 2, func(i int) int { return s.v.Me[i].Population },
			map[int]string{printed.Sections[2].Opens: "§3", printed.Sections[3].Opens: "§4"})
		reach := map[int]string{}
		for sec, info := range printed.Sections {
			if info.Reach > 1 {
				reach[info.Reach] = fmt.Sprintf("§%d", sec+1)
			}
		}
		y = s.track("Happiness", "happiness", y+8, func(i int) int { return s.v.Me[i].Happiness }, reach)
		y = s.maat(y + 8)
		s.f(`</g>`)
		return y + 2
	}, func() {
		s.f(`<p class="tk-note">▲ at %s: each scores 3 VP of happiness at every scoring. Population opens market section 3 and 4 (§3, §4); happiness reaches them (§2–§4 above the happiness track). First reaching %s.</p>`,
			esc(intsText(printed.Symbols)), esc(printed.Happy))
		s.breakdownTable()
		s.toldList()
	})
}

// players is the seat legend: each player's mark, name, place in turn
// order and VP.
func (s *svg) players() {
	maats := s.v.Maats
	s.f(`<p class="tk-sub">Round %d of 16 · Maat phases held: %d (after every 4th round).</p><ol class="tk-players">`, s.v.Round, maats)
	for i, p := range s.v.Order {
		if p < 0 || p >= len(s.v.Me) {
			continue
		}
		pv := &s.v.Me[p]
		you := ""
		if p == s.seat {
			you = " (you)"
		}
		s.f(`<li><span class="mark" style="color:%s" aria-hidden="true">%s</span> <b>%s</b>%s · %s in turn order · <b>%d VP</b></li>`,
			web.SeatColour(p), esc(web.SeatMark(p)), esc(seatName(pv, s.names)), you, ordinal(i+1), pv.VP)
	}
	s.f(`</ol>`)
}

// track draws a 0–21 track with the ▲ cells and the thresholds of notes,
// one line per player with its mark at its value.
func (s *svg) track(name, ref string, y float64, value func(int) int, notes map[int]string) float64 {
	s.f(`<g data-info="%s">`, ref)
	s.title(explain(ref))
	s.text(2, y+14, 13, "start", "bold", ink, name)
	axis := y + trackTop
	s.f(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="1.5"/>`, num(trackX(0)), num(axis), num(trackX(21)), num(axis), line)
	symbols := map[int]bool{}
	for _, v := range printed.Symbols {
		symbols[v] = true
	}
	for v := 0; v <= 21; v++ {
		tick := 4.0
		if symbols[v] || v%5 == 0 || notes[v] != "" {
			tick = 8
		}
		s.f(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s"/>`, num(trackX(v)), num(axis-tick), num(trackX(v)), num(axis), line)
	}
	for v := 0; v <= 21; v++ {
		label := ""
		switch {
		case symbols[v]:
			label = fmt.Sprintf("▲%d", v)
		case v == 0 || v == 5 && notes[v] != "":
			label = fmt.Sprint(v)
		}
		if label != "" {
			s.text(trackX(v), axis+15, 12, "middle", "", ink, label)
		}
		if n := notes[v]; n != "" {
			s.text(trackX(v), axis-11, 12, "middle", "", muted, n)
		}
	}
	s.f(`</g>`)
	y = axis + 22
	// Faint lines down from the ▲ cells, to read the players' places by.
	for v := range symbols {
		s.f(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s"/>`, num(trackX(v)), num(axis+20), num(trackX(v)), num(y+float64(len(s.v.Me))*playerLine), guide)
	}
	for i := range s.v.Me {
		p := &s.v.Me[i]
		v := value(i)
		cy := y + playerLine/2
		s.f(`<g>`)
		s.title(fmt.Sprintf("%s: %s %d", s.who(p.Seat), strings.ToLower(name), v))
		x := trackX(max(0, min(21, v)))
		s.mark(p.Seat, x, cy, 15, web.SeatColour(p.Seat))
		anchor, tx := "start", x+9
		if v > 17 {
			anchor, tx = "end", x-9
		}
		s.text(tx, cy+4.5, 12, anchor, "bold", ink, fmt.Sprint(v))
		s.f(`</g>`)
		y += playerLine
	}
	return y
}

// maat draws the players' last balances on −10…10 with the zones that
// cost VP.
func (s *svg) maat(y float64) float64 {
	s.f(`<g data-info="maat">`)
	s.title(explain("maat"))
	s.text(2, y+14, 13, "start", "bold", ink, "Maat: last balance (shaded: VP lost)")
	axis := y + trackTop + 14
	rowsEnd := axis + 24 + float64(len(s.v.Me))*playerLine
	fines := []struct {
		from, to int
		text     string
	}{{-10, -9, "−3"}, {-8, -6, "−2"}, {-5, -3, "−1"}}
	for _, f := range fines {
		x0, x1 := maatX(f.from)-maatStep/2, maatX(f.to)+maatStep/2
		s.rect(x0, axis-20, x1-x0, rowsEnd-axis+20, 0, fineFill, "none", "")
		s.text((x0+x1)/2, axis-6, 12, "middle", "bold", fineText, f.text)
	}
	s.f(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="1.5"/>`, num(maatX(-10)), num(axis), num(maatX(10)), num(axis), line)
	for b := -10; b <= 10; b++ {
		s.f(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s"/>`, num(maatX(b)), num(axis), num(maatX(b)), num(axis+5), line)
		if b%5 == 0 {
			s.text(maatX(b), axis+18, 12, "middle", "", ink, signed(b))
		}
	}
	s.f(`</g>`)
	y = axis + 24
	for i := range s.v.Me {
		p := &s.v.Me[i]
		cy := y + playerLine/2
		s.f(`<g>`)
		s.title(fmt.Sprintf("%s: last balance %s, ankh %d", s.who(p.Seat), signed(p.Balance), p.Ankh))
		x := maatX(p.Balance)
		s.mark(p.Seat, x, cy, 15, web.SeatColour(p.Seat))
		anchor, tx := "start", x+9
		if p.Balance > 6 {
			anchor, tx = "end", x-9
		}
		s.text(tx, cy+4.5, 12, anchor, "bold", ink, fmt.Sprintf("%s · ankh %d", signed(p.Balance), p.Ankh))
		s.f(`</g>`)
		y += playerLine
	}
	return y
}

func signed(n int) string {
	switch {
	case n > 0:
		return fmt.Sprintf("+%d", n)
	case n < 0:
		return fmt.Sprintf("−%d", -n)
	}
	return "0"
}

func intsText(ns []int) string {
	var parts []string
	for _, n := range ns {
		parts = append(parts, fmt.Sprint(n))
	}
	return strings.Join(parts, ", ")
}

// scoreCategory names the categories of the running score, in the order
// the table shows them; a breakdown row's step maps to one of them.
func scoreCategory(step string) string {
	for _, prefix := range []string{"Scoring I: ", "Scoring II: "} {
		if rest, ok := strings.CutPrefix(step, prefix); ok {
			step = rest
		}
	}
	switch step {
	case "play before the scoring", "play since the last scoring":
		return "in play (actions, cards, Maat)"
	}
	return step
}

// runningScore adds up the view's breakdown by category: the categories
// in order and each one's VP per seat; the total stays last.
func (s *svg) runningScore() (cats []string, vp map[string][]int) {
	vp = map[string][]int{}
	for _, r := range s.v.Breakdown {
		c := scoreCategory(r.Step)
		if _, ok := vp[c]; !ok {
			cats = append(cats, c)
			vp[c] = make([]int, len(r.VP))
		}
		for p, v := range r.VP {
			if p < len(vp[c]) {
				vp[c][p] += v
			}
		}
	}
	// The total last, and the categories nobody scored in left out.
	var out []string
	for _, c := range cats {
		if c == "total" {
			continue
		}
		any := false
		for _, v := range vp[c] {
			any = any || v != 0
		}
		if any {
			out = append(out, c)
		}
	}
	if _, ok := vp["total"]; ok {
		out = append(out, "total")
	}
	return out, vp
}

func (s *svg) breakdownTable() {
	cats, vp := s.runningScore()
	if len(cats) == 0 {
		return
	}
	s.f(`<div class="tk-scroll"><table class="tk-score" id="running-score"><caption>Score so far, by category</caption><thead><tr><th scope="col">VP from</th>`)
	for i := range s.v.Me {
		p := &s.v.Me[i]
		s.f(`<th scope="col" title="%s"><span class="mark" style="color:%s" aria-hidden="true">%s</span> %s</th>`,
			esc(s.who(p.Seat)), web.SeatColour(p.Seat), esc(web.SeatMark(p.Seat)), esc(shorten(seatName(p, s.names), 9)))
	}
	s.f(`</tr></thead><tbody>`)
	for _, c := range cats {
		class := ""
		if c == "total" {
			class = ` class="total"`
		}
		s.f(`<tr%s><th scope="row">%s</th>`, class, esc(c))
		for _, v := range vp[c] {
			s.f(`<td>%d</td>`, v)
		}
		s.f(`</tr>`)
	}
	s.f(`</tbody></table></div>`)
}
