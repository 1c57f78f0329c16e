package kemet

import (
	"fmt"
	"sort"
	"strings"
)

// Text draws seat's view for a terminal (engine.Texter): the Day and the
// turn order, every player's numbers, the map region by region (only where
// something stands), the battle under way and the seat's own cards. It
// draws from the view, so it shows nothing the seat may not see.
func (s *State) Text(seat int) string { return s.View(seat).(*View).Text() }

// Text is the view as lines of text.
func (v *View) Text() string {
	var b strings.Builder
	name := func(p int) string { return fmt.Sprintf("seat %d", p) }
	order := make([]string, len(v.Order))
	for i, p := range v.Order {
		order[i] = name(p)
	}
	if v.Phase == PhaseOver.String() {
		fmt.Fprintf(&b, "Game over: %s wins.\n", name(v.Winner))
	} else {
		fmt.Fprintf(&b, "Day %d (%s), side %s, first to %d VP at the end of a Day. Turn order: %s.\n",
			v.Round, v.Phase, v.Side, v.Threshold, strings.Join(order, ", "))
	}
	for _, p := range v.Me {
		fmt.Fprintf(&b, "%s (%s): %d VP (%d permanent, %d from temples and pyramids, %d of them from battles), %d PP, %d units in reserve, %d DI cards, %d tokens left",
			name(p.Seat), p.City, p.VP+p.TempVP, p.VP, p.TempVP, p.BattleVP, p.PP, p.Reserve, p.DI, p.Tokens)
		var pyramids []string
		for _, py := range p.Pyramids {
			if py.Level > 0 {
				pyramids = append(pyramids, fmt.Sprintf("%s %d in %s", py.Colour, py.Level, py.Region))
			}
		}
		if len(pyramids) > 0 {
			fmt.Fprintf(&b, "; pyramids %s", strings.Join(pyramids, ", "))
		}
		if len(p.Tiles) > 0 {
			fmt.Fprintf(&b, "; tiles %s", strings.Join(p.Tiles, " "))
		}
		if len(p.Spaces) > 0 {
			fmt.Fprintf(&b, "; spaces used %s", strings.Join(p.Spaces, " "))
		}
		if len(p.Battle) > 0 {
			fmt.Fprintf(&b, "; battle cards %s", strings.Join(p.Battle, " "))
		}
		b.WriteString("\n")
	}
	// The map: every region where a troop, a creature or a pyramid stands.
	held := map[string][]string{}
	for _, p := range v.Me {
		for r, n := range p.Troops {
			held[r] = append(held[r], fmt.Sprintf("%s ×%d", name(p.Seat), n))
		}
		for _, py := range p.Pyramids {
			if py.Level > 0 {
				held[py.Region] = append(held[py.Region], fmt.Sprintf("%s pyramid %d", py.Colour, py.Level))
			}
		}
	}
	for _, c := range v.Creatures {
		if c.Region != "" {
			held[c.Region] = append(held[c.Region], fmt.Sprintf("%s (%s)", c.Creature, name(c.Owner)))
		}
	}
	regions := make([]string, 0, len(held))
	for r := range held {
		regions = append(regions, r)
	}
	sort.Strings(regions)
	b.WriteString("Map:\n")
	for _, r := range regions {
		fmt.Fprintf(&b, "  %-10s %s\n", r, strings.Join(held[r], ", "))
	}
	if bt := v.Battle; bt != nil {
		fmt.Fprintf(&b, "Battle in %s: %s attacks %s.", bt.Region, name(bt.Attacker), name(bt.Defender))
		for side, seat := range []int{bt.Attacker, bt.Defender} {
			switch {
			case bt.Play[side] != "":
				fmt.Fprintf(&b, " %s plays %s", name(seat), bt.Play[side])
				if len(bt.DI[side]) > 0 {
					fmt.Fprintf(&b, " with %s", strings.Join(bt.DI[side], " "))
				}
				b.WriteString(".")
			case bt.Ready[side]:
				fmt.Fprintf(&b, " %s has chosen.", name(seat))
			default:
				fmt.Fprintf(&b, " %s is choosing.", name(seat))
			}
		}
		if bt.Totals != nil {
			for side, seat := range []int{bt.Attacker, bt.Defender} {
				t := bt.Totals[side]
				fmt.Fprintf(&b, " %s: strength %d, damage %d, protection %d.", name(seat), t.Strength, t.Damage, t.Protection)
			}
		}
		b.WriteString("\n")
	}
	if p := v.Played; p != nil {
		fmt.Fprintf(&b, "%s played %s", name(p.Seat), p.Card)
		if p.Target != "" {
			fmt.Fprintf(&b, " on %s", p.Target)
		}
		fmt.Fprintf(&b, " (%d Vetoes so far).\n", p.Vetoes)
	}
	if len(v.Hand) > 0 {
		fmt.Fprintf(&b, "Your DI cards: %s\n", strings.Join(v.Hand, " "))
	}
	if len(v.Looking) > 0 {
		fmt.Fprintf(&b, "Vision shows you: %s\n", strings.Join(v.Looking, " "))
	}
	fmt.Fprintf(&b, "DI deck %d, discard pile %d.", v.Deck, v.Discarded)
	if v.Asked != "" {
		fmt.Fprintf(&b, " %s", v.Asked)
	}
	b.WriteString("\n")
	return b.String()
}
