package server

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net"
	"net/http"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
	dto "github.com/prometheus/client_model/go"

	"karnak/engine"
	"karnak/store"
)

// A cluster run loads several nodes sharing one store the way a club's
// site would be loaded behind a load balancer: tables created on every
// node, each seat a WebSocket client on some node, half the tables with a
// bot seat. One node is stopped without a word partway through and started
// again later; its clients reconnect to another node and go on from the
// last state they saw, playing again a move they sent that never reached
// the store. A table whose game ends is replaced by a new one, so the load
// stays the same throughout. Every move a client saw confirmed is then
// looked up in the store.

// ClusterNode is one running node of a cluster run.
type ClusterNode struct {
	URL string
	// Kill stops the node at once: its listener and connections are cut
	// and its work abandoned, nothing handed over (its bot leases run
	// out by themselves).
	Kill func()
	// Duplicates counts the bot moves the node thought that another node
	// played first: the same decision of the same bot.
	Duplicates func() int
}

// botMovesOf is a server's count of bot moves with that outcome.
func (s *Server) botMovesOf(outcome string) int {
	var m dto.Metric
	if err := s.metrics.botMoves.WithLabelValues(outcome).Write(&m); err != nil {
		return 0
	}
	return int(m.GetCounter().GetValue())
}

func (s *Server) duplicateBotMoves() int { return s.botMovesOf("duplicate") }

// ClusterConfig is a cluster run.
type ClusterConfig struct {
	// Start starts node i (again, when it was killed) on the shared store.
	Start func(i int) (ClusterNode, error)
	// Worker, when set, starts a bot worker beside the nodes before any
	// table is made; it is never stopped before the end. Start should
	// then make nodes that play no bots, so that the worker plays them all.
	Worker   func() (ClusterNode, error)
	Nodes    int
	Store    store.Store // the shared store, read at the end to check the moves
	Game     string      // default tekhenu
	Tables   int
	Duration time.Duration
	// KillNode is the node stopped at a third of the run and started again
	// at two thirds; -1: none.
	KillNode int
	Rate     float64 // moves a second wanted from all tables (0: flat out)
	Seed     uint64
	Progress func(elapsed time.Duration, moves int64)
	// NodesElsewhere: the nodes are processes of their own, so this
	// process's heap holds the clients' end of each connection only.
	NodesElsewhere bool
}

// ClusterResult is what a cluster run measured.
type ClusterResult struct {
	Nodes int `json:"nodes"`
	// Worker: a bot worker played every bot, the nodes none.
	Worker      bool    `json:"worker"`
	Tables      int     `json:"tables"`
	BotTables   int     `json:"bot_tables"`
	Seconds     float64 `json:"seconds"`
	Moves       int64   `json:"moves_confirmed"`
	MovesPerSec float64 `json:"moves_per_second"`
	// BotMoves are the bot moves the clients saw.
	BotMoves int64 `json:"bot_moves_seen"`
	// Stored is every move in the store at the end, bot moves included.
	Stored int `json:"moves_stored"`
	// LostAcknowledged are moves a client saw confirmed that the store
	// does not hold (must be 0).
	LostAcknowledged int `json:"lost_acknowledged"`
	// DuplicateBotMoves are bot decisions thought on two nodes: one found
	// that another node had stored the same bot's move at its number (the
	// lease failed to keep them apart; must be 0).
	DuplicateBotMoves int `json:"duplicate_bot_moves"`
	// Takeover is the longest a bot table waited for its bot's move, of
	// the waits that ended after the kill.
	Takeover time.Duration `json:"takeover_ns"`
	// TakeoverFromKill is the longest of those waits counted from the
	// kill when they began before it (a bot queued on the node about to
	// die): how long after the node was lost its last table went on.
	TakeoverFromKill time.Duration `json:"takeover_from_kill_ns"`
	// TakeoverP50 and TakeoverP90 are of the same waits, TakeoverWaits
	// their number; Slowest the three longest, to trace: the table, how
	// long after the kill the wait began, and whether it was still
	// unanswered when the run ended (counted as waiting until then).
	TakeoverP50   time.Duration `json:"takeover_p50_ns"`
	TakeoverP90   time.Duration `json:"takeover_p90_ns"`
	TakeoverWaits int           `json:"takeover_waits"`
	Slowest       []string      `json:"slowest_waits,omitempty"`
	Reconnects    int64         `json:"reconnects"`
	P50           time.Duration `json:"p50_ns"`
	P99           time.Duration `json:"p99_ns"`
	Errors        int64         `json:"errors"`
	// ErrorSample are the first error frames other than a stale number.
	ErrorSample []string `json:"error_sample,omitempty"`
	Finished    int64    `json:"games_finished"`
	// Connections are the WebSocket clients; HeapPerConnection is the Go
	// heap they took once all were connected, per connection, in KiB: of
	// both ends when the nodes run in this process, of the clients' end
	// only when they do not (HeapOf says which).
	Connections       int     `json:"connections"`
	HeapPerConnection float64 `json:"heap_per_connection_kib"`
	HeapOf            string  `json:"heap_per_connection_of"`
}

