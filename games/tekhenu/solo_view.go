package tekhenu

import (
	"fmt"
	"strings"
)

// What the board shows of Botankhamun: its level, the pyramid with the
// progress marker, and its last turn in words.

// AutomaView is Botankhamun's side of a solo game.
type AutomaView struct {
	Name     string `json:"name"`
	Level    string `json:"level"`
	DecreeVP int    `json:"decree_vp"`
	// Pyramid holds the token names by position: 0–3 the bottom row left
	// to right, 4–6, 7–8, 9 the top.
	Pyramid []string `json:"pyramid"`
	Marker  int      `json:"marker"` // −1 left of the pyramid
	Turns   int      `json:"turns"`
	Last    string   `json:"last_turn,omitempty"`
	// Recent are its last turns (up to 4), oldest first.
	Recent []string `json:"recent_turns,omitempty"`
	// LastDie is the die of its last turn, LastSector where it came from.
	LastDie    *DieView `json:"last_die,omitempty"`
	LastSector string   `json:"last_sector,omitempty"`
	LastToken  int      `json:"last_token"` // position on the pyramid, −1 none
}

// tokenName is an action token's text: a god, or the resources in order.
func tokenName(token int8) string {
	if token >= nBotTokens {
		return sethTokenNames[token-nBotTokens]
	}
	if token < firstResToken {
		return God(token).String()
	}
	var parts []string
	for _, r := range resTokens[token-firstResToken] {
		parts = append(parts, r.String())
	}
	return fmt.Sprintf("R%d %s", token-firstResToken+1, strings.Join(parts, ">"))
}

func (s *State) automaView() *AutomaView {
	b := &s.Bot
	av := &AutomaView{Name: "Botankhamun", Level: levelNames[b.Level], DecreeVP: int(b.DecreeVP),
		Marker: int(b.Marker), Turns: int(b.Turns), LastToken: -1}
	for _, tok := range b.Pyramid {
		av.Pyramid = append(av.Pyramid, tokenName(tok))
	}
	if b.Turns > 0 {
		l := b.last()
		av.Recent, _ = s.AutomaLog(0)
		av.Last = av.Recent[len(av.Recent)-1]
		av.LastDie = &DieView{Colour: l.Colour.String(), Value: int(l.Value), Status: "taken"}
		av.LastSector = l.From.String()
		if b.Marker >= 0 {
			av.LastToken = int(b.Marker)
		}
	}
	return av
}

// AutomaLog tells Botankhamun's turns after the first since (at most the
// last 4) and returns how many it has taken, for a caller to pass back.
func (s *State) AutomaLog(since int) (lines []string, turns int) {
	turns = int(s.Bot.Turns)
	for n := max(since+1, turns-3, 1); n <= turns; n++ {
		lines = append(lines, fmt.Sprintf("turn %d: %s", n, botTurnText(&s.Bot.Log[(n-1)&3])))
	}
	return lines, turns
}

// botTurnText tells one of Botankhamun's turns in one line.
func botTurnText(l *botTurn) string {
	how := [...]string{"starts the pyramid", "flips the deben: up-right", "flips the deben: right"}[l.Flip]
	var did string
	switch l.Did {
	case deedGodStatue:
		did = fmt.Sprintf("builds a statue to %s (Horus slot %d)", God(l.X), l.Y)
	case deedPeopleStatue:
		did = "builds a people statue on " + peopleSlotNames[l.X]
	case deedPillar:
		did = fmt.Sprintf("raises pillar P%02d at r%dc%d", l.Y, l.X/5+1, l.X%5+1)
	case deedBuilding:
		did = "builds at the temple on " + hathorSlotName(int(l.X))
	case deedFestival:
		did = "holds a festival"
	case deedCards:
		var names []string
		for _, c := range l.Cards {
			if c != 0 {
				names = append(names, cardName(CardKind(c/32), int(c%32)))
			}
		}
		did = "takes " + strings.Join(names, ", ")
	case deedOsiris:
		did = fmt.Sprintf("builds in the %s district, row %d", Res(l.Y), l.X)
	case deedFallback:
		did = "cannot act and scores instead"
	case deedSetBuilding:
		did = fmt.Sprintf("builds in Set area %d", l.X)
	case deedSetPeople:
		did = fmt.Sprintf("builds a people statue under the Set board's %s column", columnNames[l.X])
	case deedSetStatue:
		did = "builds a Set statue"
	case deedSetFallback:
		did = "cannot build on the Set board and scores instead"
	default:
		did = "finds no die"
	}
	return fmt.Sprintf("Botankhamun %s → %s; takes %s %d from %s; %s (%+d VP)",
		how, tokenName(l.Token), l.Colour, l.Value, l.From, did, l.VP)
}
