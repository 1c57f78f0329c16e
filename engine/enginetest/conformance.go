package enginetest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"karnak/bots"
	"karnak/engine"
)

// Suite is the conformance suite every registered game passes: what the
// platform around the rules (server, bots, arena, protocol) relies on.
// A state must marshal to JSON completely (its exported fields hold all of
// it, hidden parts included): that is how the suite compares states.
type Suite struct {
	Game    string
	Options []engine.Options // each set of options gets its own games
	Games   int              // per set of options
	Seed    uint64
	// Every is how often, in decisions, the expensive checks (bots,
	// determinization) run; 0: every 10th decision.
	Every int
}

// Conform runs the suite as subtests of t:
//   - the properties of Run: random games end without panics, move texts
//     round-trip, a refused move names a rule and changes nothing, ranks are
//     places (shared only where the descriptor allows), a record replays to
//     the identical state;
//   - the game's descriptor accepts the options and is consistent;
//   - Determinize keeps the seat's view, and depends only on it: two true
//     states the seat cannot tell apart determinize alike;
//   - a copy or a determinization written over a state made before
//     (engine.Recloner, engine.Redeterminizer) is the fresh one, and plays
//     on as it does;
//   - bots ignore hidden state: their whole analysis is the same for two
//     true states the seat cannot tell apart;
//   - no secret reaches another seat before its reveal point: whichever of
//     its legal moves a seat plays in secret, every other seat's view, and
//     the log as they read it, are the same;
//   - the parts of a simultaneous decision may be played in any order: every
//     order of the same choices gives the identical state;
//   - the game tells its moves and what they set off (engine.Narrator):
//     every move has a first event about its mover, every sentence is
//     written out and names only seats at the table; a seat reads the
//     same events and prompt in any two states it cannot tell apart that
//     the move leaves looking alike to it, and reads a secret move's
//     events alike whichever alternative was chosen; every seat owing a
//     decision is asked in words (engine.Prompter);
//   - the game explains its pieces (engine.Glossary): refs unique, every
//     entry with a kind, a name and an effect, and every word of the views
//     and move texts that has the form of a ref ("L12", "r2c3") is one;
//     what a seat holds (engine.Hand) is explained and shown in its view.
func Conform(t *testing.T, suite Suite) {
	t.Helper()
	g, err := engine.Lookup(suite.Game)
	if err != nil {
		t.Fatal(err)
	}
	d := g.Descriptor()
	if d.Name != suite.Game {
		t.Fatalf("descriptor names %q, registered as %q", d.Name, suite.Game)
	}
	if _, err := newGlossaryCheck(g); err != nil {
		t.Fatal(err)
	}
	every := suite.Every
	if every <= 0 {
		every = 10
	}
	for i, opts := range suite.Options {
		t.Run(fmt.Sprint(opts), func(t *testing.T) {
			if err := d.Validate(opts); err != nil {
				t.Fatalf("the descriptor refuses the suite's options: %v", err)
			}
			seed := suite.Seed + uint64(i)*1_000_003
			if err := Run(Config{Game: suite.Game, Options: opts, Games: suite.Games, Seed: seed,
				Snapshot: func(s engine.State) any { return s }}); err != nil {
				t.Fatal(err)
			}
			for k := range suite.Games {
				if err := conformGame(g, opts, seed+uint64(k), every); err != nil {
					t.Fatalf("game seed %d: %v", seed+uint64(k), err)
				}
			}
		})
	}
}

func stateJSON(s engine.State) string {
	b, err := json.Marshal(s)
	if err != nil {
		panic(fmt.Sprintf("the state does not marshal to JSON: %v", err))
	}
	return string(b)
}

func viewJSON(s engine.State, seat int) string {
	b, err := json.Marshal(s.View(seat))
	if err != nil {
		panic(fmt.Sprintf("the view does not marshal to JSON: %v", err))
	}
	return string(b)
}

