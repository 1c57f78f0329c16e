package engine

import (
	"reflect"
	"testing"
)

// treeEqual agrees with reflect.DeepEqual on the shapes views are made of,
// and stops at a cycle instead of following it.
func TestTreeEqual(t *testing.T) {
	type cell struct {
		Owner *int
		Tags  []string
		Hand  map[string]int
		Any   any
	}
	type view struct {
		Cells [2]cell
		Rows  [][]int
		Note  string
		Score float64
	}
	one, two := 1, 2
	base := func() view {
		return view{
			Cells: [2]cell{{Owner: &one, Tags: []string{"a"}, Hand: map[string]int{"x": 1}, Any: []int{1}}, {}},
			Rows:  [][]int{{1, 2}, {3}},
			Note:  "n",
			Score: 1.5,
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
	} {
		a, b := base(), base()
		tc.change(&b)
		want := reflect.DeepEqual(a, b)
		if got := treeEqual(reflect.ValueOf(a), reflect.ValueOf(b), 0); got != want {
			t.Errorf("%s: treeEqual %v, DeepEqual %v", tc.name, got, want)
		}
		if tc.name != "the same" && want {
			t.Errorf("%s: the change changed nothing", tc.name)
		}
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
