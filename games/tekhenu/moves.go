package tekhenu

import (
	"fmt"
	"strconv"
	"strings"

	"karnak/engine"
)

// Move kinds. Each is one small decision; its text form is documented on
// MoveText and parsed back by ParseMove.
const (
	mKeep     = iota + 1 // keep L07 | keep T05 (Arg0 kind, Arg1 number)
	mDraft               // draft S07
	mDestiny             // destiny D03
	mGain                // gain papyrus
	mAdvance             // advance population|happiness
	mTake                // take ra white 4 [pure|tainted|as yellow] | anubis ra white 4 [free|gold N] | discard ra white 4
	mPlay                // play B07 population|happiness
	mScribe              // scribe +2 [gold]
	mSet                 // set 5            (B09/B10)
	mAdjust              // adjust +1        (B11/B12)
	mExtra               // extra horus [gold] (B17–B20)
	mDone                // done
	mAct                 // act ra [-1] [t19 [gold]] | act ra 5 | produce [+1] | produce bread [+1] | produce bread 4
	mFirst               // first main|extra
	mStatue              // statue god [2] | statue ts-row
	mPillar              // pillar r2c3 1
	mBuilding            // building hr2
	mOsiris              // osiris bread
	mRefresh             // refresh 2
	mCard                // card 2.1
	mPay                 // pay 2 limestone 1 gold | pay B13 | pay nothing
	mFaith               // faith +2
	mScore               // score L04:2 L08 L03:L12
	mEnd                 // end
	mSkip                // skip
	mMarker              // marker bread
	mPass                // pass   (no legal action: the die is taken without one, R-31)
	mBless               // bless B01        (production blessings B01–B06, B21/B22)
	// Time of Seth:
	mSplit    // warriors 3 priests 1 (Arg0 warriors, Arg1 priests)
	mVeto     // veto D04      (the Vizier's player discards a destiny card)
	mVizier   // vizier thoth  (a god, or set for the Set board)
	mUse      // use BX01 | use Art03 (Arg0 0 blessing, 1 artifact; Arg1 number)
	mRelocate // to-set 3 bread | to-osiris 3 bread (BX03/BX04)
	mPriests  // priests 2        (Time of Seth, maat: TX02 at Maat step 7)
	mSwap     // swap bread | swap none (Time of Seth, maat: Cult05/Cult07)
	mWarriors // spend 3 warriors 1 faith (Time of Seth: a Set cost with TX02)
	mConquest // token r2c3 (Time of Seth: where the conquest token goes)
)

// take modes (Arg3 of mTake).
const (
	tkNormal  = iota
	tkPure    // T08: a forbidden die taken as pure
	tkTainted // T08: a forbidden die taken as tainted
	tkAs      // B11/B12: the die counts as another colour (Arg4)
	tkAnubis  // Arg5: 0 two scribes, 1 one gold, 2 two gold (T10), 3 free (B23/B24)
	tkDiscard // no legal action anywhere
)

// noGod marks a production in mAct.
const noGod = -1

// add appends mv(kind, args...) to dst, written in place: a move put
// together on the stack and then copied whole makes the processor wait
// for its parts to be stored, which listing moves met at every move.
func add(dst []engine.Move, kind int, args ...int) []engine.Move {
	dst = append(dst, engine.Move{})
	m := &dst[len(dst)-1]
	m.Kind = uint16(kind)
	for i, a := range args {
		m.Arg[i] = int16(a)
	}
	return dst
}

func mv(kind int, args ...int) engine.Move {
	m := engine.Move{Kind: uint16(kind)}
	for i, a := range args {
		m.Arg[i] = int16(a)
	}
	return m
}

func cardName(kind CardKind, n int) string {
	if uint(kind) < uint(len(cardNames)) && uint(n) < uint(len(cardNames[kind])) {
		return cardNames[kind][n] // views name every card they show: no formatting each time
	}
	return formatCardName(kind, n)
}

