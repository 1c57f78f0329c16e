package bots

import (
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
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
//
// Where several seats owe a decision at once (a simultaneous secret
// decision), the node is decoupled (simultaneous-move MCTS, Lanctot et
// al. 2013, as in OpenSpiel): each of those seats draws its move from its
// own regret-matching strategy, blind to the others' picks, and the joint
// move leads to the child. Putting them in sequence in the tree would let
// the later one choose knowing the earlier one's secret; choosing each by a
// deterministic UCB would make them fall into step, each always answering
// the other the same way. At such a root the bot plays the mixed strategy
// of its visit counts, which cannot be exploited the way always playing the
// most visited move can.
type ISMCTS struct {
	// Iterations is the budget in playouts over all workers; Budget in
	// wall time. When both are set the search stops at the first reached.
	Iterations int
	Budget     time.Duration
	// IterationsFor, where set, is Iterations at tables of these numbers
	// of seats (iters@N in a spec).
	IterationsFor map[int]int
	// Workers is the number of parallel trees (default: every core).
	Workers int
	// C is the exploration constant of UCB for rewards in [0, 1].
	C float64
	// Depth cuts playouts after that many moves and judges the position by
	// the game's evaluation; 0 plays to the end.
	Depth int
	// Depths, where set, is the Depth at tables of these numbers of seats
	// (the game's Scale.Horizons when no depth was asked for).
	Depths map[int]int
	// Reward is how a playout that reaches the end is judged: RewardRank
	// (the default) by the seats' places, RewardMargin by the score
	// margin, as a playout cut short is judged.
	Reward string
	// Rewards, where set, is the Reward at tables of these numbers of
	// seats (the game's Scale.Rewards when no reward was asked for).
	Rewards map[int]string
	// Guide picks each playout move as the best of Guide random legal moves
	// by the evaluation; 0 or 1 plays uniformly.
	Guide int
	// Policy is how playout moves are picked: "" at random (or by Guide),
	// PolicyHeuristic as the Heuristic would pick them.
	Policy string
	// Follow is, under PolicyHeuristic, how many of its own following
	// decisions a seat finishes greedily before judging a playout move
	// (the Heuristic's FollowSteps).
	Follow int
	// Halving, when above 0, searches the root alone by sequential
	// halving over that many of the seat's best moves by the heuristic's
	// valuation (halve), within Iterations, and plays the last one left.
	Halving int
	// Scale is the game's point scale, for rewards from margins.
	Scale engine.Scale

	r     *rand.Rand
	trees []*tree
	// LastIterations is how many playouts the last search ran.
	LastIterations int
}

// The rewards of a finished playout. By rank, second of five is worth
// 0.75 and first 1, so a search settles for a safe second place; by
// margin, the finished game is judged on the scale a cut playout is, and
// only a lead counts much.
const (
	RewardRank   = "rank"
	RewardMargin = "margin"
)

// PolicyHeuristic plays every seat's playout moves as the Heuristic
// (without noise) would in the playout's position: each legal move valued
// by the evaluation after the seat's own following decisions are finished
// greedily (at most Follow of them), the best played. At a simultaneous
// decision the seat picks in its own determinization of the position, so
// that it does not see what the others committed in the playout. Against
// the heuristic this models the opponents by their own policy, so the tree
// searches for improvements on it (policy improvement by rollouts); it
// costs a valuation of every legal move at every playout step.
const PolicyHeuristic = "heuristic"

// NewISMCTS is a search bot with the default settings.
func NewISMCTS(seed uint64) *ISMCTS {
	return &ISMCTS{r: newRand(seed), Workers: runtime.GOMAXPROCS(0), C: 0.7, Reward: RewardRank, Scale: engine.Scale{}.OrDefault()}
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
	a := b.Analyze(s, seat)
	if len(s.Actors()) > 1 && b.Halving == 0 {
		return mixed(a, b.r)
	}
	return a.Moves[0].Move
}

// mixed draws a move with the chance of its share of the visits.
func mixed(a Analysis, r *rand.Rand) engine.Move {
	total := 0
	for _, m := range a.Moves {
		total += m.Visits
	}
	if total == 0 {
		return a.Moves[r.IntN(len(a.Moves))].Move
	}
	x := r.IntN(total)
	for _, m := range a.Moves {
		if x -= m.Visits; x < 0 {
			return m.Move
		}
	}
	return a.Moves[0].Move
}

// Analyze searches and ranks seat's moves by visits, best first; WinChance
// is the mean reward of the move, the chance to win in a 2-player game.
func (b *ISMCTS) Analyze(s engine.State, seat int) Analysis {
	if b.Halving > 0 {
		return b.halve(s, seat)
	}
	workers := max(1, b.Workers)
	for len(b.trees) < workers {
		b.trees = append(b.trees, &tree{})
	}
	var deadline time.Time
	if b.Budget > 0 {
		deadline = time.Now().Add(b.Budget)
	}
	var wg sync.WaitGroup
	iterations := b.IterationsAt(s.Seats())
	for w := 0; w < workers; w++ {
		t := b.trees[w]
		t.reset(b.r.Uint64(), b)
		quota := 0
		if iterations > 0 {
			quota = iterations / workers
			if w < iterations%workers {
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
	add := func(m engine.Move, visits int32, reward float64) {
		x := sums[m]
		if x == nil {
			x = &total{}
			sums[m] = x
			order = append(order, m)
		}
		x.visits += int(visits)
		x.reward += reward
	}
	for _, t := range b.trees[:workers] {
		iters += t.iterations
		if d := t.nodes[0].dec; d != nil {
			for i, a := range d.actors {
				if int(a) != seat {
					continue
				}
				for _, arm := range d.arms[i] {
					add(arm.move, arm.visits, arm.reward)
				}
			}
			continue
		}
		// In the order the children were made, as ever: they are kept in
		// move order (selectChild), and node numbers give that order back.
		t.order = append(t.order[:0], t.nodes[0].children...)
		slices.Sort(t.order)
		for _, ci := range t.order {
			if c := &t.nodes[ci]; int(c.seat) == seat {
				add(c.move, c.visits, c.reward)
			}
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
// A node whose position has several seats to decide at once is decoupled
// (dec): its children are the joint moves, each keyed by joint, and seat
// is -1.
type node struct {
	move     engine.Move
	seat     int8
	visits   int32
	avail    int32
	reward   float64
	children []int32
	dec      *decoupled
	joint    []engine.Move
}

// decoupled holds, for each seat deciding at a simultaneous node, the
// statistics of its own moves.
type decoupled struct {
	actors []int8
	arms   [][]arm
}

type arm struct {
	move   engine.Move
	visits int32
	avail  int32
	reward float64
	regret float64
}

// pick is one seat's part of a joint move, for the backup: the arm drawn,
// the chance it had, and the arms it was drawn from (t.availArms[from:to]).
type pick struct {
	dec      *decoupled
	actor    int // index in dec.actors
	arm      int32
	chance   float64
	from, to int32
}

// tree is one worker's search, with buffers kept between searches.
type tree struct {
	nodes      []node
	r          *rand.Rand
	cfg        *ISMCTS
	iterations int

	path      []int32
	actors    []int
	picks     []pick
	availArms []int32
	joint     []engine.Move
	// moves is the current decision's list: buf, or the state's own
	// (engine.MoveViewer), never appended to.
	moves   []engine.Move
	buf     []engine.Move
	viewer  engine.MoveViewer
	det     engine.State // the last determinization, overwritten by the next
	untried []engine.Move
	// untriedAt is where each untried move's child would go among the
	// node's children.
	untriedAt []int32
	order     []int32
	rewards   []float64
	est       []float64
	// For PolicyHeuristic: the valuation's buffers, a seat's own
	// determinization at a simultaneous decision and its moves there.
	greedy greedy
	pdet   engine.State
	pmoves []engine.Move
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
	t.det = determinizeInto(t.det, root, seat, t.r)
	s := t.det
	t.viewer, _ = s.(engine.MoveViewer)
	cur := int32(0)
	t.path = append(t.path[:0], 0)
	t.picks = t.picks[:0]
	t.availArms = t.availArms[:0]
	for !s.Over() {
		if actors := s.Actors(); len(actors) > 1 {
			// Actors is the state's buffer, which playing may reuse.
			t.actors = append(t.actors[:0], actors...)
			next, expand, ok := t.simultaneous(cur, s, t.actors)
			if !ok {
				return // a listed move refused: an engine defect, not ours to hide
			}
			t.path = append(t.path, next)
			cur = next
			if expand {
				break
			}
			continue
		}
		actor := s.Actors()[0]
		if cur == 0 {
			actor = seat
		}
		t.moves = t.list(s, actor)
		next, m, at, expand := t.selectChild(cur, actor)
		if expand {
			next = int32(len(t.nodes))
			t.nodes = append(t.nodes, node{move: m, seat: int8(actor), avail: 1})
			t.nodes[cur].children = slices.Insert(t.nodes[cur].children, at, next)
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
		if n.seat >= 0 {
			n.reward += t.rewards[n.seat]
		}
	}
	for _, p := range t.picks {
		u := t.rewards[p.dec.actors[p.actor]]
		arms := p.dec.arms[p.actor]
		arms[p.arm].visits++
		arms[p.arm].reward += u
		// Outcome-sampling regrets: the drawn move is credited with its
		// reward over its chance, every available move is charged the
		// reward the strategy got.
		for _, j := range t.availArms[p.from:p.to] {
			if j == p.arm {
				arms[j].regret += u / p.chance
			}
			arms[j].regret -= u
		}
	}
}

// determinizeInto is seat's determinization of s, drawn from r, written
// over dst when the game can reuse a state.
func determinizeInto(dst, s engine.State, seat int, r *rand.Rand) engine.State {
	if rd, ok := s.(engine.Redeterminizer); ok {
		return rd.DeterminizeInto(dst, seat, r)
	}
	return s.Determinize(seat, r)
}

// list is seat's moves in s, the state iterate determinized: the state's
// own list when it keeps one, else a copy in t.buf.
func (t *tree) list(s engine.State, seat int) []engine.Move {
	if t.viewer != nil {
		if ms, ok := t.viewer.ViewMoves(seat); ok {
			return ms
		}
	}
	t.buf = s.AppendMoves(t.buf[:0], seat)
	return t.buf
}

// simultaneous takes a decoupled step at node cur, where actors decide at
// once: each picks by its own arms (untried first, then UCB), the joint
// move is played, and the child for it is found or added (expand).
func (t *tree) simultaneous(cur int32, s engine.State, actors []int) (next int32, expand, ok bool) {
	if t.nodes[cur].dec == nil {
		t.nodes[cur].dec = &decoupled{}
	}
	d := t.nodes[cur].dec
	t.joint = t.joint[:0]
	// Every seat's moves are listed in the position before any of them
	// is played: none of them sees another's.
	first := len(t.picks)
	for _, a := range actors {
		i := slices.Index(d.actors, int8(a))
		if i < 0 { // the deciding seats are public: the same in every determinization
			d.actors = append(d.actors, int8(a))
			d.arms = append(d.arms, nil)
			i = len(d.actors) - 1
		}
		t.moves = t.list(s, a)
		k, chance, from, to := t.pickArm(d, i)
		t.joint = append(t.joint, d.arms[i][k].move)
		t.picks = append(t.picks, pick{dec: d, actor: i, arm: k, chance: chance, from: from, to: to})
	}
	for j, a := range actors {
		m := t.joint[j]
		var err error
		if j == 0 {
			err = engine.PlayListed(s, a, m)
		} else {
			err = s.Play(a, m) // listed before the others played
		}
		if err != nil {
			t.picks = t.picks[:first]
			return 0, false, false
		}
	}
	for _, ci := range t.nodes[cur].children {
		if slices.Equal(t.nodes[ci].joint, t.joint) {
			return ci, false, true
		}
	}
	next = int32(len(t.nodes))
	t.nodes = append(t.nodes, node{seat: -1, joint: slices.Clone(t.joint)})
	t.nodes[cur].children = append(t.nodes[cur].children, next)
	return next, true, true
}

// explore is the share of a simultaneous node's draws made uniformly, so
// that every move keeps being tried and the regret estimates stay bounded.
const explore = 0.2

// pickArm draws actor i's move among t.moves (its legal moves in this
// determinization) by regret matching: in proportion to each move's
// positive regret (uniformly when none has any), mixed with a uniform
// draw. The moves it could have played and the chance of the one it drew
// are kept for the backup.
func (t *tree) pickArm(d *decoupled, i int) (k int32, chance float64, from, to int32) {
	from = int32(len(t.availArms))
	positive := 0.0
	for _, m := range t.moves {
		j := slices.IndexFunc(d.arms[i], func(a arm) bool { return a.move == m })
		if j < 0 {
			d.arms[i] = append(d.arms[i], arm{move: m})
			j = len(d.arms[i]) - 1
		}
		d.arms[i][j].avail++
		positive += max(0, d.arms[i][j].regret)
		t.availArms = append(t.availArms, int32(j))
	}
	to = int32(len(t.availArms))
	arms, avail := d.arms[i], t.availArms[from:to]
	n := float64(len(avail))
	prob := func(j int32) float64 {
		p := 1 / n
		if positive > 0 {
			p = max(0, arms[j].regret) / positive
		}
		return explore/n + (1-explore)*p
	}
	x := t.r.Float64()
	k = avail[len(avail)-1]
	for _, j := range avail {
		if x -= prob(j); x < 0 {
			k = j
			break
		}
	}
	return k, prob(k), from, to
}

// selectChild marks the children available now, and returns an untried
// legal move to expand if there is one (and where its child goes among the
// node's children), else the child with the best UCB.
func (t *tree) selectChild(cur int32, actor int) (int32, engine.Move, int, bool) {
	children := t.nodes[cur].children
	t.untried = t.untried[:0]
	t.untriedAt = t.untriedAt[:0]
	best, bestScore := int32(-1), math.Inf(-1)
	// Children are kept in the order of the moves (a new child goes after
	// the child of the move listed before it), so the search for a move's
	// child starts where the last one ended and mostly ends there too.
	j := 0
	for _, m := range t.moves {
		found := int32(-1)
		for k := 0; k < len(children); k++ {
			at := j + k
			if at >= len(children) {
				at -= len(children)
			}
			c := &t.nodes[children[at]]
			if c.move == m && int(c.seat) == actor {
				found = children[at]
				j = at + 1
				break
			}
		}
		if found < 0 {
			t.untried = append(t.untried, m)
			t.untriedAt = append(t.untriedAt, int32(j))
			continue
		}
		c := &t.nodes[found]
		c.avail++
		if len(t.untried) > 0 {
			continue
		}
		v := float64(c.visits)
		score := c.reward/v + t.cfg.C*math.Sqrt(logOf(c.avail)/v)
		if score > bestScore {
			best, bestScore = found, score
		}
	}
	if len(t.untried) > 0 {
		k := t.r.IntN(len(t.untried))
		return -1, t.untried[k], int(t.untriedAt[k]), true
	}
	return best, t.nodes[best].move, 0, false
}

// logs holds math.Log(n) for the visit counts UCB meets most.
var logs = func() *[4096]float64 {
	var l [4096]float64
	for n := range l {
		l[n] = math.Log(float64(n))
	}
	return &l
}()

// logOf is math.Log(float64(n)), from the table when n is in it.
func logOf(n int32) float64 {
	if uint32(n) < uint32(len(logs)) {
		return logs[n]
	}
	return math.Log(float64(n))
}

// IterationsAt is the budget in playouts at a table of seats.
func (b *ISMCTS) IterationsAt(seats int) int { return atSeats(b.IterationsFor, seats, b.Iterations) }

// DepthAt is where playouts are cut at a table of seats.
func (b *ISMCTS) DepthAt(seats int) int { return atSeats(b.Depths, seats, b.Depth) }

// RewardAt is how a finished playout is judged at a table of seats.
func (b *ISMCTS) RewardAt(seats int) string { return atSeats(b.Rewards, seats, b.Reward) }

// atSeats is a setting at a table of seats: its own value for that count
// where one is set, else the setting for every count.
func atSeats[T any](byCount map[int]T, seats int, otherwise T) T {
	if v, ok := byCount[seats]; ok {
		return v
	}
	return otherwise
}

// playout finishes the game (or plays Depth moves and judges) and returns a
// reward per seat.
func (t *tree) playout(s engine.State) []float64 {
	cfg := t.cfg
	depth := cfg.DepthAt(s.Seats())
	// Moves taken from the list are played without a check when the game
	// allows it (engine.PlayListed, decided once for the whole playout).
	trusted, _ := s.(engine.TrustedPlayer)
	// Unguided, the game takes the step itself when it can
	// (engine.RandomPlayer): the same move, drawn the same way.
	player, _ := s.(engine.RandomPlayer)
	policy := cfg.Policy == PolicyHeuristic
	if cfg.Guide > 1 || policy {
		player = nil
	}
	for steps := 0; !s.Over(); steps++ {
		if depth > 0 && steps >= depth {
			return t.judge(s)
		}
		if player != nil {
			if _, ok := player.PlayRandom(t.r); ok {
				continue
			}
		}
		actors := s.Actors()
		actor := actors[0]
		secret := len(actors) > 1
		if secret {
			actor = actors[t.r.IntN(len(actors))]
		}
		if policy && secret {
			// Each seat picks blind, in its own view of the position.
			m := t.policySecret(s, actor)
			if s.Play(actor, m) != nil {
				break
			}
			continue
		}
		t.moves = t.list(s, actor)
		m := t.moves[t.r.IntN(len(t.moves))]
		if policy && len(t.moves) > 1 {
			m = t.greedy.best(s, actor, t.moves, t.r.IntN(len(t.moves)), cfg.Follow, t.r)
		} else if cfg.Guide > 1 && len(t.moves) > 1 {
			m = t.guided(s, actor)
		}
		if trusted != nil {
			trusted.PlayTrusted(actor, m)
		} else if s.Play(actor, m) != nil {
			break
		}
	}
	if !s.Over() {
		return t.judge(s)
	}
	if cfg.RewardAt(s.Seats()) == RewardMargin {
		res := s.Result()
		t.est = finalScores(t.est, res)
		t.rewards = marginRewards(t.rewards, t.est, res.Ranks, cfg.Scale)
		return t.rewards
	}
	return seatRewards(t.rewards, s, cfg.Scale)
}

// policySecret is actor's move at a simultaneous decision under
// PolicyHeuristic: the best by the heuristic's valuation in actor's own
// determinization of s, where what the other seats committed is hidden.
func (t *tree) policySecret(s engine.State, actor int) engine.Move {
	t.pdet = determinizeInto(t.pdet, s, actor, t.r)
	t.pmoves = t.pdet.AppendMoves(t.pmoves[:0], actor)
	if len(t.pmoves) == 1 {
		return t.pmoves[0]
	}
	return t.greedy.best(t.pdet, actor, t.pmoves, t.r.IntN(len(t.pmoves)), t.cfg.Follow, t.r)
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
