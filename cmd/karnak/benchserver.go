package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"runtime"
	"time"

	"karnak/engine"
	"karnak/server"
	"karnak/store"
)

// runBenchServer is `karnak bench server`: N tables of random players over
// real WebSockets on loopback, against an in-process server (SQLite in a
// fresh directory unless --data or --db says otherwise) or --url.
func runBenchServer(args []string, out, progress io.Writer) error {
	c := newCommandFlags("bench server", "[flags]",
		"Loads a server with tables of random players, each seat its own WebSocket client, and reports\nmoves per second, latency and memory.", out)
	fs := c.fs
	game := fs.String("game", "tekhenu", "the game the tables play (karnak games lists them)")
	tables := fs.Int("tables", 100, "tables played at once")
	players := fs.Int("players", 2, "seats per table, each its own WebSocket client")
	duration := fs.Duration("duration", 20*time.Second, "how long to play")
	url := fs.String("url", "", "a running server to load instead of an in-process one")
	data := fs.String("data", "", "SQLite directory of the in-process server (default: a new temporary one)")
	db := fs.String("db", "", "PostgreSQL URL for the in-process server")
	seed := fs.Uint64("seed", 1, "seed of the tables and of the players' choices")
	asJSON := fs.Bool("json", false, "print the result as one JSON object")
	rate := fs.Float64("rate", 0, "moves per second wanted from all tables together (players think tables/rate s on average); 0: as fast as possible")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the whole run (server and clients) to this file")
	if err := c.parse(args); err != nil {
		return err
	}
	stopProfile, err := startCPUProfile(*cpuProfile)
	if err != nil {
		return err
	}
	defer stopProfile()
	ctx := context.Background()
	var mem runtime.MemStats
	heap := func() uint64 {
		runtime.GC()
		runtime.ReadMemStats(&mem)
		return mem.HeapInuse
	}
	target := *url
	var base, afterTables, afterConns uint64
	if target == "" {
		dir := *data
		if dir == "" && *db == "" {
			tmp, err := os.MkdirTemp("", "karnak-bench-")
			if err != nil {
				return err
			}
			defer os.RemoveAll(tmp)
			dir = tmp
		}
		st, err := store.Open(ctx, *db, dir)
		if err != nil {
			return err
		}
		defer st.Close()
		log := slog.New(slog.NewTextHandler(io.Discard, nil))
		srv, err := server.New(ctx, server.Config{Store: st, Log: log}.NoLimits())
		if err != nil {
			return err
		}
		defer srv.Close()
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return err
		}
		hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second}
		go hs.Serve(ln)
		defer hs.Close()
		target = "http://" + ln.Addr().String()
		base = heap()
	}
	fmt.Fprintf(progress, "bench server: %d tables × %d WebSockets against %s for %v, rate %v moves/s (0: flat out)\n", *tables, *players, target, *duration, *rate)
	if _, err := engine.Lookup(*game); err != nil {
		return err
	}
	res, err := server.RunLoad(ctx, server.LoadConfig{URL: target, Game: *game, Tables: *tables, Players: *players, Duration: *duration, Seed: *seed, Rate: *rate,
		Progress: func(el time.Duration, moves int64) {
			fmt.Fprintf(progress, "\r  %5.1fs %8d moves %7.0f moves/s", el.Seconds(), moves, float64(moves)/el.Seconds())
		},
		Stage: func(stage string) {
			if *url != "" {
				return
			}
			switch stage {
			case "tables":
				afterTables = heap()
			case "connected":
				afterConns = heap()
			}
		}})
	fmt.Fprintln(progress)
	if err != nil {
		return err
	}
	perTable := func(a, b uint64) float64 {
		if b < a {
			return 0
		}
		return float64(b-a) / float64(*tables) / 1024
	}
	if *asJSON {
		summary := struct {
			server.LoadResult
			P50ms        float64 `json:"p50_ms"`
			P99ms        float64 `json:"p99_ms"`
			TableKiB     float64 `json:"table_kib,omitempty"`
			ConnectedKiB float64 `json:"table_with_sockets_kib,omitempty"`
			GoMaxProcs   int     `json:"gomaxprocs"`
			InProcess    bool    `json:"in_process"`
		}{LoadResult: res, P50ms: res.P50.Seconds() * 1000, P99ms: res.P99.Seconds() * 1000,
			GoMaxProcs: runtime.GOMAXPROCS(0), InProcess: *url == ""}
		if *url == "" {
			summary.TableKiB, summary.ConnectedKiB = perTable(base, afterTables), perTable(base, afterConns)
		}
		return json.NewEncoder(out).Encode(summary)
	}
	fmt.Fprintln(out, res)
	if *url == "" {
		fmt.Fprintf(out, "memory: %.0f KiB per table in the server, %.0f KiB with its %d WebSockets (both ends, in-process)\n",
			perTable(base, afterTables), perTable(base, afterConns), *players)
	}
	return nil
}
