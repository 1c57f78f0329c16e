package tekhenu

// Every printed datum of the Time of Seth expansion lives in this file, each
// with its source tag from ../shared/rules/tekhenu-time-of-set.md §0.2:
// [X] is the expansion's rulebook. Values no source gives are marked
// ASSUMED with the spec's A-number (§9), so that a correction is a one-line
// change here and nowhere else.

// Dice (§1.2) [X]: the five new dice, their faces, and what leaves the box
// by player count (solo uses the 2-player row).
var (
	sethDiceAdded   = [nColours]int{Red: 2, Blue: 2, Green: 1}
	sethDiceRemoved = map[int][nColours]int{
		1: {White: 1, Black: 1, Yellow: 1, Brown: 1, Grey: 3},
		2: {White: 1, Black: 1, Yellow: 1, Brown: 1, Grey: 3},
		3: {White: 1, Black: 1, Yellow: 1, Brown: 1},
		4: {Grey: 1},
	}
	// newDieFaces are the six faces of a red, blue or green die: no 1 and
	// no 6 (§1.1) [X].
	newDieFaces = [6]int8{2, 3, 3, 4, 4, 5}
)

// newColour: a die of the expansion, with faces 2–5 and no production.
func newColour(c Colour) bool { return c >= Red }

// valueRange is the lowest and highest value a die of colour c may show or
// be changed to (§3.2.1, [RUL-23]).
func valueRange(c Colour) (lo, hi int) {
	if newColour(c) {
		return 2, 5
	}
	return 1, 6
}

// Warriors and priests (§3.1, §8.4) [X].
const trackCap = 10

// The Set board (§8.1–§8.3). Areas are numbered 1–6 like die values.
type setArea struct {
	// Column: 0 left, 1 right (ASSUMED A-02).
	Column int
	// Bonus is gained at once by a Set action building there; Choice more
	// resources of one's choice, gold excluded (ASSUMED A-03).
	Bonus  [nRes]int
	Choice int
	// VP scored at every scoring by the building in slot 1 and slot 2
	// (ASSUMED A-04).
	VP [2]int
}

var setAreas = [7]setArea{
	1: {Column: 0, Bonus: [nRes]int{Papyrus: 2}, VP: [2]int{3, 2}},
	2: {Column: 0, Bonus: [nRes]int{Bread: 2}, VP: [2]int{3, 2}},
	3: {Column: 0, Bonus: [nRes]int{Limestone: 2}, VP: [2]int{3, 2}},
	4: {Column: 1, Bonus: [nRes]int{Granite: 2}, VP: [2]int{2, 1}},
	5: {Column: 1, Bonus: [nRes]int{Gold: 1}, Choice: 1, VP: [2]int{2, 1}},
	6: {Column: 1, Bonus: [nRes]int{Gold: 2}, VP: [2]int{2, 1}},
}

const (
	nSetAreas        = 6
	setSlotsPerArea  = 2
	setFirstCost     = 4 // warriors for the first building of an area [X]
	setColumnVP      = 3 // to a builder under a column's people statue [X]
	setStatuePriests = 2 // a Set statue's price beyond its granite [X]
	botSetVP         = 2 // Botankhamun's gain instead of an area bonus [X]
	maxSetStatues    = 3
)

// setSecondCost is the warriors a second building in an area costs: the
// 1–2 side of the board asks 5, the 3–4 side 3 [X].
func setSecondCost(players int) int {
	if players <= 2 {
		return 5
	}
	return 3
}

// setStatueSlots usable at a player count: 1, 2 or 3 (ASSUMED A-06).
func setStatueSlots(players int) int { return godStatueSlots(players) }

// A conquest token's effect (§7.7): resources, identical resources of one
// chosen kind (not gold), cards drawn from a deck of which some are kept,
// or a god action as with a die of a value.
type tokenEffect struct {
	Res    [nRes]int
	Choice int
	Card   CardKind
	Draw   int // cards drawn from Card's deck; 0: none
	Keep   int
	Action God
	Value  int // value of Action; 0: no action
}

// ResourceOnly: P19–P21 double it ([RUL-08]).
func (e tokenEffect) ResourceOnly() bool { return e.Draw == 0 && e.Value == 0 }

type conquestToken struct {
	Ra, Hathor tokenEffect
}

const nConquest = 12

