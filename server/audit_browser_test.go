package server

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
)

// pageAudit is run in the page: what a newcomer would trip over, as
// sentences (none: the page passes). It checks
//   - no sideways scrolling;
//   - every visible text node at least 12 CSS px as rendered (an SVG
//     text's size scaled by its transform to the screen);
//   - every visible text node at least 4.5:1 against what is painted
//     behind it (WCAG 2.2 AA): its colour (an SVG text's fill) over the
//     shapes and backgrounds under it, composited down to an opaque one;
//   - on a phone (narrower than 500 px), every control at least 32×32 px
//     (links inside running text excepted);
//   - every card code shown (L12, B08, P11…) inside an element whose
//     title (attribute or SVG <title>) tells that card's text;
//   - at a table, the prompt.
const pageAudit = `(() => {
  const problems = [];
  const counts = {};
  // Problems on the board and around it are counted apart, so that many
  // of one kind never hide the other.
  const say = (p, el) => {
    const part = el && el.closest && el.closest(".board") ? "board" : "page";
    counts[part] = (counts[part] || 0) + 1;
    if (counts[part] <= 30) problems.push(part + ": " + p);
  };
  const de = document.documentElement;
  if (de.scrollWidth > window.innerWidth + 1) say("the page scrolls sideways: " + de.scrollWidth + " px wide in " + window.innerWidth);
  const describe = (el) => {
    let d = el.tagName.toLowerCase();
    if (el.id) d += "#" + el.id;
    if (el.getAttribute("class")) d += "." + el.getAttribute("class").trim().split(/\s+/).join(".");
    for (const a of ["data-target", "data-place", "data-move"]) if (el.getAttribute(a)) d += "[" + a + "=" + el.getAttribute(a) + "]";
    return d;
  };
  const parse = (c) => {
    const m = /rgba?\(([^)]*)\)/.exec(c || "");
    if (!m) return null;
    const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  };
  const opacity = (el) => { let o = 1; for (let e = el; e && e.nodeType === 1; e = e.parentElement) o *= parseFloat(getComputedStyle(e).opacity); return o; };
  const shapes = new Set(["rect", "circle", "ellipse", "path", "polygon", "polyline"]); // tag names of drawn shapes
  const paint = (el) => {
    const cs = getComputedStyle(el);
    let c;
    if (el instanceof SVGElement && el.tagName !== "svg") {
      if (!shapes.has(el.tagName) || cs.fill === "none") return null;
      c = parse(cs.fill);
      if (!c) return null;
      c[3] *= parseFloat(cs.fillOpacity);
    } else {
      c = parse(cs.backgroundColor);
      if (!c) return null;
    }
    c[3] *= opacity(el);
    return c[3] > 0.001 ? c : null;
  };
  const over = (top, under) => { const a = top[3]; return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat([1]); };
  const lum = (c) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }; return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
  const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  // The layers under a text, topmost first, down to the first opaque one:
  // for an SVG text, the filled shapes of its SVG drawn before it that
  // hold its middle (by geometry, so that a text scrolled out of view
  // counts too), then the SVG's own background; then, as for an HTML text,
  // the backgrounds of the ancestors.
  const drawn = "rect, circle, ellipse, path, polygon, polyline";
  const background = (el, rect) => {
    const layers = [];
    let from = el;
    if (el instanceof SVGElement && el.ownerSVGElement) {
      const svg = el.ownerSVGElement;
      const at = new DOMPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      const shapes = Array.from(svg.querySelectorAll(drawn));
      for (let i = shapes.length - 1; i >= 0; i--) {
        const sh = shapes[i];
        if (!(sh.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) || sh.closest("defs, clipPath, mask, marker, pattern, symbol")) continue;
        const m = sh.getScreenCTM();
        if (!m || !sh.isPointInFill(at.matrixTransform(m.inverse()))) continue;
        const c = paint(sh);
        if (c) { layers.push(c); if (c[3] >= 1) break; }
      }
      from = svg;
    }
    if (!layers.length || layers[layers.length - 1][3] < 1) {
      for (let e = from; e; e = e.parentElement) {
        const c = paint(e);
        if (c) { layers.push(c); if (c[3] >= 1) break; }
      }
    }
    let bg = [255, 255, 255, 1];
    for (let i = layers.length - 1; i >= 0; i--) bg = over(layers[i], bg);
    return bg;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n; (n = walker.nextNode()); ) {
    const text = n.data.trim();
    if (!text) continue;
    const el = n.parentElement;
    if (!el || el.closest("script, style, title, option, template, noscript, .sr-only, [hidden], defs, clipPath, mask")) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    const rect = range.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) continue;
    const cs = getComputedStyle(el);
    if (cs.visibility !== "visible" || cs.display === "none") continue;
    let size = parseFloat(cs.fontSize);
    if (el instanceof SVGElement) {
      const m = el.getScreenCTM();
      if (m) size *= Math.hypot(m.a, m.b);
    }
    if (size < 11.95) say("text of " + size.toFixed(1) + " px: \"" + text.slice(0, 40) + "\" in " + describe(el), el);
    const fg = parse(el instanceof SVGElement ? cs.fill : cs.color);
    if (!fg) continue;
    fg[3] *= (el instanceof SVGElement ? parseFloat(cs.fillOpacity) : 1) * opacity(el);
    const bg = background(el, rect);
    const r = ratio(over(fg, bg), bg);
    if (r < 4.5) say("contrast " + r.toFixed(2) + ":1: \"" + text.slice(0, 40) + "\" (" + cs.color + (el instanceof SVGElement ? " fill " + cs.fill : "") + " on rgb(" + bg.slice(0, 3).map(Math.round).join(", ") + ")) in " + describe(el), el);
  }
  if (window.innerWidth < 500) {
    for (const el of document.querySelectorAll("button, select, input:not([type=hidden]), summary, [role=button], .hot, a[href]")) {
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1 || el.closest("[hidden], .sr-only")) continue;
      if (el.tagName === "A" && el.closest("p, dd, td")) continue;

      if (r.width < 31.5 || r.height < 31.5) say("a target of " + Math.round(r.width) + "×" + Math.round(r.height) + " px: " + describe(el), el);
    }
  }
  const code = /^[A-Z][0-9]{2}$/;
  const codes = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n; (n = codes.nextNode()); ) {
    const c = n.data.trim();
    if (!code.test(c) || !n.parentElement || !n.parentElement.closest("#game") || n.parentElement.closest("title, script, [hidden], .sr-only, #log")) continue;
    let told = "";
    for (let e = n.parentElement; e && !told; e = e.parentElement) {
      told = e.getAttribute("title") || "";
      const t = e.querySelector(":scope > title");
      if (!told && t) told = t.textContent;
    }
    if (!told.includes(c) || !told.includes(" — ")) say("card " + c + " without its text (" + JSON.stringify(told.slice(0, 40)) + ") in " + describe(n.parentElement), n.parentElement);
  }
  if (document.getElementById("table") && !document.getElementById("result") && !(document.getElementById("prompt") || {}).textContent) say("no prompt");
  return problems;
})()`

// audit runs pageAudit and fails the test with what it found, naming
// where (the page and the moment).
func audit(t *testing.T, ctx context.Context, where string) {
	t.Helper()
	var problems []string
	run(t, ctx, chromedp.Evaluate(pageAudit, &problems))
	for _, p := range problems {
		t.Errorf("%s: %s", where, p)
	}
}
