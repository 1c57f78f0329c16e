package server

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"karnak/engine"
	"karnak/store"
	"karnak/web"
)

// table is a game being played or watched: its state is rebuilt from the
// store's record and only ever advanced by a move the store has accepted.
type table struct {
	id         string
	game       string
	desc       engine.Descriptor
	opts       engine.Options
	seed       uint64
	seedNonce  string
	seedSHA256 string // the seed's commitment
	seedChosen bool
	// rulesVersion is the game's rules version the table was created
	// under (desc.RulesVersion is the one this server plays).
	rulesVersion int
	// botSeed seeds the table's bots: derived one way from the seed, so
	// nothing a bot shows can lead back to it.
	botSeed uint64
	creator string
	created time.Time
	// owner is whose share of the CPU pool the table's bots use: the
	// creator's account, or the address that created it.
	owner string

	mu    sync.Mutex
	state engine.State
	// moves are the live moves: those stored and not taken back, the
	// ones the state is the replay of. Their Seq is the store's event
	// number; a move's number for clients is its place here, from 1.
	moves   []store.Move
	secrecy []playedMove // per move: what the other seats may read of it
	// stored counts the table's events in the store, moves (live or
	// taken back) and take-backs: the next one is numbered stored+1.
	stored int
	// takeBacks are the take-backs so far, in the order they were made.
	takeBacks []takenBack
	// opening is the position where the simultaneous decision still open
	// began (nil when none is), at move count openSeq: bots deciding in it
	// are all handed that position.
	opening     engine.State
	openSeq     int
	seats       []store.Seat
	events      []store.SeatEvent
	changed     chan struct{} // closed and replaced after every change
	closed      bool          // the server is shutting down
	botsRunning bool
	// stale: a store write ended in doubt and the store could not be read
	// since; memory must be reloaded before the table serves a change.
	stale bool
	// leased: this node holds the table's bot lease, until leaseUntil at
	// least (by this node's clock, Unix nanoseconds), taken at leaseTaken
	// (a lease taken up from a renewal: the renewal's sending); askAfter:
	// when the node that does not hold it may ask for it again
	// (cluster.go). leaseUntil is atomic, not under mu: a table under
	// load is storing a move, its lock held, most of the time, and the
	// renewals must extend its lease all the same.
	leased     bool
	leaseUntil atomic.Int64
	leaseTaken time.Time
	askAfter   time.Time
	// behind: another node stored moves this one has not played yet; it
	// plays them when the table is next asked for (lookup) or its bots
	// need it (cluster.go). Only a table nobody watches here waits so.
	behind bool
	// broken, when set, says why the stored moves stop replaying (a rules
	// fix made one illegal): the table holds the game up to that move,
	// shows it with this notice and refuses every change; the moves from
	// the break on stay in the store.
	broken string
	frames frameCache
	// version counts the changes; watchers is the table's WebSockets and
	// unsent how many of them have not yet taken the current version's
	// frame: the shared frames are let go when it reaches 0.
	version          uint64
	watchers, unsent int
}

func newTable(row store.Table, st engine.State, moves []store.Move, secrecy []playedMove, events []store.SeatEvent) *table {
	if moves == nil {
		moves = []store.Move{}
	}
	var desc engine.Descriptor
	if g, err := engine.Lookup(row.Game); err == nil {
		desc = g.Descriptor()
	}
	return &table{id: row.ID, game: row.Game, desc: desc, opts: engine.Options(row.Options), seed: row.Seed, seedNonce: row.SeedNonce,
		seedSHA256: engine.SeedCommitment(row.SeedNonce, row.Seed), seedChosen: row.SeedChosen, rulesVersion: max(1, row.RulesVersion), botSeed: derivedSeed(row.Seed, row.SeedNonce, "bots"), creator: row.Creator,
		created: row.Created, owner: ownerOf(row.Creator, "table "+row.ID), state: st, moves: moves, secrecy: secrecy, seats: row.Seats,
		events: events, changed: make(chan struct{})}
}

// ownerOf names whose share of the CPU pool a job uses: an account, or
// else who asked.
func ownerOf(account, otherwise string) string {
	if account != "" {
		return "account " + account
	}
	return otherwise
}

