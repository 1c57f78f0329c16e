// Package bots holds the players that are not people. A bot is handed the
// true state (that is what the engine interface carries) but looks at it only
// through State.Determinize for its seat, so what it decides depends on the
// seat's view alone; TestBotsIgnoreHiddenState holds every bot to that.
package bots

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"karnak/engine"
)

// Bot chooses a move for a seat. Choose is called only when seat owes a
// move; a bot is used by one game at a time.
type Bot interface {
	Name() string
	Choose(s engine.State, seat int) engine.Move
}

// Analyzer is a bot that can also explain its choice: the hint a player asks
// for.
type Analyzer interface {
	Bot
	Analyze(s engine.State, seat int) Analysis
}

// Analysis ranks the moves a bot considered, best first.
type Analysis struct {
	Moves []Scored `json:"moves"`
	// Iterations is the number of searched playouts (0 for bots that do
	// not search).
	Iterations int `json:"iterations"`
}

// Scored is one considered move with the bot's estimate of the seat's chance
// to win after it and how much attention it got.
type Scored struct {
	Move      engine.Move `json:"-"`
	Text      string      `json:"move"`
	WinChance float64     `json:"win_chance"`
	Visits    int         `json:"visits"`
}

// Levels are the difficulty names offered to players, each a bot spec.
// "turn" is the game's Scale.Turn in points: the easy bot errs by up to a
// good decision's worth, whatever the game counts in.
var Levels = map[string]string{
	"easy":   "heuristic:noise=turn",
	"medium": "heuristic",
	"hard":   "ismcts:ms=1000",
}

// Level is the bot spec of a difficulty name in a game of that scale: the
// hard level searches with the game's own settings (Scale.Search) where it
// names them. False when name is not a level.
func Level(name string, scale engine.Scale) (string, bool) {
	lvl, ok := Levels[name]
	if ok && name == "hard" && scale.Search != "" {
		lvl = "ismcts:" + scale.Search
	}
	return lvl, ok
}

// Kinds lists the bot specs' first words, for help texts and forms.
func Kinds() []string {
	return []string{"easy", "medium", "hard", "random", "heuristic", "ismcts"}
}

// IsKind reports whether spec names a bot (it may still have bad settings).
func IsKind(spec string) bool {
	kind, _, _ := strings.Cut(spec, ":")
	return slices.Contains(Kinds(), kind)
}

