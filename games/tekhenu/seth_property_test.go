package tekhenu

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"karnak/engine"
)

// sethInvariant is invariant plus the expansion's own (Time of Seth §12).
func sethInvariant(es engine.State) error {
	if err := invariant(es); err != nil {
		return err
	}
	s := es.(*State)
	if !s.Seth.On {
		return nil // the Vizier alone: nothing of the expansion's board
	}
	setDice := 0
	for _, d := range s.Dice {
		if d.Loc == locSet {
			setDice++
			if d.Colour != Grey {
				return fmt.Errorf("a %s die on the Set board", d.Colour)
			}
		}
		if newColour(d.Colour) && d.Loc != locBox && d.Loc != locBag && (d.Value < 2 || d.Value > 5) {
			return fmt.Errorf("a %s die shows %d", d.Colour, d.Value)
		}
		if seat := int(d.Loc-locPlayer) / 4; d.Colour == Green && d.Loc >= locPlayer && d.Loc < locSet &&
			(d.Loc-locPlayer)%4 == panUnder && !s.isBot(seat) {
			return fmt.Errorf("the green die under a player's scales")
		}
	}
	if setDice > s.Players {
		return fmt.Errorf("%d dice on the Set board at %d players", setDice, s.Players)
	}
	for p := 0; p < s.Players; p++ {
		pl := &s.P[p]
		if pl.Warriors < 0 || pl.Warriors > trackCap || pl.Priests < 0 || pl.Priests > trackCap {
			return fmt.Errorf("seat %d: %d warriors, %d priests", p, pl.Warriors, pl.Priests)
		}
		if s.isBot(p) && (pl.Warriors|pl.Priests|pl.Blood != 0) {
			return fmt.Errorf("Botankhamun holds warriors, priests or blood")
		}
	}
	for a, slots := range s.Seth.Slots {
		if slots[0] >= 0 && slots[0] == slots[1] {
			return fmt.Errorf("seat %d has two buildings in Set area %d", slots[0], a+1)
		}
	}
	tokens := int(s.Seth.ConquestN)
	seen := map[int8]bool{}
	for _, tok := range s.Seth.Conquest[:s.Seth.ConquestN] {
		seen[tok] = true
	}
	for r := range s.Temple {
		for c := range s.Temple[r] {
			if tok := s.Temple[r][c].Token; tok != 0 {
				tokens++
				if seen[tok] {
					return fmt.Errorf("conquest token A%02d twice", tok)
				}
				seen[tok] = true
			}
		}
	}
	if tokens != nConquest {
		return fmt.Errorf("%d conquest tokens on the temple and in the stack", tokens)
	}
	return nil
}

// sethSweep plays random expansion games at every player count.
func sethSweep(t *testing.T, games int, seedBase uint64) {
	runSweep(t, []sweepTable{
		{"solo-easy", engine.Options{"players": "1", "expansion": "seth"}, games},
		{"solo-hard", engine.Options{"players": "1", "expansion": "seth", "automa": "hard"}, games},
		{"2p", engine.Options{"players": "2", "expansion": "seth"}, games},
		{"2p-vizier", engine.Options{"players": "2", "expansion": "seth", "vizier": "on"}, games},
		{"2p-vizier-base", engine.Options{"players": "2", "vizier": "on"}, games},
		{"3p", engine.Options{"players": "3", "expansion": "seth"}, games},
		{"4p", engine.Options{"players": "4", "expansion": "seth"}, games},
		{"3p-rulings", engine.Options{"players": "3", "expansion": "seth", "seth_b11": "base", "seth_art02": "god"}, games},
		{"solo-rulings", engine.Options{"players": "1", "expansion": "seth", "automa": "hard",
			"bot_buildings": "20", "automa_tech_vp": "1", "seth_b11": "base", "seth_art02": "god"}, games},
	}, seedBase, sethInvariant)
}

func TestSethRandomGames(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 20
	}
	sethSweep(t, games, 2000003)
}

// TestSethSweep is the long run: KARNAK_SETH_SWEEP=100000 go test
// ./games/tekhenu -run SethSweep -timeout 600m plays that many expansion
// games per table of sethSweep with every check.
func TestSethSweep(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("KARNAK_SETH_SWEEP"))
	if n <= 0 {
		t.Skip("set KARNAK_SETH_SWEEP=<games per table> to run")
	}
	sethSweep(t, n, 7777779)
}