// playedMove is what a table keeps of a move besides its text: how it reads
// to the other seats, and which seats owed a decision when it was made.
type playedMove struct {
	engine.Logged
	owed uint64 // bit per seat
	move engine.Move
	// before is the position the move was played in, kept while its
	// mover may still take it back: for the moves of the last mover
	// since another seat's (nil for the others).
	before engine.State
	// undo is engine.Undoable's verdict on the move, worked out when
	// first needed.
	undo *undoVerdict
}

type undoVerdict struct {
	ok  bool
	why string
}

// takenBack is a take-back as the table keeps it: the move withdrawn, at
// its place among the live moves then (seq, from 1), and who and when.
type takenBack struct {
	seq   int    // the withdrawn move's number for clients
	event int    // the take-back's event number in the store
	seat  int    // who took it back (the withdrawn move's mover)
	move  string // the withdrawn move's text: only its mover reads it
	at    time.Time
}

// opens reports whether a simultaneous decision begins in s, after the move
// prev (nil at the start): several seats owe a decision and not only the
// ones that already owed it before prev, less prev's mover.
func opens(s engine.State, prev *playedMove) bool {
	actors := s.Actors()
	if len(actors) < 2 {
		return false
	}
	if prev == nil {
		return true
	}
	still := prev.owed &^ (1 << prev.Seat)
	for _, a := range actors {
		if still&(1<<a) == 0 {
			return true
		}
	}
	return false
}

// followLocked keeps opening up to date after the last move.
func (t *table) followLocked() {
	var prev *playedMove
	if n := len(t.secrecy); n > 0 {
		prev = &t.secrecy[n-1]
	}
	switch {
	case opens(t.state, prev):
		t.opening, t.openSeq = t.state.Clone(), len(t.moves)
	case len(t.state.Actors()) < 2 && (prev == nil || !prev.Secret()):
		t.opening = nil
	}
}

// playedOn plays seat's move m on s and returns what the table keeps of
// it; a refused move leaves s as it was.
func playedOn(s engine.State, seat int, m engine.Move) (playedMove, error) {
	p := playedMove{move: m}
	for _, a := range s.Actors() {
		p.owed |= 1 << a
	}
	var err error
	p.Logged, err = engine.PlayLogged(s, seat, m)
	return p, err
}

// derivedSeed is a seed for something else than the game (bots, hints)
// from which the game's seed cannot be worked out.
func derivedSeed(seed uint64, nonce, purpose string) uint64 {
	h := sha256.New()
	h.Write(binary.BigEndian.AppendUint64(nil, seed))
	h.Write([]byte(nonce))
	h.Write([]byte(purpose))
	return binary.BigEndian.Uint64(h.Sum(nil))
}

// Errors of a move attempt, each a distinct HTTP status.
var (
	errStale = errors.New("stale sequence number: the game has moved on")
	errOver  = errors.New("the game is over")
	// errUnavailable: the store failed or did not answer; nothing is known
	// to have changed, and the request may be tried again (503).
	errUnavailable = errors.New("the server cannot reach its store: try again")
	// errBusy: the server is at a capacity limit shared by everyone (503).
	errBusy = errors.New("the server is busy")
)

// brokenError refuses a change to a broken table with its notice. It
// answers as the end of a game does (errOver, 409): the table takes no
// more changes, whoever asks.
type brokenError struct{ notice string }

func (e *brokenError) Error() string { return e.notice }

func (e *brokenError) Is(target error) bool { return target == errOver }

// moveError is a refused move: the game's reason in words.
type moveError struct {
	Reason string
	Rule   string
}

func (e *moveError) Error() string { return e.Reason }

func hashToken(tok string) string {
	h := sha256.Sum256([]byte(tok))
	return hex.EncodeToString(h[:])
}

// seatOfToken is the seat a token opens, or -1.
func (t *table) seatOfToken(tok string) int {
	if tok == "" {
		return -1
	}
	h := hashToken(tok)
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, s := range t.seats {
		if subtle.ConstantTimeCompare([]byte(s.TokenHash), []byte(h)) == 1 {
			return s.Seat
		}
	}
	return -1
}

