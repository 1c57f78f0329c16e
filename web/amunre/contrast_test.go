package amunre

import (
	"math"
	"regexp"
	"strings"
	"testing"

	game "karnak/games/amunre"
	"karnak/web/draw"
	"karnak/web/webtest"
)

// Every text of every panel contrasts with what it is drawn on by 4.5:1
// at least (WCAG 2.2 AA), along random games of every table.
func TestBoardTextContrast(t *testing.T) {
	texts := 0
	worst := math.Inf(1)
	randomPages(t, 17, func(where, page string, v *game.View) {
		for _, root := range webtest.SVGs(t, page) {
			n, w := webtest.Contrasted(t, where, &root)
			texts += n
			worst = min(worst, w)
		}
	})
	if texts < 10000 {
		t.Errorf("only %d texts checked", texts)
	}
	t.Logf("%d texts checked, the lowest contrast %.2f:1", texts, worst)
}

var styleAttr = regexp.MustCompile(`style="([^"]*)"`)

// The HTML of the panels (notes, the score table, the marks of the seats)
// is drawn on the panels' fill: every colour it gives a text contrasts
// with it by 4.5:1.
func TestPanelNotesContrast(t *testing.T) {
	seen := map[string]bool{}
	randomPages(t, 80, func(where, page string, v *game.View) {
		board := page
		for {
			i := strings.Index(board, "<svg")
			if i < 0 {
				break
			}
			j := strings.Index(board[i:], "</svg>")
			board = board[:i] + board[i+j+len("</svg>"):]
		}
		for _, m := range styleAttr.FindAllStringSubmatch(board, -1) {
			for _, d := range strings.Split(m[1], ";") {
				if c, ok := strings.CutPrefix(strings.TrimSpace(d), "color:"); ok {
					seen[c] = true
				}
			}
		}
	})
	if !seen[muted] || len(seen) < 4 {
		t.Fatalf("read the text colours %v", seen)
	}
	for c := range seen {
		if r := draw.Contrast(c, panelFill); r < 4.5 {
			t.Errorf("%s on the panel: %.2f:1", c, r)
		}
	}
}
