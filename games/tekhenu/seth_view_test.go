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

// TestSethTextBoard: the terminal board of an expansion game shows the Set
// board and each seat's warriors and priests; a base game's does not.
func TestSethTextBoard(t *testing.T) {
	text := newSeth(t, 2, 3).Text(0)
	for _, want := range []string{"Set board (area: bonus", "5 right 1 gold and 1 resource of your choice", "conquest token A", "warriors 0, priests 0, blood 0"} {
		if !strings.Contains(text, want) {
			t.Errorf("the expansion's terminal board lacks %q", want)
		}
	}
	base, err := NewState(engine.Options{"players": "2"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(base.Text(0), "Set board") {
		t.Error("a base game's terminal board shows a Set board")
	}
}

// TestSethEvaluate: the evaluation counts a Set building's slot VP at each
// scoring to come, and a blood token against the Maat phases after the
// next; a base game is judged as before (the bots' golden analyses).
func TestSethEvaluate(t *testing.T) {
	s := stagedSeth(t, 2)
	before := s.Evaluate(nil)[0]
	s.Seth.Slots[0][0] = 0 // area 1, slot 1: 3 VP a scoring (the mat's building row left aside)
	built := s.Evaluate(nil)[0]
	if d := built - before; d < 2*3-0.5 || d > 2*3+1 {
		t.Errorf("a Set building in area 1 adds %.2f to the estimate, want about 6 (3 VP at both scorings)", d)
	}
	s.P[0].Blood = 3
	if s.Evaluate(nil)[0] >= built {
		t.Error("blood tokens do not lower the estimate")
	}
}
