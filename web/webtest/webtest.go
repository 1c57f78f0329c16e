// Package webtest holds the conformance suite of a game's pages: what every
// registered game's board must do, checked on random games.
package webtest

import (
	"fmt"
	"html"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"karnak/engine"
	"karnak/web"
)

// Conform renders the table fragment of random games of game at every
// decision, for the seat that decides and for a spectator, and checks:
// rendering never fails; every legal move is offered, on the board where
// the board gives it a place (an element with its data-target) and in the
// move list otherwise; a spectator is offered nothing; and the players'
// names are escaped (a name in angle brackets stays text).
func Conform(t *testing.T, game string, options []engine.Options, games int) {
	t.Helper()
	pages, err := web.New()
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	board := web.BoardOf(game)
	for i, opts := range options {
		t.Run(fmt.Sprint(opts), func(t *testing.T) {
			placed, listed := 0, 0
			for k := range games {
				seed := uint64(1000*i + k)
				s, err := g.New(opts, seed)
				if err != nil {
					t.Fatal(err)
				}
				seats := make([]web.Seat, s.Seats())
				for j := range seats {
					seats[j] = web.Seat{Seat: j, Kind: "human", Name: fmt.Sprintf("<b>p%d</b>", j), Claimed: true}
				}
				r := rand.New(rand.NewPCG(seed, 7))
				for step := 0; !s.Over(); step++ {
					actors := s.Actors()
					seat := actors[r.IntN(len(actors))]
					moves := s.Moves(seat)
					var texts []string
					for _, m := range moves {
						texts = append(texts, s.MoveText(m))
					}
					page, err := pages.Fragment(web.Game{ID: "x", Game: game, Seat: seat, Seq: step, Actors: actors, Moves: texts, View: s.View(seat), Seats: seats})
					if err != nil {
						t.Fatalf("seed %d step %d: rendering for seat %d: %v", seed, step, seat, err)
					}
					if strings.Contains(page, "<b>p") {
						t.Fatalf("seed %d step %d: a player's name is not escaped", seed, step)
					}
					offered := attrs(page, "data-move")
					drawn := attrs(page, "data-target")
					for _, m := range texts {
						target := ""
						if board != nil {
							target = board.Target(m)
						}
						switch {
						case target != "" && drawn[target]:
							placed++
						case target == "" && offered[m]:
							listed++
						default:
							t.Fatalf("seed %d step %d: seat %d's move %q (target %q) is not offered on the page", seed, step, seat, m, target)
						}
					}
					spectator, err := pages.Fragment(web.Game{ID: "x", Game: game, Seat: -1, Seq: step, Actors: actors, View: s.View(-1), Seats: seats})
					if err != nil {
						t.Fatalf("seed %d step %d: rendering for a spectator: %v", seed, step, err)
					}
					if len(attrs(spectator, "data-move")) > 0 {
						t.Fatalf("seed %d step %d: a spectator is offered moves", seed, step)
					}
					if err := s.Play(seat, moves[r.IntN(len(moves))]); err != nil {
						t.Fatal(err)
					}
				}
			}
			t.Logf("%d moves offered on the board, %d in the list", placed, listed)
		})
	}
}

var attrPattern = regexp.MustCompile(`(data-move|data-target)="([^"]*)"`)

// attrs are the values of the page's attributes named name, unescaped.
func attrs(page, name string) map[string]bool {
	out := map[string]bool{}
	for _, m := range attrPattern.FindAllStringSubmatch(page, -1) {
		if m[1] == name {
			out[html.UnescapeString(m[2])] = true
		}
	}
	return out
}
