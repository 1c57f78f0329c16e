package server

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// createGameTable opens a table of game with the given seats and seed.
func createGameTable(t *testing.T, h *harness, game string, seats []string, seed uint64) createReply {
	t.Helper()
	var rep createReply
	if code := h.call("POST", "/api/tables", NewTable{Game: game, Players: len(seats), Seats: seats, Seed: &seed}, &rep); code != 201 {
		t.Fatalf("create %s: %d", game, code)
	}
	return rep
}

// A 2-player Kemet table, one person against the random bot, played to the
// end at 1280×800: its first browserDecisions decisions in the browser, the
// rest (a random game runs to 500) through the API, as from the player's
// other tab, while the page follows to the final table. In the browser a
// decision with places on the board (regions, action spaces, tiles,
// cards) is played by clicking one of them,
// the few without (pass, ready, the number of units) from the move list;
// now and then (one board decision in ten) one is played from the
// keyboard alone. The server mixes the table's seed with a nonce, so the
// game differs from run to run: the checks hold for any game.
// It must come to battles, whose both sides' numbers the board shows once
// the cards are revealed: whenever the page draws them, on its seat's
// turn or the bot's (the bot waits a moment before each move, as on a
// real server, so that every state reaches the page rather than only the
// latest). Every few decisions the page is audited at that
// size and on a 390×844 phone, where nothing may scroll sideways. The game
// ends with the final table and the server's scores.
func TestBrowserKemetTwoPlayers(t *testing.T) {
	if raceDetector {
		// Some 220 decisions take two minutes under -race on a quiet
		// machine and over four beside the race run of the bots; the
		// run without -race plays this game, and the shorter browser
		// games drive the same WebSocket paths under -race.
		t.Skip("a whole Kemet game in the browser is played by the run without -race")
	}
	// Up to 120 decisions in the browser, a few by Tab through the map's
	// regions: 30 s alone on the development machine, some minutes in CI
	// beside the other packages' browsers, whose game may run to 500.
	ctx := browserFor(t, 7*time.Minute)
	h := startSet(t, func(c *Config) { c.BotDelay = 40 * time.Millisecond })
	rep := createGameTable(t, h, "kemet", []string{"human", "random"}, 3)
	run(t, ctx, chromedp.EmulateViewport(1280, 800))
	sitAt(t, ctx, h, rep, 0)
	run(t, ctx, chromedp.Evaluate(totalsWatcher, nil))
	r := rand.New(rand.NewPCG(3, 17))
	decisions, onBoard, fromList, byKeyboard, phoneChecks, tail := 0, 0, 0, 0, 0, 0
	for ; ; decisions++ {
		if decisions > 1500 {
			t.Fatalf("no end after %d decisions", decisions)
		}
		if over := waitDecision(t, ctx); over {
			break
		}
		if decisions == browserDecisions {
			tail = h.finishThroughAPI(rep.ID, rep.Seats[0].Token, r)
			waitFor(t, ctx, `!!document.querySelector("#result")`, 30*time.Second, "the final table after the moves through the API")
			break
		}
		if decisions%40 == 5 {
			auditDesktopAndPhone(t, ctx, decisions)
			phoneChecks++
		}
		var places int
		run(t, ctx, chromedp.Evaluate(`document.querySelectorAll("`+boardPlaces+`").length`, &places))
		if places > 0 && (onBoard+byKeyboard)%10 == 3 {
			playByKeyboard(t, ctx, boardPlaces)
			byKeyboard++
			continue
		}
		// The bot's moves arrive while this seat decides (battles are
		// decided at once): a place looked at may be gone when clicked,
		// and the decision is looked at again.
		if places > 0 {
			if clickBoard(t, ctx, r) {
				onBoard++
			}
			continue
		}
		if clickOneOf(t, ctx, r, "#choices button") {
			fromList++
		}
	}
	final := h.state(rep.ID, "")
	if !final.Over {
		t.Fatal("the page shows a result but the game is not over")
	}
	checkTotal(t, ctx, final.Result.Scores...)
	var totalsSeen int
	run(t, ctx, chromedp.Evaluate(`window.karnakTotalsDrawn`, &totalsSeen))
	battles := h.battlesTold(rep.ID)
	if battles == 0 || totalsSeen == 0 || phoneChecks < 2 || byKeyboard < 2 {
		t.Fatalf("in %d decisions: %d battles, the battle totals drawn %d times, %d phone checks, %d moves by keyboard",
			decisions, battles, totalsSeen, phoneChecks, byKeyboard)
	}
	t.Logf("%d decisions in the browser: %d clicked on the board, %d by keyboard, %d from the list; %d through the API; %d battles, their totals drawn %d times",
		decisions, onBoard, byKeyboard, fromList, tail, battles, totalsSeen)
}

