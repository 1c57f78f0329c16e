// Package all registers every game of Karnak: its rules with engine and
// its board with web. Commands and tests import it for its side effects;
// a new game is one line here and nothing outside its own packages.
package all

import (
	_ "karnak/games/amunre"  // rules
	_ "karnak/games/kemet"   // rules
	_ "karnak/games/tekhenu" // rules
	_ "karnak/web/amunre"    // board
	_ "karnak/web/kemet"     // board
	_ "karnak/web/tekhenu"   // board
)
