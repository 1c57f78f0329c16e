package server

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// getRoutes are the reading requests, each with the path segment the fuzzer
// fills ({} below) and its query.
var getRoutes = []string{
	"/api/tables",
	"/api/tables/{}",
	"/api/tables/{}/record",
	"/api/tables/{}/events",
	"/api/games/{}/glossary",
	"/t/{}",
	"/t/{}/replay",
	"/rules/{}",
	"/api/me",
	"/{}",
	"/static/{}",
}

// FuzzGetRequest: the path segments and query parameters of the reading
// requests (?status, ?limit, ?since, ?token, ?format, ?at, ?ref, ?from, and
// table ids and game names in the path). Nothing panics or answers 5xx;
// the API answers JSON; and nobody but seat 0 reads the decree it kept, in
// a refusal or in a page.
func FuzzGetRequest(f *testing.F) {
	for _, c := range []struct {
		route      uint8
		seg, query string
	}{
		{0, "", ""}, {0, "", "status=open"}, {0, "", "status=finished&limit=1"}, {0, "", "status=closed"},
		{0, "", "limit=-1"}, {0, "", "limit=99999999999999999999"}, {0, "", "status=%zz"},
		{1, "ID", ""}, {1, "ID", "token=TOK1"}, {1, "ID", "token=TOK0"}, {1, "ID", "token=forged"},
		{1, "ID", "since=0"}, {1, "ID", "since=-3"}, {1, "ID", "since=1&token=TOK1"}, {1, "ID", "since=999999999999999999999"},
		{1, "ID", "since=x"}, {1, "FIN", "since=2"}, {1, "nosuchtable", ""}, {1, strings.Repeat("a", 80), ""},
		{2, "ID", ""}, {2, "ID", "token=TOK1"}, {2, "FIN", ""}, {2, "FIN", "token=TOK1"},
		{3, "ID", "since=1&format=html"}, {3, "ID", "token=forged"}, {3, "ID", "since=-1"},
		{4, "tekhenu", ""}, {4, "tekhenu", "ref=L08"}, {4, "tekhenu", "ref=l08"}, {4, "bidding", ""}, {4, "chess", ""}, {4, "tekhenu", "ref=%00"},
		{5, "ID", ""}, {5, "ID", "token=TOK1"}, {5, "ID", "token=forged"}, {5, "FIN", ""}, {5, "../etc", ""},
		{6, "FIN", ""}, {6, "FIN", "at=3"}, {6, "FIN", "at=-1"}, {6, "FIN", "at=99"}, {6, "FIN", "at=9223372036854775807"}, {6, "ID", "at=1"},
		{7, "tekhenu", ""}, {7, "tekhenu", "from=ID"}, {7, "kemet", "from=<script>"}, {7, "nogame", ""},
		{8, "", ""}, {9, "", ""}, {10, "app.js", ""}, {10, "", ""}, {10, "..", ""},
	} {
		f.Add(c.route, c.seg, c.query)
	}
	e := newFuzzEnv(f, nil)
	f.Fuzz(func(t *testing.T, route uint8, seg, query string) {
		e.tb = t
		ft := e.table()
		seg, query = e.fill(seg), e.fill(query)
		path := strings.Replace(getRoutes[int(route)%len(getRoutes)], "{}", seg, 1)
		before := ft.fingerprint()
		u := &url.URL{Path: path, RawQuery: query}
		sent := u.String()
		w := e.request("GET", u, "", "")
		checkStatus(t, w, sent)
		if after := ft.fingerprint(); after != before {
			t.Fatalf("%s: a reading request changed the table", sent)
		}
		// The API answers JSON, but for a path that is no route (the
		// mux's plain 404), a path that is not clean (the mux redirects
		// it to the clean one) and a request for the WebSocket without
		// its upgrade (refused by the WebSocket library in its words).
		api := strings.HasPrefix(path, "/api/")
		plain := strings.HasPrefix(w.Header().Get("Content-Type"), "text/plain")
		switch {
		case !api:
		case w.Code == http.StatusOK && !json.Valid(w.Body.Bytes()):
			t.Fatalf("%s: 200 with a body that is not JSON: %s", sent, w.Body)
		case w.Code >= 300 && w.Code < 400:
		case plain && (w.Code == http.StatusNotFound || w.Code == http.StatusUpgradeRequired || w.Code == http.StatusBadRequest && strings.HasSuffix(path, "/events")):
		case w.Code >= 400:
			checkRefusal(t, w, sent)
		}
		// The glossary and the rules tell every decree: they are about
		// the game, not about this table.
		if !strings.HasPrefix(path, "/api/games/") && !strings.HasPrefix(path, "/rules/") && !strings.HasPrefix(path, "/static/") {
			ft.checkSecret(t, sent, w.Body.String())
		}
	})
}
