package engine_test

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"karnak/bots"
	"karnak/engine"
	_ "karnak/games/all" // registers every game
)

// A game is created by name from the registry, then driven by listing the
// legal moves of the seat that owes one and playing one of them.
func Example() {
	game, err := engine.Lookup("tekhenu")
	if err != nil {
		panic(err)
	}
	s, err := game.New(engine.Options{"players": "2"}, 42)
	if err != nil {
		panic(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for !s.Over() {
		seat := s.Actors()[0]
		moves := s.Moves(seat)
		if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
			panic(err) // a listed move is always legal
		}
	}
	res := s.Result()
	fmt.Println("seats:", s.Seats(), "winner found:", res.Ranks[res.Winner] == 1)
	// Output: seats: 2 winner found: true
}

// Moves have a stable text form; an illegal move is refused with the rule it
// breaks and leaves the state as it was.
func ExampleIllegalMove() {
	game, _ := engine.Lookup("tekhenu")
	s, _ := game.New(engine.Options{"players": "2"}, 7)
	m, err := s.ParseMove("keep L03")
	if err != nil {
		panic(err)
	}
	err = s.Play(1, m)
	var illegal *engine.IllegalMove
	fmt.Println(errors.As(err, &illegal), illegal.Rule)
	// Output: true §4 step 11: keep one of the two decrees you were dealt
}

// A Recorder keeps the record of a game; replaying the record gives the
// identical game.
func ExampleReplay() {
	rec, _ := engine.NewRecorder("tekhenu", engine.Options{"players": "3"}, 5)
	bot := bots.NewRandom(9)
	for i := 0; i < 40; i++ {
		seat := rec.State.Actors()[0]
		if err := rec.Play(seat, bot.Choose(rec.State, seat)); err != nil {
			panic(err)
		}
	}
	again, err := engine.Replay(rec.Record)
	if err != nil {
		panic(err)
	}
	fmt.Println(len(rec.Record.Moves), fmt.Sprint(again.View(0)) == fmt.Sprint(rec.State.View(0)))
	// Output: 40 true
}

// Determinize gives a search a copy of the game with everything the seat
// cannot see resampled: the seat's own view is unchanged.
func ExampleState_Determinize() {
	game, _ := engine.Lookup("tekhenu")
	s, _ := game.New(engine.Options{"players": "4"}, 11)
	d := s.Determinize(2, rand.New(rand.NewPCG(3, 4)))
	fmt.Println(fmt.Sprint(d.View(2)) == fmt.Sprint(s.View(2)))
	// Output: true
}

// Bots are made from a spec and choose a move for a seat; an Analyzer also
// ranks the moves it considered (the hint a player sees).
func ExampleState_bots() {
	game, _ := engine.Lookup("tekhenu")
	s, _ := game.New(engine.Options{"players": "2"}, 3)
	b, err := bots.New("ismcts:iters=300,workers=1", 1, game.Descriptor().Scale)
	if err != nil {
		panic(err)
	}
	seat := s.Actors()[0]
	a := b.(bots.Analyzer).Analyze(s, seat)
	best := a.Moves[0]
	fmt.Println(a.Iterations, engine.Contains(s.Moves(seat), best.Move), best.WinChance > 0)
	// Output: 300 true true
}
