package server

import (
	"net/http"
	"testing"
)

// The glossary is served read-only to anyone, whole or one entry, and an
// unknown game, ref or method is refused.
func TestGlossaryEndpoint(t *testing.T) {
	h := start(t, t.TempDir())
	var all GlossaryReply
	if code := h.call("GET", "/api/games/tekhenu/glossary", nil, &all); code != http.StatusOK {
		t.Fatalf("GET glossary: %d", code)
	}
	if all.Game != "tekhenu" || len(all.Entries) < 200 {
		t.Fatalf("tekhenu's glossary: %q with %d entries", all.Game, len(all.Entries))
	}
	var one GlossaryReply
	if code := h.call("GET", "/api/games/tekhenu/glossary?ref=l12", nil, &one); code != http.StatusOK || len(one.Entries) != 1 ||
		one.Entries[0].Ref != "L12" || one.Entries[0].Effect == "" || one.Entries[0].Kind != "decree" {
		t.Fatalf("GET ?ref=l12: %d %+v", code, one)
	}
	var bidding GlossaryReply
	if code := h.call("GET", "/api/games/bidding/glossary?ref=bid", nil, &bidding); code != http.StatusOK || bidding.Entries[0].Name == "" {
		t.Fatalf("the test game's glossary: %d %+v", code, bidding)
	}
	for _, path := range []string{"/api/games/chess/glossary", "/api/games/tekhenu/glossary?ref=L25"} {
		var e apiError
		if code := h.call("GET", path, nil, &e); code != http.StatusNotFound || e.Error == "" {
			t.Errorf("GET %s: %d %q, want 404 with a reason", path, code, e.Error)
		}
	}
	if code := h.call("POST", "/api/games/tekhenu/glossary", "{}", nil); code != http.StatusMethodNotAllowed {
		t.Errorf("POST glossary: %d, want 405", code)
	}
}
