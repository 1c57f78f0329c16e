package server

import (
	"context"
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"karnak/engine"
	"karnak/store"
	"karnak/web"
)

type page struct {
	Title string
	User  string
	Guest bool
}

func (s *Server) pageFor(r *http.Request, title string) page {
	p := page{Title: title}
	if u, ok := s.currentUser(r); ok {
		p.User, p.Guest = u.Name, u.Guest
	}
	return p
}

func (s *Server) render(w http.ResponseWriter, r *http.Request, code int, name string, data any) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	if err := s.pages.Render(w, name, data); err != nil {
		s.log.Error("rendering page", "page", name, "err", err)
	}
}

func (s *Server) message(w http.ResponseWriter, r *http.Request, code int, title, msg string) {
	s.render(w, r, code, "message", struct {
		page
		Message string
	}{s.pageFor(r, title), msg})
}

func (s *Server) pageRoutes(mux *http.ServeMux) {
	mux.Handle("GET /static/", http.StripPrefix("/static/", noListing(web.Static())))
	mux.HandleFunc("GET /{$}", s.lobbyPage)
	mux.HandleFunc("POST /tables", s.createPage)
	mux.HandleFunc("GET /t/{id}", s.tablePage)
	mux.HandleFunc("POST /t/{id}/seat", s.takeSeatPage)
	mux.HandleFunc("GET /t/{id}/replay", s.replayPage)
	mux.HandleFunc("GET /rules/{game}", s.rulesPage)
	mux.HandleFunc("POST /login", func(w http.ResponseWriter, r *http.Request) { s.formAuth(w, r, s.login) })
	mux.HandleFunc("POST /register", func(w http.ResponseWriter, r *http.Request) { s.formAuth(w, r, s.register) })
	mux.HandleFunc("POST /logout", func(w http.ResponseWriter, r *http.Request) {
		s.logout(w, r)
		http.Redirect(w, r, "/", http.StatusSeeOther)
	})
}

type tableList struct {
	Title  string
	Tables []lobbyTable
}

// lobbyTable is a table as the lobby lists it: its game by title.
type lobbyTable struct {
	TableSummary
	GameTitle   string
	PlayersText string
}

// gameTitle is a game's title for people, its name when it is unknown.
func gameTitle(name string) string {
	if g, err := engine.Lookup(name); err == nil {
		return g.Descriptor().Title
	}
	return name
}

func listed(t TableSummary) lobbyTable {
	n := t.Options["players"]
	lt := lobbyTable{TableSummary: t, GameTitle: t.Game, PlayersText: n + " players"}
	if n == "1" {
		lt.PlayersText = "1 player"
	}
	if g, err := engine.Lookup(t.Game); err == nil {
		d := g.Descriptor()
		lt.GameTitle = d.Title
		if n == "1" && d.Automa != "" {
			lt.PlayersText = "solo against " + d.Automa
		}
	}
	return lt
}

// The new-table form is built from the games' descriptors: one fieldset
// per game, its fields named "<game>.<key>" so that games never share one.
type formGame struct {
	Name, Title string
	Selected    bool
	Players     []formCount
	Options     []formOption
}

type formCount struct {
	N        int
	Label    string
	Selected bool
}

type formOption struct {
	Field   string // <game>.<key>
	Label   string // the option's help
	Values  []string
	Chosen  string
	Players string // the player counts it applies to, space-separated; "" for any
	For     string // the same for people: "for 1 player"
}

type formSeat struct {
	Seat   int
	Chosen string
}

// field is a form's field: its game's prefix, then its own name.
func field(game, key string) string { return game + "." + key }

// chosen is the value the form last sent for a field (after a refused
// post) when it is one of values, else def.
func chosen(form url.Values, name string, values []string, def string) string {
	if v := form.Get(name); slices.Contains(values, v) {
		return v
	}
	return def
}

