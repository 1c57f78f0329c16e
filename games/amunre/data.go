package amunre

// Every table of the specification's §13 and every ASSUMED value of §17,
// in one place, each with its source tag as the specification gives it:
// [S] the seed rulebook (Russian, seed 002), [S-ex] a number implied by one
// of its worked examples, [P1]…[P22] a public reference (2003 edition
// unless noted), [A] an assumption (§17 A-number). Nothing else in the
// package writes a number of the board or of a card.

// Players: 3 to 5 [P7] (A30); the components cap the count at 5 [S].
const (
	minPlayers     = 3
	maxPlayers     = 5
	defaultPlayers = 4
	maxSeats       = maxPlayers
)

// Game length [S: Goal, Round structure]: two eras of three rounds.
const (
	roundsPerEra = 3
	lastRound    = 2 * roundsPerEra
)

// Setup [S: setup 6, 7, 10, 11].
const (
	startGold          = 20 // [S: setup 10]
	provincesPerPlayer = 3  // province deck = 3 × players [S: setup 7]
)

// bidTrack is the gold of each bid cell of a province card: triangular
// numbers [P8][P9], the 2003 edition's, assumed unchanged (A12, R26); the
// seed's examples use 0, 3, 6 and 10, which fit.
var bidTrack = [...]int{0, 1, 3, 6, 10, 15, 21, 28, 36}

const bidCells = len(bidTrack)

// cost is the price of the n-th item of one type bought in one market
// step: n items cost 1 + 2 + … + n = n(n+1)/2 [S: Market][P2][P13], so each
// further item costs its number. §6.2, T5.
func cost(n int) int { return n * (n + 1) / 2 }

// maxFavorPurchase is the length of the Favor-card purchase track, "0–4"
// [S: Market][P18].
const maxFavorPurchase = 4

// Offering tokens (§7.2, §13.3): the total offered picks the token, and the
// token's level sets farmer income, the camel and temple VP.
//
//	level 1 "≤2"    total ≤ 2         [S: components][P7]
//	level 2 "3–12"  3 ≤ total ≤ 12     [S: l. 327]
//	level 3 "13–22" 13 ≤ total ≤ 22    [S: l. 349]
//	level 4 "23≤"   total ≥ 23         [S: l. 455]
const levels = 4

// levelOf is the token a total places (R23: every negative total is "≤2").
func levelOf(total int) int {
	switch {
	case total <= 2:
		return 1
	case total <= 12:
		return 2
	case total <= 22:
		return 3
	}
	return 4
}

// levelData is one offering token. Index 0 is unused (no token yet).
type levelData struct {
	Label string
	// FarmerGold is each farmer's harvest income. Level 3 is printed in
	// an example [S-ex: l. 461]; the rest are derived from [S]: the token's
	// gold value is both farmer income (l. 208, l. 360) and VP per temple,
	// +1/+2/+3/+4 (l. 375, l. 536); level 2 also [P4]. (Formerly A13.)
	FarmerGold int
	// Camel: caravans pay. Level 3 has none [S-ex: l. 461]; levels 1, 2
	// yes and 4 no are the 2003 board's [P4], ASSUMED unchanged (A33).
	Camel bool
	// TempleVP per temple symbol at an interim scoring [S: l. 375, l. 536].
	TempleVP int
}

var levelTable = [levels + 1]levelData{
	{},
	{Label: "≤2", FarmerGold: 1, Camel: true, TempleVP: 1},
	{Label: "3–12", FarmerGold: 2, Camel: true, TempleVP: 2},
	{Label: "13–22", FarmerGold: 3, Camel: false, TempleVP: 3},
	{Label: "23≤", FarmerGold: 4, Camel: false, TempleVP: 4},
}

// Offering rewards by rank [S: Offering]: 3 to the highest offering, 2 to
// the second, 1 to every other player who offered gold.
var rewardsByRank = [...]int{3, 2}

const rewardsOthers = 1

// theftGold is what the Theft card takes from the reserve and takes off
// the total [S: Offering, Theft].
const theftGold = 3

// offeringChange is the step of an Offering Change card [S: Favor
// explanations]; ±3 only (R12, A18).
const offeringChange = 3

