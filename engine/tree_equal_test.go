package engine

import (
	"math"
	"reflect"
	"testing"
)

// treeEqual agrees with reflect.DeepEqual on the shapes views are made of,
// reached by value or through a pointer (where plain rows of numbers are
// compared as bytes), and stops at a cycle instead of following it.
func TestTreeEqual(t *testing.T) {
	type cell struct {
		Owner *int
		Tags  []string
		Hand  map[string]int
		Any   any
	}
	type pair struct{ A, B int32 }
	type padded struct {
		A int8
		B int64
	}
	type view struct {
		Cells  [2]cell
		Rows   [][]int
		Note   string
		Score  float64
		Grid   [3][2]int8
		Flags  [4]bool
		Pairs  []pair
		Padded [2]padded
		Zeroes [2]float64
	}
	one, two := 1, 2
	base := func() view {
		return view{
			Cells: [2]cell{{Owner: &one, Tags: []string{"a"}, Hand: map[string]int{"x": 1}, Any: []int{1}}, {}},
			Rows:  [][]int{{1, 2}, {3}},
			Note:  "n",
			Score: 1.5,
			Grid:  [3][2]int8{{1, 2}, {3, 4}, {5, 6}},
			Flags: [4]bool{true},
			Pairs: []pair{{1, 2}, {3, 4}},
		}
	}
	for _, tc := range []struct {
		name   string
		change func(v *view)
	}{
		{"the same", func(v *view) {}},
		{"a pointer's target", func(v *view) { v.Cells[0].Owner = &two }},
		{"a nil pointer", func(v *view) { v.Cells[0].Owner = nil }},
		{"a string deep down", func(v *view) { v.Cells[0].Tags[0] = "b" }},
		{"an empty list for none", func(v *view) { v.Cells[1].Tags = []string{} }},
		{"a map's value", func(v *view) { v.Cells[0].Hand["x"] = 2 }},
		{"a map's key", func(v *view) { v.Cells[0].Hand = map[string]int{"y": 1} }},
		{"a row's length", func(v *view) { v.Rows[1] = append(v.Rows[1], 4) }},
		{"an interface's type", func(v *view) { v.Cells[0].Any = []int64{1} }},
		{"an interface's value", func(v *view) { v.Cells[0].Any = []int{2} }},
		{"a float", func(v *view) { v.Score = 2 }},
		{"a number in a grid", func(v *view) { v.Grid[2][1] = 7 }},
		{"a flag", func(v *view) { v.Flags[3] = true }},
		{"a field of a plain row", func(v *view) { v.Pairs[1].B = 5 }},
		{"a plain row's length", func(v *view) { v.Pairs = v.Pairs[:1] }},
		{"no plain row for an empty one", func(v *view) { v.Pairs = nil }},
		{"a padded field", func(v *view) { v.Padded[1].B = 1 }},
	} {
		a, b := base(), base()
		tc.change(&b)
		want := reflect.DeepEqual(a, b)
		if got := treeEqual(reflect.ValueOf(a), reflect.ValueOf(b), 0); got != want {
			t.Errorf("%s: treeEqual %v, DeepEqual %v", tc.name, got, want)
		}
		if got := treeEqual(reflect.ValueOf(&a), reflect.ValueOf(&b), 0); got != want {
			t.Errorf("%s, through pointers: treeEqual %v, DeepEqual %v", tc.name, got, want)
		}
		if tc.name != "the same" && want {
			t.Errorf("%s: the change changed nothing", tc.name)
		}
	}
	// Floats compare as numbers, not bytes: 0 and -0 are equal.
	a, b := base(), base()
	b.Zeroes[1] = math.Copysign(0, -1)
	if !treeEqual(reflect.ValueOf(&a), reflect.ValueOf(&b), 0) {
		t.Error("0 and -0 differ")
	}
	if plainSize(reflect.TypeOf(padded{})) != 0 || plainSize(reflect.TypeOf([2]float64{})) != 0 || plainSize(reflect.TypeOf(pair{})) != 8 {
		t.Error("plainSize takes padding or floats for plain data, or a plain pair for not")
	}
	type loop struct{ Next *loop }
	l := &loop{}
	l.Next = l
	if treeEqual(reflect.ValueOf(l), reflect.ValueOf(l), 0) {
		t.Error("a cycle counts as equal")
	}
	if !treeEqual(reflect.ValueOf(nil), reflect.ValueOf(nil), 0) || treeEqual(reflect.ValueOf(nil), reflect.ValueOf(1), 0) {
		t.Error("nil views")
	}
}
