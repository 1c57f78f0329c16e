package kemet

import (
	"strings"
	"testing"
)

// The terminal's text shows the map where something stands, the battle
// under way, and the seat's own DI cards, never another seat's.
func TestText(t *testing.T) {
	s := staged(t, 3)
	units(t, s, 0, "temple2", 4)
	units(t, s, 1, "desert6", 5)
	handDI(t, s, 0, DIBronzeWall)
	handDI(t, s, 1, DIWarFury)
	attack(t, s, 1, "desert6", "temple2", 5, false)
	mine, theirs := s.Text(0), s.Text(1)
	for _, want := range []string{"temple2    seat 0 ×4, seat 1 ×5", "Battle in temple2: seat 1 attacks seat 0.", "Your DI cards: DI-BRONZE-WALL"} {
		if !strings.Contains(mine, want) {
			t.Errorf("seat 0's text lacks %q:\n%s", want, mine)
		}
	}
	if strings.Contains(theirs, "DI-BRONZE-WALL") || strings.Contains(mine, "DI-WAR-FURY") {
		t.Errorf("a seat reads another's DI cards:\n%s\n---\n%s", mine, theirs)
	}
}
