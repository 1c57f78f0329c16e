// Package arena plays bots against each other and measures them: wins with
// confidence intervals, mean scores, ratings and the advantage of each seat
// position. Games are independent jobs; results are folded in game order,
// so a run gives the same figures however many run at once.
package arena

import (
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"

	"karnak/bots"
	"karnak/engine"
)

// Config is one arena run.
type Config struct {
	Game    string
	Options engine.Options // "players" is set from Players
	Players int
	Bots    []string // bot specs; seats are filled from them in rotation
	Games   int
	Seed    uint64
	// First is the index of the run's first game. Game g of a seed is the
	// same deal, lineup and bot generators in any run that plays it, so a
	// run of games First..First+Games-1 extends a shorter one from 0, or
	// shares a long one out between machines.
	First int
	// Parallel is how many games run at once; 0 picks one per core, or one
	// at a time when a searching bot already uses every core.
	Parallel int
	// Progress, when set, is told after each finished game.
	Progress func(done, total int)
	// Finished, when set, is given each game as it ends (one call at a
	// time, in the order they end), so that a long run interrupted keeps
	// what it played.
	Finished func(*Game) error
	// Records keeps every game's record in the Result.
	Records bool
}

// Game is one finished game of a run.
type Game struct {
	Index  int            `json:"index"`
	Lineup []int          `json:"lineup"` // bot index per seat
	Result engine.Result  `json:"result"`
	Moves  int            `json:"moves"`
	Record *engine.Record `json:"-"`
}

// Lineup is the bot index of each seat in game g: the bots take the seats
// in rotation, so over a multiple of the rotation every bot sits in every
// position equally often.
func Lineup(g, players, bots int) []int {
	out := make([]int, players)
	for seat := range out {
		out[seat] = (g + seat) % bots
	}
	return out
}

// gameSeed is the game's deal; botSeed each seat's bot generator.
func gameSeed(seed uint64, g int) uint64 {
	return seed*0x9e3779b97f4a7c15 + uint64(g)*0xbf58476d1ce4e5b9 + 1
}
func botSeed(seed uint64, g, seat int) uint64 {
	return gameSeed(seed, g) ^ uint64(seat+1)*0x94d049bb133111eb
}

// maxGames bounds a run (its results are kept in memory).
const maxGames = 1_000_000

// Validate checks a configuration before anything is played.
func (c *Config) Validate() error {
	game, err := engine.Lookup(c.Game)
	if err != nil {
		return err
	}
	opts := engine.Options{}
	for k, v := range c.Options {
		opts[k] = v
	}
	opts["players"] = fmt.Sprint(c.Players)
	if err := game.Descriptor().Validate(opts); err != nil {
		return err
	}
	if c.Games < 1 || c.Games > maxGames {
		return fmt.Errorf("--games %d: want 1 to %d", c.Games, maxGames)
	}
	if c.First < 0 || c.First > maxGames {
		return fmt.Errorf("--first %d: want 0 to %d", c.First, maxGames)
	}
	if len(c.Bots) == 0 {
		return fmt.Errorf("name at least one bot (--bots a,b)")
	}
	for _, spec := range c.Bots {
		if err := bots.Check(spec); err != nil {
			return err
		}
	}
	return nil
}

// Run plays the games and summarises them.
func Run(c Config) (*Summary, error) {
	if err := c.Validate(); err != nil {
		return nil, err
	}
	opts := engine.Options{}
	for k, v := range c.Options {
		opts[k] = v
	}
	opts["players"] = fmt.Sprint(c.Players)
	game, _ := engine.Lookup(c.Game)
	if _, err := game.New(opts, 0); err != nil {
		return nil, err
	}
	parallel := c.Parallel
	if parallel <= 0 {
		parallel = runtime.GOMAXPROCS(0)
		for _, spec := range c.Bots {
			if searches(spec) {
				parallel = 1
			}
		}
	}
	results := make([]*Game, c.Games)
	errs := make([]error, c.Games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	stopped := false // Finished failed: the games not begun are not played
	for w := 0; w < parallel; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				mu.Lock()
				stop := stopped
				mu.Unlock()
				if stop {
					// A game could not be kept: playing on for hours
					// would only lose more.
					errs[i] = errStopped
					continue
				}
				results[i], errs[i] = playOne(game, opts, c, c.First+i)
				mu.Lock()
				if errs[i] == nil && c.Finished != nil {
					errs[i] = c.Finished(results[i])
					stopped = stopped || errs[i] != nil
				}
				done++
				if c.Progress != nil {
					c.Progress(done, c.Games)
				}
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < c.Games; i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return nil, fmt.Errorf("game %d: %w", c.First+i, err)
		}
	}
	return summarise(c, results), nil
}

// errStopped marks the games left unplayed after Finished failed; the
// run reports Finished's error, which comes first.
var errStopped = errors.New("arena: stopped after a game could not be kept")

func searches(spec string) bool {
	if lvl, ok := bots.Levels[spec]; ok {
		spec = lvl
	}
	return strings.HasPrefix(spec, "ismcts")
}

func playOne(game engine.Game, opts engine.Options, c Config, g int) (*Game, error) {
	s, err := game.New(opts, gameSeed(c.Seed, g))
	if err != nil {
		return nil, err
	}
	lineup := Lineup(g, c.Players, len(c.Bots))
	players := make([]bots.Bot, c.Players)
	for seat, b := range lineup {
		if players[seat], err = bots.New(c.Bots[b], botSeed(c.Seed, g, seat), game.Descriptor().Scale); err != nil {
			return nil, err
		}
	}
	out := &Game{Index: g, Lineup: lineup}
	if c.Records {
		out.Record = &engine.Record{Game: c.Game, Options: opts, Seed: gameSeed(c.Seed, g)}
	}
	for !s.Over() {
		actors := slices.Clone(s.Actors())
		if len(actors) == 0 {
			return nil, fmt.Errorf("game not over but no seat owes a move")
		}
		// Several seats deciding at once each choose in the position before
		// any of them has: none sees another's commit, not even hidden in
		// the state it is handed.
		choices := make([]engine.Move, len(actors))
		for i, seat := range actors {
			choices[i] = players[seat].Choose(s.Clone(), seat)
		}
		for i, seat := range actors {
			m := choices[i]
			if out.Record != nil {
				out.Record.Moves = append(out.Record.Moves, engine.RecordMove{Seat: seat, Move: s.MoveText(m)})
			}
			if err := s.Play(seat, m); err != nil {
				return nil, fmt.Errorf("bot %s: %w", players[seat].Name(), err)
			}
			out.Moves++
		}
		if out.Moves > engine.MaxPlayoutMoves {
			return nil, fmt.Errorf("game did not end after %d moves", out.Moves)
		}
	}
	out.Result = s.Result()
	return out, nil
}
