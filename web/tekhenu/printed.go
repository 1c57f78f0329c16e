package tekhenu

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"karnak/engine"
	game "karnak/games/tekhenu"
)

// What the printed board and mats show that the view does not carry: cell
// rewards, Ra slot values, Osiris row effects, statue costs, the building
// row, the purity of each light and the track thresholds. The game states
// each of them in its glossary (games/tekhenu/glossary.go, built from its
// data), so the board reads them there rather than keeping copies that
// could disagree; printed_test.go fails if a sentence it reads changes
// shape.

// entry is ref's glossary entry, the zero Entry when there is none.
func entry(ref string) engine.Entry {
	e, _ := engine.Explain(game.Game{}, ref)
	return e
}

// printed is everything read once from the glossary.
type printedInfo struct {
	Cells      [5][5]reward      // temple cell rewards
	RaValues   map[string]string // Ra slot → die values ("5–6")
	RaVP       map[string]int    // Ra slot → VP for raising its tile
	Osiris     [7]osirisRow      // rows 1–6
	MaxProd    int               // production markers stop here
	StatueCost []int             // granite for the mat's statues 1–6
	StatueVP   string            // VP for 1…6 statues, as the mat prints it
	Building   []rowSpace        // the mat's building row, spaces 1–10
	Purity     map[string]purity // light → dice colours by status
	Symbols    []int             // ▲ cells of the population and happiness tracks
	Happy      string            // what first reaching the top cells gives
	MaatFine   string            // balance → VP lost
	Sections   [4]section        // market sections
}

type reward struct {
	N    int
	Kind string // papyrus, bread, limestone, granite, faith
}

type osirisRow struct {
	Own, Partner, Any, Gain, Gold int
	FirstGold                     bool // the first builder takes the gold beside the row
}

type rowSpace struct{ VP, Bread int }

type purity struct{ Pure, Tainted, Forbidden []string }

type section struct {
	Reach int // happiness Thoth needs
	Opens int // population that opens it, 0 open from the start
	Kinds string
}

var printed = readPrinted()

var (
	leadNumber  = regexp.MustCompile(`^(\d+) (.+)$`)
	raScores    = regexp.MustCompile(`scores (\d+) VP more`)
	raDie       = regexp.MustCompile(`with a die of (\d) or (\d)`)
	osOwn       = regexp.MustCompile(`production marker (\d+)`)
	osPartner   = regexp.MustCompile(`partner's \([^)]*\) (\d+)`)
	osAny       = regexp.MustCompile(`any one marker (\d+)`)
	osGain      = regexp.MustCompile(`gain (\d+) of the district's resource`)
	osGold      = regexp.MustCompile(`and (\d+) gold`)
	osStop      = regexp.MustCompile(`Markers stop at (\d+)`)
	statueVP    = regexp.MustCompile(`score at each scoring: ([^.]+)\.`)
	rowSpaceRe  = regexp.MustCompile(`: (\d+) (VP|bread)$`)
	purityRe    = regexp.MustCompile(`pure if ([a-z ]+), tainted if ([a-z ]+), (?:forbidden if ([a-z ]+)|never forbidden)\.`)
	symbolsRe   = regexp.MustCompile(`▲ symbol reached \(([\d, ]+)\)`)
	happyRe     = regexp.MustCompile(`First reaching (\d+[^.]+)\.`)
	fineRe      = regexp.MustCompile(`costs VP \(([^)]+)\)`)
	reachRe     = regexp.MustCompile(`happiness (\d+) or more`)
	opensRe     = regexp.MustCompile(`first reaches (\d+)`)
	holdsRe     = regexp.MustCompile(`^Holds ([^;]+);`)
	propertyRe  = regexp.MustCompile(`^Pillar of (.+) \(`)
	colourWords = regexp.MustCompile(` or `)
)

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

func firstInt(re *regexp.Regexp, s string) int {
	if m := re.FindStringSubmatch(s); m != nil {
		return atoi(m[1])
	}
	return 0
}

