package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"karnak/store"
)

// The fuzz targets of issue 18 ("hardening at scale") share one server per
// target: fuzzEnv. Requests go straight to its Handler (no network) except
// for the WebSockets. Bots never move (BotDelay of an hour) and hints are the
// random bot's, so that one input costs about a store write.
//
// The table the targets aim at is a Tekhenu table of two people where seat 0
// has kept its decree (a secret) and seat 1 owes its own: fuzzTable. Bodies
// and queries name its parts by placeholders, replaced before sending (and
// left for the fuzzer to mutate): TOK0 and TOK1 the seats' tokens, SEQ the
// move count, MOVE1 a legal move of seat 1, ID the table and FIN a finished
// table.

type fuzzEnv struct {
	tb    testing.TB
	dir   string
	set   func(*Config)
	st    store.Store
	srv   *Server
	h     http.Handler
	tab   *fuzzTable
	fin   string // a finished table
	made  int    // tables created since the server started
	serve *httptest.Server
}

// fuzzTable is the table under fire and what a refused request must leave
// as it is.
type fuzzTable struct {
	id     string
	tok    [2]string
	t      *table
	move1  string // a legal move of seat 1
	secret string // the decree seat 0 kept: nobody else may read it
}

// newFuzzEnv starts the server of a fuzz target, with the settings set
// makes (nil: none); it is stopped at the target's end.
func newFuzzEnv(f *testing.F, set func(*Config)) *fuzzEnv {
	f.Helper()
	e := &fuzzEnv{tb: f, set: set}
	f.Cleanup(e.stop)
	e.boot()
	return e
}

func (e *fuzzEnv) boot() {
	e.tb.Helper()
	// The store lives in memory where the system has it (tmpfs): a fuzz
	// input costs a few writes.
	base := ""
	if fi, err := os.Stat("/dev/shm"); err == nil && fi.IsDir() {
		base = "/dev/shm"
	}
	dir, err := os.MkdirTemp(base, "karnak-fuzz-")
	if err != nil {
		e.tb.Fatal(err)
	}
	e.dir = dir
	st, err := store.OpenSQLite(context.Background(), dir)
	if err != nil {
		e.tb.Fatal(err)
	}
	cfg := Config{Store: st, Log: quietLog(), BotDelay: time.Hour, HintBot: "random"}.NoLimits()
	if e.set != nil {
		e.set(&cfg)
	}
	srv, err := New(context.Background(), cfg)
	if err != nil {
		e.tb.Fatal(err)
	}
	e.st, e.srv, e.h, e.made = st, srv, srv.Handler(), 0
	e.tab, e.fin = nil, ""
}

func (e *fuzzEnv) stop() {
	if e.serve != nil {
		e.serve.CloseClientConnections()
		e.serve.Close()
		e.serve = nil
	}
	if e.srv != nil {
		e.srv.Close()
		e.st.Close()
		os.RemoveAll(e.dir)
		e.srv = nil
	}
}

// recycle starts a fresh server once many tables were created, so that a
// long fuzzing run does not fill memory with idle tables.
func (e *fuzzEnv) recycle() {
	if e.made < 300 {
		return
	}
	e.stop()
	e.boot()
}

// request is a request to the handler; body "" sends none.
func (e *fuzzEnv) request(method string, u *url.URL, contentType, body string, cookies ...*http.Cookie) *httptest.ResponseRecorder {
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	r := httptest.NewRequest(method, "/", rd)
	r.URL, r.RequestURI = u, u.RequestURI()
	if contentType != "" {
		r.Header.Set("Content-Type", contentType)
	}
	for _, c := range cookies {
		r.AddCookie(c)
	}
	w := httptest.NewRecorder()
	e.h.ServeHTTP(w, r)
	return w
}

// post sends body to path.
func (e *fuzzEnv) post(path, contentType, body string, cookies ...*http.Cookie) *httptest.ResponseRecorder {
	return e.request("POST", &url.URL{Path: path}, contentType, body, cookies...)
}

// table is the table under fire, made anew when a request changed it.
func (e *fuzzEnv) table() *fuzzTable {
	if e.tab == nil {
		e.tab = e.newTable()
	}
	return e.tab
}

// reset drops the table under fire: the next input gets a new one.
func (e *fuzzEnv) reset() {
	e.tab = nil
	e.recycle()
}

func (e *fuzzEnv) newTable() *fuzzTable {
	e.tb.Helper()
	w := e.post("/api/tables", "application/json", `{"game":"tekhenu","seats":["human","human"]}`)
	var rep createReply
	if w.Code != http.StatusCreated || json.Unmarshal(w.Body.Bytes(), &rep) != nil || len(rep.Seats) != 2 {
		e.tb.Fatalf("creating the fuzz table: %d %s", w.Code, w.Body)
	}
	e.made++
	ctx := context.Background()
	t, err := e.srv.lookup(ctx, rep.ID)
	if err != nil {
		e.tb.Fatal(err)
	}
	ft := &fuzzTable{id: rep.ID, tok: [2]string{rep.Seats[0].Token, rep.Seats[1].Token}, t: t}
	sn, _ := t.snapshot(0, -1)
	keep := sn.Moves[0]
	if err := e.srv.Play(ctx, t, 0, 0, keep); err != nil {
		e.tb.Fatalf("seat 0 keeps %q: %v", keep, err)
	}
	ft.secret = strings.TrimPrefix(keep, "keep ")
	sn1, _ := t.snapshot(1, -1)
	if len(sn1.Moves) == 0 || ft.secret == keep || strings.Contains(string(sn1.View), ft.secret) {
		e.tb.Fatalf("seat 0 kept %q: the setup needs a secret decree and seat 1 to move (seat 1's moves %v)", keep, sn1.Moves)
	}
	// The check can fail: seat 0's own picture shows the decree.
	if sn0, _ := t.snapshot(0, -1); !wordIn(string(sn0.View), ft.secret) {
		e.tb.Fatalf("seat 0's view does not show the decree %s it kept", ft.secret)
	}
	ft.move1 = sn1.Moves[0]
	return ft
}

