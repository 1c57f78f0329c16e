package tekhenu

import (
	"strconv"
	"strings"

	"karnak/web"
)

// The other seats' last moves on the board: the moves of the log since the
// viewer's last turn (web.RecentLines), each drawn as a dashed outline in
// the mover's colour with the mover's mark on the place it changed, and
// told in words in the tracks panel. A spectator sees the last turn of the
// seat that moved last. In a solo game Botankhamun's last turn comes from
// the view itself.

// toldMove is one of those moves.
type toldMove struct {
	Seat int
	Text string
}

// recentLimit bounds the moves highlighted, so that a long wait (a whole
// round of four seats) does not cover the board.
const recentLimit = 12

// recentMoves fills s.recent and s.told from log.
func (s *svg) recentMoves(log []web.LogLine) {
	s.recent = map[string][]int{}
	add := func(id string, seat int) {
		if id == "" {
			return
		}
		seats := s.recent[id]
		for i, p := range seats {
			if p == seat {
				seats = append(seats[:i], seats[i+1:]...)
				break
			}
		}
		s.recent[id] = append(seats, seat)
	}
	if a := s.v.Automa; a != nil && a.LastSector != "" && s.v.Round > 0 {
		bot := -1
		for _, p := range s.v.Me {
			if p.Automa {
				bot = p.Seat
			}
		}
		if bot >= 0 {
			add("god-"+a.LastSector, bot)
			s.told = append(s.told, toldMove{bot, a.Last})
		}
	}
	dieValue := map[int]int{} // each seat's die of the turn, for its statue
	for _, l := range web.RecentLines(log, s.seat, recentLimit) {
		text := l.Text
		if text == "" {
			text = l.Move
		}
		s.told = append(s.told, toldMove{l.Seat, text})
		for _, id := range s.placesOf(l.Move, l.Seat, dieValue) {
			add(id, l.Seat)
		}
	}
}

// placesOf are the elements a move changed, as the board draws them after
// it: a die taken leaves its sector (the sector is marked), a god statue
// goes to the god of the Horus slot its die value names.
func (s *svg) placesOf(move string, seat int, dieValue map[int]int) []string {
	w := strings.Fields(move)
	if len(w) < 2 {
		return nil
	}
	switch w[0] {
	case "take", "anubis", "discard":
		if len(w) >= 4 {
			dieValue[seat], _ = strconv.Atoi(w[3])
		}
		return []string{"god-" + w[1]}
	case "statue":
		if w[1] != "god" {
			return []string{"people-" + w[1]}
		}
		value := dieValue[seat]
		if len(w) >= 3 {
			value, _ = strconv.Atoi(w[2])
		}
		for _, h := range s.v.Horus {
			if h.Slot == value {
				return []string{"god-" + h.God}
			}
		}
		return nil
	case "card":
		return []string{"market-" + strings.Replace(w[1], ".", "-", 1)}
	case "keep", "draft", "destiny", "play", "advance", "produce":
		return nil // on the mats, not the board
	}
	return []string{Board{}.Target(move)}
}

// lastMark outlines a place that other seats' last moves changed, in the
// colour of the latest, with a badge of their marks whose right edge is at
// bx, top at by.
func (s *svg) lastMark(id string, x, y, w, h, bx, by float64) {
	seats := s.recent[id]
	if len(seats) == 0 {
		return
	}
	latest := seats[len(seats)-1]
	var marks, who []string
	for _, p := range seats {
		marks = append(marks, web.SeatMark(p))
		who = append(who, s.who(p))
	}
	s.f(`<g class="last-move" data-last="%s">`, id)
	s.title("Last move here: " + strings.Join(who, ", then "))
	s.rect(x-1.5, y-1.5, w+3, h+3, 5, "none", web.SeatColour(latest), ` stroke-width="3" stroke-dasharray="7 4"`)
	bw := 10 + 14*float64(len(marks))
	s.rect(bx-bw, by, bw, 20, 10, ink, "#ffffff", ` stroke-width="1.5"`)
	s.text(bx-bw/2, by+15, 13, "middle", "", "#ffffff", strings.Join(marks, ""))
	s.f(`</g>`)
}

// toldList is the other seats' last moves in words, HTML.
func (s *svg) toldList() {
	if len(s.told) == 0 {
		return
	}
	heading := "Since your last turn"
	if s.seat < 0 {
		heading = "Last turn"
	}
	s.f(`<div class="tk-recent"><h4>%s</h4><ol>`, heading)
	for _, t := range s.told {
		s.f(`<li><span class="mark" style="color:%s" aria-hidden="true">%s</span> %s</li>`, web.SeatColour(t.Seat), esc(web.SeatMark(t.Seat)), esc(t.Text))
	}
	s.f(`</ol><p class="tk-note">Their places are outlined on the board, dashed in the mover's colour, with the mover's mark.</p></div>`)
}
