package kemet

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"karnak/engine"
	game "karnak/games/kemet"
	"karnak/web"
)

// TestShot writes a mid-game page of every player count as HTML for
// screenshots, when KEMET_SHOT names a directory (else it is skipped).
func TestShot(t *testing.T) {
	dir := os.Getenv("KEMET_SHOT")
	if dir == "" {
		t.Skip("KEMET_SHOT not set")
	}
	css, err := os.ReadFile("../static/style.css")
	if err != nil {
		t.Fatal(err)
	}
	pages, err := web.New()
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ana", "Ben", "Cleo", "Dara", "Emil"}
	for _, n := range []int{2, 3, 4, 5, 6} {
		battle := n == 6
		if battle {
			n = 4
		}
		s := newGame(t, engine.Options{"players": fmt.Sprint(n)}, 7)
		r := rand.New(rand.NewPCG(7, 9))
		var log []web.LogLine
		for step := 0; !s.Over(); step++ {
			v := s.View(-1).(*game.View)
			seat := s.Actors()[0]
			if !battle && v.Round >= 3 && step > 150 && hasRegionMove(s, seat) {
				break
			}
			if battle && v.Round >= 2 && v.Battle != nil && v.Battle.Revealed {
				break
			}
			moves := s.Moves(seat)
			m := moves[r.IntN(len(moves))]
			line := web.LogLine{Seq: step + 1, Seat: seat, Move: s.MoveText(m)}
			if d, ok := s.(engine.Describer); ok {
				line.Text = engine.Fill(d.Describe(seat, m), names)
			}
			if c, ok := s.(engine.Concealer); ok {
				if public, _ := c.Conceal(seat, m); public != "" {
					line.Move, line.Text = public, public // as the server shows another seat's secret
				}
			}
			log = append([]web.LogLine{line}, log...)
			if err := s.Play(seat, m); err != nil {
				t.Fatal(err)
			}
		}
		seat := s.Actors()[0]
		var texts, named []string
		for _, m := range s.Moves(seat) {
			texts = append(texts, s.MoveText(m))
			if d, ok := s.(engine.Describer); ok {
				named = append(named, engine.Fill(d.Describe(seat, m), names))
			}
		}
		seats := make([]web.Seat, n)
		for i := range seats {
			seats[i] = web.Seat{Seat: i, Kind: "human", Name: names[i], Claimed: true}
		}
		frag, err := pages.Fragment(web.Game{ID: "x", Game: "kemet", Seat: seat, Actors: s.Actors(), Moves: texts, View: s.View(seat), Seats: seats,
			MoveNames: named, Prompt: engine.Fill(prompt(s, seat), names), Log: log[:min(len(log), 40)]})
		if err != nil {
			t.Fatal(err)
		}
		page := "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><style>" +
			string(css) + "</style></head><body><main><div id=\"table\">" + frag + "</div></main></body></html>"
		if err := os.WriteFile(filepath.Join(dir, map[bool]string{false: fmt.Sprintf("kemet-%d.html", n), true: "kemet-battle.html"}[battle]), []byte(page), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func hasRegionMove(s engine.State, seat int) bool {
	for _, m := range s.Moves(seat) {
		if strings.HasPrefix(Board{}.Target(s.MoveText(m)), "hot-region-") {
			return true
		}
	}
	return false
}

func newGame(t *testing.T, opts engine.Options, seed uint64) engine.State {
	t.Helper()
	g, err := engine.Lookup("kemet")
	if err != nil {
		t.Fatal(err)
	}
	s, err := g.New(opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func prompt(s engine.State, seat int) string {
	if p, ok := s.(engine.Prompter); ok {
		return p.Prompt(seat).Ask
	}
	return "Your turn"
}
