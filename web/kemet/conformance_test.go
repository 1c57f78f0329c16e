package kemet

import (
	"testing"

	"karnak/engine"
	_ "karnak/games/kemet"
	"karnak/web/webtest"
)

// Kemet's pages pass the web conformance suite at every player count
// (both board sides), with every option.
func TestWebConformance(t *testing.T) {
	webtest.Conform(t, "kemet", []engine.Options{
		{"players": "2"}, {"players": "3"}, {"players": "4"}, {"players": "5"},
		{"players": "4", "vp": "10", "battle-discards": "open"},
		{"players": "3", "variant": "beginner", "battle-discards": "open"},
	}, 1)
}
