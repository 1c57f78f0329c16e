package tekhenu

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"karnak/engine"
)

// The prompt names each decision in players' words, to the seat that owes
// it, and tells the others what it is doing without a secret.
func TestPrompts(t *testing.T) {
	t.Run("keep a decree", func(t *testing.T) {
		s, _ := NewState(engine.Options{"players": "2"}, 1)
		a, b := lowestCard(s.P[0].Decrees), lowestCard(s.P[0].Decrees&(s.P[0].Decrees-1))
		eq(t, "Ana's ask", engine.Asked(s, 0, testNames), fmt.Sprintf("Keep one of your decrees, %s or %s; the other goes under the deck, and the other players learn only at the end which you kept.",
			cardTitle(Decree, a), cardTitle(Decree, b)))
		s.tell(t, 0, "keep "+cardName(Decree, a))
		eq(t, "what Ana reads while Ben chooses", engine.Asked(s, 0, testNames), "Waiting for Ben to choose a decree to keep.")
	})
	t.Run("take a die", func(t *testing.T) {
		s := staged(t, 2)
		s.putDie(t, Ra, White, 4)
		s.P[0].Scribes = 2
		s.beginTurn(0)
		eq(t, "Ana's ask", engine.Asked(s, 0, testNames), "Take a die from a sector of the wheel, normally (a pure die goes to the purity pan, a tainted one to the taint pan; forbidden dice stay) or with Anubis (2 scribes: any die, for any action, kept under the scales).")
		eq(t, "Ben reads", engine.Asked(s, 1, testNames), "Waiting for Ana to take a die.")
	})
	t.Run("pay", func(t *testing.T) {
		s := staged(t, 2)
		s.RaSlots = [3]int8{11, 12, 6}
		s.P[0].Res[Limestone], s.P[0].Res[Gold] = 2, 1
		s.god(Ra, 0, 2, 0)
		s.play(t, "pillar r2c3 1")
		eq(t, "Ana's ask", engine.Asked(s, 0, testNames), "Pay 2 limestone for the pillar: choose which resources (gold may stand in for any of it).")
		eq(t, "Ben reads", engine.Asked(s, 1, testNames), "Waiting for Ana to pay 2 limestone for the pillar.")
	})
	t.Run("faith", func(t *testing.T) { // E06: a balance of −6 and 1 faith
		s := staged(t, 2)
		s.holdDie(t, 0, panLeft, White, 3)
		s.holdDie(t, 0, panLeft, White, 1)
		s.holdDie(t, 0, panRight, Black, 5)
		s.holdDie(t, 0, panRight, Black, 3)
		s.P[0].Excess, s.P[0].Faith = 2, 1
		s.push(task{Kind: tMaat})
		s.run()
		eq(t, "Ana's ask", engine.Asked(s, 0, testNames), "Place your 1 faith: each on the purity pan adds 1 to your balance of −6, each on the taint pan takes 1 away. Balances of −3 and below cost VP; the nearest to 0 goes first.")
		eq(t, "Ben reads", engine.Asked(s, 1, testNames), "Waiting for Ana to place their faith.")
	})
	t.Run("final decrees", func(t *testing.T) {
		s := staged(t, 2)
		s.P[0].Decrees, s.P[1].Decrees = 1<<(16-1), 1<<(7-1)
		s.pushSeq(task{Kind: dScore, Flags: 1<<0 | 1<<1}, task{Kind: tFinal}, task{Kind: tGameOver})
		s.run()
		eq(t, "Ana's ask", engine.Asked(s, 0, testNames), "Choose the decrees to score: at most three, and at most one of each symbol. The other players learn your choice only at the end.")
		s.tell(t, 0, "score L16")
		eq(t, "Ana reads", engine.Asked(s, 0, testNames), "Waiting for Ben to choose the decrees to score.")
	})
}

var (
	cardRef  = regexp.MustCompile(`\b[BTLSDP]\d\d\b`)
	decreeAt = regexp.MustCompile(`\bL(\d\d)\b`)
)

// Every decision of random games at 1–4 players is asked of each seat
// that owes it, and only of those; what the others read names no card
// and Ask names no decree but the seat's own.
func TestPromptsOfRandomGames(t *testing.T) {
	games := 4
	if testing.Short() {
		games = 1
	}
	kinds := map[taskKind]bool{}
	for players := 1; players <= 4; players++ {
		for g := 0; g < games; g++ {
			s, err := NewState(engine.Options{"players": strconv.Itoa(players)}, uint64(g+7))
			if err != nil {
				t.Fatal(err)
			}
			r := newTestRand(uint64(g))
			for !s.Done {
				kinds[s.top().Kind] = true
				actors := s.Actors()
				for seat := 0; seat < s.Seats(); seat++ {
					p := s.Prompt(seat)
					owes := false
					for _, a := range actors {
						owes = owes || a == seat
					}
					if !owes {
						if p != (engine.Prompt{}) {
							t.Fatalf("seat %d owes nothing at %s, and is asked %+v", seat, taskName(s.top().Kind), p)
						}
						continue
					}
					if p.Ask == "" || p.Doing == "" || strings.Contains(p.Ask+p.Doing, "%!") || p.Ask == "Your move." {
						t.Fatalf("seat %d at %s is asked %+v", seat, taskName(s.top().Kind), p)
					}
					if ref := cardRef.FindString(p.Doing); ref != "" {
						t.Fatalf("the others read %q at %s: it names %s", p.Doing, taskName(s.top().Kind), ref)
					}
					for _, m := range decreeAt.FindAllStringSubmatch(p.Ask, -1) {
						if n, _ := strconv.Atoi(m[1]); !s.P[seat].has(Decree, n) && n != 23 {
							t.Fatalf("seat %d is asked %q, naming a decree it does not hold", seat, p.Ask)
						}
					}
				}
				seat := actors[r.IntN(len(actors))]
				ms := s.Moves(seat)
				if err := s.Play(seat, ms[r.IntN(len(ms))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	sethPromptGames(t, kinds) // Time of Seth: expansion and Vizier games
	for k := dKeepDecree; k < firstAuto && !testing.Short(); k++ {
		if !kinds[k] && !sethTokensDecisions[k] && !sethMaatDecisions[k] && k != dWarriors { // the expansion's are tested apart
			t.Errorf("no random game asked for %s", taskName(k))
		}
	}
}
