package kemet

// The map's geometry, our own schematic drawing of both board sides in a
// portrait box mapW × mapH: the delta's islands in the lagoon at the top,
// the Nile down the middle, the west bank left of it and the east bank
// right of it. Every region is a rectangle, or rectangles drawn over one
// another in order (a later shape covers part of an earlier one: city5
// inside the ring desert3, temple2 inside desert6), so that two regions
// share a stretch of border exactly when the map's graph says they are
// neighbours; the harbour crossings are drawn as ferries across the water
// and the walls as thick bands between a city and its front desert.
//
// Rows of the mainland, top to bottom (side A's west bank; the east bank
// and side B follow the same rows):
//
//	rowCity1   desert1 with city1 in its north-west corner
//	rowUpper   temple1 | desert2 | desert6
//	rowMiddle  temple1 | desert3 (a ring round city5) | desert6
//	rowLower   temple1 | desert4 | desert6 holding temple2 on the bank
//	rowCity2   desert5 with city2 in its south-west corner

const (
	mapW  = 1000.0
	mapH  = 1768.0
	westW = 560.0 // the drawing without the east bank

	mainTop = 320.0 // the mainland's north shore
	nileW   = 470.0 // the Nile's west shore
	nileE   = 530.0 // and its east shore

	y1 = 668.0  // desert1 | desert2
	y2 = 852.0  // desert2 | desert3
	y3 = 1214.0 // desert3 | desert4
	y4 = 1430.0 // desert4 | desert5

	t3Top = 930.0 // temple3, on the east bank inside its ring

	// the ferries across the Nile: to the north-east city's front desert,
	// to temple3 and to the south-east city's front desert
	ferry1 = 600.0
	ferry2 = 1050.0
	ferry3 = 1470.0

	cityHead = 44.0  // the band naming a city and its owner
	distW    = 120.0 // a district
	distH    = 188.0
	d1W      = 130.0 // a city's first district, the column
)

// box is a rectangle of the map.
type box struct{ X, Y, W, H float64 }

func (b box) inset(d float64) box { return box{b.X + d, b.Y + d, b.W - 2*d, b.H - 2*d} }

// shape is one region as drawn: rectangles painted in the drawing order
// (the first is its outline, later ones add to it), and boxes where its
// name and pieces go, the first of which is the place a tap hits.
type shape struct {
	rects []box
	boxes []box
}

// cityShape is a city: its three districts in a row and its header, and
// the walls (lines) facing its front desert.
type cityShape struct {
	id        string
	header    box
	districts [3]box
	walls     [][4]float64
}

// harbour is a ferry across the water between two regions.
type harbour struct {
	a, b   string
	x1, x2 float64
	y      float64
}

// geometry is one side's drawing: its regions in the order they are
// painted, its cities and ferries.
type geometry struct {
	w        float64 // the drawing's width: mapW, or westW with the east bank out of play
	order    []string
	shapes   map[string]shape
	cities   []cityShape
	harbours []harbour
}

func (g *geometry) add(id string, s shape) {
	g.order = append(g.order, id)
	g.shapes[id] = s
}

// cityAt is a city of three districts in a block 3×distW wide at x, y
// (its header's top when the header is above the districts, else the
// districts' top): d1 a column on the left (on the right when mirror), d2 and d3 on top of each
// other to its right, so that every two districts share a border.
func cityAt(id string, x, y float64, headerAbove, mirror bool) cityShape {
	c := cityShape{id: id}
	dy := y
	if headerAbove {
		c.header = box{x, y, 3 * distW, cityHead}
		dy = y + cityHead
	} else {
		c.header = box{x, y + distH, 3 * distW, cityHead}
	}
	c.districts = [3]box{{x, dy, d1W, distH}, {x + d1W, dy, 3*distW - d1W, distH / 2}, {x + d1W, dy + distH/2, 3*distW - d1W, distH / 2}}
	if mirror { // d1 on the right, against the east edge
		c.districts = [3]box{{x + 3*distW - d1W, dy, d1W, distH}, {x, dy, 3*distW - d1W, distH / 2}, {x, dy + distH/2, 3*distW - d1W, distH / 2}}
	}
	return c
}

