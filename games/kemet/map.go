package kemet

// The map of both board sides as data (Kemet spec §2). The printed map is in
// no text source, so the whole graph is ASSUMED: regions, kinds,
// obelisks and adjacencies from the spec's source [M] as verified against
// its board pictures (spec §2.0), the Sanctuary on side A only,
// temple PP read from the pictures, desert obelisks and
// harbour crossings. sideA and sideB below are the spec's §2.4 JSON
// block written as Go; map_test.go reads the spec and holds them to it, so
// a correction to the spec that is not made here fails the tests.

import (
	"fmt"
	"math/bits"
	"sort"
)

// Region is a region's index in the layout of the table's player count.
type Region int8

// NoRegion stands for no region (the Sanctuary on side B, say).
const NoRegion Region = -1

// MaxRegions bounds a layout's regions, so a set of regions is a uint64 bit
// mask (bit r).
const MaxRegions = 64

// regionSet is a set of regions, bit r for region r: the rules list
// regions without allocating.
type regionSet uint64

func (rs regionSet) with(r Region) regionSet { return rs | 1<<r }

func (rs regionSet) has(r Region) bool { return rs&(1<<r) != 0 }

func (rs regionSet) count() int { return Count(uint64(rs)) }

// first is the lowest region of a set that is not empty.
func (rs regionSet) first() Region { return Region(trailing(uint64(rs))) }

// RegionKind is what a region is.
type RegionKind uint8

const (
	KindDistrict RegionKind = iota + 1
	KindDesert
	KindTemple
	KindSanctuary
)

func (k RegionKind) String() string {
	switch k {
	case KindDistrict:
		return "district"
	case KindDesert:
		return "desert"
	case KindTemple:
		return "temple"
	case KindSanctuary:
		return "sanctuary"
	}
	return fmt.Sprintf("RegionKind(%d)", uint8(k))
}

// Bank is the part of the board a region lies in.
type Bank uint8

const (
	BankWest Bank = iota + 1
	BankEast
	BankDelta
)

func (b Bank) String() string {
	switch b {
	case BankWest:
		return "west"
	case BankEast:
		return "east"
	case BankDelta:
		return "delta"
	}
	return fmt.Sprintf("Bank(%d)", uint8(b))
}

// EdgeKind is how two neighbouring regions meet.
type EdgeKind uint8

const (
	EdgeLand   EdgeKind = iota + 1 // an ordinary border
	EdgeHarbor                     // a crossing of the Nile between two harbours: 1 movement, like land
	EdgeWall                       // a district's border with its city's front desert
)

func (k EdgeKind) String() string {
	switch k {
	case EdgeLand:
		return "land"
	case EdgeHarbor:
		return "harbor"
	case EdgeWall:
		return "wall"
	}
	return fmt.Sprintf("EdgeKind(%d)", uint8(k))
}

// RegionInfo is what the board prints on a region.
type RegionInfo struct {
	ID        string // the spec's id: "city1.d2", "desert6", "temple3", "sanctuary"
	Kind      RegionKind
	Bank      Bank
	Obelisk   bool
	TemplePP  int8 // temples: 2, 3, or 5 for the delta temple; 0 otherwise
	Sacrifice int8 // units that may be sacrificed at the end of the Day: 1 in the delta temple, 2 in the Sanctuary, else 0
	City      int8 // districts: the index of their city in Layout.Cities; -1 otherwise
}

// Edge is one neighbour of a region.
type Edge struct {
	To   Region
	Kind EdgeKind
}

// City is a player's city of three districts behind a wall.
type City struct {
	ID        string    // "city1"
	Districts [3]Region // d1, d2, d3
	Front     Region    // the desert in front of its wall
}

// Layout is the board of one player count: the side, and only the regions
// in play (the east bank's regions do not exist at 2 and 3 players).
type Layout struct {
	Players     int
	Side        string // "A" (3, 5 players) or "B" (2, 4)
	Regions     []RegionInfo
	Edges       [][]Edge // Edges[r]: r's neighbours in play, sorted by To
	Neighbours  []uint64 // Neighbours[r]: the same as a bit mask
	Cities      []City   // in play, in the order seats take them (spec A-01): seat i owns Cities[i]
	Obelisks    uint64   // regions with an obelisk (temples, the Sanctuary, desert obelisks)
	Temples     []Region // temples in play (the Sanctuary is not a temple), delta temple included
	DeltaTemple Region
	Sanctuary   Region // NoRegion on side B

	byID map[string]Region
}