func formatCardName(kind CardKind, n int) string {
	if n > nBaseDeck && kind >= Blessing && kind <= Decree {
		return fmt.Sprintf("%sX%02d", sethCardPrefix[kind], n-nBaseDeck)
	}
	return fmt.Sprintf("%s%02d", nameOf(cardPrefix[:], int(kind)), n)
}

// cardNames[kind][n] is formatCardName(kind, n) for every card of the box.
var cardNames = func() (names [len(cardPrefix)][nDeck + 1]string) {
	for k := range names {
		for n := range names[k] {
			names[k][n] = formatCardName(CardKind(k), n)
		}
	}
	return names
}()

// sethCardPrefix: the expansion's blessings, technologies and decrees are
// printed BX01, TX01 and DX01 (Time of Seth §7).
var sethCardPrefix = [3]string{Blessing: "B", Tech: "T", Decree: "D"}

func signed(d int) string {
	if d > 0 {
		return "+" + strconv.Itoa(d)
	}
	return strconv.Itoa(d)
}

// MoveText is the stable text form of a move.
func (s *State) MoveText(m engine.Move) string { return moveText(m) }

func moveText(m engine.Move) string {
	a := func(i int) int { return int(m.Arg[i]) }
	switch m.Kind {
	case mKeep:
		return "keep " + cardName(CardKind(a(0)), a(1))
	case mDraft:
		return draftText(a(0), a(1))
	case mDestiny:
		return destinyText(a(0), a(1))
	case mGain:
		return "gain " + Res(a(0)).String()
	case mAdvance:
		return "advance " + trackName(a(0))
	case mTake:
		die := God(a(0)).String() + " " + Colour(a(1)).String() + " " + strconv.Itoa(a(2))
		switch a(3) {
		case tkPure:
			return "take " + die + " pure"
		case tkTainted:
			return "take " + die + " tainted"
		case tkAs:
			return "take " + die + " as " + Colour(a(4)).String()
		case tkAnubis:
			switch a(5) {
			case 1, 2:
				return "anubis " + die + " gold " + strconv.Itoa(a(5))
			case 3:
				return "anubis " + die + " free"
			}
			return "anubis " + die
		case tkDiscard:
			return "discard " + die
		}
		return "take " + die
	case mPlay:
		return "play " + cardName(Blessing, a(0)) + " " + trackName(a(1))
	case mScribe:
		return "scribe " + signed(a(0)) + goldSuffix(a(1))
	case mSet:
		return "set " + strconv.Itoa(a(0))
	case mAdjust:
		return "adjust " + signed(a(0))
	case mExtra:
		return "extra " + God(a(0)).String() + goldSuffix(a(1))
	case mDone:
		return "done"
	case mAct:
		var b strings.Builder
		if a(0) == noGod {
			b.WriteString("produce")
			if a(1) >= 0 {
				b.WriteString(" " + Res(a(1)).String())
			}
		} else {
			b.WriteString("act " + God(a(0)).String())
			if d := a(6); d > declNone && d < len(declNames) {
				b.WriteString(" " + declNames[d]) // an Anubis die's colour (Time of Seth §4.4)
			}
		}
		if a(4) > 0 {
			b.WriteString(" " + strconv.Itoa(a(4)))
		}
		if a(2) != 0 {
			b.WriteString(" " + signed(a(2)))
		}
		if a(3) == 1 {
			b.WriteString(" t19" + goldSuffix(a(5)))
		}
		return b.String()
	case mFirst:
		if a(1) == 1 { // Time of Seth: a conquest token's action and a pillar's
			return [2]string{"first pillar", "first token"}[a(0)&1]
		}
		if a(0) == 1 {
			return "first extra"
		}
		return "first main"
	case mStatue:
		if a(0) >= statueSetPeople {
			return sethStatueText(m)
		}
		if a(0) == 1 {
			return "statue " + nameOf(peopleSlotNames[:], a(1))
		}
		if a(2) > 0 {
			return "statue god " + strconv.Itoa(a(2))
		}
		return "statue god"
	case mPillar:
		return fmt.Sprintf("pillar r%dc%d %d", a(0)+1, a(1)+1, a(2))
	case mBuilding:
		return "building " + hathorSlotName(a(0))
	case mOsiris:
		return "osiris " + Res(a(0)).String()
	case mRefresh:
		return "refresh " + strconv.Itoa(a(0)+1)
	case mCard:
		return fmt.Sprintf("card %d.%d", a(0)+1, a(1)+1)
	case mPay:
		var b strings.Builder
		b.WriteString("pay")
		for r := Papyrus; r <= Gold; r++ {
			if a(int(r)) > 0 {
				fmt.Fprintf(&b, " %d %s", a(int(r)), r)
			}
		}
		if a(5) > 0 {
			fmt.Fprintf(&b, " %d scribes", a(5))
		}
		if a(6) > 0 {
			b.WriteString(" " + cardName(Blessing, a(6)))
		}
		if b.Len() == 3 {
			b.WriteString(" nothing")
		}
		return b.String()
	case mFaith:
		if a(0) == 0 {
			return "faith 0"
		}
		return "faith " + signed(a(0))
	case mScore:
		var b strings.Builder
		b.WriteString("score")
		for i := 0; i < 3; i++ {
			if a(i) == 0 {
				continue
			}
			b.WriteString(" " + cardName(Decree, a(i)))
			switch a(i) {
			case 3:
				b.WriteString(":" + cardName(Decree, a(3)))
			case 4:
				b.WriteString(":" + strconv.Itoa(a(4)))
			}
		}
		if b.Len() == 5 {
			b.WriteString(" nothing")
		}
		return b.String()
	case mEnd:
		return "end"
	case mSkip:
		return "skip"
	case mMarker:
		return "marker " + Res(a(0)).String()
	case mPass:
		return "pass"
	case mBless:
		return "bless " + cardName(Blessing, a(0))
	case mSplit:
		return splitText(a(0), a(1))
	case mVeto:
		return "veto " + cardName(Destiny, a(0))
	case mVizier:
		return vizierText(a(0))
	case mUse:
		if a(0) == useArtifact {
			return "use " + artifactName(a(1))
		}
		return "use " + cardName(Blessing, a(1))
	case mRelocate:
		return relocateText(m)
	case mWarriors:
		return fmt.Sprintf("spend %d warriors %d faith", a(0), a(1))
	case mConquest:
		return fmt.Sprintf("token r%dc%d", a(0)+1, a(1)+1)
	case mPriests:
		return "priests " + strconv.Itoa(a(0))
	case mSwap:
		return swapText(a(0))
	}
	return fmt.Sprintf("?%d", m.Kind)
}

