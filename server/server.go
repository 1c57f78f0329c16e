// Package server is Karnak's game server: lobby, tables, seats, bots,
// spectators and replays over HTTP, a JSON API and WebSockets. It is
// game-agnostic; each game brings its engine and a board renderer.
package server

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/netip"
	"runtime"
	"slices"
	"sort"
	"sync"
	"time"

	"karnak/bots"
	"karnak/engine"
	"karnak/store"
	"karnak/web"
)

// Config sets up a server.
type Config struct {
	Store store.Store
	Log   *slog.Logger
	// BotDelay is the pause before a bot moves, so that people can follow
	// the game; zero in tests and benchmarks.
	BotDelay time.Duration
	// BotBudget is the time a bot may think about one move once it has its
	// cores; past it the move is a random legal one (and the slow bot is
	// replaced by a fresh instance, since it is still busy).
	BotBudget time.Duration
	// NoBots: this node plays no bots, leaving them to the other nodes
	// and `karnak worker` processes sharing its store (a web node whose
	// cores serve requests only).
	NoBots bool
	// HoldEveryTable: on a shared store, this node holds every table in
	// play, those it serves nobody as well (a `karnak worker`, which
	// plays the bots of tables people watch on web nodes). Otherwise a
	// node holds the tables it is asked for, those it created and those
	// whose bot lease lapsed (to take their bots over); on one machine a
	// node holds every table in play either way.
	HoldEveryTable bool
	// ZombieAfter is how long a seat may keep everyone waiting before the
	// other players may hand it to a bot.
	ZombieAfter time.Duration
	// HTTPRate limits the requests that change something, per client
	// address and second (burst: twice as many); WSRate limits the frames
	// of one WebSocket connection. Negative: no limit.
	HTTPRate float64
	WSRate   float64
	// Now is the clock (tests replace it).
	Now func() time.Time
	// HintBot is the bot spec that answers hints (default "hard").
	HintBot string

	// The limits below keep one client from taking the server for itself;
	// docs/security.md explains each. Zero means the default; a negative
	// number or Unlimited, no limit.

	// TableRate is the tables one client address may create, AccountTableRate
	// the tables one account may (defaults 60/1h and 30/1h).
	TableRate, AccountTableRate Rate
	// GuestRate is the guest accounts one address may start (default 30/1h).
	GuestRate Rate
	// AuthRate is the logins and registrations one address may try
	// (default 20/1m).
	AuthRate Rate
	// MaxBotTables is the tables without a human seat that may run at once
	// (default 8).
	MaxBotTables int
	// BotCores is the cores the bots' and hints' searches share (default
	// GOMAXPROCS−1, at least 1); the rest stay free for requests.
	BotCores int
	// HashSlots is the password hashes (19 MiB each) computed at once
	// (default GOMAXPROCS); HashQueue the logins that may wait for one
	// before the server answers 503 (default 32).
	HashSlots, HashQueue int
	// HintQueue is the hints that may wait for a core (default 16).
	HintQueue int
	// SocketsPerAddr is the WebSockets one client address may hold open
	// (default 100).
	SocketsPerAddr int
	// TrustedProxies are the reverse proxies whose X-Forwarded-For names
	// the client; without them every limit keys on the connection's
	// address.
	TrustedProxies []netip.Prefix
}

// NoLimits is a configuration without the per-client limits, for load
// tests and benchmarks that play many tables from one address.
func (c Config) NoLimits() Config {
	c.HTTPRate, c.WSRate = -1, -1
	c.TableRate, c.AccountTableRate, c.GuestRate, c.AuthRate = Unlimited, Unlimited, Unlimited, Unlimited
	c.MaxBotTables, c.SocketsPerAddr = -1, -1
	return c
}

// Defaults is the configuration a server runs with when nothing is set.
func Defaults() Config {
	var c Config
	c.defaults()
	return c
}

