package main

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver

	"karnak/server"
	"karnak/store"
)

// runBenchCluster is `karnak bench cluster`: several nodes on one
// PostgreSQL database under WebSocket load, one killed and started again;
// every confirmed move is then looked up in the store. The nodes are
// processes of their own by default, as deployed: nodes sharing one Go
// runtime would share one collector and one scheduler, which no cluster
// does.
func runBenchCluster(args []string, out, progress io.Writer) error {
	c := newCommandFlags("bench cluster", "--db postgres://… [flags]",
		"Runs server nodes, each a `karnak serve` process, on one PostgreSQL database, drives tables of random\nplayers (half with a bot seat) through all of them over WebSockets, kills one node (SIGKILL) partway\nthrough and starts it again, then checks every confirmed move against the store. A table whose game\nends is replaced by a new one, so the tables in play stay as many; a person whose move was in flight\non the killed node plays again on the next. Each run works in a schema of its own, dropped afterwards.", out)
	fs := c.fs
	db := fs.String("db", "", "the PostgreSQL database (postgres://…), required")
	nodes := fs.Int("nodes", 3, "server nodes")
	tables := fs.Int("tables", 1000, "tables played at once (every other one with a bot seat)")
	duration := fs.Duration("duration", 60*time.Second, "how long to play")
	kill := fs.Int("kill-node", 1, "the node killed at a third of the run and started again at two thirds (-1: none)")
	rate := fs.Float64("rate", 0, "moves per second wanted from all tables together; 0: as fast as possible")
	seed := fs.Uint64("seed", 1, "seed of the players' choices")
	compare := fs.Bool("compare", false, "run first with one node and no kill, and report the throughput of both")
	rounds := fs.Int("rounds", 1, "with --compare: run the pair (one node and the cluster, in alternating order) this many times and report the round of the median ratio (a shared machine's speed drifts from run to run)")
	game := fs.String("game", "tekhenu", "the game the tables play")
	processes := fs.Bool("processes", true, "run each node as a `karnak serve` process of this binary, killed with SIGKILL, as nodes are deployed; --processes=false runs the servers in this process and stops one without a word")
	withWorker := fs.Bool("worker", false, "add a bot worker (`karnak worker`) that plays every bot, the nodes none; it is never stopped")
	asJSON := fs.Bool("json", false, "print the summary as one JSON object")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of this process to this file: the load clients, and with --processes=false the nodes too")
	nodeLog := fs.String("node-log", "error", "with --processes: the nodes' log level (debug: every bot lease, table read and bot move, with its table), on this command's stderr")
	nodeProfiles := fs.String("node-profiles", "", "with --processes: write a CPU profile of each node process, over the first third of the run from its start (all nodes up, before the kill), to this directory")
	if err := c.parse(args); err != nil {
		return err
	}
	stopProfile, err := startCPUProfile(*cpuProfile)
	if err != nil {
		return err
	}
	defer stopProfile()
	if *db == "" {
		return errors.New("bench cluster: --db postgres://… is required (the nodes share a PostgreSQL database)")
	}
	if *nodes < 1 || *tables < 1 {
		return errors.New("bench cluster: --nodes and --tables must be at least 1")
	}
	var level slog.Level
	if err := level.UnmarshalText([]byte(*nodeLog)); err != nil {
		return fmt.Errorf("bench cluster: --node-log %q: want debug, info, warn or error", *nodeLog)
	}
	if *nodeLog != "error" && !*processes {
		return errors.New("bench cluster: --node-log needs the nodes as processes (--processes)")
	}
	var profiler *nodeProfiler
	if *nodeProfiles != "" {
		if !*processes {
			return errors.New("bench cluster: --node-profiles needs the nodes as processes (--processes); with --processes=false use --cpuprofile")
		}
		if err := os.MkdirAll(*nodeProfiles, 0o755); err != nil {
			return err
		}
		profiler = &nodeProfiler{dir: *nodeProfiles, seconds: max(1, int(duration.Seconds()/3)), progress: progress}
	}
	ctx := context.Background()
	runs := 0
	run := func(n, killNode int) (server.ClusterResult, error) {
		runs++
		if profiler != nil {
			profiler.wait() // the last run's profiles are written before its nodes' successors start
			profiler.prefix = fmt.Sprintf("run%02d-%dnodes", runs, n)
		}
		schemaURL, drop, err := benchSchema(ctx, *db)
		if err != nil {
			return server.ClusterResult{}, err
		}
		defer drop()
		checkpoint(ctx, *db)
		log := slog.New(slog.NewTextHandler(io.Discard, nil))
		start := server.InProcessNodes(schemaURL, log, 0, *withWorker)
		var worker func() (server.ClusterNode, error)
		if *withWorker {
			worker = server.InProcessWorker(schemaURL, log, 0)
		}
		if *processes {
			start = processNodes(schemaURL, *nodeLog, *withWorker, profiler)
			if *withWorker {
				worker = processWorker(schemaURL, *nodeLog)
			}
		}
		checker, err := store.OpenPostgres(ctx, schemaURL)
		if err != nil {
			return server.ClusterResult{}, err
		}
		defer checker.Close()
		fmt.Fprintf(progress, "bench cluster: %d nodes, %d tables, %v, kill node %d\n", n, *tables, *duration, killNode)
		res, err := server.RunCluster(ctx, server.ClusterConfig{Start: start, Worker: worker, Nodes: n, Store: checker, Game: *game, Tables: *tables,
			Duration: *duration, KillNode: killNode, Rate: *rate, Seed: *seed, NodesElsewhere: *processes,
			Progress: func(el time.Duration, moves int64) {
				fmt.Fprintf(progress, "\r  %5.1fs %8d moves %7.0f moves/s", el.Seconds(), moves, float64(moves)/el.Seconds())
			}})
		fmt.Fprintln(progress)
		if profiler != nil {
			profiler.wait()
		}
		return res, err
	}
	if !*compare || *rounds < 1 {
		*rounds = 1
	}
	// Each round is a pair run back to back; the summary is the round of
	// the median ratio, with every round's ratio beside it. The pair's
	// order alternates, one node first in even rounds and the cluster
	// first in odd ones: on a machine whose speed drifts within minutes,
	// a fixed order would hand the drift to the second run every time.
	type round struct {
		single *server.ClusterResult
		res    server.ClusterResult
		ratio  float64
	}
	played := make([]round, 0, *rounds)
	for k := range *rounds {
		var r round
		single := func() error {
			if !*compare {
				return nil
			}
			res, err := run(1, -1)
			r.single = &res
			return err
		}
		cluster := func() (err error) {
			r.res, err = run(*nodes, *kill)
			return err
		}
		order := []func() error{single, cluster}
		if k%2 == 1 {
			order = []func() error{cluster, single}
		}
		for _, step := range order {
			if err := step(); err != nil {
				return err
			}
		}
		if r.single != nil && r.single.MovesPerSec > 0 {
			r.ratio = r.res.MovesPerSec / r.single.MovesPerSec
		}
		played = append(played, r)
	}
	ratios := make([]float64, len(played))
	takeovers := make([]float64, len(played))
	for i, r := range played {
		ratios[i] = r.ratio
		takeovers[i] = math.Round(r.res.Takeover.Seconds()*10) / 10
	}
	sorted := slices.Clone(played)
	slices.SortFunc(sorted, func(a, b round) int { return cmp.Compare(a.ratio, b.ratio) })
	median := sorted[len(sorted)/2]
	// Whatever the median, a loss, a duplicate or a long takeover in any
	// round is reported.
	for _, r := range played {
		median.res.LostAcknowledged = max(median.res.LostAcknowledged, r.res.LostAcknowledged)
		median.res.DuplicateBotMoves = max(median.res.DuplicateBotMoves, r.res.DuplicateBotMoves)
		if r.res.Takeover > median.res.Takeover {
			median.res.Takeover, median.res.Slowest = r.res.Takeover, r.res.Slowest
		}
		median.res.TakeoverFromKill = max(median.res.TakeoverFromKill, r.res.TakeoverFromKill)
	}
	res, single := median.res, median.single
	summary := struct {
		server.ClusterResult
		TakeoverS  float64               `json:"takeover_s"`
		FromKillS  float64               `json:"takeover_from_kill_s"`
		P50ms      float64               `json:"p50_ms"`
		P99ms      float64               `json:"p99_ms"`
		OneNode    *server.ClusterResult `json:"one_node,omitempty"`
		Ratio      float64               `json:"throughput_vs_one_node,omitempty"`
		Ratios     []float64             `json:"round_ratios,omitempty"`
		Takeovers  []float64             `json:"round_takeovers_s,omitempty"`
		GoMaxProcs int                   `json:"gomaxprocs"`
	}{ClusterResult: res, TakeoverS: res.Takeover.Seconds(), FromKillS: res.TakeoverFromKill.Seconds(), P50ms: res.P50.Seconds() * 1000, P99ms: res.P99.Seconds() * 1000,
		OneNode: single, Ratio: median.ratio, GoMaxProcs: runtime.GOMAXPROCS(0)}
	if len(played) > 1 {
		summary.Ratios, summary.Takeovers = ratios, takeovers
	}
	if *asJSON {
		return json.NewEncoder(out).Encode(summary)
	}
	if single != nil {
		fmt.Fprintln(out, "one node:", single)
	}
	fmt.Fprintln(out, res)
	for _, w := range res.Slowest {
		fmt.Fprintln(out, "  slow:", w)
	}
	if len(played) > 1 && *kill >= 0 {
		fmt.Fprintf(out, "longest takeover of each round, s: %v\n", takeovers)
	}
	if single != nil {
		fmt.Fprintf(out, "throughput with %d nodes: %.2f× one node's", *nodes, summary.Ratio)
		if len(played) > 1 {
			fmt.Fprintf(out, " (the median of %d rounds: %.2f)", len(played), ratios)
		}
		fmt.Fprintln(out)
	}
	return nil
}