func goldSuffix(g int) string {
	if g > 0 {
		return " gold"
	}
	return ""
}

func trackName(i int) string {
	if i == 1 {
		return "happiness"
	}
	return "population"
}

// ParseMove reads the text form of a move. It checks the words only; Play
// checks legality.
func (s *State) ParseMove(text string) (engine.Move, error) { return parseMove(text) }

type parseError struct{ text, why string }

func (e *parseError) Error() string { return fmt.Sprintf("cannot read move %q: %s", e.text, e.why) }

func parseMove(text string) (engine.Move, error) {
	w := strings.Fields(strings.ToLower(text))
	bad := func(why string) (engine.Move, error) { return engine.Move{}, &parseError{text, why} }
	if len(w) == 0 {
		return bad("empty")
	}
	need := func(n int) bool { return len(w) == n }
	switch w[0] {
	case "keep":
		if !need(2) {
			return bad("want: keep <card>")
		}
		kind, n, ok := parseCard(w[1])
		if !ok || (kind != Decree && kind != Tech && kind != Blessing) {
			return bad("unknown card " + w[1])
		}
		return mv(mKeep, int(kind), n), nil
	case "draft", "destiny":
		if !need(2) {
			return bad("want: " + w[0] + " <card>")
		}
		if m, ok := parseDraft(w[1]); ok && w[0] == "draft" {
			return m, nil
		}
		kind, n, ok := parseCard(w[1])
		want := Starting
		k := mDraft
		if w[0] == "destiny" {
			want, k = Destiny, mDestiny
		}
		if !ok || kind != want {
			return bad("unknown card " + w[1])
		}
		return mv(k, n), nil
	case "artifact":
		if m, ok := parseArtifact(w); ok {
			return m, nil
		}
		return bad("want: artifact Art01…Art08")
	case "warriors":
		if m, ok := parseSplit(w); ok {
			return m, nil
		}
		return bad("want: warriors <n> priests <n>")
	case "veto":
		if m, ok := parseVeto(w); ok {
			return m, nil
		}
		return bad("want: veto D01…D04")
	case "vizier":
		if m, ok := parseVizier(w); ok {
			return m, nil
		}
		return bad("want: vizier <god or set>")
	case "gain", "marker":
		if !need(2) {
			return bad("want: " + w[0] + " <resource>")
		}
		r, ok := parseRes(w[1])
		if !ok || (w[0] == "marker" && r == Gold) {
			return bad("unknown resource " + w[1])
		}
		if w[0] == "marker" {
			return mv(mMarker, int(r)), nil
		}
		return mv(mGain, int(r)), nil
	case "advance":
		t, ok := parseTrack(w)
		if !ok || !need(2) {
			return bad("want: advance population|happiness")
		}
		return mv(mAdvance, t), nil
	case "take", "anubis", "discard":
		if len(w) < 4 {
			return bad("want: " + w[0] + " <sector> <colour> <value>")
		}
		g, ok1 := parseGod(w[1])
		if w[1] == "set" && w[0] == "take" && len(w) == 4 {
			g, ok1 = Set, true // a Set-board die (Time of Seth §4.1)
		}
		c, ok2 := parseColour(w[2])
		v, err := strconv.Atoi(w[3])
		if !ok1 || !ok2 || err != nil || v < 1 || v > 6 {
			return bad("want: " + w[0] + " <sector> <colour> <value 1-6>")
		}
		rest := w[4:]
		switch w[0] {
		case "discard":
			if len(rest) != 0 {
				return bad("discard takes no options")
			}
			return mv(mTake, int(g), int(c), v, tkDiscard), nil
		case "anubis":
			switch {
			case len(rest) == 0:
				return mv(mTake, int(g), int(c), v, tkAnubis, 0, 0), nil
			case len(rest) == 1 && rest[0] == "free":
				return mv(mTake, int(g), int(c), v, tkAnubis, 0, 3), nil
			case len(rest) == 2 && rest[0] == "gold" && (rest[1] == "1" || rest[1] == "2"):
				return mv(mTake, int(g), int(c), v, tkAnubis, 0, int(rest[1][0]-'0')), nil
			}
			return bad("anubis options: free | gold 1 | gold 2")
		}
		switch {
		case len(rest) == 0:
			return mv(mTake, int(g), int(c), v, tkNormal), nil
		case len(rest) == 1 && rest[0] == "pure":
			return mv(mTake, int(g), int(c), v, tkPure), nil
		case len(rest) == 1 && rest[0] == "tainted":
			return mv(mTake, int(g), int(c), v, tkTainted), nil
		case len(rest) == 2 && rest[0] == "as":
			c2, ok := parseColour(rest[1])
			if !ok {
				return bad("unknown colour " + rest[1])
			}
			return mv(mTake, int(g), int(c), v, tkAs, int(c2)), nil
		}
		return bad("take options: pure | tainted | as <colour>")
	case "play":
		if !need(3) {
			return bad("want: play <B07|B08> population|happiness")
		}
		kind, n, ok := parseCard(w[1])
		t, ok2 := parseTrack(w[1:])
		if !ok || kind != Blessing || !ok2 {
			return bad("want: play <B07|B08> population|happiness")
		}
		return mv(mPlay, n, t), nil
	case "scribe":
		if len(w) < 2 || len(w) > 3 || (len(w) == 3 && w[2] != "gold") {
			return bad("want: scribe <±1|±2> [gold]")
		}
		d, err := strconv.Atoi(w[1])
		if err != nil || d == 0 || d < -2 || d > 2 || (d > 0 && w[1][0] != '+') {
			return bad("scribe changes a value by +1, -1, +2 or -2")
		}
		return mv(mScribe, d, boolInt(len(w) == 3)), nil
	case "set":
		if !need(2) {
			return bad("want: set <value>")
		}
		v, err := strconv.Atoi(w[1])
		if err != nil || v < 1 || v > 6 || w[1] != strconv.Itoa(v) {
			return bad("want: set <value 1-6>")
		}
		return mv(mSet, v), nil
	case "adjust":
		if !need(2) || (w[1] != "+1" && w[1] != "-1") {
			return bad("want: adjust +1|-1")
		}
		return mv(mAdjust, map[string]int{"+1": 1, "-1": -1}[w[1]]), nil
	case "extra":
		if len(w) < 2 || len(w) > 3 || (len(w) == 3 && w[2] != "gold") {
			return bad("want: extra <god> [gold]")
		}
		g, ok := parseGod(w[1])
		if !ok {
			return bad("unknown god " + w[1])
		}
		return mv(mExtra, int(g), boolInt(len(w) == 3)), nil
	case "done", "end", "skip", "pass":
		if !need(1) {
			return bad(w[0] + " takes nothing")
		}
		return mv(map[string]int{"done": mDone, "end": mEnd, "skip": mSkip, "pass": mPass}[w[0]]), nil
	case "act", "produce":
		return parseAct(text, w)
	case "first":
		if need(2) && (w[1] == "pillar" || w[1] == "token") {
			return mv(mFirst, boolInt(w[1] == "token"), 1), nil
		}
		if !need(2) || (w[1] != "main" && w[1] != "extra") {
			return bad("want: first main|extra")
		}
		return mv(mFirst, boolInt(w[1] == "extra")), nil
	case "statue":
		if m, ok := parseSethStatue(w); ok {
			return m, nil
		}
		if len(w) == 2 {
			if w[1] == "god" {
				return mv(mStatue, 0, 0, 0), nil
			}
			for i, n := range peopleSlotNames {
				if n == w[1] {
					return mv(mStatue, 1, i, 0), nil
				}
			}
		}
		if len(w) == 3 && w[1] == "god" && len(w[2]) == 1 && w[2][0] >= '1' && w[2][0] <= '3' {
			return mv(mStatue, 0, 0, int(w[2][0]-'0')), nil
		}
		return bad("want: statue god [1-3] | statue ts-row|ts-col|os-w|os-q")
	case "pillar":
		var r, c, rot int
		if !need(3) || len(w[1]) != 4 || w[1][0] != 'r' || w[1][2] != 'c' {
			return bad("want: pillar r<row>c<col> <rotation 0-3>")
		}
		r, c = int(w[1][1]-'1'), int(w[1][3]-'1')
		rot, err := strconv.Atoi(w[2])
		if r < 0 || r > 4 || c < 0 || c > 4 || err != nil || rot < 0 || rot > 3 || len(w[2]) != 1 {
			return bad("want: pillar r<1-5>c<1-5> <rotation 0-3>")
		}
		return mv(mPillar, r, c, rot), nil
	case "building":
		if need(2) {
			for i := 0; i < 10; i++ {
				if hathorSlotName(i) == w[1] {
					return mv(mBuilding, i), nil
				}
			}
		}
		return bad("want: building hr1-hr5|hc1-hc5")
	case "osiris":
		if need(2) {
			if r, ok := parseRes(w[1]); ok && r != Gold {
				return mv(mOsiris, int(r)), nil
			}
		}
		return bad("want: osiris papyrus|bread|limestone|granite")
	case "refresh":
		if need(2) && len(w[1]) == 1 && w[1][0] >= '1' && w[1][0] <= '4' {
			return mv(mRefresh, int(w[1][0]-'1')), nil
		}
		return bad("want: refresh <section 1-4>")
	case "card":
		if need(2) && len(w[1]) == 3 && w[1][1] == '.' && w[1][0] >= '1' && w[1][0] <= '4' && w[1][2] >= '1' && w[1][2] <= '4' {
			return mv(mCard, int(w[1][0]-'1'), int(w[1][2]-'1')), nil
		}
		return bad("want: card <section>.<slot>")
	case "pay":
		return parsePay(text, w)
	case "faith":
		if need(2) {
			n, err := strconv.Atoi(w[1])
			if err == nil && w[1] == faithText(n) && n >= -99 && n <= 99 {
				return mv(mFaith, n), nil
			}
		}
		return bad("want: faith <+n|-n|0>")
	case "bless":
		if need(2) {
			if kind, n, ok := parseCard(w[1]); ok && kind == Blessing {
				return mv(mBless, n), nil
			}
		}
		return bad("want: bless <blessing>")
	case "score":
		return parseScore(text, w)
	case "use", "to-set", "to-osiris":
		return parseSethMove(text, w)
	case "spend", "token":
		return parseSetMove(text, w)
	case "priests":
		if need(2) {
			n, err := strconv.Atoi(w[1])
			if err == nil && w[1] == strconv.Itoa(n) && n >= 0 && n <= trackCap {
				return mv(mPriests, n), nil
			}
		}
		return bad("want: priests <0-10>")
	case "swap":
		if need(2) {
			if w[1] == "none" {
				return mv(mSwap, noSwap), nil
			}
			if r, ok := parseRes(w[1]); ok {
				return mv(mSwap, int(r)), nil
			}
		}
		return bad("want: swap papyrus|bread|limestone|granite|gold|none")
	}
	return bad("unknown move word " + w[0])
}

