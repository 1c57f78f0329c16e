package enginetest

import (
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"karnak/engine"
)

// A secrecy scan plays random games and, at sampled states, checks that
// nothing a seat (or a spectator) is shown depends on another seat's
// secret before its reveal point. What a viewer is shown: its view, its
// legal moves (their texts and engine.Describe's words), what it is asked
// (engine.Asked, and the prompts of every seat owing a decision), the log
// as it reads it (engine.Logged.Read and ReadEvents) and the record a
// server hands it (the moves as it reads them, sealed while the game
// runs). Three checks, each able to fail on its own:
//
//   - determinize: every seat's determinizations are states the seat
//     cannot tell from the true one (engine/undo.go), so in each of them
//     that seat and the spectator must be shown exactly what they are
//     shown in the true state, and the reveal points of the log stand
//     alike;
//   - conceal: a secret move of another seat not yet revealed reads, in
//     the log and in the record, without its text (and a secret event
//     without its sentence);
//   - history: the same public history with another secret choice (one of
//     the mover's alternatives that reads alike to the others, played
//     where the secret move was, then every later move as played) leaves a
//     viewer whose view, and whose reading of what it may know of the log
//     (public moves and events, its own secret events), came out alike
//     reading the others' secrets in the log and the record alike, and
//     shown the same moves and prompts. A view or a known reading that
//     comes out different is not a leak by itself (a hidden draw may
//     follow another course: a card the secret left in the deck is drawn
//     later); the scan counts those histories as diverged.

// SecrecyScan describes a scan.
type SecrecyScan struct {
	Game string
	// Options are the option sets played; nil: ScanOptions of the game's
	// descriptor.
	Options []engine.Options
	// States is how many states are checked in all, shared out among the
	// option sets.
	States int
	Seed   uint64
	// Samples is the determinizations per seat per checked state; 0: 2.
	Samples int
	// PerGame is about how many states of one game are checked, evenly
	// spread along it; 0: 20.
	PerGame int
	// Wrap, when set, wraps every new game's state: a test's deliberately
	// leaky variant of a game.
	Wrap func(engine.State) engine.State
	// MaxLeaks stops the scan after so many leaks; 0: 10.
	MaxLeaks int
}

// Leak is a secret that reached a viewer, with what reproduces it:
// CheckSecrecyAt(Game, Options, Seed, Move) checks that state again.
type Leak struct {
	Game    string
	Options engine.Options
	Seed    uint64
	Move    int // decisions played before the state checked
	Seat    int // the viewer, −1 a spectator
	Check   string
	What    string // what was compared, and against what
	Want    string // in the true game
	Got     string // in the other state
}

func (l Leak) String() string {
	return fmt.Sprintf("%s %v seed %d, after %d moves, seat %d [%s]: %s\n  true:  %s\n  other: %s",
		l.Game, l.Options, l.Seed, l.Move, l.Seat, l.Check, l.What, l.Want, l.Got)
}

// ScanResult counts what a scan checked.
type ScanResult struct {
	States int // states checked
	Games  int // games played
	// Sets are the option sets played; Skipped those the game refused.
	Sets    []engine.Options
	Skipped []string
	// Histories counts the other histories played (check history);
	// Diverged those in which a viewer's view, or what it may know of
	// the log, came out different.
	Histories, Diverged int
	// Divergence tells the first history that diverged, for a reader to
	// judge (a leak, or a hidden draw that followed another course).
	Divergence string
	Leaks      []Leak
	Elapsed    time.Duration
}

// ScanOptions are the option sets a scan plays: at every player count the
// defaults, each other value of each option that applies there (one at a
// time), and all options at their first other value together.
func ScanOptions(d engine.Descriptor) []engine.Options {
	var out []engine.Options
	for p := d.Players.Min; p <= d.Players.Max; p++ {
		base := engine.Options{"players": strconv.Itoa(p)}
		out = append(out, base)
		all, changed := maps.Clone(base), 0
		for _, o := range d.Options {
			if !o.AppliesTo(p) {
				continue
			}
			for _, v := range o.Values {
				if v == o.Default {
					continue
				}
				set := maps.Clone(base)
				set[o.Key] = v
				out = append(out, set)
				if _, ok := all[o.Key]; !ok {
					all[o.Key] = v
					changed++
				}
			}
		}
		if changed > 1 {
			out = append(out, all)
		}
	}
	return out
}

