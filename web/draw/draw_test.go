package draw

import (
	"encoding/xml"
	"errors"
	"io"
	"math"
	"strings"
	"testing"
	"unicode/utf8"
)

const evil = `Bob "the" <script>alert('x')</script> & co`

// node is a parsed element, to check what a drawing holds.
type node struct {
	Name  string
	Attrs map[string]string
	Text  string
	Kids  []*node
}

// parse reads markup as XML, failing the test if it is not.
func parse(t *testing.T, markup string) *node {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(markup))
	root := &node{}
	stack := []*node{root}
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("not XML: %v\n%s", err, markup)
		}
		top := stack[len(stack)-1]
		switch tok := tok.(type) {
		case xml.StartElement:
			n := &node{Name: tok.Name.Local, Attrs: map[string]string{}}
			for _, a := range tok.Attr {
				n.Attrs[a.Name.Local] = a.Value
			}
			top.Kids = append(top.Kids, n)
			stack = append(stack, n)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			top.Text += string(tok)
		}
	}
	if len(stack) != 1 || len(root.Kids) != 1 {
		t.Fatalf("not one element: %s", markup)
	}
	return root.Kids[0]
}

func TestEscapesTextAndAttributes(t *testing.T) {
	b := SVG(100, 50)
	b.Text(1, 2, evil, Class(evil), Data("name", evil))
	b.Title(evil)
	out := string(b.HTML())
	if strings.Contains(out, "<script") || strings.Contains(out, `"the"`) || strings.Contains(out, "'x'") {
		t.Fatalf("not escaped: %s", out)
	}
	svg := parse(t, out)
	text, title := svg.Kids[0], svg.Kids[1]
	if text.Text != evil || text.Attrs["class"] != evil || text.Attrs["data-name"] != evil || title.Text != evil {
		t.Errorf("read back %+v %+v", text, title)
	}
	h := HTMLFragment()
	h.Elem("span", func(b *Builder) { b.Plain(evil) }, A("title", evil))
	if got := string(h.HTML()); got != `<span title="Bob &#34;the&#34; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co">Bob &#34;the&#34; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co</span>` {
		t.Errorf("HTML %s", got)
	}
}

func TestNestedGroupsClose(t *testing.T) {
	b := SVG(10, 10, A("role", "img"))
	b.Group(func(b *Builder) {
		b.Group(func(b *Builder) {
			b.Rect(0, 0, 1, 1)
			b.Group(func(b *Builder) {}, ID("c"))
		}, ID("b"))
		b.Circle(5, 5, 2)
	}, ID("a"), Class("piece"), Class("hot"))
	b.Line(0, 0, 10, 10)
	out := string(b.HTML())
	want := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" role="img">` +
		`<g id="a" class="piece hot"><g id="b"><rect x="0" y="0" width="1" height="1"/><g id="c"></g></g>` +
		`<circle cx="5" cy="5" r="2"/></g><line x1="0" y1="0" x2="10" y2="10"/></svg>`
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
	svg := parse(t, out)
	a := svg.Kids[0]
	if a.Attrs["id"] != "a" || len(a.Kids) != 2 || a.Kids[0].Attrs["id"] != "b" || a.Kids[0].Kids[1].Attrs["id"] != "c" || a.Kids[1].Name != "circle" {
		t.Errorf("structure %+v", a)
	}
}

func TestNumbers(t *testing.T) {
	for v, want := range map[float64]string{2: "2", 1.5: "1.5", 1.0 / 3: "0.33", -2.0 / 3: "-0.67", -0.001: "0", 1e6: "1000000", 0.1 + 0.2: "0.3", -12.05: "-12.05", 7.1: "7.1",
		1e20: "100000000000000000000", math.Inf(-1): "0", math.NaN(): "0"} {
		if got := Num(v); got != want {
			t.Errorf("Num(%v) = %q, want %q", v, got, want)
		}
	}
	b := SVG(1200.004, 800)
	b.Rect(1.25, 2.5, 3, 4.125, N("rx", 1.999))
	if got := string(b.HTML()); !strings.Contains(got, `viewBox="0 0 1200 800"`) || !strings.Contains(got, `<rect x="1.25" y="2.5" width="3" height="4.13" rx="2"/>`) {
		t.Errorf("%s", got)
	}
}

