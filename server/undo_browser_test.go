package server

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// A misclick undone in the browser: after a move the page offers an Undo
// button at least 32 px tall, reachable from the keyboard; Enter on it
// takes the move back, the button goes and the log says so.
func TestBrowserUndo(t *testing.T) {
	ctx := browser(t)
	h := start(t, t.TempDir())
	rep := h.createGame("steps", "human", "human")
	run(t, ctx, chromedp.Navigate(fmt.Sprintf("%s/t/%s?token=%s", h.http.URL, rep.ID, rep.Seats[0].Token)),
		chromedp.Click(`#take-seat`, chromedp.ByQuery), chromedp.WaitVisible(`#table`, chromedp.ByQuery),
		chromedp.Poll(pageLive, nil, chromedp.WithPollingTimeout(10*time.Second)))
	var buttons int
	run(t, ctx, chromedp.Evaluate(`document.querySelectorAll("#undo-btn").length`, &buttons))
	if buttons != 0 {
		t.Fatal("an Undo button before any move")
	}
	run(t, ctx, chromedp.Click(`#game button.mv[data-move="step"]`, chromedp.ByQuery))
	waitSeq(t, ctx, 1)
	run(t, ctx, chromedp.WaitVisible(`#undo-btn`, chromedp.ByQuery))
	var box struct {
		Height   float64 `json:"height"`
		TabIndex int     `json:"tab"`
	}
	run(t, ctx, chromedp.Evaluate(`(() => { const b = document.getElementById("undo-btn");
		return {height: b.getBoundingClientRect().height, tab: b.tabIndex}; })()`, &box))
	if box.Height < 32 || box.TabIndex < 0 {
		t.Fatalf("the Undo button: %.0f px tall, tab index %d", box.Height, box.TabIndex)
	}
	run(t, ctx, chromedp.Focus(`#undo-btn`, chromedp.ByQuery), chromedp.KeyEvent("\r"),
		chromedp.Poll(`Number(document.getElementById("table").dataset.seq) === 0`, nil, chromedp.WithPollingTimeout(10*time.Second)))
	var log string
	run(t, ctx, chromedp.Evaluate(`document.querySelectorAll("#undo-btn").length`, &buttons),
		chromedp.Text(`#log`, &log, chromedp.ByQuery))
	if buttons != 0 || !strings.Contains(log, "took back a move") {
		t.Fatalf("after the take-back: %d Undo buttons, log %q", buttons, log)
	}
	if sn := h.state(rep.ID, ""); sn.Seq != 0 || len(sn.TakeBacks) != 1 {
		t.Fatalf("the server after the page's take-back: seq %d, %d take-backs", sn.Seq, len(sn.TakeBacks))
	}
}
