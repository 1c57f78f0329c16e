package kemet

import (
	"fmt"
	"html/template"
	"regexp"
	"strconv"
	"strings"

	game "karnak/games/kemet"
	"karnak/web"
	"karnak/web/draw"
)

// The panels beside the map, HTML: the battle under way, the cards Vision
// shows, a Divine Intervention card waiting for Vetoes, each player's mat
// (the viewer's first), the supply of power tiles and a legend.

const (
	chipStyle  = "min-height:32px;min-width:32px;font-family:inherit;font-size:14px;padding:2px 8px;margin:2px 4px 2px 0"
	infoStyle  = "min-height:32px;min-width:32px;margin:2px 6px 2px 0"
	panelStyle = "background:#fffaf0;border:1px solid #b99b6b;border-radius:6px;padding:6px 10px;margin:0 0 8px"
	ddStyle    = "margin:0 0 4px 0"
)

// mats writes the panels for the canvas c's viewer.
type mats struct {
	o *draw.Builder
	c *canvas
	v *game.View
}

// Panels renders everything beside the map.
func (Board) Panels(v any, seat int, names []string, hot map[string]bool) template.HTML {
	gv := view(v)
	if gv == nil {
		return ""
	}
	c := newCanvas(gv, seat, names, hot)
	m := &mats{o: draw.HTMLFragment(), c: c, v: gv}
	if gv.Battle != nil {
		m.battle(gv.Battle)
	}
	if gv.Played != nil {
		m.played(gv.Played)
	}
	if len(gv.Looking) > 0 {
		m.section("km-vision", "Vision: keep one card", func(o *draw.Builder) {
			o.Elem("p", func(o *draw.Builder) {
				for _, ref := range gv.Looking {
					m.chip(ref, 0, "look-"+ref)
				}
			})
		})
	}
	order := []int{}
	if seat >= 0 && seat < len(gv.Me) {
		order = append(order, seat)
	}
	for p := range gv.Me {
		if p != seat {
			order = append(order, p)
		}
	}
	for _, p := range order {
		m.mat(&gv.Me[p])
	}
	m.supply()
	m.legend()
	return m.o.HTML()
}

func (m *mats) section(id, heading string, body func(o *draw.Builder)) {
	m.o.Elem("section", func(o *draw.Builder) {
		o.Elem("h3", func(o *draw.Builder) { o.Plain(heading) }, draw.A("style", "margin:2px 0 6px;font-size:17px"))
		body(o)
	}, draw.Class("panel "+id), draw.ID(id), draw.A("style", panelStyle))
}

func row(o *draw.Builder, term string, body func(o *draw.Builder)) {
	o.Elem("dt", func(o *draw.Builder) { o.Plain(term) }, draw.A("style", "font-weight:bold;margin-top:4px"))
	o.Elem("dd", body, draw.A("style", ddStyle))
}

// mat is one seat's board.
func (m *mats) mat(p *game.PlayerView) {
	c := m.c
	mine := p.Seat == c.seat
	m.o.Elem("section", func(o *draw.Builder) {
		o.Elem("h4", func(o *draw.Builder) {
			markSpan(o, p.Seat)
			o.Plain(" " + c.who(p.Seat))
			if mine {
				o.Plain(" (you)")
			}
			o.Plain(fmt.Sprintf(" — %d VP", p.VP+p.TempVP))
		}, draw.A("style", "margin:2px 0 4px;font-size:17px"))
		o.Elem("dl", func(o *draw.Builder) {
			row(o, "VP", func(o *draw.Builder) {
				o.Plain(fmt.Sprintf("%d permanent + %d temporary; %d won in battles", p.VP, p.TempVP, p.BattleVP))
			})
			row(o, "PP", func(o *draw.Builder) { o.Plain(fmt.Sprintf("%d PP", p.PP)) })
			row(o, "units", func(o *draw.Builder) {
				on := 0
				for _, n := range p.Troops {
					on += n
				}
				o.Plain(fmt.Sprintf("%d in reserve, %d on the map; home: City %s", p.Reserve, on, strings.TrimPrefix(p.City, "city")))
			})
			row(o, "pyramids", func(o *draw.Builder) { m.pyramids(p, mine) })
			row(o, "actions", func(o *draw.Builder) { m.spaces(p, mine) })
			row(o, "tiles", func(o *draw.Builder) {
				if len(p.Tiles) == 0 {
					o.Plain("none")
				}
				for _, t := range p.Tiles {
					m.chip(t, 0, "")
				}
			})
			row(o, "DI cards", func(o *draw.Builder) { m.hand(p, mine) })
			row(o, "battle", func(o *draw.Builder) { m.battleCards(p, mine) })
		}, draw.A("style", "margin:0"))
	}, draw.Class("panel mat"), draw.ID(fmt.Sprintf("mat-%d", p.Seat)),
		draw.A("style", panelStyle+";border-left:6px solid "+web.SeatColour(p.Seat)))
}

