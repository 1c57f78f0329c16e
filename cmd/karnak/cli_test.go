package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"karnak/bots"
	"karnak/engine"
)

func TestSimJSONAndReplay(t *testing.T) {
	dir := t.TempDir()
	for _, players := range []string{"2", "3", "4"} {
		var out bytes.Buffer
		err := runSim([]string{"tekhenu", "--players", players, "--games", "3", "--seed", "40", "--json", "--record", dir}, &out, &out)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		if len(lines) != 4 {
			t.Fatalf("%s players: %d lines, want 3 games + summary", players, len(lines))
		}
		for i, l := range lines[:3] {
			var g gameLine
			if err := json.Unmarshal([]byte(l), &g); err != nil {
				t.Fatal(err)
			}
			if g.Seed != uint64(40+i) || len(g.Scores) != g.Players || g.Moves == 0 {
				t.Fatalf("bad game line %s", l)
			}
			// The record replays to the same scores.
			var rep bytes.Buffer
			if err := runReplay([]string{filepath.Join(dir, "tekhenu-"+itoa(40+i)+".json")}, &rep); err != nil {
				t.Fatal(err)
			}
			var back gameLine
			json.Unmarshal(rep.Bytes(), &back)
			if back.Winner != g.Winner || !equal(back.Scores, g.Scores) {
				t.Fatalf("replay gave %v, sim %v", back, g)
			}
		}
		var sum simSummary
		if err := json.Unmarshal([]byte(lines[3]), &sum); err != nil || sum.Games != 3 || sum.GamesPerSec <= 0 {
			t.Fatalf("bad summary %s", lines[3])
		}
	}
}

func TestReplayNamesTheBadMove(t *testing.T) {
	dir := t.TempDir()
	var out bytes.Buffer
	if err := runSim([]string{"tekhenu", "--games", "1", "--seed", "7", "--record", dir}, &out, &out); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "tekhenu-7.json")
	data, _ := os.ReadFile(path)
	var rec engine.Record
	json.Unmarshal(data, &rec)
	rec.Moves[5].Move = "take nowhere blue 9"
	rec.Moves[9].Move = "fly"
	bad, _ := json.Marshal(rec)
	os.WriteFile(path, bad, 0o644)
	err := runReplay([]string{path}, &out)
	if err == nil || !strings.Contains(err.Error(), "move 5") {
		t.Fatalf("want an error naming move 5, got %v", err)
	}
	rec.Moves[5] = rec.Moves[4] // legal text, wrong moment
	bad, _ = json.Marshal(rec)
	os.WriteFile(path, bad, 0o644)
	err = runReplay([]string{path}, &out)
	var re *engine.ReplayError
	if err == nil || !strings.Contains(err.Error(), "move 5") {
		t.Fatalf("want an illegal-move error at move 5, got %v (%T)", err, re)
	}
	os.WriteFile(path, []byte("{not json"), 0o644)
	if err := runReplay([]string{path}, &out); err == nil {
		t.Fatal("malformed record accepted")
	}
}

// A person at the terminal: asks for help at every prompt and answers with
// the first legal move listed; once, a move that is not one.
func TestPlayInTheTerminal(t *testing.T) {
	prompts, refused := 0, false
	listing := false // help was typed: printed lists the legal moves
	end := playAtTheTerminal(t, []string{"tekhenu", "--players", "2", "--seats", "human,random", "--seed", "3"}, func(seat int, printed string) string {
		prompts++
		switch {
		case prompts == 1:
			return "take the pyramid"
		case prompts == 2:
			refused = strings.Contains(printed, "— type help for the legal moves")
		case listing:
			listing = false
			for _, l := range strings.Split(printed, "\n") {
				if strings.HasPrefix(l, "  ") && !strings.HasPrefix(l, "   ") {
					return strings.TrimSpace(l)
				}
			}
			t.Fatalf("no legal moves listed after help:\n%s", printed)
		}
		listing = true
		return "help"
	})
	if !refused {
		t.Error("a move that is not one was not refused with a pointer to help")
	}
	if !strings.Contains(end, "Final scores") || prompts < 20 {
		t.Fatalf("the game did not finish through the terminal (%d prompts)", prompts)
	}
}

func itoa(n int) string { return strings.TrimSpace(strings.Repeat(" ", 0) + fmtInt(n)) }

