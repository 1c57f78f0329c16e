package server

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
)

// A request whose client hung up is no failure of the server's: it is not
// logged as an error (a cluster benchmark's end, or a player closing the
// tab, would fill a node's log with them), while a real failure still is.
func TestClientGoneIsNotAnError(t *testing.T) {
	var logs bytes.Buffer
	h := startSet(t, func(c *Config) { c.Log = slog.New(slog.NewTextHandler(&logs, nil)) })
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	gone := httptest.NewRequest("GET", "/api/tables/x/events", nil).WithContext(ctx)
	h.srv.writeErr(httptest.NewRecorder(), gone, fmt.Errorf("reading the table: %w", context.Canceled))
	if strings.Contains(logs.String(), "level=ERROR") {
		t.Errorf("a client that hung up was logged as an error:\n%s", logs.String())
	}
	live := httptest.NewRequest("GET", "/api/tables/x/events", nil)
	rec := httptest.NewRecorder()
	h.srv.writeErr(rec, live, errors.New("the disk is on fire"))
	if rec.Code != 500 || !strings.Contains(logs.String(), "level=ERROR") {
		t.Errorf("a failure with the client still there: code %d, logs:\n%s", rec.Code, logs.String())
	}
}
