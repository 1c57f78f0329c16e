// Package amunre draws the Amun-Re table for the browser, in our own
// drawing: panels that reflow with the page — the round with the offering
// token on the Nile, the auction with its bid tracks, Lower and Upper Egypt
// with their provinces along the Nile, the market and its price track, the
// offering to Amun-Re, the harvest and the scores — each an SVG of its own,
// and each player's mat with the Favor cards as HTML. Every legal move has a
// place that plays it: a province's fields or stones, a cell of a bid track,
// a gold amount of the offering, a card, or a button of the panel of its
// phase.
package amunre

import (
	"fmt"
	"html/template"
	"math"
	"strconv"
	"strings"

	"karnak/engine"
	game "karnak/games/amunre"
	"karnak/web"
	"karnak/web/draw"
)

func init() { web.Register("amunre", Board{}) }

// Board is the Amun-Re renderer.
type Board struct{}

var _ web.RecentBoard = Board{}

// Every panel is panelWidth user units wide and never drawn narrower than
// panelWidth CSS pixels (the grid's columns are at least columnMin wide, a
// panel's border takes 1 px a side and it has no side padding): a unit is
// at least a pixel, so minFont units are at least 12 px and minTarget
// units at least 32 px.
const (
	panelWidth = 360.0
	columnMin  = 364
	minFont    = 12.0
	minTarget  = 32.0
	font       = 13.0 // the usual text size
)

// Colours. A text is drawn in ink or muted on the light fills, or in
// draw.TextOn of the fill it sits on; contrast_test checks 4.5:1.
const (
	panelFill   = "#fffaf0"
	ink         = "#2b2118"
	muted       = "#5a4632"
	edge        = "#8a7a66"
	cellFill    = "#f4ead5"
	closedFill  = "#d5cfc4"
	shoreFill   = "#e9f0dc" // a province on the Nile shore: green land
	desertFill  = "#f6e7c6" // a province in the outskirts: sand
	nileFill    = "#3f78a8"
	currentFill = "#3d2b1f" // the phase, token or step in force
	pyramidFill = "#d9b45a"
	stoneFill   = "#a39a8c"
	freeFill    = "#fffaf0"
)

// bidGold is the gold of each cell of a province card's bid track, as the
// rules count it (the view gives the gold of a standing bid only).
var bidGold = game.BidGold()

// priceOf is what n items of one kind cost in one market step.
func priceOf(n int) int { return game.Cost(n) }

func view(v any) *game.View {
	gv, _ := v.(*game.View)
	return gv
}

// Target maps a move's text to the element that plays it: a province's
// fields (farmers, Free Farmer) or stones (stones, Architect), a bid
// track's cell, a Favor card of the viewer's mat (playing Protection,
// selling), the market's or the rewards' card buttons, an amount of the
// offering, a harvest card's province, a province card of the advanced
// game, or the button of its panel (pass, done, collect).
func (Board) Target(move string) string {
	w := strings.Fields(move)
	if len(w) == 0 {
		return ""
	}
	arg := func(i int) string {
		if i < len(w) {
			return w[i]
		}
		return ""
	}
	switch w[0] {
	case "bid":
		if len(w) >= 3 {
			return "bid-" + w[1] + "-" + w[2]
		}
	case "protection":
		return "card-protection"
	case "sell":
		if len(w) >= 2 {
			return "card-" + w[1]
		}
	case "pass", "done", "collect":
		return w[0]
	case "stone", "architect":
		if len(w) >= 2 {
			return "stone-" + w[1]
		}
	case "farmer", "free-farmer":
		if len(w) >= 2 {
			return "farmer-" + w[1]
		}
	case "cards":
		if len(w) >= 2 {
			return "cards-" + w[1]
		}
	case "offer":
		if len(w) >= 2 {
			return "offer-" + w[1]
		}
	case "theft":
		return "offer-theft"
	case "change":
		switch arg(1) {
		case "+3", "3":
			return "change-up"
		case "-3":
			return "change-down"
		}
	case "treasury":
		if len(w) >= 2 {
			return "treasury-" + w[1]
		}
	case "bountiful-harvest":
		if len(w) >= 2 {
			return "bountiful-" + w[1]
		}
	case "choose":
		if len(w) >= 2 {
			return "choose-" + w[1]
		}
	}
	return ""
}

