package server

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

const formType = "application/x-www-form-urlencoded"

// checkPage holds an HTML page's answer to the rules: never a 5xx, and a
// refusal is a page that says something.
func checkPage(t *testing.T, code int, ctype, body, sent string) {
	t.Helper()
	if code >= 500 || code < 200 {
		t.Fatalf("%q: answered %d %s", sent, code, body)
	}
	if code >= 400 && (!strings.HasPrefix(ctype, "text/html") || !strings.Contains(body, "</html>")) {
		t.Fatalf("%q: refused with %d but no page (%s): %.200s", sent, code, ctype, body)
	}
}

// FuzzLobbyForm: the lobby's new-table form (POST /tables, formTable and
// createPage). A table is created (201, one more table) or the lobby comes
// back with a 4xx naming the problem, and no table is created.
func FuzzLobbyForm(f *testing.F) {
	for _, s := range []string{
		"game=tekhenu&tekhenu.players=2&seat0=human&seat1=random",
		"game=tekhenu&tekhenu.players=1&tekhenu.automa=hard&seat0=human&seed=42",
		"game=tekhenu&tekhenu.players=3&tekhenu.automa=hard&seat0=human&seat1=easy&seat2=medium",
		"game=tekhenu&tekhenu.players=2&tekhenu.horus=printed&seat0=human&seat1=human",
		"game=bidding&bidding.players=5&bidding.cards=8&seat0=human",
		"game=amunre&amunre.players=4&seat0=human&seat1=human&seat2=random&seat3=random",
		"game=kemet&kemet.players=2",
		"game=chess",
		"game=tekhenu&tekhenu.players=9",
		"game=tekhenu&tekhenu.players=0",
		"game=tekhenu&tekhenu.players=-1",
		"game=tekhenu&tekhenu.players=two",
		"game=tekhenu&tekhenu.players=99999999999999999999",
		"game=tekhenu&tekhenu.players=2&seat1=wizard",
		"game=tekhenu&tekhenu.players=2&tekhenu.horus=upside-down",
		"game=tekhenu&tekhenu.players=2&seat0=human&seat1=human&seed=1",
		"game=tekhenu&seed=-1",
		"game=tekhenu&seed=18446744073709551616",
		"game=tekhenu&game=bidding",
		"game=%zz&x=%",
		"game=tekhenu;seat0=human",
		"", "&&&", "=", "game",
	} {
		f.Add(s)
	}
	e := newFuzzEnv(f, nil)
	f.Fuzz(func(t *testing.T, form string) {
		e.tb = t
		tables := func() int {
			e.srv.mu.Lock()
			defer e.srv.mu.Unlock()
			return len(e.srv.tables)
		}
		n := tables()
		w := e.post("/tables", formType, form)
		checkPage(t, w.Code, w.Header().Get("Content-Type"), w.Body.String(), form)
		switch w.Code {
		case http.StatusCreated:
			e.made++
			defer e.recycle()
			if tables() != n+1 || !strings.Contains(w.Body.String(), "/t/") {
				t.Fatalf("%q: 201 but %d tables, were %d", form, tables(), n)
			}
		default:
			if w.Code < 400 {
				t.Fatalf("%q: answered %d", form, w.Code)
			}
			if tables() != n {
				t.Fatalf("%q: refused with %d, yet a table was created", form, w.Code)
			}
		}
	})
}

// FuzzSeatForm: the confirmed seat link (POST /t/{id}/seat, field token).
// The token of a seat takes it (303 to the table, the seat claimed);
// anything else is refused with a 4xx page and changes nothing.
func FuzzSeatForm(f *testing.F) {
	for _, s := range []string{
		"token=TOK1", "token=TOK0", "token=forged", "token=", "", "token=TOK1&token=TOK0",
		"token=TOK1%", "token=%00", "tok=TOK1", "token=TOK1;x=1", "token=" + strings.Repeat("A", 200),
	} {
		f.Add(s)
	}
	e := newFuzzEnv(f, nil)
	f.Fuzz(func(t *testing.T, form string) {
		e.tb = t
		ft := e.table()
		sent := e.fill(form)
		before := ft.fingerprint()
		w := e.post("/t/"+ft.id+"/seat", formType, sent)
		checkPage(t, w.Code, w.Header().Get("Content-Type"), w.Body.String(), sent)
		ft.checkSecret(t, sent, w.Body.String())
		if w.Code == http.StatusSeeOther {
			vals, _ := url.ParseQuery(sent)
			seat := ft.t.seatOfToken(vals.Get("token"))
			if seat < 0 || w.Header().Get("Location") != "/t/"+ft.id {
				t.Fatalf("%q: 303 to %q for a token of seat %d", sent, w.Header().Get("Location"), seat)
			}
			ft.t.mu.Lock()
			holder := ft.t.seats[seat].UserID
			ft.t.mu.Unlock()
			if holder == "" || ft.fingerprint() == before {
				t.Fatalf("%q: 303, but seat %d is not taken", sent, seat)
			}
			e.reset()
			return
		}
		if w.Code < 400 {
			t.Fatalf("%q: answered %d", sent, w.Code)
		}
		if after := ft.fingerprint(); after != before {
			t.Fatalf("%q: refused with %d, yet the table changed", sent, w.Code)
		}
	})
}
