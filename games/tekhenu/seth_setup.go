package tekhenu

import (
	"fmt"

	"karnak/engine"
)

// sethOptionList is the expansion's options.
var sethOptionList = []engine.Option{
	{Key: "expansion", Values: []string{"base", "seth"}, Default: "base",
		Help: "seth adds the Time of Seth expansion: the Set board, warriors and priests, red, blue and green dice, cult cards, artifacts and conquest tokens"},
	{Key: "vizier", Values: []string{"off", "on"}, Default: "off", Players: []int{2},
		Help: "the advanced two-player variant: the first player's Vizier taxes the second player's dice"},
	{Key: "solo_draw", Values: []string{"3+1", "2+2", "3+2"}, Default: "3+1", Players: []int{1},
		Help: "with the expansion: starting and cult cards dealt at setup, of which you keep 2 and 1"},
	{Key: "solo_artifacts", Values: []string{"2", "3", "4"}, Default: "3", Players: []int{1},
		Help: "with the expansion: artifacts drawn at setup (2 is harder, 4 easier)"},
	{Key: "bot_buildings", Values: []string{"10", "20"}, Default: "10", Players: []int{1},
		Help: "with the expansion: 20 gives Botankhamun a second set of ten buildings (a harder, steadier opponent)"},
	// The specification's ⚑ rulings (§10), its default reading first.
	{Key: "seth_b11", Values: []string{"any", "base"}, Default: "any",
		Help: "with the expansion, RUL-19: B11/B12 may make a die count as any of the eight colours, or (base) only as one of the base five, and never a red, blue or green die"},
	{Key: "seth_art02", Values: []string{"any", "god"}, Default: "any",
		Help: "with the expansion, RUL-21: Art02 performs any god action or a production, or (god) only a god action"},
	{Key: "automa_tech_vp", Values: []string{"2", "1"}, Default: "2", Players: []int{1},
		Help: "with the expansion, RUL-28: Botankhamun's VP per technology at each scoring, 2 as in the base game or 1 as printed on the expansion's solo reference page"},
}

// sethRulingOptions are the ⚑ rulings' options: key, the alternative
// value, its flag.
var sethRulingOptions = [...]struct {
	key, alt string
	flag     uint8
}{
	{"seth_b11", "base", rulingB11Base},
	{"seth_art02", "god", rulingArt02Gods},
	{"automa_tech_vp", "1", rulingBotTech1},
}

// sethOptionDefault is the default value of one of the expansion's options.
func sethOptionDefault(key string) string {
	for _, o := range sethOptionList {
		if o.Key == key {
			return o.Default
		}
	}
	return ""
}

// soloDraws are the solo_draw option's deals: starting cards, cult cards.
var soloDraws = [3][2]int{{3, 1}, {2, 2}, {3, 2}}

// sethOptions reads the expansion's options: expansion=seth, and the Vizier
// (only at 2 players, with or without the expansion, Time of Seth §5).
func (s *State) sethOptions(opts engine.Options, players int) error {
	switch v := opts["expansion"]; v {
	case "", "base":
	case "seth":
		s.Seth.On = true
	default:
		return fmt.Errorf("tekhenu: expansion=%q: want base or seth", v)
	}
	s.Seth.Vizier = -1
	switch v := opts["vizier"]; v {
	case "", "off":
	case "on":
		if players != 2 {
			return fmt.Errorf("tekhenu: vizier=on is the two-player variant; this game has %d players", players)
		}
		s.Seth.Vizier = noVizierYet
	default:
		return fmt.Errorf("tekhenu: vizier=%q: want off or on", v)
	}
	switch v := opts["solo_draw"]; v {
	case "", "3+1":
	case "2+2":
		s.Bot.Draw = 1
	case "3+2":
		s.Bot.Draw = 2
	default:
		return fmt.Errorf("tekhenu: solo_draw=%q: want 3+1, 2+2 or 3+2", v)
	}
	s.Seth.SoloArtifacts = int8(artifactsDrawn[1])
	switch v := opts["solo_artifacts"]; v {
	case "", "3":
	case "2", "4":
		s.Seth.SoloArtifacts = int8(v[0] - '0')
	default:
		return fmt.Errorf("tekhenu: solo_artifacts=%q: want 2, 3 or 4", v)
	}
	for _, r := range sethRulingOptions {
		v, ok := opts[r.key]
		if !ok || v == sethOptionDefault(r.key) {
			continue
		}
		if v != r.alt {
			return fmt.Errorf("tekhenu: %s=%q: want %s or %s", r.key, v, sethOptionDefault(r.key), r.alt)
		}
		if !s.Seth.On {
			return fmt.Errorf("tekhenu: %s=%s is a ruling of the expansion: add expansion=seth", r.key, v)
		}
		s.Seth.Rulings |= r.flag
	}
	switch v := opts["bot_buildings"]; v {
	case "", "10":
	case "20":
		if !s.Seth.On {
			return fmt.Errorf("tekhenu: bot_buildings=20 is a variant of the expansion's solo game: add expansion=seth")
		}
		s.Seth.BotBuildings = true
	default:
		return fmt.Errorf("tekhenu: bot_buildings=%q: want 10 or 20", v)
	}
	return nil
}

