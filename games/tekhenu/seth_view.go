package tekhenu

import (
	"fmt"
	"strings"
)

// SethView is the Time of Seth part of the table (§8): nil in a base game.
type SethView struct {
	Areas []SetAreaView `json:"areas"`
	// People are the owners of the people statues under the left and
	// right columns, −1 empty.
	People []int `json:"people_statues"`
	// Statues are the owners of the usable Set-statue slots, −1 empty.
	Statues []int     `json:"set_statues"`
	Dice    []DieView `json:"dice"`
	// Conquest is the face-up token on the stack ("" when the stack is
	// empty) and Stack how many tokens are left in it, face-up included.
	Conquest string `json:"conquest"`
	Stack    int    `json:"conquest_stack"`
	// Tokens are the conquest tokens on temple cells ("" none), row by row.
	Tokens [5][5]string `json:"temple_tokens"`
	// Artifacts are those in the pool beside the destiny cards.
	Artifacts []string `json:"artifacts"`
	// Cults are the cult cards on display during the starting draft.
	Cults []string `json:"cults,omitempty"`
	// Vizier is the area of the Vizier pawn (a god's sector or "set"),
	// "" when not placed; absent without the Vizier variant.
	Vizier string `json:"vizier,omitempty"`
}

// SetAreaView is one area of the Set board.
type SetAreaView struct {
	Area   int    `json:"area"`
	Ref    string `json:"ref"`    // its glossary entry
	Column string `json:"column"` // left or right
	Bonus  string `json:"bonus"`
	Owners []int  `json:"owners"` // per slot, −1 empty
	VP     []int  `json:"vp"`     // per slot, at each scoring
	Cost   int    `json:"cost"`   // warriors for the next building
}

var columnNames = [2]string{"left", "right"}

// vizierView is the Vizier for the view: nil without the variant.
func (s *State) vizierView() string {
	switch v := s.Seth.Vizier; {
	case v < 0 || v == noVizierYet:
		return ""
	default:
		return v.String()
	}
}

func (s *State) sethView() *SethView {
	b := &s.Seth
	if !b.On {
		if b.Vizier >= 0 {
			return &SethView{Vizier: s.vizierView()}
		}
		return nil
	}
	v := &SethView{Conquest: conquestName(b.faceUpConquest()), Stack: int(b.ConquestN),
		Dice: []DieView{}, Artifacts: []string{}, Vizier: s.vizierView()}
	for a := 1; a <= nSetAreas; a++ {
		info := setAreas[a]
		av := SetAreaView{Area: a, Ref: setAreaRef(a), Column: columnNames[info.Column], Bonus: setBonusText(info),
			VP: info.VP[:], Cost: s.setCost(a)}
		for _, o := range b.Slots[a-1] {
			av.Owners = append(av.Owners, int(o))
		}
		v.Areas = append(v.Areas, av)
	}
	for _, o := range b.People {
		v.People = append(v.People, int(o))
	}
	for k := 0; k < setStatueSlots(s.Players); k++ {
		v.Statues = append(v.Statues, int(b.Statues[k]))
	}
	for _, d := range s.Dice {
		if d.Loc == locSet {
			v.Dice = append(v.Dice, DieView{d.Colour.String(), int(d.Value), Tainted.String()})
		}
	}
	for r := range s.Temple {
		for c := range s.Temple[r] {
			v.Tokens[r][c] = conquestName(int(s.Temple[r][c].Token))
		}
	}
	for n := 1; n <= nArtifacts; n++ {
		if b.Artifacts&(1<<(n-1)) != 0 {
			v.Artifacts = append(v.Artifacts, artifactName(n))
		}
	}
	for n := 1; n <= nCults; n++ {
		if b.Cults&(1<<(n-1)) != 0 && s.Round == 0 {
			v.Cults = append(v.Cults, cultName(n))
		}
	}
	return v
}

// SethPlayerView is one seat's expansion pieces.
type SethPlayerView struct {
	Warriors  int      `json:"warriors"`
	Priests   int      `json:"priests"`
	Blood     int      `json:"blood"`
	Cult      string   `json:"cult,omitempty"`
	Artifacts []string `json:"artifacts"`
}

func (s *State) sethPlayerView(p int) *SethPlayerView {
	if !s.Seth.On {
		return nil
	}
	pl := &s.P[p]
	pv := &SethPlayerView{Warriors: int(pl.Warriors), Priests: int(pl.Priests), Blood: int(pl.Blood),
		Cult: cultName(int(pl.Cult)), Artifacts: []string{}}
	for n := 1; n <= nArtifacts; n++ {
		if pl.Artifacts&(1<<(n-1)) != 0 {
			pv.Artifacts = append(pv.Artifacts, artifactName(n))
		}
	}
	return pv
}

// resourcesText is amounts of resources in words: "1 gold and 2 bread".
func resourcesText(res [nRes]int) string {
	var parts []string
	for r := Papyrus; r <= Gold; r++ {
		if res[r] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", res[r], r))
		}
	}
	return strings.Join(parts, " and ")
}

// Names of the expansion's pieces, as printed (Time of Seth §7).
func setAreaRef(a int) string { return fmt.Sprintf("set-%d", a) }

func conquestName(n int) string {
	if n < 1 || n > nConquest {
		return ""
	}
	return fmt.Sprintf("A%02d", n)
}

func artifactName(n int) string {
	if n < 1 || n > nArtifacts {
		return ""
	}
	return fmt.Sprintf("Art%02d", n)
}

func cultName(n int) string {
	if n < 1 || n > nCults {
		return ""
	}
	return fmt.Sprintf("Cult%02d", n)
}

// setBonusText is an area's immediate bonus in words.
func setBonusText(a setArea) string {
	text := resourcesText(a.Bonus)
	if a.Choice > 0 {
		text += fmt.Sprintf(" and %d resource of your choice (not gold)", a.Choice)
	}
	return text
}

// text writes the Set board for the terminal.
func (v *SethView) text(p func(string, ...any)) {
	p("Set board (area: bonus, slot owners, next cost):\n")
	for _, a := range v.Areas {
		var owners []string
		for _, o := range a.Owners {
			owners = append(owners, owner(o))
		}
		p("  %d %-5s %-45s [%s] %d warriors\n", a.Area, a.Column, a.Bonus, strings.Join(owners, " "), a.Cost)
	}
	var statues []string
	for _, o := range v.Statues {
		statues = append(statues, owner(o))
	}
	p("  people statues: left %s, right %s; Set statues [%s]; Set dice %s\n", owner(v.People[0]), owner(v.People[1]), strings.Join(statues, " "), dieList(v.Dice))
	p("  conquest token %s, %d in the stack; artifacts beside the destiny cards: %s", orDash(v.Conquest), v.Stack, orDash(strings.Join(v.Artifacts, " ")))
	if v.Vizier != "" {
		p("; Vizier on %s", v.Vizier)
	}
	p("\n")
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
