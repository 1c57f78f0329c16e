package kemet

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"karnak/engine"
	_ "karnak/games/kemet"
	game "karnak/games/kemet"
	"karnak/web"
	"karnak/web/webtest"
)

// tables are the games the page tests walk through: every player count
// (both board sides) and the options.
var tables = []engine.Options{
	{"players": "2"}, {"players": "3"}, {"players": "4"}, {"players": "5"},
	{"players": "5", "battle-discards": "open", "vp": "10"},
	{"players": "4", "variant": "beginner"},
}

// randomPages renders pages along one random game of each table, every
// every-th decision and at each battle decision.
func randomPages(t *testing.T, every int, check func(where, page string, v *game.View)) {
	t.Helper()
	for i, opts := range tables {
		webtest.RandomPages(t, "kemet", opts, uint64(60+i), every, rareDecision, func(where, page string, v any) {
			check(where, page, v.(*game.View))
		})
	}
}

// rareDecision is one whose places few steps offer: battle cards, a
// creature, a retreat, Vision, a card played.
func rareDecision(s engine.State) bool {
	for _, m := range s.Moves(s.Actors()[0]) {
		switch strings.Fields(s.MoveText(m))[0] {
		case "play", "retreat-to", "creature", "keep", "escape", "fire", "return", "commit", "wound", "attack", "raise", "buy":
			return true
		}
	}
	return false
}

// mapOf is the page's map.
func mapOf(t *testing.T, where, page string) *webtest.Node {
	t.Helper()
	for _, root := range webtest.SVGs(t, page) {
		if root.HasClass("km-map") {
			return &root
		}
	}
	t.Fatalf("%s: no map", where)
	return nil
}

var rectD = regexp.MustCompile(`^M([-\d.]+) ([-\d.]+)h([-\d.]+)v([-\d.]+)h`)

// paint is a rectangle of the drawing painted with a region's id ("" for
// a city's header).
type paint struct {
	id string
	b  webtest.Box
}

// painted reads the regions' shapes off a map, in the order drawn.
func painted(t *testing.T, root *webtest.Node) []paint {
	var out []paint
	root.Walk(func(n *webtest.Node) bool {
		switch {
		case n.Attr("data-region") != "":
			id := n.Attr("data-region")
			for k := range n.Nodes {
				c := &n.Nodes[k]
				if c.XMLName.Local == "path" && c.HasClass("hl") {
					m := rectD.FindStringSubmatch(c.Attr("d"))
					if m == nil {
						t.Fatalf("%s: a shape that is no rectangle: %s", id, c.Attr("d"))
					}
					f := func(i int) float64 { v, _ := strconv.ParseFloat(m[i], 64); return v }
					out = append(out, paint{id, webtest.Box{X: f(1), Y: f(2), W: f(3), H: f(4)}})
				}
			}
			return false
		case n.HasClass("km-city"):
			out = append(out, paint{"", *n.FirstRect()})
			return false
		}
		return true
	})
	return out
}

