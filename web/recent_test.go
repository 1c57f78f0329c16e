package web

import (
	"reflect"
	"testing"
)

func TestRecentLines(t *testing.T) {
	logged := func(seq, seat int) LogLine { return LogLine{Seq: seq, Seat: seat, Move: "m", Text: "told"} }
	log := []LogLine{logged(6, 1), logged(5, 0), {Seq: 5, Seat: 2, Text: "a take-back", TookBack: true}, logged(4, 0), logged(3, 2), logged(2, 1), logged(1, 0)}
	seqs := func(ls []LogLine) []int {
		var out []int
		for _, l := range ls {
			out = append(out, l.Seq)
		}
		return out
	}
	for _, c := range []struct {
		viewer, limit int
		want          []int
	}{
		{0, 12, []int{6}},       // seat 1 moved after the viewer's turn
		{1, 12, []int{3, 4, 5}}, // since its own move 2
		{2, 12, []int{4, 5, 6}}, // the take-back is no move
		{2, 2, []int{5, 6}},     // the newest two
		{-1, 12, []int{6}},      // a spectator: the last mover's run
	} {
		if got := seqs(RecentLines(log, c.viewer, c.limit)); !reflect.DeepEqual(got, c.want) {
			t.Errorf("viewer %d: %v, want %v", c.viewer, got, c.want)
		}
	}
	// In the middle of its turn the viewer's moves of this turn are
	// skipped and the others' before them shown.
	mid := []LogLine{logged(4, 0), logged(3, 0), logged(2, 1), logged(1, 0)}
	if got := seqs(RecentLines(mid, 0, 12)); !reflect.DeepEqual(got, []int{2}) {
		t.Errorf("mid-turn: %v", got)
	}
}
