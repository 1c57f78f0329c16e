package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
)

// Frame is what travels on a table's WebSocket. From the server: "state"
// (a Snapshot, with the log since the last frame) and "error". From a
// client: "move", "undo" (take the seat's last move back) and "ping".
type Frame struct {
	Type   string `json:"type"`
	Seq    *int   `json:"seq,omitempty"`
	Move   string `json:"move,omitempty"`
	Status int    `json:"status,omitempty"`
	Error  string `json:"error,omitempty"`
	Rule   string `json:"rule,omitempty"`
	// TakeBacks, on a move or undo, is how many take-backs the client has
	// seen (as in MoveRequest); without it, those of the frames sent.
	TakeBacks *int `json:"take_backs,omitempty"`
}

type stateFrame struct {
	Type string `json:"type"`
	Snapshot
	HTML string `json:"html,omitempty"`
}

// events serves GET /api/tables/{id}/events: the seat's snapshot now and
// after every change, with the log of moves since ?since=n (the last
// sequence number the client saw), so a reconnecting client misses nothing.
// ?format=html adds the rendered board for the browser page.
//
// A change wakes every socket of the table; all sockets of one kind of
// viewer (a seat, or the spectators) share one snapshot and one rendering
// (sharedFrame), made outside the table's lock, so a thousand spectators
// cost one rendering per move, not a thousand, and never delay a move.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	t, seat, since, ok := s.viewer(w, r)
	if !ok {
		return
	}
	addr := s.clients.addr(r)
	if !s.sockets.take(addr) {
		s.writeErr(w, r, fmt.Errorf("%w: at most %d WebSockets from one address", errLimited, s.cfg.SocketsPerAddr))
		return
	}
	defer s.sockets.release(addr)
	html := r.URL.Query().Get("format") == "html"
	c, err := websocket.Accept(w, r, nil)
	if err != nil {
		return // Accept has answered the client
	}
	defer c.CloseNow()
	c.SetReadLimit(maxFrame)
	s.metrics.sockets.Inc()
	defer s.metrics.sockets.Dec()

	seen := uint64(0) // the version this socket was last sent
	if s.beforeWatching != nil {
		s.beforeWatching(t.id)
	}
	t.mu.Lock()
	t.watchers++
	t.unsent++
	seen = t.version - 1
	if t.behind {
		// A word came between reading the table and watching it, when
		// nobody watched it here: it was only marked behind.
		s.catchUp(t)
	}
	t.mu.Unlock()
	defer func() {
		t.mu.Lock()
		t.watchers--
		if seen != t.version {
			t.sentLocked()
		}
		t.mu.Unlock()
	}()

	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	// shown is how many take-backs the frames sent so far have shown: a
	// move or take-back the client sends is judged by what it was shown.
	var shown atomic.Int64
	shown.Store(-1)
	go s.readFrames(ctx, cancel, c, t, seat, &shown)

	ping := time.NewTicker(pingEvery)
	defer ping.Stop()
	for {
		t.mu.Lock()
		wait := t.changed
		closed := t.closed
		shared := t.sharedFrameLocked(seat, html)
		if seen != t.version {
			seen = t.version
			t.sentLocked()
		}
		t.mu.Unlock()
		if closed {
			c.Close(websocket.StatusGoingAway, "server shutting down")
			return
		}
		// A take-back the client has not been shown withdrew a move: the
		// log starts again before the first move withdrawn, and the client
		// drops what it held from there (api.md).
		backs := shared.sn.TakeBacks
		if n := int(shown.Load()); since >= 0 && n >= 0 {
			for _, b := range backs[min(n, len(backs)):] {
				since = min(since, b.Seq-1)
			}
		}
		frame, seq, err := shared.frame(s, since)
		if err != nil {
			s.log.Error("snapshot", "table", t.id, "err", err)
			c.Close(websocket.StatusInternalError, "internal error")
			return
		}
		wctx, wcancel := context.WithTimeout(ctx, wsWriteWait)
		err = c.Write(wctx, websocket.MessageText, frame)
		wcancel()
		if err != nil {
			return
		}
		shown.Store(int64(len(backs)))
		since = seq
		for waiting := true; waiting; {
			select {
			case <-wait:
				waiting = false
			case <-ctx.Done():
				c.Close(websocket.StatusNormalClosure, "")
				return
			case <-s.ctx.Done():
				c.Close(websocket.StatusGoingAway, "server shutting down")
				return
			case <-ping.C:
				pctx, pcancel := context.WithTimeout(ctx, wsWriteWait)
				err := c.Ping(pctx)
				pcancel()
				if err != nil {
					return
				}
			}
		}
	}
}

