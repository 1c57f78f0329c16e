package kit

import (
	"cmp"
	"encoding/json"
	"math/bits"
	"math/rand/v2"
	"slices"
)

// RNG is a game's own generator: math/rand/v2's PCG held by value, so that
// a state holding one stays a flat value (a copy is a clone and draws what
// the original would), and marshalled with the state, since the state's
// JSON must be all of it. A game seeds it in New; the zero value draws
// a fixed sequence.
//
// Its JSON is the PCG's binary form as a base64 string, the same as the
// generator Tekhenu wrote for itself, so a game can move to it without
// changing its states' JSON.
type RNG struct{ pcg rand.PCG }

// Seed resets the generator; a game seeds it once in New from its seed.
func (r *RNG) Seed(a, b uint64) { r.pcg.Seed(a, b) }

// Uint64 draws 64 random bits. With it *RNG is a rand.Source, so
// rand.New(&rng) offers the whole of math/rand/v2 (at the cost of an
// allocation, which IntN and Shuffle avoid).
func (r *RNG) Uint64() uint64 { return r.pcg.Uint64() }

// IntN draws uniformly from [0, n) without allocating, by Lemire's
// multiply-shift with rejection. IntN(1) draws nothing from the generator.
// It draws exactly as Tekhenu's own generator did, so a game that adopts
// it deals as before; math/rand/v2's IntN differs for powers of two.
// n <= 0 panics: a game drawing from nothing has a defect.
func (r *RNG) IntN(n int) int {
	if n <= 0 {
		panic("kit: RNG.IntN of no values")
	}
	if n == 1 {
		return 0
	}
	bound := uint64(n)
	for {
		hi, lo := bits.Mul64(r.pcg.Uint64(), bound)
		// The first test spares the division in all but rare draws.
		if lo >= bound || lo >= -bound%bound {
			return int(hi)
		}
	}
}

// Shuffle permutes n elements by Fisher–Yates from the top: for i from
// n-1 down to 1, swap(i, IntN(i+1)). Decks of games that adopt the kit
// are therefore dealt as Tekhenu deals its own.
func (r *RNG) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}

// Shuffle shuffles a game's pile in place with the game's generator, as
// RNG.Shuffle does, without a swap function.
func Shuffle[T any](r *RNG, xs []T) {
	for i := len(xs) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		xs[i], xs[j] = xs[j], xs[i]
	}
}

// CanonicalShuffle sorts a hidden pile, forgetting its true order, then
// shuffles it with r. Determinize does this to every pile a seat cannot
// see, with r the caller's generator (not the game's, which it reseeds):
// two true states that differ only in the order of a hidden pile then
// determinize to the same state, so the result depends on the seat's view
// alone and a bot learns nothing hidden through it.
func CanonicalShuffle[T cmp.Ordered](xs []T, r *rand.Rand) {
	slices.Sort(xs)
	r.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
}

func (r RNG) MarshalJSON() ([]byte, error) {
	b, err := r.pcg.MarshalBinary()
	if err != nil {
		return nil, err
	}
	return json.Marshal(b)
}

func (r *RNG) UnmarshalJSON(data []byte) error {
	var b []byte
	if err := json.Unmarshal(data, &b); err != nil {
		return err
	}
	return r.pcg.UnmarshalBinary(b)
}
