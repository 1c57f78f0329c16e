package bidding

import "karnak/engine"

// Glossary explains the game's few pieces in players' words.
func (Game) Glossary() []engine.Entry { return glossary }

var glossary = []engine.Entry{
	{Ref: "bid", Kind: "bid card", Name: "Bid card", Timing: "once a round, everyone at the same time, in secret",
		Effect: "Every player holds bid cards 1 up to the number of cards and lays one face down each round. " +
			"When all have bid, the bids are shown: the single highest takes the prize, a tie for the highest takes nothing. " +
			"The cards laid are spent either way."},
	{Ref: "prize", Kind: "prize card", Name: "Prize card", Timing: "one face up each round",
		Effect: "Worth its value in points to the player who takes it with the single highest bid; discarded when the highest bids tie."},
	{Ref: "deck", Kind: "prize deck", Name: "Prize deck",
		Effect: "The prize cards of the rounds to come, face down: everyone knows which values are left, nobody knows their order."},
}