// New makes a bot for a game of the given point scale (its descriptor's)
// from its spec: a kind, then optional settings after a colon, comma
// separated:
//
//	random
//	heuristic[:noise=N|turn]            greedy over the current decision
//	ismcts[:iters=N|ms=N][,iters@S=N][,workers=N][,c=X][,depth=N][,guide=N]
//	      [,policy=heuristic][,follow=N][,halving=K][,reward=rank|margin]
//	                                    iters@S is the budget at tables of
//	                                    S seats, in place of iters;
//	                                    depth defaults to the scale's horizon
//	                                    at the table's number of seats
//	                                    (0: playouts to the end); policy=
//	                                    heuristic plays every playout move
//	                                    as the heuristic would, finishing
//	                                    at most follow (default 8) of the
//	                                    seat's own next decisions greedily;
//	                                    halving=K searches only the root, by
//	                                    sequential halving over the K best
//	                                    moves on shared samples (needs iters);
//	                                    reward=margin judges a finished
//	                                    playout by its score margin as a cut
//	                                    one is judged, not by rank (default:
//	                                    the scale's Rewards at the table's
//	                                    number of seats, else rank)
//	easy | medium | hard                the levels in Levels
//
// Noise is in points, or "turn" for the scale's Turn. Every random choice
// comes from seed.
func New(spec string, seed uint64, scale engine.Scale) (Bot, error) {
	scale = scale.OrDefault()
	if lvl, ok := Level(spec, scale); ok {
		b, err := New(lvl, seed, scale)
		if err != nil {
			return nil, err
		}
		return named{b, spec}, nil
	}
	kind, rest, _ := strings.Cut(spec, ":")
	set, err := parseSettings(rest)
	if err != nil {
		return nil, fmt.Errorf("bot %q: %w", spec, err)
	}
	var b Bot
	switch kind {
	case "random":
		b = NewRandom(seed)
	case "heuristic":
		h := NewHeuristic(seed)
		h.Scale = scale
		if set.vals["noise"] == "turn" {
			set.used["noise"] = true
			h.Noise = scale.Turn
		} else {
			h.Noise = set.float("noise", 0)
		}
		b = h
	case "ismcts":
		m := NewISMCTS(seed)
		m.Iterations = set.int("iters", 0)
		m.Budget = time.Duration(set.int("ms", 0)) * time.Millisecond
		if m.Iterations == 0 && m.Budget == 0 {
			m.Iterations = 2000
		}
		m.IterationsFor = set.bySeats("iters")
		m.Workers = set.int("workers", m.Workers)
		if m.Workers > maxWorkers {
			set.bad = fmt.Errorf("workers=%d: at most %d", m.Workers, maxWorkers)
		}
		m.C = set.float("c", m.C)
		m.Depth = set.int("depth", scale.Horizon)
		if _, asked := set.vals["depth"]; !asked {
			m.Depths = maps.Clone(scale.Horizons) // the bot's own: the game's stays as it is
		}
		m.Guide = set.int("guide", m.Guide)
		switch p := set.str("policy", ""); p {
		case "", "random":
			m.Policy = ""
		case PolicyHeuristic:
			m.Policy = p
		default:
			set.bad = fmt.Errorf("policy=%q: want random or %s", p, PolicyHeuristic)
		}
		m.Follow = set.int("follow", followSteps)
		if _, ok := set.vals["follow"]; ok && m.Policy == "" {
			set.bad = fmt.Errorf("follow: only with policy=%s", PolicyHeuristic)
		}
		switch r := set.str("reward", ""); r {
		case "":
			m.Rewards = maps.Clone(scale.Rewards)
		case RewardRank, RewardMargin:
			m.Reward = r
		default:
			set.bad = fmt.Errorf("reward=%q: want %s or %s", r, RewardRank, RewardMargin)
		}
		m.Halving = set.int("halving", 0)
		if m.Halving > 0 && m.Iterations == 0 {
			set.bad = fmt.Errorf("halving: needs iters, a budget in playouts")
		}
		m.Scale = scale
		b = m
	default:
		return nil, fmt.Errorf("unknown bot %q (known: %s)", kind, strings.Join(Kinds(), ", "))
	}
	if err := set.unused(); err != nil {
		return nil, fmt.Errorf("bot %q: %w", spec, err)
	}
	if set.bad != nil {
		return nil, fmt.Errorf("bot %q: %w", spec, set.bad)
	}
	return b, nil
}

// Check tells whether spec makes a bot, and why not.
func Check(spec string) error {
	_, err := New(spec, 0, engine.Scale{})
	return err
}

// Searcher is a bot that searches for as long as its budget allows, on
// several threads, rather than answering in well under a millisecond: a
// server sharing its cores between bots and people counts them.
type Searcher interface {
	Bot
	Threads() int
	CapThreads(n int)
}

func unnamed(b Bot) Bot {
	if n, ok := b.(named); ok {
		return n.Bot
	}
	return b
}

// Searches reports whether b is a Searcher.
func Searches(b Bot) bool {
	_, ok := unnamed(b).(Searcher)
	return ok
}

// Threads is the number of cores b keeps busy while it thinks.
func Threads(b Bot) int {
	if s, ok := unnamed(b).(Searcher); ok {
		return s.Threads()
	}
	return 1
}

// CapThreads makes b think on at most n cores (at least one).
func CapThreads(b Bot, n int) {
	if s, ok := unnamed(b).(Searcher); ok {
		s.CapThreads(n)
	}
}

// maxWorkers bounds the parallel search trees a spec may ask for.
const maxWorkers = 64

// named gives a level's bot the level's name.
type named struct {
	Bot
	name string
}

func (n named) Name() string { return n.name }

func (n named) Analyze(s engine.State, seat int) Analysis {
	if a, ok := n.Bot.(Analyzer); ok {
		return a.Analyze(s, seat)
	}
	m := n.Choose(s, seat)
	return Analysis{Moves: []Scored{{Move: m, Text: s.MoveText(m), WinChance: 0.5}}}
}

type settings struct {
	vals map[string]string
	used map[string]bool
	bad  error
}

