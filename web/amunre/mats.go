package amunre

import (
	"fmt"
	"html/template"
	"strings"

	game "karnak/games/amunre"
	"karnak/web"
	"karnak/web/draw"
)

// The players' mats, HTML beside the board, the viewer's first: VP, gold
// as the viewer may see it, provinces, the Favor cards (the viewer's own
// by name, each a button that shows its text, or plays or sells it; the
// others' by count), the cards played in this phase, the Theft card; then
// the Favor cards' discard pile and every kind's text.

// kinds are the Favor card kinds in the glossary's order.
var kinds = func() []string {
	var out []string
	for _, e := range (game.Game{}).Glossary() {
		if strings.HasPrefix(e.Kind, "Favor card") {
			out = append(out, e.Ref)
		}
	}
	return out
}()

const (
	chipStyle = "min-height:32px;min-width:32px;font-family:inherit;font-size:14px;padding:2px 8px;margin:2px 4px 2px 0"
	infoStyle = "min-height:32px;min-width:32px;margin:2px 6px 2px 0"
)

// mats writes the mats into o for the canvas c's viewer.
type mats struct {
	o *draw.Builder
	c *canvas
	v *game.View
}

// Panels renders the mats and the Favor cards.
func (Board) Panels(v any, seat int, names []string, hot map[string]bool) template.HTML {
	gv := view(v)
	if gv == nil {
		return ""
	}
	c := newCanvas(gv, seat, names, hot)
	m := &mats{o: draw.HTMLFragment(), c: c, v: gv}
	order := []int{}
	if seat >= 0 && seat < len(gv.Seats) {
		order = append(order, seat)
	}
	for p := range gv.Seats {
		if p != seat {
			order = append(order, p)
		}
	}
	for _, p := range order {
		m.mat(&gv.Seats[p])
	}
	m.favorPanel()
	return m.o.HTML()
}

func (m *mats) mat(s *game.SeatView) {
	o := m.o
	o.Elem("section", func(o *draw.Builder) {
		o.Elem("h4", func(o *draw.Builder) {
			markSpan(o, s.Seat)
			o.Plain(" " + m.c.who(s.Seat))
			if s.Seat == m.c.seat {
				o.Plain(" (you)")
			}
			if s.Seat == m.v.First {
				o.Plain(" · First Player")
			}
			o.Plain(fmt.Sprintf(" — %d VP", s.VP))
		})
		o.Elem("dl", func(o *draw.Builder) {
			gold := "hidden (every change is in the log)"
			if s.Gold != nil {
				gold = fmt.Sprint(*s.Gold)
			}
			row(o, "gold", func(o *draw.Builder) { o.Plain(gold) })
			row(o, "provinces", func(o *draw.Builder) {
				var names []string
				for _, ref := range s.Controls {
					names = append(names, m.c.provinceName(ref))
				}
				if len(names) == 0 {
					names = []string{"none"}
				}
				o.Plain(strings.Join(names, ", "))
			})
			if s.Scribe != "" {
				row(o, "scribe", func(o *draw.Builder) { o.Plain("bids on " + m.c.provinceName(s.Scribe)) })
			}
			row(o, "Favor cards", func(o *draw.Builder) { m.hand(s) })
			if len(s.Played) > 0 {
				row(o, "played now", func(o *draw.Builder) {
					for _, k := range s.Played {
						m.chip(k, 0, false)
					}
				})
			}
			if m.v.Rules == "advanced" {
				row(o, "province cards", func(o *draw.Builder) { o.Plain(fmt.Sprint(s.ProvinceCards)) })
			}
			if m.v.Phase == "offering" {
				status, _ := m.c.offerWords(s)
				row(o, "offering", func(o *draw.Builder) { o.Plain(status) })
			}
		})
	}, draw.Class("panel mat"), draw.ID(fmt.Sprintf("mat-%d", s.Seat)), draw.A("style", "border-left-color:"+web.SeatColour(s.Seat)))
}

