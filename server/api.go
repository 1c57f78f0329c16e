package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"karnak/store"
)

var (
	errForbidden = errors.New("this token or account does not hold that seat")
	errLimited   = errors.New("too many requests: slow down")
)

// apiError is the body of every refusal.
type apiError struct {
	Error string `json:"error"`
	Rule  string `json:"rule,omitempty"`
}

// status maps an error to its HTTP status and the words sent with it.
func status(err error) (int, apiError) {
	var in *inputError
	var mv *moveError
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &in):
		return http.StatusBadRequest, apiError{Error: in.msg}
	case errors.As(err, &tooBig):
		return http.StatusRequestEntityTooLarge, apiError{Error: fmt.Sprintf("request body over %d bytes", tooBig.Limit)}
	case errors.As(err, &syn), errors.As(err, &typ):
		return http.StatusBadRequest, apiError{Error: "malformed JSON: " + err.Error()}
	case errors.Is(err, errStale):
		return http.StatusConflict, apiError{Error: err.Error()}
	case errors.Is(err, errOver), errors.Is(err, errNotYourTurn):
		return http.StatusConflict, apiError{Error: err.Error()}
	case errors.As(err, &mv):
		return http.StatusUnprocessableEntity, apiError{Error: mv.Reason, Rule: mv.Rule}
	case errors.Is(err, store.ErrNotFound):
		return http.StatusNotFound, apiError{Error: "no such table"}
	case errors.Is(err, errForbidden):
		return http.StatusForbidden, apiError{Error: err.Error()}
	case errors.Is(err, errBadLogin):
		return http.StatusUnauthorized, apiError{Error: err.Error()}
	case errors.Is(err, errLimited):
		return http.StatusTooManyRequests, apiError{Error: err.Error()}
	case errors.Is(err, errBusy), errors.Is(err, errUnavailable):
		return http.StatusServiceUnavailable, apiError{Error: err.Error()}
	}
	return http.StatusInternalServerError, apiError{Error: "internal error"}
}

func (s *Server) writeErr(w http.ResponseWriter, r *http.Request, err error) {
	code, body := status(err)
	if gone := r.Context().Err(); gone != nil && errors.Is(err, gone) {
		// The client hung up before its answer: no failure of ours, and
		// nobody left to read one.
		s.log.Debug("client gone", "method", r.Method, "path", r.URL.Path, "err", err)
		return
	}
	switch code {
	case http.StatusInternalServerError, http.StatusServiceUnavailable:
		s.log.Error("request failed", "method", r.Method, "path", r.URL.Path, "code", code, "err", err)
	}
	if code == http.StatusTooManyRequests || code == http.StatusServiceUnavailable {
		w.Header().Set("Retry-After", "5")
	}
	s.metrics.refused.WithLabelValues(strconv.Itoa(code)).Inc()
	writeJSON(w, code, body)
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(v); err != nil {
		http.Error(w, `{"error":"internal error"}`, http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	w.Write(buf.Bytes())
}

// decode reads one JSON object of at most maxBody bytes, refusing unknown
// fields and trailing data.
func decode(w http.ResponseWriter, r *http.Request, v any) error {
	body := http.MaxBytesReader(w, r.Body, maxBody)
	dec := json.NewDecoder(body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return err
		}
		if errors.Is(err, io.EOF) {
			return badInput("empty request body: a JSON object was expected")
		}
		return badInput("malformed JSON: %v", err)
	}
	if dec.More() {
		return badInput("malformed JSON: more than one value")
	}
	return nil
}

// seatOf resolves who is asking about table t: a seat token in the query,
// the body or the table's seat cookie, else the session's account. No
// credential at all is a spectator (−1); a credential that opens no seat is
// refused.
func (s *Server) seatOf(r *http.Request, t *table, token string) (int, error) {
	if token == "" {
		token = r.URL.Query().Get("token")
	}
	if token == "" {
		if c, err := r.Cookie(seatCookie(t.id)); err == nil {
			token = c.Value
		}
	}
	if token != "" {
		if seat := t.seatOfToken(token); seat >= 0 {
			return seat, nil
		}
		return -1, errForbidden
	}
	if u, ok := s.currentUser(r); ok {
		return t.seatOfUser(u.ID), nil
	}
	return -1, nil
}

// playerSeat is seatOf for requests only a seat may make: a spectator is
// refused.
func (s *Server) playerSeat(r *http.Request, t *table, token string) (int, error) {
	seat, err := s.seatOf(r, t, token)
	if err == nil && seat < 0 {
		err = errForbidden
	}
	return seat, err
}

// healthTimeout bounds the health check's database ping.
const healthTimeout = 2 * time.Second

func seatCookie(id string) string { return "karnak_seat_" + id }

func (s *Server) routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		if err := s.ctx.Err(); err != nil {
			http.Error(w, "shutting down", http.StatusServiceUnavailable)
			return
		}
		// A node that cannot reach its database cannot accept a move: a
		// load balancer should send players elsewhere.
		ctx, cancel := context.WithTimeout(r.Context(), healthTimeout)
		defer cancel()
		if err := s.store.Ping(ctx); err != nil {
			http.Error(w, "database unreachable", http.StatusServiceUnavailable)
			return
		}
		w.Write([]byte("ok\n"))
	})
	mux.HandleFunc("POST /api/tables", s.apiCreate)
	mux.HandleFunc("GET /api/tables", s.apiList)
	mux.HandleFunc("GET /api/tables/{id}", s.apiTable)
	mux.HandleFunc("POST /api/tables/{id}/moves", s.apiMove)
	mux.HandleFunc("POST /api/tables/{id}/undo", s.apiUndo)
	mux.HandleFunc("POST /api/tables/{id}/join", s.apiJoin)
	mux.HandleFunc("POST /api/tables/{id}/hint", s.apiHint)
	mux.HandleFunc("POST /api/tables/{id}/replace", s.apiReplace)
	mux.HandleFunc("GET /api/tables/{id}/record", s.apiRecord)
	mux.HandleFunc("GET /api/tables/{id}/events", s.events)
	mux.HandleFunc("GET /api/games/{game}/glossary", s.apiGlossary)
	mux.HandleFunc("POST /api/register", s.apiRegister)
	mux.HandleFunc("POST /api/login", s.apiLogin)
	mux.HandleFunc("POST /api/logout", func(w http.ResponseWriter, r *http.Request) {
		s.logout(w, r)
		writeJSON(w, http.StatusOK, map[string]bool{"ok": true})
	})
	mux.HandleFunc("POST /api/guest", s.apiGuest)
	mux.HandleFunc("GET /api/me", func(w http.ResponseWriter, r *http.Request) {
		u, ok := s.currentUser(r)
		if !ok {
			writeJSON(w, http.StatusOK, map[string]any{"user": nil})
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"user": map[string]any{"name": u.Name, "guest": u.Guest}})
	})
}

