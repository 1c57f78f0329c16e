package server

import (
	"context"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"karnak/web"
)

// A newcomer plays a whole 3-player Tekhenu game against two random bots
// on a phone and on a desktop, by clicking the board: its places, its
// cards and the choices beside the prompt, never the move list. At every
// decision the page is audited (pageAudit: no sideways scrolling, no text
// under 12 px, contrast of 4.5:1, targets of 32 px on the phone, every
// card with its text, the prompt). One whole turn is played from the
// keyboard alone (the chooser of a place with several moves closed with
// Escape and used with Enter); one misplaced move is taken back with the
// Undo button. The game ends with the final table of places, and its
// replay names the players and tells the moves.
func TestBrowserNewcomerPhone(t *testing.T) { playAsNewcomer(t, 390, 844) }

func TestBrowserNewcomerDesktop(t *testing.T) { playAsNewcomer(t, 1280, 800) }

// The places that play a move: the board's and the cards', and the
// choices beside the prompt for moves with no place on the board.
const clickable = `#game .hot, #choices button`

func playAsNewcomer(t *testing.T, width, height int64) {
	ctx := browser(t)
	h := start(t, t.TempDir())
	run(t, ctx, chromedp.EmulateViewport(width, height))

	// The lobby, in players' words.
	var lobby string
	run(t, ctx, chromedp.Navigate(h.http.URL+"/"), chromedp.WaitVisible(`#create`, chromedp.ByQuery),
		chromedp.Text(`#new-table`, &lobby, chromedp.ByQuery))
	auditNow(t, ctx, "the lobby")
	for _, want := range []string{"Seat 1", "Seat 2"} {
		if !strings.Contains(lobby, want) {
			t.Errorf("the lobby's form lacks %q", want)
		}
	}
	var labels []string
	run(t, ctx, chromedp.Evaluate(`Array.from(document.querySelectorAll("select[name=seat1] option")).map(o => o.value + "=" + o.textContent)`, &labels))
	if !strings.Contains(strings.Join(labels, "|"), "hard=Hard bot (thinks about a second)") {
		t.Errorf("the seat kinds are offered as %q", labels)
	}
	run(t, ctx,
		chooseGame("tekhenu"),
		chromedp.SetValue(`select[name="tekhenu.players"]`, "3", chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelector('select[name="tekhenu.players"]').dispatchEvent(new Event("change", {bubbles: true})), true`, nil),
		chromedp.SetValue(`select[name=seat1]`, "random", chromedp.ByQuery),
		chromedp.SetValue(`select[name=seat2]`, "random", chromedp.ByQuery),
		chromedp.SetValue(`input[name=seed]`, "11", chromedp.ByQuery),
		chromedp.Click(`#create`, chromedp.ByQuery),
		chromedp.WaitVisible(`#go-table`, chromedp.ByQuery))
	auditNow(t, ctx, "the table created")
	run(t, ctx, chromedp.Click(`#go-table`, chromedp.ByQuery), chromedp.WaitVisible(`#table`, chromedp.ByQuery))
	waitLive(t, ctx)
	id := tableID(t, ctx)

	// The rules, one link away.
	var rules string
	run(t, ctx, chromedp.AttributeValue(`#rules-link`, "href", &rules, nil))
	if rules != "/rules/tekhenu?from="+id {
		t.Errorf("the rules link goes to %q", rules)
	}

	r := rand.New(rand.NewPCG(uint64(width), 7))
	keyboard, undone, chooser := false, false, false
	decisions := 0
	for ; ; decisions++ {
		if decisions > 600 {
			t.Fatalf("no end after %d decisions", decisions)
		}
		if over := waitDecision(t, ctx); over {
			break
		}
		auditNow(t, ctx, fmt.Sprintf("decision %d", decisions))
		var takes int
		var several string
		run(t, ctx, chromedp.Evaluate(`document.querySelectorAll('#game .hot[data-target^="die-"]').length`, &takes),
			chromedp.Evaluate(`Object.entries(JSON.parse(document.getElementById("hot-moves").textContent)).filter(([k, v]) => v.length > 1 && document.querySelector('#game .hot[data-target="' + k + '"]')).map(([k]) => k)[0] || ""`, &several))
		switch {
		case !keyboard && takes > 0 && decisions > 8:
			playTurnByKeyboard(t, ctx)
			keyboard = true
		case !chooser && several != "":
			chooseByKeyboard(t, ctx, several)
			chooser = true
		case !undone && decisions > 4:
			undone = clickAndTakeBack(t, ctx, r)
		default:
			clickPlace(t, ctx, r)
		}
	}
	// A place with several moves is rare with random bots (the chooser has
	// a test of its own, TestBrowserChooserByKeyboard).
	if !keyboard || !undone {
		t.Fatalf("in %d decisions: a turn by keyboard %v, a take-back %v", decisions, keyboard, undone)
	}

	// The end: places, names, every category, the server's scores.
	auditNow(t, ctx, "the end of the game")
	final := h.state(id, "")
	var places, players []string
	run(t, ctx, chromedp.ScrollIntoView(`#result`, chromedp.ByQuery),
		chromedp.Evaluate(`Array.from(document.querySelectorAll("#breakdown tr.places td")).map(td => td.dataset.seat + " " + td.textContent)`, &places),
		chromedp.Evaluate(`Array.from(document.querySelectorAll("#breakdown tr.players th[scope=col]")).map(th => th.textContent.trim())`, &players))
	if len(places) != 3 || len(players) != 3 {
		t.Fatalf("the final table has places %q and players %q", places, players)
	}
	last := 0
	for _, p := range places {
		var seat, rank int
		if _, err := fmt.Sscanf(strings.Replace(p, "=", "", 1), "%d %d", &seat, &rank); err != nil || seat < 0 || seat > 2 {
			t.Fatalf("place %q: %v", p, err)
		}
		if rank != final.Result.Ranks[seat] || rank < last {
			t.Errorf("places %q, ranks %v", places, final.Result.Ranks)
		}
		last = rank
	}
	for _, p := range players {
		if strings.Contains(strings.ToLower(p), "seat ") {
			t.Errorf("a player named %q at the end", p)
		}
	}
	checkTotal(t, ctx, final.Result.Scores...)
	var heard int
	run(t, ctx, chromedp.Evaluate(`document.querySelectorAll("#live-log p").length`, &heard))
	if heard == 0 {
		t.Error("screen readers heard no log line")
	}

	// The replay, step by step: names, the narrated log, the same audit.
	for _, at := range []int{1, final.Seq / 2, final.Seq} {
		var step, log string
		run(t, ctx, chromedp.Navigate(fmt.Sprintf("%s/t/%s/replay?at=%d", h.http.URL, id, at)), chromedp.WaitVisible(`#step`, chromedp.ByQuery),
			chromedp.Text(`#step`, &step, chromedp.ByQuery), chromedp.Text(`#log`, &log, chromedp.ByQuery))
		auditNow(t, ctx, fmt.Sprintf("the replay at move %d", at))
		if !strings.Contains(step, fmt.Sprintf("move %d of %d", at, final.Seq)) || strings.Count(log, "\n")+1 < at {
			t.Errorf("replay at %d: %q, log of %d lines", at, step, strings.Count(log, "\n")+1)
		}
		if regexp.MustCompile(`(?i)\bseat [0-9]`).MatchString(log) || !strings.Contains(log, "Random bot") {
			t.Errorf("replay at %d: the log does not name the players: %.300s", at, log)
		}
	}
	t.Logf("%d decisions at %d×%d", decisions, width, height)
}

// auditNow runs the page audit and stops the test at the first moment
// that has problems: the next hundred decisions would repeat them.
func auditNow(t *testing.T, ctx context.Context, where string) {
	t.Helper()
	audit(t, ctx, where)
	if t.Failed() {
		var png []byte
		if err := chromedp.Run(ctx, chromedp.FullScreenshot(&png, 80)); err == nil {
			t.Logf("the page then: %d bytes of PNG", len(png))
		}
		t.FailNow()
	}
}

// waitDecision waits until this seat owes a move (true: the game ended).
// The prompt then addresses the seat.
func waitDecision(t *testing.T, ctx context.Context) bool {
	t.Helper()
	var over bool
	waitFor(t, ctx, `!!document.querySelector("#result") || (document.querySelectorAll("`+clickable+`").length > 0 && !!document.querySelector("#prompt.yours") && document.getElementById("chooser").hidden)`,
		20*time.Second, "a decision of this seat")
	run(t, ctx, chromedp.Evaluate(`!!document.querySelector("#result")`, &over))
	return over
}

// clickPoint is a point where a real click reaches the n-th clickable place
// (scrolled into view), not something drawn over it nor its "i" (which
// shows its text instead of playing), and what the place is; ok false when
// no point of it can be clicked.
type clickPoint struct {
	X, Y float64
	What string
	OK   bool
}

const pointOf = `((sel, n) => {
  const el = document.querySelectorAll(sel)[n];
  el.scrollIntoView({block: "center", inline: "center"});
  const r = el.getBoundingClientRect();
  const what = el.dataset.target || el.dataset.move || el.textContent;
  for (const [fx, fy] of [[.5, .5], [.35, .35], [.65, .65], [.35, .65], [.65, .35], [.5, .2], [.5, .8], [.2, .5], [.8, .5]]) {
    const x = r.left + r.width * fx, y = r.top + r.height * fy;
    const hit = document.elementFromPoint(x, y);
    if (hit && (hit === el || el.contains(hit)) && !(hit.closest("[data-info]") && !hit.closest("[data-info]").contains(el))) return {X: x, Y: y, What: what, OK: true};
  }
  return {X: 0, Y: 0, What: what, OK: false};
})`

func pointToClick(t *testing.T, ctx context.Context, sel string, n int) clickPoint {
	t.Helper()
	var p clickPoint
	run(t, ctx, chromedp.Evaluate(fmt.Sprintf(`%s(%q, %d)`, pointOf, sel, n), &p))
	if !p.OK {
		t.Fatalf("the place %q cannot be clicked: something covers it", p.What)
	}
	return p
}

// clickPlace plays one move by clicking a place chosen by r, and in the
// chooser, when the place has several moves, one chosen by r. It returns
// the seq before the move.
func clickPlace(t *testing.T, ctx context.Context, r *rand.Rand) int {
	t.Helper()
	before := seq(t, ctx)
	var n int
	run(t, ctx, chromedp.Evaluate(`document.querySelectorAll("`+clickable+`").length`, &n))
	p := pointToClick(t, ctx, clickable, r.IntN(n))
	run(t, ctx, chromedp.MouseClickXY(p.X, p.Y))
	waitMoveOrChooser(t, ctx, before, p.What)
	var choosing bool
	run(t, ctx, chromedp.Evaluate(`!document.getElementById("chooser").hidden`, &choosing))
	if choosing {
		var k int
		run(t, ctx, chromedp.Evaluate(`document.querySelectorAll("#chooser button.mv").length`, &k))
		q := pointToClick(t, ctx, "#chooser button.mv", r.IntN(k))
		run(t, ctx, chromedp.MouseClickXY(q.X, q.Y))
		waitSeq(t, ctx, before+1)
	}
	return before
}

func waitMoveOrChooser(t *testing.T, ctx context.Context, before int, what string) {
	t.Helper()
	waitFor(t, ctx, fmt.Sprintf(`Number(document.getElementById("table").dataset.seq) > %d || !document.getElementById("chooser").hidden`, before),
		15*time.Second, fmt.Sprintf("%q to play or offer its moves", what))
}

// clickAndTakeBack plays a move by a click and, when the page offers to
// take it back, does so with the Undo button: the table is back where it
// was, the same decision asked with the same moves. False when the move
// could not be taken back (it drew something, or ended the turn).
func clickAndTakeBack(t *testing.T, ctx context.Context, r *rand.Rand) bool {
	t.Helper()
	var prompt, moves string
	run(t, ctx, chromedp.Text(`#prompt`, &prompt, chromedp.ByQuery),
		chromedp.Evaluate(`Array.from(document.querySelectorAll(".move-list button.mv")).map(b => b.dataset.move).join("|")`, &moves))
	before := clickPlace(t, ctx, r)
	var undo bool
	run(t, ctx, chromedp.Sleep(50*time.Millisecond), chromedp.Evaluate(`!!document.getElementById("undo-btn")`, &undo))
	if !undo {
		return false
	}
	p := pointToClick(t, ctx, "#undo-btn", 0)
	run(t, ctx, chromedp.MouseClickXY(p.X, p.Y))
	waitFor(t, ctx, fmt.Sprintf(`Number(document.getElementById("table").dataset.seq) === %d && !!document.querySelector("#prompt.yours")`, before),
		15*time.Second, "the take-back")
	var prompt2, moves2 string
	run(t, ctx, chromedp.Text(`#prompt`, &prompt2, chromedp.ByQuery),
		chromedp.Evaluate(`Array.from(document.querySelectorAll(".move-list button.mv")).map(b => b.dataset.move).join("|")`, &moves2))
	if prompt2 != prompt || moves2 != moves {
		t.Fatalf("after the take-back the table asks %q with %q, not %q with %q", prompt2, moves2, prompt, moves)
	}
	return true
}

// playTurnByKeyboard plays this seat's whole turn with Tab and Enter only:
// each decision's first place that plays a move is reached by Tab (or
// already has the focus, which the page gives it after a move made from
// the keyboard) and played with Enter (in a chooser, Enter plays the move
// that has the focus, the first). The turn is over when another seat has
// moved.
func playTurnByKeyboard(t *testing.T, ctx context.Context) {
	t.Helper()
	start := seq(t, ctx)
	for steps := 0; ; steps++ {
		if steps > 20 {
			t.Fatalf("the turn by keyboard took more than %d decisions", steps)
		}
		over := waitDecision(t, ctx)
		var others bool
		run(t, ctx, chromedp.Evaluate(fmt.Sprintf(`Array.from(document.querySelectorAll("#log > li[data-seq]")).some(li => Number(li.dataset.seq) > %d && li.dataset.seat !== document.getElementById("table").dataset.seat)`, start), &others))
		if over || others {
			if steps < 2 {
				t.Fatalf("a turn of %d decisions", steps)
			}
			return
		}
		auditNow(t, ctx, fmt.Sprintf("the turn by keyboard, decision %d", steps))
		playByKeyboard(t, ctx, clickable)
	}
}

// waitFor evaluates cond in the page until it is true, for at most d. An
// evaluation that fails (the page still loading after a navigation) is
// tried again.
func waitFor(t *testing.T, ctx context.Context, cond string, d time.Duration, what string) {
	t.Helper()
	var ok bool
	var err error
	for deadline := time.Now().Add(d); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if err = chromedp.Run(ctx, chromedp.Evaluate(cond, &ok)); err == nil && ok {
			return
		}
	}
	var status string
	chromedp.Run(ctx, chromedp.Evaluate(`(document.getElementById("status") || {}).textContent || ""`, &status))
	t.Fatalf("waiting %v for %s: not yet (%v); the page says %q", d, what, err, status)
}

