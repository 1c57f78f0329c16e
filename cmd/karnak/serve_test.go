package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestMain lets a test start this very binary as `karnak serve`.
func TestMain(m *testing.M) {
	if os.Getenv("KARNAK_TEST_MAIN") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

type child struct {
	cmd     *exec.Cmd
	url     string
	metrics string // the /metrics address, with --metrics-addr
	logs    *bytes.Buffer
}

// serve starts `karnak serve` in a child process on a free port and waits
// until it answers.
func serve(t *testing.T, dir string, extra ...string) *child {
	t.Helper()
	args := append([]string{"serve", "--addr", "127.0.0.1:0", "--data", dir, "--bot-delay", "0", "--http-rate", "-1"}, extra...)
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "KARNAK_TEST_MAIN=1")
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c := &child{cmd: cmd, logs: &bytes.Buffer{}}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	lines := bufio.NewScanner(stderr)
	found := make(chan string, 1)
	metrics := make(chan string, 1) // logged before "karnak serving"
	go func() {
		sent := false
		for lines.Scan() {
			c.logs.WriteString(lines.Text() + "\n")
			var rec struct{ Msg, URL string }
			if json.Unmarshal(lines.Bytes(), &rec) != nil {
				continue
			}
			switch {
			case rec.Msg == "metrics served" && len(metrics) == 0:
				metrics <- rec.URL
			case rec.Msg == "karnak serving" && !sent:
				found <- strings.TrimSuffix(rec.URL, "/")
				sent = true
			}
		}
	}()
	select {
	case c.url = <-found:
	case <-time.After(20 * time.Second):
		t.Fatalf("server did not start: %s", c.logs)
	}
	select {
	case c.metrics = <-metrics:
	default:
	}
	return c
}

func postJSON(t *testing.T, url string, body any, out any) int {
	t.Helper()
	js, _ := json.Marshal(body)
	resp, err := http.Post(url, "application/json", bytes.NewReader(js))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if out != nil {
		json.NewDecoder(resp.Body).Decode(out)
	}
	return resp.StatusCode
}

type tableState struct {
	Seq   int             `json:"seq"`
	Moves []string        `json:"moves"`
	Over  bool            `json:"over"`
	View  json.RawMessage `json:"view"`
}

func getState(t *testing.T, url string) tableState {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var st tableState
	json.NewDecoder(resp.Body).Decode(&st)
	return st
}

// kill -9 in the middle of a game loses no accepted move: every move the
// server answered 200 to is there after a restart, and play goes on.
func TestKillNineLosesNoMove(t *testing.T) {
	dir := t.TempDir()
	c := serve(t, dir)
	var created struct {
		ID    string
		Seats []struct{ Token string }
	}
	if code := postJSON(t, c.url+"/api/tables", map[string]any{"game": "tekhenu", "players": 2, "seats": []string{"human", "human"}}, &created); code != 201 {
		t.Fatalf("create: %d", code)
	}
	stateURL := func(base string, seat int) string {
		return fmt.Sprintf("%s/api/tables/%s?token=%s", base, created.ID, created.Seats[seat].Token)
	}
	accepted := 0
	for accepted < 40 {
		played := false
		for seat := 0; seat < 2; seat++ {
			st := getState(t, stateURL(c.url, seat))
			if len(st.Moves) == 0 {
				continue
			}
			code := postJSON(t, c.url+"/api/tables/"+created.ID+"/moves",
				map[string]any{"token": created.Seats[seat].Token, "seq": st.Seq, "move": st.Moves[len(st.Moves)/2]}, nil)
			if code == 200 {
				accepted++
				played = true
			}
		}
		if !played {
			t.Fatalf("nobody could move at %d", accepted)
		}
	}
	before := getState(t, stateURL(c.url, 0))
	c.cmd.Process.Signal(syscall.SIGKILL)
	c.cmd.Wait()

	c2 := serve(t, dir)
	after := getState(t, stateURL(c2.url, 0))
	if after.Seq != before.Seq || after.Seq != accepted || string(after.View) != string(before.View) {
		t.Fatalf("after kill -9 and restart: seq %d (had %d, %d accepted), same view %v", after.Seq, before.Seq, accepted, string(after.View) == string(before.View))
	}
	if !strings.Contains(c2.logs.String(), "table restored") {
		t.Fatalf("restart did not report the restored table:\n%s", c2.logs)
	}
	// Play goes on.
	for seat := 0; seat < 2; seat++ {
		st := getState(t, stateURL(c2.url, seat))
		if len(st.Moves) > 0 {
			if code := postJSON(t, c2.url+"/api/tables/"+created.ID+"/moves",
				map[string]any{"token": created.Seats[seat].Token, "seq": st.Seq, "move": st.Moves[0]}, nil); code != 200 {
				t.Fatalf("move after restart: %d", code)
			}
			return
		}
	}
	t.Fatal("no seat could move after the restart")
}

// The metrics are served on the operator's address only, with the limits
// set from flags.
func TestServeMetricsOnOperatorAddress(t *testing.T) {
	addr := freeAddr(t)
	c := serve(t, t.TempDir(), "--metrics-addr", addr, "--table-rate", "1/1h", "--trusted-proxy", "10.0.0.0/8")
	answers(t, map[string]int{c.url + "/metrics": 404, "http://" + addr + "/metrics": 200, "http://" + addr + "/debug/pprof/": 404})
	body := map[string]any{"game": "tekhenu", "players": 2, "seats": []string{"human", "random"}}
	if code := postJSON(t, c.url+"/api/tables", body, nil); code != 201 {
		t.Fatalf("first table: %d", code)
	}
	if code := postJSON(t, c.url+"/api/tables", body, nil); code != 429 {
		t.Fatalf("second table within --table-rate 1/1h: %d, want 429", code)
	}
}

// With --pprof the operator's address serves Go's profiles too; the
// players' address never does.
func TestServeProfilesOnlyWhenAsked(t *testing.T) {
	addr := freeAddr(t)
	c := serve(t, t.TempDir(), "--metrics-addr", addr, "--pprof")
	answers(t, map[string]int{"http://" + addr + "/metrics": 200, "http://" + addr + "/debug/pprof/": 200,
		"http://" + addr + "/debug/pprof/heap": 200, c.url + "/debug/pprof/": 404})
}

// freeAddr is a loopback address free now.
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// answers checks the status code a GET of each URL gets.
func answers(t *testing.T, want map[string]int) {
	t.Helper()
	for url, code := range want {
		resp, err := http.Get(url)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != code {
			t.Errorf("%s: %d, want %d", url, resp.StatusCode, code)
		}
	}
}

func TestServeRefusesBadLimits(t *testing.T) {
	for _, args := range [][]string{{"--table-rate", "often"}, {"--auth-rate", "5/0s"}, {"--trusted-proxy", "proxy.local"}, {"--pprof"}} {
		if _, err := parseServe(args, io.Discard); err == nil {
			t.Errorf("%v accepted", args)
		}
	}
}

// SIGTERM shuts the server down cleanly.
func TestServeStopsOnSigterm(t *testing.T) {
	c := serve(t, t.TempDir())
	c.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan error, 1)
	go func() { done <- c.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("exit after SIGTERM: %v\n%s", err, c.logs)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("server still running 15 s after SIGTERM")
	}
}
