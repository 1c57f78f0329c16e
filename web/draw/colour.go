package draw

import (
	"math"
	"strconv"
	"strings"
)

// Luminance is a colour's relative luminance (WCAG 2.2), for "#rgb" or
// "#rrggbb"; −1 when it is not such a colour.
func Luminance(colour string) float64 {
	c := strings.TrimPrefix(colour, "#")
	if len(c) == 3 {
		c = string([]byte{c[0], c[0], c[1], c[1], c[2], c[2]})
	}
	if len(c) != 6 || len(colour) == len(c) {
		return -1
	}
	n, err := strconv.ParseUint(c, 16, 32)
	if err != nil {
		return -1
	}
	channel := func(v uint64) float64 {
		x := float64(v) / 255
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*channel(n>>16&0xff) + 0.7152*channel(n>>8&0xff) + 0.0722*channel(n&0xff)
}

// Contrast is the WCAG contrast ratio of two colours (1 to 21), 0 when
// either is not a colour: a text needs 4.5 on what it is drawn on.
func Contrast(a, b string) float64 {
	la, lb := Luminance(a), Luminance(b)
	if la < 0 || lb < 0 {
		return 0
	}
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// TextOn is the colour of a text drawn on fill: white or near black,
// whichever contrasts more.
func TextOn(fill string) string {
	if Contrast(fill, "#ffffff") >= Contrast(fill, "#111111") {
		return "#ffffff"
	}
	return "#111111"
}
