package kemet

import (
	"fmt"
	"sort"
	"strings"

	"karnak/engine"
)

// The glossary explains every tile, creature, card, action space, region
// and city of the game in our own words (engine.Glossary). Numbers come
// from data.go and map.go, so a correction there shows here too.

// tileTexts: when each tile acts and what it does. Same-name tiles share
// the text of the first.
var tileTexts = [nTiles]struct{ timing, effect string }{
	R1Charge:            {"in battles you start", fmt.Sprintf("+%d strength whenever you are the attacker.", chargeStrength)},
	R1Stargate:          {"on your Move actions", fmt.Sprintf("Each of your teleports costs %d PP less.", stargateDiscount)},
	R1GodSpeed:          {"on your Move actions", fmt.Sprintf("Your moving troop goes %d region further in every Move action.", godSpeedMovement)},
	R2Carnage:           {"in all your battles", fmt.Sprintf("+%d damage.", carnageDamage)},
	R2OffensiveStrategy: {"once, when bought", "All your discarded battle cards come back to your hand; then one battle card of your choice leaves the game and the special card Offensive Strategy (BC-OFFENSIVE-STRATEGY) takes its place."},
	R2OpenGates:         {"always", "City walls never stop your troops: they may enter another player's district at any step of a move."},
	R2Teleport:          {"on your Move actions", "Your moving troop may also teleport from any region with an obelisk to another one, paying the usual teleport cost each time."},
	R3RoyalScarab:       {"always", "Brings the Royal Scarab (CR-ROYAL-SCARAB) to one of your troops."},
	R3BladesOfNeith:     {"in all your battles", fmt.Sprintf("+%d strength, attacking or defending.", bladesStrength)},
	R3DivineWound:       {"in your battles, after the reveal", fmt.Sprintf("Discard Divine Intervention cards from your hand without playing them: +%d strength for each. Only their number is shown.", divineWoundPerCard)},
	R3VictoryPoint:      {"once, when bought", fmt.Sprintf("+%d permanent VP. Whatever its colour, a player may own only one Victory Point tile.", victoryPointVP)},
	R4GiantScorpion:     {"always", "Brings the Giant Scorpion (CR-GIANT-SCORPION) to one of your troops."},
	R4Initiative:        {"in battles you start", fmt.Sprintf("Before the battle the defender removes %d of its units. Should none remain, you take the region without a battle but also without the battle VP.", initiativeKills)},
	R4Phoenix:           {"always", "Brings the Phoenix (CR-PHOENIX) to one of your troops."},
	R4ActOfGod:          {"once, when bought; then every Day", "You gain a silver action token: every Day, one extra action, placed like a normal token in the same turn as one of them. Whatever its colour, a player may own only one Act of God tile."},
	B1RecruitingScribe:  {"on your Recruit actions", fmt.Sprintf("Each Recruit brings %d more units from your reserve at no cost.", scribeUnits)},
	B1Defense:           {"in battles where you are attacked", fmt.Sprintf("+%d strength whenever you are the defender.", defenseStrength)},
	B2Legion:            {"always", fmt.Sprintf("Your troops may hold %d units instead of %d.", troopLimitLegion, troopLimit)},
	B2AncestralElephant: {"always", "Brings the Ancestral Elephant (CR-ANCESTRAL-ELEPHANT) to one of your troops."},
	B2DefensiveStrategy: {"once, when bought", "All your discarded battle cards come back to your hand; then one battle card of your choice leaves the game and the special card Defensive Strategy (BC-DEFENSIVE-STRATEGY) takes its place."},
	B2DeepDesertSnake:   {"always", "Brings the Deep Desert Snake (CR-DEEP-DESERT-SNAKE) to one of your troops."},
	B3ShieldOfNeith:     {"in all your battles", fmt.Sprintf("+%d protection.", shieldProtection)},
	B3DefensiveVictory:  {"in battles where you are attacked", fmt.Sprintf("Win as the defender with at least one unit left: +%d permanent VP, which counts as a battle VP.", defensiveVictoryVP)},
	B3Prescience:        {"in all your battles", "Your opponent chooses its battle card first and shows you the one it plays (not its discard, not its Divine Intervention cards) before you choose."},
	B3VictoryPoint:      {"once, when bought", fmt.Sprintf("+%d permanent VP. Whatever its colour, a player may own only one Victory Point tile.", victoryPointVP)},
	B4Reinforcements:    {"every Night", fmt.Sprintf("Put up to %d units from your reserve onto one of your troops and into your city's districts free of enemies, within the troop limit. It never starts a battle.", reinforcementsUnits)},
	B4Sphinx:            {"always; VP once, when bought", fmt.Sprintf("Brings the Sphinx (CR-SPHINX) to one of your troops, and +%d permanent VP when bought.", sphinxVP)},
	B4DivineWill:        {"once, when bought; then every Day", "You gain the gold action token: every Day, one extra Move or Recruit on the gold space of your board, in the same turn as a normal token."},
	B4ActOfGod:          {"once, when bought; then every Day", "You gain a silver action token: every Day, one extra action, placed like a normal token in the same turn as one of them. Whatever its colour, a player may own only one Act of God tile."},
	W1Priest:            {"on your Pray actions", fmt.Sprintf("Each Pray gives %d PP more.", priestPP)},
	W1Priestess:         {"when you buy a tile", fmt.Sprintf("Every power tile costs you %d PP less; a tile may come free.", priestessDiscount)},
	W2Slaves:            {"when you raise a pyramid", fmt.Sprintf("Raising costs %d PP less for every level gained.", slavesDiscount)},
	W2HighPriest:        {"every Night", fmt.Sprintf("+%d PP in your Night prayer.", highPriestPP)},
	W2Crusade:           {"in all your battles", fmt.Sprintf("+%d PP for every enemy unit your damage removes in a battle (not before it, nor by cards).", crusadePP)},
	W2DivineBoon:        {"every Night", fmt.Sprintf("Draw %d more Divine Intervention card at Night.", divineBoonDI)},
	W3HandOfGod:         {"every Night", fmt.Sprintf("Raise one of your pyramids %d level for free; a pyramid at level 0 then goes into a free district of your city.", handOfGodLevels)},
	W3Vision:            {"every Night", fmt.Sprintf("For your Night card, look at the top %d cards of the Divine Intervention deck, keep one and shuffle the others back. Extra cards from other tiles are drawn blind.", visionLook)},
	W3HolyWar:           {"in all your battles", fmt.Sprintf("+%d PP for every battle you win, attacking or defending.", holyWarPP)},
	W3VictoryPoint:      {"once, when bought", fmt.Sprintf("+%d permanent VP. Whatever its colour, a player may own only one Victory Point tile.", victoryPointVP)},
	W4PriestOfRa:        {"always", fmt.Sprintf("Every payment of PP costs you %d less, down to 0: a teleport, a card, a tile, a Recruit, a whole raise.", priestOfRaDiscount)},
	W4PriestOfAmon:      {"every Night", fmt.Sprintf("+%d PP in your Night prayer.", priestOfAmonPP)},
	W4Mummy:             {"always; a card every Night", fmt.Sprintf("Brings the Mummy (CR-MUMMY) to one of your troops, and %d more Divine Intervention card at Night wherever the Mummy stands.", mummyDI)},
	W4ActOfGod:          {"once, when bought; then every Day", "You gain a silver action token: every Day, one extra action, placed like a normal token in the same turn as one of them. Whatever its colour, a player may own only one Act of God tile."},
}

