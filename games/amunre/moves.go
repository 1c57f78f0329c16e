package amunre

import (
	"karnak/engine"
	"karnak/engine/kit"
)

// Move kinds (engine.Move.Kind). Every move's text comes from grammar; a
// move's meaning depends on the decision on top of the stack: "stone
// thebes" places an instant stone after the auction, buys a stone in the
// market and takes one as an offering reward.
const (
	mBid        uint16 = iota + 1 // bid PROVINCE CELL [bribe]
	mProtection                   // protection
	mPass                         // pass
	mSell                         // sell KIND
	mStone                        // stone PROVINCE
	mFarmer                       // farmer PROVINCE
	mCards                        // cards N
	mArchitect                    // architect PROVINCE
	mFreeFarmer                   // free-farmer PROVINCE
	mDone                         // done
	mOffer                        // offer N [offering-change]
	mTheft                        // theft [offering-change]
	mChange                       // change +3 | change -3
	mTreasury                     // treasury PROVINCE
	mBountiful                    // bountiful-harvest PROVINCE
	mCollect                      // collect
	mChoose                       // choose PROVINCE
)

// maxOffer bounds an offering's text; no game comes near it.
const maxOffer = 9999

var provinceWords, kindWords = func() ([]string, []string) {
	ps := make([]string, numProvinces)
	for p := range provinces {
		ps[p] = provinces[p].Ref
	}
	ks := make([]string, numKinds)
	for k := range kinds {
		ks[k] = kinds[k].Ref
	}
	return ps, ks
}()

var grammar = kit.NewGrammar(
	kit.Kind(mBid, "bid", kit.Word("province", provinceWords...), kit.Int("cell", 0, bidCells-1), kit.Flag("bribe")),
	kit.Kind(mProtection, "protection"),
	kit.Kind(mPass, "pass"),
	kit.Kind(mSell, "sell", kit.Word("card", kindWords...)),
	kit.Kind(mStone, "stone", kit.Word("province", provinceWords...)),
	kit.Kind(mFarmer, "farmer", kit.Word("province", provinceWords...)),
	kit.Kind(mCards, "cards", kit.Int("count", 1, maxFavorPurchase)),
	kit.Kind(mArchitect, "architect", kit.Word("province", provinceWords...)),
	kit.Kind(mFreeFarmer, "free-farmer", kit.Word("province", provinceWords...)),
	kit.Kind(mDone, "done"),
	kit.Kind(mOffer, "offer", kit.Int("gold", 1, maxOffer), kit.Flag("offering-change")),
	kit.Kind(mTheft, "theft", kit.Flag("offering-change")),
	kit.Kind(mChange, "change", kit.Signed("by", -offeringChange, offeringChange)),
	kit.Kind(mTreasury, "treasury", kit.Word("province", provinceWords...)),
	kit.Kind(mBountiful, "bountiful-harvest", kit.Word("province", provinceWords...)),
	kit.Kind(mCollect, "collect"),
	kit.Kind(mChoose, "choose", kit.Word("province", provinceWords...)),
)

func move(kind uint16, args ...int) engine.Move {
	m := engine.Move{Kind: kind}
	for i, a := range args {
		m.Arg[i] = int16(a)
	}
	return m
}

func bidMove(p Province, cell int, bribe bool) engine.Move {
	m := engine.Move{Kind: mBid}
	m.Arg[0], m.Arg[1] = int16(p), int16(cell)
	if bribe {
		m.Arg[2] = 1
	}
	return m
}

func onProvince(kind uint16, p Province) engine.Move {
	return engine.Move{Kind: kind, Arg: [7]int16{int16(p)}}
}

func sellMove(k Kind) engine.Move { return engine.Move{Kind: mSell, Arg: [7]int16{int16(k)}} }

func offerMove(gold int, change bool) engine.Move {
	m := engine.Move{Kind: mOffer, Arg: [7]int16{int16(gold)}}
	if change {
		m.Arg[1] = 1
	}
	return m
}

func theftMove(change bool) engine.Move {
	m := engine.Move{Kind: mTheft}
	if change {
		m.Arg[0] = 1
	}
	return m
}

// MoveText is the stable text of m.
func (s *State) MoveText(m engine.Move) string { return grammar.Text(m) }

// ParseMove reads a move's text; whether it is legal now is Play's to say.
func (s *State) ParseMove(text string) (engine.Move, error) { return grammar.Parse(text) }

// province and kind read a move's argument, noProvince or -1 when out of
// range (a move from outside is checked by Play before it is used).
func argProvince(m engine.Move, i int) Province {
	if v := m.Arg[i]; v >= 0 && v < int16(numProvinces) {
		return Province(v)
	}
	return noProvince
}

func argKind(m engine.Move, i int) Kind {
	if v := m.Arg[i]; v >= 0 && v < int16(numKinds) {
		return Kind(v)
	}
	return -1
}
