package tekhenu

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"karnak/engine"
	game "karnak/games/tekhenu"
	"karnak/web"
	"karnak/web/webtest"
)

func TestTargets(t *testing.T) {
	b := Board{}
	for move, want := range map[string]string{
		"keep L07":                 "card-L07",
		"draft S03":                "card-S03",
		"play B07 happiness":       "card-B07",
		"take ra white 4":          "die-ra-white-4",
		"anubis thoth grey 2 free": "die-thoth-grey-2",
		"discard osiris black 6":   "die-osiris-black-6",
		"act hathor":               "god-hathor",
		"pillar r2c3 1":            "cell-r2c3",
		"building hc4":             "hathor-hc4",
		"osiris granite":           "osiris-granite",
		"card 2.1":                 "market-2-1",
		"refresh 3":                "section-3",
		"statue ts-row":            "people-ts-row",
		"advance population":       "track-population",
		"statue god":               "",
		"statue set":               "statue-set",
		"draft Cult04":             "card-Cult04",
		"draft SX05":               "card-SX05",
		"artifact Art05":           "card-Art05",
		"use BX01":                 "card-BX01",
		"use Art03":                "card-Art03",
		"vizier set":               "god-set",
		"statue set-left":          "people-set-left",
		"token r2c3":               "cell-r2c3",
		"act set 3":                "god-set",
		"take set grey 4":          "die-set-grey-4",
		"pay 2 bread":              "",
		"done":                     "",
	} {
		if got := b.Target(move); got != want {
			t.Errorf("Target(%q) = %q, want %q", move, got, want)
		}
	}
}

// In a 4-player game, from the first decision to the end, every piece
// drawn in a seat's colour carries that seat's mark and sits in a group
// whose title names the seat, and every seat's mark is on the page: the
// seats can be told apart without seeing colours.
func TestSeatPiecesCarryTheirMark(t *testing.T) {
	pages, err := web.New()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := engine.Lookup("tekhenu")
	s, err := g.New(engine.Options{"players": "4"}, 11)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ahmose", "Hatshepsut", `<b>Tut&"</b>`, "Neferu"}
	seats := make([]web.Seat, 4)
	for i := range seats {
		seats[i] = web.Seat{Seat: i, Kind: "human", Name: names[i], Claimed: true}
	}
	r := rand.New(rand.NewPCG(11, 2))
	pieces := map[int]int{}
	for step := 0; ; step++ {
		if step%40 == 0 || s.Over() {
			seat := 0
			if !s.Over() {
				seat = s.Actors()[0]
			}
			html, err := pages.Fragment(web.Game{ID: "x", Game: "tekhenu", Seat: seat, View: s.View(seat).(*game.View), Seats: seats,
				Actors: s.Actors(), Over: s.Over(), Log: []web.LogLine{{Seq: 1, Seat: 3, Move: "done"}}})
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(html, "<b>Tut") {
				t.Fatal("a seat's name is not escaped")
			}
			for i := range 4 {
				if !strings.Contains(html, web.SeatMark(i)) {
					t.Fatalf("step %d: seat %d's mark %s is not on the page", step, i, web.SeatMark(i))
				}
			}
			checkPieces(t, html, names, pieces)
		}
		if s.Over() {
			break
		}
		seat := s.Actors()[0]
		moves := s.Moves(seat)
		if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 4 {
		// Turn order and the VP row at least, then what it built.
		if pieces[i] < 2*5 {
			t.Errorf("seat %d: only %d pieces checked over the game", i, pieces[i])
		}
	}
	t.Logf("pieces checked per seat: %v", pieces)
}

// checkPieces finds every shape filled with a seat's colour in the board
// of html and checks the group around it.
func checkPieces(t *testing.T, html string, names []string, pieces map[int]int) {
	t.Helper()
	roots := webtest.SVGs(t, html)
	colourOf := map[string]int{}
	for seat := range 4 {
		colourOf[web.SeatColour(seat)] = seat
	}
	var walk func(n *webtest.Node, group *webtest.Node)
	walk = func(n *webtest.Node, group *webtest.Node) {
		if n.XMLName.Local == "g" {
			group = n
		}
		if seat, ok := colourOf[n.Attr("fill")]; ok && n.XMLName.Local != "text" {
			if group == nil {
				t.Fatalf("a %s of seat %d is in no group", n.XMLName.Local, seat)
			}
			var marks, titles []string
			for k := range group.Nodes {
				c := &group.Nodes[k]
				switch {
				case c.XMLName.Local == "text" && c.Attr("class") == "mark":
					marks = append(marks, c.Content())
				case c.XMLName.Local == "title":
					titles = append(titles, c.Content())
				}
			}
			if !slices.Contains(marks, web.SeatMark(seat)) {
				t.Fatalf("a %s of seat %d (%s) has marks %q beside it, not %s", n.XMLName.Local, seat, n.Attr("fill"), marks, web.SeatMark(seat))
			}
			if len(titles) != 1 || !strings.Contains(titles[0], names[seat]) {
				t.Fatalf("a %s of seat %d has titles %q, none naming %q", n.XMLName.Local, seat, titles, names[seat])
			}
			pieces[seat]++
		}
		for k := range n.Nodes {
			walk(&n.Nodes[k], group)
		}
	}
	for i := range roots {
		walk(&roots[i], nil)
	}
}
