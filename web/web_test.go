package web

import (
	"math"
	"strconv"
	"testing"
)

// luminance is a colour's relative luminance (WCAG 2).
func luminance(t *testing.T, hex string) float64 {
	t.Helper()
	if len(hex) != 7 || hex[0] != '#' {
		t.Fatalf("colour %q is not #rrggbb", hex)
	}
	var c [3]float64
	for i := range c {
		v, err := strconv.ParseUint(hex[1+2*i:3+2*i], 16, 8)
		if err != nil {
			t.Fatalf("colour %q: %v", hex, err)
		}
		s := float64(v) / 255
		if s <= 0.03928 {
			c[i] = s / 12.92
		} else {
			c[i] = math.Pow((s+0.055)/1.055, 2.4)
		}
	}
	return 0.2126*c[0] + 0.7152*c[1] + 0.0722*c[2]
}

func contrast(t *testing.T, a, b string) float64 {
	la, lb := luminance(t, a), luminance(t, b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// Every seat's colour reads as text on the panels and the page around
// them, carries white text on its pieces, and has a shape of its own: no
// seat is told apart by colour alone.
func TestSeatColoursAndMarks(t *testing.T) {
	marks := map[string]int{}
	colours := map[string]int{}
	for seat := range 5 {
		c, m := SeatColour(seat), SeatMark(seat)
		for _, bg := range []string{"#fffaf0", "#f4ead5", "#ffffff"} {
			if r := contrast(t, c, bg); r < 4.5 {
				t.Errorf("seat %d: %s on %s has contrast %.2f:1, under 4.5:1", seat, c, bg, r)
			}
		}
		if m == "" {
			t.Errorf("seat %d has no mark", seat)
		}
		if other, dup := marks[m]; dup {
			t.Errorf("seats %d and %d share the mark %q", other, seat, m)
		}
		if other, dup := colours[c]; dup {
			t.Errorf("seats %d and %d share the colour %s", other, seat, c)
		}
		marks[m], colours[c] = seat, seat
	}
	if SeatMark(-1) != "" || SeatMark(5) != "" {
		t.Errorf("marks for no seat: %q %q", SeatMark(-1), SeatMark(5))
	}
}
