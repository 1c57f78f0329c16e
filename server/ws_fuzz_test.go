package server

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// fuzzSocket is seat 1's WebSocket at the table under fire, kept from one
// input to the next while the table stays as it is.
type fuzzSocket struct {
	c       *websocket.Conn
	table   string
	barrier int
}

func (e *fuzzEnv) socket(ft *fuzzTable, old *fuzzSocket) *fuzzSocket {
	e.tb.Helper()
	if old != nil && old.table == ft.id {
		return old
	}
	if old != nil {
		old.c.CloseNow()
	}
	if e.serve == nil { // stop closes it with its server
		e.serve = httptest.NewServer(e.h)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	url := "ws" + strings.TrimPrefix(e.serve.URL, "http") + "/api/tables/" + ft.id + "/events?token=" + ft.tok[1]
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		e.tb.Fatal(err)
	}
	c.SetReadLimit(1 << 22)
	return &fuzzSocket{c: c, table: ft.id}
}

// FuzzWebSocketFrame: a frame from seat 1's WebSocket (readFrames). It is
// answered in order: after it, a frame of an unknown type (the barrier)
// gets its own error frame, so every answer before that one is the fuzzed
// frame's. A refused frame gets a 4xx error frame, changes nothing and
// shows no secret; a move or undo frame that draws no error changed the
// table; only a frame over the size limit ends the connection.
func FuzzWebSocketFrame(f *testing.F) {
	for _, s := range []string{
		`{"type":"move","seq":SEQ,"move":"MOVE1"}`,
		`{"type":"move","seq":SEQ,"move":"MOVE1","take_backs":0}`,
		`{"TYPE":"move","Seq":SEQ,"MOVE":"MOVE1"}`,
		`{"type":"move","seq":0,"move":"MOVE1"}`,
		`{"type":"move","seq":SEQ,"move":"keep L99"}`,
		`{"type":"move","seq":SEQ,"move":"fly"}`,
		`{"type":"move","seq":SEQ}`,
		`{"type":"move","move":"MOVE1"}`,
		`{"type":"move","seq":"1","move":"MOVE1"}`,
		`{"type":"move","seq":SEQ,"move":"` + strings.Repeat("x", 201) + `"}`,
		`{"type":"undo","seq":SEQ}`,
		`{"type":"undo","seq":SEQ,"move":"MOVE1"}`,
		`{"type":"undo"}`,
		`{"type":"ping"}`,
		`{"type":"pong"}`,
		`{"type":"state","seq":SEQ}`,
		`{"type":"error","status":500}`,
		`{"type":"dance"}`,
		`{not json`, `[]`, `null`, `""`, ``, `{"type":"move","seq":SEQ,"move":"MOVE1"} trailing`,
	} {
		f.Add(s)
	}
	e := newFuzzEnv(f, nil)
	var sock *fuzzSocket
	f.Cleanup(func() {
		if sock != nil {
			sock.c.CloseNow()
		}
	})
	f.Fuzz(func(t *testing.T, frame string) {
		e.tb = t
		ft := e.table()
		sock = e.socket(ft, sock)
		sent := e.fill(frame)
		before, seq := ft.fingerprint(), ft.seq()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := sock.c.Write(ctx, websocket.MessageText, []byte(sent)); err != nil {
			t.Fatalf("%q: writing: %v", sent, err)
		}
		sock.barrier++
		barrier := "barrier-" + strconv.Itoa(sock.barrier)
		sock.c.Write(ctx, websocket.MessageText, []byte(`{"type":"`+barrier+`"}`))
		var refusals []anyFrame
		for {
			_, data, err := sock.c.Read(ctx)
			if err != nil {
				if len(sent) > maxFrame && websocket.CloseStatus(err) == websocket.StatusMessageTooBig {
					sock.c.CloseNow()
					sock = nil
					if after := ft.fingerprint(); after != before {
						t.Fatalf("an oversized frame changed the table")
					}
					return
				}
				t.Fatalf("%q: the connection ended: %v", sent, err)
			}
			ft.checkSecret(t, sent, string(data))
			var fr anyFrame
			if err := json.Unmarshal(data, &fr); err != nil {
				t.Fatalf("%q: the server sent a frame that is not JSON: %s", sent, data)
			}
			if fr.Type == "error" && strings.Contains(fr.Error, barrier) {
				break
			}
			if fr.Type == "error" {
				refusals = append(refusals, fr)
			}
		}
		after := ft.fingerprint()
		if len(refusals) > 0 {
			for _, r := range refusals {
				if r.Status < 400 || r.Status >= 500 || strings.TrimSpace(r.Error) == "" {
					t.Fatalf("%q: refused with status %d %q: want a 4xx that says why", sent, r.Status, r.Error)
				}
			}
			if after != before {
				t.Fatalf("%q: refused (%q), yet the table changed:\n%s\n→\n%s", sent, refusals[0].Error, before, after)
			}
			return
		}
		var fr Frame
		if json.Unmarshal([]byte(sent), &fr) != nil {
			t.Fatalf("%q: malformed JSON drew no error frame", sent)
		}
		switch fr.Type {
		case "move":
			if ft.seq() != seq+1 {
				t.Fatalf("%q: a move drew no error but the table is at seq %d, was %d", sent, ft.seq(), seq)
			}
			e.reset()
		case "undo":
			if ft.seq() != seq-1 {
				t.Fatalf("%q: a take-back drew no error but the table is at seq %d, was %d", sent, ft.seq(), seq)
			}
			e.reset()
		case "ping":
			if after != before {
				t.Fatalf("%q: a ping changed the table", sent)
			}
		default:
			t.Fatalf("%q: a frame of type %q drew no error", sent, fr.Type)
		}
	})
}