func (c *Config) defaults() {
	if c.Log == nil {
		c.Log = slog.Default()
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	if c.HintBot == "" {
		c.HintBot = "hard"
	}
	if c.BotBudget == 0 {
		c.BotBudget = 10 * time.Second
	}
	if c.ZombieAfter == 0 {
		c.ZombieAfter = 72 * time.Hour
	}
	if c.HTTPRate == 0 {
		c.HTTPRate = 50
	}
	if c.WSRate == 0 {
		c.WSRate = 20
	}
	rate := func(r *Rate, def Rate) {
		if *r == (Rate{}) {
			*r = def
		}
	}
	rate(&c.TableRate, Rate{60, time.Hour})
	rate(&c.AccountTableRate, Rate{30, time.Hour})
	rate(&c.GuestRate, Rate{30, time.Hour})
	rate(&c.AuthRate, Rate{20, time.Minute})
	count := func(n *int, def int) {
		if *n == 0 {
			*n = def
		}
	}
	procs := runtime.GOMAXPROCS(0)
	count(&c.MaxBotTables, 8)
	count(&c.BotCores, max(1, procs-1))
	count(&c.HashSlots, procs)
	count(&c.HashQueue, 32)
	count(&c.HintQueue, 16)
	count(&c.SocketsPerAddr, 100)
	c.BotCores = max(1, c.BotCores)
	c.HashSlots = max(1, c.HashSlots)
	c.HashQueue, c.HintQueue = max(0, c.HashQueue), max(0, c.HintQueue)
}

// BotKinds are the seat kinds the server plays itself: every bot level and
// kind of package bots with its default settings, for a game of the scale.
var BotKinds = map[string]func(seed uint64, scale engine.Scale) bots.Bot{}

func init() {
	for _, kind := range bots.Kinds() {
		BotKinds[kind] = func(seed uint64, scale engine.Scale) bots.Bot {
			b, err := bots.New(kind, seed, scale)
			if err != nil {
				panic(err) // the kinds' own names always make a bot
			}
			return b
		}
	}
}

func botKindNames() []string {
	var out []string
	for _, k := range bots.Kinds() { // levels first, in the order players read them
		if BotKinds[k] != nil {
			out = append(out, k)
		}
	}
	var extra []string
	for k := range BotKinds {
		if !slices.Contains(out, k) {
			extra = append(extra, k)
		}
	}
	sort.Strings(extra)
	return append(out, extra...)
}

// Server holds the live tables.
type Server struct {
	cfg     Config
	store   store.Store
	log     *slog.Logger
	metrics *metrics
	pages   *web.Pages

	clients      clients
	httpLimit    *limiter // changing requests per address
	tableLimit   *limiter // tables per address
	accountLimit *limiter // tables per account
	guestLimit   *limiter // guest accounts per address
	authLimit    *limiter // logins and registrations per address
	sockets      *counter // WebSockets per address
	cpu          *cpuPool // cores for the searches of bots and hints
	quick        *cpuPool // one lane for the bots that answer at once
	hashes       *hashGate
	hints        hintDesk
	hintWake     chan struct{} // a hint job was posted (runHintJobs)
	botOnlyMu    sync.Mutex    // serialises creating tables without people, for their cap

	mu     sync.Mutex
	tables map[string]*table
	// takingIn are the tables whose lease lapsed being read now
	// (takeInLapsed), so that the next renewal does not read them again.
	takingIn map[string]bool
	// loading are the tables being read from the store (lookup), with
	// what their words said meanwhile: a word that came before the table
	// was held would otherwise be dropped, and a table read before that
	// move was stored would never hear of it.
	loading map[string]*heardWhileLoading
	// afterRead, in tests, runs in lookup between reading a table and
	// holding it: where a word can slip between the two.
	afterRead func(id string)
	// beforeWatching, in tests, runs in a socket's start between finding
	// its table and watching it: where a word is only marked behind.
	beforeWatching func(id string)
	// lapsedUnlisted, in tests, keeps keepLeases from listing the lapsed
	// leases: a renewal's take is then the only prompt way to a takeover.
	lapsedUnlisted bool
	// node names this server among the nodes sharing its store (bot
	// leases).
	node string

	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

// storeTimeout bounds one store operation the server waits for.
const storeTimeout = 15 * time.Second

// storeCtx is the context of a store write: it does not end when the client
// who asked hangs up (the server must know whether a write happened, and a
// cancelled commit may have happened all the same), only when the store is
// too slow.
func storeCtx(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.WithoutCancel(ctx), storeTimeout)
}

// New creates a server and rebuilds every active table from the store.
func New(ctx context.Context, cfg Config) (*Server, error) {
	cfg.defaults()
	if err := bots.Check(cfg.HintBot); err != nil {
		return nil, err
	}
	pages, err := web.New()
	if err != nil {
		return nil, err
	}
	m := newMetrics()
	s := &Server{cfg: cfg, store: cfg.Store, log: cfg.Log, tables: map[string]*table{}, metrics: m, pages: pages,
		clients:      clients{trusted: cfg.TrustedProxies},
		httpLimit:    newPerSecond(cfg.HTTPRate),
		tableLimit:   newLimiter(cfg.TableRate),
		accountLimit: newLimiter(cfg.AccountTableRate),
		guestLimit:   newLimiter(cfg.GuestRate),
		authLimit:    newLimiter(cfg.AuthRate),
		sockets:      newCounter(cfg.SocketsPerAddr),
		cpu:          newCPUPool(cfg.BotCores, m),
		quick:        newCPUPool(1, m),
		hashes:       newHashGate(cfg.HashSlots, cfg.HashQueue, m),
		hints:        hintDesk{pending: map[string]bool{}, cache: map[hintKey]*Hint{}, queue: max(1, cfg.HintQueue)},
	}
	s.node = newID()
	// Several nodes may log to one place: each line says which node.
	s.log = s.log.With("node", s.node)
	s.ctx, s.cancel = context.WithCancel(context.Background())
	if err := s.restore(ctx); err != nil {
		s.cancel()
		return nil, err
	}
	if l, ok := s.store.(store.Leaser); ok && store.Watches(s.store) && !cfg.NoBots {
		s.wg.Add(1)
		go func() {
			defer s.wg.Done()
			s.keepLeases(l)
		}()
	}
	s.hintWake = make(chan struct{}, 1)
	if q := s.hintQueue(); q != nil && !cfg.NoBots {
		s.wg.Add(1)
		go func() {
			defer s.wg.Done()
			s.runHintJobs(q)
		}()
	}
	s.wg.Add(2)
	go func() {
		defer s.wg.Done()
		s.janitor()
	}()
	go func() {
		defer s.wg.Done()
		s.watchStore()
	}()
	return s, nil
}

// Close stops the bots and wakes every watcher so connections can end.
func (s *Server) Close() {
	s.cancel()
	s.mu.Lock()
	for _, t := range s.tables {
		t.mu.Lock()
		t.closed = true
		t.notifyLocked()
		t.mu.Unlock()
	}
	s.mu.Unlock()
	s.wg.Wait()
}

func (s *Server) restore(ctx context.Context) error {
	if store.Watches(s.store) && !s.cfg.HoldEveryTable {
		// A node joining others reads a table when it is asked for it or
		// when the table's bot lease lapses (keepLeases): reading every
		// table at start would cost the database and this node the
		// whole site's tables for the few it will serve.
		return nil
	}
	rows, err := s.store.Tables(ctx, "active", 0)
	if err != nil {
		return fmt.Errorf("listing open tables: %w", err)
	}
	// Tables are read and replayed by a few workers at once: a node
	// starting on a busy shared database waits mostly for its answers
	// (1,000 tables took 21 s one by one), and one machine replays on all
	// its cores.
	began := time.Now()
	next := make(chan store.Table)
	var wg sync.WaitGroup
	for range restoreWorkers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for row := range next {
				s.restoreTable(ctx, row)
			}
		}()
	}
	for _, row := range rows {
		next <- row
	}
	close(next)
	wg.Wait()
	s.log.Info("tables restored", "tables", len(rows), "seconds", time.Since(began).Seconds())
	return nil
}

