package web

import (
	"fmt"
	"slices"
)

// NamedMove is a move with its name in players' words.
type NamedMove struct {
	Text string // the move as the engine reads it (sent back when played)
	Name string
}

// Result is the final table of a game: one column per seat (and the
// automa's) in the order of their places, one row per scoring category
// with the total last.
type Result struct {
	Cols []ResultCol
	Rows []ResultRow
}

// ResultCol is one player in the final table.
type ResultCol struct {
	Seat  int // the automa's column has the seat after the last
	Place string
	Name  string
	Won   bool
}

// ResultRow is one scoring category (or the total) across the columns.
type ResultRow struct {
	Label string
	Cells []ResultCell
	Total bool
}

// ResultCell is one player's points in a category.
type ResultCell struct {
	Seat int
	Text string
}

// result orders the players by place (seats sharing a place in seat
// order) and rearranges the game's breakdown (a label, then a value per
// seat, then the automa's) to match. Without ranks the seats stay in seat
// order; without a breakdown the table has places and names only.
func result(g Game, names []string, breakdown [][]string) *Result {
	players := len(g.Seats)
	if len(names) > players {
		players = len(names)
	}
	rank := func(col int) int {
		switch {
		case col < len(g.Ranks):
			return g.Ranks[col]
		case col >= len(g.Seats) && g.AutomaRank > 0:
			return g.AutomaRank
		}
		return 0
	}
	order := make([]int, players)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return rank(a) - rank(b) })
	r := &Result{}
	for _, col := range order {
		c := ResultCol{Seat: col, Name: fmt.Sprintf("Seat %d", SeatNumber(col)), Won: rank(col) == 1}
		if col < len(names) && names[col] != "" {
			c.Name = names[col]
		}
		if n := rank(col); n > 0 {
			c.Place = Ordinal(n)
			shared := 0
			for other := range players {
				if rank(other) == n {
					shared++
				}
			}
			if shared > 1 {
				c.Place = "=" + c.Place
			}
		}
		r.Cols = append(r.Cols, c)
	}
	for i, row := range breakdown {
		if len(row) == 0 {
			continue
		}
		rr := ResultRow{Label: row[0], Total: i == len(breakdown)-1}
		for _, col := range order {
			cell := ResultCell{Seat: col}
			if col+1 < len(row) {
				cell.Text = row[col+1]
			}
			rr.Cells = append(rr.Cells, cell)
		}
		r.Rows = append(r.Rows, rr)
	}
	return r
}

// Ordinal is a place in words: 1st, 2nd, 3rd, 4th, 11th, 21st.
func Ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return fmt.Sprintf("%d%s", n, suffix)
}
