package tekhenu

import (
	"math"
	"regexp"
	"strings"
	"testing"

	game "karnak/games/tekhenu"
	"karnak/web/draw"
	"karnak/web/webtest"
)

// Every text of every panel contrasts with what it is drawn on by 4.5:1 at
// least (WCAG 2.2 AA), along random games at every player count.
func TestBoardTextContrast(t *testing.T) {
	texts := 0
	worst := math.Inf(1)
	randomPages(t, 23, func(where, page string, v *game.View) {
		for _, root := range webtest.SVGs(t, page) {
			for _, p := range webtest.TextPairs(&root) {
				texts++
				c := draw.Contrast(p.Text, p.Background)
				worst = min(worst, c)
				if c < 4.5 {
					t.Fatalf("%s: %q in %s on %s: contrast %.2f:1", where, p.Content, p.Text, p.Background, c)
				}
			}
		}
	})
	if texts < 10000 {
		t.Errorf("only %d texts checked", texts)
	}
	t.Logf("%d texts checked, the lowest contrast %.2f:1", texts, worst)
}

var (
	tekhenuCSS = regexp.MustCompile(`(?s)/\* tekhenu board.*`)
	cssRule    = regexp.MustCompile(`([^{}]+)\{([^}]*)\}`)
	cssColour  = regexp.MustCompile(`(?:^|;)\s*(color|background|border-top|background-color)\s*:\s*[^;#]*(#[0-9a-fA-F]{3,6})`)
)

// The HTML of the panels (headings, notes, tables, the mats' rows) is in
// the colours of the stylesheet's tekhenu section: each text colour there
// contrasts by 4.5:1 with the panel and with every background the section
// sets, and the page's ink with those backgrounds.
func TestPanelStylesContrast(t *testing.T) {
	section := tekhenuCSS.FindString(stylesheet(t))
	if section == "" {
		t.Fatal("no tekhenu section in style.css")
	}
	texts := []string{ink}
	backgrounds := []string{panelFill}
	for _, rule := range cssRule.FindAllStringSubmatch(section, -1) {
		for _, d := range cssColour.FindAllStringSubmatch(rule[2], -1) {
			switch d[1] {
			case "color":
				texts = append(texts, d[2])
			case "background", "background-color":
				if !strings.Contains(rule[1], "swatch") { // a light's sample, no text on it
					backgrounds = append(backgrounds, d[2])
				}
			}
		}
	}
	if len(texts) < 2 || len(backgrounds) < 3 {
		t.Fatalf("read %v on %v", texts, backgrounds)
	}
	for _, fg := range texts {
		for _, bg := range backgrounds {
			if c := draw.Contrast(fg, bg); c < 4.5 {
				t.Errorf("%s on %s: %.2f:1", fg, bg, c)
			}
		}
	}
}