type createReply struct {
	ID    string      `json:"id"`
	Seats []SeatToken `json:"seats"`
	URL   string      `json:"url"`
}

func (s *Server) apiCreate(w http.ResponseWriter, r *http.Request) {
	var req NewTable
	if err := decode(w, r, &req); err != nil {
		s.writeErr(w, r, err)
		return
	}
	var creator, name string
	if u, ok := s.currentUser(r); ok {
		creator, name = u.ID, u.Name
	}
	addr := s.clients.addr(r)
	if err := s.limitTables(addr, creator); err != nil {
		s.writeErr(w, r, err)
		return
	}
	id, tokens, err := s.createTable(r.Context(), req, creator, name, addr)
	if err != nil {
		s.writeErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, createReply{ID: id, Seats: tokens, URL: "/t/" + id})
}

// TableSummary is a lobby line.
type TableSummary struct {
	ID      string            `json:"id"`
	Game    string            `json:"game"`
	Options map[string]string `json:"options"`
	Status  string            `json:"status"` // open (a human seat is free), active, finished
	Seats   []SeatInfo        `json:"seats"`
	Created time.Time         `json:"created"`
	Updated time.Time         `json:"updated"`
}

func summarize(t store.Table) TableSummary {
	sum := TableSummary{ID: t.ID, Game: t.Game, Options: t.Options, Status: t.Status, Created: t.Created, Updated: t.Updated}
	for _, st := range t.Seats {
		claimed := st.Kind != "human" || st.UserID != ""
		sum.Seats = append(sum.Seats, SeatInfo{Seat: st.Seat, Kind: st.Kind, Name: st.Name, Claimed: claimed})
		if !claimed && t.Status == "active" {
			sum.Status = "open"
		}
	}
	return sum
}

// lobby lists tables by status: open, active, finished, or all ("").
func (s *Server) lobby(r *http.Request, status string, limit int) ([]TableSummary, error) {
	if limit <= 0 || limit > maxLobbyLimit {
		limit = maxLobbyLimit
	}
	stored := status
	if status == "open" {
		stored = "active"
	}
	rows, err := s.store.Tables(r.Context(), stored, limit)
	if err != nil {
		return nil, err
	}
	out := []TableSummary{}
	for _, row := range rows {
		sum := summarize(row)
		if status == "" || sum.Status == status || (status == "active" && sum.Status == "open") {
			out = append(out, sum)
		}
	}
	return out, nil
}

