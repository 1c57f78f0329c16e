package tekhenu

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"karnak/engine"
)

// The narrated log: every move of random games at 1–4 players told, the
// tallies summing to what changed, nothing secret told to another seat
// before the end, and the same state as Play.
func TestNarratedRandomGames(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 2
	}
	for players := 1; players <= 4; players++ {
		for g := 0; g < games; g++ {
			opts := engine.Options{"players": strconv.Itoa(players)}
			if players == 1 {
				opts["automa"] = []string{"easy", "medium", "hard"}[g%3]
			}
			s, err := NewState(opts, uint64(100*players+g))
			if err != nil {
				t.Fatal(err)
			}
			r := newTestRand(uint64(g))
			for k := 0; !s.Done; k++ {
				actors := s.Actors()
				seat := actors[r.IntN(len(actors))]
				ms := s.Moves(seat)
				m := ms[r.IntN(len(ms))]
				where := fmt.Sprintf("%dp game %d move %d (%s by seat %d)", players, g, k, moveText(m), seat)
				playNarratedChecked(t, s, r, where, seat, m)
			}
		}
	}
}

// playNarratedChecked plays m narrated and checks the telling: the same
// state as a plain Play, sound events, tallies that add up, alternatives
// told apart, and nothing a swap of hidden parts would change. It returns
// the events' text.
func playNarratedChecked(t *testing.T, s *State, r *rand.Rand, where string, seat int, m engine.Move) string {
	t.Helper()
	before := *s
	logged, err := engine.PlayLogged(s, seat, m)
	if err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	plain := before
	if err := plain.Play(seat, m); err != nil {
		t.Fatalf("%s: Play: %v", where, err)
	}
	if *s != plain {
		t.Fatalf("%s: PlayNarrated and Play leave different states", where)
	}
	text := eventsText(logged.Events)
	if err := checkEvents(&before, s, seat, logged.Events); err != nil {
		t.Fatalf("%s: %v\n%s", where, err, text)
	}
	if err := checkTallies(&before, s, logged.Events); err != nil {
		t.Fatalf("%s: %v\n%s", where, err, text)
	}
	if err := checkAlternatives(&before, s, seat, m, logged); err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	if err := checkHiddenSwap(&before, s, seat, m, logged, r.IntN(64)); err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	return text
}

var seatMark = regexp.MustCompile(`\{P([^}]*)\}`)

// checkEvents: at least one event, the first about the mover; every text
// a sentence without formatting slips, naming only seats of the table;
// secrets kept until the end, and each card a seat gained or lost named.
func checkEvents(before, after *State, seat int, events []engine.Event) error {
	if len(events) == 0 {
		return fmt.Errorf("no event told")
	}
	if events[0].Seat != seat {
		return fmt.Errorf("the first event is about seat %d, not the mover %d", events[0].Seat, seat)
	}
	var all strings.Builder
	for _, e := range events {
		if e.Seat < -1 || e.Seat >= after.Players {
			return fmt.Errorf("event about seat %d: %q", e.Seat, e.Text)
		}
		if e.Until != "" && e.Until != engine.RevealAtEnd {
			return fmt.Errorf("event revealed at %q, a point Tekhenu does not have", e.Until)
		}
		if e.Text == "" {
			return fmt.Errorf("an empty event")
		}
		for _, text := range []string{e.Text, e.Public} {
			if strings.Contains(text, "%!") || strings.Contains(text, "<nil>") || text == untold || strings.Contains(text, "  ") {
				return fmt.Errorf("event badly written: %q", text)
			}
			if text != "" && !strings.HasSuffix(text, ".") {
				return fmt.Errorf("event not a sentence: %q", text)
			}
			for _, mark := range seatMark.FindAllStringSubmatch(text, -1) {
				n, err := strconv.Atoi(mark[1])
				if err != nil || n < 0 || n >= after.Seats() {
					return fmt.Errorf("event names a seat not at the table: %q", text)
				}
			}
		}
		all.WriteString(e.Text + "\n")
	}
	told := all.String()
	for p := 0; p < after.Players; p++ {
		for k := Blessing; k <= Tech; k++ {
			changed := before.cardsOf(p, k) ^ after.cardsOf(p, k)
			if after.isBot(p) {
				changed = before.Bot.Cards[k] ^ after.Bot.Cards[k]
			}
			for c := 1; c <= nBaseDeck; c++ {
				if changed&(1<<(c-1)) != 0 && !strings.Contains(told, cardName(k, c)) {
					return fmt.Errorf("seat %d's %s changed without a word", p, cardName(k, c))
				}
			}
		}
	}
	return nil
}