// frameCache holds the frames of the table's current version, one per kind
// of viewer; every change empties it, and so does the last of the table's
// sockets to take its frame, so that no frame outlives its sending.
type frameCache struct {
	kinds map[viewerKind]*sharedFrame
}

// sentLocked notes that one more socket has its frame of this version (or
// left without it).
func (t *table) sentLocked() {
	if t.unsent--; t.unsent <= 0 {
		t.unsent = 0
		t.frames = frameCache{}
	}
}

type viewerKind struct {
	seat int
	html bool
}

// sharedFrame is what every socket of one kind of viewer is sent after one
// change: the snapshot, taken under the table's lock, and its JSON (and
// HTML), made once outside it by whichever socket comes first. Sockets
// that saw the same moves before get the very same bytes.
type sharedFrame struct {
	t    *table
	sn   Snapshot // Log: the last move's (JSON) or sn.fullLog: every move's (HTML)
	html bool
	err  error

	once sync.Once
	rest []byte // the frame's JSON without the view and the log

	mu      sync.Mutex
	bySince map[int][]byte
}

// framesKept bounds the frames kept per sharedFrame: sockets are nearly all
// one move behind, a few further.
const framesKept = 8

func (t *table) sharedFrameLocked(seat int, html bool) *sharedFrame {
	if t.frames.kinds == nil {
		t.frames = frameCache{kinds: map[viewerKind]*sharedFrame{}}
	}
	k := viewerKind{seat, html}
	f := t.frames.kinds[k]
	if f != nil {
		return f
	}
	var sn Snapshot
	var err error
	if html {
		sn, err = t.pageSnapshotLocked(seat, -1) // the page shows the whole log
	} else {
		// Sockets are nearly all one move behind: that log is taken now,
		// any other when a socket asks for it.
		sn, err = t.snapshotLocked(seat, max(0, len(t.moves)-1))
	}
	f = &sharedFrame{t: t, sn: sn, html: html, err: err}
	t.frames.kinds[k] = f
	return f
}

// frame is the JSON frame for a socket that has seen the moves up to since
// (−1: none, no log), and the sequence number it brings the socket to. The
// bytes are shared: not to be changed.
func (f *sharedFrame) frame(s *Server, since int) ([]byte, int, error) {
	f.once.Do(func() {
		if f.err != nil {
			return
		}
		page := ""
		if f.html {
			page = s.renderGame(f.sn)
		}
		sn := f.sn
		sn.View, sn.Log = nil, nil
		f.rest, f.err = json.Marshal(stateFrame{Type: "state", Snapshot: sn, HTML: page})
		s.metrics.renders.Inc()
	})
	if f.err != nil {
		return nil, 0, f.err
	}
	since = min(since, f.sn.Seq)
	f.mu.Lock()
	defer f.mu.Unlock()
	if out, ok := f.bySince[since]; ok {
		return out, f.sn.Seq, nil
	}
	var log []byte
	if since >= 0 && since < f.sn.Seq {
		var entries []LogEntry // the moves since+1 … sn.Seq
		switch {
		case f.html:
			entries = f.sn.fullLog[since:]
		case since == f.sn.Seq-len(f.sn.Log):
			entries = f.sn.Log
		default:
			f.t.mu.Lock()
			entries = f.t.logLocked(f.sn.Seat, since)
			f.t.mu.Unlock()
			entries = entries[:min(len(entries), f.sn.Seq-since)]
		}
		var err error
		if log, err = json.Marshal(entries); err != nil {
			return nil, 0, err
		}
	}
	out := make([]byte, 0, len(f.sn.View)+len(log)+len(f.rest)+20)
	out = append(out, `{"view":`...)
	out = append(out, f.sn.View...)
	if log != nil {
		out = append(out, `,"log":`...)
		out = append(out, log...)
	}
	out = append(out, ',')
	out = append(out, f.rest[1:]...)
	if f.bySince == nil {
		f.bySince = map[int][]byte{}
	}
	if len(f.bySince) < framesKept {
		f.bySince[since] = out
	}
	return out, f.sn.Seq, nil
}