// geometries are the two sides' drawings at 4 and 5 players (keys "A"
// and "B") and without the east bank at 2 and 3 players ("A-west", "B-west"):
// the west bank and the delta alone, narrower, so drawn larger on a phone.
var geometries = map[string]*geometry{"A": sideA(false), "B": sideB(false), "A-west": sideA(true), "B-west": sideB(true)}

// geometryKey is the key of the drawing of a layout.
func geometryKey(side string, players int) string {
	if players < 4 {
		return side + "-west"
	}
	return side
}

// east draws the east bank with the ids of one side: the front deserts of
// city3 (north) and city4 (south), the ring round temple3 on the bank,
// the middle desert with an obelisk and temple4 on the east edge.
func east(g *geometry, front3, middle, ring, front4 string) {
	g.add(front3, shape{rects: []box{{nileE, mainTop, mapW - nileE, y1 - mainTop}},
		boxes: []box{{nileE + 6, mainTop + cityHead + distH + 6, mapW - nileE - 12, y1 - mainTop - cityHead - distH - 10}}})
	g.add(front4, shape{rects: []box{{nileE, y4, mapW - nileE, mapH - y4}},
		boxes: []box{{nileE + 6, y4 + 4, mapW - nileE - 12, mapH - y4 - cityHead - distH - 8}}})
	g.add("temple4", shape{rects: []box{{850, y1, 150, y4 - y1}}, boxes: []box{{850, y1, 150, y4 - y1}}})
	g.add(middle, shape{rects: []box{{700, y1, 150, y4 - y1}}, boxes: []box{{700, y1, 150, y4 - y1}}})
	g.add(ring, shape{rects: []box{{nileE, y1, 170, y4 - y1}},
		boxes: []box{{nileE, y1, 170, t3Top - y1}, {nileE, t3Top + 200, 170, y4 - t3Top - 200}}})
	g.add("temple3", shape{rects: []box{{nileE, t3Top, 154, 200}}, boxes: []box{{nileE, t3Top, 154, 200}}})
	c3 := cityAt("city3", 640, mainTop, true, true)
	c4 := cityAt("city4", 640, mapH-cityHead-distH, false, true)
	c3.walls = [][4]float64{{640, mainTop, 640, mainTop + cityHead + distH}, {640, mainTop + cityHead + distH, mapW, mainTop + cityHead + distH}}
	c4.walls = [][4]float64{{640, mapH - cityHead - distH, mapW, mapH - cityHead - distH}, {640, mapH - cityHead - distH, 640, mapH}}
	g.cities = append(g.cities, c3, c4)
}

// west draws the deserts and temples both sides share on the west bank:
// the front deserts of city1 and city2 (north and south), the desert on
// the Nile (drawn first, the others over it) and temple1 on the west edge.
func west(g *geometry, front1, nile, front2 string) {
	g.add(nile, shape{rects: []box{{300, mainTop, nileW - 300, mapH - mainTop}}, boxes: []box{{300, y1, nileW - 300, y2 - y1}}})
	g.add(front1, shape{rects: []box{{0, mainTop, 400, y1 - mainTop}},
		boxes: []box{{6, mainTop + cityHead + distH + 6, 388, y1 - mainTop - cityHead - distH - 10}}})
	g.add(front2, shape{rects: []box{{0, y4, 400, mapH - y4}},
		boxes: []box{{6, y4 + 4, 388, mapH - y4 - cityHead - distH - 8}}})
	c1 := cityAt("city1", 0, mainTop, true, false)
	c1.walls = [][4]float64{{0, mainTop + cityHead + distH, 360, mainTop + cityHead + distH}, {360, mainTop, 360, mainTop + cityHead + distH}}
	c2 := cityAt("city2", 0, mapH-cityHead-distH, false, false)
	c2.walls = [][4]float64{{0, mapH - cityHead - distH, 360, mapH - cityHead - distH}, {360, mapH - cityHead - distH, 360, mapH}}
	g.cities = append(g.cities, c1, c2)
}

// temple2 lies inside the desert on the Nile, on the bank.
var temple2 = shape{rects: []box{{316, y3 + 10, nileW - 316, y4 - y3 - 20}}, boxes: []box{{316, y3 + 10, nileW - 316, y4 - y3 - 20}}}

