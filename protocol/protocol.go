// Package protocol is Karnak's engine protocol: one JSON object per line in,
// one JSON object per line out, so that a program in any language can play
// or analyse any Karnak game through `karnak engine` (docs/engine-protocol.md).
//
// A session holds any number of games by id. Requests name a command in
// "cmd"; a request's "tag", if any, is echoed so that clients may pipeline.
// Every answer has "ok"; failures carry "error" and, for an illegal move,
// "rule". Nothing a client sends can stop the session except "quit" or the
// end of input.
package protocol

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"

	"karnak/bots"
	"karnak/engine"
)

// MaxLine bounds one request; longer lines are answered with an error and
// skipped.
const MaxLine = 1 << 20

// Request is one line from the client. Only the fields a command uses are
// read.
type Request struct {
	Cmd     string         `json:"cmd"`
	Tag     any            `json:"tag,omitempty"`
	Game    string         `json:"game,omitempty"`
	Options engine.Options `json:"options,omitempty"`
	Seed    *uint64        `json:"seed,omitempty"`
	ID      string         `json:"id,omitempty"`
	Seat    *int           `json:"seat,omitempty"`
	Move    string         `json:"move,omitempty"`
	Bot     string         `json:"bot,omitempty"`
	Record  *engine.Record `json:"record,omitempty"`
}

// Response is one line to the client.
type Response struct {
	OK       bool           `json:"ok"`
	Tag      any            `json:"tag,omitempty"`
	Error    string         `json:"error,omitempty"`
	Rule     string         `json:"rule,omitempty"`
	ID       string         `json:"id,omitempty"`
	Games    []string       `json:"games,omitempty"`
	Bots     []string       `json:"bots,omitempty"`
	Actors   []int          `json:"actors,omitempty"`
	Seats    int            `json:"seats,omitempty"`
	Ply      *int           `json:"ply,omitempty"`
	Over     *bool          `json:"over,omitempty"`
	Moves    []string       `json:"moves,omitempty"`
	View     any            `json:"view,omitempty"`
	Result   *engine.Result `json:"result,omitempty"`
	Record   *engine.Record `json:"record,omitempty"`
	Move     string         `json:"move,omitempty"`
	Analysis *bots.Analysis `json:"analysis,omitempty"`
}

// game is one game of the session with its history for undo.
type game struct {
	rec     engine.Record
	state   engine.State
	history []engine.State // the state before each move, for undo
	// guessed marks a determinized copy: its hidden parts are invented, so
	// no record with a seed reproduces it.
	guessed bool
}

// Session is the protocol's state between lines.
type Session struct {
	games map[string]*game
	next  int
	// Seed seeds bots and determinizations that were not given one.
	rng *rand.Rand
}

// NewSession starts an empty session.
func NewSession(seed uint64) *Session {
	return &Session{games: map[string]*game{}, rng: rand.New(rand.NewPCG(seed, 0x6a09e667f3bcc909))}
}

// Serve reads requests from r and writes answers to w until "quit" or the
// end of input.
func Serve(r io.Reader, w io.Writer, seed uint64) error {
	s := NewSession(seed)
	in := bufio.NewReaderSize(r, 64<<10)
	out := bufio.NewWriter(w)
	enc := json.NewEncoder(out)
	for {
		line, tooLong, err := readLine(in)
		if err == io.EOF && len(line) == 0 && !tooLong {
			return out.Flush()
		}
		if err != nil && err != io.EOF {
			return err
		}
		var resp Response
		quit := false
		switch {
		case tooLong:
			resp = fail(fmt.Errorf("request longer than %d bytes", MaxLine))
		case len(bytes.Trim(line, " \t\r")) == 0: // a blank line (or a lone "\r" at the end) asks nothing
			if err == io.EOF {
				return out.Flush()
			}
			continue
		default:
			resp, quit = s.HandleLine(line)
		}
		if e := enc.Encode(resp); e != nil {
			return e
		}
		if e := out.Flush(); e != nil {
			return e
		}
		if quit || err == io.EOF {
			return nil
		}
	}
}

// readLine reads one line, dropping (and reporting) lines over MaxLine.
func readLine(in *bufio.Reader) (line []byte, tooLong bool, err error) {
	for {
		chunk, isPrefix, e := in.ReadLine()
		if !tooLong {
			line = append(line, chunk...)
			if len(line) > MaxLine {
				tooLong, line = true, nil
			}
		}
		if e != nil {
			return line, tooLong, e
		}
		if !isPrefix {
			return line, tooLong, nil
		}
	}
}

func fail(err error) Response {
	r := Response{Error: err.Error()}
	var ill *engine.IllegalMove
	if errors.As(err, &ill) {
		r.Rule = ill.Rule
	}
	return r
}

