package tekhenu

// Every printed datum of Tekhenu lives in this file, each with its source
// (tags of ../shared/rules/tekhenu.md §1.1). Values the sources do not give
// are marked ASSUMED with the spec's A-number (§17), so that a correction is
// a one-line change here and nowhere else.

// Wheel (§15.1) [NAV]: brightness of sector g at wheel offset k is
// wheelPattern[(g-k) mod 6].
var wheelPattern = [6]Brightness{Sunny, Sunny, Shaded, Dark, Dark, Shaded}

// purity[brightness][colour] (§5.2) [S000].
var purity = [3][nColours]Status{
	Sunny:  {White: Pure, Yellow: Tainted, Black: Forbidden, Brown: Forbidden, Grey: Tainted, Red: Tainted, Blue: Tainted, Green: Pure},
	Shaded: {White: Tainted, Yellow: Pure, Black: Tainted, Brown: Pure, Grey: Tainted, Red: Tainted, Blue: Tainted, Green: Pure},
	Dark:   {White: Forbidden, Yellow: Forbidden, Black: Pure, Brown: Tainted, Grey: Tainted, Red: Tainted, Blue: Tainted, Green: Pure},
}

// Dice (§2.4, §15.1): 26 in the box (derived), some removed by player count [S000].
var diceInBox = [nColours]int{White: 5, Black: 5, Yellow: 5, Brown: 5, Grey: 6}

// The base game's dice come first in State.Dice, the expansion's after them.
const baseDice = 26

var diceRemoved = map[int][nColours]int{
	1: {White: 1, Black: 1, Yellow: 1, Brown: 1},
	2: {White: 1, Black: 1, Yellow: 1, Brown: 1},
	3: {Grey: 2},
	4: {},
}

const (
	totalDice       = baseDice + 5 // with the expansion's red, blue and green
	dicePerSector   = 3            // setup [S000]
	startingReveal2 = 5            // starting cards revealed with 2 players [S000]
)

// Horus area (§15.2). The tile in slot v names a god; the bonus belongs to
// the slot. defaultHorusGods is the printed arrangement: ASSUMED A-01.
var defaultHorusGods = [7]God{0, Horus, Ra, Hathor, Bastet, Thoth, Osiris}

// bonusKind of a Horus slot's printed bonus.
type bonusKind int8

const (
	bonusGold bonusKind = iota
	bonusResourceChoice
	bonusVP2
	bonusScribe
	bonusHappiness2
)

// horusBonus[v] for a human owner: slot 4 from [S000] example 13, the others
// ASSUMED A-02.
var horusBonus = [7]bonusKind{0, bonusGold, bonusResourceChoice, bonusVP2, bonusGold, bonusScribe, bonusHappiness2}

// godStatueSlots usable per god by player count (§15.3) [S000].
func godStatueSlots(players int) int {
	switch players {
	case 4:
		return 3
	case 3:
		return 2
	}
	return 1
}

// People statue slots (§15.3): alignment [NAV], one gold each at setup [S000].
type PeopleSlot int8

const (
	TSRow PeopleSlot = iota // temple, aligned with row R3
	TSCol                   // temple, aligned with column C3
	OSW                     // Osiris, above papyrus and bread
	OSQ                     // Osiris, above limestone and granite
	nPeopleSlots
)

var peopleSlotNames = [nPeopleSlots]string{"ts-row", "ts-col", "os-w", "os-q"}

const templeStatueLine = 2 // row R3 / column C3, zero-based

// Ra display (§15.4): slot chosen by die value [S000]; VP ASSUMED A-03.
const (
	raLeft   = 0
	raMiddle = 1
	raRight  = 2
)

var raSlotNames = [3]string{"left", "middle", "right"}
var raSlotVP = [3]int{raLeft: 1, raMiddle: 2, raRight: 3}

func raSlotFor(value int) int {
	switch {
	case value >= 5:
		return raLeft
	case value >= 3:
		return raMiddle
	}
	return raRight
}

// Temple cell rewards (§15.5): ASSUMED A-07, a Latin square. faithReward
// marks faith tokens in the reward kind.
const faithReward Res = nRes

