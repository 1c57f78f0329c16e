package server

import (
	"fmt"
	"net/http"
	"runtime/debug"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Handler is the public HTTP surface: pages, API, WebSockets and health,
// behind panic recovery, cross-site checks and accounting. The metrics are
// not part of it (MetricsHandler): they tell how busy the server is and
// what it refuses, which is the operator's business.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	s.routes(mux)
	s.pageRoutes(mux)
	return s.guard(mux)
}

// MetricsHandler serves the Prometheus metrics, for an operator's address.
func (s *Server) MetricsHandler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", promhttp.HandlerFor(s.metrics.reg, promhttp.HandlerOpts{}))
	return mux
}

// contentPolicy lets a page run only our own script and load only our own
// files: injected markup could neither run code nor send data elsewhere.
// Inline style attributes stay allowed (the board colours seats with them);
// style elements and sheets must be ours.
const contentPolicy = "default-src 'none'; script-src 'self'; style-src-elem 'self'; style-src-attr 'unsafe-inline'; " +
	"img-src 'self' data:; connect-src 'self'; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

type statusWriter struct {
	http.ResponseWriter
	code int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.code == 0 {
		w.code = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.code == 0 {
		w.code = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap lets the WebSocket upgrade reach the connection.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (s *Server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w}
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				s.log.Error("panic serving request", "method", r.Method, "path", r.URL.Path, "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
				if sw.code == 0 {
					writeJSON(sw, http.StatusInternalServerError, apiError{Error: "internal error"})
				}
			}
			code := sw.code
			if code == 0 {
				code = http.StatusOK
			}
			s.metrics.requests.WithLabelValues(strconv.Itoa(code)).Inc()
			s.log.Debug("request", "method", r.Method, "path", r.URL.Path, "code", code, "took", time.Since(start))
		}()
		h := sw.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "same-origin")
		h.Set("Content-Security-Policy", contentPolicy)
		if r.Method != http.MethodGet && r.Method != http.MethodHead && !sameOrigin(r) {
			writeJSON(sw, http.StatusForbidden, apiError{Error: "cross-site request refused"})
			return
		}
		next.ServeHTTP(sw, r)
	})
}