// conformGame plays one random game and checks the expensive properties at
// every every-th decision and at every secret move.
func conformGame(g engine.Game, opts engine.Options, seed uint64, every int) error {
	s, err := g.New(opts, seed)
	if err != nil {
		return err
	}
	scale := g.Descriptor().Scale
	r := rand.New(rand.NewPCG(seed, 0x6a09e667f3bcc909))
	gc, err := newGlossaryCheck(g)
	if err != nil {
		return err
	}
	var log []engine.Logged
	var stale engine.State // a state of an earlier decision, to be written over
	for n := 0; !s.Over(); n++ {
		actors := slices.Clone(s.Actors())
		if len(actors) > 1 {
			if err := checkOrders(s, actors, r); err != nil {
				return fmt.Errorf("decision %d: %w", n, err)
			}
		}
		seat := actors[r.IntN(len(actors))]
		moves := s.Moves(seat)
		where := fmt.Sprintf("a move text at decision %d", n)
		for _, m := range moves {
			gc.text(where, s.MoveText(m))
		}
		if n%every == 0 {
			if err := checkGlossaryViews(gc, s, n); err != nil {
				return err
			}
			for _, viewer := range append(allSeats(s), -1) {
				if err := checkDeterminize(s, viewer, r); err != nil {
					return fmt.Errorf("decision %d, seat %d: %w", n, viewer, err)
				}
			}
			if stale != nil {
				if err := checkReuse(s, stale, seat, r); err != nil {
					return fmt.Errorf("decision %d: %w", n, err)
				}
			}
			stale = s.Clone()
			if len(moves) > 1 {
				if err := checkBotsBlind(s, seat, scale, r); err != nil {
					return fmt.Errorf("decision %d, seat %d: %w", n, seat, err)
				}
			}
		}
		if err := checkPrompts(s); err != nil {
			return fmt.Errorf("decision %d: %w", n, err)
		}
		m := moves[r.IntN(len(moves))]
		if engine.LogMove(s, seat, m).Secret() {
			if err := checkSecret(s, seat, moves, log); err != nil {
				return fmt.Errorf("decision %d, seat %d's secret move: %w", n, seat, err)
			}
		}
		if n%every == 0 {
			if err := checkToldBlind(s, seat, m, r); err != nil {
				return fmt.Errorf("decision %d: %w", n, err)
			}
		}
		l, err := engine.PlayLogged(s, seat, m)
		if err != nil {
			return err
		}
		if err := checkTold(s, seat, l); err != nil {
			return fmt.Errorf("decision %d: %w", n, err)
		}
		log = append(log, l)
	}
	if err := checkGlossaryViews(gc, s, -1); err != nil {
		return err
	}
	return gc.err()
}

// checkGlossaryViews reads every seat's and a spectator's view into gc and
// checks what each seat holds; decision −1 is the end of the game.
func checkGlossaryViews(gc *glossaryCheck, s engine.State, decision int) error {
	at := fmt.Sprintf("at decision %d", decision)
	if decision < 0 {
		at = "at the end"
	}
	for _, viewer := range append(allSeats(s), -1) {
		gc.view(fmt.Sprintf("seat %d's view %s", viewer, at), s.View(viewer))
		if viewer >= 0 {
			if err := gc.hand(s, viewer); err != nil {
				return fmt.Errorf("%s: %w", at, err)
			}
		}
	}
	return nil
}

// checkDeterminize: the copy keeps the viewer's view, and another true
// state with that view (a determinization itself) determinizes alike.
func checkDeterminize(s engine.State, viewer int, r *rand.Rand) error {
	if viewer < 0 {
		return nil // a spectator has no searches
	}
	want := viewJSON(s, viewer)
	seedA, seedB := r.Uint64(), r.Uint64()
	d := s.Determinize(viewer, rand.New(rand.NewPCG(seedA, seedB)))
	if got := viewJSON(d, viewer); got != want {
		return fmt.Errorf("determinizing changed the seat's view")
	}
	other := s.Determinize(viewer, rand.New(rand.NewPCG(r.Uint64(), r.Uint64())))
	if viewJSON(other, viewer) != want {
		return fmt.Errorf("determinizing changed the seat's view")
	}
	a := stateJSON(s.Determinize(viewer, rand.New(rand.NewPCG(seedA, seedB))))
	b := stateJSON(other.Determinize(viewer, rand.New(rand.NewPCG(seedA, seedB))))
	if a != b {
		return fmt.Errorf("determinizing depends on more than the view: two states the seat cannot tell apart determinize differently")
	}
	if stateJSON(s.Determinize(viewer, rand.New(rand.NewPCG(seedA, seedB)))) != a {
		return fmt.Errorf("determinizing is not a function of its generator")
	}
	return nil
}

// checkReuse: a copy of s written over stale (engine.Recloner) and seat's
// determinization written over another (engine.Redeterminizer) are what
// Clone and Determinize give, and play the same random moves to the same
// states, so nothing of stale survives in a field the JSON leaves out; s is
// untouched.
func checkReuse(s, stale engine.State, seat int, r *rand.Rand) error {
	before := stateJSON(s)
	if rc, ok := s.(engine.Recloner); ok {
		if err := samePlay(s.Clone(), rc.CloneInto(stale.Clone()), r.Uint64()); err != nil {
			return fmt.Errorf("a copy written over a state made before: %w", err)
		}
	}
	if rd, ok := s.(engine.Redeterminizer); ok {
		a, b := r.Uint64(), r.Uint64()
		fresh := s.Determinize(seat, rand.New(rand.NewPCG(a, b)))
		reused := rd.DeterminizeInto(stale.Clone(), seat, rand.New(rand.NewPCG(a, b)))
		if err := samePlay(fresh, reused, r.Uint64()); err != nil {
			return fmt.Errorf("a determinization written over a state made before: %w", err)
		}
	}
	if stateJSON(s) != before {
		return fmt.Errorf("writing a copy over a state made before changed the original")
	}
	return nil
}

