package engine

import "testing"

func TestFill(t *testing.T) {
	names := []string{"Ana", "", "Ben"}
	for _, c := range []struct{ in, want string }{
		{"no seat here", "no seat here"},
		{SeatName(0) + " gains 2 bread", "Ana gains 2 bread"},
		{SeatName(2) + " pays " + SeatName(0), "Ben pays Ana"},
		{SeatName(1) + " and " + SeatName(7), "seat 1 and seat 7"},
		{"{P} {Px} {P-1} {P3", "{P} {Px} {P-1} {P3"},
	} {
		if got := Fill(c.in, names); got != c.want {
			t.Errorf("Fill(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