// newTableForm fills the lobby's form from the games' descriptors, with
// the values of a refused post where it had any.
func newTableForm(descs []engine.Descriptor, form url.Values, kinds []string) (games []formGame, seats []formSeat) {
	pick := ""
	for _, d := range descs {
		if d.Name == form.Get("game") {
			pick = d.Name
		}
	}
	if pick == "" && len(descs) > 0 {
		pick = descs[0].Name
	}
	most := 0
	for _, d := range descs {
		g := formGame{Name: d.Name, Title: d.Title, Selected: d.Name == pick}
		var counts []string
		for n := d.Players.Min; n <= d.Players.Max; n++ {
			counts = append(counts, strconv.Itoa(n))
		}
		players := chosen(form, field(d.Name, "players"), counts, strconv.Itoa(d.Players.Default))
		for n := d.Players.Min; n <= d.Players.Max; n++ {
			c := formCount{N: n, Label: strconv.Itoa(n), Selected: strconv.Itoa(n) == players}
			if n == 1 && d.Automa != "" {
				c.Label = "1 (solo against " + d.Automa + ")"
			}
			g.Players = append(g.Players, c)
		}
		for _, o := range d.Options {
			fo := formOption{Field: field(d.Name, o.Key), Label: sentence(o.Help), Values: o.Values,
				Chosen: chosen(form, field(d.Name, o.Key), o.Values, o.Default)}
			if fo.Label == "" {
				fo.Label = o.Key
			}
			if len(o.Players) > 0 {
				var ns []string
				for _, n := range o.Players {
					ns = append(ns, strconv.Itoa(n))
				}
				fo.Players = strings.Join(ns, " ")
				fo.For = "for " + strings.Join(ns, " or ") + " players"
				if len(ns) == 1 && ns[0] == "1" {
					fo.For = "for 1 player"
				}
			}
			g.Options = append(g.Options, fo)
		}
		games = append(games, g)
		most = max(most, d.Players.Max)
	}
	for i := range min(most, maxFormSeats) {
		def := "medium"
		if i == 0 {
			def = "human"
		}
		seats = append(seats, formSeat{i, chosen(form, fmt.Sprintf("seat%d", i), kinds, def)})
	}
	return games, seats
}

