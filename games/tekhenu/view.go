package tekhenu

import "fmt"

// View is what one seat may see: everything on the table, but not
// the other seats' decrees (only how many), the order of any deck or of the
// pillar pile, or what the dice bag will roll.
type View struct {
	Seat     int             `json:"seat"` // −1 spectator
	Players  int             `json:"players"`
	Round    int             `json:"round"`
	Maats    int             `json:"maat_phases"`
	Over     bool            `json:"over"`
	Sectors  []SectorView    `json:"sectors"`
	Horus    []HorusView     `json:"horus"`
	People   []int           `json:"people_slots"` // owner seat per slot ts-row, ts-col, os-w, os-q; −1 empty
	Ra       []TileView      `json:"ra_display"`
	Pile     int             `json:"pillar_pile"`
	Temple   [5][5]*TileView `json:"temple"`
	Hathor   []SlotView      `json:"hathor"`
	Osiris   [6][4]int       `json:"osiris"` // owner seat, −1 empty
	Row2Gold bool            `json:"row2_gold"`
	Market   [][]string      `json:"market"` // card names, "" empty, nil closed
	Decks    [3]int          `json:"deck_sizes"`
	Order    []int           `json:"turn_order"`
	Me       []PlayerView    `json:"players_view"`
	Actors   []int           `json:"actors"`
	Decision string          `json:"decision"`
	Moves    []string        `json:"moves,omitempty"` // the viewer's legal moves
	Starting []string        `json:"starting_cards,omitempty"`
	Destiny  []string        `json:"destiny_cards,omitempty"`
	// Drawn are the two cards the viewer drew to keep one (S05/S06).
	Drawn []string `json:"drawn_cards,omitempty"`
	// Breakdown is where the VP came from, step by step (last row: total).
	Breakdown []ScoreRow `json:"score_breakdown"`
	// Automa is Botankhamun in a solo game (seat 1 in players_view).
	Automa *AutomaView `json:"automa,omitempty"`
	// Seth is the Time of Seth expansion's board, and the Vizier.
	Seth *SethView `json:"seth,omitempty"`
}

type SectorView struct {
	God        string    `json:"god"`
	Brightness string    `json:"brightness"`
	Dice       []DieView `json:"dice"`
	Statues    []int     `json:"statues"` // owner per usable slot, −1 empty
}

type DieView struct {
	Colour string `json:"colour"`
	Value  int    `json:"value"`
	Status string `json:"status"`
}

type HorusView struct {
	Slot  int    `json:"slot"`
	God   string `json:"god"`
	Bonus string `json:"bonus"`
}

type TileView struct {
	Slot       string `json:"slot,omitempty"` // display slot: left, middle, right
	ID         string `json:"id"`
	Background string `json:"background"`
	Cost       int    `json:"cost"`
	Edges      string `json:"edges"` // N E S W as placed
	Owner      int    `json:"owner"`
}

type SlotView struct {
	Name  string `json:"name"`
	Bread int    `json:"bread"`
	Owner int    `json:"owner"` // −1 empty, −2 not used at this player count
}

type PlayerView struct {
	Seat       int            `json:"seat"`
	VP         int            `json:"vp"`
	Resources  map[string]int `json:"resources"`
	Scribes    int            `json:"scribes"`
	Faith      int            `json:"faith"`
	Production map[string]int `json:"production"`
	Population int            `json:"population"`
	Happiness  int            `json:"happiness"`
	Buildings  int            `json:"buildings_left"`
	// BuildingsMax is the seat's whole supply of buildings: 10, or 20 for
	// Botankhamun with a second set (bot_buildings=20).
	BuildingsMax int       `json:"buildings_max"`
	Statues      int       `json:"statues_left"`
	Pillars      int       `json:"pillars_left"`
	Excess       int       `json:"excess"`
	Left         []DieView `json:"left_pan"`
	Right        []DieView `json:"right_pan"`
	Under        []DieView `json:"under_scales"`
	Blessings    []string  `json:"blessings"`
	Techs        []string  `json:"technologies"`
	Decrees      []string  `json:"decrees,omitempty"` // own, or everyone's at the end
	DecreeN      int       `json:"decree_count"`
	Destiny      string    `json:"destiny,omitempty"`
	Ankh         int       `json:"ankh"`
	Balance      int       `json:"last_balance"`
	Automa       bool      `json:"automa,omitempty"` // Botankhamun, played by the game
	// Seth is the seat's Time of Seth pieces.
	Seth *SethPlayerView `json:"seth,omitempty"`
}

