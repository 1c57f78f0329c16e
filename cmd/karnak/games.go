package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"karnak/engine"
)

// runGames is `karnak games`: every registered game's descriptor, as text
// or as JSON.
func runGames(args []string, out io.Writer) error {
	c := newCommandFlags("games", "[flags]", "Lists every game: its players, options and properties.", out)
	asJSON := c.fs.Bool("json", false, "print the descriptors as one JSON array")
	if err := c.parse(args); err != nil {
		return err
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
