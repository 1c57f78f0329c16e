package tekhenu

import (
	"fmt"
	"strings"

	"karnak/engine"
)

// Tekhenu's pieces and places explained in players' words (issue 14): every
// card, pillar tile, Horus tile, board space, track and token that a view
// or a move text names, by the code it names it with. The texts are our own
// paraphrase of the facts in ../shared/rules/tekhenu.md (§14 cards, §15
// board data, §16 Botankhamun), never the publisher's wording. Numbers the
// board prints come from data.go, so that the texts cannot disagree with
// the rules; where data.go marks a value ASSUMED, the entry built from it
// says which A-number of spec §17 it rests on in a comment here.

// Glossary lists every entry (engine.Glossary); the slice is shared.
func (Game) Glossary() []engine.Entry { return glossary }

// Hand is what seat holds, by glossary ref, as its view shows it: its
// blessings, technologies, its own decrees and its destiny card.
func (s *State) Hand(seat int) []string {
	if seat < 0 || seat >= s.Players {
		return nil
	}
	pl := &s.P[seat]
	out := append(cardList(Blessing, pl.Blessings), cardList(Tech, pl.Techs)...)
	out = append(out, cardList(Decree, pl.Decrees)...)
	if pl.Destiny > 0 {
		out = append(out, cardName(Destiny, int(pl.Destiny)))
	}
	return out
}

var glossary = buildGlossary()

func buildGlossary() []engine.Entry {
	var g []engine.Entry
	g = append(g, startingEntries()...)
	g = append(g, destinyEntries()...)
	g = append(g, decreeEntries()...)
	g = append(g, blessingEntries()...)
	g = append(g, technologyEntries()...)
	g = append(g, pillarEntries()...)
	g = append(g, godEntries()...)
	g = append(g, horusEntries()...)
	g = append(g, raSlotEntries()...)
	g = append(g, templeEntries()...)
	g = append(g, hathorEntries()...)
	g = append(g, peopleEntries()...)
	g = append(g, osirisEntries()...)
	g = append(g, matEntries()...)
	g = append(g, marketEntries()...)
	g = append(g, wheelEntries()...)
	g = append(g, trackAndTokenEntries()...)
	g = append(g, botEntries()...)
	g = append(g, sethEntries()...)
	return g
}

func entry(ref, kind, name, cost, timing, effect string) engine.Entry {
	return engine.Entry{Ref: ref, Kind: kind, Name: name, Cost: cost, Timing: timing, Effect: effect}
}

// godTitle is a god's name as a sentence writes it.
func godTitle(g God) string { return strings.ToUpper(g.String()[:1]) + g.String()[1:] }

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

// Starting cards S01–S12 (§14.2): the number is the initiative.
func startingEntries() []engine.Entry {
	cards := [nStarting + 1]struct{ name, effect string }{
		1:  {"Builder of row 5", "Build a workshop or quarry in Osiris row 5, in any district, with that row's gains. You lose no happiness for it."},
		2:  {"Quarry in row 3", "Build a quarry (limestone or granite district) in Osiris row 3, with that row's gains. You lose no happiness for it."},
		3:  {"Workshop in row 3", "Build a workshop (papyrus or bread district) in Osiris row 3, with that row's gains. You lose no happiness for it."},
		4:  {"Stockpile", "Gain 5 resources of your choice, any mix of papyrus, bread, limestone and granite (no gold)."},
		5:  {"Inventor", "Draw the top 2 technologies. Keep one; the other goes back into the deck, which is shuffled."},
		6:  {"Pilgrim", "Draw the top 2 blessings. Keep one; the other goes back into the deck, which is shuffled."},
		7:  {"Scribe school", "Gain 2 scribes and 1 gold."},
		8:  {"Mixed goods", "Gain 1 papyrus, 1 bread, 1 limestone and 1 granite."},
		9:  {"Stone delivery", "Gain 3 resources, each limestone or granite, in any mix."},
		10: {"Food delivery", "Gain 3 resources, each papyrus or bread, in any mix."},
		11: {"Growing town", "Advance your population 3 and your happiness 2."},
		12: {"Royal purse", "Gain 2 gold."},
	}
	var out []engine.Entry
	for n := 1; n <= nStarting; n++ {
		c := cards[n]
		out = append(out, entry(cardName(Starting, n), "starting card", fmt.Sprintf("%s (initiative %d)", c.name, n), "", "at setup",
			c.effect+fmt.Sprintf(" Its initiative %d is added to your other starting card's: the highest sum goes first in the first round.", n)))
	}
	return out
}

