package server

import (
	"net"
	"net/http"
	"sync"
	"time"
)

// Input limits. A move's text is a few words; a request is a few of them.
const (
	maxBody       = 16 << 10 // bytes of a JSON request body
	maxFrame      = 4 << 10  // bytes of a WebSocket frame from a client
	wsIdle        = 90 * time.Second
	wsWriteWait   = 10 * time.Second
	pingEvery     = 30 * time.Second
	maxLobbyLimit = 200
	maxSeats      = 8
)

// bucket is a token bucket: rate tokens a second, up to burst.
type bucket struct {
	rate, burst float64
	tokens      float64
	last        time.Time
}

func newBucket(rate, burst float64) *bucket {
	return &bucket{rate: rate, burst: burst, tokens: burst}
}

func (b *bucket) allow(now time.Time) bool {
	if b.rate <= 0 {
		return true
	}
	if !b.last.IsZero() {
		b.tokens += now.Sub(b.last).Seconds() * b.rate
		if b.tokens > b.burst {
			b.tokens = b.burst
		}
	}
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// ipLimiter keeps a bucket per client address for the HTTP requests that
// change something.
type ipLimiter struct {
	mu      sync.Mutex
	rate    float64
	burst   float64
	buckets map[string]*bucket
	swept   time.Time
}

func newIPLimiter(rate, burst float64) *ipLimiter {
	return &ipLimiter{rate: rate, burst: burst, buckets: map[string]*bucket{}}
}

func (l *ipLimiter) allow(r *http.Request, now time.Time) bool {
	if l.rate <= 0 {
		return true
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.swept) > time.Minute {
		// Forget addresses whose buckets have refilled.
		for k, b := range l.buckets {
			if now.Sub(b.last) > time.Minute {
				delete(l.buckets, k)
			}
		}
		l.swept = now
	}
	b := l.buckets[host]
	if b == nil {
		b = newBucket(l.rate, l.burst)
		l.buckets[host] = b
	}
	return b.allow(now)
}
