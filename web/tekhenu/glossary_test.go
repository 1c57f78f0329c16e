package tekhenu

import (
	"fmt"
	"html"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"karnak/engine"
	game "karnak/games/tekhenu"
	"karnak/web"
	"karnak/web/webtest"
)

var (
	buttonTag = regexp.MustCompile(`<button([^>]*)>([^<]*)</button>`)
	attrOf    = regexp.MustCompile(`([a-z-]+)="([^"]*)"`)
)

func tagAttrs(s string) map[string]string {
	out := map[string]string{}
	for _, m := range attrOf.FindAllStringSubmatch(s, -1) {
		out[m[1]] = html.UnescapeString(m[2])
	}
	return out
}

// Along random games at every player count, for the seat that decides and
// a spectator: every card chip is a button whose title is the card's text
// from the glossary; a chip that plays a move has an "i" button beside it
// that shows the text instead; and on the board every place marked
// data-info has a glossary entry and a title holding its effect, every
// market card is reachable by keyboard, and a market card that plays a
// move holds an "i" of its own.
func TestPagesExplainCardsAndPlaces(t *testing.T) {
	pages, err := web.New()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := engine.Lookup("tekhenu")
	chips, infos, hotChips := 0, map[string]bool{}, 0
	for players := 1; players <= 4; players++ {
		s, err := g.New(engine.Options{"players": fmt.Sprint(players)}, uint64(70+players))
		if err != nil {
			t.Fatal(err)
		}
		seats := make([]web.Seat, s.Seats())
		for i := range seats {
			seats[i] = web.Seat{Seat: i, Kind: "human", Name: fmt.Sprintf("p%d", i), Claimed: true}
		}
		r := rand.New(rand.NewPCG(uint64(players), 5))
		for step := 0; !s.Over(); step++ {
			seat := s.Actors()[0]
			moves := s.Moves(seat)
			if step%7 == 0 {
				var texts []string
				for _, m := range moves {
					texts = append(texts, s.MoveText(m))
				}
				for _, viewer := range []int{seat, -1} {
					var ms []string
					if viewer >= 0 {
						ms = texts
					}
					page, err := pages.Fragment(web.Game{ID: "x", Game: "tekhenu", Seat: viewer, Seq: step, Actors: s.Actors(), Moves: ms, View: s.View(viewer), Seats: seats})
					if err != nil {
						t.Fatal(err)
					}
					where := fmt.Sprintf("%d players, step %d, seat %d", players, step, viewer)
					c, h := checkChips(t, where, page)
					chips, hotChips = chips+c, hotChips+h
					checkBoardTexts(t, where, page, infos)
				}
			}
			if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if chips < 100 || hotChips < 5 {
		t.Errorf("only %d chips (%d playable) checked", chips, hotChips)
	}
	for _, kind := range []string{"P", "r", "hr", "hc", "horus-slot", "section", "os-", "ts-", "osiris-row", "pure", "bastet", "L", "T", "bot-", "R", "statue", "horus-slot"} {
		found := false
		for ref := range infos {
			found = found || strings.HasPrefix(ref, kind)
		}
		if !found {
			t.Errorf("no place of the form %s… was explained on the board", kind)
		}
	}
}

// checkChips checks the card chips of a page; it counts them.
func checkChips(t *testing.T, where, page string) (chips, hot int) {
	t.Helper()
	all := buttonTag.FindAllStringSubmatchIndex(page, -1)
	for i, m := range all {
		a := tagAttrs(page[m[2]:m[3]])
		name := page[m[4]:m[5]]
		if !strings.Contains(" "+a["class"]+" ", " card ") {
			continue
		}
		chips++
		e, ok := engine.Explain(game.Game{}, name)
		if !ok {
			t.Fatalf("%s: chip %q has no glossary entry", where, name)
		}
		if a["title"] != e.Text() {
			t.Fatalf("%s: chip %s's title is %q, want its text %q", where, name, a["title"], e.Text())
		}
		if strings.Contains(a["class"], "hot") {
			hot++
			if i+1 == len(all) {
				t.Fatalf("%s: playable chip %s has no info button after it", where, name)
			}
			next := tagAttrs(page[all[i+1][2]:all[i+1][3]])
			if next["class"] != "info-btn" || next["data-info"] != name || next["title"] != e.Text() || next["type"] != "button" {
				t.Fatalf("%s: playable chip %s is followed by %v, not its info button", where, name, next)
			}
			continue
		}
		if a["data-info"] != name || a["type"] != "button" || a["data-target"] != "" {
			t.Fatalf("%s: chip %s is not a button that shows its text: %v", where, name, a)
		}
	}
	return chips, hot
}

// checkBoardTexts checks every place marked data-info on the board.
func checkBoardTexts(t *testing.T, where, page string, seen map[string]bool) {
	t.Helper()
	roots := webtest.SVGs(t, page)
	var walk func(n *webtest.Node, inHot bool)
	walk = func(n *webtest.Node, inHot bool) {
		hot := strings.Contains(n.Attr("class"), "hot")
		if ref := n.Attr("data-info"); ref != "" {
			e, ok := engine.Explain(game.Game{}, ref)
			if !ok {
				t.Fatalf("%s: place %q has no glossary entry", where, ref)
			}
			if title := n.FirstTitle(); !strings.Contains(title, e.Effect) {
				t.Fatalf("%s: place %s's title %q lacks its effect %q", where, ref, title, e.Effect)
			}
			if hot || inHot && n.Attr("class") != "info-i" {
				t.Fatalf("%s: %s explains on a tap inside a place that plays a move", where, ref)
			}
			seen[ref] = true
		}
		if id := n.Attr("data-place") + n.Attr("data-target"); strings.HasPrefix(id, "market-") && n.Attr("data-info") != "" || hot && strings.HasPrefix(id, "market-") {
			card := n.Attr("data-info")
			if hot {
				card = ""
				for k := range n.Nodes {
					if n.Nodes[k].Attr("class") == "info-i" {
						card = n.Nodes[k].Attr("data-info")
						if n.Nodes[k].Attr("tabindex") != "0" {
							t.Fatalf("%s: the i of %s is not reachable by keyboard", where, id)
						}
					}
				}
				if card == "" {
					t.Fatalf("%s: playable market card %s has no i", where, id)
				}
			} else if !strings.Contains(card, ".") && n.Attr("tabindex") != "0" { // an empty slot is no card
				t.Fatalf("%s: market card %s is not reachable by keyboard", where, card)
			}
		}
		for k := range n.Nodes {
			walk(&n.Nodes[k], inHot || hot)
		}
	}
	for i := range roots {
		walk(&roots[i], false)
	}
}