var (
	tallyLine = regexp.MustCompile(`(\{P(\d)\}|Botankhamun): ([^.]*)\.`)
	tallyItem = regexp.MustCompile(`^([+−])(\d+) (.+)$`)
	trackItem = regexp.MustCompile(`^(population|happiness|papyrus production|bread production|limestone production|granite production) (\d+) → (\d+)$`)
)

// counted is what a tally counts for one seat.
type counted struct {
	amounts map[string]int // VP, resources, scribes, faith, excess
	tracks  map[string]int // last value told of each track
}

// checkTallies: what the events' tallies add up to for each seat is what
// the move changed, VP, resources, scribes, faith and excess, and every
// track told ends where it stands.
func checkTallies(before, after *State, events []engine.Event) error {
	got := make([]counted, after.Players)
	for p := range got {
		got[p] = counted{map[string]int{}, map[string]int{}}
	}
	for _, e := range events {
		for _, line := range tallyLine.FindAllStringSubmatch(e.Text, -1) {
			p := botSeat
			if line[2] != "" {
				p, _ = strconv.Atoi(line[2])
			}
			body := line[3]
			if i := strings.Index(body, " ("); i >= 0 {
				body = body[:i]
			}
			for _, item := range strings.Split(body, ", ") {
				if m := trackItem.FindStringSubmatch(item); m != nil {
					from, _ := strconv.Atoi(m[2])
					to, _ := strconv.Atoi(m[3])
					if last, ok := got[p].tracks[m[1]]; ok && last != from {
						return fmt.Errorf("seat %d's %s told going from %d after it was told at %d", p, m[1], from, last)
					}
					got[p].tracks[m[1]] = to
					continue
				}
				m := tallyItem.FindStringSubmatch(item)
				if m == nil {
					return fmt.Errorf("unreadable tally item %q in %q", item, e.Text)
				}
				n, _ := strconv.Atoi(m[2])
				if m[1] == "−" {
					n = -n
				}
				what := m[3]
				if plural := strings.TrimSuffix(what, "s"); plural != what && slices.Contains([]string{"scribe", "warrior", "priest", "blood token"}, plural) {
					what = plural
				}
				got[p].amounts[what] += n
			}
		}
	}
	for p := 0; p < after.Players; p++ {
		b, a := &before.P[p], &after.P[p]
		want := map[string]int{"VP": a.VP - b.VP, "scribe": a.Scribes - b.Scribes, "faith": a.Faith - b.Faith, "excess": int(a.Excess - b.Excess),
			"warrior": int(a.Warriors - b.Warriors), "priest": int(a.Priests - b.Priests), "blood token": int(a.Blood - b.Blood)}
		for r := Papyrus; r <= Gold; r++ {
			want[r.String()] = a.Res[r] - b.Res[r]
		}
		for what := range got[p].amounts {
			if _, ok := want[what]; !ok {
				return fmt.Errorf("seat %d: the log tells of %q, which is nothing a seat holds", p, what)
			}
		}
		for what, d := range want {
			if got[p].amounts[what] != d {
				return fmt.Errorf("seat %d: the log tells %+d %s, the move changed it by %+d", p, got[p].amounts[what], what, d)
			}
		}
		tracks := map[string][2]int8{"population": {b.Population, a.Population}, "happiness": {b.Happiness, a.Happiness}}
		for r := Papyrus; r <= Granite; r++ {
			tracks[r.String()+" production"] = [2]int8{b.Production[r], a.Production[r]}
		}
		for name, ba := range tracks {
			last, ok := got[p].tracks[name]
			if ba[0] != ba[1] && !ok || ok && last != int(ba[1]) {
				return fmt.Errorf("seat %d's %s went from %d to %d; the log tells %v", p, name, ba[0], ba[1], got[p].tracks)
			}
		}
	}
	return nil
}

