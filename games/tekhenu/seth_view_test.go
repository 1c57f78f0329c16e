package tekhenu

import (
	"encoding/json"
	"strings"
	"testing"

	"karnak/engine"
)

// TestSethView: an expansion game shows the Set board, the face-up conquest
// token but not the stack under it, the artifact pool and each seat's
// warriors, priests and blood; a base game's view has none of it.
func TestSethView(t *testing.T) {
	s := newSeth(t, 3, 5)
	v := s.view(0)
	if v.Seth == nil {
		t.Fatal("no Set board in an expansion game's view")
	}
	eq(t, "areas", len(v.Seth.Areas), nSetAreas)
	eq(t, "Set dice", len(v.Seth.Dice), 3)
	eq(t, "Set statue slots at 3 players", len(v.Seth.Statues), 2)
	eq(t, "artifacts in the pool", len(v.Seth.Artifacts), 6)
	eq(t, "conquest stack", v.Seth.Stack, nConquest)
	eq(t, "face-up token", v.Seth.Conquest, conquestName(s.Seth.faceUpConquest()))
	eq(t, "area 4's cost", v.Seth.Areas[3].Cost, setFirstCost)
	eq(t, "area 5's bonus", v.Seth.Areas[4].Bonus, "1 gold and 1 resource of your choice (not gold)")
	for p, pv := range v.Me {
		if pv.Seth == nil || pv.Seth.Warriors != 0 || pv.Seth.Priests != 0 {
			t.Errorf("seat %d's expansion pieces: %+v", p, pv.Seth)
		}
	}
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	// The tokens under the face-up one are face down: their order must not
	// show, so no other token is named anywhere in the view.
	for i := 0; i < int(s.Seth.ConquestN)-1; i++ {
		if name := conquestName(int(s.Seth.Conquest[i])); strings.Contains(string(b), `"`+name+`"`) {
			t.Errorf("face-down token %s shows in the view", name)
		}
	}
	base, err := NewState(engine.Options{"players": "3"}, 5)
	if err != nil {
		t.Fatal(err)
	}
	b, _ = json.Marshal(base.view(0))
	if strings.Contains(string(b), `"seth"`) {
		t.Error("a base game's view has expansion fields")
	}
}
