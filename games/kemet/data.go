package kemet

// Every printed number of the game (Kemet spec §1.3, §4.1–§4.5, §3.4.1),
// with its source key in the spec's terms: [S] the rulebook (seed 004),
// [D], [M], [X], [P] the public implementations and lists the spec names,
// and the spec's A-numbers for what is ASSUMED (spec §6). Nothing else in
// the package holds a rules number. The refs are the spec's engine ids
// with '-' for '_' (the glossary's words split at '_').

// Global constants (spec §1.3) [S].
const (
	MinPlayers         = 2
	MaxPlayers         = 5
	unitsEach          = 12 // on the board and in reserve, never more
	troopLimit         = 5  // units in one region of one player
	troopLimitLegion   = 7  // with B2 Legion [RUL-26]
	creaturesPerTroop  = 1
	ppCap              = 11 // a gain beyond it is lost
	ppStart            = 5
	tokensEach         = 5 // normal action tokens a Day
	baseMovement       = 1
	teleportCost       = 2  // PP, before discounts
	battleHand         = 6  // battle cards each player holds at the start
	startDI            = 1  // DI cards dealt at setup (step 7)
	nightPrayer        = 2  // PP every player gains at Night (§3.3) [S]
	nightDI            = 1  // DI cards drawn at Night
	unitsAtStart       = 10 // placed in one's city at setup; the other 2 in reserve
	vpShort            = 8
	vpLong             = 10
	vpBeginner         = 4
	pyramidMax         = 4
	pyramidMaxBeginner = 2
	nPyramids          = 3 // one of each colour
	visionLook         = 5 // W3 Vision: cards looked at, one kept
	raiseLevel4VP      = 1 // temporary VP for controlling a level-4 pyramid
)

// Colour is a pyramid's and a power tile's colour.
type Colour uint8

const (
	White Colour = iota
	Red
	Blue
	nColours
)

var colourNames = [nColours]string{"white", "red", "blue"}

func (c Colour) String() string {
	if c < nColours {
		return colourNames[c]
	}
	return "colour?"
}

// raiseCost is the PP to raise a pyramid from level from to level to,
// before discounts: the sum of the levels reached (spec §4.1) [S].
func raiseCost(from, to int) int {
	cost := 0
	for l := from + 1; l <= to; l++ {
		cost += l
	}
	return cost
}

// Timing says when a tile's or card's effect applies (spec §4.2, §4.5).
type Timing uint8

const (
	TimeBuy      Timing = iota + 1 // once, when bought
	TimePerm                       // always on
	TimeDay                        // during Day actions
	TimeNight                      // at Night (§3.3)
	TimeBattle                     // in battles (§3.7)
	TimeCreature                   // a creature's tile (§4.3)
	TimeOpponent                   // DI: in another player's turn, outside battles
	TimeMove                       // DI: during one's own Move action
	TimeAttacked                   // DI: when one is attacked
)

// Tile is a power tile kind (spec §4.2). Several copies of a kind exist;
// a player owns at most one tile of each name (same-name tiles of other
// colours included: Victory Point, Act of God) [S].
type Tile uint8

// The 43 tile kinds, in the spec's order: red, blue, white, by level.
const (
	R1Charge Tile = iota
	R1Stargate
	R1GodSpeed
	R2Carnage
	R2OffensiveStrategy
	R2OpenGates
	R2Teleport
	R3RoyalScarab
	R3BladesOfNeith
	R3DivineWound
	R3VictoryPoint
	R4GiantScorpion
	R4Initiative
	R4Phoenix
	R4ActOfGod
	B1RecruitingScribe
	B1Defense
	B2Legion
	B2AncestralElephant
	B2DefensiveStrategy
	B2DeepDesertSnake
	B3ShieldOfNeith
	B3DefensiveVictory
	B3Prescience
	B3VictoryPoint
	B4Reinforcements
	B4Sphinx
	B4DivineWill
	B4ActOfGod
	W1Priest
	W1Priestess
	W2Slaves
	W2HighPriest
	W2Crusade
	W2DivineBoon
	W3HandOfGod
	W3Vision
	W3HolyWar
	W3VictoryPoint
	W4PriestOfRa
	W4PriestOfAmon
	W4Mummy
	W4ActOfGod
	nTiles
)