// seatOfUser is the first seat held by the account, or -1.
func (t *table) seatOfUser(userID string) int {
	if userID == "" {
		return -1
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, s := range t.seats {
		if s.UserID == userID && s.Kind == "human" {
			return s.Seat
		}
	}
	return -1
}

func (t *table) hasHumanLocked() bool {
	for _, s := range t.seats {
		if s.Kind == "human" {
			return true
		}
	}
	return false
}

func (t *table) notifyLocked() {
	close(t.changed)
	t.changed = make(chan struct{})
	t.version++
	t.frames = frameCache{}
	t.unsent = t.watchers
}

// freshLocked readies a table to take a change: memory that may be behind
// its store is reloaded first, and a broken table refuses (brokenError).
func (t *table) freshLocked(st store.Store) error {
	if t.stale {
		if err := t.reloadLocked(st); err != nil {
			return fmt.Errorf("%w: %v", errUnavailable, err)
		}
	}
	if t.broken != "" {
		return &brokenError{t.broken}
	}
	return nil
}

// reloadLocked makes memory what the store holds: after a write that ended
// in doubt (the client hung up and cancelled its commit, the answer was
// lost, the store timed out) the store is the truth. It fails, and the
// table stays marked stale, when the store cannot be read either.
func (t *table) reloadLocked(st store.Store) error {
	ctx, cancel := storeCtx(context.Background())
	defer cancel()
	row, err := st.Table(ctx, t.id)
	if err == nil {
		var fresh *table
		if fresh, err = rebuild(ctx, st, row); err == nil {
			changed := fresh.stored != t.stored || !slices.Equal(fresh.seats, t.seats) || len(fresh.events) != len(t.events) || fresh.broken != t.broken
			t.state, t.moves, t.secrecy, t.seats, t.events, t.stale = fresh.state, fresh.moves, fresh.secrecy, fresh.seats, fresh.events, false
			t.stored, t.takeBacks = fresh.stored, fresh.takeBacks
			t.opening, t.openSeq = fresh.opening, fresh.openSeq
			t.broken = fresh.broken
			if changed {
				t.notifyLocked()
			}
			return nil
		}
	}
	t.stale = true
	return err
}

// concurrentLocked reports whether a move by seat that saw seq moves may
// still be played now that there are more: seat owed its decision all along
// and every move since was another seat's secret one (a simultaneous
// decision: Tekhenu's decree keep, an Amun-Re offering), which told seat
// nothing but that it was made.
func (t *table) concurrentLocked(seat, seq int) bool {
	if seq < 0 || seq >= len(t.moves) || !slices.Contains(t.state.Actors(), seat) {
		return false
	}
	for _, p := range t.secrecy[seq:] {
		if p.Seat == seat || !p.Secret() || p.owed&(1<<seat) == 0 {
			return false
		}
	}
	return true
}

// decidedLocked are the seats that have made their part of the secret
// decision still open: the seats of the unrevealed secret moves at the end
// of the log.
func (t *table) decidedLocked() []int {
	var out []int
	for i := len(t.secrecy) - 1; i >= 0; i-- {
		l := t.secrecy[i]
		if !l.Secret() || engine.IsRevealed(t.state, l.Until) {
			break
		}
		if !slices.Contains(out, l.Seat) {
			out = append(out, l.Seat)
		}
	}
	slices.Sort(out)
	return out
}

// missedLocked reports whether a caller that saw seq moves and the first
// seen take-backs (seen < 0: unknown) missed a take-back of a move it had
// seen: then seq, a count of moves, may match although the moves differ.
func (t *table) missedLocked(seq, seen int) bool {
	if seen < 0 {
		return false
	}
	for _, b := range t.takeBacks[min(seen, len(t.takeBacks)):] {
		if b.seq <= seq {
			return true
		}
	}
	return false
}

// play applies the move text for seat if seq is the number of moves the
// caller has seen, or if every move since was another seat's secret part of
// a simultaneous decision (concurrentLocked); and, when the caller says it
// saw the first seen take-backs, if none since withdrew a move it saw.
// The move is stored before the state changes or anyone
// is told; the write does not depend on the caller staying connected, and
// when its outcome is in doubt the table reloads from the store, so memory
// never falls behind the store and a stored move is never reported refused.
func (t *table) play(ctx context.Context, st store.Store, seat, seq, seen int, text string, now time.Time) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if err := t.freshLocked(st); err != nil {
		return err
	}
	if seq > len(t.moves) && store.Watches(st) {
		// The player saw moves this node has not: another node stored
		// them, and its word is on the way. The store has them now.
		if err := t.reloadLocked(st); err != nil {
			return fmt.Errorf("%w: %v", errUnavailable, err)
		}
	}
	if t.state.Over() {
		return errOver
	}
	if (seq != len(t.moves) && !t.concurrentLocked(seat, seq)) || t.missedLocked(seq, seen) {
		return errStale
	}
	n := len(t.moves)
	m, err := t.state.ParseMove(text)
	if err != nil {
		return &moveError{Reason: err.Error(), Rule: "the move's text form"}
	}
	next := t.state.Clone()
	logged, err := playedOn(next, seat, m)
	if err != nil {
		var ill *engine.IllegalMove
		if errors.As(err, &ill) {
			return &moveError{Reason: err.Error(), Rule: ill.Rule}
		}
		return &moveError{Reason: err.Error()}
	}
	rec := store.Move{Seq: t.stored + 1, Seat: seat, Move: logged.Text, At: now}
	wctx, cancel := storeCtx(ctx)
	defer cancel()
	if err := st.AppendMove(wctx, t.id, rec); err != nil {
		if rerr := t.reloadLocked(st); rerr != nil {
			return fmt.Errorf("%w: storing move: %v (reading back: %v)", errUnavailable, err, rerr)
		}
		if len(t.moves) > n && t.moves[n].Seq == rec.Seq && t.moves[n].Seat == seat && t.moves[n].Move == rec.Move {
			return nil // stored after all
		}
		if errors.Is(err, store.ErrConflict) || len(t.moves) != n {
			return errStale
		}
		return fmt.Errorf("%w: storing move: %v", errUnavailable, err)
	}
	before := t.state // next is a clone: this position stays as it was
	t.state = next
	t.moves = append(t.moves, rec)
	t.stored++
	t.secrecy = appendPlayed(t.secrecy, logged, before)
	t.followLocked()
	t.notifyLocked()
	return nil
}

