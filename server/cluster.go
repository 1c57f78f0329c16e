package server

import (
	"context"
	"sync"
	"time"

	"karnak/store"
)

// Several nodes may serve one shared store (PostgreSQL): any node takes
// any table's moves, and the store's transaction orders them (a sequence
// number taken twice is a conflict). Each node keeps the tables it serves
// in memory: those it was asked for, those it created, and those whose
// bot lease lapsed, whose bots it may take over (a worker, which serves
// nobody, keeps every table in play: Config.HoldEveryTable). It listens
// for what the others store (store.Watcher) and reads a table it holds
// again when another node changed it; its watchers are woken as for a
// move of its own. A word about a table it does not hold is no business
// of this node's. A node that may have missed a word (at the start of the
// watch, after a lost connection) reads every table it holds again.

// watchStore runs until the server closes, when the store is shared.
func (s *Server) watchStore() {
	w, ok := s.store.(store.Watcher)
	if !ok || !store.Watches(s.store) {
		return
	}
	if err := w.Watch(s.ctx, s.hear, s.resync); err != nil {
		s.log.Error("watching the store for other nodes' changes", "err", err)
	}
}

// hear takes a word from the store's watch. The word of a table not held
// here is dropped at once, unless the node holds every table; of a table
// being read (lookup), it is noted for the read to catch up on. Each
// other word is handled on its own goroutine: a table busy storing a move
// of its own must not hold up the words for every other table. (The watch
// runs inside s.wg, so these Adds come before Close waits.)
func (s *Server) hear(c store.Change) {
	if !c.Hint && !s.cfg.HoldEveryTable {
		s.mu.Lock()
		held := s.tables[c.Table] != nil
		if note := s.loading[c.Table]; !held && note != nil {
			note.seq = max(note.seq, c.Seq)
			note.seats = note.seats || c.Seq == 0
		}
		s.mu.Unlock()
		if !held {
			return
		}
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		s.heard(c)
	}()
}