// restoreWorkers is how many tables restore reads at once.
const restoreWorkers = 8

func (s *Server) restoreTable(ctx context.Context, row store.Table) {
	t, err := rebuild(ctx, s.store, row)
	if err != nil {
		s.log.Error("table not restored", "table", row.ID, "err", err)
		return
	}
	s.add(t)
	if t.broken != "" {
		s.log.Warn("table restored broken: its stored moves stop replaying", "table", t.id, "game", t.game, "moves", len(t.moves),
			"rules_version", t.rulesVersion, "server_rules_version", t.desc.RulesVersion, "broken", t.broken)
		return
	}
	s.log.Info("table restored", "table", t.id, "game", t.game, "moves", len(t.moves))
}

// add makes a table live: its bots start, and a game found over (the last
// move was stored but the table not marked finished) is finished. A broken
// table is only shown: no bot plays it and it is never finished.
//
// A table held already (read by a word from the store that came before
// its creator got here) stays the one held: one table, one bot loop.
func (s *Server) add(t *table) {
	s.mu.Lock()
	if old := s.tables[t.id]; old != nil && old != t {
		s.mu.Unlock()
		return
	}
	s.tables[t.id] = t
	n := len(s.tables)
	s.mu.Unlock()
	s.metrics.tables.Set(float64(n))
	t.mu.Lock()
	over, broken := t.state.Over(), t.broken != ""
	t.mu.Unlock()
	if broken {
		return
	}
	if over {
		s.finish(t)
		return
	}
	s.startBots(t)
}

