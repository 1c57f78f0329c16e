package main

import (
	"bufio"
	"crypto/rand"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	mrand "math/rand/v2"
	"strings"

	"karnak/bots"
	"karnak/engine"
)

func runPlay(args []string, in io.Reader, out io.Writer) error {
	g := newGameFlags("play", out)
	seatsFlag := g.fs.String("seats", "", "comma-separated seats: human or a bot spec (default: human, then medium bots)")
	hintBot := g.fs.String("hint-bot", "hard", "the bot that answers hint")
	recordFile := g.fs.String("record", "", "write the game's whole record to this file when it ends")
	if err := g.parse(args); err != nil {
		return err
	}
	if !flagGiven(g.fs, "seed") {
		// Everybody knows the default seed, and the seed decides every
		// hidden draw: a table nobody chose the seed for gets a secret one.
		g.seed = binary.BigEndian.Uint64(randomBytes(8))
	}
	opts := g.engineOptions()
	rec, err := engine.NewRecorder(g.game, opts, g.seed)
	if err != nil {
		return err
	}
	rec.Record.SeedNonce = hex.EncodeToString(randomBytes(16))
	rec.Record.SeedSHA256 = engine.SeedCommitment(rec.Record.SeedNonce, g.seed)
	s := rec.State
	game, err := engine.Lookup(g.game)
	if err != nil {
		return err
	}
	kinds := strings.Split(*seatsFlag, ",")
	if *seatsFlag == "" {
		kinds = []string{"human"}
	}
	for len(kinds) < s.Seats() {
		kinds = append(kinds, "medium")
	}
	if len(kinds) != s.Seats() {
		return fmt.Errorf("--seats names %d seats, the game has %d", len(kinds), s.Seats())
	}
	seatBots := make([]bots.Bot, len(kinds))
	for i, k := range kinds {
		if k == "human" {
			continue
		}
		if seatBots[i], err = bots.New(k, g.seed+uint64(i)*7919, g.desc.Scale); err != nil {
			return fmt.Errorf("seat %d: %w", i, err)
		}
	}
	if err := bots.Check(*hintBot); err != nil {
		return fmt.Errorf("--hint-bot: %w", err)
	}
	viewer := terminalViewer(seatBots)
	lines := bufio.NewScanner(in)
	show := func(seat int) {
		if t, ok := s.(engine.Texter); ok {
			fmt.Fprintln(out, t.Text(seat))
			return
		}
		data, _ := json.MarshalIndent(s.View(seat), "", " ")
		fmt.Fprintln(out, string(data))
	}
	lastShown := -2
	automaSeen := 0
	names := make([]string, len(kinds))
	for i, k := range kinds {
		names[i] = fmt.Sprintf("seat %d", i)
		if k != "human" {
			names[i] += " (" + k + ")"
		}
	}
	_, narrated := s.(engine.Narrator)
	// tell prints the last move as the terminal's viewer may read it: a
	// bot's move as it would be typed, then the game's sentences for it and
	// what it set off.
	tell := func(typed bool) {
		l := rec.Log[len(rec.Log)-1]
		if typed {
			fmt.Fprintf(out, "%s: %s\n", names[l.Seat], l.Read(s, viewer))
		}
		for _, line := range l.ReadEvents(nil, s, viewer, names) {
			fmt.Fprintln(out, "  "+line)
		}
	}
	asked := -1         // the move count at which the prompt was last printed
	narrate := func() { // the automa's turns since the last move, unless the game tells them
		if a, ok := s.(engine.AutomaLogger); ok && !narrated {
			var lines []string
			lines, automaSeen = a.AutomaLog(automaSeen)
			for _, l := range lines {
				fmt.Fprintln(out, l)
			}
		}
	}
	fmt.Fprintln(out, "Type a move, or: help (the legal moves), hint (what the "+*hintBot+" bot would play), show, record, quit,\n"+
		"card CODE (what a card, tile or board space does: card L12, card r2c3; a legal move of that name is played instead,\n"+
		"explain CODE never plays), cards (your own cards, explained), undo (take back the last move, a person's that\n"+
		"showed nothing hidden or random, while no other seat has moved since).")
	// befores are the positions the last mover's moves since another
	// seat's were played in: what undo goes back to.
	var befores []engine.State
	play := func(seat int, m engine.Move) error {
		if n := len(rec.Log); n > 0 && rec.Log[n-1].Seat != seat {
			befores = befores[:0]
		}
		before := s.Clone()
		if err := rec.Play(seat, m); err != nil {
			return err
		}
		befores = append(befores, before)
		return nil
	}
	// Bots deciding together with others choose in the position where the
	// decision opened, before anyone's part is in: none is handed a state
	// that holds another's commit.
	chosen := map[int]engine.Move{}
	for !s.Over() {
		narrate()
		actors := s.Actors()
		if len(actors) > 1 {
			for _, a := range actors {
				if _, done := chosen[a]; !done && seatBots[a] != nil {
					chosen[a] = seatBots[a].Choose(s.Clone(), a)
				}
			}
		}
		seat := actors[0]
		for _, a := range actors { // a human among several actors goes first
			if seatBots[a] == nil {
				seat = a
				break
			}
		}
		if b := seatBots[seat]; b != nil {
			m, ok := chosen[seat]
			if !ok {
				m = b.Choose(s, seat)
			}
			delete(chosen, seat)
			if err := play(seat, m); err != nil {
				return err
			}
			// Told after it is played, so that a move ending the game (its
			// decrees scored) is shown whole, as everything is then.
			tell(true)
			continue
		}
		if lastShown != len(rec.Record.Moves) {
			show(seat)
			lastShown = len(rec.Record.Moves)
		}
		if _, ok := s.(engine.Prompter); ok && asked != len(rec.Log) {
			fmt.Fprintln(out, engine.Asked(s, seat, names))
			asked = len(rec.Log)
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
				text, words := s.MoveText(m), engine.Describe(s, seat, m)
				if words != text {
					text += "   — " + words
				}
				fmt.Fprintln(out, "  "+text)
			}
			continue
		case "show":
			show(seat)
			continue
		case "hint":
			printHint(out, s, seat, *hintBot, g.seed+uint64(len(rec.Record.Moves)), g.desc.Scale)
			continue
		case "quit", "exit":
			return nil
		case "record":
			data, _ := json.Marshal(sealedRecord(rec, viewer))
			fmt.Fprintln(out, string(data))
			continue
		case "cards":
			printHand(out, game, s, seat)
			continue
		case "undo":
			n := len(rec.Log)
			why := ""
			switch {
			case n == 0:
				why = "there is no move to take back"
			case len(befores) == 0 || seatBots[rec.Log[n-1].Seat] != nil:
				why = "another seat has moved since"
			}
			if why == "" {
				last, before := rec.Log[n-1], befores[len(befores)-1]
				m, _ := before.ParseMove(last.Text)
				r := mrand.New(mrand.NewPCG(binary.BigEndian.Uint64(randomBytes(8)), uint64(n)))
				if ok, reason := engine.Undoable(before, last.Seat, m, r); !ok {
					why = reason
				} else {
					s, rec.State = before, before
					rec.Record.Moves, rec.Log = rec.Record.Moves[:n-1], rec.Log[:n-1]
					befores = befores[:len(befores)-1]
					clear(chosen)
					if a, ok := s.(engine.AutomaLogger); ok {
						_, automaSeen = a.AutomaLog(1 << 30)
					}
					lastShown = -2
					fmt.Fprintf(out, "seat %d took back a move: %s\n", last.Seat, last.Read(s, viewer))
				}
			}
			if why != "" {
				fmt.Fprintln(out, "   cannot take back:", why)
			}
			continue
		}
		if refs, ok := explainRequest(s, seat, text); ok {
			explain(out, game, refs)
			continue
		}
		m, err := s.ParseMove(text)
		if err == nil {
			err = play(seat, m)
		}
		if err != nil {
			fmt.Fprintln(out, "  ", err, "— type help for the legal moves")
		} else {
			tell(false)
		}
	}
	narrate()
	show(-1)
	fmt.Fprintln(out, resultText(s.Result()))
	fmt.Fprintf(out, "seed %d (nonce %s, sha256 %s)\n", rec.Record.Seed, rec.Record.SeedNonce, rec.Record.SeedSHA256)
	if *recordFile != "" {
		return writeRecord(*recordFile, rec.Record)
	}
	return nil
}