// Destiny cards D01–D04 (§14.3): ankh = number − 1.
func destinyEntries() []engine.Entry {
	rewards := [nDestiny + 1]struct{ name, effect string }{
		1: {"Destiny of the scribe", "Gain 1 scribe."},
		2: {"Destiny of wealth", "Gain 1 gold."},
		3: {"Destiny of the people", "Advance your population or your happiness 1 (your choice)."},
		4: {"Destiny of faith", "Gain 1 faith token."},
	}
	var out []engine.Entry
	for n := 1; n <= nDestiny; n++ {
		r := rewards[n]
		out = append(out, entry(cardName(Destiny, n), "destiny card", fmt.Sprintf("%s (ankh %d)", r.name, n-1), "",
			"when you choose it: at setup and after each Maat phase, in turn order",
			r.effect+fmt.Sprintf(" Its ankh %d breaks ties for the turn order at the next Maat phase: the higher ankh goes first.", n-1)))
	}
	return out
}

// Decrees L01–L24 (§14.4). Their symbols are ASSUMED A-15 (decreeSymbol).
func decreeEntries() []engine.Entry {
	type decree struct{ name, cost, effect string }
	cards := [nDeck + 1]decree{
		1:  {"Decree of scholars", "", "3 VP for each technology you have."},
		2:  {"Decree of many laws", "", "4 VP for each different symbol among all the decrees you hold, this one included."},
		3:  {"Decree of the second reading", "2 gold", "Pay 2 gold to score one of your other scored decrees a second time."},
		4:  {"Decree of the crowded city", "1 resource (gold too) for each symbol you score", "4 VP for each ▲ symbol your population marker has reached (9: one, 13: two, 16: three, 19: four, 21: five); a symbol you do not pay for scores nothing. Scored before L08."},
		5:  {"Decree of the joyful people", "", "4 VP for each ▲ symbol your happiness marker has reached (9: one, 13: two, 16: three, 19: four, 21: five)."},
		6:  {"Decree of envied joy", "", "As many VP as your happiness is above the lowest happiness at the table (Botankhamun's included)."},
		7:  {"Decree of the scribes", "", "3 VP for each scribe you have."},
		8:  {"Decree of the treasury", "", "2 VP for each gold and 1 VP for each papyrus, bread, limestone and granite you have, at most 20 VP. Resources on your scales do not count."},
		9:  {"Decree of the quarrymen", "", "3 VP for each quarry (limestone or granite building) you have in the Osiris area."},
		10: {"Decree of the craftsmen", "", "3 VP for each workshop (papyrus or bread building) you have in the Osiris area."},
		11: {"Decree of the settlers", "", "2 VP for each building you have in the Osiris area."},
		12: {"Decree of the temple builders", "", "3 VP for each of your buildings beside the temple complex (Hathor slots)."},
		13: {"Decree of the pillar raisers", "", "3 VP for each of your pillars in the temple complex."},
		14: {"Decree of monuments", "", "2 VP for each of your statues (gods' and people's) and 2 VP for each of your buildings beside the temple complex."},
		15: {"Decree of the colonnade", "", "2 VP for each of your pillars and 2 VP for each of your buildings beside the temple complex."},
		16: {"Decree of devotion", "", "4 VP for each of your statues dedicated to a god."},
		17: {"Decree of statues and pillars", "", "2 VP for each of your statues and 2 VP for each of your pillars."},
		18: {"Decree of the sculptors", "", "3 VP for each of your statues (gods' and people's)."},
		19: {"Decree of the people's statues", "", "5 VP for each of your statues dedicated to the people."},
		20: {"Decree of precedence", "", "10 VP if you are first in turn order, 5 VP if you are second. Only in games of 3 or 4 players."},
		21: {"Decree of the great builder", "", "1 VP for each building you have built, in the Osiris area or beside the temple."},
		22: {"Decree of the pure heart", "", "Half the total value of the dice on the purity pan of your scales, rounded up, in VP. Dice under the scales (Anubis) do not count."},
		23: {"Decree of the last command", "", "Perform one action of any kind, as with a die of any value, without paying its resources; no die is taken and your balance does not change. It is not one of your three scored decrees."},
		24: {"Decree of temple inspection", "", "Score the temple complex once more, counting only your buildings and pillars (not statues)."},
	}
	var out []engine.Entry
	for n := 1; n <= nBaseDeck; n++ {
		c := cards[n]
		timing := "at game end"
		if n == 23 {
			timing = "at game end, just before the final scoring"
		}
		sym := string(rune('A' + decreeSymbol(n)))
		out = append(out, entry(cardName(Decree, n), "decree", c.name, c.cost, timing,
			c.effect+" Kept hidden in your hand. Symbol "+sym+": at the end you score at most three decrees, no two with the same symbol."))
	}
	return out
}

