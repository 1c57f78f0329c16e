package amunre

import (
	"strings"

	"karnak/web"
	"karnak/web/draw"
)

// The other seats' last moves: the moves of the log since the viewer's
// last turn (web.RecentLines), each outlined on the place it changed,
// dashed in the mover's colour with the movers' marks, and told in words
// in the scores panel. Offerings mark nothing: the offering panel shows
// what may be seen of them.

// recentLimit bounds the moves told, so that a long wait (a whole market
// of five seats) does not cover the board.
const recentLimit = 16

func (c *canvas) recentMoves(log []web.LogLine) {
	r := web.GatherRecent(log, c.seat, recentLimit, placeOf)
	c.told, c.recent = r.Told, r.Places
}

// placeOf is the element a move changed, as the board draws it after: a
// bid's cell, a province's fields or stones; "" for the rest.
func placeOf(move string) string {
	w := strings.Fields(move)
	if len(w) < 2 {
		return ""
	}
	switch w[0] {
	case "bid", "stone", "architect", "farmer", "free-farmer", "treasury", "bountiful-harvest":
		return Board{}.Target(move)
	}
	return ""
}

// lastMark outlines the place id when other seats' last moves changed it,
// in the colour of the latest, with a badge of the movers' marks at its
// top right corner; a bid's cell, which shows its bidder's mark, has no
// badge.
func (c *canvas) lastMark(b *draw.Builder, id string, x, y, w, h float64) {
	seats := c.recent[id]
	if len(seats) == 0 {
		return
	}
	latest := seats[len(seats)-1]
	var marks, who []string
	for _, p := range seats {
		marks = append(marks, web.SeatMark(p))
		who = append(who, c.who(p))
	}
	b.Group(func(b *draw.Builder) {
		b.Title("Last move here: " + strings.Join(who, ", then "))
		b.Rect(x-1.5, y-1.5, w+3, h+3, draw.Fill("none"), draw.Stroke(web.SeatColour(latest)), draw.N("stroke-width", 3),
			draw.A("stroke-dasharray", "7 4"), draw.N("rx", 5))
		if strings.HasPrefix(id, "bid-") {
			return
		}
		bw := 10 + 14*float64(len(marks))
		b.Rect(x+w-bw, y-8, bw, 18, draw.Fill(ink), draw.Stroke("#ffffff"), draw.N("rx", 9))
		text(b, x+w-bw/2, y+6, 13, "#ffffff", strings.Join(marks, ""), middle)
	}, draw.Class("last-move"), draw.Data("last", id), draw.A("pointer-events", "none"))
}

// toldList is the other seats' last moves in words, HTML.
func (c *canvas) toldList(o *draw.Builder) {
	web.ToldList(o, c.told, c.seat, "Last turn", "13px", "ar-recent", func(o *draw.Builder) {
		note(o, "Their places are outlined on the board, dashed in the mover's colour, with the mover's mark.")
	})
}

// markSpan is a seat's mark in its colour, for HTML.
func markSpan(o *draw.Builder, seat int) { web.MarkSpan(o, seat) }
