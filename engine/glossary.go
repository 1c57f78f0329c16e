package engine

import (
	"reflect"
	"strings"
	"sync"
)

// Glossary is implemented by games that explain their pieces in players'
// words: every card, tile, token and board space a view or a move text
// names by a code.
type Glossary interface {
	// Glossary lists the entries; the slice is shared, callers must not
	// change it.
	Glossary() []Entry
}

// Entry explains one piece or place of a game, in the game's own words
// (never the publisher's text).
type Entry struct {
	// Ref is the code views and move texts use: "L12", "P03", "r2c3", a
	// board space's name. Unique in a game, regardless of case.
	Ref string `json:"ref"`
	// Kind is what sort of piece it is: "decree", "blessing", "pillar
	// tile", "board space"…
	Kind string `json:"kind"`
	Name string `json:"name"`
	// Cost is what using it takes, if anything.
	Cost string `json:"cost,omitempty"`
	// Timing is when it acts: "immediately", "at any time on your turn",
	// "at game end"…
	Timing string `json:"timing,omitempty"`
	Effect string `json:"effect"`
}

// Text is the entry in one line: "L12 Name — cost — timing — effect",
// leaving out what it does not have.
func (e Entry) Text() string {
	parts := []string{e.Ref + " " + e.Name}
	for _, p := range []string{e.Cost, e.Timing, e.Effect} {
		if p != "" {
			parts = append(parts, p)
		}
	}
	return strings.Join(parts, " — ")
}

// Hand is implemented by states that can say which of a game's pieces a
// seat holds (its cards in hand and in front of it), by their glossary
// refs, as View(seat) shows them.
type Hand interface {
	Hand(seat int) []string
}

// glossaryIndex is a game's glossary by lower-case ref.
type glossaryIndex struct {
	entries []Entry
	byRef   map[string]int
}

func newGlossaryIndex(entries []Entry) *glossaryIndex {
	ix := &glossaryIndex{entries: entries, byRef: make(map[string]int, len(entries))}
	for i, e := range entries {
		key := strings.ToLower(e.Ref)
		if _, dup := ix.byRef[key]; !dup { // the first of duplicates; the conformance suite refuses them
			ix.byRef[key] = i
		}
	}
	return ix
}

// glossaries keeps one index per game name, built on first use. A game
// value of another type under the same name (a test's stand-in) gets an
// index of its own each time rather than a wrong one.
var glossaries sync.Map // game name → *cachedGlossary

type cachedGlossary struct {
	typ   reflect.Type
	index func() *glossaryIndex
}

func indexOf(g Game) *glossaryIndex {
	gl, ok := g.(Glossary)
	if !ok {
		return nil
	}
	typ := reflect.TypeOf(g)
	c, _ := glossaries.LoadOrStore(g.Name(), &cachedGlossary{typ: typ,
		index: sync.OnceValue(func() *glossaryIndex { return newGlossaryIndex(gl.Glossary()) })})
	if cg := c.(*cachedGlossary); cg.typ == typ {
		return cg.index()
	}
	return newGlossaryIndex(gl.Glossary())
}

// Explain finds the entry of ref in g's glossary, ignoring case and
// surrounding space; false when g has no glossary or no such entry.
func Explain(g Game, ref string) (Entry, bool) {
	ix := indexOf(g)
	if ix == nil {
		return Entry{}, false
	}
	i, ok := ix.byRef[strings.ToLower(strings.TrimSpace(ref))]
	if !ok {
		return Entry{}, false
	}
	return ix.entries[i], true
}

// Entries is g's glossary, nil when it has none.
func Entries(g Game) []Entry {
	if ix := indexOf(g); ix != nil {
		return ix.entries
	}
	return nil
}
