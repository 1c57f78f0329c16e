package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"karnak/engine"
)

// LoadConfig is a load run: Tables two-seat tables, each seat a client on
// its own WebSocket playing random legal moves, for Duration.
type LoadConfig struct {
	URL      string // the server, http://host:port
	Game     string // default tekhenu
	Tables   int
	Players  int
	Duration time.Duration
	Seed     uint64 // of the players' choices
	// Rate is the moves per second wanted from all tables together; each
	// player then thinks Tables/Rate seconds on average before a move, as
	// people do. Zero: no thinking, as fast as the server answers (then
	// the round trip is mostly time spent queueing behind other tables).
	Rate float64
	// Progress, when set, is called about once a second.
	Progress func(elapsed time.Duration, moves int64)
	// Stage, when set, is called once the tables exist ("tables") and once
	// every seat is connected ("connected"), before play starts.
	Stage func(stage string)
}

// LoadResult is what a load run measured.
type LoadResult struct {
	Tables      int           `json:"tables"`
	Connections int           `json:"connections"`
	Moves       int64         `json:"moves"`
	Seconds     float64       `json:"seconds"`
	MovesPerSec float64       `json:"moves_per_second"`
	P50         time.Duration `json:"p50_ns"`
	P99         time.Duration `json:"p99_ns"`
	Max         time.Duration `json:"max_ns"`
	Errors      int64         `json:"errors"`
	Finished    int64         `json:"games_finished"`
}

func (r LoadResult) String() string {
	return fmt.Sprintf("%d tables, %d WebSockets, %.1f s: %d moves stored and confirmed, %.0f moves/s; round trip p50 %v, p99 %v, max %v; %d games finished, %d errors",
		r.Tables, r.Connections, r.Seconds, r.Moves, r.MovesPerSec, r.P50.Round(10*time.Microsecond), r.P99.Round(10*time.Microsecond),
		r.Max.Round(10*time.Microsecond), r.Finished, r.Errors)
}

type loadSeat struct {
	table string
	token string
	seat  int
}

// loadFrame is the part of a state frame a load client reads.
type loadFrame struct {
	Type   string     `json:"type"`
	Seq    int        `json:"seq"`
	Moves  []string   `json:"moves"`
	Over   bool       `json:"over"`
	Status int        `json:"status"`
	Error  string     `json:"error"`
	Log    []LogEntry `json:"log"`
}

// mine reports whether the frame's log holds a move of seat after seq:
// the one it sent (a seat has one move in flight at a time). A later seq
// alone proves nothing: in a simultaneous decision another seat's move
// comes first and this one may still be refused.
func (f loadFrame) mine(seat, seq int) bool {
	for _, l := range f.Log {
		if l.Seat == seat && l.Seq > seq {
			return true
		}
	}
	return false
}