func (r ClusterResult) String() string {
	nodes := fmt.Sprintf("%d nodes", r.Nodes)
	if r.Worker {
		nodes += " and a bot worker"
	}
	return fmt.Sprintf("%s, %d tables (%d with a bot), %d WebSockets (%.0f KiB each, %s), %.1f s: %d moves confirmed (%.0f/s), %d stored; lost acknowledged %d, duplicate bot moves %d; takeover %v (%v from the kill; p50 %v, p90 %v of %d waits); %d reconnections; round trip p50 %v, p99 %v; %d games finished, %d errors",
		nodes, r.Tables, r.BotTables, r.Connections, r.HeapPerConnection, r.HeapOf, r.Seconds, r.Moves, r.MovesPerSec, r.Stored, r.LostAcknowledged, r.DuplicateBotMoves,
		r.Takeover.Round(time.Millisecond), r.TakeoverFromKill.Round(time.Millisecond), r.TakeoverP50.Round(time.Millisecond), r.TakeoverP90.Round(time.Millisecond), r.TakeoverWaits, r.Reconnects, r.P50.Round(10*time.Microsecond), r.P99.Round(10*time.Microsecond), r.Finished, r.Errors)
}

// ackedMove is a move a client saw confirmed.
type ackedMove struct {
	table string
	seq   int
	seat  int
	move  string
}

// liveNodes are the nodes up now, for clients to (re)connect to.
type liveNodes struct {
	mu   sync.Mutex
	urls []string // "" for a node that is down
}

func (l *liveNodes) pick(start int) string {
	l.mu.Lock()
	defer l.mu.Unlock()
	for k := range l.urls {
		if u := l.urls[(start+k)%len(l.urls)]; u != "" {
			return u
		}
	}
	return ""
}

// elsewhere is a live node other than failed, at random: where a load
// balancer without sticky sessions sends a client whose node went away,
// so that the survivors share the lost node's people. It is failed when
// no other node is up.
func (l *liveNodes) elsewhere(failed int, r *rand.Rand) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	up := make([]int, 0, len(l.urls))
	for i, u := range l.urls {
		if u != "" && i != failed {
			up = append(up, i)
		}
	}
	if len(up) == 0 {
		return failed
	}
	return up[r.IntN(len(up))]
}

func (l *liveNodes) set(i int, url string) {
	l.mu.Lock()
	l.urls[i] = url
	l.mu.Unlock()
}