// conquestTokens A01–A12: A05–A09 [X]; the others ASSUMED A-08. A08 and
// A09 show a crossed-out Hathor icon: nothing beside Hathor [X].
var conquestTokens = [nConquest + 1]conquestToken{
	1:  {Ra: tokenEffect{Res: [nRes]int{Limestone: 3}}, Hathor: tokenEffect{Res: [nRes]int{Limestone: 1}}},
	2:  {Ra: tokenEffect{Res: [nRes]int{Granite: 3}}, Hathor: tokenEffect{Res: [nRes]int{Granite: 1}}},
	3:  {Ra: tokenEffect{Res: [nRes]int{Papyrus: 3}}, Hathor: tokenEffect{Res: [nRes]int{Papyrus: 1}}},
	4:  {Ra: tokenEffect{Res: [nRes]int{Bread: 3}}, Hathor: tokenEffect{Res: [nRes]int{Bread: 1}}},
	5:  {Ra: tokenEffect{Choice: 3}, Hathor: tokenEffect{Choice: 1}},
	6:  {Ra: tokenEffect{Card: Tech, Draw: 2, Keep: 1}, Hathor: tokenEffect{Card: Tech, Draw: 1, Keep: 1}},
	7:  {Ra: tokenEffect{Card: Blessing, Draw: 3, Keep: 1}, Hathor: tokenEffect{Card: Blessing, Draw: 1, Keep: 1}},
	8:  {Ra: tokenEffect{Action: Thoth, Value: 1}},
	9:  {Ra: tokenEffect{Action: Osiris, Value: 5}},
	10: {Ra: tokenEffect{Res: [nRes]int{Gold: 2}}, Hathor: tokenEffect{Res: [nRes]int{Gold: 1}}},
	11: {Ra: tokenEffect{Card: Decree, Draw: 1, Keep: 1}, Hathor: tokenEffect{Card: Decree, Draw: 1, Keep: 1}},
	12: {Ra: tokenEffect{Res: [nRes]int{Limestone: 2, Granite: 2}}, Hathor: tokenEffect{Res: [nRes]int{Limestone: 1, Granite: 1}}},
}

// Artifacts Art01–Art08 (§7.4) [X]: price in priests and the ankh value of
// the destiny card they lie beside.
type artifact struct {
	Priests int
	Ankh    int
}

const nArtifacts = 8

var artifacts = [nArtifacts + 1]artifact{
	1: {6, 0}, 2: {7, 0}, 3: {6, 1}, 4: {5, 1}, 5: {5, 2}, 6: {4, 2}, 7: {4, 3}, 8: {3, 3},
}

// artifactsDrawn at setup by player count [X]; solo draws 3, one fewer or
// one more by difficulty (§6.2).
var artifactsDrawn = [5]int{1: 3, 2: 5, 3: 6, 4: 7}

// Cult cards Cult01–Cult07 (§7.3) [X]: their effects are in the rules.
const nCults = 7

// cultsShown beside the starting cards by player count [X].
var cultsShown = [5]int{2: 3, 3: 4, 4: 5}

// The expansion's cards are numbered after the base ones in their decks
// (§13.1), so card sets, decks and decree symbols work unchanged: BX01–BX04
// are blessings 25–28, TX01–TX05 technologies 25–29, DX01–DX04 decrees
// 25–28. Decree symbols follow the base rule (ASSUMED A-07: E, A, B, C).
const (
	nBaseDeck     = 24
	firstSethCard = nBaseDeck + 1
)

// sethCards is how many expansion cards each deck gains [X].
var sethCards = [3]int{Blessing: 4, Tech: 5, Decree: 4}

// Card numbers of the expansion's cards.
const (
	bx01 = firstSethCard + iota
	bx02
	bx03
	bx04
)

const (
	tx01 = firstSethCard + iota
	tx02
	tx03
	tx04
	tx05
)

const (
	dx01 = firstSethCard + iota
	dx02
	dx03
	dx04
)

// sethStarting is one of the starting cards SX01–SX12 (§7.6) [X]; its
// initiative is its number. Split is a total of warriors and priests the
// owner divides as it likes; Choose resources of its choice among ChooseOf.
type sethStarting struct {
	Osiris     int   // value of an Osiris action building one building; 0 none
	Districts  uint8 // districts (bits of Res) the building may go to; 0 any
	HappyLoss  bool  // the Osiris action costs its happiness as usual
	Res        [nRes]int
	Choose     int
	ChooseOf   uint8 // bits of Res
	Warriors   int
	Priests    int
	Split      int
	Scribes    int
	Draw       CardKind // draws 2 of this deck and keeps 1, when Drawn
	Drawn      bool
	Population int
	Happiness  int
}

const (
	anyGoods   = 1<<Papyrus | 1<<Bread | 1<<Limestone | 1<<Granite
	quarries   = 1<<Limestone | 1<<Granite
	workshops  = 1<<Papyrus | 1<<Bread
	sethStarts = 12
)