// readBy is how viewer reads a logged move in state s.
func readBy(l engine.Logged, s *State, viewer int) string {
	return strings.Join(l.ReadEvents(nil, s, viewer, nil), " | ")
}

// viewers are the seats that did not move, and a spectator.
func viewers(s *State, seat int) []int {
	out := []int{-1}
	for v := 0; v < s.Seats(); v++ {
		if v != seat {
			out = append(out, v)
		}
	}
	return out
}

// checkAlternatives: a secret move (Conceal) reads the same to every
// other seat whichever of its moves the mover chose, until the end.
func checkAlternatives(before, after *State, seat int, m engine.Move, logged engine.Logged) error {
	if !logged.Secret() || after.Over() {
		return nil
	}
	for _, alt := range before.Moves(seat) {
		c := *before
		other, err := engine.PlayLogged(&c, seat, alt)
		if err != nil {
			return err
		}
		if c.Over() {
			continue
		}
		for _, v := range viewers(after, seat) {
			if a, b := readBy(logged, after, v), readBy(other, &c, v); a != b {
				return fmt.Errorf("seat %d tells %s from %s:\n%s\n%s", v, moveText(m), moveText(alt), a, b)
			}
		}
	}
	return nil
}

// checkHiddenSwap: a viewer reads the same log when what it cannot see
// differs — a decree of another seat's hand exchanged with the top of the
// decree deck — unless that shows on the table after the move (a market
// refill deals the deck's top face up) or the game ends.
func checkHiddenSwap(before, after *State, seat int, m engine.Move, logged engine.Logged, pick int) error {
	if t := before.top(); t == nil || t.simultaneous() || after.Over() {
		return nil // the choice of decrees depends on the hand itself; the end reveals all
	}
	d := &before.Decks[Decree]
	if d.N == 0 || d.Cards[d.N-1] == 23 {
		return nil
	}
	top := int(d.Cards[d.N-1])
	for _, v := range viewers(after, seat) {
		for h := 0; h < before.Players; h++ {
			if h == v || before.isBot(h) {
				continue
			}
			var held []int
			for c := 1; c <= nBaseDeck; c++ {
				if c != 23 && before.P[h].has(Decree, c) {
					held = append(held, c)
				}
			}
			if len(held) == 0 {
				continue
			}
			swap := held[pick%len(held)]
			c := *before
			c.P[h].Decrees = c.P[h].Decrees&^(1<<(swap-1)) | 1<<(top-1)
			c.Decks[Decree].Cards[d.N-1] = int8(swap)
			other, err := engine.PlayLogged(&c, seat, m)
			if err != nil {
				return fmt.Errorf("with seat %d's L%02d swapped for the deck's top: %v", h, swap, err)
			}
			if c.Over() || c.Market != after.Market {
				continue
			}
			if a, b := readBy(logged, after, v), readBy(other, &c, v); a != b {
				return fmt.Errorf("seat %d reads the log differently when seat %d holds L%02d in place of L%02d:\n%s\n%s", v, h, top, swap, a, b)
			}
		}
	}
	return nil
}

