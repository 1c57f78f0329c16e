package server

// Benchmarks that measure the attacks of issue 12 (the figures of
// docs/security.md). Each runs one attack once per iteration and reports
// what it costs the server with b.ReportMetric; run them one at a time and
// once each:
//
//	go test -run XXX -bench . -benchtime=1x ./server
//	go test -run XXX -bench SpectatorFanOut -benchtime=1x ./server -spectators=2000
//
// Every client runs in the benchmark's own process, over loopback: process
// CPU figures include the clients' goroutines.

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"runtime"
	rtmetrics "runtime/metrics"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"

	"karnak/store"
)

var (
	benchSpectators = flag.Int("spectators", 500, "BenchmarkSpectatorFanOut: html spectator WebSockets watching the table")
	benchFanMoves   = flag.Int("fanout-moves", 10, "BenchmarkSpectatorFanOut: moves made per iteration")
	benchLogins     = flag.Int("logins", 100, "BenchmarkParallelLogins: failed logins sent at once")
	benchBotTables  = flag.Int("bot-tables", 40, "BenchmarkHumanMoveBesideBotTables: tables of a person and three hard bots")
	benchBotWindow  = flag.Duration("bot-window", 10*time.Second, "BenchmarkHumanMoveBesideBotTables: time measured per iteration")
	benchHintWindow = flag.Duration("hint-window", 8*time.Second, "BenchmarkHintLoop: time measured per iteration")
	benchHintBot    = flag.String("hint-bot", "ismcts:ms=300", "BenchmarkHintLoop: the server's HintBot")
)

// The lines below are the only ones that differ on the server before the
// fixes of issue 12 (b783fa3), where the figures "before" come from.

// benchConfig is the server's default configuration without the limits per
// client address: every client of a benchmark comes from 127.0.0.1.
func benchConfig(st store.Store) Config { return Config{Store: st, Log: quietLog()}.NoLimits() }

// benchRenders is the boards rendered for WebSockets so far.
func benchRenders(s *Server) float64 { return metricValue(s.metrics.renders) }

// benchBotPool is the bot moves and hints waiting for a core and the cores
// searching (false: the server has no such figures).
func benchBotPool(s *Server) (queued, busy float64, ok bool) {
	return metricValue(s.metrics.botQueue), metricValue(s.metrics.botCores), true
}

// End of the lines that differ.

func metricValue(m prometheus.Metric) float64 {
	var d dto.Metric
	if err := m.Write(&d); err != nil {
		return math.NaN()
	}
	if c := d.GetCounter(); c != nil {
		return c.GetValue()
	}
	return d.GetGauge().GetValue()
}

// processCPU is the user and system CPU time of the whole process so far:
// server and clients alike.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		panic(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// durations are latencies; ms is the q-quantile (nearest rank) in ms.
type durations []time.Duration

func (d durations) ms(q float64) float64 {
	if len(d) == 0 {
		return math.NaN()
	}
	s := slices.Clone(d)
	slices.Sort(s)
	i := min(len(s)-1, max(0, int(math.Ceil(q*float64(len(s))))-1))
	return float64(s[i]) / float64(time.Millisecond)
}

// report reports the p50, p99 (when asked) and max of d as name-p50-ms…
func (d durations) report(b *testing.B, name string, p99 bool) {
	if len(d) == 0 {
		return
	}
	b.ReportMetric(d.ms(0.5), name+"-p50-ms")
	if p99 {
		b.ReportMetric(d.ms(0.99), name+"-p99-ms")
	}
	b.ReportMetric(d.ms(1), name+"-max-ms")
}

// codes counts HTTP answers by status (0: no answer).
type codes struct {
	mu sync.Mutex
	n  map[int]int
}

func (c *codes) add(code int) {
	c.mu.Lock()
	if c.n == nil {
		c.n = map[int]int{}
	}
	c.n[code]++
	c.mu.Unlock()
}

// report reports the count of each status in want (0 included) and of all
// others as name-other.
func (c *codes) report(b *testing.B, name string, want ...int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	other := 0
	for code, n := range c.n {
		if !slices.Contains(want, code) {
			other += n
		}
	}
	for _, code := range want {
		b.ReportMetric(float64(c.n[code]), fmt.Sprintf("%s-%d", name, code))
	}
	b.ReportMetric(float64(other), name+"-other")
	if other > 0 {
		b.Logf("%s answers: %v", name, c.n)
	}
}

