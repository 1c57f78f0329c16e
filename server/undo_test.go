package server

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"karnak/engine"
	"karnak/store"
	"karnak/store/storetest"
)

// steps is a two-seat game made for take-backs, registered by this file
// only. On its turn a seat takes a step (public, nothing hidden), draws the
// top card of a face-down deck (shown to everyone: random), or ends its
// turn. The game ends when the seats have ended six turns between them;
// a seat scores its steps and the cards it drew.
type stepsGame struct{}

func init() { engine.Register(stepsGame{}) }

func (stepsGame) Name() string { return "steps" }

func (stepsGame) Descriptor() engine.Descriptor {
	return engine.Descriptor{Name: "steps", Title: "Steps (test game)", Players: engine.PlayerRange{Min: 2, Max: 2, Default: 2},
		Hidden: true, Scale: engine.Scale{Turn: 1, Decisive: 10}, RulesVersion: 1}
}

func (g stepsGame) New(opts engine.Options, seed uint64) (engine.State, error) {
	if err := g.Descriptor().Validate(opts); err != nil {
		return nil, err
	}
	s := &steps{Deck: [6]int8{1, 2, 3, 4, 5, 6}}
	r := rand.New(rand.NewPCG(seed, 1))
	r.Shuffle(len(s.Deck), func(i, j int) { s.Deck[i], s.Deck[j] = s.Deck[j], s.Deck[i] })
	return s, nil
}

type steps struct {
	Deck  [6]int8 // face down from Top on
	Top   int
	Steps [2]int
	Drawn [2]int
	Turn  int
	Ends  int
}

type stepsView struct {
	Deck  int    `json:"deck"` // cards left face down
	Steps [2]int `json:"steps"`
	Drawn [2]int `json:"drawn"`
	Turn  int    `json:"turn"`
	Ends  int    `json:"ends"`
}

var stepMoves = []string{"step", "draw", "end"}

func (s *steps) Actors() []int {
	if s.Over() {
		return nil
	}
	return []int{s.Turn}
}
func (s *steps) Moves(seat int) []engine.Move { return s.AppendMoves(nil, seat) }
func (s *steps) AppendMoves(dst []engine.Move, seat int) []engine.Move {
	if s.Over() || seat != s.Turn {
		return dst
	}
	for k := range stepMoves {
		if k == 1 && s.Top == len(s.Deck) {
			continue
		}
		dst = append(dst, engine.Move{Kind: uint16(k)})
	}
	return dst
}
func (s *steps) Play(seat int, m engine.Move) error {
	if !engine.Contains(s.Moves(seat), m) {
		return &engine.IllegalMove{Seat: seat, Move: s.MoveText(m), Rule: "not your turn, or no such move"}
	}
	switch stepMoves[m.Kind] {
	case "step":
		s.Steps[seat]++
	case "draw":
		s.Drawn[seat] += int(s.Deck[s.Top])
		s.Top++
	case "end":
		s.Turn, s.Ends = 1-s.Turn, s.Ends+1
	}
	return nil
}
func (s *steps) MoveText(m engine.Move) string {
	if int(m.Kind) < len(stepMoves) {
		return stepMoves[m.Kind]
	}
	return "?"
}
func (s *steps) ParseMove(text string) (engine.Move, error) {
	if k := slices.Index(stepMoves, text); k >= 0 {
		return engine.Move{Kind: uint16(k)}, nil
	}
	return engine.Move{}, fmt.Errorf("cannot read %q: step, draw or end", text)
}
func (s *steps) View(seat int) any {
	return stepsView{Deck: len(s.Deck) - s.Top, Steps: s.Steps, Drawn: s.Drawn, Turn: s.Turn, Ends: s.Ends}
}
func (s *steps) Over() bool { return s.Ends >= 6 }
func (s *steps) Result() engine.Result {
	res := engine.Result{Scores: []int{s.Steps[0] + s.Drawn[0], s.Steps[1] + s.Drawn[1]}, Ranks: []int{1, 1}}
	switch {
	case res.Scores[0] < res.Scores[1]:
		res.Ranks[0], res.Winner = 2, 1
	default:
		res.Ranks[1] = 2
	}
	return res
}
func (s *steps) Clone() engine.State { c := *s; return &c }
func (s *steps) Seats() int          { return 2 }

