package tekhenu

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"testing"

	"karnak/engine"
)

// BenchmarkRandomGame4p: one full random 4-player game per iteration on one
// core (games/s = 1e9 / ns/op).
func BenchmarkRandomGame4p(b *testing.B) { benchGames(b, 4) }
func BenchmarkRandomGame3p(b *testing.B) { benchGames(b, 3) }
func BenchmarkRandomGame2p(b *testing.B) { benchGames(b, 2) }

// BenchmarkRandomGameSeth4p: the same with the Time of Seth expansion.
func BenchmarkRandomGameSeth4p(b *testing.B) { benchGames(b, 4, "expansion", "seth") }

func benchGames(b *testing.B, players int, options ...string) {
	opts := engine.Options{"players": string(rune('0' + players))}
	for i := 0; i+1 < len(options); i += 2 {
		opts[options[i]] = options[i+1]
	}
	r := rand.New(rand.NewPCG(1, 2))
	moves := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s, _ := NewState(opts, uint64(i))
		n, err := engine.Playout(s, r, nil)
		if err != nil {
			b.Fatal(err)
		}
		moves += n
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

// midGame returns states sampled along random 4-player games.
func midGame(b *testing.B) []*State {
	var out []*State
	r := rand.New(rand.NewPCG(3, 4))
	for g := 0; g < 20; g++ {
		s, _ := NewState(engine.Options{"players": "4"}, uint64(g))
		for k := 0; !s.Done; k++ {
			if k%7 == 0 {
				c := *s
				out = append(out, &c)
			}
			seat := s.Actors()[0]
			moves := s.Moves(seat)
			if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
				b.Fatal(err)
			}
		}
	}
	return out
}

// BenchmarkMoves: AppendMoves per call, over mid-game states (a copy of
// the list kept in the state, or a listing when it is too long to keep).
func BenchmarkMoves(b *testing.B) {
	states := midGame(b)
	buf := make([]engine.Move, 0, 256)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s := states[i%len(states)]
		buf = s.AppendMoves(buf[:0], s.Actors()[0])
	}
}

// BenchmarkListMoves: legal-move generation from the rules per call, over
// the same states (what BenchmarkMoves measured before the list was kept).
func BenchmarkListMoves(b *testing.B) {
	states := midGame(b)
	buf := make([]engine.Move, 0, 256)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s := states[i%len(states)]
		buf = s.freshMoves(buf[:0], s.Actors()[0])
	}
}

// BenchmarkPlay: one Play (legality check, apply, forced moves) per call.
func BenchmarkPlay(b *testing.B) {
	states := midGame(b)
	var work State
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		b.StopTimer()
		work = *states[i%len(states)]
		seat := work.Actors()[0]
		m := work.Moves(seat)[0]
		b.StartTimer()
		if err := work.Play(seat, m); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkClone: copying a game state.
func BenchmarkClone(b *testing.B) {
	states := midGame(b)
	var sink engine.State
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		sink = states[i%len(states)].Clone()
	}
	_ = sink
}

// BenchmarkTakeMoves: the take decision's moves (the costliest listing),
// for the seat on turn in mid-game states; BenchmarkTakeMovesOracle is the
// generator as it was before it was made faster.
func BenchmarkTakeMoves(b *testing.B)       { benchTakes(b, (*State).takeMoves) }
func BenchmarkTakeMovesOracle(b *testing.B) { benchTakes(b, (*State).takeMovesOracle) }

func benchTakes(b *testing.B, list func(*State, []engine.Move, *task) []engine.Move) {
	states := midGame(b)
	tasks := make([]task, len(states))
	for i, s := range states {
		tasks[i] = task{Kind: dTake, Seat: s.T.Seat}
	}
	buf := make([]engine.Move, 0, 256)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		k := i % len(states)
		buf = list(states[k], buf[:0], &tasks[k])
	}
}

// BenchmarkPlayRecorded: whole random games played through Play (check,
// apply, forced moves, automatic tasks — the Maat phases, scorings and the
// automa's turns included) from moves prepared beforehand; one game per
// op, cycling through 20 games of each player count. Every Play must be
// free of allocations.
func BenchmarkPlayRecorded(b *testing.B) {
	for players := 1; players <= 4; players++ {
		b.Run(fmt.Sprintf("%dp", players), func(b *testing.B) {
			type game struct {
				start State
				seats []int
				moves []engine.Move
			}
			var games []game
			r := rand.New(rand.NewPCG(7, uint64(players)))
			for g := 0; g < 20; g++ {
				s, err := NewState(engine.Options{"players": strconv.Itoa(players)}, uint64(g))
				if err != nil {
					b.Fatal(err)
				}
				gm := game{start: *s}
				for !s.Done {
					actors := s.Actors()
					seat := actors[r.IntN(len(actors))]
					moves := s.Moves(seat)
					m := moves[r.IntN(len(moves))]
					gm.seats, gm.moves = append(gm.seats, seat), append(gm.moves, m)
					if err := s.Play(seat, m); err != nil {
						b.Fatal(err)
					}
				}
				games = append(games, gm)
			}
			var work State
			plays := 0
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				g := &games[i%len(games)]
				work = g.start
				for k, m := range g.moves {
					if err := work.Play(g.seats[k], m); err != nil {
						b.Fatal(err)
					}
				}
				plays += len(g.moves)
			}
			b.ReportMetric(float64(plays)/float64(b.N), "plays/op")
		})
	}
}

// BenchmarkUndoable: the take-back judgement the server makes for every
// move of a human seat, on the positions of random 2-player games.
func BenchmarkUndoable(b *testing.B) {
	type played struct {
		before engine.State
		seat   int
		m      engine.Move
	}
	var cases []played
	r := rand.New(rand.NewPCG(3, 4))
	for g := 0; len(cases) < 200; g++ {
		s, _ := NewState(engine.Options{"players": "2"}, uint64(g))
		for k := 0; !s.Over(); k++ {
			seat := s.Actors()[0]
			moves := s.Moves(seat)
			m := moves[r.IntN(len(moves))]
			if k%7 == 3 {
				cases = append(cases, played{s.Clone(), seat, m})
			}
			if err := s.Play(seat, m); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		c := cases[i%len(cases)]
		engine.Undoable(c.before, c.seat, c.m, r)
	}
}