func faithText(n int) string {
	if n == 0 {
		return "0"
	}
	return signed(n)
}

func parseAct(text string, w []string) (engine.Move, error) {
	bad := func(why string) (engine.Move, error) { return engine.Move{}, &parseError{text, why} }
	god, res := noGod, -1
	i := 1
	if w[0] == "act" {
		if len(w) < 2 {
			return bad("want: act <god>")
		}
		g, ok := parseGod(w[1])
		if w[1] == "set" {
			g, ok = Set, true // the Set action (Time of Seth §4.2)
		}
		if !ok {
			return bad("unknown god " + w[1])
		}
		god, i = int(g), 2
	} else if len(w) > 1 {
		if r, ok := parseRes(w[1]); ok && r != Gold {
			res, i = int(r), 2
		}
	}
	value, delta, t19, gold, decl := 0, 0, 0, 0, declNone
	for ; i < len(w); i++ {
		x := w[i]
		switch {
		case i == 2 && god != noGod && (x == "red" || x == "blue"):
			decl = declRed + boolInt(x == "blue") // an Anubis die's colour (Time of Seth §4.4)
		case x == "t19" && god != noGod && t19 == 0:
			t19 = 1
			if i+1 < len(w) && w[i+1] == "gold" {
				gold, i = 1, i+1
			}
		case (x[0] == '+' || x[0] == '-') && delta == 0 && t19 == 0:
			d, err := strconv.Atoi(x)
			if err != nil || d == 0 || d < -2 || d > 2 {
				return bad("a value change is +1, -1, +2 or -2")
			}
			delta = d
		case len(x) == 1 && x[0] >= '1' && x[0] <= '6' && value == 0 && delta == 0 && t19 == 0:
			value = int(x[0] - '0')
		default:
			return bad("unexpected " + x)
		}
	}
	return mv(mAct, god, res, delta, t19, value, gold, decl), nil
}