// benchServer is a server on a fresh SQLite store behind an httptest
// server, stopped when the benchmark ends.
type benchServer struct {
	b      *testing.B
	srv    *Server
	http   *httptest.Server
	st     store.Store
	client *http.Client
}

func benchStart(b *testing.B, cfg func(store.Store) Config) *benchServer {
	b.Helper()
	st, err := store.OpenSQLite(context.Background(), b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	srv, err := New(context.Background(), cfg(st))
	if err != nil {
		b.Fatal(err)
	}
	h := &benchServer{b: b, srv: srv, http: httptest.NewServer(srv.Handler()), st: st,
		client: &http.Client{Transport: &http.Transport{MaxIdleConns: 1024, MaxIdleConnsPerHost: 1024}}}
	b.Cleanup(func() {
		h.http.CloseClientConnections()
		h.http.Close()
		h.srv.Close()
		h.st.Close()
		h.client.CloseIdleConnections()
	})
	return h
}

// call sends a JSON request, decodes a 2xx answer into out (when not nil)
// and returns the status (0 when there was no answer) and the time to the
// whole answer. Safe from any goroutine.
func (h *benchServer) call(method, path string, body, out any) (int, time.Duration) {
	var rd io.Reader
	if body != nil {
		js, _ := json.Marshal(body)
		rd = bytes.NewReader(js)
	}
	req, _ := http.NewRequest(method, h.http.URL+path, rd)
	req.Header.Set("Content-Type", "application/json")
	start := time.Now()
	resp, err := h.client.Do(req)
	if err != nil {
		return 0, time.Since(start)
	}
	data, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	took := time.Since(start)
	if out != nil && resp.StatusCode/100 == 2 {
		json.Unmarshal(data, out)
	}
	return resp.StatusCode, took
}

// create opens a table of the seats, with a seed the server draws.
func (h *benchServer) create(seats ...string) (createReply, *table) {
	h.b.Helper()
	return h.createBy(h.client, seats...)
}

// person is a client with an account of its own: the tables it creates are
// its own, not the anonymous client's at the same address.
func (h *benchServer) person() *http.Client {
	h.b.Helper()
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar}
	resp, err := c.Post(h.http.URL+"/api/register", "application/json", strings.NewReader(`{"name":"a-person","password":"long enough"}`))
	if err != nil || resp.StatusCode != 200 {
		h.b.Fatalf("registering a person: %v %v", err, resp)
	}
	resp.Body.Close()
	return c
}

// createBy opens a table of the seats for client c.
func (h *benchServer) createBy(c *http.Client, seats ...string) (createReply, *table) {
	h.b.Helper()
	var rep createReply
	js, _ := json.Marshal(NewTable{Game: "tekhenu", Players: len(seats), Seats: seats})
	resp, err := c.Post(h.http.URL+"/api/tables", "application/json", bytes.NewReader(js))
	if err != nil {
		h.b.Fatal(err)
	}
	json.NewDecoder(resp.Body).Decode(&rep)
	resp.Body.Close()
	if resp.StatusCode != 201 {
		h.b.Fatalf("creating a table of %v: %d", seats, resp.StatusCode)
	}
	t, err := h.srv.lookup(context.Background(), rep.ID)
	if err != nil {
		h.b.Fatal(err)
	}
	return rep, t
}

// owed is a move one of seats (any seat when none is named) owes at t: the
// seat, the move number and the seat's first legal move, or seat −1. It is
// read in the process, not through the API, so that finding a move costs
// the server nothing the benchmark would measure.
func owed(t *table, seats ...int) (seat, seq int, move string, over bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.state.Over() {
		return -1, len(t.moves), "", true
	}
	for _, a := range t.state.Actors() {
		if len(seats) > 0 && !slices.Contains(seats, a) {
			continue
		}
		if ms := t.state.Moves(a); len(ms) > 0 {
			return a, len(t.moves), t.state.MoveText(ms[0]), false
		}
	}
	return -1, len(t.moves), "", false
}

