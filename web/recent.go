package web

// RecentLines are the lines of log (newest first, as the page lists it)
// that tell what the other seats did since viewer's last turn, oldest
// first, at most limit of them: the viewer's own moves of the turn it is
// in do not end the span, take-backs and empty lines are left out. A
// spectator (viewer < 0) gets the newest run of one seat's moves. Boards
// that mark the other seats' last moves (RecentBoard) read them.
func RecentLines(log []LogLine, viewer, limit int) []LogLine {
	var picked []LogLine
	ownTurn := true // skipping the viewer's moves of the turn it is in
	lastMover := -2
	for _, l := range log {
		if l.TookBack || l.Move == "" && l.Text == "" {
			continue
		}
		if viewer < 0 {
			if lastMover != -2 && l.Seat != lastMover {
				break
			}
			lastMover = l.Seat
			picked = append(picked, l)
			continue
		}
		if l.Seat == viewer {
			if ownTurn {
				continue
			}
			break
		}
		ownTurn = false
		picked = append(picked, l)
		if len(picked) == limit {
			break
		}
	}
	for i, j := 0, len(picked)-1; i < j; i, j = i+1, j-1 {
		picked[i], picked[j] = picked[j], picked[i]
	}
	return picked
}