// Blessings B01–B24 (§14.5): played once, then discarded.
func blessingEntries() []engine.Entry {
	type blessing struct{ name, timing, effect string }
	const (
		onProduce = "when you perform a production action"
		onTake    = "when you take a die"
	)
	pairs := []blessing{
		{"Limestone windfall", onProduce, "Gain 4 limestone as well. They never count as excess."},
		{"Granite windfall", onProduce, "Gain 4 granite as well. They never count as excess."},
		{"Bread windfall", onProduce, "Gain 4 bread as well. They never count as excess."},
		{"Papyrus windfall", onProduce, "Gain 4 papyrus as well. They never count as excess."},
		{"Gold windfall", onProduce, "Gain 3 gold as well."},
		{"Scribes' windfall", onProduce, "Gain 2 scribes as well."},
		{"Celebration", "at any time during your own turn", "Advance your population or your happiness 3 (your choice)."},
		{"Celebration", "at any time during your own turn", "Advance your population or your happiness 3 (your choice)."},
		{"Hand of fate", onTake, "Turn the die to any value you like."},
		{"Hand of fate", onTake, "Turn the die to any value you like."},
		{"Changed colour", onTake, "Treat the die as another colour: its purity and the resource it produces follow the new colour (a forbidden die may become usable). You may also change its value by 1 up or down."},
		{"Changed colour", onTake, "Treat the die as another colour: its purity and the resource it produces follow the new colour (a forbidden die may become usable). You may also change its value by 1 up or down."},
		{"Free stone", "when you perform Ra or Horus", "Pay no limestone for the pillar tile, or no granite for the statue, of this action."},
		{"Free stone", "when you perform Ra or Horus", "Pay no limestone for the pillar tile, or no granite for the statue, of this action."},
		{"Free provisions", "when you perform Bastet or Hathor", "Pay no papyrus for the festival, or no bread for the building, of this action."},
		{"Free provisions", "when you perform Bastet or Hathor", "Pay no papyrus for the festival, or no bread for the building, of this action."},
		{"Neighbour's favour", onTake, "Pay 1 scribe to also perform the god action of a sector next to the die's sector, with the same die and value (plus that action's usual cost). Your balance is not affected; do the two actions in either order."},
		{"Neighbour's favour", onTake, "Pay 1 scribe to also perform the god action of a sector next to the die's sector, with the same die and value (plus that action's usual cost). Your balance is not affected; do the two actions in either order."},
		{"Opposite's favour", onTake, "Move your happiness and population back 1 each to also perform the god action of the sector opposite the die's (Horus–Bastet, Ra–Thoth, Hathor–Osiris), with the same die and value. Your balance is not affected; do the two actions in either order."},
		{"Opposite's favour", onTake, "Move your happiness and population back 1 each to also perform the god action of the sector opposite the die's (Horus–Bastet, Ra–Thoth, Hathor–Osiris), with the same die and value. Your balance is not affected; do the two actions in either order."},
		{"Double harvest", onProduce, "Produce twice: each time gain the resources, and any excess goes to the taint pan of your scales."},
		{"Double harvest", onProduce, "Produce twice: each time gain the resources, and any excess goes to the taint pan of your scales."},
		{"Grace of Anubis", "at the start of your turn", "Take your die with an Anubis action without paying its 2 scribes. It is your normal action for the turn."},
		{"Grace of Anubis", "at the start of your turn", "Take your die with an Anubis action without paying its 2 scribes. It is your normal action for the turn."},
	}
	var out []engine.Entry
	for i, b := range pairs {
		out = append(out, entry(cardName(Blessing, i+1), "blessing", b.name, "", b.timing,
			b.effect+" One use: discarded once played."))
	}
	return out
}

// Technologies T01–T24 (§14.6): permanent.
func technologyEntries() []engine.Entry {
	type tech struct{ name, timing, effect string }
	cards := [nDeck + 1]tech{
		1:  {"Irrigation", "each time you perform Osiris", "Gain 2 VP."},
		2:  {"Sun worship", "each time you perform Ra", "Gain 2 VP."},
		3:  {"Library", "each time you perform Thoth", "Gain 2 VP."},
		4:  {"Stonecutters", "each time you perform Horus", "Gain 2 VP and 1 granite; the granite may help pay for the statue."},
		5:  {"Temple rites", "each time you perform Hathor", "Each cell of the building's line holding your pillar gives 5 VP instead of 3."},
		6:  {"Festivals", "each time you perform Bastet", "Gain 2 VP, then advance your population 1 and your happiness 1."},
		7:  {"Votive granite", "each time you receive a Horus statue bonus", "Gain 1 granite as well."},
		8:  {"Purification", "when you take a die", "You may treat a forbidden die as pure or as tainted (your choice)."},
		9:  {"Astronomy", "when you raise a pillar", "The tile's property always works, whatever the light of the Ra sector."},
		10: {"Treasury of scribes", "whenever you pay", "Gold may stand for scribes and scribes for gold. In a turn in which you do so at least once, gain 1 VP."},
		11: {"Humble offerings", "each time you act with a die of value 1", "Gain 2 VP."},
		12: {"Storehouses", "each time you perform a production action", "Gain 1 VP for each excess resource produced."},
		13: {"Efficient fields", "each time you perform a production action", "You may change the die value by 1 or 2 up or down (within 1–6), and gain 1 extra resource of the kind produced, which never counts as excess."},
		14: {"Divination", "each time you perform a god action", "You may change the die value by 1 or 2 up or down (within 1–6)."},
		15: {"Faith of the priests", "in each Maat phase", "Gain 2 faith tokens at the start of the phase. Your ankh is 5 for good, so you win every turn-order tie."},
		16: {"Royal favour", "after each Maat phase", "Gain 2 VP if you are first in the new turn order, 1 gold if you are last. Only in games of 3 or 4 players."},
		17: {"Bakeries", "each time you produce bread; at each scoring", "Gain 2 VP when you produce bread. You never pay bread upkeep at scoring."},
		18: {"Purity", "each time you take a pure die", "Gain 1 VP."},
		19: {"Overtime", "each time you take a tainted die for a god action", "You may pay 1 scribe to first perform a production action with the die's colour and value."},
		20: {"Papyrus making", "each time you perform Thoth", "Gain 1 papyrus; it may help pay for the cards."},
		21: {"Granaries", "each time you perform Hathor", "Gain 1 bread; it may help pay for the building."},
		22: {"Masonry", "whenever you pay", "Limestone may stand for granite and granite for limestone. In a turn in which you do so at least once, gain 1 VP."},
		23: {"Embalming", "each time you perform an Anubis action", "Gain 3 VP."},
		24: {"Temple gifts", "each time you play a blessing", "Gain 1 gold."},
	}
	var out []engine.Entry
	for n := 1; n <= nBaseDeck; n++ {
		c := cards[n]
		out = append(out, entry(cardName(Tech, n), "technology", c.name, "", c.timing,
			c.effect+" Yours for the rest of the game, from the moment you take it."))
	}
	return out
}