// Why a take-back is refused, besides the engine's reasons (the move
// revealed or drew something) and the game's being over.
const (
	undoNothing = "you have no move to take back"
	undoOthers  = "another seat has moved since your last move"
	undoBot     = "a bot plays this seat: bots do not take moves back"
	undoTooFar  = "that move is too far back to take back"
)

// undoRefusalLocked is why seat may not take its last move back now, ""
// when it may: the last live move must be its own, it must be a person's
// seat, and the move must have shown nothing hidden or random
// (engine.Undoable, worked out once per move). The game being over, or the
// table broken, is the caller's to check.
func (t *table) undoRefusalLocked(seat int) string {
	n := len(t.moves)
	switch {
	case seat < 0 || seat >= len(t.seats) || n == 0:
		return undoNothing
	case t.secrecy[n-1].Seat != seat:
		if slices.ContainsFunc(t.secrecy, func(p playedMove) bool { return p.Seat == seat }) {
			return undoOthers
		}
		return undoNothing
	case t.seats[seat].Kind != "human":
		return undoBot
	}
	p := &t.secrecy[n-1]
	if p.undo == nil {
		if p.before == nil {
			return undoTooFar
		}
		r := rand.New(rand.NewPCG(derivedSeed(t.seed, t.seedNonce, "undo"), uint64(t.moves[n-1].Seq)))
		ok, why := engine.Undoable(p.before, seat, p.move, r)
		p.undo = &undoVerdict{ok: ok, why: why}
	}
	if !p.undo.ok {
		return p.undo.why
	}
	return ""
}

// TakeBack is a take-back attempt through the API or a WebSocket: seat
// withdraws its last move, seen as in playSeen. Bots never ask.
func (s *Server) TakeBack(ctx context.Context, t *table, seat, seq, seen int) error {
	if err := t.takeBack(ctx, s.store, seat, seq, seen, s.cfg.Now().UTC()); err != nil {
		return err
	}
	// Hints are kept by the count of moves, which comes back after
	// another move: those of the positions withdrawn must go.
	d := &s.hints
	d.mu.Lock()
	for k := range d.cache {
		if k.table == t.id && k.seq >= seq {
			delete(d.cache, k)
		}
	}
	d.mu.Unlock()
	return nil
}

