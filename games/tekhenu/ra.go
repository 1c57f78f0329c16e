package tekhenu

import "karnak/engine"

// RA — raise one pillar (§8.2).

func (s *State) templeHasRoom() bool {
	for r := range s.Temple {
		for c := range s.Temple[r] {
			if s.Temple[r][c].Tile == 0 {
				return true
			}
		}
	}
	return false
}

// orient gives the side colours (N, E, S, W) of a tile turned rot quarter
// turns clockwise (§15.5).
func orient(tile int, rot int) [4]byte {
	e := pillarTiles[tile].Edges
	var o [4]byte
	for side := 0; side < 4; side++ {
		o[side] = e[(side-rot+8)%4]
	}
	return o
}

func (s *State) pillarMoves(dst []engine.Move, t *task) []engine.Move {
	distinct := pillarRotations(int(s.RaSlots[raSlotFor(int(t.Val))]))
	for r := 0; r < 5; r++ {
		for c := 0; c < 5; c++ {
			if s.Temple[r][c].Tile != 0 {
				continue
			}
			for rot := 0; rot < 4; rot++ {
				if distinct[rot] {
					dst = add(dst, mPillar, r, c, rot)
				}
			}
		}
	}
	return dst
}

// pillarMove is pillarMoves(…)[k], k < pillarCount(t).
func (s *State) pillarMove(t *task, k int) engine.Move {
	distinct := pillarRotations(int(s.RaSlots[raSlotFor(int(t.Val))]))
	var rots [4]int16 // the distinct rotations, in order
	n := 0
	for rot, ok := range distinct {
		if ok {
			rots[n] = int16(rot)
			n++
		}
	}
	cell, rot := k/n, rots[k%n]
	for r := 0; r < 5; r++ {
		for c := 0; c < 5; c++ {
			if s.Temple[r][c].Tile != 0 {
				continue
			}
			if cell == 0 {
				return engine.Move{Kind: mPillar, Arg: [7]int16{int16(r), int16(c), rot}}
			}
			cell--
		}
	}
	panic("tekhenu: pillar move out of range")
}

// pillarCount is the number of pillar moves: the empty squares times the
// tile's distinct rotations.
func (s *State) pillarCount(t *task) int {
	n := 0
	for _, ok := range pillarRotations(int(s.RaSlots[raSlotFor(int(t.Val))])) {
		n += boolInt(ok)
	}
	return n * s.emptyCells()
}

// pillarRotations: the rotations of tile that give different sides
// (rotations that give the same sides are the same move).
func pillarRotations(tile int) [4]bool { return tileRotations[tile] }

var tileRotations = func() (t [len(pillarTiles)][4]bool) {
	for tile := range t {
		for rot := 0; rot < 4; rot++ {
			t[tile][rot] = true
			for k := 0; k < rot; k++ {
				if orient(tile, k) == orient(tile, rot) {
					t[tile][rot] = false
				}
			}
		}
	}
	return t
}()

func (s *State) applyPillar(seat int, t task, m *engine.Move) {
	tile := s.RaSlots[raSlotFor(int(t.Val))]
	s.costThenEffect(t, Limestone, pillarTiles[tile].Cost, pfWaiveRaHorus, int8(m.Arg[0]*5+m.Arg[1]), int8(m.Arg[2]))
}

// edgeMatches counts the sides of the tile at (r, c) that match their
// neighbour or the border (§8.2 step 2).
func (s *State) edgeMatches(r, c int) int {
	o := orient(int(s.Temple[r][c].Tile), int(s.Temple[r][c].Rot))
	n := 0
	side := func(mine byte, nr, nc int, border byte, theirSide int) {
		if nr < 0 || nr > 4 || nc < 0 || nc > 4 {
			if mine == border {
				n++
			}
			return
		}
		nb := s.Temple[nr][nc]
		if nb.Tile != 0 && orient(int(nb.Tile), int(nb.Rot))[theirSide] == mine {
			n++
		}
	}
	side(o[0], r-1, c, borderTop[c], 2)
	side(o[1], r, c+1, borderRight[r], 3)
	side(o[2], r+1, c, borderBottom[c], 0)
	side(o[3], r, c-1, borderLeft[r], 1)
	return n
}