// The map's drawing has the board's graph: painting every region's shape
// in the order drawn, two regions share a stretch of border exactly when
// they are land or wall neighbours in the layout; every harbour crossing
// is a ferry from one to the other across the water, and no other ferry
// is drawn; every region in play is drawn once, and no other.
func TestMapIsTheGraph(t *testing.T) {
	for n := 2; n <= 5; n++ {
		s := newGame(t, engine.Options{"players": strconv.Itoa(n)}, 1)
		v := s.View(-1).(*game.View)
		page := string(Board{}.SVG(v, -1, nil, nil))
		root := mapOf(t, fmt.Sprint(n), page)
		l := game.LayoutFor(n)
		const cell = 2.0
		vw, _ := webtest.ViewBox(t, root)
		w, h := int(vw/cell), int(mapH/cell)
		grid := make([]string, w*h)
		for i := range grid {
			grid[i] = "~"
		}
		drawn := map[string]int{}
		for _, p := range painted(t, root) {
			if p.id != "" {
				drawn[p.id]++
			}
			for y := int(p.b.Y / cell); y < int((p.b.Y+p.b.H)/cell); y++ {
				for x := int(p.b.X / cell); x < int((p.b.X+p.b.W)/cell); x++ {
					grid[y*w+x] = p.id
				}
			}
		}
		touch := map[[2]string]bool{}
		pair := func(a, b string) [2]string {
			if a > b {
				a, b = b, a
			}
			return [2]string{a, b}
		}
		real := func(id string) bool { return id != "" && id != "~" }
		for y := range h {
			for x := range w {
				a := grid[y*w+x]
				if !real(a) {
					continue
				}
				if x+1 < w && real(grid[y*w+x+1]) && grid[y*w+x+1] != a {
					touch[pair(a, grid[y*w+x+1])] = true
				}
				if y+1 < h && real(grid[(y+1)*w+x]) && grid[(y+1)*w+x] != a {
					touch[pair(a, grid[(y+1)*w+x])] = true
				}
			}
		}
		want := map[[2]string]bool{}
		ferries := map[[2]string]bool{}
		for r, es := range l.Edges {
			for _, e := range es {
				p := pair(l.Regions[r].ID, l.Regions[e.To].ID)
				if e.Kind == game.EdgeHarbor {
					ferries[p] = true
				} else {
					want[p] = true
				}
			}
		}
		for p := range want {
			if !touch[p] {
				t.Errorf("%d players: %s and %s are neighbours but do not touch on the map", n, p[0], p[1])
			}
		}
		for p := range touch {
			if !want[p] {
				t.Errorf("%d players: %s and %s touch on the map but are no land neighbours", n, p[0], p[1])
			}
		}
		for _, info := range l.Regions {
			if drawn[info.ID] == 0 {
				t.Errorf("%d players: %s is not drawn", n, info.ID)
			}
			if _, ok := l.Lookup(info.ID); !ok {
				t.Errorf("%d players: %s is drawn but not in play", n, info.ID)
			}
		}
		for id := range drawn {
			if _, ok := l.Lookup(id); !ok {
				t.Errorf("%d players: %s is drawn but not in play", n, id)
			}
		}
		got := map[[2]string]bool{}
		root.Walk(func(nd *webtest.Node) bool {
			if !nd.HasClass("km-ferry") {
				return true
			}
			a, b := nd.Attr("data-from"), nd.Attr("data-to")
			got[pair(a, b)] = true
			for k := range nd.Nodes {
				if ln := &nd.Nodes[k]; ln.XMLName.Local == "line" {
					y := int(ln.Float("y1") / cell)
					x1, x2 := int((ln.Float("x1")-3)/cell), int((ln.Float("x2")+3)/cell)
					if grid[y*w+x1] != a || grid[y*w+x2] != b || ln.Float("y1") != ln.Float("y2") {
						t.Errorf("%d players: the ferry %s–%s lands in %q and %q", n, a, b, grid[y*w+x1], grid[y*w+x2])
					}
					for x := x1 + 2; x < x2-1; x++ {
						if grid[y*w+x] != "~" {
							t.Errorf("%d players: the ferry %s–%s crosses %q", n, a, b, grid[y*w+x])
							break
						}
					}
				}
			}
			return false
		})
		for p := range ferries {
			if !got[p] {
				t.Errorf("%d players: no ferry between %s and %s", n, p[0], p[1])
			}
		}
		for p := range got {
			if !ferries[p] {
				t.Errorf("%d players: a ferry between %s and %s, which are no harbours", n, p[0], p[1])
			}
		}
		// Every wall faces its city's front desert.
		for _, c := range l.Cities {
			for _, d := range c.Districts {
				if !touch[pair(l.Regions[d].ID, l.Regions[c.Front].ID)] {
					t.Errorf("%d players: %s does not face %s", n, l.Regions[d].ID, l.Regions[c.Front].ID)
				}
			}
		}
	}
}

// regionBoxes are the boxes a region's name and pieces go in.
func regionBoxes(key, id string) []box {
	g := geometries[key]
	if s, ok := g.shapes[id]; ok {
		return s.boxes
	}
	for _, c := range g.cities {
		for d := range 3 {
			if fmt.Sprintf("%s.d%d", c.id, d+1) == id {
				return []box{c.districts[d]}
			}
		}
	}
	return nil
}

func inside(b webtest.Box, boxes []box) bool {
	for _, o := range boxes {
		if b.X >= o.X-0.5 && b.Y >= o.Y-0.5 && b.X+b.W <= o.X+o.W+0.5 && b.Y+b.H <= o.Y+o.H+0.5 {
			return true
		}
	}
	return false
}

