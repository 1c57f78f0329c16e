package main

import (
	"errors"
	"flag"
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

// gameFlags parses "GAME [flags]" with the flags every command shares.
type gameFlags struct {
	fs      *flag.FlagSet
	help    io.Writer
	game    string
	desc    engine.Descriptor
	players int
	seed    uint64
	options optionFlags
}

// errHelpShown ends a command whose help was asked for and printed.
var errHelpShown = errors.New("help shown")

// newGameFlags starts the flags of command name; help is where --help
// prints the flags and the game's options.
func newGameFlags(name string, help io.Writer) *gameFlags {
	g := &gameFlags{fs: flag.NewFlagSet(name, flag.ContinueOnError), help: help, options: optionFlags{}}
	g.fs.SetOutput(io.Discard) // errors are returned; --help is printed by parse
	g.fs.IntVar(&g.players, "players", 0, "number of players (default: the game's usual count)")
	g.fs.Uint64Var(&g.seed, "seed", 1, "seed of the first game")
	g.fs.Var(g.options, "option", "game option key=value (repeatable; the game's options are listed below)")
	return g
}

func (g *gameFlags) parse(args []string) error {
	if len(args) > 0 && (args[0] == "-h" || args[0] == "--help" || args[0] == "-help") {
		g.usage(nil)
		return errHelpShown
	}
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return fmt.Errorf("name the game first (one of %v)", engine.Games())
	}
	g.game = args[0]
	game, err := engine.Lookup(g.game)
	if err != nil {
		return err
	}
	g.desc = game.Descriptor()
	if err := g.fs.Parse(args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			g.usage(&g.desc)
			return errHelpShown
		}
		return err
	}
	if g.fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", g.fs.Arg(0))
	}
	return g.desc.Validate(g.engineOptions())
}

// usage prints the command's flags and, when the game is known, its options.
func (g *gameFlags) usage(d *engine.Descriptor) {
	fmt.Fprintf(g.help, "usage: karnak %s GAME [flags]   (games: %s)\n\nflags:\n", g.fs.Name(), strings.Join(engine.Games(), ", "))
	g.fs.SetOutput(g.help)
	g.fs.PrintDefaults()
	g.fs.SetOutput(io.Discard)
	if d == nil {
		fmt.Fprintln(g.help, "\nkarnak games lists each game's options.")
		return
	}
	fmt.Fprintf(g.help, "\n%s (%s) options, as --option key=value:\n%s", d.Title, d.Name, d.Help())
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
