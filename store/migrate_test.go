package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"karnak/store/storetest"
)

// Every migration test runs on a database of its own, in SQLite and (when
// there is one) in PostgreSQL: a new directory, or a new schema.

type testDB struct {
	open func() (Store, error)
	raw  *sql.DB // the same database, bypassing the store
	d    dialect
}

// exec runs statements written with ? placeholders on the raw database.
func (db testDB) exec(t *testing.T, stmts ...string) {
	t.Helper()
	for _, st := range stmts {
		if _, err := db.raw.Exec(db.d.rewrite(st)); err != nil {
			t.Fatalf("%s: %v", st, err)
		}
	}
}

func (db testDB) applied(t *testing.T) []int {
	t.Helper()
	rows, err := db.raw.Query(`SELECT version FROM schema_migrations ORDER BY version`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []int
	for rows.Next() {
		var v int
		if err := rows.Scan(&v); err != nil {
			t.Fatal(err)
		}
		out = append(out, v)
	}
	return out
}

func eachDatabase(t *testing.T, test func(t *testing.T, db testDB)) {
	t.Run("sqlite", func(t *testing.T) {
		dir := t.TempDir()
		raw, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "karnak.db")+"?_pragma=busy_timeout(10000)")
		if err != nil {
			t.Fatal(err)
		}
		defer raw.Close()
		test(t, testDB{open: func() (Store, error) { return OpenSQLite(context.Background(), dir) }, raw: raw, d: sqliteDialect})
	})
	t.Run("postgres", func(t *testing.T) {
		dsn := storetest.PostgresSchema(t)
		raw, err := sql.Open("pgx", dsn)
		if err != nil {
			t.Fatal(err)
		}
		defer raw.Close()
		test(t, testDB{open: func() (Store, error) { return OpenPostgres(context.Background(), dsn) }, raw: raw, d: postgresDialect})
	})
}

func allVersions() []int {
	var out []int
	for _, m := range migrations {
		out = append(out, m.version)
	}
	return out
}

func TestMigrationFiles(t *testing.T) {
	for i, m := range migrations {
		if m.version != i+1 || m.name == "" || len(m.stmts) == 0 {
			t.Errorf("migration %d: %+v", i+1, m)
		}
	}
	if latestVersion() < 3 || migrations[1].name != "rules_version" || migrations[2].name != "take_backs" {
		t.Errorf("migrations: %d, the second %q, the third %q", latestVersion(), migrations[1].name, migrations[2].name)
	}
	bad := map[string]fstest.MapFS{
		"a gap":       {"migrations/0001_a.sql": {Data: []byte("SELECT 1;")}, "migrations/0003_c.sql": {Data: []byte("SELECT 1;")}},
		"no name":     {"migrations/0001.sql": {Data: []byte("SELECT 1;")}},
		"not counted": {"migrations/one_a.sql": {Data: []byte("SELECT 1;")}},
	}
	for what, files := range bad {
		if _, err := loadMigrations(files); err == nil {
			t.Errorf("migration files with %s accepted", what)
		}
	}
	got := statements("-- a comment; with a semicolon\nCREATE TABLE a (x TEXT); -- trailing\n\nCREATE INDEX b ON a (x);\n")
	if len(got) != 2 || got[0] != "CREATE TABLE a (x TEXT)" || got[1] != "CREATE INDEX b ON a (x)" {
		t.Errorf("statements: %q", got)
	}
}

