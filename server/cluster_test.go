package server

import (
	"context"
	"testing"
	"time"

	"karnak/store"
	"karnak/store/storetest"
)

// Two nodes on one PostgreSQL database serve one table: a move taken by
// either reaches the other's WebSocket at once, either takes the next move
// at the number the player saw, and a number already used is refused as
// stale on both.
func TestTwoNodesServeOneTable(t *testing.T) {
	url := storetest.PostgresSchema(t)
	node := func() *harness {
		st, err := store.OpenPostgres(context.Background(), url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return startOn(t, st)
	}
	a, b := node(), node()
	rep := a.create([]string{"human", "human"}, 0)
	tokens := []string{rep.Seats[0].Token, rep.Seats[1].Token}
	ws := a.dial(rep.ID, "token="+tokens[1])
	seq := ws.nextState(0).Seq
	nodes := []*harness{a, b}
	for i := 0; i < 24; i++ {
		via := nodes[i%2]
		// A node hears of the other's move within moments.
		sn := via.state(rep.ID, tokens[0])
		for deadline := time.Now().Add(2 * time.Second); sn.Seq < seq && time.Now().Before(deadline); {
			time.Sleep(5 * time.Millisecond)
			sn = via.state(rep.ID, tokens[0])
		}
		if sn.Over {
			break
		}
		if sn.Seq != seq {
			t.Fatalf("move %d: node %d is at %d, the other node's WebSocket at %d", i, i%2, sn.Seq, seq)
		}
		seat := sn.Actors[0]
		mine := via.state(rep.ID, tokens[seat])
		if code, e := via.move(rep.ID, tokens[seat], seq, mine.Moves[0]); code != 200 {
			t.Fatalf("move %d on node %d: %d %+v", i, i%2, code, e)
		}
		// Node a's WebSocket hears of it, whichever node took it.
		start := time.Now()
		seq = ws.nextState(seq + 1).Seq
		if wait := time.Since(start); wait > 2*time.Second {
			t.Errorf("move %d reached the other node after %v", i, wait)
		}
	}
	// A number already used is stale on either node.
	for k, n := range nodes {
		sn := n.state(rep.ID, tokens[0])
		if len(sn.Actors) == 0 {
			continue
		}
		seat := sn.Actors[0]
		mine := n.state(rep.ID, tokens[seat])
		if code, _ := n.move(rep.ID, tokens[seat], seq-1, mine.Moves[0]); code != 409 {
			t.Errorf("node %d takes a move at a used number: %d", k, code)
		}
	}
}
