package server

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

type wsClient struct {
	t *testing.T
	c *websocket.Conn
}

func (h *harness) dial(id, query string) *wsClient {
	h.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	url := "ws" + strings.TrimPrefix(h.http.URL, "http") + "/api/tables/" + id + "/events?" + query
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		h.t.Fatal(err)
	}
	h.t.Cleanup(func() { c.CloseNow() })
	return &wsClient{t: h.t, c: c}
}

type anyFrame struct {
	stateFrame
	Status int    `json:"status"`
	Error  string `json:"error"`
	Rule   string `json:"rule"`
}

func (w *wsClient) next() anyFrame {
	w.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, data, err := w.c.Read(ctx)
	if err != nil {
		w.t.Fatalf("reading a frame: %v", err)
	}
	var f anyFrame
	if err := json.Unmarshal(data, &f); err != nil {
		w.t.Fatal(err)
	}
	return f
}

// nextState skips frames until a state at least at seq.
func (w *wsClient) nextState(seq int) anyFrame {
	w.t.Helper()
	for {
		f := w.next()
		if f.Type == "state" && f.Seq >= seq {
			return f
		}
	}
}

// nextError skips state frames until an error frame.
func (w *wsClient) nextError() anyFrame {
	w.t.Helper()
	for {
		if f := w.next(); f.Type == "error" {
			return f
		}
	}
}

func (w *wsClient) send(v any) {
	w.t.Helper()
	b, _ := json.Marshal(v)
	if err := w.c.Write(context.Background(), websocket.MessageText, b); err != nil {
		w.t.Fatal(err)
	}
}

func TestWebSocketPlayAndResume(t *testing.T) {
	h := start(t, t.TempDir())
	rep := h.create([]string{"human", "human"}, 21)
	tok0, tok1 := rep.Seats[0].Token, rep.Seats[1].Token
	p0 := h.dial(rep.ID, "token="+tok0)
	spectator := h.dial(rep.ID, "")
	f := p0.next()
	if f.Type != "state" || f.Seq != 0 || f.Seat != 0 || len(f.Moves) == 0 {
		t.Fatalf("first frame: %+v", f)
	}
	if s := spectator.next(); s.Seat != -1 || len(s.Moves) != 0 {
		t.Fatalf("spectator frame: seat %d, %d moves", s.Seat, len(s.Moves))
	}
	p0.send(Frame{Type: "move", Seq: ptr(0), Move: f.Moves[0]})
	g := p0.nextState(1)
	if len(g.Log) != 1 || g.Log[0].Move != f.Moves[0] {
		t.Fatalf("log after own move: %+v", g.Log)
	}
	// The spectator hears of it, without the decree's name.
	s := spectator.nextState(1)
	if len(s.Log) != 1 || s.Log[0].Move != "keep (a decree)" {
		t.Fatalf("spectator log: %+v", s.Log)
	}
	// Seat 1 keeps through the API; seat 0's socket is told.
	sn := h.state(rep.ID, tok1)
	h.move(rep.ID, tok1, sn.Seq, sn.Moves[0])
	g = p0.nextState(2)
	if g.Seq != 2 {
		t.Fatalf("seq %d after two keeps", g.Seq)
	}
	// Errors come back as frames and change nothing.
	for _, c := range []struct {
		frame  string
		status int
	}{
		{`{"type":"move","seq":0,"move":"take ra white 4"}`, 409},
		{`{"type":"move","seq":2,"move":"fly"}`, 422},
		{`{"type":"move","seq":2}`, 400},
		{`{"type":"dance"}`, 400},
		{`{not json`, 400},
	} {
		p0.c.Write(context.Background(), websocket.MessageText, []byte(c.frame))
		e := p0.nextError()
		if e.Status != c.status || e.Error == "" {
			t.Fatalf("%s: got %d %q, want an error frame %d", c.frame, e.Status, e.Error, c.status)
		}
	}
	spectator.send(Frame{Type: "move", Seq: ptr(2), Move: "done"})
	if e := spectator.nextError(); e.Status != 403 {
		t.Fatalf("spectator move: %d %s", e.Status, e.Error)
	}
	// A client that saw seq 1 reconnects and gets the move it missed.
	again := h.dial(rep.ID, "token="+tok0+"&since=1")
	r := again.next()
	if r.Seq != 2 || len(r.Log) != 1 || r.Log[0].Seq != 2 || r.Log[0].Move != "keep (a decree)" {
		t.Fatalf("resume: seq %d log %+v", r.Seq, r.Log)
	}
	if h.state(rep.ID, "").Seq != 2 {
		t.Fatal("refused frames changed the table")
	}
}