// pageLive holds once the table page's WebSocket is open and its first
// frame drawn: a frame arriving later redraws the board, and a node the
// test found before it may be gone when clicked.
const pageLive = `(document.getElementById("conn") || {}).textContent === "live" && document.body.dataset.seq !== undefined`

// waitLive waits until the table page's WebSocket is open and its first
// frame drawn (pageLive).
func waitLive(t *testing.T, ctx context.Context) {
	t.Helper()
	waitFor(t, ctx, pageLive, 10*time.Second, "the table to be live")
}

// chooserShown waits, at most 5 s, until the chooser is shown (or hidden).
func chooserShown(t *testing.T, ctx context.Context, shown bool) {
	t.Helper()
	waitFor(t, ctx, fmt.Sprintf(`document.getElementById("chooser").hidden === %v`, !shown), 5*time.Second, fmt.Sprintf("the chooser shown %v", shown))
}

// chooseByKeyboard plays a move of place, which has several, from the
// keyboard: Tab to it, Enter opens its chooser with the focus on the
// first move, Escape closes it and gives the focus back to the place,
// Enter opens it again, the arrows move between the moves, Enter plays.
func chooseByKeyboard(t *testing.T, ctx context.Context, place string) {
	t.Helper()
	const focused = `(() => { const a = document.activeElement; return a && a.matches("` + clickable + `") ? (a.dataset.target || a.dataset.move) : ""; })()`
	var what string
	for tabs := 0; what != place; tabs++ {
		if tabs > 500 {
			t.Fatalf("Tab never reaches %q", place)
		}
		run(t, ctx, chromedp.KeyEvent(kb.Tab), chromedp.Evaluate(focused, &what))
	}
	before := seq(t, ctx)
	var first, back, second string
	run(t, ctx, chromedp.KeyEvent(kb.Enter))
	chooserShown(t, ctx, true)
	run(t, ctx, chromedp.Evaluate(`document.activeElement.closest("#chooser") ? document.activeElement.dataset.move : ""`, &first),
		chromedp.KeyEvent(kb.Escape))
	chooserShown(t, ctx, false)
	run(t, ctx, chromedp.Evaluate(focused, &back))
	if first == "" || back != place {
		t.Fatalf("the chooser of %q: focus on %q when open, on %q after Escape", place, first, back)
	}
	run(t, ctx, chromedp.KeyEvent(kb.Enter))
	chooserShown(t, ctx, true)
	run(t, ctx, chromedp.KeyEvent(kb.ArrowDown),
		chromedp.Evaluate(`document.activeElement.dataset.move || ""`, &second))
	if second == "" || second == first {
		t.Fatalf("ArrowDown in the chooser of %q moves the focus from %q to %q", place, first, second)
	}
	run(t, ctx, chromedp.KeyEvent(kb.Enter))
	waitSeq(t, ctx, before+1)
	var played string
	run(t, ctx, chromedp.AttributeValue(fmt.Sprintf(`#log > li[data-seq="%d"]`, before+1), "title", &played, nil))
	if played != second {
		t.Fatalf("Enter on %q in the chooser played %q", second, played)
	}
}

