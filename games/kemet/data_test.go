package kemet

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func readSpec(t *testing.T) string {
	t.Helper()
	text, err := os.ReadFile(specPath)
	if err != nil {
		t.Skipf("the spec is not beside the project: %v", err)
	}
	return string(text)
}

// specRows are the table rows of the spec whose first cell is `id`, split
// into trimmed cells (backquotes removed).
func specRows(spec string) map[string][]string {
	rows := map[string][]string{}
	for _, line := range strings.Split(spec, "\n") {
		if !strings.HasPrefix(line, "| `") {
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(strings.ReplaceAll(cells[i], "`", ""))
		}
		id := strings.Fields(cells[0])[0]
		if _, seen := rows[id]; !seen {
			rows[id] = cells
		}
	}
	return rows
}

func specID(ref string) string { return strings.ReplaceAll(ref, "-", "_") }

// Every tile is the spec's §4.2 row: level, copies, cost, colour, name;
// 48 tiles, 4 of each colour and level.
func TestTilesAreTheSpecs(t *testing.T) {
	rows := specRows(readSpec(t))
	perColourLevel := map[[2]int]int{}
	total := 0
	for k := Tile(0); k < nTiles; k++ {
		tl := tiles[k]
		row, ok := rows[specID(tl.Ref)]
		if !ok {
			t.Errorf("%s: no row in the spec", tl.Ref)
			continue
		}
		// | Id | Lvl | Name (Russian) | Copies | Cost | Timing | Effect |
		if row[1] != strconv.Itoa(int(tl.Level)) || row[3] != strconv.Itoa(int(tl.Copies)) || row[4] != strconv.Itoa(int(tl.Level)) {
			t.Errorf("%s: level %d copies %d; the spec's row %q", tl.Ref, tl.Level, tl.Copies, row[:5])
		}
		if !strings.HasPrefix(row[2], tl.Name) {
			t.Errorf("%s: named %q, the spec %q", tl.Ref, tl.Name, row[2])
		}
		if colour := map[byte]Colour{'R': Red, 'B': Blue, 'W': White}[tl.Ref[0]]; colour != tl.Colour {
			t.Errorf("%s: %s", tl.Ref, tl.Colour)
		}
		if (tl.Creature != NoCreature) != (row[5] == "creature" || strings.HasPrefix(row[5], "creature/")) {
			t.Errorf("%s: creature %d, timing %q", tl.Ref, tl.Creature, row[5])
		}
		perColourLevel[[2]int{int(tl.Colour), int(tl.Level)}] += int(tl.Copies)
		total += int(tl.Copies)
	}
	if total != 48 {
		t.Errorf("%d tiles, want 48", total)
	}
	for key, n := range perColourLevel {
		if n != 4 {
			t.Errorf("%s level %d: %d tiles, want 4", Colour(key[0]), key[1], n)
		}
	}
}

// Creatures are §4.3's rows; each names the tile that names it.
func TestCreaturesAreTheSpecs(t *testing.T) {
	spec := readSpec(t)
	for c := Creature(0); c < nCreatures; c++ {
		cr := creatures[c]
		if tiles[cr.Tile].Creature != c {
			t.Errorf("%s: its tile %s does not bring it", cr.Ref, tiles[cr.Tile].Ref)
		}
		// | Royal Scarab | `R3_ROYAL_SCARAB` | +2 | +2 | 0 | 0 | …
		re := regexp.MustCompile(`\| ` + regexp.QuoteMeta(cr.Name) + " \\| `" + specID(tiles[cr.Tile].Ref) + "` \\| ([+0-9]+) \\| ([+0-9]+) \\| ([+0-9]+) \\| ([+0-9]+) \\|")
		m := re.FindStringSubmatch(spec)
		if m == nil {
			t.Errorf("%s: no row in §4.3", cr.Name)
			continue
		}
		for i, v := range []int8{cr.Movement, cr.Strength, cr.Damage, cr.Protect} {
			if n, _ := strconv.Atoi(strings.TrimPrefix(m[i+1], "+")); n != int(v) {
				t.Errorf("%s: %v, the spec %v", cr.Name, []int8{cr.Movement, cr.Strength, cr.Damage, cr.Protect}, m[1:])
				break
			}
		}
	}
	if !creatures[Phoenix].IgnoresWalls || !creatures[DeepDesertSnake].CancelsCreature {
		t.Error("the Phoenix's and the Snake's specials")
	}
}

