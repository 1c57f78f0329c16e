package kemet

import (
	"strings"
	"testing"

	"karnak/engine"
)

// tell plays moves through PlayNarrated and returns their events.
func tell(t *testing.T, s *State, events []engine.Event, seat int, texts ...string) []engine.Event {
	t.Helper()
	for _, text := range texts {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if events, err = s.PlayNarrated(seat, m, events); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	return events
}

// read is the log as viewer reads it now, names filled in.
func read(s *State, events []engine.Event, viewer int, names []string) string {
	var lines []string
	for _, e := range events {
		text := e.Text
		if e.Seat != viewer && e.Until != "" && !s.Revealed(e.Until) {
			if text = e.Public; text == "" {
				continue
			}
		}
		lines = append(lines, engine.Fill(text, names))
	}
	return strings.Join(lines, "\n")
}

// The rulebook's battle (E-04) told: secret choices read as face-down
// cards to the other side until the reveal, then both sides' numbers.
func TestNarratedBattle(t *testing.T) {
	s := staged(t, 3)
	const g, j = 0, 1
	names := []string{"Guillaume", "Jacques", "Clare"}
	units(t, s, g, "temple2", 4)
	give(s, g, B2AncestralElephant)
	s.CreatureAt[AncestralElephant] = regionOf(t, s, "temple2")
	s.Seat[g].PP = 3
	handDI(t, s, g, DIBronzeWall, DIWarFury)
	units(t, s, j, "desert6", 5)
	give(s, j, R1Charge, R3BladesOfNeith)
	decide(s, tMove, j, 0)
	var events []engine.Event
	events = tell(t, s, events, j, "from desert6 5", "step temple2", "play BC-3-2-0", "discard BC-1-3-0", "ready")
	events = tell(t, s, events, g, "play BC-2-0-2", "discard BC-1-3-0", "commit DI-BRONZE-WALL")
	before := read(s, events, j, names)
	for _, leak := range []string{"2·0·2", "Bronze Wall"} {
		if strings.Contains(before, leak) {
			t.Errorf("Jacques reads %q before the reveal:\n%s", leak, before)
		}
	}
	if !strings.Contains(before, "Guillaume adds a DI card to the battle, face down.") {
		t.Errorf("Jacques is not told a card was added:\n%s", before)
	}
	events = tell(t, s, events, g, "commit DI-WAR-FURY", "ready", "recall")
	events = tell(t, s, events, j, "stay")
	for viewer, want := range map[int][]string{
		j: {
			"Jacques moves 5 units out of desert 6.",
			"Jacques steps into temple 2.",
			"Battle in temple 2: Jacques's 5 units against Guillaume's 4 units.",
			"Jacques plays the 3·2·0 card (strength 3, damage 2, protection 0).",
			"Jacques discards the 1·3·0 card",
			"Guillaume plays the 2·0·2 card",
			"Guillaume reveals the 2·0·2 card (strength 2, damage 0, protection 2) with War Fury and Bronze Wall (1 PP).",
			"Jacques: strength 10, damage 2, protection 0.",
			"Guillaume: strength 9, damage 0, protection 4.",
			"Jacques wins the battle.",
			"Jacques gains 1 VP for the battle (now 1).",
			"Guillaume recalls the troop from temple 2 to the reserve (4 units, +4 PP).",
			"Jacques stays in temple 2.",
		},
		g: {"Jacques discards a battle card, face down.", "Jacques reveals the 3·2·0 card"},
	} {
		log := read(s, events, viewer, names)
		for _, w := range want {
			if !strings.Contains(log, w) {
				t.Errorf("%s's log lacks %q:\n%s", names[viewer], w, log)
			}
		}
	}
	// The discarded cards are never shown to the other side.
	if log := read(s, events, g, names); strings.Contains(log, "Jacques discards the") {
		t.Errorf("Guillaume reads Jacques's discard:\n%s", log)
	}
}

// The Night told: prayer for all, the DI cards drawn told to their drawer
// alone.
func TestNarratedNight(t *testing.T) {
	s := staged(t, 2)
	s.Round = 2
	names := []string{"Ana", "Boris"}
	s.Tasks.Push(task{Kind: tEndOfDayRest, A: stepVictory})
	decide(s, tTurn, 0, 1) // a token placed this turn
	s.Seat[0].Tokens, s.Seat[1].Tokens = 0, 0
	events := tell(t, s, nil, 0, "end")
	mine, theirs := read(s, events, 0, names), read(s, events, 1, names)
	for _, w := range []string{"Night 3: every player prays.", "Ana gains 2 PP at Night (now 2).", "Boris draws a DI card."} {
		if !strings.Contains(mine, w) {
			t.Errorf("Ana's log lacks %q:\n%s", w, mine)
		}
	}
	drawn := 0
	for _, e := range events {
		if e.Seat == 0 && strings.HasPrefix(e.Text, engine.SeatName(0)+" draws ") {
			drawn++
			if e.Until != engine.RevealNever || e.Public != engine.SeatName(0)+" draws a DI card." {
				t.Errorf("Ana's draw is told as %+v", e)
			}
			if name := strings.TrimSuffix(strings.TrimPrefix(engine.Fill(e.Text, names), "Ana draws "), "."); strings.Contains(theirs, name) {
				t.Errorf("Boris reads Ana's card %q:\n%s", name, theirs)
			}
		}
	}
	if drawn == 0 {
		t.Errorf("Ana's draw is not told:\n%s", mine)
	}
}
