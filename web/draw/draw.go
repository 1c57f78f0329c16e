// Package draw builds the SVG and HTML of game boards with escaping by
// default. Every text and attribute value is escaped as it is written, so a
// player's name, a card's title or a move's text can never become markup;
// markup goes in unescaped only as a Raw, and only a Builder makes a Raw,
// from its own output.
//
//	b := draw.SVG(1200, 800, draw.A("role", "img"))
//	b.Group(func(b *draw.Builder) {
//		b.Rect(10, 10, 24, 24, draw.Fill("#fff"), draw.If(hot, draw.Class("hl")))
//		b.Text(22, 27, name, draw.A("text-anchor", "middle"))
//		b.Title(name + "'s die")
//	}, draw.Class("piece"), draw.Data("target", id))
//	return b.HTML()
//
// Numbers are written to a hundredth of a unit without trailing zeros
// ("12", "12.5", "0.33"). Attribute and element names come from the code,
// never from data: a name that is not one panics.
package draw

import (
	"fmt"
	"html/template"
	"math"
	"strconv"
	"unicode/utf8"
)

// Builder writes one SVG drawing or HTML fragment. Elements with content
// are written by functions that take the content as a function (Group,
// Elem), so every element is closed, nested ones first.
type Builder struct {
	buf  []byte
	svg  bool   // XML rules: empty elements close themselves
	root string // the closing tag HTML adds, for a drawing begun by SVG
}

// SVG begins a drawing of w × h user units that scales to its box (a
// viewBox), with the given attributes on the svg element.
func SVG(w, h float64, attrs ...Attr) *Builder {
	b := &Builder{buf: make([]byte, 0, 4096), svg: true, root: "</svg>"}
	b.open("svg", attrs, A("xmlns", "http://www.w3.org/2000/svg"), A("viewBox", "0 0 "+Num(w)+" "+Num(h)))
	b.buf = append(b.buf, '>')
	return b
}

// HTMLFragment begins a fragment of HTML (a player's mat, a card list).
func HTMLFragment() *Builder { return &Builder{} }

// HTML is the finished drawing or fragment, for a template.
func (b *Builder) HTML() template.HTML { return template.HTML(string(b.buf) + b.root) }

// Raw is markup that Insert writes as it is. Only Builder.Raw makes one,
// so a Raw is always the escaped output of a Builder, never a string from
// elsewhere; its zero value is no markup.
type Raw struct{ markup string }

// Raw is the finished drawing or fragment, to insert into another
// Builder (a mat drawn once and shown in two places).
func (b *Builder) Raw() Raw { return Raw{string(b.buf) + b.root} }

// Insert writes r unescaped.
func (b *Builder) Insert(r Raw) { b.buf = append(b.buf, r.markup...) }

// Attr is one attribute. The zero Attr is none: If gives it for an
// attribute that does not apply.
type Attr struct {
	name, value string
	num         float64
	isNum       bool
	data        bool // name is the key of a data- attribute
}

// A is the attribute name="value".
func A(name, value string) Attr { return Attr{name: name, value: value} }

// N is a numeric attribute, written compactly.
func N(name string, v float64) Attr { return Attr{name: name, num: v, isNum: true} }

// Class is the class attribute. Several Class attributes on one element
// are joined into one.
func Class(names string) Attr { return A("class", names) }

// ID is the id attribute.
func ID(id string) Attr { return A("id", id) }

// Fill is the fill colour (or "none").
func Fill(colour string) Attr { return A("fill", colour) }

// Stroke is the stroke colour.
func Stroke(colour string) Attr { return A("stroke", colour) }

// Data is the attribute data-key, which the page's script reads (the
// target a click plays).
func Data(key, value string) Attr { return Attr{name: key, value: value, data: true} }

// If is a when cond holds, and no attribute otherwise.
func If(cond bool, a Attr) Attr {
	if cond {
		return a
	}
	return Attr{}
}

