package amunre

import (
	"fmt"
	"strings"

	"karnak/web/draw"
)

// The round: the six rounds of the two kingdoms with their scorings, the
// four phases with the one in play, the First Player, the offering token
// on the Nile with the four tokens and what each does, and the decks.

var phases = []struct{ key, name string }{{"auction", "Auction"}, {"market", "Market"}, {"offering", "Offering"}, {"harvest", "Harvest"}}

// tokenLevels are the offering tokens, lowest first (glossary refs
// nile-1 … nile-4).
const tokenLevels = 4

func (c *canvas) roundPanel() {
	c.panel("round", "Round and Nile", func(b *draw.Builder) float64 {
		y := c.roundTrack(b, 6)
		y = c.phaseChips(b, y+8)
		y = c.firstPlayer(b, y+6)
		y = c.tokens(b, y+8)
		lines := wrap(c.deckWords(), panelWidth-24, font)
		for i, l := range lines {
			text(b, 12, y+16+float64(i)*17, font, muted, l)
		}
		return y + 8 + 17*float64(len(lines))
	}, nil)
}

// roundTrack draws rounds 1–6, the kingdoms over them, a scoring after
// the third and the sixth; it returns the y below it.
func (c *canvas) roundTrack(b *draw.Builder, y float64) float64 {
	const left, cell, gap = 12.0, 46.0, 4.0
	x := func(r int) float64 { // rounds 4–6 after the scoring between
		x := left + float64(r-1)*(cell+gap)
		if r > 3 {
			x += 24
		}
		return x
	}
	text(b, x(1), y+13, font, ink, "Old Kingdom", bold)
	text(b, x(4), y+13, font, ink, "New Kingdom", bold)
	top := y + 20
	for r := 1; r <= 6; r++ {
		now := r == c.v.Round && !c.v.Over
		fill, ink2 := cellFill, ink
		label := fmt.Sprint(r)
		if now {
			fill, ink2, label = currentFill, "#ffffff", "▸"+label
		}
		b.Group(func(b *draw.Builder) {
			b.Title(fmt.Sprintf("Round %d of 6", r))
			b.Rect(x(r), top, cell, 28, draw.Fill(fill), draw.Stroke(edge), draw.N("rx", 4))
			text(b, x(r)+cell/2, top+19, 14, ink2, label, middle, draw.If(now, bold))
		}, draw.Data("place", fmt.Sprintf("round-%d", r)))
	}
	for _, after := range []int{3, 6} {
		sx := x(after) + cell + 2
		b.Group(func(b *draw.Builder) {
			b.Title("Interim scoring after round " + fmt.Sprint(after) + map[bool]string{true: ", then the final scoring", false: ", then the New Kingdom"}[after == 6])
			text(b, sx+10, top+19, 14, ink, "★", middle)
		}, draw.Data("place", fmt.Sprintf("scoring-%d", after)))
	}
	return top + 28
}

// phaseChips draws the four phases, the one in play dark and marked.
func (c *canvas) phaseChips(b *draw.Builder, y float64) float64 {
	const left, w, gap = 12.0, 81.0, 3.0
	for i, p := range phases {
		now := c.v.Phase == p.key && !c.v.Over
		fill, colour, label := cellFill, ink, p.name
		if now {
			fill, colour, label = currentFill, "#ffffff", "▸ "+p.name
		}
		x := left + float64(i)*(w+gap)
		b.Group(func(b *draw.Builder) {
			b.Title(fmt.Sprintf("Phase %d of 4: %s", i+1, p.name))
			b.Rect(x, y, w, 28, draw.Fill(fill), draw.Stroke(edge), draw.N("rx", 14))
			text(b, x+w/2, y+19, font, colour, label, middle, draw.If(now, bold))
		}, draw.Data("place", "phase-"+p.key))
	}
	return y + 28
}

// firstPlayer draws the First Player token and its holder.
func (c *canvas) firstPlayer(b *draw.Builder, y float64) float64 {
	if c.v.First < 0 || c.v.First >= len(c.v.Seats) {
		return y
	}
	infoPlace(b, "first", "First Player", func(b *draw.Builder) {
		b.Rect(8, y, 344, minTarget, draw.Fill(panelFill))
		text(b, 12, y+21, 14, ink, "First Player:", bold)
		seatPiece(b, c.v.First, 132, y+16, 11, "First Player: "+c.who(c.v.First))
		text(b, 148, y+21, 14, ink, trim(c.who(c.v.First), 22))
	})
	return y + minTarget
}

// tokens draws the four offering tokens, the one on the Nile dark and
// marked, with what it does.
func (c *canvas) tokens(b *draw.Builder, y float64) float64 {
	text(b, 12, y+14, font, ink, "Offering token on the Nile:")
	top := y + 22
	const left, w, gap = 12.0, 81.0, 3.0
	level := 0
	if c.v.Token != nil {
		level = c.v.Token.Level
	}
	for lv := 1; lv <= tokenLevels; lv++ {
		ref := fmt.Sprintf("nile-%d", lv)
		label := strings.TrimPrefix(cardName(ref), "Offering token ")
		now := lv == level
		fill, colour := cellFill, ink
		if now {
			fill, colour, label = currentFill, "#ffffff", "▸ "+label
		}
		x := left + float64(lv-1)*(w+gap)
		infoPlace(b, ref, "Offering token "+label, func(b *draw.Builder) {
			b.Rect(x, top, w, minTarget, draw.Fill(fill), draw.Stroke(edge), draw.N("rx", 4))
			text(b, x+w/2, top+21, 14, colour, label, middle, draw.If(now, bold))
		})
	}
	y = top + minTarget
	var what string
	if t := c.v.Token; t != nil {
		camel := "no camel: caravans pay nothing"
		if t.Camel {
			camel = "a camel: caravans pay"
		}
		what = fmt.Sprintf("Now: each farmer yields %d gold, %s, each temple scores %d VP.", t.FarmerGold, camel, t.TempleVP)
	} else {
		what = "No token yet: the first offering places one."
	}
	lines := wrapWords(what, panelWidth-24, font)
	for i, l := range lines {
		text(b, 12, y+17+float64(i)*17, font, ink, l)
	}
	return y + 4 + 17*float64(len(lines))
}

func (c *canvas) deckWords() []string {
	return []string{
		fmt.Sprintf("Province deck: %d", c.v.DeckSize),
		fmt.Sprintf("Favor deck: %d", c.v.FavorDeck),
		fmt.Sprintf("Favor discard: %d", discarded(c.v.Discard)),
	}
}

// wrapWords breaks a sentence into lines of at most width units.
func wrapWords(s string, width, size float64) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		switch {
		case line == "":
			line = w
		case textWidth(line+" "+w, size) <= width:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// trim shortens a name to n letters with an ellipsis.
func trim(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