func movesMade(t *table) int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.moves)
}

// move plays through the API.
func (h *benchServer) move(id, token string, seq int, move string) (int, time.Duration) {
	return h.call("POST", "/api/tables/"+id+"/moves", map[string]any{"token": token, "seq": seq, "move": move}, nil)
}

// heapSampler samples the heap every millisecond until stopped: the peak
// of the live and not yet collected objects, and of the memory the runtime
// holds from the system (all it mapped less what it gave back).
type heapSampler struct {
	stop             chan struct{}
	done             chan struct{}
	heapPeak, heldPk uint64
}

var heapMetrics = []string{"/memory/classes/heap/objects:bytes", "/memory/classes/total:bytes", "/memory/classes/heap/released:bytes"}

func readHeap() (objects, held uint64) {
	s := make([]rtmetrics.Sample, len(heapMetrics))
	for i, n := range heapMetrics {
		s[i].Name = n
	}
	rtmetrics.Read(s)
	return s[0].Value.Uint64(), s[1].Value.Uint64() - s[2].Value.Uint64()
}

func sampleHeap() *heapSampler {
	hs := &heapSampler{stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(hs.done)
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		for {
			o, held := readHeap()
			hs.heapPeak, hs.heldPk = max(hs.heapPeak, o), max(hs.heldPk, held)
			select {
			case <-hs.stop:
				return
			case <-tick.C:
			}
		}
	}()
	return hs
}

func (hs *heapSampler) end() (heapPeak, heldPeak uint64) {
	close(hs.stop)
	<-hs.done
	return hs.heapPeak, hs.heldPk
}

const mib = 1 << 20

// ---- 5. Spectator fan-out ----

// spectator is one html spectator socket; its reader drains every frame in
// its own goroutine and notes the move number of the last one.
type spectator struct {
	c    *websocket.Conn
	seen atomic.Int64
}

// fanTotals are the frames and bytes every spectator has read.
type fanTotals struct {
	frames, bytes, unread atomic.Int64
}

// statePrefix is how much of a frame a spectator keeps to find its move
// number: the frame starts with the view (and in the new server the log),
// then "type":"state" and the snapshot's first fields, seq among them; the
// rendered board comes last and is only counted.
const statePrefix = 32 << 10

// frameSeq reads the snapshot's seq from the start of a state frame.
func frameSeq(prefix []byte) (int, bool) {
	i := bytes.Index(prefix, []byte(`"type":"state"`))
	if i < 0 {
		return 0, false
	}
	j := bytes.Index(prefix[i:], []byte(`"seq":`))
	if j < 0 {
		return 0, false
	}
	rest := prefix[i+j+len(`"seq":`):]
	k := 0
	for k < len(rest) && rest[k] >= '0' && rest[k] <= '9' {
		k++
	}
	n, err := strconv.Atoi(string(rest[:k]))
	return n, err == nil && k < len(rest)
}

// fanTable is a table of two people watched by n html spectators.
type fanTable struct {
	rep    createReply
	t      *table
	specs  []*spectator
	cancel context.CancelFunc
}

func (h *benchServer) watchedTable(n int, tot *fanTotals) *fanTable {
	h.b.Helper()
	rep, t := h.create("human", "human")
	ctx, cancel := context.WithCancel(context.Background())
	ft := &fanTable{rep: rep, t: t, cancel: cancel, specs: make([]*spectator, n)}
	url := "ws" + strings.TrimPrefix(h.http.URL, "http") + "/api/tables/" + rep.ID + "/events?format=html"
	var wg sync.WaitGroup
	var failed atomic.Value
	next := atomic.Int64{}
	for range 16 { // dial 16 at a time
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				dctx, dcancel := context.WithTimeout(ctx, 30*time.Second)
				c, _, err := websocket.Dial(dctx, url, nil)
				dcancel()
				if err != nil {
					failed.Store(err)
					return
				}
				c.SetReadLimit(1 << 24)
				sp := &spectator{c: c}
				sp.seen.Store(-1)
				ft.specs[i] = sp
				go sp.read(ctx, tot)
			}
		}()
	}
	wg.Wait()
	if err := failed.Load(); err != nil {
		ft.close()
		h.b.Fatalf("dialling spectator sockets: %v", err)
	}
	if err := ft.settle(0, time.Minute); err != nil {
		ft.close()
		h.b.Fatal(err)
	}
	return ft
}

