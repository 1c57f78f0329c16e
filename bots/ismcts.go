package bots

import (
	"math"
	"math/rand/v2"
	"runtime"
	"sort"
	"sync"
	"time"

	"karnak/engine"
)

// ISMCTS is single-observer Information-Set Monte Carlo Tree Search: every
// iteration determinizes the root for the bot's seat (the hidden parts
// resampled consistently with its view), walks one shared tree of moves
// with UCB counted over the moves available in that determinization, adds
// one node, plays out and backs up a reward per seat. It knows nothing of
// any game beyond engine.State, and uses the game's Evaluator when a
// playout is cut short or guided.
//
// Each worker grows its own tree (root parallelism) with its own generator
// seeded from the bot's, and the roots are merged at the end, so a search
// budgeted in iterations chooses the same move for the same seed.
type ISMCTS struct {
	// Iterations is the budget in playouts over all workers; Budget in
	// wall time. When both are set the search stops at the first reached.
	Iterations int
	Budget     time.Duration
	// Workers is the number of parallel trees (default: every core).
	Workers int
	// C is the exploration constant of UCB for rewards in [0, 1].
	C float64
	// Depth cuts playouts after that many moves and judges the position by
	// the game's evaluation; 0 plays to the end.
	Depth int
	// Guide picks each playout move as the best of Guide random legal moves
	// by the evaluation; 0 or 1 plays uniformly.
	Guide int
	// Scale is the game's point scale, for rewards from margins.
	Scale engine.Scale

	r     *rand.Rand
	trees []*tree
	// LastIterations is how many playouts the last search ran.
	LastIterations int
}

// NewISMCTS is a search bot with the default settings.
func NewISMCTS(seed uint64) *ISMCTS {
	return &ISMCTS{r: newRand(seed), Workers: runtime.GOMAXPROCS(0), C: 0.7, Scale: engine.Scale{}.OrDefault()}
}

func (b *ISMCTS) Name() string { return "ismcts" }

// Threads is the number of trees searched at once.
func (b *ISMCTS) Threads() int { return max(1, b.Workers) }

// CapThreads searches at most n trees at once (at least one).
func (b *ISMCTS) CapThreads(n int) { b.Workers = max(1, min(b.Workers, n)) }

func (b *ISMCTS) Choose(s engine.State, seat int) engine.Move {
	moves := s.Moves(seat)
	if len(moves) == 1 {
		return moves[0]
	}
	return b.Analyze(s, seat).Moves[0].Move
}

// Analyze searches and ranks seat's moves by visits, best first; WinChance
// is the mean reward of the move, the chance to win in a 2-player game.
func (b *ISMCTS) Analyze(s engine.State, seat int) Analysis {
	workers := max(1, b.Workers)
	for len(b.trees) < workers {
		b.trees = append(b.trees, &tree{})
	}
	var deadline time.Time
	if b.Budget > 0 {
		deadline = time.Now().Add(b.Budget)
	}
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		t := b.trees[w]
		t.reset(b.r.Uint64(), b)
		quota := 0
		if b.Iterations > 0 {
			quota = b.Iterations / workers
			if w < b.Iterations%workers {
				quota++
			}
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			t.search(s, seat, quota, deadline)
		}()
	}
	wg.Wait()
	return b.merge(s, seat, workers)
}

func (b *ISMCTS) merge(s engine.State, seat, workers int) Analysis {
	type total struct {
		visits int
		reward float64
	}
	sums := map[engine.Move]*total{}
	var order []engine.Move
	iters := 0
	for _, t := range b.trees[:workers] {
		iters += t.iterations
		for _, ci := range t.nodes[0].children {
			c := &t.nodes[ci]
			if int(c.seat) != seat {
				continue
			}
			x := sums[c.move]
			if x == nil {
				x = &total{}
				sums[c.move] = x
				order = append(order, c.move)
			}
			x.visits += int(c.visits)
			x.reward += c.reward
		}
	}
	b.LastIterations = iters
	a := Analysis{Iterations: iters}
	for _, m := range order {
		x := sums[m]
		chance := 0.5
		if x.visits > 0 {
			chance = x.reward / float64(x.visits)
		}
		a.Moves = append(a.Moves, Scored{Move: m, Text: s.MoveText(m), WinChance: chance, Visits: x.visits})
	}
	if len(a.Moves) == 0 { // no time for even one playout
		for _, m := range s.Moves(seat) {
			a.Moves = append(a.Moves, Scored{Move: m, Text: s.MoveText(m), WinChance: 0.5})
		}
	}
	sort.SliceStable(a.Moves, func(i, j int) bool {
		x, y := a.Moves[i], a.Moves[j]
		if x.Visits != y.Visits {
			return x.Visits > y.Visits
		}
		return x.WinChance > y.WinChance
	})
	return a
}

// node is one move in the tree; reward is summed for the seat that made it.
type node struct {
	move     engine.Move
	seat     int8
	visits   int32
	avail    int32
	reward   float64
	children []int32
}

