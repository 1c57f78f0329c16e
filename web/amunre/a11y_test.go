package amunre

import (
	"fmt"
	"html"
	"regexp"
	"strings"
	"testing"

	game "karnak/games/amunre"
	"karnak/web/webtest"
)

// Every place that plays a move says which, in words, to a screen reader:
// its aria-label names the move's province, its gold, its cards or its
// button; and every kind of place was met.
func TestHotLabelsNameTheMoves(t *testing.T) {
	labelled := map[string]int{}
	randomPages(t, 8, func(where, page string, v *game.View) {
		c := newCanvas(v, v.Seat, nil, nil)
		for _, root := range webtest.SVGs(t, page) {
			root.Walk(func(n *webtest.Node) bool {
				id := n.Attr("data-target")
				if id == "" {
					return true
				}
				label := n.Attr("aria-label")
				if want := placeWords(c, id); !strings.Contains(label, want) || len(c.moves[id]) == 0 {
					t.Fatalf("%s: %s is labelled %q, not naming %q, for the moves %q", where, id, label, want, c.moves[id])
				}
				labelled[strings.SplitN(id, "-", 2)[0]]++
				return false
			})
		}
	})
	for _, kind := range []string{"bid", "farmer", "stone", "cards", "done", "pass", "offer", "change", "collect", "treasury", "bountiful", "choose"} {
		if labelled[kind] == 0 {
			t.Errorf("no %s place was labelled", kind)
		}
	}
	t.Logf("labelled: %v", labelled)
}

// placeWords is what the label of the place id must say.
func placeWords(c *canvas, id string) string {
	kind, rest, _ := strings.Cut(id, "-")
	switch kind {
	case "bid":
		ref, cell, _ := strings.Cut(rest, "-")
		var n int
		fmt.Sscan(cell, &n)
		return fmt.Sprintf("%d gold on %s", gold(n), c.provinceName(ref))
	case "farmer", "stone", "treasury", "bountiful", "choose":
		return c.provinceName(rest)
	case "cards":
		return rest + " Favor card"
	case "offer":
		if rest == "theft" {
			return "Theft card"
		}
		return "Offer " + rest + " gold"
	case "change":
		return map[string]string{"up": "+3", "down": "-3"}[rest]
	case "done":
		if c.v.Phase == "market" {
			return "End your market turn"
		}
		return "no more rewards"
	case "pass":
		return "Pass"
	case "collect":
		return "Collect"
	}
	return id
}

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

// Every card and every explained place tells its text: on the board, each
// place marked data-info has a glossary entry, and its first title holds
// the entry's effect; beside it, every card is a button whose title is the
// card's text from the glossary, and a card that plays a move has an "i"
// button after it with the text.
func TestCardsAndPlacesExplainThemselves(t *testing.T) {
	infos, chips, hotChips := map[string]bool{}, 0, 0
	randomPages(t, 13, func(where, page string, v *game.View) {
		for _, root := range webtest.SVGs(t, page) {
			root.Walk(func(n *webtest.Node) bool {
				ref := n.Attr("data-info")
				if ref == "" {
					return true
				}
				e, ok := entry(ref)
				if !ok || !strings.Contains(n.FirstTitle(), e.Effect) {
					t.Fatalf("%s: the place %q is not explained: %q", where, ref, n.FirstTitle())
				}
				infos[ref] = true
				return true
			})
		}
		buttons := buttonTag.FindAllStringSubmatch(page, -1)
		for i, b := range buttons {
			a := tagAttrs(b[1])
			if !strings.Contains(a["class"], "card") {
				continue
			}
			chips++
			ref := a["data-info"]
			if strings.Contains(a["class"], "hot") {
				hotChips++
				ref = strings.TrimPrefix(a["data-target"], "card-")
				if i+1 >= len(buttons) || tagAttrs(buttons[i+1][1])["data-info"] != ref {
					t.Fatalf("%s: the playable card %s has no i button after it", where, ref)
				}
			}
			e, ok := entry(ref)
			if !ok || a["title"] != e.Text() || !strings.Contains(b[2], e.Name) {
				t.Fatalf("%s: the card %q (%q) has the title %q", where, ref, b[2], a["title"])
			}
		}
	})
	for _, ref := range []string{"first", "nile-1", "nile-4", "bid", "market", "field", "pyramid", "gold", "buto", "berenike"} {
		if !infos[ref] {
			t.Errorf("no place told the text of %s", ref)
		}
	}
	if chips < 2000 || hotChips < 100 {
		t.Errorf("only %d cards, %d playable", chips, hotChips)
	}
}
