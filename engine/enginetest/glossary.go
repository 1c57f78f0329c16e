package enginetest

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"karnak/engine"
)

// CheckGlossary checks a glossary on its own: at least one entry; every ref
// a single word, unique regardless of case; every entry with a kind, a name
// and an effect.
func CheckGlossary(entries []engine.Entry) error {
	if len(entries) == 0 {
		return fmt.Errorf("the glossary is empty")
	}
	seen := map[string]string{}
	for i, e := range entries {
		switch {
		case e.Ref == "":
			return fmt.Errorf("entry %d (%q) has no ref", i, e.Name)
		case len(strings.Fields(e.Ref)) != 1 || strings.TrimSpace(e.Ref) != e.Ref:
			return fmt.Errorf("ref %q is not a single word", e.Ref)
		case strings.TrimSpace(e.Kind) == "":
			return fmt.Errorf("%s has no kind", e.Ref)
		case strings.TrimSpace(e.Name) == "":
			return fmt.Errorf("%s has no name", e.Ref)
		case strings.TrimSpace(e.Effect) == "":
			return fmt.Errorf("%s has no effect", e.Ref)
		}
		key := strings.ToLower(e.Ref)
		if first, dup := seen[key]; dup {
			return fmt.Errorf("ref %q is used twice (also as %q)", e.Ref, first)
		}
		seen[key] = e.Ref
	}
	return nil
}

// refWords are the words of a text that may be codes: runs of letters,
// digits, '-' and '.', without a '-' or '.' at either end ("L12." is L12,
// "+2" is 2, "L03:L12" is two words).
func refWords(text string) []string {
	words := strings.FieldsFunc(text, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' && r != '.'
	})
	out := words[:0]
	for _, w := range words {
		if w = strings.Trim(w, "-."); w != "" {
			out = append(out, w)
		}
	}
	return out
}

// refShape is a code's form: lower case, each run of digits one '#'. "L12"
// and "L3" are both "l#", "r2c3" is "r#c#", "2.4" is "#.#".
func refShape(word string) string {
	var b strings.Builder
	digits := false
	for _, r := range strings.ToLower(word) {
		if unicode.IsDigit(r) {
			if !digits {
				b.WriteByte('#')
			}
			digits = true
			continue
		}
		digits = false
		b.WriteRune(r)
	}
	return b.String()
}

// glossaryCheck collects the words that a game's views and move texts use
// and have the form of one of its glossary's refs: each must be a ref. A
// game that names a card "P3" in a view while its glossary knows "P03", or
// shows a card its glossary forgot, fails; words of no ref's form
// (numbers, resource names) are not codes and are let be.
type glossaryCheck struct {
	game    engine.Game
	shapes  map[string][]string // ref shape → a few refs of that shape, for the message
	missing map[string]string   // unexplained word → where it was first seen
}

func newGlossaryCheck(g engine.Game) (*glossaryCheck, error) {
	if _, ok := g.(engine.Glossary); !ok {
		return nil, fmt.Errorf("game %s has no glossary: every game explains its pieces (engine.Glossary)", g.Name())
	}
	entries := engine.Entries(g)
	if err := CheckGlossary(entries); err != nil {
		return nil, fmt.Errorf("glossary: %w", err)
	}
	c := &glossaryCheck{game: g, shapes: map[string][]string{}, missing: map[string]string{}}
	for _, e := range entries {
		shape := refShape(e.Ref)
		if len(c.shapes[shape]) < 3 {
			c.shapes[shape] = append(c.shapes[shape], e.Ref)
		}
	}
	return c, nil
}

// text checks the words of a text seen at where.
func (c *glossaryCheck) text(where, text string) {
	for _, w := range refWords(text) {
		if _, known := c.missing[w]; known {
			continue
		}
		if _, ok := c.shapes[refShape(w)]; !ok {
			continue
		}
		if _, ok := engine.Explain(c.game, w); !ok {
			c.missing[w] = where
		}
	}
}

// view checks every string of a view (its JSON values, not its keys).
func (c *glossaryCheck) view(where string, v any) {
	for _, s := range viewStrings(v) {
		c.text(where, s)
	}
}

func viewStrings(v any) []string {
	data, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("the view does not marshal to JSON: %v", err))
	}
	var tree any
	if err := json.Unmarshal(data, &tree); err != nil {
		panic(err)
	}
	var out []string
	var walk func(any)
	walk = func(x any) {
		switch x := x.(type) {
		case string:
			out = append(out, x)
		case []any:
			for _, y := range x {
				walk(y)
			}
		case map[string]any:
			for _, y := range x {
				walk(y)
			}
		}
	}
	walk(tree)
	return out
}

// hand checks what a seat holds (engine.Hand): every ref explained, and
// shown in the seat's own view, so that Hand never tells more than the
// view does.
func (c *glossaryCheck) hand(s engine.State, seat int) error {
	h, ok := s.(engine.Hand)
	if !ok {
		return nil
	}
	var shown []string
	for _, str := range viewStrings(s.View(seat)) {
		shown = append(shown, refWords(str)...)
	}
	for _, ref := range h.Hand(seat) {
		if _, ok := engine.Explain(c.game, ref); !ok {
			return fmt.Errorf("seat %d holds %q, which the glossary does not explain", seat, ref)
		}
		if !slices.Contains(shown, ref) {
			return fmt.Errorf("seat %d holds %q, which its view does not show", seat, ref)
		}
	}
	return nil
}

// err names the unexplained words, with where each was first seen.
func (c *glossaryCheck) err() error {
	if len(c.missing) == 0 {
		return nil
	}
	words := make([]string, 0, len(c.missing))
	for w := range c.missing {
		words = append(words, w)
	}
	slices.Sort(words)
	var lines []string
	for _, w := range words {
		lines = append(lines, fmt.Sprintf("%q (%s; refs of its form: %s…)", w, c.missing[w], strings.Join(c.shapes[refShape(w)], ", ")))
	}
	return fmt.Errorf("codes the glossary does not explain: %s", strings.Join(lines, "; "))
}
