// Package web holds Karnak's pages: Go templates, a stylesheet, one small
// plain-JavaScript file, and the registry of per-game board renderers. It
// knows nothing of the server; the server fills the data types below.
package web

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"io/fs"
	"net/http"
	"sort"
	"sync"
	"time"
)

//go:embed templates/*.html static/*
var files embed.FS

// RecentBoard is a Board that also marks what the other seats did since
// the viewer's last move, read from the log (newest first, as the page
// lists it).
type RecentBoard interface {
	BoardWithLog(view any, seat int, names []string, hot map[string]bool, log []LogLine) template.HTML
}

// Board draws one game's table.
type Board interface {
	// SVG draws the view (the game's View value for seat) as an SVG
	// element. Elements that play moves carry id="hot-…" from Target, and
	// the class "hot" when hot holds their id.
	SVG(view any, seat int, names []string, hot map[string]bool) template.HTML
	// Panels renders what is not on the board (player mats, cards) as HTML;
	// clickable cards use the same ids as the board.
	Panels(view any, seat int, names []string, hot map[string]bool) template.HTML
	// Target is the element id that plays move, "" when the move has no
	// place on the board (it stays in the move list).
	Target(move string) string
	// Breakdown is the final score table: a title per row and VP per seat.
	Breakdown(view any) [][]string
}

var (
	boardsMu sync.RWMutex
	boards   = map[string]Board{}
)

// Register makes a game's board known; game packages' web halves call it
// from init. A second board for one game is a programming error.
func Register(game string, b Board) {
	boardsMu.Lock()
	defer boardsMu.Unlock()
	if _, dup := boards[game]; dup {
		panic("web: board registered twice: " + game)
	}
	boards[game] = b
}

// BoardOf is a game's board, nil when it has none (its moves are then
// only in the move list).
func BoardOf(game string) Board { return boardOf(game) }

func boardOf(game string) Board {
	boardsMu.RLock()
	defer boardsMu.RUnlock()
	return boards[game]
}

// Seat is a chair as the page shows it.
type Seat struct {
	Seat    int
	Kind    string
	Name    string
	Claimed bool
}

// LogLine is one move in the game log.
type LogLine struct {
	Seq  int
	Seat int
	Move string
	Text string   // the move told as a sentence (empty: Move alone)
	Then []string // what it set off, told likewise
	At   time.Time
	// TookBack marks a line that tells a take-back (Text), not a move.
	TookBack bool
}

// Game is everything the table fragment shows.
type Game struct {
	ID     string
	Game   string
	Seat   int // −1 spectator
	Seq    int
	Actors []int
	Moves  []string
	Over   bool
	Winner int
	// Winners share the victory when there are several; Decided have made
	// their part of a secret decision the table still waits for.
	Winners []int
	Decided []int
	View    any
	Seats   []Seat
	Log     []LogLine
	Replay  bool   // a step of a replay: nothing is clickable
	Prompt  string // what the viewer is asked to do, or whom the table waits for
	Options map[string]string
	// CanUndo: the viewer may take its last move back now.
	CanUndo bool
	// MoveNames are Moves in players' words, in the same order (empty:
	// the move texts are shown).
	MoveNames []string
	// Ranks are the seats' places once the game is over (1 the winner,
	// shared places alike), AutomaRank the automa's in a solo game.
	Ranks      []int
	AutomaRank int
}

// Pages renders the templates.
type Pages struct {
	t *template.Template
}

var funcs = template.FuncMap{
	"seatName": func(seats []Seat, i int) string {
		if i >= 0 && i < len(seats) {
			return SeatLabel(seats[i])
		}
		return fmt.Sprintf("Seat %d", SeatNumber(i))
	},
	"colour":    SeatColour,
	"mark":      SeatMark,
	"kindLabel": SeatKindLabel,
	"seatNo":    SeatNumber,
	"botName":   BotName,
	"ago":       func(t time.Time) string { return t.UTC().Format("2006-01-02 15:04") },
}

// seatColours are dark enough to read as text on the page (#fffaf0) and on
// the sand around it (#f4ead5) at 4.5:1 or better, and to carry white text.
var seatColours = [...]string{"#b03a2e", "#1f618d", "#196f3d", "#7d3c98", "#8f5400"}

// seatMarks tell the seats apart by shape, for whoever cannot tell them
// apart by colour: every seat name and piece shows its mark beside it.
var seatMarks = [...]string{"●", "▲", "■", "◆", "★"}

