package amunre

import (
	"fmt"
	"strings"
)

// Text draws seat's view for a terminal (engine.Texter): the round, the
// Nile token, the provinces with what lies on them, and every seat.
func (s *State) Text(seat int) string { return s.view(seat).Text() }

// Text is the view as lines of text.
func (v *View) Text() string {
	var b strings.Builder
	if v.Over {
		b.WriteString("Game over.\n")
	} else {
		fmt.Fprintf(&b, "Round %d of %d (%s), %s; First Player seat %d.", v.Round, lastRound, v.Era, v.Phase, v.First)
		if v.Token != nil {
			camel := "no camel"
			if v.Token.Camel {
				camel = "camel"
			}
			fmt.Fprintf(&b, " Nile token %s: farmers %d gold, %s, temples %d VP.", v.Token.Label, v.Token.FarmerGold, camel, v.Token.TempleVP)
		}
		if v.Total != nil {
			fmt.Fprintf(&b, " Offerings total %d.", *v.Total)
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "Province deck %d; Favor deck %d; discard", v.DeckSize, v.FavorDeck)
	if len(v.Discard) == 0 {
		b.WriteString(" empty")
	}
	for _, c := range v.Discard {
		fmt.Fprintf(&b, " %s×%d", c.Card, c.Count)
	}
	b.WriteString("\n")
	for _, p := range v.Provinces {
		if p.Controller < 0 && !p.Auctioned && p.Stones == 0 && p.Pyramids == 0 {
			continue
		}
		side := [...]string{"W", "E"}[p.Land.Side]
		region := [...]string{"Lower", "Upper"}[p.Land.Region]
		fmt.Fprintf(&b, "  %-9s %s %s fields %d fav %d", p.Ref, region, side, p.Land.Fields, p.Land.Favor)
		if p.Land.Temples > 0 {
			fmt.Fprintf(&b, " temples %d", p.Land.Temples)
		}
		if p.Land.Mine > 0 {
			fmt.Fprintf(&b, " mine %d", p.Land.Mine)
		}
		if p.Land.Caravan > 0 {
			fmt.Fprintf(&b, " caravan %d", p.Land.Caravan)
		}
		fmt.Fprintf(&b, " | pyramids %d stones %d farmers %d", p.Pyramids, p.Stones, p.FieldFarmers+p.FreeFarmers)
		if p.Controller >= 0 {
			fmt.Fprintf(&b, " | seat %d", p.Controller)
		}
		if p.Auctioned {
			b.WriteString(" | up for auction")
			if p.FaceDown > 0 {
				fmt.Fprintf(&b, " (%d face-down cards)", p.FaceDown)
			}
			if p.Bid != nil {
				fmt.Fprintf(&b, ", bid %d gold by seat %d", p.Bid.Gold, p.Bid.Seat)
			}
		}
		b.WriteString("\n")
	}
	for _, sv := range v.Seats {
		you := ""
		if sv.Seat == v.Seat {
			you = " (you)"
		}
		gold := "?"
		if sv.Gold != nil {
			gold = fmt.Sprint(*sv.Gold)
		}
		fmt.Fprintf(&b, "  seat %d%s: %d VP, %s gold, %d Favor cards", sv.Seat, you, sv.VP, gold, sv.Cards)
		if len(sv.Hand) > 0 {
			fmt.Fprintf(&b, " %v", sv.Hand)
		}
		if len(sv.Controls) > 0 {
			fmt.Fprintf(&b, ", controls %s", strings.Join(sv.Controls, " "))
		}
		if sv.ProvinceCards > 0 {
			fmt.Fprintf(&b, ", %d province cards", sv.ProvinceCards)
			if len(sv.ProvinceHand) > 0 {
				fmt.Fprintf(&b, " %v", sv.ProvinceHand)
			}
		}
		if sv.Committed {
			b.WriteString(", has committed")
		}
		if sv.Offer != nil {
			if sv.Offer.Theft {
				b.WriteString(", offer: Theft")
			} else {
				fmt.Fprintf(&b, ", offer: %d gold", sv.Offer.Gold)
			}
			if sv.Offer.WithChange {
				b.WriteString(" + Offering Change")
			}
		}
		b.WriteString("\n")
	}
	if len(v.Moves) > 0 {
		fmt.Fprintf(&b, "Your moves: %s\n", strings.Join(compactMoves(v.Moves), ", "))
	}
	return b.String()
}

// compactMoves writes a run of offerings "offer 1" … "offer 20" as one
// "offer 1…20" (and likewise with an Offering Change), so that a rich
// player's list stays readable.
func compactMoves(moves []string) []string {
	var out []string
	for i := 0; i < len(moves); i++ {
		var lo int
		var rest string
		if _, err := fmt.Sscanf(moves[i], "offer %d", &lo); err != nil {
			out = append(out, moves[i])
			continue
		}
		rest = strings.TrimPrefix(moves[i], fmt.Sprintf("offer %d", lo))
		hi, j := lo, i+1
		for ; j < len(moves); j++ {
			if moves[j] != fmt.Sprintf("offer %d%s", hi+1, rest) {
				break
			}
			hi++
		}
		if hi > lo+1 {
			out = append(out, fmt.Sprintf("offer %d…%d%s", lo, hi, rest))
			i = j - 1
			continue
		}
		out = append(out, moves[i])
	}
	return out
}
