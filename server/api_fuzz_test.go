package server

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// The JSON bodies of the API's table requests (decode, then each handler's
// own reading of the fields): bad input never panics and is refused with a
// clear 4xx that changes nothing and shows no other seat's secret; an
// accepted request changes the table as it says.

// accepted checks a 200 answer of a table request, given the table's
// fingerprint and move count before it; it reports whether the table
// changed (and must be made anew).
type accepted func(t *testing.T, ft *fuzzTable, before string, seq int, body []byte, sent string) (changed bool)

func fuzzTableBody(f *testing.F, action string, seeds []string, ok accepted) {
	for _, s := range seeds {
		f.Add(s)
	}
	e := newFuzzEnv(f, nil)
	f.Fuzz(func(t *testing.T, body string) {
		e.tb = t
		ft := e.table()
		sent := e.fill(body)
		before, seq := ft.fingerprint(), ft.seq()
		w := e.post("/api/tables/"+ft.id+"/"+action, "application/json", sent)
		if w.Code == http.StatusOK {
			if !json.Valid(w.Body.Bytes()) {
				t.Fatalf("%q: 200 with a body that is not JSON: %s", sent, w.Body)
			}
			ft.checkSecret(t, sent, w.Body.String())
			if ok(t, ft, before, seq, w.Body.Bytes(), sent) {
				e.reset()
			}
			return
		}
		checkRefusal(t, w, sent)
		ft.checkSecret(t, sent, w.Body.String())
		if after := ft.fingerprint(); after != before {
			t.Fatalf("%q: refused with %d %s, yet the table changed:\n%s\n→\n%s", sent, w.Code, w.Body, before, after)
		}
	})
}

func FuzzAPIMove(f *testing.F) {
	fuzzTableBody(f, "moves", []string{
		`{"token":"TOK1","seq":SEQ,"move":"MOVE1"}`,
		`{"token":"TOK1","seq":SEQ,"move":"MOVE1","take_backs":0}`,
		`{"token":"TOK1","seq":SEQ,"move":"MOVE1","take_backs":-1}`,
		`{"token":"TOK0","seq":SEQ,"move":"MOVE1"}`,
		`{"token":"TOK1","seq":0,"move":"MOVE1"}`,
		`{"token":"TOK1","seq":-1,"move":"MOVE1"}`,
		`{"token":"TOK1","seq":99999999999,"move":"MOVE1"}`,
		`{"token":"TOK1","seq":SEQ,"move":"keep L99"}`,
		`{"token":"TOK1","seq":SEQ,"move":"keep"}`,
		`{"token":"TOK1","seq":SEQ,"move":"take ra white 4"}`,
		`{"token":"TOK1","seq":SEQ,"move":""}`,
		`{"token":"TOK1","seq":SEQ}`,
		`{"token":"TOK1","seq":"1","move":"MOVE1"}`,
		`{"token":"TOK1","seq":1.5,"move":"MOVE1"}`,
		`{"token":"forged","seq":SEQ,"move":"MOVE1"}`,
		`{"seq":SEQ,"move":"MOVE1"}`,
		`{"token":"TOK1","seq":SEQ,"move":"MOVE1","extra":1}`,
		`{"token":"TOK1","seq":SEQ,"move":"MOVE1"}{}`,
		`{"token":"TOK1","seq":null,"move":"MOVE1"}`,
		`{"token":"TOK1","seq":SEQ,"move":"MOVE1\u0000"}`,
		`[1,2]`, `null`, `{"token":`, ``, `"x"`,
	}, func(t *testing.T, ft *fuzzTable, before string, seq int, body []byte, sent string) bool {
		var sn Snapshot
		if err := json.Unmarshal(body, &sn); err != nil || sn.ID != ft.id || sn.Seq != seq+1 || ft.seq() != seq+1 {
			t.Fatalf("%q: accepted (%v), answer at seq %d, table at %d, was %d", sent, err, sn.Seq, ft.seq(), seq)
		}
		return true
	})
}

