package kemet

import (
	"math"
	"regexp"
	"strings"
	"testing"

	game "karnak/games/kemet"
	"karnak/web"
	"karnak/web/draw"
	"karnak/web/webtest"
)

// Every text of the map contrasts with what it is drawn on by 4.5:1 at
// least (WCAG 2.2 AA), along random games of every table.
func TestMapTextContrast(t *testing.T) {
	texts := 0
	worst := math.Inf(1)
	randomPages(t, 17, func(where, page string, v *game.View) {
		n, w := webtest.Contrasted(t, where, mapOf(t, where, page))
		texts += n
		worst = min(worst, w)
	})
	if texts < 5000 {
		t.Errorf("only %d texts checked", texts)
	}
	t.Logf("%d texts checked, the lowest contrast %.2f:1", texts, worst)
}

var styleAttr = regexp.MustCompile(`style="([^"]*)"`)

// The panels' HTML is drawn on the panels' fill: every colour it gives a
// text contrasts with it by 4.5:1, and every seat's colour does too.
func TestPanelTextContrast(t *testing.T) {
	seen := map[string]bool{}
	randomPages(t, 80, func(where, page string, v *game.View) {
		for _, m := range styleAttr.FindAllStringSubmatch(page, -1) {
			for _, d := range strings.Split(m[1], ";") {
				if c, ok := strings.CutPrefix(strings.TrimSpace(d), "color:"); ok {
					seen[c] = true
				}
			}
		}
	})
	if !seen[muted] || len(seen) < 3 {
		t.Fatalf("read the text colours %v", seen)
	}
	for p := range 5 {
		seen[web.SeatColour(p)] = true
	}
	for c := range seen {
		if r := draw.Contrast(c, panelFill); r < 4.5 {
			t.Errorf("%s on the panel: %.2f:1", c, r)
		}
	}
}
