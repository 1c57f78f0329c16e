package server

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"karnak/store"
	"karnak/store/storetest"
)

// sharedNode starts a node without per-client limits on the PostgreSQL
// database at url, with the settings set makes (nil: none).
func sharedNode(t *testing.T, url string, set func(*Config)) *harness {
	t.Helper()
	st, err := store.OpenPostgres(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	cfg := Config{Store: st, Log: quietLog()}.NoLimits()
	if set != nil {
		set(&cfg)
	}
	return startWith(t, cfg)
}

// holds reports whether node h holds table id in memory.
func holds(h *harness, id string) bool {
	h.srv.mu.Lock()
	defer h.srv.mu.Unlock()
	return h.srv.tables[id] != nil
}

// Two nodes on one PostgreSQL database serve one table: a move taken by
// either reaches the other's WebSocket at once, either takes the next move
// at the number the player saw, and a number already used is refused as
// stale on both.
func TestTwoNodesServeOneTable(t *testing.T) {
	url := storetest.PostgresSchema(t)
	a, b := sharedNode(t, url, nil), sharedNode(t, url, nil)
	rep := a.create([]string{"human", "human"}, 0)
	tokens := []string{rep.Seats[0].Token, rep.Seats[1].Token}
	ws := a.dial(rep.ID, "token="+tokens[1])
	seq := ws.nextState(0).Seq
	nodes := []*harness{a, b}
	for i := 0; i < 24; i++ {
		via := nodes[i%2]
		// A node hears of the other's move within moments.
		sn := via.state(rep.ID, tokens[0])
		for deadline := time.Now().Add(2 * time.Second); sn.Seq < seq && time.Now().Before(deadline); {
			time.Sleep(5 * time.Millisecond)
			sn = via.state(rep.ID, tokens[0])
		}
		if sn.Over {
			break
		}
		if sn.Seq != seq {
			t.Fatalf("move %d: node %d is at %d, the other node's WebSocket at %d", i, i%2, sn.Seq, seq)
		}
		seat := sn.Actors[0]
		mine := via.state(rep.ID, tokens[seat])
		if code, e := via.move(rep.ID, tokens[seat], seq, mine.Moves[0]); code != 200 {
			t.Fatalf("move %d on node %d: %d %+v", i, i%2, code, e)
		}
		// Node a's WebSocket hears of it, whichever node took it.
		start := time.Now()
		seq = ws.nextState(seq + 1).Seq
		if wait := time.Since(start); wait > 2*time.Second {
			t.Errorf("move %d reached the other node after %v", i, wait)
		}
	}
	// Both nodes show each seat the same table, moves played here or
	// caught up from the other.
	for seat, tok := range tokens {
		va, vb := a.state(rep.ID, tok), b.state(rep.ID, tok)
		if va.Seq != vb.Seq || string(va.View) != string(vb.View) || !slices.Equal(va.Moves, vb.Moves) {
			t.Errorf("seat %d sees the table differently on the two nodes (seq %d and %d)", seat, va.Seq, vb.Seq)
		}
	}
	// A number already used is stale on either node.
	for k, n := range nodes {
		sn := n.state(rep.ID, tokens[0])
		if len(sn.Actors) == 0 {
			continue
		}
		seat := sn.Actors[0]
		mine := n.state(rep.ID, tokens[seat])
		if code, _ := n.move(rep.ID, tokens[seat], seq-1, mine.Moves[0]); code != 409 {
			t.Errorf("node %d takes a move at a used number: %d", k, code)
		}
	}
}

// A bots-only table on two nodes: its bot moves are thought on the node
// that created it only (the other, never asked for it, does not even read
// it), and when that node stops without a word the other reads the table
// as its lease lapses, takes it over within the lease's time and plays it
// to the end.
func TestBotsRunOnceAndSurviveANode(t *testing.T) {
	url := storetest.PostgresSchema(t)
	paced := func(c *Config) { c.BotDelay = 20 * time.Millisecond }
	a, b := sharedNode(t, url, paced), sharedNode(t, url, paced)
	rep := a.create([]string{"random", "random"}, 9)
	stored := func(h *harness, outcome string) int {
		return int(counterValue(h.srv.metrics.botMoves.WithLabelValues(outcome)))
	}
	thought := func(h *harness) int {
		return stored(h, "stored") + stored(h, "stale") + stored(h, "duplicate") + stored(h, "abandoned")
	}
	// The node that created the table plays its bots; the other, never
	// asked for the table, does not read it.
	for deadline := time.Now().Add(10 * time.Second); a.state(rep.ID, "").Seq < 10; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the bots do not play on the node that created the table")
		}
	}
	if holds(b, rep.ID) {
		t.Fatal("node b read a table nobody asked it for")
	}
	player, waiter := a, b
	if n := thought(waiter); n != 0 {
		t.Fatalf("both nodes thought bot moves: %d and %d", thought(player), n)
	}
	storedMoves := func() int {
		ms, err := waiter.store.Moves(context.Background(), rep.ID)
		if err != nil {
			t.Fatal(err)
		}
		return len(ms)
	}
	player.stop() // the node goes away without giving its lease up
	stopped := time.Now()
	byPlayer, stalePlayer := stored(player, "stored"), stored(player, "stale")+stored(player, "duplicate")
	// The other node reads the table when its lease lapses, and plays on.
	seq := storedMoves()
	for storedMoves() == seq {
		if time.Since(stopped) > 12*time.Second {
			t.Fatalf("no bot move %v after the node playing them stopped", time.Since(stopped))
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Logf("taken over %v after the node stopped", time.Since(stopped).Round(time.Millisecond))
	var final Snapshot
	for deadline := time.Now().Add(30 * time.Second); ; {
		if final = waiter.state(rep.ID, ""); final.Over {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the game did not end on the second node")
		}
		time.Sleep(20 * time.Millisecond)
	}
	// Every move stored was thought once: by the first node before it
	// stopped, by the other after, never by both. The first node's last
	// move may be stored as it stops without its loop living to count it.
	staleWaiter := stored(waiter, "stale") + stored(waiter, "duplicate")
	if total := byPlayer + stored(waiter, "stored"); total != final.Seq && total != final.Seq-1 || stalePlayer+staleWaiter != 0 {
		t.Errorf("%d moves in the game; the first node stored %d (%d stale), the other %d (%d stale)", final.Seq, byPlayer, stalePlayer, stored(waiter, "stored"), staleWaiter)
	}
}

// The cluster run in short, as the test command runs it every time: two
// nodes on one database, tables with and without a bot driven through
// both, one node stopped without a word and started again. No move a
// client saw confirmed is missing from the store, no bot move is thought
// on two nodes, and the bots of the stopped node's tables play again
// within 10 seconds.
func TestClusterRunLosesNothing(t *testing.T) {
	res := shortClusterRun(t, func(url string) ClusterConfig {
		return ClusterConfig{Start: InProcessNodes(url, quietLog(), 0, false), Nodes: 2, Tables: 24, Duration: 15 * time.Second, Rate: 150, Seed: 1}
	})
	// Every bot table's person was on the stopped node: a takeover of 0
	// means none of them played on after the loss.
	if res.Takeover == 0 || res.Takeover > 10*time.Second || res.Reconnects == 0 || res.Moves < 100 {
		t.Errorf("takeover %v, %d reconnections, %d moves", res.Takeover, res.Reconnects, res.Moves)
	}
	if res.TakeoverWaits == 0 || res.TakeoverP50 > res.TakeoverP90 || res.TakeoverP90 > res.Takeover || len(res.Slowest) == 0 ||
		res.TakeoverFromKill <= 0 || res.TakeoverFromKill > res.Takeover {
		t.Errorf("takeover waits: %d, p50 %v, p90 %v, longest %v (%v from the kill), slowest %q", res.TakeoverWaits, res.TakeoverP50, res.TakeoverP90, res.Takeover, res.TakeoverFromKill, res.Slowest)
	}
	// The slowest waits are traced in the store: an answered one says when
	// its answer was stored.
	for _, w := range res.Slowest {
		if !strings.Contains(w, "unanswered") && !strings.Contains(w, "the other seat's move stored") {
			t.Errorf("an answered wait without its answer's storing: %q", w)
		}
	}
	t.Log(strings.Join(res.Slowest, "; "))
}

// shortClusterRun runs the cluster of cfg on a schema of its own (the
// store to check against filled in, node 1 stopped at a third of the
// run) and fails the test on a lost acknowledged move or a bot move
// thought twice.
func shortClusterRun(t *testing.T, cfg func(url string) ClusterConfig) ClusterResult {
	t.Helper()
	url := storetest.PostgresSchema(t)
	st, err := store.OpenPostgres(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	c := cfg(url)
	c.Store, c.KillNode = st, 1
	res, err := RunCluster(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(res)
	if res.LostAcknowledged != 0 || res.DuplicateBotMoves != 0 {
		t.Errorf("lost acknowledged %d, duplicate bot moves %d", res.LostAcknowledged, res.DuplicateBotMoves)
	}
	return res
}

// The same with a bot worker, as `karnak bench cluster --worker` runs it:
// the nodes play no bots, so every bot move the clients see is the
// worker's, and the bots play on across a node's loss.
func TestClusterRunWithAWorker(t *testing.T) {
	res := shortClusterRun(t, func(url string) ClusterConfig {
		return ClusterConfig{Start: InProcessNodes(url, quietLog(), 0, true), Worker: InProcessWorker(url, quietLog(), 0),
			Nodes: 2, Tables: 16, Duration: 10 * time.Second, Rate: 100, Seed: 2}
	})
	if res.BotMoves < int64(res.BotTables) || res.Takeover == 0 || res.Takeover > 10*time.Second || res.Reconnects == 0 {
		t.Errorf("%d bot moves seen at %d bot tables, takeover %v, %d reconnections", res.BotMoves, res.BotTables, res.Takeover, res.Reconnects)
	}
}

// A web node that plays no bots and a worker that serves no pages: the
// worker plays the bots of the tables created on the web node.
func TestWorkerPlaysTheWebNodesBots(t *testing.T) {
	url := storetest.PostgresSchema(t)
	open := func() store.Store {
		st, err := store.OpenPostgres(context.Background(), url)
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	web := startWith(t, Config{Store: open(), Log: quietLog(), NoBots: true}.NoLimits())
	wst := open()
	worker, err := New(context.Background(), Config{Store: wst, Log: quietLog(), HoldEveryTable: true}.NoLimits())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { worker.Close(); wst.Close() })
	rep := web.create([]string{"random", "random"}, 5)
	var sn Snapshot
	for deadline := time.Now().Add(20 * time.Second); ; {
		if sn = web.state(rep.ID, ""); sn.Over {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the bots-only table stands at %d moves", sn.Seq)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if n := counterValue(web.srv.metrics.botMoves.WithLabelValues("stored")); n != 0 {
		t.Errorf("the web node played %v bot moves", n)
	}
}

// On a shared store a hint is a job: the web node a player asks (playing
// no bots) posts it and spends no core on it; a node that plays bots
// claims it, works it out and answers, and the player gets the same hint
// as from one machine (the hint's seed is the table's): a legal move with
// its whole turn. Asked again for the same position, the asking node
// answers from memory without a second job.
func TestHintsAreJobs(t *testing.T) {
	web, worker := hintNodes(t)
	rep := web.create([]string{"human", "human"}, 5)
	jobs := func(h *harness, event string) int {
		return int(counterValue(h.srv.metrics.hintJobs.WithLabelValues(event)))
	}
	sn := web.state(rep.ID, "")
	seat := sn.Actors[0]
	tok := rep.Seats[seat].Token
	var hint Hint
	for range 2 {
		if code := web.call("POST", "/api/tables/"+rep.ID+"/hint", map[string]string{"token": tok}, &hint); code != 200 {
			t.Fatalf("hint: %d", code)
		}
	}
	mine := web.state(rep.ID, tok)
	if !slices.Contains(mine.Moves, hint.Move) || len(hint.Turn) == 0 || hint.Turn[0].Move != hint.Move || hint.Searched == 0 {
		t.Fatalf("the hint %q (turn %d steps, %d playouts) is not one of the seat's moves %v", hint.Move, len(hint.Turn), hint.Searched, mine.Moves)
	}
	if p, a, wa := jobs(web, "posted"), jobs(worker, "answered"), jobs(web, "answered"); p != 1 || a != 1 || wa != 0 {
		t.Fatalf("jobs posted by the web node %d (want 1), answered by the bots' node %d (want 1), by the web node %d (want 0)", p, a, wa)
	}
	// The same hint as the table's own seed gives on the node that plays
	// bots, worked out there directly.
	sameAsDirect(t, worker, rep.ID, seat, hint)
}

const jobHintBot = "ismcts:iters=300,workers=1"

// hintNodes are a web node playing no bots and a node playing them, on
// one database: the first posts hint jobs, the second answers them.
func hintNodes(t *testing.T) (web, worker *harness) {
	url := storetest.PostgresSchema(t)
	node := func(noBots bool) *harness {
		return sharedNode(t, url, func(c *Config) { c.NoBots, c.HintBot = noBots, jobHintBot })
	}
	return node(true), node(false)
}

// sameAsDirect fails unless hint is what h works out directly for seat
// on the table as it now stands.
func sameAsDirect(t *testing.T, h *harness, id string, seat int, hint Hint) {
	t.Helper()
	tb, err := h.srv.lookup(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	tb.mu.Lock()
	st, names, seq := tb.state.Clone(), tb.namesLocked(), len(tb.moves)
	tb.mu.Unlock()
	direct, err := h.srv.workOutHint(context.Background(), tb, st, seq, seat, jobHintBot, names, "test")
	if err != nil {
		t.Fatal(err)
	}
	if direct.Move != hint.Move || len(direct.Turn) != len(hint.Turn) || direct.WinChance != hint.WinChance || direct.Seq != hint.Seq {
		t.Fatalf("by job %q (%.3f, %d steps, move %d), directly %q (%.3f, %d steps, move %d)", hint.Move, hint.WinChance, len(hint.Turn), hint.Seq,
			direct.Move, direct.WinChance, len(direct.Turn), direct.Seq)
	}
}

// A hint job names its position by the table's stored events, take-backs
// included: after a move is taken back and another played in its place,
// the same move number is another position, whose hint is worked out anew
// rather than read from the first job.
func TestHintJobsAfterATakeBack(t *testing.T) {
	web, worker := hintNodes(t)
	rep := web.create([]string{"human", "human"}, 0)
	// Played on to a step that leaves its seat to act again and may be
	// taken back: there the seat asks, takes the step back, takes another,
	// and asks again at the same move number.
	var seat, seq int
	var tok string
	var moves []string
	for tries := 0; ; tries++ {
		if tries > 100 {
			t.Fatal("no step in 100 that leaves its seat to act and may be taken back")
		}
		sn := web.state(rep.ID, "")
		seat, seq = sn.Actors[0], sn.Seq
		tok = rep.Seats[seat].Token
		moves = web.state(rep.ID, tok).Moves
		web.play(rep.ID, tok, moves[0])
		after := web.state(rep.ID, tok)
		if len(moves) > 1 && after.CanUndo && slices.Contains(after.Actors, seat) {
			break
		}
	}
	ask := func() Hint {
		t.Helper()
		var hint Hint
		if code := web.call("POST", "/api/tables/"+rep.ID+"/hint", map[string]string{"token": tok}, &hint); code != 200 {
			t.Fatalf("hint: %d", code)
		}
		return hint
	}
	first := ask()
	if code, e := web.undo(rep.ID, tok, seq+1); code != 200 {
		t.Fatalf("taking the step back: %d %+v", code, e)
	}
	web.play(rep.ID, tok, moves[1])
	second := ask()
	if first.Seq != seq+1 || second.Seq != seq+1 {
		t.Fatalf("hints at moves %d and %d, want both at %d", first.Seq, second.Seq, seq+1)
	}
	if !slices.Contains(web.state(rep.ID, tok).Moves, second.Move) {
		t.Fatalf("after the take-back the hint %q is not one of the seat's moves (the first position's hint was %q)", second.Move, first.Move)
	}
	sameAsDirect(t, worker, rep.ID, seat, second)
	if n := counterValue(web.srv.metrics.hintJobs.WithLabelValues("posted")); n != 2 {
		t.Fatalf("%v jobs posted, want 2", n)
	}
}

// A table's bot lease outlasts a person thinking longer than the lease:
// the node playing the bot renews it with its others, so the bot's next
// move is thought on the same node, not taken over by the other.
func TestLeaseOutlastsAPersonThinking(t *testing.T) {
	url := storetest.PostgresSchema(t)
	a, b := sharedNode(t, url, nil), sharedNode(t, url, nil)
	rep := a.create([]string{"human", "random"}, 11)
	tok := rep.Seats[0].Token
	moves := func(h *harness) int {
		return int(counterValue(h.srv.metrics.botMoves.WithLabelValues("stored")))
	}
	play := func() {
		t.Helper()
		// A node may show a move number the other node's bot has just
		// used: refused as stale, the move is played again as a client
		// would, on the table as it now stands.
		for tries := 0; ; tries++ {
			sn := a.waitActor(rep.ID, tok, 0)
			code, e := a.move(rep.ID, tok, sn.Seq, sn.Moves[0])
			if code == 200 {
				return
			}
			if code != 409 || tries == 5 {
				t.Fatalf("move: %d %+v", code, e)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	for moves(a)+moves(b) == 0 {
		play()
	}
	player, other := a, b
	if moves(b) > 0 {
		player, other = b, a
	}
	before := moves(player)
	a.waitActor(rep.ID, tok, 0)
	time.Sleep(2 * leaseTTL) // the person thinks
	lapsed, err := player.store.(store.Leaser).Lapsed(context.Background())
	if err != nil || slices.Contains(lapsed, rep.ID) {
		t.Fatalf("the table's lease lapsed while its node lived (%v)", err)
	}
	// The person's turn may hold several decisions: they are played until
	// the bot's move comes.
	for deadline := time.Now().Add(10 * time.Second); moves(player) == before && moves(other) == 0 && time.Now().Before(deadline); {
		if sn := a.state(rep.ID, tok); !sn.Over && len(sn.Moves) > 0 {
			play()
		} else {
			time.Sleep(10 * time.Millisecond)
		}
	}
	if moves(player) == before || moves(other) != 0 {
		t.Fatalf("after a long think the bot's moves went elsewhere: %d more on the node playing them, %d on the other", moves(player)-before, moves(other))
	}
}

// After a lost listening connection a node reads again at once the tables
// people watch on it, and marks the others it holds to be read when next
// asked for: either way each seat is shown the table as the store holds
// it. A table it was never asked for it does not read at all.
func TestResyncReadsWatchedTablesNowOthersLater(t *testing.T) {
	url := storetest.PostgresSchema(t)
	a, b := sharedNode(t, url, nil), sharedNode(t, url, nil)
	watched := a.create([]string{"human", "human"}, 1)
	unwatched := a.create([]string{"human", "human"}, 2)
	unasked := a.create([]string{"human", "human"}, 3)
	ws := b.dial(watched.ID, "token="+watched.Seats[1].Token)
	ws.nextState(0)
	b.state(unwatched.ID, "") // asked for once, then watched by nobody
	// Node b listens, its own first resync done, once it hears of a move
	// taken on node a.
	actor := a.state(watched.ID, "").Actors[0]
	tok := watched.Seats[actor].Token
	mine := a.state(watched.ID, tok)
	if code, e := a.move(watched.ID, tok, mine.Seq, mine.Moves[0]); code != 200 {
		t.Fatalf("a move on node a: %d %+v", code, e)
	}
	ws.nextState(mine.Seq + 1)
	held := func(id string) *table {
		for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
			b.srv.mu.Lock()
			t := b.srv.tables[id]
			b.srv.mu.Unlock()
			if t != nil {
				return t
			}
		}
		t.Fatalf("node b never held table %s", id)
		return nil
	}
	tw, tu := held(watched.ID), held(unwatched.ID)
	b.srv.resync()
	if holds(b, unasked.ID) {
		t.Fatal("node b read a table nobody asked it for")
	}
	tw.mu.Lock()
	wStale := tw.stale || tw.behind
	tw.mu.Unlock()
	tu.mu.Lock()
	uStale := tu.stale && tu.behind
	tu.mu.Unlock()
	if wStale || !uStale {
		t.Fatalf("after a resync: the watched table stale %v (want false), the unwatched one marked %v (want true)", wStale, uStale)
	}
	for _, rep := range []createReply{watched, unwatched} {
		for seat, st := range rep.Seats {
			va, vb := a.state(rep.ID, st.Token), b.state(rep.ID, st.Token)
			if va.Seq != vb.Seq || string(va.View) != string(vb.View) || !slices.Equal(va.Moves, vb.Moves) {
				t.Errorf("table %s, seat %d: node b shows another table than node a", rep.ID, seat)
			}
		}
	}
	tu.mu.Lock()
	defer tu.mu.Unlock()
	if tu.stale || tu.behind {
		t.Error("the unwatched table was not read again when asked for")
	}
}

// A node plays its tables' bots without asking the database at every move
// while its renewals hold the lease; when another node has taken a lease
// over (this one stalled past it), the node learns it at its next renewal
// and plays that table's bots no more; a lease the database gives it back
// is taken up at the renewal after.
func TestANodeStopsWhereItsLeaseWasTakenOver(t *testing.T) {
	url := storetest.PostgresSchema(t)
	a := sharedNode(t, url, nil)
	rep := a.create([]string{"human", "random"}, 13)
	tok := rep.Seats[0].Token
	botMoves := func() int { return int(counterValue(a.srv.metrics.botMoves.WithLabelValues("stored"))) }
	play := func() {
		t.Helper()
		sn := a.waitActor(rep.ID, tok, 0)
		if code, e := a.move(rep.ID, tok, sn.Seq, sn.Moves[0]); code != 200 {
			t.Fatalf("move: %d %+v", code, e)
		}
	}
	for botMoves() == 0 {
		play()
	}
	a.srv.mu.Lock()
	tb := a.srv.tables[rep.ID]
	a.srv.mu.Unlock()
	waitFor := func(what string, ok func() bool) {
		t.Helper()
		for deadline := time.Now().Add(5 * time.Second); !ok(); time.Sleep(10 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatal(what)
			}
		}
	}
	renewedAhead := func() bool {
		tb.mu.Lock()
		defer tb.mu.Unlock()
		return tb.leased && time.Until(tb.leaseDeadline()) > leaseRenew
	}
	waitFor("the renewals never kept the lease ahead of the bot", renewedAhead)
	// Another node takes the lease (as if this one had stalled past it).
	l := a.store.(store.Leaser)
	ctx := context.Background()
	if err := l.Release(ctx, rep.ID, a.srv.node); err != nil {
		t.Fatal(err)
	}
	if held, _, err := l.Lease(ctx, rep.ID, "elsewhere", time.Minute); err != nil || !held {
		t.Fatalf("the other node's lease: %v %v", held, err)
	}
	waitFor("the node never learnt its lease was taken over", func() bool {
		tb.mu.Lock()
		defer tb.mu.Unlock()
		return !tb.leased
	})
	if n := gaugeValue(a.srv.metrics.leases); n != 0 {
		t.Errorf("leases held by the node: %v, want 0", n)
	}
	// The person plays on until the bot owes a decision (a turn may hold
	// several of the person's), which the node must now leave alone.
	for deadline := time.Now().Add(10 * time.Second); ; {
		sn := a.state(rep.ID, tok)
		if sn.Over || time.Now().After(deadline) {
			t.Fatalf("the bot never came to owe a decision (over: %v)", sn.Over)
		}
		if slices.Contains(sn.Actors, 1) {
			break
		}
		if slices.Contains(sn.Actors, 0) {
			play()
		} else {
			time.Sleep(10 * time.Millisecond)
		}
	}
	before := botMoves()
	time.Sleep(2 * leaseRenew)
	if n := botMoves() - before; n != 0 {
		t.Fatalf("the node played %d bot moves on a table another node leases", n)
	}
	// The lease comes back to the node without its hearing so (as when a
	// lease query fails after it committed): its renewal takes it up and
	// the bot plays, with no lapse to wake it.
	if err := l.Release(ctx, rep.ID, "elsewhere"); err != nil {
		t.Fatal(err)
	}
	if held, _, err := l.Lease(ctx, rep.ID, a.srv.node, leaseTTL); err != nil || !held {
		t.Fatalf("the lease given back: %v %v", held, err)
	}
	waitFor("the bot never played on the lease given back", func() bool { return botMoves() > before })
}

// A lease that lapsed on a finished game (its node died as the game
// ended) is cleared by a node that reads the table and finds it over, so
// that no node reads it again at every renewal.
func TestALapsedLeaseOfAFinishedGameIsCleared(t *testing.T) {
	url := storetest.PostgresSchema(t)
	a, b := sharedNode(t, url, nil), sharedNode(t, url, nil)
	rep := a.create([]string{"random", "random"}, 4)
	for deadline := time.Now().Add(30 * time.Second); !a.state(rep.ID, "").Over; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the bots' game did not end")
		}
	}
	l := b.store.(store.Leaser)
	ctx := context.Background()
	// Node a gives its lease up once its bot loop sees the end, which may
	// come after the state the test read says so: until then the lapsed
	// lease cannot be left.
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		held, _, err := l.Lease(ctx, rep.ID, "a node that died", -time.Second)
		if err != nil {
			t.Fatal(err)
		}
		if held {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("node a never gave up the lease of the finished table, so none can be left lapsed")
		}
	}
	lapsed := func() bool {
		ids, err := l.Lapsed(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return slices.Contains(ids, rep.ID)
	}
	if !lapsed() {
		t.Fatal("the lease left is not listed as lapsed")
	}
	for deadline := time.Now().Add(3*leaseRenew + 2*time.Second); lapsed(); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the lapsed lease of a finished game is still listed")
		}
	}
	if holds(b, rep.ID) {
		t.Error("a node holds a finished table it read for its lapsed lease")
	}
}

// deafStore is a shared store whose node never listens: the test says
// what it hears.
type deafStore struct{ store.Store }

// A word heard while its table is being read is kept: a web node drops the
// words of the tables it does not hold, and a table being read is not held
// yet, so a move stored after the read and told before the table is held
// would never reach it (its person would wait for a bot move already
// played, until another word came).
func TestAWordHeardWhileATableIsReadIsKept(t *testing.T) {
	b, id, seq, slip := aWordSlipsIn(t)
	b.srv.afterRead = func(string) { slip(b.srv.hear) }
	if got := b.state(id, ""); got.Seq != seq+1 {
		t.Errorf("node b shows the table at move %d, want %d: the word heard while it was read was lost", got.Seq, seq+1)
	}
}

// aWordSlipsIn starts two nodes on one database, a and b, b deaf to the
// store's words, and a table of two people at move seq on a; slip plays
// the next move on a, the first time it is called, and tells b of it
// through tell, as the watch would.
func aWordSlipsIn(t *testing.T) (b *harness, id string, seq int, slip func(tell func(store.Change))) {
	url := storetest.PostgresSchema(t)
	a := sharedNode(t, url, nil)
	b = sharedNode(t, url, func(c *Config) { c.Store = deafStore{c.Store} })
	rep := a.create([]string{"human", "human"}, 1)
	tok := rep.Seats[a.state(rep.ID, "").Actors[0]].Token
	mine := a.state(rep.ID, tok)
	var once sync.Once
	return b, rep.ID, mine.Seq, func(tell func(store.Change)) {
		once.Do(func() {
			if code, e := a.move(rep.ID, tok, mine.Seq, mine.Moves[0]); code != 200 {
				t.Errorf("a move on node a: %d %+v", code, e)
			}
			tell(store.Change{Table: rep.ID, Seq: mine.Seq + 1})
		})
	}
}

// A socket that starts watching a table marked behind catches it up before
// its first frame: a word that comes between finding the table and
// watching it, while nobody watches it on this node, only marks it, and
// its person would be shown the table without the move until another word
// came.
func TestASocketCatchesUpATableMarkedBehind(t *testing.T) {
	b, id, seq, slip := aWordSlipsIn(t)
	b.state(id, "") // b holds the table; nobody watches it there
	b.srv.beforeWatching = func(string) { slip(b.srv.heard) }
	ws := b.dial(id, "")
	if f := ws.next(); f.Type != "state" || f.Seq != seq+1 {
		t.Errorf("the first frame on node b is a %q at move %d, want the state at %d", f.Type, f.Seq, seq+1)
	}
}

// A renewal takes over the lapsed lease of a table people watch on its
// node whose bot owes a move: the node that played the bots stops without
// a word, the person plays on the other node, and its bot moves there
// within the lease and a renewal or two, though that node never lists
// the lapsed leases (without the take it would wait for leaseRecheck).
func TestARenewalTakesAWatchedTableOver(t *testing.T) {
	url := storetest.PostgresSchema(t)
	paced := func(c *Config) { c.BotDelay = 20 * time.Millisecond }
	a, b := sharedNode(t, url, paced), sharedNode(t, url, paced)
	b.srv.lapsedUnlisted = true
	rep := a.create([]string{"human", "random"}, 3)
	tok := rep.Seats[0].Token
	// The person plays on a until a's bot has moved: a holds the lease.
	var sn Snapshot
	for deadline := time.Now().Add(10 * time.Second); ; {
		sn = a.waitActor(rep.ID, tok, 0)
		if sn.Over {
			t.Fatal("the game ended before the test began")
		}
		if moves, _ := a.store.Moves(context.Background(), rep.ID); slices.ContainsFunc(moves, func(m store.Move) bool { return m.Seat == 1 }) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("node a's bot never moved")
		}
		if code, e := a.move(rep.ID, tok, sn.Seq, sn.Moves[0]); code != 200 {
			t.Fatalf("a move on node a: %d %+v", code, e)
		}
	}
	b.dial(rep.ID, "token="+tok) // the person watches on b from now on
	a.stop()                     // without giving the lease up
	stopped := time.Now()
	for {
		sn = b.waitActor(rep.ID, tok, 0)
		if code, e := b.move(rep.ID, tok, sn.Seq, sn.Moves[0]); code != 200 {
			t.Fatalf("a move on node b: %d %+v", code, e)
		}
		if a := b.state(rep.ID, tok).Actors; len(a) > 0 && a[0] == 1 {
			break // the bot owes a move, on b
		}
	}
	for seq := sn.Seq + 1; b.state(rep.ID, "").Seq == seq; time.Sleep(20 * time.Millisecond) {
		if time.Since(stopped) > 8*time.Second {
			t.Fatalf("no bot move %v after node a stopped", time.Since(stopped))
		}
	}
	t.Logf("taken over %v after node a stopped", time.Since(stopped).Round(time.Millisecond))
}

// A client whose node went away reconnects as a load balancer would send
// it: to any other live node, the survivors sharing the lost node's
// people, never to a node that is down.
func TestReconnectsSpreadOverTheLiveNodes(t *testing.T) {
	live := &liveNodes{urls: []string{"http://a", "", "http://c", "http://d"}}
	r := rand.New(rand.NewPCG(1, 2))
	seen := map[int]int{}
	for range 300 {
		seen[live.elsewhere(1, r)]++
	}
	if seen[1] != 0 || len(seen) != 3 || seen[0] < 70 || seen[2] < 70 || seen[3] < 70 {
		t.Errorf("the lost node's clients went to %v; want nodes 0, 2 and 3 about alike", seen)
	}
	for range 50 {
		if n := live.elsewhere(0, r); n == 0 || n == 1 {
			t.Fatalf("a client leaving node 0 was sent to node %d", n)
		}
	}
	alone := &liveNodes{urls: []string{"", "http://b"}}
	if n := alone.elsewhere(1, r); n != 1 {
		t.Errorf("with no other node up, elsewhere is %d, want the node itself (1)", n)
	}
}

// A node's lease loop never waits for a busy table. A table holds its lock
// while its move is made durable, and after a node's loss hundreds of its
// tables lapse at once on the others: a loop that waited for each busy one
// in turn held every other takeover up by seconds. Here one table stays
// locked on node b (as if its store never answered) after its lease
// lapsed; a second table, watched on b, whose node then stops, is still
// taken over by b's renewals.
func TestALeaseLoopDoesNotWaitForABusyTable(t *testing.T) {
	url := storetest.PostgresSchema(t)
	paced := func(c *Config) { c.BotDelay = 20 * time.Millisecond }
	a, b, c := sharedNode(t, url, paced), sharedNode(t, url, paced), sharedNode(t, url, paced)
	busy := c.create([]string{"human", "random"}, 3)
	watched := a.create([]string{"human", "random"}, 4)
	playUntilTheBotMoved(t, c, busy.ID, busy.Seats[0].Token)
	playUntilTheBotMoved(t, a, watched.ID, watched.Seats[0].Token)
	b.dial(busy.ID, "token="+busy.Seats[0].Token)
	b.dial(watched.ID, "token="+watched.Seats[0].Token)
	b.srv.mu.Lock()
	locked := b.srv.tables[busy.ID]
	b.srv.mu.Unlock()
	if locked == nil {
		t.Fatal("node b does not hold the table its person watches")
	}
	locked.mu.Lock()
	t.Cleanup(locked.mu.Unlock) // before the nodes stop (cleanups run last first)
	c.stop()
	// The busy table's lease lapses, and b's loop meets it.
	time.Sleep(leaseTTL + 2*leaseRenew)
	a.stop()
	stopped := time.Now()
	var sn Snapshot
	tok := watched.Seats[0].Token
	for {
		sn = b.waitActor(watched.ID, tok, 0)
		if code, e := b.move(watched.ID, tok, sn.Seq, sn.Moves[0]); code != 200 {
			t.Fatalf("a move on node b: %d %+v", code, e)
		}
		if a := b.state(watched.ID, tok).Actors; len(a) > 0 && a[0] == 1 {
			break // the bot owes a move, on b, and a's lease has not lapsed yet
		}
	}
	for seq := sn.Seq + 1; b.state(watched.ID, "").Seq == seq; time.Sleep(20 * time.Millisecond) {
		if time.Since(stopped) > 10*time.Second {
			t.Fatalf("no bot move %v after node a stopped, with another table busy on node b", time.Since(stopped))
		}
	}
	t.Logf("taken over %v after node a stopped", time.Since(stopped).Round(time.Millisecond))
}

// playUntilTheBotMoved plays seat 0's first move on h until the table's
// bot (seat 1) has a move stored: h holds the table's lease.
func playUntilTheBotMoved(t *testing.T, h *harness, id, tok string) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); ; {
		sn := h.waitActor(id, tok, 0)
		if sn.Over {
			t.Fatal("the game ended before the test began")
		}
		if moves, _ := h.store.Moves(context.Background(), id); slices.ContainsFunc(moves, func(m store.Move) bool { return m.Seat == 1 }) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the bot never moved")
		}
		if code, e := h.move(id, tok, sn.Seq, sn.Moves[0]); code != 200 {
			t.Fatalf("a move: %d %+v", code, e)
		}
	}
}