// textBox estimates where a text of the map lies.
func textBox(n *webtest.Node) webtest.Box {
	size := n.Float("font-size")
	w := textWidth(n.Content(), size)
	x, y := n.Float("x"), n.Float("y")
	if n.Attr("text-anchor") == "middle" {
		x -= w / 2
	}
	if n.Attr("dominant-baseline") == "central" {
		y -= size / 2
	} else {
		y -= size
	}
	return webtest.Box{X: x, Y: y, W: w, H: size}
}

// At the narrowest the page draws it (a 390 px phone), every text of the
// map is at least 12 px and every region that plays a move a focusable,
// named button at least 32 px square; the regions' tap boxes do not
// overlap; every region in play is drawn exactly once, and a region's
// name and pieces lie inside its boxes without overlapping one another.
func TestMapReadableAndPlayable(t *testing.T) {
	texts, targets, regions := 0, 0, 0
	randomPages(t, 9, func(where, page string, v *game.View) {
		root := mapOf(t, where, page)
		// The map is never drawn narrower than phoneWidth px for mapW units.
		n, m := webtest.Readable(t, where, root, phoneWidth/mapW, 32)
		texts, targets = texts+n, targets+m
		l := game.LayoutFor(v.Players)
		seen := map[string]int{}
		var taps []webtest.Box
		var tapIDs []string
		root.Walk(func(nd *webtest.Node) bool {
			id := nd.Attr("data-region")
			if id == "" {
				if nd.HasClass("km-city") {
					for k := range nd.Nodes {
						if c := &nd.Nodes[k]; c.XMLName.Local == "text" && !inside(textBox(c), []box{boxOf(*nd.FirstRect())}) {
							t.Fatalf("%s: the city name %q sticks out", where, c.Content())
						}
					}
				}
				return true
			}
			regions++
			seen[id]++
			tap := nd.FirstRect()
			if tap.W < minTarget || tap.H < minTarget {
				t.Fatalf("%s: %s's tap box is %v", where, id, tap)
			}
			for i, o := range taps {
				if tap.Overlaps(o) {
					t.Fatalf("%s: the tap boxes of %s and %s overlap", where, id, tapIDs[i])
				}
			}
			taps, tapIDs = append(taps, *tap), append(tapIDs, id)
			boxes := regionBoxes(geometryKey(l.Side, v.Players), id)
			var items []webtest.Box
			for k := range nd.Nodes {
				c := &nd.Nodes[k]
				var b webtest.Box
				switch {
				case c.XMLName.Local == "text":
					b = textBox(c)
				case c.XMLName.Local == "g":
					b = *c.FirstRect()
				default:
					continue
				}
				if !inside(b, boxes) {
					t.Fatalf("%s: in %s, %q %v lies outside %v", where, id, c.Content(), b, boxes)
				}
				for _, o := range items {
					if b.Overlaps(o) {
						t.Fatalf("%s: in %s, %q %v overlaps %v", where, id, c.Content(), b, o)
					}
				}
				items = append(items, b)
			}
			return false
		})
		for _, info := range l.Regions {
			if seen[info.ID] != 1 {
				t.Fatalf("%s: %s drawn %d times", where, info.ID, seen[info.ID])
			}
		}
		if len(seen) != len(l.Regions) {
			var ids []string
			for id := range seen {
				ids = append(ids, id)
			}
			sort.Strings(ids)
			t.Fatalf("%s: drawn %v", where, ids)
		}
	})
	t.Logf("%d texts, %d targets, %d regions checked", texts, targets, regions)
}

func boxOf(b webtest.Box) box { return box{b.X, b.Y, b.W, b.H} }