// treasuryGold replaces a province's harvest [S: Treasury].
const treasuryGold = 8

// Interim scoring (§9.2, §13.5) [S][P5][P16].
const (
	setBonusPerPyramid = 3 // pyramids of the controlled province with fewest
	sideBonus          = 5 // most pyramids on a side of the Nile
	yellowCardVP       = 3 // each fulfilled yellow Favor card kind
	masterScribeNeeds  = 7 // Favor symbols, instant and permanent [S]
	masterFarmerNeeds  = 9 // farmers, field and free [S]
)

// goldRankVP is the final bonus for the most gold, the second and the
// third, competition-ranked [S: Final scoring][P5].
var goldRankVP = [...]int{6, 4, 2}

// Favor card kinds (§11): their count in the 39-card deck [S: Favor
// explanations]. The numbering is the engine's.
type Kind int8

const (
	Protection Kind = iota
	Bribe
	Architect
	FreeFarmer
	OfferingChange
	BountifulHarvest
	Treasury
	MasterScribe
	MasterFarmer
	WestOrEast
	ShoreOrOutskirts
	UpperOrLower
	numKinds
)

// kindData is one kind of Favor card.
type kindData struct {
	Ref   string // glossary ref and move word
	Name  string
	Count int
	// Phase is when it is played: auction, market, offering, harvest, or
	// scoring for the yellow cards (scored automatically, A21).
	Phase  Phase
	Yellow bool
}

var kinds = [numKinds]kindData{
	Protection:       {Ref: "protection", Name: "Protection", Count: 2, Phase: PhaseAuction},
	Bribe:            {Ref: "bribe", Name: "Bribe", Count: 2, Phase: PhaseAuction},
	Architect:        {Ref: "architect", Name: "Architect", Count: 8, Phase: PhaseMarket},
	FreeFarmer:       {Ref: "free-farmer", Name: "Free Farmer", Count: 5, Phase: PhaseMarket},
	OfferingChange:   {Ref: "offering-change", Name: "Offering Change", Count: 4, Phase: PhaseOffering},
	BountifulHarvest: {Ref: "bountiful-harvest", Name: "Bountiful Harvest", Count: 5, Phase: PhaseHarvest},
	Treasury:         {Ref: "treasury", Name: "Treasury", Count: 3, Phase: PhaseHarvest},
	MasterScribe:     {Ref: "master-scribe", Name: "Master Scribe", Count: 2, Phase: PhaseScoring, Yellow: true},
	MasterFarmer:     {Ref: "master-farmer", Name: "Master Farmer", Count: 2, Phase: PhaseScoring, Yellow: true},
	WestOrEast:       {Ref: "west-or-east", Name: "West or East", Count: 2, Phase: PhaseScoring, Yellow: true},
	ShoreOrOutskirts: {Ref: "shore-or-outskirts", Name: "Nile Shore or Outskirts", Count: 2, Phase: PhaseScoring, Yellow: true},
	UpperOrLower:     {Ref: "upper-or-lower", Name: "Upper or Lower Egypt", Count: 2, Phase: PhaseScoring, Yellow: true},
}

// yellowKinds are the kinds scored at the interim scorings rather than
// played.
var yellowKinds = func() []Kind {
	var ks []Kind
	for k := range Kind(numKinds) {
		if kinds[k].Yellow {
			ks = append(ks, k)
		}
	}
	return ks
}()

// numFavorCards is the deck: 2+2+8+5+4+5+3+2+2+2+2+2 [S].
const numFavorCards = 39

// Provinces (§13.6), numbered by position along the Nile from the delta.
type Province int8

const (
	Buto Province = iota
	Damanhur
	Mendes
	Avaris
	Memphis
	Faiyum
	Amarna
	Sawu
	Abydos
	Thebes
	Dakhla
	Kharga
	Edfu
	Abu
	Berenike
	numProvinces
)

const noProvince Province = -1

// Region, side of the Nile and shore are the classes yellow cards and the
// side bonus read.
type Region int8

const (
	Lower Region = iota // downstream, 7 provinces [S]
	Upper               // upstream, 8 provinces [S]
)

type Side int8

const (
	West Side = iota // 8 provinces [P18]
	East             // 7 provinces [P18]
)