// diTexts: what each Divine Intervention card does.
var diTexts = [nDI]string{
	DIWarRage:       fmt.Sprintf("+%d strength in this battle.", diCards[DIWarRage].Strength),
	DIWarFury:       fmt.Sprintf("+%d strength in this battle.", diCards[DIWarFury].Strength),
	DIBloodBattle:   fmt.Sprintf("+%d damage in this battle.", diCards[DIBloodBattle].Damage),
	DIBloodbath:     fmt.Sprintf("+%d damage in this battle.", diCards[DIBloodbath].Damage),
	DIBronzeWall:    fmt.Sprintf("+%d protection in this battle.", diCards[DIBronzeWall].Protect),
	DIIronWall:      fmt.Sprintf("+%d protection in this battle.", diCards[DIIronWall].Protect),
	DIRainingFire:   "Remove one unit of any other player, anywhere on the board, to its owner's reserve.",
	DIPrayer:        fmt.Sprintf("Gain %d PP.", prayerPP),
	DIEnlistment:    fmt.Sprintf("Put %d units from your reserve into your own city or onto one of your troops, within the troop limit and never where an enemy stands.", enlistmentUnits),
	DIManaTheft:     fmt.Sprintf("Every other player who has PP loses %d; you gain %d in all.", manaTheftLoss, manaTheftGain),
	DITeleportation: "Your moving troop teleports once, from wherever it is, to a region with an obelisk, with no teleport cost beyond the card's.",
	DIOpenGates:     "City walls do not stop your troop during this Move action.",
	DIVeto:          "Cancels the Divine Intervention card another player has just played outside a battle; its cost stays paid. A Veto can be vetoed in turn.",
	DIEscape:        "When you are attacked, before the battle: your troop leaves for an empty neighbouring region (not another player's district), and there is no battle. The attacker takes the region and may go on moving.",
}

