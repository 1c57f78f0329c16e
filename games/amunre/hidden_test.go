package amunre

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"karnak/engine"
)

// Player counts other than 3 to 5 are refused, naming the allowed ones.
func TestPlayerCounts(t *testing.T) {
	for _, n := range []string{"1", "2", "6", "7"} {
		_, err := Game{}.New(engine.Options{"players": n}, 1)
		if err == nil || !strings.Contains(err.Error(), "3 to 5 players") {
			t.Errorf("players=%s: %v, want a refusal naming 3 to 5 players", n, err)
		}
	}
	for _, n := range []string{"3", "4", "5"} {
		if _, err := (Game{}).New(engine.Options{"players": n}, 1); err != nil {
			t.Errorf("players=%s: %v", n, err)
		}
	}
	if _, err := (Game{}).New(engine.Options{"players": "4", "rules": "expert"}, 1); err == nil {
		t.Error("rules=expert accepted")
	}
	d := Game{}.Descriptor()
	if d.Title != "Amun-Re" || !d.SharedRanks || !d.Simultaneous || !d.Hidden || d.RulesVersion != 1 ||
		d.Players != (engine.PlayerRange{Min: 3, Max: 5, Default: 4}) {
		t.Errorf("descriptor %+v", d)
	}
}

// Setup (§3): 20 gold and an Architect each, the Favor deck of 39 less the
// dealt Architects, 3 province cards a player, the rest boxed.
func TestSetup(t *testing.T) {
	for players, deck := range map[int]int{3: 36, 4: 35, 5: 34} {
		s, err := NewState(engine.Options{"players": string(rune('0' + players))}, 7)
		if err != nil {
			t.Fatal(err)
		}
		// New has already revealed round 1's provinces and their instant
		// Favor cards.
		onBoard := 0
		for v := range s.Land {
			onBoard += countInstant(s, Province(v))
		}
		wantInt(t, "Favor deck", s.FavorN+onBoard, deck)
		wantInt(t, "province deck", s.DeckN+countBits(s.Auctions), 3*players)
		wantInt(t, "boxed", countBits(s.Boxed), 15-3*players)
		for p := range players {
			wantInt(t, "gold", s.Seat[p].Gold, 20)
			wantInt(t, "Architects", int(s.Seat[p].Hand[Architect]), 1)
		}
		if s.Round != 1 || s.Phase != PhaseAuction || s.Actors()[0] != s.First {
			t.Errorf("the game starts at round %d, %s, with %v to move", s.Round, s.Phase, s.Actors())
		}
	}
}

