package tekhenu

import (
	"fmt"
	"strings"

	"karnak/engine"
	"karnak/engine/kit"
)

// The narrated log (issue 14): PlayNarrated tells a move and everything it
// sets off as sentences in players' words. The rules know nothing of it:
// while narrating, the state keeps a narration (State.narr), and the places
// that change the state — the move itself (playTrusted), and in run a
// forced move, an automatic task and the settling of the final decrees —
// take a copy of the position first and tell the step after it: a
// description of what happened and why (narrate_moves.go,
// narrate_tasks.go), then a tally of what changed for every seat, worked
// out from the two positions, so that no VP, resource or track changes
// without a line. Without a narration each of those places pays one nil
// check.
//
// A tally is its own sentence, "{P0}: +7 VP, −2 limestone, population
// 5 → 8 (T04 Stonecutters).", the seat's name and a colon written nowhere
// else, so that a reader (and the tests) can sum what the log says.
// Decrees are the only secret a tally could hold; they never appear in
// one, and the events that name them are told to the others in public
// words until the end (Event.Until), as Conceal does for the moves.

// narration is what PlayNarrated keeps while it plays.
type narration struct {
	events []engine.Event
	before State // the position before the step being told
	start  int   // index of the step's first event
	// why holds reasons a description gives for a seat's tally, beside
	// those read from the two positions (reasons).
	why [4][]string
}

// untold is the sentence of a step whose telling failed: the game goes on,
// the log says so (the tests make sure it never appears).
const untold = "Something happened here that the log cannot tell."

// PlayNarrated is Play, appending to dst a sentence for the move and one
// for everything it set off (engine.Narrator).
func (s *State) PlayNarrated(seat int, m engine.Move, dst []engine.Event) ([]engine.Event, error) {
	n := &narration{events: dst}
	s.narr = n
	defer func() { s.narr = nil }()
	if err := s.Play(seat, m); err != nil {
		return dst, err
	}
	return n.events, nil
}

// playTold is playTrusted while narrating: the move, told, then what it
// sets off.
func (s *State) playTold(seat int, m engine.Move) {
	t := *s.top()
	s.stepBegins()
	s.playMove(seat, &m)
	s.told(seat, func() { s.tellMove(seat, t, m, false) })
	s.run()
}

// applyTold is a forced move played by run while narrating.
func (s *State) applyTold(seat int, m engine.Move) {
	t := *s.top()
	s.stepBegins()
	s.apply(seat, &m)
	s.told(seat, func() { s.tellMove(seat, t, m, true) })
}

// execTold is an automatic task run while narrating.
func (s *State) execTold() {
	s.stepBegins()
	t := s.pop()
	s.exec(t)
	s.told(int(t.Seat), func() { s.tellTask(t) })
}

// settleScoringTold is settleScoring, told while narrating.
func (s *State) settleScoringTold(t *task) bool {
	if s.narr == nil {
		return s.settleScoring(t)
	}
	s.stepBegins()
	ended := s.settleScoring(t)
	s.told(-1, func() { s.tellSettlement(ended) })
	return ended
}

func (s *State) stepBegins() {
	n := s.narr
	n.before = *s
	n.before.narr = nil
	n.start = len(n.events)
}

// told runs a step's description, then the news of the board and the
// tally. A description that fails leaves one sentence saying so: the move
// itself is played whatever the log can say of it.
func (s *State) told(subject int, describe func()) {
	n := s.narr
	func() {
		defer func() {
			if recover() != nil {
				n.events = append(n.events[:n.start], engine.Event{Seat: subject, Text: untold})
			}
		}()
		describe()
		s.tellBoardNews()
		s.tally(subject)
	}()
	n.why = [4][]string{}
}

// say tells a public event.
func (n *narration) say(seat int, text string) {
	n.events = append(n.events, engine.Event{Seat: seat, Text: text})
}

// secret tells an event that the other seats read as public until the
// reveal point (public "": they read nothing).
func (n *narration) secret(seat int, text, public string, until engine.Reveal) {
	n.events = append(n.events, engine.Event{Seat: seat, Text: text, Public: public, Until: until})
}

// because adds a reason to seat's tally in this step.
func (n *narration) because(seat int, why string) {
	if seat >= 0 && seat < len(n.why) {
		n.why[seat] = append(n.why[seat], why)
	}
}

// tally appends, for every seat the step changed, the sentence of its
// changes to one of the step's public events (target), or tells it alone.
func (s *State) tally(subject int) {
	n := s.narr
	for p := 0; p < s.Players; p++ {
		items := changes(&n.before.P[p], &s.P[p])
		if len(items) == 0 {
			continue
		}
		line := s.who(p) + ": " + strings.Join(items, ", ")
		if why := s.reasons(p); len(why) > 0 {
			line += " (" + strings.Join(why, "; ") + ")"
		}
		line += "."
		i := n.target(p, subject)
		if i < 0 {
			n.say(p, line)
			continue
		}
		n.events[i].Text += " " + line
	}
}