// lookup finds a live table, loading a finished one from the store.
func (s *Server) lookup(ctx context.Context, id string) (*table, error) {
	s.mu.Lock()
	t := s.tables[id]
	var note *heardWhileLoading
	if t == nil {
		if note = s.loading[id]; note == nil {
			note = &heardWhileLoading{}
			if s.loading == nil {
				s.loading = map[string]*heardWhileLoading{}
			}
			s.loading[id] = note
		}
		note.readers++
	}
	s.mu.Unlock()
	if t != nil {
		s.freshen(t)
		return t, nil
	}
	began := time.Now()
	t, held, err := s.read(ctx, id)
	if err == nil && held {
		s.log.Debug("table read", "table", id, "moves", len(t.moves), "took", time.Since(began))
	}
	// What the words said while the table was read, now that it is held
	// (a word from here on finds it).
	s.mu.Lock()
	heard := *note
	if note.readers--; note.readers == 0 {
		delete(s.loading, id)
	}
	s.mu.Unlock()
	if err != nil || !held {
		return t, err
	}
	t.mu.Lock()
	switch {
	case heard.seats:
		s.reload(t)
	case heard.seq > t.stored:
		s.catchUp(t)
	}
	t.mu.Unlock()
	return t, nil
}

// heardWhileLoading is what the words of a table said while it was read:
// the last move's number, and whether its seats changed.
type heardWhileLoading struct {
	readers int
	seq     int
	seats   bool
}

// read rebuilds table id from the store and, when it is in play, holds
// it (held).
func (s *Server) read(ctx context.Context, id string) (t *table, held bool, err error) {
	row, err := s.store.Table(ctx, id)
	if err != nil {
		return nil, false, err
	}
	t, err = rebuild(ctx, s.store, row)
	if err != nil {
		return nil, false, err
	}
	if s.afterRead != nil {
		s.afterRead(id)
	}
	if row.Status == "finished" {
		// Finished tables never change: they are rebuilt when asked for
		// rather than kept, so memory holds only the games in play.
		return t, false, nil
	}
	// An active table this server did not hold (its creation's answer was
	// lost, or it failed to load at start): it is live from now on, broken
	// or not.
	// Two requests (or two words from other nodes) may load it at once:
	// the first to get here holds it, the other gets that one, so that one
	// table never has two bot loops.
	s.mu.Lock()
	if old := s.tables[id]; old != nil {
		s.mu.Unlock()
		return old, true, nil
	}
	s.tables[id] = t
	s.mu.Unlock()
	s.add(t)
	return t, true, nil
}

