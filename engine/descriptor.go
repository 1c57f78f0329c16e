package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Descriptor is what a game tells everything around its rules: the lobby,
// the commands, the arena, the server and the bots read it instead of
// knowing any game. Every game provides one (Game.Descriptor).
type Descriptor struct {
	// Name is the registry key ("tekhenu"); Title what people read.
	Name  string `json:"name"`
	Title string `json:"title"`
	// Players is the range of seats at a table and the usual count.
	Players PlayerRange `json:"players"`
	// Automa names the opponent the game runs by itself in a game of one
	// player (Result.Automa), "" when it has none.
	Automa string `json:"automa,omitempty"`
	// Options are the variants New accepts besides "players".
	Options []Option `json:"options"`
	// SharedRanks: the rules may leave players tied after every tie-break
	// (a shared victory); Result.Ranks may then repeat a place.
	SharedRanks bool `json:"shared_ranks"`
	// Simultaneous: several seats may owe decisions at once, made in
	// secret and revealed together (SecretMoves tells when).
	Simultaneous bool `json:"simultaneous"`
	// Hidden: some information is hidden from some seats (View differs by
	// seat, Determinize resamples it).
	Hidden bool `json:"hidden"`
	// Scale is the game's point scale, for bots' noise and margins.
	Scale Scale `json:"scale"`
	// RulesVersion counts the rules fixes that may change what is legal:
	// a stored game records the version it was played under.
	RulesVersion int `json:"rules_version"`
}

// PlayerRange is the number of seats a game takes.
type PlayerRange struct {
	Min     int `json:"min"`
	Max     int `json:"max"`
	Default int `json:"default"`
}

// Option is one variant of a game.
type Option struct {
	Key     string   `json:"key"`
	Values  []string `json:"values"`
	Default string   `json:"default"`
	Help    string   `json:"help"`
	// Players limits the option to these player counts (empty: any); the
	// solo settings of an automa are options for 1 player.
	Players []int `json:"players,omitempty"`
}

// Scale is what a point is worth in a game.
type Scale struct {
	// Turn is about what one good decision gains over an ordinary one: a
	// bot that errs by this much now and then plays a beatable game, and a
	// lead of a few Turns is nearly a won game.
	Turn float64 `json:"turn"`
	// Decisive is a final margin that leaves no doubt: a search against an
	// automa maps margins of ±Decisive to a reward of 1 or 0.
	Decisive float64 `json:"decisive"`
	// Horizon, when set, is how many moves a search's random playout
	// looks ahead before the game's Evaluator judges the position, for a
	// game whose random endings say little about a position (a random
	// Amun-Re game scores a few VP a seat). 0: playouts play to the end.
	Horizon int `json:"horizon,omitempty"`
	// Horizons, where set, is the horizon at these numbers of seats in
	// place of Horizon, where a count was measured to search better with
	// its own (a move is a smaller share of a round at a larger table).
	Horizons map[int]int `json:"horizons,omitempty"`
	// Rewards, where set, is how a search judges a playout that reaches
	// the end at these numbers of seats ("margin": by the score margin,
	// as a cut one; else by rank), where a count was measured to play
	// better for it (bots.RewardMargin).
	Rewards map[int]string `json:"rewards,omitempty"`
	// Search, when set, is the settings of the search behind the hard
	// level and the hints (bots.Level), for a game where the default
	// search is not the strongest measured: the text after "ismcts:".
	Search string `json:"search,omitempty"`
}

// OrDefault is the scale with a point for a Turn and 100 for Decisive
// where they are not set.
func (s Scale) OrDefault() Scale {
	if s.Turn <= 0 {
		s.Turn = 1
	}
	if s.Decisive <= 0 {
		s.Decisive = 100
	}
	return s
}

// AppliesTo reports whether the option exists at a table of players.
func (o Option) AppliesTo(players int) bool {
	return len(o.Players) == 0 || slices.Contains(o.Players, players)
}

// Option looks an option up by key.
func (d Descriptor) Option(key string) (Option, bool) {
	for _, o := range d.Options {
		if o.Key == key {
			return o, true
		}
	}
	return Option{}, false
}

// PlayerCount is the players opts ask for, the game's default when absent.
func (d Descriptor) PlayerCount(opts Options) (int, error) {
	n, err := opts.Int("players", d.Players.Default)
	if err != nil {
		return 0, err
	}
	if n < d.Players.Min || n > d.Players.Max {
		return 0, fmt.Errorf("%s: players=%d: the game is for %s", d.Name, n, d.Players)
	}
	return n, nil
}

func (r PlayerRange) String() string {
	if r.Min == r.Max {
		return fmt.Sprintf("%d players", r.Min)
	}
	return fmt.Sprintf("%d to %d players", r.Min, r.Max)
}

// Validate refuses options the game does not know, values it does not
// allow (naming the allowed ones) and options for another player count.
func (d Descriptor) Validate(opts Options) error {
	players, err := d.PlayerCount(opts)
	if err != nil {
		return err
	}
	for _, k := range opts.Keys() {
		if k == "players" {
			continue
		}
		o, ok := d.Option(k)
		if !ok {
			known := []string{"players"}
			for _, o := range d.Options {
				known = append(known, o.Key)
			}
			return fmt.Errorf("%s: unknown option %q (options: %s)", d.Name, k, strings.Join(known, ", "))
		}
		if !slices.Contains(o.Values, opts[k]) {
			return fmt.Errorf("%s: option %s=%q: allowed values are %s", d.Name, k, opts[k], strings.Join(o.Values, ", "))
		}
		if !o.AppliesTo(players) {
			return fmt.Errorf("%s: option %s is for %s, not %d", d.Name, k, playerCounts(o.Players), players)
		}
	}
	return nil
}

func playerCounts(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(n)
	}
	word := "players"
	if len(ns) == 1 && ns[0] == 1 {
		word = "player"
	}
	return strings.Join(parts, " or ") + " " + word
}

// Help is the options as lines for a terminal: key=values, the default
// and what it does.
func (d Descriptor) Help() string {
	var b strings.Builder
	fmt.Fprintf(&b, "  players=%d..%d   number of seats (default %d)", d.Players.Min, d.Players.Max, d.Players.Default)
	if d.Automa != "" && d.Players.Min == 1 {
		fmt.Fprintf(&b, "; 1 plays against %s", d.Automa)
	}
	b.WriteString("\n")
	for _, o := range d.Options {
		fmt.Fprintf(&b, "  %s=%s   %s (default %s", o.Key, strings.Join(o.Values, "|"), o.Help, o.Default)
		if len(o.Players) > 0 {
			fmt.Fprintf(&b, "; for %s", playerCounts(o.Players))
		}
		b.WriteString(")\n")
	}
	return b.String()
}

// Descriptors lists every registered game's descriptor, by name.
func Descriptors() []Descriptor {
	var out []Descriptor
	for _, name := range Games() {
		g, _ := Lookup(name)
		out = append(out, g.Descriptor())
	}
	return out
}