// A new database gets every migration, each recorded once; opening it
// again runs none.
func TestMigrationsOnNewDatabase(t *testing.T) {
	eachDatabase(t, func(t *testing.T, db testDB) {
		ctx := context.Background()
		s, err := db.open()
		if err != nil {
			t.Fatal(err)
		}
		if got := db.applied(t); !slices.Equal(got, allVersions()) {
			t.Fatalf("recorded migrations %v, want %v", got, allVersions())
		}
		var name string
		var at int64
		if err := db.raw.QueryRow(`SELECT name, applied_at FROM schema_migrations WHERE version = 2`).Scan(&name, &at); err != nil ||
			name != "rules_version" || time.Since(fromMS(at)) > time.Hour {
			t.Fatalf("migration 2 recorded as %q at %v: %v", name, fromMS(at), err)
		}
		tb := sampleTable("fresh")
		tb.RulesVersion = 0 // a caller that does not say: the first version
		if err := s.CreateTable(ctx, tb); err != nil {
			t.Fatal(err)
		}
		if got, err := s.Table(ctx, tb.ID); err != nil || got.RulesVersion != 1 {
			t.Fatalf("rules version read back as %d: %v", got.RulesVersion, err)
		}
		ran, err := s.(*sqlStore).migrate(ctx)
		if err != nil || len(ran) != 0 {
			t.Fatalf("migrating an up-to-date database ran %v: %v", ran, err)
		}
		s.Close()
		if s, err = db.open(); err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		if ran, err := s.(*sqlStore).migrate(ctx); err != nil || len(ran) != 0 {
			t.Fatalf("after reopening, migrating ran %v: %v", ran, err)
		}
		if got := db.applied(t); !slices.Equal(got, allVersions()) {
			t.Fatalf("recorded migrations after reopening %v", got)
		}
	})
}

// todaysSchema is the exact schema the code made before migrations were
// recorded, as it made a new database: its CREATE statements, then the
// columns it added, the name keys' index and the later indexes.
var todaysSchema = []string{
	`CREATE TABLE IF NOT EXISTS users (
		id TEXT PRIMARY KEY,
		name TEXT NOT NULL UNIQUE,
		hash TEXT NOT NULL,
		guest BOOLEAN NOT NULL,
		created BIGINT NOT NULL)`,
	`CREATE TABLE IF NOT EXISTS sessions (
		token_hash TEXT PRIMARY KEY,
		user_id TEXT NOT NULL,
		expires BIGINT NOT NULL)`,
	`CREATE TABLE IF NOT EXISTS tables (
		id TEXT PRIMARY KEY,
		game TEXT NOT NULL,
		options TEXT NOT NULL,
		seed BIGINT NOT NULL,
		creator TEXT NOT NULL,
		created BIGINT NOT NULL,
		updated BIGINT NOT NULL,
		status TEXT NOT NULL,
		result TEXT NOT NULL)`,
	`CREATE INDEX IF NOT EXISTS tables_status ON tables (status, created)`,
	`CREATE TABLE IF NOT EXISTS seats (
		table_id TEXT NOT NULL,
		seat INTEGER NOT NULL,
		kind TEXT NOT NULL,
		token_hash TEXT NOT NULL,
		user_id TEXT NOT NULL,
		name TEXT NOT NULL,
		PRIMARY KEY (table_id, seat))`,
	`CREATE TABLE IF NOT EXISTS moves (
		table_id TEXT NOT NULL,
		seq INTEGER NOT NULL,
		seat INTEGER NOT NULL,
		move TEXT NOT NULL,
		at BIGINT NOT NULL,
		PRIMARY KEY (table_id, seq))`,
	`CREATE TABLE IF NOT EXISTS seat_events (
		table_id TEXT NOT NULL,
		seq INTEGER NOT NULL,
		seat INTEGER NOT NULL,
		what TEXT NOT NULL,
		at BIGINT NOT NULL)`,
	`CREATE INDEX IF NOT EXISTS seat_events_table ON seat_events (table_id, seq)`,
	// added since the first release
	`ALTER TABLE tables ADD COLUMN seed_nonce TEXT NOT NULL DEFAULT ''`,
	`ALTER TABLE tables ADD COLUMN seed_chosen BOOLEAN NOT NULL DEFAULT FALSE`,
	`ALTER TABLE users ADD COLUMN name_key TEXT NOT NULL DEFAULT ''`,
	`CREATE UNIQUE INDEX IF NOT EXISTS users_by_name_key ON users (name_key)`,
	`CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id, expires)`,
	`CREATE INDEX IF NOT EXISTS seats_user ON seats (user_id)`,
}