// takeBack withdraws seat's last move if seq is the number of moves the
// caller has seen (and, when seen >= 0, no take-back since withdrew a move
// it saw). Like a move, the take-back is stored before the state changes
// or anyone is told, and a doubtful write is settled by reading the store
// back. The table then replays its live moves, so that it stands exactly
// as a restart would rebuild it.
func (t *table) takeBack(ctx context.Context, st store.Store, seat, seq, seen int, now time.Time) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if err := t.freshLocked(st); err != nil {
		return err
	}
	if t.state.Over() {
		return errOver
	}
	if seq != len(t.moves) || t.missedLocked(seq, seen) {
		return errStale
	}
	if why := t.undoRefusalLocked(seat); why != "" {
		return &moveError{Reason: why, Rule: "take-backs"}
	}
	n := len(t.moves)
	last := t.moves[n-1]
	now = now.Truncate(time.Millisecond) // as the store keeps it: a restart reads the same
	tb := store.TakeBack{Seq: t.stored + 1, Move: last.Seq, Seat: seat, At: now}
	wctx, cancel := storeCtx(ctx)
	defer cancel()
	if err := st.TakeBack(wctx, t.id, tb); err != nil {
		done := len(t.takeBacks)
		if rerr := t.reloadLocked(st); rerr != nil {
			return fmt.Errorf("%w: storing a take-back: %v (reading back: %v)", errUnavailable, err, rerr)
		}
		if len(t.takeBacks) > done && t.takeBacks[len(t.takeBacks)-1].event == tb.Seq {
			return nil // stored after all
		}
		if errors.Is(err, store.ErrConflict) || t.stored != tb.Seq-1 {
			return errStale
		}
		return fmt.Errorf("%w: storing a take-back: %v", errUnavailable, err)
	}
	row := store.Table{ID: t.id, Game: t.game, Options: t.opts, Seed: t.seed, RulesVersion: t.rulesVersion}
	r, err := replay(row, t.moves[:n-1])
	if err != nil || r.broken != "" {
		// The moves replayed before; if they do not now, the store holds
		// the truth: read it back at the next change.
		t.stale = true
		return fmt.Errorf("%w: replaying after a take-back: %v %s", errUnavailable, err, r.broken)
	}
	for i := range r.secrecy {
		r.secrecy[i].undo = t.secrecy[i].undo
	}
	t.state, t.moves, t.secrecy = r.state, r.moves, r.secrecy
	t.opening, t.openSeq = r.opening, r.openSeq
	t.stored++
	t.takeBacks = append(t.takeBacks, takenBack{seq: n, event: tb.Seq, seat: seat, move: last.Move, at: now})
	t.followLocked()
	t.notifyLocked()
	return nil
}

// Snapshot is a seat's picture of a table: what the API returns and the
// WebSocket pushes.
type Snapshot struct {
	ID     string `json:"id"`
	Game   string `json:"game"`
	Seat   int    `json:"seat"`
	Seq    int    `json:"seq"`
	Actors []int  `json:"actors"`
	// Decided are the seats that have made their part of a secret
	// decision still open (what, nobody else sees); Actors those awaited.
	Decided []int `json:"decided,omitempty"`
	// Prompt says in a sentence what the seat is asked to do now, or
	// whom the table is waiting for.
	Prompt  string          `json:"prompt"`
	View    json.RawMessage `json:"view,omitempty"`
	Moves   []string        `json:"moves"`
	Over    bool            `json:"over"`
	Result  *engine.Result  `json:"result"`
	Seats   []SeatInfo      `json:"seats"`
	Log     []LogEntry      `json:"log,omitempty"`
	Options engine.Options  `json:"options"`
	// SeedSHA256 commits to the seed, published with the record when the
	// game ends; SeedChosen says the creator chose it (and so knows every
	// hidden card: only allowed when nobody else plays).
	SeedSHA256 string `json:"seed_sha256"`
	SeedChosen bool   `json:"seed_chosen,omitempty"`
	// Broken, when set, says why the table stopped: a rules fix made a
	// stored move illegal. The snapshot shows the game up to that move
	// (Seq moves), nobody is awaited and every change is refused (409).
	Broken string `json:"broken,omitempty"`
	// CanUndo says this seat may take its last move back now.
	CanUndo bool `json:"can_undo"`
	// TakeBacks are the take-backs made at the table, oldest first.
	TakeBacks []TakeBackEntry `json:"take_backs,omitempty"`

	// For the page: the view itself and the whole log, taken under the
	// same lock as the rest so that board, moves and log always agree.
	view    any
	fullLog []LogEntry
	// moveNames are Moves in players' words (moveNames).
	moveNames []string
}

// SeatInfo is what anyone may know of a seat.
type SeatInfo struct {
	Seat    int    `json:"seat"`
	Kind    string `json:"kind"`
	Name    string `json:"name"`
	Claimed bool   `json:"claimed"`
}

// TakeBackEntry is a take-back as a viewer reads it: Seq is the number
// the withdrawn move had, Text says who took a move back, and only to its
// mover what the move was.
type TakeBackEntry struct {
	Seq  int       `json:"seq"`
	Seat int       `json:"seat"`
	Text string    `json:"text"`
	At   time.Time `json:"at"`
	// event orders it among the moves: the store's event number.
	event int
}