// RunCluster starts the nodes, plays, kills and restarts one, and checks
// the store against what the clients saw.
func RunCluster(ctx context.Context, cfg ClusterConfig) (ClusterResult, error) {
	if cfg.Game == "" {
		cfg.Game = "tekhenu"
	}
	if _, err := engine.Lookup(cfg.Game); err != nil {
		return ClusterResult{}, err
	}
	res := ClusterResult{Nodes: cfg.Nodes, Tables: cfg.Tables, Worker: cfg.Worker != nil}
	var worker ClusterNode
	if cfg.Worker != nil {
		var err error
		if worker, err = cfg.Worker(); err != nil {
			return res, fmt.Errorf("starting the worker: %w", err)
		}
		defer worker.Kill()
	}
	nodes := make([]ClusterNode, cfg.Nodes)
	live := &liveNodes{urls: make([]string, cfg.Nodes)}
	for i := range nodes {
		n, err := cfg.Start(i)
		if err != nil {
			return res, err
		}
		nodes[i] = n
		live.set(i, n.URL)
	}
	duplicatesOfKilled := 0
	defer func() {
		for _, n := range nodes {
			if n.Kill != nil {
				n.Kill()
			}
		}
	}()
	client := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	var seats []seatClient
	slots := make([]*tableSlot, cfg.Tables)
	for i := range slots {
		slot := &tableSlot{index: i, game: cfg.Game, kinds: []string{"human", "human"}}
		if i%2 == 1 {
			slot.kinds[1] = "random"
			res.BotTables++
		}
		first, err := slot.create(client, nodes[i%cfg.Nodes].URL)
		if err != nil {
			return res, fmt.Errorf("creating table %d: %w", i, err)
		}
		slot.games = append(slot.games, first)
		slots[i] = slot
		for seat, kind := range slot.kinds {
			if kind == "human" {
				seats = append(seats, seatClient{slot: slot, seat: seat, node: (i + seat) % cfg.Nodes, bot: slot.kinds[1] != "human", first: first})
			}
		}
	}

	res.Connections = len(seats)
	runCtx, cancel := context.WithTimeout(ctx, cfg.Duration)
	defer cancel()
	cc := &clusterClients{cfg: cfg, ctx: runCtx, live: live, seats: seats, client: client, heapBefore: heapInUse()}
	start := time.Now()
	var wg sync.WaitGroup
	for i := range seats {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cc.play(i)
		}()
	}
	go reportProgress(runCtx, start, &cc.moves, cfg.Progress)
	if cfg.KillNode >= 0 && cfg.KillNode < cfg.Nodes {
		k := cfg.KillNode
		select {
		case <-time.After(cfg.Duration / 3):
			live.set(k, "")
			cc.killedAt.Store(time.Now().UnixNano())
			duplicatesOfKilled += nodes[k].Duplicates() // what it thought until now; nothing after
			nodes[k].Kill()
			nodes[k].Kill = nil
		case <-runCtx.Done():
		}
		select {
		case <-time.After(cfg.Duration / 3):
			n, err := cfg.Start(k)
			if err != nil {
				return res, fmt.Errorf("restarting node %d: %w", k, err)
			}
			nodes[k] = n
			live.set(k, n.URL)
		case <-runCtx.Done():
		}
	}
	wg.Wait()
	res.Seconds = time.Since(start).Seconds()
	res.Moves = cc.moves.Load()
	res.MovesPerSec = float64(res.Moves) / res.Seconds
	res.Errors = cc.errs.Load()
	res.ErrorSample = cc.errorSample
	res.Finished = cc.finished.Load()
	res.BotMoves = cc.botMoves.Load()
	res.Reconnects = cc.reconnects.Load()
	res.HeapPerConnection, res.HeapOf = cc.heapPerConnection, "both ends"
	if cfg.NodesElsewhere {
		res.HeapOf = "the clients' end"
	}
	res.TakeoverWaits = len(cc.waits)
	var slowest []botWait
	if n := len(cc.waits); n > 0 {
		slices.SortFunc(cc.waits, func(a, b botWait) int { return cmp.Compare(a.took, b.took) })
		res.TakeoverP50, res.TakeoverP90, res.Takeover = cc.waits[n/2].took, cc.waits[n*9/10].took, cc.waits[n-1].took
		slowest = slices.Clone(cc.waits[max(0, n-3):])
		slices.Reverse(slowest)
	}
	res.P50, res.P99, _ = percentiles(cc.trips)
	res.DuplicateBotMoves = duplicatesOfKilled
	for _, n := range nodes {
		res.DuplicateBotMoves += n.Duplicates()
	}
	if worker.Duplicates != nil {
		res.DuplicateBotMoves += worker.Duplicates()
	}
	// Every confirmed move is in the store, at its number, by its seat.
	byTable := map[string][]ackedMove{}
	for _, a := range cc.acked {
		byTable[a.table] = append(byTable[a.table], a)
	}
	var tables []string
	for _, slot := range slots {
		for _, g := range slot.games {
			tables = append(tables, g.id)
		}
	}
	for _, id := range tables {
		stored, err := cfg.Store.Moves(ctx, id)
		if err != nil {
			return res, fmt.Errorf("reading table %s back: %w", id, err)
		}
		res.Stored += len(stored)
		at := map[int]store.Move{}
		for _, m := range stored {
			at[m.Seq] = m
		}
		for _, a := range byTable[id] {
			if m, ok := at[a.seq]; !ok || m.Seat != a.seat || m.Move != a.move {
				res.LostAcknowledged++
			}
		}
	}
	killed := time.Unix(0, cc.killedAt.Load())
	for _, w := range cc.waits {
		res.TakeoverFromKill = max(res.TakeoverFromKill, w.began.Add(w.took).Sub(later(w.began, killed)))
	}
	for _, w := range slowest {
		res.Slowest = append(res.Slowest, w.traced(ctx, cfg.Store, killed))
	}
	return res, nil
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// traced tells a wait for a trace: its table, how long, when it began
// after the kill, and when the answer was stored, from the store, which
// says whether the answer came late or its word did.
func (w botWait) traced(ctx context.Context, st store.Store, killed time.Time) string {
	line := fmt.Sprintf("table %s: %v from kill %+.1f s", w.table, w.took.Round(10*time.Millisecond), w.began.Sub(killed).Seconds())
	if w.unanswered {
		line += ", unanswered at the end"
	}
	moves, err := st.Moves(ctx, w.table)
	if err != nil {
		return line + ", its moves unread: " + err.Error()
	}
	for _, m := range moves {
		// The store keeps milliseconds: a move stored in the wait's first
		// millisecond is its answer too.
		if m.Seat != w.seat && !m.At.Before(w.began.Truncate(time.Millisecond)) {
			return line + fmt.Sprintf(", the other seat's move stored %+.1f s into it", m.At.Sub(w.began).Seconds())
		}
	}
	return line + ", no move of the other seat stored after it began"
}