func (s *Server) apiList(w http.ResponseWriter, r *http.Request) {
	status := r.URL.Query().Get("status")
	switch status {
	case "", "open", "active", "finished":
	default:
		s.writeErr(w, r, badInput("status is open, active or finished"))
		return
	}
	limit, _ := strconv.Atoi(r.URL.Query().Get("limit"))
	list, err := s.lobby(r, status, limit)
	if err != nil {
		s.writeErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"tables": list})
}

func (s *Server) tableOf(w http.ResponseWriter, r *http.Request) (*table, bool) {
	id := r.PathValue("id")
	if len(id) > 64 {
		s.writeErr(w, r, store.ErrNotFound)
		return nil, false
	}
	t, err := s.lookup(r.Context(), id)
	if err != nil {
		s.writeErr(w, r, err)
		return nil, false
	}
	return t, true
}

// viewer resolves a reading request: the table, who asks (−1 for a
// spectator) and ?since=n (−1 when absent). It answers the refusals itself.
func (s *Server) viewer(w http.ResponseWriter, r *http.Request) (t *table, seat, since int, ok bool) {
	t, ok = s.tableOf(w, r)
	if !ok {
		return nil, -1, -1, false
	}
	seat, err := s.seatOf(r, t, "")
	if err != nil {
		s.writeErr(w, r, err)
		return nil, -1, -1, false
	}
	since = -1
	if v := r.URL.Query().Get("since"); v != "" {
		if since, err = strconv.Atoi(v); err != nil || since < 0 {
			s.writeErr(w, r, badInput("since is a move count"))
			return nil, -1, -1, false
		}
	}
	return t, seat, since, true
}

func (s *Server) apiTable(w http.ResponseWriter, r *http.Request) {
	t, seat, since, ok := s.viewer(w, r)
	if !ok {
		return
	}
	sn, err := t.snapshot(seat, since)
	if err != nil {
		s.writeErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, sn)
}

// MoveRequest is a move sent through the API. TakeBacks, when sent, is
// how many take-backs the sender has seen (the length of its picture's
// take_backs): a move chosen before a take-back of a move it saw is stale,
// though seq may agree.
type MoveRequest struct {
	Token     string `json:"token"`
	Seq       *int   `json:"seq"`
	Move      string `json:"move"`
	TakeBacks *int   `json:"take_backs"`
}

// UndoRequest asks to take the seat's last move back; Seq and TakeBacks
// as in MoveRequest.
type UndoRequest struct {
	Token     string `json:"token"`
	Seq       *int   `json:"seq"`
	TakeBacks *int   `json:"take_backs"`
}

// seenOf is how many take-backs a request says it has seen, -1 unsaid.
func seenOf(n *int) int {
	if n == nil || *n < 0 {
		return -1
	}
	return *n
}

// changeRequest starts a request that changes a table: the address's rate
// limit, the table, and the JSON body into req. It answers the refusals.
func (s *Server) changeRequest(w http.ResponseWriter, r *http.Request, req any) (*table, bool) {
	if !s.httpLimit.allow(s.clients.addr(r), time.Now()) {
		s.writeErr(w, r, errLimited)
		return nil, false
	}
	t, ok := s.tableOf(w, r)
	if !ok {
		return nil, false
	}
	if err := decode(w, r, req); err != nil {
		s.writeErr(w, r, err)
		return nil, false
	}
	return t, true
}

func (s *Server) apiMove(w http.ResponseWriter, r *http.Request) {
	var req MoveRequest
	t, ok := s.changeRequest(w, r, &req)
	if !ok {
		return
	}
	if req.Seq == nil || req.Move == "" {
		s.writeErr(w, r, badInput(`a move request is {"token":…, "seq":n, "move":"…"}`))
		return
	}
	if len(req.Move) > 200 {
		s.writeErr(w, r, badInput("move text over 200 bytes"))
		return
	}
	seat, err := s.playerSeat(r, t, req.Token)
	if err == nil {
		err = s.playSeen(r.Context(), t, seat, *req.Seq, seenOf(req.TakeBacks), req.Move)
	}
	s.replyPicture(w, r, t, seat, err)
}

// replyPicture answers a change with the seat's new picture, or with the
// change's error.
func (s *Server) replyPicture(w http.ResponseWriter, r *http.Request, t *table, seat int, err error) {
	var sn Snapshot
	if err == nil {
		sn, err = t.snapshot(seat, -1)
	}
	if err != nil {
		s.writeErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, sn)
}