func isCorner(r, c int) bool { return (r == 0 || r == 4) && (c == 0 || c == 4) }

// buildingsAligned counts the temple buildings of any player in the row and
// the column of a cell.
func (s *State) buildingsAligned(r, c int) int {
	return boolInt(s.Hathor[r] >= 0) + boolInt(s.Hathor[5+c] >= 0)
}

func (s *State) gainReward(seat int, rw reward) {
	if rw.Kind == faithReward {
		s.P[seat].Faith += rw.N
	} else {
		s.P[seat].Res[rw.Kind] += rw.N
	}
}

// raEffect: X is the cell r*5+c, Y the rotation.
func (s *State) raEffect(t task) {
	seat := int(t.Seat)
	pl := &s.P[seat]
	slot := raSlotFor(int(t.Val))
	tile := s.RaSlots[slot]
	s.RaSlots[slot] = 0
	r, c := int(t.X)/5, int(t.X)%5
	newLine := s.pillarOpensLine(seat, r, c) // Time of Seth: Cult05, judged before the pillar stands
	s.Temple[r][c] = cell{Tile: tile, Rot: t.Y, Owner: int8(seat), Token: s.Temple[r][c].Token}
	pl.Pillars++
	pl.VP += s.buildingsAligned(r, c)
	matches := s.edgeMatches(r, c)
	if isCorner(r, c) {
		pl.VP += 2 * matches
	} else {
		pl.VP += matches
	}
	s.raCellReward(seat, r, c)
	pl.VP += raSlotVP[slot]
	if s.once(seat, 2) {
		pl.VP += 2
	}
	depth := s.Depth
	info := pillarTiles[tile]
	if info.Background != noBackground && (info.Background == s.brightness(Ra) || pl.tech(9)) {
		s.pillarProperty(seat, int(tile), r, c, matches)
	}
	s.raToken(seat, t, r, c, int(depth), newLine) // Time of Seth: conquest token, Cult05, Cult07
	s.slideDisplay()
}

// pillarProperty activates a tile's property (§14.1).
func (s *State) pillarProperty(seat, tile, r, c, matches int) {
	pl := &s.P[seat]
	me := int8(seat)
	switch tile {
	case 1:
		s.advancePopulation(seat, 3)
	case 2:
		pl.Scribes++
	case 3:
		s.advanceHappiness(seat, 2)
	case 4, 5:
		pl.VP += matches // not doubled in corners
	case 6:
		pl.VP += s.buildingsAligned(r, c)
	case 7, 8, 9:
		pl.VP++
	case 10, 11:
		s.push(task{Kind: tGod, Seat: me, God: Thoth, Val: 1})
	case 12:
		s.push(task{Kind: tGod, Seat: me, God: Horus, Val: 1, Flags: fChooseValue})
	case 13, 14:
		if n, ok := s.drawCard(Decree); ok {
			s.gainCard(seat, Decree, n)
		}
	case 15:
		s.push(task{Kind: tGod, Seat: me, God: Osiris, Val: 3})
	case 16, 17, 18:
		pl.Res[Gold] += 2
	case 19, 20, 21:
		s.raCellReward(seat, r, c) // a conquest token is doubled by raToken
	}
}

// slideDisplay moves the remaining tiles to the right and reveals a new one
// on the left (§8.2 step 7).
func (s *State) slideDisplay() {
	var left [3]int8
	n := 0
	for slot := raRight; slot >= raLeft; slot-- {
		if s.RaSlots[slot] != 0 {
			left[n] = s.RaSlots[slot]
			n++
		}
	}
	s.RaSlots = [3]int8{}
	for i := 0; i < n; i++ {
		s.RaSlots[raRight-i] = left[i]
	}
	if s.RaSlots[raLeft] == 0 {
		s.RaSlots[raLeft] = s.drawPillar()
	}
}
