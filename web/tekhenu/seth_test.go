package tekhenu

import (
	"os"
	"strings"
	"testing"

	"karnak/engine"
	game "karnak/games/tekhenu"
)

// sethView is a 3-player table with a Time of Seth board in the middle of
// play: built by hand, since the expansion is not yet offered by the game.
func sethView(t *testing.T) *game.View {
	t.Helper()
	g, _ := engine.Lookup("tekhenu")
	s, err := g.New(engine.Options{"players": "3"}, 5)
	if err != nil {
		t.Fatal(err)
	}
	v := s.View(0).(*game.View)
	sv := &game.SethView{People: []int{1, -1}, Statues: []int{-1, 2}, Conquest: "A07", Stack: 9,
		Dice:      []game.DieView{{Colour: "grey", Value: 4, Status: "tainted"}, {Colour: "grey", Value: 2, Status: "tainted"}},
		Artifacts: []string{"Art02", "Art05", "Art08"}}
	bonus := []string{"2 papyrus", "2 bread", "2 limestone", "2 granite", "1 gold and 1 resource of your choice (not gold)", "2 gold"}
	for a := 1; a <= 6; a++ {
		col, vp := "left", []int{3, 2}
		if a > 3 {
			col, vp = "right", []int{2, 1}
		}
		owners := []int{-1, -1}
		switch a {
		case 2:
			owners = []int{0, 1}
		case 4:
			owners = []int{2, -1}
		}
		sv.Areas = append(sv.Areas, game.SetAreaView{Area: a, Ref: "set-" + string(rune('0'+a)), Column: col, Bonus: bonus[a-1], Owners: owners, VP: vp, Cost: 4})
	}
	sv.Tokens[1][2] = "A03"
	v.Seth = sv
	for i := range v.Me {
		v.Me[i].Seth = &game.SethPlayerView{Warriors: 3 + i, Priests: i, Blood: 1, Artifacts: []string{}}
	}
	v.Me[0].Seth.Cult = "Cult04"
	v.Me[0].Seth.Artifacts = []string{"Art07"}
	return v
}

// TestSetPanel: the Set board is drawn for an expansion game — its six
// areas with their bonuses, the pieces in their slots under their seats'
// names, the Set dice, the face-up conquest token and each seat's
// warriors, priests and blood — and not at all in a base game.
func TestSetPanel(t *testing.T) {
	v := sethView(t)
	names := []string{"Ahmose", "Hatshepsut", "Neferu"}
	html := string(Board{}.SVG(v, 0, names, map[string]bool{"die-set-grey-4": true}))
	for _, want := range []string{`id="panel-set"`, "2 papyrus", "1 gold + 1 of choice", `data-target="die-set-grey-4"`,
		"Set area 2, slot 1 (3 VP at each scoring): building of Ahmose", "A07", "conquest stack: 9", "Cult04", "Art07", "Art02, Art05, Art08",
		"people statue under the left column: statue of Hatshepsut", "Conquest token A03", "Red and blue dice are tainted in every sector"} {
		if !strings.Contains(html, want) {
			t.Errorf("the Set panel lacks %q", want)
		}
	}
	if dir := os.Getenv("KARNAK_SETH_BOARD_OUT"); dir != "" {
		if err := os.WriteFile(dir+"/seth-board.html", []byte(`<!doctype html><meta charset="utf-8"><link rel="stylesheet" href="/static/style.css">`+html), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	v.Seth = nil
	for i := range v.Me {
		v.Me[i].Seth = nil
	}
	if html := string(Board{}.SVG(v, 0, names, nil)); strings.Contains(html, "panel-set") {
		t.Error("a base game shows a Set board")
	}
}
