package server

import (
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
)

type metrics struct {
	reg           *prometheus.Registry
	moves         prometheus.Counter
	moveSeconds   prometheus.Histogram
	tables        prometheus.Gauge
	tablesCreated prometheus.Counter
	sockets       prometheus.Gauge
	requests      *prometheus.CounterVec
	refused       *prometheus.CounterVec
	botCores      prometheus.Gauge
	botQueue      prometheus.Gauge
	hashing       prometheus.Gauge
	renders       prometheus.Counter
	botMoves      *prometheus.CounterVec
	hintJobs      *prometheus.CounterVec
	botSeconds    prometheus.Histogram
	leases        prometheus.Gauge
}

// Each server has its own registry, so that tests can run several.
func newMetrics() *metrics {
	m := &metrics{reg: prometheus.NewRegistry()}
	m.moves = prometheus.NewCounter(prometheus.CounterOpts{Name: "karnak_moves_total", Help: "Moves accepted and stored."})
	m.moveSeconds = prometheus.NewHistogram(prometheus.HistogramOpts{Name: "karnak_move_seconds",
		Help: "Time to check, store and apply a move.", Buckets: prometheus.ExponentialBuckets(0.0001, 2, 14)})
	m.tables = prometheus.NewGauge(prometheus.GaugeOpts{Name: "karnak_tables_live", Help: "Tables held in memory."})
	m.tablesCreated = prometheus.NewCounter(prometheus.CounterOpts{Name: "karnak_tables_created_total", Help: "Tables created."})
	m.sockets = prometheus.NewGauge(prometheus.GaugeOpts{Name: "karnak_websockets", Help: "Open WebSocket connections."})
	m.requests = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "karnak_http_requests_total", Help: "HTTP requests by status code."}, []string{"code"})
	m.refused = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "karnak_refused_total", Help: "Requests refused, by reason."}, []string{"reason"})
	m.botCores = prometheus.NewGauge(prometheus.GaugeOpts{Name: "karnak_bot_cores_busy", Help: "Cores searching for bots and hints now."})
	m.botQueue = prometheus.NewGauge(prometheus.GaugeOpts{Name: "karnak_bot_queue", Help: "Bot moves and hints waiting for a core."})
	m.hashing = prometheus.NewGauge(prometheus.GaugeOpts{Name: "karnak_password_hashes", Help: "Password hashes being computed now."})
	m.renders = prometheus.NewCounter(prometheus.CounterOpts{Name: "karnak_renders_total", Help: "Table pictures rendered for WebSockets (one per viewer kind and change)."})
	m.botMoves = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "karnak_bot_moves_total",
		Help: "Bot moves thought, by outcome: stored; stale (the game moved on meanwhile); duplicate (another node played the same decision); abandoned (the node lost the table's lease while thinking)."}, []string{"outcome"})
	m.botSeconds = prometheus.NewHistogram(prometheus.HistogramOpts{Name: "karnak_bot_think_seconds",
		Help: "Time a bot took to choose a move.", Buckets: prometheus.ExponentialBuckets(0.0001, 2, 16)})
	m.leases = prometheus.NewGauge(prometheus.GaugeOpts{Name: "karnak_bot_leases",
		Help: "Tables whose bots play on this node (several nodes on one database)."})
	m.hintJobs = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "karnak_hint_jobs_total",
		Help: "Hint jobs (several nodes on one database): posted by this node for a player who asked, answered by this node for any."}, []string{"event"})
	m.reg.MustRegister(m.moves, m.moveSeconds, m.tables, m.tablesCreated, m.sockets, m.requests, m.refused,
		m.botCores, m.botQueue, m.hashing, m.renders, m.botMoves, m.botSeconds, m.leases, m.hintJobs,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}
