package amunre

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"karnak/engine"
	game "karnak/games/amunre"
	"karnak/web/webtest"
)

// tables are the games the page tests walk through: every player count,
// the advanced game and open gold.
var tables = []engine.Options{
	{"players": "3"}, {"players": "4"}, {"players": "5"},
	{"players": "4", "rules": "advanced"}, {"players": "5", "rules": "advanced", "gold": "open"},
}

// randomPages renders pages along one random game of each table (see
// webtest.RandomPages), every every-th decision and at each rare one.
func randomPages(t *testing.T, every int, check func(where, page string, v *game.View)) {
	t.Helper()
	for i, opts := range tables {
		webtest.RandomPages(t, "amunre", opts, uint64(40+i), every, rareDecision, func(where, page string, v any) {
			check(where, page, v.(*game.View))
		})
	}
}

// rareDecision is one whose places few steps offer: an Offering Change, a
// Favor card played on a province, Bribe, the advanced choice, rewards.
func rareDecision(s engine.State) bool {
	for _, m := range s.Moves(s.Actors()[0]) {
		switch w := strings.Fields(s.MoveText(m)); w[0] {
		case "change", "architect", "free-farmer", "treasury", "bountiful-harvest", "choose", "protection", "theft":
			return true
		case "bid":
			if len(w) > 3 {
				return true
			}
		case "farmer", "stone", "cards":
			return s.View(-1).(*game.View).Phase != "market"
		}
	}
	return false
}

var (
	columnPattern = regexp.MustCompile(`minmax\(min\(100%,(\d+)px\),1fr\)`)
	borderPattern = regexp.MustCompile(`border:(\d+)px solid`)
)

// phoneRoom is the width a 390 px phone leaves the board (the page's
// margins take the rest).
const phoneRoom = 380

// minRenderedWidth is the narrowest a panel's SVG is drawn, in CSS px: the
// board's grid columns are at least columnMin wide, or the whole width
// when the page is narrower (a phone), and the SVG fills its panel but for
// the panel's border.
func minRenderedWidth(t *testing.T) float64 {
	col := columnPattern.FindStringSubmatch(boardStyle)
	side := borderPattern.FindStringSubmatch(sectionStyle)
	if col == nil || side == nil || !strings.Contains(svgStyle, "width:100%") || !strings.Contains(sectionStyle, "padding:4px 0 6px") {
		t.Fatal("the board's styles no longer size the panels as this test reads them")
	}
	c, _ := strconv.Atoi(col[1])
	b, _ := strconv.Atoi(side[1])
	return float64(min(c, phoneRoom) - 2*b)
}

// At the narrowest the page draws them, every text of every panel is at
// least 12 CSS px, every place that plays a move at least 32 px square, a
// focusable button named in words, and no two such places overlap, and
// every place that tells a text on a tap is as big; every
// panel is panelWidth wide and every text lies inside it, the texts of a
// province inside its box.
func TestPanelsReadableAndPlayable(t *testing.T) {
	width := minRenderedWidth(t)
	texts, targets := 0, 0
	randomPages(t, 7, func(where, page string, v *game.View) {
		for _, root := range webtest.SVGs(t, page) {
			w, _ := webtest.ViewBox(t, &root)
			if w != panelWidth {
				t.Fatalf("%s: a panel is %v wide", where, w)
			}
			n, m := webtest.Readable(t, where, &root, width/w, minTarget)
			texts, targets = texts+n, targets+m
			checkPlaces(t, where, &root)
		}
	})
	if texts < 20000 || targets < 2000 {
		t.Errorf("only %d texts and %d targets checked", texts, targets)
	}
	t.Logf("%d texts and %d targets checked at %.0f px a panel", texts, targets, width)
}

// checkPlaces checks that the hot places of a panel do not overlap and
// that its texts lie inside it, and a province's inside its box.
func checkPlaces(t *testing.T, where string, root *webtest.Node) {
	t.Helper()
	var hits []webtest.Box
	var ids []string
	var walk func(n *webtest.Node, inside *webtest.Box, size float64, weight string)
	walk = func(n *webtest.Node, inside *webtest.Box, size float64, weight string) {
		if s := n.Float("font-size"); s > 0 {
			size = s
		}
		if w := n.Attr("font-weight"); w != "" {
			weight = w
		}
		if n.HasClass("province") {
			inside = n.FirstRect()
		}
		if n.Attr("data-info") != "" && n.Attr("tabindex") == "0" {
			if hit := n.FirstRect(); hit == nil || hit.W < minTarget || hit.H < minTarget {
				t.Fatalf("%s: the place that tells %s is %v", where, n.Attr("data-info"), hit)
			}
		}
		if n.HasClass("hot") {
			hit := *n.FirstRect()
			for i, o := range hits {
				if hit.Overlaps(o) {
					t.Fatalf("%s: places %s and %s overlap", where, ids[i], n.Attr("data-target"))
				}
			}
			hits, ids = append(hits, hit), append(ids, n.Attr("data-target"))
		}
		if n.XMLName.Local == "text" && n.Attr("class") != "mark" {
			w := textWidth(n.Content(), size)
			if weight == "bold" {
				w = boldWidth(n.Content(), size)
			}
			x := n.Float("x")
			switch n.Attr("text-anchor") {
			case "middle":
				x -= w / 2
			case "end":
				x -= w
			}
			box := webtest.Box{X: 0, Y: 0, W: panelWidth, H: 1e9}
			if inside != nil {
				box = *inside
			}
			if x < box.X-0.5 || x+w > box.X+box.W+0.5 {
				t.Fatalf("%s: %q (%.0f to %.0f) sticks out of %v", where, n.Content(), x, x+w, box)
			}
		}
		for k := range n.Nodes {
			walk(&n.Nodes[k], inside, size, weight)
		}
	}
	walk(root, nil, 0, "")
}
