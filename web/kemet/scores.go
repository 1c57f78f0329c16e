package kemet

import "strconv"

// Breakdown is the final table: permanent VP (of them from battles),
// temporary VP and the total, a column a seat.
func (Board) Breakdown(v any) [][]string {
	gv := view(v)
	if gv == nil {
		return nil
	}
	rows := [][]string{{"permanent VP"}, {"of them won in battles (tie-break)"}, {"temporary VP (temples, level-4 pyramids)"}, {"total"}}
	for _, p := range gv.Me {
		rows[0] = append(rows[0], strconv.Itoa(p.VP))
		rows[1] = append(rows[1], strconv.Itoa(p.BattleVP))
		rows[2] = append(rows[2], strconv.Itoa(p.TempVP))
		rows[3] = append(rows[3], strconv.Itoa(p.VP+p.TempVP))
	}
	return rows
}
