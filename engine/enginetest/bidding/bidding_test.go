package bidding

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"karnak/engine"
	"karnak/engine/enginetest"
)

func newState(t *testing.T, opts engine.Options, seed uint64) *State {
	t.Helper()
	s, err := NewState(opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func play(t *testing.T, s *State, seat, card int) {
	t.Helper()
	if err := s.Play(seat, bid(card)); err != nil {
		t.Fatal(err)
	}
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// playRounds plays random moves until k rounds are revealed or the game
// is over.
func playRounds(s *State, r *rand.Rand, k int) {
	for s.Round <= k && !s.Over() {
		actors := s.Actors()
		seat := actors[r.IntN(len(actors))]
		moves := s.Moves(seat)
		if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
			panic(err)
		}
	}
}

// The engine's property tests, at every player count and deck size.
func TestRandomGames(t *testing.T) {
	for players := 2; players <= 5; players++ {
		for _, cards := range []string{"3", "5", "8"} {
			t.Run(fmt.Sprintf("players=%d,cards=%s", players, cards), func(t *testing.T) {
				err := enginetest.Run(enginetest.Config{
					Game:      "bidding",
					Options:   engine.Options{"players": fmt.Sprint(players), "cards": cards},
					Games:     25,
					Seed:      uint64(100 * players),
					Invariant: invariant,
					Final:     final,
					Snapshot:  func(s engine.State) any { return s },
				})
				if err != nil {
					t.Fatal(err)
				}
			})
		}
	}
}

// invariant: every seat has spent one card per revealed round, a bid this
// round is one of the cards held, and the scores are the prizes taken.
func invariant(es engine.State) error {
	s := es.(*State)
	taken := 0
	for r := 0; r < s.Round-1; r++ {
		if s.Taker[r] >= 0 {
			taken += int(s.Prizes[r])
		}
	}
	total := 0
	for p := range s.Players {
		total += s.Score[p]
		if n := bits.OnesCount16(s.Held[p]); n != s.Cards-(s.Round-1) {
			return fmt.Errorf("seat %d holds %d cards in round %d", p, n, s.Round)
		}
		if !s.Over() && s.committed(p) && s.Held[p]&(1<<(s.Bids[s.Round-1][p]-1)) == 0 {
			return fmt.Errorf("seat %d bid a card it does not hold", p)
		}
	}
	if total != taken {
		return fmt.Errorf("scores total %d, prizes taken %d", total, taken)
	}
	return nil
}

func final(es engine.State) error {
	s := es.(*State)
	for p := range s.Players {
		if s.Held[p] != 0 {
			return fmt.Errorf("seat %d still holds cards at the end", p)
		}
	}
	if len(s.Actors()) != 0 {
		return fmt.Errorf("actors at the end: %v", s.Actors())
	}
	return nil
}

// A whole game with exact numbers: a tied highest bid discards the prize,
// and equal final scores share first place.
func TestRules(t *testing.T) {
	s := newState(t, engine.Options{"players": "3", "cards": "5"}, 1)
	s.Prizes = [maxCards]int8{3, 5, 1, 4, 2}
	rounds := []struct {
		bids   [3]int
		taker  int
		scores [3]int
	}{
		{[3]int{2, 2, 1}, -1, [3]int{0, 0, 0}}, // prize 3: 2 and 2 tie, discarded
		{[3]int{5, 1, 4}, 0, [3]int{5, 0, 0}},  // prize 5
		{[3]int{1, 5, 2}, 1, [3]int{5, 1, 0}},  // prize 1
		{[3]int{3, 4, 3}, 1, [3]int{5, 5, 0}},  // prize 4: the lower tie does not matter
		{[3]int{4, 3, 5}, 2, [3]int{5, 5, 2}},  // prize 2
	}
	for i, rd := range rounds {
		if s.Prize() != int(s.Prizes[i]) || s.Round != i+1 {
			t.Fatalf("round %d: round %d, prize %d", i+1, s.Round, s.Prize())
		}
		for seat, card := range rd.bids {
			if want := []int{0, 1, 2}[seat:]; !slices.Equal(s.Actors(), want) {
				t.Fatalf("round %d: actors %v, want %v", i+1, s.Actors(), want)
			}
			play(t, s, seat, card)
		}
		if got := int(s.Taker[i]); got != rd.taker {
			t.Errorf("round %d: taker %d, want %d", i+1, got, rd.taker)
		}
		if got := [3]int(s.Score[:3]); got != rd.scores {
			t.Errorf("round %d: scores %v, want %v", i+1, got, rd.scores)
		}
	}
	if !s.Over() || len(s.Actors()) != 0 {
		t.Fatal("the game is not over after 5 rounds")
	}
	res := s.Result()
	if !slices.Equal(res.Scores, []int{5, 5, 2}) || !slices.Equal(res.Ranks, []int{1, 1, 3}) || res.Winner != 0 {
		t.Errorf("result %+v, want scores [5 5 2], ranks [1 1 3], winner 0", res)
	}
	if w := res.Winners(); !slices.Equal(w, []int{0, 1}) {
		t.Errorf("winners %v", w)
	}
}

// Illegal moves name their rule and change nothing.
func TestIllegalMoves(t *testing.T) {
	s := newState(t, engine.Options{"players": "3", "cards": "3"}, 7)
	play(t, s, 1, 2)
	play(t, s, 0, 3)
	play(t, s, 2, 1) // round 1 revealed
	play(t, s, 0, 1)
	cases := []struct {
		seat int
		m    engine.Move
		rule string
	}{
		{0, bid(2), "you have bid this round"},
		{1, bid(2), "a bid is one of your unused cards"}, // spent in round 1
		{1, bid(4), "a bid is one of your unused cards"},
		{1, bid(0), "a bid is one of your unused cards"},
		{1, bid(-1), "a bid is one of your unused cards"},
		{1, engine.Move{Kind: 2, Arg: [7]int16{1}}, `the only move is "bid N"`},
		{1, engine.Move{Kind: kindBid, Arg: [7]int16{1, 1}}, `the only move is "bid N"`},
		{3, bid(1), "there is no seat 3 at this table"},
		{-1, bid(1), "there is no seat -1 at this table"},
	}
	for _, c := range cases {
		before := jsonOf(t, s)
		err := s.Play(c.seat, c.m)
		var illegal *engine.IllegalMove
		if !errors.As(err, &illegal) || illegal.Rule != c.rule {
			t.Errorf("seat %d %s: %v, want the rule %q", c.seat, s.MoveText(c.m), err, c.rule)
		}
		if jsonOf(t, s) != before {
			t.Errorf("seat %d %s: the refused move changed the state", c.seat, s.MoveText(c.m))
		}
	}
	play(t, s, 1, 1)
	play(t, s, 2, 2)
	play(t, s, 0, 2)
	play(t, s, 1, 3)
	play(t, s, 2, 3)
	err := s.Play(0, bid(1))
	var illegal *engine.IllegalMove
	if !errors.As(err, &illegal) || illegal.Rule != "the game is over" {
		t.Errorf("a move after the end: %v", err)
	}
}

func TestParseMove(t *testing.T) {
	s := newState(t, engine.Options{"cards": "5"}, 1)
	for n := 1; n <= 5; n++ {
		text := fmt.Sprintf("bid %d", n)
		m, err := s.ParseMove(text)
		if err != nil || m != bid(n) || s.MoveText(m) != text {
			t.Errorf("%q: %v, %v", text, m, err)
		}
	}
	for _, bad := range []string{"", "bid", "bid x", "bid 0", "bid 6", "bid -2", "bid 1 2", "pass", "Bid 1", "bid 99999999999"} {
		if _, err := s.ParseMove(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

func TestOptions(t *testing.T) {
	for _, opts := range []engine.Options{{"players": "1"}, {"players": "6"}, {"cards": "4"}, {"suits": "2"}} {
		if _, err := NewState(opts, 1); err == nil {
			t.Errorf("%v accepted", opts)
		}
	}
	s := newState(t, nil, 1)
	if s.Players != 3 || s.Cards != 5 {
		t.Errorf("defaults: %d players, %d cards", s.Players, s.Cards)
	}
	g, err := engine.Lookup("bidding")
	if err != nil {
		t.Fatal(err)
	}
	d := g.Descriptor()
	if !d.SharedRanks || !d.Simultaneous || !d.Hidden || d.Players != (engine.PlayerRange{Min: 2, Max: 5, Default: 3}) {
		t.Errorf("descriptor %+v", d)
	}
	// The same seed deals the same prizes; the prizes are 1..cards.
	a, b := newState(t, engine.Options{"cards": "8"}, 42), newState(t, engine.Options{"cards": "8"}, 42)
	if a.Prizes != b.Prizes {
		t.Error("the same seed gave different prizes")
	}
	sorted := slices.Clone(a.Prizes[:8])
	slices.Sort(sorted)
	if !slices.Equal(sorted, []int8{1, 2, 3, 4, 5, 6, 7, 8}) {
		t.Errorf("prizes %v", a.Prizes)
	}
}

// The bids of a round may come in any order: the state after the round is
// the same.
func TestCommitOrder(t *testing.T) {
	bids := [][3]int{{3, 1, 3}, {1, 3, 2}, {2, 2, 1}}
	var want string
	for _, order := range [][3]int{{0, 1, 2}, {2, 0, 1}, {1, 2, 0}, {2, 1, 0}} {
		s := newState(t, engine.Options{"players": "3", "cards": "3"}, 5)
		for round, rb := range bids {
			for _, seat := range order {
				play(t, s, seat, rb[seat])
			}
			if s.Round != round+2 {
				t.Fatalf("order %v: round %d not revealed", order, round+1)
			}
		}
		got := jsonOf(t, s)
		if want == "" {
			want = got
		} else if got != want {
			t.Errorf("order %v gave a different state:\n%s\nwant\n%s", order, got, want)
		}
	}
}

// Whatever seat 0 bids, the other seats and a spectator see the same thing
// until the round is revealed, and the log reads "bid (secret)" to them.
func TestBidStaysSecret(t *testing.T) {
	for rounds := 0; rounds < 4; rounds++ {
		base := newState(t, engine.Options{"players": "3", "cards": "5"}, 9)
		playRounds(base, rand.New(rand.NewPCG(3, uint64(rounds))), rounds)
		if rounds%2 == 1 {
			play(t, base, 1, cards(base.Held[1])[0]) // another bid already in
		}
		seen := map[int]string{}
		own := map[string]bool{}
		for _, m := range base.Moves(0) {
			s := base.Clone().(*State)
			text := s.MoveText(m)
			l := engine.LogMove(s, 0, m)
			play(t, s, 0, int(m.Arg[0]))
			for _, viewer := range []int{1, 2, -1} {
				got := jsonOf(t, s.View(viewer)) + s.Text(viewer)
				if want, ok := seen[viewer]; ok && got != want {
					t.Fatalf("round %d: seat %d's view depends on seat 0's bid:\n%s\n%s", s.Round, viewer, got, want)
				}
				seen[viewer] = got
				if r := l.Read(s, viewer); r != "bid (secret)" {
					t.Errorf("seat %d reads seat 0's bid as %q before the reveal", viewer, r)
				}
			}
			own[jsonOf(t, s.View(0))] = true
			if r := l.Read(s, 0); r != text {
				t.Errorf("seat 0 reads its own bid as %q, want %q", r, text)
			}
			for _, p := range slices.Clone(s.Actors()) { // the last bid reveals the round
				play(t, s, p, cards(s.Held[p])[0])
			}
			for _, viewer := range []int{1, 2, -1} {
				if r := l.Read(s, viewer); r != text {
					t.Errorf("seat %d reads seat 0's bid as %q after the reveal, want %q", viewer, r, text)
				}
			}
		}
		if len(own) != len(base.Moves(0)) {
			t.Errorf("seat 0's own view does not show which card it bid")
		}
	}
}

// hiddenTwin is a state seat cannot tell from s: the rest of the deck in
// another order, another bid for every other seat that has bid this round,
// another generator.
func hiddenTwin(s *State, seat int) *State {
	c := *s
	c.RNG.Seed(123, 456)
	if c.Over() {
		return &c
	}
	slices.Reverse(c.Prizes[c.Round:c.Cards])
	for p := range c.Players {
		if p == seat || !c.committed(p) {
			continue
		}
		held := cards(c.Held[p])
		i := slices.Index(held, int(c.Bids[c.Round-1][p]))
		c.Bids[c.Round-1][p] = int8(held[(i+1)%len(held)])
	}
	return &c
}

// Determinize depends only on what seat sees: two true states it cannot
// tell apart give the identical state for the same generator.
func TestDeterminizeDependsOnlyOnView(t *testing.T) {
	differ := 0
	for seed := uint64(1); seed <= 20; seed++ {
		s := newState(t, engine.Options{"players": fmt.Sprint(2 + seed%4), "cards": "8"}, seed)
		r := rand.New(rand.NewPCG(seed, 1))
		for !s.Over() {
			for seat := -1; seat < s.Players; seat++ {
				twin := hiddenTwin(s, seat)
				if jsonOf(t, twin.View(seat)) != jsonOf(t, s.View(seat)) {
					t.Fatalf("seed %d: the twin is not hidden from seat %d", seed, seat)
				}
				if jsonOf(t, twin) != jsonOf(t, s) {
					differ++
				}
				a := s.Determinize(seat, rand.New(rand.NewPCG(seed, 99)))
				b := twin.Determinize(seat, rand.New(rand.NewPCG(seed, 99)))
				if jsonOf(t, a) != jsonOf(t, b) {
					t.Fatalf("seed %d round %d: seat %d determinizes two states it cannot tell apart differently", seed, s.Round, seat)
				}
			}
			actors := s.Actors()
			seat := actors[r.IntN(len(actors))]
			moves := s.Moves(seat)
			if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if differ == 0 {
		t.Fatal("no twin differed from its state: the test tests nothing")
	}
}

// A determinized state shows seat the same view, leaves the original alone,
// holds bids the seats could have made, and plays on to the end; over many
// generators it does vary what is hidden.
func TestDeterminizeKeepsView(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s := newState(t, engine.Options{"players": fmt.Sprint(2 + seed%4), "cards": "5"}, seed)
		r := rand.New(rand.NewPCG(seed, 2))
		for !s.Over() {
			for seat := -1; seat < s.Players; seat++ {
				before := jsonOf(t, s)
				d := s.Determinize(seat, r).(*State)
				if jsonOf(t, s) != before {
					t.Fatal("Determinize changed the state")
				}
				if got, want := jsonOf(t, d.View(seat)), jsonOf(t, s.View(seat)); got != want {
					t.Fatalf("seed %d: seat %d's view changed:\n%s\nwant\n%s", seed, seat, got, want)
				}
				if err := invariant(d); err != nil {
					t.Fatal(err)
				}
				if _, err := engine.Playout(d, r, nil); err != nil {
					t.Fatal(err)
				}
			}
			actors := s.Actors()
			seat := actors[r.IntN(len(actors))]
			moves := s.Moves(seat)
			if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	// Seat 0 has bid 5 at the start of a 5-card game: seat 1 sees any of
	// 1..5, and the deck in many orders.
	s := newState(t, engine.Options{"players": "2", "cards": "5"}, 1)
	play(t, s, 0, 5)
	bids, decks := map[int8]bool{}, map[[maxCards]int8]bool{}
	r := rand.New(rand.NewPCG(1, 1))
	for range 500 {
		d := s.Determinize(1, r).(*State)
		bids[d.Bids[0][0]] = true
		decks[d.Prizes] = true
	}
	if len(bids) != 5 || len(decks) != 24 {
		t.Errorf("determinized bids %v, %d deck orders (want 5 bids, 24 orders)", bids, len(decks))
	}
}

func TestEvaluate(t *testing.T) {
	s := newState(t, engine.Options{"players": "4", "cards": "8"}, 3)
	v := s.Evaluate(nil)
	for _, x := range v {
		if x != 9 { // 36 points of prizes, 4 even hands
			t.Fatalf("evaluation at the start %v", v)
		}
	}
	r := rand.New(rand.NewPCG(3, 3))
	for !s.Over() {
		sum := 0.0
		for _, x := range s.Evaluate(v) {
			sum += x
		}
		left := 0
		for r := s.Round - 1; r < s.Cards; r++ {
			left += int(s.Prizes[r])
		}
		scored := s.Score[0] + s.Score[1] + s.Score[2] + s.Score[3]
		if sum < float64(scored+left)-1e-9 || sum > float64(scored+left)+1e-9 {
			t.Fatalf("evaluations total %v, want %d", sum, scored+left)
		}
		playRounds(s, r, s.Round)
	}
	v = s.Evaluate(v)
	for p, x := range v {
		if x != float64(s.Score[p]) {
			t.Fatalf("evaluation at the end %v, scores %v", v, s.Score)
		}
	}
	if len(v) != 4 {
		t.Fatal("one evaluation per seat")
	}
}

// The state survives JSON, generator included, and plays on identically.
func TestStateJSON(t *testing.T) {
	s := newState(t, engine.Options{"players": "3", "cards": "8"}, 11)
	playRounds(s, rand.New(rand.NewPCG(1, 2)), 3)
	play(t, s, 2, cards(s.Held[2])[0])
	var back State
	if err := json.Unmarshal([]byte(jsonOf(t, s)), &back); err != nil {
		t.Fatal(err)
	}
	if jsonOf(t, &back) != jsonOf(t, s) || back.RNG.Uint64() != s.RNG.Uint64() {
		t.Fatal("the state changed through JSON")
	}
}

func TestRevealed(t *testing.T) {
	s := newState(t, engine.Options{"players": "2", "cards": "3"}, 1)
	play(t, s, 0, 1)
	play(t, s, 1, 2)
	for r, want := range map[engine.Reveal]bool{"round-1": true, "round-2": false, "round-x": false, "battle": false, "": false} {
		if s.Revealed(r) != want {
			t.Errorf("Revealed(%q) = %v in round 2", r, !want)
		}
	}
}

func TestText(t *testing.T) {
	s := newState(t, engine.Options{"players": "3", "cards": "3"}, 2)
	s.Prizes = [maxCards]int8{2, 1, 3}
	play(t, s, 0, 3)
	play(t, s, 1, 3)
	play(t, s, 2, 1)
	play(t, s, 1, 2)
	want := "Round 2 of 3: prize 1 face up; deck [3] (order secret); waiting for [0 2]\n" +
		"  seat 0: 0 points, won [], cards [1 2]\n" +
		"  seat 1 (you): 0 points, won [], cards [1], bid 2\n" +
		"  seat 2: 0 points, won [], cards [2 3]\n" +
		"  round 1: prize 2, bids [3 3 1], discarded (tie)\n"
	if got := s.Text(1); got != want {
		t.Errorf("Text(1):\n%s\nwant\n%s", got, want)
	}
	if got := s.Text(0); !strings.Contains(got, "seat 1: 0 points, won [], cards [1 2], has bid\n") {
		t.Errorf("Text(0) shows seat 1's bid:\n%s", got)
	}
	play(t, s, 0, 1)
	play(t, s, 2, 3)
	play(t, s, 0, 2)
	play(t, s, 1, 1)
	play(t, s, 2, 2)
	if got := s.Text(-1); !strings.HasPrefix(got, "Game over.\n") || !strings.Contains(got, "round 2: prize 1, bids [1 2 3], to seat 2\n") {
		t.Errorf("Text(-1) at the end:\n%s", got)
	}
}