// The chooser of a place with several moves, by keyboard alone. Both
// seats are people, played through the API until the first seat has a
// place of the board with several moves (a die with an Anubis take, a
// blessing for either track…); then its page plays it from the keyboard.
func TestBrowserChooserByKeyboard(t *testing.T) {
	h := start(t, t.TempDir())
	rep := h.create([]string{"human", "human"}, 0)
	board := web.BoardOf("tekhenu")
	r := rand.New(rand.NewPCG(3, 4))
	place := ""
	games := 1
	for place == "" {
		sn := h.state(rep.ID, rep.Seats[0].Token)
		if sn.Over {
			// A table of two people gets the server's own seed, and now
			// and then a whole game offers no such place: another table.
			if games++; games > 5 {
				t.Fatal("five whole games without a place of several moves")
			}
			rep = h.create([]string{"human", "human"}, 0)
			continue
		}
		if slices.Contains(sn.Actors, 0) {
			count := map[string]int{}
			for _, m := range sn.Moves {
				if tg := board.Target(m); tg != "" {
					if count[tg]++; count[tg] > 1 {
						place = tg
					}
				}
			}
			if place != "" {
				break
			}
		}
		tok := rep.Seats[sn.Actors[0]].Token
		mine := h.state(rep.ID, tok)
		if code, e := h.move(rep.ID, tok, mine.Seq, mine.Moves[r.IntN(len(mine.Moves))]); code != 200 {
			t.Fatalf("%d %+v", code, e)
		}
	}
	ctx := browser(t)
	run(t, ctx, chromedp.Navigate(h.http.URL+"/t/"+rep.ID+"?token="+rep.Seats[0].Token),
		chromedp.Click(`#take-seat`, chromedp.ByQuery), chromedp.WaitVisible(`#table`, chromedp.ByQuery))
	waitLive(t, ctx)
	waitDecision(t, ctx)
	chooseByKeyboard(t, ctx, place)
}

