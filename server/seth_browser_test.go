package server

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserSethTwoPlayers plays a whole 2-player Tekhenu game with the
// Time of Seth expansion, chosen in the lobby, by clicking: the board's
// places and, for the moves that have none, the choices beside the prompt.
// The Set board is drawn, and at the end the score table has its row.
func TestBrowserSethTwoPlayers(t *testing.T) {
	ctx := browser(t)
	h := start(t, t.TempDir())
	run(t, ctx, chromedp.EmulateViewport(1280, 800),
		chromedp.Navigate(h.http.URL+"/"), chromedp.WaitVisible(`#create`, chromedp.ByQuery),
		chooseGame("tekhenu"),
		chromedp.SetValue(`select[name="tekhenu.expansion"]`, "seth", chromedp.ByQuery),
		chromedp.SetValue(`select[name=seat1]`, "random", chromedp.ByQuery),
		chromedp.SetValue(`input[name=seed]`, "16", chromedp.ByQuery),
		chromedp.Click(`#create`, chromedp.ByQuery),
		chromedp.WaitVisible(`#go-table`, chromedp.ByQuery),
		chromedp.Click(`#go-table`, chromedp.ByQuery), chromedp.WaitVisible(`#table`, chromedp.ByQuery))
	waitLive(t, ctx)
	r := rand.New(rand.NewPCG(16, 2))
	decisions, onBoard := 0, 0
	for ; ; decisions++ {
		if decisions > 600 {
			t.Fatalf("no end after %d decisions", decisions)
		}
		if over := waitDecision(t, ctx); over {
			break
		}
		if decisions == 0 {
			var panel bool
			run(t, ctx, chromedp.Evaluate(`!!document.querySelector("#panel-set")`, &panel))
			if !panel {
				t.Fatal("no Set board on an expansion table")
			}
		}
		var hot int
		run(t, ctx, chromedp.Evaluate(`document.querySelectorAll("`+boardPlaces+`").length`, &hot))
		if hot > 0 {
			onBoard++
			mustClick(t, clickBoard(t, ctx, r))
			continue
		}
		mustClick(t, clickOneOf(t, ctx, r, clickable))
	}
	var table string
	run(t, ctx, chromedp.Text(`#breakdown`, &table, chromedp.ByQuery))
	if !strings.Contains(table, "Set board") {
		t.Errorf("the score table has no Set board row: %q", table)
	}
	if onBoard < decisions/2 {
		t.Errorf("only %d of %d decisions were played on the board", onBoard, decisions)
	}
	t.Logf("%d decisions, %d on the board", decisions, onBoard)
}

// TestSethScreenshots takes the pictures of a Time of Seth table that
// docs/img shows: 2 players a few turns in, from the first seat, at a
// desktop's and a phone's size. It runs only when KARNAK_SCREENSHOTS names
// the directory to write them to:
//
//	KARNAK_SCREENSHOTS=$PWD/docs/img go test ./server -run TestSethScreenshots
func TestSethScreenshots(t *testing.T) {
	dir := os.Getenv("KARNAK_SCREENSHOTS")
	if dir == "" {
		t.Skip("KARNAK_SCREENSHOTS is not set")
	}
	ctx := browser(t)
	h := start(t, t.TempDir())
	seed := uint64(16)
	var rep createReply
	if code := h.call("POST", "/api/tables", NewTable{Game: "tekhenu", Players: 2, Options: map[string]string{"expansion": "seth"},
		Seats: []string{"human", "random"}, Seed: &seed}, &rep); code != 201 {
		t.Fatalf("create: %d", code)
	}
	sitAt(t, ctx, h, rep, 0)
	r := rand.New(rand.NewPCG(16, 3))
	for range 30 {
		if waitDecision(t, ctx) {
			break
		}
		mustClick(t, clickOneOf(t, ctx, r, clickable))
	}
	waitDecision(t, ctx)
	takeScreenshots(t, ctx, dir, "tekhenu-seth")
}
