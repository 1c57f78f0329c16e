package server

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strings"
	"sync/atomic"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/crypto/argon2"
	"golang.org/x/text/unicode/norm"

	"karnak/store"
)

// Passwords are hashed with Argon2id at OWASP's recommended minimum
// (19 MiB, 2 passes, 1 lane) and kept in PHC string form.
const (
	argonTime    = 2
	argonMemory  = 19 * 1024
	argonThreads = 1
	argonKeyLen  = 32
)

const (
	sessionCookie = "karnak_session"
	sessionTTL    = 30 * 24 * time.Hour
)

// hashGate bounds the Argon2 hashes computed at once: each takes 19 MiB for
// tens of milliseconds, so a hundred parallel logins would otherwise take
// two gigabytes. Beyond slots hashes, up to queue logins wait their turn
// (at most hashWait); any more are refused at once with 503.
type hashGate struct {
	slots   chan struct{}
	queue   int
	waiting atomic.Int64
	metrics *metrics
	// computed counts the hashes computed, peak the most computed at
	// once: what the tests hold the gate to.
	computed, now, peak atomic.Int64
	// dummy is a hash of a password nobody knows: a login for a name
	// without a password checks against it, so that unknown names cost
	// what known ones do and the time of an answer tells nothing.
	dummy string
}

const hashWait = 5 * time.Second

func newHashGate(slots, queue int, m *metrics) *hashGate {
	g := &hashGate{slots: make(chan struct{}, slots), queue: queue, metrics: m}
	g.dummy = hashPassword(newToken())
	return g
}

// run computes f (a password hash) when a slot is free.
func (g *hashGate) run(ctx context.Context, f func()) error {
	if g.waiting.Add(1) > int64(cap(g.slots)+g.queue) {
		g.waiting.Add(-1)
		return fmt.Errorf("%w: too many logins at once", errBusy)
	}
	defer g.waiting.Add(-1)
	timer := time.NewTimer(hashWait)
	defer timer.Stop()
	select {
	case g.slots <- struct{}{}:
	case <-timer.C:
		return fmt.Errorf("%w: too many logins at once", errBusy)
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-g.slots }()
	g.metrics.hashing.Inc()
	defer g.metrics.hashing.Dec()
	g.computed.Add(1)
	n := g.now.Add(1)
	defer g.now.Add(-1)
	for p := g.peak.Load(); n > p && !g.peak.CompareAndSwap(p, n); p = g.peak.Load() {
	}
	f()
	return nil
}

func hashPassword(pw string) string {
	salt := make([]byte, 16)
	rand.Read(salt)
	key := argon2.IDKey([]byte(pw), salt, argonTime, argonMemory, argonThreads, argonKeyLen)
	enc := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, argonMemory, argonTime, argonThreads,
		enc.EncodeToString(salt), enc.EncodeToString(key))
}

func checkPassword(pw, phc string) bool {
	parts := strings.Split(phc, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false
	}
	var m uint32
	var t uint32
	var p uint8
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &m, &t, &p); err != nil {
		return false
	}
	salt, err1 := base64.RawStdEncoding.DecodeString(parts[4])
	want, err2 := base64.RawStdEncoding.DecodeString(parts[5])
	if err1 != nil || err2 != nil {
		return false
	}
	got := argon2.IDKey([]byte(pw), salt, t, m, p, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1
}

// cleanName is the form a new user name is kept in (its NFKC form), or why
// it is refused. Names must not pass for another's: they are compared by
// store.NameKey, and letters of two scripts may not be mixed (a Cyrillic
// "а" in a Latin name), except the ones a language writes together.
func cleanName(name string) (string, error) {
	name = norm.NFKC.String(name)
	if n := utf8.RuneCountInString(name); n < 2 || n > 24 || len(name) > 96 {
		return "", badInput("a user name has 2 to 24 characters")
	}
	scripts := map[string]bool{}
	for _, r := range name {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != '-' && r != '.' {
			return "", badInput("a user name has letters, digits, '_', '-' and '.' only")
		}
		if sc := scriptOf(r); sc != "" {
			scripts[sc] = true
		}
	}
	if !oneWriting(scripts) {
		return "", badInput("a user name may not mix the letters of different scripts (%s)", strings.Join(slices.Sorted(maps.Keys(scripts)), ", "))
	}
	if strings.HasPrefix(store.NameKey(name), "guest-") {
		return "", badInput("names starting with guest- are kept for guests")
	}
	return name, nil
}

// scriptOf is the script of a letter, "" for the characters every script
// shares (digits, punctuation, combining marks).
func scriptOf(r rune) string {
	if unicode.In(r, unicode.Common, unicode.Inherited) {
		return ""
	}
	for name, table := range unicode.Scripts {
		if unicode.Is(table, r) {
			return name
		}
	}
	return "Unknown"
}

// writings are the scripts one language writes together.
var writings = [][]string{{"Han", "Hiragana", "Katakana"}, {"Han", "Hangul"}, {"Han", "Bopomofo"}}

func oneWriting(scripts map[string]bool) bool {
	if len(scripts) <= 1 {
		return true
	}
	for _, w := range writings {
		all := true
		for sc := range scripts {
			all = all && slices.Contains(w, sc)
		}
		if all {
			return true
		}
	}
	return false
}

