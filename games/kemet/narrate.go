package kemet

import (
	"fmt"
	"strings"

	"karnak/engine"
	"karnak/engine/kit"
)

// The narrated log (engine.Narrator): PlayNarrated tells a move, then all
// it set off, as sentences in players' words. The move's sentence is
// written from the position before it; what follows is told by the rules
// themselves at each step (tell… calls guarded by s.narr, so a playout
// pays one nil check a step). Seats are written engine.SeatName(n).
//
// Secrets follow the reveal points of Conceal: a battle card played and
// the DI cards committed read to the others as "a card" until the battle's
// reveal, a discarded battle card never (or at the reveal with open
// discards); the DI cards a seat draws or keeps are told to it alone.

// PlayNarrated is Play, appending to dst a sentence for the move and for
// everything it set off, automatic steps included (engine.Narrator).
func (s *State) PlayNarrated(seat int, m engine.Move, dst []engine.Event) ([]engine.Event, error) {
	if seat < 0 || seat >= s.Players || !s.Tasks.Legal(s, seat, m) {
		return dst, s.Play(seat, m)
	}
	// The move's sentence is written from the position before it.
	n := &kit.Narration{Events: dst}
	s.narr = n
	defer func() { s.narr = nil }()
	s.tellMove(seat, m)
	s.PlayTrusted(seat, m)
	return n.Events, nil
}

func (s *State) say(seat int, format string, args ...any) { s.narr.Say(seat, format, args...) }

// secret is an event seat reads as text and the others as public until
// the reveal point (kit.Narration.Secret).
func (s *State) secret(seat int, text, public string, until engine.Reveal) {
	s.narr.Secret(seat, text, public, until)
}

func who(seat int) string { return engine.SeatName(seat) }

// regionName is a region in words: "desert 3", "temple 2", "the
// Sanctuary", "district 2 of city 1".
func (s *State) regionName(r Region) string {
	l := s.layout()
	if r < 0 || int(r) >= len(l.Regions) {
		return "nowhere"
	}
	return regionWordsOf(l.Regions[r].ID)
}

func regionWordsOf(id string) string {
	if id == "sanctuary" {
		return "the Sanctuary"
	}
	if city, district, ok := strings.Cut(id, ".d"); ok {
		return "district " + district + " of city " + strings.TrimPrefix(city, "city")
	}
	for i := len(id); i > 0; i-- {
		if id[i-1] < '0' || id[i-1] > '9' {
			if i < len(id) {
				return id[:i] + " " + id[i:]
			}
			return id
		}
	}
	return id
}

func diName(k DI) string {
	if k < 0 || k >= nDI {
		return "a DI card"
	}
	return diCards[k].Name
}

func tileName(k Tile) string {
	if k >= nTiles {
		return "a power tile"
	}
	return tiles[k].Name
}

func creatureName(c Creature) string {
	if c < 0 || c >= nCreatures {
		return "the creature"
	}
	return "the " + creatures[c].Name
}

// battleCardName is a battle card by its numbers: "the 4·1·0 card
// (strength 4, damage 1, protection 0)", or a Strategy card's name.
func battleCardName(c BattleCard) string {
	if c < 0 || c >= nBattleCards {
		return "a battle card"
	}
	b := battleCards[c]
	numbers := fmt.Sprintf("strength %d, damage %d, protection %d", b.Strength, b.Damage, b.Protect)
	switch c {
	case BCOffensive:
		return "the Offensive Strategy card (" + numbers + ")"
	case BCDefensive:
		return "the Defensive Strategy card (" + numbers + ")"
	}
	return fmt.Sprintf("the %d·%d·%d card (%s)", b.Strength, b.Damage, b.Protect, numbers)
}

