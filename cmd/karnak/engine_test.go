package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"reflect"
	"testing"

	"karnak/engine"
	"karnak/protocol"
)

// A client drives `karnak engine` as a subprocess, one line out and one line
// back at a time: it plays a whole 2-player game by asking for the legal
// moves and playing the first, then checks the result against a replay of
// the record the engine kept.
func TestEngineProtocolSubprocess(t *testing.T) {
	cmd := exec.Command(os.Args[0], "engine", "--seed", "3")
	cmd.Env = append(os.Environ(), "KARNAK_TEST_MAIN=1")
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	answers := bufio.NewScanner(stdout)
	answers.Buffer(nil, 1<<22)
	ask := func(req string) protocol.Response {
		t.Helper()
		if _, err := io.WriteString(stdin, req+"\n"); err != nil {
			t.Fatal(err)
		}
		if !answers.Scan() {
			t.Fatalf("no answer to %s: %v", req, answers.Err())
		}
		var r protocol.Response
		if err := json.Unmarshal(answers.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		return r
	}
	r := ask(`{"cmd":"new","game":"tekhenu","options":{"players":"2"},"seed":12}`)
	if !r.OK || r.ID != "g1" {
		t.Fatalf("new: %+v", r)
	}
	plies := 0
	for !*r.Over {
		seat := r.Actors[0]
		ms := ask(fmt.Sprintf(`{"cmd":"moves","id":"g1","seat":%d}`, seat))
		if !ms.OK || len(ms.Moves) == 0 {
			t.Fatalf("moves: %+v", ms)
		}
		move, _ := json.Marshal(ms.Moves[len(ms.Moves)/2])
		r = ask(fmt.Sprintf(`{"cmd":"play","id":"g1","seat":%d,"move":%s}`, seat, move))
		if !r.OK {
			t.Fatalf("play %s: %s", move, r.Error)
		}
		if plies++; plies > 5000 {
			t.Fatal("game does not end")
		}
	}
	res := ask(`{"cmd":"result","id":"g1"}`)
	rec := ask(`{"cmd":"record","id":"g1"}`)
	if !res.OK || !rec.OK {
		t.Fatalf("result %+v record %+v", res, rec)
	}
	st, err := engine.Replay(*rec.Record)
	if err != nil {
		t.Fatal(err)
	}
	if got := st.Result(); !reflect.DeepEqual(got, *res.Result) {
		t.Fatalf("replayed record gives %+v, engine said %+v", got, *res.Result)
	}
	if q := ask(`{"cmd":"quit"}`); !q.OK {
		t.Fatal(q.Error)
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("engine did not exit cleanly after quit: %v", err)
	}
}
