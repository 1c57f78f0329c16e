package webtest

import (
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// failures is a testing.TB that records Fatalf instead of failing.
type failures struct {
	testing.TB
	mu  sync.Mutex
	got []string
}

func (f *failures) Helper() {}

func (f *failures) Fatalf(format string, args ...any) {
	f.mu.Lock()
	f.got = append(f.got, fmt.Sprintf(format, args...))
	f.mu.Unlock()
	runtime.Goexit()
}

func (f *failures) Fatal(args ...any) { f.Fatalf("%s", fmt.Sprint(args...)) }

// failed runs check against a recorder and says what it failed with, ""
// when it passed.
func failed(t *testing.T, check func(tb testing.TB)) string {
	f := &failures{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		check(f)
	}()
	<-done
	return strings.Join(f.got, "; ")
}

const sample = `<p>before</p><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 100" font-size="13">
<rect x="0" y="0" width="360" height="100" fill="#fffaf0"/>
<rect x="10" y="10" width="50" height="30" fill="#6e5a47"/>
<text x="35" y="30" text-anchor="middle" fill="#111111">dark</text>
<rect x="10" y="10" width="50" height="30" fill="none"/>
<text x="10" y="80" fill="#2b2118">light</text>
<g class="hot" data-target="a" tabindex="0" role="button" aria-label="Play the thing"><rect x="100" y="10" width="40" height="40" fill="#fff"/></g>
<g font-size="9"><text x="200" y="80" fill="#2b2118">small</text></g>
</svg>`

// The helpers find the colour under a text (a shape without a fill drawn
// over it hides nothing), a text too small, a target too small or
// unnamed.
func TestSVGHelpers(t *testing.T) {
	roots := SVGs(t, sample)
	if len(roots) != 1 {
		t.Fatalf("%d svgs", len(roots))
	}
	root := &roots[0]
	if w, h := ViewBox(t, root); w != 360 || h != 100 {
		t.Fatalf("viewBox %v × %v", w, h)
	}
	pairs := TextPairs(root)
	if len(pairs) != 3 || pairs[0].Background != "#6e5a47" || pairs[1].Background != "#fffaf0" {
		t.Fatalf("pairs %v", pairs)
	}
	if got := failed(t, func(tb testing.TB) { Contrasted(tb, "sample", root) }); !strings.Contains(got, `"dark"`) {
		t.Errorf("black on dark brown passed the contrast check: %q", got)
	}
	if got := failed(t, func(tb testing.TB) { Readable(tb, "sample", root, 1.2, 32) }); !strings.Contains(got, `"small"`) {
		t.Errorf("9 units at 1.2 px passed as readable: %q", got)
	}
	if got := failed(t, func(tb testing.TB) { Readable(tb, "sample", root, 0.7, 32) }); !strings.Contains(got, `"dark"`) {
		t.Errorf("13 units at 0.7 px passed as readable: %q", got)
	}
	big := strings.Replace(sample, `font-size="9"`, `font-size="12"`, 1)
	if got := failed(t, func(tb testing.TB) { Readable(tb, "big", &SVGs(tb, big)[0], 1, 32) }); got != "" {
		t.Errorf("a readable panel failed: %q", got)
	}
	small := strings.Replace(big, `width="40" height="40"`, `width="40" height="30"`, 1)
	if got := failed(t, func(tb testing.TB) { Readable(tb, "small target", &SVGs(tb, small)[0], 1, 32) }); !strings.Contains(got, "hot place a") {
		t.Errorf("a target 30 units tall passed: %q", got)
	}
	unnamed := strings.Replace(big, ` aria-label="Play the thing"`, ``, 1)
	if got := failed(t, func(tb testing.TB) { Readable(tb, "unnamed", &SVGs(tb, unnamed)[0], 1, 32) }); !strings.Contains(got, "not a named") {
		t.Errorf("an unnamed target passed: %q", got)
	}
	if got := failed(t, func(tb testing.TB) { SVGs(tb, "<p>no board</p>") }); got == "" {
		t.Error("a page without an svg passed")
	}
}
