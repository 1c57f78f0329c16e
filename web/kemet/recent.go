package kemet

import (
	"strings"

	"karnak/web"
	"karnak/web/draw"
)

// The other seats' last moves: the moves of the log since the viewer's
// last turn (web.RecentLines), each outlined on the region it changed,
// dashed in the mover's colour, and told in words under the map.

// recentLimit bounds the moves told.
const recentLimit = 16

func (c *canvas) recentMoves(log []web.LogLine) {
	r := web.GatherRecent(log, c.seat, recentLimit, placeOf)
	c.told, c.recent = r.Told, r.Places
}

// placeOf is the region a move changed, "" for moves without one.
func placeOf(move string) string {
	t := Board{}.Target(move)
	if id, ok := strings.CutPrefix(t, "hot-region-"); ok {
		return id
	}
	return ""
}

// lastMark outlines the region id's box when the other seats' last moves
// changed it, in the colour of the latest.
func (c *canvas) lastMark(b *draw.Builder, id string, tap box) {
	seats := c.recent[id]
	if len(seats) == 0 {
		return
	}
	latest := seats[len(seats)-1]
	var who []string
	for _, p := range seats {
		who = append(who, c.who(p))
	}
	b.Group(func(b *draw.Builder) {
		b.Title("Last move here: " + strings.Join(who, ", then "))
		b.Rect(tap.X+4, tap.Y+4, tap.W-8, tap.H-8, draw.Fill("none"), draw.Stroke(web.SeatColour(latest)), draw.N("stroke-width", 6),
			draw.A("stroke-dasharray", "14 8"), draw.N("rx", 6))
	}, draw.Class("last-move"), draw.Data("last", id), draw.A("pointer-events", "none"))
}

// toldList is the other seats' last moves in words, HTML.
func (c *canvas) toldList(o *draw.Builder) {
	web.ToldList(o, c.told, c.seat, "Last moves", "14px", "km-recent", func(o *draw.Builder) {
		o.Elem("p", func(o *draw.Builder) {
			o.Plain("The regions they changed are outlined on the map, dashed in the mover's colour.")
		}, draw.A("style", noteStyle))
	})
}

// markSpan is a seat's mark in its colour, for HTML.
func markSpan(o *draw.Builder, seat int) { web.MarkSpan(o, seat) }
