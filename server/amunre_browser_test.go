package server

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// createAmunre opens an Amun-Re table with the given seats and seed.
func createAmunre(t *testing.T, h *harness, seats []string, seed uint64) createReply {
	t.Helper()
	var rep createReply
	if code := h.call("POST", "/api/tables", NewTable{Game: "amunre", Players: len(seats), Seats: seats, Seed: &seed}, &rep); code != 201 {
		t.Fatalf("create: %d", code)
	}
	return rep
}

// sitAt opens seat's page of the table and takes the seat.
func sitAt(t *testing.T, ctx context.Context, h *harness, rep createReply, seat int) {
	t.Helper()
	run(t, ctx, chromedp.Navigate(h.http.URL+"/t/"+rep.ID+"?token="+rep.Seats[seat].Token),
		chromedp.Click(`#take-seat`, chromedp.ByQuery), chromedp.WaitVisible(`#table`, chromedp.ByQuery))
	waitLive(t, ctx)
}

// auditDesktopAndPhone audits the page at 1280×800 and on a 390×844
// phone, where nothing may scroll sideways, and goes back to the desktop.
func auditDesktopAndPhone(t *testing.T, ctx context.Context, decision int) {
	t.Helper()
	auditNow(t, ctx, fmt.Sprintf("decision %d at 1280×800", decision))
	var wide bool
	run(t, ctx, chromedp.EmulateViewport(390, 844), chromedp.Sleep(200*time.Millisecond),
		chromedp.Evaluate(`document.documentElement.scrollWidth > window.innerWidth + 1`, &wide))
	if wide {
		t.Fatalf("decision %d: the page scrolls sideways at 390 px", decision)
	}
	auditNow(t, ctx, fmt.Sprintf("decision %d at 390×844", decision))
	run(t, ctx, chromedp.EmulateViewport(1280, 800), chromedp.Sleep(100*time.Millisecond))
}

// boardPlaces are the places of the board and the mats that play a move.
const boardPlaces = `#game .hot`

// clickBoard plays one move by clicking a place of the board chosen by r
// (and, when the place has several moves, one of its chooser's).
func clickBoard(t *testing.T, ctx context.Context, r *rand.Rand) bool {
	t.Helper()
	return clickOneOf(t, ctx, r, boardPlaces)
}

// clickOneOf plays one move by clicking one of the places matching sel,
// chosen by r, as clickBoard does. It plays nothing and says false when
// no place matches any more: the page was redrawn since the caller looked
// (another seat's move arrived), and the caller looks again.
func clickOneOf(t *testing.T, ctx context.Context, r *rand.Rand, sel string) bool {
	t.Helper()
	before := seq(t, ctx)
	for tries := 0; ; tries++ {
		var n int
		run(t, ctx, chromedp.Evaluate(`document.querySelectorAll("`+sel+`").length`, &n))
		if n == 0 {
			return false
		}
		p := pointToClick(t, ctx, sel, r.IntN(n))
		run(t, ctx, chromedp.MouseClickXY(p.X, p.Y))
		// A click that lands as a frame redraws the page is lost (the
		// place clicked is gone): it is clicked again, a few times.
		if tries == 2 {
			waitMoveOrChooser(t, ctx, before, p.What)
			break
		}
		var played bool
		for deadline := time.Now().Add(3 * time.Second); !played && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
			chromedp.Run(ctx, chromedp.Evaluate(fmt.Sprintf(`Number(document.getElementById("table").dataset.seq) > %d || !document.getElementById("chooser").hidden`, before), &played))
		}
		if played {
			break
		}
	}
	var choosing bool
	run(t, ctx, chromedp.Evaluate(`!document.getElementById("chooser").hidden`, &choosing))
	if choosing {
		var k int
		run(t, ctx, chromedp.Evaluate(`document.querySelectorAll("#chooser button.mv").length`, &k))
		q := pointToClick(t, ctx, "#chooser button.mv", r.IntN(k))
		run(t, ctx, chromedp.MouseClickXY(q.X, q.Y))
		waitSeq(t, ctx, before+1)
	}
	return true
}

// mustClick is clickOneOf for a page that nothing redraws meanwhile.
func mustClick(t *testing.T, played bool) {
	t.Helper()
	if !played {
		t.Fatal("a decision with no place to click")
	}
}

// playByKeyboard plays one decision with Tab and Enter only: Tab to the
// first element matching places that plays a move (which shows a focus
// ring), Enter, and Enter again on the first move of its chooser when it
// has several.
func playByKeyboard(t *testing.T, ctx context.Context, places string) {
	t.Helper()
	// The place and its ring are read together: a frame arriving between
	// two reads redraws the board, and the element read second would be
	// another one.
	focused := `(() => { const a = document.activeElement; return a && a.matches("` + places + `") ? {what: a.dataset.target || a.dataset.move || "", ring: getComputedStyle(a).outlineStyle} : {what: "", ring: ""}; })()`
	var place struct{ What, Ring string }
	for tabs := 0; ; tabs++ {
		run(t, ctx, chromedp.Evaluate(focused, &place))
		if place.What != "" {
			break
		}
		if tabs > 500 {
			t.Fatal("Tab never reaches a place that plays a move")
		}
		run(t, ctx, chromedp.KeyEvent(kb.Tab))
	}
	what := place.What
	if place.Ring == "none" {
		t.Errorf("the focused place %q shows no focus ring", what)
	}
	before := seq(t, ctx)
	run(t, ctx, chromedp.KeyEvent(kb.Enter))
	waitMoveOrChooser(t, ctx, before, what)
	var choosing bool
	run(t, ctx, chromedp.Evaluate(`!document.getElementById("chooser").hidden`, &choosing))
	if choosing {
		run(t, ctx, chromedp.Sleep(50*time.Millisecond), chromedp.KeyEvent(kb.Enter))
	}
	waitSeq(t, ctx, before+1)
}

