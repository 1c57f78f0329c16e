package kemet

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"karnak/engine/enginetest"
)

func TestGlossaryIsSound(t *testing.T) {
	if err := enginetest.CheckGlossary(glossary()); err != nil {
		t.Fatal(err)
	}
}

// The glossary holds exactly the refs the package's texts use: every
// tile, creature, battle card, DI card, action space, region of both
// sides and city, and nothing else.
func TestGlossaryRefs(t *testing.T) {
	var want []string
	for k := Tile(0); k < nTiles; k++ {
		want = append(want, tiles[k].Ref)
	}
	for c := Creature(0); c < nCreatures; c++ {
		want = append(want, creatures[c].Ref)
	}
	for b := BattleCard(0); b < nBattleCards; b++ {
		want = append(want, battleCards[b].Ref)
	}
	for d := DI(0); d < nDI; d++ {
		want = append(want, diCards[d].Ref)
	}
	for s := Space(0); s < nSpaces; s++ {
		want = append(want, spaces[s].Ref)
	}
	for _, side := range []*sideData{&sideA, &sideB} {
		for _, r := range side.regions {
			want = append(want, r.id)
		}
	}
	want = append(want, "city1", "city2", "city3", "city4", "city5")
	sort.Strings(want)
	want = slices.Compact(want)
	var got []string
	for _, e := range glossary() {
		got = append(got, e.Ref)
	}
	sort.Strings(got)
	if !slices.Equal(got, want) {
		t.Errorf("glossary refs:\n got %v\nwant %v", got, want)
	}
	// 43 tiles, 7 creatures, 8 battle cards, 14 DI cards, 10 spaces; side
	// A's 32 regions and side B's 26 share 16 ids (temples 1–4, cities
	// 1–4's districts); 5 cities.
	if n := len(want); n != 43+7+8+14+10+(32+26-16)+5 {
		t.Errorf("%d refs", n)
	}
}

// The entries say the numbers of data.go: a tile's cost and level, a
// battle card's three numbers, a DI card's cost and copies, a temple's PP.
func TestGlossaryNumbers(t *testing.T) {
	byRef := map[string]string{}
	for _, e := range glossary() {
		byRef[e.Ref] = e.Text()
	}
	for k := Tile(0); k < nTiles; k++ {
		tl := tiles[k]
		if want := fmt.Sprintf("%d PP (level %d, %s", tl.Level, tl.Level, tl.Colour); !strings.Contains(byRef[tl.Ref], want) {
			t.Errorf("%s: %q lacks %q", tl.Ref, byRef[tl.Ref], want)
		}
	}
	for b := BattleCard(0); b < nBattleCards; b++ {
		bc := battleCards[b]
		if want := fmt.Sprintf("Strength %d, damage %d, protection %d", bc.Strength, bc.Damage, bc.Protect); !strings.Contains(byRef[bc.Ref], want) {
			t.Errorf("%s: %q", bc.Ref, byRef[bc.Ref])
		}
	}
	for d := DI(0); d < nDI; d++ {
		di := diCards[d]
		if want := fmt.Sprintf("%d PP; %d in the deck", di.Cost, di.Copies); !strings.Contains(byRef[di.Ref], want) {
			t.Errorf("%s: %q", di.Ref, byRef[di.Ref])
		}
	}
	for c := Creature(0); c < nCreatures; c++ {
		cr := creatures[c]
		if want := fmt.Sprintf("+%d strength", cr.Strength); cr.Strength > 0 && !strings.Contains(byRef[cr.Ref], want) {
			t.Errorf("%s: %q", cr.Ref, byRef[cr.Ref])
		}
	}
	for _, tc := range []struct{ ref, want string }{
		{"temple2", "and 3 PP at the end of every Day"},
		{"temple1", "and 2 PP at the end of every Day"},
		{"temple6", "send 1 unit home for 5 PP"},
		{"temple5", "send 1 unit home for 5 PP"},
		{"sanctuary", "send 2 units home for 1 permanent VP"},
		{"desert2", "obelisk"},
		{"desert6", "Harbour crossing to desert7, desert10, temple3"},
		{"desert1", "Through the city wall: city1.d1, city1.d2, city1.d3"},
		{"desert12", "Side B only."},
		{"city5.d1", "Side A only."},
		{"B2-LEGION", "hold 7 units instead of 5"},
		{"W3-HOLY-WAR", "+4 PP for every battle you win"},
	} {
		if !strings.Contains(byRef[tc.ref], tc.want) {
			t.Errorf("%s: %q lacks %q", tc.ref, byRef[tc.ref], tc.want)
		}
	}
}
