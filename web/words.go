package web

import (
	"fmt"
	"strings"
)

// seatKindLabels are the kinds of seat as the lobby offers them, in
// players' words; the form still sends the kind.
var seatKindLabels = map[string]string{
	"human":     "Person (you, or whoever takes the seat)",
	"easy":      "Easy bot (answers at once, makes slips)",
	"medium":    "Medium bot (answers at once)",
	"hard":      "Hard bot (thinks about a second)",
	"random":    "Random bot (plays any legal move)",
	"heuristic": "Greedy bot (as medium)",
	"ismcts":    "Search bot (2,000 playouts a move)",
}

// SeatKindLabel is a kind of seat in players' words; a bot kind the pages
// do not know is "<kind> bot".
func SeatKindLabel(kind string) string {
	if l, ok := seatKindLabels[kind]; ok {
		return l
	}
	return kind + " bot"
}

// BotName is a bot kind as a name: "Hard bot".
func BotName(kind string) string {
	l := SeatKindLabel(kind)
	if short, _, ok := strings.Cut(l, " ("); ok {
		return short
	}
	return l
}

// SeatNumber is a seat as people count it: the API's seat 0 is Seat 1.
func SeatNumber(seat int) int { return seat + 1 }

// SeatLabel is how a seat is named to people: a bot by its kind ("Hard
// bot"; the server names bots by their kind), a person by name, a free
// seat by its number, counted from 1.
func SeatLabel(s Seat) string {
	switch {
	case s.Kind != "" && s.Kind != "human" && (s.Name == "" || s.Name == s.Kind):
		return BotName(s.Kind)
	case s.Name != "":
		return s.Name
	}
	return fmt.Sprintf("Seat %d", SeatNumber(s.Seat))
}

// SeatCalled names a seat for a board: the name it goes by, or "Seat n".
func SeatCalled(names []string, seat int) string {
	if seat >= 0 && seat < len(names) && names[seat] != "" {
		return names[seat]
	}
	return fmt.Sprintf("Seat %d", SeatNumber(seat))
}

// SeatWithMark is a seat's mark and name: "▲ Ben".
func SeatWithMark(names []string, seat int) string {
	return strings.TrimSpace(SeatMark(seat) + " " + SeatCalled(names, seat))
}

// HotLabel is what a place that plays moves says to a screen reader and
// in the chooser's title: the one move it plays, or the moves it offers
// ("…; or …"), or past most of them what (the place) and how many; what
// alone when no move has words. words may repeat: each is said once.
func HotLabel(what string, words []string, most int, many func(first string, n int) string) string {
	var said []string
	seen := map[string]bool{}
	for _, w := range words {
		if w != "" && !seen[w] {
			seen[w] = true
			said = append(said, w)
		}
	}
	switch {
	case len(said) == 0:
		return what
	case len(said) == 1:
		return said[0]
	case len(said) > most:
		return many(said[0], len(said))
	}
	return strings.Join(said, "; or ")
}
