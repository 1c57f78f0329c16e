// Package tekhenu draws the Tekhenu table for the browser: the board as
// panels that reflow with the page (the wheel, the temple complex with Ra's
// display, the Osiris districts, the market, the Horus tiles and statues,
// the tracks and scores, Botankhamun in a solo game), each an SVG of its
// own, and the players' mats as HTML. Every legal move with a place on the
// board makes that place a button.
package tekhenu

import (
	"fmt"
	"html"
	"html/template"
	"math"
	"strconv"
	"strings"

	"karnak/engine"
	game "karnak/games/tekhenu"
	"karnak/web"
	"karnak/web/draw"
)

func init() { web.Register("tekhenu", Board{}) }

// Board marks the other seats' last moves from the log.
var _ web.RecentBoard = Board{}

// Board is the Tekhenu renderer.
type Board struct{}

// Every panel is panelWidth user units wide and the stylesheet never draws
// it narrower than panelWidth CSS pixels (at 390 px the page leaves 380 for
// it; on a desktop it grows): so a user unit is at least a CSS pixel, and
// minFont units are at least 12 px, minTarget units at least 32 px.
const (
	panelWidth = 360.0
	minFont    = 12.0
	minTarget  = 32.0
)

// Colours. Every text's colour is chosen against the fill it sits on
// (textColour) or is ink or muted on the light fills, which contrast_test
// checks at 4.5:1 at least.
const (
	panelFill = "#fffaf0"
	ink       = "#2b2118"
	muted     = "#5a4632"
	line      = "#5a4632"
	cellFill  = "#f4ead5"
	emptyFill = "#fffaf0"
	closed    = "#d5cfc4"
	hotStroke = "#e67e22"
)

var dieFill = map[string]string{"white": "#fbfbf8", "black": "#1d1d1d", "yellow": "#f1c40f", "brown": "#8b5a2b", "grey": "#95a5a6",
	"red": "#b03a2e", "blue": "#2e6da4", "green": "#2e8b57"}

var brightFill = map[string]string{"sunny": "#f9e08b", "shaded": "#cdb892", "dark": "#6e5a47", "none": "#e8dfcc"}

// Edge colours of pillar tiles: ochre drawn solid, blue dashed, so that
// they differ by more than colour.
var edgeColour = map[byte]string{'a': "#c8902e", 'b': "#2f6fa8"}

var edgeDash = map[byte]string{'a': "", 'b': ` stroke-dasharray="6 3"`}

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
	case "keep", "draft", "destiny", "bless", "play", "artifact", "use", "veto":
		return "card-" + cardRef(w[1])
	case "vizier": // Time of Seth §5: the Vizier to a god's sector or the Set board
		return "god-" + w[1]
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
		if w[1] == "set" { // Time of Seth: a statue to Set
			return "statue-set"
		}
		if w[1] != "god" {
			return "people-" + w[1]
		}
	case "token": // Time of Seth: the conquest token onto a temple cell
		return "cell-" + w[1]
	}
	return ""
}

type svg struct {
	b     *strings.Builder
	hot   map[string]bool
	v     *game.View
	seat  int
	names []string
	// moves are the viewer's legal moves by the element that plays them,
	// for the words a screen reader says.
	moves map[string][]string
	// recent are the places of other seats' last moves: element id →
	// seats, the latest last.
	recent map[string][]int
	// told are those moves in words, oldest first.
	told []toldMove
}

func (s *svg) f(format string, args ...any) { fmt.Fprintf(s.b, format, args...) }

func num(x float64) string { return strconv.FormatFloat(math.Round(x*10)/10, 'f', -1, 64) }

// text writes one line of text; every text on the board goes through it,
// with a size of at least minFont.
func (s *svg) text(x, y, size float64, anchor, weight, fill, content string) {
	size = max(size, minFont)
	s.f(`<text x="%s" y="%s" font-size="%s"`, num(x), num(y), num(size))
	if anchor != "" && anchor != "start" {
		s.f(` text-anchor="%s"`, anchor)
	}
	if weight != "" {
		s.f(` font-weight="%s"`, weight)
	}
	s.f(` fill="%s">%s</text>`, fill, esc(content))
}

func (s *svg) rect(x, y, w, h, rx float64, fill, stroke, extra string) {
	s.f(`<rect x="%s" y="%s" width="%s" height="%s"`, num(x), num(y), num(w), num(h))
	if rx > 0 {
		s.f(` rx="%s"`, num(rx))
	}
	s.f(` fill="%s" stroke="%s"%s/>`, fill, stroke, extra)
}

// open starts the group of a place. When a legal move plays it now it is
// a button (class "hot", focusable, named in words); else a tap shows the
// glossary text of ref when there is one (data-info; the text is the
// group's first title).
func (s *svg) open(id, ref, what string) {
	switch {
	case s.hot[id]:
		s.f(`<g class="hot" data-target="%s" tabindex="0" role="button" aria-label="%s">`, id, esc(s.hotLabel(id, what)))
	case ref != "" && explain(ref) != "":
		s.f(`<g data-place="%s" data-info="%s">`, id, esc(ref))
	default:
		s.f(`<g data-place="%s">`, id)
	}
}

