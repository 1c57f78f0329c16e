package server

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// pageWords is everything a page holds that a person or a screen reader
// may come upon: the whole document's text (board, log, prompt, mats, the
// titles inside the SVG) and every attribute of every element (title,
// aria-label, data-*).
const pageWords = `(() => {
  const parts = [document.title, document.documentElement.textContent];
  for (const el of document.querySelectorAll("*")) {
    for (const a of el.attributes) parts.push(a.name + "=" + a.value);
  }
  return parts.join("\n");
})()`

// offerLeaks are the ways a page could say an offering of n gold: "n gold",
// "offers n", "offer-n", "offered: n", "gold n".
func offerLeaks(n int) []*regexp.Regexp {
	return []*regexp.Regexp{
		regexp.MustCompile(fmt.Sprintf(`(?i)(^|[^0-9])%d\s*gold`, n)),
		regexp.MustCompile(fmt.Sprintf(`(?i)offer(s|ed|ing)?[\s:=-]*%d([^0-9]|$)`, n)),
		regexp.MustCompile(fmt.Sprintf(`(?i)gold[\s:=]*%d([^0-9]|$)`, n)),
	}
}

// leakCount counts the places where words say an offering of n gold.
func leakCount(words string, n int) int {
	c := 0
	for _, re := range offerLeaks(n) {
		c += len(re.FindAllStringIndex(words, -1))
	}
	return c
}

func readPage(t *testing.T, ctx context.Context) string {
	t.Helper()
	var words string
	run(t, ctx, chromedp.Evaluate(pageWords, &words))
	return words
}

// bidOf orders seat 0's moves before the offering: a bid by its place on
// the track, ending a turn before buying anything.
func bidOf(move string) int {
	var province string
	var n int
	switch {
	case move == "done" || move == "pass":
		return -1
	case strings.HasPrefix(move, "bid "):
		if _, err := fmt.Sscanf(move, "bid %s %d", &province, &n); err == nil {
			return n
		}
	}
	return 100
}

// offerAmounts are the gold amounts of plain offerings among moves.
func offerAmounts(moves []string) []int {
	var out []int
	for _, m := range moves {
		var n int
		if _, err := fmt.Sscanf(m, "offer %d", &n); err == nil && m == fmt.Sprintf("offer %d", n) {
			out = append(out, n)
		}
	}
	return out
}

