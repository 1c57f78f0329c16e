package tekhenu

// God indexes the six wheel sectors, clockwise, and the god actions.
type God int8

const (
	Horus God = iota
	Ra
	Hathor
	Bastet
	Thoth
	Osiris
	nGods
)

// Set is the god action of the Time of Seth expansion (§4.2 of its spec). It
// has no wheel sector, so it comes after the six and arrays indexed by
// sector stop before it; arrays over every god action run to nGodActions.
const (
	Set         God = nGods
	nGodActions     = nGods + 1
)

var godNames = [nGodActions]string{"horus", "ra", "hathor", "bastet", "thoth", "osiris", "set"}

func (g God) String() string { return nameOf(godNames[:], int(g)) }

// nameOf is names[i], or "?" for an index out of range: a move built by
// hand must still print.
func nameOf(names []string, i int) string {
	if i < 0 || i >= len(names) {
		return "?"
	}
	return names[i]
}

// opposite and adjacency on the wheel (B17–B20).
func (g God) opposite() God  { return (g + 3) % nGods }
func (g God) clockwise() God { return (g + 1) % nGods }
func (g God) counter() God   { return (g + nGods - 1) % nGods }

// Colour of a die.
type Colour int8

const (
	White Colour = iota
	Black
	Yellow
	Brown
	Grey
	// The expansion's dice (Time of Seth §3.2): faces 2–5 only, no
	// production; red and blue always tainted, green always pure.
	Red
	Blue
	Green
	nColours
)

var colourNames = [nColours]string{"white", "black", "yellow", "brown", "grey", "red", "blue", "green"}

func (c Colour) String() string { return nameOf(colourNames[:], int(c)) }

// Res is a resource. The first four are produced; gold is the wildcard.
type Res int8

const (
	Papyrus Res = iota
	Bread
	Limestone
	Granite
	Gold
	nRes
)

var resNames = [nRes]string{"papyrus", "bread", "limestone", "granite", "gold"}

func (r Res) String() string { return nameOf(resNames[:], int(r)) }

// partner is the second resource of Osiris rows 3–4 (ASSUMED A-10).
func (r Res) partner() Res {
	switch r {
	case Papyrus:
		return Bread
	case Bread:
		return Papyrus
	case Limestone:
		return Granite
	default:
		return Limestone
	}
}

// colourRes is the resource a die colour produces (§8.8); grey produces none.
func colourRes(c Colour) (Res, bool) {
	switch c {
	case Yellow:
		return Papyrus, true
	case Brown:
		return Bread, true
	case White:
		return Limestone, true
	case Black:
		return Granite, true
	}
	return 0, false
}

// Brightness of a sector.
type Brightness int8

const (
	Sunny Brightness = iota
	Shaded
	Dark
	noBackground // pillar tiles without a property
)

var brightnessNames = [...]string{"sunny", "shaded", "dark", "none"}

func (b Brightness) String() string { return nameOf(brightnessNames[:], int(b)) }

// Status of a die in its sector (§5.2).
type Status int8

const (
	Pure Status = iota
	Tainted
	Forbidden
)

var statusNames = [...]string{"pure", "tainted", "forbidden"}

func (s Status) String() string { return nameOf(statusNames[:], int(s)) }

// Card identifies any card: its kind and its number 1–24 (1–12 for starting
// cards, 1–4 for destiny cards).
type CardKind int8

const (
	Blessing CardKind = iota
	Tech
	Decree
	Starting
	Destiny
)

var cardPrefix = [...]string{"B", "T", "L", "S", "D"}
