package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"karnak/bots"
	"karnak/engine"
	_ "karnak/engine/enginetest/bidding" // the test game
	_ "karnak/games/all"
	"karnak/store"
)

type harness struct {
	t     *testing.T
	store store.Store
	srv   *Server
	http  *httptest.Server
}

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// start opens (or reopens) a server on the SQLite store in dir.
func start(t *testing.T, dir string) *harness {
	t.Helper()
	st, err := store.OpenSQLite(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	return startOn(t, st)
}

// startOn runs a server without per-client limits on st, stopped at the
// test's end.
func startOn(t *testing.T, st store.Store) *harness {
	t.Helper()
	return startWith(t, Config{Store: st, Log: quietLog()}.NoLimits())
}

// startSet runs a server without per-client limits on a new SQLite store,
// with the settings set makes.
func startSet(t *testing.T, set func(*Config)) *harness {
	t.Helper()
	cfg := Config{Store: must(store.OpenSQLite(context.Background(), t.TempDir())), Log: quietLog()}.NoLimits()
	set(&cfg)
	return startWith(t, cfg)
}

// startWith runs a server with cfg, stopped at the test's end.
func startWith(t *testing.T, cfg Config) *harness {
	t.Helper()
	st := cfg.Store
	srv, err := New(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{t: t, store: st, srv: srv, http: httptest.NewServer(srv.Handler())}
	t.Cleanup(h.stop)
	return h
}

func (h *harness) stop() {
	if h.http == nil {
		return
	}
	h.http.CloseClientConnections()
	h.http.Close()
	h.srv.Close()
	h.store.Close()
	h.http = nil
}

// call sends a JSON request and decodes the reply into out (when not nil).
func (h *harness) call(method, path string, body any, out any) int {
	h.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	default:
		js, _ := json.Marshal(b)
		rd = bytes.NewReader(js)
	}
	req, _ := http.NewRequest(method, h.http.URL+path, rd)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		h.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			h.t.Fatalf("%s %s: %d %s: %v", method, path, resp.StatusCode, data, err)
		}
	}
	return resp.StatusCode
}

// create opens a table with the seed, or a random one where a chosen seed
// is not allowed (more than one person at the table).
func (h *harness) create(seats []string, seed uint64) createReply {
	h.t.Helper()
	req := NewTable{Game: "tekhenu", Players: len(seats), Seats: seats, Seed: &seed}
	if humans := len(slices.DeleteFunc(slices.Clone(seats), func(k string) bool { return k != "human" })); humans > 1 {
		req.Seed = nil
	}
	var rep createReply
	if code := h.call("POST", "/api/tables", req, &rep); code != 201 {
		h.t.Fatalf("create: %d", code)
	}
	return rep
}

func (h *harness) state(id, token string) Snapshot {
	h.t.Helper()
	var sn Snapshot
	if code := h.call("GET", "/api/tables/"+id+"?token="+token, nil, &sn); code != 200 {
		h.t.Fatalf("state: %d", code)
	}
	return sn
}

// waitActor waits until the bots have played and seat must decide (or the
// game is over).
func (h *harness) waitActor(id, token string, seat int) Snapshot {
	h.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		sn := h.state(id, token)
		if sn.Over || len(sn.Moves) > 0 {
			return sn
		}
		time.Sleep(2 * time.Millisecond)
	}
	h.t.Fatalf("seat %d never got a decision", seat)
	return Snapshot{}
}

func (h *harness) move(id, token string, seq int, move string) (int, apiError) {
	var e apiError
	code := h.call("POST", "/api/tables/"+id+"/moves", map[string]any{"token": token, "seq": seq, "move": move}, &e)
	return code, e
}

