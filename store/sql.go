package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// dialect holds what differs between the SQL databases we speak: a few
// words, never a second copy of a query or of the schema.
type dialect struct {
	name string
	// dollar placeholders ($1, $2…) instead of ?.
	dollar bool
	// isConflict recognises a unique-key violation.
	isConflict func(error) bool
	// hasColumn counts the columns named by its two arguments, table and
	// column (0 or 1), in the schema the store uses.
	hasColumn string
	// lock and unlock, when set, take and let go of a lock held by one
	// connection across transactions, for migrations.
	lock, unlock string
	// remote: every statement is a round trip to a server, so a batch of
	// moves is one statement of many rows (insertAll); SQLite, in the
	// process, runs one prepared statement per move faster (insertEach)
	// than it compiles a statement of many rows.
	remote bool
}

var sqliteDialect = dialect{name: "sqlite", isConflict: func(err error) bool {
	var e *sqlite.Error
	if errors.As(err, &e) {
		code := e.Code()
		return code == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY || code == sqlite3.SQLITE_CONSTRAINT_UNIQUE
	}
	return false
}, hasColumn: `SELECT COUNT(*) FROM pragma_table_info(?) WHERE name = ?`}

// migrationLock is PostgreSQL's advisory lock key for migrations ("karnak").
const migrationLock = 0x6b61726e616b

var postgresDialect = dialect{name: "postgres", dollar: true, remote: true, isConflict: func(err error) bool {
	var e *pgconn.PgError
	return errors.As(err, &e) && e.Code == "23505"
}, hasColumn: `SELECT COUNT(*) FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? AND column_name = ?`,
	lock:   fmt.Sprintf(`SELECT pg_advisory_lock(%d)`, migrationLock),
	unlock: fmt.Sprintf(`SELECT pg_advisory_unlock(%d)`, migrationLock)}

