package bidding_test

import (
	"testing"

	"karnak/engine"
	"karnak/engine/enginetest"
	_ "karnak/engine/enginetest/bidding"
)

// The test game passes the conformance suite it exists to exercise.
func TestConformance(t *testing.T) {
	enginetest.Conform(t, enginetest.Suite{Game: "bidding", Games: 20, Seed: 40, Every: 3, Options: []engine.Options{
		{"players": "2", "cards": "3"}, {"players": "3"}, {"players": "5", "cards": "8"},
	}})
}
