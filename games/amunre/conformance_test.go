package amunre_test

import (
	"testing"

	"karnak/engine"
	"karnak/engine/enginetest"
	_ "karnak/games/amunre"
)

// Amun-Re passes the platform's conformance suite at every player count,
// with open gold and with the advanced rules.
func TestConformance(t *testing.T) {
	games := 4
	if testing.Short() {
		games = 1
	}
	enginetest.Conform(t, enginetest.Suite{Game: "amunre", Games: games, Seed: 15, Every: 20, Options: []engine.Options{
		{"players": "3"}, {"players": "4", "gold": "open"}, {"players": "5"},
		{"players": "3", "rules": "advanced"}, {"players": "4", "rules": "advanced"}, {"players": "5", "rules": "advanced", "gold": "open"},
	}})
}