// LayoutFor is the board for 2..5 players (nil for any other count); the
// layouts are built once, at package init, and are shared read-only.
func LayoutFor(players int) *Layout {
	if players < 2 || players > 5 {
		return nil
	}
	return layouts[players]
}

// Lookup finds a region in play by its spec id.
func (l *Layout) Lookup(id string) (Region, bool) {
	r, ok := l.byID[id]
	return r, ok
}

// Edge is the edge between a and b, if they are neighbours.
func (l *Layout) Edge(a, b Region) (EdgeKind, bool) {
	if !l.valid(a) || !l.valid(b) {
		return 0, false
	}
	for _, e := range l.Edges[a] {
		if e.To == b {
			return e.Kind, true
		}
	}
	return 0, false
}

// CityOf is the index in Cities of a district's city, -1 for other regions.
func (l *Layout) CityOf(r Region) int {
	if !l.valid(r) {
		return -1
	}
	return int(l.Regions[r].City)
}

// Count is the number of regions in a set.
func Count(set uint64) int { return bits.OnesCount64(set) }

func (l *Layout) valid(r Region) bool { return r >= 0 && int(r) < len(l.Regions) }

var layouts = func() (ls [6]*Layout) {
	for n := 2; n <= 5; n++ {
		side := &sideB
		if n == 3 || n == 5 {
			side = &sideA
		}
		ls[n] = side.layout(n)
	}
	return ls
}()

// sideData is one board side as the spec's §2.4 writes it.
type sideData struct {
	side    string
	cities  map[int][]string // per player count, in seat order
	regions []regionData
	edges   []edgeData
}

type regionData struct {
	id        string
	kind      RegionKind
	bank      Bank
	obelisk   bool
	templePP  int8
	sacrifice int8
	city      string
}

type edgeData struct {
	a, b string
	kind EdgeKind
}

// layout keeps the regions in play at n players (the east bank only at 4
// and 5) and the edges between them.
func (sd *sideData) layout(n int) *Layout {
	l := &Layout{Players: n, Side: sd.side, DeltaTemple: NoRegion, Sanctuary: NoRegion, byID: map[string]Region{}}
	cityIndex := map[string]int8{}
	for i, c := range sd.cities[n] {
		cityIndex[c] = int8(i)
	}
	for _, rd := range sd.regions {
		if rd.bank == BankEast && n < 4 {
			continue // the east bank is closed at 2 and 3 players (spec §2.1)
		}
		r := Region(len(l.Regions))
		info := RegionInfo{ID: rd.id, Kind: rd.kind, Bank: rd.bank, Obelisk: rd.obelisk,
			TemplePP: rd.templePP, Sacrifice: rd.sacrifice, City: -1}
		if rd.kind == KindDistrict {
			ci, ok := cityIndex[rd.city]
			if !ok {
				panic(fmt.Sprintf("kemet map: %s belongs to %s, not in play at %d players", rd.id, rd.city, n))
			}
			info.City = ci
		}
		l.Regions = append(l.Regions, info)
		l.byID[rd.id] = r
		if info.Obelisk {
			l.Obelisks |= 1 << r
		}
		switch {
		case rd.kind == KindTemple:
			l.Temples = append(l.Temples, r)
			if rd.bank == BankDelta {
				l.DeltaTemple = r
			}
		case rd.kind == KindSanctuary:
			l.Sanctuary = r
		}
	}
	if len(l.Regions) > MaxRegions {
		panic("kemet map: more regions than a mask holds")
	}
	l.Edges = make([][]Edge, len(l.Regions))
	l.Neighbours = make([]uint64, len(l.Regions))
	for _, ed := range sd.edges {
		a, okA := l.byID[ed.a]
		b, okB := l.byID[ed.b]
		if !okA || !okB {
			continue // an edge into the closed east bank
		}
		l.Edges[a] = append(l.Edges[a], Edge{b, ed.kind})
		l.Edges[b] = append(l.Edges[b], Edge{a, ed.kind})
		l.Neighbours[a] |= 1 << b
		l.Neighbours[b] |= 1 << a
	}
	for r := range l.Edges {
		sort.Slice(l.Edges[r], func(i, j int) bool { return l.Edges[r][i].To < l.Edges[r][j].To })
	}
	for _, id := range sd.cities[n] {
		c := City{ID: id, Front: NoRegion}
		for d := range 3 {
			r, ok := l.byID[fmt.Sprintf("%s.d%d", id, d+1)]
			if !ok {
				panic("kemet map: " + id + " lacks a district")
			}
			c.Districts[d] = r
			for _, e := range l.Edges[r] {
				if e.Kind == EdgeWall {
					c.Front = e.To
				}
			}
		}
		l.Cities = append(l.Cities, c)
	}
	return l
}

