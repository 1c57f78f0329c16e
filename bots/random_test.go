package bots_test

import (
	"testing"

	"karnak/bots"
	"karnak/engine"
	_ "karnak/games/all"
)

// The random bot finishes games with legal moves only, and the same seed
// plays the same game.
func TestRandomBotPlaysLegalGames(t *testing.T) {
	play := func(seed uint64) []int {
		g, _ := engine.Lookup("tekhenu")
		s, _ := g.New(engine.Options{"players": "3"}, seed)
		bot := bots.NewRandom(seed)
		for !s.Over() {
			seat := s.Actors()[0]
			if err := s.Play(seat, bot.Choose(s, seat)); err != nil {
				t.Fatal(err)
			}
		}
		return s.Result().Scores
	}
	a, b := play(21), play(21)
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("same seed, different games: %v %v", a, b)
		}
	}
}
