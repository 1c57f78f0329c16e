package draw

import (
	"math"
	"testing"
)

// The contrast ratios of WCAG 2.2's own examples, and text colours that
// read on light and dark fills.
func TestContrast(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want float64
	}{
		{"#000000", "#ffffff", 21},
		{"#fff", "#000", 21},
		{"#777777", "#ffffff", 4.48},
		{"#595959", "#ffffff", 7.0},
		{"#ffffff", "#ffffff", 1},
		{"white", "#ffffff", 0},
		{"#12345", "#ffffff", 0},
		{"#gggggg", "#ffffff", 0},
		{"ffffff", "#000000", 0},
	} {
		if got := Contrast(c.a, c.b); math.Abs(got-c.want) > 0.01 {
			t.Errorf("Contrast(%s, %s) = %.2f, want %.2f", c.a, c.b, got, c.want)
		}
	}
	for _, fill := range []string{"#b03a2e", "#1f618d", "#3d2b1f", "#fffaf0", "#f1c40f", "#95a5a6", "#3f78a8", "#6e5a47"} {
		if c := Contrast(TextOn(fill), fill); c < 4.5 {
			t.Errorf("TextOn(%s) = %s: %.2f:1", fill, TextOn(fill), c)
		}
	}
	if TextOn("#1d1d1d") != "#ffffff" || TextOn("#fbfbf8") != "#111111" {
		t.Error("TextOn does not pick white on black and black on white")
	}
}
