package engine

import (
	"strconv"
	"strings"
)

// Event is one thing that happened in a game, told as a sentence in
// players' words: a move ("Ana takes the white 4 from Ra's sector") or
// what it set off ("Production: Ana gains 2 bread from her 2 granaries").
// Seats are written as SeatName(n), which Fill replaces by the names the
// reader knows them by; the game never knows them.
type Event struct {
	Seat int    `json:"seat"` // the seat the event is about; −1: the game itself
	Text string `json:"text"`
	// Public is how the event reads to the other seats until Until has
	// passed ("" with Until set: they read nothing of it). Until "" is a
	// public event.
	Public string `json:"-"`
	Until  Reveal `json:"-"`
}

// Narrator is implemented by games that tell everything that happens.
type Narrator interface {
	// PlayNarrated is Play, appending to dst a sentence for the move
	// and one for every event it set off, automatic ones included, in
	// the order they happened. A refused move appends nothing.
	PlayNarrated(seat int, m Move, dst []Event) ([]Event, error)
}

// Prompter is implemented by games that say what a decision asks.
type Prompter interface {
	// Prompt is what seat, which owes a decision now, is asked to do:
	// Ask addresses the seat ("Take a die from a sector of the wheel"),
	// Doing tells the others what it is doing ("choose a die").
	Prompt(seat int) Prompt
}

// Prompt is one seat's part of the current decision in words.
type Prompt struct {
	Ask   string `json:"ask"`
	Doing string `json:"doing"`
}

// Describer is implemented by games that name a move as a choice in
// players' words, for move lists and hints ("Take the white 4 from Ra's
// sector"), where the move text is terse ("take ra white 4").
type Describer interface {
	Describe(seat int, m Move) string
}

// Describe is seat's move m named as a choice: the game's words when it
// is a Describer, else the move's text.
func Describe(s State, seat int, m Move) string {
	if d, ok := s.(Describer); ok {
		if text := d.Describe(seat, m); text != "" {
			return text
		}
	}
	return s.MoveText(m)
}

// SeatName is how a game writes seat in an event or a prompt; Fill puts
// the seat's name in its place.
func SeatName(seat int) string { return "{P" + strconv.Itoa(seat) + "}" }

// Fill replaces every SeatName in text by the seat's name; a seat without
// a name is "seat N".
func Fill(text string, names []string) string {
	if !strings.Contains(text, "{P") {
		return text
	}
	var b strings.Builder
	for {
		i := strings.Index(text, "{P")
		if i < 0 {
			break
		}
		j := strings.IndexByte(text[i:], '}')
		if j < 0 {
			break
		}
		seat, err := strconv.Atoi(text[i+2 : i+j])
		if err != nil || seat < 0 {
			b.WriteString(text[:i+j+1])
			text = text[i+j+1:]
			continue
		}
		b.WriteString(text[:i])
		if seat < len(names) && names[seat] != "" {
			b.WriteString(names[seat])
		} else {
			b.WriteString("seat " + strconv.Itoa(seat))
		}
		text = text[i+j+1:]
	}
	b.WriteString(text)
	return b.String()
}

// PlayLogged plays seat's move m on s and returns how it is logged: its
// text, how the other seats read it, and the events it set off when the
// game is a Narrator. A refused move leaves s as it was.
func PlayLogged(s State, seat int, m Move) (Logged, error) {
	l := LogMove(s, seat, m)
	if n, ok := s.(Narrator); ok {
		events, err := n.PlayNarrated(seat, m, nil)
		if err != nil {
			return Logged{}, err
		}
		l.Events = events
		return l, nil
	}
	return l, s.Play(seat, m)
}

// ReadEvents appends the sentences of l's events that viewer (−1 a
// spectator) may read in state s, with the seats named.
func (l Logged) ReadEvents(dst []string, s State, viewer int, names []string) []string {
	for _, e := range l.Events {
		text := e.Text
		if viewer != e.Seat && !IsRevealed(s, e.Until) {
			text = e.Public
		}
		if text != "" {
			dst = append(dst, Fill(text, names))
		}
	}
	return dst
}

// Asked says, in s, what viewer (−1 a spectator) is asked to do, or whom
// it is waiting for and why, with the seats named.
func Asked(s State, viewer int, names []string) string {
	if s.Over() {
		return "The game is over."
	}
	actors := s.Actors()
	p, _ := s.(Prompter)
	for _, a := range actors {
		if a == viewer {
			if p == nil {
				return "Your move."
			}
			return Fill(p.Prompt(viewer).Ask, names)
		}
	}
	var b strings.Builder
	b.WriteString("Waiting for ")
	for i, a := range actors {
		switch {
		case i > 0 && i == len(actors)-1:
			b.WriteString(" and ")
		case i > 0:
			b.WriteString(", ")
		}
		b.WriteString(Fill(SeatName(a), names))
	}
	if p != nil && len(actors) > 0 {
		if doing := p.Prompt(actors[0]).Doing; doing != "" {
			b.WriteString(" to " + doing)
		}
	}
	b.WriteString(".")
	return b.String()
}
