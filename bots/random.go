package bots

import (
	"math/rand/v2"

	"karnak/engine"
)

// Random plays uniformly random legal moves. Its legal moves are the seat's
// own, which depend only on what the seat sees.
type Random struct {
	R   *rand.Rand
	buf []engine.Move
}

// NewRandom is a random bot with its own seeded generator.
func NewRandom(seed uint64) *Random { return &Random{R: newRand(seed)} }

func (b *Random) Name() string { return "random" }

func (b *Random) Choose(s engine.State, seat int) engine.Move {
	b.buf = s.AppendMoves(b.buf[:0], seat)
	return b.buf[b.R.IntN(len(b.buf))]
}
