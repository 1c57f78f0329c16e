package main

import (
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
	game    string
	players int
	seed    uint64
	options optionFlags
}

func newGameFlags(name string) *gameFlags {
	g := &gameFlags{fs: flag.NewFlagSet(name, flag.ContinueOnError), options: optionFlags{}}
	g.fs.SetOutput(io.Discard)
	g.fs.IntVar(&g.players, "players", 0, "number of players")
	g.fs.Uint64Var(&g.seed, "seed", 1, "seed of the first game")
	g.fs.Var(g.options, "option", "game option key=value (repeatable)")
	return g
}

func (g *gameFlags) parse(args []string) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return fmt.Errorf("name the game first (one of %v)", engine.Games())
	}
	g.game = args[0]
	if _, err := engine.Lookup(g.game); err != nil {
		return err
	}
	if err := g.fs.Parse(args[1:]); err != nil {
		return err
	}
	if g.fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", g.fs.Arg(0))
	}
	return nil
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
