// Package storetest holds what the tests of several packages need to reach
// the test databases.
package storetest

import (
	"database/sql"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
)

// PostgresURL is the PostgreSQL database for tests, from
// KARNAK_TEST_POSTGRES (scripts/test starts one and sets it). Without it
// the test is skipped — or fails when KARNAK_REQUIRE_POSTGRES says a
// database must be there, as in CI.
func PostgresURL(t testing.TB) string {
	t.Helper()
	url := os.Getenv("KARNAK_TEST_POSTGRES")
	if url == "" {
		if os.Getenv("KARNAK_REQUIRE_POSTGRES") != "" {
			t.Fatal("KARNAK_REQUIRE_POSTGRES is set but KARNAK_TEST_POSTGRES names no database")
		}
		t.Skip("KARNAK_TEST_POSTGRES not set; scripts/test runs this against a real server")
	}
	return url
}

// PostgresSchema gives the test a schema of its own in the test database
// (skipping or failing as PostgresURL does), dropped with everything in it
// when the test ends, and returns a URL whose connections work in it: a
// test starts from an empty database, whatever others left or are doing.
func PostgresSchema(t testing.TB) string {
	t.Helper()
	base := PostgresURL(t)
	schema := fmt.Sprintf("test_%d_%d", time.Now().UnixNano(), rand.N(1000000))
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := admin.Exec("CREATE SCHEMA " + schema); err != nil {
		admin.Close()
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if _, err := admin.Exec("DROP SCHEMA " + schema + " CASCADE"); err != nil {
			t.Errorf("dropping the test's schema %s: %v", schema, err)
		}
		admin.Close()
	})
	dsn := withSearchPath(base, schema)
	// A search_path the server did not take would let the test write to
	// the shared schema, and leave there what the next test trips on.
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var current string
	if err := db.QueryRow("SELECT current_schema()").Scan(&current); err != nil || current != schema {
		t.Fatalf("connections to %s work in schema %q (%v), want %s", dsn, current, err, schema)
	}
	return dsn
}

// withSearchPath is dsn, a URL or key=value pairs, with its connections'
// search_path set to schema.
func withSearchPath(dsn, schema string) string {
	if u, err := url.Parse(dsn); err == nil && (u.Scheme == "postgres" || u.Scheme == "postgresql") {
		q := u.Query()
		q.Set("search_path", schema)
		u.RawQuery = q.Encode()
		return u.String()
	}
	return dsn + " search_path=" + schema
}
