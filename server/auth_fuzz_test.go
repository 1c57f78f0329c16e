package server

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

var authRoutes = []string{"/api/register", "/api/login", "/register", "/login"}

// FuzzAuth: the credentials of a registration or login (readCredentials,
// JSON or form, then cleanName and the password's rules), through the API
// and the lobby's forms. Never a 5xx; a refusal is a 4xx that does not
// repeat the password; a success starts a session, and a registered name
// is in the store.
func FuzzAuth(f *testing.F) {
	for _, c := range []struct {
		route uint8
		json  bool
		body  string
	}{
		{0, true, `{"name":"nefertiti","password":"long enough"}`},
		{0, true, `{"name":"Nefertari","password":"long enough"}`},
		{0, true, `{"name":"ramses","password":"short"}`},
		{0, true, `{"name":"guest-x","password":"long enough"}`},
		{0, true, `{"name":"<b>","password":"long enough"}`},
		{0, true, `{"name":"pаypal","password":"long enough"}`},
		{0, true, `{"name":"ﬀoo","password":"long enough"}`},
		{0, true, `{"name":"x","password":"long enough"}`},
		{0, true, `{"name":"山田たろう","password":"long enough"}`},
		{0, true, `{"name":"ramses","password":"` + strings.Repeat("p", 201) + `"}`},
		{0, true, `{"name":"ramses","password":12345678}`},
		{0, true, `{"name":"ramses","password":"long enough","extra":1}`},
		{0, true, `{"name":"ramses"}`},
		{0, true, `{"name":"ramses","password":"long enough"}{}`},
		{1, true, `{"name":"nefertari","password":"long enough"}`},
		{1, true, `{"name":"nefertari","password":"wrong password"}`},
		{1, true, `{"name":"nobody","password":"long enough"}`},
		{1, true, `{"name":"` + strings.Repeat("n", 201) + `","password":"x"}`},
		{1, true, `{`}, {1, true, ``}, {1, true, `[]`},
		{1, false, "name=nefertari&password=long+enough"},
		{1, false, "name=nefertari&password=%zz"},
		{2, false, "name=khufu&password=long+enough"},
		{2, false, "name=khufu&password=short"},
		{2, false, "name=%00%01&password=long+enough"},
		{3, false, "name=nefertari&password=long+enough"},
		{3, false, "name=nefertari&password=wrong+password"},
		{3, false, ""},
	} {
		f.Add(c.route, c.json, c.body)
	}
	e := newFuzzEnv(f, nil)
	if w := e.post("/api/register", "application/json", `{"name":"nefertari","password":"long enough"}`); w.Code != http.StatusOK {
		f.Fatalf("registering: %d %s", w.Code, w.Body)
	}
	f.Fuzz(func(t *testing.T, route uint8, isJSON bool, body string) {
		e.tb = t
		path := authRoutes[int(route)%len(authRoutes)]
		ctype := formType
		var c credentials
		if isJSON {
			ctype = "application/json"
			json.Unmarshal([]byte(body), &c)
		} else if v, err := url.ParseQuery(body); err == nil {
			c = credentials{Name: v.Get("name"), Password: v.Get("password")}
		}
		w := e.post(path, ctype, body)
		sent := path + " " + body
		session := strings.Contains(w.Header().Get("Set-Cookie"), sessionCookie+"=")
		ok := w.Code == http.StatusOK
		if !strings.HasPrefix(path, "/api/") {
			checkPage(t, w.Code, w.Header().Get("Content-Type"), w.Body.String(), sent)
			ok = w.Code == http.StatusSeeOther
			if ok && w.Header().Get("Location") != "/" {
				t.Fatalf("%q: 303 to %q", sent, w.Header().Get("Location"))
			}
		} else if !ok {
			checkRefusal(t, w, sent)
		}
		if ok != session {
			t.Fatalf("%q: answered %d, session started: %v", sent, w.Code, session)
		}
		if !ok {
			if w.Code < 400 {
				t.Fatalf("%q: answered %d", sent, w.Code)
			}
			// The API's refusal does not repeat the password (beyond
			// words of its own fixed messages).
			var refusal apiError
			json.Unmarshal(w.Body.Bytes(), &refusal)
			if len(c.Password) >= 8 && !strings.Contains(c.Name, c.Password) && !strings.Contains(errBadLogin.Error(), c.Password) &&
				strings.Contains(refusal.Error, c.Password) {
				t.Fatalf("%q: the refusal repeats the password: %s", sent, w.Body)
			}
			return
		}
		if strings.HasSuffix(path, "register") {
			name, err := cleanName(c.Name)
			if err != nil {
				t.Fatalf("%q: registered a name cleanName refuses: %v", sent, err)
			}
			u, err := e.st.UserByName(t.Context(), name)
			if err != nil || u.Name != name || !strings.HasPrefix(u.Hash, "$argon2id$") {
				t.Fatalf("%q: registered, but the store holds %+v (%v)", sent, u, err)
			}
		}
	})
}
