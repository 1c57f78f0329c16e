package server

import (
	"fmt"
	"sync"
	"time"

	"karnak/bots"
	"karnak/engine"
	"slices"
	"strings"
	"testing"
)

// Three people keep their secret decrees at the same time (Tekhenu's setup,
// §4 step 11): all three choices, sent with the same seq, are accepted over
// HTTP and WebSocket, the table shows who has decided and who is awaited,
// and no seat reads another's decree before the game ends.
func TestSimultaneousSecretDecisions(t *testing.T) {
	h := start(t, t.TempDir())
	rep := h.create([]string{"human", "human", "human"}, 0)
	first := h.state(rep.ID, rep.Seats[0].Token)
	if len(first.Actors) != 3 {
		t.Fatalf("actors at setup: %v", first.Actors)
	}
	seq := first.Seq
	kept := map[int]string{}
	// Seat 0 and 2 over HTTP, seat 1 over its WebSocket, all at the same seq.
	ws := h.dial(rep.ID, "token="+rep.Seats[1].Token)
	ws.nextState(seq)
	for _, seat := range []int{0, 1, 2} {
		sn := h.state(rep.ID, rep.Seats[seat].Token)
		move := sn.Moves[len(sn.Moves)-1]
		kept[seat] = move
		if seat == 1 {
			ws.send(Frame{Type: "move", Seq: &seq, Move: move})
			if f := ws.nextState(seq + 2); f.Type != "state" {
				t.Fatalf("seat 1's keep over the WebSocket: %+v", f)
			}
			continue
		}
		if code, e := h.move(rep.ID, rep.Seats[seat].Token, seq, move); code != 200 {
			t.Fatalf("seat %d's keep at seq %d: %d %+v", seat, seq, code, e)
		}
		if seat == 0 {
			mid := h.state(rep.ID, rep.Seats[2].Token)
			if !slices.Equal(mid.Decided, []int{0}) || !slices.Equal(mid.Actors, []int{1, 2}) {
				t.Fatalf("after seat 0's keep: decided %v, awaited %v", mid.Decided, mid.Actors)
			}
			// The page says who has decided, not what.
			_, page, _ := getBody(t, h.http.URL+"/t/"+rep.ID)
			if !strings.Contains(page, `id="decided"`) || strings.Contains(page, move[len("keep "):]+"<") {
				t.Fatalf("the page after seat 0's keep: decided shown %v", strings.Contains(page, `id="decided"`))
			}
		}
	}
	// Each seat reads its own decree, and the others' as kept, not which.
	for viewer := range 3 {
		var sn Snapshot
		h.call("GET", "/api/tables/"+rep.ID+"?since=0&token="+rep.Seats[viewer].Token, nil, &sn)
		for _, l := range sn.Log {
			if l.Seat == viewer {
				if l.Move != kept[viewer] {
					t.Errorf("seat %d reads its own keep as %q", viewer, l.Move)
				}
				continue
			}
			if strings.Contains(l.Move, kept[l.Seat][len("keep "):]) || !strings.Contains(l.Move, "(a decree)") {
				t.Errorf("seat %d reads seat %d's keep as %q", viewer, l.Seat, l.Move)
			}
		}
		for _, seat := range []int{0, 1, 2} {
			if seat != viewer && strings.Contains(string(sn.View), kept[seat][len("keep "):]) && !strings.Contains(string(first.View), kept[seat][len("keep "):]) {
				t.Errorf("seat %d's view shows seat %d's decree", viewer, seat)
			}
		}
	}
	// A seq from before a public move is stale, whoever sends it.
	before := h.state(rep.ID, "")
	mover := before.Actors[0]
	tok := rep.Seats[mover].Token
	if code, _ := h.move(rep.ID, tok, before.Seq, h.state(rep.ID, tok).Moves[0]); code != 200 {
		t.Fatalf("a public move: %d", code)
	}
	next := h.state(rep.ID, "")
	nextTok := rep.Seats[next.Actors[0]].Token
	if code, _ := h.move(rep.ID, nextTok, before.Seq, h.state(rep.ID, nextTok).Moves[0]); code != 409 {
		t.Fatalf("a move sent at the seq before a public move: %d, want 409", code)
	}
}

