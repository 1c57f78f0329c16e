package tekhenu

import (
	"fmt"
	"strings"

	game "karnak/games/tekhenu"
)

// Horus tiles and statues: which god each die value dedicates a statue to
// and the bonus its owner gains, then the statues on each player's mat with
// their granite costs, those built in the player's colour.

const (
	horusRow    = 38.0
	statueLabel = 100.0
	statueBox   = 40.0
	statuePitch = 43.0
)

func (s *svg) horusPanel() {
	s.panel("horus", "Horus tiles and statues", nil, func() float64 {
		s.f(`<g id="horus">`)
		y := 2.0
		for _, h := range s.v.Horus {
			ref := fmt.Sprintf("horus-slot%d", h.Slot)
			s.f(`<g data-info="%s">`, ref)
			s.title(explain(ref), fmt.Sprintf("Now the %s tile lies here.", godTitle(h.God)))
			s.rect(0, y, panelWidth, horusRow-4, 4, cellFill, line, "")
			s.rect(4, y+3, 28, 28, 4, dieFill["white"], "#111111", ` stroke-width="1.5"`)
			s.text(18, y+23, 15, "middle", "bold", "#111111", fmt.Sprint(h.Slot))
			s.text(40, y+22, 13, "start", "bold", ink, "→ "+godTitle(h.God))
			s.text(122, y+22, 12, "start", "", ink, "bonus: "+h.Bonus)
			s.f(`</g>`)
			y += horusRow
		}
		s.f(`</g>`)
		y += 8
		s.f(`<g id="statues">`)
		s.text(2, y+15, 13, "start", "bold", ink, "Statues on the mats (granite each)")
		y += 24
		s.f(`<g data-info="statue1">`)
		s.title(explain("statue1"))
		s.text(2, y+25, 12, "start", "", ink, "cost")
		for i, c := range printed.StatueCost {
			x := statueLabel + float64(i)*statuePitch
			s.rect(x, y+4, statueBox, 32, 4, emptyFill, line, "")
			s.text(x+statueBox/2, y+26, 15, "middle", "bold", ink, fmt.Sprint(c))
		}
		s.f(`</g>`)
		y += 40
		for p := range s.v.Me {
			s.statueRow(&s.v.Me[p], y)
			y += 40
		}
		s.f(`</g>`)
		return y + 2
	}, func() {
		s.f(`<p class="tk-note">Horus builds your leftmost statue: a god statue goes to the god of the slot its die value names and earns that slot's bonus when others perform the god's action; a people statue takes a slot's gold. On the board, statues score %s at each scoring.</p>`, esc(printed.StatueVP))
	})
}

// statueRow shows a player's six statues: those built in its colour with
// its mark, the others with their cost.
func (s *svg) statueRow(p *game.PlayerView, y float64) {
	name := seatName(p, s.names)
	built := len(printed.StatueCost) - p.Statues
	s.f(`<g>`)
	s.title(fmt.Sprintf("%s has built %d of %d statues", s.who(p.Seat), built, len(printed.StatueCost)))
	s.mark(p.Seat, 9, y+20, 15, ownerFill(p.Seat))
	s.text(20, y+25, 12, "start", "", ink, shorten(name, 11))
	s.f(`</g>`)
	for i, c := range printed.StatueCost {
		x := statueLabel + float64(i)*statuePitch
		if i < built {
			s.piece(p.Seat, fmt.Sprintf("statue %d of %s: built", i+1, s.who(p.Seat)), func(fill string) {
				s.rect(x, y+4, statueBox, 32, 4, fill, line, "")
			}, x+statueBox/2, y+20, 15)
			continue
		}
		s.rect(x, y+4, statueBox, 32, 4, emptyFill, line, ` stroke-dasharray="3 2"`)
		s.text(x+statueBox/2, y+25, 12, "middle", "", muted, fmt.Sprint(c))
	}
}

// shorten cuts a name to n letters with an ellipsis.
func shorten(name string, n int) string {
	r := []rune(strings.TrimSpace(name))
	if len(r) <= n {
		return string(r)
	}
	return string(r[:n-1]) + "…"
}