func (sp *spectator) read(ctx context.Context, tot *fanTotals) {
	buf := make([]byte, statePrefix)
	for {
		_, r, err := sp.c.Reader(ctx)
		if err != nil {
			return
		}
		n, _ := io.ReadFull(r, buf)
		rest, err := io.Copy(io.Discard, r)
		if err != nil {
			return
		}
		tot.frames.Add(1)
		tot.bytes.Add(int64(n) + rest)
		if seq, ok := frameSeq(buf[:n]); ok {
			sp.seen.Store(int64(seq))
		} else {
			tot.unread.Add(1)
		}
	}
}

// settle waits until every spectator has been sent the table at seq.
func (ft *fanTable) settle(seq int, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for {
		behind := 0
		for _, sp := range ft.specs {
			if sp.seen.Load() < int64(seq) {
				behind++
			}
		}
		if behind == 0 {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%d of %d spectators not sent move %d within %v", behind, len(ft.specs), seq, timeout)
		}
		time.Sleep(time.Millisecond)
	}
}

func (ft *fanTable) close() {
	ft.cancel()
	for _, sp := range ft.specs {
		if sp != nil {
			sp.c.CloseNow()
		}
	}
}

// BenchmarkSpectatorFanOut: issue 12 §5, -spectators html spectator
// sockets on one table of two people, who make -fanout-moves moves per
// iteration through the API.
//
//   - settled: each move waits until every spectator has been sent the
//     previous one, so that proc-cpu-s/move is the whole fan-out of one
//     move and the POST meets no fan-out in progress.
//   - back-to-back: each move is POSTed as soon as the previous one is
//     answered, while the fan-out runs (what a quick player does); sockets
//     then skip versions (frames/spectator/move < 1). The CPU is counted
//     until every spectator has the last move.
//
// proc-cpu-s/move is getrusage(RUSAGE_SELF) user+sys of the whole process
// per move: the server and the clients (the spectators' readers, which
// read every frame whole, and the HTTP client).
func BenchmarkSpectatorFanOut(b *testing.B) {
	b.Run("settled", func(b *testing.B) { benchFanOut(b, true) })
	b.Run("back-to-back", func(b *testing.B) { benchFanOut(b, false) })
}