// edgeWords names the two edge colours as the board draws them.
var edgeWords = map[byte]string{'a': "ochre", 'b': "blue"}

// Pillar tiles P01–P27 (§14.1): background and property from the
// rulebook; the limestone costs are ASSUMED A-04 and the edge colours
// ASSUMED A-05 (pillarTiles).
func pillarEntries() []engine.Entry {
	type property struct{ name, effect string }
	props := map[int]property{
		1:  {"Pillar of growth", "Advance your population 3 (this may open market sections)."},
		2:  {"Pillar of the scribe", "Gain 1 scribe."},
		3:  {"Pillar of joy", "Advance your happiness 2 (never past your population)."},
		4:  {"Pillar of harmony", "Score 1 VP more for each matching edge of this tile (1 per match, even in a corner)."},
		5:  {"Pillar of harmony", "Score 1 VP more for each matching edge of this tile (1 per match, even in a corner)."},
		6:  {"Pillar of the builders", "Score 1 VP more for each building (any player's, not statues) in line with this cell."},
		7:  {"Pillar of honour", "Gain 1 VP."},
		8:  {"Pillar of honour", "Gain 1 VP."},
		9:  {"Pillar of honour", "Gain 1 VP."},
		10: {"Pillar of wisdom", "Take 1 card for free, as with a Thoth action with a die of 1."},
		11: {"Pillar of wisdom", "Take 1 card for free, as with a Thoth action with a die of 1."},
		12: {"Pillar of the sculptor", "Build a statue as with a Horus action with a die of 1, 2 or 3 (your choice); pay its granite as usual."},
		13: {"Pillar of the law", "Take the top decree of the decree deck into your hand."},
		14: {"Pillar of the law", "Take the top decree of the decree deck into your hand."},
		15: {"Pillar of the fields", "Build in Osiris row 3, as with an Osiris action with a die of 3; you lose 1 happiness as usual (impossible at happiness 0)."},
		16: {"Pillar of gold", "Gain 2 gold."},
		17: {"Pillar of gold", "Gain 2 gold."},
		18: {"Pillar of gold", "Gain 2 gold."},
		19: {"Pillar of plenty", "Gain the reward of the cell it covers a second time (resources and faith)."},
		20: {"Pillar of plenty", "Gain the reward of the cell it covers a second time (resources and faith)."},
		21: {"Pillar of plenty", "Gain the reward of the cell it covers a second time (resources and faith)."},
	}
	var out []engine.Entry
	for n := 1; n < len(pillarTiles); n++ {
		t := pillarTiles[n]
		var edges []string
		for _, e := range t.Edges {
			edges = append(edges, edgeWords[e])
		}
		edgeText := fmt.Sprintf(" Edges as printed, top, right, bottom, left: %s; turn it as you like when you raise it.", strings.Join(edges, ", "))
		cost := plural(t.Cost, "limestone", "limestone")
		p, ok := props[n]
		if !ok {
			out = append(out, entry(fmt.Sprintf("P%02d", n), "pillar tile", "Plain pillar", cost, "",
				"No property: it scores only its matching edges, its cell's reward and its Ra slot's VP."+edgeText))
			continue
		}
		out = append(out, entry(fmt.Sprintf("P%02d", n), "pillar tile", fmt.Sprintf("%s (%s)", p.name, t.Background), cost,
			fmt.Sprintf("when you raise it, if the Ra sector is %s at that moment (always with T09)", t.Background),
			p.effect+edgeText))
	}
	return out
}