// ScanStates is how many states a scan checks per game: def, or 100,000
// when scan is set or the environment has KARNAK_SCAN=1.
func ScanStates(scan bool, def int) int {
	if scan || os.Getenv("KARNAK_SCAN") == "1" {
		return 100_000
	}
	return def
}

// ScanSecrecy runs the scan; an error is a game that could not be played
// (a panic, a refused listed move), not a leak.
func ScanSecrecy(sc SecrecyScan) (ScanResult, error) {
	start := time.Now()
	var res ScanResult
	g, err := engine.Lookup(sc.Game)
	if err != nil {
		return res, err
	}
	sets := sc.Options
	if sets == nil {
		sets = ScanOptions(g.Descriptor())
	}
	perGame := sc.PerGame
	if perGame <= 0 {
		perGame = 20
	}
	for _, opts := range sets {
		playable, err := playableOptions(g, opts, sc.Seed)
		if err != nil {
			res.Skipped = append(res.Skipped, fmt.Sprintf("%v: %v", opts, err))
			continue
		}
		if !slices.ContainsFunc(res.Sets, func(o engine.Options) bool { return maps.Equal(o, playable) }) {
			res.Sets = append(res.Sets, playable)
		}
	}
	if len(res.Sets) == 0 {
		return res, fmt.Errorf("%s: no option set to play", sc.Game)
	}
	maxLeaks := sc.MaxLeaks
	if maxLeaks <= 0 {
		maxLeaks = 10
	}
	quota := (sc.States + len(res.Sets) - 1) / len(res.Sets)
	for i, opts := range res.Sets {
		seed := sc.Seed + uint64(i)*1_000_003
		every, done := 0, 0
		for k := 0; done < quota && k < 10*quota+10; k++ {
			sg := &scanGame{scan: &sc, res: &res, game: g, opts: opts, seed: seed + uint64(k)}
			phase := 0
			if every > 0 {
				phase = rand.New(rand.NewPCG(sg.seed, 7)).IntN(every)
			}
			n, err := sg.play(func(n int) bool {
				return every > 0 && (n+phase)%every == 0 && done+sg.checked < quota
			})
			if err != nil {
				return res, err
			}
			if every == 0 {
				// The first game only measures the length: the checks of
				// the others spread about perGame states along each.
				every = max(1, (n+1)/perGame)
			}
			done += sg.checked
			res.States += sg.checked
			res.Games++
			if len(res.Leaks) >= maxLeaks {
				res.Elapsed = time.Since(start)
				return res, nil
			}
		}
	}
	res.Elapsed = time.Since(start)
	return res, nil
}

// playableOptions is opts when the game accepts them, else opts with one
// more option at another value that makes them acceptable (an
// expansion's ruling needs the expansion), else the game's refusal.
func playableOptions(g engine.Game, opts engine.Options, seed uint64) (engine.Options, error) {
	d := g.Descriptor()
	try := func(o engine.Options) error {
		if err := d.Validate(o); err != nil {
			return err
		}
		_, err := g.New(o, seed)
		return err
	}
	refusal := try(opts)
	if refusal == nil {
		return opts, nil
	}
	players, _ := d.PlayerCount(opts)
	for _, o := range d.Options {
		if _, set := opts[o.Key]; set || !o.AppliesTo(players) {
			continue
		}
		for _, v := range o.Values {
			if v == o.Default {
				continue
			}
			more := maps.Clone(opts)
			more[o.Key] = v
			if try(more) == nil {
				return more, nil
			}
		}
	}
	return nil, refusal
}

// CheckSecrecyAt plays the scan's game of seed and checks the state after
// move decisions: a leak's reproduction.
func CheckSecrecyAt(sc SecrecyScan, opts engine.Options, seed uint64, move int) (ScanResult, error) {
	var res ScanResult
	g, err := engine.Lookup(sc.Game)
	if err != nil {
		return res, err
	}
	sg := &scanGame{scan: &sc, res: &res, game: g, opts: opts, seed: seed}
	_, err = sg.play(func(n int) bool { return n == move })
	res.States, res.Games = sg.checked, 1
	return res, err
}

// scanGame is one random game of a scan.
type scanGame struct {
	scan    *SecrecyScan
	res     *ScanResult
	game    engine.Game
	opts    engine.Options
	seed    uint64
	checked int

	log  []engine.Logged
	hist []step
	// before[i] is the state before move i when that move was secret.
	before []engine.State
}

type step struct {
	seat int
	move engine.Move
}