// SeatColour is the colour of a seat's pieces everywhere on the page.
func SeatColour(seat int) string {
	if seat < 0 || seat >= len(seatColours) {
		return "#888"
	}
	return seatColours[seat]
}

// SeatMark is the shape of a seat's pieces everywhere on the page, shown
// with its colour: a glyph, "" for no seat.
func SeatMark(seat int) string {
	if seat < 0 || seat >= len(seatMarks) {
		return ""
	}
	return seatMarks[seat]
}

// New parses the templates.
func New() (*Pages, error) {
	t, err := template.New("").Funcs(funcs).ParseFS(files, "templates/*.html")
	if err != nil {
		return nil, err
	}
	return &Pages{t: t}, nil
}

// Static serves the stylesheet and script.
func Static() http.Handler {
	sub, _ := fs.Sub(files, "static")
	return http.FileServer(http.FS(sub))
}

// Render executes a page template.
func (p *Pages) Render(w io.Writer, name string, data any) error {
	var buf bytes.Buffer
	if err := p.t.ExecuteTemplate(&buf, name, data); err != nil {
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}

type fragment struct {
	Game
	Board     template.HTML
	Panels    template.HTML
	Hot       template.JS // target → moves, for the script
	Loose     []string    // moves with no place on the board
	Breakdown [][]string
	// Named are the moves with their names, Choices those of them with no
	// place on the board (offered beside the prompt); MoveNamesJS is
	// move → name, for the script's chooser and labels.
	Named       []NamedMove
	Choices     []NamedMove
	MoveNamesJS template.JS
	Result      *Result  // the final table, once the game is over
	Names       []string // per seat, then the automa's
	Automa      string   // the automa's name in a solo game
}

// AutomaBoard is a Board for a game that may run an automa (a solo
// opponent): AutomaName names it from the view, "" when there is none. Its
// column in the score table and its pieces are labelled with that name.
type AutomaBoard interface {
	AutomaName(view any) string
}

// Fragment renders the live part of a table page: board, panels, move
// list, log and, at the end, the score breakdown. The server pushes it
// after every move.
func (p *Pages) Fragment(g Game) (string, error) {
	f := fragment{Game: g}
	for i := range g.Seats {
		f.Names = append(f.Names, SeatLabel(g.Seats[i]))
	}
	named := map[string]string{}
	for i, m := range g.Moves {
		nm := NamedMove{Text: m, Name: m}
		if i < len(g.MoveNames) && g.MoveNames[i] != "" {
			nm.Name = g.MoveNames[i]
		}
		f.Named = append(f.Named, nm)
		named[m] = nm.Name
	}
	b := boardOf(g.Game)
	if ab, ok := b.(AutomaBoard); ok {
		if f.Automa = ab.AutomaName(g.View); f.Automa != "" {
			f.Names = append(f.Names, f.Automa)
		}
	}
	hot := map[string][]string{}
	hotSet := map[string]bool{}
	if !g.Replay {
		for _, m := range g.Moves {
			target := ""
			if b != nil {
				target = b.Target(m)
			}
			if target == "" {
				f.Loose = append(f.Loose, m)
				f.Choices = append(f.Choices, NamedMove{Text: m, Name: named[m]})
				continue
			}
			hot[target] = append(hot[target], m)
			hotSet[target] = true
		}
	}
	js, err := json.Marshal(hot)
	if err != nil {
		return "", err
	}
	f.Hot = template.JS(js)
	if js, err = json.Marshal(named); err != nil {
		return "", err
	}
	f.MoveNamesJS = template.JS(js)
	if b != nil {
		if rb, ok := b.(RecentBoard); ok {
			f.Board = rb.BoardWithLog(g.View, g.Seat, f.Names, hotSet, g.Log)
		} else {
			f.Board = b.SVG(g.View, g.Seat, f.Names, hotSet)
		}
		f.Panels = b.Panels(g.View, g.Seat, f.Names, hotSet)
		if g.Over {
			f.Breakdown = b.Breakdown(g.View)
		}
	}
	if g.Over {
		f.Result = result(g, f.Names, f.Breakdown)
	}
	var buf bytes.Buffer
	if err := p.t.ExecuteTemplate(&buf, "fragment", f); err != nil {
		return "", err
	}
	return buf.String(), nil
}

// Games lists the games with a board, for the lobby's form.
func Games() []string {
	boardsMu.RLock()
	defer boardsMu.RUnlock()
	var out []string
	for g := range boards {
		out = append(out, g)
	}
	sort.Strings(out)
	return out
}