var sethStartingCards = [sethStarts + 1]sethStarting{
	1:  {Osiris: 5, Warriors: 2},
	2:  {Osiris: 3, Districts: quarries, HappyLoss: true, Split: 4},
	3:  {Osiris: 3, Districts: workshops, HappyLoss: true, Split: 4},
	4:  {Choose: 5, ChooseOf: anyGoods, Split: 1},
	5:  {Scribes: 2, Priests: 4, Warriors: 4},
	6:  {Draw: Tech, Drawn: true, Priests: 3},
	7:  {Draw: Blessing, Drawn: true, Warriors: 3},
	8:  {Res: [nRes]int{Limestone: 1, Granite: 1, Papyrus: 1, Bread: 1}, Warriors: 2, Priests: 2},
	9:  {Choose: 3, ChooseOf: quarries, Split: 3},
	10: {Choose: 3, ChooseOf: workshops, Split: 3},
	11: {Population: 3, Happiness: 2, Warriors: 4},
	12: {Res: [nRes]int{Gold: 2}, Priests: 4},
}

// colours is the end of the colours in play: the base game's five, or with
// the expansion all eight (B11/B12 may name any of them, [RUL-19]).
func (s *State) colours() Colour {
	if s.Seth.On {
		return nColours
	}
	return Grey + 1
}

// asColours is the end of the colours B11/B12 may make a die of colour c
// count as: every colour in play, or with the base-colours reading of
// [RUL-19] the base five, and none for a red, blue or green die.
func (s *State) asColours(c Colour) Colour {
	switch {
	case !s.ruling(rulingB11Base):
		return s.colours()
	case newColour(c):
		return White
	}
	return Grey + 1
}

// sethBoard is what the Time of Seth expansion adds to the table. On is
// false in a base game, whose other fields then stay zero.
type sethBoard struct {
	On bool `json:"on"`
	// Vizier is the area of the Vizier pawn in the 2-player variant (§5):
	// a wheel god, Set for the Set board, or -1 when it is not in play.
	Vizier God `json:"vizier"`
	// Slots[a-1][k] is the owner of building slot k of area a, -1 empty.
	Slots [nSetAreas][setSlotsPerArea]int8 `json:"slots"`
	// People[col] is the owner of the people statue under a column, -1.
	People [2]int8 `json:"people"`
	// Statues are the owners of the Set statues, -1 for a free slot.
	Statues [maxSetStatues]int8 `json:"statues"`
	// Conquest is the face-down stack; its top, Conquest[ConquestN-1], is
	// face up and public.
	Conquest  [nConquest]int8 `json:"conquest"`
	ConquestN int8            `json:"conquest_n"`
	// Artifacts in the pool beside the destiny cards (bit n-1 for Art0n).
	Artifacts uint8 `json:"artifacts"`
	// Cults on display during the starting draft (bit n-1 for Cult0n).
	Cults uint8 `json:"cults"`
	// SoloArtifacts is how many artifacts a solo game draws (§6.2).
	SoloArtifacts int8 `json:"solo_artifacts,omitempty"`
	// BotBuildings: Botankhamun builds with a second set of buildings
	// (the expansion's optional solo variant, §6.4 [X]).
	BotBuildings bool `json:"bot_buildings,omitempty"`
	// Rulings are the specification's ⚑ readings chosen instead of its
	// defaults (§10: rulingB11Base, rulingArt02Gods, rulingBotTech1).
	Rulings uint8 `json:"rulings,omitempty"`
}

// The ⚑ rulings' alternative readings (Time of Seth §10), options of the
// table.
const (
	// rulingB11Base [RUL-19]: B11/B12 name only the base game's five
	// colours, and a red, blue or green die cannot count as another.
	rulingB11Base uint8 = 1 << iota
	// rulingArt02Gods [RUL-21]: Art02 performs a god action, never a
	// production.
	rulingArt02Gods
	// rulingBotTech1 [RUL-28]: Botankhamun scores 1 VP per technology at
	// each scoring, as the expansion's solo reference page prints.
	rulingBotTech1
)

func (s *State) ruling(r uint8) bool { return s.Seth.Rulings&r != 0 }

// buildingLimit is how many buildings seat may build in the game: ten,
// twenty for Botankhamun with the second set.
func (s *State) buildingLimit(seat int) int8 {
	if s.Seth.BotBuildings && s.isBot(seat) {
		return 2 * buildingsEach
	}
	return buildingsEach
}

// Setup workstream (Time of Seth §5): what the first player gains when the
// second takes a die from the Vizier's area [X].
const vizierVP = 2

// Maat and scoring effects (workstream "maat").
const (
	tx04VP = 1 // TX04: VP per blood token at each Maat phase [X]
	// Final-scoring decrees DX01–DX04 (§7.5) [X].
	dx01PairVP     = 2 // per priest–warrior pair
	dx02BuildingVP = 3 // per Set-board building
	dx03StatueVP   = 2 // per Set-board statue
	dx03BuildingVP = 2 // per Set-board building
	dx04MarkerVP   = 4 // per production marker at 5 or 6
	dx04Level      = 5
)
