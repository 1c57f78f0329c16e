package tekhenu

// Botankhamun's printed data (§16.2, §16.3): the action tokens, its setup
// pieces per difficulty and its statue bonuses. Every value that the spec
// marks as a reading of an icon is here, so that a correction is one edit.

// botSeat is Botankhamun's player index in a solo game; the human is seat 0.
const botSeat = 1

// Difficulty levels (§16.3 step 6).
const (
	levelNone int8 = iota
	levelEasy
	levelMedium
	levelHard
)

var levelNames = [...]string{"", "easy", "medium", "hard"}

// Action tokens: 0–5 are the god tokens (the God value), 6–9 the resource
// tokens R1–R4 with their resources in priority order [NAV].
const (
	nBotTokens      = 10
	firstResToken   = 6
	pyramidBottom   = 4 // tokens in the bottom row
	botDecreeVPBase = 4 // each decree at the end; 8 on the harder setting
)

var resTokens = [4][4]Res{
	{Granite, Limestone, Bread, Papyrus},
	{Papyrus, Bread, Limestone, Granite},
	{Limestone, Granite, Papyrus, Bread},
	{Bread, Papyrus, Granite, Limestone},
}

// pyramidRowStart is the position of the leftmost token of each row, bottom
// row first: positions 0–3, 4–6, 7–8, 9 (§16.4 engine model).
var pyramidRowStart = [4]int8{0, 4, 7, 9}

// botStartHappiness and botStartPopulation replace 2/5 (§16.3 step 2).
const (
	botStartHappiness  = 4
	botStartPopulation = 7
)

// Setup statues: the Horus slot whose god gets the starting statue (all
// levels) and the extra one (hard) [GIO "Horus one action", "Horus four"].
const (
	botStatueSlot     = 1
	botHardStatueSlot = 4
)

// Medium and hard: buildings on these Osiris cells (row, district) and a
// pillar on the central temple cell [GIO die-five icons][NAV].
var botMediumBuildings = [2][2]int8{{5, int8(Bread)}, {5, int8(Granite)}}

const botMediumPillarCell = 2 // row and column R3/C3, zero-based

// Maat balance by phase 1–4 (§16.7).
var botBalance = [5]int16{0, 3, 2, 1, 1}

// botFallbackVP is what it gains when it cannot carry out an action.
const botFallbackVP = 3

// botCardVP is what each blessing and technology scores at a scoring (§16.8).
const botCardVP = 2

// botCardVP is what a card of kind k scores Botankhamun: botCardVP, or 1
// for a technology with the reference page's reading of [RUL-28].
func (s *State) botCardVP(k CardKind) int {
	if k == Tech && s.ruling(rulingBotTech1) {
		return 1
	}
	return botCardVP
}

// botBonus is its statue bonus by Horus slot position (§16.6): scribes, VP.
var botBonus = [7][2]int{{}, {1, 0}, {1, 0}, {0, 1}, {0, 1}, {1, 1}, {1, 1}}

// Osiris districts a people statue slot covers (§15.3).
func peopleDistricts(slot PeopleSlot) [2]int {
	if slot == OSW {
		return [2]int{int(Papyrus), int(Bread)}
	}
	return [2]int{int(Limestone), int(Granite)}
}