// terminalViewer is the seat whose eyes the shared terminal has: the one
// human at the table, or nobody's (-1) when several humans take turns at it
// or only bots play.
func terminalViewer(seatBots []bots.Bot) int {
	viewer := -1
	for seat, b := range seatBots {
		if b != nil {
			continue
		}
		if viewer >= 0 {
			return -1
		}
		viewer = seat
	}
	return viewer
}

// sealedRecord is the record of the running game as viewer may read it:
// no seed, and other seats' secret moves as they read to others.
func sealedRecord(rec *engine.Recorder, viewer int) engine.SealedRecord {
	sealed := rec.Record.Seal()
	sealed.Moves = make([]engine.RecordMove, len(rec.Log))
	for i, l := range rec.Log {
		sealed.Moves[i] = engine.RecordMove{Seat: l.Seat, Move: l.Read(rec.State, viewer)}
	}
	return sealed
}

func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// randomBytes never fails: crypto/rand.Read crashes the program rather than
// return short.
func randomBytes(n int) []byte {
	b := make([]byte, n)
	rand.Read(b)
	return b
}

// resultText is the final line of a game, naming the automa if it won.
func resultText(res engine.Result) string {
	if res.Automa != nil {
		winner := fmt.Sprintf("seat %d", res.Winner)
		if res.Winner < 0 {
			winner = res.Automa.Name
		}
		return fmt.Sprintf("Final scores %v, %s %d, winner %s", res.Scores, res.Automa.Name, res.Automa.Score, winner)
	}
	return fmt.Sprintf("Final scores %v, winner seat %d", res.Scores, res.Winner)
}