var diTimingWords = map[Timing]string{
	TimeBattle:   "in a battle you fight",
	TimeDay:      "in your own turn of the Day, outside battles",
	TimeMove:     "during your own Move action",
	TimeOpponent: "in another player's turn, outside battles",
	TimeAttacked: "when you are attacked",
}

var spaceTexts = [nSpaces]string{
	R1Move:     "Move one troop, or part of it, and attack whoever stands where it arrives.",
	R1Recruit:  "Pay 1 PP a unit to bring units from your reserve into your own city, and bring back a creature.",
	R2Move:     "Move one troop, or part of it, and attack whoever stands where it arrives.",
	R2Pray:     fmt.Sprintf("Gain %d PP.", prayPP),
	R2Raise:    "Raise one of your pyramids one or more levels, paying the sum of the levels reached.",
	R3BuyWhite: "Buy a white power tile of a level no higher than the white pyramid you control.",
	R3BuyRed:   "Buy a red power tile of a level no higher than the red pyramid you control.",
	R3BuyBlue:  "Buy a blue power tile of a level no higher than the blue pyramid you control.",
	R3Pray:     fmt.Sprintf("Gain %d PP.", prayPP),
	GoldSpace:  "With Divine Will's gold token only: a Move or a Recruit, in the same turn as a normal token.",
}

func glossary() []engine.Entry { return glossaryEntries }

var glossaryEntries = buildGlossary()

func buildGlossary() []engine.Entry {
	var out []engine.Entry
	for k := Tile(0); k < nTiles; k++ {
		t := tiles[k]
		copies := ""
		if t.Copies > 1 {
			copies = fmt.Sprintf("; %d copies", t.Copies)
		}
		out = append(out, engine.Entry{Ref: t.Ref, Kind: "power tile", Name: t.Name,
			Cost:   fmt.Sprintf("%d PP (level %d, %s%s)", t.Level, t.Level, t.Colour, copies),
			Timing: tileTexts[k].timing, Effect: tileTexts[k].effect})
	}
	for c := Creature(0); c < nCreatures; c++ {
		cr := creatures[c]
		var bonus []string
		for _, b := range []struct {
			n    int8
			what string
		}{{cr.Movement, "movement"}, {cr.Strength, "strength"}, {cr.Damage, "damage"}, {cr.Protect, "protection"}} {
			if b.n != 0 {
				bonus = append(bonus, fmt.Sprintf("+%d %s", b.n, b.what))
			}
		}
		effect := "Goes with one of your troops: " + strings.Join(bonus, ", ") + "."
		if cr.IgnoresWalls {
			effect += " Its troop ignores city walls."
		}
		if cr.CancelsCreature {
			effect += " In battle the other side's creature adds nothing."
		}
		effect += fmt.Sprintf(" Not a unit; never alone: with no unit left it goes back to your city or your reserve. Comes with %s.", tiles[cr.Tile].Ref)
		out = append(out, engine.Entry{Ref: cr.Ref, Kind: "creature", Name: cr.Name, Timing: "always", Effect: effect})
	}
	for b := BattleCard(0); b < nBattleCards; b++ {
		bc := battleCards[b]
		name := fmt.Sprintf("Battle card %d/%d/%d", bc.Strength, bc.Damage, bc.Protect)
		effect := fmt.Sprintf("Strength %d, damage %d, protection %d. Each battle you play one card and discard another; when your hand is empty every card comes back.", bc.Strength, bc.Damage, bc.Protect)
		switch b {
		case BCOffensive:
			name = "Offensive Strategy (battle card)"
			effect += " Gained with R2-OFFENSIVE-STRATEGY in place of one of your six."
		case BCDefensive:
			name = "Defensive Strategy (battle card)"
			effect += " Gained with B2-DEFENSIVE-STRATEGY in place of one of your six."
		default:
			effect += " Every player starts with the same six."
		}
		out = append(out, engine.Entry{Ref: bc.Ref, Kind: "battle card", Name: name, Timing: "in your battles", Effect: effect})
	}
	for d := DI(0); d < nDI; d++ {
		di := diCards[d]
		out = append(out, engine.Entry{Ref: di.Ref, Kind: "Divine Intervention card", Name: di.Name,
			Cost:   fmt.Sprintf("%d PP; %d in the deck", di.Cost, di.Copies),
			Timing: diTimingWords[di.Timing], Effect: diTexts[d]})
	}
	for s := Space(0); s < nSpaces; s++ {
		sp := spaces[s]
		row := fmt.Sprintf("row %d of your action pyramid", sp.Row)
		if sp.Row == 0 {
			row = "the top of your action pyramid"
		}
		out = append(out, engine.Entry{Ref: sp.Ref, Kind: "action space", Name: strings.ReplaceAll(sp.Ref, ".", " "),
			Timing: "one token a Day", Effect: spaceTexts[s] + " On " + row + "."})
	}
	out = append(out, regionEntries()...)
	return out
}

