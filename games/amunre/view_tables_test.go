package amunre

import (
	"slices"
	"testing"
)

// TestViewCarriesPrintedTables: a view gives the bid track's gold and the
// market prices of 1–6 items (1, 3, 6, 10, 15, 21: each further item costs
// its number, T5), so an API client needs no copy of the rules; changing
// the view's copy leaves the rules alone.
func TestViewCarriesPrintedTables(t *testing.T) {
	s := fixture(t, 4, 0)
	v := s.view(0)
	if !slices.Equal(v.BidTrack, bidTrack[:]) {
		t.Errorf("bid track %v, want %v", v.BidTrack, bidTrack)
	}
	if want := []int{1, 3, 6, 10, 15, 21}; !slices.Equal(v.Prices, want) {
		t.Errorf("market prices %v, want %v", v.Prices, want)
	}
	v.BidTrack[0] = 99
	if bidTrack[0] == 99 {
		t.Error("the view shares the rules' bid track")
	}
}