// tree is one worker's search, with buffers kept between searches.
type tree struct {
	nodes      []node
	r          *rand.Rand
	cfg        *ISMCTS
	iterations int

	path    []int32
	moves   []engine.Move
	untried []engine.Move
	rewards []float64
	est     []float64
}

func (t *tree) reset(seed uint64, cfg *ISMCTS) {
	t.nodes = t.nodes[:0]
	t.nodes = append(t.nodes, node{seat: -1})
	t.r = newRand(seed)
	t.cfg = cfg
	t.iterations = 0
}

func (t *tree) search(root engine.State, seat, quota int, deadline time.Time) {
	for {
		if quota > 0 && t.iterations >= quota {
			return
		}
		if !deadline.IsZero() && t.iterations%16 == 0 && time.Now().After(deadline) {
			return
		}
		t.iterate(root, seat)
		t.iterations++
	}
}

func (t *tree) iterate(root engine.State, seat int) {
	s := root.Determinize(seat, t.r)
	cur := int32(0)
	t.path = append(t.path[:0], 0)
	for !s.Over() {
		actor := seat
		if cur != 0 {
			actors := s.Actors()
			actor = actors[0]
			if len(actors) > 1 {
				actor = actors[t.r.IntN(len(actors))]
			}
		}
		t.moves = s.AppendMoves(t.moves[:0], actor)
		next, m, expand := t.selectChild(cur, actor)
		if expand {
			next = int32(len(t.nodes))
			t.nodes = append(t.nodes, node{move: m, seat: int8(actor), avail: 1})
			t.nodes[cur].children = append(t.nodes[cur].children, next)
		}
		if engine.PlayListed(s, actor, m) != nil {
			return // a listed move refused: an engine defect, not ours to hide
		}
		t.path = append(t.path, next)
		cur = next
		if expand {
			break
		}
	}
	t.rewards = t.playout(s)
	for _, ni := range t.path[1:] {
		n := &t.nodes[ni]
		n.visits++
		n.reward += t.rewards[n.seat]
	}
}

// selectChild marks the children available now, and returns an untried
// legal move to expand if there is one, else the child with the best UCB.
func (t *tree) selectChild(cur int32, actor int) (int32, engine.Move, bool) {
	children := t.nodes[cur].children
	t.untried = t.untried[:0]
	best, bestScore := int32(-1), math.Inf(-1)
	j := 0
	for _, m := range t.moves {
		// Children are mostly in move order, so the search starts where the
		// last one ended.
		found := int32(-1)
		for k := 0; k < len(children); k++ {
			ci := children[(j+k)%len(children)]
			c := &t.nodes[ci]
			if c.move == m && int(c.seat) == actor {
				found = ci
				j = (j + k + 1) % len(children)
				break
			}
		}
		if found < 0 {
			t.untried = append(t.untried, m)
			continue
		}
		c := &t.nodes[found]
		c.avail++
		if len(t.untried) > 0 {
			continue
		}
		v := float64(c.visits)
		score := c.reward/v + t.cfg.C*math.Sqrt(math.Log(float64(c.avail))/v)
		if score > bestScore {
			best, bestScore = found, score
		}
	}
	if len(t.untried) > 0 {
		return -1, t.untried[t.r.IntN(len(t.untried))], true
	}
	return best, t.nodes[best].move, false
}

// playout finishes the game (or plays Depth moves and judges) and returns a
// reward per seat.
func (t *tree) playout(s engine.State) []float64 {
	cfg := t.cfg
	for steps := 0; !s.Over(); steps++ {
		if cfg.Depth > 0 && steps >= cfg.Depth {
			return t.judge(s)
		}
		actors := s.Actors()
		actor := actors[0]
		if len(actors) > 1 {
			actor = actors[t.r.IntN(len(actors))]
		}
		t.moves = s.AppendMoves(t.moves[:0], actor)
		m := t.moves[t.r.IntN(len(t.moves))]
		if cfg.Guide > 1 && len(t.moves) > 1 {
			m = t.guided(s, actor)
		}
		if engine.PlayListed(s, actor, m) != nil {
			break
		}
	}
	if !s.Over() {
		return t.judge(s)
	}
	return seatRewards(t.rewards, s, t.cfg.Scale)
}

// guided: the best of Guide random legal moves for actor by the evaluation.
func (t *tree) guided(s engine.State, actor int) engine.Move {
	best, bestV := t.moves[0], math.Inf(-1)
	for k := 0; k < t.cfg.Guide; k++ {
		m := t.moves[t.r.IntN(len(t.moves))]
		c := s.Clone()
		if engine.PlayListed(c, actor, m) != nil {
			continue
		}
		t.est = estimate(t.est, c, t.r)
		if v := marginOf(t.est, actor); v > bestV {
			best, bestV = m, v
		}
	}
	return best
}

// judge turns the evaluation into rewards: each seat's margin over its best
// rival mapped to a chance of winning.
func (t *tree) judge(s engine.State) []float64 {
	t.est = estimate(t.est, s, t.r)
	t.rewards = t.rewards[:0]
	for p := range t.est {
		t.rewards = append(t.rewards, marginToChance(marginOf(t.est, p), t.cfg.Scale))
	}
	return t.rewards
}
