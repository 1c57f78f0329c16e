package tekhenu

import (
	"fmt"
	"html/template"
	"strings"

	game "karnak/games/tekhenu"
	"karnak/web"
)

type panel struct {
	b   strings.Builder
	hot map[string]bool
	// moves are the viewer's legal moves, for the words of a card's button.
	moves []string
}

// cardMove says what a click on a playable card does: "Keep L07, Decree of
// the settlers".
func (h *panel) cardMove(name string) string {
	var said []string
	for _, m := range h.moves {
		w := strings.Fields(m)
		if len(w) < 2 || !strings.EqualFold(w[1], name) || (Board{}).Target(m) != "card-"+name {
			continue
		}
		verb := map[string]string{"keep": "Keep", "draft": "Draft", "destiny": "Choose", "bless": "Play", "play": "Play"}[w[0]]
		text := fmt.Sprintf("%s %s, %s", verb, name, cardName(name))
		if w[0] == "play" && len(w) > 2 {
			text += " for " + strings.Join(w[2:], " ")
		}
		said = append(said, text)
	}
	if len(said) == 0 {
		return name + ", " + cardName(name)
	}
	return strings.Join(said, "; or ")
}

func (h *panel) f(format string, args ...any) { fmt.Fprintf(&h.b, format, args...) }

// card is a card chip with its text as the title (hover). A chip that a
// legal move plays is a button that plays it, with a small "i" button
// beside it for the text; any other chip is a button that shows the text
// (a tap, a click, Enter): both reachable by keyboard.
func (h *panel) card(name string) {
	id := "card-" + name
	text := template.HTMLEscapeString(cardTitle(name))
	if h.hot[id] {
		label := template.HTMLEscapeString(h.cardMove(name))
		h.f(`<button class="card hot" data-target="%s" title="%s" aria-label="%s">%s</button>`, id, text, label, name)
		h.f(`<button type="button" class="info-btn" data-info="%s" title="%s" aria-label="What %s does">i</button>`, name, text, name)
		return
	}
	h.f(`<button type="button" class="card" data-info="%s" title="%s" aria-label="%s">%s</button>`, name, text, template.HTMLEscapeString(name+", "+cardName(name)+": show its text"), name)
}

func (h *panel) cards(names []string) {
	if len(names) == 0 {
		h.f(`<span class="hint">none</span>`)
	}
	for _, n := range names {
		h.card(n)
	}
}

func (h *panel) dice(ds []game.DieView) {
	if len(ds) == 0 {
		h.f(`<span class="hint">—</span>`)
	}
	for _, d := range ds {
		fill := dieFill[d.Colour]
		h.f(`<span class="die" style="background:%s;color:%s" title="%s %d">%d</span>`, fill, textColour(fill), d.Colour, d.Value, d.Value)
	}
}

// seatMark is a seat's shape in its colour before its name, as the
// page's templates show it.
func seatMark(seat int) string {
	m := web.SeatMark(seat)
	if m == "" {
		return ""
	}
	return fmt.Sprintf(`<span class="mark" style="color:%s" aria-hidden="true">%s</span> `, web.SeatColour(seat), template.HTMLEscapeString(m))
}

// Panels renders the card offers and every player's mat; the viewer's mat
// comes first.
func (Board) Panels(v any, seat int, names []string, hot map[string]bool) template.HTML {
	gv := view(v)
	if gv == nil {
		return ""
	}
	h := &panel{hot: hot, moves: gv.Moves}
	if len(gv.Drawn) > 0 {
		h.f(`<section class="panel offers"><h3>Keep one of the cards you drew</h3><p>`)
		h.cards(gv.Drawn)
		h.f(`</p></section>`)
	}
	var cults, artifacts []string
	if gv.Seth != nil {
		cults, artifacts = gv.Seth.Cults, gv.Seth.Artifacts
	}
	if len(gv.Starting) > 0 || len(gv.Destiny) > 0 || len(cults) > 0 {
		h.f(`<section class="panel offers"><h3>On offer</h3>`)
		if len(gv.Starting) > 0 {
			h.f(`<p>Starting cards: `)
			h.cards(gv.Starting)
			h.f(`</p>`)
		}
		if len(cults) > 0 {
			h.f(`<p>Cult cards: `)
			h.cards(cults)
			h.f(`</p>`)
		}
		if len(artifacts) > 0 {
			h.f(`<p>Artifacts, each beside the destiny card of its ankh: `)
			h.cards(artifacts)
			h.f(`</p>`)
		}
		if len(gv.Destiny) > 0 {
			h.f(`<p>Destiny cards: `)
			h.cards(gv.Destiny)
			h.f(`</p>`)
		}
		h.f(`</section>`)
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
		h.mat(&gv.Me[p], names, p == seat, gv.Automa)
	}
	return template.HTML(h.b.String())
}

