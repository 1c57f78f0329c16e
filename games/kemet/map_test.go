package kemet

import (
	"encoding/json"
	"fmt"
	"math/bits"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"
)

// specGraph is the spec's §2.4 JSON block, read from the spec itself.
type specGraph map[string]struct {
	Players []int               `json:"players"`
	Cities  map[string][]string `json:"cities"`
	Regions map[string]struct {
		Kind      string `json:"kind"`
		Bank      string `json:"bank"`
		Obelisk   bool   `json:"obelisk"`
		TemplePP  int    `json:"templePP"`
		Sacrifice int    `json:"sacrifice"`
		City      string `json:"city"`
	} `json:"regions"`
	Edges [][3]string `json:"edges"`
}

const specPath = "../../../shared/rules/kemet.md"

func readSpecGraph(t *testing.T) specGraph {
	t.Helper()
	text, err := os.ReadFile(specPath)
	if err != nil {
		t.Skipf("the spec is not beside the project: %v", err)
	}
	s := string(text)
	at := strings.Index(s, "### 2.4 Machine-readable graph")
	if at < 0 {
		t.Fatal("the spec has no §2.4")
	}
	start := strings.Index(s[at:], "```json")
	if start < 0 {
		t.Fatal("§2.4 has no JSON block")
	}
	body := s[at+start+len("```json"):]
	body = body[:strings.Index(body, "```")]
	var g specGraph
	if err := json.Unmarshal([]byte(body), &g); err != nil {
		t.Fatal(err)
	}
	return g
}

// The Go data is the spec's graph, region by region and edge by edge, at
// every player count (the east bank dropped at 2 and 3).
func TestMapIsTheSpecsGraph(t *testing.T) {
	g := readSpecGraph(t)
	for n := 2; n <= 5; n++ {
		l := LayoutFor(n)
		side := g[l.Side]
		if !slices.Contains(side.Players, n) {
			t.Fatalf("%d players on side %s, which the spec gives to %v", n, l.Side, side.Players)
		}
		var want []string
		for id, r := range side.Regions {
			if r.Bank == "east" && n < 4 {
				continue
			}
			want = append(want, id)
			got, ok := l.Lookup(id)
			if !ok {
				t.Errorf("%dp: %s missing", n, id)
				continue
			}
			info := l.Regions[got]
			city := ""
			if info.City >= 0 {
				city = l.Cities[info.City].ID
			}
			if info.Kind.String() != r.Kind || info.Bank.String() != r.Bank || info.Obelisk != r.Obelisk ||
				int(info.TemplePP) != r.TemplePP || int(info.Sacrifice) != r.Sacrifice || city != r.City {
				t.Errorf("%dp: %s is %+v (city %q), the spec says %+v", n, id, info, city, r)
			}
		}
		if len(want) != len(l.Regions) {
			t.Errorf("%dp: %d regions, the spec has %d in play", n, len(l.Regions), len(want))
		}
		wantEdges := map[string]string{}
		for _, e := range side.Edges {
			if ea, eb := side.Regions[e[0]], side.Regions[e[1]]; n < 4 && (ea.Bank == "east" || eb.Bank == "east") {
				continue
			}
			wantEdges[pairKey(e[0], e[1])] = e[2]
		}
		gotEdges := map[string]string{}
		for a := range l.Edges {
			for _, e := range l.Edges[a] {
				gotEdges[pairKey(l.Regions[a].ID, l.Regions[e.To].ID)] = e.Kind.String()
			}
		}
		for k, v := range wantEdges {
			if gotEdges[k] != v {
				t.Errorf("%dp: edge %s is %q, the spec says %q", n, k, gotEdges[k], v)
			}
		}
		for k, v := range gotEdges {
			if _, ok := wantEdges[k]; !ok {
				t.Errorf("%dp: edge %s (%s) is not in the spec", n, k, v)
			}
		}
		cities := side.Cities[fmt.Sprint(n)]
		var got []string
		for _, c := range l.Cities {
			got = append(got, c.ID)
		}
		if !slices.Equal(got, cities) {
			t.Errorf("%dp: cities %v, the spec says %v", n, got, cities)
		}
	}
}