// A database made by the code of before migrations keeps every row, takes
// the new migrations and reads its tables as played under rules version 1.
func TestMigrationsUpgradeTodaysDatabase(t *testing.T) {
	eachDatabase(t, func(t *testing.T, db testDB) {
		ctx := context.Background()
		db.exec(t, todaysSchema...)
		db.exec(t,
			`INSERT INTO users (id, name, name_key, hash, guest, created) VALUES ('u1', 'Ana', 'ana', '$argon2id$x', FALSE, 1000)`,
			`INSERT INTO users (id, name, name_key, hash, guest, created) VALUES ('u2', 'guest-7', 'guest-7', '', TRUE, 2000)`,
			`INSERT INTO sessions (token_hash, user_id, expires) VALUES ('s1', 'u1', 9000000000000)`,
			`INSERT INTO tables (id, game, options, seed, seed_nonce, seed_chosen, creator, created, updated, status, result)
				VALUES ('t1', 'tekhenu', '{"players":"2"}', -5, 'nonce', TRUE, 'u1', 3000, 4000, 'active', '')`,
			`INSERT INTO tables (id, game, options, seed, seed_nonce, seed_chosen, creator, created, updated, status, result)
				VALUES ('t2', 'tekhenu', '{"players":"2"}', 7, 'n2', FALSE, '', 3500, 5000, 'finished', '{"winner":1}')`,
			`INSERT INTO seats (table_id, seat, kind, token_hash, user_id, name) VALUES ('t1', 0, 'human', 'h0', 'u1', 'Ana')`,
			`INSERT INTO seats (table_id, seat, kind, token_hash, user_id, name) VALUES ('t1', 1, 'random', 'h1', '', 'random')`,
			`INSERT INTO moves (table_id, seq, seat, move, at) VALUES ('t1', 1, 0, 'take ra white 4', 3100)`,
			`INSERT INTO moves (table_id, seq, seat, move, at) VALUES ('t1', 2, 1, 'act ra', 3200)`,
			`INSERT INTO seat_events (table_id, seq, seat, what, at) VALUES ('t1', 2, 1, 'replaced by random', 3300)`,
		)
		s, err := db.open()
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		if got := db.applied(t); !slices.Equal(got, allVersions()) {
			t.Fatalf("recorded migrations %v, want %v", got, allVersions())
		}
		checkTodaysRows(t, s)
		ran, err := s.(*sqlStore).migrate(ctx)
		if err != nil || len(ran) != 0 {
			t.Fatalf("migrating again ran %v: %v", ran, err)
		}
	})
}

func checkTodaysRows(t *testing.T, s Store) {
	t.Helper()
	ctx := context.Background()
	if u, err := s.UserByName(ctx, "ANA"); err != nil || u.ID != "u1" || u.Hash != "$argon2id$x" || u.Guest || u.Created != fromMS(1000) {
		t.Errorf("user u1: %+v %v", u, err)
	}
	if u, err := s.SessionUser(ctx, "s1", time.Now()); err != nil || u.ID != "u1" {
		t.Errorf("session s1: %+v %v", u, err)
	}
	if u, err := s.UserByID(ctx, "u2"); err != nil || !u.Guest {
		t.Errorf("guest u2: %+v %v", u, err)
	}
	t1, err := s.Table(ctx, "t1")
	if err != nil {
		t.Fatal(err)
	}
	if t1.Seed != 1<<64-5 || t1.SeedNonce != "nonce" || !t1.SeedChosen || t1.Creator != "u1" || t1.Options["players"] != "2" ||
		t1.Created != fromMS(3000) || t1.Updated != fromMS(4000) || t1.Status != "active" || t1.RulesVersion != 1 {
		t.Errorf("table t1: %+v", t1)
	}
	if len(t1.Seats) != 2 || t1.Seats[0] != (Seat{Seat: 0, Kind: "human", TokenHash: "h0", UserID: "u1", Name: "Ana"}) || t1.Seats[1].Kind != "random" {
		t.Errorf("seats of t1: %+v", t1.Seats)
	}
	moves, err := s.Moves(ctx, "t1")
	if err != nil || len(moves) != 2 || moves[1] != (Move{Seq: 2, Seat: 1, Move: "act ra", At: fromMS(3200)}) {
		t.Errorf("moves of t1: %+v %v", moves, err)
	}
	evs, err := s.SeatEvents(ctx, "t1")
	if err != nil || len(evs) != 1 || evs[0].What != "replaced by random" {
		t.Errorf("seat events of t1: %+v %v", evs, err)
	}
	finished, err := s.Tables(ctx, "finished", 0)
	if err != nil || len(finished) != 1 || finished[0].ID != "t2" || finished[0].Result != `{"winner":1}` || finished[0].RulesVersion != 1 {
		t.Errorf("finished tables: %+v %v", finished, err)
	}
}