// rewrite gives a query written with ? placeholders the dialect's.
func (d dialect) rewrite(query string) string {
	if !d.dollar {
		return query
	}
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

type sqlStore struct {
	db    *sql.DB
	d     dialect
	moves *moveWriter // group commit of AppendMove (batch.go)
	// channel tells other nodes of table changes (PostgreSQL, notify.go).
	channel string
}

func (s *sqlStore) q(query string) string { return s.d.rewrite(query) }

func ms(t time.Time) int64 { return t.UnixMilli() }

func fromMS(v int64) time.Time { return time.UnixMilli(v).UTC() }

func (s *sqlStore) conflict(err error) error {
	if err != nil && s.d.isConflict(err) {
		return ErrConflict
	}
	return err
}

func (s *sqlStore) CreateUser(ctx context.Context, u User) error {
	_, err := s.db.ExecContext(ctx, s.q(`INSERT INTO users (id, name, name_key, hash, guest, created) VALUES (?, ?, ?, ?, ?, ?)`),
		u.ID, u.Name, NameKey(u.Name), u.Hash, u.Guest, ms(u.Created))
	return s.conflict(err)
}

func (s *sqlStore) user(ctx context.Context, where string, arg any) (User, error) {
	var u User
	var created int64
	err := s.db.QueryRowContext(ctx, s.q(`SELECT id, name, hash, guest, created FROM users WHERE `+where+` = ?`), arg).
		Scan(&u.ID, &u.Name, &u.Hash, &u.Guest, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return u, ErrNotFound
	}
	u.Created = fromMS(created)
	return u, err
}

// UserByName finds the account whose name is the same name as name (see
// NameKey), whatever its spelling.
func (s *sqlStore) UserByName(ctx context.Context, name string) (User, error) {
	return s.user(ctx, "name_key", NameKey(name))
}

func (s *sqlStore) UserByID(ctx context.Context, id string) (User, error) {
	return s.user(ctx, "id", id)
}

func (s *sqlStore) CreateSession(ctx context.Context, tokenHash, userID string, expires time.Time) error {
	_, err := s.db.ExecContext(ctx, s.q(`INSERT INTO sessions (token_hash, user_id, expires) VALUES (?, ?, ?)`),
		tokenHash, userID, ms(expires))
	return s.conflict(err)
}

func (s *sqlStore) SessionUser(ctx context.Context, tokenHash string, now time.Time) (User, error) {
	var userID string
	var expires int64
	err := s.db.QueryRowContext(ctx, s.q(`SELECT user_id, expires FROM sessions WHERE token_hash = ?`), tokenHash).
		Scan(&userID, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return User{}, ErrNotFound
	}
	if err != nil {
		return User{}, err
	}
	if expires <= ms(now) {
		return User{}, ErrNotFound
	}
	return s.UserByID(ctx, userID)
}

func (s *sqlStore) DeleteSession(ctx context.Context, tokenHash string) error {
	_, err := s.db.ExecContext(ctx, s.q(`DELETE FROM sessions WHERE token_hash = ?`), tokenHash)
	return err
}

func (s *sqlStore) TrimSessions(ctx context.Context, userID string, keep int) error {
	_, err := s.db.ExecContext(ctx, s.q(`DELETE FROM sessions WHERE user_id = ? AND token_hash NOT IN
		(SELECT token_hash FROM sessions WHERE user_id = ? ORDER BY expires DESC, token_hash LIMIT ?)`), userID, userID, keep)
	return err
}

func (s *sqlStore) Purge(ctx context.Context, now time.Time) (Purged, error) {
	var p Purged
	res, err := s.db.ExecContext(ctx, s.q(`DELETE FROM sessions WHERE expires <= ?`), ms(now))
	if err != nil {
		return p, err
	}
	p.Sessions, _ = res.RowsAffected()
	res, err = s.db.ExecContext(ctx, `DELETE FROM users WHERE guest
		AND NOT EXISTS (SELECT 1 FROM sessions WHERE sessions.user_id = users.id)
		AND NOT EXISTS (SELECT 1 FROM seats WHERE seats.user_id = users.id)`)
	if err != nil {
		return p, err
	}
	p.Guests, _ = res.RowsAffected()
	return p, nil
}

func (s *sqlStore) CreateTable(ctx context.Context, t Table) error {
	opts, err := json.Marshal(t.Options)
	if err != nil {
		return err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO tables (id, game, options, seed, seed_nonce, seed_chosen, rules_version, creator, created, updated, status, result)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
		t.ID, t.Game, string(opts), int64(t.Seed), t.SeedNonce, t.SeedChosen, max(1, t.RulesVersion), t.Creator, ms(t.Created), ms(t.Created), t.Status, t.Result); err != nil {
		return s.conflict(err)
	}
	for _, st := range t.Seats {
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO seats (table_id, seat, kind, token_hash, user_id, name) VALUES (?, ?, ?, ?, ?, ?)`),
			t.ID, st.Seat, st.Kind, st.TokenHash, st.UserID, st.Name); err != nil {
			return s.conflict(err)
		}
	}
	// The other nodes take the new table in (its bots may be theirs to play).
	if err := s.notify(ctx, tx, Change{Table: t.ID}); err != nil {
		return err
	}
	return tx.Commit()
}

const tableColumns = `id, game, options, seed, seed_nonce, seed_chosen, rules_version, creator, created, updated, status, result`

func scanTable(row interface{ Scan(...any) error }) (Table, error) {
	var t Table
	var opts string
	var seed, created, updated int64
	if err := row.Scan(&t.ID, &t.Game, &opts, &seed, &t.SeedNonce, &t.SeedChosen, &t.RulesVersion, &t.Creator, &created, &updated, &t.Status, &t.Result); err != nil {
		return t, err
	}
	t.Seed = uint64(seed)
	t.Created, t.Updated = fromMS(created), fromMS(updated)
	if err := json.Unmarshal([]byte(opts), &t.Options); err != nil {
		return t, fmt.Errorf("store: table %s options: %w", t.ID, err)
	}
	return t, nil
}

// queryAll runs a query and reads every row with scan; never nil.
func queryAll[T any](ctx context.Context, s *sqlStore, query string, args []any, scan func(row interface{ Scan(...any) error }) (T, error)) ([]T, error) {
	rows, err := s.db.QueryContext(ctx, s.q(query), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []T{}
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

func (s *sqlStore) seats(ctx context.Context, id string) ([]Seat, error) {
	return queryAll(ctx, s, `SELECT seat, kind, token_hash, user_id, name FROM seats WHERE table_id = ? ORDER BY seat`, []any{id},
		func(row interface{ Scan(...any) error }) (Seat, error) {
			var st Seat
			err := row.Scan(&st.Seat, &st.Kind, &st.TokenHash, &st.UserID, &st.Name)
			return st, err
		})
}

func (s *sqlStore) Table(ctx context.Context, id string) (Table, error) {
	t, err := scanTable(s.db.QueryRowContext(ctx, s.q(`SELECT `+tableColumns+` FROM tables WHERE id = ?`), id))
	if errors.Is(err, sql.ErrNoRows) {
		return t, ErrNotFound
	}
	if err != nil {
		return t, err
	}
	t.Seats, err = s.seats(ctx, id)
	return t, err
}

func (s *sqlStore) Tables(ctx context.Context, status string, limit int) ([]Table, error) {
	query := `SELECT ` + tableColumns + ` FROM tables`
	args := []any{}
	if status != "" {
		query += ` WHERE status = ?`
		args = append(args, status)
	}
	query += ` ORDER BY created DESC, id`
	if limit > 0 {
		query += ` LIMIT ?`
		args = append(args, limit)
	}
	out, err := queryAll(ctx, s, query, args, scanTable)
	if err != nil {
		return nil, err
	}
	for i := range out {
		if out[i].Seats, err = s.seats(ctx, out[i].ID); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// seatChanged tells a conditional seat update that changed nothing apart:
// a missing seat is ErrNotFound, a seat in another condition ErrConflict.
func seatChanged(ctx context.Context, q interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}, s *sqlStore, res sql.Result, tableID string, seat int) error {
	if n, err := res.RowsAffected(); err != nil || n > 0 {
		return err
	}
	var one int
	err := q.QueryRowContext(ctx, s.q(`SELECT 1 FROM seats WHERE table_id = ? AND seat = ?`), tableID, seat).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	if err != nil {
		return err
	}
	return ErrConflict
}

func (s *sqlStore) ClaimSeat(ctx context.Context, tableID string, seat int, userID, name string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, s.q(`UPDATE seats SET user_id = ?, name = ? WHERE table_id = ? AND seat = ? AND kind = 'human' AND user_id = ''`),
		userID, name, tableID, seat)
	if err != nil {
		return err
	}
	if err := seatChanged(ctx, tx, s, res, tableID, seat); err != nil {
		return err
	}
	if err := s.notify(ctx, tx, Change{Table: tableID}); err != nil {
		return err
	}
	return tx.Commit()
}

func (s *sqlStore) HandSeatToBot(ctx context.Context, tableID string, seat int, kind, name string, e SeatEvent) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, s.q(`UPDATE seats SET kind = ?, name = ? WHERE table_id = ? AND seat = ? AND kind = 'human'`),
		kind, name, tableID, seat)
	if err != nil {
		return err
	}
	if err := seatChanged(ctx, tx, s, res, tableID, seat); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO seat_events (table_id, seq, seat, what, at) VALUES (?, ?, ?, ?, ?)`),
		tableID, e.Seq, e.Seat, e.What, ms(e.At)); err != nil {
		return err
	}
	if err := s.notify(ctx, tx, Change{Table: tableID}); err != nil {
		return err
	}
	return tx.Commit()
}