func benchFanOut(b *testing.B, settled bool) {
	n, perIter := *benchSpectators, *benchFanMoves
	h := benchStart(b, benchConfig)
	var tot fanTotals
	ft := h.watchedTable(n, &tot)
	defer func() { ft.close() }()

	var posts durations
	var cpu, wall time.Duration
	var renders float64
	var frames, byteCount int64
	moves := 0
	// A segment is a run of moves at one table, measured from its first
	// move until every spectator has its last one.
	var segCPU time.Duration
	var segStart time.Time
	var segRenders float64
	var segFrames, segBytes int64
	segMoves, last := 0, 0
	begin := func() {
		segMoves = 0
		segFrames, segBytes = tot.frames.Load(), tot.bytes.Load()
		segRenders = benchRenders(h.srv)
		segStart, segCPU = time.Now(), processCPU()
	}
	finish := func() {
		if segMoves > 0 {
			if err := ft.settle(last, 5*time.Minute); err != nil {
				b.Fatal(err)
			}
		}
		cpu += processCPU() - segCPU
		wall += time.Since(segStart)
		renders += benchRenders(h.srv) - segRenders
		frames += tot.frames.Load() - segFrames
		byteCount += tot.bytes.Load() - segBytes
		moves += segMoves
	}

	b.ResetTimer()
	begin()
	for range b.N {
		for range perIter {
			seat, seq, mv, over := owed(ft.t)
			if over {
				finish()
				b.StopTimer()
				ft.close()
				ft = h.watchedTable(n, &tot)
				b.StartTimer()
				begin()
				seat, seq, mv, _ = owed(ft.t)
			}
			if seat < 0 {
				b.Fatalf("nobody owes a move at move %d", seq)
			}
			code, took := h.move(ft.rep.ID, ft.rep.Seats[seat].Token, seq, mv)
			if code != 200 {
				b.Fatalf("move %q at %d: %d", mv, seq, code)
			}
			posts = append(posts, took)
			segMoves++
			last = seq + 1
			if settled {
				if err := ft.settle(last, 5*time.Minute); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	finish()
	b.StopTimer()

	if u := tot.unread.Load(); u > 0 {
		b.Errorf("%d frames without a readable seq", u)
	}
	b.ReportMetric(cpu.Seconds()/float64(moves), "proc-cpu-s/move")
	b.ReportMetric(float64(wall.Milliseconds())/float64(moves), "wall-ms/move")
	posts.report(b, "post", false)
	b.ReportMetric(renders/float64(moves), "renders/move")
	b.ReportMetric(float64(frames)/float64(moves*n), "frames/spectator/move")
	if frames > 0 {
		b.ReportMetric(float64(byteCount)/float64(frames)/1024, "KiB/frame")
	}
	b.ReportMetric(float64(n), "spectators")
}

// ---- 3. Parallel logins ----

// BenchmarkParallelLogins: issue 12 §3, -logins failed logins sent at once
// from one address (half for a registered name with a wrong password, half
// for unknown names), against the default HashSlots and HashQueue (the
// per-address AuthRate is off, as every limit per address here).
//
// peak-heap-MiB is the peak of /memory/classes/heap/objects:bytes during
// the logins (sampled every ms) less its value after a GC before them;
// peak-held-MiB the same for the memory the runtime holds from the system
// (total less released). Both are the whole process's, clients included.
// maxrss-MiB is getrusage's peak resident set of the process since it
// started: the attack's own figure only when the benchmark runs alone in
// its process (-test.count 1, this benchmark only).
func BenchmarkParallelLogins(b *testing.B) {
	n := *benchLogins
	h := benchStart(b, benchConfig)
	if code, _ := h.call("POST", "/api/register", credentials{"hatshepsut", "the right one"}, nil); code != 200 {
		b.Fatalf("register: %d", code)
	}
	var answers codes
	var lat durations
	var latMu sync.Mutex
	var heapPeak, heldPeak float64
	var took time.Duration
	b.ResetTimer()
	for range b.N {
		b.StopTimer()
		runtime.GC()
		heap0, held0 := readHeap()
		b.StartTimer()
		hs := sampleHeap()
		go1 := make(chan struct{})
		var wg sync.WaitGroup
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				name := "hatshepsut"
				if i%2 == 1 {
					name = fmt.Sprint("nobody", i)
				}
				<-go1
				code, d := h.call("POST", "/api/login", credentials{name, "wrong password"}, nil)
				answers.add(code)
				latMu.Lock()
				lat = append(lat, d)
				latMu.Unlock()
			}()
		}
		start := time.Now()
		close(go1)
		wg.Wait()
		took += time.Since(start)
		hp, held := hs.end()
		heapPeak = max(heapPeak, float64(int64(hp)-int64(heap0))/mib)
		heldPeak = max(heldPeak, float64(int64(held)-int64(held0))/mib)
	}
	b.StopTimer()
	b.ReportMetric(heapPeak, "peak-heap-MiB")
	b.ReportMetric(heldPeak, "peak-held-MiB")
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err == nil {
		b.ReportMetric(float64(ru.Maxrss)/1024, "maxrss-MiB") // Linux: KiB
	}
	answers.report(b, "answers", 401, 503, 429)
	b.ReportMetric(float64(n*b.N)/took.Seconds(), "logins/s")
	lat.report(b, "login", false)
}

// ---- 4. A person's moves beside tables of hard bots ----

// BenchmarkHumanMoveBesideBotTables: issue 12 §4. -bot-tables tables of a
// person and three "hard" bots (ISMCTS for 1 s a move, BotDelay 0), whose
// person seat the attacker plays as soon as it is owed, so that their bots
// never stop; meanwhile, for -bot-window, one person at another table
// plays against "random" as fast as the server lets it, and /healthz is
// asked every 50 ms. The limits are the defaults but the ones per client
// address (so that one address may open the tables); BotCores is the
// default.
//
// human-post-* is a POST of the person's move; human-reply-* the time from
// its answer until the person owes a move again (the random bot's move,
// queueing included; a move still unanswered when the time is up counts
// with the time it has waited); bot-moves/s the moves the hard bots make
// at the attacker's tables; bot-queue-max the most karnak_bot_queue seen
// and bot-cores-busy-avg the mean of karnak_bot_cores_busy (sampled every
// 10 ms).
func BenchmarkHumanMoveBesideBotTables(b *testing.B) {
	k, window := *benchBotTables, *benchBotWindow
	h := benchStart(b, func(st store.Store) Config {
		c := benchConfig(st)
		c.BotDelay = 0
		return c
	})
	type botTable struct {
		rep      createReply
		t        *table
		attacker atomic.Int64
	}
	tables := make([]*botTable, k)
	for i := range tables {
		rep, t := h.create("human", "hard", "hard", "hard")
		tables[i] = &botTable{rep: rep, t: t}
	}
	person := h.person()
	rep, mine := h.createBy(person, "human", "random")

	var posts, replies, health durations
	var humanMoves, games int
	var queueMax, busySum float64
	queueSeen, samples := false, 0
	var botMoves int64
	var measured time.Duration
	b.ResetTimer()
	for range b.N {
		stop := make(chan struct{})
		var wg sync.WaitGroup
		// The attacker keeps its tables going.
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				for _, bt := range tables {
					select {
					case <-stop:
						return
					default:
					}
					if seat, seq, mv, _ := owed(bt.t, 0); seat == 0 {
						if code, _ := h.move(bt.rep.ID, bt.rep.Seats[0].Token, seq, mv); code == 200 {
							bt.attacker.Add(1)
						}
					}
				}
				select {
				case <-stop:
					return
				case <-time.After(20 * time.Millisecond):
				}
			}
		}()
		// /healthz every 50 ms.
		var healthMu sync.Mutex
		wg.Add(1)
		go func() {
			defer wg.Done()
			tick := time.NewTicker(50 * time.Millisecond)
			defer tick.Stop()
			for {
				select {
				case <-stop:
					return
				case <-tick.C:
				}
				code, d := h.call("GET", "/healthz", nil, nil)
				if code != 200 {
					b.Errorf("/healthz: %d", code)
				}
				healthMu.Lock()
				health = append(health, d)
				healthMu.Unlock()
			}
		}()
		// The bot pool every 10 ms.
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				if q, busy, ok := benchBotPool(h.srv); ok {
					queueSeen = true
					queueMax = max(queueMax, q)
					busySum += busy
					samples++
				}
				select {
				case <-stop:
					return
				case <-time.After(10 * time.Millisecond):
				}
			}
		}()

		before := 0
		for _, bt := range tables {
			before += movesMade(bt.t) - int(bt.attacker.Load())
		}
		start := time.Now()
		deadline := start.Add(window)
		answered := time.Time{} // when the person's last move was answered
		for time.Now().Before(deadline) {
			seat, seq, mv, over := owed(mine, 0)
			if over {
				rep, mine = h.createBy(person, "human", "random")
				games++
				answered = time.Time{}
				continue
			}
			if seat < 0 {
				time.Sleep(time.Millisecond)
				continue
			}
			if !answered.IsZero() {
				replies = append(replies, time.Since(answered))
				answered = time.Time{}
			}
			code, d := h.move(rep.ID, rep.Seats[0].Token, seq, mv)
			if code == http.StatusConflict {
				continue // the bot kept its decree first, at the same time (issue 13)
			}
			if code != 200 {
				b.Fatalf("the person's move %q at %d: %d", mv, seq, code)
			}
			answered = time.Now()
			posts = append(posts, d)
			humanMoves++
		}
		measured += time.Since(start)
		after := 0
		for _, bt := range tables {
			after += movesMade(bt.t) - int(bt.attacker.Load())
		}
		botMoves += int64(after - before)
		close(stop)
		wg.Wait()
		// A person still waiting for the bot at the end waited at least
		// this long.
		if !answered.IsZero() {
			replies = append(replies, deadline.Sub(answered))
		}
	}
	b.StopTimer()
	posts.report(b, "human-post", true)
	replies.report(b, "human-reply", true)
	b.ReportMetric(float64(humanMoves)/measured.Seconds(), "human-moves/s")
	health.report(b, "healthz", true)
	b.ReportMetric(float64(botMoves)/measured.Seconds(), "bot-moves/s")
	if queueSeen {
		b.ReportMetric(queueMax, "bot-queue-max")
		b.ReportMetric(busySum/float64(samples), "bot-cores-busy-avg")
	}
	attacker := int64(0)
	for _, bt := range tables {
		attacker += bt.attacker.Load()
	}
	b.ReportMetric(float64(attacker)/measured.Seconds(), "attacker-moves/s")
	b.ReportMetric(float64(runtime.GOMAXPROCS(0)), "procs")
}