// A whole game through the API: a person (always the first legal move)
// against the random bot; the record replays to the same result.
func TestWholeGameThroughAPI(t *testing.T) {
	h := start(t, t.TempDir())
	rep := h.create([]string{"human", "random"}, 7)
	tok := rep.Seats[0].Token
	moves := 0
	for {
		sn := h.waitActor(rep.ID, tok, 0)
		if sn.Over {
			if sn.Result == nil || len(sn.Result.Scores) != 2 {
				t.Fatalf("finished without a result: %+v", sn)
			}
			break
		}
		if code, e := h.move(rep.ID, tok, sn.Seq, sn.Moves[0]); code != 200 {
			t.Fatalf("move %q at seq %d: %d %+v", sn.Moves[0], sn.Seq, code, e)
		}
		moves++
	}
	h.srv.mu.Lock()
	live := len(h.srv.tables)
	h.srv.mu.Unlock()
	if live != 0 {
		t.Fatalf("%d tables still held in memory after the only game ended", live)
	}
	var rec engine.Record
	if code := h.call("GET", "/api/tables/"+rep.ID+"/record", nil, &rec); code != 200 {
		t.Fatalf("record of a finished game: %d", code)
	}
	st, err := engine.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	final := h.state(rep.ID, "")
	if got, want := fmt.Sprint(st.Result()), fmt.Sprint(*final.Result); got != want {
		t.Fatalf("replayed record scores %s, server says %s", got, want)
	}
	var list struct{ Tables []TableSummary }
	h.call("GET", "/api/tables?status=finished", nil, &list)
	if len(list.Tables) != 1 || list.Tables[0].ID != rep.ID {
		t.Fatalf("finished list: %+v", list.Tables)
	}
	t.Logf("%d human moves, %d in all", moves, len(rec.Moves))
}

// Every refusal names its problem, and none of them changes the table or
// the store.
func TestBadInputChangesNothing(t *testing.T) {
	h := start(t, t.TempDir())
	rep := h.create([]string{"human", "human"}, 11)
	tok0, tok1 := rep.Seats[0].Token, rep.Seats[1].Token
	// Both keep a decree; then one seat is to move and the other is not.
	for _, tok := range []string{tok0, tok1} {
		sn := h.state(rep.ID, tok)
		if code, e := h.move(rep.ID, tok, sn.Seq, sn.Moves[0]); code != 200 {
			t.Fatalf("keep: %d %+v", code, e)
		}
	}
	before := h.state(rep.ID, tok0)
	actor := before.Actors[0]
	other := []string{tok0, tok1}[1-actor]
	own := []string{tok0, tok1}[actor]
	legal := h.state(rep.ID, own).Moves[0]
	path := "/api/tables/" + rep.ID + "/moves"
	undo := "/api/tables/" + rep.ID + "/undo"
	cases := []struct {
		name   string
		path   string
		body   any
		status int
		words  string
	}{
		{"malformed JSON", path, `{"token":`, 400, "malformed JSON"},
		{"not an object", path, `[1,2]`, 400, "malformed JSON"},
		{"unknown field", path, `{"token":"x","seq":1,"move":"m","extra":1}`, 400, "unknown field"},
		{"no seq", path, map[string]any{"token": own, "move": legal}, 400, "seq"},
		{"empty body", path, ``, 400, "empty"},
		{"unknown table", "/api/tables/nosuchtable/moves", map[string]any{"token": own, "seq": before.Seq, "move": legal}, 404, "no such table"},
		{"forged token", path, map[string]any{"token": "forged", "seq": before.Seq, "move": legal}, 403, "does not hold"},
		{"no token", path, map[string]any{"seq": before.Seq, "move": legal}, 403, "does not hold"},
		{"the other seat's move", path, map[string]any{"token": other, "seq": before.Seq, "move": legal}, 422, "illegal move"},
		{"old seq", path, map[string]any{"token": own, "seq": before.Seq - 1, "move": legal}, 409, "stale"},
		{"future seq", path, map[string]any{"token": own, "seq": before.Seq + 5, "move": legal}, 409, "stale"},
		{"unreadable move", path, map[string]any{"token": own, "seq": before.Seq, "move": "fly to the moon"}, 422, "cannot read"},
		{"oversized body", path, `{"token":"` + strings.Repeat("x", 20000) + `","seq":1,"move":"m"}`, 413, "over"},
		{"cross-site", path, nil, 403, "cross-site"},
		{"take-back: malformed JSON", undo, `{"token":`, 400, "malformed JSON"},
		{"take-back: no seq", undo, map[string]any{"token": own}, 400, "seq"},
		{"take-back: unknown field", undo, `{"token":"x","seq":1,"move":"m"}`, 400, "unknown field"},
		{"take-back: forged token", undo, map[string]any{"token": "forged", "seq": before.Seq}, 403, "does not hold"},
		{"take-back: future seq", undo, map[string]any{"token": own, "seq": before.Seq + 5, "take_backs": 1 << 40}, 409, "stale"},
		{"take-back: negative take-backs", undo, map[string]any{"token": own, "seq": before.Seq - 1, "take_backs": -7}, 409, "stale"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var rd io.Reader
			if s, ok := c.body.(string); ok {
				rd = strings.NewReader(s)
			} else if c.body != nil {
				js, _ := json.Marshal(c.body)
				rd = bytes.NewReader(js)
			}
			req, _ := http.NewRequest("POST", h.http.URL+c.path, rd)
			if c.name == "cross-site" {
				req.Header.Set("Origin", "https://evil.example")
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != c.status || !strings.Contains(string(body), c.words) {
				t.Fatalf("got %d %s, want %d naming %q", resp.StatusCode, body, c.status, c.words)
			}
		})
	}
	after := h.state(rep.ID, tok0)
	if after.Seq != before.Seq || string(after.View) != string(before.View) {
		t.Fatalf("a refused request changed the table: seq %d → %d", before.Seq, after.Seq)
	}
	stored, _ := h.store.Moves(context.Background(), rep.ID)
	if len(stored) != before.Seq {
		t.Fatalf("%d moves stored, want %d", len(stored), before.Seq)
	}
	// The rule of an illegal move is named.
	code, e := h.move(rep.ID, other, before.Seq, legal)
	if code != 422 || e.Rule == "" {
		t.Fatalf("illegal move: %d %+v, want 422 with a rule", code, e)
	}
	// Spectators may not read the record of a running game; players may,
	// without the other seat's kept decree.
	if code := h.call("GET", "/api/tables/"+rep.ID+"/record", nil, &apiError{}); code != 403 {
		t.Fatalf("spectator record: %d", code)
	}
	var rec engine.Record
	h.call("GET", "/api/tables/"+rep.ID+"/record?token="+tok1, nil, &rec)
	for _, m := range rec.Moves[:2] {
		if m.Seat == 0 && m.Move != "keep (a decree)" {
			t.Fatalf("seat 1 reads seat 0's keep as %q", m.Move)
		}
	}
	if code := h.call("GET", "/api/tables/"+rep.ID+"?token=forged", nil, &apiError{}); code != 403 {
		t.Fatalf("forged token on GET: %d", code)
	}
	if code := h.call("GET", "/api/tables/"+rep.ID+"?since=-3", nil, &apiError{}); code != 400 {
		t.Fatalf("negative since: %d", code)
	}
}

