//go:build race

package server

// raceDetector is true in a build with -race, whose instrumented server runs
// several times slower: tests that play long games in the browser read it.
const raceDetector = true
