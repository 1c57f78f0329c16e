// Package store keeps what must outlive the process: accounts, sessions,
// tables with their seats, and every accepted move. One SQL implementation
// serves both SQLite (the embedded default) and PostgreSQL; they differ only
// in how they are opened and in a few words (dialect). The schema is built
// by numbered migrations embedded in the binary and recorded in the
// database (migrate.go).
package store

import (
	"context"
	"errors"
	"time"
)

var (
	// ErrNotFound: no row with that key.
	ErrNotFound = errors.New("not found")
	// ErrConflict: the key is taken (a user name, or a move sequence number
	// that another writer appended first).
	ErrConflict = errors.New("conflict")
)

// User is an account. Guests are accounts without a password. Names are
// unique by NameKey: two names that look alike after Unicode compatibility
// normalisation and case folding are the same name.
type User struct {
	ID      string
	Name    string
	Hash    string // password hash in PHC form; empty for guests
	Guest   bool
	Created time.Time
}

// Table is a game table: what game, how it was set up, and where it stands.
type Table struct {
	ID      string
	Game    string
	Options map[string]string
	Seed    uint64
	// SeedNonce makes the seed's published commitment impossible to
	// reverse by trying every seed (engine.SeedCommitment); SeedChosen
	// says the creator picked the seed (only allowed with no other person
	// at the table).
	SeedNonce  string
	SeedChosen bool
	Creator    string // user id, empty when created through the API without a session
	Created    time.Time
	Updated    time.Time
	Status     string // "active" or "finished"
	Result     string // the engine's result as JSON once finished
	Seats      []Seat

	// RulesVersion is the game's rules version (engine.Descriptor) when
	// the table was created; 0 is stored as 1, the version of every table
	// made before versions were stored.
	RulesVersion int
}

// Seat is one chair at a table.
type Seat struct {
	Seat      int
	Kind      string // "human" or a bot kind such as "random"
	TokenHash string // sha256 of the seat token, hex
	UserID    string // the account holding the seat, empty when unclaimed
	Name      string // shown at the table
}

// Move is one accepted move. Seq numbers it among its table's events,
// moves and take-backs together, from 1; while nothing was taken back that
// is its number among the moves.
type Move struct {
	Seq  int
	Seat int
	Move string
	At   time.Time
	// TakenBack is set when a take-back withdrew the move: the move stays
	// stored, and no longer counts among the table's live moves.
	TakenBack *TakeBack
}

// TakeBack withdraws a table's last live move at a seat's request (undo
// of a misclick). It is an event of the table, numbered like its moves.
type TakeBack struct {
	Seq  int // its number among the table's events
	Move int // the Seq of the move withdrawn
	Seat int // the seat that took it back
	At   time.Time
}

// SeatEvent notes a change of who plays a seat during the game, such as a
// bot replacing a player who left (recorded with the move count at the time).
type SeatEvent struct {
	Seq  int
	Seat int
	What string
	At   time.Time
}

// Store is the persistence interface. Every method is safe for concurrent use.
type Store interface {
	CreateUser(ctx context.Context, u User) error
	UserByName(ctx context.Context, name string) (User, error)
	UserByID(ctx context.Context, id string) (User, error)

	CreateSession(ctx context.Context, tokenHash, userID string, expires time.Time) error
	SessionUser(ctx context.Context, tokenHash string, now time.Time) (User, error)
	DeleteSession(ctx context.Context, tokenHash string) error
	// TrimSessions keeps only the user's keep newest sessions.
	TrimSessions(ctx context.Context, userID string, keep int) error
	// Purge deletes expired sessions, then guests that have no session left
	// and hold no seat at any table.
	Purge(ctx context.Context, now time.Time) (Purged, error)

	CreateTable(ctx context.Context, t Table) error
	Table(ctx context.Context, id string) (Table, error)
	// Tables lists tables with the given status ("" for all), newest first.
	Tables(ctx context.Context, status string, limit int) ([]Table, error)
	// ClaimSeat gives a free human seat to an account; ErrConflict when the
	// seat is held or played by a bot, ErrNotFound when there is no such
	// seat.
	ClaimSeat(ctx context.Context, tableID string, seat int, userID, name string) error
	// HandSeatToBot makes a human seat a bot's and records the event, in one
	// transaction; ErrConflict when the seat is not a human's.
	HandSeatToBot(ctx context.Context, tableID string, seat int, kind, name string, e SeatEvent) error
	FinishTable(ctx context.Context, id, result string, at time.Time) error

	// AppendMove stores move m as event number m.Seq of the table in one
	// transaction; ErrConflict when that number is taken.
	AppendMove(ctx context.Context, tableID string, m Move) error
	// TakeBack stores tb as event number tb.Seq of the table, withdrawing
	// move tb.Move, in one transaction; ErrConflict when that number is
	// taken or the move is not the table's last live one (a later move
	// stands, or it was taken back already), ErrNotFound when the table
	// has no move of that number. The move itself stays stored.
	TakeBack(ctx context.Context, tableID string, tb TakeBack) error
	// Moves lists every move stored for the table in order, those taken
	// back included (with TakenBack set). The live moves, those a replay
	// plays, are the others.
	Moves(ctx context.Context, tableID string) ([]Move, error)

	SeatEvents(ctx context.Context, tableID string) ([]SeatEvent, error)

	// Ping reports whether the database answers (a health check).
	Ping(ctx context.Context) error

	Close() error
}

// Purged counts what Purge removed.
type Purged struct {
	Sessions int64
	Guests   int64
}