func newToken() string {
	b := make([]byte, 24)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

func newID() string {
	b := make([]byte, 8)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

func newNonce() string {
	b := make([]byte, 16)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// NewTable is a request to open a table.
type NewTable struct {
	Game    string            `json:"game"`
	Players int               `json:"players"`
	Options map[string]string `json:"options"`
	Seats   []string          `json:"seats"`
	Seed    *uint64           `json:"seed"`
}

// SeatToken is a seat and the secret that plays it.
type SeatToken struct {
	Seat  int    `json:"seat"`
	Token string `json:"token"`
}

// inputError is a request the server refuses as malformed (HTTP 400).
type inputError struct{ msg string }

func (e *inputError) Error() string { return e.msg }

func badInput(format string, args ...any) error { return &inputError{fmt.Sprintf(format, args...)} }

// limitTables refuses a table past the address's or the account's rate.
func (s *Server) limitTables(addr, account string) error {
	now := s.cfg.Now()
	if !s.tableLimit.allow(addr, now) {
		return fmt.Errorf("%w: at most %v tables from one address", errLimited, s.cfg.TableRate)
	}
	if account != "" && !s.accountLimit.allow(account, now) {
		return fmt.Errorf("%w: at most %v tables from one account", errLimited, s.cfg.AccountTableRate)
	}
	return nil
}

// botOnlyTables counts the live tables where no person plays.
func (s *Server) botOnlyTables() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, t := range s.tables {
		t.mu.Lock()
		if !t.hasHumanLocked() && !t.state.Over() && t.broken == "" { // a broken table runs no bot
			n++
		}
		t.mu.Unlock()
	}
	return n
}

// createTable opens a table for a client at addr; creator (an account id,
// may be empty) takes the first human seat.
func (s *Server) createTable(ctx context.Context, req NewTable, creator, creatorName, addr string) (string, []SeatToken, error) {
	g, err := engine.Lookup(req.Game)
	if err != nil {
		return "", nil, badInput("unknown game %q (games: %v)", req.Game, engine.Games())
	}
	opts := engine.Options{}
	for k, v := range req.Options {
		if len(k) > 40 || len(v) > 40 || len(opts) > 20 {
			return "", nil, badInput("options too long")
		}
		opts[k] = v
	}
	d := g.Descriptor()
	switch {
	case req.Players != 0:
		opts["players"] = fmt.Sprint(req.Players)
	case opts["players"] == "" && len(req.Seats) > 0:
		opts["players"] = fmt.Sprint(len(req.Seats))
	}
	if err := d.Validate(opts); err != nil {
		return "", nil, badInput("%v", err)
	}
	players, _ := d.PlayerCount(opts)
	if len(req.Seats) == 0 {
		req.Seats = []string{"human"}
		for len(req.Seats) < players {
			req.Seats = append(req.Seats, "random")
		}
	}
	if players != len(req.Seats) {
		return "", nil, badInput("%d players but %d seats named", players, len(req.Seats))
	}
	humans := 0
	for i, kind := range req.Seats {
		if kind != "human" && BotKinds[kind] == nil {
			return "", nil, badInput("seat %d: unknown seat kind %q (human or one of %v)", i, kind, botKindNames())
		}
		if kind == "human" {
			humans++
		}
	}
	opts["players"] = fmt.Sprint(players)
	var seed uint64
	if req.Seed != nil {
		// The seed decides every hidden draw: whoever chose it knows every
		// other player's cards.
		if humans > 1 {
			return "", nil, badInput("a chosen seed tells whoever chose it every hidden card: it is allowed only at a table with one person (this one has %d human seats)", humans)
		}
		seed = *req.Seed
	} else {
		var b [8]byte
		rand.Read(b[:])
		seed = binary.BigEndian.Uint64(b[:])
	}
	st, err := g.New(opts, seed)
	if err != nil {
		return "", nil, badInput("%v", err)
	}
	if humans == 0 && s.cfg.MaxBotTables >= 0 {
		s.botOnlyMu.Lock()
		defer s.botOnlyMu.Unlock()
		if s.botOnlyTables() >= s.cfg.MaxBotTables {
			return "", nil, fmt.Errorf("%w: %d tables of bots only are playing, the most this server runs at once", errBusy, s.cfg.MaxBotTables)
		}
	}
	now := s.cfg.Now().UTC()
	row := store.Table{ID: newID(), Game: g.Name(), Options: opts, Seed: seed, SeedNonce: newNonce(), SeedChosen: req.Seed != nil,
		RulesVersion: d.RulesVersion, Creator: creator, Created: now, Updated: now, Status: "active"}
	var tokens []SeatToken
	claimed := false
	for i, kind := range req.Seats {
		tok := newToken()
		seat := store.Seat{Seat: i, Kind: kind, TokenHash: hashToken(tok)}
		if kind != "human" {
			seat.Name = kind
		} else if creator != "" && !claimed {
			seat.UserID, seat.Name = creator, creatorName
			claimed = true
		}
		row.Seats = append(row.Seats, seat)
		tokens = append(tokens, SeatToken{Seat: i, Token: tok})
	}
	wctx, cancel := storeCtx(ctx)
	defer cancel()
	if err := s.store.CreateTable(wctx, row); err != nil {
		// Stored or not, the table is not announced: if it was stored, a
		// visit loads it (lookup) and the next start restores it.
		return "", nil, fmt.Errorf("%w: storing the table: %v", errUnavailable, err)
	}
	t := newTable(row, st, nil, nil, nil)
	t.owner = ownerOf(creator, "address "+addr)
	t.followLocked() // not yet shared: no lock needed
	s.add(t)
	s.metrics.tablesCreated.Inc()
	s.log.Info("table created", "table", row.ID, "game", row.Game, "seats", req.Seats, "seed_chosen", row.SeedChosen)
	return row.ID, tokens, nil
}

// Play is a move attempt through any channel (API, WebSocket, bot).
func (s *Server) Play(ctx context.Context, t *table, seat, seq int, text string) error {
	return s.playSeen(ctx, t, seat, seq, -1, text)
}

// playSeen is Play by a caller that says how many of the table's
// take-backs it has seen (seen < 0: it does not say): one that missed the
// take-back of a move it saw is stale, though the count of moves agrees.
func (s *Server) playSeen(ctx context.Context, t *table, seat, seq, seen int, text string) error {
	start := time.Now()
	err := t.play(ctx, s.store, seat, seq, seen, text, s.cfg.Now().UTC())
	if err != nil {
		return err
	}
	s.metrics.moves.Inc()
	s.metrics.moveSeconds.Observe(time.Since(start).Seconds())
	t.mu.Lock()
	over := t.state.Over()
	t.mu.Unlock()
	if over {
		s.finish(t)
	}
	return nil
}

// finish marks a table whose game is over as finished in the store and lets
// it go from memory. The last move is stored already, so this happens
// whatever became of the mover's connection; a store that fails is tried
// again in the background (and at the next start) until it takes it.
func (s *Server) finish(t *table) {
	t.mu.Lock()
	res, _ := json.Marshal(t.state.Result())
	t.mu.Unlock()
	try := func() error {
		ctx, cancel := storeCtx(s.ctx)
		defer cancel()
		return s.store.FinishTable(ctx, t.id, string(res), s.cfg.Now().UTC())
	}
	done := func() {
		s.mu.Lock()
		if s.tables[t.id] == t {
			delete(s.tables, t.id)
		}
		n := len(s.tables)
		s.mu.Unlock()
		s.metrics.tables.Set(float64(n))
	}
	err := try()
	if err == nil {
		done()
		return
	}
	s.log.Error("marking table finished, will retry", "table", t.id, "err", err)
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		for wait := time.Second; ; wait = min(2*wait, time.Minute) {
			select {
			case <-time.After(wait):
			case <-s.ctx.Done():
				return
			}
			if err := try(); err != nil {
				s.log.Error("marking table finished, will retry", "table", t.id, "err", err)
				continue
			}
			done()
			return
		}
	}()
}

// join gives an unclaimed human seat to an account.
func (s *Server) join(ctx context.Context, t *table, seat int, user store.User) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if err := t.freshLocked(s.store); err != nil {
		return err
	}
	if seat < 0 || seat >= len(t.seats) {
		return badInput("no seat %d at this table", seat)
	}
	for _, st := range t.seats {
		if st.UserID == user.ID && st.Kind == "human" {
			return &moveError{Reason: fmt.Sprintf("you already hold seat %d here", st.Seat)}
		}
	}
	st := t.seats[seat]
	if st.Kind != "human" || st.UserID != "" {
		return &moveError{Reason: fmt.Sprintf("seat %d is taken", seat)}
	}
	wctx, cancel := storeCtx(ctx)
	defer cancel()
	if err := s.store.ClaimSeat(wctx, t.id, seat, user.ID, user.Name); err != nil {
		// In doubt the store says who holds the seat.
		if rerr := t.reloadLocked(s.store); rerr != nil {
			return fmt.Errorf("%w: claiming a seat: %v", errUnavailable, err)
		}
		if t.seats[seat].UserID == user.ID {
			return nil
		}
		if errors.Is(err, store.ErrConflict) {
			return &moveError{Reason: fmt.Sprintf("seat %d is taken", seat)}
		}
		return fmt.Errorf("%w: claiming a seat: %v", errUnavailable, err)
	}
	st.UserID, st.Name = user.ID, user.Name
	t.seats[seat] = st
	t.notifyLocked()
	return nil
}