// A database older still, made before the columns added since the first
// release, is caught up by the first migration: the columns are added,
// and the accounts get their name keys, the older keeping a name that
// folds alike.
func TestMigrationsUpgradeFirstRelease(t *testing.T) {
	eachDatabase(t, func(t *testing.T, db testDB) {
		ctx := context.Background()
		first := slices.DeleteFunc(slices.Clone(todaysSchema), func(st string) bool {
			return strings.HasPrefix(st, "ALTER") || strings.Contains(st, "name_key") || strings.Contains(st, "sessions_user") || strings.Contains(st, "seats_user")
		})
		db.exec(t, first...)
		for i, name := range []string{"Ana", "ana", "Bo"} {
			db.exec(t, fmt.Sprintf(`INSERT INTO users (id, name, hash, guest, created) VALUES ('old%d', '%s', 'h', FALSE, %d)`, i, name, i))
		}
		db.exec(t, `INSERT INTO tables (id, game, options, seed, creator, created, updated, status, result)
			VALUES ('t', 'tekhenu', '{}', 1, '', 1, 1, 'active', '')`)
		s, err := db.open()
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		for name, id := range map[string]string{"ANA": "old0", "bo": "old2"} {
			if u, err := s.UserByName(ctx, name); err != nil || u.ID != id {
				t.Errorf("%s: %+v %v, want %s", name, u, err, id)
			}
		}
		if u, err := s.UserByID(ctx, "old1"); err != nil || u.Name != "ana" {
			t.Errorf("the younger look-alike account: %+v %v", u, err)
		}
		if err := s.CreateUser(ctx, User{ID: "new", Name: "BO", Created: time.Now()}); !errors.Is(err, ErrConflict) {
			t.Errorf("a name folding like an old one: %v", err)
		}
		if tb, err := s.Table(ctx, "t"); err != nil || tb.SeedNonce != "" || tb.SeedChosen || tb.RulesVersion != 1 {
			t.Errorf("old table: %+v %v", tb, err)
		}
		if got := db.applied(t); !slices.Equal(got, allVersions()) {
			t.Fatalf("recorded migrations %v", got)
		}
	})
}

// A database a newer program migrated further is refused, and left as it
// was.
func TestMigrationsRefuseNewerSchema(t *testing.T) {
	eachDatabase(t, func(t *testing.T, db testDB) {
		s, err := db.open()
		if err != nil {
			t.Fatal(err)
		}
		s.Close()
		future := latestVersion() + 1
		db.exec(t, fmt.Sprintf(`INSERT INTO schema_migrations (version, name, applied_at) VALUES (%d, 'from_the_future', 0)`, future))
		s, err = db.open()
		if err == nil {
			s.Close()
			t.Fatal("a database with a newer schema was opened")
		}
		if !errors.Is(err, ErrNewerSchema) || !strings.Contains(err.Error(), "from_the_future") {
			t.Fatalf("refusal: %v", err)
		}
		if got := db.applied(t); !slices.Equal(got, append(allVersions(), future)) {
			t.Fatalf("recorded migrations after the refusal %v", got)
		}
	})
}

// A migration that fails leaves nothing of itself: neither its changes
// nor its record.
func TestFailedMigrationLeavesNothing(t *testing.T) {
	eachDatabase(t, func(t *testing.T, db testDB) {
		ctx := context.Background()
		s, err := db.open()
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		bad := migration{version: latestVersion() + 1, name: "bad", stmts: []string{
			`CREATE TABLE half_made (x TEXT)`,
			`INSERT INTO no_such_table VALUES (1)`,
		}}
		ss := s.(*sqlStore)
		conn, err := ss.db.Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ss.apply(ctx, conn, bad); err == nil {
			t.Fatal("a failing migration applied")
		}
		conn.Close()
		if got := db.applied(t); !slices.Equal(got, allVersions()) {
			t.Fatalf("recorded migrations %v", got)
		}
		var n int
		if err := db.raw.QueryRow(db.d.rewrite(db.d.hasColumn), "half_made", "x").Scan(&n); err != nil || n != 0 {
			t.Fatalf("the failed migration's table is there: %d %v", n, err)
		}
	})
}