// seatClient is one person's seat of a cluster run, a WebSocket client.
type seatClient struct {
	slot  *tableSlot
	seat  int
	node  int  // the node it connects to first
	bot   bool // the table's other seat is a bot
	first slotGame
}

// tableSlot is one of the run's tables in play. When its game ends, the
// first of its seat clients to see it makes a new table in its place (on
// a live node), so that the run keeps its number of tables in play: left
// alone, the tables that play fastest would drop out first and take
// their load with them.
type tableSlot struct {
	index int
	game  string
	kinds []string

	mu    sync.Mutex
	games []slotGame // every table it played, the one in play last
}

// slotGame is a table a slot played and its human seats' tokens.
type slotGame struct {
	id     string
	tokens []string // by seat, "" for a bot
}

// create makes a table of the slot's kind on the node at url; the caller
// adds it to the games.
func (t *tableSlot) create(client *http.Client, url string) (slotGame, error) {
	rep, err := createLoadTable(client, url, NewTable{Game: t.game, Players: len(t.kinds), Seats: t.kinds})
	if err != nil {
		return slotGame{}, err
	}
	g := slotGame{id: rep.ID, tokens: make([]string, len(t.kinds))}
	for _, st := range rep.Seats {
		if st.Seat >= 0 && st.Seat < len(g.tokens) {
			g.tokens[st.Seat] = st.Token
		}
	}
	return g, nil
}