// Battle cards are §4.4's rows, their ref naming their numbers.
func TestBattleCardsAreTheSpecs(t *testing.T) {
	rows := specRows(readSpec(t))
	for b := BattleCard(0); b < nBattleCards; b++ {
		bc := battleCards[b]
		row, ok := rows[specID(bc.Ref)]
		if !ok {
			t.Errorf("%s: no row", bc.Ref)
			continue
		}
		want := []string{strconv.Itoa(int(bc.Strength)), strconv.Itoa(int(bc.Damage)), strconv.Itoa(int(bc.Protect))}
		if row[1] != want[0] || row[2] != want[1] || row[3] != want[2] {
			t.Errorf("%s: %v, the spec %v", bc.Ref, want, row[1:4])
		}
		if b < nBaseBattleCards && bc.Ref != "BC-"+strings.Join(want, "-") {
			t.Errorf("%s names other numbers than %v", bc.Ref, want)
		}
	}
}

// DI cards are §4.5's rows: copies and cost; 35 in all.
func TestDICardsAreTheSpecs(t *testing.T) {
	rows := specRows(readSpec(t))
	total := 0
	for d := DI(0); d < nDI; d++ {
		di := diCards[d]
		row, ok := rows[specID(di.Ref)]
		if !ok {
			t.Errorf("%s: no row", di.Ref)
			continue
		}
		// | Id | Name (Russian) | Copies | Cost | Timing | Effect |
		if row[2] != strconv.Itoa(int(di.Copies)) || row[3] != strconv.Itoa(int(di.Cost)) || !strings.HasPrefix(row[1], di.Name) {
			t.Errorf("%s: %q, %d copies, cost %d; the spec %q", di.Ref, di.Name, di.Copies, di.Cost, row[1:4])
		}
		battle := row[4] == "Battle"
		if battle != (di.Timing == TimeBattle) {
			t.Errorf("%s: timing %d, the spec %q", di.Ref, di.Timing, row[4])
		}
		if battle {
			// "+N strength/damage/protection in this battle."
			m := regexp.MustCompile(`\+(\d) (strength|damage|protection)`).FindStringSubmatch(row[5])
			got := map[string]int8{"strength": di.Strength, "damage": di.Damage, "protection": di.Protect}
			if m == nil || strconv.Itoa(int(got[m[2]])) != m[1] || di.Strength+di.Damage+di.Protect != got[m[2]] {
				t.Errorf("%s: %+v, the spec %q", di.Ref, di, row[5])
			}
		}
		total += int(di.Copies)
	}
	if total != 35 {
		t.Errorf("%d DI cards, want 35", total)
	}
}

// The action spaces are §3.4.1's rows.
func TestSpacesAreTheSpecs(t *testing.T) {
	rows := specRows(readSpec(t))
	for s := Space(0); s < nSpaces; s++ {
		sp := spaces[s]
		row, ok := rows[sp.Ref]
		if !ok {
			t.Errorf("%s: no row", sp.Ref)
			continue
		}
		if r, _ := strconv.Atoi(strings.Fields(row[1])[0]); r != int(sp.Row) && !(sp.Row == 0 && row[1] == "top") {
			t.Errorf("%s: row %d, the spec %q", sp.Ref, sp.Row, row[1])
		}
	}
}

// Raising costs the sum of the levels reached: §3.5.2's table.
func TestRaiseCost(t *testing.T) {
	for _, tc := range []struct{ from, to, cost int }{
		{0, 1, 1}, {1, 2, 2}, {2, 3, 3}, {3, 4, 4}, {0, 2, 3}, {1, 3, 5}, {0, 3, 6}, {2, 4, 7}, {1, 4, 9}, {0, 4, 10},
	} {
		if got := raiseCost(tc.from, tc.to); got != tc.cost {
			t.Errorf("%d→%d costs %d, want %d", tc.from, tc.to, got, tc.cost)
		}
	}
	// With Slaves, 0→4 costs 6 (the rulebook's FAQ).
	if got := raiseCost(0, 4) - slavesDiscount*4; got != 6 {
		t.Errorf("0→4 with Slaves costs %d, want 6", got)
	}
}