// replaceWithBot hands a seat to a bot for the rest of the game (the
// "zombie" rule). by is the seat asking: the seat itself when its player
// leaves, or another player after the seat kept the table waiting for
// ZombieAfter.
func (s *Server) replaceWithBot(ctx context.Context, t *table, by, seat int, kind string) error {
	if BotKinds[kind] == nil {
		return badInput("unknown bot kind %q (one of %v)", kind, botKindNames())
	}
	// When the last person leaves, the table joins the tables of bots only,
	// which are capped like the ones created so. Every hand-over holds the
	// lock of that cap, so no two can pass it together.
	s.botOnlyMu.Lock()
	defer s.botOnlyMu.Unlock()
	t.mu.Lock()
	humans := 0
	for _, st := range t.seats {
		if st.Kind == "human" {
			humans++
		}
	}
	last := humans == 1 && seat >= 0 && seat < len(t.seats) && t.seats[seat].Kind == "human"
	t.mu.Unlock()
	if last && s.cfg.MaxBotTables >= 0 && s.botOnlyTables() >= s.cfg.MaxBotTables {
		return fmt.Errorf("%w: %d tables of bots only are playing, the most this server runs at once, so the last person cannot hand this one to bots now (leaving it as it is keeps the seat yours)", errBusy, s.cfg.MaxBotTables)
	}
	if err := s.handToBot(ctx, t, by, seat, kind); err != nil {
		return err
	}
	s.startBots(t)
	return nil
}

