package webtest_test

import (
	"testing"

	"karnak/engine"
	_ "karnak/engine/enginetest/bidding"
	"karnak/web/webtest"
)

// A game without a board of its own is still playable from the move list.
func TestBoardlessGame(t *testing.T) {
	webtest.Conform(t, "bidding", []engine.Options{{"players": "2"}, {"players": "5", "cards": "8"}}, 3)
}