func (h *panel) mat(p *game.PlayerView, names []string, mine bool, a *game.AutomaView) {
	name := seatName(p, names)
	if p.Automa {
		h.automaMat(p, name, a)
		return
	}
	h.f(`<section class="panel mat" id="mat-%d" style="border-left-color:%s"><h4>%s%s%s — %d VP</h4><dl>`,
		p.Seat, web.SeatColour(p.Seat), seatMark(p.Seat), template.HTMLEscapeString(name), map[bool]string{true: " (you)"}[mine], p.VP)
	res := []string{}
	for _, r := range []string{"papyrus", "bread", "limestone", "granite", "gold"} {
		res = append(res, fmt.Sprintf("%s %d", r, p.Resources[r]))
	}
	h.f(`<dt>resources</dt><dd>%s</dd>`, strings.Join(res, " · "))
	prod := []string{}
	for _, r := range []string{"papyrus", "bread", "limestone", "granite"} {
		prod = append(prod, fmt.Sprintf("%s %d", r, p.Production[r]))
	}
	h.f(`<dt>production</dt><dd>%s</dd>`, strings.Join(prod, " · "))
	h.f(`<dt>scribes · faith</dt><dd>%d · %d</dd>`, p.Scribes, p.Faith)
	for _, track := range []struct {
		name string
		v    int
	}{{"population", p.Population}, {"happiness", p.Happiness}} {
		id := "track-" + track.name
		label := fmt.Sprintf(`<dt title="%s">%s</dt>`, template.HTMLEscapeString(explain(track.name)), track.name)
		if mine && h.hot[id] {
			h.f(`%s<dd><button class="hot tk-btn" data-target="%s" aria-label="Advance your %s from %d">%d ▲</button></dd>`, label, id, track.name, track.v, track.v)
		} else {
			h.f(`%s<dd>%d</dd>`, label, track.v)
		}
	}
	h.f(`<dt>left to place</dt><dd>buildings %d · statues %d · pillars %d</dd>`, p.Buildings, p.Statues, p.Pillars)
	h.matRows(p)
	h.f(`<dt>scales: pure</dt><dd>`)
	h.dice(p.Left)
	h.f(`</dd><dt>tainted</dt><dd>`)
	h.dice(p.Right)
	h.f(`</dd><dt>under (Anubis)</dt><dd>`)
	h.dice(p.Under)
	h.f(`</dd><dt>Maat</dt><dd>ankh %d · last balance %+d · excess %d</dd>`, p.Ankh, p.Balance, p.Excess)
	h.f(`<dt>blessings</dt><dd>`)
	h.cards(p.Blessings)
	h.f(`</dd><dt>technologies</dt><dd>`)
	h.cards(p.Techs)
	h.f(`</dd><dt>decrees</dt><dd>`)
	if p.Decrees != nil {
		h.cards(p.Decrees)
	} else {
		for i := 0; i < p.DecreeN; i++ {
			h.f(`<span class="card hidden" title="a hidden decree">?</span>`)
		}
		if p.DecreeN == 0 {
			h.f(`<span class="hint">none</span>`)
		}
	}
	h.f(`</dd>`)
	if p.Destiny != "" {
		h.f(`<dt>destiny</dt><dd>`)
		h.card(p.Destiny)
		h.f(`</dd>`)
	}
	if x := p.Seth; x != nil { // Time of Seth
		h.f(`<dt>warriors · priests · blood</dt><dd>%d · %d · %d</dd>`, x.Warriors, x.Priests, x.Blood)
		if x.Cult != "" {
			h.f(`<dt>cult</dt><dd>`)
			h.card(x.Cult)
			h.f(`</dd>`)
		}
		h.f(`<dt>artifacts</dt><dd>`)
		h.cards(x.Artifacts)
		h.f(`</dd>`)
	}
	h.f(`</dl></section>`)
}

