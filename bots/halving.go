package bots

import (
	"slices"
	"sort"
	"sync"

	"karnak/engine"
)

// halve is the search's root by sequential halving (Karnin, Koren and
// Somekh 2013) instead of a tree: the Halving best of seat's moves by the
// heuristic's valuation are each played out on the same samples, the
// worse half dropped after every round, until one is left. A sample is a
// determinization and a playout seed: every candidate meets the same
// hidden cards and the same draws, so their difference is the move's and
// not the luck's, which is what lets a few hundred costly playouts (under
// PolicyHeuristic) tell close moves apart where UCB spread over every legal
// move cannot.
//
// At a simultaneous decision the other seats pick before seat's candidate
// is played, blind to it: under PolicyHeuristic each in its own
// determinization, else at random.
func (b *ISMCTS) halve(s engine.State, seat int) Analysis {
	workers := max(1, b.Workers)
	for len(b.trees) < workers {
		b.trees = append(b.trees, &tree{})
	}
	// Two draws from the bot's generator, whatever the number of workers:
	// one for the candidates, one the samples are numbered from, so the
	// analysis is the same.
	pick := b.r.Uint64()
	for _, t := range b.trees[:workers] {
		t.reset(pick, b)
	}
	cands := b.candidates(s, seat, b.trees[0])
	base := b.r.Uint64()
	// tallies[i] is cands[i]'s summed reward and number of samples.
	type tally struct {
		reward float64
		n      int
	}
	tallies := make([]tally, len(cands))
	alive := make([]int, len(cands))
	for i := range alive {
		alive[i] = i
	}
	rounds := 0
	for k := len(cands); k > 1; k = (k + 1) / 2 {
		rounds++
	}
	next := uint64(0) // the next sample's number
	iters := 0
	type job struct {
		cand   int
		sample uint64
	}
	var jobs []job
	var rewards []float64
	budget := b.IterationsAt(s.Seats())
	for round := 0; round < rounds && len(alive) > 1; round++ {
		samples := max(1, budget/rounds/len(alive))
		jobs = jobs[:0]
		for j := 0; j < samples; j++ {
			for _, c := range alive {
				jobs = append(jobs, job{c, next + uint64(j)})
			}
		}
		next += uint64(samples)
		rewards = slices.Grow(rewards[:0], len(jobs))[:len(jobs)]
		var wg sync.WaitGroup
		for w := 0; w < workers; w++ {
			t := b.trees[w]
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := w; i < len(jobs); i += workers {
					rewards[i] = t.sampled(s, seat, cands[jobs[i].cand], base+jobs[i].sample)
				}
			}()
		}
		wg.Wait()
		for i, jb := range jobs {
			tallies[jb.cand].reward += rewards[i]
			tallies[jb.cand].n++
		}
		iters += len(jobs)
		// Every alive candidate has met the same samples, so their sums
		// compare as they are.
		sort.SliceStable(alive, func(i, j int) bool {
			return tallies[alive[i]].reward > tallies[alive[j]].reward
		})
		alive = alive[:(len(alive)+1)/2]
	}
	b.LastIterations = iters
	a := Analysis{Iterations: iters}
	// The winner first, then the others by how far they got and their mean.
	order := make([]int, len(cands))
	for i := range order {
		order[i] = i
	}
	mean := func(i int) float64 {
		if tallies[i].n == 0 {
			return 0.5
		}
		return tallies[i].reward / float64(tallies[i].n)
	}
	sort.SliceStable(order, func(i, j int) bool {
		x, y := order[i], order[j]
		if (x == alive[0]) != (y == alive[0]) {
			return x == alive[0]
		}
		if tallies[x].n != tallies[y].n {
			return tallies[x].n > tallies[y].n
		}
		return mean(x) > mean(y)
	})
	for _, i := range order {
		a.Moves = append(a.Moves, Scored{Move: cands[i], Text: s.MoveText(cands[i]), WinChance: mean(i), Visits: tallies[i].n})
	}
	return a
}

// candidates is the Halving best of seat's moves by the heuristic's
// valuation in one determinization of s, best first.
func (b *ISMCTS) candidates(s engine.State, seat int, t *tree) []engine.Move {
	d := s.Determinize(seat, t.r)
	moves := d.AppendMoves(nil, seat)
	if len(moves) <= 1 {
		return moves
	}
	t.r.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
	values := make([]float64, len(moves))
	for i, m := range moves {
		v, ok := t.greedy.value(d, seat, m, b.Follow, t.r)
		if !ok {
			v = -1e18 // cannot happen for a listed move; ranked last
		}
		values[i] = v
	}
	idx := make([]int, len(moves))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return values[idx[i]] > values[idx[j]] })
	out := make([]engine.Move, 0, min(b.Halving, len(moves)))
	for _, i := range idx[:min(b.Halving, len(moves))] {
		out = append(out, moves[i])
	}
	return out
}

// sampled is seat's reward for playing m in the sample numbered seed: its
// determinization of s and every random choice after it come from seed
// alone, so each candidate is played out against the same luck.
func (t *tree) sampled(s engine.State, seat int, m engine.Move, seed uint64) float64 {
	t.r = newRand(seed)
	t.det = determinizeInto(t.det, s, seat, t.r)
	d := t.det
	t.viewer, _ = d.(engine.MoveViewer)
	actors := d.Actors()
	if len(actors) > 1 {
		t.actors = append(t.actors[:0], actors...)
		t.joint = t.joint[:0]
		for _, a := range t.actors {
			if a == seat {
				t.joint = append(t.joint, m)
			} else {
				t.joint = append(t.joint, t.blind(d, a))
			}
		}
		for j, a := range t.actors {
			if d.Play(a, t.joint[j]) != nil {
				return 0 // a listed move refused: an engine defect
			}
		}
	} else if engine.PlayListed(d, seat, m) != nil {
		return 0
	}
	return t.playout(d)[seat]
}

// blind is actor's pick at a simultaneous decision in s, made before any
// of the deciding seats has played.
func (t *tree) blind(s engine.State, actor int) engine.Move {
	if t.cfg.Policy == PolicyHeuristic {
		return t.policySecret(s, actor)
	}
	t.buf = s.AppendMoves(t.buf[:0], actor)
	return t.buf[t.r.IntN(len(t.buf))]
}
