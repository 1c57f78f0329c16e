package tekhenu

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"karnak/engine"
	game "karnak/games/tekhenu"
	"karnak/web"
	"karnak/web/webtest"
)

// The board reads what the printed board and mats show from the game's
// glossary; these are the spec's numbers (../shared/rules/tekhenu.md), so a
// glossary sentence that changes shape, or a number that changes, fails
// here rather than leaving a blank on the board.
func TestPrintedInformation(t *testing.T) {
	p := readPrinted()
	// §15.5: the temple cells, a Latin square of 2 papyrus, 2 bread, 1
	// limestone, 2 granite, 3 faith.
	cells := [5]string{
		"2 papyrus|2 bread|1 limestone|2 granite|3 faith",
		"1 limestone|2 granite|3 faith|2 papyrus|2 bread",
		"3 faith|2 papyrus|2 bread|1 limestone|2 granite",
		"2 bread|1 limestone|2 granite|3 faith|2 papyrus",
		"2 granite|3 faith|2 papyrus|2 bread|1 limestone",
	}
	for r, row := range cells {
		for c, want := range strings.Split(row, "|") {
			if got := fmt.Sprintf("%d %s", p.Cells[r][c].N, p.Cells[r][c].Kind); got != want {
				t.Errorf("cell r%dc%d: %q, want %q", r+1, c+1, got, want)
			}
		}
	}
	// §15.4: the Ra display.
	if want := map[string]string{"left": "5–6", "middle": "3–4", "right": "1–2"}; !reflect.DeepEqual(p.RaValues, want) {
		t.Errorf("Ra die values %v, want %v", p.RaValues, want)
	}
	if want := map[string]int{"left": 1, "middle": 2, "right": 3}; !reflect.DeepEqual(p.RaVP, want) {
		t.Errorf("Ra VP %v, want %v", p.RaVP, want)
	}
	// §8.6: the Osiris rows.
	rows := [7]osirisRow{1: {Own: 1, Gain: 1}, 2: {Own: 1, Gain: 1, FirstGold: true}, 3: {Own: 1, Partner: 1, Gain: 1},
		4: {Own: 1, Partner: 1, Gain: 1, Gold: 1}, 5: {Own: 2, Gain: 2}, 6: {Own: 2, Any: 1, Gain: 2}}
	if p.Osiris != rows {
		t.Errorf("Osiris rows %+v, want %+v", p.Osiris, rows)
	}
	if p.MaxProd != 6 {
		t.Errorf("production stops at %d, want 6", p.MaxProd)
	}
	// §15.8: the mat.
	if want := []int{1, 2, 2, 3, 3, 4}; !reflect.DeepEqual(p.StatueCost, want) {
		t.Errorf("statue costs %v, want %v", p.StatueCost, want)
	}
	if p.StatueVP != "1, 3, 6, 10, 15 or 21 VP for 1 to 6 statues" {
		t.Errorf("statue VP %q", p.StatueVP)
	}
	row := []rowSpace{{0, 1}, {2, 0}, {0, 1}, {3, 0}, {0, 2}, {4, 0}, {0, 2}, {5, 0}, {0, 3}, {6, 0}}
	if !reflect.DeepEqual(p.Building, row) {
		t.Errorf("building row %v, want %v", p.Building, row)
	}
	// §5.2: purity by light.
	purities := map[string]purity{
		"sunny":  {[]string{"white"}, []string{"yellow", "grey"}, []string{"black", "brown"}},
		"shaded": {[]string{"yellow", "brown"}, []string{"white", "black", "grey"}, nil},
		"dark":   {[]string{"black"}, []string{"brown", "grey"}, []string{"white", "yellow"}},
	}
	if !reflect.DeepEqual(p.Purity, purities) {
		t.Errorf("purity %v, want %v", p.Purity, purities)
	}
	// §15.9 and §10.1: the tracks' thresholds and the market.
	if want := []int{9, 13, 16, 19, 21}; !reflect.DeepEqual(p.Symbols, want) {
		t.Errorf("▲ cells %v, want %v", p.Symbols, want)
	}
	if want := [4]section{{1, 0, "blessing, blessing, technology"}, {5, 0, "blessing, blessing, technology, technology"},
		{9, 9, "blessing, technology, technology, decree"}, {13, 13, "blessing, technology, decree, decree"}}; p.Sections != want {
		t.Errorf("sections %+v, want %+v", p.Sections, want)
	}
	if !strings.HasPrefix(p.Happy, "16 gives 1 gold, 19 a scribe, 21") || !strings.Contains(p.MaatFine, "−9 or lower: 3") {
		t.Errorf("happiness rewards %q, Maat fines %q", p.Happy, p.MaatFine)
	}
	for id, want := range map[string]string{"P01": "growth", "P12": "sculptor", "P19": "plenty", "P27": "plain"} {
		if got := tileProperty(id); got != want {
			t.Errorf("%s: property %q, want %q", id, got, want)
		}
	}
}