// TileInfo is what a tile kind prints.
type TileInfo struct {
	Ref      string // glossary ref: R1-CHARGE
	Name     string // English name; same-name tiles share it
	Colour   Colour
	Level    int8 // 1..4, also its cost in PP before discounts
	Copies   int8
	Timing   Timing
	Creature Creature // the creature it brings, or NoCreature
}

// tiles: names, levels, colours and effects [S] (the seed's reference
// sheets); the white tiles' levels beyond 1 from [D] PowerList.java and
// [X]; English names [D], [P]; copies [S] (4 tiles of each colour and
// level, 48 in all).
var tiles = [nTiles]TileInfo{
	R1Charge:            {"R1-CHARGE", "Charge!", Red, 1, 2, TimeBattle, NoCreature},
	R1Stargate:          {"R1-STARGATE", "Stargate", Red, 1, 1, TimeDay, NoCreature},
	R1GodSpeed:          {"R1-GOD-SPEED", "God Speed", Red, 1, 1, TimeDay, NoCreature},
	R2Carnage:           {"R2-CARNAGE", "Carnage", Red, 2, 1, TimeBattle, NoCreature},
	R2OffensiveStrategy: {"R2-OFFENSIVE-STRATEGY", "Offensive Strategy", Red, 2, 1, TimeBuy, NoCreature},
	R2OpenGates:         {"R2-OPEN-GATES", "Open Gates", Red, 2, 1, TimePerm, NoCreature},
	R2Teleport:          {"R2-TELEPORT", "Teleport", Red, 2, 1, TimeDay, NoCreature},
	R3RoyalScarab:       {"R3-ROYAL-SCARAB", "Royal Scarab", Red, 3, 1, TimeCreature, RoyalScarab},
	R3BladesOfNeith:     {"R3-BLADES-OF-NEITH", "Blades of Neith", Red, 3, 1, TimeBattle, NoCreature},
	R3DivineWound:       {"R3-DIVINE-WOUND", "Divine Wound", Red, 3, 1, TimeBattle, NoCreature},
	R3VictoryPoint:      {"R3-VICTORY-POINT", "Victory Point", Red, 3, 1, TimeBuy, NoCreature},
	R4GiantScorpion:     {"R4-GIANT-SCORPION", "Giant Scorpion", Red, 4, 1, TimeCreature, GiantScorpion},
	R4Initiative:        {"R4-INITIATIVE", "Initiative", Red, 4, 1, TimeBattle, NoCreature},
	R4Phoenix:           {"R4-PHOENIX", "Phoenix", Red, 4, 1, TimeCreature, Phoenix},
	R4ActOfGod:          {"R4-ACT-OF-GOD", "Act of God", Red, 4, 1, TimeBuy, NoCreature},
	B1RecruitingScribe:  {"B1-RECRUITING-SCRIBE", "Recruiting Scribe", Blue, 1, 2, TimeDay, NoCreature},
	B1Defense:           {"B1-DEFENSE", "Defense!", Blue, 1, 2, TimeBattle, NoCreature},
	B2Legion:            {"B2-LEGION", "Legion", Blue, 2, 1, TimePerm, NoCreature},
	B2AncestralElephant: {"B2-ANCESTRAL-ELEPHANT", "Ancestral Elephant", Blue, 2, 1, TimeCreature, AncestralElephant},
	B2DefensiveStrategy: {"B2-DEFENSIVE-STRATEGY", "Defensive Strategy", Blue, 2, 1, TimeBuy, NoCreature},
	B2DeepDesertSnake:   {"B2-DEEP-DESERT-SNAKE", "Deep Desert Snake", Blue, 2, 1, TimeCreature, DeepDesertSnake},
	B3ShieldOfNeith:     {"B3-SHIELD-OF-NEITH", "Shield of Neith", Blue, 3, 1, TimeBattle, NoCreature},
	B3DefensiveVictory:  {"B3-DEFENSIVE-VICTORY", "Defensive Victory", Blue, 3, 1, TimeBattle, NoCreature},
	B3Prescience:        {"B3-PRESCIENCE", "Prescience", Blue, 3, 1, TimeBattle, NoCreature},
	B3VictoryPoint:      {"B3-VICTORY-POINT", "Victory Point", Blue, 3, 1, TimeBuy, NoCreature},
	B4Reinforcements:    {"B4-REINFORCEMENTS", "Reinforcements", Blue, 4, 1, TimeNight, NoCreature},
	B4Sphinx:            {"B4-SPHINX", "Sphinx", Blue, 4, 1, TimeCreature, Sphinx},
	B4DivineWill:        {"B4-DIVINE-WILL", "Divine Will", Blue, 4, 1, TimeBuy, NoCreature},
	B4ActOfGod:          {"B4-ACT-OF-GOD", "Act of God", Blue, 4, 1, TimeBuy, NoCreature},
	W1Priest:            {"W1-PRIEST", "Priest", White, 1, 2, TimeDay, NoCreature},
	W1Priestess:         {"W1-PRIESTESS", "Priestess", White, 1, 2, TimeDay, NoCreature},
	W2Slaves:            {"W2-SLAVES", "Slaves", White, 2, 1, TimeDay, NoCreature},
	W2HighPriest:        {"W2-HIGH-PRIEST", "High Priest", White, 2, 1, TimeNight, NoCreature},
	W2Crusade:           {"W2-CRUSADE", "Crusade", White, 2, 1, TimeBattle, NoCreature},
	W2DivineBoon:        {"W2-DIVINE-BOON", "Divine Boon", White, 2, 1, TimeNight, NoCreature},
	W3HandOfGod:         {"W3-HAND-OF-GOD", "Hand of God", White, 3, 1, TimeNight, NoCreature},
	W3Vision:            {"W3-VISION", "Vision", White, 3, 1, TimeNight, NoCreature},
	W3HolyWar:           {"W3-HOLY-WAR", "Holy War", White, 3, 1, TimeBattle, NoCreature},
	W3VictoryPoint:      {"W3-VICTORY-POINT", "Victory Point", White, 3, 1, TimeBuy, NoCreature},
	W4PriestOfRa:        {"W4-PRIEST-OF-RA", "Priest of Ra", White, 4, 1, TimePerm, NoCreature},
	W4PriestOfAmon:      {"W4-PRIEST-OF-AMON", "Priest of Amon", White, 4, 1, TimeNight, NoCreature},
	W4Mummy:             {"W4-MUMMY", "Mummy", White, 4, 1, TimeCreature, Mummy},
	W4ActOfGod:          {"W4-ACT-OF-GOD", "Act of God", White, 4, 1, TimeBuy, NoCreature},
}

