package main

import (
	"context"
	"errors"
	"flag"
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
	_ "karnak/web/tekhenu"
)

type serveFlags struct {
	addr     string
	data     string
	db       string
	botDelay time.Duration
	budget   time.Duration
	zombie   time.Duration
	logLevel string
	httpRate float64
	wsRate   float64
}

func parseServe(args []string, stderr io.Writer) (serveFlags, error) {
	var f serveFlags
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&f.addr, "addr", "127.0.0.1:8080", "address to listen on")
	fs.StringVar(&f.data, "data", "./karnak-data", "directory of the SQLite database")
	fs.StringVar(&f.db, "db", "", "PostgreSQL URL (postgres://…) instead of SQLite")
	fs.DurationVar(&f.botDelay, "bot-delay", 400*time.Millisecond, "pause before each bot move, so people can follow")
	fs.DurationVar(&f.budget, "bot-budget", 10*time.Second, "time a bot may think about one move (past it: a random legal move)")
	fs.DurationVar(&f.zombie, "zombie-after", 72*time.Hour, "how long a seat may keep a table waiting before others may hand it to a bot")
	fs.StringVar(&f.logLevel, "log", "info", "log level: debug, info, warn, error")
	fs.Float64Var(&f.httpRate, "http-rate", 50, "changing HTTP requests per second per client address (negative: unlimited)")
	fs.Float64Var(&f.wsRate, "ws-rate", 20, "frames per second per WebSocket connection (negative: unlimited)")
	if err := fs.Parse(args); err != nil {
		return f, err
	}
	if fs.NArg() > 0 {
		return f, fmt.Errorf("serve: unexpected argument %q", fs.Arg(0))
	}
	return f, nil
}

// runServe runs the server until SIGINT or SIGTERM, then stops taking
// requests, lets those in flight finish and closes the store.
func runServe(args []string, stderr io.Writer) error {
	f, err := parseServe(args, stderr)
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
	srv, err := server.New(ctx, server.Config{Store: st, Log: log, BotDelay: f.botDelay, BotBudget: f.budget, ZombieAfter: f.zombie,
		HTTPRate: f.httpRate, WSRate: f.wsRate})
	if err != nil {
		return err
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
