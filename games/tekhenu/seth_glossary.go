package tekhenu

import (
	"fmt"

	"karnak/engine"
)

// The Time of Seth expansion's pieces in our own words (Time of Seth §3,
// §7, §8): part of Tekhenu's glossary, since a game may include them.
func sethEntries() []engine.Entry {
	var out []engine.Entry
	blessings := [5]struct{ name, effect string }{
		1: {"Call to arms", "Gain 5 warriors and priests in all, split between them as you like (each track stops at 10)."},
		2: {"Call to arms", "Gain 5 warriors and priests in all, split between them as you like (each track stops at 10)."},
		3: {"Migration", "Move one of your buildings between the Osiris area and the Set board, to the same number (Osiris row r to Set area r and back). Pay what the new place costs (warriors on the Set board, 1 happiness in the Osiris area) and gain its bonuses; it is not a Set or Osiris action, so no blood and no conquest token."},
		4: {"Migration", "Move one of your buildings between the Osiris area and the Set board, to the same number (Osiris row r to Set area r and back). Pay what the new place costs (warriors on the Set board, 1 happiness in the Osiris area) and gain its bonuses; it is not a Set or Osiris action, so no blood and no conquest token."},
	}
	for n := 1; n <= sethCards[Blessing]; n++ {
		out = append(out, entry(cardName(Blessing, nBaseDeck+n), "blessing", blessings[n].name, "", "at any time during your own turn",
			blessings[n].effect+" One use: discarded once played. (Time of Seth)"))
	}
	techs := [6]struct{ name, timing, effect string }{
		1: {"Servants of Set", "each time you perform the Set action", "Gain 2 VP and 2 priests (once a turn)."},
		2: {"Temple guard", "whenever you pay warriors, and in the Maat phase", "Faith tokens may pay warriors, one for one. In the Maat phase you may turn faith you did not place into priests, one for one, instead of returning it."},
		3: {"Absolution", "in every Maat phase", "You lose no VP for a low balance (your place in turn order still follows your real balance)."},
		4: {"Blood offering", "in every Maat phase", "After any loss for your balance, gain 1 VP for each blood token on your scales."},
		5: {"Open archives", "each time you perform Thoth", "Take the cards from any mix of the market sections you reach, and at most 1 of them from the section just above the highest you reach. The number of cards and the papyrus still follow the die."},
	}
	for n := 1; n <= sethCards[Tech]; n++ {
		c := techs[n]
		out = append(out, entry(cardName(Tech, nBaseDeck+n), "technology", c.name, "", c.timing,
			c.effect+" Yours for the rest of the game, from the moment you take it. (Time of Seth)"))
	}
	decrees := [5]struct{ name, effect string }{
		1: {"Decree of the armed faith", "2 VP for every pair of one of your priests and one of your warriors left at the end."},
		2: {"Decree of Set's builders", "3 VP for each of your buildings on the Set board."},
		3: {"Decree of Set's city", "2 VP for each of your statues on the Set board (people's or Set's) and 2 VP for each of your buildings there."},
		4: {"Decree of the full granaries", "4 VP for each of your production markers at 5 or 6."},
	}
	for n := 1; n <= sethCards[Decree]; n++ {
		d := nBaseDeck + n
		sym := string(rune('A' + decreeSymbol(d)))
		out = append(out, entry(cardName(Decree, d), "decree", decrees[n].name, "", "at game end",
			decrees[n].effect+" Kept hidden in your hand. Symbol "+sym+": at the end you score at most three decrees, no two with the same symbol. (Time of Seth)"))
	}
	starts := [sethStarts + 1]struct{ name, effect string }{
		1:  {"Builders of the south", "Build one workshop or quarry as an Osiris action with a 5, without losing happiness. Gain 2 warriors."},
		2:  {"Quarrymen", "Build a limestone or granite quarry as an Osiris action with a 3, losing 1 happiness. Gain 4 warriors and priests in all, split as you like."},
		3:  {"Craftsmen", "Build a papyrus or bread workshop as an Osiris action with a 3, losing 1 happiness. Gain 4 warriors and priests in all, split as you like."},
		4:  {"Full storehouse", "Gain 5 resources of your choice (not gold), and 1 warrior or 1 priest."},
		5:  {"Temple household", "Gain 2 scribes, 4 priests and 4 warriors."},
		6:  {"Royal library", "Draw the top 2 technologies, keep 1 and shuffle the other back. Gain 3 priests."},
		7:  {"Favour of the gods", "Draw the top 2 blessings, keep 1 and shuffle the other back. Gain 3 warriors."},
		8:  {"Caravan", "Gain 1 limestone, 1 granite, 1 papyrus, 1 bread, 2 warriors and 2 priests."},
		9:  {"Stone and spear", "Gain 3 limestone and granite in all, and 3 warriors and priests in all, each split as you like."},
		10: {"Bread and prayer", "Gain 3 bread and papyrus in all, and 3 warriors and priests in all, each split as you like."},
		11: {"Growing city", "Population +3 and happiness +2. Gain 4 warriors."},
		12: {"Temple treasury", "Gain 2 gold and 4 priests."},
	}
	for n := 1; n <= sethStarts; n++ {
		out = append(out, entry(sxName(n), "starting card", starts[n].name, "", "at setup",
			fmt.Sprintf("%s Initiative %d: the two starting cards' numbers added up set the first turn order. (Time of Seth)", starts[n].effect, n)))
	}
	cults := [nCults + 1]struct{ name, when, mine, theirs string }{
		1: {"Cult of the people", "each time you build a statue to the people (the Set board's too)", "1 scribe", "1 priest"},
		2: {"Cult of the gods", "each time you build a statue to a god (Set's too)", "2 happiness (never past your population)", "1 population"},
		3: {"Cult of joy", "each time your happiness first reaches a cell with ▲ (9, 13, 16, 19, 21)", "1 gold", "1 warrior"},
		4: {"Cult of Set's city", "each time you build on the Set board", "2 population", "1 bread"},
		5: {"Cult of new ground", "each time you raise a pillar in a row or a column where you had none", "3 priests", "the chance to give 1 of their resources for 1 gold"},
		6: {"Cult of the workshops", "each time you build a workshop or a quarry", "3 warriors", "2 faith tokens"},
		7: {"Cult of the walls", "each time you raise a pillar on the temple's outer ring of cells", "1 resource of your choice (not gold)", "the chance to give 1 of their resources for 1 scribe"},
	}
	for n := 1; n <= nCults; n++ {
		c := cults[n]
		out = append(out, entry(cultName(n), "cult card", c.name, "", c.when,
			fmt.Sprintf("You gain %s; then every other player gains %s. Pays at most once a turn%s. Yours for the whole game. (Time of Seth)",
				c.mine, c.theirs, map[bool]string{true: " per ▲ cell, never twice for the same cell", false: ""}[n == cultTriangle])))
	}
	arts := [nArtifacts + 1]struct{ name, effect string }{
		1: {"Sealed scroll", "Draw the top 2 decrees, keep 1 and shuffle the other back into the deck."},
		2: {"Rod of command", "Perform one action as with a die of 3 or 4 (your choice), without taking a die: any god action, Set's included, or a production of any resource."},
		3: {"Surveyor's cord", "Pay 1 scribe: score the temple complex for yourself at once, by the usual scoring."},
		4: {"Seed of plenty", "Raise each of your four production markers by 1 (never past 6)."},
		5: {"Book of crafts", "Draw the top 2 technologies, keep 1 and put the other at the bottom of the deck."},
		6: {"Festival drum", "Pay 1 scribe: advance your happiness 5 (never past your population)."},
		7: {"Banner of Set", "Perform the Set action as with a die of any value you choose, paying its warriors and taking its blood token and conquest token as usual."},
		8: {"Treasure chest", "Gain 2 gold."},
	}
	for n := 1; n <= nArtifacts; n++ {
		a := artifacts[n]
		out = append(out, entry(artifactName(n), "artifact", arts[n].name, fmt.Sprintf("%d priests, instead of the reward of the destiny card of ankh %d", a.Priests, a.Ankh),
			"once, at any time during your own turn",
			arts[n].effect+" Then it leaves the game. (Time of Seth)"))
	}
	for n := 1; n <= nConquest; n++ {
		tok := conquestTokens[n]
		out = append(out, entry(conquestName(n), "conquest token", "Conquest token "+conquestName(n), "", "while it lies on an empty temple cell",
			"Put on an empty temple cell by a Set action; it replaces the cell's printed reward. A pillar raised on it gives "+tokenText(tok.Ra)+
				"; a building beside the temple in its row or column gives "+nothingIfEmpty(tokenText(tok.Hathor))+" while no pillar covers it. (Time of Seth)"))
	}
	out = append(out,
		entry("set", "god action", "Set: build on the Set board", "warriors: 4 for the first building of an area, then 5 (2 players) or 3 (3–4 players)", "with a grey die from the Set board, or any way of performing any god action",
			"Put your leftmost building in the area of the die's value, where you have none yet. Gain the area's bonus, 3 VP if a people statue stands under its column, a blood token on your taint pan, and place the face-up conquest token on an empty temple cell. (Time of Seth)"),
		entry("warriors", "track", "Warriors", "", "", "From red dice, starting cards and cult cards; they pay for Set buildings. At most 10; they are not a resource. (Time of Seth)"),
		entry("priests", "track", "Priests", "", "", "From blue dice, starting cards and cult cards; they pay for Set statues and artifacts. At most 10; they are not a resource. (Time of Seth)"),
		entry("blood", "token", "Blood token", "", "in every Maat phase", "Each Set action puts one on your taint pan, for good: each takes 1 from your balance at every Maat phase. (Time of Seth)"),
	)
	for a := 1; a <= nSetAreas; a++ {
		info := setAreas[a]
		out = append(out, entry(setAreaRef(a), "Set board area", fmt.Sprintf("Set area %d (%s column)", a, columnNames[info.Column]),
			"", "when you build there",
			fmt.Sprintf("Two building slots, one building per player. Building here gives %s at once; at every scoring the first slot scores %d VP and the second %d VP. (Time of Seth)",
				setBonusText(info), info.VP[0], info.VP[1])))
	}
	return out
}

// tokenText is a conquest token's effect in words.
func tokenText(e tokenEffect) string {
	switch {
	case e.Value > 0:
		return fmt.Sprintf("a %s action as with a die of %d", godTitle(e.Action), e.Value)
	case e.Draw > 0 && e.Draw == e.Keep:
		return fmt.Sprintf("the top card of the %s deck", deckWords[e.Card])
	case e.Draw > 0:
		return fmt.Sprintf("the top %d cards of the %s deck, of which you keep %d", e.Draw, deckWords[e.Card], e.Keep)
	case e.Choice > 0:
		return plural(e.Choice, "resource", "identical resources") + " of your choice (not gold)"
	}
	return resourcesText(e.Res)
}

var deckWords = [3]string{Blessing: "blessing", Tech: "technology", Decree: "decree"}

func nothingIfEmpty(s string) string {
	if s == "" {
		return "nothing"
	}
	return s
}
