package server

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"net/http"
	"slices"
	"sync"
	"time"

	"karnak/bots"
	"karnak/engine"
	"karnak/store"
)

// Hint is the advice of the hint bot for a seat that owes a move.
type Hint struct {
	// Seq is the move count the hint was computed at: a hint for an older
	// seq is stale.
	Seq  int    `json:"seq"`
	Bot  string `json:"bot"`
	Move string `json:"move"`
	// Name is Move in players' words, as the move list shows it.
	Name      string  `json:"name"`
	WinChance float64 `json:"win_chance"`
	// Measure says what the chances are: the chance to win at two seats;
	// with more, the expected standing (1 first, 0 last, evenly between).
	Measure string     `json:"measure"`
	Moves   []HintMove `json:"moves"` // best first, at most hintMoves
	// Turn is the whole turn the bot would play from here: Move, then the
	// seat's next decisions as the bot answers them, up to where another
	// seat acts, the game ends, or a step draws or reveals something (what
	// follows would depend on it). TurnEnds says which.
	Turn     []HintStep `json:"turn"`
	TurnEnds string     `json:"turn_ends"`
	Searched int        `json:"iterations"`
	Took     float64    `json:"seconds"`
}

// HintMove is one of the moves the bot weighed.
type HintMove struct {
	bots.Scored
	Name string `json:"name"`
	// Noise is the standard error of WinChance (at most: the rewards lie
	// between 0 and 1) from the playouts through the move; 0 when the bot
	// does not search.
	Noise float64 `json:"noise"`
	// AboutEven: the move's chance is within the search's noise of the
	// best move's (two standard errors of the difference), so the search
	// cannot tell which is better.
	AboutEven bool `json:"about_even"`
}

// HintStep is one decision of the turn the bot would play.
type HintStep struct {
	Move      string  `json:"move"`
	Name      string  `json:"name"`
	WinChance float64 `json:"win_chance"`
	Visits    int     `json:"visits"`
	// Forced: the seat has no other move here.
	Forced bool `json:"forced,omitempty"`
}

const hintMoves = 5

// hintTurnSteps bounds the steps of the turn a hint shows.
const hintTurnSteps = 12

// Why a hint's turn stops where it does.
const (
	turnOthers   = "then another seat acts"
	turnTogether = "then several seats decide at once"
	turnOver     = "the game ends"
	turnUnknown  = "what comes next depends on what this step draws or reveals"
	turnLong     = "and more steps after these"
)

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
	seq, events := len(t.moves), t.stored
	names := t.namesLocked()
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

	var h *Hint
	var err error
	if q := s.hintQueue(); q != nil {
		h, err = s.hintByJob(ctx, q, store.HintJob{Table: t.id, Events: events, Seat: seat, Bot: s.cfg.HintBot})
	} else {
		h, err = s.workOutHint(ctx, t, st, seq, seat, s.cfg.HintBot, names, ownerOf(account, "address "+addr))
	}
	if err != nil {
		return nil, err
	}
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

// workOutHint runs the hint bot spec for seat on st, a copy of t's state
// after seq events (names: the seats' names), on the cores of the CPU
// pool, where owner is the one it is counted against.
func (s *Server) workOutHint(ctx context.Context, t *table, st engine.State, seq, seat int, spec string, names []string, owner string) (*Hint, error) {
	seed := derivedSeed(t.seed, t.seedNonce, "hints") ^ uint64(seq)*0x9e3779b97f4a7c15 ^ uint64(seat+1)
	b, err := bots.New(spec, seed, t.desc.Scale)
	if err != nil {
		return nil, err
	}
	follow := followUpBot(spec, seed+1, t.desc)
	bots.CapThreads(b, s.cfg.BotCores)
	bots.CapThreads(follow, s.cfg.BotCores)
	wctx, cancel := context.WithTimeout(ctx, hintWait)
	defer cancel()
	release, err := s.cpu.acquire(wctx, forPeople, owner, bots.Threads(b))
	if err != nil {
		return nil, fmt.Errorf("%w: no core was free for a hint", errBusy)
	}
	defer release()
	start := time.Now()
	a := analyze(b, st, seat)
	h := &Hint{Seq: seq, Bot: spec, Move: a.Moves[0].Text, WinChance: a.Moves[0].WinChance,
		Measure: "chance to win", Searched: a.Iterations}
	if st.Seats() > 2 {
		h.Measure = "expected standing (100% first, 0% last)"
	}
	shown := a.Moves[:min(len(a.Moves), hintMoves)]
	moves := make([]engine.Move, len(shown))
	for i, m := range shown {
		moves[i] = m.Move
	}
	named := moveNames(st, seat, moves, names, seed)
	best := shown[0]
	for i, m := range shown {
		h.Moves = append(h.Moves, HintMove{Scored: m, Name: named[i], Noise: noise(m), AboutEven: i > 0 && aboutEven(best, m)})
	}
	h.Name = named[0]
	h.Turn, h.TurnEnds = wholeTurn(wctx, st, seat, a.Moves[0], follow, names, seed)
	h.Took = time.Since(start).Seconds()
	return h, nil
}

