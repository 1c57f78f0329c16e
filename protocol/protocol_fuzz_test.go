package protocol

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"karnak/bots"
)

// costly reports a request that would start a search: "bot" and "hint"
// with any bot but the random one. They are the client's own CPU (the
// protocol runs on its machine), not a decoder's input to harden, and one
// would cost seconds an input.
func costly(line []byte) bool {
	var req Request
	if json.Unmarshal(line, &req) != nil {
		return false
	}
	if req.Cmd != "bot" && req.Cmd != "hint" {
		return false
	}
	kind, _, _ := strings.Cut(req.Bot, ":")
	return req.Bot == "" || kind != "random" && bots.IsKind(kind)
}

// fuzzSession is a session holding game g1 (Tekhenu, 2 players, seed 7)
// and g2 (the secret-bidding game), as every input finds it.
func fuzzSession(t testing.TB) *Session {
	s := NewSession(1)
	for _, l := range []string{
		`{"cmd":"new","game":"tekhenu","options":{"players":"2"},"seed":7}`,
		`{"cmd":"new","game":"bidding","options":{"players":"3","cards":"3"},"seed":4}`,
		`{"cmd":"play","id":"g2","seat":0,"move":"bid 2"}`,
	} {
		if r, _ := s.HandleLine([]byte(l)); !r.OK {
			t.Fatalf("%s: %s", l, r.Error)
		}
	}
	return s
}

