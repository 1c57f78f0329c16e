package amunre

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"karnak/engine"
)

// The glossary explains every Favor card kind, the Theft card, every
// province, every offering token and the pieces, in sentences of our own.
func TestGlossary(t *testing.T) {
	for _, ref := range append(append(slices.Clone(kindWords), provinceWords...),
		"theft", "nile-1", "nile-2", "nile-3", "nile-4", "farmer", "stone", "pyramid", "gold", "scribe") {
		e, ok := engine.Explain(Game{}, ref)
		if !ok || e.Effect == "" || e.Name == "" {
			t.Errorf("%s is not explained: %+v", ref, e)
		}
	}
	berenike, _ := engine.Explain(Game{}, "berenike")
	for _, want := range []string{"Upper Egypt", "east of the Nile", "0 fields", "gold mine yielding 8"} {
		if !strings.Contains(berenike.Effect, want) {
			t.Errorf("Berenike's entry %q lacks %q", berenike.Effect, want)
		}
	}
	if e, _ := engine.Explain(Game{}, "architect"); !strings.Contains(e.Effect, "(8 in the deck.)") {
		t.Errorf("Architect's entry: %q", e.Effect)
	}
}

// Every decision is asked in words that say what it is about; the others
// read only what the seat is doing.
func TestPrompts(t *testing.T) {
	s := fixture(t, 3, 0)
	s.auction(Thebes, Dakhla, Abydos)
	if p := s.Prompt(0); !strings.Contains(p.Ask, "you hold 20 gold") || p.Doing != "bid in the auction" {
		t.Errorf("auction prompt %+v", p)
	}
	if p := s.Prompt(1); p != (engine.Prompt{}) {
		t.Errorf("seat 1 owes nothing, but is asked %+v", p)
	}
	s.do(t, 0, "bid dakhla 4")
	s.do(t, 1, "bid thebes 2")
	s.do(t, 2, "bid thebes 3")
	if p := s.Prompt(0); !strings.HasPrefix(p.Ask, "Your bid of 10 gold on Dakhla is the highest") {
		t.Errorf("pass prompt %+v", p)
	}
	s.do(t, 0, "pass")
	if p := s.Prompt(1); !strings.Contains(p.Ask, "You may not bid on Thebes") {
		t.Errorf("outbid prompt %+v", p)
	}
	if got := engine.Asked(s, 0, []string{"Masha", "Sergey", "Kolya"}); got != "Waiting for Sergey to bid in the auction." {
		t.Errorf("Masha reads %q", got)
	}
	s.do(t, 1, "bid abydos 0")
	if p := s.Prompt(1); !strings.Contains(p.Ask, "instant stone") {
		t.Errorf("instant stone prompt %+v", p)
	}
	if got := s.Describe(1, onProvince(mStone, Kharga)); got != "Put a stone in Kharga" {
		t.Errorf("describe: %q", got)
	}
	if got := s.Describe(1, sellMove(Architect)); got != "Sell an Architect card for 1 gold" {
		t.Errorf("describe: %q", got)
	}
}

// The terminal board lists a rich player's offerings as a range.
func TestTextCompactsOfferings(t *testing.T) {
	got := compactMoves([]string{"offer 1", "offer 2", "offer 3", "offer 1 offering-change", "offer 2 offering-change",
		"offer 3 offering-change", "theft", "sell architect"})
	want := []string{"offer 1…3", "offer 1…3 offering-change", "theft", "sell architect"}
	wantTexts(t, "compacted", got, want)
	s := offeringState(t, engine.Options{"players": "3"})
	if text := s.Text(s.Actors()[0]); !strings.Contains(text, "offer 1…") {
		t.Errorf("the offering's moves are not compacted:\n%s", text)
	}
}

// Take-backs: a bid or a market purchase of stones may be taken back; a
// Favor card purchase draws a card and may not; an offering is final even
// before the others are in (§7.1).
func TestUndoable(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	undoable := func(s *State, seat int, text string) bool {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		ok, _ := engine.Undoable(s, seat, m, r)
		return ok
	}
	s := fixture(t, 3, 0)
	s.auction(Thebes, Dakhla, Abydos)
	if !undoable(s, 0, "bid thebes 2") {
		t.Error("a bid cannot be taken back")
	}
	m := fixture(t, 3, 0)
	m.control(0, Thebes)
	m.start(task{Kind: tMarket, Seat: 0})
	if !undoable(m, 0, "stone thebes") {
		t.Error("a stone bought cannot be taken back")
	}
	if undoable(m, 0, "cards 1") {
		t.Error("a Favor card bought can be taken back after it was seen")
	}
	o := fixture(t, 3, 0)
	for p := range 3 {
		o.control(p, []Province{Buto, Mendes, Memphis}[p])
	}
	o.start(task{Kind: tOfferStart})
	if undoable(o, 0, "offer 3") {
		t.Error("an offering can be taken back")
	}
	o.do(t, 0, "offer 3")
	o.refused(t, 0, "offer 4", "final")
}

// data.go lists every ASSUMED item of §17, A1 to A33, in order.
func TestAssumptionsListed(t *testing.T) {
	for i, a := range assumptions {
		if a.ID != "A"+strconv.Itoa(i+1) || a.Item == "" || a.Value == "" || a.Where == "" {
			t.Errorf("assumption %d: %+v", i+1, a)
		}
	}
	wantInt(t, "assumptions", len(assumptions), 33)
}
