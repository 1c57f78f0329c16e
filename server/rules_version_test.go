package server

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"karnak/engine"
	"karnak/store"
)

// A table is stored with the rules version of its game, and its record
// carries it.
func TestTablesRecordTheirRulesVersion(t *testing.T) {
	h := start(t, t.TempDir())
	rep := h.create([]string{"human", "random"}, 7)
	g, _ := engine.Lookup("tekhenu")
	want := g.Descriptor().RulesVersion
	row, err := h.store.Table(context.Background(), rep.ID)
	if err != nil || row.RulesVersion != want {
		t.Fatalf("stored rules version %d, want %d (%v)", row.RulesVersion, want, err)
	}
	var rec engine.SealedRecord
	if code := h.call("GET", "/api/tables/"+rep.ID+"/record?token="+rep.Seats[0].Token, nil, &rec); code != 200 || rec.RulesVersion != want {
		t.Fatalf("record: %d, rules version %d, want %d", code, rec.RulesVersion, want)
	}
}

// breakTable stores, after the moves of table id, legal moves until the
// bot in seat 1 owes one, then a move the engine refuses and one more: a
// table a rules fix has broken, with a bot that would move if it ran. It
// returns the number of moves that replay and the number stored.
func breakTable(t *testing.T, st store.Store, id string) (replay, stored int) {
	t.Helper()
	ctx := context.Background()
	row, err := st.Table(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	moves, err := st.Moves(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	rec := engine.Record{Game: row.Game, Options: engine.Options(row.Options), Seed: row.Seed}
	for _, m := range moves {
		rec.Moves = append(rec.Moves, engine.RecordMove{Seat: m.Seat, Move: m.Move})
	}
	s, err := engine.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	seq := len(moves)
	add := func(seat int, text string) {
		seq++
		if err := st.AppendMove(ctx, id, store.Move{Seq: seq, Seat: seat, Move: text, At: time.Now()}); err != nil {
			t.Fatal(err)
		}
	}
	for !slices.Contains(s.Actors(), 1) {
		if s.Over() {
			t.Fatal("the game ended before the bot owed a move")
		}
		seat := s.Actors()[0]
		m := s.Moves(seat)[0]
		text := s.MoveText(m)
		if err := s.Play(seat, m); err != nil {
			t.Fatal(err)
		}
		add(seat, text)
	}
	replay = seq
	add(1, "keep L99")
	add(0, "pass")
	return replay, seq
}

// When a rules fix makes a stored move illegal, the table still opens: it
// shows the game up to that move with a notice, refuses every change with
// 409 naming the break, runs no bot, keeps every stored move, and stays in
// the lobby; a restart does the same.
func TestBrokenTableStaysReadable(t *testing.T) {
	dir := t.TempDir()
	h := start(t, dir)
	rep := h.create([]string{"human", "random"}, 7)
	id, tok := rep.ID, rep.Seats[0].Token
	for range 4 {
		sn := h.waitActor(id, tok, 0)
		if code, e := h.move(id, tok, sn.Seq, sn.Moves[0]); code != 200 {
			t.Fatalf("move %q: %d %+v", sn.Moves[0], code, e)
		}
	}
	h.waitActor(id, tok, 0)
	h.stop()

	st, err := store.OpenSQLite(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	replay, stored := breakTable(t, st, id)
	st.Close()
	broke := fmt.Sprintf("move %d (seat 1: keep L99)", replay+1)

	for restart := range 2 {
		h = start(t, dir)
		code, page := get(t, h.http.URL+"/t/"+id)
		if code != 200 || !strings.Contains(page, `id="broken"`) || !strings.Contains(page, broke) {
			t.Fatalf("restart %d: table page %d, without the notice naming %s:\n%s", restart, code, broke, page)
		}
		if strings.Contains(page, `id="leave"`) {
			t.Errorf("restart %d: a broken table offers to leave it", restart)
		}
		sn := h.state(id, tok)
		if sn.Broken == "" || !strings.Contains(sn.Broken, broke) || sn.Seq != replay || len(sn.Actors) != 0 || len(sn.Moves) != 0 || sn.Over {
			t.Fatalf("restart %d: snapshot broken %q, seq %d (want %d), actors %v, moves %v", restart, sn.Broken, sn.Seq, replay, sn.Actors, sn.Moves)
		}
		for _, want := range []string{"rules version", "all " + fmt.Sprint(stored) + " stored moves are kept"} {
			if !strings.Contains(sn.Broken, want) {
				t.Errorf("the notice %q does not say %q", sn.Broken, want)
			}
		}
		if code, e := h.move(id, tok, replay, "pass"); code != 409 || !strings.Contains(e.Error, broke) {
			t.Errorf("restart %d: a move at the break: %d %+v, want 409 naming %s", restart, code, e, broke)
		}
		var e apiError
		if code := h.call("POST", "/api/tables/"+id+"/join", map[string]any{"seat": 0}, &e); code != 409 || !strings.Contains(e.Error, broke) {
			t.Errorf("restart %d: joining: %d %+v", restart, code, e)
		}
		if code := h.call("POST", "/api/tables/"+id+"/replace", map[string]any{"token": tok, "bot": "random"}, &e); code != 409 || !strings.Contains(e.Error, broke) {
			t.Errorf("restart %d: handing the seat to a bot: %d %+v", restart, code, e)
		}
		if code := h.call("POST", "/api/tables/"+id+"/hint", map[string]any{"token": tok}, &e); code != 409 || !strings.Contains(e.Error, broke) {
			t.Errorf("restart %d: a hint: %d %+v", restart, code, e)
		}
		code, replayPage := get(t, h.http.URL+"/t/"+id+"/replay")
		if code != 200 || !strings.Contains(replayPage, fmt.Sprintf("move %d of %d", replay, replay)) || !strings.Contains(replayPage, `id="broken"`) {
			t.Errorf("restart %d: replay page %d:\n%s", restart, code, replayPage)
		}
		if code, _ := get(t, h.http.URL+"/t/"+id+"/replay?at=2"); code != 200 {
			t.Errorf("restart %d: replay step 2: %d", restart, code)
		}
		// The bot of seat 1 owes the move at the break: it must not play.
		time.Sleep(100 * time.Millisecond)
		moves, err := h.store.Moves(context.Background(), id)
		if err != nil || len(moves) != stored || moves[replay].Move != "keep L99" {
			t.Fatalf("restart %d: the store holds %d moves (%v), want all %d", restart, len(moves), err, stored)
		}
		if sn := h.state(id, tok); sn.Seq != replay {
			t.Fatalf("restart %d: seq %d after waiting, want %d", restart, sn.Seq, replay)
		}
		var list struct{ Tables []TableSummary }
		h.call("GET", "/api/tables", nil, &list)
		if !slices.ContainsFunc(list.Tables, func(s TableSummary) bool { return s.ID == id }) {
			t.Errorf("restart %d: the lobby API does not list the table", restart)
		}
		if code, lobby := get(t, h.http.URL+"/"); code != 200 || !strings.Contains(lobby, "/t/"+id) {
			t.Errorf("restart %d: the lobby page does not list the table", restart)
		}
		h.stop()
	}
}

// The notice names the rules version a game was played under beside the
// one the server plays when they differ.
func TestBrokenNoticeNamesBothVersions(t *testing.T) {
	d := engine.Descriptor{Title: "Some Game", RulesVersion: 3}
	m := store.Move{Seq: 7, Seat: 2, Move: "take x"}
	got := brokenNotice(d, 0, m, fmt.Errorf("no x here"), 9)
	for _, want := range []string{"move 7 (seat 2: take x)", "no x here", "rules version 1 of Some Game; this server plays version 3", "up to move 6", "all 9 stored moves"} {
		if !strings.Contains(got, want) {
			t.Errorf("notice %q does not say %q", got, want)
		}
	}
}
