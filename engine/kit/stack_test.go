package kit

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

type step struct {
	Kind int8 `json:"k"`
	Seat int8 `json:"s"`
}

func TestStack(t *testing.T) {
	var s Stack[step]
	if s.Top() != nil || s.Len() != 0 || s.Peek(0) != nil {
		t.Fatal("the zero stack is not empty")
	}
	s.Push(step{Kind: 9})
	s.PushSeq(step{Kind: 1}, step{Kind: 2}, step{Kind: 3})
	if s.Len() != 4 || s.Top().Kind != 1 || s.Peek(1).Kind != 2 || s.Peek(3).Kind != 9 || s.Peek(4) != nil || s.Peek(-1) != nil {
		t.Fatalf("after PushSeq: %+v", s)
	}
	s.Top().Seat = 5 // a decision keeps its progress in place
	var popped []int8
	for s.Len() > 0 {
		t := s.Pop()
		popped = append(popped, t.Kind)
		if t.Kind == 1 && t.Seat != 5 {
			panic("lost the change made through Top")
		}
	}
	if !slices.Equal(popped, []int8{1, 2, 3, 9}) {
		t.Errorf("popped %v, want the first listed first", popped)
	}
	// Popping clears the slot: equal positions compare equal.
	if s != (Stack[step]{}) {
		t.Error("an emptied stack differs from a new one")
	}
	s.PushSeq(step{Kind: 1}, step{Kind: 2})
	s.Clear()
	if s != (Stack[step]{}) {
		t.Error("Clear left tasks")
	}
}

func panics(t *testing.T, want string, f func()) {
	t.Helper()
	defer func() {
		t.Helper()
		r := recover()
		if msg, _ := r.(string); !strings.Contains(msg, want) {
			t.Errorf("panic %v, want one saying %q", r, want)
		}
	}()
	f()
}

func TestStackLimits(t *testing.T) {
	var s Stack[step]
	for range StackCap {
		s.Push(step{})
	}
	panics(t, "more than 64 pending tasks", func() { s.Push(step{}) })
	s.Clear()
	panics(t, "pop of an empty task stack", func() { s.Pop() })
}

// The JSON of a stack is its pending tasks, bottom first.
func TestStackJSON(t *testing.T) {
	type state struct {
		Tasks Stack[step] `json:"tasks"`
	}
	var s state
	s.Tasks.PushSeq(step{1, 0}, step{2, 1})
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"tasks":[{"k":2,"s":1},{"k":1,"s":0}]}`; string(data) != want {
		t.Errorf("JSON %s, want %s", data, want)
	}
	var back state
	if err := json.Unmarshal(data, &back); err != nil || back != s {
		t.Fatalf("back %+v, %v", back, err)
	}
	long := "[" + strings.Repeat(`{"k":1},`, StackCap) + `{"k":1}]`
	for _, bad := range []string{long, `{}`, `[1]`} {
		if err := json.Unmarshal([]byte(bad), &back.Tasks); err == nil {
			t.Errorf("%.20s… decoded", bad)
		}
	}
}

func TestSeats(t *testing.T) {
	s := Seat(0) | Seat(3) | Seat(4)
	if !s.Has(3) || s.Has(1) || s.Has(-1) || s.Has(40) || s.Len() != 3 {
		t.Errorf("%b", s)
	}
	if got := s.Append(nil); !slices.Equal(got, []int{0, 3, 4}) {
		t.Errorf("Append %v", got)
	}
	if FirstSeats(3) != Seat(0)|Seat(1)|Seat(2) || FirstSeats(0) != 0 {
		t.Errorf("FirstSeats(3) %b", FirstSeats(3))
	}
	s &^= Seat(3)
	if s.Has(3) || s.Len() != 2 {
		t.Errorf("without 3: %b", s)
	}
}
