package amunre

import (
	"reflect"
	"regexp"
	"testing"

	"karnak/engine"
	game "karnak/games/amunre"
	"karnak/web"
)

var (
	lastMarkRe = regexp.MustCompile(`<g data-last="([^"]+)"[^>]*class="last-move"><title>Last move here: ([^<]*)</title>`)
	badgeRe    = regexp.MustCompile(`<g data-last="([^"]+)"[^>]*class="last-move"><title>[^<]*</title><rect[^>]*/><rect[^>]*/><text[^>]*>([^<]*)</text></g>`)
)

// The other seats' moves since the viewer's last turn are outlined on the
// places they changed, with the movers' marks, the latest last, and told
// in words; the viewer's own moves, offerings and sales mark nothing.
func TestLastMovesHighlighted(t *testing.T) {
	s := newGame(t, engine.Options{"players": "4"}, 2)
	v := s.View(0).(*game.View)
	up := ""
	for _, p := range v.Provinces {
		if p.Auctioned {
			up = p.Ref
		}
	}
	logged := func(seq, seat int, move string) web.LogLine {
		return web.LogLine{Seq: seq, Seat: seat, Move: move, Text: "told: " + move}
	}
	log := []web.LogLine{ // newest first
		logged(9, 3, "stone abu"),
		logged(8, 2, "farmer abu"),
		logged(7, 1, "stone abu"),
		logged(6, 1, "sell bribe"),
		logged(5, 2, "offer 4"),
		logged(4, 3, "bid "+up+" 3"),
		logged(3, 1, "bid "+up+" 2"),
		logged(2, 0, "bid buto 1"), // the viewer's last turn: the span ends
		logged(1, 2, "farmer edfu"),
	}
	page := string(Board{}.BoardWithLog(v, 0, []string{"Ana", "Ben", "Cy", "Dee"}, nil, log))
	got, badges := map[string]string{}, map[string]string{}
	for _, m := range lastMarkRe.FindAllStringSubmatch(page, -1) {
		got[m[1]] = m[2]
	}
	for _, m := range badgeRe.FindAllStringSubmatch(page, -1) {
		badges[m[1]] = m[2]
	}
	want := map[string]string{
		"stone-abu":        "Ben, then Dee",
		"farmer-abu":       "Cy",
		"bid-" + up + "-3": "Dee",
		"bid-" + up + "-2": "Ben",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("marked %v, want %v", got, want)
	}
	// A bid's cell shows its bidder's mark already: no badge.
	if want := map[string]string{"stone-abu": "▲◆", "farmer-abu": "■"}; !reflect.DeepEqual(badges, want) {
		t.Errorf("badges %v, want %v", badges, want)
	}
	for _, told := range []string{"told: sell bribe", "told: offer 4", "told: stone abu"} {
		if !regexp.MustCompile(regexp.QuoteMeta(told)).MatchString(page) {
			t.Errorf("%q is not told", told)
		}
	}
	if regexp.MustCompile("told: farmer edfu|told: bid buto").MatchString(page) {
		t.Error("moves before the viewer's last turn are told")
	}
}