// The final table of a 4-player game fits a phone: four columns in the
// order of places, every category, the audit passes; the winner's column
// comes first.
func TestBrowserFinalTableFourPlayersPhone(t *testing.T) {
	h := start(t, t.TempDir())
	rep := h.create([]string{"human", "random", "random", "random"}, 3)
	tok := rep.Seats[0].Token
	for {
		sn := h.waitActor(rep.ID, tok, 0)
		if sn.Over {
			break
		}
		if code, e := h.move(rep.ID, tok, sn.Seq, sn.Moves[0]); code != 200 {
			t.Fatalf("%q: %d %+v", sn.Moves[0], code, e)
		}
	}
	final := h.state(rep.ID, "")
	ctx := browser(t)
	var places []string
	var rows int
	run(t, ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(h.http.URL+"/t/"+rep.ID+"?token="+tok),
		chromedp.Click(`#take-seat`, chromedp.ByQuery), chromedp.WaitVisible(`#result`, chromedp.ByQuery),
		chromedp.Evaluate(`Array.from(document.querySelectorAll("#breakdown tr.places td")).map(td => td.dataset.seat + " " + td.textContent)`, &places),
		chromedp.Evaluate(`document.querySelectorAll("#breakdown tbody tr").length`, &rows))
	auditNow(t, ctx, "the final table of 4 players")
	winner := final.Result.Winners()[0]
	if len(places) != 4 || places[0] != fmt.Sprintf("%d 1st", winner) && !strings.HasPrefix(places[0], fmt.Sprintf("%d =1st", winner)) || rows < 5 {
		t.Fatalf("places %q (winner seat %d), %d rows", places, winner, rows)
	}
	checkTotal(t, ctx, final.Result.Scores...)
}