func (s *Server) handToBot(ctx context.Context, t *table, by, seat int, kind string) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if err := t.freshLocked(s.store); err != nil {
		return err
	}
	if seat < 0 || seat >= len(t.seats) {
		return badInput("no seat %d at this table", seat)
	}
	if t.state.Over() {
		return errOver
	}
	st := t.seats[seat]
	if st.Kind != "human" {
		return &moveError{Reason: fmt.Sprintf("seat %d is already played by %s", seat, st.Kind)}
	}
	if by != seat {
		waiting := slices.Contains(t.state.Actors(), seat)
		last := t.created
		if n := len(t.moves); n > 0 {
			last = t.moves[n-1].At
		}
		if !waiting || s.cfg.Now().Sub(last) < s.cfg.ZombieAfter {
			return &moveError{Reason: fmt.Sprintf("seat %d may be replaced by another player only after keeping the table waiting for %v", seat, s.cfg.ZombieAfter)}
		}
	}
	ev := store.SeatEvent{Seq: len(t.moves), Seat: seat, What: fmt.Sprintf("replaced by %s (asked by seat %d)", kind, by), At: s.cfg.Now().UTC()}
	name := st.Name + " → " + kind
	wctx, cancel := storeCtx(ctx)
	defer cancel()
	if err := s.store.HandSeatToBot(wctx, t.id, seat, kind, name, ev); err != nil {
		if rerr := t.reloadLocked(s.store); rerr != nil {
			return fmt.Errorf("%w: handing a seat to a bot: %v", errUnavailable, err)
		}
		if t.seats[seat].Kind == kind {
			return nil
		}
		if errors.Is(err, store.ErrConflict) {
			return &moveError{Reason: fmt.Sprintf("seat %d is already played by %s", seat, t.seats[seat].Kind)}
		}
		return fmt.Errorf("%w: handing a seat to a bot: %v", errUnavailable, err)
	}
	st.Kind, st.Name = kind, name
	t.seats[seat] = st
	t.events = append(t.events, ev)
	t.notifyLocked()
	return nil
}

// startBots runs the table's bot seats until the game ends or the server
// closes. One goroutine per table with bots; it wakes on every change.
func (s *Server) startBots(t *table) {
	if s.cfg.NoBots {
		return
	}
	t.mu.Lock()
	hasBot := false
	for _, st := range t.seats {
		hasBot = hasBot || st.Kind != "human"
	}
	if !hasBot || t.state.Over() || t.botsRunning {
		t.mu.Unlock()
		return
	}
	t.botsRunning = true
	t.mu.Unlock()
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		s.runBots(t)
	}()
}

// think asks the bot for a move within the time budget, on cores the pool
// has given it (release gives them back); past the budget a random legal
// move is played instead. The bot keeps its cores until it really stops, so
// a slow bot still counts against the pool.
func (s *Server) think(b bots.Bot, st engine.State, seat int, release func()) (engine.Move, bool) {
	// The bot works on its own copy: st stays untouched for the fallback.
	mine := st.Clone()
	done := make(chan engine.Move, 1)
	go func() {
		defer release()
		done <- b.Choose(mine, seat)
	}()
	timer := time.NewTimer(s.cfg.BotBudget)
	defer timer.Stop()
	select {
	case m := <-done:
		return m, true
	case <-timer.C:
		return bots.NewRandom(uint64(time.Now().UnixNano())).Choose(st, seat), false
	}
}

// owedBot is the bot seat that owes a decision at t now, if any.
func (t *table) owedBotLocked() (seat int, kind string) {
	for _, a := range t.state.Actors() {
		if k := t.seats[a].Kind; k != "human" {
			return a, k
		}
	}
	return -1, ""
}

