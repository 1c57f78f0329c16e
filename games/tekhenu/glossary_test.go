package tekhenu

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"karnak/engine"
	"karnak/engine/enginetest"
)

// engineRefs are the codes the engine itself gives every piece and place
// it knows, each through the function that names it in views and move
// texts, so that a glossary ref in another form does not pass.
func engineRefs() []string {
	var refs []string
	counts := map[CardKind]int{Blessing: nBaseDeck, Tech: nBaseDeck, Decree: nBaseDeck, Starting: nStarting, Destiny: nDestiny}
	for kind := Blessing; kind <= Destiny; kind++ {
		for n := 1; n <= counts[kind]; n++ {
			refs = append(refs, cardName(kind, n))
		}
	}
	for n := 1; n < len(pillarTiles); n++ {
		refs = append(refs, tileView(int8(n), 0, -1).ID)
	}
	word := func(m engine.Move, i int) string { return strings.Fields(moveText(m))[i] }
	for g := Horus; g < nGods; g++ {
		refs = append(refs, word(mv(mAct, int(g)), 1), "horus-tile-"+g.String(), "bot-"+tokenName(int8(g)))
	}
	refs = append(refs, "anubis", word(mv(mAct, noGod, -1), 0))
	for v := 1; v <= 6; v++ {
		refs = append(refs, fmt.Sprintf("horus-slot%d", v), fmt.Sprintf("osiris-row%d", v), fmt.Sprintf("statue%d", v))
	}
	for _, name := range raSlotNames {
		refs = append(refs, "ra-"+name)
	}
	for r := 0; r < 5; r++ {
		for c := 0; c < 5; c++ {
			refs = append(refs, word(mv(mPillar, r, c, 0), 1))
		}
	}
	for i := range hathorSlots {
		refs = append(refs, word(mv(mBuilding, i), 1))
	}
	for slot := range nPeopleSlots {
		refs = append(refs, word(mv(mStatue, 1, int(slot)), 1))
	}
	for i := range buildingRow {
		refs = append(refs, fmt.Sprintf("building%d", i+1))
	}
	for sec, slots := range marketSlots {
		refs = append(refs, fmt.Sprintf("section%d", sec+1))
		for i := range slots {
			refs = append(refs, word(mv(mCard, sec, i), 1))
		}
	}
	for b := Sunny; b <= Dark; b++ {
		refs = append(refs, b.String())
	}
	for st := Pure; st <= Forbidden; st++ {
		refs = append(refs, st.String())
	}
	for r := Papyrus; r < nRes; r++ {
		refs = append(refs, r.String())
	}
	refs = append(refs, trackName(0), trackName(1), "maat", "scribe", "faith", "deben")
	for tok := int8(firstResToken); tok < nBotTokens; tok++ {
		refs = append(refs, strings.Fields(tokenName(tok))[0])
	}
	// Time of Seth.
	for kind := Blessing; kind <= Decree; kind++ {
		for n := 1; n <= sethCards[kind]; n++ {
			refs = append(refs, cardName(kind, nBaseDeck+n))
		}
	}
	for n := 1; n <= nCults; n++ {
		refs = append(refs, cultName(n))
	}
	for n := 1; n <= sethStarts; n++ {
		refs = append(refs, sxName(n))
	}
	for n := 1; n <= nArtifacts; n++ {
		refs = append(refs, artifactName(n))
	}
	for n := 1; n <= nConquest; n++ {
		refs = append(refs, conquestName(n))
	}
	for a := 1; a <= nSetAreas; a++ {
		refs = append(refs, setAreaRef(a))
	}
	refs = append(refs, Set.String(), "warriors", "priests", "blood")
	return refs
}

// Every card, tile, board space, track and token the engine names has an
// entry under that very name, and the glossary holds nothing else.
func TestGlossaryCoversEveryPiece(t *testing.T) {
	var have []string
	for _, e := range glossary {
		have = append(have, e.Ref)
	}
	want := engineRefs()
	// Cards and tiles (§14), god actions, Horus slots and tiles, Ra slots,
	// temple cells, Hathor slots, people slots, Osiris rows, statues,
	// building row, market slots and sections, lights and die statuses,
	// resources, tracks and tokens, Botankhamun's tokens.
	if len(want) != 115+8+12+3+25+10+4+6+6+10+19+6+5+6+10+13+7+8+12+6+4+12 {
		t.Errorf("the engine names %d pieces; has a kind been forgotten here?", len(want))
	}
	for _, ref := range want {
		if _, ok := engine.Explain(Game{}, ref); !ok {
			t.Errorf("%s has no entry", ref)
		}
	}
	for _, ref := range have {
		if !slices.Contains(want, ref) {
			t.Errorf("entry %s names nothing the engine knows", ref)
		}
	}
	if err := enginetest.CheckGlossary(glossary); err != nil {
		t.Error(err)
	}
}

