package server

import (
	"net/http"

	"karnak/engine"
)

// GlossaryReply is a game's glossary (engine.Glossary): what every card,
// tile and board space its views and moves name does, in players' words.
type GlossaryReply struct {
	Game    string         `json:"game"`
	Entries []engine.Entry `json:"entries"`
}

// apiGlossary answers GET /api/games/{game}/glossary[?ref=L12]: the whole
// glossary, or the one entry of ref (found regardless of case). It is the
// same for everyone and tells nothing about any table.
func (s *Server) apiGlossary(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("game")
	g, err := engine.Lookup(name)
	if err != nil {
		writeJSON(w, http.StatusNotFound, apiError{Error: "no such game"})
		return
	}
	entries := engine.Entries(g)
	if entries == nil {
		writeJSON(w, http.StatusNotFound, apiError{Error: "game " + name + " has no glossary"})
		return
	}
	if ref := r.URL.Query().Get("ref"); ref != "" {
		e, ok := engine.Explain(g, ref)
		if !ok {
			writeJSON(w, http.StatusNotFound, apiError{Error: "game " + name + " has no piece " + ref})
			return
		}
		entries = []engine.Entry{e}
	}
	writeJSON(w, http.StatusOK, GlossaryReply{Game: name, Entries: entries})
}
