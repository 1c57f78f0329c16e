package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"karnak/bots"
	"karnak/engine"
)

// texter is a state that can draw itself for the terminal.
type texter interface{ Text(seat int) string }

func runPlay(args []string, in io.Reader, out io.Writer) error {
	g := newGameFlags("play")
	seatsFlag := g.fs.String("seats", "", "comma-separated seat kinds: human or random (default: human then random)")
	if err := g.parse(args); err != nil {
		return err
	}
	opts := g.engineOptions()
	rec, err := engine.NewRecorder(g.game, opts, g.seed)
	if err != nil {
		return err
	}
	s := rec.State
	kinds := strings.Split(*seatsFlag, ",")
	if *seatsFlag == "" {
		kinds = []string{"human"}
	}
	for len(kinds) < s.Seats() {
		kinds = append(kinds, "random")
	}
	if len(kinds) != s.Seats() {
		return fmt.Errorf("--seats names %d seats, the game has %d", len(kinds), s.Seats())
	}
	seatBots := make([]bots.Bot, len(kinds))
	for i, k := range kinds {
		switch k {
		case "human":
		case "random":
			seatBots[i] = bots.NewRandom(g.seed + uint64(i)*7919)
		default:
			return fmt.Errorf("unknown seat kind %q (human, random)", k)
		}
	}
	lines := bufio.NewScanner(in)
	show := func(seat int) {
		if t, ok := s.(texter); ok {
			fmt.Fprintln(out, t.Text(seat))
			return
		}
		data, _ := json.MarshalIndent(s.View(seat), "", " ")
		fmt.Fprintln(out, string(data))
	}
	lastShown := -2
	for !s.Over() {
		actors := s.Actors()
		seat := actors[0]
		for _, a := range actors { // a human among several actors goes first
			if seatBots[a] == nil {
				seat = a
				break
			}
		}
		if b := seatBots[seat]; b != nil {
			m := b.Choose(s, seat)
			fmt.Fprintf(out, "seat %d (%s): %s\n", seat, b.Name(), s.MoveText(m))
			if err := rec.Play(seat, m); err != nil {
				return err
			}
			continue
		}
		if lastShown != len(rec.Record.Moves) {
			show(seat)
			lastShown = len(rec.Record.Moves)
		}
		fmt.Fprintf(out, "seat %d> ", seat)
		if !lines.Scan() {
			return fmt.Errorf("input ended before the game did")
		}
		text := strings.TrimSpace(lines.Text())
		switch text {
		case "":
			continue
		case "help", "?":
			for _, m := range s.Moves(seat) {
				fmt.Fprintln(out, "  "+s.MoveText(m))
			}
			continue
		case "show":
			show(seat)
			continue
		case "quit", "exit":
			return nil
		case "record":
			data, _ := json.Marshal(rec.Record)
			fmt.Fprintln(out, string(data))
			continue
		}
		m, err := s.ParseMove(text)
		if err == nil {
			err = rec.Play(seat, m)
		}
		if err != nil {
			fmt.Fprintln(out, "  ", err, "— type help for the legal moves")
		}
	}
	show(-1)
	res := s.Result()
	fmt.Fprintf(out, "Final scores %v, winner seat %d\n", res.Scores, res.Winner)
	return nil
}