// Breakdown is the final score table.
func (Board) Breakdown(v any) [][]string {
	gv := view(v)
	if gv == nil {
		return nil
	}
	var out [][]string
	for _, r := range gv.Breakdown {
		row := []string{r.Step}
		for _, vp := range r.VP {
			row = append(row, fmt.Sprint(vp))
		}
		out = append(out, row)
	}
	return out
}

// automaMat is Botankhamun's side: no mat, no resources; its tracks,
// pieces, the dice it took, its cards (all public) and its recent turns.
func (h *panel) automaMat(p *game.PlayerView, name string, a *game.AutomaView) {
	h.f(`<section class="panel mat automa" id="mat-%d" style="border-left-color:%s"><h4>%s%s (%s) — %d VP</h4><dl>`,
		p.Seat, web.SeatColour(p.Seat), seatMark(p.Seat), template.HTMLEscapeString(name), template.HTMLEscapeString(a.Level), p.VP)
	h.f(`<dt>scribes</dt><dd>%d</dd><dt>population · happiness</dt><dd>%d · %d</dd>`, p.Scribes, p.Population, p.Happiness)
	h.f(`<dt>left to place</dt><dd>buildings %d · statues %d · pillars %d</dd>`, p.Buildings, p.Statues, p.Pillars)
	h.matRows(p)
	h.f(`<dt>dice taken</dt><dd>`)
	h.dice(p.Under)
	h.f(`</dd><dt>Maat</dt><dd>ankh %d · balance %+d</dd>`, p.Ankh, p.Balance)
	h.f(`<dt>blessings</dt><dd>`)
	h.cards(p.Blessings)
	h.f(`</dd><dt>technologies</dt><dd>`)
	h.cards(p.Techs)
	h.f(`</dd><dt>decrees (%d VP each)</dt><dd>`, a.DecreeVP)
	h.cards(p.Decrees)
	h.f(`</dd>`)
	if p.Destiny != "" {
		h.f(`<dt>destiny</dt><dd>`)
		h.card(p.Destiny)
		h.f(`</dd>`)
	}
	h.f(`</dl>`)
	if len(a.Recent) > 0 {
		h.f(`<ol class="automa-turns">`)
		for _, line := range a.Recent {
			h.f(`<li>%s</li>`, template.HTMLEscapeString(line))
		}
		h.f(`</ol>`)
	}
	h.f(`</section>`)
}

// matRows are the printed rows of a mat: the statues with their granite
// costs and the building row with the VP and bread upkeep each building
// uncovers; what is built is ticked.
func (h *panel) matRows(p *game.PlayerView) {
	built := len(printed.StatueCost) - p.Statues
	h.f(`<dt title="%s">statues (granite)</dt><dd class="tk-row">`, template.HTMLEscapeString(explain("statue1")))
	for i, c := range printed.StatueCost {
		if i < built {
			h.f(`<span class="tk-space done" title="statue %d: built">✓%d</span>`, i+1, c)
		} else {
			h.f(`<span class="tk-space" title="statue %d costs %d granite">%d</span>`, i+1, c, c)
		}
	}
	h.f(`</dd>`)
	builtB := min(len(printed.Building), p.BuildingsMax-p.Buildings)
	upkeep, vp := 0, 0
	h.f(`<dt title="%s">building row</dt><dd class="tk-row">`, template.HTMLEscapeString(explain("building1")))
	for i, sp := range printed.Building {
		what := fmt.Sprintf("%d VP", sp.VP)
		if sp.Bread > 0 {
			what = fmt.Sprintf("%d bread", sp.Bread)
		}
		if i < builtB {
			upkeep += sp.Bread
			vp += sp.VP
			h.f(`<span class="tk-space done" title="space %d, uncovered: %s at each scoring">✓%s</span>`, i+1, what, what)
		} else {
			h.f(`<span class="tk-space" title="space %d: %s">%s</span>`, i+1, what, what)
		}
	}
	h.f(`<br><span class="tk-note">at each scoring: %d VP, upkeep %d bread</span></dd>`, vp, upkeep)
}
