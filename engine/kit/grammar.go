package kit

import (
	"fmt"
	"iter"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"karnak/engine"
)

// A Grammar declares a game's moves once, one Form per move kind, and
// gives both their text (Text) and their parser (Parse), so that no game
// writes a parser that has to mirror its printer by hand:
//
//	var grammar = kit.NewGrammar(
//		kit.Kind(mBid, "bid", kit.Int("card", 1, 13)),
//		kit.Kind(mTake, "take", kit.Word("god", gods...), kit.Word("colour", colours...),
//			kit.Int("value", 1, 6), kit.Optional(kit.Word("mode", "pure", "tainted"))),
//		kit.Kind(mFaith, "faith", kit.Signed("change", -9, 9)),
//	)
//
// reads and writes "bid 7", "take ra white 4", "take ra white 4 pure" and
// "faith +2". A form's arguments fill engine.Move.Arg in order (at most
// seven): a word stores its index in its list (so a game lists the words in
// the order of its own enumeration), a number its value, an absent
// Optional argument Absent, a Flag 1 or 0; the unused slots stay 0.
//
// The text of a move is its kind's word and its arguments' words separated
// by single spaces. Parse reads exactly that, up to the spacing, and
// nothing else: no other case, no leading zeros, no "+" but where Signed
// writes one. So every move has one text and every text one move.
type Grammar struct {
	forms  []Form
	byKind map[uint16]int
	byWord map[string]int
}

// Absent is what an Optional argument stores when the text leaves it out.
// No number argument may take it as a value.
const Absent int16 = math.MinInt16

// Form is one move kind: its number, its word and its arguments.
type Form struct {
	kind uint16
	word string
	args []Arg
}

// Kind declares the move kind numbered kind (engine.Move.Kind), written
// word followed by its arguments.
func Kind(kind uint16, word string, args ...Arg) Form {
	return Form{kind: kind, word: word, args: args}
}

// Arg is one argument of a move kind.
type Arg struct {
	name     string // for errors: `take: god: …`
	class    argClass
	lo, hi   int
	words    []string
	index    map[string]int16
	optional bool
}

type argClass uint8

const (
	argInt argClass = iota
	argSigned
	argWord
	argFlag
)

// Int is a number from lo to hi, written in decimal ("7", "-1").
func Int(name string, lo, hi int) Arg { return Arg{name: name, class: argInt, lo: lo, hi: hi} }

// Signed is a number from lo to hi that is a change, written with its sign
// ("+2", "-1", "0").
func Signed(name string, lo, hi int) Arg { return Arg{name: name, class: argSigned, lo: lo, hi: hi} }

// Word is one of words, stored as its index.
func Word(name string, words ...string) Arg {
	return Arg{name: name, class: argWord, words: words}
}

// Flag is a word that is there or not ("gold"), stored as 1 or 0.
func Flag(word string) Arg { return Arg{name: word, class: argFlag, words: []string{word}} }

// Optional is a, which the text may leave out; it then stores Absent.
func Optional(a Arg) Arg {
	if a.optional || a.class == argFlag {
		panic("kit: grammar: " + a.name + " is optional already")
	}
	a.optional = true
	return a
}

// NewGrammar checks the forms and makes their grammar. A declaration that
// could not round-trip panics, naming the fault, since grammars are
// declared once at package level: two kinds with one number or word, more
// than seven arguments, a word list with a repeat or a space, a number
// range beyond int16 or reaching Absent, or an optional argument that
// could be mistaken for the argument after it (Parse fills an optional
// argument whenever the next word fits it, so the words that may follow it
// must not).
func NewGrammar(forms ...Form) *Grammar {
	g := &Grammar{forms: slices.Clone(forms), byKind: map[uint16]int{}, byWord: map[string]int{}}
	for i := range g.forms {
		f := &g.forms[i]
		bad := func(format string, args ...any) {
			panic(fmt.Sprintf("kit: grammar: %s: ", f.word) + fmt.Sprintf(format, args...))
		}
		if _, dup := g.byKind[f.kind]; dup {
			bad("kind %d declared twice", f.kind)
		}
		if _, dup := g.byWord[f.word]; dup || !isToken(f.word) {
			bad("the word must be one of a kind, without spaces")
		}
		g.byKind[f.kind], g.byWord[f.word] = i, i
		if len(f.args) > len(engine.Move{}.Arg) {
			bad("%d arguments, more than a move holds", len(f.args))
		}
		f.args = slices.Clone(f.args) // prepare indexes them: the caller's stay as they were
		for j := range f.args {
			if why := f.args[j].prepare(); why != "" {
				bad("%s: %s", f.args[j].name, why)
			}
		}
		for j, a := range f.args {
			if !a.omissible() {
				continue
			}
			if b := f.confusable(j); b != nil {
				bad("%s may be mistaken for %s when %s is left out", b.name, a.name, a.name)
			}
		}
	}
	return g
}

func isToken(s string) bool {
	return s != "" && utf8.ValidString(s) && !strings.ContainsFunc(s, unicode.IsSpace)
}