// canvas draws one table: the panels' SVGs into the board's HTML.
type canvas struct {
	out   *draw.Builder
	v     *game.View
	seat  int
	names []string
	hot   map[string]bool
	// moves are the viewer's legal moves by the element that plays them,
	// for the words a screen reader says.
	moves map[string][]string
	// recent are the places the other seats' last moves changed, by id:
	// the seats, the latest last; told are those moves in words.
	recent map[string][]int
	told   []web.Told
}

func newCanvas(gv *game.View, seat int, names []string, hot map[string]bool) *canvas {
	c := &canvas{out: draw.HTMLFragment(), v: gv, seat: seat, names: names, hot: hot, moves: map[string][]string{}, recent: map[string][]int{}}
	if c.hot == nil {
		c.hot = map[string]bool{}
	}
	for _, m := range gv.Moves {
		if id := (Board{}).Target(m); id != "" {
			c.moves[id] = append(c.moves[id], m)
		}
	}
	return c
}

// SVG draws the shared board: its panels, laid out by the grid.
func (b Board) SVG(v any, seat int, names []string, hot map[string]bool) template.HTML {
	return b.BoardWithLog(v, seat, names, hot, nil)
}

// boardStyle lays the panels out as a grid of columns at least columnMin
// px wide (one on a phone), in the style attribute the page's policy
// allows: the stylesheet is shared with the other games.
var boardStyle = fmt.Sprintf("display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%%,%dpx),1fr));gap:8px;align-items:start", columnMin)

const (
	sectionStyle = "background:#fffaf0;border:1px solid #b99b6b;border-radius:6px;padding:4px 0 6px;margin:0;min-width:0"
	svgStyle     = "width:100%;max-width:440px;height:auto;display:block;margin:0 auto;border:0;border-radius:0;background:#fffaf0"
	headStyle    = "margin:2px 8px 4px;font-size:17px"
	noteStyle    = "margin:4px 8px;font-size:13px;color:#5a4632"
)

// BoardWithLog is SVG with the places the other seats' last moves changed
// outlined, read from log (the page's log, newest first).
func (Board) BoardWithLog(v any, seat int, names []string, hot map[string]bool, log []web.LogLine) template.HTML {
	gv := view(v)
	if gv == nil {
		return ""
	}
	c := newCanvas(gv, seat, names, hot)
	c.recentMoves(log)
	c.out.Elem("div", func(*draw.Builder) {
		c.roundPanel()
		c.auctionPanel()
		c.nilePanel(game.Lower)
		c.nilePanel(game.Upper)
		c.marketPanel()
		c.offeringPanel()
		c.harvestPanel()
		c.scoresPanel()
	}, draw.Class("ar-board"), draw.A("style", boardStyle))
	return c.out.HTML()
}

// panel writes one panel: a heading, an SVG panelWidth wide as tall as
// body says it drew (body runs twice, first to measure), then what after
// writes (HTML notes, a legend).
func (c *canvas) panel(key, heading string, body func(b *draw.Builder) float64, after func(o *draw.Builder)) {
	height := math.Ceil(body(draw.SVG(panelWidth, 0)))
	svg := draw.SVG(panelWidth, height, draw.Class("ar-svg"), draw.A("role", "group"), draw.A("aria-label", heading),
		draw.A("font-family", "system-ui, sans-serif"), draw.N("font-size", font), draw.A("style", svgStyle))
	svg.Rect(0, 0, panelWidth, height, draw.Fill(panelFill), draw.Class("ar-bg"))
	body(svg)
	c.out.Elem("section", func(o *draw.Builder) {
		o.Elem("h3", func(o *draw.Builder) { o.Plain(heading) }, draw.ID("panel-"+key+"-h"), draw.A("style", headStyle))
		o.Insert(svg.Raw())
		if after != nil {
			after(o)
		}
	}, draw.Class("ar-panel"), draw.ID("panel-"+key), draw.A("aria-labelledby", "panel-"+key+"-h"), draw.A("style", sectionStyle))
}