// seen is how many take-backs the client of a move or undo frame has seen:
// what it says, or else what the frames sent to it showed.
func (f Frame) seen(shown *atomic.Int64) int {
	if f.TakeBacks != nil {
		return seenOf(f.TakeBacks)
	}
	return int(shown.Load())
}

func writeFrame(ctx context.Context, c *websocket.Conn, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	wctx, cancel := context.WithTimeout(ctx, wsWriteWait)
	defer cancel()
	return c.Write(wctx, websocket.MessageText, b)
}

// readFrames takes moves from a client until it goes quiet for wsIdle,
// breaks the protocol or leaves; then it ends the connection.
func (s *Server) readFrames(ctx context.Context, done context.CancelFunc, c *websocket.Conn, t *table, seat int, shown *atomic.Int64) {
	defer done()
	limit := newBucket(s.cfg.WSRate, s.cfg.WSRate*2)
	for {
		rctx, cancel := context.WithTimeout(ctx, wsIdle)
		typ, data, err := c.Read(rctx)
		cancel()
		if err != nil {
			var ce websocket.CloseError
			if errors.As(err, &ce) && ce.Code == websocket.StatusMessageTooBig {
				s.metrics.refused.WithLabelValues("frame_too_big").Inc()
			}
			return
		}
		reply := func(code int, msg, rule string) {
			writeFrame(ctx, c, Frame{Type: "error", Status: code, Error: msg, Rule: rule})
		}
		if !limit.allow(time.Now()) {
			s.metrics.refused.WithLabelValues("rate").Inc()
			reply(http.StatusTooManyRequests, errLimited.Error(), "")
			continue
		}
		if typ != websocket.MessageText {
			reply(http.StatusBadRequest, "frames are JSON text", "")
			continue
		}
		var f Frame
		if err := json.Unmarshal(data, &f); err != nil {
			reply(http.StatusBadRequest, "malformed JSON: "+err.Error(), "")
			continue
		}
		switch f.Type {
		case "ping":
			writeFrame(ctx, c, Frame{Type: "pong"})
		case "move":
			if f.Seq == nil || f.Move == "" || len(f.Move) > 200 {
				reply(http.StatusBadRequest, `a move frame is {"type":"move","seq":n,"move":"…"}`, "")
				continue
			}
			if seat < 0 {
				reply(http.StatusForbidden, "spectators do not move", "")
				continue
			}
			if err := s.playSeen(ctx, t, seat, *f.Seq, f.seen(shown), f.Move); err != nil {
				code, body := status(err)
				if code == http.StatusInternalServerError {
					s.log.Error("move over websocket", "table", t.id, "err", err)
				}
				reply(code, body.Error, body.Rule)
			}
		case "undo":
			if f.Seq == nil || f.Move != "" {
				reply(http.StatusBadRequest, `an undo frame is {"type":"undo","seq":n}`, "")
				continue
			}
			if seat < 0 {
				reply(http.StatusForbidden, "spectators do not take moves back", "")
				continue
			}
			if err := s.TakeBack(ctx, t, seat, *f.Seq, f.seen(shown)); err != nil {
				code, body := status(err)
				if code == http.StatusInternalServerError {
					s.log.Error("take-back over websocket", "table", t.id, "err", err)
				}
				reply(code, body.Error, body.Rule)
			}
		default:
			reply(http.StatusBadRequest, "unknown frame type "+strconv.Quote(f.Type), "")
		}
	}
}