// target is the step's public event a seat's tally goes to: the first one
// about the seat, else the first about the step's subject, else the first
// about the game itself; −1 when there is none.
func (n *narration) target(p, subject int) int {
	bySubject, byGame := -1, -1
	for i := n.start; i < len(n.events); i++ {
		switch e := &n.events[i]; {
		case e.Until != "":
		case e.Seat == p:
			return i
		case e.Seat == subject && bySubject < 0:
			bySubject = i
		case e.Seat == -1 && byGame < 0:
			byGame = i
		}
	}
	if bySubject >= 0 {
		return bySubject
	}
	return byGame
}

// changes lists what a step changed for a player: VP, resources, scribes,
// faith, excess, tracks, production markers, and with the expansion
// warriors, priests and blood (cards, pieces and the balance are told by
// the descriptions; decrees never, being secret).
func changes(b, a *player) []string {
	var out []string
	if d := a.VP - b.VP; d != 0 {
		out = append(out, signedText(d)+" VP")
	}
	for r := Papyrus; r <= Gold; r++ {
		if d := a.Res[r] - b.Res[r]; d != 0 {
			out = append(out, signedText(d)+" "+r.String())
		}
	}
	if d := a.Scribes - b.Scribes; d != 0 {
		out = append(out, signedText(d)+" "+pluralWord(d, "scribe", "scribes"))
	}
	if d := a.Faith - b.Faith; d != 0 {
		out = append(out, signedText(d)+" faith")
	}
	if d := int(a.Excess - b.Excess); d != 0 {
		out = append(out, signedText(d)+" excess")
	}
	if a.Population != b.Population {
		out = append(out, fmt.Sprintf("population %d → %d", b.Population, a.Population))
	}
	if a.Happiness != b.Happiness {
		out = append(out, fmt.Sprintf("happiness %d → %d", b.Happiness, a.Happiness))
	}
	for r := Papyrus; r <= Granite; r++ {
		if a.Production[r] != b.Production[r] {
			out = append(out, fmt.Sprintf("%s production %d → %d", r, b.Production[r], a.Production[r]))
		}
	}
	// Time of Seth: warriors, priests and blood tokens.
	if d := int(a.Warriors - b.Warriors); d != 0 {
		out = append(out, signedText(d)+" "+pluralWord(d, "warrior", "warriors"))
	}
	if d := int(a.Priests - b.Priests); d != 0 {
		out = append(out, signedText(d)+" "+pluralWord(d, "priest", "priests"))
	}
	if d := int(a.Blood - b.Blood); d != 0 {
		out = append(out, signedText(d)+" "+pluralWord(d, "blood token", "blood tokens"))
	}
	return out
}

// reasons are the causes of a seat's changes that the two positions show:
// technologies that fired, substitutions paid for (T10, T22), T24's gold,
// happiness rewards reached; then those the description gave.
func (s *State) reasons(p int) []string {
	n := s.narr
	b := &n.before
	var out []string
	fired := s.T.Fired[p] &^ b.T.Fired[p]
	for k := 1; k <= nDeck; k++ {
		if fired&(1<<(k-1)) != 0 {
			out = append(out, cardTitle(Tech, k))
		}
	}
	subst := s.T.Subst[p] &^ b.T.Subst[p]
	if subst&1 != 0 {
		out = append(out, cardTitle(Tech, 10))
	}
	if subst&2 != 0 {
		out = append(out, cardTitle(Tech, 22))
	}
	if s.P[p].tech(24) && popcount(s.P[p].Blessings) < popcount(b.P[p].Blessings) {
		out = append(out, cardTitle(Tech, 24))
	}
	won := s.P[p].Rewards &^ b.P[p].Rewards
	if won&reward16 != 0 {
		out = append(out, "happiness 16 reached")
	}
	if won&reward19 != 0 {
		out = append(out, "happiness 19 reached")
	}
	if won&reward21 != 0 {
		out = append(out, "happiness 21 reached: an extra action follows")
	}
	return append(out, n.why[p]...)
}

