package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	_ "modernc.org/sqlite"             // registers the "sqlite" driver
)

// OpenSQLite opens (creating if needed) the database karnak.db in dir.
//
// WAL with synchronous=NORMAL: a commit is in the operating system's hands
// when AppendMove returns, so killing the server loses no accepted move; only
// a power cut may lose the last few commits.
//
// The database holds password hashes, session and seat token hashes and the
// seeds of running games: only its owner may read it. A new directory and
// the files are made private, also when an older version left the files
// readable; SQLite gives its -wal and -shm files the database file's mode.
func OpenSQLite(ctx context.Context, dir string) (Store, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	path := filepath.Join(dir, "karnak.db")
	if err := privateFiles(path); err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	dsn := "file:" + path +
		"?_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_pragma=busy_timeout(10000)"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	// SQLite has one writer at a time; one connection avoids busy retries.
	db.SetMaxOpenConns(1)
	s := &sqlStore{db: db, d: sqliteDialect}
	if _, err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	s.moves = newMoveWriter(s)
	return s, nil
}

func privateFiles(db string) error {
	f, err := os.OpenFile(db, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return err
	}
	f.Close()
	for _, p := range []string{db, db + "-wal", db + "-shm"} {
		if err := os.Chmod(p, 0o600); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	return nil
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
	s := &sqlStore{db: db, d: postgresDialect}
	if _, err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	var schema string
	if err := db.QueryRowContext(ctx, `SELECT current_schema()`).Scan(&schema); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: %w", err)
	}
	s.channel = changeChannel(schema)
	s.moves = newMoveWriter(s)
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
