package tekhenu

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"karnak/engine"
	game "karnak/games/tekhenu"
	"karnak/web"
)

func TestTargets(t *testing.T) {
	b := Board{}
	for move, want := range map[string]string{
		"keep L07":                 "card-L07",
		"draft S03":                "card-S03",
		"play B07 happiness":       "card-B07",
		"take ra white 4":          "die-ra-white-4",
		"anubis thoth grey 2 free": "die-thoth-grey-2",
		"discard osiris black 6":   "die-osiris-black-6",
		"act hathor":               "god-hathor",
		"pillar r2c3 1":            "cell-r2c3",
		"building hc4":             "hathor-hc4",
		"osiris granite":           "osiris-granite",
		"card 2.1":                 "market-2-1",
		"refresh 3":                "section-3",
		"statue ts-row":            "people-ts-row",
		"advance population":       "track-population",
		"statue god":               "",
		"pay 2 bread":              "",
		"done":                     "",
	} {
		if got := b.Target(move); got != want {
			t.Errorf("Target(%q) = %q, want %q", move, got, want)
		}
	}
}

// In random games, every legal move that has a place on the board is
// clickable there: the rendered page has a hot element for its target.
func TestEveryTargetIsDrawn(t *testing.T) {
	pages, err := web.New()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := engine.Lookup("tekhenu")
	placed, loose := 0, 0
	for _, players := range []int{2, 3, 4} {
		s, err := g.New(engine.Options{"players": fmt.Sprint(players)}, uint64(players))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(players), 1))
		for step := 0; !s.Over(); step++ {
			seat := s.Actors()[0]
			moves := s.Moves(seat)
			var texts []string
			for _, m := range moves {
				texts = append(texts, s.MoveText(m))
			}
			seats := make([]web.Seat, players)
			for i := range seats {
				seats[i] = web.Seat{Seat: i, Kind: "human", Name: fmt.Sprintf("p%d", i), Claimed: true}
			}
			html, err := pages.Fragment(web.Game{ID: "x", Game: "tekhenu", Seat: seat, Moves: texts, View: s.View(seat).(*game.View), Seats: seats})
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range texts {
				target := Board{}.Target(m)
				if target == "" {
					loose++
					continue
				}
				placed++
				if !strings.Contains(html, `data-target="`+target+`"`) {
					t.Fatalf("%dp step %d: move %q targets %s, which is not drawn as clickable", players, step, m, target)
				}
			}
			if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d moves clickable on the board, %d in the list only", placed, loose)
}
