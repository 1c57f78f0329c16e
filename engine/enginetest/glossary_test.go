package enginetest

import (
	"slices"
	"strings"
	"testing"

	"karnak/engine"
)

var sampleGlossary = []engine.Entry{
	{Ref: "L12", Kind: "decree", Name: "Temple builders", Effect: "3 VP per building beside the temple."},
	{Ref: "P03", Kind: "pillar tile", Name: "Festival pillar", Effect: "Advance happiness 2."},
	{Ref: "r2c3", Kind: "temple cell", Name: "Row 2, column 3", Effect: "3 faith."},
	{Ref: "2.4", Kind: "market slot", Name: "Section 2, slot 4", Effect: "A technology."},
	{Ref: "ra", Kind: "god action", Name: "Ra", Effect: "Raise a pillar."},
}

func TestCheckGlossary(t *testing.T) {
	if err := CheckGlossary(sampleGlossary); err != nil {
		t.Fatalf("a sound glossary is refused: %v", err)
	}
	broken := map[string]func([]engine.Entry) []engine.Entry{
		"empty":         func([]engine.Entry) []engine.Entry { return nil },
		"no ref":        func(g []engine.Entry) []engine.Entry { g[0].Ref = ""; return g },
		"two words":     func(g []engine.Entry) []engine.Entry { g[0].Ref = "L 12"; return g },
		"no kind":       func(g []engine.Entry) []engine.Entry { g[1].Kind = " "; return g },
		"no name":       func(g []engine.Entry) []engine.Entry { g[2].Name = ""; return g },
		"no effect":     func(g []engine.Entry) []engine.Entry { g[3].Effect = ""; return g },
		"duplicate ref": func(g []engine.Entry) []engine.Entry { g[4].Ref = "l12"; return g },
	}
	for name, breakIt := range broken {
		if err := CheckGlossary(breakIt(slices.Clone(sampleGlossary))); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func TestRefWordsAndShapes(t *testing.T) {
	got := refWords("score L04:2 L03:L12, then +2 VP (card 2.4). ts-row")
	want := []string{"score", "L04", "2", "L03", "L12", "then", "2", "VP", "card", "2.4", "ts-row"}
	if !slices.Equal(got, want) {
		t.Errorf("refWords = %q, want %q", got, want)
	}
	for word, shape := range map[string]string{"L12": "l#", "P3": "p#", "r2c3": "r#c#", "2.4": "#.#", "ts-row": "ts-row", "L123x": "l#x"} {
		if got := refShape(word); got != shape {
			t.Errorf("refShape(%q) = %q, want %q", word, got, shape)
		}
	}
}

type sampleGame struct{}

func (sampleGame) Name() string                                     { return "glossary-sample" }
func (sampleGame) Descriptor() engine.Descriptor                    { return engine.Descriptor{} }
func (sampleGame) New(engine.Options, uint64) (engine.State, error) { return nil, nil }
func (sampleGame) Glossary() []engine.Entry                         { return sampleGlossary }

func TestGlossaryCheck(t *testing.T) {
	gc, err := newGlossaryCheck(sampleGame{})
	if err != nil {
		t.Fatal(err)
	}
	gc.text("a move", "pillar r2c3 1")
	gc.text("a move", "card 2.4")
	gc.text("a move", "keep l12") // refs are read regardless of case
	gc.view("a view", map[string]any{"market": []string{"L12", ""}, "gold": 3, "note": "take 1.5 more; act ra"})
	if len(gc.missing) != 1 || gc.missing["1.5"] == "" {
		t.Fatalf("only 1.5 (of the form of 2.4) should be unexplained, got %v", gc.missing)
	}
	delete(gc.missing, "1.5")
	gc.view("seat 1's view", struct {
		Tiles []string `json:"tiles"`
	}{[]string{"P3", "P03"}})
	gc.text("a move", "take L25 and r6c1")
	err = gc.err()
	if err == nil {
		t.Fatal("P3, L25 and r6c1 are codes the glossary does not explain")
	}
	for _, want := range []string{`"P3" (seat 1's view`, `"L25" (a move`, `"r6c1"`} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error %q does not name %s", err, want)
		}
	}
	if _, err := newGlossaryCheck(plainGame{}); err == nil {
		t.Error("a game without a glossary passes")
	}
}

type plainGame struct{ sampleGame }

func (plainGame) Glossary() {} // not engine.Glossary's method

// handState shows one card and claims to hold two.
type handState struct {
	engine.State
	hand []string
}

func (h handState) View(int) any           { return map[string]any{"cards": []string{"L12"}} }
func (h handState) Hand(seat int) []string { return h.hand }

func TestGlossaryHand(t *testing.T) {
	gc, err := newGlossaryCheck(sampleGame{})
	if err != nil {
		t.Fatal(err)
	}
	if err := gc.hand(handState{hand: []string{"L12"}}, 0); err != nil {
		t.Errorf("a shown, explained card: %v", err)
	}
	if err := gc.hand(handState{hand: []string{"P03"}}, 0); err == nil || !strings.Contains(err.Error(), "does not show") {
		t.Errorf("a held card the view does not show: %v", err)
	}
	if err := gc.hand(handState{hand: []string{"L99"}}, 0); err == nil || !strings.Contains(err.Error(), "does not explain") {
		t.Errorf("a held card the glossary does not know: %v", err)
	}
}
