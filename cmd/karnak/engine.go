package main

import (
	"io"

	"karnak/protocol"
)

// runEngine speaks the engine protocol (docs/engine-protocol.md) on in/out.
func runEngine(args []string, in io.Reader, out io.Writer) error {
	c := newCommandFlags("engine", "[flags]",
		"Speaks the engine protocol: a JSON request a line on standard input, a JSON answer a line on\nstandard output (docs/engine-protocol.md).", out)
	c.optionsIn = `in a "new" request's "options"`
	seed := c.fs.Uint64("seed", 1, "seed for games and bots that are not given one")
	if err := c.parse(args); err != nil {
		return err
	}
	return protocol.Serve(in, out, *seed)
}