// describe lists a database's columns and indexes, one line each, from the
// database's own catalogue.
func (db testDB) describe(t *testing.T) []string {
	t.Helper()
	queries := map[string][]string{
		"sqlite": {
			`SELECT m.name || '.' || p.name || ' ' || p.type || ' notnull=' || p."notnull" || ' default=' || COALESCE(p.dflt_value, 'none') || ' pk=' || p.pk
				FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table' ORDER BY m.name, p.cid`,
			`SELECT m.name || ' index ' || l.name || ' unique=' || l."unique" || ' on ' || group_concat(i.name, ',')
				FROM sqlite_master m, pragma_index_list(m.name) l, pragma_index_info(l.name) i WHERE m.type = 'table'
				GROUP BY m.name, l.name, l."unique" ORDER BY l.name`,
		},
		"postgres": {
			`SELECT table_name || '.' || column_name || ' ' || data_type || ' nullable=' || is_nullable || ' default=' || COALESCE(column_default, 'none')
				FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
			`SELECT indexname || ' ' || indexdef FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname`,
		},
	}
	var out []string
	for _, q := range queries[db.d.name] {
		rows, err := db.raw.Query(q)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var line string
			if err := rows.Scan(&line); err != nil {
				t.Fatal(err)
			}
			out = append(out, line)
		}
		rows.Close()
	}
	return out
}

// The first migration makes exactly the schema of the code before
// migrations; the second adds tables.rules_version, the third
// moves.takes_back and its index, the fourth the table of bot leases, the
// fifth the table of hint jobs.
func TestBaselineIsTodaysSchema(t *testing.T) {
	eachDatabase(t, func(t *testing.T, db testDB) {
		db.exec(t, todaysSchema...)
		today := db.describe(t)
		if len(today) != 47 { // 36 columns, 11 indexes
			t.Fatalf("the catalogue shows %d columns and indexes: %q", len(today), today)
		}
		db.exec(t, `DROP TABLE users`, `DROP TABLE sessions`, `DROP TABLE tables`, `DROP TABLE seats`, `DROP TABLE moves`, `DROP TABLE seat_events`)
		s, err := db.open()
		if err != nil {
			t.Fatal(err)
		}
		s.Close()
		var migrated, added, takeBacks, leases, hints []string
		for _, line := range db.describe(t) {
			switch {
			case strings.Contains(line, "schema_migrations"):
			case strings.HasPrefix(line, "bot_leases"):
				leases = append(leases, line)
			case strings.HasPrefix(line, "hint_jobs"):
				hints = append(hints, line)
			case strings.HasPrefix(line, "tables.rules_version "):
				added = append(added, line)
			case strings.Contains(line, "takes_back"):
				takeBacks = append(takeBacks, line)
			default:
				migrated = append(migrated, line)
			}
		}
		if !slices.Equal(migrated, today) {
			t.Errorf("migrated schema:\n%s\nthe schema before migrations:\n%s", strings.Join(migrated, "\n"), strings.Join(today, "\n"))
		}
		if len(added) != 1 || !strings.Contains(added[0], "default=1") {
			t.Errorf("rules_version: %q", added)
		}
		// The column with its default, and the unique index on it.
		if len(takeBacks) != 2 || !strings.Contains(takeBacks[0], "default=0") || !strings.Contains(strings.ToLower(takeBacks[1]), "unique") {
			t.Errorf("takes_back: %q", takeBacks)
		}
		// Three columns and the primary key.
		if len(leases) != 4 {
			t.Errorf("bot_leases: %q", leases)
		}
		// Eight columns and the primary key.
		if len(hints) != 9 {
			t.Errorf("hint_jobs: %q", hints)
		}
	})
}
