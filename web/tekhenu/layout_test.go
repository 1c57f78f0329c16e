package tekhenu

import (
	"fmt"
	"io"
	"math/rand/v2"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"karnak/engine"
	game "karnak/games/tekhenu"
	"karnak/web"
	"karnak/web/webtest"
)

// randomPages renders the table fragment along random games at every
// player count, every few steps and at every rare decision, for the seat that decides (with its
// moves) and for a spectator, and hands each page to check.
func randomPages(t *testing.T, every int, check func(where string, page string, v *game.View)) {
	t.Helper()
	pages, err := web.New()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := engine.Lookup("tekhenu")
	for players := 1; players <= 4; players++ {
		s, err := g.New(engine.Options{"players": fmt.Sprint(players)}, uint64(300+players))
		if err != nil {
			t.Fatal(err)
		}
		seats := make([]web.Seat, s.Seats())
		for i := range seats {
			seats[i] = web.Seat{Seat: i, Kind: "human", Name: fmt.Sprintf("Player %d", i+1), Claimed: true}
		}
		r := rand.New(rand.NewPCG(uint64(players), 9))
		for step := 0; ; step++ {
			over := s.Over()
			if step%every == 0 || over || rareDecision(s) {
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
					v := s.View(viewer).(*game.View)
					page, err := pages.Fragment(web.Game{ID: "x", Game: "tekhenu", Seat: viewer, Seq: step, Actors: s.Actors(), Moves: texts, View: v, Seats: seats, Over: over})
					if err != nil {
						t.Fatal(err)
					}
					check(fmt.Sprintf("%d players, step %d, seat %d", players, step, viewer), page, v)
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
}

// rareDecision is a decision whose places few steps offer (a district, a
// people slot, a market section, a building slot): pages are checked at
// every one.
func rareDecision(s engine.State) bool {
	for _, m := range s.Moves(s.Actors()[0]) {
		if w := strings.Fields(s.MoveText(m)); len(w) > 0 && (w[0] == "osiris" || w[0] == "statue" || w[0] == "refresh" || w[0] == "building") {
			return true
		}
	}
	return false
}

var (
	columnMin = regexp.MustCompile(`\.tk-board \{[^}]*minmax\(min\(100%, (\d+)px\), 1fr\)`)
	svgWidth  = regexp.MustCompile(`\.board \.tk-panel svg\.tk-svg \{[^}]*width: 100%`)
	panelSide = regexp.MustCompile(`\.tk-panel \{[^}]*border: (\d+)px solid[^}]*padding: \d+px 0`)
)

// stylesheet is the page's style.css as the server sends it.
func stylesheet(t *testing.T) string {
	t.Helper()
	rec := httptest.NewRecorder()
	web.Static().ServeHTTP(rec, httptest.NewRequest("GET", "/style.css", nil))
	body, _ := io.ReadAll(rec.Body)
	if rec.Code != 200 || len(body) == 0 {
		t.Fatalf("style.css: %d", rec.Code)
	}
	return string(body)
}

// minRenderedWidth is the narrowest the stylesheet draws a panel's SVG, in
// CSS px: a column of the board's grid is at least so wide (or the whole
// page, when that is narrower than a phone's 390 px less the page's
// margins), the SVG fills its panel but for the panel's border.
func minRenderedWidth(t *testing.T) float64 {
	t.Helper()
	css := stylesheet(t)
	col, side := columnMin.FindStringSubmatch(css), panelSide.FindStringSubmatch(css)
	if col == nil || side == nil || !svgWidth.MatchString(css) {
		t.Fatal("the tekhenu section of style.css no longer sizes the panels as this test reads it")
	}
	c, _ := strconv.Atoi(col[1])
	b, _ := strconv.Atoi(side[1])
	return float64(c - 2*b)
}

// At the narrowest the stylesheet draws them, every text of every panel is
// at least 12 CSS px and every place that plays a move at least 32 px
// square, a focusable button named in words; and the dice of a sector lie
// inside it, none over another.
func TestPanelsReadableAndPlayable(t *testing.T) {
	width := minRenderedWidth(t)
	texts, targets, dice := 0, 0, 0
	randomPages(t, 9, func(where, page string, v *game.View) {
		for _, root := range webtest.SVGs(t, page) {
			w, _ := webtest.ViewBox(t, &root)
			scale := width / w
			n, m, d := checkPanel(t, where, &root, scale)
			texts, targets, dice = texts+n, targets+m, dice+d
		}
	})
	if texts < 10000 || targets < 300 || dice < 1000 {
		t.Errorf("only %d texts, %d targets and %d dice checked", texts, targets, dice)
	}
	t.Logf("%d texts, %d targets, %d dice checked", texts, targets, dice)
}

// checkPanel checks one panel drawn at scale CSS px per unit; it counts the
// texts, the hot places and the dice it checked.
func checkPanel(t *testing.T, where string, root *webtest.Node, scale float64) (texts, targets, dice int) {
	t.Helper()
	texts, targets = webtest.Readable(t, where, root, scale, minTarget)
	root.Walk(func(n *webtest.Node) bool {
		if n.Attr("class") == "info-i" {
			if hit := n.FirstRect(); hit == nil || hit.W*scale < minTarget || hit.H*scale < minTarget {
				t.Fatalf("%s: the i of %s is %v units, under 32 px", where, n.Attr("data-info"), hit)
			}
		}
		return true
	})
	return texts, targets, checkDice(t, where, root)
}

// checkDice checks that every die of a wheel lies inside its sector's box
// and that no two dice overlap, and that in a sector whose god's action a
// tap plays, the dice let the tap through to it (issue 14: a click on a
// die drawn in a sector did nothing); it counts them.
func checkDice(t *testing.T, where string, root *webtest.Node) int {
	t.Helper()
	sectors := map[string]webtest.Box{}
	type die struct {
		god string
		at  webtest.Box
	}
	var dice []die
	hotSectors := map[string]bool{}
	passing := map[string]bool{} // dice that let a tap through to their sector
	var walk func(n *webtest.Node)
	walk = func(n *webtest.Node) {
		if id := n.Attr("id"); n.XMLName.Local == "rect" && strings.HasPrefix(id, "sector-") {
			sectors[strings.TrimPrefix(id, "sector-")] = webtest.RectOf(n)
		}
		if id := n.Attr("data-target"); strings.HasPrefix(id, "god-") {
			hotSectors[strings.TrimPrefix(id, "god-")] = true
		}
		if id := n.Attr("data-place") + n.Attr("data-target"); strings.HasPrefix(id, "die-") {
			if n.Attr("pointer-events") == "none" && n.Attr("data-info") == "" && n.Attr("data-target") == "" {
				passing[strings.Split(id, "-")[1]] = true
			} else if hotSectors[strings.Split(id, "-")[1]] {
				t.Fatalf("%s: die %s catches taps in a sector whose action a tap plays", where, id)
			}
			found := false
			for k := range n.Nodes {
				if c := &n.Nodes[k]; strings.HasPrefix(c.Attr("class"), "die-shape") {
					dice = append(dice, die{strings.Split(id, "-")[1], webtest.RectOf(c)})
					found = true
				}
			}
			if !found {
				t.Fatalf("%s: die %s has no die shape", where, id)
			}
		}
		for k := range n.Nodes {
			walk(&n.Nodes[k])
		}
	}
	walk(root)
	for god := range passing {
		if !hotSectors[god] {
			t.Fatalf("%s: the dice of %s let taps through, but its sector plays nothing", where, god)
		}
	}
	for i, d := range dice {
		sec, ok := sectors[d.god]
		if !ok || !sec.Holds(d.at) {
			t.Fatalf("%s: a die at %v is outside %s's sector %v", where, d.at, d.god, sec)
		}
		if d.at.W < dieSize || d.at.H < dieSize {
			t.Fatalf("%s: a die is %v", where, d.at)
		}
		for _, e := range dice[:i] {
			if d.at.Overlaps(e.at) {
				t.Fatalf("%s: dice at %v and %v overlap", where, d.at, e.at)
			}
		}
	}
	return len(dice)
}

// However many dice a sector holds, they lie in rows inside it and none
// over another; the sector's box grows, and so does its row's other box.
func TestCrowdedSectorDice(t *testing.T) {
	g, _ := engine.Lookup("tekhenu")
	s, err := g.New(engine.Options{"players": "4"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	v := s.View(-1).(*game.View)
	colours := []string{"white", "black", "yellow", "brown", "grey"}
	for k := range v.Sectors {
		if v.Sectors[k].God != "horus" {
			continue
		}
		v.Sectors[k].Dice = nil
		for i := range 20 {
			v.Sectors[k].Dice = append(v.Sectors[k].Dice, game.DieView{Colour: colours[i%5], Value: 1 + i%6, Status: "pure"})
		}
	}
	root := webtest.SVGs(t, string((Board{}).SVG(v, -1, nil, nil)))[0]
	if n := checkDice(t, "20 dice on Horus", &root); n != countDice(v) {
		t.Fatalf("%d dice drawn, %d in the view", n, countDice(v))
	}
	if _, h := webtest.ViewBox(t, &root); h < boxHeight(20)+obelisk {
		t.Errorf("the wheel is %.0f tall for a sector of 20 dice", h)
	}
}

func countDice(v *game.View) int {
	n := 0
	for _, sec := range v.Sectors {
		n += len(sec.Dice)
	}
	return n
}