// printHint shows what the hint bot would play, with its runners-up.
func printHint(out io.Writer, s engine.State, seat int, spec string, seed uint64, scale engine.Scale) {
	b, err := bots.New(spec, seed, scale)
	if err != nil {
		fmt.Fprintln(out, "  ", err)
		return
	}
	an, ok := b.(bots.Analyzer)
	if !ok {
		fmt.Fprintf(out, "  %s suggests: %s\n", spec, s.MoveText(b.Choose(s, seat)))
		return
	}
	a := an.Analyze(s, seat)
	fmt.Fprintf(out, "  %s suggests (%d playouts):\n", spec, a.Iterations)
	for i, m := range a.Moves[:min(len(a.Moves), 5)] {
		fmt.Fprintf(out, "  %d. %-34s %3.0f%% to win", i+1, m.Text, 100*m.WinChance)
		if m.Visits > 0 {
			fmt.Fprintf(out, "  (%d visits)", m.Visits)
		}
		fmt.Fprintln(out)
	}
}

// explainRequest reads "card CODE…" and "explain CODE…". A text that is a
// legal move of seat now stays a move ("card 2.1" takes a market card in
// Tekhenu); explain never plays.
func explainRequest(s engine.State, seat int, text string) ([]string, bool) {
	w := strings.Fields(text)
	if len(w) < 2 || w[0] != "card" && w[0] != "explain" {
		return nil, false
	}
	if w[0] == "card" {
		if m, err := s.ParseMove(text); err == nil && engine.Contains(s.Moves(seat), m) {
			return nil, false
		}
	}
	return w[1:], true
}

// explain prints the glossary entries of refs.
func explain(out io.Writer, g engine.Game, refs []string) {
	entries := engine.Entries(g)
	if entries == nil {
		fmt.Fprintf(out, "   %s has no card texts\n", g.Name())
		return
	}
	for _, ref := range refs {
		e, ok := engine.Explain(g, ref)
		if !ok {
			fmt.Fprintf(out, "   %s: no card, tile or board space of %s has that code (for example %s)\n", ref, g.Name(), entries[0].Ref)
			continue
		}
		fmt.Fprintln(out, "  ", entryLine(e))
	}
}

// entryLine is an entry with its kind: "L12 Name (decree) — cost — timing — effect".
func entryLine(e engine.Entry) string {
	e.Name += " (" + e.Kind + ")"
	return e.Text()
}

// printHand explains each card seat holds (engine.Hand), as its view
// shows them: nothing another seat keeps hidden.
func printHand(out io.Writer, g engine.Game, s engine.State, seat int) {
	h, ok := s.(engine.Hand)
	if !ok {
		fmt.Fprintln(out, "   this game does not list what you hold: type card CODE for a code on the board")
		return
	}
	refs := h.Hand(seat)
	if len(refs) == 0 {
		fmt.Fprintf(out, "   seat %d holds no cards\n", seat)
		return
	}
	explain(out, g, refs)
}
