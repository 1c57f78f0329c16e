package kemet

import (
	"regexp"
	"strings"
	"testing"

	"karnak/engine"
	game "karnak/games/kemet"
)

var handDiv = regexp.MustCompile(`(?s)<div data-hand="(\d)">(.*?)</div>`)

// diNames are the names of the Divine Intervention cards.
func diNames() []string {
	var out []string
	for _, e := range (game.Game{}).Glossary() {
		if e.Kind == "Divine Intervention card" {
			out = append(out, e.Name)
		}
	}
	return out
}

// A seat's DI hand is shown on its own mat only: on every other seat's
// mat the viewer sees a number, never a card's name, and a spectator sees
// no hand at all; the viewer's own mat shows exactly its hand.
func TestHiddenHandsStayHidden(t *testing.T) {
	names := diNames()
	checked := 0
	randomPages(t, 11, func(where, page string, v *game.View) {
		for _, m := range handDiv.FindAllStringSubmatch(page, -1) {
			seat := int(m[1][0] - '0')
			cards := m[2]
			if seat == v.Seat {
				for _, ref := range v.Hand {
					if !strings.Contains(cards, cardName(ref)) {
						t.Fatalf("%s: the viewer's %s is not on its mat", where, ref)
					}
				}
				continue
			}
			checked++
			for _, n := range names {
				if strings.Contains(cards, ">"+n) {
					t.Fatalf("%s: seat %d's mat shows %s to seat %d", where, seat, n, v.Seat)
				}
			}
			if !strings.Contains(cards, "(hidden)") {
				t.Fatalf("%s: seat %d's hand is not told as hidden: %s", where, seat, cards)
			}
		}
	})
	if checked < 500 {
		t.Errorf("only %d mats checked", checked)
	}
}

// Another seat's hand never reaches a viewer's page: rendering the same
// position for each seat, the names of the cards only one seat holds
// appear on no other seat's page, outside what all may see (a card played
// or shown in a battle, the discard counts).
func TestOtherHandsNeverRendered(t *testing.T) {
	s := newGame(t, engine.Options{"players": "4"}, 3)
	found := 0
	for step := 0; step < 3000 && !s.Over(); step++ {
		if step%37 == 0 && s.View(-1).(*game.View).Battle == nil && s.View(-1).(*game.View).Played == nil {
			held := map[string][]int{}
			for p := range 4 {
				for _, ref := range s.View(p).(*game.View).Hand {
					held[ref] = append(held[ref], p)
				}
			}
			for ref, seats := range held {
				for p := -1; p < 4; p++ {
					if containsInt(seats, p) {
						continue
					}
					page := string(Board{}.Panels(s.View(p), p, nil, nil)) + string(Board{}.SVG(s.View(p), p, nil, nil))
					if strings.Contains(page, `data-info="`+ref+`"`) {
						t.Fatalf("step %d: seat %d sees %s, held by %v", step, p, ref, seats)
					}
					found++
				}
			}
		}
		seat := s.Actors()[0]
		moves := s.Moves(seat)
		if err := s.Play(seat, moves[step%len(moves)]); err != nil {
			t.Fatal(err)
		}
	}
	if found < 50 {
		t.Errorf("only %d checks", found)
	}
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