// The printed numbers in the texts are data.go's: costs, timings and the
// decree symbols the final scoring uses.
func TestGlossaryAgreesWithTheData(t *testing.T) {
	explain := func(ref string) engine.Entry {
		t.Helper()
		e, ok := engine.Explain(Game{}, ref)
		if !ok {
			t.Fatalf("no entry %s", ref)
		}
		return e
	}
	for n := 1; n < len(pillarTiles); n++ {
		e := explain(fmt.Sprintf("P%02d", n))
		eq(t, e.Ref+" cost", e.Cost, fmt.Sprintf("%d limestone", pillarTiles[n].Cost))
		if pillarTiles[n].Background != noBackground && !strings.Contains(e.Timing, "Ra sector is "+pillarTiles[n].Background.String()) {
			t.Errorf("%s: timing %q does not name its background %s", e.Ref, e.Timing, pillarTiles[n].Background)
		}
	}
	for i, hs := range hathorSlots {
		e := explain(hathorSlotName(i))
		eq(t, e.Ref+" cost", e.Cost, fmt.Sprintf("%d bread", hs.Bread))
		eq(t, e.Ref+" closed below 4 players", strings.Contains(e.Effect, "only with 4 players"), hs.MinPlayers == 4)
	}
	for i, c := range statueCost {
		eq(t, fmt.Sprintf("statue %d cost", i+1), explain(fmt.Sprintf("statue%d", i+1)).Cost, fmt.Sprintf("%d granite", c))
	}
	eq(t, "a temple cell's reward", explain("r1c5").Name, "Temple cell, row 1, column 5: 3 faith tokens")
	eq(t, "Horus slot 4's bonus (example 13)", explain("horus-slot4").Name, "Horus slot 4: 1 gold")
	eq(t, "the right Ra slot", strings.Contains(explain("ra-right").Effect, "a die of 1 or 2 takes the tile here, and raising it scores 3 VP more"), true)
	// Example 10: L07 and L17 share a symbol, L16 has another.
	symbol := func(ref string) string {
		effect := explain(ref).Effect
		i := strings.Index(effect, "Symbol ")
		return effect[i+7 : i+8]
	}
	if symbol("L07") != symbol("L17") || symbol("L16") == symbol("L17") {
		t.Errorf("symbols L07 %s, L17 %s, L16 %s: example 10 wants L07 = L17 ≠ L16", symbol("L07"), symbol("L17"), symbol("L16"))
	}
	for n := 1; n <= nBaseDeck; n++ {
		eq(t, fmt.Sprintf("L%02d's symbol", n), symbol(cardName(Decree, n)), string(rune('A'+decreeSymbol(n))))
	}
	eq(t, "a decree's timing", explain("L12").Timing, "at game end")
	eq(t, "a blessing's timing", explain("B07").Timing, "at any time during your own turn")
	eq(t, "L03's cost", explain("L03").Cost, "2 gold")
}

// Hand lists what the seat's view shows it holds, and nothing of another
// seat's hidden decrees.
func TestHand(t *testing.T) {
	s := staged(t, 3)
	s.P[0].Blessings = 1<<6 | 1<<20
	s.P[0].Techs = 1 << 4
	s.P[0].Decrees = 1<<11 | 1<<2
	s.P[0].Destiny = 3
	s.P[1].Decrees, s.P[1].Destiny = 1<<0, 0
	eq(t, "seat 0's hand", strings.Join(s.Hand(0), " "), "B07 B21 T05 L03 L12 D03")
	eq(t, "seat 1's hand", strings.Join(s.Hand(1), " "), "L01")
	v := s.view(0)
	shown := strings.Join(slices.Concat(v.Me[0].Blessings, v.Me[0].Techs, v.Me[0].Decrees, []string{v.Me[0].Destiny}), " ")
	eq(t, "seat 0's cards in its view", shown, strings.Join(s.Hand(0), " "))
	if s.Hand(-1) != nil || s.Hand(3) != nil {
		t.Error("a seat not at the table holds cards")
	}
}
