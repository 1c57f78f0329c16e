package kit_test

import (
	"fmt"

	"karnak/engine/kit"
)

// One declaration per move kind gives both the text and the parser.
func ExampleGrammar() {
	const mBid, mTake = 1, 2
	g := kit.NewGrammar(
		kit.Kind(mBid, "bid", kit.Int("card", 1, 13)),
		kit.Kind(mTake, "take", kit.Word("god", "horus", "ra", "hathor"), kit.Int("value", 1, 6),
			kit.Optional(kit.Word("mode", "pure", "tainted"))),
	)
	m, _ := g.Parse("take ra 4")
	fmt.Println(m.Kind, m.Arg[:3], m.Arg[2] == kit.Absent)
	m.Arg[2] = 1
	fmt.Println(g.Text(m))
	_, err := g.Parse("take zeus 4")
	fmt.Println(err)
	// Output:
	// 2 [1 4 -32768] true
	// take ra 4 tainted
	// take: god: "zeus" is not one of horus, ra, hathor
}