// God actions (§8): the six sectors, Anubis and production.
func godEntries() []engine.Entry {
	return []engine.Entry{
		entry("horus", "god action", "Horus: build a statue", "granite: the cost under your next statue (gold may stand in)", "with a die from Horus's sector",
			"Build your leftmost statue. For a god: the die value picks the Horus slot, whose tile names the god; the statue goes to that god's sector, and from then on you gain the slot's bonus whenever another player performs that god's action (with 2 players also when you do, except for the action that built it; with 3 players also once right after building); a second statue of the same god adds no further bonus. For the people: take any empty people slot and its gold."),
		entry("ra", "god action", "Ra: raise a pillar", "limestone: the tile's cost (gold may stand in)", "with a die from Ra's sector",
			"Take the display tile the die value picks (5–6 left, 3–4 middle, 1–2 right) and put it, turned as you like, on an empty temple cell. Score 1 VP per building in line with the cell, 1 VP per matching edge (2 in a corner), the cell's reward, the slot's VP, and the tile's property if its background matches the Ra sector's light. Your pillar stands on it."),
		entry("hathor", "god action", "Hathor: build beside the temple", "bread: the slot's cost (gold may stand in)", "with a die from Hathor's sector",
			"Put your leftmost building on an empty building slot beside the temple. In the slot's line, each cell with your pillar gives 3 VP and each empty cell gives 1 of its reward. Then advance your population by the die value."),
		entry("bastet", "god action", "Bastet: hold a festival", "2 papyrus (gold may stand in)", "with a die from Bastet's sector",
			"Advance your happiness by the die value, never past your population. A die of 1–2 also gives 2 scribes, 3–4 gives 1 scribe, 5–6 none."),
		entry("thoth", "god action", "Thoth: take cards", "die 1–2: free; 3–4: 2 papyrus; 5–6: 3 papyrus; 1 papyrus per section refreshed", "with a die from Thoth's sector",
			"Take 1, 2 or 3 cards (die 1–2, 3–4, 5–6), all from one open market section your happiness reaches (1–4: section 1; 5–8: up to 2; 9–12: up to 3; 13+: any). Before taking you may refresh sections for 1 papyrus each. Decrees go to your hand, hidden."),
		entry("osiris", "god action", "Osiris: build a workshop or quarry", "1 happiness (you need at least 1)", "with a die from Osiris's sector",
			"Put your leftmost building on an empty cell of the Osiris row the die value names, in any district. It raises your production and gives resources as that row shows."),
		entry("anubis", "action", "Anubis: any die, any action", "2 scribes", "instead of a normal take",
			"Take any die from any sector, even a forbidden one, and perform any god action or a production of any resource with its value. The die goes under your scales and never counts for your balance."),
		entry("produce", "action", "Production", "", "with a coloured die instead of its sector's god action",
			"Gain as many resources as the die value, of the die's colour (yellow papyrus, brown bread, white limestone, black granite; grey cannot produce). What is above your production marker for that resource is excess: it goes to the taint pan of your scales and costs 1 balance each at the next Maat phase."),
	}
}

// Horus slots 1–6 and the six bonus tiles (§15.2). The god order printed on
// the board is ASSUMED A-01; the bonuses of slots 1, 2, 3, 5 and 6 are
// ASSUMED A-02 (horusBonus); slot 4's is the rulebook's.
func horusEntries() []engine.Entry {
	var out []engine.Entry
	for v := 1; v <= 6; v++ {
		bonus := bonusNames[horusBonus[v]]
		out = append(out, entry(fmt.Sprintf("horus-slot%d", v), "Horus slot", fmt.Sprintf("Horus slot %d: %s", v, bonus), "", "when another player performs the statue's god action",
			fmt.Sprintf("A god statue you build with a die of %d goes to the god whose tile lies on this slot. You then gain %s each time another player performs that god's action (at most once in their turn); with 2 players also when you perform it. Botankhamun's statue built here gives it %s instead.",
				v, bonus, botBonusText(v))))
	}
	for g := Horus; g < nGods; g++ {
		out = append(out, entry("horus-tile-"+g.String(), "Horus bonus tile", "Horus tile: "+godTitle(g), "", "placed at setup",
			fmt.Sprintf("Lies on one Horus slot (shuffled at setup, or in the printed order with the option horus=printed). A god statue built with that slot's die value is dedicated to %s and stands in %s's sector.", godTitle(g), godTitle(g))))
	}
	return out
}

func botBonusText(slot int) string {
	b := botBonus[slot]
	var parts []string
	if b[0] > 0 {
		parts = append(parts, plural(b[0], "scribe", "scribes"))
	}
	if b[1] > 0 {
		parts = append(parts, fmt.Sprintf("%d VP", b[1]))
	}
	return strings.Join(parts, " and ")
}

