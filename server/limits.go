package server

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
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
	maxFormSeats  = 5 // the most seats any game has
)

// Rate is "N events per Per": a token bucket holding up to N tokens that
// refills N tokens every Per. N < 0 is no limit.
type Rate struct {
	N   int
	Per time.Duration
}

// Unlimited is the Rate that never refuses.
var Unlimited = Rate{N: -1}

func (r Rate) String() string {
	if r.N < 0 {
		return "unlimited"
	}
	return fmt.Sprintf("%d/%v", r.N, r.Per)
}

// ParseRate reads "20/1h", "5/30s" or "unlimited".
func ParseRate(s string) (Rate, error) {
	if s == "unlimited" {
		return Unlimited, nil
	}
	n, per, ok := strings.Cut(s, "/")
	count, err := strconv.Atoi(n)
	if !ok || err != nil || count < 0 {
		return Rate{}, fmt.Errorf("rate %q: want N/duration such as 20/1h, or unlimited", s)
	}
	d, err := time.ParseDuration(per)
	if err != nil || d <= 0 {
		return Rate{}, fmt.Errorf("rate %q: %q is not a positive duration", s, per)
	}
	return Rate{N: count, Per: d}, nil
}

// Set and Type make a Rate a command-line flag.
func (r *Rate) Set(s string) error {
	v, err := ParseRate(s)
	if err == nil {
		*r = v
	}
	return err
}

func (r *Rate) Type() string { return "rate" }

func (r Rate) bucket() *bucket {
	if r.N < 0 {
		return newBucket(-1, 0)
	}
	return newBucket(float64(r.N)/r.Per.Seconds(), float64(r.N))
}

// bucket is a token bucket: rate tokens a second, up to burst.
type bucket struct {
	rate, burst float64
	tokens      float64
	last        time.Time
}

func newBucket(rate, burst float64) *bucket {
	return &bucket{rate: rate, burst: burst, tokens: burst}
}

func (b *bucket) refill(now time.Time) {
	if !b.last.IsZero() {
		b.tokens = min(b.burst, b.tokens+now.Sub(b.last).Seconds()*b.rate)
	}
	b.last = now
}

func (b *bucket) allow(now time.Time) bool {
	if b.rate < 0 {
		return true
	}
	b.refill(now)
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// full reports whether the bucket has refilled: forgetting it changes
// nothing.
func (b *bucket) full(now time.Time) bool {
	return b.tokens+now.Sub(b.last).Seconds()*b.rate >= b.burst
}

// limiter keeps a bucket per key (a client address, an account).
type limiter struct {
	mu      sync.Mutex
	make    func() *bucket
	off     bool
	buckets map[string]*bucket
	swept   time.Time
}

func newLimiter(r Rate) *limiter {
	return &limiter{make: r.bucket, off: r.N < 0, buckets: map[string]*bucket{}}
}

// newPerSecond is a limiter of rate a second with bursts of twice as many;
// negative: no limit.
func newPerSecond(rate float64) *limiter {
	return &limiter{make: func() *bucket { return newBucket(rate, 2*rate) }, off: rate < 0, buckets: map[string]*bucket{}}
}

func (l *limiter) allow(key string, now time.Time) bool {
	if l.off {
		return true
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.swept) > time.Minute {
		for k, b := range l.buckets {
			if b.full(now) {
				delete(l.buckets, k)
			}
		}
		l.swept = now
	}
	b := l.buckets[key]
	if b == nil {
		b = l.make()
		l.buckets[key] = b
	}
	return b.allow(now)
}

// clients tells who sent a request: the connection's address, or the
// address a trusted reverse proxy says it forwarded for.
type clients struct {
	trusted []netip.Prefix
}

// addr is the client's address as a limit key. An IPv6 client is keyed by
// its /64, the block one subscriber gets, so that hopping between the
// addresses of one machine does not multiply its allowance.
//
// X-Forwarded-For is read only from a trusted proxy, right to left: the
// first address that is not itself a trusted proxy is the client (every
// address left of it may be forged by the client).
func (c clients) addr(r *http.Request) string {
	ip := remoteIP(r)
	if ip.IsValid() && c.isTrusted(ip) {
		hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
		for i := len(hops) - 1; i >= 0; i-- {
			hop, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
			if err != nil {
				break
			}
			ip = hop.Unmap()
			if !c.isTrusted(ip) {
				break
			}
		}
	}
	if !ip.IsValid() {
		return r.RemoteAddr
	}
	if ip.Is6() {
		p, _ := ip.Prefix(64)
		return p.String()
	}
	return ip.String()
}

func (c clients) isTrusted(ip netip.Addr) bool {
	for _, p := range c.trusted {
		if p.Contains(ip) {
			return true
		}
	}
	return false
}

func remoteIP(r *http.Request) netip.Addr {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return netip.Addr{}
	}
	return ip.Unmap()
}

// ParseProxies reads a comma-separated list of addresses or CIDR blocks.
func ParseProxies(s string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		if p, err := netip.ParsePrefix(part); err == nil {
			out = append(out, p.Masked())
			continue
		}
		ip, err := netip.ParseAddr(part)
		if err != nil {
			return nil, fmt.Errorf("trusted proxy %q: not an address or CIDR block", part)
		}
		out = append(out, netip.PrefixFrom(ip.Unmap(), ip.Unmap().BitLen()))
	}
	return out, nil
}

// counter counts things held per key (WebSockets per address) up to a cap.
type counter struct {
	mu   sync.Mutex
	cap  int
	held map[string]int
}

func newCounter(cap int) *counter { return &counter{cap: cap, held: map[string]int{}} }

// take holds one more for key, false when key holds cap already.
func (c *counter) take(key string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.cap >= 0 && c.held[key] >= c.cap {
		return false
	}
	c.held[key]++
	return true
}

func (c *counter) release(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.held[key]--; c.held[key] <= 0 {
		delete(c.held, key)
	}
}