// benchSchema makes a schema of its own in the database for one run and
// returns a URL whose connections work in it, and how to drop it.
func benchSchema(ctx context.Context, dbURL string) (string, func(), error) {
	u, err := url.Parse(dbURL)
	if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") {
		return "", nil, fmt.Errorf("bench cluster: --db must be a postgres:// URL")
	}
	admin, err := sql.Open("pgx", dbURL)
	if err != nil {
		return "", nil, err
	}
	schema := fmt.Sprintf("karnak_bench_%d", time.Now().UnixNano())
	if _, err := admin.ExecContext(ctx, "CREATE SCHEMA "+schema); err != nil {
		admin.Close()
		return "", nil, fmt.Errorf("bench cluster: %w", err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	drop := func() {
		admin.ExecContext(context.Background(), "DROP SCHEMA "+schema+" CASCADE")
		admin.Close()
	}
	return u.String(), drop, nil
}

// checkpoint asks PostgreSQL to write its dirty pages out now, so that each
// run starts from the same clean state rather than meeting the flush of
// the last run's writes partway through. It needs a superuser (or the
// pg_checkpoint role); without one the run goes on all the same.
func checkpoint(ctx context.Context, dbURL string) {
	db, err := sql.Open("pgx", dbURL)
	if err != nil {
		return
	}
	defer db.Close()
	db.ExecContext(ctx, "CHECKPOINT")
}

// processNodes starts nodes as `karnak serve` processes of this binary on
// loopback ports, without limits or bot delay (with noBots, playing no
// bots: a worker does), each with its metrics on a port of its own; Kill
// is kill -9.
func processNodes(dbURL, logLevel string, noBots bool, profiler *nodeProfiler) func(i int) (server.ClusterNode, error) {
	var mu sync.Mutex
	started := map[int]bool{}
	return func(i int) (server.ClusterNode, error) {
		addr, err := freePort()
		if err != nil {
			return server.ClusterNode{}, err
		}
		args := []string{"serve", "--db", dbURL, "--addr", addr, "--log", logLevel,
			"--bot-delay", "0", "--http-rate", "-1", "--ws-rate", "-1", "--ws-per-addr", "-1", "--max-bot-tables", "-1",
			"--table-rate", "unlimited", "--account-table-rate", "unlimited", "--guest-rate", "unlimited", "--auth-rate", "unlimited"}
		if noBots {
			args = append(args, "--bots=false")
		}
		if profiler != nil {
			args = append(args, "--pprof")
		}
		url := "http://" + addr
		n, operator, err := startProcess(fmt.Sprintf("node %d", i), args, url+"/healthz")
		n.URL = url
		// A node started again after the kill serves nobody new: only the
		// first start of each is profiled.
		mu.Lock()
		first := !started[i]
		started[i] = true
		mu.Unlock()
		if err == nil && profiler != nil && first {
			profiler.take(operator, fmt.Sprintf("node%d", i))
		}
		return n, err
	}
}

// nodeProfiler takes CPU profiles of node processes from their operator
// address (serve --pprof), each over its first seconds.
type nodeProfiler struct {
	dir      string
	seconds  int
	prefix   string // names the run
	progress io.Writer
	wg       sync.WaitGroup
}

// take asks the node at operator (host:port) for a CPU profile and writes
// it to the directory; a node killed before its profile is done leaves
// none, and says so.
func (p *nodeProfiler) take(operator, name string) {
	path := filepath.Join(p.dir, p.prefix+"-"+name+".pb.gz")
	url := fmt.Sprintf("http://%s/debug/pprof/profile?seconds=%d", operator, p.seconds)
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		if err := fetchTo(url, path); err != nil {
			fmt.Fprintf(p.progress, "\nbench cluster: no profile %s: %v\n", path, err)
		}
	}()
}

