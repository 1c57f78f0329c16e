package amunre

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"karnak/engine"
	game "karnak/games/amunre"
	"karnak/web"
	"karnak/web/webtest"
)

func newGame(t *testing.T, opts engine.Options, seed uint64) engine.State {
	t.Helper()
	g, err := engine.Lookup("amunre")
	if err != nil {
		t.Fatal(err)
	}
	s, err := g.New(opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Every kind of move has its place, and the texts below are the game's.
func TestTargets(t *testing.T) {
	s := newGame(t, engine.Options{"players": "4"}, 1)
	for move, want := range map[string]string{
		"bid thebes 3":                "bid-thebes-3",
		"bid thebes 3 bribe":          "bid-thebes-3",
		"protection":                  "card-protection",
		"pass":                        "pass",
		"sell architect":              "card-architect",
		"stone abu":                   "stone-abu",
		"architect abu":               "stone-abu",
		"farmer buto":                 "farmer-buto",
		"free-farmer buto":            "farmer-buto",
		"cards 2":                     "cards-2",
		"done":                        "done",
		"offer 17":                    "offer-17",
		"offer 17 offering-change":    "offer-17",
		"theft":                       "offer-theft",
		"theft offering-change":       "offer-theft",
		"change +3":                   "change-up",
		"change -3":                   "change-down",
		"treasury edfu":               "treasury-edfu",
		"bountiful-harvest edfu":      "bountiful-edfu",
		"collect":                     "collect",
		"choose memphis":              "choose-memphis",
		"sell offering-change":        "card-offering-change",
		"sell shore-or-outskirts":     "card-shore-or-outskirts",
		"bid berenike 8":              "bid-berenike-8",
		"offer 1":                     "offer-1",
		"stone berenike":              "stone-berenike",
		"farmer faiyum":               "farmer-faiyum",
		"bountiful-harvest berenike":  "bountiful-berenike",
		"choose faiyum":               "choose-faiyum",
		"sell master-scribe":          "card-master-scribe",
		"sell bountiful-harvest":      "card-bountiful-harvest",
		"free-farmer berenike":        "farmer-berenike",
		"architect memphis":           "stone-memphis",
		"offer 250 offering-change":   "offer-250",
		"cards 4":                     "cards-4",
		"treasury berenike":           "treasury-berenike",
		"sell upper-or-lower":         "card-upper-or-lower",
		"sell west-or-east":           "card-west-or-east",
		"sell master-farmer":          "card-master-farmer",
		"sell treasury":               "card-treasury",
		"sell free-farmer":            "card-free-farmer",
		"sell bribe":                  "card-bribe",
		"sell protection":             "card-protection",
		"bid mendes 0":                "bid-mendes-0",
		"choose abu":                  "choose-abu",
		"stone mendes":                "stone-mendes",
		"theft offering-change extra": "offer-theft",
	} {
		if got := (Board{}).Target(move); got != want {
			t.Errorf("Target(%q) = %q, want %q", move, got, want)
		}
		if _, err := s.ParseMove(move); err != nil && !strings.HasSuffix(move, "extra") {
			t.Errorf("%q is not a move of the game: %v", move, err)
		}
	}
	for _, move := range []string{"", "bid", "bid thebes", "offer", "change 0", "stone", "dance"} {
		if got := (Board{}).Target(move); got != "" {
			t.Errorf("Target(%q) = %q, want none", move, got)
		}
	}
}

var number = regexp.MustCompile(`\d+`)

// The board's own copies of the printed tables are the game's: the bid
// track and the price track as the glossary lists them, Treasury's gold as
// its text says, and every standing bid's gold in random games.
func TestPrintedTables(t *testing.T) {
	var track []int
	for _, n := range number.FindAllString(ent("bid").Effect, -1) {
		v, _ := strconv.Atoi(n)
		track = append(track, v)
	}
	if !slices.Equal(track, bidGold[:]) {
		t.Errorf("the glossary's bid track %v, the board's %v", track, bidGold)
	}
	var prices []int
	for _, n := range number.FindAllString(strings.SplitN(ent("market").Effect, "(", 2)[1], -1) {
		v, _ := strconv.Atoi(n)
		prices = append(prices, v)
	}
	for i, p := range prices {
		if priceOf(i+1) != p {
			t.Errorf("the glossary prices %v, the board %d for %d items", prices, priceOf(i+1), i+1)
		}
	}
	if len(prices) < 5 {
		t.Errorf("read the prices %v", prices)
	}
	if !strings.Contains(ent("treasury").Effect, fmt.Sprintf("take %d gold", treasuryGold)) {
		t.Errorf("Treasury says %q, the board %d gold", ent("treasury").Effect, treasuryGold)
	}
	bids := 0
	for seed := range uint64(20) {
		s := newGame(t, engine.Options{"players": fmt.Sprint(3 + seed%3)}, seed)
		r := rand.New(rand.NewPCG(seed, 1))
		for !s.Over() {
			for _, p := range s.View(-1).(*game.View).Provinces {
				if p.Bid != nil {
					bids++
					if gold(p.Bid.Cell) != p.Bid.Gold {
						t.Fatalf("a bid on cell %d of %s is %d gold, the board says %d", p.Bid.Cell, p.Name, p.Bid.Gold, gold(p.Bid.Cell))
					}
				}
			}
			seat := s.Actors()[0]
			moves := s.Moves(seat)
			if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if bids < 1000 {
		t.Errorf("only %d bids seen", bids)
	}
}

// The words of every place that plays a move name what the game's own
// description of it names: its numbers (gold, cards) and its province.
func TestMoveWordsAgreeWithTheGame(t *testing.T) {
	said := 0
	for i, opts := range tables {
		s := newGame(t, opts, uint64(90+i))
		r := rand.New(rand.NewPCG(uint64(i), 3))
		for !s.Over() {
			seat := s.Actors()[0]
			v := s.View(seat).(*game.View)
			c := newCanvas(v, seat, nil, nil)
			moves := s.Moves(seat)
			for _, m := range moves {
				text := s.MoveText(m)
				mine, theirs := c.moveWords(text), engine.Describe(s, seat, m)
				for _, n := range number.FindAllString(theirs, -1) {
					if !slices.Contains(number.FindAllString(mine, -1), n) {
						t.Fatalf("%q: the board says %q, the game %q", text, mine, theirs)
					}
				}
				for _, p := range v.Provinces {
					if strings.Contains(theirs, p.Name) != strings.Contains(mine, p.Name) {
						t.Fatalf("%q: the board says %q, the game %q", text, mine, theirs)
					}
				}
				said++
			}
			if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if said < 5000 {
		t.Errorf("only %d moves said", said)
	}
}

// playUntil plays random moves (seeded) until done holds or the game ends.
func playUntil(t *testing.T, s engine.State, seed uint64, done func(v *game.View) bool) bool {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 2))
	for !s.Over() {
		if done(s.View(-1).(*game.View)) {
			return true
		}
		seat := s.Actors()[0]
		moves := s.Moves(seat)
		if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
	return false
}

// render is the table fragment of s for viewer.
func render(t *testing.T, s engine.State, viewer int, names []string) string {
	t.Helper()
	pages, err := web.New()
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	if viewer >= 0 {
		for _, m := range s.Moves(viewer) {
			texts = append(texts, s.MoveText(m))
		}
	}
	seats := make([]web.Seat, s.Seats())
	for i := range seats {
		seats[i] = web.Seat{Seat: i, Kind: "human", Name: names[i], Claimed: true}
	}
	page, err := pages.Fragment(web.Game{ID: "x", Game: "amunre", Seat: viewer, Actors: s.Actors(), Moves: texts, View: s.View(viewer), Seats: seats, Over: s.Over()})
	if err != nil {
		t.Fatal(err)
	}
	return page
}

// offerRows are the offering panel's rows by seat: their state
// (committed, awaited, shown) and text.
func offerRows(t *testing.T, page string, players int) (states, texts []string) {
	t.Helper()
	for _, root := range webtest.SVGs(t, page) {
		root.Walk(func(n *webtest.Node) bool {
			if id, ok := strings.CutPrefix(n.Attr("id"), "offer-seat-"); ok {
				k, _ := strconv.Atoi(id)
				for len(states) <= k {
					states, texts = append(states, ""), append(texts, "")
				}
				states[k], texts[k] = n.Attr("data-state"), n.Content()
				return false
			}
			return true
		})
	}
	if len(states) != players {
		t.Fatalf("%d offering rows for %d players", len(states), players)
	}
	return states, texts
}

// While the offerings are secret, a page shows which seats have made
// theirs and which are awaited, and the amount of the viewer's own only:
// never another seat's, to a player or a spectator; once all are made,
// every offering is shown.
func TestSecretOfferings(t *testing.T) {
	names := []string{"Ana", "Ben", "Cy", "Dee"}
	checked := 0
	for seed := range uint64(8) {
		s := newGame(t, engine.Options{"players": "4"}, seed)
		if !playUntil(t, s, seed, func(v *game.View) bool { return v.Phase == "offering" && v.Total == nil && len(v.Actors) == 4 }) {
			t.Fatal("no offering")
		}
		// Seats 0 and 2 offer in secret: all their gold, or the Theft card.
		for _, seat := range []int{0, 2} {
			moves := s.Moves(seat)
			offer := moves[0]
			for _, m := range moves {
				if w := s.MoveText(m); strings.HasPrefix(w, "offer ") && !strings.Contains(w, "change") {
					offer = m
				}
			}
			if err := s.Play(seat, offer); err != nil {
				t.Fatal(err)
			}
		}
		for _, viewer := range []int{-1, 0, 1, 2, 3} {
			page := render(t, s, viewer, names)
			states, texts := offerRows(t, page, 4)
			if !slices.Equal(states, []string{"committed", "awaited", "committed", "awaited"}) {
				t.Fatalf("seed %d, seat %d sees the states %v", seed, viewer, states)
			}
			for seat, text := range texts {
				shown := strings.Contains(text, "gold") || strings.Contains(text, "Theft")
				if shown != (seat == viewer && states[seat] == "committed") {
					t.Fatalf("seed %d: seat %d sees seat %d's row as %q", seed, viewer, seat, text)
				}
			}
			mat := regexp.MustCompile(`<dt>offering</dt><dd>([^<]*)</dd>`).FindAllStringSubmatch(page, -1)
			for _, m := range mat {
				if (strings.Contains(m[1], "gold") || strings.Contains(m[1], "Theft")) && !strings.Contains(m[1], "yours") {
					t.Fatalf("seed %d: seat %d's page shows the offering %q", seed, viewer, m[1])
				}
			}
			checked++
		}
		// The others offer; every offering is shown to everyone.
		playUntil(t, s, seed, func(v *game.View) bool { return v.Total != nil })
		if s.View(-1).(*game.View).Phase == "offering" {
			states, texts := offerRows(t, render(t, s, -1, names), 4)
			for seat := range states {
				if states[seat] != "shown" || !strings.Contains(texts[seat], "gold") && !strings.Contains(texts[seat], "Theft") {
					t.Fatalf("seed %d: after the reveal seat %d's row is %s %q", seed, seat, states[seat], texts[seat])
				}
			}
		}
	}
	if checked != 40 {
		t.Errorf("%d pages checked", checked)
	}
}

// Each province is drawn with what it prints and what lies on it: its
// name tells its glossary text on a tap, its words say its fields, Favor
// symbols, temples, mine, caravan and instant reward.
func TestProvincesShowWhatTheyPrint(t *testing.T) {
	s := newGame(t, engine.Options{"players": "5"}, 3)
	playUntil(t, s, 3, func(v *game.View) bool { return v.Round == 2 && v.Phase == "market" })
	v := s.View(-1).(*game.View)
	page := render(t, s, -1, []string{"a", "b", "c", "d", "e"})
	boxes := map[string]*webtest.Node{}
	for _, root := range webtest.SVGs(t, page) {
		root.Walk(func(n *webtest.Node) bool {
			if ref, ok := strings.CutPrefix(n.Attr("id"), "province-"); ok {
				boxes[ref] = n
				return false
			}
			return true
		})
	}
	if len(boxes) != 15 {
		t.Fatalf("%d provinces drawn", len(boxes))
	}
	for _, p := range v.Provinces {
		box := boxes[p.Ref]
		if box == nil {
			t.Fatalf("%s is not drawn", p.Name)
		}
		var drawn []string // the texts drawn, not the titles
		box.Walk(func(n *webtest.Node) bool {
			if n.XMLName.Local == "text" {
				drawn = append(drawn, n.Content())
			}
			return n.XMLName.Local != "title"
		})
		words := strings.Join(strings.Fields(strings.Join(drawn, " ")), " ")
		want := []string{p.Name, plural(int(p.Land.Fields), "field", "fields")}
		if p.Land.Favor > 0 {
			want = append(want, fmt.Sprintf("Favor %d", p.Land.Favor))
		}
		if p.Land.Temples > 0 {
			want = append(want, plural(int(p.Land.Temples), "temple", "temples"))
		}
		if p.Land.Mine > 0 {
			want = append(want, fmt.Sprintf("mine %d gold", p.Land.Mine))
		}
		if p.Land.Caravan > 0 {
			want = append(want, fmt.Sprintf("caravan %d", p.Land.Caravan))
		}
		if p.Land.InstantGold > 0 {
			want = append(want, fmt.Sprintf("%d gold", p.Land.InstantGold))
		}
		if p.Land.InstantFavor > 0 {
			want = append(want, "wins "+plural(int(p.Land.InstantFavor), "card", "cards"))
		}
		if p.Land.InstantStones > 0 {
			want = append(want, plural(int(p.Land.InstantStones), "stone", "stones"))
		}
		if p.Controller >= 0 {
			want = append(want, web.SeatMark(p.Controller))
		}
		for _, w := range want {
			if !strings.Contains(words, w) {
				t.Errorf("%s says %q, not %q", p.Name, words, w)
			}
		}
		info := false
		box.Walk(func(n *webtest.Node) bool {
			if n.Attr("data-info") == p.Ref {
				info = strings.Contains(n.FirstTitle(), ent(p.Ref).Effect) && n.Attr("tabindex") == "0"
			}
			return true
		})
		if !info {
			t.Errorf("%s's name does not tell its text", p.Name)
		}
		summary := box.Attr("aria-label")
		if !strings.Contains(summary, fmt.Sprintf("%d of %d fields farmed", p.FieldFarmers, p.Land.Fields)) ||
			!strings.Contains(summary, plural(p.Pyramids, "pyramid", "pyramids")) || !strings.Contains(summary, plural(p.Stones, "stone", "stones")) {
			t.Errorf("%s is summed up as %q for %+v", p.Name, summary, p)
		}
	}
}

// The final table: every category of VP, the tie-breaks and the total,
// the categories adding up to the total.
func TestBreakdown(t *testing.T) {
	for seed := range uint64(6) {
		s := newGame(t, engine.Options{"players": fmt.Sprint(3 + seed%3)}, seed)
		playUntil(t, s, seed, func(*game.View) bool { return false })
		v := s.View(-1).(*game.View)
		rows := Board{}.Breakdown(v)
		last := rows[len(rows)-1]
		if last[0] != "total" || len(rows) != len(ledgerOrder)+4 {
			t.Fatalf("rows %v", rows)
		}
		for seat := range v.Seats {
			sum := 0
			for _, r := range rows[:len(ledgerOrder)] {
				n, _ := strconv.Atoi(r[seat+1])
				sum += n
			}
			if strconv.Itoa(sum) != last[seat+1] || last[seat+1] != strconv.Itoa(v.Seats[seat].VP) {
				t.Fatalf("seed %d seat %d: the categories add up to %d, the total is %s, VP %d", seed, seat, sum, last[seat+1], v.Seats[seat].VP)
			}
		}
		if res := s.Result(); fmt.Sprint(res.Scores) == "" {
			t.Fatal("no result")
		}
	}
}

// Every piece drawn in a seat's colour carries that seat's mark and a
// title naming the seat: the seats can be told apart without colours.
func TestSeatPiecesCarryTheirMark(t *testing.T) {
	names := []string{"Ana", "Ben", "Cy", "Dee", "Eve"}
	pieces := 0
	randomPages(t, 19, func(where, page string, v *game.View) {
		for _, root := range webtest.SVGs(t, page) {
			root.Walk(func(n *webtest.Node) bool {
				if !n.HasClass("piece") {
					return true
				}
				for k := range n.Nodes {
					c := &n.Nodes[k]
					if c.XMLName.Local != "circle" {
						continue
					}
					seat := slices.IndexFunc(names, func(string) bool { return false })
					for p := range v.Seats {
						if c.Attr("fill") == web.SeatColour(p) {
							seat = p
						}
					}
					if seat < 0 {
						continue
					}
					pieces++
					markOK := false
					for _, m := range n.Nodes {
						markOK = markOK || m.XMLName.Local == "text" && m.Content() == web.SeatMark(seat)
					}
					if !markOK || !strings.Contains(n.FirstTitle(), fmt.Sprintf("Player %d", seat+1)) {
						t.Fatalf("%s: a piece of seat %d has the mark %v and the title %q", where, seat, markOK, n.FirstTitle())
					}
				}
				return false
			})
		}
	})
	if pieces < 1000 {
		t.Errorf("only %d pieces checked", pieces)
	}
}

// ent is the glossary entry of ref (empty when there is none).
func ent(ref string) engine.Entry {
	e, _ := entry(ref)
	return e
}
