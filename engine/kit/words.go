package kit

import "strings"

// Join lists words as a sentence does, with conj ("and", "or") before the
// last: "a", "a and b", "a, b and c"; "" for none.
func Join(words []string, conj string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " " + conj + " " + words[len(words)-1]
}
