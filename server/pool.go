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
// its turn: first come, first served within a class. The cores it leaves out
// (GOMAXPROCS minus its size) stay free for requests, so no number of bot
// tables can make a person's move or /healthz wait for a search.
type cpuPool struct {
	mu      sync.Mutex
	size    int
	free    int
	waiting [jobClasses][]*cpuWaiter

	busy   prometheus.Gauge
	queued prometheus.Gauge
	// onGrant, when set, sees the cores in use after every grant (tests).
	onGrant func(inUse int)
}

type cpuWaiter struct {
	n     int
	ready chan struct{}
}

func newCPUPool(size int, m *metrics) *cpuPool {
	return &cpuPool{size: size, free: size, busy: m.botCores, queued: m.botQueue}
}

// acquire waits for n cores (at most the pool's size) and returns the
// function that gives them back, or ctx's error.
func (p *cpuPool) acquire(ctx context.Context, class, n int) (func(), error) {
	n = max(1, min(n, p.size))
	p.mu.Lock()
	w := &cpuWaiter{n: n, ready: make(chan struct{})}
	p.waiting[class] = append(p.waiting[class], w)
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
			p.grantLocked()
		default:
			p.remove(class, w)
		}
		return nil, ctx.Err()
	}
}

// grantLocked serves the waiters in order while their cores are free. The
// head of a queue that does not fit blocks the ones behind it, so a search
// on every core is not starved by a stream of one-core searches.
func (p *cpuPool) grantLocked() {
	for class := range p.waiting {
		for len(p.waiting[class]) > 0 {
			w := p.waiting[class][0]
			if w.n > p.free {
				return
			}
			p.waiting[class] = p.waiting[class][1:]
			p.free -= w.n
			p.busy.Add(float64(w.n))
			p.queued.Dec()
			close(w.ready)
			if p.onGrant != nil {
				p.onGrant(p.size - p.free)
			}
		}
	}
}

func (p *cpuPool) remove(class int, w *cpuWaiter) {
	q := p.waiting[class]
	for i, x := range q {
		if x == w {
			p.waiting[class] = append(q[:i:i], q[i+1:]...)
			p.queued.Dec()
			break
		}
	}
	p.grantLocked()
}