// The server knows no game: three people play the secret-bidding test game
// to its end, every round's bids sent at the same seq; each bid reads as
// secret to the others until the round is revealed; equal totals share the
// victory, and the page says so.
func TestSecretBiddingGame(t *testing.T) {
	h := start(t, t.TempDir())
	var rep createReply
	if code := h.call("POST", "/api/tables", NewTable{Game: "bidding", Seats: []string{"human", "human", "human"}, Options: map[string]string{"cards": "3"}}, &rep); code != 201 {
		t.Fatalf("create: %d", code)
	}
	for round := 0; round < 3; round++ {
		seq := h.state(rep.ID, "").Seq
		bid := 3 - round // everyone bids the same: every prize is tied and discarded
		for seat := range 3 {
			if code, e := h.move(rep.ID, rep.Seats[seat].Token, seq, fmt.Sprintf("bid %d", bid)); code != 200 {
				t.Fatalf("round %d seat %d: %d %+v", round, seat, code, e)
			}
			if seat == 0 && round < 2 {
				var sn Snapshot
				h.call("GET", "/api/tables/"+rep.ID+"?since=0&token="+rep.Seats[1].Token, nil, &sn)
				if last := sn.Log[len(sn.Log)-1]; last.Move != "bid (secret)" || !slices.Equal(sn.Decided, []int{0}) {
					t.Fatalf("seat 1 reads seat 0's bid as %q, decided %v", last.Move, sn.Decided)
				}
			}
		}
	}
	sn := h.state(rep.ID, "")
	if !sn.Over || len(sn.Result.Winners()) != 3 {
		t.Fatalf("result %+v", sn.Result)
	}
	if _, page, _ := getBody(t, h.http.URL+"/t/"+rep.ID); !strings.Contains(page, "Shared victory") {
		t.Fatal("the page does not say the victory is shared")
	}
}

// witnessBot notes how many seats still owed the decision in each state it
// was handed, and bids its first card.
type witnessBot struct {
	mu   *sync.Mutex
	seen *[]int
}

func (b witnessBot) Name() string { return "witness" }
func (b witnessBot) Choose(s engine.State, seat int) engine.Move {
	b.mu.Lock()
	*b.seen = append(*b.seen, len(s.Actors()))
	b.mu.Unlock()
	return s.Moves(seat)[0]
}

// Bots of one table deciding at once are each handed the position where
// the decision opened, never one that holds another bot's commit.
func TestServerBotsDecideBlind(t *testing.T) {
	var mu sync.Mutex
	var seen []int
	BotKinds["witness"] = func(uint64, engine.Scale) bots.Bot { return witnessBot{&mu, &seen} }
	t.Cleanup(func() { delete(BotKinds, "witness") })
	h := start(t, t.TempDir())
	var rep createReply
	if code := h.call("POST", "/api/tables", NewTable{Game: "bidding", Seats: []string{"witness", "witness", "witness"}, Options: map[string]string{"cards": "3"}}, &rep); code != 201 {
		t.Fatalf("create: %d", code)
	}
	deadline := time.Now().Add(10 * time.Second)
	for !h.state(rep.ID, "").Over {
		if time.Now().After(deadline) {
			t.Fatal("the bots did not finish")
		}
		time.Sleep(5 * time.Millisecond)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(seen) != 9 {
		t.Fatalf("%d choices for 3 rounds of 3 bids", len(seen))
	}
	for i, n := range seen {
		if n != 3 {
			t.Errorf("choice %d was made in a state where %d of 3 seats still owed their bid", i, n)
		}
	}
}
