package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"karnak/server"
	"karnak/store"
)

type serveFlags struct {
	addr        string
	data        string
	db          string
	botDelay    time.Duration
	budget      time.Duration
	zombie      time.Duration
	logLevel    string
	httpRate    float64
	wsRate      float64
	metricsAddr string
	profiling   bool
	proxies     string
	bots        bool
	limits      server.Config // the limits only
}

// parseServe reads serve's flags; help is where --help prints them.
func parseServe(args []string, help io.Writer) (serveFlags, error) {
	f := serveFlags{limits: server.Defaults()}
	c := newCommandFlags("serve", "[flags]",
		"Serves the games on the web: a lobby, tables with people and bots, replays and the JSON API\n(docs/api.md). Runs until SIGINT or SIGTERM.", help)
	fs := c.fs
	fs.StringVar(&f.addr, "addr", "127.0.0.1:8080", "address to listen on")
	fs.StringVar(&f.data, "data", "./karnak-data", "directory of the SQLite database")
	fs.StringVar(&f.db, "db", "", "PostgreSQL URL (postgres://…) instead of SQLite")
	fs.DurationVar(&f.botDelay, "bot-delay", 400*time.Millisecond, "pause before each bot move, so people can follow")
	fs.DurationVar(&f.budget, "bot-budget", 10*time.Second, "time a bot may think about one move (past it: a random legal move)")
	fs.DurationVar(&f.zombie, "zombie-after", 72*time.Hour, "how long a seat may keep a table waiting before others may hand it to a bot")
	fs.StringVar(&f.logLevel, "log", "info", "log level: debug, info, warn, error")
	fs.Float64Var(&f.httpRate, "http-rate", 50, "changing HTTP requests per second per client address (negative: unlimited)")
	fs.Float64Var(&f.wsRate, "ws-rate", 20, "frames per second per WebSocket connection (negative: unlimited)")
	fs.StringVar(&f.metricsAddr, "metrics-addr", "", "serve Prometheus /metrics on this address only (say 127.0.0.1:9464); default: not served")
	fs.BoolVar(&f.profiling, "pprof", false, "also serve Go's profiles (/debug/pprof/) on --metrics-addr")
	fs.BoolVar(&f.bots, "bots", true, "play the bots of the tables here; --bots=false on web nodes whose bots `karnak worker` processes play (needs --db)")
	fs.StringVar(&f.proxies, "trusted-proxy", "", "comma-separated addresses or CIDR blocks of reverse proxies whose X-Forwarded-For names the client")
	l := &f.limits
	fs.Var(&l.TableRate, "table-rate", "tables one client address may create: N/duration or unlimited")
	fs.Var(&l.AccountTableRate, "account-table-rate", "tables one account may create")
	fs.Var(&l.GuestRate, "guest-rate", "guest accounts one client address may start")
	fs.Var(&l.AuthRate, "auth-rate", "logins and registrations one client address may try")
	fs.IntVar(&l.MaxBotTables, "max-bot-tables", l.MaxBotTables, "tables without a human seat playing at once (negative: no cap)")
	fs.IntVar(&l.BotCores, "bot-cores", l.BotCores, "cores the bots and hints share; the others stay free for requests")
	fs.IntVar(&l.HashSlots, "hash-slots", l.HashSlots, "password hashes (19 MiB each) computed at once")
	fs.IntVar(&l.HashQueue, "hash-queue", l.HashQueue, "logins waiting for a hash slot before the server answers 503")
	fs.IntVar(&l.HintQueue, "hint-queue", l.HintQueue, "hints waiting for or using a core before the server answers 503")
	fs.IntVar(&l.SocketsPerAddr, "ws-per-addr", l.SocketsPerAddr, "WebSockets one client address may hold open (negative: no cap)")
	if err := c.parse(args); err != nil {
		return f, err
	}
	var err error
	if l.TrustedProxies, err = server.ParseProxies(f.proxies); err != nil {
		return f, fmt.Errorf("serve: --trusted-proxy: %v", err)
	}
	if f.profiling && f.metricsAddr == "" {
		return f, fmt.Errorf("serve: --pprof needs --metrics-addr: the profiles are served there, never on the players' address")
	}
	if !f.bots && f.db == "" {
		return f, fmt.Errorf("serve: --bots=false needs --db postgres://…: with SQLite no worker can play this server's bots")
	}
	return f, nil
}

// runServe runs the server until SIGINT or SIGTERM, then stops taking
// requests, lets those in flight finish and closes the store. It logs to
// stderr.
func runServe(args []string, stdout, stderr io.Writer) error {
	f, err := parseServe(args, stdout)
	if err != nil {
		return err
	}
	var level slog.Level
	if err := level.UnmarshalText([]byte(f.logLevel)); err != nil {
		return fmt.Errorf("serve: --log %q: %v", f.logLevel, err)
	}
	log := slog.New(slog.NewJSONHandler(stderr, &slog.HandlerOptions{Level: level}))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	st, err := store.Open(ctx, f.db, f.data)
	if err != nil {
		return err
	}
	defer st.Close()
	cfg := f.limits
	cfg.Store, cfg.Log, cfg.BotDelay, cfg.BotBudget, cfg.ZombieAfter = st, log, f.botDelay, f.budget, f.zombie
	cfg.HTTPRate, cfg.WSRate = f.httpRate, f.wsRate
	cfg.NoBots = !f.bots
	srv, err := server.New(ctx, cfg)
	if err != nil {
		return err
	}
	if f.metricsAddr != "" {
		mln, err := net.Listen("tcp", f.metricsAddr)
		if err != nil {
			return fmt.Errorf("serve: --metrics-addr: %w", err)
		}
		ms := &http.Server{Handler: operatorHandler(srv.MetricsHandler(), f.profiling), ReadHeaderTimeout: 10 * time.Second}
		go ms.Serve(mln)
		defer ms.Close()
		log.Info("metrics served", "url", "http://"+mln.Addr().String()+"/metrics")
	}
	ln, err := net.Listen("tcp", f.addr)
	if err != nil {
		return err
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second,
		WriteTimeout: 30 * time.Second, IdleTimeout: 2 * time.Minute, MaxHeaderBytes: 32 << 10,
		ErrorLog: slog.NewLogLogger(log.Handler(), slog.LevelWarn)}
	where := "SQLite in " + f.data
	if f.db != "" {
		where = "PostgreSQL"
	}
	log.Info("karnak serving", "url", "http://"+ln.Addr().String()+"/", "store", where)
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		srv.Close()
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	srv.Close() // ends WebSockets and bots; every accepted move is already stored
	if err := hs.Shutdown(sctx); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return nil
}