func (s *Server) runBots(t *table) {
	players := map[int]bots.Bot{}
	// storedAt is, by seat, the number of the bot move this loop stored
	// last: a stale move that meets it met its own, not another node's.
	storedAt := map[int]int{}
	for {
		t.mu.Lock()
		if t.state.Over() || t.closed {
			t.botsRunning = false
			over := t.state.Over()
			t.mu.Unlock()
			if over {
				s.unlease(t)
			}
			return
		}
		wait := t.changed
		seat, kind := t.owedBotLocked()
		class := forBotsOnly
		if t.hasHumanLocked() {
			class = forPeople
		}
		seq := len(t.moves)
		behind := t.behind
		t.mu.Unlock()
		if seat < 0 && !behind {
			select {
			case <-wait:
				continue
			case <-s.ctx.Done():
				return
			}
		}
		if !s.leased(t) {
			// Another node plays this table's bots; this one takes over
			// when its lease runs out (keepLeases wakes it then).
			t.mu.Lock()
			left := t.leaseWaitLocked()
			t.mu.Unlock()
			timer := time.NewTimer(max(left, leaseRenew))
			select {
			case <-wait:
			case <-timer.C:
			case <-s.ctx.Done():
				timer.Stop()
				return
			}
			timer.Stop()
			continue
		}
		if seat < 0 {
			continue // the table was behind and has caught up: look again
		}
		if s.cfg.BotDelay > 0 {
			select {
			case <-time.After(s.cfg.BotDelay):
			case <-s.ctx.Done():
				return
			}
		}
		b := players[seat]
		if b == nil || b.Name() != kind {
			b = BotKinds[kind](t.botSeed^uint64(seat+1)*0x9e3779b97f4a7c15^uint64(seq), t.desc.Scale)
			bots.CapThreads(b, s.cfg.BotCores)
			players[seat] = b
		}
		// A quick bot (well under a millisecond a move) does not wait
		// behind other tables' searches of a second: it has a lane of its own.
		pool := s.quick
		if bots.Searches(b) {
			pool = s.cpu
		}
		release, err := pool.acquire(s.ctx, class, t.owner, bots.Threads(b))
		if err != nil {
			return // the server is closing
		}
		// The position is taken once the cores are there: a search never
		// works on a position that changed while it waited.
		t.mu.Lock()
		stillOwed := slices.Contains(t.state.Actors(), seat) && t.seats[seat].Kind == kind && !t.state.Over()
		var view engine.State
		seen := len(t.takeBacks)
		if stillOwed {
			view = t.state.Clone()
			seq = len(t.moves)
			// Bots deciding at once all choose in the position where the
			// decision opened: none is handed a state that holds another's
			// commit, hidden or not.
			if t.opening != nil && (t.openSeq == seq || t.concurrentLocked(seat, t.openSeq)) {
				view, seq = t.opening.Clone(), t.openSeq
			}
		}
		t.mu.Unlock()
		if !stillOwed {
			release()
			continue
		}
		began := time.Now()
		m, inTime := s.think(b, view, seat, release)
		s.metrics.botSeconds.Observe(time.Since(began).Seconds())
		if !s.leased(t) {
			// The lease ran out while the bot thought (a node too slow is
			// a node given up for dead): another node plays this decision.
			s.metrics.botMoves.WithLabelValues("abandoned").Inc()
			continue
		}
		if !inTime {
			s.log.Warn("bot over its time budget: random move instead", "table", t.id, "seat", seat, "bot", kind, "budget", s.cfg.BotBudget)
			delete(players, seat)
		}
		err = s.playSeen(s.ctx, t, seat, seq, seen, view.MoveText(m))
		switch {
		case err == nil:
			s.metrics.botMoves.WithLabelValues("stored").Inc()
			t.mu.Lock()
			for i := len(t.moves) - 1; i >= 0; i-- {
				if t.moves[i].Seat == seat {
					storedAt[seat] = t.moves[i].Seq
					break
				}
			}
			t.mu.Unlock()
			s.log.Debug("bot moved", "table", t.id, "seat", seat, "seq", storedAt[seat], "took", time.Since(began))
		case errors.Is(err, errStale):
			// Stale because the game moved on (a person's move in a
			// decision shared with the bot), or because another node
			// played this very decision of the bot: a duplicate, which
			// the leases are there to prevent.
			outcome := "stale"
			t.mu.Lock()
			if seq < len(t.moves) && t.moves[seq].Seat == seat && t.moves[seq].Seq != storedAt[seat] {
				outcome = "duplicate"
			}
			t.mu.Unlock()
			s.metrics.botMoves.WithLabelValues(outcome).Inc()
		default:
			if s.ctx.Err() != nil {
				return
			}
			s.log.Error("bot move refused", "table", t.id, "seat", seat, "bot", kind, "err", err)
			select {
			case <-time.After(time.Second):
			case <-s.ctx.Done():
				return
			}
		}
	}
}