// Land is what a province card and its board space print: static, but
// kept in the state (State.Board) so that a test fixture can override any
// value (§18's fixture rule) and correcting ASSUMED data never changes a
// test's numbers.
type Land struct {
	Region Region `json:"region"`
	Side   Side   `json:"side"`
	Shore  bool   `json:"shore"` // on the Nile shore; false: outskirts
	Fields int8   `json:"fields"`
	// Favor: permanent Favor symbols, the market purchase limit (R8).
	Favor int8 `json:"favor"`
	// Instant reward, taken by the province's winner at the auction's end.
	InstantFavor  int8 `json:"instant_favor"` // face-down Favor cards; also symbols for Master Scribe
	InstantGold   int8 `json:"instant_gold"`
	InstantStones int8 `json:"instant_stones"`
	Temples       int8 `json:"temples"`
	Mine          int8 `json:"mine"`    // gold every harvest
	Caravan       int8 `json:"caravan"` // gold every harvest with a camel on the token
}

// provinceData is a province's names and printed data with its sources.
type provinceData struct {
	Ref     string // glossary ref and move word
	Name    string
	Sources string
	Land
}

// provinces is §13.6. Names: Buto, Mendes, Avaris, Abydos, Thebes, Dakhla,
// Edfu [S]; Memphis, Damanhur, Amarna, Sawu, Kharga, Abu, Berenike [P2]
// [P4][P5]; Faiyum ASSUMED (A1). Regions A1, sides A2 (8 W / 7 E [P18]),
// shores A3 (8 / 7 split [P12], direction assumed), fields A5, permanent
// Favor symbols A6, temples A7, mines A8, caravans A9, instant rewards
// A10. A 0 mine or caravan is sourced [P4] (it lists them all), a 0 temple
// [P5].
var provinces = [numProvinces]provinceData{
	Buto: {Ref: "buto", Name: "Buto",
		Sources: "region/side/shore [A1-A3]; fields 5 [A5; S-ex ≥5]; Favor 0 [S-ex][P2]; instant 1 Favor [S-ex]",
		Land:    Land{Region: Lower, Side: West, Shore: true, Fields: 5, Favor: 0, InstantFavor: 1}},
	Damanhur: {Ref: "damanhur", Name: "Damanhur",
		Sources: "region/side/shore [A1-A3]; fields 2 [A5]; Favor 1 [A6]; no instant [A10]; temples 2 [P5][P17]",
		Land:    Land{Region: Lower, Side: West, Shore: false, Fields: 2, Favor: 1, Temples: 2}},
	Mendes: {Ref: "mendes", Name: "Mendes",
		Sources: "region/side/shore [A1-A3]; fields 4 [A5; S-ex ≥4]; Favor 0 [S-ex][P2]; no instant [S-ex]",
		Land:    Land{Region: Lower, Side: East, Shore: true, Fields: 4, Favor: 0}},
	Avaris: {Ref: "avaris", Name: "Avaris",
		Sources: "region/side/shore [A1-A3]; fields 2 [A5; S-ex ≥1]; Favor 1 [A6; S-ex ≥1; P2 ≤3]; no instant [S-ex]; caravan 8 [P4 listing order, A9]",
		Land:    Land{Region: Lower, Side: East, Shore: false, Fields: 2, Favor: 1, Caravan: 8}},
	Memphis: {Ref: "memphis", Name: "Memphis",
		Sources: "region/side [A1-A2]; shore [P17]; fields 3 [A5]; Favor 3 [P2]; instant 1 stone [P17 stones; count A10]",
		Land:    Land{Region: Lower, Side: West, Shore: true, Fields: 3, Favor: 3, InstantStones: 1}},
	Faiyum: {Ref: "faiyum", Name: "Faiyum",
		Sources: "name [A1]; region/side/shore [A1-A3]; fields 6 [A5]; Favor 0 [A6]; no instant [A10]",
		Land:    Land{Region: Lower, Side: West, Shore: false, Fields: 6, Favor: 0}},
	Amarna: {Ref: "amarna", Name: "Amarna",
		Sources: "region/side/shore [A1-A3]; fields 4 [P22]; Favor 1 [P22]; no instant [A10]; temples 1 [P5][P22]",
		Land:    Land{Region: Lower, Side: East, Shore: true, Fields: 4, Favor: 1, Temples: 1}},
	Sawu: {Ref: "sawu", Name: "Sawu",
		Sources: "region/side/shore [A1-A3]; fields 1 [A5]; Favor 1 [A6]; no instant [A10]; caravan 7 [P4 example]",
		Land:    Land{Region: Upper, Side: East, Shore: false, Fields: 1, Favor: 1, Caravan: 7}},
	Abydos: {Ref: "abydos", Name: "Abydos",
		Sources: "region/side/shore [A1-A3]; fields 3 [A5]; Favor 1 [A6]; instant 1 stone [S][S-ex]",
		Land:    Land{Region: Upper, Side: West, Shore: true, Fields: 3, Favor: 1, InstantStones: 1}},
	Thebes: {Ref: "thebes", Name: "Thebes",
		Sources: "region/side/shore [A1-A3]; fields 4 [A5; S-ex ≥3]; Favor 2 [S-ex]; instant 2 Favor [S-ex]",
		Land:    Land{Region: Upper, Side: East, Shore: true, Fields: 4, Favor: 2, InstantFavor: 2}},
	Dakhla: {Ref: "dakhla", Name: "Dakhla",
		Sources: "region/side/shore [A1-A3]; fields 1 [A5]; Favor 0 [A6]; instant 1 Favor + 12 gold [S][S-ex]",
		Land:    Land{Region: Upper, Side: West, Shore: false, Fields: 1, Favor: 0, InstantFavor: 1, InstantGold: 12}},
	Kharga: {Ref: "kharga", Name: "Kharga",
		Sources: "region/side/shore [A1-A3]; fields 2 [A5]; Favor 0 [A6]; no instant [A10]; caravan 5 [P4 listing order, A9]",
		Land:    Land{Region: Upper, Side: West, Shore: false, Fields: 2, Favor: 0, Caravan: 5}},
	Edfu: {Ref: "edfu", Name: "Edfu",
		Sources: "region/side/shore [A1-A3]; fields 3 [A5]; Favor 1 [A6; S-ex ≤2]; no instant [A10]; temples 1 [P5 temple; count A7]",
		Land:    Land{Region: Upper, Side: West, Shore: true, Fields: 3, Favor: 1, Temples: 1}},
	Abu: {Ref: "abu", Name: "Abu",
		Sources: "region/side/shore [A1-A3]; fields 2 [A5; P4 ≥1]; Favor 0 [A6]; no instant [A10]; mine 4 [P4 listing order, A8]",
		Land:    Land{Region: Upper, Side: East, Shore: true, Fields: 2, Favor: 0, Mine: 4}},
	Berenike: {Ref: "berenike", Name: "Berenike",
		Sources: "region/side/shore [A1-A3]; fields 0 [P17]; Favor 1 [A6]; no instant [A10]; mine 8 [P4 listing order; P17 a mine, A8]",
		Land:    Land{Region: Upper, Side: East, Shore: false, Fields: 0, Favor: 1, Mine: 8}},
}

