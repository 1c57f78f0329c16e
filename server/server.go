// Package server is Karnak's game server: lobby, tables, seats, bots,
// spectators and replays over HTTP, a JSON API and WebSockets. It is
// game-agnostic; each game brings its engine and a board renderer.
package server

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
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
	// BotBudget is the time a bot may think about one move; past it the
	// move is a random legal one (and the slow bot is replaced by a fresh
	// instance, since it is still busy).
	BotBudget time.Duration
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
	// HintBot is the bot spec that answers hints (default "hard"); at most
	// HintSlots hints are computed at once (default 1), others get 429.
	HintBot   string
	HintSlots int
}

// BotKinds are the seat kinds the server plays itself: every bot level and
// kind of package bots with its default settings.
var BotKinds = map[string]func(seed uint64) bots.Bot{}

func init() {
	for _, kind := range bots.Kinds() {
		BotKinds[kind] = func(seed uint64) bots.Bot {
			b, err := bots.New(kind, seed)
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
	limiter *ipLimiter
	hints   chan struct{} // one token per hint being computed

	mu     sync.Mutex
	tables map[string]*table

	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

// New creates a server and rebuilds every active table from the store.
func New(ctx context.Context, cfg Config) (*Server, error) {
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.HintBot == "" {
		cfg.HintBot = "hard"
	}
	if _, err := bots.New(cfg.HintBot, 0); err != nil {
		return nil, err
	}
	if cfg.HintSlots <= 0 {
		cfg.HintSlots = 1
	}
	if cfg.BotBudget == 0 {
		cfg.BotBudget = 10 * time.Second
	}
	if cfg.ZombieAfter == 0 {
		cfg.ZombieAfter = 72 * time.Hour
	}
	if cfg.HTTPRate == 0 {
		cfg.HTTPRate = 50
	}
	if cfg.WSRate == 0 {
		cfg.WSRate = 20
	}
	pages, err := web.New()
	if err != nil {
		return nil, err
	}
	s := &Server{cfg: cfg, store: cfg.Store, log: cfg.Log, tables: map[string]*table{}, metrics: newMetrics(),
		pages: pages, limiter: newIPLimiter(cfg.HTTPRate, 2*cfg.HTTPRate),
		hints: make(chan struct{}, cfg.HintSlots)}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	if err := s.restore(ctx); err != nil {
		s.cancel()
		return nil, err
	}
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
	rows, err := s.store.Tables(ctx, "active", 0)
	if err != nil {
		return fmt.Errorf("listing open tables: %w", err)
	}
	for _, row := range rows {
		t, err := rebuild(ctx, s.store, row)
		if err != nil {
			s.log.Error("table not restored", "table", row.ID, "err", err)
			continue
		}
		if t.state.Over() {
			// The last move was stored but the crash came before the table
			// was marked finished.
			res, _ := json.Marshal(t.state.Result())
			if err := s.store.FinishTable(ctx, t.id, string(res), s.cfg.Now()); err != nil {
				return err
			}
		}
		s.add(t)
		s.log.Info("table restored", "table", t.id, "game", t.game, "moves", len(t.moves))
	}
	return nil
}

func (s *Server) add(t *table) {
	s.mu.Lock()
	s.tables[t.id] = t
	n := len(s.tables)
	s.mu.Unlock()
	s.metrics.tables.Set(float64(n))
	s.startBots(t)
}

// lookup finds a live table, loading a finished one from the store.
func (s *Server) lookup(ctx context.Context, id string) (*table, error) {
	s.mu.Lock()
	t := s.tables[id]
	s.mu.Unlock()
	if t != nil {
		return t, nil
	}
	row, err := s.store.Table(ctx, id)
	if err != nil {
		return nil, err
	}
	t, err = rebuild(ctx, s.store, row)
	if err != nil {
		return nil, err
	}
	if t.state.Over() {
		// Finished tables never change: they are rebuilt when asked for
		// rather than kept, so memory holds only the games in play.
		return t, nil
	}
	s.mu.Lock()
	if old := s.tables[id]; old != nil {
		t = old
	} else {
		s.tables[id] = t
	}
	s.mu.Unlock()
	return t, nil
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

// createTable opens a table; creator (an account id, may be empty) takes
// the first human seat.
func (s *Server) createTable(ctx context.Context, req NewTable, creator, creatorName string) (string, []SeatToken, error) {
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
	if req.Players != 0 {
		opts["players"] = fmt.Sprint(req.Players)
	}
	players, err := opts.Int("players", len(req.Seats))
	if err != nil {
		return "", nil, badInput("%v", err)
	}
	if players < 1 || players > maxSeats || len(req.Seats) > maxSeats {
		return "", nil, badInput("a table has 1 to %d seats", maxSeats)
	}
	if len(req.Seats) == 0 {
		req.Seats = []string{"human"}
		for len(req.Seats) < players {
			req.Seats = append(req.Seats, "random")
		}
	}
	if players != len(req.Seats) {
		return "", nil, badInput("%d players but %d seats named", players, len(req.Seats))
	}
	opts["players"] = fmt.Sprint(players)
	var seed uint64
	if req.Seed != nil {
		seed = *req.Seed
	} else {
		var b [8]byte
		rand.Read(b[:])
		for _, x := range b {
			seed = seed<<8 | uint64(x)
		}
	}
	st, err := g.New(opts, seed)
	if err != nil {
		return "", nil, badInput("%v", err)
	}
	now := s.cfg.Now().UTC()
	row := store.Table{ID: newID(), Game: g.Name(), Options: opts, Seed: seed, Creator: creator, Created: now, Updated: now, Status: "active"}
	var tokens []SeatToken
	claimed := false
	for i, kind := range req.Seats {
		if kind != "human" && BotKinds[kind] == nil {
			return "", nil, badInput("seat %d: unknown seat kind %q (human or one of %v)", i, kind, botKindNames())
		}
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
	if err := s.store.CreateTable(ctx, row); err != nil {
		return "", nil, err
	}
	s.add(&table{id: row.ID, game: row.Game, opts: opts, seed: seed, creator: creator, created: now,
		state: st, moves: []store.Move{}, seats: row.Seats, changed: make(chan struct{})})
	s.metrics.tablesCreated.Inc()
	s.log.Info("table created", "table", row.ID, "game", row.Game, "seats", req.Seats)
	return row.ID, tokens, nil
}

// Play is a move attempt through any channel (API, WebSocket, bot).
func (s *Server) Play(ctx context.Context, t *table, seat, seq int, text string) error {
	start := time.Now()
	err := t.play(ctx, s.store, seat, seq, text, s.cfg.Now().UTC())
	if err == nil {
		s.metrics.moves.Inc()
		s.metrics.moveSeconds.Observe(time.Since(start).Seconds())
		t.mu.Lock()
		over := t.state.Over()
		var result engine.Result
		if over {
			result = t.state.Result()
		}
		t.mu.Unlock()
		if over {
			// The move is stored and applied: a failure to mark the table
			// finished is repaired by the next restart, not the mover's error.
			res, _ := json.Marshal(result)
			if ferr := s.store.FinishTable(ctx, t.id, string(res), s.cfg.Now().UTC()); ferr != nil {
				s.log.Error("marking table finished", "table", t.id, "err", ferr)
				return nil
			}
			s.mu.Lock()
			delete(s.tables, t.id)
			n := len(s.tables)
			s.mu.Unlock()
			s.metrics.tables.Set(float64(n))
		}
	}
	return err
}

// join gives an unclaimed human seat to an account.
func (s *Server) join(ctx context.Context, t *table, seat int, user store.User) error {
	t.mu.Lock()
	defer t.mu.Unlock()
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
	st.UserID, st.Name = user.ID, user.Name
	if err := s.store.UpdateSeat(ctx, t.id, st); err != nil {
		return err
	}
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
	t.mu.Lock()
	if seat < 0 || seat >= len(t.seats) {
		t.mu.Unlock()
		return badInput("no seat %d at this table", seat)
	}
	if t.state.Over() {
		t.mu.Unlock()
		return errOver
	}
	st := t.seats[seat]
	if st.Kind != "human" {
		t.mu.Unlock()
		return &moveError{Reason: fmt.Sprintf("seat %d is already played by %s", seat, st.Kind)}
	}
	if by != seat {
		waiting := false
		for _, a := range t.state.Actors() {
			waiting = waiting || a == seat
		}
		last := t.created
		if n := len(t.moves); n > 0 {
			last = t.moves[n-1].At
		}
		if !waiting || s.cfg.Now().Sub(last) < s.cfg.ZombieAfter {
			t.mu.Unlock()
			return &moveError{Reason: fmt.Sprintf("seat %d may be replaced by another player only after keeping the table waiting for %v", seat, s.cfg.ZombieAfter)}
		}
	}
	ev := store.SeatEvent{Seq: len(t.moves), Seat: seat, What: fmt.Sprintf("replaced by %s (asked by seat %d)", kind, by), At: s.cfg.Now().UTC()}
	st.Kind, st.Name = kind, st.Name+" → "+kind
	if err := s.store.UpdateSeat(ctx, t.id, st); err != nil {
		t.mu.Unlock()
		return err
	}
	if err := s.store.AddSeatEvent(ctx, t.id, ev); err != nil {
		t.mu.Unlock()
		return err
	}
	t.seats[seat] = st
	t.events = append(t.events, ev)
	t.notifyLocked()
	t.mu.Unlock()
	s.startBots(t)
	return nil
}

// startBots runs the table's bot seats until the game ends or the server
// closes. One goroutine per table with bots; it wakes on every change.
func (s *Server) startBots(t *table) {
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

// think asks the bot for a move within the time budget; past it, a random
// legal move is played instead.
func (s *Server) think(b bots.Bot, st engine.State, seat int) (engine.Move, bool) {
	// The bot works on its own copy: st stays untouched for the fallback.
	mine := st.Clone()
	done := make(chan engine.Move, 1)
	go func() { done <- b.Choose(mine, seat) }()
	timer := time.NewTimer(s.cfg.BotBudget)
	defer timer.Stop()
	select {
	case m := <-done:
		return m, true
	case <-timer.C:
		return bots.NewRandom(uint64(time.Now().UnixNano())).Choose(st, seat), false
	}
}

func (s *Server) runBots(t *table) {
	players := map[int]bots.Bot{}
	for {
		t.mu.Lock()
		if t.state.Over() || t.closed {
			t.botsRunning = false
			t.mu.Unlock()
			return
		}
		wait := t.changed
		seq := len(t.moves)
		seat, kind := -1, ""
		for _, a := range t.state.Actors() {
			if k := t.seats[a].Kind; k != "human" {
				seat, kind = a, k
				break
			}
		}
		var view engine.State
		if seat >= 0 {
			// The bot thinks on its own copy, outside the lock.
			view = t.state.Clone()
		}
		t.mu.Unlock()
		if seat < 0 {
			select {
			case <-wait:
				continue
			case <-s.ctx.Done():
				return
			}
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
			b = BotKinds[kind](t.seed ^ uint64(seat+1)*0x9e3779b97f4a7c15 ^ uint64(seq))
			players[seat] = b
		}
		m, inTime := s.think(b, view, seat)
		if !inTime {
			s.log.Warn("bot over its time budget: random move instead", "table", t.id, "seat", seat, "bot", kind, "budget", s.cfg.BotBudget)
			delete(players, seat)
		}
		err := s.Play(s.ctx, t, seat, seq, view.MoveText(m))
		switch {
		case err == nil, errors.Is(err, errStale):
		case errors.Is(err, context.Canceled):
			return
		default:
			s.log.Error("bot move refused", "table", t.id, "seat", seat, "bot", kind, "err", err)
			select {
			case <-time.After(time.Second):
			case <-s.ctx.Done():
				return
			}
		}
	}
}
