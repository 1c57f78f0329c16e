package server

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// In the browser, a card's text opens without playing anything: from the
// "i" beside a card that plays a move, by keyboard on a market card, by a
// tap on a board place that plays nothing now, and by a long press on one
// that does; the text is at least 12 px; a click on the card itself still
// plays it.
func TestBrowserCardTexts(t *testing.T) {
	ctx := browser(t)
	h := start(t, t.TempDir())
	rep := h.create([]string{"human", "random"}, 5)
	run(t, ctx, chromedp.Navigate(h.http.URL+"/t/"+rep.ID+"?token="+rep.Seats[0].Token),
		chromedp.Click(`#take-seat`, chromedp.ByQuery), chromedp.WaitVisible(`#table`, chromedp.ByQuery),
		chromedp.Poll(pageLive, nil, chromedp.WithPollingTimeout(10*time.Second)),
		chromedp.WaitVisible(`#game button.card.hot`, chromedp.ByQuery))
	start := seq(t, ctx)
	popup := func(what string) string {
		t.Helper()
		var text string
		var size float64
		run(t, ctx, chromedp.WaitVisible(`#info-pop`, chromedp.ByID),
			chromedp.Text(`#info-pop`, &text, chromedp.ByID),
			chromedp.Evaluate(`parseFloat(getComputedStyle(document.getElementById("info-pop")).fontSize)`, &size))
		if size < 12 {
			t.Errorf("%s: the text is %.1f px", what, size)
		}
		if seq(t, ctx) != start {
			t.Fatalf("%s played a move", what)
		}
		run(t, ctx, chromedp.KeyEvent(kb.Escape), chromedp.WaitNotVisible(`#info-pop`, chromedp.ByID))
		return text
	}

	// The decree to keep: its "i".
	var title string
	run(t, ctx, chromedp.AttributeValue(`#game .info-btn`, "title", &title, nil),
		chromedp.Click(`#game .info-btn`, chromedp.ByQuery))
	if got := popup("the i of a playable card"); !strings.Contains(got, "Decree of") || got != title {
		t.Errorf("the i shows %q, want the card's title %q", got, title)
	}
	// A market card, by keyboard.
	run(t, ctx, chromedp.Focus(`#game svg g[data-place^="market-"][tabindex="0"]`, chromedp.ByQuery), chromedp.KeyEvent(kb.Enter))
	if got := popup("Enter on a market card"); !strings.Contains(got, " — ") {
		t.Errorf("a market card shows %q", got)
	}
	// A temple cell, tapped.
	run(t, ctx, chromedp.Evaluate(`document.querySelector('#game g[data-place="cell-r1c1"]').dispatchEvent(new MouseEvent("click", {bubbles: true})), true`, nil))
	if got := popup("a tap on a temple cell"); !strings.Contains(got, "Temple cell, row 1, column 1") {
		t.Errorf("temple cell r1c1 shows %q", got)
	}
	// A long press on the playable card shows its text and plays nothing.
	var x, y float64
	run(t, ctx, chromedp.Evaluate(`(() => { const r = document.querySelector("#game button.card.hot").getBoundingClientRect(); return [r.x + r.width/2, r.y + r.height/2]; })()`, &[]*float64{&x, &y}))
	run(t, ctx, chromedp.ActionFunc(func(c context.Context) error {
		return input.DispatchMouseEvent(input.MousePressed, x, y).WithButton(input.Left).WithClickCount(1).Do(c)
	}), chromedp.Sleep(800*time.Millisecond), chromedp.ActionFunc(func(c context.Context) error {
		return input.DispatchMouseEvent(input.MouseReleased, x, y).WithButton(input.Left).WithClickCount(1).Do(c)
	}))
	if got := popup("a long press on a playable card"); !strings.Contains(got, "Decree of") {
		t.Errorf("the long press shows %q", got)
	}
	// A plain click on the card still plays it.
	run(t, ctx, chromedp.Click(`#game button.card.hot`, chromedp.ByQuery))
	waitSeq(t, ctx, start+1)
}