var bonusNames = [...]string{"1 gold", "1 resource of your choice", "2 VP", "1 scribe", "+2 happiness"}

func tileView(tile int8, rot int8, owner int8) *TileView {
	if tile == 0 {
		return nil
	}
	o := orient(int(tile), int(rot))
	info := pillarTiles[tile]
	return &TileView{ID: fmt.Sprintf("P%02d", tile), Background: info.Background.String(), Cost: info.Cost, Edges: string(o[:]), Owner: int(owner)}
}

func cardList(kind CardKind, set uint32) []string {
	out := []string{}
	for n := 1; n <= nDeck; n++ {
		if set&(1<<(n-1)) != 0 {
			out = append(out, cardName(kind, n))
		}
	}
	return out
}

// View returns the game as seat sees it.
func (s *State) View(seat int) any { return s.view(seat) }

func (s *State) view(seat int) *View {
	v := &View{Seat: seat, Players: s.Players, Round: int(s.Round), Maats: int(s.Maats), Over: s.Done,
		Pile: int(s.PileN), Row2Gold: s.Row2Gold}
	// Lists that always hold something are made to size: a view is built
	// for every viewer after every move, and again by the take-back check.
	v.Sectors = make([]SectorView, 0, nGods-Horus)
	v.Horus = make([]HorusView, 0, 6)
	v.People = make([]int, 0, len(s.People))
	v.Ra = make([]TileView, 0, 3)
	v.Hathor = make([]SlotView, 0, len(hathorSlots))
	v.Order = make([]int, 0, s.Players)
	v.Me = make([]PlayerView, 0, s.Players)
	for g := Horus; g < nGods; g++ {
		sv := SectorView{God: g.String(), Brightness: s.brightness(g).String(), Dice: make([]DieView, 0, 6)}
		for _, d := range s.Dice {
			if d.Loc == sectorLoc(g) {
				sv.Dice = append(sv.Dice, DieView{d.Colour.String(), int(d.Value), s.status(d.Colour, g).String()})
			}
		}
		for k := 0; k < godStatueSlots(s.Players); k++ {
			sv.Statues = append(sv.Statues, int(s.GodStat[g][k]))
		}
		v.Sectors = append(v.Sectors, sv)
	}
	for slot := 1; slot <= 6; slot++ {
		v.Horus = append(v.Horus, HorusView{slot, s.HorusGod[slot].String(), bonusNames[horusBonus[slot]]})
	}
	for _, o := range s.People {
		v.People = append(v.People, int(o))
	}
	for slot := 0; slot < 3; slot++ {
		tv := TileView{Owner: -1}
		if t := tileView(s.RaSlots[slot], 0, -1); t != nil {
			tv = *t
		}
		tv.Slot = raSlotNames[slot]
		v.Ra = append(v.Ra, tv)
	}
	for r := 0; r < 5; r++ {
		for c := 0; c < 5; c++ {
			cl := s.Temple[r][c]
			v.Temple[r][c] = tileView(cl.Tile, cl.Rot, cl.Owner)
		}
	}
	for i, hs := range hathorSlots {
		owner := int(s.Hathor[i])
		if hs.MinPlayers > s.Players {
			owner = -2
		}
		v.Hathor = append(v.Hathor, SlotView{hathorSlotName(i), hs.Bread, owner})
	}
	for r := range s.Osiris {
		for d := range s.Osiris[r] {
			v.Osiris[r][d] = int(s.Osiris[r][d])
		}
	}
	v.Market = make([][]string, 4)
	for sec := range s.Market {
		if !s.Open[sec] {
			continue
		}
		v.Market[sec] = []string{}
		for i, k := range marketSlots[sec] {
			name := ""
			if c := s.Market[sec][i]; c != 0 {
				name = cardName(k, int(c))
			}
			v.Market[sec] = append(v.Market[sec], name)
		}
	}
	for k := range s.Decks {
		v.Decks[k] = int(s.Decks[k].N)
	}
	for i := 0; i < s.Players; i++ {
		v.Order = append(v.Order, int(s.Order[i]))
	}
	for p := 0; p < s.Players; p++ {
		v.Me = append(v.Me, s.playerView(p, seat))
	}
	v.Breakdown = s.breakdown()
	if s.Solo() {
		v.Automa = s.automaView()
	}
	v.Seth = s.sethView()
	v.Actors = append([]int{}, s.Actors()...)
	if t := s.top(); t != nil && !s.Done {
		v.Decision = taskName(t.Kind)
	}
	if t := s.top(); t != nil && !s.Done && t.Kind == dKeepCard && int(t.Seat) == seat {
		v.Drawn = []string{cardName(CardKind(t.God), int(t.X)), cardName(CardKind(t.God), int(t.Y))}
		if t.Val != 0 { // Time of Seth: A07 draws 3
			v.Drawn = append(v.Drawn, cardName(CardKind(t.God), int(t.Val)))
		}
	}
	if seat >= 0 {
		for _, m := range s.Moves(seat) {
			v.Moves = append(v.Moves, moveText(m))
		}
	}
	for c := 1; c <= nStarting; c++ {
		if s.StartAv&(1<<c) != 0 && s.Round == 0 {
			v.Starting = append(v.Starting, s.startingName(c))
		}
	}
	for d := 1; d <= nDestiny; d++ {
		if s.DestAv&(1<<(d-1)) != 0 {
			v.Destiny = append(v.Destiny, cardName(Destiny, d))
		}
	}
	return v
}

