package tekhenu

import (
	"fmt"

	"karnak/engine"
)

// Solo play against Botankhamun (§16). Internally a solo game is a 2-player
// game whose seat 1 never owes a decision: the engine runs it from the
// pyramid of action tokens, the deben coin and the game's generator, so a
// record replays exactly. To the outside the table has one seat.

// automa is Botankhamun's side of the table; Level 0 means a game without it.
type automa struct {
	Level    int8             `json:"level"`
	DecreeVP int8             `json:"decree_vp"`
	Pyramid  [nBotTokens]int8 `json:"pyramid"` // tokens by position
	Marker   int8             `json:"marker"`  // position, −1 left of the pyramid
	// Cards are the blessings, technologies and decrees it holds; kept
	// apart from a player's cards because it ignores every card effect.
	Cards [3]uint32  `json:"cards"`
	Turns int8       `json:"turns"` // turns taken so far
	Log   [4]botTurn `json:"log"`   // its last turns, turn n at (n−1) mod 4
	// InPlay are the action tokens in the game with the Time of Seth
	// expansion (bit per token), chosen once at setup; 0 in a base game,
	// which uses the ten base tokens.
	InPlay uint16 `json:"in_play,omitempty"`
	// Draw is the expansion's solo start (§6.2): 3 starting cards and 1
	// cult card, 2 and 2, or 3 and 2, of which the player keeps 2 and 1.
	Draw int8 `json:"draw,omitempty"`
}

// last is the automa's current (or latest) turn.
func (b *automa) last() *botTurn { return &b.Log[(b.Turns+3)&3] }

// botTurn is what Botankhamun did on its last turn, for the board and logs.
type botTurn struct {
	Turns  int8    `json:"turns"` // turns taken so far
	Flip   int8    `json:"flip"`  // 0 onto the pyramid, 1 up-right, 2 right
	Token  int8    `json:"token"`
	Colour Colour  `json:"colour"`
	Value  int8    `json:"value"`
	From   God     `json:"from"`
	Did    botDeed `json:"did"`
	X      int8    `json:"x"`
	Y      int8    `json:"y"`
	Cards  [3]int8 `json:"cards"` // kind*32 + number, 0 none
	VP     int16   `json:"vp"`
}

type botDeed uint8

const (
	deedNone         botDeed = iota
	deedGodStatue            // X = god, Y = Horus slot
	deedPeopleStatue         // X = people slot
	deedPillar               // X = cell r*5+c, Y = tile
	deedBuilding             // X = Hathor slot
	deedFestival
	deedCards
	deedOsiris   // X = row, Y = district
	deedFallback // 3 VP instead
)

// Solo reports a game against Botankhamun.
func (s *State) Solo() bool { return s.Bot.Level != levelNone }

func (s *State) isBot(seat int) bool { return seat == botSeat && s.Solo() }

// soloOptions reads the solo options (§16.3) into the automa.
func (s *State) soloOptions(opts engine.Options) error {
	s.Bot.Level = levelEasy
	switch v := opts["automa"]; v {
	case "", "easy":
	case "medium":
		s.Bot.Level = levelMedium
	case "hard":
		s.Bot.Level = levelHard
	default:
		return fmt.Errorf("tekhenu: automa=%q: want easy, medium or hard", v)
	}
	s.Bot.DecreeVP = botDecreeVPBase
	switch v := opts["automa_decree_vp"]; v {
	case "", "4":
	case "8":
		s.Bot.DecreeVP = 2 * botDecreeVPBase
	default:
		return fmt.Errorf("tekhenu: automa_decree_vp=%q: want 4 or 8", v)
	}
	switch v := opts["solo_start"]; v {
	case "", "choose", "random":
	default:
		return fmt.Errorf("tekhenu: solo_start=%q: want choose or random", v)
	}
	return nil
}

