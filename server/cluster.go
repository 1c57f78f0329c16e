package server

import (
	"karnak/store"
)

// Several nodes may serve one shared store (PostgreSQL): any node takes
// any table's moves, and the store's transaction orders them (a sequence
// number taken twice is a conflict). Each node keeps the tables it serves
// in memory, so it listens for what the others store (store.Watcher) and
// reads a table again when another node changed it; its watchers are
// woken as for a move of its own. A node that may have missed a word (at
// the start of the watch, after a lost connection) reads every table it
// holds again.

// watchStore runs until the server closes, when the store is shared.
func (s *Server) watchStore() {
	w, ok := s.store.(store.Watcher)
	if !ok || !store.Watches(s.store) {
		return
	}
	if err := w.Watch(s.ctx, s.heard, s.resync); err != nil {
		s.log.Error("watching the store for other nodes' changes", "err", err)
	}
}

// heard: c was stored, by this node or another. A change memory already
// holds (this node's own move) is nothing new.
func (s *Server) heard(c store.Change) {
	s.mu.Lock()
	t := s.tables[c.Table]
	s.mu.Unlock()
	if t == nil {
		return // not served here: read from the store when first asked for
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if c.Seq > 0 && t.stored >= c.Seq {
		return
	}
	s.reload(t)
}

// resync reads every table held again.
func (s *Server) resync() {
	s.mu.Lock()
	held := make([]*table, 0, len(s.tables))
	for _, t := range s.tables {
		held = append(held, t)
	}
	s.mu.Unlock()
	for _, t := range held {
		t.mu.Lock()
		s.reload(t)
		t.mu.Unlock()
	}
}

// reload makes t what the store holds, waking its watchers if that
// changed anything; a store that does not answer leaves t stale, to be
// read again before its next change.
func (s *Server) reload(t *table) {
	if err := t.reloadLocked(s.store); err != nil {
		s.log.Warn("reading a table changed by another node", "table", t.id, "err", err)
	}
}
