package web

import "karnak/web/draw"

// RecentLines are the lines of log (newest first, as the page lists it)
// that tell what the other seats did since viewer's last turn, oldest
// first, at most limit of them: the viewer's own moves of the turn it is
// in do not end the span, take-backs and empty lines are left out. A
// spectator (viewer < 0) gets the newest run of one seat's moves. Boards
// that mark the other seats' last moves (RecentBoard) read them.
func RecentLines(log []LogLine, viewer, limit int) []LogLine {
	var picked []LogLine
	ownTurn := true // skipping the viewer's moves of the turn it is in
	lastMover := -2
	for _, l := range log {
		if l.TookBack || l.Move == "" && l.Text == "" {
			continue
		}
		if viewer < 0 {
			if lastMover != -2 && l.Seat != lastMover {
				break
			}
			lastMover = l.Seat
			picked = append(picked, l)
			continue
		}
		if l.Seat == viewer {
			if ownTurn {
				continue
			}
			break
		}
		ownTurn = false
		picked = append(picked, l)
		if len(picked) == limit {
			break
		}
	}
	for i, j := 0, len(picked)-1; i < j; i, j = i+1, j-1 {
		picked[i], picked[j] = picked[j], picked[i]
	}
	return picked
}

// Told is one of the other seats' last moves in words.
type Told struct {
	Seat int
	Text string
}

// Recent are the other seats' last moves as a board marks them: Told in
// words, and Places, by the id of the place each changed (placeOf; "" for
// none), the seats that changed it, each once, the latest last.
type Recent struct {
	Told   []Told
	Places map[string][]int
}

// GatherRecent reads the viewer's RecentLines for a board.
func GatherRecent(log []LogLine, viewer, limit int, placeOf func(move string) string) Recent {
	r := Recent{Places: map[string][]int{}}
	for _, l := range RecentLines(log, viewer, limit) {
		text := l.Text
		if text == "" {
			text = l.Move
		}
		r.Told = append(r.Told, Told{l.Seat, text})
		if id := placeOf(l.Move); id != "" {
			seats := r.Places[id]
			for i, p := range seats {
				if p == l.Seat {
					seats = append(seats[:i:i], seats[i+1:]...)
					break
				}
			}
			r.Places[id] = append(seats, l.Seat)
		}
	}
	return r
}

// MarkSpan writes seat's mark in its colour (HTML); screen readers skip it,
// since the text beside it names the seat.
func MarkSpan(o *draw.Builder, seat int) {
	o.Elem("span", func(o *draw.Builder) { o.Plain(SeatMark(seat)) }, draw.Class("mark"),
		draw.A("style", "color:"+SeatColour(seat)), draw.A("aria-hidden", "true"))
}

// ToldList writes the other seats' last moves in words (HTML), in an
// element of class: a heading ("Since your last turn", or spectator's for
// a spectator), the moves each after its mover's mark, at fontSize, then
// what note writes (where the board marks them).
func ToldList(o *draw.Builder, told []Told, viewer int, spectator, fontSize, class string, note func(o *draw.Builder)) {
	if len(told) == 0 {
		return
	}
	heading := "Since your last turn"
	if viewer < 0 {
		heading = spectator
	}
	o.Elem("div", func(o *draw.Builder) {
		o.Elem("h4", func(o *draw.Builder) { o.Plain(heading) }, draw.A("style", "margin:8px 8px 2px"))
		o.Elem("ol", func(o *draw.Builder) {
			for _, t := range told {
				o.Elem("li", func(o *draw.Builder) {
					MarkSpan(o, t.Seat)
					o.Plain(" " + t.Text)
				})
			}
		}, draw.A("style", "margin:0 8px;padding-left:1.4em;font-size:"+fontSize))
		note(o)
	}, draw.Class(class))
}
