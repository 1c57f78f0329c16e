package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"karnak/protocol"
)

// runEngine speaks the engine protocol (docs/engine-protocol.md) on in/out.
func runEngine(args []string, in io.Reader, out io.Writer) error {
	fs := flag.NewFlagSet("engine", flag.ContinueOnError)
	fs.SetOutput(os.Stderr) // out carries the protocol
	fs.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: karnak engine [--seed S]   (JSON lines on stdin and stdout, docs/engine-protocol.md)")
		fs.PrintDefaults()
	}
	seed := fs.Uint64("seed", 1, "seed for games and bots that are not given one")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	return protocol.Serve(in, out, *seed)
}