// after is the game that follows the one numbered n (from 0) at the slot,
// made now on a live node if nobody has yet; ok is false when the run
// ended first.
func (cc *clusterClients) after(t *tableSlot, n int) (g slotGame, ok bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for node := t.index; len(t.games) <= n+1; node++ {
		if cc.ctx.Err() != nil {
			return slotGame{}, false
		}
		url := cc.live.pick(node % cc.cfg.Nodes)
		if url == "" {
			time.Sleep(50 * time.Millisecond)
			continue
		}
		// Held while the table is made: the slot's other seat waits for it.
		g, err := t.create(cc.client, url)
		if err != nil {
			time.Sleep(20 * time.Millisecond)
			continue
		}
		t.games = append(t.games, g)
	}
	return t.games[n+1], true
}

// clusterClients are a cluster run's clients and what they measure
// together.
type clusterClients struct {
	cfg    ClusterConfig
	ctx    context.Context // the run's
	live   *liveNodes
	seats  []seatClient
	client *http.Client // for the tables that replace finished ones

	killedAt                                               atomic.Int64 // unix nanoseconds, 0 before the kill
	moves, botMoves, errs, finished, reconnects, connected atomic.Int64
	heapBefore                                             uint64

	mu                sync.Mutex
	trips             []time.Duration
	acked             []ackedMove
	errorSample       []string
	heapPerConnection float64
	// waits are the bot tables' waits for their bot that ended after the
	// kill (the tables whose bots played on the stopped node wait for
	// their lease to run out), or were still going at the end.
	waits []botWait
}

// botWait is one wait of a bot table's client for its bot's move.
type botWait struct {
	table      string
	seat       int // the client's
	began      time.Time
	took       time.Duration
	unanswered bool
}

// seatPlay is what one client keeps across its connections.
type seatPlay struct {
	r       *rand.Rand
	sentSeq int       // the state its move in flight was sent at, -1: none
	sentAt  time.Time // when
	waiting time.Time // since when it has waited for the bot, when it has
	lastSeq int       // the last state seen, to take up from on another node
	botSeen int       // the number of the last bot move counted
	table   slotGame  // the table it plays at now
	game    int       // its number among the slot's games, from 0
	fresh   bool      // it is to connect to a new table, not reconnect
	trips   []time.Duration
	acked   []ackedMove
	waits   []botWait
}

func heapInUse() uint64 {
	var mem runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&mem)
	return mem.HeapInuse
}

