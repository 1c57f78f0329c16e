package server

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"
	"unicode"

	"golang.org/x/crypto/argon2"

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

func validName(name string) error {
	if len(name) < 2 || len(name) > 24 {
		return badInput("a user name has 2 to 24 characters")
	}
	for _, r := range name {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != '-' && r != '.' {
			return badInput("a user name has letters, digits, '_', '-' and '.' only")
		}
	}
	if strings.HasPrefix(strings.ToLower(name), "guest-") {
		return badInput("names starting with guest- are kept for guests")
	}
	return nil
}

var errBadLogin = errors.New("unknown user or wrong password")

func (s *Server) register(ctx context.Context, name, pw string) (store.User, error) {
	if err := validName(name); err != nil {
		return store.User{}, err
	}
	if len(pw) < 8 || len(pw) > 200 {
		return store.User{}, badInput("a password has 8 to 200 characters")
	}
	u := store.User{ID: newID(), Name: name, Hash: hashPassword(pw), Created: s.cfg.Now().UTC()}
	if err := s.store.CreateUser(ctx, u); err != nil {
		if errors.Is(err, store.ErrConflict) {
			return u, &moveError{Reason: fmt.Sprintf("the name %q is taken", name)}
		}
		return u, err
	}
	return u, nil
}

func (s *Server) login(ctx context.Context, name, pw string) (store.User, error) {
	u, err := s.store.UserByName(ctx, name)
	if errors.Is(err, store.ErrNotFound) || (err == nil && (u.Guest || !checkPassword(pw, u.Hash))) {
		return store.User{}, errBadLogin
	}
	return u, err
}

func (s *Server) guest(ctx context.Context) (store.User, error) {
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

func (s *Server) startSession(ctx context.Context, w http.ResponseWriter, r *http.Request, u store.User) error {
	tok := newToken()
	if err := s.store.CreateSession(ctx, hashToken(tok), u.ID, s.cfg.Now().Add(sessionTTL)); err != nil {
		return err
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
// session) when the visitor has none.
func (s *Server) userOrGuest(w http.ResponseWriter, r *http.Request) (store.User, error) {
	if u, ok := s.currentUser(r); ok {
		return u, nil
	}
	u, err := s.guest(r.Context())
	if err != nil {
		return u, err
	}
	return u, s.startSession(r.Context(), w, r, u)
}

func (s *Server) logout(w http.ResponseWriter, r *http.Request) {
	if c, err := r.Cookie(sessionCookie); err == nil {
		s.store.DeleteSession(r.Context(), hashToken(c.Value))
	}
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: "", Path: "/", MaxAge: -1})
}
