// Package kemet draws the Kemet table for the browser, in our own drawing:
// a schematic map of the board side in play (the delta's islands at the
// top, the Nile down the middle, the banks beside it) with every region a
// place to tap, its troops as counters in the owner's colour and mark,
// creatures, pyramids, obelisks, temples, walls and harbour ferries; and
// beside it, as HTML, each player's mat (VP, PP, reserve, tiles, cards,
// action pyramid), the supply of power tiles with their texts and the
// battle under way.
package kemet

import (
	"fmt"
	"html/template"
	"math"
	"strconv"
	"strings"

	"karnak/engine"
	game "karnak/games/kemet"
	"karnak/web"
	"karnak/web/draw"
)

func init() { web.Register("kemet", Board{}) }

// Board is the Kemet renderer.
type Board struct{}

var _ web.RecentBoard = Board{}

// The map is mapW units wide and drawn at least phoneWidth CSS px wide (a
// 390 px phone leaves the board about 380): a unit is at least
// phoneWidth/mapW px, so minFont units are 12 px and minTarget units
// 32 px at the narrowest.
const (
	phoneWidth = 380.0
	minFont    = 12 * mapW / phoneWidth
	minTarget  = 32 * mapW / phoneWidth
	font       = 32.0 // the map's usual text size
	rowH       = 40.0 // a row of a region's contents
	gap        = 4.0  // between the pieces of a row
	pad        = 4.0  // inside a region's box
)

// Colours: texts are ink on the light fills, or draw.TextOn of the fill
// they sit on; contrast_test checks 4.5:1.
const (
	ink         = "#2b2118"
	muted       = "#5a4632"
	edge        = "#6f5f4b"
	panelFill   = "#fffaf0"
	waterFill   = "#a9cfe6"
	desertFill  = "#f1e0b0"
	templeFill  = "#d4e6c3"
	sanctFill   = "#e4d2ee"
	deltaFill   = "#efe3c4"
	districtFil = "#fbf5e6"
	wallColour  = "#3d2b1f"
	obeliskFill = "#6b6259"
	creatureFil = "#2b2118"
	battleFill  = "#8b1a1a"
	hotRing     = "#e67e22" // the page's colour of places that play moves
)

// pyramidFills are the pyramids' colours; a pyramid also shows its
// colour's letter, so that colour is never all that tells them apart.
var pyramidFills = map[string]string{"white": "#f7f4ec", "red": "#a93226", "blue": "#1b4f72"}

func view(v any) *game.View {
	gv, _ := v.(*game.View)
	return gv
}

// regionMoves are the move words whose first argument is a region where
// the move ends or chooses.
var regionMoves = map[string]bool{
	"place": true, "creature": true, "step": true, "teleport": true, "escape": true, "retreat-to": true,
	"attack": true, "fire": true, "teleportation": true, "from": true,
}

// Target maps a move to the element that plays it: a region of the map
// (hot-region-ID) for every move that ends in or chooses a region; an
// action space of the viewer's pyramid, a tile of the supply, a card of
// the viewer's hand, a battle card or a pyramid of the viewer's mat; ""
// for the rest (pass, done, ready, numbers of units...), which stay in
// the move list.
func (Board) Target(move string) string {
	w := strings.Fields(move)
	if len(w) < 2 {
		return ""
	}
	switch {
	case regionMoves[w[0]]:
		return "hot-region-" + w[1]
	case w[0] == "return" && len(w) >= 3:
		return "hot-region-" + w[2]
	}
	switch w[0] {
	case "token", "silver":
		return "space-" + w[1]
	case "gold":
		return "space-Gold"
	case "buy":
		return "tile-" + w[1]
	case "card", "commit", "wound":
		return "di-" + w[1]
	case "keep":
		return "look-" + w[1]
	case "play", "discard", "replace":
		return "bc-" + w[1]
	case "raise":
		return "pyramid-" + w[1]
	}
	return ""
}

// canvas draws one table for one viewer.
type canvas struct {
	out    *draw.Builder
	v      *game.View
	l      *game.Layout
	g      *geometry
	seat   int
	names  []string
	hot    map[string]bool
	moves  map[string][]string // the viewer's moves by the element that plays them
	recent map[string][]int    // regions the other seats' last moves changed
	told   []web.Told
}

