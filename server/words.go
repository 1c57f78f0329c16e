package server

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"karnak/engine"
)

// Players' words for what the pages would otherwise show in engine words:
// a move as the game narrates it.

// moveNames names seat's moves in s as the game's narration tells them,
// turned into a command ("Take the white 4 from Ra's sector"); a move the
// game does not narrate keeps its text. The moves are told as played in a
// determinization for seat, never in s itself: telling a move there could
// name what it would draw, which nobody may know before it is drawn. A
// sentence that differs between two determinizations depends on something
// seat cannot see, and is not used.
func moveNames(s engine.State, seat int, moves []engine.Move, names []string, seed uint64) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = s.MoveText(m)
	}
	if _, ok := s.(engine.Narrator); !ok {
		return out
	}
	r := rand.New(rand.NewPCG(seed, 0x6e616d6573))
	one, two := s.Determinize(seat, r), s.Determinize(seat, r)
	for i, m := range moves {
		a, b := toldAs(one, seat, m, names), toldAs(two, seat, m, names)
		if a != "" && a == b {
			out[i] = a
		}
	}
	return out
}

// toldAs is the first sentence of seat's move m in d as a command, "" when
// the game tells nothing of it or refuses it there.
func toldAs(d engine.State, seat int, m engine.Move, names []string) string {
	events, err := d.Clone().(engine.Narrator).PlayNarrated(seat, m, nil)
	if err != nil || len(events) == 0 {
		return ""
	}
	return command(events[0].Text, seat, names)
}

// command turns a sentence about seat ("{P0} takes the white 4.") into
// what a button offers ("Take the white 4"): the subject goes, the verb
// loses its third-person ending, the full stop goes.
func command(sentence string, seat int, names []string) string {
	// A game may follow the move's sentence with what it changed
	// ("{P0}: +1 gold."): a button names the move only.
	if loc := tally.FindStringIndex(sentence); loc != nil {
		sentence = sentence[:loc[0]+1]
	}
	text, ok := strings.CutPrefix(sentence, engine.SeatName(seat)+" ")
	text = strings.TrimSuffix(strings.TrimSpace(text), ".")
	if ok {
		verb, rest, _ := strings.Cut(text, " ")
		text = strings.TrimSpace(bareVerb(verb) + " " + strings.TrimSpace(theirs.Replace(" "+rest+" ")))
	}
	return capitalized(engine.Fill(text, names))
}

// theirs turns the mover's possessives, told of them, into the player's
// own: "for their statue" → "for your statue".
var theirs = strings.NewReplacer(" their ", " your ", " theirs ", " yours ", " themselves", " yourself")

// tally is where a sentence of what a step changed for a seat begins.
var tally = regexp.MustCompile(`\.\s+\{P[0-9]+\}:`)

// bareVerb is the plain form of an English verb in the third person
// singular: takes → take, passes → pass, carries → carry, has → have.
func bareVerb(v string) string {
	switch v {
	case "has":
		return "have"
	case "is":
		return "be"
	case "does":
		return "do"
	case "goes":
		return "go"
	}
	switch {
	case strings.HasSuffix(v, "ies") && len(v) > 4:
		return v[:len(v)-3] + "y"
	case strings.HasSuffix(v, "sses"), strings.HasSuffix(v, "shes"), strings.HasSuffix(v, "ches"), strings.HasSuffix(v, "xes"), strings.HasSuffix(v, "zzes"):
		return v[:len(v)-2]
	case strings.HasSuffix(v, "ss"), strings.HasSuffix(v, "us"), strings.HasSuffix(v, "is"):
		return v // not a verb ending: "pass", "bonus"
	case strings.HasSuffix(v, "s") && len(v) > 2:
		return v[:len(v)-1]
	}
	return v
}

func capitalized(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