// ---- 6. A hint loop ----

// BenchmarkHintLoop: issue 12 §6. One seat's token asks for hints from 4
// goroutines in a loop (HintBot -hint-bot); meanwhile, for -hint-window,
// another seat at a table of a person and "random" asks for a hint when it
// owes a move, plays the hinted move (its first legal move when refused)
// and asks again.
//
//   - same-position: the looping seat never moves (every hint after the
//     first is for the same position).
//   - advancing: the looping seat, at a table against "random", plays each
//     hint it gets, so that its next hint needs a new search.
//
// fair-* are the other seat's hint answers by status and their latency;
// loop-* the looping token's.
func BenchmarkHintLoop(b *testing.B) {
	b.Run("same-position", func(b *testing.B) { benchHintLoop(b, false) })
	b.Run("advancing", func(b *testing.B) { benchHintLoop(b, true) })
}

func benchHintLoop(b *testing.B, advancing bool) {
	window := *benchHintWindow
	h := benchStart(b, func(st store.Store) Config {
		c := benchConfig(st)
		c.HintBot = *benchHintBot
		return c
	})
	loopSeats := []string{"human", "human"}
	if advancing {
		loopSeats[1] = "random"
	}
	loop, _ := h.create(loopSeats...)
	fair, fairT := h.create("human", "random")

	var fairCodes, loopCodes codes
	var fairLat durations
	var loopRequests atomic.Int64
	fairMoves := 0
	var measured time.Duration
	b.ResetTimer()
	for range b.N {
		stop := make(chan struct{})
		var wg sync.WaitGroup
		for range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					select {
					case <-stop:
						return
					default:
					}
					var hint Hint
					code, _ := h.call("POST", "/api/tables/"+loop.ID+"/hint", map[string]string{"token": loop.Seats[0].Token}, &hint)
					loopCodes.add(code)
					loopRequests.Add(1)
					if advancing && code == 200 {
						h.move(loop.ID, loop.Seats[0].Token, hint.Seq, hint.Move)
					}
				}
			}()
		}
		time.Sleep(50 * time.Millisecond)
		start := time.Now()
		for deadline := start.Add(window); time.Now().Before(deadline); {
			seat, seq, mv, over := owed(fairT, 0)
			if over {
				fair, fairT = h.create("human", "random")
				continue
			}
			if seat < 0 {
				time.Sleep(time.Millisecond)
				continue
			}
			var hint Hint
			code, d := h.call("POST", "/api/tables/"+fair.ID+"/hint", map[string]string{"token": fair.Seats[0].Token}, &hint)
			fairCodes.add(code)
			fairLat = append(fairLat, d)
			if code == 200 && hint.Seq == seq {
				mv = hint.Move
			}
			if code, _ := h.move(fair.ID, fair.Seats[0].Token, seq, mv); code != 200 {
				b.Fatalf("the other seat's move %q at %d: %d", mv, seq, code)
			}
			fairMoves++
		}
		measured += time.Since(start)
		close(stop)
		wg.Wait()
	}
	b.StopTimer()
	fairCodes.report(b, "fair", 200, 429, 503)
	fairLat.report(b, "fair-hint", false)
	b.ReportMetric(float64(fairMoves), "fair-moves")
	loopCodes.report(b, "loop", 200, 409, 429, 503)
	b.ReportMetric(float64(loopRequests.Load())/measured.Seconds(), "loop-requests/s")
}
