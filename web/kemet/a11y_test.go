package kemet

import (
	"html"
	"regexp"
	"strings"
	"testing"

	game "karnak/games/kemet"
	"karnak/web/webtest"
)

// Every region that plays a move says which, in words, to a screen
// reader: its aria-label names the region (or the moves); every region
// that plays none tells what is there on a tap (its title); and every kind
// of region move was met.
func TestHotLabelsNameTheMoves(t *testing.T) {
	labelled := map[string]int{}
	randomPages(t, 8, func(where, page string, v *game.View) {
		c := newCanvas(v, v.Seat, nil, nil)
		root := mapOf(t, where, page)
		root.Walk(func(n *webtest.Node) bool {
			region := n.Attr("data-region")
			if region == "" {
				return true
			}
			title := n.FirstTitle()
			if !strings.HasPrefix(title, regionName(region)) {
				t.Fatalf("%s: %s is titled %q", where, region, title)
			}
			id := n.Attr("data-target")
			if id == "" {
				if n.Attr("data-info") != region {
					t.Fatalf("%s: %s tells nothing on a tap", where, region)
				}
				return false
			}
			moves := c.moves[id]
			label := n.Attr("aria-label")
			if len(moves) == 0 || !strings.Contains(label, regionName(region)) && !strings.Contains(label, "choose among") {
				t.Fatalf("%s: %s is labelled %q for the moves %q", where, id, label, moves)
			}
			for _, m := range moves {
				labelled[strings.Fields(m)[0]]++
			}
			return false
		})
	})
	for _, kind := range []string{"place", "from", "step", "teleport", "creature", "retreat-to"} {
		if labelled[kind] == 0 {
			t.Errorf("no %s move was labelled on a region", kind)
		}
	}
	t.Logf("labelled: %v", labelled)
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

// Every card and tile beside the map is a button whose title is its
// glossary text and whose label its name; a card that plays a move has
// an "i" button after it with the text.
func TestCardsExplainThemselves(t *testing.T) {
	chips, hot := 0, 0
	randomPages(t, 13, func(where, page string, v *game.View) {
		buttons := buttonTag.FindAllStringSubmatch(page, -1)
		for i, b := range buttons {
			a := tagAttrs(b[1])
			if !strings.Contains(a["class"], "card") {
				continue
			}
			ref := a["data-info"]
			if strings.Contains(a["class"], "hot") {
				hot++
				target := a["data-target"]
				if strings.HasPrefix(target, "space-") || strings.HasPrefix(target, "pyramid-") {
					if len(a["aria-label"]) < 8 {
						t.Fatalf("%s: %s is not named", where, target)
					}
					continue
				}
				if strings.HasPrefix(target, "tile-") {
					ref = strings.TrimPrefix(target, "tile-")
				} else {
					ref = target[strings.Index(target, "-")+1:]
					if i+1 >= len(buttons) || tagAttrs(buttons[i+1][1])["data-info"] != ref {
						t.Fatalf("%s: the playable card %s has no i button after it", where, ref)
					}
				}
			}
			chips++
			e, ok := entry(ref)
			if !ok || a["title"] != e.Text() || !strings.Contains(html.UnescapeString(b[2]), e.Name) {
				t.Fatalf("%s: the card %q (%q) has the title %q", where, ref, b[2], a["title"])
			}
		}
	})
	if chips < 1000 || hot < 50 {
		t.Errorf("only %d cards, %d playable", chips, hot)
	}
	t.Logf("%d cards, %d playable", chips, hot)
}