// offerRow is one seat's row of the offering panel as the page shows it.
type offerRow struct {
	State, Text string
}

const readOfferRows = `Array.from(document.querySelectorAll('#game [id^="offer-seat-"]')).map(g => ({State: g.dataset.state, Text: g.textContent}))`

// A 4-player Amun-Re table, one person against three random bots, played
// to the end at 1280×800 by clicking the board only: every decision has
// its places on the board (no move is left to the list beside it). While
// the offerings are secret, the person's page shows the bots' as made or
// awaited, never their amounts. Every few decisions the page is audited
// (pageAudit) at that size and on a 390×844 phone, where nothing may
// scroll sideways; now and then a decision is played from the keyboard
// alone. The game ends with the final table of four places and the
// server's scores.
func TestBrowserAmunreFourPlayers(t *testing.T) {
	ctx := browser(t)
	h := start(t, t.TempDir())
	rep := createAmunre(t, h, []string{"human", "random", "random", "random"}, 21)
	run(t, ctx, chromedp.EmulateViewport(1280, 800))
	sitAt(t, ctx, h, rep, 0)
	r := rand.New(rand.NewPCG(21, 4))
	decisions, secretSeen, phoneChecks, byKeyboard := 0, 0, 0, 0
	for ; ; decisions++ {
		if decisions > 400 {
			t.Fatalf("no end after %d decisions", decisions)
		}
		if over := waitDecision(t, ctx); over {
			break
		}
		var listed int
		run(t, ctx, chromedp.Evaluate(`document.querySelectorAll("#choices button").length`, &listed))
		if listed > 0 {
			t.Fatalf("decision %d: %d moves have no place on the board", decisions, listed)
		}
		var offering bool
		run(t, ctx, chromedp.Evaluate(`!!document.querySelector('#game .hot[data-target^="offer-"]')`, &offering))
		if offering {
			var rows []offerRow
			run(t, ctx, chromedp.Evaluate(readOfferRows, &rows))
			if len(rows) != 4 {
				t.Fatalf("%d offering rows", len(rows))
			}
			for seat, row := range rows {
				if seat == 0 {
					continue
				}
				if row.State != "committed" && row.State != "awaited" || strings.Contains(row.Text, "gold") || strings.Contains(row.Text, "Theft") {
					t.Fatalf("while the offerings are secret seat 0 sees seat %d's as %+v", seat, row)
				}
			}
			secretSeen++
		}
		if decisions%8 == 2 {
			auditDesktopAndPhone(t, ctx, decisions)
			phoneChecks++
		}
		if decisions%5 == 1 {
			playByKeyboard(t, ctx, boardPlaces)
			byKeyboard++
			continue
		}
		mustClick(t, clickBoard(t, ctx, r))
	}
	if secretSeen < 3 || phoneChecks < 2 || byKeyboard < 2 {
		t.Fatalf("in %d decisions: %d secret offerings seen, %d checks on a phone, %d moves by keyboard", decisions, secretSeen, phoneChecks, byKeyboard)
	}
	auditNow(t, ctx, "the end of the game")
	final := h.state(rep.ID, "")
	var places []string
	run(t, ctx, chromedp.Evaluate(`Array.from(document.querySelectorAll("#breakdown tr.places td")).map(td => td.textContent)`, &places))
	if !final.Over || len(places) != 4 {
		t.Fatalf("over %v, places %q", final.Over, places)
	}
	checkTotal(t, ctx, final.Result.Scores...)
	t.Logf("%d decisions", decisions)
}

// amunreView is the part of the API's view the screenshots wait for.
type amunreView struct {
	Round     int    `json:"round"`
	Phase     string `json:"phase"`
	Provinces []struct {
		Bid *struct{} `json:"bid"`
	} `json:"provinces"`
}

// TestAmunreScreenshots takes the pictures of the Amun-Re board that
// docs/img shows: a 4-player table in the auction of an era's second or
// third round, bids standing, from the first seat, at a desktop's and a
// phone's size.
// It runs only when KARNAK_SCREENSHOTS names the directory to write to:
//
//	KARNAK_SCREENSHOTS=$PWD/docs/img go test ./server -run TestAmunreScreenshots
func TestAmunreScreenshots(t *testing.T) {
	dir := os.Getenv("KARNAK_SCREENSHOTS")
	if dir == "" {
		t.Skip("KARNAK_SCREENSHOTS is not set")
	}
	h := start(t, t.TempDir())
	rep := createAmunre(t, h, []string{"human", "random", "random", "random"}, 5)
	tok := rep.Seats[0].Token
	r := rand.New(rand.NewPCG(5, 5))
	for {
		sn := h.waitActor(rep.ID, tok, 0)
		if sn.Over {
			t.Fatal("the game ended before an auction with bids after the first round")
		}
		var v amunreView
		if err := json.Unmarshal(sn.View, &v); err != nil {
			t.Fatal(err)
		}
		bids := 0
		for _, p := range v.Provinces {
			if p.Bid != nil {
				bids++
			}
		}
		if v.Round%3 != 1 && v.Phase == "auction" && bids >= 2 {
			break
		}
		if code, e := h.move(rep.ID, tok, sn.Seq, sn.Moves[r.IntN(len(sn.Moves))]); code != 200 {
			t.Fatalf("%d %+v", code, e)
		}
	}
	ctx := browser(t)
	sitAt(t, ctx, h, rep, 0)
	waitDecision(t, ctx)
	takeScreenshots(t, ctx, dir, "amunre")
}
