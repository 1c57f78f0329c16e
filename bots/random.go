// Package bots holds the players that are not people. They see only what
// the engine interface shows them.
package bots

import (
	"math/rand/v2"

	"karnak/engine"
)

// Bot chooses a move for a seat.
type Bot interface {
	Name() string
	Choose(s engine.State, seat int) engine.Move
}

// Random plays uniformly random legal moves.
type Random struct {
	R   *rand.Rand
	buf []engine.Move
}

// NewRandom is a random bot with its own seeded generator.
func NewRandom(seed uint64) *Random {
	return &Random{R: rand.New(rand.NewPCG(seed, 0xda3e39cb94b95bdb))}
}

func (b *Random) Name() string { return "random" }

func (b *Random) Choose(s engine.State, seat int) engine.Move {
	b.buf = s.AppendMoves(b.buf[:0], seat)
	return b.buf[b.R.IntN(len(b.buf))]
}