// regionEntries describe every region of both sides (a region of both
// sides once, with what each side gives it) and every city.
func regionEntries() []engine.Entry {
	type seen struct {
		text  []string
		kind  RegionKind
		sides []string
	}
	regions := map[string]*seen{}
	cities := map[string][]string{}
	for _, n := range []int{5, 4} { // side A and side B, every region in play
		l := LayoutFor(n)
		for r, info := range l.Regions {
			e := regions[info.ID]
			if e == nil {
				e = &seen{kind: info.Kind}
				regions[info.ID] = e
			}
			e.sides = append(e.sides, l.Side)
			e.text = append(e.text, describeRegion(l, Region(r)))
		}
		for _, c := range l.Cities {
			var ds []string
			for _, d := range c.Districts {
				ds = append(ds, l.Regions[d].ID)
			}
			cities[c.ID] = append(cities[c.ID], fmt.Sprintf("on side %s its districts %s are walled towards %s", l.Side, strings.Join(ds, ", "), l.Regions[c.Front].ID))
		}
	}
	var out []engine.Entry
	ids := make([]string, 0, len(regions))
	for id := range regions {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		e := regions[id]
		text := e.text[0]
		if len(e.text) == 2 && e.text[0] != e.text[1] {
			text = "Side A: " + e.text[0] + " Side B: " + e.text[1]
		} else if len(e.text) == 1 {
			text = "Side " + e.sides[0] + " only. " + text
		}
		out = append(out, engine.Entry{Ref: id, Kind: "region", Name: regionName(id, e.kind), Effect: text})
	}
	for _, id := range []string{"city1", "city2", "city3", "city4", "city5"} {
		out = append(out, engine.Entry{Ref: id, Kind: "city", Name: "City " + strings.TrimPrefix(id, "city"),
			Effect: "A player's home: three districts, each room for one pyramid, behind walls that only the owner crosses freely. " +
				upper(strings.Join(cities[id], "; ")) + "."})
	}
	return out
}

func upper(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func regionName(id string, kind RegionKind) string {
	switch kind {
	case KindDistrict:
		city, d, _ := strings.Cut(id, ".")
		return fmt.Sprintf("District %s of city %s", strings.TrimPrefix(d, "d"), strings.TrimPrefix(city, "city"))
	case KindSanctuary:
		return "Sanctuary of All Gods"
	}
	return strings.ToUpper(id[:1]) + strings.TrimRightFunc(id[1:], func(r rune) bool { return r >= '0' && r <= '9' }) + " " +
		strings.TrimLeftFunc(id, func(r rune) bool { return r < '0' || r > '9' })
}

// describeRegion says what a region is on a side, with its neighbours.
func describeRegion(l *Layout, r Region) string {
	info := l.Regions[r]
	var b strings.Builder
	switch info.Kind {
	case KindDistrict:
		b.WriteString("A district: room for one pyramid of its city's owner.")
	case KindDesert:
		b.WriteString("A desert.")
	case KindTemple:
		if info.Bank == BankDelta {
			fmt.Fprintf(&b, "The delta temple: 1 temporary VP while you hold it; at the end of the Day its holder may send %d unit home for %d PP (nothing without it).", info.Sacrifice, info.TemplePP)
		} else {
			fmt.Fprintf(&b, "A temple: 1 temporary VP while you hold it, and %d PP at the end of every Day.", info.TemplePP)
		}
	case KindSanctuary:
		fmt.Fprintf(&b, "The Sanctuary of All Gods: at the end of the Day its holder may send %d units home for 1 permanent VP. Not a temple.", info.Sacrifice)
	}
	if info.Obelisk {
		b.WriteString(" It has an obelisk: troops teleport to it.")
	}
	switch info.Bank {
	case BankEast:
		b.WriteString(" East bank: in play at 4 and 5 players only.")
	case BankDelta:
		b.WriteString(" In the delta, cut off from the rest: reached and left only by teleporting (or going home).")
	}
	var land, harbour, wall []string
	for _, e := range l.Edges[r] {
		id := l.Regions[e.To].ID
		switch e.Kind {
		case EdgeLand:
			land = append(land, id)
		case EdgeHarbor:
			harbour = append(harbour, id)
		case EdgeWall:
			wall = append(wall, id)
		}
	}
	if len(land) > 0 {
		b.WriteString(" Borders " + strings.Join(land, ", ") + ".")
	}
	if len(harbour) > 0 {
		b.WriteString(" Harbour crossing to " + strings.Join(harbour, ", ") + " (one step).")
	}
	if len(wall) > 0 {
		b.WriteString(" Through the city wall: " + strings.Join(wall, ", ") + ".")
	}
	return b.String()
}