func FuzzAPIUndo(f *testing.F) {
	fuzzTableBody(f, "undo", []string{
		`{"token":"TOK0","seq":SEQ}`,
		`{"token":"TOK0","seq":SEQ,"take_backs":0}`,
		`{"token":"TOK0","seq":SEQ,"take_backs":1099511627776}`,
		`{"token":"TOK1","seq":SEQ}`,
		`{"token":"TOK0","seq":0}`,
		`{"token":"TOK0","seq":-5,"take_backs":-7}`,
		`{"token":"TOK0"}`,
		`{"token":"forged","seq":SEQ}`,
		`{"seq":SEQ}`,
		`{"token":"TOK0","seq":SEQ,"move":"MOVE1"}`,
		`{"token":"TOK0","seq":"SEQ"}`,
		`{"token":`, ``, `[]`, `{}`,
	}, func(t *testing.T, ft *fuzzTable, before string, seq int, body []byte, sent string) bool {
		var sn Snapshot
		if err := json.Unmarshal(body, &sn); err != nil || sn.ID != ft.id || sn.Seq != seq-1 || ft.seq() != seq-1 {
			t.Fatalf("%q: take-back accepted (%v), answer at seq %d, table at %d, was %d", sent, err, sn.Seq, ft.seq(), seq)
		}
		return true
	})
}

func FuzzAPIJoin(f *testing.F) {
	fuzzTableBody(f, "join", []string{
		`{"seat":1}`, `{"seat":0}`, `{"seat":2}`, `{"seat":-1}`, `{"seat":9223372036854775807}`,
		`{"seat":"1"}`, `{"seat":null}`, `{}`, `{"seat":1,"token":"TOK1"}`, `{"seat":1}{"seat":0}`, ``, `[`,
	}, func(t *testing.T, ft *fuzzTable, before string, seq int, body []byte, sent string) bool {
		var rep struct {
			Seat *int   `json:"seat"`
			Name string `json:"name"`
		}
		if err := json.Unmarshal(body, &rep); err != nil || rep.Seat == nil || *rep.Seat < 0 || *rep.Seat > 1 || rep.Name == "" {
			t.Fatalf("%q: join accepted with %s (%v)", sent, body, err)
		}
		ft.t.mu.Lock()
		holder := ft.t.seats[*rep.Seat]
		ft.t.mu.Unlock()
		if holder.UserID == "" || holder.Name != rep.Name || ft.fingerprint() == before {
			t.Fatalf("%q: join accepted but seat %d is %+v", sent, *rep.Seat, holder)
		}
		return true
	})
}

func FuzzAPIReplace(f *testing.F) {
	fuzzTableBody(f, "replace", []string{
		`{"token":"TOK1"}`,
		`{"token":"TOK1","bot":"random"}`,
		`{"token":"TOK0","seat":1,"bot":"random"}`,
		`{"token":"TOK1","seat":1,"bot":"wizard"}`,
		`{"token":"TOK1","seat":5}`,
		`{"token":"TOK1","seat":-1}`,
		`{"token":"TOK1","bot":"hard:iterations=1"}`,
		`{"token":"forged"}`,
		`{"seat":1}`,
		`{"token":"TOK1","seat":"1"}`,
		`{"token":"TOK1","move":"MOVE1"}`,
		``, `{`,
	}, func(t *testing.T, ft *fuzzTable, before string, seq int, body []byte, sent string) bool {
		var rep struct {
			Seat *int   `json:"seat"`
			Kind string `json:"kind"`
		}
		if err := json.Unmarshal(body, &rep); err != nil || rep.Seat == nil || *rep.Seat < 0 || *rep.Seat > 1 {
			t.Fatalf("%q: replacement accepted with %s (%v)", sent, body, err)
		}
		ft.t.mu.Lock()
		kind := ft.t.seats[*rep.Seat].Kind
		ft.t.mu.Unlock()
		if kind != rep.Kind || BotKinds[kind] == nil {
			t.Fatalf("%q: replacement accepted (%s) but seat %d is played by %q", sent, body, *rep.Seat, kind)
		}
		return true
	})
}

