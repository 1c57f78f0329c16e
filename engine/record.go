package engine

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// Record is everything needed to reproduce a game: replaying its moves on a
// new game with the same options and seed gives the identical state.
//
// The seed decides every hidden draw, so nobody at a running table may know
// it: a server hands out a SealedRecord until the game ends. SeedNonce and
// SeedSHA256, when present, let anyone check afterwards that the seed
// published at the end is the one committed to before the first move.
type Record struct {
	Game       string       `json:"game"`
	Options    Options      `json:"options"`
	Seed       uint64       `json:"seed"`
	SeedNonce  string       `json:"seed_nonce,omitempty"`
	SeedSHA256 string       `json:"seed_sha256,omitempty"`
	Moves      []RecordMove `json:"moves"`
	// RulesVersion is the game's rules version (Descriptor.RulesVersion)
	// the game was played under; a record without it is of version 1.
	RulesVersion int `json:"rules_version,omitempty"`
	// Concealed counts the moves given in their public form because the
	// reader may never see them (RevealNever): such a record tells the
	// game as that reader saw it and cannot be replayed.
	Concealed int `json:"concealed,omitempty"`
}

// SealedRecord is the record of a game still running: the moves as one
// viewer may read them and the seed's commitment, never the seed.
type SealedRecord struct {
	Game       string       `json:"game"`
	Options    Options      `json:"options"`
	SeedSHA256 string       `json:"seed_sha256,omitempty"`
	Withheld   string       `json:"seed_withheld"`
	Moves      []RecordMove `json:"moves"`
	// RulesVersion as in Record.
	RulesVersion int `json:"rules_version,omitempty"`
}

const sealedNote = "the seed decides every hidden draw: it is published when the game ends"

// Seal is the record without its seed, for a game that is not over.
func (r Record) Seal() SealedRecord {
	return SealedRecord{Game: r.Game, Options: r.Options, SeedSHA256: r.SeedSHA256, Withheld: sealedNote, Moves: r.Moves, RulesVersion: r.RulesVersion}
}

// SeedCommitment is the hex SHA-256 of the nonce's bytes followed by the
// seed as 8 big-endian bytes. The nonce (secret until the end, like the
// seed) keeps a 64-bit seed from being found by trying every value.
func SeedCommitment(nonce string, seed uint64) string {
	h := sha256.New()
	h.Write([]byte(nonce))
	h.Write(binary.BigEndian.AppendUint64(nil, seed))
	return hex.EncodeToString(h.Sum(nil))
}

// ErrSeedMismatch: a record's seed is not the one its commitment names.
var ErrSeedMismatch = errors.New("the seed does not match its commitment (seed_sha256)")

// CheckSeed verifies the seed against its commitment, when the record
// carries one.
func (r Record) CheckSeed() error {
	if r.SeedSHA256 == "" {
		return nil
	}
	if SeedCommitment(r.SeedNonce, r.Seed) != r.SeedSHA256 {
		return ErrSeedMismatch
	}
	return nil
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

// ReadRecord decodes one JSON record. A sealed record (a running game's,
// without its seed) cannot be replayed and is refused with that reason; so
// is a seed that does not match its commitment. A record that names no
// rules version was played under version 1, and reads so.
func ReadRecord(r io.Reader) (Record, error) {
	var in struct {
		Record
		Seed     *uint64 `json:"seed"`
		Withheld string  `json:"seed_withheld"`
	}
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		return Record{}, fmt.Errorf("malformed record: %w", err)
	}
	rec := in.Record
	if rec.Game == "" {
		return rec, fmt.Errorf("malformed record: no game named")
	}
	if in.Seed == nil {
		if in.Withheld != "" {
			return rec, fmt.Errorf("the record of a game still running has no seed (%s), so it cannot be replayed", in.Withheld)
		}
		return rec, fmt.Errorf("malformed record: no seed")
	}
	rec.Seed = *in.Seed
	rec.RulesVersion = max(1, rec.RulesVersion)
	if rec.Concealed > 0 {
		return rec, fmt.Errorf("the record hides %d moves its reader may never see, so it cannot be replayed", rec.Concealed)
	}
	if err := rec.CheckSeed(); err != nil {
		return rec, err
	}
	return rec, nil
}

// Recorder plays moves on a state and keeps the record of those accepted,
// and the log of what each seat may read of them.
type Recorder struct {
	State  State
	Record Record
	Log    []Logged
}

// NewRecorder starts a recorded game, under the game's current rules
// version.
func NewRecorder(game string, opts Options, seed uint64) (*Recorder, error) {
	g, err := Lookup(game)
	if err != nil {
		return nil, err
	}
	s, err := g.New(opts, seed)
	if err != nil {
		return nil, err
	}
	rec := Record{Game: game, Options: opts, Seed: seed, RulesVersion: g.Descriptor().RulesVersion}
	return &Recorder{State: s, Record: rec}, nil
}

// Play applies a move and records it when accepted.
func (r *Recorder) Play(seat int, m Move) error {
	l, err := PlayLogged(r.State, seat, m)
	if err != nil {
		return err
	}
	r.Record.Moves = append(r.Record.Moves, RecordMove{Seat: seat, Move: l.Text})
	r.Log = append(r.Log, l)
	return nil
}