// Every kind of move has its place, and the texts are the game's.
func TestTargets(t *testing.T) {
	s := newGame(t, engine.Options{"players": "5"}, 1)
	for move, want := range map[string]string{
		"place city1.d2":                "hot-region-city1.d2",
		"creature desert6":              "hot-region-desert6",
		"step temple3":                  "hot-region-temple3",
		"teleport sanctuary":            "hot-region-sanctuary",
		"escape desert2":                "hot-region-desert2",
		"retreat-to desert9":            "hot-region-desert9",
		"attack city5.d1":               "hot-region-city5.d1",
		"fire desert10":                 "hot-region-desert10",
		"teleportation temple6":         "hot-region-temple6",
		"from desert1 3":                "hot-region-desert1",
		"from desert1 3 creature":       "hot-region-desert1",
		"return CR-SPHINX city2.d3":     "hot-region-city2.d3",
		"token R2.Pray":                 "space-R2.Pray",
		"silver R3.BuyRed":              "space-R3.BuyRed",
		"gold move":                     "space-Gold",
		"buy W4-PRIEST-OF-RA":           "tile-W4-PRIEST-OF-RA",
		"card DI-PRAYER":                "di-DI-PRAYER",
		"commit DI-WAR-FURY":            "di-DI-WAR-FURY",
		"wound DI-VETO":                 "di-DI-VETO",
		"keep DI-ESCAPE":                "look-DI-ESCAPE",
		"play BC-4-1-0":                 "bc-BC-4-1-0",
		"discard BC-1-3-0":              "bc-BC-1-3-0",
		"replace BC-2-0-2":              "bc-BC-2-0-2",
		"raise red 3":                   "pyramid-red",
		"pass":                          "",
		"done":                          "",
		"end":                           "",
		"fight":                         "",
		"ready":                         "",
		"recall":                        "",
		"retreat":                       "",
		"stay":                          "",
		"stop":                          "",
		"veto":                          "",
		"sacrifice":                     "",
		"first 2":                       "",
		"recruit 3":                     "",
		"drop 2":                        "",
		"pickup 1 creature":             "",
		"pyramids 1 0 2":                "",
		"units 3 2 0":                   "",
		"place desert12":                "hot-region-desert12",
		"teleportation desert11":        "hot-region-desert11",
		"return CR-MUMMY temple5":       "hot-region-temple5",
		"step desert20":                 "hot-region-desert20",
		"buy R1-CHARGE":                 "tile-R1-CHARGE",
		"play BC-OFFENSIVE-STRATEGY":    "bc-BC-OFFENSIVE-STRATEGY",
		"token Gold":                    "space-Gold",
		"gold recruit":                  "space-Gold",
		"card DI-TELEPORTATION":         "di-DI-TELEPORTATION",
		"discard BC-DEFENSIVE-STRATEGY": "bc-BC-DEFENSIVE-STRATEGY",
	} {
		if got := (Board{}).Target(move); got != want {
			t.Errorf("Target(%q) = %q, want %q", move, got, want)
		}
		if _, err := s.ParseMove(move); err != nil {
			t.Errorf("%q is not a move of the game: %v", move, err)
		}
	}
	for _, move := range []string{"", "place", "dance on"} {
		if got := (Board{}).Target(move); got != "" {
			t.Errorf("Target(%q) = %q, want none", move, got)
		}
	}
}

// Every region of both sides has a glossary entry, which its title and
// a tap tell; its name on the map is the glossary's (a district's is its
// city's header).
func TestRegionsNamed(t *testing.T) {
	for n := 2; n <= 5; n++ {
		for _, info := range game.LayoutFor(n).Regions {
			e, ok := entry(info.ID)
			if !ok {
				t.Errorf("%s has no glossary entry", info.ID)
				continue
			}
			if l := regionLabel(info.ID); l != "" && !strings.HasPrefix(e.Name, l) {
				t.Errorf("%s is labelled %q, named %q", info.ID, l, e.Name)
			}
		}
	}
	_ = web.SeatMark
}

// Every region has room for the most it may show at once: its name, its
// obelisk and PP, a pyramid, two troops (in a battle) and two creatures.
func TestRoomForTheMost(t *testing.T) {
	for n := 2; n <= 5; n++ {
		l := game.LayoutFor(n)
		side := geometryKey(l.Side, n)
		g := geometries[side]
		c := &canvas{v: &game.View{}, l: l, g: g}
		for _, info := range l.Regions {
			boxes := regionBoxes(side, info.ID)
			items := c.regionItems(info.ID, info, boxes[0].W-2*pad)
			if info.Kind == game.KindDistrict {
				items = append(items, item{w: 56})
			}
			items = append(items, item{w: 60}, item{w: 60}, item{w: 52}, item{w: 52})
			if _, fits := flow(boxes, items); !fits {
				t.Errorf("side %s: %s has no room for its name and two troops with creatures", side, info.ID)
			}
		}
	}
}
