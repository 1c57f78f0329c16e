package kit

import (
	"encoding/json"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// tekhenuIntN is games/tekhenu's own draw, kept here to prove that a game
// moving to RNG deals exactly as before.
func tekhenuIntN(p *rand.PCG, n int) int {
	if n <= 1 {
		return 0
	}
	bound := uint64(n)
	for {
		hi, lo := bits.Mul64(p.Uint64(), bound)
		if lo >= bound || lo >= (-bound)%bound {
			return int(hi)
		}
	}
}

func TestIntNDrawsAsTekhenu(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		var r RNG
		r.Seed(seed, seed^0x5851f42d4c957f2d)
		p := rand.NewPCG(seed, seed^0x5851f42d4c957f2d)
		for i := range 2000 {
			n := 1 + i%67
			if i%5 == 0 {
				n = 1 << (i % 40) // powers of two, where math/rand/v2 draws otherwise
			}
			if got, want := r.IntN(n), tekhenuIntN(p, n); got != want {
				t.Fatalf("seed %d draw %d: IntN(%d) = %d, Tekhenu drew %d", seed, i, n, got, want)
			}
		}
	}
}

// Every value comes up about as often as the others.
func TestIntNIsUniform(t *testing.T) {
	var r RNG
	r.Seed(1, 2)
	for _, n := range []int{2, 3, 6, 7, 10} {
		count := make([]int, n)
		const draws = 60000
		for range draws {
			v := r.IntN(n)
			if v < 0 || v >= n {
				t.Fatalf("IntN(%d) = %d", n, v)
			}
			count[v]++
		}
		want := draws / n
		for v, c := range count {
			if c < want*9/10 || c > want*11/10 {
				t.Errorf("IntN(%d): %d came up %d times in %d, want about %d", n, v, c, draws, want)
			}
		}
	}
}

func TestIntNOfNothingPanics(t *testing.T) {
	for _, n := range []int{0, -1} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("IntN(%d) did not panic", n)
				}
			}()
			var r RNG
			r.IntN(n)
		}()
	}
}

// A copy of a generator is a clone: it draws what the original draws, and
// the two compare equal until one draws.
func TestRNGIsAValue(t *testing.T) {
	var a RNG
	a.Seed(3, 4)
	b := a
	if a != b {
		t.Fatal("a copy differs")
	}
	for range 10 {
		if a.Uint64() != b.Uint64() {
			t.Fatal("a copy draws otherwise")
		}
	}
	a.Uint64()
	if a == b {
		t.Fatal("generators at different points compare equal")
	}
}

// Through JSON, inside a state, the generator goes on where it was, and its
// form is the one Tekhenu's generator wrote.
func TestRNGJSON(t *testing.T) {
	type state struct {
		Round int `json:"round"`
		RNG   RNG `json:"rng"`
	}
	s := state{Round: 3}
	s.RNG.Seed(5, 6)
	s.RNG.IntN(10)
	data, err := json.Marshal(s) // by value, as a state is marshalled
	if err != nil {
		t.Fatal(err)
	}
	p := rand.NewPCG(5, 6)
	p.Uint64()
	bin, _ := p.MarshalBinary()
	want, _ := json.Marshal(bin)
	if !strings.Contains(string(data), `"rng":`+string(want)) {
		t.Errorf("JSON %s, want the PCG's binary form %s", data, want)
	}
	var back state
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if back != s {
		t.Fatal("the state changed through JSON")
	}
	for range 10 {
		if back.RNG.Uint64() != s.RNG.Uint64() {
			t.Fatal("the decoded generator draws otherwise")
		}
	}
	for _, bad := range []string{`"x"`, `12`, `"cGNnOg=="`} {
		if err := json.Unmarshal([]byte(bad), &back.RNG); err == nil {
			t.Errorf("%s decoded", bad)
		}
	}
}

// Shuffle, RNG.Shuffle and Tekhenu's deck shuffle deal alike, and every
// order comes up.
func TestShuffle(t *testing.T) {
	var a, b RNG
	a.Seed(7, 8)
	b.Seed(7, 8)
	p := rand.NewPCG(7, 8)
	orders := map[[4]int8]int{}
	for range 2400 {
		x := [4]int8{1, 2, 3, 4}
		y, z := x, x
		Shuffle(&a, x[:])
		b.Shuffle(len(y), func(i, j int) { y[i], y[j] = y[j], y[i] })
		for i := len(z) - 1; i > 0; i-- { // games/tekhenu's shuffleDeck
			j := tekhenuIntN(p, i+1)
			z[i], z[j] = z[j], z[i]
		}
		if x != y || x != z {
			t.Fatalf("Shuffle %v, RNG.Shuffle %v, Tekhenu %v", x, y, z)
		}
		orders[x]++
	}
	if len(orders) != 24 {
		t.Fatalf("%d orders of 4 cards, want 24", len(orders))
	}
	for o, n := range orders {
		if n < 60 || n > 140 {
			t.Errorf("order %v came up %d times in 2400", o, n)
		}
	}
	var r RNG
	Shuffle(&r, []int{})
	Shuffle(&r, []int{1})
}

// CanonicalShuffle forgets the order it is given: two orders of one pile
// come out alike for the same generator.
func TestCanonicalShuffle(t *testing.T) {
	for seed := uint64(0); seed < 50; seed++ {
		a := []int8{5, 1, 4, 1, 3, 9, 2}
		b := slices.Clone(a)
		slices.Reverse(b)
		CanonicalShuffle(a, rand.New(rand.NewPCG(seed, 1)))
		CanonicalShuffle(b, rand.New(rand.NewPCG(seed, 1)))
		if !slices.Equal(a, b) {
			t.Fatalf("seed %d: %v and %v", seed, a, b)
		}
		sorted := slices.Sorted(slices.Values(a))
		if !slices.Equal(sorted, []int8{1, 1, 2, 3, 4, 5, 9}) {
			t.Fatalf("not a permutation: %v", a)
		}
	}
}
