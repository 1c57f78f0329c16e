package tekhenu

import (
	"fmt"
	"strings"
)

// The market: four sections of face-up cards, each with the happiness
// Thoth needs to take from it and when it opens; a section's box refreshes
// it. A card that a move takes has an "i" strip that shows its text.

const (
	refreshWidth  = 52.0
	cardWidth     = 72.0
	cardPitch     = 76.0
	cardHeight    = 80.0
	cardPlay      = 44.0 // the card's part that plays; below it, its "i"
	sectionHeader = 22.0
	sectionGap    = 10.0
)

var kindOf = map[byte]string{'B': "blessing", 'T': "technology", 'L': "decree"}

func (s *svg) marketPanel() {
	intro := func() {
		s.f(`<p class="tk-sub">Decks: blessings %d · technologies %d · decrees %d.</p>`, s.v.Decks[0], s.v.Decks[1], s.v.Decks[2])
	}
	s.panel("market", "Market", intro, func() float64 {
		s.f(`<g id="market">`)
		y := 2.0
		for sec, cards := range s.v.Market {
			info := printed.Sections[sec]
			head := fmt.Sprintf("Section %d · happiness %d+", sec+1, info.Reach)
			if info.Opens > 0 && cards != nil {
				head += " · open"
			}
			s.text(2, y+15, 13, "start", "bold", ink, head)
			if cards == nil {
				s.text(2, y+33, 12, "start", "", muted, fmt.Sprintf("closed: opens when a population reaches %d", info.Opens))
				y += sectionHeader + 18 + sectionGap
				continue
			}
			s.section(sec, cards, y+sectionHeader)
			y += sectionHeader + cardHeight + sectionGap
		}
		s.f(`</g>`)
		return y
	}, func() {
		s.f(`<p class="tk-note">Thoth takes 1–3 cards from one open section your happiness reaches; ↻ refreshes a section for 1 papyrus first. Tap a card for its text.</p>`)
	})
}

func (s *svg) section(sec int, cards []string, y float64) {
	id := fmt.Sprintf("section-%d", sec+1)
	ref := fmt.Sprintf("section%d", sec+1)
	s.open(id, ref, fmt.Sprintf("market section %d", sec+1))
	s.title(explain(ref))
	s.f(`<rect%s x="0" y="%s" width="%s" height="%s" rx="4" fill="%s" stroke="%s"/>`, s.hl(id), num(y), num(refreshWidth), num(cardHeight), cellFill, line)
	s.text(refreshWidth/2, y+34, 20, "middle", "bold", ink, "↻")
	s.text(refreshWidth/2, y+54, 12, "middle", "", ink, "refresh")
	s.f(`</g>`)
	s.lastMark(id, 0, y, refreshWidth, cardHeight, refreshWidth-2, y-8)
	for i, c := range cards {
		x := refreshWidth + 4 + float64(i)*cardPitch
		id := fmt.Sprintf("market-%d-%d", sec+1, i+1)
		slot := fmt.Sprintf("%d.%d", sec+1, i+1)
		switch {
		case c == "":
			s.open(id, slot, "an empty market slot")
			s.title(explain(slot))
			s.rect(x, y, cardWidth, cardHeight, 4, emptyFill, line, ` stroke-dasharray="4 3"`)
			s.text(x+cardWidth/2, y+cardHeight/2+4, 12, "middle", "", muted, "empty")
		case s.hot[id]:
			s.open(id, "", fmt.Sprintf("card %s, %s, from market section %d", c, cardName(c), sec+1))
			s.title(cardTitle(c))
			s.cardFace(id, c, x, y)
			s.infoStrip(c, x, y+cardPlay, cardWidth, cardHeight-cardPlay)
		default:
			// A card is reachable by keyboard: focused, Enter shows its
			// text.
			s.f(`<g data-place="%s" data-info="%s" tabindex="0" role="button" aria-label="%s">`, id, esc(c), esc(cardTitle(c)))
			s.title(cardTitle(c))
			s.cardFace(id, c, x, y)
		}
		s.f(`</g>`)
		s.lastMark(id, x, y, cardWidth, cardHeight, x+cardWidth-2, y+cardHeight-22)
	}
}

func (s *svg) cardFace(id, c string, x, y float64) {
	s.f(`<rect%s x="%s" y="%s" width="%s" height="%s" rx="4" fill="%s" stroke="%s"/>`, s.hl(id), num(x), num(y), num(cardWidth), num(cardHeight), cardFill(c), line)
	s.text(x+cardWidth/2, y+20, 15, "middle", "bold", ink, c)
	s.text(x+cardWidth/2, y+37, 12, "middle", "", ink, kindOf[c[0]])
}

// infoStrip is the "i" of a card that plays a move: it shows the card's
// text without playing, by a tap or by keyboard.
func (s *svg) infoStrip(ref string, x, y, w, h float64) {
	text := explain(ref)
	if text == "" {
		return
	}
	s.f(`<g class="info-i" data-info="%s" tabindex="0" role="button" aria-label="What %s does"><title>%s</title>`, esc(ref), esc(ref), esc(text))
	s.rect(x+3, y, w-6, h-3, 4, emptyFill, line, "") // at least minTarget square
	s.f(`<circle cx="%s" cy="%s" r="8" fill="%s"/>`, num(x+17), num(y+h/2-1), ink)
	s.text(x+17, y+h/2+3.5, 12, "middle", "bold", "#ffffff", "i")
	s.text(x+28, y+h/2+3.5, 12, "start", "", ink, "text")
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
	return "#ffffff"
}

// cardTitle is a card's text: "L12 Name — cost — timing — effect".
func cardTitle(c string) string {
	if text := explain(c); text != "" {
		return text
	}
	return c
}

// cardName is a card's name alone ("Decree of the settlers").
func cardName(c string) string {
	if e := entry(c); e.Name != "" {
		return e.Name
	}
	return strings.ToUpper(c)
}