var errBadLogin = errors.New("unknown user or wrong password")

func (s *Server) register(ctx context.Context, name, pw string) (store.User, error) {
	name, err := cleanName(name)
	if err != nil {
		return store.User{}, err
	}
	if len(pw) < 8 || len(pw) > 200 {
		return store.User{}, badInput("a password has 8 to 200 characters")
	}
	u := store.User{ID: newID(), Name: name, Created: s.cfg.Now().UTC()}
	if err := s.hashes.run(ctx, func() { u.Hash = hashPassword(pw) }); err != nil {
		return u, err
	}
	wctx, cancel := storeCtx(ctx)
	defer cancel()
	if err := s.store.CreateUser(wctx, u); err != nil {
		if errors.Is(err, store.ErrConflict) {
			return u, &moveError{Reason: fmt.Sprintf("the name %q is taken", name)}
		}
		return u, err
	}
	return u, nil
}

// login checks a name and password. Every attempt computes exactly one
// hash, whether the name exists or not (see hashGate.dummy).
func (s *Server) login(ctx context.Context, name, pw string) (store.User, error) {
	if len(name) > 200 || len(pw) > 200 {
		return store.User{}, errBadLogin
	}
	u, err := s.store.UserByName(ctx, name)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return u, err
	}
	hash := u.Hash
	if err != nil || u.Guest {
		hash = s.hashes.dummy
	}
	ok := false
	if herr := s.hashes.run(ctx, func() { ok = checkPassword(pw, hash) }); herr != nil {
		return store.User{}, herr
	}
	if err != nil || u.Guest || !ok {
		return store.User{}, errBadLogin
	}
	return u, nil
}

func (s *Server) guest(ctx context.Context) (store.User, error) {
	ctx, cancel := storeCtx(ctx)
	defer cancel()
	for range 5 {
		b := make([]byte, 3)
		rand.Read(b)
		u := store.User{ID: newID(), Name: fmt.Sprintf("guest-%x", b), Guest: true, Created: s.cfg.Now().UTC()}
		err := s.store.CreateUser(ctx, u)
		if err == nil {
			return u, nil
		}
		if !errors.Is(err, store.ErrConflict) {
			return u, err
		}
	}
	return store.User{}, errors.New("no free guest name")
}

// sessionsKept is the sessions one account keeps: logging in again and
// again ends the oldest rather than filling the store.
const sessionsKept = 20

func (s *Server) startSession(ctx context.Context, w http.ResponseWriter, r *http.Request, u store.User) error {
	tok := newToken()
	ctx, cancel := storeCtx(ctx)
	defer cancel()
	if err := s.store.CreateSession(ctx, hashToken(tok), u.ID, s.cfg.Now().Add(sessionTTL)); err != nil {
		return err
	}
	if err := s.store.TrimSessions(ctx, u.ID, sessionsKept); err != nil {
		s.log.Error("trimming sessions", "user", u.ID, "err", err)
	}
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: tok, Path: "/", HttpOnly: true, Secure: r.TLS != nil,
		SameSite: http.SameSiteLaxMode, MaxAge: int(sessionTTL / time.Second)})
	return nil
}

// currentUser is the account of the request's session cookie, if any.
func (s *Server) currentUser(r *http.Request) (store.User, bool) {
	c, err := r.Cookie(sessionCookie)
	if err != nil || c.Value == "" || len(c.Value) > 100 {
		return store.User{}, false
	}
	u, err := s.store.SessionUser(r.Context(), hashToken(c.Value), s.cfg.Now())
	return u, err == nil
}

// userOrGuest is the session's account, making a guest account (and its
// session) when the visitor has none, within the address's guest rate.
func (s *Server) userOrGuest(w http.ResponseWriter, r *http.Request) (store.User, error) {
	if u, ok := s.currentUser(r); ok {
		return u, nil
	}
	if !s.guestLimit.allow(s.clients.addr(r), s.cfg.Now()) {
		return store.User{}, fmt.Errorf("%w: at most %v guest accounts from one address: register or log in", errLimited, s.cfg.GuestRate)
	}
	u, err := s.guest(r.Context())
	if err != nil {
		return u, err
	}
	return u, s.startSession(r.Context(), w, r, u)
}

// purgeEvery is how often expired sessions and idle guests are deleted.
const purgeEvery = time.Hour

// janitor deletes expired sessions and the guests left with neither a
// session nor a seat, at start and then every purgeEvery.
func (s *Server) janitor() {
	for {
		ctx, cancel := storeCtx(s.ctx)
		p, err := s.store.Purge(ctx, s.cfg.Now())
		cancel()
		if err != nil && s.ctx.Err() == nil {
			s.log.Error("purging sessions and guests", "err", err)
		} else if p.Sessions+p.Guests > 0 {
			s.log.Info("purged", "sessions", p.Sessions, "guests", p.Guests)
		}
		select {
		case <-time.After(purgeEvery):
		case <-s.ctx.Done():
			return
		}
	}
}

func (s *Server) logout(w http.ResponseWriter, r *http.Request) {
	if c, err := r.Cookie(sessionCookie); err == nil {
		s.store.DeleteSession(r.Context(), hashToken(c.Value))
	}
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: "", Path: "/", MaxAge: -1})
}