// play plays the game to its end with random moves of random actors,
// checking the states after n moves for which check(n) holds; it returns
// the moves played.
func (sg *scanGame) play(check func(n int) bool) (n int, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%s %v seed %d after %d moves: panic: %v", sg.game.Name(), sg.opts, sg.seed, n, p)
		}
	}()
	s, err := sg.game.New(sg.opts, sg.seed)
	if err != nil {
		return 0, err
	}
	if sg.scan.Wrap != nil {
		s = sg.scan.Wrap(s)
	}
	r := rand.New(rand.NewPCG(sg.seed, 0x5ec7e75ca7))
	for n = 0; ; n++ {
		if check(n) {
			sg.check(s, n)
			sg.checked++
		}
		if s.Over() {
			return n, nil
		}
		if n > engine.MaxPlayoutMoves {
			return n, fmt.Errorf("%s %v seed %d: the game did not end", sg.game.Name(), sg.opts, sg.seed)
		}
		actors := s.Actors()
		seat := actors[r.IntN(len(actors))]
		moves := s.Moves(seat)
		if len(moves) == 0 {
			return n, fmt.Errorf("%s %v seed %d after %d moves: seat %d owes a move but has none", sg.game.Name(), sg.opts, sg.seed, n, seat)
		}
		m := moves[r.IntN(len(moves))]
		var before engine.State
		if engine.LogMove(s, seat, m).Secret() {
			before = s.Clone()
		}
		l, err := engine.PlayLogged(s, seat, m)
		if err != nil {
			return n, fmt.Errorf("%s %v seed %d after %d moves: listed move %q refused: %v", sg.game.Name(), sg.opts, sg.seed, n, l.Text, err)
		}
		sg.log = append(sg.log, l)
		sg.hist = append(sg.hist, step{seat, m})
		sg.before = append(sg.before, before)
	}
}

func (sg *scanGame) leak(n, seat int, check, what, want, got string) {
	want, got = firstDifference(want, got)
	sg.res.Leaks = append(sg.res.Leaks, Leak{Game: sg.game.Name(), Options: sg.opts, Seed: sg.seed, Move: n,
		Seat: seat, Check: check, What: what, Want: want, Got: got})
}

// check runs the three checks on s, the state after n moves.
func (sg *scanGame) check(s engine.State, n int) {
	// The generator of the checks depends on the state's place only, so
	// that CheckSecrecyAt finds what a scan found.
	r := rand.New(rand.NewPCG(sg.seed, uint64(n)+0x9e37))
	sg.checkDeterminize(s, n, r)
	sg.checkConceal(s, n)
	sg.checkHistory(s, n, r)
}

// shown is what reaches a viewer in a state, part by part.
type shown struct {
	names []string
	parts []string
}

func (o *shown) add(name, part string) {
	o.names = append(o.names, name)
	o.parts = append(o.parts, part)
}

// differ names the first part in which o and p differ, with both.
func (o shown) differ(p shown) (name, a, b string, ok bool) {
	for i := range o.parts {
		if i >= len(p.parts) || o.parts[i] != p.parts[i] {
			if i >= len(p.parts) {
				return o.names[i], o.parts[i], "", true
			}
			return o.names[i], o.parts[i], p.parts[i], true
		}
	}
	return "", "", "", false
}

// present is what viewer is shown of s itself: its view, its moves and
// their descriptions, and what it and the seats owing a decision are
// asked; with the reveal points of the log.
func present(s engine.State, viewer int, untils []engine.Reveal) shown {
	var o shown
	o.add("view", viewJSON(s, viewer))
	if viewer >= 0 {
		var texts, words []string
		for _, m := range s.Moves(viewer) {
			texts = append(texts, s.MoveText(m))
			words = append(words, engine.Describe(s, viewer, m))
		}
		o.add("moves", strings.Join(texts, "\n"))
		o.add("move descriptions", strings.Join(words, "\n"))
	}
	o.add("asked", engine.Asked(s, viewer, nil))
	if p, ok := s.(engine.Prompter); ok && !s.Over() {
		var b strings.Builder
		for _, a := range s.Actors() {
			pr := p.Prompt(a)
			if a == viewer {
				b.WriteString("ask: " + pr.Ask + "\n")
			}
			fmt.Fprintf(&b, "seat %d doing: %s\n", a, pr.Doing)
		}
		o.add("prompts", b.String())
	}
	if len(untils) > 0 {
		var b strings.Builder
		for _, u := range untils {
			fmt.Fprintf(&b, "%s=%v ", u, engine.IsRevealed(s, u))
		}
		o.add("reveal points of the log", b.String())
	}
	return o
}