// Ra display slots (§15.4): values from the rulebook, VP ASSUMED A-03.
func raSlotEntries() []engine.Entry {
	values := [3]string{raLeft: "5 or 6", raMiddle: "3 or 4", raRight: "1 or 2"}
	var out []engine.Entry
	for slot := range raSlotNames {
		out = append(out, entry("ra-"+raSlotNames[slot], "Ra display slot", fmt.Sprintf("Ra display, %s slot", raSlotNames[slot]), "", "when you perform Ra",
			fmt.Sprintf("A Ra action with a die of %s takes the tile here, and raising it scores %s more. Afterwards the tiles slide right and a new one fills the left slot.",
				values[slot], plural(raSlotVP[slot], "VP", "VP"))))
	}
	return out
}

func rewardText(r reward) string {
	if r.Kind == faithReward {
		return plural(r.N, "faith token", "faith tokens")
	}
	return fmt.Sprintf("%d %s", r.N, r.Kind)
}

func rewardUnit(r reward) string {
	if r.Kind == faithReward {
		return "1 faith token"
	}
	return "1 " + r.Kind.String()
}

// Temple cells r1c1–r5c5 (§15.5): rewards ASSUMED A-07 (templeCells),
// border colours ASSUMED A-06.
func templeEntries() []engine.Entry {
	var out []engine.Entry
	for r := 0; r < 5; r++ {
		for c := 0; c < 5; c++ {
			rw := templeCells[r][c]
			corner := ""
			if (r == 0 || r == 4) && (c == 0 || c == 4) {
				corner = " A corner: each matching edge of a pillar raised here scores 2 VP instead of 1."
			}
			line := ""
			if r == templeStatueLine {
				line += " In line with the temple statue slot ts-row."
			}
			if c == templeStatueLine {
				line += " In line with the temple statue slot ts-col."
			}
			out = append(out, entry(fmt.Sprintf("r%dc%d", r+1, c+1), "temple cell", fmt.Sprintf("Temple cell, row %d, column %d: %s", r+1, c+1, rewardText(rw)), "", "when a pillar is raised here, or a building is built in its line",
				fmt.Sprintf("Raising a pillar here gains %s. While it is empty, a Hathor building on slot hr%d or hc%d gains %s from it.%s%s",
					rewardText(rw), r+1, c+1, rewardUnit(rw), corner, line)))
		}
	}
	return out
}

// Temple building slots hr1–hr5, hc1–hc5 (§15.6): bread costs ASSUMED A-08,
// the slots closed to 2–3 players ASSUMED A-09 (hathorSlots).
func hathorEntries() []engine.Entry {
	var out []engine.Entry
	for i, hs := range hathorSlots {
		line := fmt.Sprintf("row %d", hs.Row+1)
		if hs.Row < 0 {
			line = fmt.Sprintf("column %d", hs.Col+1)
		}
		only := ""
		if hs.MinPlayers > 1 {
			only = fmt.Sprintf(" Used only with %d players.", hs.MinPlayers)
		}
		out = append(out, entry(hathorSlotName(i), "temple building slot", "Building slot beside temple "+line, plural(hs.Bread, "bread", "bread"), "when you perform Hathor",
			fmt.Sprintf("Build here with Hathor: each cell of %s with your pillar gives 3 VP, each empty cell gives 1 of its reward. At each scoring the building scores 1 VP, plus 1 VP for each of your pillars in %s; raising a pillar in %s scores 1 VP for it.%s",
				line, line, line, only)))
	}
	return out
}

// People statue slots (§15.3).
func peopleEntries() []engine.Entry {
	return []engine.Entry{
		entry("ts-row", "people statue slot", "Temple statue slot, row 3", "granite: your next statue's cost", "when you build a statue for the people",
			"Take the gold lying here and gain 3 VP for each of your pillars in temple row 3. At each scoring it scores 1 VP, plus 1 VP for each of your pillars in row 3."),
		entry("ts-col", "people statue slot", "Temple statue slot, column 3", "granite: your next statue's cost", "when you build a statue for the people",
			"Take the gold lying here and gain 3 VP for each of your pillars in temple column 3. At each scoring it scores 1 VP, plus 1 VP for each of your pillars in column 3."),
		entry("os-w", "people statue slot", "Osiris statue slot above the workshops", "granite: your next statue's cost", "when you build a statue for the people",
			"Take the gold lying here. At each scoring the statue counts as one of your pieces in both the papyrus and the bread district, and as the highest piece there, which wins a tie for the majority."),
		entry("os-q", "people statue slot", "Osiris statue slot above the quarries", "granite: your next statue's cost", "when you build a statue for the people",
			"Take the gold lying here. At each scoring the statue counts as one of your pieces in both the limestone and the granite district, and as the highest piece there, which wins a tie for the majority."),
	}
}