type reward struct {
	Kind Res
	N    int
}

var templeCells = func() (c [5][5]reward) {
	amount := map[Res]int{Papyrus: 2, Bread: 2, Limestone: 1, Granite: 2, faithReward: 3}
	kinds := [5][5]Res{
		{Papyrus, Bread, Limestone, Granite, faithReward},
		{Limestone, Granite, faithReward, Papyrus, Bread},
		{faithReward, Papyrus, Bread, Limestone, Granite},
		{Bread, Limestone, Granite, faithReward, Papyrus},
		{Granite, faithReward, Papyrus, Bread, Limestone},
	}
	for r := range kinds {
		for col, k := range kinds[r] {
			c[r][col] = reward{k, amount[k]}
		}
	}
	return c
}()

// Temple border segments (ASSUMED A-06), indexed by row or column.
var (
	borderTop    = [5]byte{'a', 'b', 'a', 'b', 'a'}
	borderRight  = [5]byte{'a', 'b', 'a', 'b', 'a'}
	borderBottom = [5]byte{'b', 'a', 'b', 'a', 'b'}
	borderLeft   = [5]byte{'b', 'a', 'b', 'a', 'b'}
)

// Temple building slots (§15.6) [ZEB][NAV]: 0–4 are HR1–HR5 (rows), 5–9
// HC1–HC5 (columns). Costs ASSUMED A-08; usable with 2–3 players ASSUMED A-09.
type hathorSlot struct {
	Row, Col   int // one of them is -1
	Bread      int
	MinPlayers int
}

var hathorSlots = [10]hathorSlot{
	{0, -1, 2, 4}, {1, -1, 3, 1}, {2, -1, 4, 1}, {3, -1, 3, 1}, {4, -1, 2, 1},
	{-1, 0, 2, 1}, {-1, 1, 3, 1}, {-1, 2, 4, 1}, {-1, 3, 3, 1}, {-1, 4, 2, 4},
}

func hathorSlotName(i int) string {
	if i < 0 || i > 9 {
		return "?"
	}
	if i < 5 {
		return "hr" + string(rune('1'+i))
	}
	return "hc" + string(rune('1'+i-5))
}

// Osiris area (§15.7): districts left to right [S000]; rows 1–6.
var districts = [4]Res{Papyrus, Bread, Limestone, Granite}

// osirisRow effects (§8.6) [S000]; partner and own-resource reading ASSUMED A-10.
type osirisRow struct {
	Own, Partner, Any int // production steps
	Gain, Gold        int // resources gained of the district, gold
}

var osirisRows = [7]osirisRow{
	1: {Own: 1, Gain: 1},
	2: {Own: 1, Gain: 1}, // plus the row-2 board gold for the first builder
	3: {Own: 1, Partner: 1, Gain: 1},
	4: {Own: 1, Partner: 1, Gain: 1, Gold: 1},
	5: {Own: 2, Gain: 2},
	6: {Own: 2, Any: 1, Gain: 2},
}

// Player mat (§15.8): statue granite costs ASSUMED A-11; building row
// symbols uncovered by the n-th building ASSUMED A-12.
var statueCost = [6]int{1, 2, 2, 3, 3, 4}

type rowSymbol struct{ VP, Bread int }

var buildingRow = [10]rowSymbol{{0, 1}, {2, 0}, {0, 1}, {3, 0}, {0, 2}, {4, 0}, {0, 2}, {5, 0}, {0, 3}, {6, 0}}

const (
	startProduction = 2
	maxProduction   = 6
	startVP         = 10
	startHappiness  = 2
	startPopulation = 5
	trackMax        = 21 // ASSUMED A-13
	maatMin         = -10
	maatMax         = 10 // ASSUMED A-14
	buildingsEach   = 10
	pillarsEach     = 8
	statuesEach     = 6
)

// symbols on the population track (§9): ▲ count of the highest symbol cell
// at or below position p. Population uses the same cells (ASSUMED A-17).
func symbols(p int) int {
	switch {
	case p >= 21:
		return 5
	case p >= 19:
		return 4
	case p >= 16:
		return 3
	case p >= 13:
		return 2
	case p >= 9:
		return 1
	}
	return 0
}