// play runs seat client i until the run ends: it connects to a live
// node, and to the next one whenever its node goes away; when its game
// ends it takes its seat at the table that replaces it.
func (cc *clusterClients) play(i int) {
	sc := cc.seats[i]
	p := &seatPlay{r: rand.New(rand.NewPCG(cc.cfg.Seed, uint64(i))), sentSeq: -1, lastSeq: -1, table: sc.first}
	defer func() {
		if !p.waiting.IsZero() && cc.killedAt.Load() != 0 {
			p.waits = append(p.waits, botWait{table: p.table.id, seat: sc.seat, began: p.waiting, took: time.Since(p.waiting), unanswered: true})
		}
		cc.mu.Lock()
		cc.trips = append(cc.trips, p.trips...)
		cc.acked = append(cc.acked, p.acked...)
		cc.waits = append(cc.waits, p.waits...)
		cc.mu.Unlock()
	}()
	node := sc.node
	// Where it reconnects is the load balancer's choice, not the player's:
	// a generator of its own keeps the player's choices as the seed made
	// them.
	route := rand.New(rand.NewPCG(cc.cfg.Seed, uint64(i)|1<<63))
	for connects := 0; cc.ctx.Err() == nil; connects++ {
		url := cc.live.pick(node)
		if url == "" {
			time.Sleep(50 * time.Millisecond)
			continue
		}
		if connects > 0 && !p.fresh {
			cc.reconnects.Add(1)
		}
		p.fresh = false
		query := "token=" + p.table.tokens[sc.seat]
		if p.lastSeq >= 0 {
			query += fmt.Sprintf("&since=%d", p.lastSeq)
		}
		dctx, cancel := context.WithTimeout(cc.ctx, 10*time.Second)
		c, _, err := websocket.Dial(dctx, fmt.Sprintf("ws%s/api/tables/%s/events?%s", strings.TrimPrefix(url, "http"), p.table.id, query), nil)
		cancel()
		if err != nil {
			node = cc.live.elsewhere(node%cc.cfg.Nodes, route)
			time.Sleep(20 * time.Millisecond)
			continue
		}
		c.SetReadLimit(1 << 20)
		if connects == 0 {
			cc.counted()
		}
		over := cc.listen(c, i, p)
		if cc.ctx.Err() != nil {
			return
		}
		if !over {
			// The node went away: the move in flight, if any, is found in
			// the log of the next node's first state.
			node = cc.live.elsewhere(node%cc.cfg.Nodes, route)
			continue
		}
		next, ok := cc.after(sc.slot, p.game)
		if !ok {
			return
		}
		p.game++
		p.table, p.lastSeq, p.sentSeq, p.botSeen, p.waiting, p.fresh = next, -1, -1, 0, time.Time{}, true
	}
}

// counted notes one more client connected; once all are, the heap they
// took is measured.
func (cc *clusterClients) counted() {
	if cc.connected.Add(1) != int64(len(cc.seats)) {
		return
	}
	if after := heapInUse(); after > cc.heapBefore {
		cc.mu.Lock()
		cc.heapPerConnection = float64(after-cc.heapBefore) / float64(len(cc.seats)) / 1024
		cc.mu.Unlock()
	}
}

// listen plays on connection c until it ends (false) or the game or the
// run is over (true).
func (cc *clusterClients) listen(c *websocket.Conn, i int, p *seatPlay) bool {
	defer c.CloseNow()
	first := true
	for {
		_, data, err := c.Read(cc.ctx)
		if err != nil {
			return cc.ctx.Err() != nil
		}
		var f loadFrame
		if json.Unmarshal(data, &f) != nil {
			cc.errs.Add(1)
			continue
		}
		switch f.Type {
		case "error":
			cc.refused(f)
			p.sentSeq = -1
			continue
		case "state":
		default:
			continue
		}
		if over := cc.seen(i, p, f); over {
			return true
		}
		if first {
			// A move still in flight is not in the log of the first state
			// on this node: it never reached the store (it was never
			// confirmed either), so the person plays again.
			first = false
			p.sentSeq = -1
		}
		if len(f.Moves) == 0 || p.sentSeq >= 0 {
			continue
		}
		if cc.cfg.Rate > 0 {
			think := time.Duration((0.5 + p.r.Float64()) * float64(cc.cfg.Tables) / cc.cfg.Rate * float64(time.Second))
			select {
			case <-time.After(think):
			case <-cc.ctx.Done():
				return true
			}
		}
		msg, _ := json.Marshal(Frame{Type: "move", Seq: &f.Seq, Move: f.Moves[p.r.IntN(len(f.Moves))]})
		p.sentSeq, p.sentAt = f.Seq, time.Now()
		if err := c.Write(cc.ctx, websocket.MessageText, msg); err != nil {
			return cc.ctx.Err() != nil
		}
	}
}

