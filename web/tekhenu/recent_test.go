package tekhenu

import (
	"reflect"
	"regexp"
	"strings"
	"testing"

	"karnak/engine"
	game "karnak/games/tekhenu"
	"karnak/web"
)

// logged is a log line of seat's move, told as text.
func logged(seq, seat int, move string) web.LogLine {
	return web.LogLine{Seq: seq, Seat: seat, Move: move, Text: "told: " + move}
}

// The other seats' moves since the viewer's last turn are highlighted,
// each on the place it changed, outlined in the latest mover's colour with
// the movers' marks, and told in words; the viewer's own moves of the turn
// it is in, take-backs and anything before its last turn are not.
func TestLastMovesHighlighted(t *testing.T) {
	g, _ := engine.Lookup("tekhenu")
	s, err := g.New(engine.Options{"players": "3"}, 5)
	if err != nil {
		t.Fatal(err)
	}
	v := s.View(0).(*game.View)
	horus3 := ""
	for _, h := range v.Horus {
		if h.Slot == 3 {
			horus3 = h.God
		}
	}
	log := []web.LogLine{ // newest first, as the page has it
		logged(12, 0, "take thoth yellow 2 pure"), // the viewer's turn has begun
		{Seq: 11, Seat: 2, Text: "seat 3 takes back a move", TookBack: true},
		logged(10, 2, "statue god"),
		logged(9, 2, "take horus grey 3 tainted"),
		logged(8, 2, "pillar r2c3 1"),
		logged(7, 1, "card 1.2"),
		logged(6, 1, "building hc4"),
		logged(5, 1, "take hathor black 3 pure"),
		logged(4, 0, "osiris granite"), // the viewer's last turn: the span ends
		logged(3, 2, "refresh 2"),
	}
	names := []string{"Ana", "Ben", "Cy"}
	page := string((Board{}).BoardWithLog(v, 0, names, nil, log))
	got := lastMarks(t, page)
	want := map[string]string{
		"god-hathor":    "▲",
		"hathor-hc4":    "▲",
		"market-1-2":    "▲",
		"cell-r2c3":     "■",
		"god-horus":     "■",
		"god-" + horus3: "■",
	}
	if horus3 == "horus" {
		want["god-horus"] = "■"
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("places marked %v, want %v", got, want)
	}
	for _, told := range []string{"told: take hathor black 3 pure", "told: statue god"} {
		if !strings.Contains(page, told) {
			t.Errorf("the list does not tell %q", told)
		}
	}
	for _, untold := range []string{"told: osiris granite", "told: refresh 2", "told: take thoth", "takes back"} {
		if strings.Contains(page, untold) {
			t.Errorf("the list tells %q", untold)
		}
	}
	// Two seats at one place: both marks, the outline in the latest's
	// colour.
	both := []web.LogLine{logged(3, 2, "take ra white 4 pure"), logged(2, 1, "take ra black 1 pure"), logged(1, 0, "done")}
	page = string((Board{}).BoardWithLog(v, 0, names, nil, both))
	if got := lastMarks(t, page)["god-ra"]; got != "▲■" {
		t.Errorf("Ra's sector marked %q, want ▲■", got)
	}
	if !regexp.MustCompile(`data-last="god-ra"><title>[^<]*</title><rect[^>]*stroke="` + web.SeatColour(2) + `"`).MatchString(page) {
		t.Error("Ra's sector is not outlined in the colour of the latest mover")
	}
	// A spectator sees the last run of one seat's moves.
	page = string((Board{}).BoardWithLog(s.View(-1), -1, names, nil, log[1:]))
	if got, want := lastMarks(t, page), map[string]string{"god-horus": "■", "god-" + horus3: "■", "cell-r2c3": "■"}; !reflect.DeepEqual(got, want) {
		t.Errorf("a spectator sees %v, want %v", got, want)
	}
	// Without a log nothing is marked.
	if got := lastMarks(t, string((Board{}).SVG(v, 0, names, nil))); len(got) != 0 {
		t.Errorf("without a log: %v", got)
	}
}

var lastMarkRe = regexp.MustCompile(`<g class="last-move" data-last="([^"]+)">.*?<text[^>]*>([^<]*)</text></g>`)

// lastMarks are the places outlined as last moves, with their badges.
func lastMarks(t *testing.T, page string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, m := range lastMarkRe.FindAllStringSubmatch(page, -1) {
		if _, dup := out[m[1]]; dup {
			t.Fatalf("%s is outlined twice", m[1])
		}
		out[m[1]] = m[2]
	}
	return out
}
