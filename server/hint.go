package server

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"sync"
	"time"

	"karnak/bots"
)

// Hint is the advice of the hint bot for a seat that owes a move.
type Hint struct {
	// Seq is the move count the hint was computed at: a hint for an older
	// seq is stale.
	Seq       int           `json:"seq"`
	Bot       string        `json:"bot"`
	Move      string        `json:"move"`
	WinChance float64       `json:"win_chance"`
	Moves     []bots.Scored `json:"moves"` // best first, at most hintMoves
	Searched  int           `json:"iterations"`
	Took      float64       `json:"seconds"`
}

const hintMoves = 5

var errNotYourTurn = errors.New("this seat owes no move now: hints are for the seat whose turn it is")

// hintDesk hands out hints fairly. A seat, and an account, has at most one
// hint being worked out at a time; a hint worked out for a position is
// handed out again without a new search; at most queue hints wait for or
// use the CPU pool, where they come before tables of bots only.
type hintDesk struct {
	mu      sync.Mutex
	pending map[string]bool // the requesters with a hint in the works
	cache   map[hintKey]*Hint
	order   []hintKey // cached hints, oldest first
	queue   int
	working int
}

type hintKey struct {
	table     string
	seq, seat int
}

const (
	hintsCached = 512
	hintWait    = time.Minute
)

// apiHint: POST /api/tables/{id}/hint {"token":…}. A hint costs a search,
// so it is a changing request (rate limit, Origin check) and goes through
// the hint desk.
func (s *Server) apiHint(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Token string `json:"token"`
	}
	t, ok := s.changeRequest(w, r, &req)
	if !ok {
		return
	}
	seat, err := s.playerSeat(r, t, req.Token)
	if err != nil {
		s.writeErr(w, r, err)
		return
	}
	account := ""
	if u, ok := s.currentUser(r); ok {
		account = u.ID
	}
	h, err := s.hint(r.Context(), t, seat, account, s.clients.addr(r))
	if err != nil {
		s.writeErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, h)
}

// hint runs the hint bot on a copy of the table's state for seat, asked by
// account ("" for a seat token without a session) from addr.
func (s *Server) hint(ctx context.Context, t *table, seat int, account, addr string) (*Hint, error) {
	t.mu.Lock()
	if t.broken != "" {
		t.mu.Unlock()
		return nil, &brokenError{t.broken}
	}
	st := t.state.Clone()
	seq := len(t.moves)
	t.mu.Unlock()
	if !slices.Contains(st.Actors(), seat) {
		return nil, errNotYourTurn
	}
	key := hintKey{t.id, seq, seat}
	who := []string{fmt.Sprintf("seat %s/%d", t.id, seat)}
	if account != "" {
		who = append(who, "account "+account)
	}
	d := &s.hints
	d.mu.Lock()
	if h := d.cache[key]; h != nil {
		d.mu.Unlock()
		return h, nil
	}
	for _, k := range who {
		if d.pending[k] {
			d.mu.Unlock()
			return nil, fmt.Errorf("%w: your last hint is still being worked out", errLimited)
		}
	}
	if d.working >= d.queue {
		d.mu.Unlock()
		return nil, fmt.Errorf("%w: %d hints are being worked out", errBusy, d.working)
	}
	for _, k := range who {
		d.pending[k] = true
	}
	d.working++
	d.mu.Unlock()
	defer func() {
		d.mu.Lock()
		for _, k := range who {
			delete(d.pending, k)
		}
		d.working--
		d.mu.Unlock()
	}()

	b, err := bots.New(s.cfg.HintBot, derivedSeed(t.seed, t.seedNonce, "hints")^uint64(seq)*0x9e3779b97f4a7c15^uint64(seat+1), t.desc.Scale)
	if err != nil {
		return nil, err
	}
	bots.CapThreads(b, s.cfg.BotCores)
	wctx, cancel := context.WithTimeout(ctx, hintWait)
	defer cancel()
	release, err := s.cpu.acquire(wctx, forPeople, ownerOf(account, "address "+addr), bots.Threads(b))
	if err != nil {
		return nil, fmt.Errorf("%w: no core was free for a hint", errBusy)
	}
	defer release()
	start := time.Now()
	var a bots.Analysis
	if an, ok := b.(bots.Analyzer); ok {
		a = an.Analyze(st, seat)
	} else {
		m := b.Choose(st, seat)
		a.Moves = []bots.Scored{{Move: m, Text: st.MoveText(m), WinChance: 0.5}}
	}
	h := &Hint{Seq: seq, Bot: s.cfg.HintBot, Move: a.Moves[0].Text, WinChance: a.Moves[0].WinChance,
		Moves: a.Moves[:min(len(a.Moves), hintMoves)], Searched: a.Iterations, Took: time.Since(start).Seconds()}
	d.mu.Lock()
	if d.cache[key] == nil {
		d.cache[key] = h
		d.order = append(d.order, key)
		if len(d.order) > hintsCached {
			delete(d.cache, d.order[0])
			d.order = d.order[1:]
		}
	}
	d.mu.Unlock()
	return h, nil
}