func newCanvas(gv *game.View, seat int, names []string, hot map[string]bool) *canvas {
	c := &canvas{out: draw.HTMLFragment(), v: gv, l: game.LayoutFor(gv.Players), seat: seat, names: names, hot: hot,
		moves: map[string][]string{}, recent: map[string][]int{}}
	if c.l != nil {
		c.g = geometries[geometryKey(c.l.Side, gv.Players)]
	}
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

// SVG draws the map.
func (b Board) SVG(v any, seat int, names []string, hot map[string]bool) template.HTML {
	return b.BoardWithLog(v, seat, names, hot, nil)
}

const (
	svgStyle   = "width:100%;height:auto;display:block;margin:0 auto;background:#a9cfe6;border-radius:6px"
	boardStyle = "margin:0;padding:0;display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start"
	noteStyle  = "margin:4px 8px;font-size:14px;color:#5a4632"
)

// BoardWithLog is SVG with the regions the other seats' last moves
// changed outlined, read from log (newest first).
func (Board) BoardWithLog(v any, seat int, names []string, hot map[string]bool, log []web.LogLine) template.HTML {
	gv := view(v)
	if gv == nil {
		return ""
	}
	c := newCanvas(gv, seat, names, hot)
	if c.l == nil || c.g == nil {
		return ""
	}
	c.recentMoves(log)
	c.out.Elem("div", func(o *draw.Builder) {
		// As wide as the column allows but no taller than most of the
		// screen; never narrower than phoneWidth px for mapW units (its
		// texts are 12 px or more); and on a narrow screen (a phone, where
		// 1000px - 100vw is large) the whole width.
		floor := math.Ceil(phoneWidth * c.g.w / mapW)
		mapBox := fmt.Sprintf("flex:1 1 %.0fpx;max-width:max(min(%.0fpx,calc(1000px - 100vw)),%.0fpx,min(780px,%.1fvh));min-width:0",
			floor, phoneWidth, floor, 88*c.g.w/mapH)
		o.Elem("div", func(o *draw.Builder) { o.Insert(c.mapSVG().Raw()) }, draw.Class("km-mapbox"), draw.A("style", mapBox))
		o.Elem("div", func(o *draw.Builder) {
			o.Elem("p", func(o *draw.Builder) { o.Plain(c.status()) }, draw.Class("km-status"), draw.A("style", "margin:0 0 6px;font-size:15px;color:#2b2118"))
			c.summary(o)
			c.toldList(o)
		}, draw.Class("km-side"), draw.A("style", "flex:1 1 240px;min-width:0"))
	}, draw.Class("km-board"), draw.A("style", boardStyle))
	return c.out.HTML()
}

// summary is every seat's standing in a table beside the map: VP, PP,
// units, cards and tiles, in the turn order.
func (c *canvas) summary(o *draw.Builder) {
	cell := "border-bottom:1px solid #e0d5bd;padding:3px 5px;text-align:right"
	o.Elem("table", func(o *draw.Builder) {
		o.Elem("caption", func(o *draw.Builder) { o.Plain("Players, in turn order") }, draw.A("style", "text-align:left;font-weight:bold;padding:2px 0"))
		o.Elem("tr", func(o *draw.Builder) {
			for i, h := range []string{"", "VP", "PP", "units", "DI", "tiles"} {
				st := cell
				if i == 0 {
					st += ";text-align:left"
				}
				o.Elem("th", func(o *draw.Builder) { o.Plain(h) }, draw.A("scope", "col"), draw.A("style", st))
			}
		})
		order := c.v.Order
		if len(order) != len(c.v.Me) {
			order = nil
			for p := range c.v.Me {
				order = append(order, p)
			}
		}
		for _, p := range order {
			pv := c.v.Me[p]
			on := 0
			for _, n := range pv.Troops {
				on += n
			}
			o.Elem("tr", func(o *draw.Builder) {
				o.Elem("th", func(o *draw.Builder) {
					markSpan(o, p)
					o.Plain(" " + trim(c.who(p), 14))
					if p == c.seat {
						o.Plain(" (you)")
					}
				}, draw.A("scope", "row"), draw.A("style", cell+";text-align:left;font-weight:normal"))
				vp := strconv.Itoa(pv.VP + pv.TempVP)
				if pv.TempVP > 0 {
					vp += fmt.Sprintf(" (%d temp.)", pv.TempVP)
				}
				for _, v := range []string{vp, strconv.Itoa(pv.PP), fmt.Sprintf("%d + %d", on, pv.Reserve), strconv.Itoa(pv.DI), strconv.Itoa(len(pv.Tiles))} {
					o.Elem("td", func(o *draw.Builder) { o.Plain(v) }, draw.A("style", cell))
				}
			})
		}
	}, draw.Class("km-summary"), draw.A("style", "border-collapse:collapse;font-size:14px;width:100%"))
	o.Elem("p", func(o *draw.Builder) {
		o.Plain("units: on the map + in reserve. DI: Divine Intervention cards in hand.")
	}, draw.A("style", noteStyle+";margin:4px 0"))
	if b := c.v.Battle; b != nil {
		o.Elem("p", func(o *draw.Builder) {
			o.Plain(fmt.Sprintf("Battle in %s: %s attacks %s (see the battle panel).", regionName(b.Region), c.whoMark(b.Attacker), c.whoMark(b.Defender)))
		}, draw.A("style", "margin:6px 0;font-weight:bold;color:#8b1a1a"))
	}
}

// status says the round, the phase and the goal in a line.
func (c *canvas) status() string {
	s := fmt.Sprintf("Side %s · %d players · Day %d · %s · first to %d VP at the end of a Day", c.l.Side, c.v.Players, c.v.Round, c.v.Phase, c.v.Threshold)
	if c.v.Players < 4 {
		s += " · the east bank is out of play"
	}
	if len(c.v.Order) > 0 {
		var order []string
		for _, p := range c.v.Order {
			order = append(order, c.whoMark(p))
		}
		s += " · turn order: " + strings.Join(order, ", ")
	}
	return s
}

// text writes one line of the map; every text of the map goes through
// it, at minFont at least.
func text(b *draw.Builder, x, y, size float64, fill, content string, attrs ...draw.Attr) {
	b.Text(x, y, content, append([]draw.Attr{draw.N("font-size", max(size, minFont)), draw.Fill(fill)}, attrs...)...)
}

var (
	middle  = draw.A("text-anchor", "middle")
	central = draw.A("dominant-baseline", "central")
	bold    = draw.A("font-weight", "bold")
)

// textWidth estimates the width of a line of text, generously.
func textWidth(s string, size float64) float64 {
	return 0.6 * size * float64(len([]rune(s)))
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

// cardName is the name of a glossary entry.
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

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// trim shortens s to n characters.
func trim(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