func eventsText(events []engine.Event) string {
	var b strings.Builder
	for _, e := range events {
		fmt.Fprintf(&b, "  [%d] %s\n", e.Seat, e.Text)
		if e.Until != "" {
			fmt.Fprintf(&b, "      others until %s: %s\n", e.Until, e.Public)
		}
	}
	return b.String()
}

var testNames = []string{"Ana", "Ben", "Cy", "Di"}

// tell plays moves by their text, each by the seat that owes it, and
// returns what they told as viewer reads it then, with the seats named.
func (s *State) tell(t *testing.T, viewer int, moves ...string) []string {
	t.Helper()
	var out []string
	for _, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		actors := s.Actors()
		if len(actors) == 0 {
			t.Fatalf("%q: nobody owes a move", text)
		}
		l, err := engine.PlayLogged(s, actors[0], m)
		if err != nil {
			t.Fatalf("%q: %v (legal: %v)", text, err, s.moveTexts(actors[0]))
		}
		out = l.ReadEvents(out, s, viewer, testNames)
	}
	return out
}

// telling runs f, which plays automatic tasks, narrating, and returns
// what it told as viewer reads it then.
func (s *State) telling(t *testing.T, viewer int, f func()) []string {
	t.Helper()
	n := &narration{}
	s.narr = n
	f()
	s.narr = nil
	return engine.Logged{Events: n.events}.ReadEvents(nil, s, viewer, testNames)
}

