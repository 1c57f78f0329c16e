package tekhenu

import "testing"

// TestSethData checks the expansion's printed data against the spec's
// tables (Time of Seth §7, §8), so that a slip in seth_data.go shows.
func TestSethData(t *testing.T) {
	// §7.4: artifacts' priests and ankh values, two per destiny card.
	wantArt := [nArtifacts + 1]artifact{1: {6, 0}, 2: {7, 0}, 3: {6, 1}, 4: {5, 1}, 5: {5, 2}, 6: {4, 2}, 7: {4, 3}, 8: {3, 3}}
	if artifacts != wantArt {
		t.Errorf("artifacts %v", artifacts)
	}
	var perAnkh [nDestiny]int
	for n := 1; n <= nArtifacts; n++ {
		perAnkh[artifacts[n].Ankh]++
	}
	if perAnkh != [nDestiny]int{2, 2, 2, 2} {
		t.Errorf("artifacts per ankh %v", perAnkh)
	}
	// §7.7: P19–P21 double only the resource tokens (A01–A05, A10, A12).
	for n := 1; n <= nConquest; n++ {
		want := n <= 5 || n == 10 || n == 12
		if got := conquestTokens[n].Ra.ResourceOnly(); got != want {
			t.Errorf("A%02d resource only %v", n, got)
		}
	}
	if tok := conquestTokens[8]; tok.Ra.Action != Thoth || tok.Ra.Value != 1 || tok.Hathor != (tokenEffect{}) {
		t.Errorf("A08 %+v: Thoth as with a 1, nothing beside Hathor", tok)
	}
	if tok := conquestTokens[9]; tok.Ra.Action != Osiris || tok.Ra.Value != 5 || tok.Hathor != (tokenEffect{}) {
		t.Errorf("A09 %+v: Osiris as with a 5, nothing beside Hathor", tok)
	}
	if tok := conquestTokens[7].Ra; tok.Card != Blessing || tok.Draw != 3 || tok.Keep != 1 {
		t.Errorf("A07 %+v: keep 1 of 3 blessings", tok)
	}
	// §8.2: columns, the cost of a second building by side, VP per slot.
	for a := 1; a <= nSetAreas; a++ {
		if col := setAreas[a].Column; col != (a-1)/3 {
			t.Errorf("area %d in column %d", a, col)
		}
		if vp := setAreas[a].VP; a <= 3 && vp != [2]int{3, 2} || a > 3 && vp != [2]int{2, 1} {
			t.Errorf("area %d scores %v", a, vp)
		}
	}
	if setFirstCost != 4 || setSecondCost(2) != 5 || setSecondCost(3) != 3 || setSecondCost(4) != 3 {
		t.Error("Set building costs are 4, then 5 on the 1–2 side and 3 on the 3–4 side")
	}
	if setStatueSlots(2) != 1 || setStatueSlots(3) != 2 || setStatueSlots(4) != 3 || maxSetStatues != 3 {
		t.Error("Set-statue slots are 1, 2 and 3 (A-06)")
	}
	// §7.5 with A-07: DX01–DX04 carry symbols E, A, B, C.
	for i, d := range []int{dx01, dx02, dx03, dx04} {
		if got := "ABCDE"[decreeSymbol(d)]; got != "EABC"[i] {
			t.Errorf("DX0%d has symbol %c", i+1, got)
		}
	}
	if bx01 != 25 || bx04 != nBaseDeck+sethCards[Blessing] || tx01 != 25 || tx05 != nDeck || dx04 != nBaseDeck+sethCards[Decree] {
		t.Error("expansion cards are numbered after the base deck")
	}
	// §7.6: every new starting card gives warriors or priests.
	for n := 1; n <= sethStarts; n++ {
		c := sethStartingCards[n]
		if c.Warriors+c.Priests+c.Split == 0 {
			t.Errorf("SX%02d gives no warriors or priests", n)
		}
	}
	if c := sethStartingCards[1]; c.HappyLoss || c.Osiris != 5 {
		t.Error("SX01 builds as with a 5 without losing happiness")
	}
	if cultsShown != [5]int{2: 3, 3: 4, 4: 5} || artifactsDrawn != [5]int{1: 3, 2: 5, 3: 6, 4: 7} || nCults != 7 {
		t.Error("cult cards shown 3/4/5, artifacts drawn 3 (solo)/5/6/7")
	}
	pl := player{Warriors: 8}
	pl.gainWarriors(5)
	pl.gainPriests(12)
	if pl.Warriors != trackCap || pl.Priests != trackCap {
		t.Errorf("tracks stop at 10: %d warriors, %d priests", pl.Warriors, pl.Priests)
	}
}

// TestSethCardNames: the expansion's cards print as BX01, TX05, DX04 and
// read back; base names are unchanged, and numbers past a deck are refused.
func TestSethCardNames(t *testing.T) {
	for _, tc := range []struct {
		kind CardKind
		n    int
		name string
	}{{Blessing, bx01, "BX01"}, {Blessing, bx04, "BX04"}, {Tech, tx05, "TX05"}, {Decree, dx01, "DX01"}, {Decree, 24, "L24"}, {Tech, 1, "T01"}} {
		eq(t, "name", cardName(tc.kind, tc.n), tc.name)
		k, n, ok := parseCard(tc.name)
		if !ok || k != tc.kind || n != tc.n {
			t.Errorf("%s reads as %v %d %v", tc.name, k, n, ok)
		}
	}
	for _, bad := range []string{"BX05", "TX06", "DX00", "LX01", "B25", "T29", "SX1"} {
		if _, _, ok := parseCard(bad); ok {
			t.Errorf("%s read as a card", bad)
		}
	}
}
