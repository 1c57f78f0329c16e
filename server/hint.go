package server

import (
	"errors"
	"fmt"
	"net/http"
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

// apiHint: POST /api/tables/{id}/hint {"token":…}. A hint costs a search on
// every core, so it is a changing request (rate limit, Origin check) and at
// most HintSlots run at once.
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
	h, err := s.hint(t, seat)
	if err != nil {
		s.writeErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, h)
}

// hint runs the hint bot on a copy of the table's state for seat.
func (s *Server) hint(t *table, seat int) (*Hint, error) {
	t.mu.Lock()
	st := t.state.Clone()
	seq := len(t.moves)
	t.mu.Unlock()
	actor := false
	for _, a := range st.Actors() {
		actor = actor || a == seat
	}
	if !actor {
		return nil, errNotYourTurn
	}
	select {
	case s.hints <- struct{}{}:
		defer func() { <-s.hints }()
	default:
		return nil, fmt.Errorf("%w: another hint is being worked out", errLimited)
	}
	b, err := bots.New(s.cfg.HintBot, t.seed^uint64(seq)*0x9e3779b97f4a7c15^uint64(seat+1))
	if err != nil {
		return nil, err
	}
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
	return h, nil
}