func fmtInt(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// In the terminal, "hint" shows the hint bot's choice with its runners-up
// and changes nothing.
func TestPlayHint(t *testing.T) {
	var out strings.Builder
	in := strings.NewReader("hint\nrecord\nquit\n")
	err := runPlay([]string{"tekhenu", "--players", "2", "--seats", "human,easy", "--seed", "4",
		"--hint-bot", "ismcts:iters=120,workers=1"}, in, &out)
	if err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{"suggests (120 playouts)", "1. keep ", "% to win", `"seed_withheld":`, `"moves":[]`} {
		if !strings.Contains(text, want) {
			t.Fatalf("no %q in:\n%s", want, text)
		}
	}
}

// A human against a bot: the bot's secret decree and the seed that dealt it
// reach the terminal neither in the bot's move nor in the record.
func TestPlayHidesTheBotsSecrets(t *testing.T) {
	const seed = 987654321
	g, _ := engine.Lookup("tekhenu")
	s, err := g.New(engine.Options{"players": "2"}, seed)
	if err != nil {
		t.Fatal(err)
	}
	humanKeep := s.MoveText(s.Moves(0)[0])
	var botDecrees []string // the bot keeps one of these; none may show
	for _, m := range s.Moves(1) {
		text := s.MoveText(m)
		if !strings.HasPrefix(text, "keep L") {
			t.Fatalf("seat 1 does not start by keeping a decree: %q", text)
		}
		botDecrees = append(botDecrees, strings.TrimPrefix(text, "keep "))
	}
	var out strings.Builder
	in := strings.NewReader(humanKeep + "\nrecord\nquit\n")
	if err := runPlay([]string{"tekhenu", "--players", "2", "--seats", "human,medium", "--seed", fmt.Sprint(seed)}, in, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	if !strings.Contains(text, "seat 1 (medium): keep (a decree)") {
		t.Errorf("the bot's keep is not told as a hidden decree:\n%s", text)
	}
	for _, card := range botDecrees {
		if strings.Contains(text, card) {
			t.Errorf("the bot's decree %s shows:\n%s", card, text)
		}
	}
	_, record, ok := strings.Cut(text, "{")
	if !ok {
		t.Fatalf("no record in:\n%s", text)
	}
	record, _, _ = strings.Cut(record, "\n")
	for _, secret := range []string{`"seed":`, fmt.Sprint(seed), `"seed_nonce"`} {
		if strings.Contains(record, secret) {
			t.Errorf("the record shows %s: {%s", secret, record)
		}
	}
	for _, want := range []string{`"seed_sha256":"`, `"move":"` + humanKeep + `"`, `"move":"keep (a decree)"`} {
		if !strings.Contains(record, want) {
			t.Errorf("no %s in the record {%s", want, record)
		}
	}
}

// The shared terminal shows what its one human may see, and only what every
// seat may see when several humans take turns at it or only bots play.
func TestTerminalViewer(t *testing.T) {
	bot := bots.NewRandom(1)
	for _, c := range []struct {
		seats []bots.Bot
		want  int
	}{
		{[]bots.Bot{nil, bot}, 0},
		{[]bots.Bot{bot, bot, nil}, 2},
		{[]bots.Bot{nil, bot, nil}, -1},
		{[]bots.Bot{bot, bot}, -1},
	} {
		if got := terminalViewer(c.seats); got != c.want {
			t.Errorf("terminalViewer(%v) = %d, want %d", c.seats, got, c.want)
		}
	}
}

// At the end the seed is published and matches the commitment made before
// the first move, and --record writes a record that replays to the result.
func TestPlayPublishesTheSeedAtTheEnd(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	var out strings.Builder
	if err := runPlay([]string{"tekhenu", "--players", "2", "--seats", "random,random", "--record", path}, strings.NewReader(""), &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	if !strings.Contains(text, "seat 0 (random): keep (a decree)") {
		t.Errorf("bots' decrees are not hidden from the spectator:\n%s", text)
	}
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	result, seedLine := lines[len(lines)-2], lines[len(lines)-1]
	var seed uint64
	var nonce, sum string
	if _, err := fmt.Sscanf(strings.NewReplacer("(", "", ")", "", ",", "").Replace(seedLine), "seed %d nonce %s sha256 %s", &seed, &nonce, &sum); err != nil {
		t.Fatalf("seed line %q: %v", seedLine, err)
	}
	if engine.SeedCommitment(nonce, seed) != sum || len(nonce) != 32 {
		t.Fatalf("seed line %q does not verify", seedLine)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec, err := engine.ReadRecord(f)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Seed != seed || rec.SeedNonce != nonce || rec.SeedSHA256 != sum {
		t.Fatalf("record %+v, seed line %q", rec, seedLine)
	}
	s, err := engine.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Over() || resultText(s.Result()) != result {
		t.Fatalf("the record replays to %q, the game ended %q", resultText(s.Result()), result)
	}
}

func TestBenchBot(t *testing.T) {
	var out strings.Builder
	if err := runBench([]string{"tekhenu", "--players", "2", "--bot", "ismcts:iters=50,workers=1", "--seconds", "0.3"}, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "playouts/s on 1 workers") {
		t.Fatalf("no playout rate in %q", out.String())
	}
	if err := runBench([]string{"tekhenu", "--bot", "alphazero"}, &out, io.Discard); err == nil {
		t.Fatal("an unknown bot must be refused")
	}
}

// The arena runs, rotates seats, prints its table and JSON, and writes the
// records, summary and plot.
func TestArenaCommand(t *testing.T) {
	dir := t.TempDir()
	var out, progress strings.Builder
	err := runArena([]string{"tekhenu", "--players", "2", "--bots", "heuristic,random", "--games", "6", "--seed", "2",
		"--json", "--out", dir}, &out, &progress)
	if err != nil {
		t.Fatal(err)
	}
	var sum struct {
		Bots []struct {
			Name    string     `json:"name"`
			Games   int        `json:"games"`
			Wins    int        `json:"wins"`
			WinRate float64    `json:"win_rate"`
			CI95    [2]float64 `json:"ci95"`
			Mean    float64    `json:"mean_score"`
			Rating  float64    `json:"rating"`
		} `json:"bots"`
		Seats []struct{ Wins int } `json:"seats"`
	}
	if err := json.Unmarshal([]byte(out.String()), &sum); err != nil {
		t.Fatal(err)
	}
	if len(sum.Bots) != 2 || sum.Bots[0].Games != 6 || sum.Bots[0].Wins+sum.Bots[1].Wins != 6 || len(sum.Seats) != 2 {
		t.Fatalf("summary %+v", sum)
	}
	if b := sum.Bots[0]; b.CI95[0] > b.WinRate || b.CI95[1] < b.WinRate || b.Rating <= 1500 {
		t.Fatalf("heuristic after beating random: %+v", b)
	}
	for _, f := range []string{"game-0000.json", "game-0005.json", "summary.json", "ratings.svg"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Fatal(err)
		}
	}
	// Each game's line, written as it ended: all six, each once, with its
	// seats' bots and its result.
	lines, err := os.ReadFile(filepath.Join(dir, "games.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int]bool{}
	for _, line := range strings.Split(strings.TrimSpace(string(lines)), "\n") {
		var g struct {
			Index  int      `json:"index"`
			Seats  []string `json:"seats"`
			Result struct {
				Ranks []int `json:"ranks"`
			} `json:"result"`
		}
		if err := json.Unmarshal([]byte(line), &g); err != nil {
			t.Fatalf("games.jsonl line %q: %v", line, err)
		}
		if seen[g.Index] || len(g.Seats) != 2 || !slices.Contains(g.Seats, "random") || !slices.Contains(g.Seats, "heuristic") || len(g.Result.Ranks) != 2 {
			t.Errorf("games.jsonl line %q", line)
		}
		seen[g.Index] = true
	}
	if len(seen) != 6 {
		t.Errorf("games.jsonl holds games %v, want 0 to 5", seen)
	}
	rec, _ := os.Open(filepath.Join(dir, "game-0003.json"))
	defer rec.Close()
	r, err := engine.ReadRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := engine.Replay(r); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(progress.String(), "6/6 games") {
		t.Fatalf("no progress shown: %q", progress.String())
	}
	if err := runArena([]string{"tekhenu", "--bots", "heuristic,nobody", "--games", "2"}, &out, &progress); err == nil {
		t.Fatal("an unknown bot must be refused before playing")
	}
}

// A bot plays a solo game in the terminal: every Botankhamun turn is told,
// turns 1 to 16, the result names the automa's score, and the seed follows.
func TestPlaySoloInTheTerminal(t *testing.T) {
	var out strings.Builder
	if err := runPlay([]string{"tekhenu", "--players", "1", "--seats", "medium", "--option", "automa=hard", "--seed", "5"}, strings.NewReader(""), &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for n := 1; n <= 16; n++ {
		if !strings.Contains(text, fmt.Sprintf("Botankhamun's turn %d: ", n)) {
			t.Fatalf("turn %d not told:\n%s", n, text)
		}
	}
	if strings.Contains(text, "turn 17:") || !strings.Contains(text, "(Botankhamun, hard)") {
		t.Fatalf("transcript:\n%s", text)
	}
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	if result := lines[len(lines)-2]; !strings.HasPrefix(result, "Final scores [") || !strings.Contains(result, "Botankhamun ") {
		t.Fatalf("result line %q", result)
	}
	if last := lines[len(lines)-1]; !strings.HasPrefix(last, "seed 5 (nonce ") {
		t.Fatalf("last line %q", last)
	}
}

// karnak games lists every game's descriptor, as text and as JSON.
func TestGamesCommand(t *testing.T) {
	var text, js bytes.Buffer
	if err := runGames(nil, &text); err != nil {
		t.Fatal(err)
	}
	if err := runGames([]string{"--json"}, &js); err != nil {
		t.Fatal(err)
	}
	var ds []engine.Descriptor
	if err := json.Unmarshal(js.Bytes(), &ds); err != nil {
		t.Fatal(err)
	}
	if len(ds) != len(engine.Games()) {
		t.Fatalf("%d descriptors for %v", len(ds), engine.Games())
	}
	for _, d := range ds {
		g, _ := engine.Lookup(d.Name)
		if want := g.Descriptor(); fmt.Sprint(d) != fmt.Sprint(want) {
			t.Errorf("JSON descriptor %+v, want %+v", d, want)
		}
		if !strings.Contains(text.String(), d.Title) {
			t.Errorf("text lacks %s", d.Title)
		}
		for _, o := range d.Options {
			if !strings.Contains(text.String(), o.Key+"="+strings.Join(o.Values, "|")) {
				t.Errorf("text lacks option %s", o.Key)
			}
		}
	}
}

// Every game command prints its flags and the game's options on --help, and
// refuses an option outside the descriptor naming the allowed values.
func TestCommandsHelpAndOptions(t *testing.T) {
	type command func(args []string, out io.Writer) error
	commands := map[string]command{
		"sim":   func(a []string, w io.Writer) error { return runSim(a, w, io.Discard) },
		"play":  func(a []string, w io.Writer) error { return runPlay(a, strings.NewReader("quit\n"), w) },
		"arena": func(a []string, w io.Writer) error { return runArena(a, w, io.Discard) },
		"bench": func(a []string, w io.Writer) error { return runBench(a, w, io.Discard) },
	}
	for name, run := range commands {
		var out bytes.Buffer
		if err := run([]string{"tekhenu", "--help"}, &out); !errors.Is(err, errHelpShown) {
			t.Errorf("%s --help: %v", name, err)
		}
		for _, want := range []string{"-seed", "-option", "horus=random|printed", "automa=easy|medium|hard"} {
			if !strings.Contains(out.String(), want) {
				t.Errorf("%s --help lacks %q:\n%s", name, want, out.String())
			}
		}
		err := run([]string{"tekhenu", "--option", "horus=sideways"}, io.Discard)
		if err == nil || !strings.Contains(err.Error(), "allowed values are random, printed") {
			t.Errorf("%s with horus=sideways: %v", name, err)
		}
		err = run([]string{"tekhenu", "--players", "3", "--option", "automa=hard"}, io.Discard)
		if err == nil || !strings.Contains(err.Error(), "for 1 player") {
			t.Errorf("%s with a solo option at 3 players: %v", name, err)
		}
	}
}

// Every command's --help, however spelled and wherever among the flags,
// prints its usage line and each of its flags to standard output — with
// the games' options when the command takes them — and exits 0. It runs
// this very binary, so the exit status and the streams are the user's.
func TestEveryCommandsHelp(t *testing.T) {
	options := []string{"(tekhenu) options", "horus=random|printed", "automa=easy|medium|hard"}
	for _, c := range []struct {
		args    []string
		flags   []string
		options bool
	}{
		{[]string{"sim", "--help"}, []string{"players", "seed", "option", "games", "json", "record"}, true},
		{[]string{"sim", "-h"}, []string{"players", "seed", "option", "games", "json", "record"}, true},
		{[]string{"sim", "--players", "3", "-help"}, []string{"players", "seed", "option", "games", "json", "record"}, true},
		{[]string{"sim", "tekhenu", "--games", "2", "--help"}, []string{"players", "seed", "option", "games", "json", "record"}, true},
		{[]string{"play", "--help"}, []string{"players", "seed", "option", "seats", "hint-bot", "record"}, true},
		{[]string{"arena", "--help"}, []string{"players", "seed", "option", "bots", "games", "json", "out", "parallel"}, true},
		{[]string{"bench", "--help"}, []string{"players", "seed", "option", "seconds", "bot", "cpuprofile"}, true},
		{[]string{"bench", "server", "--help"}, []string{"game", "tables", "players", "duration", "url", "data", "db", "seed", "json", "rate", "cpuprofile"}, false},
		{[]string{"bench", "cluster", "--help"}, []string{"db", "nodes", "tables", "duration", "kill-node", "rate", "seed", "compare", "rounds", "game", "json", "cpuprofile", "processes"}, false},
		{[]string{"engine", "--help"}, []string{"seed"}, true},
		{[]string{"games", "--help"}, []string{"json"}, false},
		{[]string{"serve", "--help"}, []string{"addr", "data", "db", "bot-delay", "bot-budget", "zombie-after", "log",
			"http-rate", "ws-rate", "metrics-addr", "trusted-proxy", "table-rate", "account-table-rate", "guest-rate",
			"auth-rate", "max-bot-tables", "bot-cores", "hash-slots", "hash-queue", "hint-queue", "ws-per-addr", "bots"}, false},
		{[]string{"worker", "--help"}, []string{"db", "bot-delay", "bot-budget", "bot-cores", "log", "metrics-addr"}, false},
		{[]string{"replay", "--help"}, nil, false},
	} {
		name := strings.Join(c.args, " ")
		cmd := exec.Command(os.Args[0], c.args...)
		cmd.Env = append(os.Environ(), "KARNAK_TEST_MAIN=1")
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			t.Errorf("karnak %s: %v; stderr:\n%s", name, err, stderr.String())
			continue
		}
		text := stdout.String()
		if stderr.Len() > 0 {
			t.Errorf("karnak %s writes to standard error:\n%s", name, stderr.String())
		}
		command := c.args[0]
		if command == "bench" && (c.args[1] == "server" || c.args[1] == "cluster") {
			command = "bench " + c.args[1]
		}
		if !strings.HasPrefix(text, "usage: karnak "+command+" ") {
			t.Errorf("karnak %s does not start with its usage line:\n%s", name, text)
		}
		for _, f := range c.flags {
			if !regexp.MustCompile(`(?m)^  -` + regexp.QuoteMeta(f) + `\b`).MatchString(text) {
				t.Errorf("karnak %s does not list -%s:\n%s", name, f, text)
			}
		}
		for _, o := range options {
			if strings.Contains(text, o) != c.options {
				t.Errorf("karnak %s: listing %q is %v, want %v:\n%s", name, o, !c.options, c.options, text)
			}
		}
	}
}

// terminalPrompt ends what karnak play prints before it reads a seat's line.
var terminalPrompt = regexp.MustCompile(`seat (\d+)> $`)

// playAtTheTerminal runs karnak play with args through pipes. At every
// prompt it hands answer the seat asked and what was printed since the
// last prompt, and types the line answer returns. It returns everything
// printed after the last prompt: the end of the game.
func playAtTheTerminal(t *testing.T, args []string, answer func(seat int, printed string) string) string {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- runPlay(args, inR, outW)
		outW.Close()
	}()
	buf := bufio.NewReader(outR)
	var printed strings.Builder
	for {
		chunk, err := buf.ReadString(' ')
		printed.WriteString(chunk)
		if err != nil {
			break
		}
		m := terminalPrompt.FindStringSubmatch(printed.String())
		if m == nil {
			continue
		}
		seat := int(m[1][0] - '0')
		text := strings.TrimSuffix(printed.String(), m[0])
		printed.Reset()
		fmt.Fprintln(inW, answer(seat, text))
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	return printed.String()
}

// Two people take turns at one terminal with two bots (R-50: the decree
// kept at setup and the decrees scored at the end stay secret until the
// game is over). What one person keeps or scores reaches the other neither
// on the board, in the record nor in the log, and each bot's keep and each
// final choice made before the game ends is told as a hidden move; the
// last, which ends the game, is shown whole, as everything is then.
func TestPlayHidesOtherSeatsChoicesToTheEnd(t *testing.T) {
	const people = 2 // seats 0 and 2; 1 and 3 are bots
	type secret struct {
		seat  int
		texts []string // what must not show to the other person: the move, the decree kept
	}
	var secrets []secret
	checked := map[int]bool{} // the secrets the other person has looked for
	var botLines []string
	botLine := regexp.MustCompile(`(?m)^seat [13] \(random\): (.*)$`)
	look := func(seat int, printed string) {
		for _, m := range botLine.FindAllStringSubmatch(printed, -1) {
			botLines = append(botLines, m[1])
		}
		for _, s := range secrets {
			for _, text := range s.texts {
				if s.seat != seat && strings.Contains(printed, text) {
					t.Errorf("seat %d's secret %q shows at seat %d's prompt:\n%s", s.seat, text, seat, printed)
				}
			}
		}
	}
	var typing []string // lines still to type, one a prompt
	listing := false    // help was typed: printed lists the legal moves
	answer := func(seat int, printed string) string {
		look(seat, printed)
		if len(typing) > 0 {
			line := typing[0]
			typing = typing[1:]
			listing = line == "help"
			return line
		}
		if listing {
			listing = false
			var moves []string
			for _, l := range strings.Split(printed, "\n") {
				if strings.HasPrefix(l, "  ") && !strings.HasPrefix(l, "   ") {
					moves = append(moves, strings.TrimSpace(l))
				}
			}
			if len(moves) == 0 {
				t.Fatalf("no legal moves listed after help:\n%s", printed)
			}
			move := moves[0]
			switch {
			case strings.HasPrefix(move, "keep L"):
				secrets = append(secrets, secret{seat, []string{move, strings.TrimPrefix(move, "keep ")}})
			case strings.HasPrefix(move, "score "):
				for _, m := range moves { // the choice naming the most decrees
					if strings.Count(m, " L") > strings.Count(move, " L") {
						move = m
					}
				}
				secrets = append(secrets, secret{seat, []string{move}})
			}
			return move
		}
		// Right after the other person kept or scored, ask for everything
		// this terminal can show: the board, the record, one's own cards
		// explained and the log (once play has a log command; refused now,
		// which tells nothing either).
		if last := len(secrets) - 1; last >= 0 && secrets[last].seat != seat && !checked[last] {
			checked[last] = true
			typing = []string{"record", "cards", "log", "help"}
			return "show"
		}
		listing = true
		return "help"
	}
	end := playAtTheTerminal(t, []string{"tekhenu", "--players", "4", "--seats", "human,random,human,random", "--seed", "11"}, answer)
	last := botLine.FindAllStringIndex(end, -1)
	if !strings.Contains(end, "\nFinal scores") || len(last) == 0 {
		t.Fatalf("the game did not end with a bot's move:\n%s", end)
	}
	look(-1, end[:last[len(last)-1][0]]) // that move ends the game: from there on all is public
	botLines = append(botLines, botLine.FindStringSubmatch(end[last[len(last)-1][0]:])[1])
	for _, kind := range []string{"keep ", "score "} {
		var typed []int
		for i, s := range secrets {
			if strings.HasPrefix(s.texts[0], kind) {
				typed = append(typed, i)
			}
		}
		if len(typed) != people || !checked[typed[0]] {
			t.Fatalf("%d people chose to %s(want %d); the second looked after the first: %v", len(typed), kind, people, len(typed) > 0 && checked[typed[0]])
		}
	}
	var keeps, scores []string
	for _, l := range botLines {
		switch {
		case strings.HasPrefix(l, "keep L"), strings.HasPrefix(l, "keep ("):
			keeps = append(keeps, l)
		case strings.HasPrefix(l, "score "):
			scores = append(scores, l)
		}
	}
	if len(keeps) != 2 || keeps[0] != "keep (a decree)" || keeps[1] != "keep (a decree)" {
		t.Errorf("the bots' keeps are told as %q", keeps)
	}
	if len(scores) != 2 || scores[0] != "score (decrees)" || scores[1] == "score (decrees)" {
		t.Errorf("the bots' final choices are told as %q; want the first hidden, the last (ending the game) whole", scores)
	}
}