// offeringState is a 3-player game at its first offering.
func offeringState(t *testing.T, opts engine.Options) *State {
	t.Helper()
	s, err := NewState(opts, 21)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for s.Phase != PhaseOffering {
		a := s.Actors()
		seat := a[r.IntN(len(a))]
		ms := s.Moves(seat)
		if err := s.Play(seat, ms[r.IntN(len(ms))]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// An offering stays secret until every player has committed (§7.1, §14):
// the others' views, the log and the prompts are the same whatever was
// offered; the offerer sees its own; all see all after the reveal.
func TestOfferingSecret(t *testing.T) {
	s := offeringState(t, engine.Options{"players": "3"})
	s.Seat[0].Gold, s.Seat[0].Hand = 10, [numKinds]int8{}
	s.Seat[0].Hand[OfferingChange] = 1
	read := func(c *State, l engine.Logged) string {
		var b strings.Builder
		for _, viewer := range []int{1, 2, -1} {
			v, _ := json.Marshal(c.View(viewer))
			b.Write(v)
			b.WriteString(l.Read(c, viewer))
			b.WriteString(strings.Join(l.ReadEvents(nil, c, viewer, nil), "|"))
			b.WriteString(engine.Asked(c, viewer, nil))
		}
		return b.String()
	}
	var first string
	for _, text := range []string{"offer 1", "offer 10 offering-change", "theft", "theft offering-change"} {
		c := s.Clone().(*State)
		m, _ := c.ParseMove(text)
		l, err := engine.PlayLogged(c, 0, m)
		if err != nil {
			t.Fatal(err)
		}
		got := read(c, l)
		if first == "" {
			first = got
		} else if got != first {
			t.Errorf("the others can tell %q from the first offering", text)
		}
		if strings.Contains(got, "10 gold") || strings.Contains(l.Read(c, 1), "offer 1") {
			t.Errorf("%q shows through: %s", text, l.Read(c, 1))
		}
		own := c.view(0).Seats[0]
		if own.Offer == nil || own.Cards != 1 {
			t.Errorf("the offerer sees %+v", own)
		}
		other := c.view(1).Seats[0]
		if other.Offer != nil || !other.Committed || other.Cards != 1 || other.Gold != nil {
			t.Errorf("seat 1 sees seat 0 as %+v", other)
		}
	}
	// The reveal: once the last offering is in, everybody reads them all.
	m, _ := s.ParseMove("offer 3")
	l, _ := engine.PlayLogged(s, 0, m)
	s.do(t, 1, "theft")
	s.do(t, 2, "theft")
	if got := l.Read(s, 1); got != "offer 3" {
		t.Errorf("after the reveal seat 1 reads %q", got)
	}
	if v := s.view(2).Seats[0]; v.Offer == nil || v.Offer.Gold != 3 {
		t.Errorf("after the reveal seat 2 sees seat 0's offer as %+v", v.Offer)
	}
}

// Favor hands are private; the hand sizes and the Theft card are public;
// gold is hidden unless the option opens it, and shown to all at the end.
func TestViewsHideHandsAndGold(t *testing.T) {
	for _, open := range []bool{false, true} {
		opts := engine.Options{"players": "4"}
		if open {
			opts["gold"] = "open"
		}
		s := offeringState(t, opts)
		for viewer := range 4 {
			v := s.view(viewer)
			for _, sv := range v.Seats {
				own := sv.Seat == viewer
				if own != (sv.Hand != nil) {
					t.Errorf("seat %d sees seat %d's hand: %v", viewer, sv.Seat, sv.Hand)
				}
				if (own || open) != (sv.Gold != nil) {
					t.Errorf("gold open %v: seat %d sees seat %d's gold: %v", open, viewer, sv.Seat, sv.Gold)
				}
				if sv.Cards != s.handSize(sv.Seat) {
					t.Errorf("hand size of seat %d shown as %d", sv.Seat, sv.Cards)
				}
			}
		}
		playRandomly(t, s, 100_000)
		for _, sv := range s.view(0).Seats {
			if sv.Gold == nil {
				t.Errorf("at the end seat %d's gold is still hidden", sv.Seat)
			}
		}
	}
}

// Determinize keeps the seat's own cards and gold and resamples the rest,
// so that two states the seat cannot tell apart determinize alike; it
// never copies another seat's hand or secret offering.
func TestDeterminizeResamplesSecrets(t *testing.T) {
	s := offeringState(t, engine.Options{"players": "4"})
	s.Seat[1].Gold = 50
	s.Seat[1].Hand = [numKinds]int8{}
	s.give(t, 1, Treasury, Treasury, Treasury)
	m, _ := s.ParseMove("offer 37")
	if err := s.Play(1, m); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 4))
	same := 0
	for range 20 {
		d := s.Determinize(0, r).(*State)
		if d.Seat[0].Hand != s.Seat[0].Hand || d.Seat[0].Gold != s.Seat[0].Gold {
			t.Fatal("determinizing changed the seat's own hand or gold")
		}
		if d.Seat[1].Gold != s.Seat[0].Gold {
			t.Errorf("seat 1's hidden gold became %d, want the guess from seat 0's own (%d)", d.Seat[1].Gold, s.Seat[0].Gold)
		}
		if d.Seat[1].Offer == 37 && d.Seat[1].Hand == s.Seat[1].Hand {
			same++
		}
		if d.handSize(1) != 3 || d.Seat[1].Offer == 0 {
			t.Fatal("determinizing changed what seat 0 sees of seat 1")
		}
	}
	if same > 2 {
		t.Errorf("seat 1's secret offering and hand survived %d of 20 determinizations", same)
	}
}

// The narration tells every step; secrets read in public words.
func TestNarration(t *testing.T) {
	s := fixture(t, 3, 0)
	s.auction(Thebes, Dakhla, Abydos)
	var events []engine.Event
	for _, mv := range []struct {
		seat int
		text string
	}{{0, "bid dakhla 4"}, {1, "bid thebes 2"}, {2, "bid thebes 3"}, {0, "pass"}, {1, "bid abydos 0"}} {
		m, _ := s.ParseMove(mv.text)
		var err error
		if events, err = s.PlayNarrated(mv.seat, m, events); err != nil {
			t.Fatal(err)
		}
	}
	var all []string
	for _, e := range events {
		all = append(all, engine.Fill(e.Text, []string{"Masha", "Sergey", "Kolya"}))
	}
	text := strings.Join(all, "\n")
	for _, want := range []string{
		"Masha bids 10 gold on Dakhla.",
		"Kolya bids 6 gold on Thebes, outbidding Sergey.",
		"Masha passes: their bid of 10 gold on Dakhla stands.",
		"Every province up for auction has one bid: the auction ends.",
		"Masha pays 10 gold and takes control of Dakhla, with its instant reward: 1 face-down Favor card and 12 gold.",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the log lacks %q:\n%s", want, text)
		}
	}
	// The Favor card Masha takes is told to her alone.
	for _, e := range events {
		if strings.HasPrefix(e.Text, "The Favor card from Dakhla") && (e.Seat != 0 || e.Public != "" || e.Until != engine.RevealNever) {
			t.Errorf("the drawn card is told as %+v", e)
		}
	}
}