// prepare checks the argument and indexes its words.
func (a *Arg) prepare() string {
	if a.name == "" {
		return "an argument needs a name"
	}
	if a.class == argInt || a.class == argSigned {
		if a.lo > a.hi || a.lo <= int(Absent) || a.hi > math.MaxInt16 {
			return fmt.Sprintf("the range %d..%d is not within int16 above Absent", a.lo, a.hi)
		}
		return ""
	}
	if len(a.words) == 0 || len(a.words) > math.MaxInt16 {
		return fmt.Sprintf("%d words, not from 1 to %d", len(a.words), math.MaxInt16)
	}
	a.index = make(map[string]int16, len(a.words))
	for i, w := range a.words {
		if _, dup := a.index[w]; dup || !isToken(w) {
			return fmt.Sprintf("the word %q is repeated or has a space", w)
		}
		a.index[w] = int16(i)
	}
	return ""
}

// confusable is an argument after the optional one j whose word could
// also be read as j's: one up to the next argument that must be there.
func (f *Form) confusable(j int) *Arg {
	a := &f.args[j]
	for k := j + 1; k < len(f.args); k++ {
		b := &f.args[k]
		for v := range a.values() {
			if _, ok := b.read(string(a.appendText(nil, v))); ok {
				return b
			}
		}
		if !b.omissible() {
			break
		}
	}
	return nil
}

// values are what the argument stores when its word is written.
func (a *Arg) values() iter.Seq[int16] {
	return func(yield func(int16) bool) {
		lo, hi := a.lo, a.hi
		switch a.class {
		case argWord:
			lo, hi = 0, len(a.words)-1
		case argFlag:
			lo, hi = 1, 1
		}
		for v := lo; v <= hi; v++ {
			if !yield(int16(v)) {
				return
			}
		}
	}
}

// omissible reports whether the text may leave the argument out.
func (a *Arg) omissible() bool { return a.optional || a.class == argFlag }

// absent is what the argument stores when its word is left out.
func (a *Arg) absent() int16 {
	if a.class == argFlag {
		return 0
	}
	return Absent
}

// holds reports whether v is a value the argument can store.
func (a *Arg) holds(v int16) bool {
	if v == a.absent() && a.omissible() {
		return true
	}
	switch a.class {
	case argWord:
		return v >= 0 && int(v) < len(a.words)
	case argFlag:
		return v == 1
	}
	return int(v) >= a.lo && int(v) <= a.hi
}

func (a *Arg) appendText(b []byte, v int16) []byte {
	switch a.class {
	case argWord:
		return append(b, a.words[v]...)
	case argFlag:
		return append(b, a.words[0]...)
	case argSigned:
		if v > 0 {
			b = append(b, '+')
		}
	}
	return strconv.AppendInt(b, int64(v), 10)
}

// read is the value the word w stands for.
func (a *Arg) read(w string) (int16, bool) {
	switch a.class {
	case argWord:
		v, ok := a.index[w]
		return v, ok
	case argFlag:
		return 1, w == a.words[0]
	}
	n, ok := readInt(w, a.class == argSigned)
	if !ok || n < a.lo || n > a.hi {
		return 0, false
	}
	return int16(n), true
}

