package server

import (
	"testing"
	"time"

	"karnak/store"
)

// A table under load is storing a move, its lock held, at most moments a
// renewal comes. The renewal extends its lease all the same: left to the
// next renewal, and the next, its lease would run low and its bot ask the
// database for it before nearly every move. A busy table the renewal did
// not list keeps the deadline it had.
func TestARenewalExtendsTheLeaseOfATableBusyStoring(t *testing.T) {
	busy := &table{id: "busy", leased: true, leaseTaken: time.Now().Add(-time.Minute)}
	other := &table{id: "other", leased: true, leaseTaken: time.Now().Add(-time.Minute)}
	soon := time.Now().Add(500 * time.Millisecond)
	busy.extendLease(soon)
	other.extendLease(soon)
	s := &Server{tables: map[string]*table{"busy": busy, "other": other}}
	busy.mu.Lock()
	other.mu.Lock()
	sent := time.Now()
	s.confirmLeases([]store.Renewal{{Table: "busy", Last: -1}}, sent)
	other.mu.Unlock()
	busy.mu.Unlock()
	if got, want := busy.leaseDeadline(), sent.Add(leaseTTL); !got.Equal(want) {
		t.Errorf("the busy table's lease runs out at %v, want %v (the renewal's)", got.Sub(sent), want.Sub(sent))
	}
	if !busy.leased {
		t.Error("the busy table was given up")
	}
	if got := other.leaseDeadline(); !got.Equal(soon) {
		t.Errorf("a table the renewal did not list was extended by %v", got.Sub(soon))
	}
	// A renewal answered late never takes a deadline back.
	busy.extendLease(sent)
	if got, want := busy.leaseDeadline(), sent.Add(leaseTTL); !got.Equal(want) {
		t.Errorf("an older renewal moved the deadline back to %v", got.Sub(sent))
	}
}
