package enginetest

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"karnak/engine"
)

// checkTold checks how a move was told (engine.Narrator): a first event
// about the mover, and every sentence written out, with only seats that
// exist named.
func checkTold(s engine.State, seat int, l engine.Logged) error {
	if _, ok := s.(engine.Narrator); !ok {
		return nil
	}
	if len(l.Events) == 0 {
		return fmt.Errorf("the move %q is told by no event", l.Text)
	}
	if l.Events[0].Seat != seat {
		return fmt.Errorf("the move %q is first told about seat %d, not its mover %d", l.Text, l.Events[0].Seat, seat)
	}
	for _, e := range l.Events {
		for _, text := range []string{e.Text, e.Public} {
			if err := checkSentence(text, s.Seats()); err != nil {
				return fmt.Errorf("after %q: %w", l.Text, err)
			}
		}
		if strings.TrimSpace(e.Text) == "" {
			return fmt.Errorf("after %q: an event without a sentence", l.Text)
		}
		if e.Public != "" && e.Until == "" {
			return fmt.Errorf("after %q: an event with a public version that is never secret: %q", l.Text, e.Text)
		}
	}
	return nil
}

// checkSentence: no formatting error, and every seat named exists.
func checkSentence(text string, seats int) error {
	names := make([]string, seats)
	for i := range names {
		names[i] = "\x00"
	}
	if strings.Contains(text, "%!") {
		return fmt.Errorf("a badly formatted sentence: %q", text)
	}
	if filled := engine.Fill(text, names); strings.Contains(filled, "{P") || strings.Contains(filled, "seat ") && strings.Contains(text, "{P") {
		return fmt.Errorf("a sentence names a seat that is not at the table: %q", text)
	}
	return nil
}

// checkPrompts: every seat owing a decision is asked in words, and the
// others told what it is doing.
func checkPrompts(s engine.State) error {
	p, ok := s.(engine.Prompter)
	if !ok {
		return nil
	}
	for _, a := range s.Actors() {
		pr := p.Prompt(a)
		if strings.TrimSpace(pr.Ask) == "" || strings.TrimSpace(pr.Doing) == "" {
			return fmt.Errorf("seat %d is asked %q, and the others told it is %q", a, pr.Ask, pr.Doing)
		}
		for _, text := range []string{pr.Ask, pr.Doing} {
			if err := checkSentence(text, s.Seats()); err != nil {
				return fmt.Errorf("seat %d's prompt: %w", a, err)
			}
		}
	}
	return nil
}

// checkToldBlind: what a seat reads of the events of seat's move m, and
// of the prompt after it, is a function of what it can see: played in
// states it cannot tell from s, the move leads to the same reading
// whenever it leads to the same view. (A move that brings something to
// light gives different views, and may be told differently.)
func checkToldBlind(s engine.State, seat int, m engine.Move, r *rand.Rand) error {
	if _, ok := s.(engine.Narrator); !ok {
		return nil
	}
	for _, viewer := range append(allSeats(s), -1) {
		if viewer < 0 {
			continue // a spectator has no determinizations; the seats cover it
		}
		seen := map[string]string{}
		for k := 0; k < 3; k++ {
			c := s.Determinize(viewer, rand.New(rand.NewPCG(r.Uint64(), r.Uint64())))
			if !slices.Contains(c.Actors(), seat) || !slices.Contains(c.Moves(seat), m) {
				continue // the move was another seat's, and that seat's hand was redealt
			}
			l, err := engine.PlayLogged(c, seat, m)
			if err != nil {
				return err
			}
			read := strings.Join(l.ReadEvents(nil, c, viewer, nil), "\n") + "\n" + engine.Asked(c, viewer, nil)
			view := viewJSON(c, viewer)
			if old, ok := seen[view]; ok && old != read {
				return fmt.Errorf("seat %d reads seat %d's move %q differently in two states it cannot tell apart:\n%s\n---\n%s",
					viewer, seat, s.MoveText(m), old, read)
			}
			seen[view] = read
		}
	}
	return nil
}