// fetchTo writes the body of a GET of url, answered 200, to path.
func fetchTo(url, path string) error {
	resp, err := http.Get(url)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s", resp.Status)
	}
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	return os.WriteFile(path, body, 0o644)
}

func (p *nodeProfiler) wait() { p.wg.Wait() }

// processWorker starts a `karnak worker` process of this binary without
// bot delay; it serves only its metrics. Kill is kill -9.
func processWorker(dbURL, logLevel string) func() (server.ClusterNode, error) {
	return func() (server.ClusterNode, error) {
		n, _, err := startProcess("the worker", []string{"worker", "--db", dbURL, "--log", logLevel, "--bot-delay", "0"}, "")
		return n, err
	}
}

// startProcess runs this binary with args and a metrics port of its own,
// and waits until ready (a GET of it, or of the metrics when "",
// answers 200). It returns the metrics' address too.
func startProcess(name string, args []string, ready string) (server.ClusterNode, string, error) {
	self, err := os.Executable()
	if err != nil {
		return server.ClusterNode{}, "", err
	}
	metrics, err := freePort()
	if err != nil {
		return server.ClusterNode{}, "", err
	}
	metricsURL := "http://" + metrics + "/metrics"
	if ready == "" {
		ready = metricsURL
	}
	cmd := exec.Command(self, append(args, "--metrics-addr", metrics)...)
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return server.ClusterNode{}, "", err
	}
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if resp, err := http.Get(ready); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				break
			}
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			cmd.Wait()
			return server.ClusterNode{}, "", fmt.Errorf("%s did not answer on %s", name, ready)
		}
	}
	kill := func() {
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
	}
	return server.ClusterNode{Kill: kill, Duplicates: func() int { return scrapeDuplicates(metricsURL) }}, metrics, nil
}

// freePort is a loopback address free now.
func freePort() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}

// scrapeDuplicates reads karnak_bot_moves_total{outcome="duplicate"} from
// a node's metrics, 0 when the node does not answer.
func scrapeDuplicates(url string) int {
	resp, err := http.Get(url)
	if err != nil {
		return 0
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(body), "\n") {
		if v, ok := strings.CutPrefix(line, `karnak_bot_moves_total{outcome="duplicate"} `); ok {
			n, _ := strconv.ParseFloat(strings.TrimSpace(v), 64)
			return int(n)
		}
	}
	return 0
}