// reading is present with the secrets of the log as viewer reads them
// (the other seats' secret moves and events before their reveal points,
// in their public form, and where they are revealed) and the record it
// would be handed; known is the rest of the log, what viewer may know
// (public moves and events, and its own secrets: a card it drew, the
// cards it was shown), which may differ in another history as its view
// may (a hidden draw took another course).
func reading(s engine.State, viewer int, log []engine.Logged) (o shown, known string) {
	o = present(s, viewer, nil)
	var secrets, rest strings.Builder
	hidden := func(seat int, until engine.Reveal) bool {
		return seat != viewer && until != "" && !engine.IsRevealed(s, until)
	}
	for i, l := range log {
		if hidden(l.Seat, l.Until) {
			fmt.Fprintf(&secrets, "%d. seat %d: %s\n", i+1, l.Seat, l.Read(s, viewer))
		} else {
			fmt.Fprintf(&rest, "%d. seat %d: %s\n", i+1, l.Seat, l.Read(s, viewer))
		}
		for _, e := range l.Events {
			if hidden(e.Seat, e.Until) {
				fmt.Fprintf(&secrets, "%d. about seat %d: %s\n", i+1, e.Seat, engine.Fill(e.Public, nil))
			} else if viewer == e.Seat || engine.IsRevealed(s, e.Until) {
				fmt.Fprintf(&rest, "%d. about seat %d: %s\n", i+1, e.Seat, engine.Fill(e.Text, nil))
			}
		}
	}
	o.add("log (the others' secrets)", secrets.String())
	data, _ := recordFor(s, viewer, log)
	o.add("record", data)
	return o, rest.String()
}

// recordFor is the record of the game so far as a server hands it to
// viewer (server/table.go record), in JSON: every move as viewer reads
// it, sealed (without the seed) while the game runs; with its moves.
func recordFor(s engine.State, viewer int, log []engine.Logged) (string, []engine.RecordMove) {
	rec := engine.Record{Moves: []engine.RecordMove{}}
	for _, l := range log {
		text := l.Read(s, viewer)
		if text != l.Text {
			rec.Concealed++
		}
		rec.Moves = append(rec.Moves, engine.RecordMove{Seat: l.Seat, Move: text})
	}
	var v any = rec
	if !s.Over() {
		v = rec.Seal()
	}
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b), rec.Moves
}

// untils are the distinct reveal points of the log's moves and events.
func untils(log []engine.Logged) []engine.Reveal {
	var out []engine.Reveal
	for _, l := range log {
		if l.Until != "" && !slices.Contains(out, l.Until) {
			out = append(out, l.Until)
		}
		for _, e := range l.Events {
			if e.Until != "" && !slices.Contains(out, e.Until) {
				out = append(out, e.Until)
			}
		}
	}
	return out
}

// checkDeterminize: in every seat's determinizations, that seat and the
// spectator are shown what they are shown in s.
func (sg *scanGame) checkDeterminize(s engine.State, n int, r *rand.Rand) {
	samples := sg.scan.Samples
	if samples <= 0 {
		samples = 2
	}
	us := untils(sg.log)
	spectator := present(s, -1, us)
	for _, seat := range allSeats(s) {
		want := present(s, seat, us)
		for k := range samples {
			d := s.Determinize(seat, rand.New(rand.NewPCG(r.Uint64(), r.Uint64())))
			if part, a, b, ok := want.differ(present(d, seat, us)); ok {
				sg.leak(n, seat, "determinize", fmt.Sprintf("the seat's %s in its determinization %d", part, k+1), a, b)
			}
			if part, a, b, ok := spectator.differ(present(d, -1, us)); ok {
				sg.leak(n, -1, "determinize", fmt.Sprintf("the spectator's %s in seat %d's determinization %d", part, seat, k+1), a, b)
			}
		}
	}
}

