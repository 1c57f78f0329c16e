package kemet_test

import (
	"testing"

	"karnak/engine"
	"karnak/engine/enginetest"
	_ "karnak/games/kemet"
)

// Kemet passes the platform's conformance suite at every player count and
// with each option.
func TestConformance(t *testing.T) {
	games := 2
	if testing.Short() {
		games = 1
	}
	enginetest.Conform(t, enginetest.Suite{Game: "kemet", Games: games, Seed: 21, Every: 25, Options: []engine.Options{
		{"players": "2"}, {"players": "3"}, {"players": "4"}, {"players": "5"},
		{"players": "2", "battle-discards": "open"}, {"players": "4", "vp": "10"}, {"players": "3", "variant": "beginner"},
	}})
}