func parsePay(text string, w []string) (engine.Move, error) {
	bad := func(why string) (engine.Move, error) { return engine.Move{}, &parseError{text, why} }
	m := mv(mPay)
	if len(w) == 2 && w[1] == "nothing" {
		return m, nil
	}
	last := -1
	for i := 1; i < len(w); i++ {
		if kind, n, ok := parseCard(w[i]); ok && kind == Blessing && i == len(w)-1 {
			m.Arg[6] = int16(n)
			continue
		}
		if i+1 >= len(w) {
			return bad("want: pay <n> <resource> ...")
		}
		n, err := strconv.Atoi(w[i])
		if err != nil || n <= 0 || n > 99 || w[i] != strconv.Itoa(n) {
			return bad("amounts are positive numbers")
		}
		slot := -1
		if r, ok := parseRes(w[i+1]); ok {
			slot = int(r)
		} else if w[i+1] == "scribes" {
			slot = 5
		}
		if slot <= last {
			return bad("list each currency once, in the order papyrus bread limestone granite gold scribes")
		}
		m.Arg[slot] = int16(n)
		last = slot
		i++
	}
	if m == mv(mPay) {
		return bad("pay nothing is written 'pay nothing'")
	}
	return m, nil
}

func parseScore(text string, w []string) (engine.Move, error) {
	bad := func(why string) (engine.Move, error) { return engine.Move{}, &parseError{text, why} }
	m := mv(mScore)
	if len(w) == 2 && w[1] == "nothing" {
		return m, nil
	}
	if len(w) < 2 || len(w) > 4 {
		return bad("want: score <decree>[:option] ... (at most 3)")
	}
	prev := 0
	for i, x := range w[1:] {
		name, opt, hasOpt := strings.Cut(x, ":")
		kind, n, ok := parseCard(name)
		if !ok || kind != Decree {
			return bad("unknown decree " + name)
		}
		if n <= prev {
			return bad("list decrees in increasing order")
		}
		prev = n
		m.Arg[i] = int16(n)
		switch {
		case n == 3 && hasOpt:
			k, t, ok := parseCard(opt)
			if !ok || k != Decree {
				return bad("L03 names its target: L03:L12")
			}
			m.Arg[3] = int16(t)
		case n == 4 && hasOpt:
			v, err := strconv.Atoi(opt)
			if err != nil || v < 0 || v > 5 || opt != strconv.Itoa(v) {
				return bad("L04 names the symbols paid: L04:2")
			}
			m.Arg[4] = int16(v)
		case n == 3 || n == 4 || hasOpt:
			return bad("only L03:<target> and L04:<symbols> take an option, and they need it")
		}
	}
	return m, nil
}

