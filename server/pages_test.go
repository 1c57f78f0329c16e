package server

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"karnak/store"
	"karnak/store/storetest"
)

func get(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	return resp.StatusCode, string(b)
}

// The replay page steps through a finished game; a running one has none.
func TestReplayPage(t *testing.T) {
	h := start(t, t.TempDir())
	rep := h.create([]string{"random", "random"}, 4)
	if code, _ := get(t, h.http.URL+"/t/"+rep.ID+"/replay"); code != 403 && !h.state(rep.ID, "").Over {
		t.Fatalf("replay of a running game: %d", code)
	}
	deadline := time.Now().Add(20 * time.Second)
	for !h.state(rep.ID, "").Over {
		if time.Now().After(deadline) {
			t.Fatal("bots did not finish")
		}
		time.Sleep(10 * time.Millisecond)
	}
	total := h.state(rep.ID, "").Seq
	for _, c := range []struct {
		at   string
		want string
	}{
		{"0", "move 0 of"},
		{"10", "move 10 of"},
		{"", fmt.Sprintf("move %d of %d", total, total)},
		{"99999", fmt.Sprintf("move %d of %d", total, total)},
		{"-4", "move 0 of"},
	} {
		code, body := get(t, h.http.URL+"/t/"+rep.ID+"/replay?at="+c.at)
		if code != 200 || !strings.Contains(body, c.want) || !strings.Contains(body, "<svg") {
			t.Fatalf("replay at %q: %d, missing %q", c.at, code, c.want)
		}
	}
	_, body := get(t, h.http.URL+"/t/"+rep.ID+"/replay")
	if !strings.Contains(body, `id="breakdown"`) {
		t.Fatal("the last step of a replay shows no final score")
	}
	if code, _ := get(t, h.http.URL+"/t/nosuch/replay"); code != 404 {
		t.Fatalf("replay of a missing table: %d", code)
	}
	if code, body := get(t, h.http.URL+"/"); code != 200 || !strings.Contains(body, "/t/"+rep.ID) {
		t.Fatalf("lobby: %d, does not list the table", code)
	}
	if code, _ := get(t, h.http.URL+"/t/"+rep.ID+"?token=forged"); code != 403 {
		t.Fatalf("seat link with a forged token: %d", code)
	}
}

// The server's restart test against PostgreSQL, in a schema of its own.
func TestRestartOnPostgres(t *testing.T) {
	dsn := storetest.PostgresSchema(t)
	open := func() *harness {
		st, err := store.OpenPostgres(context.Background(), dsn)
		if err != nil {
			t.Fatal(err)
		}
		return startOn(t, st)
	}
	h := open()
	rep := h.create([]string{"human", "random"}, 12)
	tok := rep.Seats[0].Token
	for i := 0; i < 5; i++ {
		sn := h.waitActor(rep.ID, tok, 0)
		if code, e := h.move(rep.ID, tok, sn.Seq, sn.Moves[0]); code != 200 {
			t.Fatalf("move: %d %+v", code, e)
		}
	}
	before := h.waitActor(rep.ID, tok, 0)
	h.stop()
	after := open().state(rep.ID, tok)
	if after.Seq != before.Seq || string(after.View) != string(before.View) {
		t.Fatalf("after restart on PostgreSQL: seq %d, want %d", after.Seq, before.Seq)
	}
}