// The spec's §2.4, side by side: region fields and two-way edges.

// sideA: players [3, 5].
var sideA = sideData{
	side:   "A",
	cities: map[int][]string{3: {"city1", "city5", "city2"}, 5: {"city1", "city5", "city2", "city3", "city4"}},
	regions: []regionData{
		{id: "city1.d1", kind: KindDistrict, bank: BankWest, city: "city1"},
		{id: "city1.d2", kind: KindDistrict, bank: BankWest, city: "city1"},
		{id: "city1.d3", kind: KindDistrict, bank: BankWest, city: "city1"},
		{id: "city5.d1", kind: KindDistrict, bank: BankWest, city: "city5"},
		{id: "city5.d2", kind: KindDistrict, bank: BankWest, city: "city5"},
		{id: "city5.d3", kind: KindDistrict, bank: BankWest, city: "city5"},
		{id: "city2.d1", kind: KindDistrict, bank: BankWest, city: "city2"},
		{id: "city2.d2", kind: KindDistrict, bank: BankWest, city: "city2"},
		{id: "city2.d3", kind: KindDistrict, bank: BankWest, city: "city2"},
		{id: "city3.d1", kind: KindDistrict, bank: BankEast, city: "city3"},
		{id: "city3.d2", kind: KindDistrict, bank: BankEast, city: "city3"},
		{id: "city3.d3", kind: KindDistrict, bank: BankEast, city: "city3"},
		{id: "city4.d1", kind: KindDistrict, bank: BankEast, city: "city4"},
		{id: "city4.d2", kind: KindDistrict, bank: BankEast, city: "city4"},
		{id: "city4.d3", kind: KindDistrict, bank: BankEast, city: "city4"},
		{id: "desert1", kind: KindDesert, bank: BankWest},
		{id: "desert2", kind: KindDesert, bank: BankWest, obelisk: true},
		{id: "desert3", kind: KindDesert, bank: BankWest},
		{id: "desert4", kind: KindDesert, bank: BankWest, obelisk: true},
		{id: "desert5", kind: KindDesert, bank: BankWest},
		{id: "desert6", kind: KindDesert, bank: BankWest},
		{id: "desert7", kind: KindDesert, bank: BankEast},
		{id: "desert8", kind: KindDesert, bank: BankEast, obelisk: true},
		{id: "desert9", kind: KindDesert, bank: BankEast},
		{id: "desert10", kind: KindDesert, bank: BankEast},
		{id: "desert11", kind: KindDesert, bank: BankDelta},
		{id: "temple1", kind: KindTemple, bank: BankWest, obelisk: true, templePP: 2},
		{id: "temple2", kind: KindTemple, bank: BankWest, obelisk: true, templePP: 3},
		{id: "temple3", kind: KindTemple, bank: BankEast, obelisk: true, templePP: 3},
		{id: "temple4", kind: KindTemple, bank: BankEast, obelisk: true, templePP: 2},
		{id: "temple6", kind: KindTemple, bank: BankDelta, obelisk: true, templePP: 5, sacrifice: 1},
		{id: "sanctuary", kind: KindSanctuary, bank: BankDelta, obelisk: true, sacrifice: 2},
	},
	edges: []edgeData{
		{"city1.d1", "city1.d2", EdgeLand}, {"city1.d1", "city1.d3", EdgeLand}, {"city1.d1", "desert1", EdgeWall},
		{"city1.d2", "city1.d3", EdgeLand}, {"city1.d2", "desert1", EdgeWall}, {"city1.d3", "desert1", EdgeWall},
		{"city5.d1", "city5.d2", EdgeLand}, {"city5.d1", "city5.d3", EdgeLand}, {"city5.d1", "desert3", EdgeWall},
		{"city5.d2", "city5.d3", EdgeLand}, {"city5.d2", "desert3", EdgeWall}, {"city5.d3", "desert3", EdgeWall},
		{"city2.d1", "city2.d2", EdgeLand}, {"city2.d1", "city2.d3", EdgeLand}, {"city2.d1", "desert5", EdgeWall},
		{"city2.d2", "city2.d3", EdgeLand}, {"city2.d2", "desert5", EdgeWall}, {"city2.d3", "desert5", EdgeWall},
		{"city3.d1", "city3.d2", EdgeLand}, {"city3.d1", "city3.d3", EdgeLand}, {"city3.d1", "desert7", EdgeWall},
		{"city3.d2", "city3.d3", EdgeLand}, {"city3.d2", "desert7", EdgeWall}, {"city3.d3", "desert7", EdgeWall},
		{"city4.d1", "city4.d2", EdgeLand}, {"city4.d1", "city4.d3", EdgeLand}, {"city4.d1", "desert10", EdgeWall},
		{"city4.d2", "city4.d3", EdgeLand}, {"city4.d2", "desert10", EdgeWall}, {"city4.d3", "desert10", EdgeWall},
		{"desert1", "desert2", EdgeLand}, {"desert1", "desert6", EdgeLand}, {"desert1", "temple1", EdgeLand},
		{"desert2", "desert3", EdgeLand}, {"desert2", "desert6", EdgeLand}, {"desert2", "temple1", EdgeLand},
		{"desert3", "desert4", EdgeLand}, {"desert3", "desert6", EdgeLand}, {"desert3", "temple1", EdgeLand},
		{"desert4", "desert5", EdgeLand}, {"desert4", "desert6", EdgeLand}, {"desert4", "temple1", EdgeLand},
		{"desert5", "desert6", EdgeLand}, {"desert5", "temple1", EdgeLand}, {"desert6", "temple2", EdgeLand},
		{"desert6", "desert7", EdgeHarbor}, {"desert6", "temple3", EdgeHarbor}, {"desert6", "desert10", EdgeHarbor},
		{"desert7", "desert8", EdgeLand}, {"desert7", "desert9", EdgeLand}, {"desert7", "temple4", EdgeLand},
		{"desert8", "desert9", EdgeLand}, {"desert8", "desert10", EdgeLand}, {"desert8", "temple4", EdgeLand},
		{"desert9", "desert10", EdgeLand}, {"desert9", "temple3", EdgeLand}, {"desert10", "temple4", EdgeLand},
		{"desert11", "sanctuary", EdgeLand}, {"desert11", "temple6", EdgeHarbor},
	},
}

