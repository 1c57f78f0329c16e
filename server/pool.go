package server

import (
	"context"
	"sync"

	"github.com/prometheus/client_golang/prometheus"
)

// Job classes of the CPU pool, served in this order: a bot's move or a hint
// at a table where people play comes before a move at a table of bots only,
// which nobody waits for.
const (
	forPeople = iota
	forBotsOnly
	jobClasses
)

// cpuPool shares a fixed number of cores between the bots' and the hints'
// searches. Every search asks for as many cores as it runs threads and waits
// its turn. The cores it leaves out (GOMAXPROCS minus its size) stay free for
// requests, so no number of bot tables can make a person's move or /healthz
// wait for a search.
//
// Turns go round the owners — whoever created the table, or asked for the
// hint — one job each, first come first served within an owner: forty
// tables of one client get one share of the cores, as much as the one table
// of the next person, whose bot would otherwise wait behind all forty.
type cpuPool struct {
	mu      sync.Mutex
	size    int
	free    int
	waiting [jobClasses]ownerQueue

	busy   prometheus.Gauge
	queued prometheus.Gauge
	// onGrant, when set, sees each grant and the cores then in use (tests).
	onGrant func(owner string, inUse int)
}

// ownerQueue is a class's waiters: the owners in the order of their turns,
// and each owner's waiters in order of arrival.
type ownerQueue struct {
	turns   []string
	byOwner map[string][]*cpuWaiter
}

type cpuWaiter struct {
	owner string
	n     int
	ready chan struct{}
}

func newCPUPool(size int, m *metrics) *cpuPool {
	return &cpuPool{size: size, free: size, busy: m.botCores, queued: m.botQueue}
}

// acquire waits for n cores (at most the pool's size) for a job of owner
// and returns the function that gives them back, or ctx's error.
func (p *cpuPool) acquire(ctx context.Context, class int, owner string, n int) (func(), error) {
	n = max(1, min(n, p.size))
	p.mu.Lock()
	w := &cpuWaiter{owner: owner, n: n, ready: make(chan struct{})}
	p.waiting[class].push(w)
	p.queued.Inc()
	p.grantLocked()
	p.mu.Unlock()
	release := func() {
		p.mu.Lock()
		p.free += n
		p.busy.Sub(float64(n))
		p.grantLocked()
		p.mu.Unlock()
	}
	select {
	case <-w.ready:
		return release, nil
	case <-ctx.Done():
		p.mu.Lock()
		defer p.mu.Unlock()
		select {
		case <-w.ready: // granted meanwhile: give the cores back
			p.free += n
			p.busy.Sub(float64(n))
		default:
			p.waiting[class].remove(w)
			p.queued.Dec()
		}
		p.grantLocked()
		return nil, ctx.Err()
	}
}

// grantLocked serves the waiters while their cores are free: the classes in
// order, the owners in turn. A waiter that does not fit blocks the ones
// behind it, so a search on every core is not starved by a stream of
// one-core searches.
func (p *cpuPool) grantLocked() {
	for class := range p.waiting {
		q := &p.waiting[class]
		for len(q.turns) > 0 {
			w := q.next()
			if w.n > p.free {
				return
			}
			q.pop()
			p.free -= w.n
			p.busy.Add(float64(w.n))
			p.queued.Dec()
			close(w.ready)
			if p.onGrant != nil {
				p.onGrant(w.owner, p.size-p.free)
			}
		}
	}
}

func (q *ownerQueue) push(w *cpuWaiter) {
	if q.byOwner == nil {
		q.byOwner = map[string][]*cpuWaiter{}
	}
	if len(q.byOwner[w.owner]) == 0 {
		q.turns = append(q.turns, w.owner)
	}
	q.byOwner[w.owner] = append(q.byOwner[w.owner], w)
}

// next is the waiter whose turn it is.
func (q *ownerQueue) next() *cpuWaiter { return q.byOwner[q.turns[0]][0] }

// pop takes the next waiter off; its owner, if it still waits, goes to the
// back of the turns.
func (q *ownerQueue) pop() {
	owner := q.turns[0]
	q.turns = q.turns[1:]
	if rest := q.byOwner[owner][1:]; len(rest) > 0 {
		q.byOwner[owner] = rest
		q.turns = append(q.turns, owner)
	} else {
		delete(q.byOwner, owner)
	}
}

func (q *ownerQueue) remove(w *cpuWaiter) {
	ws := q.byOwner[w.owner]
	for i, x := range ws {
		if x == w {
			ws = append(ws[:i:i], ws[i+1:]...)
			break
		}
	}
	if len(ws) > 0 {
		q.byOwner[w.owner] = ws
		return
	}
	delete(q.byOwner, w.owner)
	for i, o := range q.turns {
		if o == w.owner {
			q.turns = append(q.turns[:i:i], q.turns[i+1:]...)
			break
		}
	}
}
