package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	netpprof "net/http/pprof"
	"os"
	"runtime/pprof"
	"strings"

	"karnak/engine"
)

// errHelpShown ends a command whose help was asked for and printed; main
// exits 0 on it.
var errHelpShown = errors.New("help shown")

// commandFlags are the flags of one karnak command. Every command makes
// its flag set here, so that --help reads alike everywhere: on the
// command's standard output, the usage line, every flag with its default
// and help and, for a command that starts games, the games' options.
type commandFlags struct {
	fs       *flag.FlagSet
	synopsis string    // what follows "karnak NAME" on the usage line
	about    string    // what the command does, in a sentence or two
	help     io.Writer // where --help prints
	// optionsIn says how the command is given game options ("as --option
	// key=value"); empty when it takes none and --help lists none.
	optionsIn string
}

func newCommandFlags(name, synopsis, about string, help io.Writer) *commandFlags {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	// The flag package would print errors and usage to this output, and
	// its own way; errors are returned instead and --help is printed by
	// parse.
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return &commandFlags{fs: fs, synopsis: synopsis, about: about, help: help}
}

// parse reads a command that takes flags only.
func (c *commandFlags) parse(args []string) error {
	if err := c.parseFlags(args); err != nil {
		return err
	}
	if c.fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q (karnak %s --help lists the flags)", c.fs.Arg(0), c.fs.Name())
	}
	return nil
}

// parseFlags reads the flags; on -h, -help or --help it prints the usage
// with the options of the games ds (all of them when none is named).
func (c *commandFlags) parseFlags(args []string, ds ...engine.Descriptor) error {
	err := c.fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		if len(ds) == 0 {
			ds = engine.Descriptors()
		}
		c.usage(ds)
		return errHelpShown
	}
	if err != nil {
		return fmt.Errorf("%w (karnak %s --help lists the flags)", err, c.fs.Name())
	}
	return nil
}

func (c *commandFlags) usage(ds []engine.Descriptor) {
	fmt.Fprintf(c.help, "usage: karnak %s %s\n\n%s\n", c.fs.Name(), c.synopsis, c.about)
	var flags strings.Builder
	c.fs.SetOutput(&flags)
	c.fs.PrintDefaults()
	c.fs.SetOutput(io.Discard)
	if flags.Len() > 0 {
		fmt.Fprintf(c.help, "\nflags:\n%s", flags.String())
	}
	if c.optionsIn == "" {
		return
	}
	for _, d := range ds {
		fmt.Fprintf(c.help, "\n%s (%s) options, %s:\n%s", d.Title, d.Name, c.optionsIn, d.Help())
	}
}

// startCPUProfile starts writing a CPU profile to path (nothing when path
// is empty); the returned stop ends it and closes the file.
func startCPUProfile(path string) (stop func(), err error) {
	if path == "" {
		return func() {}, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}

// operatorHandler is what the metrics address serves: Prometheus's
// /metrics, and with profiling Go's profiles under /debug/pprof/ (a
// CPU profile of a live node is how its cost is found; the address is the
// operator's own, never the players').
func operatorHandler(metrics http.Handler, profiling bool) http.Handler {
	if !profiling {
		return metrics
	}
	mux := http.NewServeMux()
	mux.Handle("/metrics", metrics)
	mux.HandleFunc("/debug/pprof/", netpprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", netpprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", netpprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", netpprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", netpprof.Trace)
	return mux
}