// finished is a finished table (a secret-bidding game played out).
func (e *fuzzEnv) finished() string {
	e.tb.Helper()
	if e.fin != "" {
		return e.fin
	}
	w := e.post("/api/tables", "application/json", `{"game":"bidding","options":{"cards":"3"},"seats":["human","human"]}`)
	var rep createReply
	if w.Code != http.StatusCreated || json.Unmarshal(w.Body.Bytes(), &rep) != nil {
		e.tb.Fatalf("creating the finished table: %d %s", w.Code, w.Body)
	}
	e.made++
	ctx := context.Background()
	t, err := e.srv.lookup(ctx, rep.ID)
	if err != nil {
		e.tb.Fatal(err)
	}
	for seq := 0; seq < 6; seq++ {
		sn, _ := t.snapshot(seq%2, -1)
		if err := e.srv.Play(ctx, t, seq%2, seq, sn.Moves[0]); err != nil {
			e.tb.Fatalf("playing the finished table: %v", err)
		}
	}
	if sn, _ := t.snapshot(-1, -1); !sn.Over {
		e.tb.Fatal("the bidding game did not end")
	}
	e.fin = rep.ID
	return e.fin
}

// fill replaces the placeholders of a fuzzed text by the table's parts.
func (e *fuzzEnv) fill(s string) string {
	if !strings.ContainsAny(s, "TSMIF") {
		return s
	}
	ft := e.table()
	ft.t.mu.Lock()
	seq := len(ft.t.moves)
	ft.t.mu.Unlock()
	pairs := []string{"TOK0", ft.tok[0], "TOK1", ft.tok[1], "SEQ", strconv.Itoa(seq), "MOVE1", ft.move1, "ID", ft.id}
	if strings.Contains(s, "FIN") {
		pairs = append(pairs, "FIN", e.finished())
	}
	return strings.NewReplacer(pairs...).Replace(s)
}

// fingerprint is all a refused request must leave unchanged: the moves,
// the store's events, the take-backs, the seats and every seat's view.
func (ft *fuzzTable) fingerprint() string {
	t := ft.t
	t.mu.Lock()
	defer t.mu.Unlock()
	var b strings.Builder
	fmt.Fprintf(&b, "moves %d stored %d backs %d over %v broken %q seats %v\n", len(t.moves), t.stored, len(t.takeBacks), t.state.Over(), t.broken, t.seats)
	for seat := -1; seat < t.state.Seats(); seat++ {
		v, _ := json.Marshal(t.state.View(seat))
		b.Write(v)
		b.WriteByte('\n')
	}
	return b.String()
}

func (ft *fuzzTable) seq() int {
	ft.t.mu.Lock()
	defer ft.t.mu.Unlock()
	return len(ft.t.moves)
}

// checkRefusal holds an API refusal to the rules: a 4xx, never a 5xx, with
// a JSON body whose error says something.
func checkRefusal(t *testing.T, w *httptest.ResponseRecorder, sent string) {
	t.Helper()
	if w.Code >= 500 {
		t.Fatalf("%q: answered %d %s: a malformed request is the client's error (4xx)", sent, w.Code, w.Body)
	}
	if w.Code < 400 {
		t.Fatalf("%q: answered %d %s, want a refusal", sent, w.Code, w.Body)
	}
	var e apiError
	if err := json.Unmarshal(w.Body.Bytes(), &e); err != nil || strings.TrimSpace(e.Error) == "" {
		t.Fatalf("%q: refusal %d without a JSON error: %s (%v)", sent, w.Code, w.Body, err)
	}
}

// checkSecret fails when text shows seat 0's kept decree to someone who
// did not send it themselves (a request that names the decree may be
// answered with it).
func (ft *fuzzTable) checkSecret(t *testing.T, sent, text string) {
	t.Helper()
	if ft == nil || strings.Contains(sent, ft.secret) || strings.Contains(sent, ft.tok[0]) {
		return
	}
	if wordIn(text, ft.secret) {
		t.Fatalf("%q: the answer shows seat 0's secret decree %s: %s", sent, ft.secret, text)
	}
}

// wordIn reports whether w stands in text as a word of its own, not inside
// a longer one (a random token or table id may hold "L08").
func wordIn(text, w string) bool {
	inWord := func(c byte) bool {
		return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_'
	}
	for from := 0; ; {
		i := strings.Index(text[from:], w)
		if i < 0 {
			return false
		}
		i += from
		end := i + len(w)
		if (i == 0 || !inWord(text[i-1])) && (end == len(text) || !inWord(text[end])) {
			return true
		}
		from = i + 1
	}
}