// sethSoloStart (§6.2): the player is dealt starting and cult cards by the
// solo_draw option and keeps 2 and 1 (three picks with the draft's type
// filter), or with solo_start=random simply gets 2 and 1 at random.
func (s *State) sethSoloStart(shuffled []int, random bool) {
	cults := s.shuffledNumbers(nCults)
	seq := []task{}
	if random {
		s.P[0].Starting = [2]int8{int8(shuffled[0]), int8(shuffled[1])}
		s.P[0].Cult = int8(cults[0])
	} else {
		deal := soloDraws[s.Bot.Draw]
		for _, c := range shuffled[:deal[0]] {
			s.StartAv |= 1 << c
		}
		for _, c := range cults[:deal[1]] {
			s.Seth.Cults |= 1 << (c - 1)
		}
		seq = append(seq, task{Kind: dDraft}, task{Kind: dDraft}, task{Kind: dDraft})
	}
	s.pushSeq(append(seq, task{Kind: tInitialOrder})...)
	s.T.Die = -1
}

// sethSoloOrder (§6.2, §2.4): Botankhamun plays first and takes no destiny
// card ([RUL-26]); the player resolves its starting cards, then takes any
// destiny card (its reward at once) or an artifact, then keeps a decree.
func (s *State) sethSoloOrder() {
	s.Seth.Cults = 0
	s.pushSeq(task{Kind: tResolveSetup, Seat: 0}, task{Kind: dDestiny, Seat: 0, Flags: 1},
		task{Kind: dKeepDecree, Flags: 1}, task{Kind: tNewRound})
}

// noVizierYet: the Vizier is in play but not yet placed (the first
// player places it after the first destiny choice, §5).
const noVizierYet God = nGodActions

// setupSethBoard lays out the expansion (Time of Seth §2.1 steps 1–6 and
// 11): grey dice from the bag onto the Set board, empty slots and tracks,
// the conquest stack with its top face up, and the artifacts drawn for
// the pool beside the destiny cards.
func (s *State) setupSethBoard() {
	b := &s.Seth
	for a := range b.Slots {
		b.Slots[a] = [setSlotsPerArea]int8{-1, -1}
	}
	b.People = [2]int8{-1, -1}
	b.Statues = [maxSetStatues]int8{-1, -1, -1}
	placed := 0
	for i := range s.Dice {
		if placed == s.Players {
			break
		}
		if d := &s.Dice[i]; d.Colour == Grey && d.Loc == locBag {
			d.Loc = locSet
			d.Value = s.roll(Grey)
			placed++
		}
	}
	for i := range b.Conquest {
		b.Conquest[i] = int8(i + 1)
	}
	b.ConquestN = nConquest
	for i := nConquest - 1; i > 0; i-- {
		j := s.intn(i + 1)
		b.Conquest[i], b.Conquest[j] = b.Conquest[j], b.Conquest[i]
	}
	drawn := artifactsDrawn[s.Players]
	if s.Solo() {
		drawn = int(s.Seth.SoloArtifacts)
	}
	var pool [nArtifacts]int
	for i := range pool {
		pool[i] = i + 1
	}
	for k := 0; k < drawn; k++ {
		j := k + s.intn(nArtifacts-k)
		pool[k], pool[j] = pool[j], pool[k]
		b.Artifacts |= 1 << (pool[k] - 1)
	}
}

// faceUpConquest is the token on top of the stack, 0 when none is left.
func (b *sethBoard) faceUpConquest() int {
	if b.ConquestN == 0 {
		return 0
	}
	return int(b.Conquest[b.ConquestN-1])
}

// setDice counts the dice on the Set board.
func (s *State) setDice() int {
	n := 0
	for i := range s.Dice {
		if s.Dice[i].Loc == locSet {
			n++
		}
	}
	return n
}

// gainWarriors and gainPriests move a track up, losing what passes 10
// (Time of Seth §3.1).
func (pl *player) gainWarriors(n int) { pl.Warriors = int8(min(trackCap, int(pl.Warriors)+n)) }
func (pl *player) gainPriests(n int)  { pl.Priests = int8(min(trackCap, int(pl.Priests)+n)) }