// fingerprint is what a refused request must leave as it is: every game's
// record, moves and every seat's view.
func (s *Session) fingerprint() string {
	var b bytes.Buffer
	for id := range s.next {
		gid := "g" + strconv.Itoa(id+1)
		g := s.games[gid]
		if g == nil {
			b.WriteString(gid + " none\n")
			continue
		}
		js, _ := json.Marshal(g.rec)
		b.Write(js)
		for seat := -1; seat < g.state.Seats(); seat++ {
			v, _ := json.Marshal(g.state.View(seat))
			b.Write(v)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

var protocolSeeds = []string{
	`{"cmd":"hello"}`,
	`{"cmd":"status","id":"g1","tag":42}`,
	`{"cmd":"moves","id":"g1"}`,
	`{"cmd":"moves","id":"g2","seat":1}`,
	`{"cmd":"view","id":"g1","seat":-1}`,
	`{"cmd":"view","id":"g2","seat":2}`,
	`{"cmd":"play","id":"g2","seat":1,"move":"bid 3"}`,
	`{"cmd":"play","id":"g2","seat":0,"move":"bid 3"}`,
	`{"cmd":"play","id":"g2","seat":7,"move":"bid 1"}`,
	`{"cmd":"play","id":"g2","seat":-1,"move":"bid 1"}`,
	`{"cmd":"play","id":"g1","move":"fly away"}`,
	`{"cmd":"play","id":"g1","move":""}`,
	`{"cmd":"play","id":"g9","move":"keep L08"}`,
	`{"cmd":"undo","id":"g1"}`,
	`{"cmd":"undo","id":"g2"}`,
	`{"cmd":"clone","id":"g2"}`,
	`{"cmd":"determinize","id":"g2","seat":1,"seed":5}`,
	`{"cmd":"determinize","id":"g2","seat":9}`,
	`{"cmd":"result","id":"g1"}`,
	`{"cmd":"record","id":"g2"}`,
	`{"cmd":"bot","id":"g2","bot":"random","seed":1}`,
	`{"cmd":"hint","id":"g1","bot":"random"}`,
	`{"cmd":"bot","id":"g2","bot":"wizard"}`,
	`{"cmd":"drop","id":"g1"}`,
	`{"cmd":"drop"}`,
	`{"cmd":"new","game":"bidding","options":{"players":"2","cards":"8"},"seed":18446744073709551615}`,
	`{"cmd":"new","game":"tekhenu","options":{"players":"9"}}`,
	`{"cmd":"new","game":"chess"}`,
	`{"cmd":"new","game":"kemet","options":null}`,
	`{"cmd":"load","record":{"game":"bidding","options":{"players":"2","cards":"3"},"seed":3,"moves":[{"seat":0,"move":"bid 1"},{"seat":1,"move":"bid 2"}]}}`,
	`{"cmd":"load","record":{"game":"bidding","options":{"players":"2","cards":"3"},"seed":3,"moves":[{"seat":5,"move":"bid 1"}]}}`,
	`{"cmd":"load","record":{"game":"tekhenu","seed":1,"moves":[{"seat":0,"move":"keep"}]}}`,
	`{"cmd":"load"}`,
	`{"cmd":"quit"}`,
	`{"cmd":"dance","id":"g1"}`,
	`{"cmd":"moves","id":"g1","sneaky":1}`,
	`{"cmd":"status","id":"g1","seat":"0"}`,
	`{"cmd":"status","id":"g1"} {"cmd":"quit"}`,
	`not json`, `{`, `[]`, `null`, ``, `{"cmd":null}`,
}

// FuzzHandleLine: one request line of the engine protocol. Every line is
// answered (ok, or an error that says something), the tag comes back, and
// a refused request changes no game; an accepted play or undo changes its
// game's record by one move.
func FuzzHandleLine(f *testing.F) {
	for _, s := range protocolSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if costly([]byte(line)) {
			t.Skip("a search")
		}
		s := fuzzSession(t)
		before := s.fingerprint()
		games := len(s.games)
		plies := map[string]int{}
		for id, g := range s.games {
			plies[id] = len(g.rec.Moves)
		}
		resp, quit := s.HandleLine([]byte(line))
		if !json.Valid(must(json.Marshal(resp))) {
			t.Fatalf("%q: the answer does not encode", line)
		}
		if !resp.OK {
			if quit || strings.TrimSpace(resp.Error) == "" {
				t.Fatalf("%q: refused without a reason (%q), or quitting", line, resp.Error)
			}
			if after := s.fingerprint(); after != before || len(s.games) != games {
				t.Fatalf("%q: refused (%s), yet the session changed:\n%s\n→\n%s", line, resp.Error, before, after)
			}
			return
		}
		// An accepted line is one JSON object, nothing before or after it.
		var req Request
		if err := json.Unmarshal([]byte(line), &req); err != nil || resp.Error != "" {
			t.Fatalf("%q: accepted (error %q), but the line is not one request: %v", line, resp.Error, err)
		}
		if quit != (req.Cmd == "quit") {
			t.Fatalf("%q: quit %v", line, quit)
		}
		if tag, _ := json.Marshal(req.Tag); string(tag) != string(must(json.Marshal(resp.Tag))) {
			t.Fatalf("%q: tag %s answered with %v", line, tag, resp.Tag)
		}
		switch req.Cmd {
		case "play", "undo", "bot":
			g := s.games[req.ID]
			want := plies[req.ID] + 1
			if req.Cmd == "undo" {
				want = plies[req.ID] - 1
			}
			if g == nil || resp.Ply == nil || *resp.Ply != want || len(g.rec.Moves) != want {
				t.Fatalf("%q: accepted, but ply %v, want %d", line, resp.Ply, want)
			}
		case "status", "view", "moves", "result", "record", "hint", "hello", "quit":
			if after := s.fingerprint(); after != before {
				t.Fatalf("%q: a reading request changed the session", line)
			}
		}
	})
}

// FuzzServe: the line reader of the protocol (Serve): any bytes are read
// as lines, each line that is not blank, up to a quit, gets exactly the
// answer HandleLine gives it, a JSON object with "ok", and nothing makes
// Serve fail.
func FuzzServe(f *testing.F) {
	f.Add([]byte(strings.Join(protocolSeeds[:10], "\n")))
	f.Add([]byte("{\"cmd\":\"hello\"}\r\n\r\n{\"cmd\":\"new\",\"game\":\"bidding\"}\n{\"cmd\":\"quit\"}\n{\"cmd\":\"hello\"}"))
	f.Add([]byte("\n\n\n"))
	f.Add([]byte("{\"cmd\":\"hello\"}"))
	f.Add([]byte("\x00\xff{\"cmd\":\"hello\",\"tag\":\"\xff\"}\n"))
	f.Add([]byte(`{"cmd":"hello","tag":{"a":[1,2,{"b":null}]}}` + "\n" + `{"cmd":"status","id":"g1","tag":1e400}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		// What Serve must answer: one answer per non-empty line, as
		// HandleLine answers it, up to a quit.
		// Lines end at "\n", a "\r" before it dropped; the last line
		// may have no end.
		var want [][]byte
		lines := bytes.Split(data, []byte("\n"))
		s := NewSession(1)
		for i, l := range lines {
			if i < len(lines)-1 {
				l = bytes.TrimSuffix(l, []byte("\r"))
			}
			if costly(l) {
				t.Skip("a search")
			}
			if len(bytes.Trim(l, " \t\r")) == 0 {
				continue // a blank line asks nothing
			}
			resp, quit := s.HandleLine(l)
			want = append(want, must(json.Marshal(resp)))
			if quit {
				break
			}
		}
		var out bytes.Buffer
		if err := Serve(bytes.NewReader(data), &out, 1); err != nil {
			t.Fatalf("Serve: %v", err)
		}
		var got [][]byte
		dec := json.NewDecoder(&out)
		for dec.More() {
			var m json.RawMessage
			if err := dec.Decode(&m); err != nil {
				t.Fatalf("answer %d is not JSON: %v", len(got), err)
			}
			got = append(got, m)
		}
		if len(got) != len(want) {
			t.Fatalf("%d answers to %d lines:\n%s", len(got), len(want), bytes.Join(got, []byte("\n")))
		}
		for i := range got {
			var g, w map[string]any
			json.Unmarshal(got[i], &g)
			json.Unmarshal(want[i], &w)
			if g == nil || g["ok"] == nil || string(must(json.Marshal(g))) != string(must(json.Marshal(w))) {
				t.Fatalf("answer %d: %s, want %s", i, got[i], want[i])
			}
		}
	})
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