// heard: c was stored, by this node or another. A change memory already
// holds (this node's own move) is nothing new.
func (s *Server) heard(c store.Change) {
	if c.Hint {
		s.wakeHintJobs()
		return
	}
	s.mu.Lock()
	t := s.tables[c.Table]
	s.mu.Unlock()
	if t == nil {
		if !s.cfg.HoldEveryTable {
			return
		}
		// A table new to this worker: held from now on (an active one),
		// so that it plays its bots when their lease is free.
		ctx, cancel := storeCtx(context.Background())
		defer cancel()
		t, err := s.lookup(ctx, c.Table)
		if err != nil {
			s.log.Warn("reading a table another node changed", "table", c.Table, "err", err)
			return
		}
		// Two words may load it at once, and the one held may have been
		// read before this change was stored: it catches up on it.
		t.mu.Lock()
		if c.Seq > t.stored {
			s.catchUp(t)
		}
		t.mu.Unlock()
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if c.Seq > 0 && t.stored >= c.Seq {
		return
	}
	if c.Seq == 0 {
		s.reload(t) // the seats changed
		return
	}
	if t.watchers == 0 && !t.leased {
		// Nobody here watches it and its bots play elsewhere: it catches
		// up when asked for. Its bot loop is not woken: it is woken when
		// the lease lapses (keepLeases), which is when it has work here.
		t.behind = true
		return
	}
	// The move itself came with the word: one move behind, it is played
	// as it stands, without reading the store.
	if c.Move != nil && c.Seq == t.stored+1 && !t.stale && t.broken == "" && t.playStoredLocked(*c.Move) {
		t.notifyLocked()
		return
	}
	s.catchUp(t)
}

// playStoredLocked plays on t a move another node stored as t's next;
// false when it does not play here (the table is then read whole).
func (t *table) playStoredLocked(rec store.Move) bool {
	m, err := t.state.ParseMove(rec.Move)
	if err != nil {
		return false
	}
	next := t.state.Clone()
	logged, err := playedOn(next, rec.Seat, m)
	if err != nil {
		return false
	}
	before := t.state
	t.state = next
	t.moves = append(t.moves, rec)
	t.stored++
	t.secrecy = appendPlayed(t.secrecy, logged, before)
	t.followLocked()
	return true
}

// catchUp plays on t the moves other nodes stored since its last, read
// from the store; a take-back among them, a move that does not play, or a
// store that cannot say reads the table whole.
func (s *Server) catchUp(t *table) {
	t.behind = false
	tail, ok := s.store.(store.Watcher)
	if !ok || t.stale || t.broken != "" {
		s.reload(t)
		return
	}
	ctx, cancel := storeCtx(s.ctx)
	defer cancel()
	moves, takeBack, err := tail.MovesAfter(ctx, t.id, t.stored)
	if err != nil || takeBack {
		s.reload(t)
		return
	}
	played := 0
	for _, rec := range moves {
		if rec.Seq != t.stored+1 || !t.playStoredLocked(rec) {
			break
		}
		played++
	}
	if played < len(moves) {
		s.reload(t)
		return
	}
	if played > 0 {
		t.notifyLocked()
	}
}

// freshen plays the moves a table waiting behind lacks, before it is
// shown or played.
func (s *Server) freshen(t *table) {
	t.mu.Lock()
	if t.behind {
		s.catchUp(t)
	}
	t.mu.Unlock()
}

// heldTables lists the tables this node holds now.
func (s *Server) heldTables() []*table {
	s.mu.Lock()
	defer s.mu.Unlock()
	held := make([]*table, 0, len(s.tables))
	for _, t := range s.tables {
		held = append(held, t)
	}
	return held
}

// resync reads again every table held that people watch here or whose
// bots play here, and marks the others to be read when next needed; a
// node holding every table takes in the active tables created meanwhile
// by other nodes.
func (s *Server) resync() {
	held := s.heldTables()
	for _, t := range held {
		t.mu.Lock()
		if t.watchers > 0 || t.leased {
			s.reload(t)
		} else {
			// Nobody here looks at it and its bots play elsewhere: it is
			// read again when asked for or when its lease is taken, not
			// now (a node just started would read every table twice).
			t.stale, t.behind = true, true
		}
		t.mu.Unlock()
	}
	if !s.cfg.HoldEveryTable {
		return
	}
	ctx, cancel := storeCtx(s.ctx)
	defer cancel()
	rows, err := s.store.Tables(ctx, "active", 0)
	if err != nil {
		s.log.Warn("listing the active tables after a resync", "err", err)
		return
	}
	for _, row := range rows {
		s.mu.Lock()
		known := s.tables[row.ID] != nil
		s.mu.Unlock()
		if known {
			continue // read again above, or marked to be
		}
		if _, err := s.lookup(ctx, row.ID); err != nil {
			s.log.Warn("taking in a table after a resync", "table", row.ID, "err", err)
		}
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

// Bot leases: where nodes share the store, a table's bots play on the node
// holding its lease (store.Leaser), taken at a bot move when the node
// does not hold it and renewed with all the node's others every
// leaseRenew (keepLeases), so a table stays on its node however long its
// people think, and a bot move costs no lease query while the renewals
// hold. A node that dies stops renewing, and another takes the table over
// once the lease has run out. A bot move is stored once or not at all whatever happens
// (the sequence number's key), the lease only keeps two nodes from
// thinking the same move.
//
// A node refused a lease asks again when its lapse is seen (keepLeases
// lists the lapsed leases every leaseRenew and wakes the tables' bot
// loops), or after leaseRecheck in case that list could not be read: so
// the nodes that wait cost the database one query a renewal between them,
// not one per table, and a dead node's tables are taken over within a
// lease and about two renewals. The nodes where people watch the table
// ask first, the others a renewal later, so that the bots move to where
// the table is shown and one node, not two, plays its every move. A node
// asks only when a bot's move is due or it is behind: where the person's
// move is due at the lapse, a node nobody watches it on, being behind,
// may take the lease a renewal later.
const (
	leaseTTL     = 3 * time.Second
	leaseRenew   = time.Second
	leaseRecheck = 30 * time.Second
)

// keepLeases renews this node's leases and clears the refusals of the
// tables held here whose lease has lapsed, until the server closes.
func (s *Server) keepLeases(l store.Leaser) {
	tick := time.NewTicker(leaseRenew)
	defer tick.Stop()
	var lapsedBefore map[string]bool // the lapsed leases of the last renewal
	for {
		select {
		case <-tick.C:
		case <-s.ctx.Done():
			return
		}
		ctx, cancel := storeCtx(s.ctx)
		sent := time.Now()
		renewed, err := l.Renew(ctx, s.node, s.leasesToTake(), leaseTTL)
		if err == nil {
			s.confirmLeases(renewed, sent)
		} else if s.ctx.Err() == nil {
			s.log.Warn("renewing the bot leases", "err", err)
		}
		var lapsed []string
		err = nil
		if !s.lapsedUnlisted {
			lapsed, err = l.Lapsed(ctx)
		}
		cancel()
		if err != nil {
			if s.ctx.Err() == nil {
				s.log.Warn("listing the lapsed bot leases", "err", err)
			}
			continue
		}
		var unheld []string
		seen := lapsedBefore
		lapsedBefore = make(map[string]bool, len(lapsed))
		for _, id := range lapsed {
			lapsedBefore[id] = true
			s.mu.Lock()
			t := s.tables[id]
			// A table not held here is read once its lease has stayed
			// lapsed for a renewal: the nodes that hold it (where people
			// watch it) take it first, and a lost node's tables are not
			// read by every other node.
			if t == nil && seen[id] && !s.takingIn[id] {
				if s.takingIn == nil {
					s.takingIn = map[string]bool{}
				}
				s.takingIn[id] = true
				unheld = append(unheld, id)
			}
			s.mu.Unlock()
			if t == nil {
				continue
			}
			s.whenFree(t, func() {
				if t.leased {
					return
				}
				// Its bot loop asks for the lease now where people watch
				// the table, elsewhere a renewal later: the table's bots
				// then play where its moves are shown, not on a second
				// node that would play every move too.
				t.askAfter = time.Time{}
				if t.watchers == 0 {
					t.askAfter = time.Now().Add(leaseRenew)
				}
				// Woken only when it has a move to play: while a person
				// is to move, the move wakes it, and waking it every
				// renewal would send every watcher the same frame again.
				if seat, _ := t.owedBotLocked(); seat >= 0 || t.behind {
					t.notifyLocked()
				}
			})
		}
		if len(unheld) > 0 {
			// Read apart from the renewals: a dead node's hundreds of
			// tables take longer to read than this node's leases last.
			s.wg.Add(1)
			go func() {
				defer s.wg.Done()
				s.takeInLapsed(l, unheld)
			}()
		}
	}
}

// whenFree runs f with t locked: now when t is free, else on a goroutine
// of its own once t's move in hand is stored. The lease loop must not wait
// for a table: a table holds its lock while its move is made durable
// (hundreds of milliseconds under load), and after a node's loss hundreds
// of its tables lapse at once here, so that waiting for each busy one in
// turn held up every takeover by seconds.
func (s *Server) whenFree(t *table, f func()) {
	if t.mu.TryLock() {
		f()
		t.mu.Unlock()
		return
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		t.mu.Lock()
		defer t.mu.Unlock()
		f()
	}()
}

// leasesToTake lists the tables whose lease the next renewal takes if it
// has run out: those people watch here whose bot owes a move (or that are
// behind) while another node holds their lease. Taken in the renewal
// itself, a dead node's table is played on here a query and a renewal
// sooner than by listing the lapsed leases and then asking for each; the
// nodes nobody watches a table on still wait for the list, and a renewal
// more, so that the bots move to where the table is shown.
func (s *Server) leasesToTake() []string {
	var take []string
	for _, t := range s.heldTables() {
		// A table busy storing a move is looked at next renewal.
		if !t.mu.TryLock() {
			continue
		}
		if !t.leased && t.watchers > 0 && !t.state.Over() {
			if seat, _ := t.owedBotLocked(); seat >= 0 || t.behind {
				take = append(take, t.id)
			}
		}
		t.mu.Unlock()
	}
	return take
}

// takeInLapsed reads the tables not held here whose lease lapsed, a few at
// once as at a start (restoreWorkers): their bots may be this node's to
// play.
func (s *Server) takeInLapsed(l store.Leaser, ids []string) {
	next := make(chan string)
	var wg sync.WaitGroup
	for range min(restoreWorkers, len(ids)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for id := range next {
				s.takeInOne(l, id)
				s.mu.Lock()
				delete(s.takingIn, id)
				s.mu.Unlock()
			}
		}()
	}
	for _, id := range ids {
		next <- id
	}
	close(next)
	wg.Wait()
}

// takeInOne reads one table whose lease lapsed; its bot loop asks for the
// lease when a bot's move is due. A lapsed lease of a game that ended (its
// node died as it finished) is taken and given up, so that it is not
// listed again.
func (s *Server) takeInOne(l store.Leaser, id string) {
	if s.ctx.Err() != nil {
		return
	}
	ctx, cancel := storeCtx(s.ctx)
	defer cancel()
	t, err := s.lookup(ctx, id)
	if err != nil {
		s.log.Warn("reading a table whose bot lease lapsed", "table", id, "err", err)
		return
	}
	s.mu.Lock()
	held := s.tables[id] == t
	s.mu.Unlock()
	if held {
		s.log.Debug("table taken in, its bot lease lapsed", "table", id)
		return
	}
	ok, _, err := l.Lease(ctx, id, s.node, leaseTTL)
	if err == nil && ok {
		err = l.Release(ctx, id, s.node)
	}
	if err != nil {
		s.log.Warn("clearing the bot lease of a finished table", "table", id, "err", err)
	}
}

// confirmLeases: the renewal sent at sent renewed (or took) the leases of
// the tables renewed, until sent+leaseTTL at least. A table held here
// that is not among them, taken before the renewal was sent, was taken
// over by another node (this one stalled past its lease). One taken while
// the renewal was on its way may have been taken after the renewal ran:
// it is kept, and the next renewal says. Its bot loop is woken to ask
// again, so that a table the database still gives this node never waits
// for a lapse that will not come. A lease renewed that the node did not
// know it held, or took, is taken up; where the store holds moves the
// table has not heard of, its bot loop reads them before it thinks.
func (s *Server) confirmLeases(renewed []store.Renewal, sent time.Time) {
	until := sent.Add(leaseTTL)
	mine := make(map[string]int, len(renewed))
	for _, r := range renewed {
		mine[r.Table] = r.Last
	}
	held := s.heldTables()
	for _, t := range held {
		last, ok := mine[t.id]
		if ok {
			t.extendLease(until)
		}
		// A table busy storing a move is looked at next renewal: waiting
		// for it would hold up the renewal of every other lease. Its
		// lease is extended all the same (above): only a change of hands
		// waits.
		if !t.mu.TryLock() {
			continue
		}
		switch {
		case ok:
			if !t.leased && !t.state.Over() {
				// Taken by this renewal, or given by the database though
				// the node did not hear so (a lease query that failed
				// after it committed): the node plays its bots, as no
				// other node will.
				t.leased, t.leaseTaken = true, sent
				t.behind = t.behind || last > t.stored
				s.metrics.leases.Inc()
				s.log.Debug("bot lease taken", "table", t.id, "by", "renewal", "watchers", t.watchers)
				t.notifyLocked()
			}
		case t.leased && t.leaseTaken.Before(sent):
			t.leased, t.askAfter = false, time.Time{}
			s.metrics.leases.Dec()
			s.log.Debug("bot lease lost", "table", t.id)
			t.notifyLocked()
		}
		t.mu.Unlock()
	}
}

// leased reports whether this node may play t's bots now, taking or
// renewing its lease. A lease renewed (by keepLeases) with more than a
// renewal's time left is this node's without asking the database.
func (s *Server) leased(t *table) bool {
	l, ok := s.store.(store.Leaser)
	if !ok || !store.Watches(s.store) {
		return true
	}
	t.mu.Lock()
	if t.leased && time.Until(t.leaseDeadline()) > leaseRenew {
		if t.behind {
			s.catchUp(t)
		}
		t.mu.Unlock()
		return true
	}
	wait := t.leaseWaitLocked() > 0
	t.mu.Unlock()
	if wait {
		return false
	}
	ctx, cancel := storeCtx(s.ctx)
	defer cancel()
	sent := time.Now()
	held, last, err := l.Lease(ctx, t.id, s.node, leaseTTL)
	if err != nil {
		s.log.Warn("asking for a table's bot lease", "table", t.id, "err", err)
		return false
	}
	t.mu.Lock()
	if held && (last > t.stored || t.behind) {
		// Another node's move is stored and its word still on the way, or
		// the table waited behind: the bot must think on it as it stands.
		s.catchUp(t)
	}
	if held {
		t.extendLease(sent.Add(leaseTTL))
		t.leaseTaken = time.Now()
	} else {
		t.askAfter = time.Now().Add(leaseRecheck)
	}
	if held != t.leased {
		t.leased = held
		if held {
			s.metrics.leases.Inc()
			s.log.Debug("bot lease taken", "table", t.id, "by", "asking", "watchers", t.watchers)
		} else {
			s.metrics.leases.Dec()
		}
	}
	if !held {
		s.log.Debug("bot lease refused", "table", t.id, "watchers", t.watchers)
	}
	t.mu.Unlock()
	return held
}

// leaseDeadline is when t's bot lease runs out at the earliest, as far as
// this node has heard from the database.
func (t *table) leaseDeadline() time.Time { return time.Unix(0, t.leaseUntil.Load()) }

// extendLease moves t's lease deadline on to until, never back: the
// database's word that the lease holds until then, which a renewal sent
// earlier and answered later cannot take back.
func (t *table) extendLease(until time.Time) {
	n := until.UnixNano()
	for {
		old := t.leaseUntil.Load()
		if n <= old || t.leaseUntil.CompareAndSwap(old, n) {
			return
		}
	}
}

// leaseWaitLocked is how much longer t's bot loop leaves the lease to
// another node before it asks for it; 0 when it may ask now.
func (t *table) leaseWaitLocked() time.Duration {
	if t.leased {
		return 0
	}
	return max(0, time.Until(t.askAfter))
}

// unlease gives t's lease up once its bots have nothing left to play.
func (s *Server) unlease(t *table) {
	t.mu.Lock()
	held := t.leased
	t.leased = false
	t.mu.Unlock()
	if !held {
		return
	}
	s.metrics.leases.Dec()
	if l, ok := s.store.(store.Leaser); ok {
		ctx, cancel := storeCtx(s.ctx)
		defer cancel()
		if err := l.Release(ctx, t.id, s.node); err != nil {
			s.log.Warn("giving up a table's bot lease", "table", t.id, "err", err)
		}
	}
}
