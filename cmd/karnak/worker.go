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
	"strings"
	"syscall"
	"time"

	"karnak/server"
	"karnak/store"
)

// runWorker is `karnak worker`: a node that serves no web pages and only
// plays bots, on the PostgreSQL database the web nodes share. It holds
// every table in play (a web node holds only those it serves) and plays
// the bots of those whose lease it holds, so web nodes started with
// --bots=false keep their cores for requests. Runs until SIGINT or SIGTERM.
func runWorker(args []string, stdout, stderr io.Writer) error {
	c := newCommandFlags("worker", "--db postgres://… [flags]",
		"Plays the bots of the tables on a PostgreSQL database that web nodes (karnak serve --bots=false) share,\nwithout serving web pages. Any number may run; each table's bots play on one of them at a time, and another\ntakes a table over within seconds when one stops. Runs until SIGINT or SIGTERM.", stdout)
	fs := c.fs
	db := fs.String("db", "", "the PostgreSQL database the web nodes use (postgres://…), required")
	botDelay := fs.Duration("bot-delay", 400*time.Millisecond, "pause before each bot move, so people can follow")
	budget := fs.Duration("bot-budget", 10*time.Second, "time a bot may think about one move (past it: a random legal move)")
	limits := server.Defaults()
	fs.IntVar(&limits.BotCores, "bot-cores", limits.BotCores, "cores the bots share")
	logLevel := fs.String("log", "info", "log level: debug, info, warn, error")
	metricsAddr := fs.String("metrics-addr", "", "serve Prometheus /metrics on this address (say 127.0.0.1:9465); default: not served")
	profiling := fs.Bool("pprof", false, "also serve Go's profiles (/debug/pprof/) on --metrics-addr")
	if err := c.parse(args); err != nil {
		return err
	}
	if *profiling && *metricsAddr == "" {
		return errors.New("worker: --pprof needs --metrics-addr: the profiles are served there")
	}
	if !strings.HasPrefix(*db, "postgres://") && !strings.HasPrefix(*db, "postgresql://") {
		return errors.New("worker: --db postgres://… is required (a worker shares the web nodes' PostgreSQL database)")
	}
	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		return fmt.Errorf("worker: --log %q: %v", *logLevel, err)
	}
	log := slog.New(slog.NewJSONHandler(stderr, &slog.HandlerOptions{Level: level})).With("role", "worker")
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	st, err := store.Open(ctx, *db, "")
	if err != nil {
		return err
	}
	defer st.Close()
	cfg := limits
	cfg.Store, cfg.Log, cfg.BotDelay, cfg.BotBudget = st, log, *botDelay, *budget
	cfg.HoldEveryTable = true
	srv, err := server.New(ctx, cfg)
	if err != nil {
		return err
	}
	defer srv.Close()
	if *metricsAddr != "" {
		ln, err := net.Listen("tcp", *metricsAddr)
		if err != nil {
			return fmt.Errorf("worker: --metrics-addr: %w", err)
		}
		ms := &http.Server{Handler: operatorHandler(srv.MetricsHandler(), *profiling), ReadHeaderTimeout: 10 * time.Second}
		go ms.Serve(ln)
		defer ms.Close()
	}
	log.Info("karnak worker playing bots")
	<-ctx.Done()
	log.Info("worker stopping; its tables' leases run out for other workers")
	return nil
}