// HandleLine answers one request line; quit reports a "quit" command.
func (s *Session) HandleLine(line []byte) (resp Response, quit bool) {
	var req Request
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		if err == io.EOF {
			return fail(errors.New("empty request: a JSON object was expected")), false
		}
		return fail(fmt.Errorf("malformed request: %v", err)), false
	}
	// A line is one request: anything after it (a second request on the
	// same line) would go unanswered, and a pipelining client would wait
	// for its answer for ever.
	if rest := bytes.Trim(line[dec.InputOffset():], " \t\r\n"); len(rest) > 0 {
		return fail(fmt.Errorf("malformed request: %q after the request's object: one request per line", trunc(rest))), false
	}
	resp, err := s.Handle(req)
	if err != nil {
		resp = fail(err)
	}
	resp.Tag = req.Tag
	return resp, req.Cmd == "quit"
}

// Handle runs one request.
func (s *Session) Handle(req Request) (Response, error) {
	switch req.Cmd {
	case "hello":
		return Response{OK: true, Games: engine.Games(), Bots: bots.Kinds()}, nil
	case "quit":
		return Response{OK: true}, nil
	case "new":
		return s.newGame(req)
	case "load":
		return s.load(req)
	}
	g, err := s.game(req.ID)
	if err != nil {
		return Response{}, err
	}
	st := g.state
	switch req.Cmd {
	case "status":
		return s.status(req.ID, g), nil
	case "view":
		seat, err := seatOf(req, st, true)
		if err != nil {
			return Response{}, err
		}
		return Response{OK: true, ID: req.ID, View: st.View(seat)}, nil
	case "moves":
		seat, err := seatOf(req, st, false)
		if err != nil {
			return Response{}, err
		}
		r := s.status(req.ID, g)
		r.Moves = []string{}
		for _, m := range st.Moves(seat) {
			r.Moves = append(r.Moves, st.MoveText(m))
		}
		return r, nil
	case "play":
		return s.play(req, g)
	case "undo":
		if len(g.history) == 0 {
			return Response{}, fmt.Errorf("nothing to undo")
		}
		g.state = g.history[len(g.history)-1]
		g.history = g.history[:len(g.history)-1]
		g.rec.Moves = g.rec.Moves[:len(g.rec.Moves)-1]
		return s.status(req.ID, g), nil
	case "clone":
		c := &game{rec: g.rec, state: st.Clone(), history: append([]engine.State(nil), g.history...), guessed: g.guessed}
		c.rec.Moves = append([]engine.RecordMove(nil), g.rec.Moves...)
		return s.status(s.add(c), c), nil
	case "determinize":
		seat, err := seatOf(req, st, false)
		if err != nil {
			return Response{}, err
		}
		seed := s.rng.Uint64()
		if req.Seed != nil {
			seed = *req.Seed
		}
		// The copy's own history is not carried over: undoing into the
		// true past would reveal what was resampled.
		c := &game{rec: engine.Record{Game: g.rec.Game, Options: g.rec.Options},
			state: st.Determinize(seat, rand.New(rand.NewPCG(seed, 1))), guessed: true}
		return s.status(s.add(c), c), nil
	case "result":
		if !st.Over() {
			return Response{}, fmt.Errorf("game %s is not over", req.ID)
		}
		res := st.Result()
		return Response{OK: true, ID: req.ID, Result: &res}, nil
	case "record":
		if g.guessed {
			return Response{}, fmt.Errorf("game %s is a determinized copy: no record reproduces it", req.ID)
		}
		rec := g.rec
		return Response{OK: true, ID: req.ID, Record: &rec}, nil
	case "bot", "hint":
		return s.botMove(req, g)
	case "drop":
		delete(s.games, req.ID)
		return Response{OK: true, ID: req.ID}, nil
	}
	return Response{}, fmt.Errorf("unknown command %q", req.Cmd)
}

func (s *Session) add(g *game) string {
	s.next++
	id := "g" + strconv.Itoa(s.next)
	s.games[id] = g
	return id
}

func (s *Session) game(id string) (*game, error) {
	if id == "" {
		return nil, fmt.Errorf("name the game with \"id\"")
	}
	g, ok := s.games[id]
	if !ok {
		return nil, fmt.Errorf("no game %q in this session", id)
	}
	return g, nil
}

func (s *Session) newGame(req Request) (Response, error) {
	gm, err := engine.Lookup(req.Game)
	if err != nil {
		return Response{}, err
	}
	seed := s.rng.Uint64()
	if req.Seed != nil {
		seed = *req.Seed
	}
	opts := req.Options
	if opts == nil {
		opts = engine.Options{}
	}
	st, err := gm.New(opts, seed)
	if err != nil {
		return Response{}, err
	}
	g := &game{rec: engine.Record{Game: req.Game, Options: opts, Seed: seed}, state: st}
	return s.status(s.add(g), g), nil
}

