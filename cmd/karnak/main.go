// Command karnak plays the games of Karnak: simulations, replays, terminal
// play and speed measurements.
package main

import (
	"errors"
	"fmt"
	"io"
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
  karnak bench cluster --db postgres://… [--nodes N] [--tables N] [--duration D] [--kill-node K] [--compare] [--json]
  karnak serve [--addr 127.0.0.1:8080] [--data DIR | --db postgres://…] [--bot-delay D] [--bots=false]
  karnak worker --db postgres://…  (plays the bots of web nodes started with --bots=false)

games: %v
bots: random, heuristic[:noise=N], ismcts[:iters=N|ms=N,iters@S=N,workers=N,c=X,depth=N,guide=N,…], easy, medium, hard
`

func main() {
	if isServerCommand(os.Args[1:]) {
		applyServerMemoryPolicy()
	}
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the command args; it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) < 1 {
		fmt.Fprintf(stderr, usage, engine.Games())
		return 2
	}
	var err error
	switch args[0] {
	case "sim":
		err = runSim(args[1:], stdout, stderr)
	case "replay":
		err = runReplay(args[1:], stdout)
	case "play":
		err = runPlay(args[1:], stdin, stdout)
	case "arena":
		err = runArena(args[1:], stdout, stderr)
	case "engine":
		err = runEngine(args[1:], stdin, stdout)
	case "bench":
		err = runBench(args[1:], stdout, stderr)
	case "serve":
		err = runServe(args[1:], stdout, stderr)
	case "worker":
		err = runWorker(args[1:], stdout, stderr)
	case "games":
		err = runGames(args[1:], stdout)
	case "help", "-h", "-help", "--help":
		fmt.Fprintf(stdout, usage, engine.Games())
		return 0
	default:
		fmt.Fprintf(stderr, usage, engine.Games())
		err = fmt.Errorf("unknown command %q", args[0])
	}
	if errors.Is(err, errHelpShown) {
		return 0 // the command has printed its usage
	}
	if err != nil {
		fmt.Fprintln(stderr, "karnak:", err)
		return 1
	}
	return 0
}
