package tekhenu

import (
	"strings"
	"testing"

	game "karnak/games/tekhenu"
	"karnak/web/webtest"
)

// Every place that plays a move says which, in words, to a screen reader:
// its aria-label is the words of one of the viewer's moves there (or of
// several, to choose from), naming the die, cell, slot or card.
func TestHotLabelsNameTheMoves(t *testing.T) {
	labelled := map[string]int{}
	randomPages(t, 6, func(where, page string, v *game.View) {
		moves := map[string][]string{}
		for _, m := range v.Moves {
			if id := (Board{}).Target(m); id != "" {
				moves[id] = append(moves[id], m)
			}
		}
		for _, root := range webtest.SVGs(t, page) {
			var walk func(n *webtest.Node)
			walk = func(n *webtest.Node) {
				if id := n.Attr("data-target"); id != "" {
					label := n.Attr("aria-label")
					kind := strings.SplitN(id, "-", 2)[0]
					said := false
					for _, m := range moves[id] {
						said = said || strings.HasPrefix(label, strings.SplitN(moveWords(m, ""), " ", 2)[0])
					}
					if !said || !strings.Contains(label, placeWord(id)) {
						t.Fatalf("%s: %s is labelled %q for the moves %q", where, id, label, moves[id])
					}
					labelled[kind]++
				}
				for k := range n.Nodes {
					walk(&n.Nodes[k])
				}
			}
			walk(&root)
		}
	})
	for _, kind := range []string{"die", "god", "cell", "hathor", "osiris", "market", "section", "people"} {
		if labelled[kind] == 0 {
			t.Errorf("no %s place was labelled", kind)
		}
	}
	t.Logf("labelled: %v", labelled)
}

// placeWord is what a label must name of the place id: the die's colour
// and value, the god, the cell's row and column, the slot, the district,
// the card's section.
func placeWord(id string) string {
	w := strings.Split(id, "-")
	switch w[0] {
	case "die":
		return "the " + w[2] + " " + w[3] + " from " + godTitle(w[1])
	case "god":
		return godTitle(w[1])
	case "cell":
		return "row " + w[1][1:2] + ", column " + w[1][3:4]
	case "hathor", "osiris":
		return w[1]
	case "market":
		return "market section " + w[1]
	case "section":
		return "section " + w[1]
	case "people":
		return strings.Join(w[1:], "-")
	}
	return id
}

// Botankhamun's pyramid tokens explain themselves: each is a place that
// shows its glossary text on a tap, the text its title.
func TestAutomaTokensExplained(t *testing.T) {
	seen := 0
	randomPages(t, 25, func(where, page string, v *game.View) {
		if v.Automa == nil {
			return
		}
		for _, root := range webtest.SVGs(t, page) {
			var walk func(n *webtest.Node)
			walk = func(n *webtest.Node) {
				if strings.HasPrefix(n.Attr("id"), "token-") {
					ref := n.Attr("data-info")
					e := entry(ref)
					if e.Ref == "" || !strings.Contains(n.FirstTitle(), e.Effect) || !strings.HasPrefix(e.Kind, "Botankhamun") {
						t.Fatalf("%s: token %s (%q) is not explained: title %q", where, n.Attr("id"), ref, n.FirstTitle())
					}
					seen++
				}
				for k := range n.Nodes {
					walk(&n.Nodes[k])
				}
			}
			walk(&root)
		}
	})
	if seen < 50 {
		t.Errorf("only %d tokens checked", seen)
	}
}
