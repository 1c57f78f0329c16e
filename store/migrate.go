package store

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"
)

// The schema is built by numbered migrations embedded in the binary:
// migrations/NNNN_name.sql, the same SQL for every database, and for the
// steps SQL cannot say a Go function of the same number (goSteps), run
// after its file. The table schema_migrations records each one applied
// (version, name, applied_at); opening a store applies the missing ones
// in order, each in its own transaction with its record, so a migration
// is applied entirely or not at all.
//
// Migrations are never edited once released: a change to the schema is a
// new file.

//go:embed migrations/*.sql
var migrationFiles embed.FS

// migration is one step of the schema.
type migration struct {
	version int
	name    string
	stmts   []string
	step    func(ctx context.Context, tx *sql.Tx, d dialect) error
}

// goSteps are the parts of migrations written in Go, by version.
var goSteps = map[int]func(ctx context.Context, tx *sql.Tx, d dialect) error{
	1: baselineCatchUp,
}

// migrations is every migration the binary knows, by version from 1.
var migrations = mustLoadMigrations(migrationFiles)

// ErrNewerSchema: the database was migrated by a newer program than this
// one, which must not write to it.
var ErrNewerSchema = errors.New("the database's schema is newer than this program")

func mustLoadMigrations(files fs.FS) []migration {
	ms, err := loadMigrations(files)
	if err != nil {
		panic(err) // embedded at build time: a test catches it first
	}
	return ms
}

// loadMigrations reads migrations/NNNN_name.sql: numbered from 1 without
// a gap, a Go step only where a file has its number.
func loadMigrations(files fs.FS) ([]migration, error) {
	names, err := fs.Glob(files, "migrations/*.sql")
	if err != nil {
		return nil, err
	}
	slices.Sort(names)
	var out []migration
	for i, p := range names {
		base := strings.TrimSuffix(path.Base(p), ".sql")
		num, name, ok := strings.Cut(base, "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || name == "" {
			return nil, fmt.Errorf("store: migration file %s: want NNNN_name.sql", p)
		}
		if v != i+1 {
			return nil, fmt.Errorf("store: migration file %s: version %d, want %d", p, v, i+1)
		}
		text, err := fs.ReadFile(files, p)
		if err != nil {
			return nil, err
		}
		out = append(out, migration{version: v, name: name, stmts: statements(string(text)), step: goSteps[v]})
	}
	for v := range goSteps {
		if v < 1 || v > len(out) {
			return nil, fmt.Errorf("store: Go step of migration %d has no migration file", v)
		}
	}
	return out, nil
}

// statements splits a migration file at the semicolons ending its
// statements, without its -- comments. (Migrations hold no semicolon or
// "--" inside a string.)
func statements(text string) []string {
	var b strings.Builder
	for _, line := range strings.Split(text, "\n") {
		if i := strings.Index(line, "--"); i >= 0 {
			line = line[:i]
		}
		b.WriteString(line)
		b.WriteByte('\n')
	}
	var out []string
	for _, st := range strings.Split(b.String(), ";") {
		if st = strings.TrimSpace(st); st != "" {
			out = append(out, st)
		}
	}
	return out
}

// latestVersion is the newest schema the binary knows.
func latestVersion() int { return migrations[len(migrations)-1].version }

const createMigrationsTable = `CREATE TABLE IF NOT EXISTS schema_migrations (
	version INTEGER PRIMARY KEY,
	name TEXT NOT NULL,
	applied_at BIGINT NOT NULL)`

// migrate brings the schema to the binary's newest version and returns the
// versions it applied (none when the database was up to date). It holds
// the dialect's lock meanwhile, so that servers starting together on one
// database migrate it once. A database migrated past the versions this
// binary knows is refused with ErrNewerSchema before anything is written.
func (s *sqlStore) migrate(ctx context.Context) ([]int, error) {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	defer conn.Close()
	if s.d.lock != "" {
		if _, err := conn.ExecContext(ctx, s.d.lock); err != nil {
			return nil, fmt.Errorf("store: locking the schema: %w", err)
		}
		defer conn.ExecContext(context.WithoutCancel(ctx), s.d.unlock)
	}
	if _, err := conn.ExecContext(ctx, createMigrationsTable); err != nil {
		return nil, fmt.Errorf("store: schema_migrations: %w", err)
	}
	applied, err := appliedMigrations(ctx, conn)
	if err != nil {
		return nil, err
	}
	latest := latestVersion()
	for _, a := range applied {
		if a.version > latest {
			return nil, fmt.Errorf("store: %w: it has migration %d (%s, applied %s) and this program knows migrations up to %d; run the newer karnak, an older one must not write to its database",
				ErrNewerSchema, a.version, a.name, a.at.Format(time.RFC3339), latest)
		}
	}
	var ran []int
	for _, m := range migrations {
		if slices.ContainsFunc(applied, func(a appliedMigration) bool { return a.version == m.version }) {
			continue
		}
		did, err := s.apply(ctx, conn, m)
		if err != nil {
			return ran, fmt.Errorf("store: migration %d (%s): %w", m.version, m.name, err)
		}
		if did {
			ran = append(ran, m.version)
		}
	}
	return ran, nil
}

type appliedMigration struct {
	version int
	name    string
	at      time.Time
}

