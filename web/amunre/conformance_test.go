package amunre

import (
	"testing"

	"karnak/engine"
	"karnak/web/webtest"
)

// Amun-Re's pages pass the web conformance suite at every player count, in
// the standard and the advanced game.
func TestWebConformance(t *testing.T) {
	webtest.Conform(t, "amunre", []engine.Options{
		{"players": "3"}, {"players": "4"}, {"players": "5"},
		{"players": "4", "rules": "advanced"}, {"players": "3", "gold": "open"},
	}, 2)
}
