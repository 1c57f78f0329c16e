package kit

import "testing"

func TestJoin(t *testing.T) {
	for _, c := range []struct {
		words []string
		conj  string
		want  string
	}{
		{nil, "and", ""},
		{[]string{"a"}, "and", "a"},
		{[]string{"a", "b"}, "or", "a or b"},
		{[]string{"a", "b", "c"}, "and", "a, b and c"},
	} {
		if got := Join(c.words, c.conj); got != c.want {
			t.Errorf("Join(%q, %q) = %q, want %q", c.words, c.conj, got, c.want)
		}
	}
}