// Playing a move allocates nothing: a random game's moves, replayed by
// PlayTrusted from lists made beforehand.
func TestPlayAllocatesNothing(t *testing.T) {
	s, _ := NewState(engine.Options{"players": "5"}, 3)
	r := rand.New(rand.NewPCG(5, 6))
	type step struct {
		seat int
		m    engine.Move
	}
	var steps []step
	var starts []*State
	c := s.Clone().(*State)
	for !c.Over() {
		a := c.Actors()
		seat := a[r.IntN(len(a))]
		ms := c.Moves(seat)
		starts = append(starts, c.Clone().(*State))
		steps = append(steps, step{seat, ms[r.IntN(len(ms))]})
		c.PlayTrusted(seat, steps[len(steps)-1].m)
	}
	work := make([]State, len(starts))
	i := 0
	allocs := testing.AllocsPerRun(5, func() {
		for k := range starts {
			work[k] = *starts[k]
		}
		for i = range steps {
			work[i].PlayTrusted(steps[i].seat, steps[i].m)
		}
	})
	if allocs > 0 {
		t.Errorf("%v allocations for a game's %d moves, want none", allocs, len(steps))
	}
	var buf []engine.Move
	buf = s.AppendMoves(buf, s.Actors()[0])
	if a := testing.AllocsPerRun(10, func() { buf = s.AppendMoves(buf[:0], s.Actors()[0]) }); a > 0 {
		t.Errorf("AppendMoves allocates %v times", a)
	}
}

// A determinization never leaves a seat short of what it must pay: a
// revealed offering or a standing bid is covered by the guessed gold.
func TestDeterminizedGoldCoversDebts(t *testing.T) {
	s := fixture(t, 3, 0)
	s.give(t, 0, OfferingChange)
	s.Seat[1].Gold = 40
	for p := range 3 {
		s.control(p, []Province{Buto, Mendes, Memphis}[p])
	}
	s.start(task{Kind: tOfferStart})
	s.do(t, 0, "offer 2 offering-change")
	s.do(t, 1, "offer 35")
	s.do(t, 2, "theft")
	if s.Tasks.Top().Kind != tChange {
		t.Fatal("seat 0 should choose its change")
	}
	d := s.Determinize(0, rand.New(rand.NewPCG(1, 1))).(*State)
	if d.Seat[1].Gold < 35 {
		t.Errorf("seat 1 is guessed to hold %d gold, less than the 35 it offered", d.Seat[1].Gold)
	}
	d.do(t, 0, "change +3")
	if err := d.invariants(); err != nil {
		t.Error(err)
	}
}