func FuzzAPIHint(f *testing.F) {
	fuzzTableBody(f, "hint", []string{
		`{"token":"TOK1"}`, `{"token":"TOK0"}`, `{"token":"forged"}`, `{}`, `{"token":1}`,
		`{"token":"TOK1","seq":SEQ}`, `{"token":"TOK1"} x`, ``, `nul`,
	}, func(t *testing.T, ft *fuzzTable, before string, seq int, body []byte, sent string) bool {
		var h Hint
		if err := json.Unmarshal(body, &h); err != nil || h.Seq != seq || h.Move == "" {
			t.Fatalf("%q: hint %s (%v) at seq %d", sent, body, err, seq)
		}
		if after := ft.fingerprint(); after != before {
			t.Fatalf("%q: a hint changed the table", sent)
		}
		return false
	})
}

// FuzzAPICreate: POST /api/tables. A table is created (201, with a token
// per seat) or the request is refused with a 4xx and nothing is created.
func FuzzAPICreate(f *testing.F) {
	for _, s := range []string{
		`{"game":"tekhenu","players":2}`,
		`{"game":"tekhenu","seats":["human","random"],"seed":7}`,
		`{"game":"tekhenu","players":1,"options":{"automa":"hard"}}`,
		`{"game":"tekhenu","players":2,"options":{"horus":"printed"}}`,
		`{"game":"bidding","players":5,"options":{"cards":"8"}}`,
		`{"game":"bidding","options":{"players":"4","cards":"3"}}`,
		`{"game":"amunre","players":3}`,
		`{"game":"kemet","players":2}`,
		`{"game":"chess","players":2}`,
		`{"game":"tekhenu","players":9}`,
		`{"game":"tekhenu","players":-3}`,
		`{"game":"tekhenu","players":100000000}`,
		`{"game":"tekhenu","seats":["human","random","random","random","random"]}`,
		`{"game":"tekhenu","players":2,"seats":["human","wizard"]}`,
		`{"game":"tekhenu","players":3,"seats":["human","random"]}`,
		`{"game":"tekhenu","players":2,"options":{"horus":"upside-down"}}`,
		`{"game":"tekhenu","players":2,"options":{"players":"3"}}`,
		`{"game":"tekhenu","players":2,"seats":["human","human"],"seed":1}`,
		`{"game":"tekhenu","players":"two"}`,
		`{"game":"tekhenu","seed":-1}`,
		`{"game":"tekhenu","seed":18446744073709551616}`,
		`{"game":"tekhenu","options":null,"seats":null}`,
		`{"game":"tekhenu"}{"game":"tekhenu"}`,
		`{}`, ``, `[`, `"tekhenu"`,
	} {
		f.Add(s)
	}
	e := newFuzzEnv(f, nil)
	f.Fuzz(func(t *testing.T, body string) {
		e.tb = t
		tables := func() int {
			e.srv.mu.Lock()
			defer e.srv.mu.Unlock()
			return len(e.srv.tables)
		}
		n := tables()
		w := e.post("/api/tables", "application/json", body)
		if w.Code != http.StatusCreated {
			checkRefusal(t, w, body)
			if tables() != n {
				t.Fatalf("%q: refused with %d, yet a table was created", body, w.Code)
			}
			return
		}
		e.made++
		defer e.recycle()
		var rep createReply
		if err := json.Unmarshal(w.Body.Bytes(), &rep); err != nil || rep.ID == "" || rep.URL != "/t/"+rep.ID {
			t.Fatalf("%q: created, answering %s (%v)", body, w.Body, err)
		}
		tb, err := e.srv.lookup(t.Context(), rep.ID)
		if err != nil {
			t.Fatalf("%q: created table %s not found: %v", body, rep.ID, err)
		}
		tb.mu.Lock()
		seats := len(tb.seats)
		tb.mu.Unlock()
		if seats != len(rep.Seats) || seats < 1 {
			t.Fatalf("%q: %d seats but %d tokens", body, seats, len(rep.Seats))
		}
		for i, s := range rep.Seats {
			if s.Seat != i || tb.seatOfToken(s.Token) != i {
				t.Fatalf("%q: token %d opens seat %d", body, i, tb.seatOfToken(s.Token))
			}
		}
	})
}

// checkStatus fails a 5xx: whatever the request, the client's mistake is a
// 4xx.
func checkStatus(t *testing.T, w *httptest.ResponseRecorder, sent string) {
	t.Helper()
	if w.Code >= 500 || w.Code < 200 {
		t.Fatalf("%q: answered %d %s", sent, w.Code, strings.TrimSpace(w.Body.String()))
	}
}