func parseSettings(s string) (*settings, error) {
	set := &settings{vals: map[string]string{}, used: map[string]bool{}}
	if s == "" {
		return set, nil
	}
	for _, kv := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" || v == "" {
			return nil, fmt.Errorf("setting %q is not key=value", kv)
		}
		if _, dup := set.vals[k]; dup {
			return nil, fmt.Errorf("setting %q given twice", k)
		}
		set.vals[k] = v
	}
	return set, nil
}

func (s *settings) float(key string, def float64) float64 {
	v, ok := s.vals[key]
	if !ok {
		return def
	}
	s.used[key] = true
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || f < 0 || f > 1e6 {
		s.bad = fmt.Errorf("%s=%q: want a number from 0 to 1e6", key, v)
	}
	return f
}

func (s *settings) str(key, def string) string {
	v, ok := s.vals[key]
	if !ok {
		return def
	}
	s.used[key] = true
	return v
}

func (s *settings) int(key string, def int) int {
	v, ok := s.vals[key]
	if !ok {
		return def
	}
	s.used[key] = true
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 || n > 100_000_000 {
		s.bad = fmt.Errorf("%s=%q: want a whole number from 0 to 1e8", key, v)
	}
	return n
}

// bySeats reads the settings key@N (key's value at tables of N seats) as
// a map from N, nil when there are none.
func (s *settings) bySeats(key string) map[int]int {
	var out map[int]int
	for k := range s.vals {
		count, ok := strings.CutPrefix(k, key+"@")
		if !ok {
			continue
		}
		seats, err := strconv.Atoi(count)
		if err != nil || seats < 1 || seats > 64 {
			s.used[k] = true
			s.bad = fmt.Errorf("%s: want %s@N, N a number of seats", k, key)
			continue
		}
		n := s.int(k, 0)
		if n < 1 && s.bad == nil {
			// 0 would be no budget at all: a search without a deadline
			// would never stop.
			s.bad = fmt.Errorf("%s=%d: want at least 1", k, n)
		}
		if out == nil {
			out = map[int]int{}
		}
		out[seats] = n
	}
	return out
}

func (s *settings) unused() error {
	for k := range s.vals {
		if !s.used[k] {
			return fmt.Errorf("unknown setting %q", k)
		}
	}
	return nil
}

// finalScores is a finished game's scores, the automa's (if any) after
// the seats'.
func finalScores(dst []float64, res engine.Result) []float64 {
	dst = dst[:0]
	for _, v := range res.Scores {
		dst = append(dst, float64(v))
	}
	if a := res.Automa; a != nil {
		dst = append(dst, float64(a.Score))
	}
	return dst
}

// marginRewards judges a finished game as a cut playout is judged: each
// seat's final score (scores, finalScores) less the best other's, the
// automa's included, as a chance. The tie-breaks are worth half a point,
// so a seat level on points that the rules place first (ranks) gains over
// one they place behind it.
func marginRewards(dst, scores []float64, ranks []int, scale engine.Scale) []float64 {
	dst = dst[:0]
	for seat, rank := range ranks {
		margin := marginOf(scores, seat)
		if margin == 0 {
			margin = -0.5
			if rank == 1 {
				margin = 0.5
			}
		}
		dst = append(dst, marginToChance(margin, scale))
	}
	return dst
}

// seatRewards turns a finished game into a reward per seat in [0, 1]: 1 for
// the winner, 0 for the last, evenly between. Against an automa (a solo
// game) the reward is the score margin instead, 0.5 for a tie and 0 or 1 at
// a margin of the scale's Decisive: the automa plays its printed rules in
// every playout while the seat's own playout moves are random, so nearly
// every playout is lost and win or loss alone would tell the search nothing.
func seatRewards(dst []float64, s engine.State, scale engine.Scale) []float64 {
	res := s.Result()
	dst = dst[:0]
	if a := res.Automa; a != nil {
		for seat, score := range res.Scores {
			best := a.Score
			for other, sc := range res.Scores {
				if other != seat {
					best = max(best, sc)
				}
			}
			dst = append(dst, min(1, max(0, 0.5+float64(score-best)/(2*scale.Decisive))))
		}
		return dst
	}
	n := res.Places()
	for _, rank := range res.Ranks {
		if n == 1 {
			dst = append(dst, 1)
			continue
		}
		dst = append(dst, float64(n-rank)/float64(n-1))
	}
	return dst
}

// newRand is the generator every bot draws from.
func newRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 0xda3e39cb94b95bdb))
}
