package amunre

import (
	"fmt"
	"strings"

	game "karnak/games/amunre"
	"karnak/web/draw"
)

// The harvest: what each seat's provinces yield under the token on the
// Nile (each farmer the token's gold, a mine always, a caravan under a
// camel; Bountiful Harvest adds 1 a farmer, Treasury gives treasuryGold
// instead), who has collected; the viewer's Treasury and Bountiful
// Harvest on its provinces and the button that collects.

// treasuryGold is what a Treasury card gives instead of a province's
// yield (the glossary's text, checked by board_test).
const treasuryGold = 8

func (c *canvas) harvestPanel() {
	c.panel("harvest", "Harvest", func(b *draw.Builder) float64 {
		y := 4.0
		if c.v.Token == nil {
			text(b, 12, y+14, font, muted, "No token on the Nile yet: nothing to harvest.")
			return y + 26
		}
		head := "What each player's provinces yield now:"
		if c.v.Phase == "harvest" {
			head = "Harvest, in turn order:"
		}
		text(b, 12, y+14, font, ink, head, bold)
		y += 20
		acting := -1
		if c.v.Phase == "harvest" && len(c.v.Actors) > 0 {
			acting = c.v.Actors[0]
		}
		collected := acting >= 0
		for i := range c.v.Seats {
			seat := (c.v.First + i) % len(c.v.Seats)
			if seat == acting {
				collected = false
			}
			y = c.harvestLine(b, &c.v.Seats[seat], y, collected && c.v.Phase == "harvest", seat == acting)
		}
		y = c.harvestButtons(b, y)
		return y + 8
	}, func(o *draw.Builder) {
		note(o, fmt.Sprintf("Each farmer yields the token's gold, a mine its gold always, a caravan its gold only under a camel. Bountiful Harvest adds 1 gold a farmer in one province; Treasury gives %d gold instead of one province's yield.", treasuryGold))
	})
}

// provinceYield is what province p yields to s now.
func (c *canvas) provinceYield(s *game.SeatView, p *game.ProvinceView) int {
	harvest := c.v.Phase == "harvest"
	if harvest && s.Treasury == p.Ref {
		return treasuryGold
	}
	t := c.v.Token
	gold := int(p.Land.Mine)
	if t.Camel {
		gold += int(p.Land.Caravan)
	}
	each := t.FarmerGold
	if harvest && s.Bountiful == p.Ref {
		each++
	}
	return gold + (p.FieldFarmers+p.FreeFarmers)*each
}

// harvestLine writes one seat's yield, province by province.
func (c *canvas) harvestLine(b *draw.Builder, s *game.SeatView, y float64, collected, now bool) float64 {
	total := 0
	var parts []string
	for _, ref := range s.Controls {
		p := c.province(ref)
		if p == nil {
			continue
		}
		g := c.provinceYield(s, p)
		total += g
		w := fmt.Sprintf("%s %d", p.Name, g)
		switch {
		case c.v.Phase != "harvest":
		case ref == s.Treasury:
			w += " (Treasury)"
		case ref == s.Bountiful:
			w += " (Bountiful)"
		}
		parts = append(parts, w)
	}
	status := ""
	switch {
	case collected:
		status = "✓ collected "
	case now:
		status = "▸ now: "
	}
	if len(parts) == 0 {
		parts = []string{"no province"}
	}
	say := fmt.Sprintf("%s%s %d gold: %s", status, trim(c.who(s.Seat), 12), total, strings.Join(parts, ", "))
	lines := wrapWords(say, panelWidth-48, font)
	b.Group(func(b *draw.Builder) {
		b.Title(say)
		seatPiece(b, s.Seat, 20, y+10, 9, c.who(s.Seat))
		for i, l := range lines {
			text(b, 36, y+15+float64(i)*17, font, ink, l)
		}
	}, draw.Data("place", fmt.Sprintf("harvest-seat-%d", s.Seat)))
	return y + 6 + 17*float64(len(lines))
}

// harvestButtons draws the viewer's Treasury and Bountiful Harvest per
// province and the collect button: only those that play.
func (c *canvas) harvestButtons(b *draw.Builder, y float64) float64 {
	me := c.mine()
	if me == nil {
		return y
	}
	for _, ref := range me.Controls {
		tr, bo := c.hot["treasury-"+ref], c.hot["bountiful-"+ref]
		if !tr && !bo {
			continue
		}
		p := c.province(ref)
		if p == nil {
			continue
		}
		text(b, 12, y+24, font, ink, trim(p.Name, 10), bold)
		if tr {
			c.hotPlace(b, "treasury-"+ref, 96, y+2, 120, minTarget+2, "#ffffff", "", "treasury", func(b *draw.Builder) {
				text(b, 156, y+24, font, ink, "Treasury", middle, bold)
			})
		}
		if bo {
			c.hotPlace(b, "bountiful-"+ref, 224, y+2, 124, minTarget+2, "#ffffff", "", "bountiful-harvest", func(b *draw.Builder) {
				text(b, 286, y+24, font, ink, "Bountiful", middle, bold)
			})
		}
		y += minTarget + 8
	}
	if c.hot["collect"] {
		total := 0
		for _, ref := range me.Controls {
			if p := c.province(ref); p != nil && c.v.Token != nil {
				total += c.provinceYield(me, p)
			}
		}
		label := fmt.Sprintf("Collect %d gold", total)
		c.button(b, "collect", 12, y+6, 220, label, label)
		y += 6 + minTarget + 4
	}
	return y
}
