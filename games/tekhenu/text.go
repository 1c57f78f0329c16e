package tekhenu

import (
	"fmt"
	"strings"
)

// Text renders a view for the terminal.
func (s *State) Text(seat int) string { return s.view(seat).Text() }

var seatMarks = []string{"A", "B", "C", "D"}

func owner(o int) string {
	switch {
	case o >= 0 && o < len(seatMarks):
		return seatMarks[o]
	case o == -2:
		return "x"
	}
	return "."
}

// Text is a compact, readable board.
func (v *View) Text() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	if v.Round == 0 {
		p("Setup — decision: %s, waiting for %v\n", v.Decision, marks(v.Actors))
		if len(v.Starting) > 0 {
			p("Starting cards on offer: %s\n", strings.Join(v.Starting, " "))
		}
		if v.Seth != nil && len(v.Seth.Cults) > 0 {
			p("Cult cards on offer: %s\n", strings.Join(v.Seth.Cults, " "))
		}
	} else {
		p("Round %d/16, Maat phases done %d — decision: %s, waiting for %v\n", v.Round, v.Maats, v.Decision, marks(v.Actors))
	}
	if v.Over {
		p("GAME OVER\n")
	}
	p("Turn order: %v\n\nWheel:\n", marks(v.Order))
	for _, sec := range v.Sectors {
		var dice []string
		for _, d := range sec.Dice {
			dice = append(dice, fmt.Sprintf("%s%d(%s)", d.Colour, d.Value, d.Status[:1]))
		}
		var st []string
		for _, o := range sec.Statues {
			st = append(st, owner(o))
		}
		p("  %-7s %-7s statues[%s]  %s\n", sec.God, sec.Brightness, strings.Join(st, ""), strings.Join(dice, " "))
	}
	p("Horus slots:")
	for _, h := range v.Horus {
		p("  %d=%s(%s)", h.Slot, h.God, h.Bonus)
	}
	p("\nPeople statues: ts-row %s, ts-col %s, os-w %s, os-q %s\n", owner(v.People[0]), owner(v.People[1]), owner(v.People[2]), owner(v.People[3]))
	p("Ra display:")
	for _, t := range v.Ra {
		if t.ID == "" {
			p("  %s: empty", t.Slot)
		} else {
			p("  %s: %s %s cost %d edges %s", t.Slot, t.ID, t.Background, t.Cost, t.Edges)
		}
	}
	p("  (pile %d)\nTemple (tile/owner):\n", v.Pile)
	for r := 0; r < 5; r++ {
		p("  %s |", owner(v.Hathor[r].Owner))
		for c := 0; c < 5; c++ {
			if t := v.Temple[r][c]; t != nil {
				p(" %s%s", t.ID, owner(t.Owner))
			} else if v.Seth != nil && v.Seth.Tokens[r][c] != "" {
				p("  %s ", v.Seth.Tokens[r][c])
			} else {
				p("  .  ")
			}
		}
		p("\n")
	}
	p("     ")
	for c := 5; c < 10; c++ {
		p("  %s  ", owner(v.Hathor[c].Owner))
	}
	p("  (building slots hr1-5 left, hc1-5 below; x = not used)\nOsiris (papyrus bread limestone granite):\n")
	for r := 0; r < 6; r++ {
		p("  row %d:", r+1)
		for d := 0; d < 4; d++ {
			p(" %s", owner(v.Osiris[r][d]))
		}
		if r == 1 && v.Row2Gold {
			p("  (1 gold for the first builder)")
		}
		p("\n")
	}
	p("Market:")
	for i, sec := range v.Market {
		if sec == nil {
			p("  %d: closed", i+1)
			continue
		}
		p("  %d: [%s]", i+1, strings.Join(sec, " "))
	}
	p("\n")
	if v.Seth != nil {
		v.Seth.text(p)
	}
	p("\n")
	for _, pl := range v.Me {
		if pl.Automa {
			p("%s (Botankhamun, %s): %d VP, scribes %d, pop %d hap %d, left: %d bld %d stat %d pil; dice taken %v; cards: %s %s; decrees %s\n",
				seatMarks[pl.Seat], v.Automa.Level, pl.VP, pl.Scribes, pl.Population, pl.Happiness, pl.Buildings, pl.Statues, pl.Pillars,
				dieList(pl.Under), strings.Join(pl.Blessings, " "), strings.Join(pl.Techs, " "), decreeText(pl))
			p("%s", v.Automa.pyramidText())
			continue
		}
		p("%s: %d VP, res p%d b%d l%d g%d gold%d, scribes %d, faith %d, prod p%d b%d l%d g%d, pop %d hap %d, left: %d bld %d stat %d pil\n",
			seatMarks[pl.Seat], pl.VP, pl.Resources["papyrus"], pl.Resources["bread"], pl.Resources["limestone"], pl.Resources["granite"], pl.Resources["gold"],
			pl.Scribes, pl.Faith, pl.Production["papyrus"], pl.Production["bread"], pl.Production["limestone"], pl.Production["granite"],
			pl.Population, pl.Happiness, pl.Buildings, pl.Statues, pl.Pillars)
		p("   scales: left %v right %v (+%d excess) under %v; cards: %s %s; decrees %s; destiny %s\n",
			dieList(pl.Left), dieList(pl.Right), pl.Excess, dieList(pl.Under), strings.Join(pl.Blessings, " "), strings.Join(pl.Techs, " "),
			decreeText(pl), pl.Destiny)
		if x := pl.Seth; x != nil {
			p("   warriors %d, priests %d, blood %d; cult %s; artifacts %s\n", x.Warriors, x.Priests, x.Blood, orDash(x.Cult), orDash(strings.Join(x.Artifacts, " ")))
		}
	}
	return b.String()
}

func marks(seats []int) string {
	var out []string
	for _, s := range seats {
		out = append(out, owner(s))
	}
	return strings.Join(out, " ")
}

func dieList(ds []DieView) string {
	var out []string
	for _, d := range ds {
		out = append(out, fmt.Sprintf("%s%d", d.Colour, d.Value))
	}
	return "[" + strings.Join(out, " ") + "]"
}

func decreeText(pl PlayerView) string {
	if pl.Decrees != nil {
		return "[" + strings.Join(pl.Decrees, " ") + "]"
	}
	return fmt.Sprintf("(%d hidden)", pl.DecreeN)
}

// pyramidText draws the action tokens top row first, the progress marker
// in brackets, and the last turn.
func (a *AutomaView) pyramidText() string {
	var b strings.Builder
	rows := [4][2]int{{9, 10}, {7, 9}, {4, 7}, {0, 4}}
	for k, r := range rows {
		b.WriteString("   " + strings.Repeat(" ", (3-k)*13/2))
		for pos := r[0]; pos < r[1]; pos++ {
			name := a.Pyramid[pos]
			if len(name) > 10 {
				name = name[:2] // resource tokens by their number
			}
			if pos == a.Marker {
				name = "[" + name + "]"
			}
			fmt.Fprintf(&b, " %-12s", name)
		}
		b.WriteString("\n")
	}
	if a.Marker < 0 {
		b.WriteString("   (progress marker left of the pyramid)\n")
	}
	if a.Last != "" {
		b.WriteString("   last: " + a.Last + "\n")
	}
	return b.String()
}