func TestCreateRefusesBadTables(t *testing.T) {
	h := start(t, t.TempDir())
	for _, c := range []struct {
		body  string
		words string
	}{
		{`{"game":"chess","players":2}`, "unknown game"},
		{`{"game":"tekhenu","players":9}`, "1 to 4 players"},
		{`{"game":"tekhenu","players":100000000}`, "1 to 4 players"},
		{`{"game":"tekhenu","players":-3}`, "1 to 4 players"},
		{`{"game":"tekhenu","seats":["human","random","random","random","random"]}`, "1 to 4 players"},
		{`{"game":"tekhenu","players":2,"seats":["human","wizard"]}`, "unknown seat kind"},
		{`{"game":"tekhenu","players":3,"seats":["human","random"]}`, "seats"},
		{`{"game":"tekhenu","players":2,"options":{"horus":"upside-down"}}`, "allowed values are random, printed"},
		{`{"game":"tekhenu","players":2,"options":{"automa":"hard"}}`, "for 1 player"},
		{`{"game":"tekhenu","players":2,"options":{"colour":"red"}}`, "options: players, horus"},
		{`{"game":"tekhenu","players":"two"}`, "malformed JSON"},
	} {
		var e apiError
		if code := h.call("POST", "/api/tables", c.body, &e); code != 400 || !strings.Contains(e.Error, c.words) {
			t.Errorf("%s: %d %q, want 400 naming %q", c.body, code, e.Error, c.words)
		}
	}
	var list struct{ Tables []TableSummary }
	h.call("GET", "/api/tables", nil, &list)
	if len(list.Tables) != 0 {
		t.Fatalf("refused tables were stored: %+v", list.Tables)
	}
}

