package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/coder/websocket"
)

// Frame is what travels on a table's WebSocket. From the server: "state"
// (a Snapshot, with the log since the last frame) and "error". From a
// client: "move" and "ping".
type Frame struct {
	Type   string `json:"type"`
	Seq    *int   `json:"seq,omitempty"`
	Move   string `json:"move,omitempty"`
	Status int    `json:"status,omitempty"`
	Error  string `json:"error,omitempty"`
	Rule   string `json:"rule,omitempty"`
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
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	t, seat, since, ok := s.viewer(w, r)
	if !ok {
		return
	}
	html := r.URL.Query().Get("format") == "html"
	c, err := websocket.Accept(w, r, nil)
	if err != nil {
		return // Accept has answered the client
	}
	defer c.CloseNow()
	c.SetReadLimit(maxFrame)
	s.metrics.sockets.Inc()
	defer s.metrics.sockets.Dec()

	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	go s.readFrames(ctx, cancel, c, t, seat)

	ping := time.NewTicker(pingEvery)
	defer ping.Stop()
	for {
		t.mu.Lock()
		wait := t.changed
		closed := t.closed
		var sn Snapshot
		var err error
		if html {
			sn, err = t.pageSnapshotLocked(seat, since)
		} else {
			sn, err = t.snapshotLocked(seat, since)
		}
		t.mu.Unlock()
		if err != nil {
			s.log.Error("snapshot", "table", t.id, "err", err)
			c.Close(websocket.StatusInternalError, "internal error")
			return
		}
		if closed {
			c.Close(websocket.StatusGoingAway, "server shutting down")
			return
		}
		page := ""
		if html {
			page = s.renderGame(sn)
		}
		frame, err := stateFrameJSON(sn, page)
		if err == nil {
			wctx, cancel := context.WithTimeout(ctx, wsWriteWait)
			err = c.Write(wctx, websocket.MessageText, frame)
			cancel()
		}
		if err != nil {
			return
		}
		since = sn.Seq
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

// stateFrameJSON is the state frame's JSON. The view is already JSON: it is
// spliced in rather than marshalled again, which would validate and copy
// the largest part of every frame a second time.
func stateFrameJSON(sn Snapshot, html string) ([]byte, error) {
	view := sn.View
	sn.View = nil
	rest, err := json.Marshal(stateFrame{Type: "state", Snapshot: sn, HTML: html})
	if err != nil {
		return nil, err
	}
	out := make([]byte, 0, len(rest)+len(view)+10)
	out = append(out, `{"view":`...)
	out = append(out, view...)
	out = append(out, ',')
	return append(out, rest[1:]...), nil
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
func (s *Server) readFrames(ctx context.Context, done context.CancelFunc, c *websocket.Conn, t *table, seat int) {
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
			if err := s.Play(ctx, t, seat, *f.Seq, f.Move); err != nil {
				code, body := status(err)
				if code == http.StatusInternalServerError {
					s.log.Error("move over websocket", "table", t.id, "err", err)
				}
				reply(code, body.Error, body.Rule)
			}
		default:
			reply(http.StatusBadRequest, "unknown frame type "+strconv.Quote(f.Type), "")
		}
	}
}