// analyze is the bot's ranking of seat's moves; a bot that only chooses
// gives its choice.
func analyze(b bots.Bot, s engine.State, seat int) bots.Analysis {
	if an, ok := b.(bots.Analyzer); ok {
		return an.Analyze(s, seat)
	}
	m := b.Choose(s, seat)
	return bots.Analysis{Moves: []bots.Scored{{Move: m, Text: s.MoveText(m), WinChance: 0.5}}}
}

// noise is the standard error of a move's mean reward over its playouts,
// at most sqrt(p(1-p)/n) for rewards between 0 and 1; 0 without playouts.
func noise(m bots.Scored) float64 {
	if m.Visits <= 0 {
		return 0
	}
	p := min(max(m.WinChance, 0), 1)
	return math.Sqrt(p * (1 - p) / float64(m.Visits))
}

// aboutEven reports whether the search cannot tell m from best: their
// chances differ by no more than twice the standard error of the
// difference. Without playouts nothing is measured, and nothing said.
func aboutEven(best, m bots.Scored) bool {
	if best.Visits <= 0 || m.Visits <= 0 {
		return false
	}
	return math.Abs(best.WinChance-m.WinChance) <= 2*math.Hypot(noise(best), noise(m))
}

// followUpBot answers the later steps of a hint's turn: the hint bot with
// half its search for each, so that a turn of several decisions costs
// little more than twice the first.
func followUpBot(spec string, seed uint64, d engine.Descriptor) bots.Bot {
	if level, ok := bots.Level(spec, d.Scale); ok {
		spec = level
	}
	b, err := bots.New(spec, seed, d.Scale)
	if err != nil {
		b = bots.NewRandom(seed) // the spec made the first bot: unreachable
	}
	if m, ok := b.(*bots.ISMCTS); ok {
		m.Iterations /= 2
		m.Budget /= 2
		if m.Iterations == 0 && m.Budget == 0 {
			m.Iterations = 1
		}
	}
	return b
}

// wholeTurn plays first and then the bot's answers to seat's next
// decisions on a copy of s, while seat alone owes a move and each step
// shows nothing hidden or random (engine.Undoable: a step that draws a
// card is listed, and the turn told no further, for what follows would
// depend on the draw, which a hint must not know). It returns the steps
// and why they stop.
func wholeTurn(ctx context.Context, s engine.State, seat int, first bots.Scored, follow bots.Bot, names []string, seed uint64) ([]HintStep, string) {
	pos := s.Clone()
	r := rand.New(rand.NewPCG(seed, 0x7475726e))
	step := first
	var turn []HintStep
	for {
		forced := len(turn) > 0 && step.Visits == 0 && len(pos.Moves(seat)) == 1
		turn = append(turn, HintStep{Move: step.Text, Name: moveNames(pos, seat, []engine.Move{step.Move}, names, seed)[0],
			WinChance: step.WinChance, Visits: step.Visits, Forced: forced})
		undoable, why := engine.Undoable(pos, seat, step.Move, r)
		if err := pos.Play(seat, step.Move); err != nil {
			return turn, turnUnknown // the bot's own move: unreachable
		}
		actors := pos.Actors()
		switch {
		case pos.Over():
			return turn, turnOver
		case !undoable && why != engine.UndoEndsGame:
			return turn, turnUnknown
		case !slices.Contains(actors, seat):
			return turn, turnOthers
		case len(actors) > 1:
			return turn, turnTogether
		case len(turn) >= hintTurnSteps:
			return turn, turnLong
		case ctx.Err() != nil:
			return turn, turnLong
		}
		if moves := pos.Moves(seat); len(moves) == 1 {
			step = bots.Scored{Move: moves[0], Text: pos.MoveText(moves[0]), WinChance: step.WinChance}
			continue
		}
		step = analyze(follow, pos, seat).Moves[0]
	}
}
