package server

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The Tekhenu board in Chromium at a phone's and a desktop's size, a few
// turns into a 3-player game: nothing scrolls sideways, every text of the
// board is at least 12 px, every place that plays a move is at least 32 px
// square and focusable, no two dice overlap; on the desktop the panels sit
// side by side, left of the side panel.
func TestBrowserTekhenuBoardFits(t *testing.T) {
	ctx := browser(t)
	h := start(t, t.TempDir())
	rep := h.create([]string{"human", "random", "random"}, 11)
	run(t, ctx, chromedp.Navigate(h.http.URL+"/t/"+rep.ID+"?token="+rep.Seats[0].Token),
		chromedp.Click(`#take-seat`, chromedp.ByQuery), chromedp.WaitVisible(`#table`, chromedp.ByQuery))
	for range 10 {
		waitMyTurn(t, ctx)
		clickMove(t, ctx)
	}
	// Some decisions are answered only by buttons; measure at one that
	// the board answers, so that its targets are there to measure.
	for tries := 0; ; tries++ {
		waitMyTurn(t, ctx)
		var targets bool
		err := chromedp.Run(ctx, chromedp.Poll(`document.querySelectorAll("#game .tk-board .hot, #game .tk-board .info-i").length > 0`, &targets,
			chromedp.WithPollingTimeout(2*time.Second)))
		if err == nil && targets {
			break
		}
		if tries == 10 {
			t.Fatal("ten decisions in a row with no target on the board")
		}
		clickMove(t, ctx)
	}
	const measure = `(() => {
		const board = document.querySelector("#game .tk-board");
		const out = {wide: document.documentElement.scrollWidth > window.innerWidth + 1, svgText: 99, htmlText: 99, target: 99, targets: 0, focusable: true, overlap: "", panels: 0, sideBySide: false, leftOfSide: true};
		for (const svg of board.querySelectorAll("svg.tk-svg")) {
			out.panels++;
			const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
			for (const t of svg.querySelectorAll("text")) {
				const size = parseFloat(getComputedStyle(t).fontSize) * scale;
				if (t.textContent.trim() !== "" && size < out.svgText) out.svgText = size;
			}
		}
		for (const el of board.querySelectorAll("h3, h4, p, li, th, td, caption, span")) {
			if (el.closest("svg") || !el.offsetParent) continue;
			const own = Array.from(el.childNodes).some(n => n.nodeType === 3 && n.textContent.trim() !== "");
			if (own) out.htmlText = Math.min(out.htmlText, parseFloat(getComputedStyle(el).fontSize));
		}
		for (const el of board.querySelectorAll(".hot, .info-i")) {
			const r = el.getBoundingClientRect();
			out.targets++;
			out.target = Math.min(out.target, r.width, r.height);
			if (el.tabIndex !== 0) out.focusable = false;
		}
		const dice = Array.from(board.querySelectorAll(".die-shape")).map(d => d.getBoundingClientRect());
		dice.forEach((a, i) => dice.slice(0, i).forEach(b => {
			if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) out.overlap = JSON.stringify([a, b]);
		}));
		const tops = Array.from(board.querySelectorAll(".tk-panel")).map(p => p.getBoundingClientRect());
		out.sideBySide = tops.some((a, i) => tops.some((b, j) => i !== j && Math.abs(a.top - b.top) < 1 && a.left !== b.left));
		const side = document.querySelector("#game aside");
		if (side) out.leftOfSide = board.getBoundingClientRect().right <= side.getBoundingClientRect().left + 1;
		return out;
	})()`
	type sizes struct {
		Wide, Focusable, SideBySide, LeftOfSide bool
		SVGText, HTMLText, Target               float64
		Targets, Panels                         int
		Overlap                                 string
	}
	for _, size := range []struct {
		name    string
		w, h    int64
		desktop bool
	}{{"phone", 390, 844, false}, {"desktop", 1280, 800, true}} {
		var got sizes
		run(t, ctx, chromedp.EmulateViewport(size.w, size.h), chromedp.Sleep(300*time.Millisecond), chromedp.Evaluate(measure, &got))
		t.Logf("%s: %+v", size.name, got)
		switch {
		case got.Wide:
			t.Errorf("%s: the page scrolls sideways", size.name)
		case got.Panels < 6:
			t.Errorf("%s: %d panels", size.name, got.Panels)
		case got.SVGText < 12 || got.HTMLText < 12:
			t.Errorf("%s: texts of %.1f px (board) and %.1f px (notes)", size.name, got.SVGText, got.HTMLText)
		case got.Targets == 0 || got.Target < 32 || !got.Focusable:
			t.Errorf("%s: %d targets, the smallest %.1f px, all focusable %v", size.name, got.Targets, got.Target, got.Focusable)
		case got.Overlap != "":
			t.Errorf("%s: dice overlap: %s", size.name, got.Overlap)
		case size.desktop && (!got.SideBySide || !got.LeftOfSide):
			t.Errorf("%s: panels side by side %v, left of the side panel %v", size.name, got.SideBySide, got.LeftOfSide)
		case !size.desktop && got.SideBySide:
			t.Errorf("%s: panels side by side on a phone", size.name)
		}
	}
}