// note writes a paragraph of HTML under a panel's drawing.
func note(o *draw.Builder, text string) {
	o.Elem("p", func(o *draw.Builder) { o.Plain(text) }, draw.Class("ar-note"), draw.A("style", noteStyle))
}

// text writes one line; every text of the board goes through it, at
// minFont at least.
func text(b *draw.Builder, x, y, size float64, fill, content string, attrs ...draw.Attr) {
	b.Text(x, y, content, append([]draw.Attr{draw.N("font-size", max(size, minFont)), draw.Fill(fill)}, attrs...)...)
}

var (
	middle = draw.A("text-anchor", "middle")
	end    = draw.A("text-anchor", "end")
	bold   = draw.A("font-weight", "bold")
)

// textWidth estimates the width of a line of text, boldWidth of a line
// in bold: generously, so that what is laid out by them fits.
func textWidth(s string, size float64) float64 {
	return 0.55 * size * float64(len([]rune(s)))
}

func boldWidth(s string, size float64) float64 {
	return 0.68 * size * float64(len([]rune(s)))
}

// wrap lays items out in lines of at most width units, joined by " · ";
// an item too long for a line of its own is broken between its words.
func wrap(items []string, width, size float64) []string {
	var lines []string
	line := ""
	var split []string
	for _, it := range items {
		if textWidth(it, size) > width {
			split = append(split, wrapWords(it, width, size)...)
		} else {
			split = append(split, it)
		}
	}
	for _, it := range split {
		switch {
		case line == "":
			line = it
		case textWidth(line+" · "+it, size) <= width:
			line += " · " + it
		default:
			lines = append(lines, line)
			line = it
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// hotPlace draws a place that plays moves when hot holds id: a group with
// the hit rectangle x, y, w, h first (highlighted), then what body draws;
// a focusable button named by the moves it plays. Not hot, it is drawn
// by body alone, over the same rectangle in fill, and tells its text on a
// tap when info is a glossary ref.
func (c *canvas) hotPlace(b *draw.Builder, id string, x, y, w, h float64, fill, what, info string, body func(b *draw.Builder)) {
	if c.hot[id] {
		b.Group(func(b *draw.Builder) {
			b.Rect(x, y, w, h, draw.Fill(fill), draw.Stroke(edge), draw.Class("hl"), draw.N("rx", 4))
			b.Title(lines(what, explain(info)))
			body(b)
		}, draw.Class("hot"), draw.Data("target", id), draw.A("tabindex", "0"), draw.A("role", "button"), draw.A("aria-label", c.hotLabel(id, what)))
		c.lastMark(b, id, x, y, w, h)
		return
	}
	attrs := []draw.Attr{draw.Data("place", id)}
	if info != "" && explain(info) != "" {
		attrs = append(attrs, draw.Data("info", info))
	}
	b.Group(func(b *draw.Builder) {
		b.Rect(x, y, w, h, draw.Fill(fill), draw.Stroke(edge), draw.N("rx", 4))
		b.Title(lines(what, explain(info)))
		body(b)
	}, attrs...)
	c.lastMark(b, id, x, y, w, h)
}

// button draws a labelled button for a move without a piece to stand on
// (pass, done, collect, an amount): only while it plays something.
func (c *canvas) button(b *draw.Builder, id string, x, y, w float64, label, what string) {
	if !c.hot[id] {
		return
	}
	c.hotPlace(b, id, x, y, w, minTarget+4, "#ffffff", what, "", func(b *draw.Builder) {
		text(b, x+w/2, y+23, 14, ink, label, middle, bold)
	})
}

// infoPlace draws a place that tells the glossary text of ref on a tap (and on
// hover), reachable by keyboard.
func infoPlace(b *draw.Builder, ref, label string, body func(b *draw.Builder)) {
	b.Group(func(b *draw.Builder) {
		if t := explain(ref); t != "" {
			b.Title(t)
		}
		body(b)
	}, draw.Data("info", ref), draw.A("tabindex", "0"), draw.A("role", "button"), draw.A("aria-label", label+": show its text"))
}

// lines joins the texts that are not empty, one a line.
func lines(texts ...string) string {
	var out []string
	for _, t := range texts {
		if t != "" {
			out = append(out, t)
		}
	}
	return strings.Join(out, "\n")
}

// entry is the game's glossary entry of ref.
func entry(ref string) (engine.Entry, bool) { return engine.Explain(game.Game{}, ref) }

// explain is the glossary text of ref, "" when it has none.
func explain(ref string) string {
	if e, ok := entry(ref); ok {
		return e.Text()
	}
	return ""
}

// cardName is the name of a glossary entry: "Bountiful Harvest".
func cardName(ref string) string {
	if e, ok := entry(ref); ok {
		return e.Name
	}
	return ref
}

// who names a seat: its name, or "Seat n".
func (c *canvas) who(seat int) string { return web.SeatCalled(c.names, seat) }

// whoMark is a seat's mark and name: "▲ Ben".
func (c *canvas) whoMark(seat int) string { return web.SeatWithMark(c.names, seat) }

// province is the view of the province ref, nil when there is none.
func (c *canvas) province(ref string) *game.ProvinceView {
	for i := range c.v.Provinces {
		if c.v.Provinces[i].Ref == ref {
			return &c.v.Provinces[i]
		}
	}
	return nil
}

func (c *canvas) provinceName(ref string) string {
	if p := c.province(ref); p != nil {
		return p.Name
	}
	return ref
}

// mine is the viewer's own seat view, nil for a spectator.
func (c *canvas) mine() *game.SeatView {
	if c.seat >= 0 && c.seat < len(c.v.Seats) {
		return &c.v.Seats[c.seat]
	}
	return nil
}

// seatPiece draws a seat's round piece (a farmer, a marker) with its mark
// in the text colour of its fill, titled.
func seatPiece(b *draw.Builder, seat int, cx, cy, r float64, title string) {
	fill := web.SeatColour(seat)
	b.Group(func(b *draw.Builder) {
		b.Title(title)
		b.Circle(cx, cy, r, draw.Fill(fill), draw.Stroke("#ffffff"), draw.N("stroke-width", 1.5))
		mark(b, seat, cx, cy, draw.TextOn(fill))
	}, draw.Class("piece"))
}

// mark writes seat's shape centred on x, y: seats differ by shape as
// well as colour.
func mark(b *draw.Builder, seat int, x, y float64, fill string) {
	m := web.SeatMark(seat)
	if m == "" {
		return
	}
	text(b, x, y, minFont, fill, m, middle, draw.A("dominant-baseline", "central"), draw.Class("mark"), draw.A("aria-hidden", "true"))
}

// Breakdown is the final table: each category of VP, the tie-breaks
// (pyramids, then stones, in the provinces each controls) and the total.
func (Board) Breakdown(v any) [][]string {
	gv := view(v)
	if gv == nil {
		return nil
	}
	var out [][]string
	for _, cat := range ledgerOrder {
		row := []string{ledgerLabels[cat]}
		for _, s := range gv.Seats {
			row = append(row, strconv.Itoa(s.Ledger[cat]))
		}
		out = append(out, row)
	}
	pyr, stones := []string{"pyramids in own provinces (tie-break)"}, []string{"stones in own provinces (2nd tie-break)"}
	gold := []string{"gold at the end"}
	for _, s := range gv.Seats {
		p, st := 0, 0
		for _, ref := range s.Controls {
			for _, pv := range gv.Provinces {
				if pv.Ref == ref {
					p += pv.Pyramids
					st += pv.Stones
				}
			}
		}
		pyr, stones = append(pyr, strconv.Itoa(p)), append(stones, strconv.Itoa(st))
		if s.Gold != nil {
			gold = append(gold, strconv.Itoa(*s.Gold))
		} else {
			gold = append(gold, "?")
		}
	}
	out = append(out, gold, pyr, stones)
	total := []string{"total"}
	for _, s := range gv.Seats {
		total = append(total, strconv.Itoa(s.VP))
	}
	return append(out, total)
}

// ledgerOrder are the view's categories of VP, in the order they are
// scored.
var ledgerOrder = []string{"temples", "pyramids", "set bonus", "side bonuses", "yellow cards", "gold"}

func ordinal(n int) string { return web.Ordinal(n) }

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