// pyramids lists a seat's pyramids; the viewer's are buttons while a
// raise is to be chosen.
func (m *mats) pyramids(p *game.PlayerView, mine bool) {
	for _, py := range p.Pyramids {
		label := fmt.Sprintf("%s %d", py.Colour, py.Level)
		if py.Level == 0 {
			label = py.Colour + " 0 (not built)"
		} else if py.Region != "" {
			label += " in " + regionName(py.Region)
		}
		id := "pyramid-" + py.Colour
		if mine && m.c.hot[id] {
			m.o.Elem("button", func(o *draw.Builder) { o.Plain(label) }, draw.A("type", "button"), draw.Class("card hot"),
				draw.Data("target", id), draw.A("aria-label", m.c.hotLabel(id, "your "+py.Colour+" pyramid")), draw.A("style", chipStyle))
			continue
		}
		m.o.Elem("span", func(o *draw.Builder) { o.Plain(label) }, draw.A("style", "display:inline-block;margin:2px 10px 2px 0"))
	}
}

// spaceRows are the action spaces, row by row, top row first; the gold
// space (Divine Will's) after them.
var spaceRows = [][]string{{"R1.Move", "R1.Recruit"}, {"R2.Move", "R2.Pray", "R2.Raise"}, {"R3.BuyWhite", "R3.BuyRed", "R3.BuyBlue", "R3.Pray"}, {"Gold"}}

// spaceShort names a space in its row.
func spaceShort(ref string) string {
	if ref == "Gold" {
		return "gold: move or recruit"
	}
	_, act, _ := strings.Cut(ref, ".")
	return strings.ToLower(strings.TrimPrefix(act, "Buy"))
}

// spaces shows the action pyramid row by row: the spaces used this Day
// (■) and free (□), and the viewer's free spaces as buttons while a token
// is to be placed.
func (m *mats) spaces(p *game.PlayerView, mine bool) {
	used := map[string]bool{}
	for _, s := range p.Spaces {
		used[s] = true
	}
	m.o.Plain(plural(p.Tokens, "token", "tokens") + " left")
	for i, row := range spaceRows {
		if i == 3 && !used["Gold"] && !m.c.hot["space-Gold"] {
			break
		}
		m.o.Elem("div", func(o *draw.Builder) {
			if i < 3 {
				o.Plain(fmt.Sprintf("%d: ", i+1))
			}
			for _, ref := range row {
				id := "space-" + ref
				name := spaceShort(ref)
				if mine && m.c.hot[id] {
					o.Elem("button", func(o *draw.Builder) { o.Plain(name) }, draw.A("type", "button"), draw.Class("card hot"),
						draw.Data("target", id), draw.A("title", explain(ref)), draw.A("aria-label", m.c.hotLabel(id, spaceName(ref))), draw.A("style", chipStyle))
					continue
				}
				mark, style := "□", "color:#5a4632"
				if used[ref] {
					mark, style = "■", "font-weight:bold"
				}
				o.Elem("span", func(o *draw.Builder) { o.Plain(mark + name) }, draw.A("title", explain(ref)),
					draw.A("style", "display:inline-block;margin:1px 8px 1px 0;"+style))
			}
		})
	}
}

