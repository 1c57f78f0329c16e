// Package storetest holds what the tests of several packages need to reach
// the test databases.
package storetest

import (
	"os"
	"testing"
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