// LogEntry is one accepted move as the viewer may read it.
type LogEntry struct {
	// Seq is the move's number among the live moves, from 1.
	Seq  int    `json:"seq"`
	Seat int    `json:"seat"`
	Move string `json:"move"`
	// Text tells the move, and Then what it set off (production,
	// scoring, a card drawn…), as sentences the viewer may read.
	Text string    `json:"text"`
	Then []string  `json:"then,omitempty"`
	At   time.Time `json:"at"`
	// event orders it among the take-backs: the store's event number.
	event int
}

// snapshot takes the seat's picture; log holds the moves after since
// (since < 0: none).
func (t *table) snapshot(seat, since int) (Snapshot, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.snapshotLocked(seat, since)
}

func (t *table) snapshotLocked(seat, since int) (Snapshot, error) {
	v := t.state.View(seat)
	view, err := json.Marshal(v)
	if err != nil {
		return Snapshot{}, err
	}
	// Actors is the state's own slice, reused by its next call: copy it, as
	// the snapshot is read outside the lock.
	sn := Snapshot{ID: t.id, Game: t.game, Seat: seat, Seq: len(t.moves), Actors: append([]int{}, t.state.Actors()...), View: view,
		Moves: []string{}, Over: t.state.Over(), Seats: t.seatInfoLocked(), Options: t.opts,
		SeedSHA256: t.seedSHA256, SeedChosen: t.seedChosen, Decided: t.decidedLocked(), Broken: t.broken}
	sn.Prompt = engine.Asked(t.state, seat, t.namesLocked())
	if t.broken != "" {
		sn.Actors = []int{} // the game cannot go on: nobody owes a move
		sn.Prompt = "The game stopped here: " + t.broken
	} else if seat >= 0 {
		for _, m := range t.state.Moves(seat) {
			sn.Moves = append(sn.Moves, t.state.MoveText(m))
		}
	}
	if sn.Over {
		r := t.state.Result()
		sn.Result = &r
	}
	sn.CanUndo = seat >= 0 && !sn.Over && t.broken == "" && t.undoRefusalLocked(seat) == ""
	sn.TakeBacks = t.takeBackEntriesLocked(seat)
	if since >= 0 {
		sn.Log = t.logLocked(seat, since)
	}
	sn.view = v
	return sn, nil
}

// pageSnapshotLocked is a snapshot with the whole log, for rendering.
func (t *table) pageSnapshotLocked(seat, since int) (Snapshot, error) {
	sn, err := t.snapshotLocked(seat, since)
	sn.fullLog = t.logLocked(seat, 0)
	if len(sn.Moves) > 0 {
		sn.moveNames = moveNames(t.state, seat, t.state.Moves(seat), t.namesLocked(), derivedSeed(t.seed, t.seedNonce, "names")^uint64(t.stored))
	}
	return sn, err
}

func (t *table) logLocked(viewer, since int) []LogEntry {
	if since > len(t.moves) {
		since = len(t.moves)
	}
	out := make([]LogEntry, 0, len(t.moves)-since)
	names := t.namesLocked()
	for i, m := range t.moves[since:] {
		e := logEntry(t.secrecy[since+i].Logged, t.state, viewer, names)
		e.Seq, e.At, e.event = since+i+1, m.At, m.Seq
		out = append(out, e)
	}
	return out
}

// takeBackEntriesLocked are the table's take-backs as viewer reads them:
// who took a move back, and what it was only for that seat (another
// seat never reads a withdrawn move, secret or not: it never happened).
func (t *table) takeBackEntriesLocked(viewer int) []TakeBackEntry {
	if len(t.takeBacks) == 0 {
		return nil
	}
	names := t.namesLocked()
	out := make([]TakeBackEntry, 0, len(t.takeBacks))
	for _, b := range t.takeBacks {
		text := engine.Fill(engine.SeatName(b.seat), names) + " took back a move"
		if viewer == b.seat {
			text += " (" + b.move + ")"
		}
		out = append(out, TakeBackEntry{Seq: b.seq, Seat: b.seat, Text: text, At: b.at, event: b.event})
	}
	return out
}

