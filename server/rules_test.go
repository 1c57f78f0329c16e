package server

import (
	"html"
	"io"
	"net/http"
	"strings"
	"testing"

	"karnak/engine"
)

func getPage(t *testing.T, h *harness, path string) (int, string) {
	t.Helper()
	resp, err := http.Get(h.http.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, html.UnescapeString(string(body))
}

// The rules page of a game: our summary of its rules, and every entry of
// its glossary under its kind, with the entry's name, cost, timing and
// effect; a link back to the table it was opened from, and only to a
// table.
func TestRulesPage(t *testing.T) {
	h := start(t, t.TempDir())
	code, page := getPage(t, h, "/rules/tekhenu?from=abc123")
	if code != 200 {
		t.Fatalf("GET /rules/tekhenu: %d", code)
	}
	for _, want := range []string{"How to play Tekhenu: Obelisk of the Sun", "Your turn", "Maat", "Scoring", `href="/t/abc123"`, "Decrees (28)", "Technologies (29)"} {
		if !strings.Contains(page, want) {
			t.Errorf("the rules page lacks %q", want)
		}
	}
	g, _ := engine.Lookup("tekhenu")
	entries := engine.Entries(g)
	if len(entries) < 200 {
		t.Fatalf("only %d glossary entries", len(entries))
	}
	for _, e := range entries {
		for _, part := range []string{`id="ref-` + e.Ref + `"`, e.Name, e.Effect, e.Cost, e.Timing} {
			if !strings.Contains(page, part) {
				t.Errorf("%s (%s): the page lacks %q", e.Ref, e.Kind, part)
			}
		}
		// Under its own kind: the entry comes after its kind's heading and
		// before the next one.
		head := strings.Index(page, `id="kind-`+strings.ReplaceAll(e.Kind, " ", "-")+`"`)
		at := strings.Index(page, `id="ref-`+e.Ref+`"`)
		if head < 0 || at < head || strings.Contains(page[head+1:at], "<details") {
			t.Errorf("%s is not listed under %s", e.Ref, e.Kind)
		}
	}
	if code, _ := getPage(t, h, "/rules/chess"); code != 404 {
		t.Errorf("rules of an unknown game: %d", code)
	}
	if _, page := getPage(t, h, `/rules/tekhenu?from=%22%3E%3Cscript%3E`); strings.Contains(page, "Back to the table") {
		t.Error("a link back to something that is not a table")
	}
}
