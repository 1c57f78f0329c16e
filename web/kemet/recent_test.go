package kemet

import (
	"reflect"
	"regexp"
	"strings"
	"testing"

	"karnak/engine"
	game "karnak/games/kemet"
	"karnak/web"
)

var lastMarkRe = regexp.MustCompile(`<g data-last="([^"]+)"[^>]*class="last-move"><title>Last move here: ([^<]*)</title>`)

// The other seats' moves since the viewer's last turn are outlined on the
// regions they changed, the latest mover's colour, and told in words; the
// viewer's own moves and moves with no region mark nothing.
func TestLastMovesHighlighted(t *testing.T) {
	s := newGame(t, engine.Options{"players": "4"}, 2)
	v := s.View(0).(*game.View)
	logged := func(seq, seat int, move string) web.LogLine {
		return web.LogLine{Seq: seq, Seat: seat, Move: move, Text: "told: " + move}
	}
	log := []web.LogLine{ // newest first
		logged(9, 3, "step desert17"),
		logged(8, 2, "from desert17 2"),
		logged(7, 1, "step desert17"),
		logged(6, 1, "token R2.Pray"),
		logged(5, 2, "place city3.d1"),
		logged(4, 0, "place city1.d1"), // the viewer's last turn: the span ends
		logged(3, 2, "step desert13"),
	}
	page := string(Board{}.BoardWithLog(v, 0, []string{"Ana", "Ben", "Cy", "Dee"}, nil, log))
	got := map[string]string{}
	for _, m := range lastMarkRe.FindAllStringSubmatch(page, -1) {
		got[m[1]] = m[2]
	}
	want := map[string]string{"desert17": "Ben, then Cy, then Dee", "city3.d1": "Cy"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("marked %v, want %v", got, want)
	}
	for _, told := range []string{"told: token R2.Pray", "told: place city3.d1", "told: step desert17"} {
		if !strings.Contains(page, told) {
			t.Errorf("%q is not told", told)
		}
	}
	if strings.Contains(page, "told: step desert13") || strings.Contains(page, "told: place city1.d1") {
		t.Error("moves of the viewer's last turn or before are told")
	}
}