func spaceName(sp Space) string {
	if sp < 0 || sp >= nSpaces {
		return "a space"
	}
	info := spaces[sp]
	switch info.Action {
	case ActMove:
		return "Move"
	case ActRecruit:
		return "Recruit"
	case ActPray:
		return "Pray"
	case ActRaise:
		return "Raise a pyramid"
	case ActBuy:
		return "Buy a " + info.Colour.String() + " tile"
	}
	return "the gold space"
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// tellMove tells seat's move m, from the position before it.
func (s *State) tellMove(seat int, m engine.Move) {
	me := who(seat)
	region := func(i int) string { return s.regionName(s.argRegion(m, i)) }
	t := s.Tasks.Top()
	var kind taskKind
	if t != nil {
		kind = t.Kind
	}
	switch m.Kind {
	case mPyramids:
		s.say(seat, "%s starts with pyramids of level %d white, %d red and %d blue.", me, m.Arg[0], m.Arg[1], m.Arg[2])
	case mUnits:
		s.say(seat, "%s places %d, %d and %d units in the three districts of their city.", me, m.Arg[0], m.Arg[1], m.Arg[2])
	case mKeep:
		s.secret(seat, fmt.Sprintf("%s keeps %s (Vision).", me, diName(DI(m.Arg[0]))),
			me+" keeps one of the DI cards Vision showed them.", engine.RevealNever)
	case mRaise:
		c := Colour(m.Arg[0])
		if c >= nColours {
			s.say(seat, "%s raises a pyramid.", me)
		} else if kind == tHandOfGod {
			s.say(seat, "%s raises their %s pyramid to level %d with Hand of God.", me, c, m.Arg[1])
		} else {
			s.say(seat, "%s raises their %s pyramid to level %d for %d PP.", me, c, m.Arg[1], s.raiseCostFor(seat, c, int(m.Arg[1])))
		}
	case mPass:
		switch kind {
		case tVeto:
			s.say(seat, "%s lets %s stand.", me, diName(s.Effect.Card))
		case tHandOfGod:
			s.say(seat, "%s does not use Hand of God.", me)
		default:
			s.say(seat, "%s passes.", me)
		}
	case mPlace:
		s.say(seat, "%s places a unit in %s.", me, region(0))
	case mDone:
		s.say(seat, "%s places no more units.", me)
	case mFirst:
		s.say(seat, "%s puts %s next in the turn order.", me, who(int(m.Arg[0])))
	case mToken:
		s.say(seat, "%s puts an action token on %s.", me, spaceName(Space(m.Arg[0])))
	case mSilver:
		s.say(seat, "%s puts the silver token (Act of God) on %s.", me, spaceName(Space(m.Arg[0])))
	case mGold:
		action := "move"
		if m.Arg[0] != goldMove {
			action = "recruit"
		}
		s.say(seat, "%s puts the gold token (Divine Will) on the gold space to %s.", me, action)
	case mEnd:
		s.say(seat, "%s ends their turn.", me)
	case mBuy:
		k := Tile(m.Arg[0])
		s.say(seat, "%s buys %s for %d PP.", me, tileName(k), s.tileCost(seat, k))
	case mCreature:
		c := NoCreature
		if t != nil {
			c = Creature(t.A)
		}
		s.say(seat, "%s puts %s in %s.", me, creatureName(c), region(0))
	case mReplace:
		special := BattleCard(-1)
		if t != nil {
			special = BattleCard(t.A)
		}
		s.say(seat, "%s gives up %s for %s.", me, battleCardName(BattleCard(m.Arg[0])), battleCardName(special))
	case mRecruit:
		n := int(m.Arg[0])
		s.say(seat, "%s recruits %s for %d PP.", me, plural(n, "unit"), s.discounted(seat, n))
	case mSacrifice:
		r := NoRegion
		if t != nil {
			r = Region(t.A)
		}
		if r == s.layout().DeltaTemple {
			s.say(seat, "%s sacrifices a unit in %s for %d PP.", me, s.regionName(r), s.layout().Regions[r].TemplePP)
		} else {
			n := 0
			if r >= 0 && int(r) < len(s.layout().Regions) {
				n = int(s.layout().Regions[r].Sacrifice)
			}
			s.say(seat, "%s sacrifices %s in %s for 1 VP.", me, plural(n, "unit"), s.regionName(r))
		}
	case mReturn:
		s.say(seat, "%s brings %s back to %s.", me, creatureName(Creature(m.Arg[0])), region(1))
	case mFrom:
		with := ""
		if m.Arg[2] == 1 {
			if c := s.creatureOf(seat, s.argRegion(m, 0)); c != NoCreature {
				with = " with " + creatureName(c)
			}
		}
		s.say(seat, "%s moves %s%s out of %s.", me, plural(int(m.Arg[1]), "unit"), with, region(0))
	case mStep:
		s.say(seat, "%s steps into %s.", me, region(0))
	case mTeleport:
		s.say(seat, "%s teleports the troop to the obelisk in %s for %d PP.", me, region(0), s.teleportCost(seat))
	case mTeleportation:
		s.say(seat, "%s plays Teleportation to take the troop to %s.", me, region(0))
	case mDrop:
		s.say(seat, "%s leaves %s in %s%s.", me, plural(int(m.Arg[0]), "unit"), s.regionName(s.Move.Region), creatureTail(m.Arg[1], "with"))
	case mPickup:
		s.say(seat, "%s takes %s along from %s%s.", me, plural(int(m.Arg[0]), "unit"), s.regionName(s.Move.Region), creatureTail(m.Arg[1], "and"))
	case mStop:
		s.say(seat, "%s ends the move in %s.", me, s.regionName(s.Move.Region))
	case mEscape:
		s.say(seat, "%s plays Escape to flee to %s.", me, region(0))
	case mFight:
		s.say(seat, "%s stands to fight.", me)
	case mPlay:
		s.secret(seat, fmt.Sprintf("%s plays %s.", me, battleCardName(BattleCard(m.Arg[0]))),
			me+" chooses a battle card to play, face down.", s.battleReveal())
	case mDiscardCard:
		until := engine.RevealNever
		if s.Open {
			until = s.battleReveal()
		}
		s.secret(seat, fmt.Sprintf("%s discards %s.", me, battleCardName(BattleCard(m.Arg[0]))),
			me+" discards a battle card, face down.", until)
	case mCommit:
		s.secret(seat, fmt.Sprintf("%s adds %s to the battle.", me, diName(DI(m.Arg[0]))),
			me+" adds a DI card to the battle, face down.", s.battleReveal())
	case mReady:
		s.say(seat, "%s confirms their battle choices.", me)
	case mWound:
		s.secret(seat, fmt.Sprintf("%s discards %s for Divine Wound: +%d strength.", me, diName(DI(m.Arg[0])), divineWoundPerCard),
			fmt.Sprintf("%s discards a DI card for Divine Wound: +%d strength.", me, divineWoundPerCard), engine.RevealNever)
	case mRecall:
		r := s.Fight.Region
		n := int(s.Seat[seat].Units[r])
		s.say(seat, "%s recalls the troop from %s to the reserve (%s, +%d PP).", me, s.regionName(r), plural(n, "unit"), n)
	case mRetreat:
		s.say(seat, "%s retreats to a region %s chooses.", me, who(int(s.Fight.Side[s.Fight.Winner])))
	case mRetreatTo:
		loser := -1
		if t != nil {
			loser = int(t.A)
		}
		s.say(seat, "%s sends %s's troop back to %s.", me, who(loser), region(0))
	case mStay:
		s.say(seat, "%s stays in %s.", me, s.regionName(s.Fight.Region))
	case mAttack:
		s.say(seat, "%s attacks from %s.", me, region(0))
	case mCard:
		s.say(seat, "%s plays %s.", me, diName(DI(m.Arg[0])))
	case mFire:
		s.say(seat, "%s plays Raining Fire on %s.", me, region(0))
	case mVeto:
		s.say(seat, "%s plays Veto on %s's %s.", me, who(int(s.Effect.Last)), cardOrVeto(s.Effect))
	default:
		s.say(seat, "%s plays %s.", me, s.MoveText(m))
	}
}

func creatureTail(flag int16, word string) string {
	if flag == 1 {
		return " " + word + " the creature"
	}
	return ""
}

// cardOrVeto is what a Veto answers: the card, or the last Veto on it.
func cardOrVeto(e Effect) string {
	if e.Vetoes > 0 {
		return "Veto"
	}
	return diName(e.Card)
}

func (s *State) tellNight() {
	s.say(-1, "Night %d: every player prays.", s.Round)
}

func (s *State) tellPP(seat, gained int, why string) {
	if gained != 0 {
		s.say(seat, "%s gains %d PP %s (now %d).", who(seat), gained, why, s.Seat[seat].PP)
	}
}

func (s *State) tellDraw(seat int, k DI) {
	s.secret(seat, fmt.Sprintf("%s draws %s.", who(seat), diName(k)), who(seat)+" draws a DI card.", engine.RevealNever)
}

func (s *State) tellVisionLook(seat, n int) {
	var names []string
	for _, c := range s.Looking[:s.LookingN] {
		names = append(names, diName(c))
	}
	s.secret(seat, fmt.Sprintf("%s looks at the top %s of the DI deck with Vision: %s.", who(seat), plural(n, "card"), kit.Join(names, "and")),
		fmt.Sprintf("%s looks at the top %s of the DI deck with Vision.", who(seat), plural(n, "card")), engine.RevealNever)
}

func (s *State) tellDay() {
	names := make([]string, s.Players)
	for i := range s.Players {
		names[i] = who(s.seatOrder(i))
	}
	s.say(-1, "Day %d begins; the turn order: %s.", s.Round, kit.Join(names, "then"))
}

func (s *State) tellChooser(seat int) {
	s.say(seat, "%s has the fewest VP and chooses the turn order.", who(seat))
}

func (s *State) tellBattle() {
	b := &s.Fight
	att, def := int(b.Side[0]), int(b.Side[1])
	s.say(att, "Battle in %s: %s's %s against %s's %s.", s.regionName(b.Region),
		who(att), plural(int(s.Seat[att].Units[b.Region]), "unit"), who(def), plural(int(s.Seat[def].Units[b.Region]), "unit"))
}

func (s *State) tellLosses(seat int, lost int, why string) {
	if lost > 0 {
		s.say(seat, "%s loses %s %s.", who(seat), plural(lost, "unit"), why)
	}
}

// tellReveal: both sides' cards, shown at once.
func (s *State) tellReveal() {
	b := &s.Fight
	for side := range 2 {
		seat := int(b.Side[side])
		text := fmt.Sprintf("%s reveals %s", who(seat), battleCardName(b.Play[side]))
		var di []string
		for k, n := range b.DI[side] {
			for range n {
				di = append(di, diName(DI(k)))
			}
		}
		if len(di) > 0 {
			text += " with " + kit.Join(di, "and") + fmt.Sprintf(" (%d PP)", s.committedCost(side))
		}
		if s.Open && b.Discard[side] >= 0 {
			text += ", and discarded " + battleCardName(b.Discard[side])
		}
		s.say(seat, "%s.", text)
	}
}

// tellResolve: both sides' sums and the winner, before the casualties.
func (s *State) tellResolve(str, dmg, prot [2]int, winner int) {
	b := &s.Fight
	for side := range 2 {
		s.say(int(b.Side[side]), "%s: strength %d, damage %d, protection %d.", who(int(b.Side[side])), str[side], dmg[side], prot[side])
	}
	w := int(b.Side[winner])
	if winner == 1 && str[0] == str[1] {
		s.say(w, "%s wins the battle: a tie goes to the defender.", who(w))
		return
	}
	s.say(w, "%s wins the battle.", who(w))
}

func (s *State) tellVP(seat, n int, why string) {
	s.say(seat, "%s gains %s %s (now %d).", who(seat), plural(n, "VP"), why, s.totalVP(seat))
}

func (s *State) tellEffect(e Effect) {
	if e.Vetoes%2 == 1 {
		s.say(int(e.Seat), "%s's %s is cancelled by Veto.", who(int(e.Seat)), diName(e.Card))
		return
	}
	if e.Vetoes > 0 {
		s.say(int(e.Seat), "%s's %s stands: the Veto on it was vetoed.", who(int(e.Seat)), diName(e.Card))
	}
}

func (s *State) tellEndOfDay() {
	s.say(-1, "The Day ends: every action token has been placed.")
}

func (s *State) tellOver() {
	w := int(s.Winner)
	s.say(w, "The game ends: %s wins with %s.", who(w), plural(s.totalVP(w), "VP"))
}
