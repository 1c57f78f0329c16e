// Package enginetest holds the property tests every game gets for free:
// random games that must end, never panic, keep the game's invariants,
// replay to the identical state, and round-trip every move's text.
package enginetest

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"

	"karnak/engine"
)

// Config describes one batch of random games.
type Config struct {
	Game    string
	Options engine.Options
	Games   int
	Seed    uint64
	// Invariant is checked after every move; nil checks nothing extra.
	Invariant func(engine.State) error
	// Final is checked once per finished game.
	Final func(engine.State) error
	// Snapshot gives the complete state (hidden parts included) for the
	// determinism check; it must be JSON-serialisable.
	Snapshot func(engine.State) any
}

// Failure names the game that broke a property, with its record so the
// failure can be replayed.
type Failure struct {
	Seed   uint64
	Record engine.Record
	Err    error
}

func (f *Failure) Error() string {
	return fmt.Sprintf("game seed %d after %d moves: %v", f.Seed, len(f.Record.Moves), f.Err)
}

// Run plays cfg.Games random games and checks every property; it returns the
// first failure.
func Run(cfg Config) error {
	g, err := engine.Lookup(cfg.Game)
	if err != nil {
		return err
	}
	for i := 0; i < cfg.Games; i++ {
		seed := cfg.Seed + uint64(i)
		if err := one(g, cfg, seed); err != nil {
			return err
		}
	}
	return nil
}

func one(g engine.Game, cfg Config, seed uint64) (err error) {
	rec := engine.Record{Game: cfg.Game, Options: cfg.Options, Seed: seed}
	fail := func(e error) error { return &Failure{Seed: seed, Record: rec, Err: e} }
	defer func() {
		if p := recover(); p != nil {
			err = fail(fmt.Errorf("panic: %v", p))
		}
	}()
	s, err := g.New(cfg.Options, seed)
	if err != nil {
		return fail(err)
	}
	r := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	var buf []engine.Move
	for !s.Over() {
		actors := s.Actors()
		if len(actors) == 0 {
			return fail(fmt.Errorf("game not over but no seat owes a move"))
		}
		seat := actors[r.IntN(len(actors))]
		buf = s.AppendMoves(buf[:0], seat)
		if len(buf) == 0 {
			return fail(fmt.Errorf("seat %d owes a move but has none", seat))
		}
		if err := checkMoveTexts(s, buf); err != nil {
			return fail(err)
		}
		for _, other := range allSeats(s) {
			if !contains(actors, other) && len(s.Moves(other)) > 0 {
				return fail(fmt.Errorf("seat %d is not an actor but has moves", other))
			}
		}
		if cfg.Snapshot != nil && len(rec.Moves)%5 == 0 {
			if err := checkRejection(s, seat, buf, cfg.Snapshot, r); err != nil {
				return fail(err)
			}
		}
		m := buf[r.IntN(len(buf))]
		rec.Moves = append(rec.Moves, engine.RecordMove{Seat: seat, Move: s.MoveText(m)})
		if err := s.Play(seat, m); err != nil {
			return fail(fmt.Errorf("listed move rejected: %w", err))
		}
		if cfg.Invariant != nil {
			if err := cfg.Invariant(s); err != nil {
				return fail(err)
			}
		}
		if len(rec.Moves) > engine.MaxPlayoutMoves {
			return fail(fmt.Errorf("game did not end"))
		}
	}
	if cfg.Final != nil {
		if err := cfg.Final(s); err != nil {
			return fail(err)
		}
	}
	res := s.Result()
	if len(res.Scores) != s.Seats() || len(res.Ranks) != s.Seats() {
		return fail(fmt.Errorf("result has %d scores and %d ranks for %d seats", len(res.Scores), len(res.Ranks), s.Seats()))
	}
	if err := checkRanks(res, g.Descriptor().SharedRanks); err != nil {
		return fail(err)
	}
	// Determinism: the record replays to the identical state.
	data, _ := json.Marshal(rec)
	var back engine.Record
	if err := json.Unmarshal(data, &back); err != nil {
		return fail(err)
	}
	again, err := engine.Replay(back)
	if err != nil {
		return fail(fmt.Errorf("replay: %w", err))
	}
	if cfg.Snapshot != nil {
		a, _ := json.Marshal(cfg.Snapshot(s))
		b, _ := json.Marshal(cfg.Snapshot(again))
		if string(a) != string(b) {
			return fail(fmt.Errorf("replay gave a different state"))
		}
	}
	if !reflect.DeepEqual(s.Result(), again.Result()) {
		return fail(fmt.Errorf("replay gave a different result"))
	}
	return nil
}