// sentence starts a help text with a capital letter.
func sentence(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// lobbyData is what the lobby page shows.
type lobbyData struct {
	page
	Error       string
	Games       []formGame
	Kinds       []string
	SeatChoices []formSeat
	Seed        string
	Lists       []tableList
}

func (s *Server) lobbyPage(w http.ResponseWriter, r *http.Request) {
	s.lobbyWith(w, r, http.StatusOK, "")
}

// lobbyWith renders the lobby, with problem said at the top; after a
// refused post its form keeps what was chosen.
func (s *Server) lobbyWith(w http.ResponseWriter, r *http.Request, code int, problem string) {
	kinds := append([]string{"human"}, botKindNames()...)
	data := lobbyData{page: s.pageFor(r, "Lobby"), Error: problem, Kinds: kinds}
	data.Games, data.SeatChoices = newTableForm(engine.Descriptors(), r.PostForm, kinds)
	if v := r.PostForm.Get("seed"); len(v) <= 20 {
		data.Seed = v
	}
	for _, l := range []struct{ status, title string }{{"open", "Open tables: a seat is free"}, {"active", "Being played"}, {"finished", "Finished"}} {
		list, err := s.lobby(r, l.status, 30)
		if err != nil {
			s.log.Error("lobby", "err", err)
		}
		tl := tableList{Title: l.title}
		for _, t := range list {
			if l.status == "active" && t.Status != "active" {
				continue // open tables are listed above
			}
			tl.Tables = append(tl.Tables, listed(t))
		}
		data.Lists = append(data.Lists, tl)
	}
	s.render(w, r, code, "lobby", data)
}

func (s *Server) formAuth(w http.ResponseWriter, r *http.Request, how func(ctx context.Context, name, pw string) (store.User, error)) {
	if _, err := s.signInWith(w, r, how); err != nil {
		code, body := status(err)
		s.lobbyWith(w, r, code, body.Error)
		return
	}
	http.Redirect(w, r, "/", http.StatusSeeOther)
}

// createPage is the lobby form: the visitor (a guest when not signed in)
// takes the first human seat; the other human seats get invitation links.
func (s *Server) createPage(w http.ResponseWriter, r *http.Request) {
	if !s.httpLimit.allow(s.clients.addr(r), s.cfg.Now()) {
		s.lobbyWith(w, r, http.StatusTooManyRequests, errLimited.Error())
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	if err := r.ParseForm(); err != nil {
		s.lobbyWith(w, r, http.StatusBadRequest, "malformed form")
		return
	}
	req, problem := formTable(r.PostForm)
	if problem != "" {
		s.lobbyWith(w, r, http.StatusBadRequest, problem)
		return
	}
	addr := s.clients.addr(r)
	u, err := s.userOrGuest(w, r)
	if err == nil {
		err = s.limitTables(addr, u.ID)
	}
	if err != nil {
		code, body := status(err)
		s.lobbyWith(w, r, code, body.Error)
		return
	}
	id, tokens, err := s.createTable(r.Context(), req, u.ID, u.Name, addr)
	if err != nil {
		code, body := status(err)
		s.lobbyWith(w, r, code, body.Error)
		return
	}
	type invite struct {
		Seat int
		URL  string
	}
	data := struct {
		page
		ID      string
		Invites []invite
	}{page: s.pageFor(r, "Table created"), ID: id}
	data.User, data.Guest = u.Name, u.Guest
	first := true
	for i, kind := range req.Seats {
		if kind != "human" {
			continue
		}
		if first {
			first = false
			continue
		}
		data.Invites = append(data.Invites, invite{i, fmt.Sprintf("%s/t/%s?token=%s", origin(r), id, tokens[i].Token)})
	}
	s.render(w, r, http.StatusCreated, "created", data)
}

// formTable reads the lobby's form: the game, then only that game's
// fields ("<game>.players", and the options that exist at that player
// count: a solo setting sent with 3 players is not an error, just not
// applicable), the seats seat0… and the seed. The values themselves are
// judged by createTable, which names the allowed ones.
func formTable(form url.Values) (NewTable, string) {
	name := form.Get("game")
	g, err := engine.Lookup(name)
	if err != nil {
		return NewTable{}, fmt.Sprintf("choose a game (games: %s)", strings.Join(engine.Games(), ", "))
	}
	d := g.Descriptor()
	players := d.Players.Default
	if v := form.Get(field(name, "players")); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < d.Players.Min || n > d.Players.Max || n > maxFormSeats {
			return NewTable{}, fmt.Sprintf("choose a number of players: %s is for %s", d.Title, d.Players)
		}
		players = n
	}
	req := NewTable{Game: name, Players: players, Options: map[string]string{}}
	for _, o := range d.Options {
		if !o.AppliesTo(players) {
			continue
		}
		if v := form.Get(field(name, o.Key)); v != "" {
			req.Options[o.Key] = v
		}
	}
	for i := range players {
		kind := form.Get(fmt.Sprintf("seat%d", i))
		if kind == "" {
			kind = "random"
		}
		req.Seats = append(req.Seats, kind)
	}
	if v := form.Get("seed"); v != "" {
		seed, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return NewTable{}, "the seed is a whole number"
		}
		req.Seed = &seed
	}
	return req, ""
}

