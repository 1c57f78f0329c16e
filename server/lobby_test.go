package server

import (
	"bytes"
	"fmt"
	"html"
	"html/template"
	"io"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"karnak/engine"
)

var (
	selectRe = regexp.MustCompile(`(?s)<select name="([^"]+)"[^>]*>(.*?)</select>`)
	optionRe = regexp.MustCompile(`<option(?: value="([^"]*)")?( selected)?>([^<]*)</option>`)
)

// formSelect is one select of a rendered form: its values in order and
// the one selected.
type formSelect struct {
	values   []string
	selected string
	labels   []string
}

func formSelects(t *testing.T, page string) map[string]formSelect {
	t.Helper()
	out := map[string]formSelect{}
	for _, m := range selectRe.FindAllStringSubmatch(page, -1) {
		var fs formSelect
		for _, o := range optionRe.FindAllStringSubmatch(m[2], -1) {
			v := html.UnescapeString(o[1]) // a value's "+" comes as &#43;
			if v == "" {
				v = html.UnescapeString(o[3])
			}
			fs.values = append(fs.values, v)
			fs.labels = append(fs.labels, o[3])
			if o[2] != "" {
				fs.selected = v
			}
		}
		if _, dup := out[m[1]]; dup {
			t.Errorf("two fields are named %q", m[1])
		}
		out[m[1]] = fs
	}
	return out
}

// checkForm finds every game of descs in a rendered lobby: its players
// and each of its options with every value, the default selected, and
// as many seat choices as the most players a game takes.
func checkForm(t *testing.T, page string, descs []engine.Descriptor) {
	t.Helper()
	sel := formSelects(t, page)
	most := 0
	for _, d := range descs {
		if !slices.Contains(sel["game"].values, d.Name) || !strings.Contains(page, ">"+d.Title+"</option>") {
			t.Errorf("the game select %v lacks %s (%s)", sel["game"].values, d.Name, d.Title)
		}
		if !strings.Contains(page, `id="options-`+d.Name+`"`) {
			t.Errorf("no fieldset for %s", d.Name)
		}
		players := sel[d.Name+".players"]
		var want []string
		for n := d.Players.Min; n <= d.Players.Max; n++ {
			want = append(want, strconv.Itoa(n))
		}
		if !slices.Equal(players.values, want) || players.selected != strconv.Itoa(d.Players.Default) {
			t.Errorf("%s.players offers %v with %q selected, want %v with %d", d.Name, players.values, players.selected, want, d.Players.Default)
		}
		if d.Automa != "" && d.Players.Min == 1 && players.labels[0] != "1 (solo against "+d.Automa+")" {
			t.Errorf("%s: the solo choice reads %q", d.Name, players.labels[0])
		}
		for _, o := range d.Options {
			got, ok := sel[d.Name+"."+o.Key]
			if !ok {
				t.Errorf("%s: no field for option %s", d.Name, o.Key)
				continue
			}
			if !slices.Equal(got.values, o.Values) || got.selected != o.Default {
				t.Errorf("%s.%s offers %v with %q selected, want %v with %q", d.Name, o.Key, got.values, got.selected, o.Values, o.Default)
			}
			if help := strings.ToUpper(o.Help[:1]) + o.Help[1:]; !strings.Contains(page, template.HTMLEscapeString(help)) {
				t.Errorf("%s.%s: its help %q is not its label", d.Name, o.Key, help)
			}
			if len(o.Players) > 0 {
				var ns []string
				for _, n := range o.Players {
					ns = append(ns, strconv.Itoa(n))
				}
				if !strings.Contains(page, `data-players="`+strings.Join(ns, " ")+`">`) {
					t.Errorf("%s.%s is not marked for %v players", d.Name, o.Key, o.Players)
				}
			}
		}
		most = max(most, d.Players.Max)
	}
	for i := range 6 {
		_, ok := sel[fmt.Sprintf("seat%d", i)]
		if ok != (i < min(most, maxFormSeats)) {
			t.Errorf("seat%d shown: %v (games take up to %d)", i, ok, most)
		}
	}
}

