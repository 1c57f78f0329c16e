package bidding

import (
	"fmt"
	"strconv"
	"strings"

	"karnak/engine"
)

// PlayNarrated is Play, telling the bid (secret until its round is
// revealed: the others read that a bid was made) and, when it is the last
// of its round, the reveal and the next prize.
func (s *State) PlayNarrated(seat int, m engine.Move, dst []engine.Event) ([]engine.Event, error) {
	round, prize := s.Round, s.Prize()
	if err := s.Play(seat, m); err != nil {
		return dst, err
	}
	who := engine.SeatName(seat)
	dst = append(dst, engine.Event{Seat: seat,
		Text:   fmt.Sprintf("%s bids %d for the prize of %d.", who, m.Arg[0], prize),
		Public: who + " places a bid.", Until: engine.Reveal("round-" + strconv.Itoa(round))})
	if s.Round == round {
		return dst, nil // bids still awaited
	}
	var bids []string
	for p := range s.Players {
		bids = append(bids, fmt.Sprintf("%s %d", engine.SeatName(p), s.Bids[round-1][p]))
	}
	told := "Bids revealed: " + strings.Join(bids, ", ") + ". "
	if taker := int(s.Taker[round-1]); taker >= 0 {
		told += fmt.Sprintf("%s takes the prize of %d (%d points).", engine.SeatName(taker), prize, s.Score[taker])
	} else {
		told += fmt.Sprintf("The highest bid is tied: nobody takes the prize of %d.", prize)
	}
	dst = append(dst, engine.Event{Seat: -1, Text: told})
	if !s.Over() {
		dst = append(dst, engine.Event{Seat: -1, Text: fmt.Sprintf("Round %d: the prize of %d is turned up.", s.Round, s.Prize())})
	}
	return dst, nil
}

// Prompt: every seat that has not bid is asked for a bid.
func (s *State) Prompt(seat int) engine.Prompt {
	return engine.Prompt{
		Ask:   fmt.Sprintf("Bid one of your cards for the prize of %d; the bids stay secret until all are in.", s.Prize()),
		Doing: fmt.Sprintf("bid for the prize of %d", s.Prize()),
	}
}
