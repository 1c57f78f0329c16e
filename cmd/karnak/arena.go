package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"karnak/arena"
)

func runArena(args []string, out, progress io.Writer) error {
	g := newGameFlags("arena", out)
	botList := g.fs.String("bots", "heuristic,random", "bot specs, comma separated; seats rotate between them")
	games := g.fs.Int("games", 100, "number of games")
	first := g.fs.Int("first", 0, "index of the first game: --first 50 --games 50 plays games 50 to 99 of the seed, as a run of 100 would")
	asJSON := g.fs.Bool("json", false, "print one JSON summary")
	outDir := g.fs.String("out", "", "write every game's record and a line of games.jsonl as it ends, and at the end summary.json and ratings.svg, to this directory")
	parallel := g.fs.Int("parallel", 0, "games at once (0: one per core, or one when a bot searches)")
	if err := g.parse(args); err != nil {
		return err
	}
	players := g.players
	if players == 0 {
		players = g.desc.Players.Default
	}
	cfg := arena.Config{
		Game: g.game, Options: g.engineOptions(), Players: players,
		Bots: splitBots(*botList), Games: *games, First: *first, Seed: g.seed, Parallel: *parallel,
		Records: *outDir != "",
	}
	if err := cfg.Validate(); err != nil {
		return err
	}
	bar := newProgressBar(progress, "games")
	cfg.Progress = bar.update
	if *outDir != "" {
		finished, closeGames, err := arenaGamesOut(*outDir, cfg.Bots)
		if err != nil {
			return err
		}
		defer closeGames()
		cfg.Finished = finished
	}
	sum, err := arena.Run(cfg)
	bar.finish()
	if err != nil {
		return err
	}
	if *outDir != "" {
		if err := writeArenaOut(*outDir, sum); err != nil {
			return err
		}
	}
	if *asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(sum)
	}
	printArena(out, sum)
	return nil
}

// splitBots reads "a,b" but keeps a bot's own settings together:
// "ismcts:iters=100,workers=1,random" is two bots.
func splitBots(list string) []string {
	var out []string
	for _, part := range strings.Split(list, ",") {
		if strings.Contains(part, "=") && !strings.Contains(part, ":") && len(out) > 0 {
			out[len(out)-1] += "," + part
			continue
		}
		if part != "" {
			out = append(out, part)
		}
	}
	return out
}

func printArena(w io.Writer, s *arena.Summary) {
	games := fmt.Sprintf("%d games", s.Games)
	if s.First > 0 {
		games = fmt.Sprintf("games %d to %d", s.First, s.First+s.Games-1)
	}
	fmt.Fprintf(w, "%s, %d players, %s, seed %d (rating: %s)\n\n", s.Game, s.Players, games, s.Seed, s.Rating)
	fmt.Fprintf(w, "%-28s %6s %6s %8s %17s %10s %8s\n", "bot", "games", "wins", "win", "95% CI", "mean VP", "rating")
	for _, b := range s.Bots {
		fmt.Fprintf(w, "%-28s %6d %6g %7.1f%% %7.1f%%–%5.1f%% %10.1f %8.1f\n",
			b.Name, b.Games, b.Wins, 100*b.WinRate, 100*b.CI95[0], 100*b.CI95[1], b.MeanScore, b.Rating)
	}
	fmt.Fprintf(w, "\nwins by seat position (0 plays first):\n")
	for _, p := range s.Seats {
		fmt.Fprintf(w, "  seat %d: %5.1f%% (%.1f%%–%.1f%%)\n", p.Seat, 100*p.WinRate, 100*p.CI95[0], 100*p.CI95[1])
	}
}

// arenaGamesOut writes each game to dir as it ends: its record, and a line
// of games.jsonl with its seats' bots and result, so that a run of hours
// stopped partway keeps every game it finished (the summary and the plot
// come at the end).
func arenaGamesOut(dir string, bots []string) (finished func(*arena.Game) error, closeFile func(), err error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, nil, err
	}
	f, err := os.OpenFile(filepath.Join(dir, "games.jsonl"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, nil, err
	}
	lines := json.NewEncoder(f)
	finished = func(g *arena.Game) error {
		if g.Record != nil {
			b, err := json.MarshalIndent(g.Record, "", " ")
			if err != nil {
				return err
			}
			if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("game-%04d.json", g.Index)), b, 0o644); err != nil {
				return err
			}
		}
		seats := make([]string, len(g.Lineup))
		for i, b := range g.Lineup {
			seats[i] = bots[b]
		}
		return lines.Encode(struct {
			*arena.Game
			Seats []string `json:"seats"`
		}{g, seats})
	}
	return finished, func() { f.Close() }, nil
}

// writeArenaOut writes the run's summary and ratings plot beside the games
// arenaGamesOut wrote.
func writeArenaOut(dir string, s *arena.Summary) error {
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "summary.json"), b, 0o644); err != nil {
		return err
	}
	f, err := os.Create(filepath.Join(dir, "ratings.svg"))
	if err != nil {
		return err
	}
	if err := s.WritePlot(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// progressBar redraws one line on a terminal; elsewhere (logs, CI) it
// prints a line at every tenth of the way.
type progressBar struct {
	w      io.Writer
	unit   string
	start  time.Time
	tty    bool
	tenths int
}

func newProgressBar(w io.Writer, unit string) *progressBar {
	tty := false
	if f, ok := w.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			tty = true
		}
	}
	return &progressBar{w: w, unit: unit, start: time.Now(), tty: tty}
}

func (p *progressBar) update(done, total int) {
	elapsed := time.Since(p.start)
	rate := float64(done) / elapsed.Seconds()
	eta := time.Duration(float64(total-done) / rate * float64(time.Second)).Round(time.Second)
	if p.tty {
		const width = 30
		fill := width * done / total
		fmt.Fprintf(p.w, "\r[%s%s] %d/%d %s  %.2f/s  eta %v ", strings.Repeat("#", fill), strings.Repeat(".", width-fill), done, total, p.unit, rate, eta)
		return
	}
	if t := 10 * done / total; t > p.tenths {
		p.tenths = t
		fmt.Fprintf(p.w, "%d/%d %s (%.2f/s, eta %v)\n", done, total, p.unit, rate, eta)
	}
}

func (p *progressBar) finish() {
	if p.tty {
		fmt.Fprintln(p.w)
	}
}