func row(o *draw.Builder, term string, body func(o *draw.Builder)) {
	o.Elem("dt", func(o *draw.Builder) { o.Plain(term) })
	o.Elem("dd", body)
}

// hand shows a seat's Favor cards: its own by kind, each a button; the
// others' as a count. Every seat holds its Theft card as well.
func (m *mats) hand(s *game.SeatView) {
	if s.Hand == nil {
		m.o.Plain(fmt.Sprintf("%s (hidden) and the Theft card", plural(s.Cards, "card", "cards")))
		return
	}
	count := map[string]int{}
	for _, k := range s.Hand {
		count[k]++
	}
	order := append(append([]string{}, kinds...), "theft")
	for _, k := range order {
		if count[k] > 0 {
			m.chip(k, count[k], true)
		}
	}
}

// chip is a card: in the viewer's hand (mine) a button that plays or
// sells it when a move does, with an "i" button for its text beside it;
// else a button that shows its text. n > 1 shows the count.
func (m *mats) chip(ref string, n int, mine bool) {
	name := cardName(ref)
	label := name
	if n > 1 {
		label = fmt.Sprintf("%s ×%d", name, n)
	}
	text := explain(ref)
	id := "card-" + ref
	if mine && m.c.hot[id] {
		m.o.Elem("button", func(o *draw.Builder) { o.Plain(label) }, draw.A("type", "button"), draw.Class("card hot"),
			draw.Data("target", id), draw.A("title", text), draw.A("aria-label", m.c.hotLabel(id, name)), draw.A("style", chipStyle))
		m.o.Elem("button", func(o *draw.Builder) { o.Plain("i") }, draw.A("type", "button"), draw.Class("info-btn"),
			draw.Data("info", ref), draw.A("title", text), draw.A("aria-label", "What "+name+" does"), draw.A("style", infoStyle))
		return
	}
	m.o.Elem("button", func(o *draw.Builder) { o.Plain(label) }, draw.A("type", "button"), draw.Class("card"),
		draw.Data("info", ref), draw.A("title", text), draw.A("aria-label", name+": show its text"), draw.A("style", chipStyle))
}

// favorPanel shows the Favor cards' deck and discard pile and every
// kind's text.
func (m *mats) favorPanel() {
	m.o.Elem("section", func(o *draw.Builder) {
		o.Elem("h3", func(o *draw.Builder) { o.Plain("Favor cards") })
		o.Elem("p", func(o *draw.Builder) {
			o.Plain(fmt.Sprintf("Deck: %d face down. Discard pile (face up): ", m.v.FavorDeck))
			if len(m.v.Discard) == 0 {
				o.Plain("empty.")
			}
		})
		if len(m.v.Discard) > 0 {
			o.Elem("p", func(o *draw.Builder) {
				for _, d := range m.v.Discard {
					m.chip(d.Card, d.Count, false)
				}
			})
		}
		o.Elem("details", func(o *draw.Builder) {
			o.Elem("summary", func(o *draw.Builder) { o.Plain("What every kind of Favor card does") })
			o.Elem("dl", func(o *draw.Builder) {
				for _, k := range append(append([]string{}, kinds...), "theft") {
					e, _ := entry(k)
					o.Elem("dt", func(o *draw.Builder) { o.Plain(e.Name) }, draw.A("style", "font-weight:bold;margin-top:6px"))
					o.Elem("dd", func(o *draw.Builder) {
						o.Plain(strings.Join(nonEmpty(e.Kind, e.Timing, e.Effect), " — "))
					}, draw.A("style", "margin-left:1em;font-size:14px"))
				}
			})
		})
	}, draw.Class("panel favor"), draw.ID("favor-cards"))
}

func nonEmpty(parts ...string) []string {
	var out []string
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

// discarded counts the cards of the discard pile.
func discarded(pile []game.CardCount) int {
	n := 0
	for _, c := range pile {
		n += c.Count
	}
	return n
}