// RunLoad creates the tables over the API, opens one WebSocket per seat and
// plays until the duration is over. A move's round trip is from sending it
// to receiving the state that contains it, which the server sends only
// after the move is stored.
func RunLoad(ctx context.Context, cfg LoadConfig) (LoadResult, error) {
	if cfg.Game == "" {
		cfg.Game = "tekhenu"
	}
	if cfg.Players == 0 {
		g, err := engine.Lookup(cfg.Game)
		if err != nil {
			return LoadResult{}, err
		}
		cfg.Players = max(2, g.Descriptor().Players.Default) // a game of people, not against an automa
	}
	res := LoadResult{Tables: cfg.Tables}
	client := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	var seats []loadSeat
	for i := 0; i < cfg.Tables; i++ {
		kinds := slices.Repeat([]string{"human"}, cfg.Players)
		// Tables of several people get the server's own seeds: a chosen
		// seed is refused there (it would tell every hidden card).
		rep, err := createLoadTable(client, cfg.URL, NewTable{Game: cfg.Game, Players: cfg.Players, Seats: kinds})
		if err != nil {
			return res, fmt.Errorf("creating table %d: %w", i, err)
		}
		for _, st := range rep.Seats {
			seats = append(seats, loadSeat{table: rep.ID, token: st.Token, seat: st.Seat})
		}
	}
	res.Connections = len(seats)
	if cfg.Stage != nil {
		cfg.Stage("tables")
	}
	wsURL := "ws" + strings.TrimPrefix(cfg.URL, "http")
	conns := make([]*websocket.Conn, len(seats))
	for i, st := range seats {
		dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		c, _, err := websocket.Dial(dctx, fmt.Sprintf("%s/api/tables/%s/events?token=%s", wsURL, st.table, st.token), nil)
		cancel()
		if err != nil {
			for _, c := range conns[:i] {
				c.CloseNow()
			}
			return res, fmt.Errorf("connecting seat %d of table %s: %w", st.seat, st.table, err)
		}
		c.SetReadLimit(1 << 20)
		conns[i] = c
	}
	if cfg.Stage != nil {
		cfg.Stage("connected")
	}
	var moves, errs, finished atomic.Int64
	var mu sync.Mutex
	var trips []time.Duration
	runCtx, cancel := context.WithTimeout(ctx, cfg.Duration)
	defer cancel()
	start := time.Now()
	var wg sync.WaitGroup
	for i, c := range conns {
		wg.Add(1)
		go func(i int, c *websocket.Conn) {
			defer wg.Done()
			defer c.CloseNow()
			r := rand.New(rand.NewPCG(cfg.Seed, uint64(i)))
			sentSeq, sentAt := -1, time.Time{}
			var local []time.Duration
			defer func() {
				mu.Lock()
				trips = append(trips, local...)
				mu.Unlock()
			}()
			for {
				_, data, err := c.Read(runCtx)
				if err != nil {
					return
				}
				var f loadFrame
				if json.Unmarshal(data, &f) != nil {
					errs.Add(1)
					continue
				}
				switch f.Type {
				case "error":
					if f.Status != http.StatusConflict { // a stale seq in a simultaneous choice is normal
						errs.Add(1)
					}
					sentSeq = -1
					continue
				case "state":
				default:
					continue
				}
				if sentSeq >= 0 && f.mine(seats[i].seat, sentSeq) {
					local = append(local, time.Since(sentAt))
					moves.Add(1)
					sentSeq = -1
				}
				if f.Over {
					if seats[i].seat == 0 {
						finished.Add(1)
					}
					return
				}
				if len(f.Moves) == 0 || sentSeq >= 0 {
					continue
				}
				if cfg.Rate > 0 {
					think := time.Duration((0.5 + r.Float64()) * float64(cfg.Tables) / cfg.Rate * float64(time.Second))
					select {
					case <-time.After(think):
					case <-runCtx.Done():
						return
					}
				}
				move := f.Moves[r.IntN(len(f.Moves))]
				msg, _ := json.Marshal(Frame{Type: "move", Seq: &f.Seq, Move: move})
				sentSeq, sentAt = f.Seq, time.Now()
				if err := c.Write(runCtx, websocket.MessageText, msg); err != nil {
					return
				}
			}
		}(i, c)
	}
	go reportProgress(runCtx, start, &moves, cfg.Progress)
	wg.Wait()
	res.Seconds = time.Since(start).Seconds()
	res.Moves = moves.Load()
	res.MovesPerSec = float64(res.Moves) / res.Seconds
	res.Errors = errs.Load()
	res.Finished = finished.Load()
	res.P50, res.P99, res.Max = percentiles(trips)
	return res, nil
}

// createLoadTable creates a table of a load run through the API at url.
func createLoadTable(client *http.Client, url string, req NewTable) (createReply, error) {
	body, _ := json.Marshal(req)
	resp, err := client.Post(url+"/api/tables", "application/json", bytes.NewReader(body))
	if err != nil {
		return createReply{}, err
	}
	defer resp.Body.Close()
	var rep createReply
	if err := json.NewDecoder(resp.Body).Decode(&rep); err != nil || resp.StatusCode != http.StatusCreated {
		return rep, fmt.Errorf("status %d %v", resp.StatusCode, err)
	}
	return rep, nil
}

// reportProgress calls progress (when set) about once a second with the
// time since start and the moves so far, until ctx ends.
func reportProgress(ctx context.Context, start time.Time, moves *atomic.Int64, progress func(time.Duration, int64)) {
	if progress == nil {
		return
	}
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
			progress(time.Since(start), moves.Load())
		}
	}
}

// percentiles are the median, the 99th percentile and the longest of the
// round trips (sorted in place); zero when there are none.
func percentiles(trips []time.Duration) (p50, p99, longest time.Duration) {
	slices.Sort(trips)
	n := len(trips)
	if n == 0 {
		return 0, 0, 0
	}
	return trips[n/2], trips[min(n-1, n*99/100)], trips[n-1]
}