func readPrinted() *printedInfo {
	p := &printedInfo{RaValues: map[string]string{}, RaVP: map[string]int{}, Purity: map[string]purity{}}
	for r := range 5 {
		for c := range 5 {
			name := entry(fmt.Sprintf("r%dc%d", r+1, c+1)).Name
			_, what, _ := strings.Cut(name, ": ")
			if m := leadNumber.FindStringSubmatch(what); m != nil {
				kind := strings.TrimSuffix(strings.TrimSuffix(m[2], " tokens"), " token")
				p.Cells[r][c] = reward{atoi(m[1]), kind}
			}
		}
	}
	for _, slot := range []string{"left", "middle", "right"} {
		e := entry("ra-" + slot).Effect
		p.RaVP[slot] = firstInt(raScores, e)
		if m := raDie.FindStringSubmatch(e); m != nil {
			lo, hi := m[1], m[2]
			if atoi(lo) > atoi(hi) {
				lo, hi = hi, lo
			}
			p.RaValues[slot] = lo + "–" + hi
		}
	}
	for row := 1; row <= 6; row++ {
		e := entry(fmt.Sprintf("osiris-row%d", row)).Effect
		p.Osiris[row] = osirisRow{Own: firstInt(osOwn, e), Partner: firstInt(osPartner, e), Any: firstInt(osAny, e),
			Gain: firstInt(osGain, e), Gold: firstInt(osGold, e), FirstGold: strings.Contains(e, "first player ever")}
		p.MaxProd = max(p.MaxProd, firstInt(osStop, e))
	}
	for i := 1; ; i++ {
		e := entry(fmt.Sprintf("statue%d", i))
		if e.Ref == "" {
			break
		}
		p.StatueCost = append(p.StatueCost, atoi(strings.Fields(e.Cost + " 0")[0]))
		if m := statueVP.FindStringSubmatch(e.Effect); m != nil {
			p.StatueVP = m[1]
		}
	}
	for i := 1; ; i++ {
		e := entry(fmt.Sprintf("building%d", i))
		if e.Ref == "" {
			break
		}
		var sp rowSpace
		if m := rowSpaceRe.FindStringSubmatch(e.Name); m != nil {
			if m[2] == "VP" {
				sp.VP = atoi(m[1])
			} else {
				sp.Bread = atoi(m[1])
			}
		}
		p.Building = append(p.Building, sp)
	}
	for _, light := range []string{"sunny", "shaded", "dark"} {
		if m := purityRe.FindStringSubmatch(entry(light).Effect); m != nil {
			split := func(s string) []string {
				if s == "" {
					return nil
				}
				return colourWords.Split(s, -1)
			}
			p.Purity[light] = purity{split(m[1]), split(m[2]), split(m[3])}
		}
	}
	happiness := entry("happiness").Effect
	if m := symbolsRe.FindStringSubmatch(happiness); m != nil {
		for _, n := range strings.Split(m[1], ", ") {
			p.Symbols = append(p.Symbols, atoi(n))
		}
	}
	if m := happyRe.FindStringSubmatch(happiness); m != nil {
		p.Happy = m[1]
	}
	if m := fineRe.FindStringSubmatch(entry("maat").Effect); m != nil {
		p.MaatFine = m[1]
	}
	for i := range p.Sections {
		e := entry(fmt.Sprintf("section%d", i+1)).Effect
		p.Sections[i] = section{Reach: firstInt(reachRe, e), Opens: firstInt(opensRe, e)}
		if m := holdsRe.FindStringSubmatch(e); m != nil {
			p.Sections[i].Kinds = m[1]
		}
	}
	return p
}

// tileProperty is a pillar tile's property in a word or two ("growth",
// "plain"), from its glossary name.
func tileProperty(id string) string {
	name := entry(id).Name
	if m := propertyRe.FindStringSubmatch(name); m != nil {
		return strings.TrimPrefix(m[1], "the ")
	}
	if strings.HasPrefix(name, "Plain") {
		return "plain"
	}
	return ""
}

// short names a reward's kind in a temple cell, where limestone takes two
// lines.
func (r reward) lines() []string {
	if r.Kind == "limestone" {
		return []string{fmt.Sprint(r.N), "lime-", "stone"}
	}
	return []string{fmt.Sprint(r.N), r.Kind}
}

func (r reward) String() string {
	if r.Kind == "faith" {
		return plural(r.N, "faith token", "faith tokens")
	}
	return fmt.Sprintf("%d %s", r.N, r.Kind)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

// effectLines is an Osiris row's effect in two short lines.
func (o osirisRow) effectLines() [2]string {
	first := fmt.Sprintf("prod +%d", o.Own)
	if o.Partner > 0 {
		first += fmt.Sprintf(" pair +%d", o.Partner)
	}
	if o.Any > 0 {
		first += fmt.Sprintf(" any +%d", o.Any)
	}
	second := fmt.Sprintf("gain %d", o.Gain)
	if o.Gold > 0 {
		second += fmt.Sprintf(" +%d gold", o.Gold)
	}
	if o.FirstGold {
		second += " (+gold)"
	}
	return [2]string{first, second}
}
