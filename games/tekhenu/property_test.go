package tekhenu

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"karnak/engine"
	"karnak/engine/enginetest"
)

// invariant checks what must hold after every move.
func invariant(es engine.State) error {
	s := es.(*State)
	if int(s.Round) > 16 {
		return fmt.Errorf("round %d > 16", s.Round)
	}
	var where [5]int // box, bag, wheel, mats, hands
	for _, d := range s.Dice {
		switch {
		case d.Loc == locBox:
			where[0]++
		case d.Loc == locBag:
			where[1]++
		case d.Loc < locPlayer:
			where[2]++
		default:
			where[3]++
		}
		if d.Loc != locBox && d.Loc != locBag && (d.Value < 1 || d.Value > 6) {
			return fmt.Errorf("die value %d", d.Value)
		}
	}
	if want := totalDice - where[0]; where[1]+where[2]+where[3] != want {
		return fmt.Errorf("dice not conserved: %v", where)
	}
	for p := 0; p < s.Players; p++ {
		pl := &s.P[p]
		for r, n := range pl.Res {
			if n < 0 {
				return fmt.Errorf("seat %d has %d %s", p, n, Res(r))
			}
		}
		if pl.Scribes < 0 || pl.Faith < 0 || pl.VP < 0 || pl.Excess < 0 {
			return fmt.Errorf("seat %d: negative scribes/faith/VP/excess %+v", p, pl)
		}
		if pl.Happiness < 0 || pl.Population < 0 || pl.Happiness > pl.Population || pl.Population > trackMax {
			return fmt.Errorf("seat %d: happiness %d population %d", p, pl.Happiness, pl.Population)
		}
		if pl.Built > s.buildingLimit(p) || pl.Statues > statuesEach || pl.Pillars > pillarsEach {
			return fmt.Errorf("seat %d: pieces beyond the limits", p)
		}
		if s.isBot(p) {
			if pl.Res != ([nRes]int{}) || pl.Faith != 0 || pl.Production != ([4]int8{}) || pl.Techs|pl.Blessings|pl.Decrees != 0 {
				return fmt.Errorf("Botankhamun holds resources, faith, production or player cards: %+v", pl)
			}
			if s.Round > 0 && s.Bot.Marker >= 0 {
				if r, i := pyramidPos(s.Bot.Marker); r+i > 3 {
					return fmt.Errorf("progress marker off the pyramid at %d", s.Bot.Marker)
				}
			}
		}
		for _, x := range pl.Production {
			if s.isBot(p) {
				break
			}
			if x < 1 || x > maxProduction {
				return fmt.Errorf("seat %d: production %v", p, pl.Production)
			}
		}
		// Pieces on the board match the pieces taken from the mat.
		statues := piecesOnBoard(s, p, s.GodStat[:], s.People[:])
		setBuilt := 0
		if s.Seth.On {
			statues += piecesOnBoard(s, p, s.Seth.People[:], s.Seth.Statues[:])
			setBuilt = piecesOnBoard(s, p, s.Seth.Slots[:])
		}
		if statues != int(pl.Statues) {
			return fmt.Errorf("seat %d: %d statues built, %d on the board", p, pl.Statues, statues)
		}
		w, q := s.osirisBuildings(p)
		if built := w + q + s.templeBuildings(p) + setBuilt; built != int(pl.Built) {
			return fmt.Errorf("seat %d: %d buildings built, %d on the board", p, pl.Built, built)
		}
		if s.Round > 0 && s.diceHeld(p) > 4 {
			return fmt.Errorf("seat %d holds %d dice", p, s.diceHeld(p))
		}
	}
	return nil
}

// piecesOnBoard counts seat's pieces among the owners in places, each a
// slice of owners or of arrays of owners.
func piecesOnBoard(s *State, seat int, places ...any) int {
	n := 0
	count := func(owners []int8) {
		for _, o := range owners {
			n += boolInt(int(o) == seat)
		}
	}
	for _, p := range places {
		switch x := p.(type) {
		case []int8:
			count(x)
		case [][3]int8:
			for _, a := range x {
				count(a[:])
			}
		case [][setSlotsPerArea]int8:
			for _, a := range x {
				count(a[:])
			}
		}
	}
	return n
}

func final(es engine.State) error {
	s := es.(*State)
	if s.Round != 16 || s.Maats != 4 || s.Scorings != 2 || s.Rotations != 8 {
		return fmt.Errorf("game ended at round %d after %d Maat phases, %d scorings, %d rotations", s.Round, s.Maats, s.Scorings, s.Rotations)
	}
	// Everything after scoring II is a decree or the order bonus, so the
	// breakdown accounts for every VP without a remainder.
	rows := s.breakdown()
	if rest := rows[len(rows)-2]; rest.Step != "play since the last scoring" || slices.ContainsFunc(rest.VP, func(v int) bool { return v != 0 }) {
		return fmt.Errorf("score breakdown leaves %v unexplained", rest)
	}
	for _, r := range rows[:len(rows)-2] {
		for p, v := range r.VP {
			upkeep, play := strings.HasSuffix(r.Step, "upkeep"), strings.HasSuffix(r.Step, "play before the scoring")
			if !upkeep && !play && v < 0 {
				return fmt.Errorf("breakdown row %q gives seat %d %d VP", r.Step, p, v)
			}
		}
	}
	return nil
}

func snapshot(es engine.State) any { return es.(*State) }

// sweep plays games random games per player count, and as many solo games
// spread over the difficulties, with every check.
func sweep(t *testing.T, games int, seedBase uint64) {
	tables := []sweepTable{
		{"solo-easy", engine.Options{"players": "1"}, max(1, games/3)},
		{"solo-medium", engine.Options{"players": "1", "automa": "medium", "solo_start": "random"}, max(1, games/3)},
		{"solo-hard", engine.Options{"players": "1", "automa": "hard", "automa_decree_vp": "8"}, max(1, games/3)},
	}
	for _, players := range []int{2, 3, 4} {
		tables = append(tables, sweepTable{fmt.Sprintf("%dp", players), engine.Options{"players": fmt.Sprint(players)}, games})
	}
	runSweep(t, tables, seedBase, invariant)
}

// sweepTable is one kind of table a sweep plays, and how many games.
type sweepTable struct {
	name  string
	opts  engine.Options
	games int
}

// runSweep plays every table's random games with the harness's checks and
// inv after every move; table k's seeds start at (k+1)·seedBase.
func runSweep(t *testing.T, tables []sweepTable, seedBase uint64, inv func(engine.State) error) {
	for k, tb := range tables {
		t.Run(tb.name, func(t *testing.T) {
			err := enginetest.Run(enginetest.Config{
				Game: "tekhenu", Options: tb.opts,
				Games: tb.games, Seed: uint64(k+1) * seedBase,
				Invariant: inv, Final: final, Snapshot: snapshot,
			})
			if err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestRandomGames(t *testing.T) {
	games := 1000
	if testing.Short() {
		games = 30
	}
	sweep(t, games, 1000003)
}

// TestSweep is the long run: KARNAK_SWEEP=20000 go test ./games/tekhenu
// -run Sweep -timeout 60m plays that many games per player count with every
// check of TestRandomGames.
func TestSweep(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("KARNAK_SWEEP"))
	if n <= 0 {
		t.Skip("set KARNAK_SWEEP=<games per player count> to run")
	}
	sweep(t, n, 7777777)
}
