package draw_test

import (
	"fmt"

	"karnak/web/draw"
)

// A clickable die whose owner named themself with markup: the name stays
// text.
func Example() {
	name := `<b>Eve</b>`
	b := draw.SVG(60, 40)
	b.Group(func(b *draw.Builder) {
		b.Rect(8, 8, 24, 24, draw.Fill("#fff"), draw.N("rx", 4))
		b.Text(20, 25, "4", draw.A("text-anchor", "middle"))
		b.Title(name + "'s die")
	}, draw.Class("piece"), draw.If(true, draw.Class("hot")), draw.Data("target", "die-ra-white-4"))
	fmt.Println(b.HTML())
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 40"><g data-target="die-ra-white-4" class="piece hot"><rect x="8" y="8" width="24" height="24" fill="#fff" rx="4"/><text x="20" y="25" text-anchor="middle">4</text><title>&lt;b&gt;Eve&lt;/b&gt;&#39;s die</title></g></svg>
}
