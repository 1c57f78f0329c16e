package kit

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"karnak/engine"
)

// toy is a small game on the flow. Each round every seat picks one of its
// Options in turn (a seat's own decision), then all seats show a number at
// once (a simultaneous decision), which is revealed and scored.
type toy struct {
	Tasks   Stack[job] `json:"tasks"`
	Rounds  int        `json:"rounds"` // still to start
	Options [2]int     `json:"options"`
	Picked  [2]int     `json:"picked"`
	Shown   [2]int     `json:"shown"` // 0: not yet this round
	Score   [2]int     `json:"score"`
	Trace   []string   `json:"-"`
	actors  [2]int
}

type job struct {
	Kind int8 `json:"k"`
	Seat int8 `json:"s"`
}

const (
	jRound = iota + 1 // automatic: the next round, if any
	jPick             // a seat's own decision, one of Options[Seat]
	jShow             // simultaneous: each seat shows 1..Options[seat]
	jScore            // automatic
)

const (
	mPick = 1
	mShow = 2
)

func newToy(rounds int, options [2]int) *toy {
	s := &toy{Rounds: rounds, Options: options}
	s.Tasks.Push(job{Kind: jRound})
	s.Tasks.Run(s)
	return s
}

func (s *toy) Owes(t job) (Seats, bool) {
	switch t.Kind {
	case jPick:
		return Seat(int(t.Seat)), false
	case jShow:
		var owe Seats
		for seat, v := range s.Shown {
			if v == 0 {
				owe |= Seat(seat)
			}
		}
		return owe, true
	}
	return 0, false
}

func (s *toy) Exec(t job) {
	if s.Trace != nil { // the arguments of a trace would allocate
		s.trace("exec %d", t.Kind)
	}
	switch t.Kind {
	case jRound:
		if s.Rounds > 0 {
			s.Rounds--
			s.Tasks.PushSeq(job{Kind: jPick, Seat: 0}, job{Kind: jPick, Seat: 1}, job{Kind: jShow}, job{Kind: jScore}, job{Kind: jRound})
		}
	case jShow:
		if s.Trace != nil {
			s.trace("reveal %v", s.Shown)
		}
	case jScore:
		for seat := range s.Shown {
			s.Score[seat] += s.Picked[seat] * s.Shown[seat]
		}
		s.Shown = [2]int{}
	}
}

func (s *toy) Choices(dst []engine.Move, t job, seat int) []engine.Move {
	kind := uint16(mPick)
	if t.Kind == jShow {
		kind = mShow
	}
	for v := 1; v <= s.Options[seat]; v++ {
		dst = append(dst, engine.Move{Kind: kind, Arg: [7]int16{int16(v)}})
	}
	return dst
}

func (s *toy) Apply(seat int, m engine.Move) {
	if s.Trace != nil {
		s.trace("seat %d plays %d:%d", seat, m.Kind, m.Arg[0])
	}
	switch s.Tasks.Top().Kind {
	case jPick:
		s.Tasks.Pop()
		s.Picked[seat] = int(m.Arg[0])
	case jShow:
		s.Shown[seat] = int(m.Arg[0])
	}
}

func (s *toy) trace(format string, args ...any) {
	s.Trace = append(s.Trace, fmt.Sprintf(format, args...))
}

func (s *toy) play(t *testing.T, seat, kind, v int) {
	t.Helper()
	m := engine.Move{Kind: uint16(kind), Arg: [7]int16{int16(v)}}
	if !s.Tasks.Legal(s, seat, m) {
		t.Fatalf("seat %d may not play %d:%d; actors %v", seat, kind, v, s.Tasks.Actors(s, nil))
	}
	s.Tasks.Play(s, seat, m)
}

func (s *toy) actorsNow() []int { return s.Tasks.Actors(s, s.actors[:0]) }

// Automatic tasks run by themselves, a forced pick is played by Run, and a
// simultaneous decision waits for every seat, even one with one choice.
func TestRun(t *testing.T) {
	s := &toy{Rounds: 1, Options: [2]int{1, 2}, Trace: []string{}}
	s.Tasks.Push(job{Kind: jRound})
	s.Tasks.Run(s)
	want := []string{"exec 1", "seat 0 plays 1:1"}
	if !slices.Equal(s.Trace, want) || !slices.Equal(s.actorsNow(), []int{1}) {
		t.Fatalf("trace %q, actors %v; want %q and [1]", s.Trace, s.actorsNow(), want)
	}
	if got := s.Tasks.AppendMoves(s, nil, 0); len(got) != 0 {
		t.Errorf("seat 0 is offered %v out of turn", got)
	}
	if s.Tasks.Legal(s, 0, engine.Move{Kind: mPick, Arg: [7]int16{1}}) {
		t.Error("a move out of turn is legal")
	}
	s.play(t, 1, mPick, 2)
	if got := s.actorsNow(); !slices.Equal(got, []int{0, 1}) {
		t.Fatalf("actors of the simultaneous decision %v", got)
	}
	s.play(t, 1, mShow, 2)
	if got := s.actorsNow(); !slices.Equal(got, []int{0}) {
		t.Fatalf("actors after seat 1's part %v, want seat 0, whose one choice Run leaves to it", got)
	}
	if s.Tasks.Legal(s, 1, engine.Move{Kind: mShow, Arg: [7]int16{1}}) {
		t.Error("seat 1 may show twice")
	}
	s.play(t, 0, mShow, 1)
	want = append(want, "seat 1 plays 1:2", "seat 1 plays 2:2", "seat 0 plays 2:1", "exec 3", "reveal [1 2]", "exec 4", "exec 1")
	if !slices.Equal(s.Trace, want) {
		t.Errorf("trace %q\nwant %q", s.Trace, want)
	}
	if s.Tasks.Len() != 0 || len(s.actorsNow()) != 0 || s.Score != [2]int{1, 4} {
		t.Errorf("at the end: %d tasks, actors %v, score %v", s.Tasks.Len(), s.actorsNow(), s.Score)
	}
	s.Tasks.Run(s) // nothing to do
}

// The parts of a simultaneous decision may come in any order.
func TestSimultaneousInAnyOrder(t *testing.T) {
	var want string
	for _, order := range [][2]int{{0, 1}, {1, 0}} {
		s := newToy(2, [2]int{3, 3})
		for range 2 {
			s.play(t, 0, mPick, 2)
			s.play(t, 1, mPick, 3)
			shown := [2]int{1, 3}
			for _, seat := range order {
				s.play(t, seat, mShow, shown[seat])
			}
		}
		data, _ := json.Marshal(s)
		if want == "" {
			want = string(data)
		} else if string(data) != want {
			t.Errorf("order %v: %s, want %s", order, data, want)
		}
	}
	if want != `{"tasks":[],"rounds":0,"options":[3,3],"picked":[2,3],"shown":[0,0],"score":[4,18]}` {
		t.Errorf("final state %s", want)
	}
}

// A seat's own decision without a legal move is a defect of the game.
func TestDecisionWithoutMoves(t *testing.T) {
	panics(t, "seat 0 owes a decision without a legal move", func() { newToy(1, [2]int{0, 2}) })
}
