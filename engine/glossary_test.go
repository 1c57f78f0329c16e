package engine

import (
	"strings"
	"testing"
)

// glossaryGame is a game with a glossary that counts how often it is built.
type glossaryGame struct {
	name  string
	built *int
}

func (g glossaryGame) Name() string                     { return g.name }
func (glossaryGame) Descriptor() Descriptor             { return Descriptor{} }
func (glossaryGame) New(Options, uint64) (State, error) { return nil, nil }
func (g glossaryGame) Glossary() []Entry {
	*g.built++
	return []Entry{
		{Ref: "L12", Kind: "decree", Name: "Temple builders", Timing: "at game end", Effect: "3 VP per building beside the temple."},
		{Ref: "r2c3", Kind: "temple cell", Name: "Row 2, column 3", Effect: "Raising a pillar here gains 3 faith."},
	}
}

type plainGame struct{}

func (plainGame) Name() string                       { return "plain" }
func (plainGame) Descriptor() Descriptor             { return Descriptor{} }
func (plainGame) New(Options, uint64) (State, error) { return nil, nil }

func TestExplain(t *testing.T) {
	built := 0
	g := glossaryGame{name: "glossary-explain", built: &built}
	for _, tc := range []struct {
		ref, want string
		ok        bool
	}{
		{"L12", "Temple builders", true},
		{"l12", "Temple builders", true}, // typed in lower case
		{" R2C3 ", "Row 2, column 3", true},
		{"L13", "", false},
		{"", "", false},
	} {
		e, ok := Explain(g, tc.ref)
		if ok != tc.ok || e.Name != tc.want {
			t.Errorf("Explain(%q) = %q, %v; want %q, %v", tc.ref, e.Name, ok, tc.want, tc.ok)
		}
	}
	if built != 1 {
		t.Errorf("the glossary was built %d times for five look-ups, want once", built)
	}
	if n := len(Entries(g)); n != 2 || built != 1 {
		t.Errorf("Entries: %d entries after %d builds, want 2 after 1", n, built)
	}
	if _, ok := Explain(plainGame{}, "L12"); ok || Entries(plainGame{}) != nil {
		t.Error("a game without a glossary explains nothing")
	}
}

// A stand-in of another type under a taken name gets its own entries, not
// the cached ones.
func TestExplainStandIn(t *testing.T) {
	built := 0
	if _, ok := Explain(glossaryGame{name: "glossary-standin", built: &built}, "L12"); !ok {
		t.Fatal("L12 not found")
	}
	type other struct{ glossaryGame }
	o := other{glossaryGame{name: "glossary-standin", built: &built}}
	if _, ok := Explain(o, "L12"); !ok || built != 2 {
		t.Fatalf("the stand-in's glossary was not read (built %d times)", built)
	}
}

func TestEntryText(t *testing.T) {
	e := Entry{Ref: "B07", Kind: "blessing", Name: "Festival day", Cost: "", Timing: "any time on your turn", Effect: "Advance population or happiness 3."}
	want := "B07 Festival day — any time on your turn — Advance population or happiness 3."
	if got := e.Text(); got != want {
		t.Errorf("Text() = %q, want %q", got, want)
	}
	e.Cost = "2 gold"
	if got := e.Text(); !strings.Contains(got, "Festival day — 2 gold — any time") {
		t.Errorf("Text() with a cost = %q", got)
	}
}