// checkRejection: an illegal move, or a legal move by a seat that does not
// owe one, is refused with *engine.IllegalMove and changes nothing.
func checkRejection(s engine.State, seat int, legal []engine.Move, snap func(engine.State) any, r *rand.Rand) error {
	before, _ := json.Marshal(snap(s))
	try := func(who int, m engine.Move) error {
		err := s.Play(who, m)
		var illegal *engine.IllegalMove
		if !errors.As(err, &illegal) {
			return fmt.Errorf("move %q by seat %d was not refused as illegal: %v", s.MoveText(m), who, err)
		}
		if illegal.Rule == "" {
			return fmt.Errorf("refusal of %q names no rule", s.MoveText(m))
		}
		after, _ := json.Marshal(snap(s))
		if string(before) != string(after) {
			return fmt.Errorf("refused move %q changed the state", s.MoveText(m))
		}
		return nil
	}
	m := legal[r.IntN(len(legal))]
	for k := 0; k < 4; k++ {
		bad := m
		switch k {
		case 0:
			bad.Kind++
		case 1:
			bad.Arg[0] += 7
		case 2:
			bad.Arg[r.IntN(len(bad.Arg))]--
		case 3:
			bad.Arg[1] += 3
		}
		if engine.Contains(legal, bad) {
			continue
		}
		if err := try(seat, bad); err != nil {
			return err
		}
	}
	actors := s.Actors()
	for other := 0; other < s.Seats(); other++ {
		if !contains(actors, other) {
			return try(other, m)
		}
	}
	return nil
}

// checkMoveTexts: every listed move has a text that parses back to itself.
func checkMoveTexts(s engine.State, moves []engine.Move) error {
	for _, m := range moves {
		text := s.MoveText(m)
		back, err := s.ParseMove(text)
		if err != nil {
			return fmt.Errorf("move text %q does not parse: %v", text, err)
		}
		if back != m {
			return fmt.Errorf("move text %q parses to a different move", text)
		}
	}
	return nil
}

func allSeats(s engine.State) []int {
	seats := make([]int, s.Seats())
	for i := range seats {
		seats[i] = i
	}
	return seats
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// checkRanks: the places of the seats and the automa are competition
// ranks (each is 1 + the number of better places; tied places repeat,
// 1, 1, 3), shared only where the game's descriptor allows it, and the
// winner is the first seat in place 1 (−1 when only the automa is).
func checkRanks(res engine.Result, shared bool) error {
	ranks := res.Ranks
	if res.Automa != nil {
		ranks = append(append([]int{}, ranks...), res.Automa.Rank)
	}
	for _, r := range ranks {
		better := 0
		for _, o := range ranks {
			if o < r {
				better++
			}
		}
		if r != better+1 {
			return fmt.Errorf("ranks %v: %d is not 1 + the %d better places", ranks, r, better)
		}
	}
	for i, r := range ranks {
		for _, o := range ranks[i+1:] {
			if r == o && !shared {
				return fmt.Errorf("ranks %v: place %d shared, but the game breaks every tie", ranks, r)
			}
		}
	}
	winner := -1
	if w := res.Winners(); len(w) > 0 {
		winner = w[0]
	}
	if res.Winner != winner {
		return fmt.Errorf("winner %d, but place 1 is %v", res.Winner, res.Winners())
	}
	return nil
}
