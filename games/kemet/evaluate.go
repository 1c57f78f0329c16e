package kemet

// Weights of Evaluate: what a resource is worth in VP, for bots. A
// heuristic, never a rule: a battle won is a VP and takes a troop of four
// or five units with cards and PP behind it; a tile is a lasting edge.
const (
	worthPP    = 0.08
	worthUnit  = 0.12
	worthTile  = 0.25
	worthDI    = 0.1
	worthLevel = 0.15 // a pyramid level: tiles within reach, teleports
)

// Evaluate estimates each seat's final VP (engine.Evaluator): the VP held
// now, temporary ones included, and small amounts for PP, units on the
// board, tiles, DI cards and pyramid levels.
func (s *State) Evaluate(dst []float64) []float64 {
	dst = dst[:0]
	for p := range s.Players {
		v := float64(s.totalVP(p))
		if !s.Over() {
			pl := &s.Seat[p]
			v += worthPP*float64(pl.PP) + worthUnit*float64(s.unitsOnBoard(p)) + worthDI*float64(pl.diCount())
			for k := range nTiles {
				if pl.owns(k) {
					v += worthTile
				}
			}
			for _, py := range pl.Pyramids {
				v += worthLevel * float64(py.Level)
			}
		}
		dst = append(dst, v)
	}
	return dst
}

// Hand is what seat holds, by glossary ref (engine.Hand): its tiles, its
// DI cards and its battle cards in hand.
func (s *State) Hand(seat int) []string {
	if seat < 0 || seat >= s.Players {
		return nil
	}
	pl := &s.Seat[seat]
	var out []string
	for k := range nTiles {
		if pl.owns(k) {
			out = append(out, tiles[k].Ref)
		}
	}
	for k := range nDI {
		for range pl.DI[k] {
			out = append(out, diCards[k].Ref)
		}
	}
	for b := range nBattleCards {
		if pl.Battle&(1<<b) != 0 {
			out = append(out, battleCards[b].Ref)
		}
	}
	return out
}