// sideA: five deserts in a chain between temple1 and desert6, city5 in
// the middle one; the delta's Sanctuary and desert11 on one island,
// temple6 on another, joined by a ferry.
func sideA(westOnly bool) *geometry {
	g := &geometry{w: mapW, shapes: map[string]shape{}}
	west(g, "desert1", "desert6", "desert5")
	g.add("temple1", shape{rects: []box{{0, y1, 150, y4 - y1}},
		boxes: []box{{0, y1, 150, y2 - y1}, {0, y3, 150, y4 - y3}}})
	g.add("desert2", shape{rects: []box{{150, y1, 150, y2 - y1}}, boxes: []box{{150, y1, 150, y2 - y1}}})
	g.add("desert4", shape{rects: []box{{150, y3, 150, y4 - y3}}, boxes: []box{{150, y3, 150, y4 - y3}}})
	g.add("desert3", shape{rects: []box{{40, y2, 400, y3 - y2}}, boxes: []box{{46, y2 + 4, 388, 100}}})
	g.add("temple2", temple2)
	c5 := cityAt("city5", 60, y2+110, true, false)
	top, bottom := y2+110, y2+110+cityHead+distH
	c5.walls = [][4]float64{{60, top, 420, top}, {420, top, 420, bottom}, {420, bottom, 60, bottom}, {60, bottom, 60, top}}
	g.cities = append(g.cities, c5)
	if westOnly {
		g.w = westW
		g.add("sanctuary", shape{rects: []box{{10, 30, 190, 260}}, boxes: []box{{10, 30, 190, 260}}})
		g.add("desert11", shape{rects: []box{{200, 30, 180, 260}}, boxes: []box{{200, 30, 180, 260}}})
		g.add("temple6", shape{rects: []box{{410, 30, 140, 260}}, boxes: []box{{410, 30, 140, 260}}})
		g.harbours = []harbour{{"desert11", "temple6", 380, 410, 240}}
		return g
	}
	east(g, "desert7", "desert8", "desert9", "desert10")
	g.add("sanctuary", shape{rects: []box{{30, 30, 260, 260}}, boxes: []box{{30, 30, 260, 260}}})
	g.add("desert11", shape{rects: []box{{290, 30, 270, 260}}, boxes: []box{{290, 30, 270, 260}}})
	g.add("temple6", shape{rects: []box{{660, 30, 310, 260}}, boxes: []box{{660, 30, 310, 260}}})
	g.harbours = []harbour{
		{"desert6", "desert7", nileW, nileE, ferry1},
		{"desert6", "temple3", nileW, nileE, ferry2},
		{"desert6", "desert10", nileW, nileE, ferry3},
		{"desert11", "temple6", 560, 660, 240},
	}
	return g
}

// sideB: side A's west bank with desert2..desert4 one desert (desert13)
// and no city5; the delta one island of desert20 and temple5.
func sideB(westOnly bool) *geometry {
	g := &geometry{w: mapW, shapes: map[string]shape{}}
	west(g, "desert12", "desert15", "desert14")
	d15 := g.shapes["desert15"]
	d15.boxes = []box{{300, y1, nileW - 300, y3 - y1}}
	g.shapes["desert15"] = d15
	g.add("temple1", shape{rects: []box{{0, y1, 150, y4 - y1}}, boxes: []box{{0, y1, 150, y4 - y1}}})
	g.add("desert13", shape{rects: []box{{150, y1, 150, y4 - y1}}, boxes: []box{{150, y1, 150, y4 - y1}}})
	g.add("temple2", temple2)
	if westOnly {
		g.w = westW
		g.add("desert20", shape{rects: []box{{30, 30, 250, 260}}, boxes: []box{{30, 30, 250, 260}}})
		g.add("temple5", shape{rects: []box{{280, 30, 250, 260}}, boxes: []box{{280, 30, 250, 260}}})
		return g
	}
	east(g, "desert16", "desert17", "desert18", "desert19")
	g.add("desert20", shape{rects: []box{{160, 30, 340, 260}}, boxes: []box{{160, 30, 340, 260}}})
	g.add("temple5", shape{rects: []box{{500, 30, 340, 260}}, boxes: []box{{500, 30, 340, 260}}})
	g.harbours = []harbour{
		{"desert15", "desert16", nileW, nileE, ferry1},
		{"desert15", "temple3", nileW, nileE, ferry2},
		{"desert15", "desert19", nileW, nileE, ferry3},
	}
	return g
}