// readInt reads a number in its one written form: no leading zeros, no
// "-0", and for a signed number a "+" before a positive one and only there.
func readInt(w string, signed bool) (int, bool) {
	digits := w
	neg := false
	switch {
	case strings.HasPrefix(w, "-"):
		neg, digits = true, w[1:]
	case signed && strings.HasPrefix(w, "+"):
		digits = w[1:]
	}
	if digits == "" || len(digits) > 5 || (digits[0] == '0' && len(digits) > 1) {
		return 0, false
	}
	n := 0
	for i := 0; i < len(digits); i++ {
		c := digits[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	switch {
	case neg && n == 0:
		return 0, false
	case neg:
		n = -n
	case signed && n > 0 && w[0] != '+':
		return 0, false
	case signed && n == 0 && w != "0":
		return 0, false
	}
	return n, true
}

// expected says what the argument wants, for errors.
func (a *Arg) expected() string {
	switch a.class {
	case argWord:
		return "one of " + list(a.words)
	case argFlag:
		return fmt.Sprintf("%q", a.words[0])
	case argSigned:
		return fmt.Sprintf("a change from %+d to %+d written with its sign", a.lo, a.hi)
	}
	return fmt.Sprintf("a number from %d to %d", a.lo, a.hi)
}

// list names words for an error, the first dozen of them.
func list(words []string) string {
	const most = 12
	if len(words) > most {
		return strings.Join(words[:most-1], ", ") + ", …"
	}
	return strings.Join(words, ", ")
}

// Text is the text of m; a move that is not one of the grammar's (an
// unknown kind, an argument out of its domain, a value in an unused slot)
// reads "(not a move: …)", which Parse refuses.
func (g *Grammar) Text(m engine.Move) string {
	i, ok := g.byKind[m.Kind]
	if !ok || !g.forms[i].holds(m) {
		return fmt.Sprintf("(not a move: kind %d, args %v)", m.Kind, m.Arg)
	}
	f := &g.forms[i]
	var buf [64]byte
	b := append(buf[:0], f.word...)
	for j := range f.args {
		a := &f.args[j]
		if v := m.Arg[j]; v != a.absent() || !a.omissible() {
			b = a.appendText(append(b, ' '), v)
		}
	}
	return string(b)
}

func (f *Form) holds(m engine.Move) bool {
	for j, v := range m.Arg {
		if j >= len(f.args) {
			if v != 0 {
				return false
			}
		} else if !f.args[j].holds(v) {
			return false
		}
	}
	return true
}

// ParseError is a text Parse could not read: the move kind and argument
// at fault and what was expected there.
type ParseError struct {
	Text string // the text read
	Kind string // the move's word, "" when it is not one
	Arg  string // the argument at fault, "" for the move as a whole
	Why  string
}

func (e *ParseError) Error() string {
	var b strings.Builder
	for _, s := range []string{e.Kind, e.Arg} {
		if s != "" {
			b.WriteString(s + ": ")
		}
	}
	b.WriteString(e.Why)
	return b.String()
}

// Parse reads the text of a move. It checks the words only, against the
// grammar; whether the move is legal now is the game's to say.
func (g *Grammar) Parse(text string) (engine.Move, error) {
	rest := text
	kind, ok := next(&rest)
	if !ok {
		return engine.Move{}, &ParseError{Text: text, Why: "no move"}
	}
	i, ok := g.byWord[kind]
	if !ok {
		return engine.Move{}, &ParseError{Text: text, Why: fmt.Sprintf("%q is not a move (moves: %s)", kind, list(g.words()))}
	}
	f := &g.forms[i]
	m := engine.Move{Kind: f.kind}
	w, more := next(&rest)
	// The optional arguments left out before w: when w fits nothing,
	// the error names them too, since w may have been meant for one.
	var skipped [len(engine.Move{}.Arg)]int8
	nSkipped := 0
	for j := range f.args {
		a := &f.args[j]
		if more {
			if v, ok := a.read(w); ok {
				m.Arg[j] = v
				w, more = next(&rest)
				nSkipped = 0
				continue
			}
		}
		if a.omissible() {
			m.Arg[j] = a.absent()
			if more {
				skipped[nSkipped] = int8(j)
				nSkipped++
			}
			continue
		}
		if !more {
			return engine.Move{}, &ParseError{Text: text, Kind: f.word, Arg: a.name, Why: "missing: " + a.expected()}
		}
		skipped[nSkipped] = int8(j)
		nSkipped++
		return engine.Move{}, f.unfit(text, w, skipped[:nSkipped])
	}
	if more {
		if nSkipped > 0 {
			return engine.Move{}, f.unfit(text, w, skipped[:nSkipped])
		}
		return engine.Move{}, &ParseError{Text: text, Kind: f.word, Why: fmt.Sprintf("unexpected %q at the end", w)}
	}
	return m, nil
}

// unfit is the error of a word w that none of the arguments args could
// take: `pay: scribes or to: "10" is not a number from 1 to 9, nor one of
// left, right`.
func (f *Form) unfit(text, w string, args []int8) error {
	names := make([]string, len(args))
	wants := make([]string, len(args))
	for i, j := range args {
		names[i], wants[i] = f.args[j].name, f.args[j].expected()
	}
	name := names[len(names)-1]
	if len(names) > 1 {
		name = strings.Join(names[:len(names)-1], ", ") + " or " + name
	}
	return &ParseError{Text: text, Kind: f.word, Arg: name,
		Why: fmt.Sprintf("%q is not %s", w, strings.Join(wants, ", nor "))}
}

// next cuts the next word off *s, as strings.Fields would find it.
func next(s *string) (string, bool) {
	t := strings.TrimLeftFunc(*s, unicode.IsSpace)
	end := strings.IndexFunc(t, unicode.IsSpace)
	if end < 0 {
		end = len(t)
	}
	*s = t[end:]
	return t[:end], end > 0
}

func (g *Grammar) words() []string {
	out := make([]string, len(g.forms))
	for i := range g.forms {
		out[i] = g.forms[i].word
	}
	return out
}

// All is every move the grammar can write, kind by kind, each argument
// through its whole domain (Absent first for an optional one): for tests
// that every move round-trips, or a game's exhaustive checks. Its length
// is the product of the domains' sizes.
func (g *Grammar) All() iter.Seq[engine.Move] {
	return func(yield func(engine.Move) bool) {
		for i := range g.forms {
			f := &g.forms[i]
			if !f.each(engine.Move{Kind: f.kind}, 0, yield) {
				return
			}
		}
	}
}

func (f *Form) each(m engine.Move, j int, yield func(engine.Move) bool) bool {
	if j == len(f.args) {
		return yield(m)
	}
	a := &f.args[j]
	if a.omissible() {
		m.Arg[j] = a.absent()
		if !f.each(m, j+1, yield) {
			return false
		}
	}
	for v := range a.values() {
		m.Arg[j] = v
		if !f.each(m, j+1, yield) {
			return false
		}
	}
	return true
}
