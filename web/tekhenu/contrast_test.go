package tekhenu

import (
	"encoding/xml"
	"math"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	game "karnak/games/tekhenu"
)

// Every text of every panel contrasts with what it is drawn on by 4.5:1 at
// least (WCAG 2.2 AA), along random games at every player count.
func TestBoardTextContrast(t *testing.T) {
	texts := 0
	worst := math.Inf(1)
	randomPages(t, 23, func(where, page string, v *game.View) {
		for _, root := range boardSVGs(t, page) {
			for _, p := range textPairs(&root) {
				texts++
				c := contrast(p.text, p.background)
				worst = min(worst, c)
				if c < 4.5 {
					t.Fatalf("%s: %q in %s on %s: contrast %.2f:1", where, p.content, p.text, p.background, c)
				}
			}
		}
	})
	if texts < 10000 {
		t.Errorf("only %d texts checked", texts)
	}
	t.Logf("%d texts checked, the lowest contrast %.2f:1", texts, worst)
}

// colourPair is a text and the colour under its middle.
type colourPair struct{ content, text, background string }

// painted is a filled shape of a panel.
type painted struct {
	rect   *box
	cx, cy float64 // a circle's centre and radius
	r      float64
	fill   string
}

func (p painted) contains(x, y float64) bool {
	if p.rect != nil {
		b := *p.rect
		return x >= b.x && x <= b.x+b.w && y >= b.y && y <= b.y+b.h
	}
	return math.Hypot(x-p.cx, y-p.cy) <= p.r
}

// textPairs finds, for every text of a panel, the fill of the last shape
// painted before it under the text's middle (the panel's background rect
// at least): the colour it is read against. A text without a fill of its
// own or on nothing counts as black on white, and so as a failure waiting
// to happen elsewhere: every text here sets its fill.
func textPairs(root *svgNode) []colourPair {
	var shapes []painted
	var out []colourPair
	var walk func(n *svgNode)
	walk = func(n *svgNode) {
		fill := n.attr("fill")
		switch n.XMLName.Local {
		case "rect":
			if fill != "" && fill != "none" {
				b := rectOf(n)
				shapes = append(shapes, painted{rect: &b, fill: fill})
			}
		case "circle":
			if fill != "" && fill != "none" {
				shapes = append(shapes, painted{cx: attrFloat(n, "cx"), cy: attrFloat(n, "cy"), r: attrFloat(n, "r"), fill: fill})
			}
		case "text":
			x, y := textMiddle(n)
			bg := "#ffffff"
			for i := len(shapes) - 1; i >= 0; i-- {
				if shapes[i].contains(x, y) {
					bg = shapes[i].fill
					break
				}
			}
			if fill == "" {
				fill = "#000000"
			}
			out = append(out, colourPair{n.text(), fill, bg})
			return
		}
		for k := range n.Nodes {
			walk(&n.Nodes[k])
		}
	}
	walk(root)
	return out
}

// textMiddle is about the middle of a text's glyphs: its anchor moved by
// half an estimated width, and up from the baseline by a third of its
// size unless it is centred on y.
func textMiddle(n *svgNode) (float64, float64) {
	x, y := attrFloat(n, "x"), attrFloat(n, "y")
	size := attrFloat(n, "font-size")
	if size == 0 {
		size = 13
	}
	width := 0.6 * size * float64(utf8.RuneCountInString(n.text()))
	switch n.attr("text-anchor") {
	case "middle":
	case "end":
		x -= width / 2
	default:
		x += width / 2
	}
	if n.attr("dominant-baseline") != "central" {
		y -= size / 3
	}
	return x, y
}

// The helper finds the colour under a text and fails a pair below 4.5:1.
func TestTextPairsFindsTheBackground(t *testing.T) {
	root := svgNode{Nodes: []svgNode{
		{XMLName: xmlName("rect"), Attrs: attrs("x", "0", "y", "0", "width", "100", "height", "100", "fill", "#fffaf0")},
		{XMLName: xmlName("rect"), Attrs: attrs("x", "10", "y", "10", "width", "50", "height", "30", "fill", "#6e5a47")},
		{XMLName: xmlName("text"), Attrs: attrs("x", "35", "y", "30", "font-size", "12", "text-anchor", "middle", "fill", "#111111"), Text: "dark"},
		{XMLName: xmlName("text"), Attrs: attrs("x", "10", "y", "80", "font-size", "12", "fill", "#2b2118"), Text: "light"},
		{XMLName: xmlName("rect"), Attrs: attrs("x", "10", "y", "10", "width", "50", "height", "30", "fill", "none")},
	}}
	pairs := textPairs(&root)
	if len(pairs) != 2 || pairs[0].background != "#6e5a47" || pairs[1].background != "#fffaf0" {
		t.Fatalf("pairs %v", pairs)
	}
	if c := contrast(pairs[0].text, pairs[0].background); c >= 4.5 {
		t.Errorf("black on dark brown has %.2f:1, want under 4.5", c)
	}
	if c := contrast("#000000", "#ffffff"); math.Abs(c-21) > 0.01 {
		t.Errorf("black on white: %.2f:1, want 21", c)
	}
	if c := contrast(textColour("#6e5a47"), "#6e5a47"); c < 4.5 {
		t.Errorf("textColour on dark brown: %.2f:1", c)
	}
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
			if c := contrast(fg, bg); c < 4.5 {
				t.Errorf("%s on %s: %.2f:1", fg, bg, c)
			}
		}
	}
}

func xmlName(local string) xml.Name { return xml.Name{Local: local} }

func attrs(kv ...string) []xml.Attr {
	var out []xml.Attr
	for i := 0; i+1 < len(kv); i += 2 {
		out = append(out, xml.Attr{Name: xml.Name{Local: kv[i]}, Value: kv[i+1]})
	}
	return out
}
