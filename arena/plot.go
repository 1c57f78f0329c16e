package arena

import (
	"fmt"
	"html"
	"io"
	"math"
)

// plotColours tell the bots apart; beyond eight they repeat.
var plotColours = []string{"#1f6fb4", "#d9480f", "#2b8a3e", "#7048e8", "#c2255c", "#0b7285", "#e67700", "#495057"}

// WritePlot draws every bot's rating after each game as an SVG line chart.
func (s *Summary) WritePlot(w io.Writer) error {
	const width, height = 720.0, 360.0
	const left, right, top, bottom = 60.0, 150.0, 30.0, 40.0
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, row := range s.History {
		for _, v := range row {
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
	}
	if len(s.History) == 0 {
		lo, hi = 0, 1
	}
	if hi-lo < 1e-9 {
		lo, hi = lo-1, hi+1
	}
	pad := (hi - lo) * 0.05
	lo, hi = lo-pad, hi+pad
	plotW, plotH := width-left-right, height-top-bottom
	x := func(g int) float64 {
		if len(s.History) <= 1 {
			return left
		}
		return left + plotW*float64(g)/float64(len(s.History)-1)
	}
	y := func(v float64) float64 { return top + plotH*(hi-v)/(hi-lo) }

	p := &printer{w: w}
	p.f(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %.0f %.0f" width="%.0f" height="%.0f" font-family="sans-serif" font-size="12">`+"\n", width, height, width, height)
	p.f(`<rect width="100%%" height="100%%" fill="#fff"/>` + "\n")
	p.f(`<text x="%.0f" y="18" font-size="14">%s: %s rating after each game (%d players, %d games)</text>`+"\n",
		left, html.EscapeString(s.Game), s.Rating, s.Players, s.Games)
	for i := 0; i <= 4; i++ {
		v := lo + (hi-lo)*float64(i)/4
		p.f(`<line x1="%.1f" x2="%.1f" y1="%.1f" y2="%.1f" stroke="#ddd"/>`+"\n", left, left+plotW, y(v), y(v))
		p.f(`<text x="%.1f" y="%.1f" text-anchor="end">%.1f</text>`+"\n", left-6, y(v)+4, v)
	}
	p.f(`<text x="%.1f" y="%.1f" text-anchor="middle">games</text>`+"\n", left+plotW/2, height-8)
	p.f(`<text x="%.1f" y="%.1f" text-anchor="start">0</text>`+"\n", left, top+plotH+16)
	p.f(`<text x="%.1f" y="%.1f" text-anchor="end">%d</text>`+"\n", left+plotW, top+plotH+16, len(s.History))
	for b, bot := range s.Bots {
		colour := plotColours[b%len(plotColours)]
		p.f(`<polyline fill="none" stroke="%s" stroke-width="2" points="`, colour)
		for g, row := range s.History {
			p.f("%.1f,%.1f ", x(g), y(row[b]))
		}
		p.f(`"/>` + "\n")
		ly := top + 16 + float64(b)*18
		p.f(`<rect x="%.1f" y="%.1f" width="12" height="12" fill="%s"/>`+"\n", left+plotW+12, ly-10, colour)
		p.f(`<text x="%.1f" y="%.1f">%s %.1f</text>`+"\n", left+plotW+30, ly, html.EscapeString(bot.Name), bot.Rating)
	}
	p.f("</svg>\n")
	return p.err
}

// printer keeps the first write error so drawing code stays linear.
type printer struct {
	w   io.Writer
	err error
}

func (p *printer) f(format string, args ...any) {
	if p.err == nil {
		_, p.err = fmt.Fprintf(p.w, format, args...)
	}
}