// tellBoardNews tells what any step may have changed on the board besides
// its own subject: market sections opening, cards dealt into the market,
// a deck rebuilt from its discards, a pillar tile revealed on the Ra
// display.
func (s *State) tellBoardNews() {
	n := s.narr
	b := &n.before
	for k := Blessing; k <= Decree; k++ {
		if b.Discard[k] != 0 && s.Discard[k] == 0 {
			n.say(-1, fmt.Sprintf("The %s deck ran out: its discards are shuffled into a new deck.", kindWords[k]))
		}
	}
	var dealt []string
	for sec := range s.Market {
		if s.Open[sec] && !b.Open[sec] {
			var cards []string
			for i, k := range marketSlots[sec] {
				if c := s.Market[sec][i]; c != 0 {
					cards = append(cards, cardTitle(k, int(c)))
				}
			}
			n.say(-1, fmt.Sprintf("Market section %d opens (a population marker reached %d): %s.", sec+1, [4]int{0, 0, 9, 13}[sec], orNone(cards)))
			continue
		}
		for i, k := range marketSlots[sec] {
			if c := s.Market[sec][i]; c != 0 && c != b.Market[sec][i] {
				dealt = append(dealt, fmt.Sprintf("%s in section %d", cardTitle(k, int(c)), sec+1))
			}
		}
	}
	if len(dealt) > 0 {
		n.say(-1, "New in the market: "+joinAnd(dealt)+".")
	}
	if t := s.RaSlots[raLeft]; t != 0 && t != b.RaSlots[raLeft] && !onDisplay(b, t) {
		n.say(-1, fmt.Sprintf("%s is revealed on the left slot of the Ra display.", tileTitle(int(t))))
	}
}

// onDisplay: tile lay on the Ra display of b.
func onDisplay(b *State, tile int8) bool {
	return b.RaSlots[0] == tile || b.RaSlots[1] == tile || b.RaSlots[2] == tile
}

// Words.

// who is how an event names a seat: its placeholder, or Botankhamun's
// name (a solo table has one seat, so it has no placeholder of its own).
func (s *State) who(seat int) string {
	if s.isBot(seat) {
		return "Botankhamun"
	}
	return engine.SeatName(seat)
}

// glossaryNames are the glossary's names by ref, so that the log names
// every card and place as the glossary does.
var glossaryNames = func() map[string]string {
	m := make(map[string]string, len(glossary))
	for _, e := range glossary {
		m[e.Ref] = e.Name
	}
	return m
}()

// titled is a ref followed by its glossary name: "T04 Stonecutters".
func titled(ref string) string {
	if name, ok := glossaryNames[ref]; ok {
		return ref + " " + name
	}
	return ref
}

func cardTitle(kind CardKind, n int) string { return titled(cardName(kind, n)) }

func tileTitle(tile int) string { return titled(fmt.Sprintf("P%02d", tile)) }

// placeName is a board place by its glossary name, lower-cased, with its
// ref: "the building slot beside temple row 2 (hr2)".
func placeName(ref string) string {
	name, ok := glossaryNames[ref]
	if !ok {
		return ref
	}
	if !strings.HasPrefix(name, "Osiris") && !strings.HasPrefix(name, "Horus") && !strings.HasPrefix(name, "Ra ") {
		name = strings.ToLower(name[:1]) + name[1:]
	}
	return "the " + name + " (" + ref + ")"
}

// signedText writes a change with its sign, a true minus for a loss.
func signedText(d int) string {
	if d == 0 {
		return "0"
	}
	if d < 0 {
		return "−" + fmt.Sprint(-d)
	}
	return "+" + fmt.Sprint(d)
}

func pluralWord(n int, one, many string) string {
	if n == 1 || n == -1 {
		return one
	}
	return many
}

// joinAnd joins words as a sentence does: "a, b and c".
func joinAnd(words []string) string { return kit.Join(words, "and") }

func orNone(words []string) string {
	if len(words) == 0 {
		return "no cards left to deal"
	}
	return joinAnd(words)
}

func sectorOf(g God) string {
	if g == Set {
		return "the Set board" // Time of Seth §4.1
	}
	return godTitle(g) + "'s sector"
}

func dieWords(c Colour, v int) string { return fmt.Sprintf("the %s %d", c, v) }

// rotationWords: how a pillar tile is turned, rot quarter turns clockwise.
func rotationWords(rot int) string {
	switch rot {
	case 1:
		return "turned a quarter clockwise"
	case 2:
		return "turned half round"
	case 3:
		return "turned three quarters clockwise"
	}
	return "as printed"
}

// districtBuilding is what a building in district d is called.
func districtBuilding(d Res) string {
	if d == Limestone || d == Granite {
		return "quarry"
	}
	return "workshop"
}

// godWork is what each god action pays for.
var godWork = [nGods]string{"the statue", "the pillar", "the building", "the festival", "the cards", "the building"}

// payPurpose says what a payment is for, from the task below it.
func payPurpose(pay task, below *task) string {
	switch {
	case pay.Flags&pfUpkeep != 0:
		return "for bread upkeep"
	case below == nil:
		return ""
	case below.Kind == tRefresh:
		return fmt.Sprintf("to refresh market section %d", below.X+1)
	case (below.Kind == tBonus || below.Kind == tEffect) && below.God >= 0 && below.God < nGods:
		return "for " + godWork[below.God]
	}
	return ""
}

// forcedNote marks a move the game played because it was the only one.
func forcedNote(forced bool) string {
	if forced {
		return " (the only choice)"
	}
	return ""
}