func TestWebSocketLimits(t *testing.T) {
	h := start(t, t.TempDir())
	h.srv.cfg.WSRate = 5
	rep := h.create([]string{"human", "random"}, 2)
	c := h.dial(rep.ID, "token="+rep.Seats[0].Token)
	c.next()
	limited := false
	for i := 0; i < 30 && !limited; i++ {
		c.send(Frame{Type: "ping"})
		f := c.next()
		limited = f.Type == "error" && f.Status == 429
	}
	if !limited {
		t.Fatal("30 frames at once were never rate limited")
	}
	// An oversized frame ends the connection with "message too big".
	big := h.dial(rep.ID, "token="+rep.Seats[0].Token)
	big.next()
	big.c.Write(context.Background(), websocket.MessageText, []byte(`{"type":"move","seq":1,"move":"`+strings.Repeat("x", 10000)+`"}`))
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for {
		_, _, err := big.c.Read(ctx)
		if err == nil {
			continue
		}
		if websocket.CloseStatus(err) != websocket.StatusMessageTooBig {
			t.Fatalf("oversized frame: %v, want close 1009", err)
		}
		break
	}
	stored, _ := h.store.Moves(context.Background(), rep.ID)
	if sn := h.state(rep.ID, ""); sn.Seq != len(stored) {
		t.Fatalf("table at %d, store at %d", sn.Seq, len(stored))
	}
	// Tokens that open no seat are refused before the upgrade.
	ctx2, cancel2 := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel2()
	_, resp, err := websocket.Dial(ctx2, "ws"+strings.TrimPrefix(h.http.URL, "http")+"/api/tables/"+rep.ID+"/events?token=forged", nil)
	if err == nil || resp == nil || resp.StatusCode != 403 {
		t.Fatalf("forged token: %v %v", err, resp)
	}
}

func ptr(n int) *int { return &n }

// The load client plays real games over WebSockets: every confirmed move
// is in the store.
func TestLoadRun(t *testing.T) {
	h := start(t, t.TempDir())
	res, err := RunLoad(context.Background(), LoadConfig{URL: h.http.URL, Tables: 4, Duration: 20 * time.Second, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if res.Finished != 4 || res.Errors != 0 || res.Connections != 8 {
		t.Fatalf("load run: %v", res)
	}
	var stored int64
	list, _ := h.store.Tables(context.Background(), "finished", 0)
	for _, tb := range list {
		ms, _ := h.store.Moves(context.Background(), tb.ID)
		stored += int64(len(ms))
	}
	if len(list) != 4 || stored != res.Moves {
		t.Fatalf("%d finished tables with %d stored moves; the clients confirmed %d", len(list), stored, res.Moves)
	}
}

// The load client plays any registered game: the secret-bidding test game,
// where every seat decides at once every round.
func TestLoadRunOfAnotherGame(t *testing.T) {
	h := start(t, t.TempDir())
	res, err := RunLoad(context.Background(), LoadConfig{URL: h.http.URL, Game: "bidding", Tables: 3, Players: 4, Duration: 20 * time.Second, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if res.Finished != 3 || res.Errors != 0 || res.Connections != 12 || res.Moves != 3*4*5 {
		t.Fatalf("load run: %v", res)
	}
}
