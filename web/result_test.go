package web

import (
	"fmt"
	"testing"
)

// The final table stands in the order of places, seats sharing a place in
// seat order and marked as shared, the automa among them by its rank; every
// row of the breakdown follows its columns.
func TestResultOrder(t *testing.T) {
	seats := []Seat{{Seat: 0, Name: "Ana"}, {Seat: 1, Name: "Ben"}, {Seat: 2, Kind: "random", Name: "random"}}
	breakdown := [][]string{{"temple", "1", "2", "3", "4"}, {"total", "10", "20", "30", "40"}}
	for _, c := range []struct {
		ranks  []int
		automa int
		want   string
	}{
		{[]int{2, 1, 3}, 0, "[1st Ben 20] [2nd Ana 10] [3rd Random bot 30]"},
		{[]int{1, 1, 3}, 0, "[=1st Ana 10] [=1st Ben 20] [3rd Random bot 30]"},
		{[]int{3, 4, 2}, 1, "[1st Botankhamun 40] [2nd Random bot 30] [3rd Ana 10] [4th Ben 20]"},
		{nil, 0, "[ Ana 10] [ Ben 20] [ Random bot 30]"},
	} {
		names := []string{"Ana", "Ben", "Random bot"}
		if c.automa > 0 {
			names = append(names, "Botankhamun")
		}
		r := result(Game{Seats: seats, Ranks: c.ranks, AutomaRank: c.automa}, names, breakdown)
		got := ""
		for i, col := range r.Cols {
			if i > 0 {
				got += " "
			}
			total := r.Rows[1].Cells[i]
			if total.Seat != col.Seat || r.Rows[0].Cells[i].Seat != col.Seat {
				t.Errorf("ranks %v: column %d is seat %d, its cells seats %d and %d", c.ranks, i, col.Seat, r.Rows[0].Cells[i].Seat, total.Seat)
			}
			got += fmt.Sprintf("[%s %s %s]", col.Place, col.Name, total.Text)
		}
		if got != c.want || !r.Rows[1].Total || r.Rows[0].Total {
			t.Errorf("ranks %v, automa %d: %s, want %s", c.ranks, c.automa, got, c.want)
		}
	}
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd", 101: "101st", 111: "111th"} {
		if got := Ordinal(n); got != want {
			t.Errorf("Ordinal(%d) = %s, want %s", n, got, want)
		}
	}
}