// Tile effects' numbers (spec §4.2) [S].
const (
	chargeStrength      = 1 // R1 Charge!: when attacking
	stargateDiscount    = 1 // R1 Stargate: teleports
	godSpeedMovement    = 1
	carnageDamage       = 1
	bladesStrength      = 1
	divineWoundPerCard  = 1 // strength per DI card discarded
	victoryPointVP      = 1 // permanent, on purchase
	initiativeKills     = 2 // defender's units lost before the battle
	scribeUnits         = 2 // B1 Recruiting Scribe: free units a Recruit
	defenseStrength     = 1 // B1 Defense!: when defending
	shieldProtection    = 1
	defensiveVictoryVP  = 1
	reinforcementsUnits = 4 // B4: up to, each Night
	sphinxVP            = 1 // on purchase
	priestPP            = 1 // W1 Priest: each Pray
	priestessDiscount   = 1 // W1 Priestess: tiles
	slavesDiscount      = 1 // W2 Slaves: per level raised
	highPriestPP        = 2 // W2: Night income
	crusadePP           = 2 // W2: per enemy unit destroyed in battle
	divineBoonDI        = 1 // W2: Night draw
	handOfGodLevels     = 1 // W3: one pyramid a Night, free
	holyWarPP           = 4 // W3: per battle won
	priestOfRaDiscount  = 1 // W4: every payment
	priestOfAmonPP      = 5 // W4: Night income
	mummyDI             = 1 // W4 Mummy: Night draw, wherever the creature is [RUL-22]
	prayPP              = 2 // the Pray action (§3.5.1)
)