// Osiris rows 1–6 (§8.6): the partner resource of rows 3–4 is ASSUMED A-10
// (osirisRows).
func osirisEntries() []engine.Entry {
	var out []engine.Entry
	for row := 1; row < len(osirisRows); row++ {
		o := osirisRows[row]
		var parts []string
		parts = append(parts, fmt.Sprintf("raise that district's production marker %d", o.Own))
		if o.Partner > 0 {
			parts = append(parts, fmt.Sprintf("its partner's (papyrus with bread, limestone with granite) %d", o.Partner))
		}
		if o.Any > 0 {
			parts = append(parts, fmt.Sprintf("then any one marker %d", o.Any))
		}
		gains := fmt.Sprintf("gain %d of the district's resource", o.Gain)
		if o.Gold > 0 {
			gains += fmt.Sprintf(" and %d gold", o.Gold)
		}
		extra := ""
		if row == 2 {
			extra = " The first player ever to build in this row also takes the gold beside it."
		}
		out = append(out, entry(fmt.Sprintf("osiris-row%d", row), "Osiris row", fmt.Sprintf("Osiris row %d", row), "1 happiness", "when you perform Osiris with a die of "+fmt.Sprint(row),
			fmt.Sprintf("Build a workshop or quarry on an empty cell of this row: %s, and %s. Markers stop at %d.%s At each scoring a district's majority of pieces scores 3 VP; a tie goes to the highest piece, and row 1 is highest.",
				strings.Join(parts, ", "), gains, maxProduction, extra)))
	}
	return out
}

// The player mat (§15.8): statue costs ASSUMED A-11, building row symbols
// ASSUMED A-12.
func matEntries() []engine.Entry {
	var out []engine.Entry
	for i, c := range statueCost {
		out = append(out, entry(fmt.Sprintf("statue%d", i+1), "statue cost", fmt.Sprintf("Statue %d of 6 on your mat", i+1), plural(c, "granite", "granite"), "when you build it with Horus",
			fmt.Sprintf("Statues leave your mat from the left: your statue number %d costs %s. Statues on the board score at each scoring: 1, 3, 6, 10, 15 or 21 VP for 1 to 6 statues.",
				i+1, plural(c, "granite", "granite"))))
	}
	for i, sym := range buildingRow {
		what := fmt.Sprintf("%d VP", sym.VP)
		effect := fmt.Sprintf("Building number %d uncovers %d VP, scored at each scoring.", i+1, sym.VP)
		if sym.Bread > 0 {
			what = plural(sym.Bread, "bread", "bread")
			effect = fmt.Sprintf("Building number %d uncovers an upkeep of %s, paid at each scoring; each bread not paid costs 3 VP.", i+1, plural(sym.Bread, "bread", "bread"))
		}
		out = append(out, entry(fmt.Sprintf("building%d", i+1), "building row space", fmt.Sprintf("Building row space %d: %s", i+1, what), "", "at each scoring",
			effect+" Buildings leave your mat from the left, for Hathor and Osiris alike."))
	}
	return out
}

var kindWords = map[CardKind]string{Blessing: "blessing", Tech: "technology", Decree: "decree"}

// Market slots 1.1–4.4 and sections (§10.1): the slot order inside a
// section is ASSUMED A-16 (marketSlots).
func marketEntries() []engine.Entry {
	opens := [4]string{"is open from the start", "is open from the start", "opens when any population marker first reaches 9", "opens when any population marker first reaches 13"}
	reach := [4]int{1, 5, 9, 13}
	var out []engine.Entry
	for sec, slots := range marketSlots {
		var kinds []string
		for i, k := range slots {
			kinds = append(kinds, kindWords[k])
			out = append(out, entry(fmt.Sprintf("%d.%d", sec+1, i+1), "market slot", fmt.Sprintf("Market section %d, slot %d: a %s", sec+1, i+1, kindWords[k]), "", "refilled at the end of the turn it was emptied",
				fmt.Sprintf("Holds a %s card face up. Take it with Thoth when your happiness is at least %d; section %d %s.", kindWords[k], reach[sec], sec+1, opens[sec])))
		}
		out = append(out, entry(fmt.Sprintf("section%d", sec+1), "market section", fmt.Sprintf("Market section %d", sec+1), "1 papyrus to refresh", "during a Thoth action",
			fmt.Sprintf("Holds %s; it %s. Thoth takes from it with happiness %d or more. You may refresh it once per Thoth action: its cards are discarded and new ones dealt.",
				strings.Join(kinds, ", "), opens[sec], reach[sec])))
	}
	return out
}