// hand shows DI cards: the viewer's by name (buttons when they play a
// move), the others' as a count.
func (m *mats) hand(p *game.PlayerView, mine bool) {
	m.o.Elem("div", func(o *draw.Builder) {
		if !mine {
			o.Plain(plural(p.DI, "card", "cards") + " (hidden)")
			return
		}
		if len(m.v.Hand) == 0 {
			o.Plain("none")
		}
		count := map[string]int{}
		var order []string
		for _, ref := range m.v.Hand {
			if count[ref] == 0 {
				order = append(order, ref)
			}
			count[ref]++
		}
		for _, ref := range order {
			m.chip(ref, count[ref], "di-"+ref)
		}
	}, draw.Data("hand", strconv.Itoa(p.Seat)))
	if !mine {
		return
	}
	m.o.Elem("div", func(o *draw.Builder) {
		o.Plain(fmt.Sprintf("Deck: %d cards; discarded: %d.", m.v.Deck, m.v.Discarded))
	}, draw.A("style", "font-size:13px;color:#5a4632"))
}

// battleCards shows a seat's battle cards as far as the viewer may see
// them, and its pile of discards.
func (m *mats) battleCards(p *game.PlayerView, mine bool) {
	if len(p.Battle) == 0 {
		m.o.Plain("in hand: hidden")
	} else {
		m.o.Plain("in hand: ")
	}
	for _, ref := range p.Battle {
		id := ""
		if mine {
			id = "bc-" + ref
		}
		m.chip(ref, 0, id)
	}
	if len(p.Discarded) > 0 || p.HiddenDiscards > 0 {
		m.o.Elem("div", func(o *draw.Builder) {
			o.Plain("discarded: ")
			for _, ref := range p.Discarded {
				id := ""
				if mine {
					id = "bc-" + ref
				}
				m.chip(ref, 0, id)
			}
			if p.HiddenDiscards > 0 {
				o.Plain(plural(p.HiddenDiscards, "card face down", "cards face down"))
			}
		})
	}
}

// chip is a card or tile: a button that plays its move when id is hot,
// with an "i" button for its text beside it; else a button that shows its
// text. n > 1 shows the count.
func (m *mats) chip(ref string, n int, id string) {
	name := cardName(ref)
	label := name
	if n > 1 {
		label = fmt.Sprintf("%s ×%d", name, n)
	}
	text := explain(ref)
	if id != "" && m.c.hot[id] {
		m.o.Elem("button", func(o *draw.Builder) { o.Plain(label) }, draw.A("type", "button"), draw.Class("card hot"),
			draw.Data("target", id), draw.A("title", text), draw.A("aria-label", m.c.hotLabel(id, name)), draw.A("style", chipStyle))
		m.o.Elem("button", func(o *draw.Builder) { o.Plain("i") }, draw.A("type", "button"), draw.Class("info-btn"),
			draw.Data("info", ref), draw.A("title", text), draw.A("aria-label", "What "+name+" does"), draw.A("style", infoStyle))
		return
	}
	m.o.Elem("button", func(o *draw.Builder) { o.Plain(label) }, draw.A("type", "button"), draw.Class("card"),
		draw.Data("info", ref), draw.A("title", text), draw.A("aria-label", name+": show its text"), draw.A("style", chipStyle))
}

// tileColours are the tiles' colours in the supply's order.
var tileColours = []struct{ prefix, name string }{{"R", "Red"}, {"B", "Blue"}, {"W", "White"}}