// Each rules number is where the spec states it: the phrase is found in
// the spec with the number the code holds.
func TestNumbersAreTheSpecs(t *testing.T) {
	spec := readSpec(t)
	for _, tc := range []struct {
		name   string
		value  int
		phrase string // the number written as %d
	}{
		{"unitsEach", unitsEach, "| Units per player | %d |"},
		{"troopLimit", troopLimit, "| Max units per troop | %d (7 with"},
		{"troopLimitLegion", troopLimitLegion, "| Max units per troop | 5 (%d with"},
		{"creaturesPerTroop", creaturesPerTroop, "| Max creatures per troop/region per player | %d |"},
		{"ppCap", ppCap, "| PP cap | %d;"},
		{"ppStart", ppStart, "| Starting PP | %d |"},
		{"tokensEach", tokensEach, "| Normal action tokens per player per day | %d |"},
		{"baseMovement", baseMovement, "| Base movement capacity | %d |"},
		{"teleportCost", teleportCost, "| Teleport cost | %d PP |"},
		{"battleHand", battleHand, "| Battle cards in hand at start | %d |"},
		{"startDI", startDI, "deal **one** face down"},
		{"nightPrayer", nightPrayer, "Every player gains %d PP, plus 2 if"},
		{"highPriestPP", highPriestPP, "plus %d if they own *High Priest*"},
		{"priestOfAmonPP", priestOfAmonPP, "and %d if they own *Priest of Amon*"},
		{"nightDI", nightDI, "each player draws %d DI card"},
		{"unitsAtStart", unitsAtStart, "Each player places **%d units** in their own city"},
		{"vpShort", vpShort, "| Victory threshold | %d VP (short game)"},
		{"vpLong", vpLong, "or %d VP (long game)"},
		{"vpBeginner", vpBeginner, "| Beginner variant threshold | %d VP"},
		{"pyramidMax", pyramidMax, "target level T with L < T ≤ %d"},
		{"pyramidMaxBeginner", pyramidMaxBeginner, "(beginner: T ≤ %d)"},
		{"nPyramids", nPyramids, "three pyramids per player"},
		{"visionLook", visionLook, "look at %d cards, keep 1"},
		{"raiseLevel4VP", raiseLevel4VP, "**+%d temporary VP**"},
		{"chargeStrength", chargeStrength, "+%d strength in battles where you are the attacker"},
		{"stargateDiscount", stargateDiscount, "Your teleports cost %d PP less"},
		{"godSpeedMovement", godSpeedMovement, "+%d movement capacity for every Move action"},
		{"carnageDamage", carnageDamage, "+%d damage in all your battles"},
		{"bladesStrength", bladesStrength, "+%d strength in all your battles"},
		{"divineWoundPerCard", divineWoundPerCard, "+%d strength per DI card you discard"},
		{"victoryPointVP", victoryPointVP, "| Buy | +%d permanent VP."},
		{"initiativeKills", initiativeKills, "the defender loses %d units"},
		{"scribeUnits", scribeUnits, "Each Recruit action gives you %d extra units"},
		{"defenseStrength", defenseStrength, "+%d strength in battles where you are the defender"},
		{"shieldProtection", shieldProtection, "+%d protection in all your battles"},
		{"defensiveVictoryVP", defensiveVictoryVP, "with ≥ 1 surviving unit: +%d permanent VP"},
		{"reinforcementsUnits", reinforcementsUnits, "add up to %d units from your reserve"},
		{"sphinxVP", sphinxVP, "On purchase: +%d permanent VP"},
		{"priestPP", priestPP, "+%d PP on each Pray action"},
		{"priestessDiscount", priestessDiscount, "Power tiles cost you %d PP less"},
		{"slavesDiscount", slavesDiscount, "costs %d PP less per level raised"},
		{"crusadePP", crusadePP, "+%d PP per enemy unit you destroy"},
		{"divineBoonDI", divineBoonDI, "+%d DI card in the Night draw"},
		{"handOfGodLevels", handOfGodLevels, "raise one of your pyramids by %d level for free"},
		{"holyWarPP", holyWarPP, "+%d PP for each battle you win"},
		{"priestOfRaDiscount", priestOfRaDiscount, "Every payment of PP costs %d less"},
		{"mummyDI", mummyDI, "Also +%d DI card in the Night draw"},
		{"prayPP", prayPP, "Gain %d PP, +1 if the player owns *Priest*"},
		{"prayerPP", prayerPP, "| Day | Gain %d PP. |"},
		{"enlistmentUnits", enlistmentUnits, "Add %d units from your reserve to your own city"},
		{"rainingFireKills", rainingFireKills, "Destroy one enemy unit anywhere"},
		{"manaTheftLoss", manaTheftLoss, "Every opponent loses %d PP"},
		{"manaTheftGain", manaTheftGain, "you gain %d PP in total"},
	} {
		phrase := tc.phrase
		if strings.Contains(phrase, "%d") {
			phrase = strings.Replace(phrase, "%d", strconv.Itoa(tc.value), 1)
		} else if tc.value != map[string]int{"one": 1, "three": 3}[strings.Fields(strings.NewReplacer("*", "").Replace(phrase))[wordAt(phrase)]] {
			t.Errorf("%s = %d, the spec says %q", tc.name, tc.value, phrase)
		}
		if !strings.Contains(spec, phrase) {
			t.Errorf("%s = %d: the spec has no %q", tc.name, tc.value, phrase)
		}
	}
}

// wordAt is the index of the number word in the phrases that spell it.
func wordAt(phrase string) int {
	for i, w := range strings.Fields(strings.NewReplacer("*", "").Replace(phrase)) {
		if w == "one" || w == "three" {
			return i
		}
	}
	return 0
}
