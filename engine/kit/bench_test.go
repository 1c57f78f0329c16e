package kit

import (
	"testing"

	"karnak/engine"
)

func BenchmarkRNGUint64(b *testing.B) {
	var r RNG
	r.Seed(1, 2)
	b.ReportAllocs()
	var sink uint64
	for b.Loop() {
		sink += r.Uint64()
	}
	_ = sink
}

func BenchmarkIntN(b *testing.B) {
	var r RNG
	r.Seed(1, 2)
	b.ReportAllocs()
	sink := 0
	for i := 0; b.Loop(); i++ {
		sink += r.IntN(2 + i%50)
	}
	_ = sink
}

// A deck of 24 cards.
func BenchmarkShuffle(b *testing.B) {
	var r RNG
	r.Seed(1, 2)
	var deck [24]int8
	b.ReportAllocs()
	for b.Loop() {
		Shuffle(&r, deck[:])
	}
}

// A push of three tasks in order and three pops.
func BenchmarkStack(b *testing.B) {
	var s Stack[job]
	b.ReportAllocs()
	for b.Loop() {
		s.PushSeq(job{Kind: 1}, job{Kind: 2}, job{Kind: 3})
		s.Push(job{Kind: 4})
		for s.Len() > 0 {
			s.Pop()
		}
	}
}

// One step of the flow: a move checked and played, and Run through the
// automatic tasks and forced moves that follow it to the next choice.
func BenchmarkRunStep(b *testing.B) {
	s := newToy(1<<30, [2]int{1, 3})
	var buf [8]engine.Move
	b.ReportAllocs()
	for b.Loop() {
		seat := s.actorsNow()[0]
		m := s.Tasks.AppendMoves(s, buf[:0], seat)[0]
		if !s.Tasks.Legal(s, seat, m) {
			b.Fatal("illegal")
		}
		s.Tasks.Play(s, seat, m)
	}
}

func BenchmarkGrammarText(b *testing.B) {
	m := mv(2, 5, 4, 6, 1) // take osiris black 6 tainted
	b.ReportAllocs()
	for b.Loop() {
		testGrammar.Text(m)
	}
}

func BenchmarkGrammarParse(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := testGrammar.Parse("take osiris black 6 tainted"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGrammarParseError(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := testGrammar.Parse("take zeus black 6"); err == nil {
			b.Fatal("parsed")
		}
	}
}

// The paths a playout takes allocate nothing (the benchmarks above give
// their cost); the text of a move is its one allocation.
func TestAllocations(t *testing.T) {
	var r RNG
	var deck [24]int8
	var st Stack[job]
	s := newToy(1<<30, [2]int{1, 3})
	var buf [8]engine.Move
	for name, c := range map[string]struct {
		f    func()
		want float64
	}{
		"IntN":    {func() { r.IntN(7) }, 0},
		"Shuffle": {func() { Shuffle(&r, deck[:]) }, 0},
		"Stack":   {func() { st.PushSeq(job{Kind: 1}, job{Kind: 2}); st.Pop(); st.Pop() }, 0},
		"step": {func() {
			seat := s.actorsNow()[0]
			m := s.Tasks.AppendMoves(s, buf[:0], seat)[0]
			if s.Tasks.Legal(s, seat, m) {
				s.Tasks.Play(s, seat, m)
			}
		}, 0},
		"Parse": {func() { testGrammar.Parse("take osiris black 6 tainted") }, 0},
		"Text":  {func() { testGrammar.Text(mv(2, 5, 4, 6, 1)) }, 1},
	} {
		if got := testing.AllocsPerRun(200, c.f); got != c.want {
			t.Errorf("%s: %v allocations, want %v", name, got, c.want)
		}
	}
}
