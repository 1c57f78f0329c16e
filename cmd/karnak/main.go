// Command karnak plays the games of Karnak: simulations, replays, terminal
// play and speed measurements.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"

	"karnak/engine"
	_ "karnak/games/all"
)

const usage = `karnak — rules-exact engines for Tekhenu and friends (karnak COMMAND --help for its flags)

usage:
  karnak games [--json]         (each game's players, options and properties)
  karnak sim GAME [--players N] [--games K] [--seed S] [--json] [--record DIR] [--option k=v]...
  karnak replay FILE
  karnak play GAME [--players N] [--seats human,random,...] [--seed S] [--option k=v]...
  karnak arena GAME [--players N] [--bots a,b,...] [--games K] [--seed S] [--json] [--out DIR]
  karnak engine [--seed S]      (JSON line protocol on stdin/stdout, docs/engine-protocol.md)
  karnak bench GAME [--players N] [--seconds T] [--seed S] [--bot SPEC]
  karnak bench server [--tables N] [--duration D] [--url URL | --data DIR | --db URL] [--json]
  karnak serve [--addr 127.0.0.1:8080] [--data DIR | --db postgres://…] [--bot-delay D]

games: %v
bots: random, heuristic[:noise=N], ismcts[:iters=N|ms=N,workers=N,c=X,depth=N,guide=N], easy, medium, hard
`

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintf(os.Stderr, usage, engine.Games())
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "sim":
		err = runSim(os.Args[2:], os.Stdout, os.Stderr)
	case "replay":
		err = runReplay(os.Args[2:], os.Stdout)
	case "play":
		err = runPlay(os.Args[2:], os.Stdin, os.Stdout)
	case "arena":
		err = runArena(os.Args[2:], os.Stdout, os.Stderr)
	case "engine":
		err = runEngine(os.Args[2:], os.Stdin, os.Stdout)
	case "bench":
		err = runBench(os.Args[2:], os.Stdout)
	case "serve":
		err = runServe(os.Args[2:], os.Stderr)
	case "games":
		err = runGames(os.Args[2:], os.Stdout)
	case "help", "-h", "--help":
		fmt.Printf(usage, engine.Games())
		return
	default:
		fmt.Fprintf(os.Stderr, usage, engine.Games())
		err = fmt.Errorf("unknown command %q", os.Args[1])
	}
	if errors.Is(err, errHelpShown) || errors.Is(err, flag.ErrHelp) {
		return // the command has printed its flags
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "karnak:", err)
		os.Exit(1)
	}
}