// Rect draws a rectangle.
func (b *Builder) Rect(x, y, w, h float64, attrs ...Attr) {
	b.open("rect", attrs, N("x", x), N("y", y), N("width", w), N("height", h))
	b.closeEmpty("rect")
}

// Circle draws a circle.
func (b *Builder) Circle(cx, cy, r float64, attrs ...Attr) {
	b.open("circle", attrs, N("cx", cx), N("cy", cy), N("r", r))
	b.closeEmpty("circle")
}

// Line draws a line.
func (b *Builder) Line(x1, y1, x2, y2 float64, attrs ...Attr) {
	b.open("line", attrs, N("x1", x1), N("y1", y1), N("x2", x2), N("y2", y2))
	b.closeEmpty("line")
}

// Path draws a path; Num writes the numbers of its d compactly.
func (b *Builder) Path(d string, attrs ...Attr) {
	b.open("path", attrs, A("d", d))
	b.closeEmpty("path")
}

// Text writes text at x, y (an SVG text element), escaped.
func (b *Builder) Text(x, y float64, text string, attrs ...Attr) {
	b.open("text", attrs, N("x", x), N("y", y))
	b.buf = append(b.buf, '>')
	b.buf = appendEscaped(b.buf, text, false)
	b.buf = append(b.buf, "</text>"...)
}

// Title is the tooltip of the element it is in, escaped.
func (b *Builder) Title(text string) {
	b.buf = append(b.buf, "<title>"...)
	b.buf = appendEscaped(b.buf, text, false)
	b.buf = append(b.buf, "</title>"...)
}

// Plain writes text, escaped (the content of an HTML element).
func (b *Builder) Plain(text string) { b.buf = appendEscaped(b.buf, text, false) }

// Group draws body inside a g element with the given attributes.
func (b *Builder) Group(body func(*Builder), attrs ...Attr) { b.Elem("g", body, attrs...) }

// Elem writes the element tag with the given attributes around what body
// writes; a nil body makes an empty element (in HTML, a void element such
// as br has no content and no closing tag).
func (b *Builder) Elem(tag string, body func(*Builder), attrs ...Attr) {
	b.open(tag, attrs)
	switch {
	case !b.svg && voids[tag]:
		if body != nil {
			panic("draw: " + tag + " has no content")
		}
		b.buf = append(b.buf, '>')
		return
	case body == nil:
		b.closeEmpty(tag)
		return
	}
	b.buf = append(b.buf, '>')
	body(b)
	b.buf = append(b.buf, "</"...)
	b.buf = append(b.buf, tag...)
	b.buf = append(b.buf, '>')
}

var voids = map[string]bool{"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true,
	"img": true, "input": true, "link": true, "meta": true, "source": true, "track": true, "wbr": true}

// open writes "<tag" and the attributes, fixed ones (the geometry)
// first, without the closing ">".
func (b *Builder) open(tag string, attrs []Attr, fixed ...Attr) {
	if !isName(tag) {
		panic(fmt.Sprintf("draw: %q is not an element name", tag))
	}
	buf := append(append(b.buf, '<'), tag...)
	for _, a := range fixed {
		buf = a.append(buf, tag, nil, nil)
	}
	for i, a := range attrs {
		buf = a.append(buf, tag, fixed, attrs[:i])
	}
	classed := false
	for _, a := range attrs {
		if a.isClass() {
			if classed {
				buf = append(buf, ' ')
			} else {
				buf = append(buf, ` class="`...)
			}
			buf = appendEscaped(buf, a.value, true)
			classed = true
		}
	}
	if classed {
		buf = append(buf, '"')
	}
	b.buf = buf
}

func (a Attr) isClass() bool { return a.name == "class" && !a.data && !a.isNum }

