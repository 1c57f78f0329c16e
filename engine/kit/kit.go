// Package kit is what every game on the platform needs beside its rules,
// written once: a generator that travels with the state
// (RNG, Shuffle, CanonicalShuffle), a decision stack that plays automatic
// tasks and forced moves by itself (Stack, Rules), and a move grammar from
// which both the text of a move and its parser come (Grammar).
//
// Everything here keeps a game's state a flat value: no pointers, so that
// a copy is a clone and two states compare with ==, and nothing allocates
// on the paths a playout takes.
package kit