// hl marks the shape of a hot place for the stylesheet's highlight.
func (s *svg) hl(id string) string {
	if s.hot[id] {
		return ` class="hl"`
	}
	return ""
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

func esc(v string) string { return html.EscapeString(v) }

// who names a seat in a title: its name and number, the automa by name.
func (s *svg) who(seat int) string {
	if s.v != nil && seat >= 0 && seat < len(s.v.Me) {
		p := &s.v.Me[seat]
		name := seatName(p, s.names)
		if p.Automa || strings.EqualFold(name, fmt.Sprintf("seat %d", seat+1)) {
			return name
		}
		return fmt.Sprintf("%s (seat %d)", name, seat+1)
	}
	return fmt.Sprintf("seat %d", seat+1)
}

// mark writes seat's shape (web.SeatMark) centred on x, y: the seats
// differ by shape as well as by colour.
func (s *svg) mark(seat int, x, y, size float64, colour string) {
	m := web.SeatMark(seat)
	if m == "" {
		return
	}
	s.f(`<text class="mark" x="%s" y="%s" text-anchor="middle" dominant-baseline="central" font-size="%s" fill="%s" aria-hidden="true">%s</text>`,
		num(x), num(y), num(max(size, minFont)), colour, esc(m))
}

// piece draws a seat's piece: a shape in its colour with its mark, in a
// group whose title names the seat.
func (s *svg) piece(seat int, titleText string, shape func(fill string), mx, my, size float64) {
	fill := ownerFill(seat)
	s.f(`<g class="piece">`)
	s.title(titleText)
	shape(fill)
	s.mark(seat, mx, my, size, textColour(fill))
	s.f(`</g>`)
}

func ownerFill(owner int) string {
	switch {
	case owner >= 0:
		return web.SeatColour(owner)
	case owner == -2:
		return closed
	}
	return emptyFill
}

// SVG draws the shared board: its panels, laid out by the stylesheet.
func (b Board) SVG(v any, seat int, names []string, hot map[string]bool) template.HTML {
	return b.BoardWithLog(v, seat, names, hot, nil)
}

// BoardWithLog is SVG with the other seats' last moves highlighted: log
// is the table's log as the page shows it (web.Game.Log, newest first).
func (Board) BoardWithLog(v any, seat int, names []string, hot map[string]bool, log []web.LogLine) template.HTML {
	gv := view(v)
	if gv == nil {
		return ""
	}
	s := &svg{b: &strings.Builder{}, hot: hot, v: gv, seat: seat, names: names, moves: map[string][]string{}}
	for _, m := range gv.Moves {
		if id := (Board{}).Target(m); id != "" {
			s.moves[id] = append(s.moves[id], m)
		}
	}
	s.recentMoves(log)
	s.f(`<div class="tk-board">`)
	s.wheelPanel()
	s.templePanel()
	s.osirisPanel()
	s.marketPanel()
	s.horusPanel()
	s.tracksPanel()
	s.automaPanel()
	s.setPanel()
	s.f(`</div>`)
	return template.HTML(s.b.String())
}

// panel writes one panel: a heading, then what intro writes (HTML), an SVG
// panelWidth wide as tall as draw says it drew, then legend (HTML).
func (s *svg) panel(key, heading string, intro func(), draw func() float64, legend func()) {
	outer := s.b
	s.b = &strings.Builder{}
	height := math.Ceil(draw())
	body := s.b.String()
	s.b = outer
	s.f(`<section class="tk-panel" id="panel-%s" aria-labelledby="panel-%s-h"><h3 class="tk-h" id="panel-%s-h">%s</h3>`, key, key, key, esc(heading))
	if intro != nil {
		intro()
	}
	s.f(`<svg xmlns="http://www.w3.org/2000/svg" class="tk-svg" viewBox="0 0 %s %s" role="group" aria-label="%s" font-family="system-ui, sans-serif" font-size="13">`,
		num(panelWidth), num(height), esc(heading))
	s.f(`<rect class="tk-bg" x="0" y="0" width="%s" height="%s" fill="%s"/>`, num(panelWidth), num(height), panelFill)
	s.b.WriteString(body)
	s.f(`</svg>`)
	if legend != nil {
		legend()
	}
	s.f(`</section>`)
}

// textColour is black or white, whichever contrasts more with fill.
func textColour(fill string) string { return draw.TextOn(fill) }

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
	return fmt.Sprintf("Seat %d", p.Seat+1)
}

func godTitle(g string) string {
	if g == "" {
		return g
	}
	return strings.ToUpper(g[:1]) + g[1:]
}

// cardRef is a card's name as the board writes it: L07, BX01, SX05 in
// capitals; the expansion's Cult04 and Art05 as printed.
func cardRef(word string) string {
	lower := strings.ToLower(word)
	for _, prefix := range []string{"cult", "art"} {
		if strings.HasPrefix(lower, prefix) {
			return strings.ToUpper(lower[:1]) + lower[1:]
		}
	}
	return strings.ToUpper(word)
}