// refused counts an error frame; a stale number is not an error (in a
// simultaneous decision another seat's move may come first).
func (cc *clusterClients) refused(f loadFrame) {
	if f.Status == http.StatusConflict {
		return
	}
	cc.errs.Add(1)
	cc.mu.Lock()
	if len(cc.errorSample) < 5 {
		cc.errorSample = append(cc.errorSample, fmt.Sprintf("%d %s", f.Status, f.Error))
	}
	cc.mu.Unlock()
}

// seen reads a state frame: the client's move confirmed, the bot's move
// after a wait, the game over (true).
func (cc *clusterClients) seen(i int, p *seatPlay, f loadFrame) bool {
	sc := cc.seats[i]
	p.lastSeq = f.Seq
	for _, l := range f.Log {
		if p.sentSeq >= 0 && l.Seat == sc.seat && l.Seq > p.sentSeq {
			p.trips = append(p.trips, time.Since(p.sentAt))
			p.acked = append(p.acked, ackedMove{table: p.table.id, seq: l.Seq, seat: l.Seat, move: l.Move})
			cc.moves.Add(1)
			p.sentSeq = -1
		}
		if sc.bot && l.Seat != sc.seat && l.Seq > p.botSeen {
			p.botSeen = l.Seq
			cc.botMoves.Add(1)
		}
		if sc.bot && l.Seat != sc.seat && !p.waiting.IsZero() {
			if cc.killedAt.Load() != 0 {
				p.waits = append(p.waits, botWait{table: p.table.id, seat: sc.seat, began: p.waiting, took: time.Since(p.waiting)})
			}
			p.waiting = time.Time{}
		}
	}
	if f.Over {
		if sc.seat == 0 {
			cc.finished.Add(1)
		}
		return true
	}
	if len(f.Moves) == 0 && sc.bot && p.waiting.IsZero() {
		p.waiting = time.Now()
	}
	return false
}

// InProcessNodes starts nodes as servers of this process, each with a
// connection pool of its own to the PostgreSQL database at dbURL, on
// loopback ports; log receives their logs. With noBots they play no bots
// (a worker does).
func InProcessNodes(dbURL string, log *slog.Logger, botDelay time.Duration, noBots bool) func(i int) (ClusterNode, error) {
	return func(i int) (ClusterNode, error) {
		ctx := context.Background()
		st, err := store.OpenPostgres(ctx, dbURL)
		if err != nil {
			return ClusterNode{}, err
		}
		srv, err := New(ctx, Config{Store: st, Log: log.With("node", i), BotDelay: botDelay, NoBots: noBots}.NoLimits())
		if err != nil {
			st.Close()
			return ClusterNode{}, err
		}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			srv.Close()
			st.Close()
			return ClusterNode{}, err
		}
		hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second}
		go hs.Serve(ln)
		kill := func() {
			hs.Close() // the listener and every connection, at once
			srv.Close()
			st.Close()
		}
		return ClusterNode{URL: "http://" + ln.Addr().String(), Kill: kill, Duplicates: srv.duplicateBotMoves}, nil
	}
}

// InProcessWorker starts a bot worker (what `karnak worker` runs) as a
// server of this process that serves nothing: it holds every table and
// plays the bots whose lease it holds.
func InProcessWorker(dbURL string, log *slog.Logger, botDelay time.Duration) func() (ClusterNode, error) {
	return func() (ClusterNode, error) {
		ctx := context.Background()
		st, err := store.OpenPostgres(ctx, dbURL)
		if err != nil {
			return ClusterNode{}, err
		}
		srv, err := New(ctx, Config{Store: st, Log: log.With("role", "worker"), BotDelay: botDelay, HoldEveryTable: true}.NoLimits())
		if err != nil {
			st.Close()
			return ClusterNode{}, err
		}
		kill := func() {
			srv.Close()
			st.Close()
		}
		return ClusterNode{Kill: kill, Duplicates: srv.duplicateBotMoves}, nil
	}
}