func origin(r *http.Request) string {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

// gameData fills the fragment of seat's page from a page snapshot.
func gameData(sn Snapshot) web.Game {
	g := web.Game{ID: sn.ID, Game: sn.Game, Seat: sn.Seat, Seq: sn.Seq, Actors: sn.Actors, Moves: sn.Moves,
		Over: sn.Over, View: sn.view, Options: sn.Options, Decided: sn.Decided, Prompt: sn.Prompt}
	if sn.Result != nil {
		g.Winner, g.Winners, g.Ranks = sn.Result.Winner, sn.Result.Winners(), sn.Result.Ranks
		if a := sn.Result.Automa; a != nil {
			g.AutomaRank = a.Rank
		}
	}
	g.MoveNames = sn.moveNames
	for _, st := range sn.Seats {
		g.Seats = append(g.Seats, web.Seat{Seat: st.Seat, Kind: st.Kind, Name: st.Name, Claimed: st.Claimed})
	}
	// The log, newest first: the moves, and the take-backs among them in
	// the order they were made.
	log, backs := sn.fullLog, sn.TakeBacks
	for i, j := len(log)-1, len(backs)-1; i >= 0 || j >= 0; {
		if j >= 0 && (i < 0 || backs[j].event > log[i].event) {
			b := backs[j]
			g.Log = append(g.Log, web.LogLine{Seq: b.Seq, Seat: b.Seat, Text: b.Text, At: b.At, TookBack: true})
			j--
			continue
		}
		g.Log = append(g.Log, web.LogLine{Seq: log[i].Seq, Seat: log[i].Seat, Move: log[i].Move, Text: log[i].Text, Then: log[i].Then, At: log[i].At})
		i--
	}
	g.CanUndo = sn.CanUndo
	return g
}

// renderGame is the live fragment of a table for the WebSocket.
func (s *Server) renderGame(sn Snapshot) string {
	html, err := s.pages.Fragment(gameData(sn))
	if err != nil {
		s.log.Error("rendering table", "table", sn.ID, "err", err)
	}
	return brokenBanner(sn.Broken) + html
}

// brokenBanner is the notice at the top of a broken table's board (and of
// its replay): why the game stopped. Empty for a table that is not broken.
func brokenBanner(notice string) string {
	if notice == "" {
		return ""
	}
	return `<p class="notice" id="broken" role="alert">` + template.HTMLEscapeString(notice) + `</p>`
}

func (s *Server) tablePage(w http.ResponseWriter, r *http.Request) {
	t, err := s.lookup(r.Context(), r.PathValue("id"))
	if err != nil {
		if errors.Is(err, store.ErrNotFound) {
			s.message(w, r, http.StatusNotFound, "No such table", "There is no table with that address.")
			return
		}
		s.message(w, r, http.StatusInternalServerError, "Error", "The table could not be loaded.")
		return
	}
	// A seat link only asks: following it (or a link preview fetching it)
	// changes nothing until the visitor confirms with a POST.
	if tok := r.URL.Query().Get("token"); tok != "" {
		s.invitePage(w, r, t, tok)
		return
	}
	seat, err := s.seatOf(r, t, "")
	if err != nil {
		seat = -1
	}
	t.mu.Lock()
	sn, err := t.pageSnapshotLocked(seat, -1)
	t.mu.Unlock()
	if err != nil {
		s.message(w, r, http.StatusInternalServerError, "Error", "The table could not be shown.")
		return
	}
	frag := s.renderGame(sn)
	data := struct {
		page
		ID         string
		Game       string
		GameTitle  string
		Seq        int
		Seat       int
		Over       bool // or broken: either way the table takes no more changes
		Seats      []SeatInfo
		SeedChosen bool
		Fragment   template.HTML
	}{s.pageFor(r, fmt.Sprintf("%s table %s", gameTitle(t.game), t.id)), t.id, t.game, gameTitle(t.game), sn.Seq, seat, sn.Over || sn.Broken != "", sn.Seats, sn.SeedChosen, template.HTML(frag)}
	s.render(w, r, http.StatusOK, "table", data)
}

// invitePage answers a seat link: it names the seat and asks the visitor to
// take it.
func (s *Server) invitePage(w http.ResponseWriter, r *http.Request, t *table, tok string) {
	seat := t.seatOfToken(tok)
	if seat < 0 {
		s.message(w, r, http.StatusForbidden, "Not your seat", "This link does not open a seat at this table.")
		return
	}
	t.mu.Lock()
	info := t.seatInfoLocked()[seat]
	over := t.state.Over()
	t.mu.Unlock()
	data := struct {
		page
		ID, Game, Token string
		Seat            SeatInfo
		Over            bool
	}{s.pageFor(r, "Seat "+strconv.Itoa(web.SeatNumber(seat))+" of table "+t.id), t.id, gameTitle(t.game), tok, info, over}
	s.render(w, r, http.StatusOK, "invite", data)
}

// takeSeatPage is the confirmed seat link (POST /t/{id}/seat, form field
// token): the browser keeps the token for this table and, when the seat is
// free, the visitor's account (a guest one if need be) takes it.
func (s *Server) takeSeatPage(w http.ResponseWriter, r *http.Request) {
	if !s.httpLimit.allow(s.clients.addr(r), s.cfg.Now()) {
		s.message(w, r, http.StatusTooManyRequests, "Too many requests", errLimited.Error())
		return
	}
	t, err := s.lookup(r.Context(), r.PathValue("id"))
	if err != nil {
		s.message(w, r, http.StatusNotFound, "No such table", "There is no table with that address.")
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	if err := r.ParseForm(); err != nil {
		s.message(w, r, http.StatusBadRequest, "Bad request", "malformed form")
		return
	}
	tok := r.PostForm.Get("token")
	seat := t.seatOfToken(tok)
	if seat < 0 {
		s.message(w, r, http.StatusForbidden, "Not your seat", "This link does not open a seat at this table.")
		return
	}
	http.SetCookie(w, &http.Cookie{Name: seatCookie(t.id), Value: tok, Path: "/", HttpOnly: true,
		Secure: r.TLS != nil, SameSite: http.SameSiteLaxMode, MaxAge: 90 * 24 * 3600})
	t.mu.Lock()
	free := t.seats[seat].Kind == "human" && t.seats[seat].UserID == ""
	t.mu.Unlock()
	if free {
		u, err := s.userOrGuest(w, r)
		if err == nil {
			err = s.join(r.Context(), t, seat, u)
		}
		var mv *moveError
		if err != nil && !errors.As(err, &mv) { // a seat taken meanwhile stays with its holder; the token still opens it
			code, body := status(err)
			s.message(w, r, code, "Seat not taken", body.Error)
			return
		}
	}
	http.Redirect(w, r, "/t/"+t.id, http.StatusSeeOther)
}

// noListing serves files but no directory listings. A name that is not
// UTF-8 names no file: the file system refuses to open it ("invalid name"),
// which the file server would answer with a 500.
func noListing(files http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "" || strings.HasSuffix(r.URL.Path, "/") || !utf8.ValidString(r.URL.Path) {
			http.NotFound(w, r)
			return
		}
		files.ServeHTTP(w, r)
	})
}