// Determinize deals the face-down cards anew, from their sorted order.
func (s *steps) Determinize(seat int, r *rand.Rand) engine.State {
	c := *s
	left := c.Deck[c.Top:]
	slices.Sort(left)
	r.Shuffle(len(left), func(i, j int) { left[i], left[j] = left[j], left[i] })
	return &c
}

func (h *harness) createGame(game string, seats ...string) createReply {
	h.t.Helper()
	var rep createReply
	if code := h.call("POST", "/api/tables", NewTable{Game: game, Seats: seats}, &rep); code != 201 {
		h.t.Fatalf("create %s: %d", game, code)
	}
	return rep
}

func (h *harness) undo(id, token string, seq int, takeBacks ...int) (int, apiError) {
	h.t.Helper()
	body := map[string]any{"token": token, "seq": seq}
	if len(takeBacks) > 0 {
		body["take_backs"] = takeBacks[0]
	}
	var e apiError
	code := h.call("POST", "/api/tables/"+id+"/undo", body, &e)
	return code, e
}

// play makes moves through the API, each at the table's seq.
func (h *harness) play(id, token string, moves ...string) {
	h.t.Helper()
	for _, m := range moves {
		if code, e := h.move(id, token, h.state(id, "").Seq, m); code != 200 {
			h.t.Fatalf("%s: %d %+v", m, code, e)
		}
	}
}

func (h *harness) wantRefused(id, token string, seq, status int, words string) {
	h.t.Helper()
	before := h.state(id, token)
	code, e := h.undo(id, token, seq)
	if code != status || !strings.Contains(e.Error, words) {
		h.t.Fatalf("take-back at seq %d: %d %+v, want %d naming %q", seq, code, e, status, words)
	}
	if after := h.state(id, token); after.Seq != before.Seq || string(after.View) != string(before.View) || len(after.TakeBacks) != len(before.TakeBacks) {
		h.t.Fatalf("a refused take-back changed the table")
	}
}

// The rule of take-backs over HTTP, on both stores: a seat takes back its
// own moves of the turn, one after another, while no other seat has moved
// and nothing hidden or random came out; each is stored as an event, the
// move itself kept, and a restart replays the live moves exactly. The
// record of the finished game lists only the live moves and replays.
func TestTakeBackOverHTTP(t *testing.T) {
	t.Run("sqlite", func(t *testing.T) {
		dir := t.TempDir()
		takeBacksOverHTTP(t, func() store.Store { return must(store.OpenSQLite(context.Background(), dir)) })
	})
	t.Run("postgres", func(t *testing.T) {
		dsn := storetest.PostgresSchema(t)
		takeBacksOverHTTP(t, func() store.Store { return must(store.OpenPostgres(context.Background(), dsn)) })
	})
}