func TestAttributes(t *testing.T) {
	b := SVG(1, 1)
	b.Rect(0, 0, 1, 1, If(false, Class("hot")), Fill("#fff"), If(true, Stroke("none")), Attr{})
	b.Path("M0 0 L"+Num(1.0/3)+" 1 Z", Fill("none"))
	if got := string(b.HTML()); !strings.Contains(got, `<rect x="0" y="0" width="1" height="1" fill="#fff" stroke="none"/><path d="M0 0 L0.33 1 Z" fill="none"/>`) {
		t.Errorf("%s", got)
	}
	for name, f := range map[string]func(){
		"a name with a space":    func() { SVG(1, 1).Rect(0, 0, 1, 1, A("on click", "x")) },
		"a name from data":       func() { SVG(1, 1).Rect(0, 0, 1, 1, Data(`x"y`, "z")) },
		"an element name":        func() { SVG(1, 1).Elem("scr ipt", nil) },
		"an attribute twice":     func() { SVG(1, 1).Rect(0, 0, 1, 1, Fill("red"), Fill("blue")) },
		"the geometry twice":     func() { SVG(1, 1).Rect(0, 0, 1, 1, N("x", 2)) },
		"content in a void":      func() { HTMLFragment().Elem("br", func(*Builder) {}) },
		"an empty element name":  func() { HTMLFragment().Elem("", nil) },
		"a name starting with 1": func() { HTMLFragment().Elem("1a", nil) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s did not panic", name)
				}
			}()
			f()
		}()
	}
}

// Markup goes in unescaped only as a Builder's own output.
func TestInsert(t *testing.T) {
	mat := HTMLFragment()
	mat.Elem("b", func(b *Builder) { b.Plain("<3") }, nil...)
	page := HTMLFragment()
	page.Elem("div", func(b *Builder) {
		b.Insert(mat.Raw())
		b.Insert(Raw{})
		b.Elem("br", nil)
		b.Elem("i", nil)
	}, Class("mat"))
	if got := string(page.HTML()); got != `<div class="mat"><b>&lt;3</b><br><i></i></div>` {
		t.Errorf("%s", got)
	}
	svg := SVG(1, 1)
	if got := string(svg.Raw().markup); !strings.HasSuffix(got, "</svg>") {
		t.Errorf("Raw of a drawing is not closed: %s", got)
	}
}

// Whatever a text or an attribute holds, the drawing is XML and reads back
// the text, with what XML cannot hold replaced by U+FFFD.
func FuzzEscape(f *testing.F) {
	for _, s := range []string{evil, "", "a\r\nb\tc", "\x00\x1f\ufffe", "\xff\xfe", "]]>", "&amp;", "\U0001F600"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b := SVG(1, 1)
		b.Group(func(b *Builder) {
			b.Text(0, 0, s, Data("v", s))
			b.Title(s)
		}, Class(s))
		svg := parse(t, string(b.HTML()))
		want := clean(s)
		g := svg.Kids[0]
		if g.Attrs["class"] != want || g.Kids[0].Text != want || g.Kids[0].Attrs["data-v"] != want || g.Kids[1].Text != want {
			t.Fatalf("%q read back as %+v %+v %+v", s, g, g.Kids[0], g.Kids[1])
		}
	})
}

func clean(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r < 0x20 && r != '\t' && r != '\n' && r != '\r' || r >= 0xD800 && r < 0xE000 || r == 0xFFFE || r == 0xFFFF {
			r = utf8.RuneError
		}
		b.WriteRune(r)
	}
	return b.String()
}

func BenchmarkDraw(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		d := SVG(1200, 800)
		for i := range 100 {
			x := float64(i)
			d.Group(func(d *Builder) {
				d.Rect(x, x/2, 24, 24, Fill("#fbfbf8"), Stroke("#222"))
				d.Text(x+12, x/2+17, "4", A("text-anchor", "middle"))
				d.Title("white die 4 at ra (pure)")
			}, Class("hot"), Data("target", "die-ra-white-4"))
		}
		_ = d.HTML()
	}
}
