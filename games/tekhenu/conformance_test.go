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

// The Time of Seth expansion passes it too, and the Vizier variant.
func TestSethConformance(t *testing.T) {
	games := 4
	if testing.Short() {
		games = 2
	}
	enginetest.Conform(t, enginetest.Suite{Game: "tekhenu", Games: games, Seed: 950, Every: 25, Options: []engine.Options{
		{"players": "1", "expansion": "seth", "automa": "hard"}, {"players": "2", "expansion": "seth", "vizier": "on"},
		{"players": "3", "expansion": "seth"}, {"players": "4", "expansion": "seth"},
	}})
}