// maxInstantFavor is the most face-down Favor cards a province's instant
// reward holds (Thebes, 2).
const maxInstantFavor = 2

// printedBoard is every province's land as printed.
func printedBoard() [numProvinces]Land {
	var b [numProvinces]Land
	for p := range provinces {
		b[p] = provinces[p].Land
	}
	return b
}

// assumption is one ASSUMED item of §17 and where the engine holds it.
type assumption struct {
	ID, Item, Value, Where string
}

// assumptions is §17's table, A1 to A33, so that each ASSUMED value has
// one place to be found and corrected. Values of board data are in
// provinces above; the rulings (A14–A33) are behaviour, implemented where
// Where says.
var assumptions = [...]assumption{
	{"A1", "15th province and the region split", "Faiyum; Lower: Buto, Damanhur, Mendes, Avaris, Memphis, Faiyum, Amarna", "provinces (Region)"},
	{"A2", "side of the Nile of each province", "8 West / 7 East as in §13.6 (counts [P18])", "provinces (Side)"},
	{"A3", "Nile shore or outskirts", "8 shore / 7 outskirts as in §13.6 (Memphis on the shore [P17])", "provinces (Shore)"},
	{"A4", "positions 1-15", "north to south, Lower then Upper", "the order of the Province constants"},
	{"A5", "fields", "Buto 5, Damanhur 2, Mendes 4, Avaris 2, Memphis 3, Faiyum 6, Amarna 4 [P22], Sawu 1, Abydos 3, Thebes 4, Dakhla 1, Kharga 2, Edfu 3, Abu 2, Berenike 0 [P17]", "provinces (Fields)"},
	{"A6", "permanent Favor symbols", "Damanhur 1, Avaris 1, Faiyum 0, Sawu 1, Abydos 1, Dakhla 0, Kharga 0, Edfu 1, Abu 0, Berenike 1", "provinces (Favor)"},
	{"A7", "temple symbols", "Damanhur 2 [P17], Amarna 1 [P22], Edfu 1", "provinces (Temples)"},
	{"A8", "gold mines", "Abu 4, Berenike 8 [P4 listing order]", "provinces (Mine)"},
	{"A9", "caravans", "Kharga 5, Sawu 7 [P4 example], Avaris 8", "provinces (Caravan)"},
	{"A10", "instant rewards not in the seed", "Memphis 1 stone [P17 stones]; none for the others", "provinces (Instant…)"},
	{"A11", "gold card denominations", "18×1, 12×2, 12×5, 9×10, 10×20 [P10]: gold is an integer, so unused", "State.Seat[].Gold"},
	{"A12", "bid cells", "0, 1, 3, 6, 10, 15, 21, 28, 36 [P8][P9]", "bidTrack"},
	{"A13", "farmer values of the tokens but 13-22", "1, 2, 4 (derived from [S], no longer assumed)", "levelTable"},
	{"A14", "supplies of stones, pyramids, farmers, gold", "unlimited", "addStones, market.go (no supply counts)"},
	{"A15", "Favor deck empty", "reshuffle the discard pile; if empty too, no draw", "favor.go draw"},
	{"A16", "sold Favor cards", "face up on the discard pile, public", "favor.go sell"},
	{"A17", "Offering Change with the Theft card", "allowed", "offering.go offerChoices"},
	{"A18", "Offering Change choice", "+3 or -3, never 0", "flow.go Choices (tChange)"},
	{"A19", "every player plays Theft", "no rewards, the First Player stays", "offering.go startHarvest"},
	{"A20", "+5 per side", "no pyramid minimum, once per player per side, controlled provinces only", "scoring.go sideWinners"},
	{"A21", "yellow cards", "scored automatically", "scoring.go scoreInterim"},
	{"A22", "Favor cards left at the end", "sold for 1 gold each", "scoring.go finalScoring"},
	{"A23", "instant stone", "into any province (sourced [S: l. 192])", "flow.go Choices (tStone)"},
	{"A24", "Treasury and Bountiful Harvest on one province", "Treasury wins", "harvest.go provinceIncome"},
	{"A25", "others' gold", "hidden by default (option gold=open), every change told", "view.go seatView, narrate.go"},
	{"A26", "Protection on a forced-pass turn", "allowed", "auction.go bidChoices"},
	{"A27", "no two cards of one kind per phase", "per player", "State.Seat[].Played"},
	{"A28", "order of taking offering rewards", "rank order", "offering.go settle"},
	{"A29", "T4 fixture fixes", "Egor and Sergey sell a card, Kolya is given 1 gold", "examples_test.go"},
	{"A30", "player counts", "3 to 5 [P7]", "minPlayers, maxPlayers"},
	{"A31", "boxed province cards", "unseen by all", "view.go (never shown in the Old Kingdom)"},
	{"A32", "gold and Theft together", "not allowed", "offering.go offerChoices"},
	{"A33", "camels on the tokens but 13-22", "≤2 and 3-12 yes, 23≤ no [P4, 2003 board]", "levelTable"},
}

// BidGold is the gold of each cell of a province card's bid track, for
// boards; a copy, so the rules' table cannot be changed from outside.
func BidGold() [bidCells]int { return bidTrack }

// Cost is what n items of one kind cost in one market step.
func Cost(n int) int { return cost(n) }
