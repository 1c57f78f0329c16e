package engine

import (
	"encoding/json"
	"fmt"
	"io"
)

// Record is everything needed to reproduce a game: replaying its moves on a
// new game with the same options and seed gives the identical state.
type Record struct {
	Game    string       `json:"game"`
	Options Options      `json:"options"`
	Seed    uint64       `json:"seed"`
	Moves   []RecordMove `json:"moves"`
}

// RecordMove is one accepted move: who played it and its text form.
type RecordMove struct {
	Seat int    `json:"seat"`
	Move string `json:"move"`
}

// ReplayError says which move of a record could not be replayed and why.
type ReplayError struct {
	Index int
	Move  RecordMove
	Err   error
}

func (e *ReplayError) Error() string {
	return fmt.Sprintf("move %d (seat %d %q): %v", e.Index, e.Move.Seat, e.Move.Move, e.Err)
}

func (e *ReplayError) Unwrap() error { return e.Err }

// Replay rebuilds the state of a record. The first move that does not parse
// or is illegal stops it with a *ReplayError.
func Replay(rec Record) (State, error) {
	g, err := Lookup(rec.Game)
	if err != nil {
		return nil, err
	}
	s, err := g.New(rec.Options, rec.Seed)
	if err != nil {
		return nil, err
	}
	for i, rm := range rec.Moves {
		m, err := s.ParseMove(rm.Move)
		if err != nil {
			return s, &ReplayError{Index: i, Move: rm, Err: err}
		}
		if err := s.Play(rm.Seat, m); err != nil {
			return s, &ReplayError{Index: i, Move: rm, Err: err}
		}
	}
	return s, nil
}

// ReadRecord decodes one JSON record.
func ReadRecord(r io.Reader) (Record, error) {
	var rec Record
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&rec); err != nil {
		return rec, fmt.Errorf("malformed record: %w", err)
	}
	if rec.Game == "" {
		return rec, fmt.Errorf("malformed record: no game named")
	}
	return rec, nil
}

// Recorder plays moves on a state and keeps the record of those accepted.
type Recorder struct {
	State  State
	Record Record
}

// NewRecorder starts a recorded game.
func NewRecorder(game string, opts Options, seed uint64) (*Recorder, error) {
	g, err := Lookup(game)
	if err != nil {
		return nil, err
	}
	s, err := g.New(opts, seed)
	if err != nil {
		return nil, err
	}
	return &Recorder{State: s, Record: Record{Game: game, Options: opts, Seed: seed}}, nil
}

// Play applies a move and records it when accepted.
func (r *Recorder) Play(seat int, m Move) error {
	text := r.State.MoveText(m)
	if err := r.State.Play(seat, m); err != nil {
		return err
	}
	r.Record.Moves = append(r.Record.Moves, RecordMove{Seat: seat, Move: text})
	return nil
}
