package webtest

import (
	"encoding/xml"
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"karnak/engine"
	"karnak/web"
	"karnak/web/draw"
)

// The readability standard of a board's SVG panels (issue 14), for every
// game's tests: a board's fragment parsed into its SVGs, the texts' sizes
// and colours against what they are drawn on, the places that play moves
// as named, focusable buttons big enough for a finger.

// Node is an element of a board's SVG, parsed, for walking it.
type Node struct {
	XMLName xml.Name
	Attrs   []xml.Attr `xml:",any,attr"`
	Text    string     `xml:",chardata"`
	Nodes   []Node     `xml:",any"`
}

// Attr is the value of n's attribute name, "" when it has none.
func (n *Node) Attr(name string) string {
	for _, a := range n.Attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// Float is n's attribute name as a number, 0 when it is none.
func (n *Node) Float(name string) float64 {
	f, _ := strconv.ParseFloat(n.Attr(name), 64)
	return f
}

// Content is all the text under n.
func (n *Node) Content() string {
	s := n.Text
	for i := range n.Nodes {
		s += n.Nodes[i].Content()
	}
	return s
}

// Walk calls f on n and every element under it, parents first; where f
// returns false it does not go under the element.
func (n *Node) Walk(f func(n *Node) bool) {
	if !f(n) {
		return
	}
	for i := range n.Nodes {
		n.Nodes[i].Walk(f)
	}
}

// HasClass reports whether n's class attribute holds class.
func (n *Node) HasClass(class string) bool {
	return strings.Contains(" "+n.Attr("class")+" ", " "+class+" ")
}

// FirstTitle is the text of the first title under n, as the page's
// script finds it for a tap.
func (n *Node) FirstTitle() string {
	for k := range n.Nodes {
		c := &n.Nodes[k]
		if c.XMLName.Local == "title" {
			return c.Content()
		}
		if t := c.FirstTitle(); t != "" {
			return t
		}
	}
	return ""
}

// SVGs are the svg elements of a page or fragment, parsed; a fragment
// without one fails.
func SVGs(t testing.TB, page string) []Node {
	t.Helper()
	var roots []Node
	for rest := page; ; {
		i := strings.Index(rest, "<svg")
		if i < 0 {
			break
		}
		j := strings.Index(rest[i:], "</svg>")
		if j < 0 {
			t.Fatal("an svg is not closed")
		}
		var root Node
		if err := xml.Unmarshal([]byte(rest[i:i+j+len("</svg>")]), &root); err != nil {
			t.Fatalf("an svg is not well-formed: %v", err)
		}
		roots = append(roots, root)
		rest = rest[i+j:]
	}
	if len(roots) == 0 {
		t.Fatal("no svg in the page")
	}
	return roots
}

// ViewBox is the width and height of an svg's viewBox.
func ViewBox(t testing.TB, root *Node) (w, h float64) {
	t.Helper()
	f := strings.Fields(root.Attr("viewBox"))
	if len(f) != 4 {
		t.Fatalf("an svg has the viewBox %q", root.Attr("viewBox"))
	}
	w, _ = strconv.ParseFloat(f[2], 64)
	h, _ = strconv.ParseFloat(f[3], 64)
	if w <= 0 {
		t.Fatalf("an svg has the viewBox %q", root.Attr("viewBox"))
	}
	return w, h
}

// Box is a rectangle in an SVG's units.
type Box struct{ X, Y, W, H float64 }

// Overlaps reports whether b and o share some area.
func (b Box) Overlaps(o Box) bool {
	return b.X < o.X+o.W && o.X < b.X+b.W && b.Y < o.Y+o.H && o.Y < b.Y+b.H
}

// Holds reports whether o lies inside b.
func (b Box) Holds(o Box) bool {
	return o.X >= b.X && o.Y >= b.Y && o.X+o.W <= b.X+b.W && o.Y+o.H <= b.Y+b.H
}

// RectOf is the box of a rect element.
func RectOf(n *Node) Box { return Box{n.Float("x"), n.Float("y"), n.Float("width"), n.Float("height")} }

// FirstRect is the box of the first rect right under n: the shape a
// place's click hits. Nil when there is none.
func (n *Node) FirstRect() *Box {
	for k := range n.Nodes {
		if c := &n.Nodes[k]; c.XMLName.Local == "rect" {
			b := RectOf(c)
			return &b
		}
	}
	return nil
}

// Readable checks one SVG drawn at scale CSS px a unit: every text is at
// least 12 px (its font-size, or the nearest ancestor's); every place
// that plays a move (class "hot") is a focusable button named in words
// (aria-label of 8 letters or more) whose first rect is at least minTarget
// px each way. It returns the texts and places checked.
func Readable(t testing.TB, where string, root *Node, scale, minTarget float64) (texts, targets int) {
	t.Helper()
	var walk func(n *Node, size float64)
	walk = func(n *Node, size float64) {
		if fs := n.Attr("font-size"); fs != "" {
			size, _ = strconv.ParseFloat(fs, 64)
		}
		if n.XMLName.Local == "text" {
			texts++
			if size*scale < 12 {
				t.Fatalf("%s: %q is %.1f px", where, n.Content(), size*scale)
			}
		}
		if n.HasClass("hot") {
			targets++
			if n.Attr("tabindex") != "0" || n.Attr("role") != "button" || len(n.Attr("aria-label")) < 8 {
				t.Fatalf("%s: hot place %s is not a named, focusable button: %v", where, n.Attr("data-target"), n.Attrs)
			}
			hit := n.FirstRect()
			if hit == nil || hit.W*scale < minTarget || hit.H*scale < minTarget {
				t.Fatalf("%s: hot place %s is %v units, under %.0f px at %.2f px a unit", where, n.Attr("data-target"), hit, minTarget, scale)
			}
		}
		for k := range n.Nodes {
			walk(&n.Nodes[k], size)
		}
	}
	walk(root, 0)
	return texts, targets
}

// ColourPair is a text, its colour and the colour under its middle.
type ColourPair struct{ Content, Text, Background string }

// painted is a filled shape of an SVG.
type painted struct {
	rect   *Box
	cx, cy float64 // a circle's centre and radius
	r      float64
	fill   string
}

func (p painted) contains(x, y float64) bool {
	if p.rect != nil {
		b := *p.rect
		return x >= b.X && x <= b.X+b.W && y >= b.Y && y <= b.Y+b.H
	}
	return math.Hypot(x-p.cx, y-p.cy) <= p.r
}

// TextPairs finds, for every text of an SVG, the fill of the last shape
// painted before it under the text's middle (a rect or a circle): the
// colour it is read against, white when there is none. A text without a
// fill of its own counts as black: every text should set its fill.
func TextPairs(root *Node) []ColourPair {
	var shapes []painted
	var out []ColourPair
	var walk func(n *Node)
	walk = func(n *Node) {
		fill := n.Attr("fill")
		switch n.XMLName.Local {
		case "rect":
			if fill != "" && fill != "none" {
				b := RectOf(n)
				shapes = append(shapes, painted{rect: &b, fill: fill})
			}
		case "circle":
			if fill != "" && fill != "none" {
				shapes = append(shapes, painted{cx: n.Float("cx"), cy: n.Float("cy"), r: n.Float("r"), fill: fill})
			}
		case "text":
			x, y := textMiddle(n)
			bg := "#ffffff"
			for i := len(shapes) - 1; i >= 0; i-- {
				if shapes[i].contains(x, y) {
					bg = shapes[i].fill
					break
				}
			}
			if fill == "" {
				fill = "#000000"
			}
			out = append(out, ColourPair{n.Content(), fill, bg})
			return
		}
		for k := range n.Nodes {
			walk(&n.Nodes[k])
		}
	}
	walk(root)
	return out
}

// textMiddle is about the middle of a text's glyphs: its anchor moved by
// half an estimated width, and up from the baseline by a third of its
// size unless it is centred on y.
func textMiddle(n *Node) (float64, float64) {
	x, y := n.Float("x"), n.Float("y")
	size := n.Float("font-size")
	if size == 0 {
		size = 13
	}
	width := 0.6 * size * float64(utf8.RuneCountInString(n.Content()))
	switch n.Attr("text-anchor") {
	case "middle":
	case "end":
		x -= width / 2
	default:
		x += width / 2
	}
	if n.Attr("dominant-baseline") != "central" {
		y -= size / 3
	}
	return x, y
}

// Contrasted checks that every text of an SVG contrasts with what it is
// drawn on by 4.5:1 at least (WCAG 2.2 AA); it returns the texts checked
// and the lowest ratio.
func Contrasted(t testing.TB, where string, root *Node) (texts int, worst float64) {
	t.Helper()
	worst = math.Inf(1)
	for _, p := range TextPairs(root) {
		texts++
		c := draw.Contrast(p.Text, p.Background)
		worst = min(worst, c)
		if c < 4.5 {
			t.Fatalf("%s: %q in %s on %s: contrast %.2f:1", where, p.Content, p.Text, p.Background, c)
		}
	}
	return texts, worst
}

// RandomPages renders the table fragment along a random game of game
// with opts (seed seed), at every every-th decision and at each that rare
// reports (nil: none) and at the end, for the first seat that decides
// (with its moves) and for a spectator, and hands each page and view to
// check.
func RandomPages(t *testing.T, game string, opts engine.Options, seed uint64, every int, rare func(engine.State) bool,
	check func(where, page string, view any)) {
	t.Helper()
	pages, err := web.New()
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	s, err := g.New(opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]web.Seat, s.Seats())
	for i := range seats {
		seats[i] = web.Seat{Seat: i, Kind: "human", Name: fmt.Sprintf("Player %d", i+1), Claimed: true}
	}
	r := rand.New(rand.NewPCG(seed, 9))
	for step := 0; ; step++ {
		over := s.Over()
		if step%every == 0 || over || rare != nil && rare(s) {
			viewers := []int{-1}
			if !over {
				viewers = append(viewers, s.Actors()[0])
			}
			for _, viewer := range viewers {
				var texts []string
				if viewer >= 0 {
					for _, m := range s.Moves(viewer) {
						texts = append(texts, s.MoveText(m))
					}
				}
				v := s.View(viewer)
				page, err := pages.Fragment(web.Game{ID: "x", Game: game, Seat: viewer, Seq: step, Actors: s.Actors(), Moves: texts, View: v, Seats: seats, Over: over})
				if err != nil {
					t.Fatal(err)
				}
				check(fmt.Sprintf("%v seed %d, step %d, seat %d", opts, seed, step, viewer), page, v)
			}
		}
		if over {
			break
		}
		seat := s.Actors()[0]
		moves := s.Moves(seat)
		if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
}