// A restart rebuilds every open table from the store and play goes on
// where it stopped.
func TestRestartRebuildsTables(t *testing.T) {
	dir := t.TempDir()
	h := start(t, dir)
	rep := h.create([]string{"human", "random"}, 3)
	tok := rep.Seats[0].Token
	for i := 0; i < 6; i++ {
		sn := h.waitActor(rep.ID, tok, 0)
		if code, e := h.move(rep.ID, tok, sn.Seq, sn.Moves[len(sn.Moves)-1]); code != 200 {
			t.Fatalf("move: %d %+v", code, e)
		}
	}
	before := h.waitActor(rep.ID, tok, 0)
	// More tables of every game, restored together by several workers.
	others := map[string]int{}
	for i, game := range []string{"tekhenu", "amunre", "kemet", "tekhenu", "amunre", "kemet", "kemet", "amunre", "tekhenu"} {
		players := map[string]int{"tekhenu": 2, "amunre": 3, "kemet": 2}[game]
		var other createReply
		if code := h.call("POST", "/api/tables", NewTable{Game: game, Players: players, Seats: slices.Repeat([]string{"human"}, players)}, &other); code != 201 {
			t.Fatalf("create %s: %d", game, code)
		}
		for range i {
			sn := h.state(other.ID, "")
			seat := sn.Actors[0]
			mine := h.state(other.ID, other.Seats[seat].Token)
			if code, e := h.move(other.ID, other.Seats[seat].Token, mine.Seq, mine.Moves[0]); code != 200 {
				t.Fatalf("%s move: %d %+v", game, code, e)
			}
		}
		others[other.ID] = h.state(other.ID, "").Seq
	}
	h.stop()
	h2 := start(t, dir)
	h2.srv.mu.Lock()
	for id := range others {
		if h2.srv.tables[id] == nil {
			t.Errorf("table %s was not restored at the start", id)
		}
	}
	h2.srv.mu.Unlock()
	for id, seq := range others {
		if got := h2.state(id, "").Seq; got != seq {
			t.Errorf("table %s restored at move %d, was at %d", id, got, seq)
		}
	}
	after := h2.state(rep.ID, tok)
	if after.Seq != before.Seq || string(after.View) != string(before.View) || fmt.Sprint(after.Moves) != fmt.Sprint(before.Moves) {
		t.Fatalf("after restart: seq %d, want %d; same view: %v", after.Seq, before.Seq, string(after.View) == string(before.View))
	}
	if code, e := h2.move(rep.ID, tok, after.Seq, after.Moves[0]); code != 200 {
		t.Fatalf("move after restart: %d %+v", code, e)
	}
}