// samePlay checks that want and got are the same state and stay so through
// a few random moves drawn alike.
func samePlay(want, got engine.State, seed uint64) error {
	rw, rg := rand.New(rand.NewPCG(seed, 1)), rand.New(rand.NewPCG(seed, 1))
	for step := 0; ; step++ {
		if w, g := stateJSON(want), stateJSON(got); w != g {
			return fmt.Errorf("differs from the fresh one after %d moves", step)
		}
		if step == 8 || want.Over() {
			return nil
		}
		wa, ga := want.Actors(), got.Actors()
		if !slices.Equal(wa, ga) {
			return fmt.Errorf("owes moves from seats %v, the fresh one from %v, after %d moves", ga, wa, step)
		}
		seatW, seatG := wa[rw.IntN(len(wa))], ga[rg.IntN(len(ga))]
		mw, mg := want.Moves(seatW), got.Moves(seatG)
		if !slices.Equal(mw, mg) {
			return fmt.Errorf("lists other moves than the fresh one after %d moves", step)
		}
		k := rw.IntN(len(mw))
		rg.IntN(len(mg))
		if want.Play(seatW, mw[k]) != nil || got.Play(seatG, mg[k]) != nil {
			return fmt.Errorf("refused a listed move after %d moves", step)
		}
	}
}

// blindBots are the bots held to seeing only a seat's view, with budgets
// small enough for a test.
var blindBots = []string{"heuristic", "ismcts:iters=40,workers=1"}

// checkBotsBlind: every bot's analysis is the same in the true state and in
// another state the seat cannot tell from it.
func checkBotsBlind(s engine.State, seat int, scale engine.Scale, r *rand.Rand) error {
	other := s.Determinize(seat, rand.New(rand.NewPCG(r.Uint64(), r.Uint64())))
	for _, spec := range blindBots {
		seed := r.Uint64()
		analyse := func(st engine.State) bots.Analysis {
			b, err := bots.New(spec, seed, scale)
			if err != nil {
				panic(err)
			}
			if an, ok := b.(bots.Analyzer); ok {
				return an.Analyze(st.Clone(), seat)
			}
			m := b.Choose(st.Clone(), seat)
			return bots.Analysis{Moves: []bots.Scored{{Move: m}}}
		}
		if a, b := analyse(s), analyse(other); !reflect.DeepEqual(a, b) {
			return fmt.Errorf("bot %s analyses the true state and one the seat cannot tell from it differently", spec)
		}
	}
	return nil
}

// checkSecret: whichever legal move seat plays now in secret, the other
// seats' views and their reading of the log are the same.
func checkSecret(s engine.State, seat int, moves []engine.Move, log []engine.Logged) error {
	var views []string
	for _, alt := range moves {
		l := engine.LogMove(s, seat, alt)
		if !l.Secret() {
			continue // a move of another kind is public, and says so
		}
		c := s.Clone()
		l, err := engine.PlayLogged(c, seat, alt)
		if err != nil {
			return err
		}
		if engine.IsRevealed(c, l.Until) {
			continue // the move ended the secret at once (the last of a reveal)
		}
		var b bytes.Buffer
		for _, viewer := range append(allSeats(s), -1) {
			if viewer == seat {
				continue
			}
			b.WriteString(viewJSON(c, viewer))
			for _, old := range append(slices.Clone(log), l) {
				b.WriteString(old.Read(c, viewer))
				b.WriteString(strings.Join(old.ReadEvents(nil, c, viewer, nil), "\n"))
			}
			b.WriteString(engine.Asked(c, viewer, nil))
		}
		views = append(views, b.String())
	}
	for i := 1; i < len(views); i++ {
		if views[i] != views[0] {
			return fmt.Errorf("another seat can tell which secret move was played (%d alternatives)", len(views))
		}
	}
	return nil
}

// checkOrders: at a simultaneous decision, the same choices played in two
// orders give the identical state.
func checkOrders(s engine.State, actors []int, r *rand.Rand) error {
	choice := make(map[int]engine.Move, len(actors))
	for _, a := range actors {
		ms := s.Moves(a)
		if len(ms) == 0 {
			return fmt.Errorf("seat %d owes a move but has none", a)
		}
		choice[a] = ms[r.IntN(len(ms))]
	}
	play := func(order []int) (string, error) {
		c := s.Clone()
		for _, a := range order {
			if !slices.Contains(c.Actors(), a) {
				return "", nil // an earlier part ended the decision for this seat: nothing to compare
			}
			if err := c.Play(a, choice[a]); err != nil {
				return "", fmt.Errorf("seat %d's part, played after the others', is refused: %v", a, err)
			}
		}
		return stateJSON(c), nil
	}
	forward, err := play(actors)
	if err != nil {
		return err
	}
	backward := slices.Clone(actors)
	slices.Reverse(backward)
	shuffled := slices.Clone(actors)
	r.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	for _, order := range [][]int{backward, shuffled} {
		got, err := play(order)
		if err != nil {
			return err
		}
		if forward != "" && got != "" && got != forward {
			return fmt.Errorf("the parts of a simultaneous decision played in another order give another state")
		}
	}
	return nil
}