// supply shows the power tiles left, by colour and level, each with its
// text; a button where the viewer may buy it.
func (m *mats) supply() {
	m.section("km-supply", "Power tiles", func(o *draw.Builder) {
		for _, col := range tileColours {
			o.Elem("h4", func(o *draw.Builder) { o.Plain(col.name) }, draw.A("style", "margin:6px 0 2px"))
			o.Elem("ul", func(o *draw.Builder) {
				for lvl := 1; lvl <= 4; lvl++ {
					for _, t := range m.v.Supply {
						if !strings.HasPrefix(t.Tile, col.prefix+strconv.Itoa(lvl)+"-") {
							continue
						}
						e, _ := entry(t.Tile)
						o.Elem("li", func(o *draw.Builder) {
							id := "tile-" + t.Tile
							label := fmt.Sprintf("L%d %s", lvl, e.Name)
							if m.c.hot[id] {
								o.Elem("button", func(o *draw.Builder) { o.Plain(label) }, draw.A("type", "button"), draw.Class("card hot"),
									draw.Data("target", id), draw.A("title", e.Text()), draw.A("aria-label", m.c.hotLabel(id, e.Name)), draw.A("style", chipStyle))
							} else {
								o.Elem("strong", func(o *draw.Builder) { o.Plain(label) })
							}
							o.Plain(fmt.Sprintf(" — %d left · %s: %s", t.Left, e.Timing, e.Effect))
						}, draw.A("style", "margin:2px 0"+map[bool]string{true: ";color:#5a4632", false: ""}[t.Left == 0]))
					}
				}
			}, draw.A("style", "margin:0;padding-left:1.2em;font-size:14px"))
		}
	})
}

// legend explains the map's symbols and the creatures' letters.
func (m *mats) legend() {
	m.section("km-legend", "Map key", func(o *draw.Builder) {
		o.Elem("ul", func(o *draw.Builder) {
			for _, l := range []string{
				"Counters: a troop, in its player's colour with its mark and its number of units.",
				"W/R/B and a number: a white, red or blue pyramid and its level.",
				"Obelisk (the tall grey stone): troops may teleport there.",
				"Thick dark lines: city walls, between a city's districts and the desert in front of it.",
				"Dashed arrows across the water: harbours, one step apart.",
				"The delta's islands (top) are reached only by teleporting.",
				"An orange frame: a region where one of your moves ends; tap it.",
				"A red dotted frame: the region of the battle under way.",
				"A dashed frame in a player's colour: a region that player's last move changed.",
			} {
				o.Elem("li", func(o *draw.Builder) { o.Plain(l) })
			}
			for _, ref := range []string{"CR-ROYAL-SCARAB", "CR-GIANT-SCORPION", "CR-PHOENIX", "CR-ANCESTRAL-ELEPHANT", "CR-DEEP-DESERT-SNAKE", "CR-SPHINX", "CR-MUMMY"} {
				o.Elem("li", func(o *draw.Builder) {
					o.Elem("strong", func(o *draw.Builder) { o.Plain(creatureCodes[ref]) })
					o.Plain(" " + cardName(ref) + ": " + effectOf(ref))
				})
			}
		}, draw.A("style", "margin:0;padding-left:1.2em;font-size:14px"))
	})
}

// played is a DI card waiting for its Veto window.
func (m *mats) played(p *game.PlayedView) {
	m.section("km-played", "Card played", func(o *draw.Builder) {
		o.Elem("p", func(o *draw.Builder) {
			markSpan(o, p.Seat)
			o.Plain(" " + m.c.who(p.Seat) + " plays ")
			m.chip(p.Card, 0, "")
			if p.Target != "" {
				o.Plain(" on " + regionName(p.Target))
			}
			if p.Vetoes > 0 {
				o.Plain(fmt.Sprintf(" — %s played on it so far", plural(p.Vetoes, "Veto", "Vetoes")))
			}
		})
	})
}

var numbers = regexp.MustCompile(`[Ss]trength (\d+), damage (\d+), protection (\d+)`)
var bonus = regexp.MustCompile(`\+(\d+) (strength|damage|protection)`)

// cardNumbers are a battle card's strength, damage and protection, as
// its glossary text says.
func cardNumbers(ref string) [3]int {
	var out [3]int
	if mm := numbers.FindStringSubmatch(effectOf(ref)); mm != nil {
		for i := range 3 {
			out[i], _ = strconv.Atoi(mm[i+1])
		}
	}
	return out
}

// bonuses are the "+N strength" (damage, protection) of a DI card's text.
func bonuses(ref string) [3]int {
	var out [3]int
	for _, mm := range bonus.FindAllStringSubmatch(effectOf(ref), -1) {
		n, _ := strconv.Atoi(mm[1])
		out[map[string]int{"strength": 0, "damage": 1, "protection": 2}[mm[2]]] += n
	}
	return out
}