// The wheel's light and the dice's status (§5.2).
func wheelEntries() []engine.Entry {
	var out []engine.Entry
	lights := [3]string{Sunny: "sunny", Shaded: "shaded", Dark: "dark"}
	for b, name := range lights {
		var pure, tainted, forbidden []string
		for c := White; c <= Grey; c++ {
			switch purity[b][c] {
			case Pure:
				pure = append(pure, c.String())
			case Tainted:
				tainted = append(tainted, c.String())
			default:
				forbidden = append(forbidden, c.String())
			}
		}
		out = append(out, entry(name, "sector light", "A "+name+" sector", "", "until the wheel turns",
			fmt.Sprintf("Dice here are pure if %s, tainted if %s, %s. Two sectors of each light; the wheel turns one sector after every second round, and the shaded sectors then get new dice.",
				strings.Join(pure, " or "), strings.Join(tainted, " or "), orNever(forbidden))))
	}
	out = append(out,
		entry("pure", "die status", "Pure die", "", "when you take it",
			"Goes to the purity pan of your scales: its value adds to your balance at the next Maat phase."),
		entry("tainted", "die status", "Tainted die", "", "when you take it",
			"Goes to the taint pan of your scales: its value subtracts from your balance at the next Maat phase."),
		entry("forbidden", "die status", "Forbidden die", "", "when you take it",
			"Cannot be taken normally; only an Anubis action (or T08, or a colour change by B11/B12) can take it."),
	)
	return out
}

func orNever(forbidden []string) string {
	if len(forbidden) == 0 {
		return "never forbidden"
	}
	return "forbidden if " + strings.Join(forbidden, " or ")
}

// Tracks, resources and tokens (§5, §9, §11).
func trackAndTokenEntries() []engine.Entry {
	return []engine.Entry{
		entry("population", "track", "Population", "", "",
			"Goes up with Hathor (by the die value) and some cards. Your happiness can never pass it. The first marker to reach 9 opens market section 3, to 13 section 4."),
		entry("happiness", "track", "Happiness", "", "",
			"Goes up with Bastet and some cards, never past your population; Osiris costs 1. It decides which market sections Thoth reaches, and scores 3 VP per ▲ symbol reached (9, 13, 16, 19, 21) at each scoring. First reaching 16 gives 1 gold, 19 a scribe, 21 one extra action."),
		entry("maat", "track", "Maat track and balance", "", "in the Maat phase, after every fourth round",
			"Your balance is the values of the pure dice on your scales, minus those of the tainted dice, minus 1 per excess resource, plus or minus your faith tokens. A balance of −3 or lower costs VP (−3…−5: 1, −6…−8: 2, −9 or lower: 3). The balance closest to 0 goes first in the next turn order; ankh breaks ties."),
		entry("scribe", "token", "Scribe", "", "when you take a die",
			"Each scribe you spend changes the die's value by 1 or 2, up or down, within 1–6; 2 scribes pay for an Anubis action. At game end scribes break a tie in VP."),
		entry("faith", "token", "Faith token", "", "in the Maat phase",
			"Place each on a pan of your scales: on the purity pan it adds 1 to your balance, on the taint pan it takes 1 away. Faith not placed is lost at the end of the Maat phase."),
		entry("papyrus", "resource", "Papyrus", "", "", "Pays for Bastet and for Thoth. Produced by yellow dice."),
		entry("bread", "resource", "Bread", "", "", "Pays for Hathor buildings and for upkeep at scoring. Produced by brown dice."),
		entry("limestone", "resource", "Limestone", "", "", "Pays for pillar tiles (Ra). Produced by white dice."),
		entry("granite", "resource", "Granite", "", "", "Pays for statues (Horus). Produced by black dice."),
		entry("gold", "resource", "Gold", "", "", "Stands in for any one resource when you pay."),
	}
}

// Botankhamun's pieces (§16.2, §16.4–16.5): the resource tokens' orders
// come from [NAV] (resTokens).
func botEntries() []engine.Entry {
	var out []engine.Entry
	for g := Horus; g < nGods; g++ {
		out = append(out, entry("bot-"+g.String(), "Botankhamun action token", "Botankhamun's "+godTitle(g)+" token", "", "when its progress marker reaches this token",
			fmt.Sprintf("Botankhamun takes the highest pure or tainted die in %s's sector (pure first on a tie); if there is none, it looks in the next sector counter-clockwise. It then performs the god action of the sector the die came from, by its own rules and without paying.", godTitle(g))))
	}
	for i, order := range resTokens {
		var names []string
		for _, r := range order {
			names = append(names, r.String())
		}
		out = append(out, entry(fmt.Sprintf("R%d", i+1), "Botankhamun action token", fmt.Sprintf("Botankhamun's resource token %d", i+1), "", "when its progress marker reaches this token",
			fmt.Sprintf("Botankhamun looks over all sectors for the highest pure or tainted die producing %s; if there is none, %s. A tie goes to a sector where it has a statue. If only grey dice are left, it takes the highest grey. It performs the god action of that die's sector, without paying.",
				names[0], strings.Join(names[1:], ", then "))))
	}
	out = append(out, entry("deben", "Botankhamun piece", "Deben coin", "", "at each of Botankhamun's turns after the first of a Maat period",
		"Flipped to move the progress marker on the pyramid of tokens: one face moves it up and to the right, the other one step right."))
	return out
}
