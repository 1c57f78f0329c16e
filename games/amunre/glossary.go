package amunre

import (
	"fmt"
	"strings"

	"karnak/engine"
)

// Glossary explains every card, province, token and piece of the game in
// our own words (engine.Glossary). Refs are the words views and moves use.
func (Game) Glossary() []engine.Entry { return glossary }

var glossary = buildGlossary()

var kindTexts = [numKinds]struct{ timing, effect string }{
	Protection: {"on one of your own turns in the auction",
		"For the rest of the auction, anyone outbidding you must leave the next cell above your bid empty and bid at least two cells higher, on whichever province your scribe stands."},
	Bribe: {"on your auction turn, after you were outbid",
		"Lets you bid again on the province where you were just outbid, above the bid there (and above any Protection)."},
	Architect: {"during your own market turn",
		"Turns exactly 2 stones in a province you control into a pyramid. Only in the market; a third stone builds a pyramid by itself at any time anyway. Every player starts with one."},
	FreeFarmer: {"during your own market turn",
		"Puts a farmer from the supply into a province you control for free, off the fields, so even where there are none. It is not a purchase: farmers you buy cost the same as without it."},
	OfferingChange: {"added to your secret offering",
		"Once the offerings are shown, in turn order, you raise or lower the total by 3. Your own offering, and so your rank, stays as it is."},
	BountifulHarvest: {"in your harvest turn, before the income",
		"Choose a province you control: each farmer there yields 1 gold more in this harvest."},
	Treasury: {"in your harvest turn, before the income",
		"Choose a province you control: it yields nothing in this harvest (no farmers, mine or caravan), and you take 8 gold instead."},
	MasterScribe: {"scored by itself at an interim scoring",
		"3 VP if your three provinces show 7 or more Favor symbols in all, counting those of instant rewards too. Discarded when it scores."},
	MasterFarmer: {"scored by itself at an interim scoring",
		"3 VP if your provinces hold 9 or more farmers, free farmers included. Discarded when it scores."},
	WestOrEast: {"scored by itself at an interim scoring",
		"3 VP if all your provinces lie on one side of the Nile, west or east. Discarded when it scores."},
	ShoreOrOutskirts: {"scored by itself at an interim scoring",
		"3 VP if all your provinces touch the Nile, or none of them does. Discarded when it scores."},
	UpperOrLower: {"scored by itself at an interim scoring",
		"3 VP if all your provinces are in Upper Egypt, or all in Lower Egypt. Discarded when it scores."},
}

var pieces = []engine.Entry{
	{Ref: "theft", Kind: "card", Name: "Theft card", Timing: "as your offering",
		Effect: "Each player has one. Laid as your offering instead of gold: the total drops by 3, you take 3 gold from the reserve and get no reward; the card comes back to your hand. It is not a Favor card and cannot be sold."},
	{Ref: "scribe", Kind: "piece", Name: "Scribe",
		Effect: "Your bidding marker in the auction; on the province you win it stays as the sign of your control until the end of the era."},
	{Ref: "farmer", Kind: "piece", Name: "Farmer",
		Effect: "Stands on a field of a province you control and yields the token's gold at each harvest. Farmers leave the board when the era ends."},
	{Ref: "stone", Kind: "piece", Name: "Stone",
		Effect: "Building material: three stones in one province become a pyramid at once. Stones stay on the board when the era ends."},
	{Ref: "pyramid", Kind: "piece", Name: "Pyramid",
		Effect: "Scores 1 VP at each interim scoring for whoever controls its province, and counts for the fewest-pyramids bonus, the side bonus and the final tie-break. A double pyramid counts as two. Pyramids stay when the era ends."},
	{Ref: "gold", Kind: "resource", Name: "Gold",
		Effect: "Pays bids, purchases and offerings. Every player starts with 20. At the end the most gold scores 6 VP, the second 4, the third 2 (ties share a place and skip the next)."},
	{Ref: "favor", Kind: "card", Name: "Favor card",
		Effect: "One of 39 cards of 12 kinds, each played in its own phase; any of them may be sold for 1 gold instead. You may not play two of one kind in the same phase or scoring."},
	{Ref: "field", Kind: "board space", Name: "Field",
		Effect: "Holds one farmer. A province's fields limit the farmers bought for it or received as rewards."},
	{Ref: "temple", Kind: "board space", Name: "Temple",
		Effect: "At each interim scoring, each temple symbol of your provinces scores the VP shown on the offering token: 1 to 4."},
	{Ref: "mine", Kind: "board space", Name: "Gold mine",
		Effect: "Yields its gold at every harvest to the province's owner, with or without farmers."},
	{Ref: "caravan", Kind: "board space", Name: "Caravan",
		Effect: "Yields its gold at a harvest only while the offering token shows a camel (the two lowest tokens)."},
	{Ref: "first", Kind: "token", Name: "First Player",
		Effect: "Its holder acts first in the auction, the market and the harvest, and wins ties of offerings. The highest offering takes it."},
	{Ref: "bid", Kind: "board space", Name: "Bid track",
		Effect: "Nine cells on each province card: 0, 1, 3, 6, 10, 15, 21, 28 and 36 gold. A new bid on a card goes higher than the one there."},
	{Ref: "market", Kind: "board space", Name: "Price track",
		Effect: "In the market, Favor cards, then farmers, then stones: n of one kind cost 1 + 2 + … + n gold (1, 3, 6, 10, 15, 21, 28 …)."},
	{Ref: "province", Kind: "card", Name: "Province card",
		Effect: "Turned up to put its province up for auction. 3 per player are used in a game; the Old Kingdom's cards come back for the New Kingdom and the others stay out."},
}

