package engine

// Reveal names the point of a game at which a secret move becomes public:
// "" at once (a public move), RevealAtEnd when the game is over,
// RevealNever never to the other seats, or a point of the game's own
// (an offering round, a battle) that its Concealer recognises.
type Reveal string

const (
	RevealAtEnd Reveal = "end"
	RevealNever Reveal = "never"
)

// Concealer is implemented by games whose moves can be secret for a while:
// a decree kept face down, an offering under the hand, a battle card.
type Concealer interface {
	// Conceal is asked in the state just before seat plays m: how the move
	// reads to the other seats until it is revealed (public, such as "keep
	// (a decree)"), and at which point (until == "": the move is public).
	Conceal(seat int, m Move) (public string, until Reveal)
	// Revealed reports whether this state has passed the game's own
	// reveal point r (RevealAtEnd and RevealNever are the engine's).
	Revealed(r Reveal) bool
}

// Logged is a played move with what the other seats may read of it.
type Logged struct {
	Seat   int    `json:"seat"`
	Text   string `json:"move"`
	Public string `json:"-"` // the text for others until revealed
	Until  Reveal `json:"-"`
	// Events tell the move and what it set off (PlayLogged, for a
	// Narrator); never marshalled whole, as they hold secrets: read them
	// through ReadEvents.
	Events []Event `json:"-"`
}

// LogMove is how seat's move m will be logged, asked in the state before
// it is played.
func LogMove(s State, seat int, m Move) Logged {
	l := Logged{Seat: seat, Text: s.MoveText(m)}
	if c, ok := s.(Concealer); ok {
		l.Public, l.Until = c.Conceal(seat, m)
	}
	return l
}

// Secret reports whether the move was secret when it was played.
func (l Logged) Secret() bool { return l.Until != "" }

// Read is the move as viewer (−1 a spectator) may read it in state s:
// whole for its own seat and once its reveal point has passed.
func (l Logged) Read(s State, viewer int) string {
	if viewer == l.Seat || IsRevealed(s, l.Until) {
		return l.Text
	}
	return l.Public
}

// IsRevealed reports whether s has passed the reveal point r.
func IsRevealed(s State, r Reveal) bool {
	switch r {
	case "":
		return true
	case RevealAtEnd:
		return s.Over()
	case RevealNever:
		return false
	}
	c, ok := s.(Concealer)
	return ok && c.Revealed(r)
}