// The lobby's form comes from the games' descriptors: every registered
// game with its player counts and every option with its values. Posted,
// the server reads the chosen game's fields: options that do not apply at
// the chosen count are ignored, bad values refused with the allowed ones.
func TestLobbyFormFromDescriptors(t *testing.T) {
	h := start(t, t.TempDir())
	code, page := get(t, h.http.URL+"/")
	if code != 200 {
		t.Fatalf("lobby: %d", code)
	}
	checkForm(t, page, engine.Descriptors())

	c := h.client()
	post := func(form url.Values) (int, string) {
		t.Helper()
		resp, err := c.PostForm(h.http.URL+"/tables", form)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	created := func(page string) Snapshot {
		t.Helper()
		m := regexp.MustCompile(`id="go-table" href="/t/([^"]+)"`).FindStringSubmatch(page)
		if m == nil {
			t.Fatalf("no table link on the created page:\n%s", page)
		}
		return h.state(m[1], "")
	}
	// What a browser without the script sends: every field of the form.
	all := func(players string) url.Values {
		f := url.Values{"game": {"tekhenu"}, "tekhenu.players": {players}, "tekhenu.horus": {"printed"},
			"tekhenu.automa": {"hard"}, "tekhenu.automa_decree_vp": {"8"}, "tekhenu.solo_start": {"choose"}, "seed": {"9"}}
		for i := range 5 {
			f.Set(fmt.Sprintf("seat%d", i), []string{"human", "random", "random", "random", "random"}[i])
		}
		return f
	}

	code, body := post(all("1"))
	if code != 201 {
		t.Fatalf("solo table from the form: %d\n%s", code, body)
	}
	solo := created(body)
	if len(solo.Seats) != 1 || solo.Options["players"] != "1" || solo.Options["automa"] != "hard" ||
		solo.Options["automa_decree_vp"] != "8" || solo.Options["horus"] != "printed" {
		t.Fatalf("solo table: seats %+v, options %v", solo.Seats, solo.Options)
	}

	code, body = post(all("3"))
	if code != 201 {
		t.Fatalf("3 players with the solo settings sent too: %d\n%s", code, body)
	}
	three := created(body)
	if len(three.Seats) != 3 || three.Options["players"] != "3" || three.Options["horus"] != "printed" {
		t.Fatalf("3-player table: seats %+v, options %v", three.Seats, three.Options)
	}
	for _, k := range []string{"automa", "automa_decree_vp", "solo_start"} {
		if v, ok := three.Options[k]; ok {
			t.Errorf("3-player table kept the solo option %s=%s", k, v)
		}
	}
	if kinds := []string{three.Seats[0].Kind, three.Seats[1].Kind, three.Seats[2].Kind}; !slices.Equal(kinds, []string{"human", "random", "random"}) {
		t.Errorf("seats %v", kinds)
	}

	bad := all("2")
	bad.Set("tekhenu.horus", "sideways")
	bad.Set("seed", "")
	code, body = post(bad)
	if code != 400 || !strings.Contains(body, "allowed values are random, printed") || !strings.Contains(body, `class="error"`) {
		t.Fatalf("a bad option value: %d, want 400 naming the allowed values\n%s", code, body)
	}
	// The lobby shown again keeps the choices that were valid.
	if sel := formSelects(t, body); sel["tekhenu.players"].selected != "2" || sel["tekhenu.automa"].selected != "hard" {
		t.Errorf("after the refusal the form shows players %q, automa %q", sel["tekhenu.players"].selected, sel["tekhenu.automa"].selected)
	}
	for _, f := range []url.Values{
		{"game": {"nosuch"}},
		{"game": {"tekhenu"}, "tekhenu.players": {"5"}},
		{"game": {"tekhenu"}, "tekhenu.players": {"two"}},
	} {
		if code, body := post(f); code != 400 || !strings.Contains(body, `class="error"`) {
			t.Errorf("form %v: %d", f, code)
		}
	}

	// The lobby lists the tables by the game's title.
	_, page = get(t, h.http.URL+"/")
	tk, _ := engine.Lookup("tekhenu")
	d := tk.Descriptor()
	for _, want := range []string{d.Title + " · solo against " + d.Automa, d.Title + " · 3 players"} {
		if !strings.Contains(page, template.HTMLEscapeString(want)) {
			t.Errorf("the lobby does not list %q", want)
		}
	}
}

// A second game needs nothing but its descriptor to appear in the form,
// with fields of its own and as many seats as the largest game takes.
func TestLobbyFormForMoreGames(t *testing.T) {
	h := start(t, t.TempDir())
	descs := append(engine.Descriptors(),
		engine.Descriptor{Name: "senet", Title: "Senet", Players: engine.PlayerRange{Min: 3, Max: 5, Default: 4},
			Options: []engine.Option{{Key: "horus", Values: []string{"a", "b"}, Default: "b", Help: "a made-up option with the name of another game's"}}},
		engine.Descriptor{Name: "mehen", Title: "Mehen", Players: engine.PlayerRange{Min: 2, Max: 5, Default: 3},
			Options: []engine.Option{{Key: "season", Values: []string{"1", "2", "3"}, Default: "1", Help: "for 4 or 5 only", Players: []int{4, 5}}}})
	kinds := append([]string{"human"}, botKindNames()...)
	data := lobbyData{page: page{Title: "Lobby"}, Kinds: kinds}
	data.Games, data.SeatChoices = newTableForm(descs, url.Values{"game": {"mehen"}}, kinds)
	var b bytes.Buffer
	if err := h.srv.pages.Render(&b, "lobby", data); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	checkForm(t, out, descs)
	if sel := formSelects(t, out); sel["game"].selected != "mehen" {
		t.Errorf("the game chosen before is not selected: %q", sel["game"].selected)
	}
	if !strings.Contains(out, `data-players="4 5"`) || !strings.Contains(out, "(for 4 or 5 players)") {
		t.Error("an option for some player counts does not say which")
	}
}