// soloSetup (§16.3 steps 2 and 5–6): the automa's tracks and pieces, its
// statue, the difficulty's extra pieces and the pyramid. Its pieces go down
// before the human resolves starting cards, so an S01 building cannot take
// the cell a medium automa starts on (docs/rulings.md).
func (s *State) soloSetup() {
	pl := &s.P[botSeat]
	pl.Happiness, pl.Population = botStartHappiness, botStartPopulation
	pl.Production = [4]int8{}
	pl.Res[Gold] = 0
	s.setupStatue(botStatueSlot)
	if s.Bot.Level >= levelMedium {
		for _, b := range botMediumBuildings {
			s.Osiris[b[0]-1][b[1]] = botSeat
			pl.Built++
		}
		c := botMediumPillarCell
		s.Temple[c][c] = cell{Tile: s.drawPillar(), Owner: botSeat}
		pl.Pillars++
	}
	if s.Bot.Level >= levelHard {
		s.setupStatue(botHardStatueSlot)
	}
	if s.Seth.On {
		s.botSetSetup()
	}
	s.shufflePyramid()
}

// setupStatue dedicates a statue of the automa, free and without a bonus, to
// the god lying in Horus slot v.
func (s *State) setupStatue(v int) {
	g := s.HorusGod[v]
	s.GodStat[g][0], s.GodVia[g][0] = botSeat, int8(v)
	s.P[botSeat].Statues++
}

// shufflePyramid lays the 10 tokens out at random and puts the progress
// marker left of the bottom row (§16.3, §16.7).
func (s *State) shufflePyramid() {
	if s.Seth.On {
		s.shuffleSethPyramid()
		return
	}
	for i := range s.Bot.Pyramid {
		s.Bot.Pyramid[i] = int8(i)
	}
	for i := nBotTokens - 1; i > 0; i-- {
		j := s.intn(i + 1)
		s.Bot.Pyramid[i], s.Bot.Pyramid[j] = s.Bot.Pyramid[j], s.Bot.Pyramid[i]
	}
	s.Bot.Marker = -1
}

// pyramidPos splits a position into its row (0 bottom) and index in the row.
func pyramidPos(pos int8) (row, idx int8) {
	for r := int8(3); r >= 0; r-- {
		if pos >= pyramidRowStart[r] {
			return r, pos - pyramidRowStart[r]
		}
	}
	return 0, 0
}

// advanceMarker moves the progress marker (§16.4 step 1): onto the bottom
// row's leftmost token first, then by a flip of the deben.
func (s *State) advanceMarker() {
	if s.Bot.Marker < 0 {
		s.Bot.Marker, s.Bot.last().Flip = 0, 0
		return
	}
	upRight := s.intn(2) == 0
	s.Bot.last().Flip = 2 - int8(boolInt(upRight))
	s.Bot.Marker = markerStep(s.Bot.Marker, upRight)
}

// markerStep is the token up-right of pos (the one resting on pos and its
// right neighbour) or the right neighbour in the same row. Four turns per
// Maat period keep the marker on the pyramid (row + index ≤ 3); a step that
// would leave it stays put.
func markerStep(pos int8, upRight bool) int8 {
	row, idx := pyramidPos(pos)
	if row+idx >= 3 {
		return pos
	}
	if upRight {
		row++
	} else {
		idx++
	}
	return pyramidRowStart[row] + idx
}

// botTurnStart is Botankhamun's turn (§16.4): move the marker, take a die
// by the token reached, then the god action of the die's sector, statue
// bonuses first as for anyone.
func (s *State) botTurnStart() {
	s.Bot.Turns++
	last := s.Bot.last()
	*last = botTurn{}
	s.advanceMarker()
	last.Token = s.Bot.Pyramid[s.Bot.Marker]
	i := s.botDie(int(last.Token))
	if i < 0 { // no die at all on the wheel: cannot happen by E41
		last.Did = deedNone
		return
	}
	d := &s.Dice[i]
	g, _ := locSectorOf(d.Loc)
	if d.Loc == locSet { // its Set statue bonuses come only with a building (§6.7)
		g = Set
	}
	d.Loc = playerLoc(botSeat, panUnder)
	s.T.Die, s.T.Sector, s.T.Colour = int8(i), g, d.Colour
	last.Colour, last.Value, last.From = d.Colour, d.Value, g
	act := task{Kind: tBotAct, Seat: botSeat, God: g, Val: d.Value, X: int8(d.Colour)}
	if g == Set {
		s.push(act)
		return
	}
	s.pushSeq(task{Kind: tBonus, Seat: botSeat, God: g}, act)
}