// logEntry is logged move l as viewer reads it in s: its text, and its
// events told with the seats named (the first tells the move itself).
func logEntry(l engine.Logged, s engine.State, viewer int, names []string) LogEntry {
	e := LogEntry{Seat: l.Seat, Move: l.Read(s, viewer)}
	said := l.ReadEvents(nil, s, viewer, names)
	if len(said) == 0 {
		said = []string{engine.Fill(engine.SeatName(l.Seat), names) + ": " + e.Move}
	}
	e.Text, e.Then = said[0], said[1:]
	return e
}

// namesLocked are the seats' names as players know them.
func (t *table) namesLocked() []string {
	names := make([]string, len(t.seats))
	for i, s := range t.seats {
		names[i] = seatLabel(s)
	}
	return names
}

func (t *table) seatInfoLocked() []SeatInfo {
	out := make([]SeatInfo, len(t.seats))
	for i, s := range t.seats {
		out[i] = SeatInfo{Seat: s.Seat, Kind: s.Kind, Name: s.Name, Claimed: s.Kind != "human" || s.UserID != ""}
	}
	return out
}

// record is the game's record as viewer may see it: whole once the game
// is over; before, sealed (no seed, which decides every hidden draw) and
// with other seats' secrets hidden.
func (t *table) record(viewer int) any {
	t.mu.Lock()
	defer t.mu.Unlock()
	rec := engine.Record{Game: t.game, Options: t.opts, Seed: t.seed, SeedNonce: t.seedNonce,
		SeedSHA256: t.seedSHA256, RulesVersion: t.rulesVersion, Moves: []engine.RecordMove{}}
	for i, m := range t.moves {
		text := t.secrecy[i].Read(t.state, viewer)
		if text != m.Move {
			rec.Concealed++
		}
		rec.Moves = append(rec.Moves, engine.RecordMove{Seat: m.Seat, Move: text})
	}
	if !t.state.Over() {
		return rec.Seal()
	}
	return rec // whole, unless a move stays secret for ever (Concealed)
}

// fullRecord is the whole record, every move as played: for the server's
// own replays, which show each move as a spectator may read it then.
func (t *table) fullRecord() (engine.Record, []playedMove) {
	t.mu.Lock()
	defer t.mu.Unlock()
	rec := engine.Record{Game: t.game, Options: t.opts, Seed: t.seed, SeedNonce: t.seedNonce, SeedSHA256: t.seedSHA256,
		RulesVersion: t.rulesVersion}
	for _, m := range t.moves {
		rec.Moves = append(rec.Moves, engine.RecordMove{Seat: m.Seat, Move: m.Move})
	}
	return rec, slices.Clone(t.secrecy)
}

// rebuild replays a stored table. A record that no longer replays (a rules
// fix changed what is legal) stops at the first move the engine refuses:
// the table is rebuilt up to it and marked broken, with a notice naming the
// move, the engine's reason and the rules versions. Nothing is removed
// from the store.
func rebuild(ctx context.Context, st store.Store, row store.Table) (*table, error) {
	stored, err := st.Moves(ctx, row.ID)
	if err != nil {
		return nil, err
	}
	moves, takeBacks, events, err := liveMoves(row.ID, stored)
	if err != nil {
		return nil, err
	}
	r, err := replay(row, moves)
	if err != nil {
		return nil, err
	}
	seatEvents, err := st.SeatEvents(ctx, row.ID)
	if err != nil {
		return nil, err
	}
	t := newTable(row, r.state, r.moves, r.secrecy, seatEvents)
	t.stored, t.takeBacks = events, takeBacks
	t.broken = r.broken
	t.opening, t.openSeq = r.opening, r.openSeq
	t.followLocked()
	return t, nil
}

// liveMoves reads a table's stored moves as the events they are, in the
// order of their numbers: the moves and the take-backs, each withdrawing
// the last move standing when it was made. It returns the live moves, the
// take-backs and the number of events.
func liveMoves(id string, stored []store.Move) (live []store.Move, takeBacks []takenBack, events int, err error) {
	type event struct {
		seq  int
		move store.Move
		back *store.TakeBack
	}
	var all []event
	for _, m := range stored {
		all = append(all, event{seq: m.Seq, move: m})
		if m.TakenBack != nil {
			all = append(all, event{seq: m.TakenBack.Seq, back: m.TakenBack})
		}
	}
	slices.SortFunc(all, func(a, b event) int { return a.seq - b.seq })
	for i, e := range all {
		if e.seq != i+1 {
			return nil, nil, 0, fmt.Errorf("table %s: event %d stored as number %d", id, i+1, e.seq)
		}
		if e.back == nil {
			e.move.TakenBack = nil
			live = append(live, e.move)
			continue
		}
		n := len(live)
		if n == 0 || live[n-1].Seq != e.back.Move {
			return nil, nil, 0, fmt.Errorf("table %s: take-back %d withdraws move %d, which was not the last one standing", id, e.seq, e.back.Move)
		}
		takeBacks = append(takeBacks, takenBack{seq: n, event: e.seq, seat: e.back.Seat, move: live[n-1].Move, at: e.back.At})
		live = live[:n-1]
	}
	return live, takeBacks, len(all), nil
}