func pairKey(a, b string) string {
	if a > b {
		a, b = b, a
	}
	return a + "~" + b
}

// What each player count holds, counted from spec §2.1–§2.3.
func TestLayoutCounts(t *testing.T) {
	for _, tc := range []struct {
		players, regions, edges, cities, temples int
		side                                     string
		sanctuary                                bool
	}{
		// Side B: 12 districts, 9 deserts, 5 temples; the east bank is 6
		// districts, 4 deserts, 2 temples. Edges: 6 a city and 22 others
		// (10 of them west of the Nile or in the delta).
		{2, 14, 12 + 10, 2, 3, "B", false},
		{4, 26, 24 + 22, 4, 5, "B", false},
		// Side A: 15 districts, 11 deserts, 5 temples and the Sanctuary;
		// 29 edges outside the cities, 17 of them west or in the delta.
		{3, 20, 18 + 17, 3, 3, "A", true},
		{5, 32, 30 + 29, 5, 5, "A", true},
	} {
		l := LayoutFor(tc.players)
		edges := 0
		for _, es := range l.Edges {
			edges += len(es)
		}
		if l.Side != tc.side || len(l.Regions) != tc.regions || edges != 2*tc.edges || len(l.Cities) != tc.cities ||
			len(l.Temples) != tc.temples || (l.Sanctuary != NoRegion) != tc.sanctuary {
			t.Errorf("%dp: side %s, %d regions, %d edges, %d cities, %d temples, sanctuary %v; want %+v",
				tc.players, l.Side, len(l.Regions), edges/2, len(l.Cities), len(l.Temples), l.Sanctuary != NoRegion, tc)
		}
		for _, r := range l.Regions {
			if n := tc.players; n < 4 && r.Bank == BankEast {
				t.Errorf("%dp: %s of the closed east bank is in play", n, r.ID)
			}
		}
	}
	for _, n := range []int{-1, 0, 1, 6} {
		if LayoutFor(n) != nil {
			t.Errorf("a layout for %d players", n)
		}
	}
}

// Edges go both ways, once each way, sorted, and the masks say the same.
func TestLayoutEdgesAreSymmetric(t *testing.T) {
	for n := 2; n <= 5; n++ {
		l := LayoutFor(n)
		for a := range l.Edges {
			if !sort.SliceIsSorted(l.Edges[a], func(i, j int) bool { return l.Edges[a][i].To < l.Edges[a][j].To }) {
				t.Errorf("%dp: %s's edges are not sorted", n, l.Regions[a].ID)
			}
			var mask uint64
			for i, e := range l.Edges[a] {
				if i > 0 && l.Edges[a][i-1].To == e.To {
					t.Errorf("%dp: %s lists %s twice", n, l.Regions[a].ID, l.Regions[e.To].ID)
				}
				if e.To == Region(a) {
					t.Errorf("%dp: %s borders itself", n, l.Regions[a].ID)
				}
				back, ok := l.Edge(e.To, Region(a))
				if !ok || back != e.Kind {
					t.Errorf("%dp: %s→%s is %s but the way back is %v", n, l.Regions[a].ID, l.Regions[e.To].ID, e.Kind, back)
				}
				mask |= 1 << e.To
			}
			if mask != l.Neighbours[a] {
				t.Errorf("%dp: %s's mask disagrees with its edges", n, l.Regions[a].ID)
			}
		}
	}
}