// checkConceal: the log and the record read another seat's secret move,
// before its reveal point, without the move's text, and its secret events
// without their sentences.
func (sg *scanGame) checkConceal(s engine.State, n int) {
	for _, viewer := range append(allSeats(s), -1) {
		data, rec := recordFor(s, viewer, sg.log)
		if !s.Over() && strings.Contains(data, `"seed":`) {
			sg.leak(n, viewer, "conceal", "the record of a running game holds its seed", "", "")
		}
		for i, l := range sg.log {
			if l.Seat != viewer && l.Secret() && !engine.IsRevealed(s, l.Until) {
				lines := append([]string{l.Read(s, viewer), rec[i].Move}, l.ReadEvents(nil, s, viewer, nil)...)
				for _, line := range lines {
					if strings.Contains(line, l.Text) {
						sg.leak(n, viewer, "conceal", fmt.Sprintf("move %d, seat %d's secret %q (until %s), reads", i+1, l.Seat, l.Text, l.Until), l.Public, line)
						break
					}
				}
			}
			for _, e := range l.Events {
				if e.Seat != viewer && e.Until != "" && !engine.IsRevealed(s, e.Until) && e.Public != "" &&
					strings.Contains(e.Public, e.Text) {
					sg.leak(n, viewer, "conceal", fmt.Sprintf("move %d's secret event about seat %d (until %s) reads in full", i+1, e.Seat, e.Until), e.Text, e.Public)
				}
			}
		}
	}
}

// checkHistory: one of the secret moves not yet revealed, played
// otherwise (an alternative its mover had that reads alike to the
// others), and every later move as played: each other viewer whose view
// comes out alike reads the same log and record and is shown the same
// moves and prompts.
func (sg *scanGame) checkHistory(s engine.State, n int, r *rand.Rand) {
	var secrets []int
	for i, l := range sg.log {
		if sg.before[i] != nil && !engine.IsRevealed(s, l.Until) {
			secrets = append(secrets, i)
		}
	}
	if len(secrets) == 0 {
		return
	}
	i := secrets[r.IntN(len(secrets))]
	l, b, st := sg.log[i], sg.before[i], sg.hist[i]
	var alts []engine.Move
	for _, m := range b.Moves(st.seat) {
		if o := engine.LogMove(b, st.seat, m); m != st.move && o.Public == l.Public && o.Until == l.Until {
			alts = append(alts, m)
		}
	}
	r.Shuffle(len(alts), func(a, c int) { alts[a], alts[c] = alts[c], alts[a] })
	for _, alt := range alts[:min(3, len(alts))] {
		c, log, ok := sg.replay(i, alt)
		if !ok {
			continue // a later move was not legal after the other choice
		}
		sg.res.Histories++
		diverged := false
		for _, viewer := range append(allSeats(s), -1) {
			if viewer == st.seat {
				continue
			}
			if a, b := viewJSON(s, viewer), viewJSON(c, viewer); a != b {
				if !diverged && sg.res.Divergence == "" {
					a, b = firstDifference(a, b)
					sg.res.Divergence = fmt.Sprintf("%s %v seed %d, after %d moves, seat %d's view, had seat %d played %q instead of %q at move %d:\n  true:  %s\n  other: %s",
						sg.game.Name(), sg.opts, sg.seed, n, viewer, st.seat, c.MoveText(alt), l.Text, i+1, a, b)
				}
				diverged = true
				continue
			}
			want, known := reading(s, viewer, sg.log)
			got, otherKnown := reading(c, viewer, log)
			if known != otherKnown {
				diverged = true // what the viewer was told of its own draws, or of public ones, differs
				continue
			}
			if part, a, b, ok := want.differ(got); ok {
				sg.leak(n, viewer, "history", fmt.Sprintf("the %s, had seat %d played %q instead of %q at move %d", part, st.seat, c.MoveText(alt), l.Text, i+1), a, b)
			}
		}
		if diverged {
			sg.res.Diverged++
		}
		return
	}
}

// replay plays alt in place of move i, then every later move as played;
// false when one of them is refused.
func (sg *scanGame) replay(i int, alt engine.Move) (engine.State, []engine.Logged, bool) {
	c := sg.before[i].Clone()
	log := slices.Clone(sg.log[:i])
	l, err := engine.PlayLogged(c, sg.hist[i].seat, alt)
	if err != nil {
		return nil, nil, false
	}
	log = append(log, l)
	for _, st := range sg.hist[i+1:] {
		if !slices.Contains(c.Actors(), st.seat) {
			return nil, nil, false
		}
		l, err := engine.PlayLogged(c, st.seat, st.move)
		if err != nil {
			return nil, nil, false
		}
		log = append(log, l)
	}
	return c, log, true
}

// firstDifference cuts a and b to where they first differ, with some
// context either side.
func firstDifference(a, b string) (string, string) {
	const context = 100
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	cut := func(s string) string {
		from, to := max(0, i-context), min(len(s), i+context)
		out := s[from:to]
		if from > 0 {
			out = "…" + out
		}
		if to < len(s) {
			out += "…"
		}
		return out
	}
	return cut(a), cut(b)
}
