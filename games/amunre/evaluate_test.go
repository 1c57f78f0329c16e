package amunre

import (
	"math"
	"testing"
)

// During the auction a seat without a standing bid is valued as taking one
// of the provinces nobody holds (their mean worth), not none: a seat just
// outbid must not look as if it had lost its province for the round.
func TestEvaluateOutbidSeatTakesAnOpenProvince(t *testing.T) {
	s := fixture(t, 3, 0)
	s.auction(Memphis, Abydos, Sawu)
	h := s.harvestsLeft()
	mean := func(ps ...Province) float64 {
		sum := 0.0
		for _, p := range ps {
			sum += s.provinceWorth(p, h)
		}
		return sum / float64(len(ps))
	}
	near := func(what string, got, want float64) {
		t.Helper()
		if math.Abs(got-want) > 1e-9 {
			t.Errorf("%s: %.4f, want %.4f", what, got, want)
		}
	}
	near("nobody has bid", s.openProvinceWorth(), mean(Memphis, Abydos, Sawu))
	s.do(t, 0, "bid abydos 0")
	near("seat 0 holds Abydos", s.openProvinceWorth(), mean(Memphis, Sawu))
	before := s.Evaluate(nil)[0]
	s.do(t, 1, "bid abydos 1")
	// Seat 0, outbid, loses Abydos's worth and gains the mean of the
	// provinces still open (Memphis and Sawu: seat 1 now holds Abydos).
	after := s.Evaluate(nil)[0]
	near("seat 0 outbid", after-before, mean(Memphis, Sawu)-s.provinceWorth(Abydos, h))
	if s.Phase != PhaseAuction {
		t.Fatalf("the auction ended early: phase %v", s.Phase)
	}
}