// browserDecisions bounds the decisions the Kemet game plays in the
// browser: every kind of decision and several phone checks come within
// them, and the game's length no longer sets the test's.
const browserDecisions = 120

// finishThroughAPI plays seat's decisions at random through the API until
// the game ends, a moment apart as the bot's are, so that the page watching
// the table draws every state. It returns how many it played.
func (h *harness) finishThroughAPI(id, token string, r *rand.Rand) int {
	h.t.Helper()
	played := 0
	for deadline := time.Now().Add(2 * time.Minute); time.Now().Before(deadline); {
		sn := h.state(id, token)
		if sn.Over {
			return played
		}
		if len(sn.Moves) == 0 {
			time.Sleep(5 * time.Millisecond)
			continue
		}
		switch code, e := h.move(id, token, sn.Seq, sn.Moves[r.IntN(len(sn.Moves))]); code {
		case 200:
			played++
			time.Sleep(40 * time.Millisecond)
		case 409: // the bot moved first: look again
		default:
			h.t.Fatalf("a move through the API at %d: %d %+v", sn.Seq, code, e)
		}
	}
	h.t.Fatalf("the game did not end after %d moves through the API", played)
	return played
}

// totalsWatcher counts, in window.karnakTotalsDrawn, the times the page
// draws a battle's totals (a row "in all" in the game's tables).
const totalsWatcher = `(() => {
  window.karnakTotalsDrawn = 0;
  const drawn = () => Array.from(document.querySelectorAll("#game th")).some(th => th.textContent === "in all");
  let was = drawn();
  new MutationObserver(() => {
    const now = drawn();
    if (now && !was) window.karnakTotalsDrawn++;
    was = now;
  }).observe(document.body, {childList: true, subtree: true});
})()`

// battlesTold counts the battles the table's log tells.
func (h *harness) battlesTold(id string) int {
	h.t.Helper()
	var sn Snapshot
	if code := h.call("GET", "/api/tables/"+id+"?since=0", nil, &sn); code != 200 {
		h.t.Fatalf("state: %d", code)
	}
	n := 0
	for _, l := range sn.Log {
		for _, e := range l.Then {
			if strings.HasPrefix(e, "Battle in ") {
				n++
			}
		}
	}
	return n
}

// TestKemetScreenshots takes the pictures of the Kemet board that docs/img
// shows: a 2-player table in a battle after the reveal, from the first
// seat, at a desktop's and a phone's size. It runs only when
// KARNAK_SCREENSHOTS names the directory to write to:
//
//	KARNAK_SCREENSHOTS=$PWD/docs/img go test ./server -run TestKemetScreenshots
func TestKemetScreenshots(t *testing.T) {
	dir := os.Getenv("KARNAK_SCREENSHOTS")
	if dir == "" {
		t.Skip("KARNAK_SCREENSHOTS is not set")
	}
	h := start(t, t.TempDir())
	rep := createGameTable(t, h, "kemet", []string{"human", "random"}, 4)
	tok := rep.Seats[0].Token
	r := rand.New(rand.NewPCG(4, 4))
	for {
		sn := h.waitActor(rep.ID, tok, 0)
		if sn.Over {
			t.Fatal("the game ended before a battle was revealed")
		}
		if strings.Contains(string(sn.View), `"totals"`) && sn.Seq > 40 {
			break
		}
		if code, e := h.move(rep.ID, tok, sn.Seq, sn.Moves[r.IntN(len(sn.Moves))]); code != 200 {
			t.Fatalf("%d %+v", code, e)
		}
	}
	ctx := browser(t)
	sitAt(t, ctx, h, rep, 0)
	waitDecision(t, ctx)
	takeScreenshots(t, ctx, dir, "kemet")
}