// thothSections: highest market section a happiness value may take from.
func thothSections(happiness int) int {
	switch {
	case happiness >= 13:
		return 4
	case happiness >= 9:
		return 3
	case happiness >= 5:
		return 2
	case happiness >= 1:
		return 1
	}
	return 0
}

// maatPenalty (§11 step 4) [S000] for a clamped balance.
func maatPenalty(balance int) int {
	switch {
	case balance <= -9:
		return 3
	case balance <= -6:
		return 2
	case balance <= -3:
		return 1
	}
	return 0
}

var statueCountVP = [7]int{0, 1, 3, 6, 10, 15, 21}

// Market sections (§10.1): slot types [S000]; order ASSUMED A-16.
var marketSlots = [4][]CardKind{
	{Blessing, Blessing, Tech},
	{Blessing, Blessing, Tech, Tech},
	{Blessing, Tech, Tech, Decree},
	{Blessing, Tech, Decree, Decree},
}

// Pillar tiles P01–P27 (§14.1): background and property [S000]; cost and
// edges (N E S W) ASSUMED.
type pillarTile struct {
	Background Brightness
	Cost       int
	Edges      [4]byte
}

var pillarTiles = [28]pillarTile{
	1: {Sunny, 2, [4]byte{'a', 'a', 'b', 'b'}}, 2: {Dark, 2, [4]byte{'a', 'b', 'a', 'b'}},
	3: {Shaded, 2, [4]byte{'a', 'a', 'a', 'b'}}, 4: {Sunny, 2, [4]byte{'b', 'b', 'b', 'a'}},
	5: {Dark, 2, [4]byte{'b', 'b', 'a', 'a'}}, 6: {Shaded, 2, [4]byte{'b', 'a', 'b', 'a'}},
	7: {Sunny, 2, [4]byte{'a', 'a', 'a', 'a'}}, 8: {Shaded, 2, [4]byte{'b', 'b', 'b', 'b'}},
	9: {Dark, 2, [4]byte{'a', 'b', 'a', 'a'}}, 10: {Dark, 3, [4]byte{'b', 'a', 'b', 'b'}},
	11: {Sunny, 3, [4]byte{'a', 'b', 'b', 'a'}}, 12: {Shaded, 3, [4]byte{'a', 'b', 'a', 'b'}},
	13: {Sunny, 3, [4]byte{'a', 'a', 'b', 'a'}}, 14: {Dark, 3, [4]byte{'b', 'b', 'a', 'b'}},
	15: {Shaded, 3, [4]byte{'b', 'a', 'a', 'b'}}, 16: {Shaded, 3, [4]byte{'a', 'a', 'a', 'a'}},
	17: {Sunny, 3, [4]byte{'b', 'b', 'b', 'b'}}, 18: {Dark, 3, [4]byte{'b', 'a', 'b', 'a'}},
	19: {Sunny, 2, [4]byte{'b', 'a', 'a', 'a'}}, 20: {Shaded, 2, [4]byte{'a', 'b', 'b', 'b'}},
	21: {Dark, 2, [4]byte{'a', 'a', 'b', 'b'}}, 22: {noBackground, 1, [4]byte{'b', 'b', 'a', 'a'}},
	23: {noBackground, 1, [4]byte{'a', 'b', 'a', 'b'}}, 24: {noBackground, 1, [4]byte{'a', 'a', 'a', 'b'}},
	25: {noBackground, 1, [4]byte{'b', 'b', 'b', 'a'}}, 26: {noBackground, 1, [4]byte{'a', 'a', 'a', 'a'}},
	27: {noBackground, 1, [4]byte{'b', 'b', 'b', 'b'}},
}

// decreeSymbol (§14.4): ASSUMED A-15, card number mod 5 (1→A … 0→E).
func decreeSymbol(n int) int { return (n + 4) % 5 }

// Starting card initiative = its number; destiny ankh = number − 1 [S000].
const (
	ankhT15   = 5
	ankhBot   = 4
	t15Faith  = 2
	nStarting = 12
	nDestiny  = 4
	nDeck     = nBaseDeck + 5 // the longest deck with the expansion: technologies
)
