package store

import (
	"strings"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// NameKey is what makes two user names the same name: their NFKC forms,
// case-folded, with the Cyrillic and Greek letters that are drawn like Latin
// ones read as those ("Ａlice", "ALICE" and "alice" are one name, and so are
// the Cyrillic "асе" and the Latin "ace"). Names mixing scripts are refused
// before they get here; this catches the look-alikes written in one script.
func NameKey(name string) string {
	folded := norm.NFKC.String(cases.Fold().String(norm.NFKC.String(name)))
	return lookalikes.Replace(folded)
}

// lookalikes maps the lower-case letters of other scripts that are drawn
// exactly like a Latin letter to that letter (after Unicode's
// confusables list, lower case only since keys are folded first).
var lookalikes = strings.NewReplacer(
	// Cyrillic
	"а", "a", "с", "c", "ԁ", "d", "е", "e", "һ", "h", "і", "i", "ј", "j", "ӏ", "l",
	"о", "o", "р", "p", "ԛ", "q", "ѕ", "s", "ԝ", "w", "х", "x", "у", "y",
	// Greek
	"α", "a", "ι", "i", "κ", "k", "ν", "v", "ο", "o", "ρ", "p", "τ", "t", "υ", "u", "χ", "x",
)