func (s *sqlStore) FinishTable(ctx context.Context, id, result string, at time.Time) error {
	res, err := s.db.ExecContext(ctx, s.q(`UPDATE tables SET status = 'finished', result = ?, updated = ? WHERE id = ?`), result, ms(at), id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}

func (s *sqlStore) AppendMove(ctx context.Context, tableID string, m Move) error {
	// Stored with the moves of other tables that arrive meanwhile, in one
	// transaction; the primary key (table_id, seq) makes a second writer of
	// the same number fail.
	return s.moves.append(ctx, tableID, m)
}

// TakeBack checks that the move is the table's last live one and stores
// the take-back, in one transaction; two writers racing for the same event
// number or the same move collide on a key (ErrConflict).
func (s *sqlStore) TakeBack(ctx context.Context, tableID string, tb TakeBack) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRowContext(ctx, s.q(`SELECT COUNT(*) FROM moves WHERE table_id = ? AND seq = ? AND takes_back = 0`),
		tableID, tb.Move).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return ErrNotFound
	}
	// The live moves from this one on: only itself, if it is the last.
	if err := tx.QueryRowContext(ctx, s.q(`SELECT COUNT(*) FROM moves m WHERE m.table_id = ? AND m.takes_back = 0 AND m.seq >= ?
		AND NOT EXISTS (SELECT 1 FROM moves t WHERE t.table_id = m.table_id AND t.takes_back = m.seq)`),
		tableID, tb.Move).Scan(&n); err != nil {
		return err
	}
	if n != 1 {
		return ErrConflict
	}
	if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO moves (table_id, seq, seat, move, at, takes_back) VALUES (?, ?, ?, '', ?, ?)`),
		tableID, tb.Seq, tb.Seat, ms(tb.At), tb.Move); err != nil {
		return s.conflict(err)
	}
	if err := s.notify(ctx, tx, Change{Table: tableID, Seq: tb.Seq}); err != nil {
		return err
	}
	return s.conflict(tx.Commit())
}

func (s *sqlStore) Moves(ctx context.Context, tableID string) ([]Move, error) {
	return queryAll(ctx, s, `SELECT m.seq, m.seat, m.move, m.at, t.seq, t.seat, t.at FROM moves m
		LEFT JOIN moves t ON t.table_id = m.table_id AND t.takes_back = m.seq
		WHERE m.table_id = ? AND m.takes_back = 0 ORDER BY m.seq`, []any{tableID},
		func(row interface{ Scan(...any) error }) (Move, error) {
			var m Move
			var at int64
			var tbSeq, tbSeat, tbAt sql.NullInt64
			err := row.Scan(&m.Seq, &m.Seat, &m.Move, &at, &tbSeq, &tbSeat, &tbAt)
			m.At = fromMS(at)
			if tbSeq.Valid {
				m.TakenBack = &TakeBack{Seq: int(tbSeq.Int64), Move: m.Seq, Seat: int(tbSeat.Int64), At: fromMS(tbAt.Int64)}
			}
			return m, err
		})
}

func (s *sqlStore) SeatEvents(ctx context.Context, tableID string) ([]SeatEvent, error) {
	return queryAll(ctx, s, `SELECT seq, seat, what, at FROM seat_events WHERE table_id = ? ORDER BY seq`, []any{tableID},
		func(row interface{ Scan(...any) error }) (SeatEvent, error) {
			var e SeatEvent
			var at int64
			err := row.Scan(&e.Seq, &e.Seat, &e.What, &at)
			e.At = fromMS(at)
			return e, err
		})
}

func (s *sqlStore) Ping(ctx context.Context) error { return s.db.PingContext(ctx) }

func (s *sqlStore) Close() error {
	s.moves.close()
	return s.db.Close()
}