func takeBacksOverHTTP(t *testing.T, reopen func() store.Store) {
	h := startOn(t, reopen())
	rep := h.createGame("steps", "human", "human")
	id, tok0, tok1 := rep.ID, rep.Seats[0].Token, rep.Seats[1].Token
	h.wantRefused(id, tok0, 0, 422, "no move to take back")
	h.play(id, tok0, "step", "step")
	if sn := h.state(id, tok0); !sn.CanUndo || sn.Seq != 2 {
		t.Fatalf("after two steps: can_undo %v, seq %d", sn.CanUndo, sn.Seq)
	}
	if sn := h.state(id, tok1); sn.CanUndo {
		t.Fatal("the other seat may undo seat 0's move")
	}
	if sn := h.state(id, ""); sn.CanUndo {
		t.Fatal("a spectator may undo")
	}
	// Two take-backs in a row go back through the turn.
	for seq := 2; seq > 0; seq-- {
		code, e := h.undo(id, tok0, seq)
		if code != 200 {
			t.Fatalf("take-back at seq %d: %d %+v", seq, code, e)
		}
		sn := h.state(id, tok0)
		if sn.Seq != seq-1 || len(sn.TakeBacks) != 3-seq || sn.CanUndo != (seq == 2) {
			t.Fatalf("after the take-back at seq %d: seq %d, %d take-backs, can_undo %v", seq, sn.Seq, len(sn.TakeBacks), sn.CanUndo)
		}
		if !slices.Contains(sn.Moves, "step") {
			t.Fatalf("after the take-back: moves %v", sn.Moves)
		}
	}
	h.wantRefused(id, tok0, 0, 422, "no move to take back")
	// The others read that a move was taken back, the mover also which.
	if mine, theirs := h.state(id, tok0).TakeBacks[0], h.state(id, tok1).TakeBacks[0]; mine.Text != "seat 0 took back a move (step)" ||
		theirs.Text != "seat 0 took back a move" || theirs.Seq != 2 || theirs.Seat != 0 {
		t.Fatalf("take-backs read %+v by the mover, %+v by the other", mine, theirs)
	}
	// A turn: its end may be taken back too, until the other seat moves.
	h.play(id, tok0, "step", "end")
	if sn := h.state(id, tok0); !sn.CanUndo {
		t.Fatal("the end of a turn, before the other seat moves, cannot be taken back")
	}
	h.wantRefused(id, tok0, 1, 409, "stale")
	h.wantRefused(id, tok1, 2, 422, "no move to take back")
	h.play(id, tok1, "step")
	if sn := h.state(id, tok0); sn.CanUndo {
		t.Fatal("can_undo after another seat moved")
	}
	h.wantRefused(id, tok0, 3, 422, "another seat has moved since")
	// A draw shows a card from the deck: it stands.
	h.play(id, tok1, "draw")
	if sn := h.state(id, tok1); sn.CanUndo {
		t.Fatal("can_undo after a draw")
	}
	h.wantRefused(id, tok1, 4, 422, "drew something at random")
	h.play(id, tok1, "step")
	h.wantRefused(id, tok1, 4, 409, "stale")
	if code, e := h.undo(id, tok1, 5); code != 200 {
		t.Fatalf("the step after a draw: %d %+v", code, e)
	}
	// The log numbers the live moves from 1, whatever was taken back.
	var sn Snapshot
	h.call("GET", "/api/tables/"+id+"?since=0&token="+tok1, nil, &sn)
	var got []string
	for i, l := range sn.Log {
		if l.Seq != i+1 {
			t.Fatalf("log entry %d numbered %d", i, l.Seq)
		}
		got = append(got, fmt.Sprint(l.Seat, " ", l.Move))
	}
	if want := []string{"0 step", "0 end", "1 step", "1 draw"}; !slices.Equal(got, want) {
		t.Fatalf("live moves %q, want %q", got, want)
	}
	// The store keeps every move, with who took it back and when.
	stored, err := h.store.Moves(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	var backs []string
	for _, m := range stored {
		if m.TakenBack != nil {
			if m.TakenBack.At.IsZero() || m.TakenBack.Seat != m.Seat || m.TakenBack.Seq <= m.Seq {
				t.Errorf("move %d taken back as %+v", m.Seq, m.TakenBack)
			}
			backs = append(backs, fmt.Sprint(m.Seat, " ", m.Move))
		}
	}
	if len(stored) != 7 || !slices.Equal(backs, []string{"0 step", "0 step", "1 step"}) {
		t.Fatalf("stored %d moves, taken back %q", len(stored), backs)
	}
	// A restart replays the live moves, and the table takes moves and
	// take-backs on from there.
	before := h.state(id, tok1)
	h.stop()
	h = startOn(t, reopen())
	after := h.state(id, tok1)
	if after.Seq != before.Seq || string(after.View) != string(before.View) || fmt.Sprint(after.TakeBacks) != fmt.Sprint(before.TakeBacks) ||
		after.CanUndo != before.CanUndo || !slices.Equal(after.Moves, before.Moves) {
		t.Fatalf("after the restart:\n%+v\nbefore:\n%+v", after, before)
	}
	h.play(id, tok1, "step")
	if code, e := h.undo(id, tok1, 5); code != 200 {
		t.Fatalf("a take-back after the restart: %d %+v", code, e)
	}
	// Played to the end, the record holds the live moves and replays.
	for !h.state(id, "").Over {
		sn := h.state(id, "")
		tok := []string{tok0, tok1}[sn.Actors[0]]
		move := "end"
		if sn.Seq%3 == 0 {
			move = "step"
		}
		h.play(id, tok, move)
	}
	var rec engine.Record
	if code := h.call("GET", "/api/tables/"+id+"/record", nil, &rec); code != 200 {
		t.Fatalf("record: %d", code)
	}
	final := h.state(id, "")
	if len(rec.Moves) != final.Seq {
		t.Fatalf("the record lists %d moves, the table %d", len(rec.Moves), final.Seq)
	}
	st, err := engine.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(st.Result()) != fmt.Sprint(*final.Result) {
		t.Fatalf("the record replays to %v, the table says %v", st.Result(), *final.Result)
	}
	h.wantRefused(id, tok0, final.Seq, 409, "over")
}

// Over a WebSocket: a take-back wakes every socket like a move, the page's
// fragment offers the Undo button exactly when the seat may use it, and a
// move chosen before a take-back of a move its sender saw is stale, though
// the count of moves is back where it was.
func TestTakeBackOverWebSocket(t *testing.T) {
	h := start(t, t.TempDir())
	rep := h.createGame("steps", "human", "human")
	id := rep.ID
	page := h.dial(id, "format=html&token="+rep.Seats[0].Token)
	other := h.dial(id, "since=0&token="+rep.Seats[1].Token)
	spectator := h.dial(id, "")
	if f := page.nextState(0); strings.Contains(f.HTML, `id="undo-btn"`) || f.CanUndo {
		t.Fatal("an Undo button before any move")
	}
	page.send(Frame{Type: "move", Seq: ptr(0), Move: "step"})
	f := page.nextState(1)
	if !f.CanUndo || !strings.Contains(f.HTML, `id="undo-btn"`) {
		t.Fatalf("after a step: can_undo %v, button %v", f.CanUndo, strings.Contains(f.HTML, `id="undo-btn"`))
	}
	other.nextState(1)
	page.send(Frame{Type: "undo", Seq: ptr(1)})
	for f = page.next(); f.Type != "state" || f.Seq != 0; f = page.next() {
	}
	if f.CanUndo || strings.Contains(f.HTML, `id="undo-btn"`) || len(f.TakeBacks) != 1 || !strings.Contains(f.HTML, "seat 0 took back a move (step)") {
		t.Fatalf("after the take-back: can_undo %v, take-backs %+v", f.CanUndo, f.TakeBacks)
	}
	for _, w := range []*wsClient{other, spectator} {
		g := w.next()
		for g.Seq != 0 || len(g.TakeBacks) == 0 {
			g = w.next()
		}
		if g.TakeBacks[0].Text != "seat 0 took back a move" || len(g.Log) != 0 {
			t.Fatalf("seat %d is told %+v, log %+v", g.Seat, g.TakeBacks, g.Log)
		}
	}
	// Seat 0 ends a turn; seat 1 sees it and must move. Seat 0 takes the
	// end back and ends again: seat 1's move, chosen before, is stale.
	page.send(Frame{Type: "move", Seq: ptr(0), Move: "end"})
	g := other.nextState(1)
	if len(g.Log) != 1 || g.Log[0].Seq != 1 || g.Log[0].Move != "end" {
		t.Fatalf("seat 1 is told %+v", g.Log)
	}
	seen := len(g.TakeBacks)
	page.nextState(1)
	page.send(Frame{Type: "undo", Seq: ptr(1)})
	for f = page.next(); f.Type != "state" || f.Seq != 0; f = page.next() {
	}
	page.send(Frame{Type: "move", Seq: ptr(0), Move: "end"})
	page.nextState(1)
	// Seat 1's frames since take the log up again from the move withdrawn.
	var last anyFrame
	for last = other.next(); last.Type != "state" || last.Seq != 1 || len(last.TakeBacks) != 2; last = other.next() {
	}
	if len(last.Log) != 1 || last.Log[0].Seq != 1 || last.Log[0].Move != "end" {
		t.Fatalf("after the take-back and the new end seat 1 is told %+v", last.Log)
	}
	other.send(Frame{Type: "move", Seq: ptr(1), Move: "step", TakeBacks: ptr(seen)})
	if e := other.nextError(); e.Status != 409 {
		t.Fatalf("a move chosen before the take-back: %d %s", e.Status, e.Error)
	}
	other.send(Frame{Type: "move", Seq: ptr(1), Move: "step", TakeBacks: ptr(2)})
	other.nextState(2)
	// Refusals come back as error frames.
	for _, c := range []struct {
		w      *wsClient
		frame  Frame
		status int
	}{
		{page, Frame{Type: "undo"}, 400},
		{page, Frame{Type: "undo", Seq: ptr(2)}, 422},
		{page, Frame{Type: "undo", Seq: ptr(1)}, 409},
		{spectator, Frame{Type: "undo", Seq: ptr(2)}, 403},
	} {
		c.w.send(c.frame)
		if e := c.w.nextError(); e.Status != c.status || e.Error == "" {
			t.Errorf("%+v: %d %q, want %d", c.frame, e.Status, e.Error, c.status)
		}
	}
	if sn := h.state(id, ""); sn.Seq != 2 || len(sn.TakeBacks) != 2 {
		t.Fatalf("refused frames changed the table: seq %d, %d take-backs", sn.Seq, len(sn.TakeBacks))
	}
}

// In the secret bidding game a bid that leaves others to bid may be taken
// back and made again; the others read that a move was taken back, never
// which bid it was; the bid that completes the round reveals every bid and
// stands.
func TestTakeBackSecretBid(t *testing.T) {
	h := start(t, t.TempDir())
	var rep createReply
	if code := h.call("POST", "/api/tables", NewTable{Game: "bidding", Seats: []string{"human", "human", "human"}, Options: map[string]string{"cards": "3"}}, &rep); code != 201 {
		t.Fatalf("create: %d", code)
	}
	tok := func(seat int) string { return rep.Seats[seat].Token }
	h.play(rep.ID, tok(0), "bid 3")
	if sn := h.state(rep.ID, tok(0)); !sn.CanUndo {
		t.Fatal("a secret bid that leaves others to bid cannot be taken back")
	}
	if code, e := h.undo(rep.ID, tok(0), 1); code != 200 {
		t.Fatalf("take-back of a bid: %d %+v", code, e)
	}
	for seat := range 3 {
		var sn Snapshot
		h.call("GET", "/api/tables/"+rep.ID+"?since=0&token="+tok(seat), nil, &sn)
		if len(sn.TakeBacks) != 1 || len(sn.Log) != 0 || !slices.Equal(sn.Actors, []int{0, 1, 2}) {
			t.Fatalf("seat %d after the take-back: %+v, log %+v, actors %v", seat, sn.TakeBacks, sn.Log, sn.Actors)
		}
		if text := sn.TakeBacks[0].Text; (seat == 0) != strings.Contains(text, "bid 3") {
			t.Errorf("seat %d reads the take-back as %q", seat, text)
		}
	}
	h.play(rep.ID, tok(0), "bid 1")
	h.play(rep.ID, tok(1), "bid 2")
	if sn := h.state(rep.ID, tok(0)); sn.CanUndo {
		t.Fatal("seat 0 may take back its bid after seat 1 bid")
	}
	h.play(rep.ID, tok(2), "bid 3")
	if sn := h.state(rep.ID, tok(2)); sn.CanUndo || sn.Seq != 3 {
		t.Fatalf("the bid that revealed the round: can_undo %v, seq %d", sn.CanUndo, sn.Seq)
	}
	h.wantRefused(rep.ID, tok(2), 3, 422, "revealed something hidden")
}

// Bots never take back: a bot's seat token asks in vain.
func TestBotsDoNotTakeBack(t *testing.T) {
	h := start(t, t.TempDir())
	rep := h.createGame("steps", "human", "random")
	h.play(rep.ID, rep.Seats[0].Token, "end")
	h.waitActor(rep.ID, rep.Seats[0].Token, 0)
	h.wantRefused(rep.ID, rep.Seats[1].Token, h.state(rep.ID, "").Seq, 422, "bot")
	h.wantRefused(rep.ID, rep.Seats[0].Token, h.state(rep.ID, "").Seq, 422, "another seat has moved since")
}