// sideB: players [2, 4].
var sideB = sideData{
	side:   "B",
	cities: map[int][]string{2: {"city1", "city2"}, 4: {"city1", "city2", "city3", "city4"}},
	regions: []regionData{
		{id: "city1.d1", kind: KindDistrict, bank: BankWest, city: "city1"},
		{id: "city1.d2", kind: KindDistrict, bank: BankWest, city: "city1"},
		{id: "city1.d3", kind: KindDistrict, bank: BankWest, city: "city1"},
		{id: "city2.d1", kind: KindDistrict, bank: BankWest, city: "city2"},
		{id: "city2.d2", kind: KindDistrict, bank: BankWest, city: "city2"},
		{id: "city2.d3", kind: KindDistrict, bank: BankWest, city: "city2"},
		{id: "city3.d1", kind: KindDistrict, bank: BankEast, city: "city3"},
		{id: "city3.d2", kind: KindDistrict, bank: BankEast, city: "city3"},
		{id: "city3.d3", kind: KindDistrict, bank: BankEast, city: "city3"},
		{id: "city4.d1", kind: KindDistrict, bank: BankEast, city: "city4"},
		{id: "city4.d2", kind: KindDistrict, bank: BankEast, city: "city4"},
		{id: "city4.d3", kind: KindDistrict, bank: BankEast, city: "city4"},
		{id: "desert12", kind: KindDesert, bank: BankWest},
		{id: "desert13", kind: KindDesert, bank: BankWest, obelisk: true},
		{id: "desert14", kind: KindDesert, bank: BankWest},
		{id: "desert15", kind: KindDesert, bank: BankWest},
		{id: "desert16", kind: KindDesert, bank: BankEast},
		{id: "desert17", kind: KindDesert, bank: BankEast, obelisk: true},
		{id: "desert18", kind: KindDesert, bank: BankEast},
		{id: "desert19", kind: KindDesert, bank: BankEast},
		{id: "desert20", kind: KindDesert, bank: BankDelta},
		{id: "temple1", kind: KindTemple, bank: BankWest, obelisk: true, templePP: 2},
		{id: "temple2", kind: KindTemple, bank: BankWest, obelisk: true, templePP: 3},
		{id: "temple3", kind: KindTemple, bank: BankEast, obelisk: true, templePP: 3},
		{id: "temple4", kind: KindTemple, bank: BankEast, obelisk: true, templePP: 2},
		{id: "temple5", kind: KindTemple, bank: BankDelta, obelisk: true, templePP: 5, sacrifice: 1},
	},
	edges: []edgeData{
		{"city1.d1", "city1.d2", EdgeLand}, {"city1.d1", "city1.d3", EdgeLand}, {"city1.d1", "desert12", EdgeWall},
		{"city1.d2", "city1.d3", EdgeLand}, {"city1.d2", "desert12", EdgeWall}, {"city1.d3", "desert12", EdgeWall},
		{"city2.d1", "city2.d2", EdgeLand}, {"city2.d1", "city2.d3", EdgeLand}, {"city2.d1", "desert14", EdgeWall},
		{"city2.d2", "city2.d3", EdgeLand}, {"city2.d2", "desert14", EdgeWall}, {"city2.d3", "desert14", EdgeWall},
		{"city3.d1", "city3.d2", EdgeLand}, {"city3.d1", "city3.d3", EdgeLand}, {"city3.d1", "desert16", EdgeWall},
		{"city3.d2", "city3.d3", EdgeLand}, {"city3.d2", "desert16", EdgeWall}, {"city3.d3", "desert16", EdgeWall},
		{"city4.d1", "city4.d2", EdgeLand}, {"city4.d1", "city4.d3", EdgeLand}, {"city4.d1", "desert19", EdgeWall},
		{"city4.d2", "city4.d3", EdgeLand}, {"city4.d2", "desert19", EdgeWall}, {"city4.d3", "desert19", EdgeWall},
		{"desert12", "desert13", EdgeLand}, {"desert12", "desert15", EdgeLand}, {"desert12", "temple1", EdgeLand},
		{"desert13", "desert14", EdgeLand}, {"desert13", "desert15", EdgeLand}, {"desert13", "temple1", EdgeLand},
		{"desert14", "desert15", EdgeLand}, {"desert14", "temple1", EdgeLand}, {"desert15", "temple2", EdgeLand},
		{"desert15", "desert16", EdgeHarbor}, {"desert15", "temple3", EdgeHarbor}, {"desert15", "desert19", EdgeHarbor},
		{"desert16", "desert17", EdgeLand}, {"desert16", "desert18", EdgeLand}, {"desert16", "temple4", EdgeLand},
		{"desert17", "desert18", EdgeLand}, {"desert17", "desert19", EdgeLand}, {"desert17", "temple4", EdgeLand},
		{"desert18", "desert19", EdgeLand}, {"desert18", "temple3", EdgeLand}, {"desert19", "temple4", EdgeLand},
		{"desert20", "temple5", EdgeLand},
	},
}