// botDestiny: the automa takes D01 or D02 at random, without its reward
// (§16.3 step 4, §16.7).
func (s *State) botDestiny() {
	var free []int
	for d := 1; d <= 2; d++ {
		if s.DestAv&(1<<(d-1)) != 0 {
			free = append(free, d)
		}
	}
	if len(free) == 0 {
		return
	}
	s.takeDestiny(botSeat, free[s.intn(len(free))], false)
}

// soloOrder (§16.3 step 4): the automa is first; it takes its destiny card,
// then the human chooses one of the other three and resolves the setup.
func (s *State) soloOrder() {
	s.Order[0], s.Order[1] = botSeat, 0
	s.DestAv = 0xF
	if s.Seth.On {
		s.sethSoloOrder()
		return
	}
	s.botDestiny()
	s.pushSeq(task{Kind: dDestiny, Seat: 0}, task{Kind: tResolveSetup, Seat: 0}, task{Kind: tNewRound})
}

// soloStart (§16.3 step 4): 3 starting cards revealed at random, the human
// takes 2 of them, or simply gets 2 at random on the harder variant.
func (s *State) soloStart(shuffled []int, choosing uint16, random bool) {
	if s.Seth.On {
		s.sethSoloStart(shuffled, random)
		return
	}
	seq := []task{{Kind: dKeepDecree, Flags: choosing}}
	if random {
		s.P[0].Starting = [2]int8{int8(shuffled[0]), int8(shuffled[1])}
	} else {
		for _, c := range shuffled[:3] {
			s.StartAv |= 1 << c
		}
		seq = append(seq, task{Kind: dDraft}, task{Kind: dDraft})
	}
	s.pushSeq(append(seq, task{Kind: tInitialOrder})...)
	s.T.Die = -1
}

// soloMaatCleanup (§16.7): a first Botankhamun takes D01 or D02 at random,
// then the human chooses from the rest (all four when the human is first);
// the pyramid is shuffled again and the marker goes back to its left.
func (s *State) soloMaatCleanup() {
	if s.Order[0] == botSeat && !(s.Seth.On && s.botSethDestiny()) {
		s.botDestiny()
	}
	s.push(task{Kind: dDestiny, Seat: 0, Flags: 1})
	s.shufflePyramid()
}

// botCardScoring (§16.8 steps 5–6): 2 VP per blessing, which is then
// discarded, and 2 VP per technology, which it keeps.
func (s *State) botCardScoring() int {
	vp := 0
	for _, k := range [2]CardKind{Blessing, Tech} {
		for n := 1; n <= nDeck; n++ {
			if s.Bot.Cards[k]&(1<<(n-1)) == 0 {
				continue
			}
			vp += s.botCardVP(k)
			if k == Blessing {
				s.Bot.Cards[k] &^= 1 << (n - 1)
				s.discard(k, n)
			}
		}
	}
	return vp
}

// botFinal (§16.8 steps 8–9): each decree 4 VP (8 on the harder setting),
// with no symbol rule and no limit, and 1 VP per 2 scribes.
func (s *State) botFinal() {
	pl := &s.P[botSeat]
	pl.DecreeVP = int16(popcount(s.Bot.Cards[Decree]) * int(s.Bot.DecreeVP))
	pl.VP += int(pl.DecreeVP) + pl.Scribes/2
}
