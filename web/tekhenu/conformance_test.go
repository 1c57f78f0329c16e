package tekhenu

import (
	"testing"

	"karnak/engine"
	"karnak/web/webtest"
)

// Tekhenu's pages pass the web conformance suite.
func TestWebConformance(t *testing.T) {
	webtest.Conform(t, "tekhenu", []engine.Options{{"players": "1"}, {"players": "2"}, {"players": "3"}, {"players": "4"}}, 2)
}