// load replays a record into a new game (with full undo history).
func (s *Session) load(req Request) (Response, error) {
	if req.Record == nil {
		return Response{}, fmt.Errorf("give the game's \"record\"")
	}
	rec := *req.Record
	gm, err := engine.Lookup(rec.Game)
	if err != nil {
		return Response{}, err
	}
	st, err := gm.New(rec.Options, rec.Seed)
	if err != nil {
		return Response{}, err
	}
	g := &game{rec: engine.Record{Game: rec.Game, Options: rec.Options, Seed: rec.Seed}, state: st}
	for i, rm := range rec.Moves {
		if err := g.apply(rm.Seat, rm.Move); err != nil {
			return Response{}, &engine.ReplayError{Index: i, Move: rm, Err: err}
		}
	}
	return s.status(s.add(g), g), nil
}

func (g *game) apply(seat int, text string) error {
	m, err := g.state.ParseMove(text)
	if err != nil {
		return err
	}
	before := g.state.Clone()
	if err := g.state.Play(seat, m); err != nil {
		return err
	}
	g.history = append(g.history, before)
	g.rec.Moves = append(g.rec.Moves, engine.RecordMove{Seat: seat, Move: g.state.MoveText(m)})
	return nil
}

func (s *Session) play(req Request, g *game) (Response, error) {
	seat, err := seatOf(req, g.state, false)
	if err != nil {
		return Response{}, err
	}
	if req.Move == "" {
		return Response{}, fmt.Errorf("give the \"move\" in its text form")
	}
	if err := g.apply(seat, req.Move); err != nil {
		return Response{}, err
	}
	return s.status(req.ID, g), nil
}

// botMove asks a bot (default: the hard level) for seat's move: "bot" plays
// it, "hint" only reports it with the analysis.
func (s *Session) botMove(req Request, g *game) (Response, error) {
	if g.state.Over() {
		return Response{}, fmt.Errorf("game %s is over", req.ID)
	}
	seat, err := seatOf(req, g.state, false)
	if err != nil {
		return Response{}, err
	}
	if !isActor(g.state, seat) {
		return Response{}, fmt.Errorf("seat %d owes no move now", seat)
	}
	spec := req.Bot
	if spec == "" {
		spec = "hard"
	}
	seed := s.rng.Uint64()
	if req.Seed != nil {
		seed = *req.Seed
	}
	game, err := engine.Lookup(g.rec.Game)
	if err != nil {
		return Response{}, err
	}
	b, err := bots.New(spec, seed, game.Descriptor().Scale)
	if err != nil {
		return Response{}, err
	}
	var resp Response
	var move engine.Move
	if an, ok := b.(bots.Analyzer); ok {
		a := an.Analyze(g.state, seat)
		move = a.Moves[0].Move
		resp.Analysis = &a
	} else {
		move = b.Choose(g.state, seat)
	}
	text := g.state.MoveText(move)
	if req.Cmd == "bot" {
		if err := g.apply(seat, text); err != nil {
			return Response{}, err
		}
	}
	out := s.status(req.ID, g)
	out.Move, out.Analysis = text, resp.Analysis
	return out, nil
}

func (s *Session) status(id string, g *game) Response {
	over := g.state.Over()
	ply := len(g.rec.Moves)
	return Response{OK: true, ID: id, Actors: append([]int{}, g.state.Actors()...), Seats: g.state.Seats(), Ply: &ply, Over: &over}
}

// seatOf is the request's seat, or the first seat that owes a move.
// Spectating (-1) is allowed only where viewing.
func seatOf(req Request, st engine.State, viewing bool) (int, error) {
	if req.Seat == nil {
		if a := st.Actors(); len(a) > 0 {
			return a[0], nil
		}
		if viewing {
			return -1, nil
		}
		return 0, fmt.Errorf("the game is over: give a \"seat\"")
	}
	seat := *req.Seat
	if (seat == -1 && viewing) || (seat >= 0 && seat < st.Seats()) {
		return seat, nil
	}
	return 0, fmt.Errorf("no seat %d at this table (0 to %d)", seat, st.Seats()-1)
}

func isActor(st engine.State, seat int) bool {
	for _, a := range st.Actors() {
		if a == seat {
			return true
		}
	}
	return false
}

// trunc shortens what an error quotes of a request.
func trunc(b []byte) []byte {
	if len(b) > 40 {
		return b[:40]
	}
	return b
}
