package server

import (
	"net/http"
	"strings"

	"karnak/engine"
)

// glossaryKind is one kind of piece on a rules page, with its entries in
// the game's order.
type glossaryKind struct {
	ID, Title string
	Open      bool
	Entries   []engine.Entry
}

// cardKinds are the kinds a rules page opens at once: the cards players
// hold and read most.
var cardKinds = map[string]bool{"decree": true, "blessing": true, "technology": true, "starting card": true, "destiny card": true}

// rulesPage is GET /rules/{game}: the game's rules in short, in our own
// words, and every entry of its glossary grouped by kind, in the order the
// game lists them. ?from=<table id> gives a link back to that table.
func (s *Server) rulesPage(w http.ResponseWriter, r *http.Request) {
	g, err := engine.Lookup(r.PathValue("game"))
	if err != nil {
		s.message(w, r, http.StatusNotFound, "No such game", "There is no game of that name here.")
		return
	}
	d := g.Descriptor()
	data := struct {
		page
		GameTitle, Players, Back string
		Summary                  any
		Kinds                    []glossaryKind
	}{page: s.pageFor(r, "Rules of "+d.Title), GameTitle: d.Title, Players: sentence(d.Players.String())}
	if from := r.URL.Query().Get("from"); validID(from) {
		data.Back = "/t/" + from
	}
	if sum, ok := s.pages.RulesSummary(g.Name()); ok {
		data.Summary = sum
	}
	at := map[string]int{}
	for _, e := range engine.Entries(g) {
		i, ok := at[e.Kind]
		if !ok {
			i = len(data.Kinds)
			at[e.Kind] = i
			data.Kinds = append(data.Kinds, glossaryKind{ID: strings.ReplaceAll(e.Kind, " ", "-"), Title: kindTitle(e.Kind), Open: cardKinds[e.Kind]})
		}
		data.Kinds[i].Entries = append(data.Kinds[i].Entries, e)
	}
	s.render(w, r, http.StatusOK, "rules", data)
}

// kindTitle is a glossary kind as a heading: "decree" → "Decrees".
func kindTitle(kind string) string {
	switch {
	case strings.HasSuffix(kind, "s"):
	case strings.HasSuffix(kind, "y") && !strings.HasSuffix(kind, "ay"):
		kind = kind[:len(kind)-1] + "ies"
	default:
		kind += "s"
	}
	return sentence(kind)
}

// validID reports whether id looks like a table id: short, letters and
// digits only (it is put into a link).
func validID(id string) bool {
	if id == "" || len(id) > 40 {
		return false
	}
	for _, c := range id {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}
