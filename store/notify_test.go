package store

import (
	"context"
	"slices"
	"testing"
	"time"

	"karnak/store/storetest"
)

// Two nodes on one PostgreSQL database: what one stores, the other hears
// of at once, with the move's number; a watch first asks for a resync, and
// a change rolled back is never told.
func TestWatchHearsTheOtherNode(t *testing.T) {
	url := storetest.PostgresSchema(t)
	ctx := context.Background()
	a, err := OpenPostgres(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := OpenPostgres(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if !Watches(a) {
		t.Fatal("a PostgreSQL store does not watch")
	}
	tb := sampleTable("watched")
	if err := a.CreateTable(ctx, tb); err != nil {
		t.Fatal(err)
	}
	heard := make(chan Change, 16)
	resyncs := make(chan bool, 4)
	wctx, stop := context.WithCancel(ctx)
	done := make(chan error)
	go func() { done <- b.(Watcher).Watch(wctx, func(c Change) { heard <- c }, func() { resyncs <- true }) }()
	select {
	case <-resyncs:
	case <-time.After(10 * time.Second):
		t.Fatal("the watch never listened")
	}
	expect := func(want Change) {
		t.Helper()
		select {
		case got := <-heard:
			same := got.Table == want.Table && got.Seq == want.Seq && (got.Move == nil) == (want.Move == nil)
			if same && want.Move != nil {
				g, w := *got.Move, *want.Move
				same = g.Seq == w.Seq && g.Seat == w.Seat && g.Move == w.Move && g.At.Equal(w.At.Truncate(time.Millisecond))
			}
			if !same {
				t.Fatalf("heard %+v (move %+v), want %+v (move %+v)", got, got.Move, want, want.Move)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%+v was never heard", want)
		}
	}
	first := Move{Seq: 1, Seat: 0, Move: "keep decree 3", At: time.Now()}
	if err := a.AppendMove(ctx, tb.ID, first); err != nil {
		t.Fatal(err)
	}
	expect(Change{Table: tb.ID, Seq: 1, Move: &first})
	// A move whose number is taken stores nothing and tells nothing.
	if err := a.AppendMove(ctx, tb.ID, Move{Seq: 1, Seat: 1, Move: "keep", At: time.Now()}); err != ErrConflict {
		t.Fatalf("a second move 1: %v", err)
	}
	if err := a.TakeBack(ctx, tb.ID, TakeBack{Seq: 2, Move: 1, Seat: 0, At: time.Now()}); err != nil {
		t.Fatal(err)
	}
	expect(Change{Table: tb.ID, Seq: 2})
	// A node one behind reads what it lacks, and learns of the take-back.
	after, takeBack, err := b.(Watcher).MovesAfter(ctx, tb.ID, 0)
	if err != nil || len(after) != 2 || after[0].Move != first.Move || after[1].Seq != 2 || !takeBack {
		t.Fatalf("moves after 0: %+v, take-back %v, %v", after, takeBack, err)
	}
	if after, takeBack, err = b.(Watcher).MovesAfter(ctx, tb.ID, 2); err != nil || len(after) != 0 || takeBack {
		t.Fatalf("moves after 2: %+v, take-back %v, %v", after, takeBack, err)
	}
	if err := a.ClaimSeat(ctx, tb.ID, 0, "u1", "Ana"); err != nil {
		t.Fatal(err)
	}
	expect(Change{Table: tb.ID})
	select {
	case c := <-heard:
		t.Fatalf("heard %+v, which nobody stored", c)
	case <-time.After(300 * time.Millisecond):
	}
	stop()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

func TestChangePayload(t *testing.T) {
	c := Change{Table: "ab12", Seq: 42}
	got, err := parseChange(c.payload())
	if err != nil || got.Table != c.Table || got.Seq != c.Seq || got.Move != nil {
		t.Fatalf("%+v travels as %q and comes back as %+v (%v)", c, c.payload(), got, err)
	}
	m := Move{Seq: 43, Seat: 2, Move: "bid thebes 2", At: time.UnixMilli(1_700_000_000_123).UTC()}
	c = Change{Table: "ab12", Seq: 43, Move: &m}
	got, err = parseChange(c.payload())
	if err != nil || got.Move == nil || *got.Move != m || got.Seq != 43 {
		t.Fatalf("%+v travels as %q and comes back as %+v (%v)", m, c.payload(), got.Move, err)
	}
	c = Change{Table: "ab12", Hint: true}
	if got, err = parseChange(c.payload()); err != nil || got != c {
		t.Fatalf("%+v travels as %q and comes back as %+v (%v)", c, c.payload(), got, err)
	}
	for _, bad := range []string{"", "42", "x ab", "42 ", "42 ab 1 2", "42 ab x 5 keep", "42 ab 1 5 ", "hint ", "hint"} {
		if _, err := parseChange(bad); err == nil {
			t.Errorf("%q parses", bad)
		}
	}
}

// openShared opens a store on a PostgreSQL schema of the test's own,
// closed at its end.
func openShared(t *testing.T) Store {
	t.Helper()
	st, err := OpenPostgres(context.Background(), storetest.PostgresSchema(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// A table's bot lease is one node's until it runs out or is released.
func TestBotLease(t *testing.T) {
	ctx := context.Background()
	st := openShared(t)
	l := st.(Leaser)
	try := func(node string, ttl time.Duration, want bool) {
		t.Helper()
		got, _, err := l.Lease(ctx, "t1", node, ttl)
		if err != nil || got != want {
			t.Fatalf("%s asks for the lease: %v %v, want %v", node, got, err, want)
		}
	}
	try("a", time.Second, true)
	try("b", time.Second, false)
	try("a", 200*time.Millisecond, true) // renewed, shorter
	time.Sleep(300 * time.Millisecond)
	try("b", time.Second, true) // a's ran out
	try("a", time.Second, false)
	if err := l.Release(ctx, "t1", "a"); err != nil { // not a's: nothing happens
		t.Fatal(err)
	}
	try("a", time.Second, false)
	if err := l.Release(ctx, "t1", "b"); err != nil {
		t.Fatal(err)
	}
	try("a", time.Second, true)
	// Renewed together, a node's leases outlive their first term; a node
	// that stops renewing lets them lapse, and they are listed.
	try("a", 200*time.Millisecond, true)
	time.Sleep(120 * time.Millisecond)
	if renewed, err := l.Renew(ctx, "a", nil, 300*time.Millisecond); err != nil || !slices.Equal(renewed, []Renewal{{"t1", -1}}) {
		t.Fatalf("renewed %v (%v), want [t1]", renewed, err)
	}
	if renewed, err := l.Renew(ctx, "b", []string{"t1"}, 300*time.Millisecond); err != nil || len(renewed) != 0 {
		t.Fatalf("b renewed %v (%v), a lease it does not hold and that has not run out", renewed, err)
	}
	time.Sleep(120 * time.Millisecond) // past the first term, within the renewal
	if lapsed, err := l.Lapsed(ctx); err != nil || len(lapsed) != 0 {
		t.Fatalf("lapsed within a renewal: %v %v", lapsed, err)
	}
	try("b", time.Second, false)
	time.Sleep(250 * time.Millisecond)
	if lapsed, err := l.Lapsed(ctx); err != nil || !slices.Equal(lapsed, []string{"t1"}) {
		t.Fatalf("lapsed after the renewal ran out: %v %v, want [t1]", lapsed, err)
	}
	try("b", time.Second, true)
	// A renewal takes the lapsed leases it is asked to, with the table's
	// last event, and no other: t2 has run out too but was not asked for.
	try("b", 100*time.Millisecond, true)
	if _, _, err := l.Lease(ctx, "t2", "b", 100*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	for seq := 1; seq <= 2; seq++ {
		if err := st.AppendMove(ctx, "t1", Move{Seq: seq, Seat: seq % 2, Move: "x", At: time.Now()}); err != nil {
			t.Fatal(err)
		}
	}
	time.Sleep(150 * time.Millisecond)
	if renewed, err := l.Renew(ctx, "c", []string{"t1", "t3"}, time.Second); err != nil || !slices.Equal(renewed, []Renewal{{"t1", 2}}) {
		t.Fatalf("c's renewal taking t1: %v (%v), want t1 at event 2", renewed, err)
	}
	try("b", time.Second, false)
	if lapsed, err := l.Lapsed(ctx); err != nil || !slices.Equal(lapsed, []string{"t2"}) {
		t.Fatalf("lapsed after c took t1: %v %v, want [t2]", lapsed, err)
	}
	// One machine's store: every lease is its own.
	lite, err := OpenSQLite(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer lite.Close()
	if ok, _, err := lite.(Leaser).Lease(ctx, "t1", "x", time.Second); !ok || err != nil {
		t.Fatalf("SQLite refuses a lease: %v", err)
	}
}

// A hint job is posted once, held by one node at a time until its claim
// runs out, answered once, and read by whoever asked.
func TestHintQueue(t *testing.T) {
	ctx := context.Background()
	st := openShared(t)
	q := st.(HintQueue)
	job := HintJob{Table: "t1", Events: 7, Seat: 1, Bot: "ismcts:ms=1000"}
	for range 2 { // asked twice: one job
		if err := q.PostHint(ctx, job); err != nil {
			t.Fatal(err)
		}
	}
	claim := func(node string, ttl time.Duration, want bool) {
		t.Helper()
		got, ok, err := q.ClaimHint(ctx, node, ttl)
		if err != nil || ok != want || ok && got != job {
			t.Fatalf("%s claims: %+v %v %v, want %v", node, got, ok, err, want)
		}
	}
	claim("a", 200*time.Millisecond, true)
	claim("b", time.Second, false) // a holds it, and there is no other
	if _, ok, err := q.HintAnswer(ctx, job); ok || err != nil {
		t.Fatalf("an answer before any: %v %v", ok, err)
	}
	time.Sleep(300 * time.Millisecond)
	claim("b", time.Second, true) // a's claim ran out: a died thinking
	if err := q.AnswerHint(ctx, job, []byte(`{"move":"b's"}`)); err != nil {
		t.Fatal(err)
	}
	if err := q.AnswerHint(ctx, job, []byte(`{"move":"a's, late"}`)); err != nil {
		t.Fatal(err)
	}
	got, ok, err := q.HintAnswer(ctx, job)
	if !ok || err != nil || string(got) != `{"move":"b's"}` {
		t.Fatalf("answer %q %v %v, want b's, the first", got, ok, err)
	}
	claim("a", time.Second, false) // answered: nothing to claim
	lite, err := OpenSQLite(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer lite.Close()
	if err := lite.(HintQueue).PostHint(ctx, job); err == nil {
		t.Fatal("SQLite queues a hint: one machine works its hints out itself")
	}
}