func sameLines(t *testing.T, what string, got, want []string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%s tells\n  %s\nwant\n  %s", what, strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// E17: a production of 5 bread with the bread marker at 3 keeps 3 and puts
// 2 on the taint pan; the log says why.
func TestToldProduction(t *testing.T) {
	s := staged(t, 2)
	s.P[0].Production[Bread] = 3
	s.putDie(t, Hathor, Brown, 5)
	s.beginTurn(0)
	sameLines(t, "E17", s.tell(t, 1, "take hathor brown 5"), []string{
		"Ana takes the brown 5 from Hathor's sector, pure.",
		"Ana leaves the die at 5 (the only choice).",
		"Ana puts the 5 on the purity pan of their scales: it adds to their balance.",
		"Ana produces bread with the 5 (the only choice).",
		"Ana produces 5 bread: their bread production of 3 is all they keep, the rest is excess on the taint pan. Ana: +3 bread, +2 excess.",
	})
}

// E06–E07: dice 3 and 1 pure, 5 and 3 tainted and 2 excess weigh −6; one
// faith brings it to −5, a penalty of 1 VP.
func TestToldMaat(t *testing.T) {
	s := staged(t, 2)
	s.Maats = 0
	s.holdDie(t, 0, panLeft, White, 3)
	s.holdDie(t, 0, panLeft, White, 1)
	s.holdDie(t, 0, panRight, Black, 5)
	s.holdDie(t, 0, panRight, Black, 3)
	s.P[0].Excess, s.P[0].Faith, s.P[0].VP = 2, 1, 12
	s.push(task{Kind: tMaat})
	sameLines(t, "E06", s.telling(t, 1, s.run), []string{
		"Maat phase 1 of 4: the scales are weighed.",
		"Ana's scales weigh −6: pure dice 4, tainted dice 8, excess 2.",
		"Ben's scales weigh 0: pure dice 0, tainted dice 0.",
	})
	sameLines(t, "E07", s.tell(t, 1, "faith +1"), []string{
		"Ana places their faith to move their balance by +1, to −5.",
		"Maat: Ana's balance is −5 with faith +1, a penalty of 1 VP. Ana: −1 VP.",
		"Maat: Ben's balance is 0, no penalty.",
		"The new turn order, balance nearest 0 first and the higher ankh on a tie: Ben (0, ankh 1), Ana (−5, ankh 0).",
		"The dice on the scales go back to the bag; excess resources, faith and destiny cards go back to the supply. Ana: −1 faith, −2 excess.",
	})
}

// E22: a first scoring of 3 + 4 + 6 + 6 + 4 + 9 VP, then 4 bread of
// upkeep of which 3 are paid: 28 → 57 VP.
func TestToldScoring(t *testing.T) {
	s := staged(t, 2)
	pl := &s.P[0]
	pl.VP = 28
	for row := 0; row < 4; row++ {
		s.Osiris[row][Limestone] = 0
	}
	s.Hathor[1], s.Hathor[5+3] = 0, 0 // HR2, HC4
	s.placeTile(1, 3, 22, 0, 0)
	s.placeTile(4, 4, 23, 0, 0)
	for g := Horus; g <= Hathor; g++ {
		s.GodStat[g][0] = 0
	}
	pl.Statues, pl.Built, pl.Pillars = 3, 6, 2
	pl.Population, pl.Happiness = 14, 14
	pl.Production = [4]int8{6, 4, 6, 3}
	pl.Res[Bread] = 3
	s.P[1].VP = 0
	s.push(task{Kind: tScoring})
	sameLines(t, "E22 scoring", s.telling(t, 1, s.run), []string{
		"Scoring I: Ana scores 3 for the Osiris districts (limestone), 4 for the temple complex, 6 for statues (3), 6 for happiness (happiness 14), 4 for full production tracks and 9 for the building row. Their building row asks 4 bread of upkeep. Ana: +32 VP.",
		"Scoring I: Ben scores nothing.",
	})
	sameLines(t, "E22 upkeep", s.tell(t, 1, "pay 3 bread"), []string{
		"Ana pays 3 of their 4 bread of upkeep with 3 bread; each bread unpaid costs 3 VP. Ana: −3 VP, −3 bread.",
	})
	eq(t, "VP", pl.VP, 57)
}

// E24: P06 turned once on (R2,C3) scores 2 for the buildings in line, 2
// for matching edges, 3 faith, 3 for the right slot and 2 for its
// property: +9 VP; Yellow's Ra statue pays its bonus; a new tile shows.
func TestToldPillar(t *testing.T) {
	s := stagedE24(t)
	red := 0
	newTile := s.Pile[s.PileN-1]
	sameLines(t, "E24", s.tell(t, red, "pillar r2c3 1"), []string{
		"Ben places P06 Pillar of the builders (shaded), costing 2 limestone, from the right display slot on row 2, column 3, turned a quarter clockwise.",
		"Ben pays 2 limestone for the pillar with 2 limestone (the only choice). Ben: −2 limestone.",
		"Di's statue to Ra pays its bonus of Horus slot 3, 2 VP. Di: +2 VP.",
		"Ben raises P06 Pillar of the builders (shaded) on row 2, column 3: 2 VP for 2 buildings in line, 2 VP for 2 matching edges, the cell's 3 faith tokens and 3 VP for the right display slot. Its property works, as Ra's sector is shaded: 1 VP more for each building in line. Ben: +9 VP, +3 faith.",
		tileTitle(int(newTile)) + " is revealed on the left slot of the Ra display.",
	})
}

// E23: building on HR2 with 4 bread and population 7: 3 VP for the own
// pillar, the rewards of the empty cells, population 11, and market
// section 3 opens.
func TestToldHathor(t *testing.T) {
	s := staged(t, 3)
	s.P[0].Res[Bread] = 4
	s.P[0].Population = 7
	s.placeTile(1, 1, 22, 0, 0)
	s.placeTile(1, 2, 23, 0, 1)
	s.god(Hathor, 0, 4, 0)
	got := s.tell(t, 1, "building hr2")
	var dealt []string
	for i, k := range marketSlots[2] {
		dealt = append(dealt, cardTitle(k, int(s.Market[2][i])))
	}
	sameLines(t, "E23", got, []string{
		"Ana chooses the building slot beside temple row 2 (hr2), which costs 3 bread.",
		"Ana pays 3 bread for the building with 3 bread (the only choice). Ana: −3 bread.",
		"Ana builds on the building slot beside temple row 2 (hr2): 3 VP for their pillar in that line, the rewards of its 3 empty cells and population growing by 4. Ana: +3 VP, +1 papyrus, +1 bread, +1 limestone, population 7 → 11.",
		"Market section 3 opens (a population marker reached 9): " + joinAnd(dealt) + ".",
	})
}

// A decree kept at setup, one drawn by a pillar of the law and the decrees
// scored at the end are told to their owner by name and to the others as
// public words until the game is over; E10's L16 + L17 score 28.
func TestToldSecrets(t *testing.T) {
	t.Run("keep", func(t *testing.T) {
		s, _ := NewState(engine.Options{"players": "2"}, 1)
		held := s.P[0].Decrees
		keep := lowestCard(held)
		other := lowestCard(held &^ (1 << (keep - 1)))
		m := mv(mKeep, int(Decree), keep)
		l, err := engine.PlayLogged(s, 0, m)
		if err != nil {
			t.Fatal(err)
		}
		own := fmt.Sprintf("Ana keeps %s and puts %s under the decree deck.", cardTitle(Decree, keep), cardTitle(Decree, other))
		sameLines(t, "to Ana", l.ReadEvents(nil, s, 0, testNames), []string{own})
		for _, v := range []int{1, -1} {
			sameLines(t, "to the others", l.ReadEvents(nil, s, v, testNames), []string{"Ana keeps one of their decrees and puts the other under the decree deck."})
		}
		over := *s
		over.Done = true
		sameLines(t, "at the end", l.ReadEvents(nil, &over, 1, testNames), []string{own})
	})
	t.Run("pillar of the law", func(t *testing.T) {
		s := staged(t, 2)
		s.Wheel = 0 // Ra sunny, as P13
		s.RaSlots = [3]int8{13, 12, 6}
		s.P[0].Res[Limestone] = 3
		s.push(task{Kind: dAdvance, Seat: 1, Val: 1}) // the game goes on
		s.god(Ra, 0, 6, 0)
		top := int(s.Decks[Decree].Cards[s.Decks[Decree].N-1])
		drawn := "Ana draws " + cardTitle(Decree, top) + " from the decree deck."
		m, _ := s.ParseMove("pillar r3c3 0")
		l, err := engine.PlayLogged(s, 0, m)
		if err != nil {
			t.Fatal(err)
		}
		if got := l.ReadEvents(nil, s, 0, testNames); !slicesContain(got, drawn) {
			t.Errorf("Ana reads %q", got)
		}
		got := l.ReadEvents(nil, s, 1, testNames)
		if !slicesContain(got, "Ana draws the top decree of the deck.") || strings.Contains(strings.Join(got, " "), cardName(Decree, top)) {
			t.Errorf("Ben reads %q", got)
		}
	})
	t.Run("final decrees", func(t *testing.T) {
		s := staged(t, 2)
		s.P[0].Decrees = 1<<(16-1) | 1<<(17-1) | 1<<(7-1)
		for g := Horus; g <= Hathor; g++ { // 3 god statues
			s.GodStat[g][0] = 0
		}
		s.People[OSW] = 0
		s.P[0].Statues, s.P[0].Pillars, s.P[0].Scribes = 4, 4, 5
		s.P[1].Decrees = 1 << (7 - 1)
		s.P[1].Scribes = 2
		s.pushSeq(task{Kind: dScore, Flags: 1<<0 | 1<<1}, task{Kind: tFinal}, task{Kind: tGameOver})
		s.run()
		m, _ := s.ParseMove("score L16 L17")
		l, err := engine.PlayLogged(s, 0, m)
		if err != nil {
			t.Fatal(err)
		}
		sameLines(t, "Ana's choice to Ben", l.ReadEvents(nil, s, 1, testNames), []string{"Ana chooses the decrees to score."})
		last := s.tell(t, 0, "score L07")
		sameLines(t, "the end", last, []string{
			"Ben chooses to score L07 Decree of the scribes.",
			"Decrees: Ana scores L16 Decree of devotion (12 VP) and L17 Decree of statues and pillars (16 VP).",
			"Decrees: Ben scores L07 Decree of the scribes (6 VP).",
			"Ana: +28 VP.",
			"Ben: +6 VP.",
			"Turn order bonus: Ana (first in turn order). Ana: +3 VP.",
			"The game is over: Ana wins. Final scores: Ana 41 VP, Ben 16 VP.",
		})
		sameLines(t, "Ana's choice to Ben at the end", l.ReadEvents(nil, s, 1, testNames), []string{"Ana chooses to score L16 Decree of devotion, L17 Decree of statues and pillars."})
	})
	t.Run("two cards drawn", func(t *testing.T) {
		s := staged(t, 2)
		s.P[0].Starting = [2]int8{5, 7} // S05: two technologies, keep one
		s.P[0].Destiny = 0
		s.pushSeq(task{Kind: tResolveSetup, Seat: 0}, task{Kind: dAdvance, Seat: 1, Val: 1})
		got := s.telling(t, 1, s.run)
		sameLines(t, "S05", got, []string{
			"Ana resolves their starting cards S05 Inventor (initiative 5) and S07 Scribe school (initiative 7). Ana: +1 gold, +2 scribes.",
			"Ana draws 2 technology cards, to keep one.",
		})
		kt := s.top()
		x, y := int(kt.X), int(kt.Y)
		m, _ := s.ParseMove("keep " + cardName(Tech, x))
		l, err := engine.PlayLogged(s, 0, m)
		if err != nil {
			t.Fatal(err)
		}
		sameLines(t, "Ana's choice to Ana", l.ReadEvents(nil, s, 0, testNames), []string{
			fmt.Sprintf("Ana keeps %s and shuffles %s back into the technology deck.", cardTitle(Tech, x), cardTitle(Tech, y))})
		got = l.ReadEvents(nil, s, 1, testNames)
		sameLines(t, "Ana's choice to Ben", got, []string{fmt.Sprintf("Ana keeps %s and shuffles the other technology back into the deck.", cardTitle(Tech, x))})
	})
}

func slicesContain(lines []string, want string) bool {
	for _, l := range lines {
		if l == want {
			return true
		}
	}
	return false
}

// A refused move tells nothing and changes nothing.
func TestToldRefused(t *testing.T) {
	s, _ := NewState(engine.Options{"players": "3"}, 2)
	before := *s
	dst := []engine.Event{{Seat: 2, Text: "earlier."}}
	got, err := s.PlayNarrated(0, mv(mEnd), dst)
	if err == nil || len(got) != 1 || *s != before {
		t.Fatalf("a refused move: err %v, events %v, state changed %v", err, got, *s != before)
	}
}

// Botankhamun's turns are told as its own events, in its name (a solo
// table has no second seat to name it by).
func TestToldBotankhamun(t *testing.T) {
	s, _ := NewState(engine.Options{"players": "1"}, 3)
	r := newTestRand(3)
	for !s.Done {
		seat := s.Actors()[0]
		ms := s.Moves(seat)
		events, err := s.PlayNarrated(seat, ms[r.IntN(len(ms))], nil)
		if err != nil {
			t.Fatal(err)
		}
		for i, e := range events {
			if !strings.HasPrefix(e.Text, "Botankhamun's turn 1: it puts its progress marker on the pyramid, reaches its ") {
				continue
			}
			if e.Seat != botSeat || i+1 == len(events) || events[i+1].Seat != botSeat || !strings.HasPrefix(events[i+1].Text, "Botankhamun ") {
				t.Fatalf("Botankhamun's first turn told as %v", events[i:])
			}
			return
		}
	}
	t.Fatal("Botankhamun's first turn is never told")
}
