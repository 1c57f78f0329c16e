package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"karnak/engine"
)

// optionFlags collects repeated --option k=v.
type optionFlags map[string]string

func (o optionFlags) String() string { return fmt.Sprint(map[string]string(o)) }

func (o optionFlags) Set(v string) error {
	k, val, ok := strings.Cut(v, "=")
	if !ok || k == "" {
		return fmt.Errorf("want key=value, got %q", v)
	}
	o[k] = val
	return nil
}

// gameFlags parses "GAME [flags]" with the flags every game command shares.
type gameFlags struct {
	*commandFlags
	game    string
	desc    engine.Descriptor
	players int
	seed    uint64
	options optionFlags
}

// gameCommandAbout says what each command that plays a game does, for its
// --help.
var gameCommandAbout = map[string]string{
	"sim":   "Plays games of random moves as fast as it can: a line per game, then a summary.",
	"play":  "Plays a game in the terminal: people type their moves, bots play theirs.",
	"arena": "Plays bots against each other, seats rotating, and rates them.",
	"bench": "Measures how many random games (or, with --bot, bot playouts) a second one core plays.\n(karnak bench server --help: the load test of the server.)",
}

// newGameFlags starts the flags of game command name; help is where --help
// prints the flags and the games' options.
func newGameFlags(name string, help io.Writer) *gameFlags {
	c := newCommandFlags(name, "GAME [flags]   (GAME: "+strings.Join(engine.Games(), ", ")+")", gameCommandAbout[name], help)
	c.optionsIn = "as --option key=value"
	g := &gameFlags{commandFlags: c, options: optionFlags{}}
	g.fs.IntVar(&g.players, "players", 0, "number of players (default: the game's usual count)")
	g.fs.Uint64Var(&g.seed, "seed", 1, "seed of the first game")
	g.fs.Var(g.options, "option", "game option key=value (repeatable; the game's options are listed below)")
	return g
}

func (g *gameFlags) parse(args []string) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		if err := g.parseFlags(args); err != nil { // --help lists every game's options
			return err
		}
		return fmt.Errorf("name the game first (one of %v)", engine.Games())
	}
	g.game = args[0]
	game, err := engine.Lookup(g.game)
	if err != nil {
		return err
	}
	g.desc = game.Descriptor()
	if err := g.parseFlags(args[1:], g.desc); err != nil {
		return err
	}
	if g.fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", g.fs.Arg(0))
	}
	return g.desc.Validate(g.engineOptions())
}

func (g *gameFlags) engineOptions() engine.Options {
	opts := engine.Options{}
	for k, v := range g.options {
		opts[k] = v
	}
	if g.players > 0 {
		opts["players"] = strconv.Itoa(g.players)
	}
	return opts
}