func (s *State) playerView(p, viewer int) PlayerView {
	pl := &s.P[p]
	pv := PlayerView{Seat: p, VP: pl.VP, Scribes: pl.Scribes, Faith: pl.Faith,
		Population: int(pl.Population), Happiness: int(pl.Happiness),
		Buildings: int(s.buildingLimit(p)) - int(pl.Built), BuildingsMax: int(s.buildingLimit(p)), Statues: statuesEach - int(pl.Statues), Pillars: pillarsEach - int(pl.Pillars),
		Excess: int(pl.Excess), Resources: map[string]int{}, Production: map[string]int{},
		Blessings: cardList(Blessing, pl.Blessings), Techs: cardList(Tech, pl.Techs),
		DecreeN: popcount(pl.Decrees), Ankh: pl.ankh(), Balance: int(pl.Balance),
		Left: []DieView{}, Right: []DieView{}, Under: []DieView{}}
	for r := Papyrus; r <= Gold; r++ {
		pv.Resources[r.String()] = pl.Res[r]
	}
	for r := Papyrus; r <= Granite; r++ {
		pv.Production[r.String()] = int(pl.Production[r])
	}
	if p == viewer || s.Done {
		pv.Decrees = cardList(Decree, pl.Decrees)
	}
	if s.isBot(p) { // its cards were taken face up and stay public
		pv.Automa, pv.Ankh = true, ankhBot
		pv.Blessings, pv.Techs = cardList(Blessing, s.Bot.Cards[Blessing]), cardList(Tech, s.Bot.Cards[Tech])
		pv.Decrees = cardList(Decree, s.Bot.Cards[Decree])
		pv.DecreeN = len(pv.Decrees)
	}
	if pl.Destiny > 0 {
		pv.Destiny = cardName(Destiny, int(pl.Destiny))
	}
	pv.Seth = s.sethPlayerView(p)
	for _, d := range s.Dice {
		dv := DieView{Colour: d.Colour.String(), Value: int(d.Value)}
		switch d.Loc {
		case playerLoc(p, panLeft):
			dv.Status = "pure"
			pv.Left = append(pv.Left, dv)
		case playerLoc(p, panRight):
			dv.Status = "tainted"
			pv.Right = append(pv.Right, dv)
		case playerLoc(p, panUnder), playerLoc(p, panHand):
			dv.Status = "anubis"
			if s.isBot(p) {
				dv.Status = "taken"
			}
			pv.Under = append(pv.Under, dv)
		}
	}
	return pv
}