// replayPage steps through a finished game: ?at=n shows the table after n
// moves, as a spectator saw it. A broken table (its stored moves stop
// replaying after a rules fix) is replayed up to the break, with its
// notice.
func (s *Server) replayPage(w http.ResponseWriter, r *http.Request) {
	t, err := s.lookup(r.Context(), r.PathValue("id"))
	if err != nil {
		s.message(w, r, http.StatusNotFound, "No such table", "There is no table with that address.")
		return
	}
	t.mu.Lock()
	over, broken := t.state.Over(), t.broken
	t.mu.Unlock()
	if !over && broken == "" {
		s.message(w, r, http.StatusForbidden, "Not finished", "A game can be replayed once it is over.")
		return
	}
	rec, secrecy := t.fullRecord()
	at, err := strconv.Atoi(r.URL.Query().Get("at"))
	if err != nil || at > len(rec.Moves) {
		at = len(rec.Moves)
	}
	at = max(at, 0)
	part := rec
	part.Moves = rec.Moves[:at]
	st, err := engine.Replay(part)
	if err != nil {
		s.message(w, r, http.StatusInternalServerError, "Error", "The record does not replay: "+err.Error())
		return
	}
	g := web.Game{ID: t.id, Game: t.game, Seat: -1, Seq: at, Actors: st.Actors(), Over: st.Over(), View: st.View(-1), Replay: true}
	if st.Over() {
		res := st.Result()
		g.Winner, g.Winners, g.Ranks = res.Winner, res.Winners(), res.Ranks
		if res.Automa != nil {
			g.AutomaRank = res.Automa.Rank
		}
	}
	t.mu.Lock()
	// A replay names the seats as the page does ("Random bot", "Seat 2"
	// for a seat nobody took), its log too.
	var names []string
	for _, si := range t.seatInfoLocked() {
		ws := web.Seat{Seat: si.Seat, Kind: si.Kind, Name: si.Name, Claimed: si.Claimed}
		g.Seats = append(g.Seats, ws)
		names = append(names, web.SeatLabel(ws))
	}
	t.mu.Unlock()
	g.Prompt = engine.Asked(st, -1, names)
	for i := at - 1; i >= 0; i-- {
		e := logEntry(secrecy[i].Logged, st, -1, names)
		g.Log = append(g.Log, web.LogLine{Seq: i + 1, Seat: e.Seat, Move: e.Move, Text: e.Text, Then: e.Then})
	}
	frag, err := s.pages.Fragment(g)
	if err != nil {
		s.log.Error("rendering replay", "table", t.id, "err", err)
	}
	frag = brokenBanner(broken) + frag
	move := ""
	if at > 0 {
		move = g.Log[0].Text
	}
	data := struct {
		page
		ID, Game, GameTitle   string
		At, Prev, Next, Total int
		Move                  string
		Fragment              template.HTML
	}{s.pageFor(r, "Replay of "+t.id), t.id, t.game, gameTitle(t.game), at, max(at-1, 0), min(at+1, len(rec.Moves)), len(rec.Moves), move, template.HTML(frag)}
	s.render(w, r, http.StatusOK, "replay", data)
}
