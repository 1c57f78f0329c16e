package bots

import (
	"math"
	"math/rand/v2"
	"sort"

	"karnak/engine"
)

// Heuristic plays greedily by the game's own evaluation (engine.Evaluator):
// each legal move is tried on a determinized copy, the seat's following
// decisions of the same turn are finished greedily one step at a time, and
// the position is judged by the seat's estimated final score minus the best
// opponent's. Games without an evaluator are judged by one random playout.
type Heuristic struct {
	// Noise adds a uniform random amount in ±Noise points to each move's
	// value: 0 always plays the best move, a few points make a beatable
	// opponent.
	Noise float64
	// FollowSteps bounds how many of the seat's own later decisions are
	// finished greedily before judging a move.
	FollowSteps int
	// Scale is the game's point scale: it turns margins into chances.
	Scale engine.Scale

	r     *rand.Rand
	moves []engine.Move
	g     greedy
}

// followSteps is how many of its own next decisions a seat finishes
// greedily before a move is judged, in the Heuristic and, by default, in
// ISMCTS's playouts under policy=heuristic.
const followSteps = 8

// NewHeuristic is a greedy bot with its own seeded generator.
func NewHeuristic(seed uint64) *Heuristic {
	return &Heuristic{r: newRand(seed), FollowSteps: followSteps, Scale: engine.Scale{}.OrDefault()}
}

func (h *Heuristic) Name() string { return "heuristic" }

func (h *Heuristic) Choose(s engine.State, seat int) engine.Move {
	moves := s.Moves(seat)
	if len(moves) == 1 {
		return moves[0]
	}
	a := h.Analyze(s, seat)
	return a.Moves[0].Move
}

// Analyze values every legal move of seat, best first.
func (h *Heuristic) Analyze(s engine.State, seat int) Analysis {
	d := s.Determinize(seat, h.r)
	h.moves = d.AppendMoves(h.moves[:0], seat)
	h.r.Shuffle(len(h.moves), func(i, j int) { h.moves[i], h.moves[j] = h.moves[j], h.moves[i] })
	out := make([]Scored, 0, len(h.moves))
	for _, m := range h.moves {
		v, ok := h.g.value(d, seat, m, h.FollowSteps, h.r)
		if !ok {
			continue // cannot happen for a listed move; never chosen
		}
		if h.Noise > 0 {
			v += (h.r.Float64()*2 - 1) * h.Noise
		}
		out = append(out, Scored{Move: m, Text: s.MoveText(m), WinChance: v})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].WinChance > out[j].WinChance })
	for i := range out {
		out[i].WinChance = marginToChance(out[i].WinChance, h.Scale)
	}
	return Analysis{Moves: out}
}

// greedy is the heuristic's valuation of a move, with its buffers: the
// Heuristic values every move of a decision by it, and ISMCTS's playouts
// under policy=heuristic pick their moves by it.
type greedy struct {
	inner []engine.Move
	est   []float64
	// copied and trial are the copies value and follow play on, written
	// over for every move weighed when the game can (engine.Recloner).
	copied, trial engine.State
}

// cloneInto is a copy of s, written over dst when the game can reuse a
// state.
func cloneInto(dst, s engine.State) engine.State {
	if rc, ok := s.(engine.Recloner); ok {
		return rc.CloneInto(dst)
	}
	return s.Clone()
}

// value is seat's margin (margin) after m is played on a copy of d and the
// seat's own decisions that come straight after are finished greedily, at
// most follow of them; false when d refuses m.
func (g *greedy) value(d engine.State, seat int, m engine.Move, follow int, r *rand.Rand) (float64, bool) {
	g.copied = cloneInto(g.copied, d)
	c := g.copied
	if err := engine.PlayListed(c, seat, m); err != nil {
		return 0, false
	}
	g.follow(c, seat, follow, r)
	return g.margin(c, seat, r), true
}

// best is the move of moves (seat's legal moves in d) of the highest value,
// the first of those level with it counted from moves[start]: what the
// Heuristic without noise would play in d, up to the order of ties.
func (g *greedy) best(d engine.State, seat int, moves []engine.Move, start, follow int, r *rand.Rand) engine.Move {
	best, bestV := moves[start], math.Inf(-1)
	for k := range moves {
		i := start + k
		if i >= len(moves) {
			i -= len(moves)
		}
		if v, ok := g.value(d, seat, moves[i], follow, r); ok && v > bestV {
			best, bestV = moves[i], v
		}
	}
	return best
}

// follow finishes the seat's own decisions that come straight after, each
// by the best one-step value, so that "take this die" is judged by what the
// die then does.
func (g *greedy) follow(c engine.State, seat, steps int, r *rand.Rand) {
	for step := 0; step < steps && !c.Over(); step++ {
		actors := c.Actors()
		if len(actors) != 1 || actors[0] != seat {
			return
		}
		g.inner = c.AppendMoves(g.inner[:0], seat)
		best, bestV := 0, math.Inf(-1)
		if len(g.inner) > 1 {
			for i, m := range g.inner {
				g.trial = cloneInto(g.trial, c)
				t := g.trial
				if engine.PlayListed(t, seat, m) != nil {
					continue
				}
				if v := g.margin(t, seat, r); v > bestV {
					best, bestV = i, v
				}
			}
		}
		if engine.PlayListed(c, seat, g.inner[best]) != nil {
			return
		}
	}
}

// margin is seat's estimated final score minus the best other seat's.
func (g *greedy) margin(s engine.State, seat int, r *rand.Rand) float64 {
	g.est = estimate(g.est, s, r)
	return marginOf(g.est, seat)
}

func marginOf(est []float64, seat int) float64 {
	best := math.Inf(-1)
	for p, v := range est {
		if p != seat && v > best {
			best = v
		}
	}
	if math.IsInf(best, -1) {
		return est[seat]
	}
	return est[seat] - best
}

// estimate is the game's evaluation, or for games without one the final
// scores of a random playout from a copy.
func estimate(dst []float64, s engine.State, r *rand.Rand) []float64 {
	if e, ok := s.(engine.Evaluator); ok {
		return e.Evaluate(dst)
	}
	c := s
	if !s.Over() {
		c = s.Clone()
		if _, err := engine.Playout(c, r, nil); err != nil {
			return append(dst[:0], make([]float64, s.Seats())...)
		}
	}
	dst = dst[:0]
	for _, v := range c.Result().Scores {
		dst = append(dst, float64(v))
	}
	return dst
}

// marginToChance maps a score margin to a rough chance of winning: level is
// a coin flip, a few Turns ahead is nearly won. The scale is a guess used
// only to present heuristic values as chances.
func marginToChance(margin float64, scale engine.Scale) float64 {
	return 1 / (1 + math.Exp(-margin/scale.Turn))
}