func buildGlossary() []engine.Entry {
	var out []engine.Entry
	for k := range kinds {
		kd := &kinds[k]
		colour := map[Phase]string{PhaseAuction: "auction", PhaseMarket: "market", PhaseOffering: "offering (blue)",
			PhaseHarvest: "harvest", PhaseScoring: "scoring (yellow)"}[kd.Phase]
		out = append(out, engine.Entry{Ref: kd.Ref, Kind: "Favor card, " + colour, Name: kd.Name,
			Cost: "sells for 1 gold", Timing: kindTexts[k].timing,
			Effect: fmt.Sprintf("%s (%d in the deck.)", kindTexts[k].effect, kd.Count)})
	}
	out = append(out, pieces...)
	for p := range provinces {
		out = append(out, engine.Entry{Ref: provinces[p].Ref, Kind: "province", Name: provinces[p].Name,
			Timing: "while you control it", Effect: describeLand(&provinces[p].Land)})
	}
	for lv := 1; lv <= levels; lv++ {
		d := levelTable[lv]
		camel := "no camel: caravans pay nothing"
		if d.Camel {
			camel = "a camel: caravans pay"
		}
		out = append(out, engine.Entry{Ref: fmt.Sprintf("nile-%d", lv), Kind: "offering token", Name: "Offering token " + d.Label,
			Effect: fmt.Sprintf("Placed on the Nile when the offerings total %s. Each farmer yields %d gold at the harvest; it shows %s; each temple scores %d VP at an interim scoring.",
				d.Label, d.FarmerGold, camel, d.TempleVP)})
	}
	return out
}

// describeLand says what a province gives, in words.
func describeLand(l *Land) string {
	region := [...]string{"Lower Egypt", "Upper Egypt"}[l.Region]
	side := [...]string{"west", "east"}[l.Side]
	shore := "in the outskirts"
	if l.Shore {
		shore = "on the Nile shore"
	}
	parts := []string{fmt.Sprintf("%s, %s of the Nile, %s.", region, side, shore),
		fmt.Sprintf("%s; %s (you may buy up to that many Favor cards in the market).",
			plural(int(l.Fields), "field"), plural(int(l.Favor), "Favor symbol"))}
	var instant []string
	if l.InstantFavor > 0 {
		instant = append(instant, plural(int(l.InstantFavor), "Favor card"))
	}
	if l.InstantGold > 0 {
		instant = append(instant, fmt.Sprintf("%d gold", l.InstantGold))
	}
	if l.InstantStones > 0 {
		instant = append(instant, plural(int(l.InstantStones), "stone")+" to put in any province")
	}
	if len(instant) > 0 {
		parts = append(parts, "Its winner takes "+joinAnd(instant)+" at once.")
	}
	if l.Temples > 0 {
		parts = append(parts, plural(int(l.Temples), "temple")+".")
	}
	if l.Mine > 0 {
		parts = append(parts, fmt.Sprintf("A gold mine yielding %d gold each harvest.", l.Mine))
	}
	if l.Caravan > 0 {
		parts = append(parts, fmt.Sprintf("A caravan yielding %d gold each harvest under a camel token.", l.Caravan))
	}
	return strings.Join(parts, " ")
}