// battle shows the battle under way: both sides and their units; before
// the reveal who has chosen (and the viewer's own choices); after it both
// sides' cards and what they add.
func (m *mats) battle(b *game.BattleView) {
	c := m.c
	m.section("km-battle", "Battle in "+regionName(b.Region), func(o *draw.Builder) {
		o.Elem("table", func(o *draw.Builder) {
			cell := "border-bottom:1px solid #e0d5bd;padding:3px 6px;text-align:left;vertical-align:top"
			o.Elem("tr", func(o *draw.Builder) {
				o.Elem("th", func(o *draw.Builder) {}, draw.A("style", cell))
				for side, seat := range []int{b.Attacker, b.Defender} {
					o.Elem("th", func(o *draw.Builder) {
						markSpan(o, seat)
						o.Plain(" " + c.who(seat) + map[int]string{0: " (attacker)", 1: " (defender)"}[side])
					}, draw.A("scope", "col"), draw.A("style", cell))
				}
			})
			line := func(term string, f func(side, seat int)) {
				o.Elem("tr", func(o *draw.Builder) {
					o.Elem("th", func(o *draw.Builder) { o.Plain(term) }, draw.A("scope", "row"), draw.A("style", cell))
					for side, seat := range []int{b.Attacker, b.Defender} {
						o.Elem("td", func(o *draw.Builder) { f(side, seat) }, draw.A("style", cell))
					}
				})
			}
			line("units now", func(_, seat int) {
				n := 0
				if seat >= 0 && seat < len(m.v.Me) {
					n = m.v.Me[seat].Troops[b.Region]
				}
				o.Plain(plural(n, "unit", "units"))
				for _, cr := range m.v.Creatures {
					if cr.Region == b.Region && cr.Owner == seat {
						o.Plain(" + " + cardName(cr.Creature))
					}
				}
			})
			line("choice", func(side, _ int) {
				switch {
				case b.Revealed:
					o.Plain("revealed")
				case b.Ready[side]:
					o.Plain("chosen")
				default:
					o.Plain("still choosing")
				}
			})
			line("battle card", func(side, _ int) {
				if b.Play[side] == "" {
					o.Plain("hidden")
					return
				}
				m.chip(b.Play[side], 0, "")
			})
			line("discarded", func(side, _ int) {
				if b.Discard[side] == "" {
					o.Plain("hidden")
					return
				}
				m.chip(b.Discard[side], 0, "")
			})
			line("DI cards", func(side, _ int) {
				if len(b.DI[side]) == 0 {
					if b.Revealed {
						o.Plain("none")
					} else {
						o.Plain("hidden")
					}
					return
				}
				for _, ref := range b.DI[side] {
					m.chip(ref, 0, "")
				}
			})
			line("from cards", func(side, _ int) {
				if b.Play[side] == "" {
					o.Plain("—")
					return
				}
				sum := cardNumbers(b.Play[side])
				for _, ref := range b.DI[side] {
					bn := bonuses(ref)
					for i := range 3 {
						sum[i] += bn[i]
					}
				}
				sum[0] += b.Wound[side]
				o.Plain(fmt.Sprintf("+%d strength, %d damage, %d protection", sum[0], sum[1], sum[2]))
				if b.Wound[side] > 0 {
					o.Plain(fmt.Sprintf(" (with %s for Divine Wound)", plural(b.Wound[side], "card", "cards")))
				}
			})
			if b.Totals != nil {
				line("in all", func(side, _ int) {
					t := b.Totals[side]
					o.Elem("strong", func(o *draw.Builder) {
						o.Plain(fmt.Sprintf("strength %d, damage %d, protection %d", t.Strength, t.Damage, t.Protection))
					})
					if b.Winner == side {
						o.Plain(" — wins")
					}
				})
			}
		}, draw.A("style", "border-collapse:collapse;font-size:14px;width:100%"))
		o.Elem("p", func(o *draw.Builder) {
			o.Plain("Strength is the units in the battle plus the cards' strength, the creature's and the tiles' (see the mats); the defender wins ties.")
		}, draw.A("style", "font-size:13px;color:#5a4632;margin:4px 0 0"))
	})
}
