package storetest

import "testing"

// The schema is named in either form of connection string pgx reads, and
// what was there stays.
func TestWithSearchPath(t *testing.T) {
	for _, c := range []struct{ dsn, want string }{
		{"postgres://u@h:5432/db?sslmode=disable", "postgres://u@h:5432/db?search_path=s1&sslmode=disable"},
		{"postgresql://u@h/db", "postgresql://u@h/db?search_path=s1"},
		{"postgres://u@h/db?search_path=public", "postgres://u@h/db?search_path=s1"},
		{"host=h dbname=db sslmode=disable", "host=h dbname=db sslmode=disable search_path=s1"},
	} {
		if got := withSearchPath(c.dsn, "s1"); got != c.want {
			t.Errorf("withSearchPath(%q) = %q, want %q", c.dsn, got, c.want)
		}
	}
}