// apiUndo takes the seat's last move back; the answer is the seat's new
// picture, as for a move.
func (s *Server) apiUndo(w http.ResponseWriter, r *http.Request) {
	var req UndoRequest
	t, ok := s.changeRequest(w, r, &req)
	if !ok {
		return
	}
	if req.Seq == nil {
		s.writeErr(w, r, badInput(`a take-back request is {"token":…, "seq":n}`))
		return
	}
	seat, err := s.playerSeat(r, t, req.Token)
	if err == nil {
		err = s.TakeBack(r.Context(), t, seat, *req.Seq, seenOf(req.TakeBacks))
	}
	s.replyPicture(w, r, t, seat, err)
}

func (s *Server) apiJoin(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Seat *int `json:"seat"`
	}
	t, ok := s.changeRequest(w, r, &req)
	if !ok {
		return
	}
	if req.Seat == nil {
		s.writeErr(w, r, badInput(`a join request is {"seat":n}`))
		return
	}
	u, err := s.userOrGuest(w, r)
	if err == nil {
		err = s.join(r.Context(), t, *req.Seat, u)
	}
	if err != nil {
		s.writeErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"seat": *req.Seat, "name": u.Name})
}

func (s *Server) apiReplace(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Token string `json:"token"`
		Seat  *int   `json:"seat"`
		Bot   string `json:"bot"`
	}
	t, ok := s.changeRequest(w, r, &req)
	if !ok {
		return
	}
	by, err := s.playerSeat(r, t, req.Token)
	if err != nil {
		s.writeErr(w, r, err)
		return
	}
	seat := by
	if req.Seat != nil {
		seat = *req.Seat
	}
	if req.Bot == "" {
		req.Bot = "random"
	}
	if err := s.replaceWithBot(r.Context(), t, by, seat, req.Bot); err != nil {
		s.writeErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"seat": seat, "kind": req.Bot})
}

func (s *Server) apiRecord(w http.ResponseWriter, r *http.Request) {
	t, seat, _, ok := s.viewer(w, r)
	if !ok {
		return
	}
	t.mu.Lock()
	over := t.state.Over()
	t.mu.Unlock()
	if !over && seat < 0 {
		s.writeErr(w, r, fmt.Errorf("%w: the record of a running game is for its players", errForbidden))
		return
	}
	writeJSON(w, http.StatusOK, t.record(seat))
}

type credentials struct {
	Name     string `json:"name"`
	Password string `json:"password"`
}

// readCredentials takes a JSON body or a form.
func readCredentials(w http.ResponseWriter, r *http.Request) (credentials, error) {
	var c credentials
	if strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
		return c, decode(w, r, &c)
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	if err := r.ParseForm(); err != nil {
		return c, badInput("malformed form")
	}
	return credentials{Name: r.PostForm.Get("name"), Password: r.PostForm.Get("password")}, nil
}

func (s *Server) apiRegister(w http.ResponseWriter, r *http.Request) {
	s.authenticate(w, r, s.register)
}

func (s *Server) apiLogin(w http.ResponseWriter, r *http.Request) {
	s.authenticate(w, r, s.login)
}

// signInWith reads a name and password (JSON or form), checks them with how
// (register or login) and starts a session.
func (s *Server) signInWith(w http.ResponseWriter, r *http.Request, how func(ctx context.Context, name, pw string) (store.User, error)) (store.User, error) {
	addr := s.clients.addr(r)
	if !s.httpLimit.allow(addr, time.Now()) {
		return store.User{}, errLimited
	}
	if !s.authLimit.allow(addr, s.cfg.Now()) {
		return store.User{}, fmt.Errorf("%w: at most %v logins and registrations from one address", errLimited, s.cfg.AuthRate)
	}
	c, err := readCredentials(w, r)
	if err != nil {
		return store.User{}, err
	}
	u, err := how(r.Context(), c.Name, c.Password)
	if err != nil {
		return u, err
	}
	return u, s.startSession(r.Context(), w, r, u)
}

func (s *Server) authenticate(w http.ResponseWriter, r *http.Request, how func(ctx context.Context, name, pw string) (store.User, error)) {
	u, err := s.signInWith(w, r, how)
	if err != nil {
		s.writeErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"name": u.Name})
}

func (s *Server) apiGuest(w http.ResponseWriter, r *http.Request) {
	if !s.httpLimit.allow(s.clients.addr(r), time.Now()) {
		s.writeErr(w, r, errLimited)
		return
	}
	u, err := s.userOrGuest(w, r)
	if err != nil {
		s.writeErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"name": u.Name, "guest": u.Guest})
}

// sameOrigin refuses browser requests sent from another site's page with
// our cookies (cross-site request forgery): a state-changing request that
// carries an Origin header must come from this host.
func sameOrigin(r *http.Request) bool {
	o := r.Header.Get("Origin")
	if o == "" {
		return true
	}
	u, err := url.Parse(o)
	return err == nil && u.Host == r.Host
}
