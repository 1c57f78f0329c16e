package kit

import (
	"errors"
	"strings"
	"testing"

	"karnak/engine"
)

var (
	gods    = []string{"horus", "ra", "hathor", "bastet", "thoth", "osiris"}
	colours = []string{"white", "yellow", "brown", "grey", "black"}
)

// A grammar with every kind of argument, in the shapes games have.
var testGrammar = NewGrammar(
	Kind(1, "bid", Int("card", 1, 13)),
	Kind(2, "take", Word("god", gods...), Word("colour", colours...), Int("value", 1, 6),
		Optional(Word("mode", "pure", "tainted"))),
	Kind(3, "faith", Signed("change", -3, 3)),
	Kind(4, "extra", Word("god", gods...), Flag("gold")),
	Kind(5, "pass"),
	Kind(6, "statue", Optional(Int("slot", 1, 3)), Optional(Word("row", "ts-row", "ts-col")), Flag("gold")),
	Kind(7, "shift", Int("from", -5, 5), Optional(Signed("by", -2, 2))),
	Kind(8, "pay", Int("n", 0, 99), Word("what", "papyrus", "bread"), Optional(Int("scribes", 1, 9)), Word("to", "left", "right")),
)

func mv(kind int, args ...int16) engine.Move {
	m := engine.Move{Kind: uint16(kind)}
	copy(m.Arg[:], args)
	return m
}

func TestGrammarTexts(t *testing.T) {
	for _, c := range []struct {
		m    engine.Move
		text string
	}{
		{mv(1, 13), "bid 13"},
		{mv(2, 1, 0, 4, Absent), "take ra white 4"},
		{mv(2, 5, 4, 6, 1), "take osiris black 6 tainted"},
		{mv(3, 2), "faith +2"},
		{mv(3, 0), "faith 0"},
		{mv(3, -3), "faith -3"},
		{mv(4, 2, 1), "extra hathor gold"},
		{mv(4, 2, 0), "extra hathor"},
		{mv(5), "pass"},
		{mv(6, Absent, Absent, 0), "statue"},
		{mv(6, 2, Absent, 1), "statue 2 gold"},
		{mv(6, Absent, 1, 0), "statue ts-col"},
		{mv(7, -1, Absent), "shift -1"},
		{mv(7, -1, -1), "shift -1 -1"},
		{mv(7, 0, 2), "shift 0 +2"},
		{mv(8, 12, 1, Absent, 0), "pay 12 bread left"},
		{mv(8, 0, 0, 3, 1), "pay 0 papyrus 3 right"},
	} {
		if got := testGrammar.Text(c.m); got != c.text {
			t.Errorf("Text(%v) = %q, want %q", c.m, got, c.text)
		}
		if got, err := testGrammar.Parse(c.text); err != nil || got != c.m {
			t.Errorf("Parse(%q) = %v, %v; want %v", c.text, got, err, c.m)
		}
	}
}

// Every move the grammar can write has a text of its own that reads back
// to it, also with other spacing.
func TestGrammarRoundTrip(t *testing.T) {
	seen := map[string]engine.Move{}
	for m := range testGrammar.All() {
		text := testGrammar.Text(m)
		if strings.HasPrefix(text, "(") {
			t.Fatalf("All gave %v, which has no text", m)
		}
		if other, dup := seen[text]; dup {
			t.Fatalf("%v and %v both read %q", m, other, text)
		}
		seen[text] = m
		for _, s := range []string{text, " \t" + strings.ReplaceAll(text, " ", "  \n") + " "} {
			back, err := testGrammar.Parse(s)
			if err != nil || back != m {
				t.Fatalf("%q reads %v, %v; want %v", s, back, err, m)
			}
		}
	}
	// 13 bids, 6·5·6·3 takes, 7 faiths, 12 extras, a pass, 3·4·3·2 statues
	// hold (3+1)·(2+1)·2 = 24, 11·6 shifts, 100·2·10·2 payments.
	if want := 13 + 540 + 7 + 12 + 1 + 24 + 66 + 4000; len(seen) != want {
		t.Errorf("%d moves, want %d", len(seen), want)
	}
}

func TestGrammarErrors(t *testing.T) {
	for _, c := range []struct{ text, err string }{
		{"", "no move"},
		{"  \t", "no move"},
		{"zap 1", `"zap" is not a move (moves: bid, take, faith, extra, pass, statue, shift, pay)`},
		{"Bid 1", `"Bid" is not a move (moves: bid, take, faith, extra, pass, statue, shift, pay)`},
		{"take zeus white 4", `take: god: "zeus" is not one of horus, ra, hathor, bastet, thoth, osiris`},
		{"take ra", "take: colour: missing: one of white, yellow, brown, grey, black"},
		{"take ra white 7", `take: value: "7" is not a number from 1 to 6`},
		{"take ra white 4 purr", `take: mode: "purr" is not one of pure, tainted`},
		{"take ra white 4 pure x", `take: unexpected "x" at the end`},
		{"bid 01", `bid: card: "01" is not a number from 1 to 13`},
		{"bid +1", `bid: card: "+1" is not a number from 1 to 13`},
		{"bid 99999999999", `bid: card: "99999999999" is not a number from 1 to 13`},
		{"bid", "bid: card: missing: a number from 1 to 13"},
		{"faith 2", `faith: change: "2" is not a change from -3 to +3 written with its sign`},
		{"faith +0", `faith: change: "+0" is not a change from -3 to +3 written with its sign`},
		{"faith -0", `faith: change: "-0" is not a change from -3 to +3 written with its sign`},
		{"extra ra golden", `extra: gold: "golden" is not "gold"`},
		{"pass now", `pass: unexpected "now" at the end`},
		{"statue 4", `statue: slot, row or gold: "4" is not a number from 1 to 3, nor one of ts-row, ts-col, nor "gold"`},
		{"statue 2 ts-row x", `statue: gold: "x" is not "gold"`},
		{"pay 1 bread 3", "pay: to: missing: one of left, right"},
		{"pay 1 bread 10 left", `pay: scribes or to: "10" is not a number from 1 to 9, nor one of left, right`},
	} {
		_, err := testGrammar.Parse(c.text)
		var pe *ParseError
		if !errors.As(err, &pe) || err.Error() != c.err || pe.Text != c.text {
			t.Errorf("Parse(%q): %v\nwant %s", c.text, err, c.err)
		}
	}
}