func TestJoinLeaveAndZombie(t *testing.T) {
	h := start(t, t.TempDir())
	rep := h.create([]string{"human", "human"}, 5)
	// A visitor with a session (a guest) takes the free seat 1 from the lobby.
	jar, _ := cookiejar.New(nil)
	guest := &http.Client{Jar: jar}
	post := func(c *http.Client, path, body string) (int, string) {
		resp, err := c.Post(h.http.URL+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		return resp.StatusCode, string(b)
	}
	if code, body := post(guest, "/api/tables/"+rep.ID+"/join", `{"seat":1}`); code != 200 || !strings.Contains(body, "guest-") {
		t.Fatalf("join: %d %s", code, body)
	}
	if code, body := post(guest, "/api/tables/"+rep.ID+"/join", `{"seat":0}`); code != 422 {
		t.Fatalf("second seat for the same account: %d %s", code, body)
	}
	other := &http.Client{Jar: must(cookiejar.New(nil))}
	if code, body := post(other, "/api/tables/"+rep.ID+"/join", `{"seat":1}`); code != 422 || !strings.Contains(body, "taken") {
		t.Fatalf("taking a taken seat: %d %s", code, body)
	}
	// The guest's session now plays seat 1 without a token.
	resp, _ := guest.Get(h.http.URL + "/api/tables/" + rep.ID)
	var sn Snapshot
	json.NewDecoder(resp.Body).Decode(&sn)
	resp.Body.Close()
	if sn.Seat != 1 || len(sn.Moves) == 0 {
		t.Fatalf("the guest sees seat %d with %d moves", sn.Seat, len(sn.Moves))
	}
	// Seat 0 may not hand seat 1 to a bot while it is not overdue.
	code, body := post(http.DefaultClient, "/api/tables/"+rep.ID+"/replace", fmt.Sprintf(`{"token":%q,"seat":1}`, rep.Seats[0].Token))
	if code != 422 {
		t.Fatalf("early replacement: %d %s", code, body)
	}
	// Seat 1 leaves for good: a bot takes over, and the table records it.
	if code, body := post(guest, "/api/tables/"+rep.ID+"/replace", `{"bot":"random"}`); code != 200 {
		t.Fatalf("leave: %d %s", code, body)
	}
	evs, _ := h.store.SeatEvents(context.Background(), rep.ID)
	if len(evs) != 1 || evs[0].Seat != 1 || !strings.Contains(evs[0].What, "random") {
		t.Fatalf("seat events: %+v", evs)
	}
	// Seat 0 plays; the bot answers for seat 1.
	sn = h.waitActor(rep.ID, rep.Seats[0].Token, 0)
	if code, e := h.move(rep.ID, rep.Seats[0].Token, sn.Seq, sn.Moves[0]); code != 200 {
		t.Fatalf("%d %+v", code, e)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		sn = h.state(rep.ID, "")
		if (len(sn.Actors) > 0 && sn.Actors[0] == 0) || sn.Over {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the bot did not play seat 1: %+v", sn.Actors)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestZombieAfterTimeout(t *testing.T) {
	var now atomic.Pointer[time.Time]
	now.Store(new(time.Now()))
	cfg := Config{Store: must(store.OpenSQLite(context.Background(), t.TempDir())), Log: quietLog(), Now: func() time.Time { return *now.Load() }}
	h := startWith(t, cfg.NoLimits())
	rep := h.create([]string{"human", "human"}, 9)
	sn := h.state(rep.ID, rep.Seats[0].Token)
	h.move(rep.ID, rep.Seats[0].Token, sn.Seq, sn.Moves[0])
	// Seat 1 still owes its keep. Three days later seat 0 may replace it.
	body := fmt.Sprintf(`{"token":%q,"seat":1,"bot":"random"}`, rep.Seats[0].Token)
	if code := h.call("POST", "/api/tables/"+rep.ID+"/replace", body, &apiError{}); code != 422 {
		t.Fatalf("replacement before the timeout: %d", code)
	}
	now.Store(new(now.Load().Add(73 * time.Hour)))
	if code := h.call("POST", "/api/tables/"+rep.ID+"/replace", body, &apiError{}); code != 200 {
		t.Fatalf("replacement after the timeout: %d", code)
	}
}

// Health is public; the metrics are served only by their own handler (an
// operator's address), never on the public one.
func TestHealthAndMetrics(t *testing.T) {
	h := start(t, t.TempDir())
	h.create([]string{"human", "random"}, 1)
	metrics := httptest.NewServer(h.srv.MetricsHandler())
	defer metrics.Close()
	for _, c := range []struct {
		url, want string
		code      int
	}{
		{h.http.URL + "/healthz", "ok", 200},
		{metrics.URL + "/metrics", "karnak_tables_created_total 1", 200},
		{h.http.URL + "/metrics", "", 404},
	} {
		resp, err := http.Get(c.url)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != c.code || !strings.Contains(string(b), c.want) {
			t.Fatalf("%s: %d, want %d with %q", c.url, resp.StatusCode, c.code, c.want)
		}
	}
}

// browserLike is a client that keeps its cookies, as a browser does.
type browserLike struct {
	h *harness
	*http.Client
}

func (h *harness) client() browserLike {
	jar, _ := cookiejar.New(nil)
	return browserLike{h, &http.Client{Jar: jar}}
}

// create opens a table of seats for this client's account.
func (b browserLike) create(seats ...string) createReply {
	b.h.t.Helper()
	js, _ := json.Marshal(NewTable{Game: "tekhenu", Seats: seats})
	resp, err := b.Post(b.h.http.URL+"/api/tables", "application/json", bytes.NewReader(js))
	if err != nil {
		b.h.t.Fatal(err)
	}
	defer resp.Body.Close()
	var rep createReply
	if err := json.NewDecoder(resp.Body).Decode(&rep); err != nil || resp.StatusCode != 201 {
		b.h.t.Fatalf("create: %d %v", resp.StatusCode, err)
	}
	return rep
}

// post sends a JSON body and returns the status.
func (b browserLike) post(path, body string) int {
	b.h.t.Helper()
	resp, err := b.Post(b.h.http.URL+path, "application/json", strings.NewReader(body))
	if err != nil {
		b.h.t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

func TestAccounts(t *testing.T) {
	h := start(t, t.TempDir())
	c := h.client()
	post := c.post
	for _, c := range []struct {
		what, path, body string
		status           int
	}{
		{"short password", "/api/register", `{"name":"nefertari","password":"short"}`, 400},
		{"guest- name", "/api/register", `{"name":"guest-x","password":"long enough"}`, 400},
		{"bad characters", "/api/register", `{"name":"<b>","password":"long enough"}`, 400},
		{"register", "/api/register", `{"name":"nefertari","password":"long enough"}`, 200},
		{"name taken", "/api/register", `{"name":"nefertari","password":"another one"}`, 422},
		{"wrong password", "/api/login", `{"name":"nefertari","password":"wrong password"}`, 401},
		{"unknown user", "/api/login", `{"name":"nobody","password":"long enough"}`, 401},
		{"login", "/api/login", `{"name":"nefertari","password":"long enough"}`, 200},
	} {
		if code := post(c.path, c.body); code != c.status {
			t.Fatalf("%s: %d, want %d", c.what, code, c.status)
		}
	}
	resp, _ := c.Get(h.http.URL + "/api/me")
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(b), `"nefertari"`) {
		t.Fatalf("me: %s", b)
	}
	u, _ := h.store.UserByName(context.Background(), "nefertari")
	if !strings.HasPrefix(u.Hash, "$argon2id$") || strings.Contains(u.Hash, "long enough") {
		t.Fatalf("stored hash %q", u.Hash)
	}
	post("/api/logout", ``)
	resp, _ = c.Get(h.http.URL + "/api/me")
	b, _ = io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(b), `"user":null`) {
		t.Fatalf("after logout: %s", b)
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// slowBot never answers in time.
type slowBot struct{}

func (slowBot) Name() string { return "slow" }
func (slowBot) Choose(s engine.State, seat int) engine.Move {
	time.Sleep(200 * time.Millisecond)
	return s.Moves(seat)[0]
}

// A bot past its budget does not stall the table: a random legal move is
// played in its place.
func TestBotTimeBudget(t *testing.T) {
	BotKinds["slow"] = func(uint64, engine.Scale) bots.Bot { return slowBot{} }
	t.Cleanup(func() { delete(BotKinds, "slow") }) // after the server stops (cleanups run last-first)
	h := start(t, t.TempDir())
	h.srv.cfg.BotBudget = 20 * time.Millisecond
	rep := h.create([]string{"slow", "slow"}, 6)
	deadline := time.Now().Add(5 * time.Second)
	for h.state(rep.ID, "").Seq < 5 {
		if time.Now().After(deadline) {
			t.Fatalf("slow bots made %d moves in 5 s", h.state(rep.ID, "").Seq)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// A panic in a handler becomes a 500 with a JSON error, not a broken
// connection.
func TestPanicIsContained(t *testing.T) {
	h := start(t, t.TempDir())
	srv := httptest.NewServer(h.srv.guard(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("boom") })))
	defer srv.Close()
	resp, err := http.Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 500 || !strings.Contains(string(b), "internal error") || strings.Contains(string(b), "boom") {
		t.Fatalf("panic answered %d %s", resp.StatusCode, b)
	}
}

// unreachableStore is a store whose database stopped answering.
type unreachableStore struct {
	store.Store
	down atomic.Bool
}

func (u *unreachableStore) Ping(ctx context.Context) error {
	if u.down.Load() {
		return errors.New("connection refused")
	}
	return u.Store.Ping(ctx)
}

// The health check says whether the node can reach its database, so that
// a load balancer sends players to a node that can store their moves.
func TestHealthSaysWhetherTheDatabaseAnswers(t *testing.T) {
	st, err := store.OpenSQLite(context.Background(), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	u := &unreachableStore{Store: st}
	h := startOn(t, u)
	for _, c := range []struct {
		down bool
		code int
		want string
	}{{false, 200, "ok"}, {true, 503, "database unreachable"}, {false, 200, "ok"}} {
		u.down.Store(c.down)
		resp, err := http.Get(h.http.URL + "/healthz")
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != c.code || !strings.Contains(string(b), c.want) {
			t.Fatalf("database down %v: %d %q, want %d %q", c.down, resp.StatusCode, b, c.code, c.want)
		}
	}
}