func parseCard(s string) (CardKind, int, bool) {
	s = strings.ToUpper(s)
	if len(s) == 4 && s[1] == 'X' {
		for k, p := range sethCardPrefix {
			n, err := strconv.Atoi(s[2:])
			if s[:1] == p && err == nil && n >= 1 && n <= sethCards[k] {
				return CardKind(k), nBaseDeck + n, true
			}
		}
		return 0, 0, false
	}
	if len(s) != 3 {
		return 0, 0, false
	}
	for k, p := range cardPrefix {
		if s[:1] == p {
			n, err := strconv.Atoi(s[1:])
			max := map[CardKind]int{Starting: nStarting, Destiny: nDestiny}[CardKind(k)]
			if max == 0 {
				max = nBaseDeck
			}
			if err != nil || n < 1 || n > max {
				return 0, 0, false
			}
			return CardKind(k), n, true
		}
	}
	return 0, 0, false
}

// parseGod reads one of the six wheel gods; the Set action, which has no
// sector, is read where a move may name it.
func parseGod(s string) (God, bool) {
	for i, n := range godNames[:nGods] {
		if n == s {
			return God(i), true
		}
	}
	return 0, false
}

func parseColour(s string) (Colour, bool) {
	for i, n := range colourNames {
		if n == s {
			return Colour(i), true
		}
	}
	return 0, false
}

func parseRes(s string) (Res, bool) {
	for i, n := range resNames {
		if n == s {
			return Res(i), true
		}
	}
	return 0, false
}

func parseTrack(w []string) (int, bool) {
	if len(w) < 2 {
		return 0, false
	}
	switch w[len(w)-1] {
	case "population":
		return 0, true
	case "happiness":
		return 1, true
	}
	return 0, false
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
