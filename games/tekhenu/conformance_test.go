package tekhenu_test

import (
	"testing"

	"karnak/engine"
	"karnak/engine/enginetest"
	_ "karnak/games/tekhenu"
)

// Tekhenu passes the platform's conformance suite at every player count,
// solo included.
func TestConformance(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	enginetest.Conform(t, enginetest.Suite{Game: "tekhenu", Games: games, Seed: 900, Every: 25, Options: []engine.Options{
		{"players": "1", "automa": "hard"}, {"players": "2"}, {"players": "3", "horus": "printed"}, {"players": "4"},
	}})
}