// The board shows the printed information: every empty temple cell its
// reward, every display tile its slot's die values and VP and its
// property, light and cost, every Osiris row its effect, every building
// slot its bread, and the statue costs.
func TestBoardShowsPrintedInformation(t *testing.T) {
	g, _ := engine.Lookup("tekhenu")
	s, err := g.New(engine.Options{"players": "4"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	v := s.View(0).(*game.View)
	page := string((Board{}).SVG(v, 0, []string{"A", "B", "C", "D"}, nil))
	groups := map[string]string{} // a place's id or glossary ref → its texts
	for _, root := range webtest.SVGs(t, page) {
		var walk func(n *webtest.Node)
		walk = func(n *webtest.Node) {
			key := n.Attr("data-place") + n.Attr("data-target")
			if key == "" {
				key = n.Attr("data-info")
			}
			if _, seen := groups[key]; key != "" && !seen { // the first place of a ref
				groups[key] = strings.Join(texts(n), " ")
			}
			for k := range n.Nodes {
				walk(&n.Nodes[k])
			}
		}
		walk(&root)
	}
	for place, want := range map[string]string{
		"cell-r1c1":     "2 papyrus",
		"cell-r1c3":     "1 lime- stone",
		"cell-r2c3":     "3 faith",
		"hathor-hr3":    "hr3 4 bread",
		"hathor-hc2":    "hc2 3 bread",
		"hathor-hc5":    "hc5 2 bread",
		"osiris-row4":   "prod +1 pair +1 gain 1 +1 gold",
		"osiris-row6":   "prod +2 any +1 gain 2",
		"osiris-row2":   "prod +1 gain 1 (+gold)",
		"statue1":       "cost 1 2 2 3 3 4",
		"horus-slot4":   "4 → ",
		"people-ts-row": "statue row 3 +gold",
	} {
		if got := groups[place]; !strings.HasPrefix(got, want) {
			t.Errorf("%s shows %q, want %q", place, got, want)
		}
	}
	for _, tile := range v.Ra {
		got := groups[tile.ID]
		want := fmt.Sprintf("%s %s", tile.ID, tileProperty(tile.ID))
		if !strings.HasPrefix(got, want) || !strings.Contains(got, fmt.Sprintf("cost %d", tile.Cost)) || !strings.Contains(got, "die "+printed.RaValues[tile.Slot]) {
			t.Errorf("display tile %s shows %q", tile.ID, got)
		}
	}
	if !strings.Contains(page, "What a die is, by the light of its sector") || !strings.Contains(page, "<td>yellow, grey</td>") {
		t.Error("no purity legend")
	}
	for seat := range 4 {
		if !strings.Contains(page, web.SeatMark(seat)+"</span> <b>"+[]string{"A", "B", "C", "D"}[seat]+"</b>") {
			t.Errorf("seat %d is not in the legend of marks", seat)
		}
	}
}

// texts are the texts under n in order.
func texts(n *webtest.Node) []string {
	var out []string
	if n.XMLName.Local == "text" {
		return []string{n.Content()}
	}
	for k := range n.Nodes {
		out = append(out, texts(&n.Nodes[k])...)
	}
	return out
}
