package server

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/chromedp"
)

// Browser tests drive Debian's Chromium headless through chromedp. Each
// player is a browser process of its own, with its own profile and cookies
// (headless Chromium refuses new browser contexts in one process).
// scripts/test installs it and sets KARNAK_REQUIRE_BROWSER so that a
// missing browser fails there instead of skipping.
func browser(t *testing.T) context.Context {
	t.Helper()
	return browserFor(t, 90*time.Second)
}

// browserFor is browser for a test that may take up to limit: a whole
// game of hundreds of decisions.
func browserFor(t *testing.T, limit time.Duration) context.Context {
	t.Helper()
	path := ""
	for _, p := range []string{os.Getenv("KARNAK_CHROMIUM"), "chromium", "chromium-browser", "google-chrome"} {
		if p == "" {
			continue
		}
		if full, err := exec.LookPath(p); err == nil {
			path = full
			break
		}
	}
	if path == "" {
		if os.Getenv("KARNAK_REQUIRE_BROWSER") != "" {
			t.Fatal("no Chromium found, and KARNAK_REQUIRE_BROWSER is set")
		}
		t.Skip("no Chromium on this machine; scripts/test installs it")
	}
	// Not t.TempDir: Chromium's helpers may still write to the profile as
	// the test ends, so its removal is best effort.
	profile, err := os.MkdirTemp("", "karnak-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(profile), chromedp.WindowSize(1280, 800))
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	timed, cancelTime := context.WithTimeout(alloc, limit)
	ctx, cancel := chromedp.NewContext(timed)
	t.Cleanup(func() {
		cancel()
		cancelTime()
		cancelAlloc()
		for range 5 {
			if os.RemoveAll(profile) == nil {
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
	})
	refusedByPolicy(t, ctx)
	return ctx
}

// refusedByPolicy fails the test if the browser refuses anything of a page
// under its Content-Security-Policy: every page must work within it.
func refusedByPolicy(t *testing.T, ctx context.Context) {
	var mu sync.Mutex
	var refused []string
	chromedp.ListenTarget(ctx, func(ev any) {
		if e, ok := ev.(*cdplog.EventEntryAdded); ok && strings.Contains(e.Entry.Text, "Content Security Policy") {
			mu.Lock()
			refused = append(refused, e.Entry.URL+": "+e.Entry.Text)
			mu.Unlock()
		}
	})
	t.Cleanup(func() { // runs before the browser is closed
		mu.Lock()
		defer mu.Unlock()
		for _, r := range refused {
			t.Errorf("refused by the page's policy: %s", r)
		}
	})
}

// chooseGame picks the game in the lobby's form, as a person would: the
// tests register a second game, which the form may show first.
func chooseGame(name string) chromedp.Action {
	return chromedp.Tasks{
		chromedp.SetValue(`select[name=game]`, name, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelector('select[name=game]').dispatchEvent(new Event("change", {bubbles: true})), true`, nil),
	}
}

func run(t *testing.T, ctx context.Context, actions ...chromedp.Action) {
	t.Helper()
	if err := chromedp.Run(ctx, actions...); err != nil {
		t.Fatal(err)
	}
}

// seq is the sequence number the page shows.
func seq(t *testing.T, ctx context.Context) int {
	t.Helper()
	var v string
	run(t, ctx, chromedp.AttributeValue("#table", "data-seq", &v, nil))
	n, _ := strconv.Atoi(v)
	return n
}

// clickMove plays one move by clicking: a highlighted place on the board
// or a card when there is one (then the first choice offered), else the
// first button of the move list. It waits until the page shows a later
// sequence number.
func clickMove(t *testing.T, ctx context.Context) {
	t.Helper()
	before := seq(t, ctx)
	var hot int
	run(t, ctx, chromedp.Evaluate(`document.querySelectorAll("#game .hot").length`, &hot))
	if hot > 0 {
		run(t, ctx, chromedp.Evaluate(`(() => {
			const el = document.querySelector("#game .hot");
			el.dispatchEvent(new MouseEvent("click", {bubbles: true, clientX: 100, clientY: 100}));
		})()`, nil))
		var choosing bool
		run(t, ctx, chromedp.Evaluate(`!document.getElementById("chooser").hidden`, &choosing))
		if choosing {
			run(t, ctx, chromedp.Click(`#chooser button.mv`, chromedp.ByQuery))
		}
	} else {
		run(t, ctx, chromedp.Click(`#game button.mv`, chromedp.ByQuery))
	}
	waitSeq(t, ctx, before+1)
}

func waitSeq(t *testing.T, ctx context.Context, at int) {
	t.Helper()
	waitFor(t, ctx, fmt.Sprintf(`Number(document.getElementById("table").dataset.seq) >= %d`, at), 15*time.Second, fmt.Sprintf("move %d", at))
}

// waitMyTurn waits until the page offers this seat a move (bots first).
func waitMyTurn(t *testing.T, ctx context.Context) {
	t.Helper()
	run(t, ctx, chromedp.Poll(`document.querySelectorAll("#game button.mv").length > 0 || !!document.querySelector("#breakdown")`, nil,
		chromedp.WithPollingTimeout(15*time.Second)))
}

func TestBrowserPlayAgainstBotAndReload(t *testing.T) {
	ctx := browserFor(t, 3*time.Minute) // a whole game against a searching bot, under -race on a busy machine too
	h := start(t, t.TempDir())
	h.srv.cfg.HintBot = "ismcts:iters=200,workers=1"
	run(t, ctx,
		chromedp.Navigate(h.http.URL+"/"),
		chooseGame("tekhenu"),
		chromedp.SetValue(`select[name=seat1]`, "medium", chromedp.ByQuery),
		chromedp.SetValue(`input[name=seed]`, "42", chromedp.ByQuery),
		chromedp.Click(`#create`, chromedp.ByQuery),
		chromedp.WaitVisible(`#go-table`, chromedp.ByQuery),
		chromedp.Click(`#go-table`, chromedp.ByQuery),
		chromedp.WaitVisible(`#table`, chromedp.ByQuery),
		chromedp.Poll(pageLive, nil, chromedp.WithPollingTimeout(10*time.Second)),
	)
	for i := 0; i < 12; i++ {
		waitMyTurn(t, ctx)
		clickMove(t, ctx)
	}
	waitMyTurn(t, ctx)
	s := seq(t, ctx)
	board, mats := boardAndMats(t, ctx)
	// The page shows the true state: the server's view for this seat.
	sn := h.state(tableID(t, ctx), "")
	if sn.Seq != s {
		t.Fatalf("page at seq %d, server at %d", s, sn.Seq)
	}
	run(t, ctx, chromedp.Reload(), chromedp.WaitVisible(`#table`, chromedp.ByQuery),
		chromedp.Poll(pageLive, nil, chromedp.WithPollingTimeout(10*time.Second)))
	waitMyTurn(t, ctx)
	board2, mats2 := boardAndMats(t, ctx)
	if seq(t, ctx) != s || board2 != board || mats2 != mats {
		t.Fatalf("after reload: seq %d (was %d), same board %v, same mats %v", seq(t, ctx), s, board2 == board, mats2 == mats)
	}
	if s < 12 {
		t.Fatalf("only %d moves recorded after 12 clicks", s)
	}
	// Ask for a hint and play the suggested move from the hint panel.
	run(t, ctx, chromedp.Click(`#hint-btn`, chromedp.ByQuery))
	waitHint(t, ctx)
	var hinted string
	var listed []string
	// Read in one evaluation: a live frame may redraw the panel between
	// finding a node and reading it (chromedp: "Could not find node").
	run(t, ctx, chromedp.Evaluate(`document.querySelector("#hint-out li button.mv").dataset.move`, &hinted),
		chromedp.Evaluate(`Array.from(document.querySelectorAll(".move-list button.mv")).map(b => b.dataset.move)`, &listed))
	if !slices.Contains(listed, hinted) {
		t.Fatalf("hinted %q is not among the listed moves %v", hinted, listed)
	}
	run(t, ctx, chromedp.Click(`#hint-out li button.mv`, chromedp.ByQuery))
	waitSeq(t, ctx, s+1)
	// Play on to the end by clicking; the final score table shows the
	// server's result.
	playToEnd(t, ctx, 600)
	final := h.state(tableID(t, ctx), "")
	if !final.Over {
		t.Fatal("the page shows a score table, the server no end")
	}
	checkTotal(t, ctx, final.Result.Scores[0], final.Result.Scores[1])
}

// waitHint waits for the hint panel to offer its move, and fails with what
// the panel says instead (a refusal, or still "thinking…") when it does
// not come.
func waitHint(t *testing.T, ctx context.Context) {
	t.Helper()
	var said string
	for deadline := time.Now().Add(75 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		var ready bool
		if chromedp.Run(ctx, chromedp.Evaluate(`!!document.querySelector("#hint-out li button.mv")`, &ready)) == nil && ready {
			return
		}
		chromedp.Run(ctx, chromedp.Evaluate(`(document.getElementById("hint-out") || {}).textContent || ""`, &said))
	}
	t.Fatalf("no hinted move to play; the hint panel says %q", said)
}

// boardAndMats reads the board's SVG and the mats' text in one script, so
// a re-render between two DevTools queries cannot remove the node that
// the first one found.
func boardAndMats(t *testing.T, ctx context.Context) (board, mats string) {
	t.Helper()
	var out []string
	run(t, ctx, chromedp.Evaluate(`[document.querySelector("#game .board svg").outerHTML, document.querySelector("#game aside").innerText]`, &out))
	return out[0], out[1]
}

// playToEnd clicks moves until the page shows the final score table.
func playToEnd(t *testing.T, ctx context.Context, limit int) {
	t.Helper()
	for clicks := 0; ; clicks++ {
		waitMyTurn(t, ctx)
		var over bool
		run(t, ctx, chromedp.Evaluate(`!!document.querySelector("#breakdown")`, &over))
		if over {
			return
		}
		if clicks > limit {
			t.Fatalf("no end after %d clicks", limit)
		}
		clickMove(t, ctx)
	}
}

// checkTotal compares the score table's total row with the given scores,
// in seat order (the automa's last): the columns stand in the order of
// places, each cell names its seat.
func checkTotal(t *testing.T, ctx context.Context, scores ...int) {
	t.Helper()
	// The label and the numbers are read in one evaluation, from one
	// drawing of the page: a frame that redraws the table between two
	// reads (the seat just taken) left a node that was no longer shown.
	var row struct {
		Label string
		Total []string
	}
	run(t, ctx, chromedp.Evaluate(fmt.Sprintf(`(() => {
  const tr = document.querySelector("#breakdown tbody tr.total");
  return {Label: tr.querySelector("th").textContent.trim(),
    Total: Array.from({length: %d}, (_, i) => tr.querySelector('td[data-seat="' + i + '"]').textContent)};
})()`, len(scores)), &row))
	var want []string
	for _, sc := range scores {
		want = append(want, strconv.Itoa(sc))
	}
	if row.Label != "total" || !slices.Equal(row.Total, want) {
		t.Fatalf("final row %q %q, want total %q", row.Label, row.Total, want)
	}
}

func tableID(t *testing.T, ctx context.Context) string {
	var id string
	run(t, ctx, chromedp.AttributeValue("#table", "data-id", &id, nil))
	return id
}

// Two players in two browser contexts: each plays by clicking, and no page
// ever shows the other player's decrees.
func TestBrowserTwoPlayersKeepSecrets(t *testing.T) {
	h := start(t, t.TempDir())
	rep := h.create([]string{"human", "human"}, 77)
	pages := []context.Context{browser(t), browser(t)}
	for i, p := range pages {
		// A seat link asks before it binds the seat to the visitor.
		run(t, p, chromedp.Navigate(fmt.Sprintf("%s/t/%s?token=%s", h.http.URL, rep.ID, rep.Seats[i].Token)),
			chromedp.Click(`#take-seat`, chromedp.ByQuery), chromedp.WaitVisible(`#table`, chromedp.ByQuery))
		var seat string
		run(t, p, chromedp.AttributeValue("#table", "data-seat", &seat, nil))
		if seat != strconv.Itoa(i) {
			t.Fatalf("page %d plays seat %s", i, seat)
		}
	}
	checkSecrets := func() {
		for i, p := range pages {
			other := 1 - i
			var theirs struct {
				View struct {
					Me []struct {
						Decrees []string `json:"decrees"`
					} `json:"players_view"`
					Market [][]string `json:"market"`
				} `json:"view"`
			}
			h.call("GET", "/api/tables/"+rep.ID+"?token="+rep.Seats[other].Token, nil, &theirs)
			var mine struct {
				View struct {
					Market [][]string `json:"market"`
				} `json:"view"`
			}
			h.call("GET", "/api/tables/"+rep.ID+"?token="+rep.Seats[i].Token, nil, &mine)
			public := fmt.Sprint(mine.View.Market)
			var text string
			run(t, p, chromedp.OuterHTML(`html`, &text, chromedp.ByQuery))
			for _, d := range theirs.View.Me[other].Decrees {
				if !strings.Contains(public, d) && strings.Contains(text, ">"+d+"<") {
					t.Fatalf("seat %d's page shows seat %d's decree %s", i, other, d)
				}
			}
		}
	}
	checkSecrets()
	for step := 0; step < 10; step++ {
		played := false
		for _, p := range pages {
			var n int
			run(t, p, chromedp.Evaluate(`document.querySelectorAll("#game button.mv").length`, &n))
			if n > 0 {
				clickMove(t, p)
				played = true
				break
			}
		}
		if !played {
			time.Sleep(50 * time.Millisecond)
		}
		checkSecrets()
	}
	if sn := h.state(rep.ID, ""); sn.Seq < 5 {
		t.Fatalf("only %d moves made", sn.Seq)
	}
}

// The lobby and table pages fit a phone: no horizontal scrolling at 390 px.
func TestBrowserPhoneWidth(t *testing.T) {
	ctx := browser(t)
	h := start(t, t.TempDir())
	rep := h.create([]string{"human", "random"}, 8)
	for _, url := range []string{"/", "/t/" + rep.ID + "?token=" + rep.Seats[0].Token, "/t/" + rep.ID} {
		var wide bool
		run(t, ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(h.http.URL+url), chromedp.WaitVisible(`main`, chromedp.ByQuery),
			chromedp.Evaluate(`document.documentElement.scrollWidth > window.innerWidth + 1`, &wide))
		if wide {
			t.Fatalf("%s scrolls sideways at 390 px", url)
		}
	}
}

// A solo game from the lobby: Botankhamun at medium difficulty, its
// pyramid, progress marker and last turn on the board, played to the end by
// clicking; the score table and the winner include it.
func TestBrowserSoloAgainstBotankhamun(t *testing.T) {
	ctx := browser(t)
	h := start(t, t.TempDir())
	// The form shows the solo settings, and sends them, only for 1 player;
	// and as many seats as players.
	const shown = `Array.from(document.querySelectorAll("#new-table select")).filter(s => !s.disabled && s.offsetParent).map(s => s.name).join(" ")`
	var before, after string
	run(t, ctx,
		chromedp.Navigate(h.http.URL+"/"),
		chromedp.WaitVisible(`#create`, chromedp.ByQuery),
		chooseGame("tekhenu"),
		chromedp.Evaluate(shown, &before),
		chromedp.SetValue(`select[name="tekhenu.players"]`, "1", chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelector('select[name="tekhenu.players"]').dispatchEvent(new Event("change", {bubbles: true})), true`, nil),
		chromedp.WaitVisible(`select[name="tekhenu.automa"]`, chromedp.ByQuery),
		chromedp.Evaluate(shown, &after),
	)
	if before != "game tekhenu.players tekhenu.horus tekhenu.expansion tekhenu.vizier tekhenu.seth_b11 tekhenu.seth_art02 seat0 seat1" ||
		after != "game tekhenu.players tekhenu.horus tekhenu.automa tekhenu.automa_decree_vp tekhenu.solo_start tekhenu.expansion tekhenu.solo_draw tekhenu.solo_artifacts tekhenu.bot_buildings tekhenu.seth_b11 tekhenu.seth_art02 tekhenu.automa_tech_vp seat0" {
		t.Fatalf("fields shown for 2 players: %q; for 1: %q", before, after)
	}
	run(t, ctx,
		chromedp.SetValue(`select[name="tekhenu.automa"]`, "medium", chromedp.ByQuery),
		chromedp.SetValue(`input[name=seed]`, "7", chromedp.ByQuery),
		chromedp.Click(`#create`, chromedp.ByQuery),
		chromedp.WaitVisible(`#go-table`, chromedp.ByQuery),
		chromedp.Click(`#go-table`, chromedp.ByQuery),
		chromedp.WaitVisible(`#table`, chromedp.ByQuery),
	)
	var pyramid int
	run(t, ctx, chromedp.Evaluate(`document.querySelectorAll("#automa [id^=token-]").length`, &pyramid))
	if pyramid != 10 {
		t.Fatalf("%d pyramid tokens on the board", pyramid)
	}
	var markerLeft bool
	run(t, ctx, chromedp.Evaluate(`!!document.querySelector("#progress-marker") && !document.querySelector("#automa-turn")`, &markerLeft))
	if !markerLeft {
		t.Fatal("before its first turn the marker should wait left of the pyramid, with no turn told")
	}
	// Setup decisions; then Botankhamun, first in turn order, has moved.
	for clicks := 0; ; clicks++ {
		var told bool
		run(t, ctx, chromedp.Evaluate(`!!document.querySelector("#automa-turn")`, &told))
		if told {
			break
		}
		if clicks > 10 {
			t.Fatal("Botankhamun took no turn after the setup")
		}
		waitMyTurn(t, ctx)
		clickMove(t, ctx)
	}
	var turn, mat string
	run(t, ctx, chromedp.Evaluate(`document.querySelector("#automa-turn").textContent`, &turn),
		chromedp.Text(`#game .mat.automa`, &mat, chromedp.ByQuery))
	if !strings.HasPrefix(turn, "turn 1: Botankhamun starts the pyramid") || !strings.Contains(mat, "Botankhamun (medium)") {
		t.Fatalf("turn %q, mat %q", turn, mat)
	}
	playToEnd(t, ctx, 400)
	final := h.state(tableID(t, ctx), "")
	var head, winner string
	run(t, ctx, chromedp.Text(`#breakdown thead`, &head, chromedp.ByQuery),
		chromedp.Text(`#winner`, &winner, chromedp.ByQuery))
	a := final.Result.Automa
	if a == nil || !strings.Contains(head, "Botankhamun") {
		t.Fatalf("result %+v, table head %q", final.Result, head)
	}
	checkTotal(t, ctx, final.Result.Scores[0], a.Score)
	if (final.Result.Winner < 0) != (winner == "Botankhamun") {
		t.Fatalf("winner shown %q, result %+v", winner, final.Result)
	}
}