// A move outside the grammar has a text that says so and reads as nothing.
func TestGrammarTextOfNoMove(t *testing.T) {
	for _, m := range []engine.Move{
		mv(9), mv(0),
		mv(1, 0), mv(1, 14), mv(1, 5, 1), // out of range, a value in an unused slot
		mv(2, 6, 0, 1, Absent), mv(2, 0, 0, 1, 2), mv(2, 0, 0, 1, -1), // a word index out of its list
		mv(4, 0, 2), mv(4, 0, Absent), // a flag is 0 or 1
		mv(6, 0, Absent, 0), mv(7, 0, 3),
	} {
		text := testGrammar.Text(m)
		if !strings.HasPrefix(text, "(not a move: kind ") {
			t.Errorf("Text(%v) = %q", m, text)
		}
		if _, err := testGrammar.Parse(text); err == nil {
			t.Errorf("%q parsed", text)
		}
	}
}

// Declarations that could not round-trip are refused when the grammar is
// made.
func TestGrammarRefusesBadDeclarations(t *testing.T) {
	for _, c := range []struct {
		want  string
		forms func() []Form
	}{
		{"kind 1 declared twice", func() []Form { return []Form{Kind(1, "a"), Kind(1, "b")} }},
		{"the word must be one of a kind", func() []Form { return []Form{Kind(1, "a"), Kind(2, "a")} }},
		{"the word must be one of a kind", func() []Form { return []Form{Kind(1, "a b")} }},
		{"the word must be one of a kind", func() []Form { return []Form{Kind(1, "")} }},
		{"8 arguments", func() []Form {
			return []Form{Kind(1, "a", Flag("a"), Flag("b"), Flag("c"), Flag("d"), Flag("e"), Flag("f"), Flag("g"), Flag("h"))}
		}},
		{"x: the range 3..2", func() []Form { return []Form{Kind(1, "a", Int("x", 3, 2))} }},
		{"x: the range -32768..0", func() []Form { return []Form{Kind(1, "a", Int("x", -32768, 0))} }},
		{"x: the range 0..40000", func() []Form { return []Form{Kind(1, "a", Signed("x", 0, 40000))} }},
		{"x: 0 words", func() []Form { return []Form{Kind(1, "a", Word("x"))} }},
		{`x: the word "b" is repeated`, func() []Form { return []Form{Kind(1, "a", Word("x", "b", "b"))} }},
		{`x: the word "b c" is repeated or has a space`, func() []Form { return []Form{Kind(1, "a", Word("x", "b c"))} }},
		{"an argument needs a name", func() []Form { return []Form{Kind(1, "a", Int("", 1, 2))} }},
		{"y may be mistaken for x", func() []Form { return []Form{Kind(1, "a", Optional(Int("x", 1, 5)), Int("y", 5, 9))} }},
		{"y may be mistaken for x", func() []Form { return []Form{Kind(1, "a", Optional(Signed("x", -2, 2)), Int("y", -9, -1))} }},
		{"z may be mistaken for x", func() []Form {
			return []Form{Kind(1, "a", Optional(Word("x", "up", "down")), Flag("gold"), Word("z", "down"))}
		}},
		{"gold may be mistaken for gold", func() []Form { return []Form{Kind(1, "a", Flag("gold"), Flag("gold"))} }},
		{"is optional already", func() []Form { return []Form{Kind(1, "a", Optional(Optional(Int("x", 1, 2))))} }},
		{"is optional already", func() []Form { return []Form{Kind(1, "a", Optional(Flag("x")))} }},
	} {
		panics(t, c.want, func() { NewGrammar(c.forms()...) })
	}
	// After a required argument, the same words may come again.
	NewGrammar(Kind(1, "a", Optional(Int("x", 1, 5)), Int("y", 6, 9), Int("z", 1, 5)))
}

// Parse reads any text without panicking: it refuses it with a
// *ParseError, or reads a move whose text is the input up to spacing.
func FuzzGrammarParse(f *testing.F) {
	n := 0
	for m := range testGrammar.All() {
		if n%37 == 0 {
			f.Add(testGrammar.Text(m))
		}
		n++
	}
	for _, s := range []string{"", " ", "take ra white 4 pure pure", "faith +-1", "bid -", "bid 1\x00", "statue\u00a02", "pay 5 bread 9 left", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := testGrammar.Parse(text)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Text != text || pe.Error() == "" {
				t.Fatalf("%q: error %v", text, err)
			}
			return
		}
		got := testGrammar.Text(m)
		if got != strings.Join(strings.Fields(text), " ") {
			t.Fatalf("%q reads %v, whose text is %q", text, m, got)
		}
		if back, err := testGrammar.Parse(got); err != nil || back != m {
			t.Fatalf("%q reads %v, but its text %q reads %v, %v", text, m, got, back, err)
		}
	})
}