// Every city (spec §2.2): three districts pairwise by land, each walled to
// the city's front desert and bordering nothing else; its front desert as
// the spec's table gives it.
func TestCities(t *testing.T) {
	fronts := map[string]map[string]string{
		"A": {"city1": "desert1", "city5": "desert3", "city2": "desert5", "city3": "desert7", "city4": "desert10"},
		"B": {"city1": "desert12", "city2": "desert14", "city3": "desert16", "city4": "desert19"},
	}
	for n := 2; n <= 5; n++ {
		l := LayoutFor(n)
		for ci, c := range l.Cities {
			if want := fronts[l.Side][c.ID]; c.Front == NoRegion || l.Regions[c.Front].ID != want {
				t.Errorf("%dp: %s's front is %v, want %s", n, c.ID, c.Front, want)
				continue
			}
			for i, d := range c.Districts {
				if l.CityOf(d) != ci || l.Regions[d].Kind != KindDistrict {
					t.Errorf("%dp: %s is not a district of %s", n, l.Regions[d].ID, c.ID)
				}
				want := uint64(1) << c.Front
				for j, o := range c.Districts {
					if i != j {
						want |= 1 << o
						if k, _ := l.Edge(d, o); k != EdgeLand {
							t.Errorf("%dp: %s–%s is %v, want land", n, l.Regions[d].ID, l.Regions[o].ID, k)
						}
					}
				}
				if k, _ := l.Edge(d, c.Front); k != EdgeWall {
					t.Errorf("%dp: %s–%s is %v, want wall", n, l.Regions[d].ID, l.Regions[c.Front].ID, k)
				}
				if l.Neighbours[d] != want {
					t.Errorf("%dp: %s borders more than its city and its front", n, l.Regions[d].ID)
				}
			}
		}
		for r := range l.Regions {
			if l.Regions[r].Kind != KindDistrict && l.CityOf(Region(r)) != -1 {
				t.Errorf("%dp: %s has a city", n, l.Regions[r].ID)
			}
		}
		if l.CityOf(NoRegion) != -1 || l.CityOf(Region(len(l.Regions))) != -1 {
			t.Errorf("%dp: CityOf outside the board", n)
		}
	}
}

// The delta touches nothing outside it; everything else is one piece,
// reached on foot from every city.
func TestDeltaIsApartAndTheRestIsConnected(t *testing.T) {
	for n := 2; n <= 5; n++ {
		l := LayoutFor(n)
		var delta uint64
		for r, info := range l.Regions {
			if info.Bank == BankDelta {
				delta |= 1 << r
			}
		}
		for r, info := range l.Regions {
			if info.Bank == BankDelta && l.Neighbours[r]&^delta != 0 {
				t.Errorf("%dp: delta region %s borders the mainland", n, info.ID)
			}
		}
		all := uint64(1)<<len(l.Regions) - 1
		for _, c := range l.Cities {
			if got := reach(l, c.Districts[0]); got != all&^delta {
				t.Errorf("%dp: from %s the mainland is not all reached (%d of %d regions)", n, c.ID, bits.OnesCount64(got), bits.OnesCount64(all&^delta))
			}
		}
	}
}

func reach(l *Layout, from Region) uint64 {
	seen := uint64(1) << from
	for frontier := seen; frontier != 0; {
		var next uint64
		for f := frontier; f != 0; f &= f - 1 {
			next |= l.Neighbours[bits.TrailingZeros64(f)]
		}
		frontier = next &^ seen
		seen |= next
	}
	return seen
}

// steps counts borders crossed on the shortest way, walls and harbours
// included, -1 when there is none.
func steps(l *Layout, from, to Region) int {
	seen := uint64(1) << from
	for d, frontier := 0, seen; frontier != 0; d++ {
		if frontier&(1<<to) != 0 {
			return d
		}
		var next uint64
		for f := frontier; f != 0; f &= f - 1 {
			next |= l.Neighbours[bits.TrailingZeros64(f)]
		}
		frontier = next &^ seen
		seen |= next
	}
	return -1
}

func region(t *testing.T, l *Layout, id string) Region {
	t.Helper()
	r, ok := l.Lookup(id)
	if !ok {
		t.Fatalf("%dp: no region %s", l.Players, id)
	}
	return r
}