// Creature is a creature figure (spec §4.3).
type Creature int8

const (
	NoCreature Creature = iota - 1
	RoyalScarab
	GiantScorpion
	Phoenix
	AncestralElephant
	DeepDesertSnake
	Sphinx
	Mummy
	nCreatures
)

// CreatureInfo is a creature's bonuses to its troop.
type CreatureInfo struct {
	Ref                                 string
	Name                                string
	Tile                                Tile
	Movement, Strength, Damage, Protect int8
	IgnoresWalls                        bool // Phoenix
	CancelsCreature                     bool // Deep Desert Snake: the opposing creature has no effect in battle (FAQ)
}

// creatures [S]; [D] BeastList.java gives the same numbers.
var creatures = [nCreatures]CreatureInfo{
	RoyalScarab:       {"CR-ROYAL-SCARAB", "Royal Scarab", R3RoyalScarab, 2, 2, 0, 0, false, false},
	GiantScorpion:     {"CR-GIANT-SCORPION", "Giant Scorpion", R4GiantScorpion, 1, 2, 2, 0, false, false},
	Phoenix:           {"CR-PHOENIX", "Phoenix", R4Phoenix, 1, 2, 0, 0, true, false},
	AncestralElephant: {"CR-ANCESTRAL-ELEPHANT", "Ancestral Elephant", B2AncestralElephant, 1, 1, 0, 1, false, false},
	DeepDesertSnake:   {"CR-DEEP-DESERT-SNAKE", "Deep Desert Snake", B2DeepDesertSnake, 1, 0, 0, 0, false, true},
	Sphinx:            {"CR-SPHINX", "Sphinx", B4Sphinx, 0, 2, 0, 0, false, false},
	Mummy:             {"CR-MUMMY", "Mummy", W4Mummy, 1, 2, 0, 0, false, false},
}

// BattleCard is a battle card kind (spec §4.4).
type BattleCard int8

const (
	BC410 BattleCard = iota
	BC320
	BC301
	BC221
	BC202
	BC130
	BCOffensive // special: through R2 Offensive Strategy
	BCDefensive // special: through B2 Defensive Strategy
	nBattleCards
	nBaseBattleCards = BCOffensive
)

// BattleCardInfo is a battle card's three numbers.
type BattleCardInfo struct {
	Ref                       string
	Strength, Damage, Protect int8
}

// battleCards: the six of every player are ASSUMED [A-16] (two confirmed
// by the rulebook's battle example, 3/2/0 and 2/0/2 [S]; the others from
// [D] BattleCard.java); the two special cards [S].
var battleCards = [nBattleCards]BattleCardInfo{
	BC410:       {"BC-4-1-0", 4, 1, 0},
	BC320:       {"BC-3-2-0", 3, 2, 0},
	BC301:       {"BC-3-0-1", 3, 0, 1},
	BC221:       {"BC-2-2-1", 2, 2, 1},
	BC202:       {"BC-2-0-2", 2, 0, 2},
	BC130:       {"BC-1-3-0", 1, 3, 0},
	BCOffensive: {"BC-OFFENSIVE-STRATEGY", 3, 3, 0},
	BCDefensive: {"BC-DEFENSIVE-STRATEGY", 3, 0, 3},
}

// DI is a Divine Intervention card kind (spec §4.5).
type DI int8

const (
	DIWarRage DI = iota
	DIWarFury
	DIBloodBattle
	DIBloodbath
	DIBronzeWall
	DIIronWall
	DIRainingFire
	DIPrayer
	DIEnlistment
	DIManaTheft
	DITeleportation
	DIOpenGates
	DIVeto
	DIEscape
	nDI
)

// DIInfo is what a DI card kind prints.
type DIInfo struct {
	Ref    string
	Name   string
	Copies int8
	Cost   int8 // PP
	Timing Timing
	// In battle: strength, damage and protection added.
	Strength, Damage, Protect int8
}

