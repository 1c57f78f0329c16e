package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"time"

	"karnak/engine"
)

// gameLine is the JSON line sim --json and replay print for one game.
type gameLine struct {
	Seed    uint64         `json:"seed"`
	Players int            `json:"players"`
	Scores  []int          `json:"scores"`
	Winner  int            `json:"winner"` // −1: the automa won
	Moves   int            `json:"moves"`
	Automa  *engine.Automa `json:"automa,omitempty"`
}

// simSummary is the last line of sim --json (README.md explains each
// field): the speed of the whole run, wall-clock, on one goroutine.
type simSummary struct {
	Games       int     `json:"games"`
	GamesPerSec float64 `json:"games_per_sec"`
	MovesPerSec float64 `json:"moves_per_sec"`
}

// playoutRand is the move generator of game seed: the same seed always
// plays the same game.
func playoutRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x2545f4914f6cdd1d)) }

func runSim(args []string, out, progress io.Writer) error {
	g := newGameFlags("sim", out)
	games := g.fs.Int("games", 1, "number of games")
	asJSON := g.fs.Bool("json", false, "one JSON object per game, then a summary")
	recordDir := g.fs.String("record", "", "write each game's record to this directory")
	if err := g.parse(args); err != nil {
		return err
	}
	if *games < 1 {
		return fmt.Errorf("--games must be at least 1")
	}
	if *recordDir != "" {
		if err := os.MkdirAll(*recordDir, 0o755); err != nil {
			return err
		}
	}
	game, _ := engine.Lookup(g.game)
	opts := g.engineOptions()
	enc := json.NewEncoder(out)
	start := time.Now()
	lastReport := start
	totalMoves := 0
	wins := map[int]int{}
	for i := 0; i < *games; i++ {
		seed := g.seed + uint64(i)
		s, err := game.New(opts, seed)
		if err != nil {
			return err
		}
		var rec *engine.Record
		if *recordDir != "" {
			rec = &engine.Record{Game: g.game, Options: opts, Seed: seed}
		}
		n, err := engine.Playout(s, playoutRand(seed), rec)
		if err != nil {
			return fmt.Errorf("game seed %d: %w", seed, err)
		}
		totalMoves += n
		res := s.Result()
		wins[res.Winner]++
		line := gameLine{Seed: seed, Players: s.Seats(), Scores: res.Scores, Winner: res.Winner, Moves: n, Automa: res.Automa}
		if *asJSON {
			if err := enc.Encode(line); err != nil {
				return err
			}
		} else {
			fmt.Fprintf(out, "seed %d: %s, %d moves\n", seed, resultText(res), n)
		}
		if rec != nil {
			if err := writeRecord(filepath.Join(*recordDir, fmt.Sprintf("%s-%d.json", g.game, seed)), *rec); err != nil {
				return err
			}
		}
		if time.Since(lastReport) > 2*time.Second && !*asJSON {
			lastReport = time.Now()
			fmt.Fprintf(progress, "… %d/%d games\n", i+1, *games)
		}
	}
	secs := time.Since(start).Seconds()
	sum := simSummary{Games: *games, GamesPerSec: float64(*games) / secs, MovesPerSec: float64(totalMoves) / secs}
	if *asJSON {
		return enc.Encode(sum)
	}
	note := ""
	if _, ok := wins[-1]; ok {
		note = " (-1: the automa)"
	}
	fmt.Fprintf(out, "%d games in %.2fs: %.0f games/s, %.0f moves/s; wins by seat %v%s\n", *games, secs, sum.GamesPerSec, sum.MovesPerSec, wins, note)
	return nil
}

func writeRecord(path string, rec engine.Record) error {
	data, err := json.MarshalIndent(rec, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}

func runReplay(args []string, out io.Writer) error {
	c := newCommandFlags("replay", "FILE",
		"Replays a game's record (as sim --record, play --record and arena --out write them) and prints\nits result as one JSON line (the scores so far when the game is not over); a move that does\nnot replay is named.", out)
	if err := c.parseFlags(args); err != nil {
		return err
	}
	if c.fs.NArg() != 1 {
		return fmt.Errorf("usage: karnak replay FILE")
	}
	f, err := os.Open(c.fs.Arg(0))
	if err != nil {
		return err
	}
	defer f.Close()
	rec, err := engine.ReadRecord(f)
	if err != nil {
		return err
	}
	s, err := engine.Replay(rec)
	if err != nil {
		return err
	}
	line := gameLine{Seed: rec.Seed, Players: s.Seats(), Moves: len(rec.Moves), Winner: -1}
	if s.Over() {
		res := s.Result()
		line.Scores, line.Winner, line.Automa = res.Scores, res.Winner, res.Automa
	} else {
		line.Scores = s.Result().Scores
	}
	return json.NewEncoder(out).Encode(line)
}

// runBench measures speed; progress is where bench server reports as it
// runs.
func runBench(args []string, out, progress io.Writer) error {
	if len(args) > 0 && args[0] == "server" {
		return runBenchServer(args[1:], out, progress)
	}
	if len(args) > 0 && args[0] == "cluster" {
		return runBenchCluster(args[1:], out, progress)
	}
	g := newGameFlags("bench", out)
	seconds := g.fs.Float64("seconds", 5, "how long to run")
	botSpec := g.fs.String("bot", "", "measure this bot's thinking instead of random games")
	cpuProfile := g.fs.String("cpuprofile", "", "write a CPU profile of the run to this file (scripts/pgo merges such profiles into cmd/karnak/default.pgo)")
	if err := g.parse(args); err != nil {
		return err
	}
	stopProfile, err := startCPUProfile(*cpuProfile)
	if err != nil {
		return err
	}
	defer stopProfile()
	if *botSpec != "" {
		return benchBot(out, g, *botSpec, *seconds)
	}
	game, _ := engine.Lookup(g.game)
	opts := g.engineOptions()
	deadline := time.Now().Add(time.Duration(*seconds * float64(time.Second)))
	start := time.Now()
	games, moves := 0, 0
	for time.Now().Before(deadline) {
		seed := g.seed + uint64(games)
		s, err := game.New(opts, seed)
		if err != nil {
			return err
		}
		n, err := engine.Playout(s, playoutRand(seed), nil)
		if err != nil {
			return fmt.Errorf("game seed %d: %w", seed, err)
		}
		games++
		moves += n
	}
	secs := time.Since(start).Seconds()
	fmt.Fprintf(out, "%s %v: %d random games in %.2fs on one goroutine: %.0f games/s, %.0f moves/s, %.0f moves/game\n",
		g.game, opts, games, secs, float64(games)/secs, float64(moves)/secs, float64(moves)/float64(games))
	return nil
}