// The distances and neighbours the worked examples and §2.0's checks rely on.
func TestDistancesOfTheExamples(t *testing.T) {
	a5, b4 := LayoutFor(5), LayoutFor(4)
	// E-03: from city5 to the east-bank temple by the river takes 3 moves.
	if d := steps(a5, region(t, a5, "city5.d1"), region(t, a5, "temple3")); d != 3 {
		t.Errorf("E-03: city5.d1 to temple3 in %d steps, want 3", d)
	}
	// §2.0: every western district is 3 from temple3; every city 2 from
	// its bank's 2-PP temple, 3 from each 3-PP temple, 4 from the other
	// bank's 2-PP temple.
	for _, l := range []*Layout{a5, b4} {
		own := map[Bank]string{BankWest: "temple1", BankEast: "temple4"}
		other := map[Bank]string{BankWest: "temple4", BankEast: "temple1"}
		for _, c := range l.Cities {
			d := c.Districts[1]
			bank := l.Regions[d].Bank
			for temple, want := range map[string]int{own[bank]: 2, "temple2": 3, "temple3": 3, other[bank]: 4} {
				if got := steps(l, d, region(t, l, temple)); got != want {
					t.Errorf("side %s: %s to %s in %d steps, want %d", l.Side, c.ID, temple, got, want)
				}
			}
		}
	}
	// E-21: from temple5 (side B's delta temple) only desert20 is a step away.
	if got := names(b4, b4.Neighbours[region(t, b4, "temple5")]); !slices.Equal(got, []string{"desert20"}) {
		t.Errorf("E-21: temple5's neighbours %v", got)
	}
	// E-28 and §2.3.1: desert2's neighbours on side A.
	if got := names(a5, a5.Neighbours[region(t, a5, "desert2")]); !slices.Equal(got, []string{"desert1", "desert3", "desert6", "temple1"}) {
		t.Errorf("E-28: desert2's neighbours %v", got)
	}
	// The delta cannot be reached on foot.
	if d := steps(a5, region(t, a5, "city1.d1"), region(t, a5, "temple6")); d != -1 {
		t.Errorf("temple6 reached on foot in %d steps", d)
	}
}

func names(l *Layout, set uint64) []string {
	var out []string
	for ; set != 0; set &= set - 1 {
		out = append(out, l.Regions[bits.TrailingZeros64(set)].ID)
	}
	sort.Strings(out)
	return out
}

// Obelisks on every temple, the Sanctuary and the deserts of; temple
// PP per; sacrifices in the delta temple and the Sanctuary (§3.8).
func TestObelisksTemplesSacrifices(t *testing.T) {
	desertObelisks := map[string][]string{"A": {"desert2", "desert4", "desert8"}, "B": {"desert13", "desert17"}}
	pp := map[string]map[string]int8{
		"A": {"temple1": 2, "temple2": 3, "temple3": 3, "temple4": 2, "temple6": 5},
		"B": {"temple1": 2, "temple2": 3, "temple3": 3, "temple4": 2, "temple5": 5},
	}
	for n := 2; n <= 5; n++ {
		l := LayoutFor(n)
		var want uint64
		for r, info := range l.Regions {
			if info.Kind == KindTemple || info.Kind == KindSanctuary || slices.Contains(desertObelisks[l.Side], info.ID) {
				want |= 1 << r
			}
			if info.Obelisk != (want&(1<<r) != 0) {
				t.Errorf("%dp: %s obelisk %v", n, info.ID, info.Obelisk)
			}
			if info.Kind == KindTemple && info.TemplePP != pp[l.Side][info.ID] {
				t.Errorf("%dp: %s gives %d PP, want %d", n, info.ID, info.TemplePP, pp[l.Side][info.ID])
			}
			if info.Kind != KindTemple && info.TemplePP != 0 {
				t.Errorf("%dp: %s is no temple but gives PP", n, info.ID)
			}
			wantSacrifice := int8(0)
			switch {
			case Region(r) == l.DeltaTemple:
				wantSacrifice = 1
			case Region(r) == l.Sanctuary:
				wantSacrifice = 2
			}
			if info.Sacrifice != wantSacrifice {
				t.Errorf("%dp: %s sacrifices %d, want %d", n, info.ID, info.Sacrifice, wantSacrifice)
			}
		}
		if l.Obelisks != want {
			t.Errorf("%dp: obelisks %v, want %v", n, names(l, l.Obelisks), names(l, want))
		}
		if l.DeltaTemple == NoRegion || l.Regions[l.DeltaTemple].Bank != BankDelta || l.Regions[l.DeltaTemple].TemplePP != 5 {
			t.Errorf("%dp: the delta temple is %v", n, l.DeltaTemple)
		}
	}
}