func appliedMigrations(ctx context.Context, conn *sql.Conn) ([]appliedMigration, error) {
	rows, err := conn.QueryContext(ctx, `SELECT version, name, applied_at FROM schema_migrations ORDER BY version`)
	if err != nil {
		return nil, fmt.Errorf("store: reading schema_migrations: %w", err)
	}
	defer rows.Close()
	var out []appliedMigration
	for rows.Next() {
		var a appliedMigration
		var at int64
		if err := rows.Scan(&a.version, &a.name, &at); err != nil {
			return nil, fmt.Errorf("store: reading schema_migrations: %w", err)
		}
		a.at = fromMS(at)
		out = append(out, a)
	}
	return out, rows.Err()
}

// apply runs one migration and records it in one transaction (both
// databases take DDL in transactions). It does nothing, and says so, when
// another process recorded the migration since it was looked for.
func (s *sqlStore) apply(ctx context.Context, conn *sql.Conn, m migration) (bool, error) {
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return false, err
	}
	defer tx.Rollback()
	var done int
	if err := tx.QueryRowContext(ctx, s.q(`SELECT COUNT(*) FROM schema_migrations WHERE version = ?`), m.version).Scan(&done); err != nil {
		return false, err
	}
	if done > 0 {
		return false, nil
	}
	for _, st := range m.stmts {
		if _, err := tx.ExecContext(ctx, st); err != nil {
			return false, fmt.Errorf("%s: %w", firstLine(st), err)
		}
	}
	if m.step != nil {
		if err := m.step(ctx, tx, s.d); err != nil {
			return false, err
		}
	}
	if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)`),
		m.version, m.name, ms(time.Now())); err != nil {
		return false, err
	}
	return true, tx.Commit()
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// baselineCatchUp is the Go step of migration 1, for a database made
// before migrations were recorded, by a version that may predate some
// columns: it adds the columns such a database lacks, fills the name keys
// of accounts made before keys existed, and makes the keys unique. On a
// new database it only creates the index.
func baselineCatchUp(ctx context.Context, tx *sql.Tx, d dialect) error {
	added := []struct{ table, name, decl string }{
		{"tables", "seed_nonce", "TEXT NOT NULL DEFAULT ''"},
		{"tables", "seed_chosen", "BOOLEAN NOT NULL DEFAULT FALSE"},
		{"users", "name_key", "TEXT NOT NULL DEFAULT ''"},
	}
	for _, c := range added {
		var n int
		if err := tx.QueryRowContext(ctx, d.rewrite(d.hasColumn), c.table, c.name).Scan(&n); err != nil {
			return fmt.Errorf("looking for %s.%s: %w", c.table, c.name, err)
		}
		if n > 0 {
			continue
		}
		if _, err := tx.ExecContext(ctx, `ALTER TABLE `+c.table+` ADD COLUMN `+c.name+` `+c.decl); err != nil {
			return fmt.Errorf("adding %s.%s: %w", c.table, c.name, err)
		}
	}
	if err := fillNameKeys(ctx, tx, d, false); err != nil {
		return err
	}
	// Keys written before they were unique may collide: then every key is
	// settled again, oldest account first.
	var dup int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM (SELECT name_key FROM users GROUP BY name_key HAVING COUNT(*) > 1) AS d`).Scan(&dup); err != nil {
		return err
	}
	if dup > 0 {
		if err := fillNameKeys(ctx, tx, d, true); err != nil {
			return err
		}
	}
	_, err := tx.ExecContext(ctx, `CREATE UNIQUE INDEX IF NOT EXISTS users_by_name_key ON users (name_key)`)
	return err
}

// fillNameKeys gives the accounts made before name keys existed theirs (all:
// every account its key again). Of two old names that fold to one key, the
// older account keeps it; the other's key gets its id appended, so it no
// longer logs in by name (its sessions and seats stay).
func fillNameKeys(ctx context.Context, tx *sql.Tx, d dialect, all bool) error {
	type old struct{ id, name, key string }
	query := `SELECT id, name, name_key FROM users WHERE name_key = '' ORDER BY created, id`
	if all {
		query = `SELECT id, name, name_key FROM users ORDER BY created, id`
	}
	rows, err := tx.QueryContext(ctx, query)
	if err != nil {
		return fmt.Errorf("reading names: %w", err)
	}
	var users []old
	for rows.Next() {
		var u old
		if err := rows.Scan(&u.id, &u.name, &u.key); err != nil {
			rows.Close()
			return fmt.Errorf("reading names: %w", err)
		}
		users = append(users, u)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("reading names: %w", err)
	}
	seen := map[string]bool{}
	for _, u := range users {
		key := NameKey(u.name)
		if all && seen[key] {
			key += "#" + u.id
		} else if !all {
			var taken int
			if err := tx.QueryRowContext(ctx, d.rewrite(`SELECT COUNT(*) FROM users WHERE name_key = ?`), key).Scan(&taken); err != nil {
				return err
			}
			if taken > 0 {
				key += "#" + u.id
			}
		}
		seen[key] = true
		if key == u.key {
			continue
		}
		if _, err := tx.ExecContext(ctx, d.rewrite(`UPDATE users SET name_key = ? WHERE id = ?`), key, u.id); err != nil {
			return fmt.Errorf("name key of %s: %w", u.id, err)
		}
	}
	return nil
}