// append writes the attribute, unless it is none or a class (open
// writes the classes together); one given before, in fixed or earlier,
// panics.
func (a Attr) append(buf []byte, tag string, fixed, earlier []Attr) []byte {
	if a.name == "" || a.isClass() {
		return buf
	}
	if !isName(a.name) {
		panic(fmt.Sprintf("draw: %q is not an attribute name", a.name))
	}
	for _, list := range [][]Attr{fixed, earlier} {
		for _, e := range list {
			if e.name == a.name && e.data == a.data {
				panic(fmt.Sprintf("draw: <%s> is given %s twice", tag, a.name))
			}
		}
	}
	buf = append(buf, ' ')
	if a.data {
		buf = append(buf, "data-"...)
	}
	buf = append(append(buf, a.name...), `="`...)
	if a.isNum {
		buf = appendNum(buf, a.num)
	} else {
		buf = appendEscaped(buf, a.value, true)
	}
	return append(buf, '"')
}

func (b *Builder) closeEmpty(tag string) {
	if b.svg {
		b.buf = append(b.buf, "/>"...)
		return
	}
	b.buf = append(b.buf, "></"...)
	b.buf = append(b.buf, tag...)
	b.buf = append(b.buf, '>')
}

// isName reports whether s is an element or attribute name of ours:
// a letter, then letters, digits and - _ : .
func isName(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if !letter && (i == 0 || !(c >= '0' && c <= '9' || c == '-' || c == '_' || c == ':' || c == '.')) {
			return false
		}
	}
	return s != ""
}

// Num writes a number to a hundredth, without trailing zeros ("12",
// "12.5", "-0.33"): for the numbers of a Path's d.
func Num(v float64) string { return string(appendNum(nil, v)) }

func appendNum(b []byte, v float64) []byte {
	c := math.Round(v * 100) // in hundredths, so integers do the writing
	switch {
	case c == 0 || math.IsNaN(c) || math.IsInf(c, 0):
		return append(b, '0') // no "-0", and nothing a browser would refuse
	case math.Abs(c) >= 1<<62:
		return strconv.AppendFloat(b, c/100, 'f', -1, 64)
	}
	n := int64(c)
	if n < 0 {
		b = append(b, '-')
		n = -n
	}
	b = strconv.AppendInt(b, n/100, 10)
	switch f := n % 100; {
	case f == 0:
	case f%10 == 0:
		b = append(b, '.', byte('0'+f/10))
	default:
		b = append(b, '.', byte('0'+f/10), byte('0'+f%10))
	}
	return b
}

// appendEscaped writes s as text or as an attribute value: the characters
// that are markup become references, and those XML cannot hold at all
// (control characters, invalid UTF-8) become U+FFFD, so the output always
// parses. Carriage returns, and in attributes tabs and line breaks, are
// written as references, which parsers keep as they are.
func appendEscaped(b []byte, s string, attr bool) []byte {
	if plain(s) {
		return append(b, s...)
	}
	for _, r := range s { // a byte of invalid UTF-8 comes as U+FFFD
		switch {
		case r == '&':
			b = append(b, "&amp;"...)
		case r == '<':
			b = append(b, "&lt;"...)
		case r == '>':
			b = append(b, "&gt;"...)
		case r == '"':
			b = append(b, "&#34;"...)
		case r == '\'':
			b = append(b, "&#39;"...)
		case r == '\r' || attr && (r == '\n' || r == '\t'):
			b = append(strconv.AppendInt(append(b, "&#"...), int64(r), 10), ';')
		case r == '\n' || r == '\t':
			b = append(b, byte(r))
		case r < 0x20 || r == 0xFFFE || r == 0xFFFF:
			b = utf8.AppendRune(b, utf8.RuneError)
		default:
			b = utf8.AppendRune(b, r)
		}
	}
	return b
}

// plain reports whether s is printable ASCII without markup, as most
// names, colours and ids are: written as it is.
func plain(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '&' || c == '<' || c == '>' || c == '"' || c == '\'' {
			return false
		}
	}
	return true
}
