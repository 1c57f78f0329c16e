package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// OpenSQLite opens (creating if needed) the database karnak.db in dir.
//
// WAL with synchronous=NORMAL: a commit is in the operating system's hands
// when AppendMove returns, so killing the server loses no accepted move; only
// a power cut may lose the last few commits.
func OpenSQLite(ctx context.Context, dir string) (Store, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	dsn := "file:" + filepath.Join(dir, "karnak.db") +
		"?_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_pragma=busy_timeout(10000)"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	// SQLite has one writer at a time; one connection avoids busy retries.
	db.SetMaxOpenConns(1)
	s := &sqlStore{db: db, d: dialect{name: "sqlite", isConflict: func(err error) bool {
		var e *sqlite.Error
		if errors.As(err, &e) {
			code := e.Code()
			return code == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY || code == sqlite3.SQLITE_CONSTRAINT_UNIQUE
		}
		return false
	}}}
	if err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// OpenPostgres connects to the PostgreSQL database at url (postgres://…).
func OpenPostgres(ctx context.Context, url string) (Store, error) {
	db, err := sql.Open("pgx", url)
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	db.SetMaxOpenConns(16)
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: %w", err)
	}
	s := &sqlStore{db: db, d: dialect{name: "postgres", dollar: true, isConflict: func(err error) bool {
		var e *pgconn.PgError
		return errors.As(err, &e) && e.Code == "23505"
	}}}
	if err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// Open picks the database: a postgres:// URL when db is given, else SQLite
// under dataDir.
func Open(ctx context.Context, db, dataDir string) (Store, error) {
	if strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://") {
		return OpenPostgres(ctx, db)
	}
	if db != "" {
		return nil, fmt.Errorf("store: --db %q: expected a postgres:// URL", db)
	}
	return OpenSQLite(ctx, dataDir)
}