// A table of three people: seats 1 and 2 watch in their browsers while
// seat 0 makes its offering in secret. Their pages (board, log, prompt,
// mats, every attribute) then say that seat 0 has made it, never how much;
// once all three have offered, both pages show every offering. Seat 0
// keeps its gold through the auction and the market, so that its offering
// is an amount the watchers' pages say nowhere (their own move lists offer
// the amounts up to their gold); a page that says it more often after the
// offering than before has told it.
func TestBrowserAmunreOfferingsStaySecret(t *testing.T) {
	h := start(t, t.TempDir())
	var rep createReply
	if code := h.call("POST", "/api/tables", NewTable{Game: "amunre", Players: 3, Seats: []string{"human", "human", "human"}}, &rep); code != 201 {
		t.Fatalf("create: %d", code)
	}
	tok := func(seat int) string { return rep.Seats[seat].Token }
	// The auction and the market through the API, up to the offering.
	r := rand.New(rand.NewPCG(15, 3))
	for moves := 0; ; moves++ {
		if moves > 600 {
			t.Fatal("no offering after 600 moves")
		}
		if len(offerAmounts(h.state(rep.ID, tok(0)).Moves)) > 0 {
			break
		}
		pub := h.state(rep.ID, "")
		if pub.Over || len(pub.Actors) == 0 {
			t.Fatalf("nobody to move before the offering: %+v", pub)
		}
		seat := pub.Actors[0]
		sn := h.state(rep.ID, tok(seat))
		choices := slices.DeleteFunc(slices.Clone(sn.Moves), func(m string) bool { return strings.HasPrefix(m, "sell") })
		if len(choices) == 0 {
			choices = sn.Moves
		}
		move := choices[r.IntN(len(choices))]
		if seat == 0 { // seat 0 keeps its gold: the lowest bids, nothing bought
			move = slices.MinFunc(choices, func(a, b string) int { return bidOf(a) - bidOf(b) })
		}
		if code, e := h.move(rep.ID, tok(seat), sn.Seq, move); code != 200 {
			t.Fatalf("seat %d: %d %+v", seat, code, e)
		}
	}
	var v struct {
		Phase string `json:"phase"`
	}
	if err := json.Unmarshal(h.state(rep.ID, tok(0)).View, &v); err != nil || v.Phase != "offering" {
		t.Fatalf("phase %q (%v)", v.Phase, err)
	}

	watchers := []context.Context{nil, browser(t), browser(t)}
	for _, seat := range []int{1, 2} {
		sitAt(t, watchers[seat], h, rep, seat)
		waitFor(t, watchers[seat], `document.querySelectorAll('#game [id^="offer-seat-"][data-state="awaited"]').length === 3`, 10*time.Second, "three offerings awaited")
	}
	before := map[int]string{1: readPage(t, watchers[1]), 2: readPage(t, watchers[2])}

	// Seat 0's amount: the one the watchers' pages say least (nowhere, when
	// it is more than their own gold), the largest of those.
	amounts := offerAmounts(h.state(rep.ID, tok(0)).Moves)
	amount, least := 0, -1
	for _, n := range amounts {
		c := leakCount(before[1], n) + leakCount(before[2], n)
		if least < 0 || c <= least {
			amount, least = n, c
		}
	}
	t.Logf("seat 0 offers %d gold (said %d times on the pages before)", amount, least)
	sn := h.state(rep.ID, tok(0))
	if code, e := h.move(rep.ID, tok(0), sn.Seq, fmt.Sprintf("offer %d", amount)); code != 200 {
		t.Fatalf("seat 0's offering: %d %+v", code, e)
	}

	for _, seat := range []int{1, 2} {
		ctx := watchers[seat]
		waitFor(t, ctx, `(document.getElementById("offer-seat-0") || {dataset: {}}).dataset.state === "committed" && !!document.getElementById("decided")`,
			10*time.Second, "seat 0's offering shown as made")
		var row offerRow
		var decided string
		var logged []string // newest first
		run(t, ctx, chromedp.Evaluate(`(g => ({State: g.dataset.state, Text: g.textContent}))(document.getElementById("offer-seat-0"))`, &row),
			chromedp.Evaluate(`document.getElementById("decided").textContent`, &decided),
			chromedp.Evaluate(`Array.from(document.querySelectorAll('#log li[data-seat="0"]')).map(li => li.textContent + " " + li.title)`, &logged))
		if !strings.Contains(row.Text, "made") || !strings.Contains(decided, "decided") {
			t.Errorf("seat %d's page does not say seat 0 has offered: row %q, %q", seat, row.Text, decided)
		}
		if strings.Contains(row.Text, "gold") || strings.Contains(row.Text, "Theft") {
			t.Errorf("seat %d's page shows seat 0's offering before the reveal: %q", seat, row.Text)
		}
		if len(logged) == 0 || !strings.Contains(logged[0], "in secret") || leakCount(logged[0], amount) > 0 {
			t.Errorf("seat %d's log tells seat 0's offering as %q", seat, logged)
		}
		after := readPage(t, ctx)
		if b, a := leakCount(before[seat], amount), leakCount(after, amount); a > b {
			for _, re := range offerLeaks(amount) {
				for _, at := range re.FindAllStringIndex(after, 4) {
					lo, hi := max(at[0]-80, 0), min(at[1]+40, len(after))
					t.Logf("seat %d's page: …%s…", seat, strings.ReplaceAll(after[lo:hi], "\n", " "))
				}
			}
			t.Fatalf("seat %d's page says an offering of %d gold %d times after seat 0 made its offering, %d times before", seat, amount, a, b)
		}
	}

	// Seats 1 and 2 offer; then both pages show all three offerings.
	offered := map[int]int{0: amount}
	for _, seat := range []int{1, 2} {
		sn := h.state(rep.ID, tok(seat))
		mine := offerAmounts(sn.Moves)
		if len(mine) == 0 {
			t.Fatalf("seat %d may not offer gold: %q", seat, sn.Moves)
		}
		offered[seat] = mine[r.IntN(len(mine))]
		if code, e := h.move(rep.ID, tok(seat), sn.Seq, fmt.Sprintf("offer %d", offered[seat])); code != 200 {
			t.Fatalf("seat %d's offering: %d %+v", seat, code, e)
		}
	}
	for _, seat := range []int{1, 2} {
		ctx := watchers[seat]
		waitFor(t, ctx, `document.querySelectorAll('#game [id^="offer-seat-"][data-state="shown"]').length === 3`, 10*time.Second, "the offerings shown")
		var rows []string
		var log string
		run(t, ctx, chromedp.Evaluate(`[0, 1, 2].map(s => document.getElementById("offer-seat-" + s).textContent)`, &rows),
			chromedp.Evaluate(`document.getElementById("log").textContent`, &log))
		for s, text := range rows {
			if !strings.Contains(text, fmt.Sprintf("%d gold", offered[s])) {
				t.Errorf("after the reveal seat %d's page shows seat %d's offering as %q, want %d gold", seat, s, text, offered[s])
			}
		}
		if !strings.Contains(log, "offerings are revealed") {
			t.Errorf("seat %d's log does not tell the reveal", seat)
		}
	}
}
