package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"karnak/engine"
)

// runGames is `karnak games`: every registered game's descriptor, as text
// or as JSON.
func runGames(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("games", flag.ContinueOnError)
	fs.SetOutput(out)
	asJSON := fs.Bool("json", false, "print the descriptors as one JSON array")
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return errHelpShown
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("games: unexpected argument %q", fs.Arg(0))
	}
	ds := engine.Descriptors()
	if *asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(ds)
	}
	for i, d := range ds {
		if i > 0 {
			fmt.Fprintln(out)
		}
		var traits []string
		if d.Automa != "" {
			traits = append(traits, "solo against "+d.Automa)
		}
		if d.Simultaneous {
			traits = append(traits, "simultaneous secret decisions")
		}
		if d.Hidden {
			traits = append(traits, "hidden information")
		}
		if d.SharedRanks {
			traits = append(traits, "shared places possible")
		}
		fmt.Fprintf(out, "%s — %s, %s (rules version %d)\n", d.Name, d.Title, d.Players, d.RulesVersion)
		if len(traits) > 0 {
			fmt.Fprintf(out, "  %s\n", strings.Join(traits, "; "))
		}
		fmt.Fprint(out, d.Help())
	}
	return nil
}
