package main

import (
	"fmt"
	"io"
	"time"

	"karnak/bots"
	"karnak/engine"
)

// benchBot measures a bot's thinking speed: it walks random games and asks
// the bot for a move at every 10th real decision (more than one legal move)
// until the time is up. For a search bot it reports playouts per second per
// worker, the figure in docs/bots.md.
func benchBot(out io.Writer, g *gameFlags, spec string, seconds float64) error {
	game, _ := engine.Lookup(g.game)
	opts := g.engineOptions()
	bot, err := bots.New(spec, g.seed, game.Descriptor().Scale)
	if err != nil {
		return err
	}
	search, _ := bot.(*bots.ISMCTS)
	deadline := time.Now().Add(time.Duration(seconds * float64(time.Second)))
	var thinking time.Duration
	decisions, iterations := 0, 0
	for n := 0; time.Now().Before(deadline); n++ {
		s, err := game.New(opts, g.seed+uint64(n))
		if err != nil {
			return err
		}
		r := playoutRand(g.seed + uint64(n))
		real := 0
		for !s.Over() && time.Now().Before(deadline) {
			seat := s.Actors()[0]
			moves := s.Moves(seat)
			if len(moves) > 1 {
				if real++; real%10 == 0 {
					start := time.Now()
					bot.Choose(s, seat)
					thinking += time.Since(start)
					decisions++
					if search != nil {
						iterations += search.LastIterations
					}
				}
			}
			if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
				return err
			}
		}
	}
	secs := thinking.Seconds()
	fmt.Fprintf(out, "%s %v, bot %s: %d decisions in %.2fs of thinking: %.1f ms/decision",
		g.game, opts, spec, decisions, secs, 1000*secs/float64(max(decisions, 1)))
	if search != nil && secs > 0 {
		workers := max(search.Workers, 1)
		fmt.Fprintf(out, ", %.0f playouts/s on %d workers = %.0f per worker", float64(iterations)/secs, workers, float64(iterations)/secs/float64(workers))
	}
	fmt.Fprintln(out)
	return nil
}