// diCards: names, costs and effects [S]; timing from the rulebook's text
// where it has one, else [D]; copies ASSUMED [A-17] (35 in all).
var diCards = [nDI]DIInfo{
	DIWarRage:       {"DI-WAR-RAGE", "War Rage", 3, 0, TimeBattle, 1, 0, 0},
	DIWarFury:       {"DI-WAR-FURY", "War Fury", 3, 1, TimeBattle, 2, 0, 0},
	DIBloodBattle:   {"DI-BLOOD-BATTLE", "Blood Battle", 3, 0, TimeBattle, 0, 1, 0},
	DIBloodbath:     {"DI-BLOODBATH", "Bloodbath", 2, 1, TimeBattle, 0, 2, 0},
	DIBronzeWall:    {"DI-BRONZE-WALL", "Bronze Wall", 3, 0, TimeBattle, 0, 0, 1},
	DIIronWall:      {"DI-IRON-WALL", "Iron Wall", 2, 1, TimeBattle, 0, 0, 2},
	DIRainingFire:   {"DI-RAINING-FIRE", "Raining Fire", 4, 1, TimeDay, 0, 0, 0},
	DIPrayer:        {"DI-PRAYER", "Prayer", 2, 0, TimeDay, 0, 0, 0},
	DIEnlistment:    {"DI-ENLISTMENT", "Enlistment", 4, 0, TimeDay, 0, 0, 0},
	DIManaTheft:     {"DI-MANA-THEFT", "Mana Theft", 2, 0, TimeDay, 0, 0, 0},
	DITeleportation: {"DI-TELEPORTATION", "Teleportation", 3, 1, TimeMove, 0, 0, 0},
	DIOpenGates:     {"DI-OPEN-GATES", "Open Gates", 1, 1, TimeMove, 0, 0, 0},
	DIVeto:          {"DI-VETO", "Veto", 2, 0, TimeOpponent, 0, 0, 0},
	DIEscape:        {"DI-ESCAPE", "Escape", 1, 0, TimeAttacked, 0, 0, 0},
}

// DI effects' numbers (spec §4.5) [S].
const (
	prayerPP         = 2 // DI Prayer
	enlistmentUnits  = 2
	rainingFireKills = 1
	manaTheftLoss    = 1 // each opponent loses, if it has any
	manaTheftGain    = 1 // in total [RUL-32]
)

// Space is an action space of a player board (spec §3.4.1, layout ASSUMED
//
type Space int8

const (
	R1Move Space = iota
	R1Recruit
	R2Move
	R2Pray
	R2Raise
	R3BuyWhite
	R3BuyRed
	R3BuyBlue
	R3Pray
	GoldSpace // Move or Recruit, with B4 Divine Will's gold token only
	nSpaces
)

// Action is what a space lets its player do.
type Action uint8

const (
	ActMove Action = iota + 1
	ActRecruit
	ActPray
	ActRaise
	ActBuy
	ActMoveOrRecruit
)

// SpaceInfo is one space of the action pyramid.
type SpaceInfo struct {
	Ref    string
	Row    int8 // 1 (top) .. 3; 0 for the gold space
	Action Action
	Colour Colour // the colour bought, for the buy spaces
}

var spaces = [nSpaces]SpaceInfo{
	R1Move:     {"R1.Move", 1, ActMove, 0},
	R1Recruit:  {"R1.Recruit", 1, ActRecruit, 0},
	R2Move:     {"R2.Move", 2, ActMove, 0},
	R2Pray:     {"R2.Pray", 2, ActPray, 0},
	R2Raise:    {"R2.Raise", 2, ActRaise, 0},
	R3BuyWhite: {"R3.BuyWhite", 3, ActBuy, White},
	R3BuyRed:   {"R3.BuyRed", 3, ActBuy, Red},
	R3BuyBlue:  {"R3.BuyBlue", 3, ActBuy, Blue},
	R3Pray:     {"R3.Pray", 3, ActPray, 0},
	GoldSpace:  {"Gold", 0, ActMoveOrRecruit, 0},
}