// replayed is a game rebuilt from its live moves.
type replayed struct {
	state engine.State
	// moves are those that replay: all, unless a rules fix made one
	// illegal (broken says so, and the moves stop before it).
	moves   []store.Move
	secrecy []playedMove
	opening engine.State
	openSeq int
	broken  string
}

// replay plays a table's live moves on a new game, keeping what the table
// keeps of each: how it reads, where a simultaneous decision opened, and
// the positions its mover may take it back to.
func replay(row store.Table, moves []store.Move) (replayed, error) {
	var r replayed
	g, err := engine.Lookup(row.Game)
	if err != nil {
		return r, err
	}
	s, err := g.New(engine.Options(row.Options), row.Seed)
	if err != nil {
		return r, err
	}
	r.secrecy = make([]playedMove, 0, len(moves))
	for i, m := range moves {
		var prev *playedMove
		if i > 0 {
			prev = &r.secrecy[i-1]
		}
		if opens(s, prev) {
			r.opening, r.openSeq = s.Clone(), i
		}
		before := s.Clone()
		mv, err := s.ParseMove(m.Move)
		var played playedMove
		if err == nil {
			played, err = playedOn(s, m.Seat, mv)
		}
		if err != nil {
			shown := m
			shown.Seq = i + 1
			r.broken = brokenNotice(g.Descriptor(), row.RulesVersion, shown, err, len(moves))
			moves = moves[:i]
			break
		}
		r.secrecy = appendPlayed(r.secrecy, played, before)
	}
	r.state, r.moves = s, moves
	return r, nil
}

// undoDepth bounds how many moves of one seat in a row a table keeps the
// positions of, and so how far take-backs in a row can go back: further
// than a turn, and a bounded cost in a solo game, whose every move is the
// one seat's.
const undoDepth = 32

// appendPlayed appends p, played in position before, to a table's moves:
// the positions kept are those of the last mover's moves since another
// seat's, the only ones a take-back can reach, and at most undoDepth.
func appendPlayed(secrecy []playedMove, p playedMove, before engine.State) []playedMove {
	n := len(secrecy)
	if n > 0 && secrecy[n-1].Seat != p.Seat {
		for i := n - 1; i >= 0 && secrecy[i].before != nil; i-- {
			secrecy[i].before = nil
		}
	}
	if n >= undoDepth {
		secrecy[n-undoDepth].before = nil
	}
	p.before = before
	return append(secrecy, p)
}

// brokenNotice says why a stored game stops at move m: what the engine
// refuses, under which rules the game was played and which this server
// plays, and that every stored move is kept.
func brokenNotice(d engine.Descriptor, played int, m store.Move, err error, stored int) string {
	played = max(1, played)
	rules := fmt.Sprintf("The game was played under rules version %d of %s; this server plays version %d.", played, d.Title, d.RulesVersion)
	if played == d.RulesVersion {
		rules = fmt.Sprintf("The game was played under rules version %d of %s, the version this server plays.", played, d.Title)
	}
	return fmt.Sprintf("This game cannot go on: its move %d (seat %d: %s) is refused by the rules this server plays: %v. %s "+
		"The table shows the game up to move %d and takes no more moves; all %d stored moves are kept.",
		m.Seq, m.Seat, m.Move, err, rules, m.Seq-1, stored)
}

// seatLabel is how a seat is named in sentences: its player's name, or
// for a bot without one its kind ("hard bot"), or its number.
func seatLabel(s store.Seat) string {
	switch {
	case s.Kind != "human" && s.Kind != "" && (s.Name == "" || s.Name == s.Kind):
		return web.BotName(s.Kind) // "Random bot", as the page names it
	case s.Name != "":
		return s.Name
	}
	return fmt.Sprintf("seat %d", s.Seat)
}
