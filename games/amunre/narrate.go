package amunre

import (
	"fmt"
	"strings"

	"karnak/engine"
	"karnak/engine/kit"
)

// The narrated log (engine.Narrator): PlayNarrated tells a move and all it
// sets off as sentences in players' words. The rules call a tell… function
// at each step only while a narration is kept (State.narr); a playout pays
// one nil check per step. Seats are written engine.SeatName(n).
//
// Secrets: an offering and an advanced province choice are told to the
// others in public words until their reveal point, like the moves
// (Conceal); the Favor cards a seat draws are told to it alone (an event
// whose public version is empty, never revealed). Gold is told as changes,
// never as a total while it is hidden.

// PlayNarrated is Play, appending to dst a sentence for the move and for
// everything it set off, automatic steps included (engine.Narrator).
func (s *State) PlayNarrated(seat int, m engine.Move, dst []engine.Event) ([]engine.Event, error) {
	n := &kit.Narration{Events: dst}
	s.narr = n
	defer func() { s.narr = nil }()
	if err := s.Play(seat, m); err != nil {
		return dst, err
	}
	return n.Events, nil
}

func (s *State) say(seat int, format string, args ...any) { s.narr.Say(seat, format, args...) }

// secret is an event seat reads as text and the others as public until
// the reveal point (kit.Narration.Secret).
func (s *State) secret(seat int, text, public string, until engine.Reveal) {
	s.narr.Secret(seat, text, public, until)
}

func who(seat int) string { return engine.SeatName(seat) }

func provinceName(p Province) string {
	if p < 0 || p >= numProvinces {
		return "no province"
	}
	return provinces[p].Name
}

func kindName(k Kind) string {
	if k < 0 || k >= numKinds {
		return "no card"
	}
	return kinds[k].Name
}

// plural writes n and the noun, with an s for any n but 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// joinAnd and joinOr list words as a sentence does (kit.Join).
func joinAnd(words []string) string { return kit.Join(words, "and") }

func joinOr(words []string) string { return kit.Join(words, "or") }

func kindList(got []Kind) string {
	names := make([]string, len(got))
	for i, k := range got {
		names[i] = kindName(k)
	}
	return joinAnd(names)
}

// instantText is a province's instant reward in words, "" when it has none.
func (s *State) instantText(p Province) string {
	land := &s.Board[p]
	var parts []string
	if land.InstantFavor > 0 {
		parts = append(parts, plural(int(land.InstantFavor), "face-down Favor card"))
	}
	if land.InstantGold > 0 {
		parts = append(parts, fmt.Sprintf("%d gold", land.InstantGold))
	}
	if land.InstantStones > 0 {
		parts = append(parts, plural(int(land.InstantStones), "stone"))
	}
	return joinAnd(parts)
}

func (s *State) tellRound() {
	s.say(-1, "Round %d of %d (%s) begins; %s is First Player.", s.Round, lastRound, s.eraName(), who(s.First))
}

func (s *State) tellChoosing() {
	s.say(-1, "Every player chooses one of their province cards in secret for this round's auction.")
}

func (s *State) tellChoose(seat int) {
	s.secret(seat, fmt.Sprintf("%s chooses %s for this round's auction.", who(seat), provinceName(s.Seat[seat].Choice)),
		who(seat)+" chooses a province card in secret.", provincesReveal(s.Round))
}

func (s *State) tellReveal() {
	var up []string
	for p := range numProvinces {
		if !s.auctioned(Province(p)) {
			continue
		}
		name := provinces[p].Name
		if r := s.instantText(Province(p)); r != "" {
			name += " (" + r + ")"
		}
		up = append(up, name)
	}
	s.say(-1, "Auction of round %d: %s %s up; %s bids first.", s.Round, joinAnd(up), isAre(len(up)), who(s.First))
}

func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

func (s *State) tellBid(seat int, p Province, cell int, bribe bool, outbid int) {
	text := fmt.Sprintf("%s bids %d gold on %s", who(seat), bidTrack[cell], provinceName(p))
	if bribe {
		text += ", playing Bribe to bid again where they were outbid"
	}
	if outbid >= 0 {
		text += ", outbidding " + who(outbid)
	}
	s.say(seat, "%s.", text)
}

func (s *State) tellProtection(seat int) {
	s.say(seat, "%s plays Protection: until the auction ends, a bid over theirs must skip a cell.", who(seat))
}

func (s *State) tellPass(seat int) {
	pl := &s.Seat[seat]
	s.say(seat, "%s passes: their bid of %d gold on %s stands.", who(seat), bidTrack[pl.Cell], provinceName(pl.Scribe))
}

func (s *State) tellAuctionOver() {
	s.say(-1, "Every province up for auction has one bid: the auction ends.")
}

func (s *State) tellWin(seat int, p Province, paid int, got []Kind) {
	text := fmt.Sprintf("%s pays %d gold and takes control of %s", who(seat), paid, provinceName(p))
	if r := s.instantText(p); r != "" {
		text += ", with its instant reward: " + r
	}
	s.say(seat, "%s.", text)
	if len(got) > 0 {
		s.secret(seat, fmt.Sprintf("The Favor %s from %s: %s.", cardsAre(len(got)), provinceName(p), kindList(got)),
			"", engine.RevealNever)
	}
}

func cardsAre(n int) string {
	if n == 1 {
		return "card"
	}
	return "cards"
}

func (s *State) tellBuilt(p Province, built int) {
	if built > 0 {
		s.say(-1, "Three stones in %s become a pyramid: %s has %s.", provinceName(p), provinceName(p), plural(int(s.Land[p].Pyramids), "pyramid"))
	}
}

func (s *State) tellInstantStone(seat int, p Province, built int) {
	owner := "nobody controls it"
	if c := int(s.Land[p].Controller); c >= 0 {
		owner = who(c) + " controls it"
	}
	s.say(seat, "%s places an instant stone in %s (%s).", who(seat), provinceName(p), owner)
	s.tellBuilt(p, built)
}

func (s *State) tellBuyCards(seat, paid int, got []Kind) {
	s.say(seat, "%s buys %s for %d gold.", who(seat), plural(len(got), "Favor card"), paid)
	if len(got) > 0 {
		s.secret(seat, fmt.Sprintf("%s draws %s.", who(seat), kindList(got)), "", engine.RevealNever)
	}
}

func (s *State) tellBuyFarmer(seat int, p Province, paid int) {
	s.say(seat, "%s buys a farmer for %d gold and puts it on a field in %s.", who(seat), paid, provinceName(p))
}

func (s *State) tellBuyStone(seat int, p Province, paid, built int) {
	s.say(seat, "%s buys a stone for %d gold and puts it in %s.", who(seat), paid, provinceName(p))
	s.tellBuilt(p, built)
}

func (s *State) tellArchitect(seat int, p Province) {
	s.say(seat, "%s plays Architect: the 2 stones in %s become a pyramid (%s there).", who(seat), provinceName(p),
		plural(int(s.Land[p].Pyramids), "pyramid"))
}

func (s *State) tellFreeFarmer(seat int, p Province) {
	s.say(seat, "%s plays Free Farmer: a farmer settles in %s off the fields.", who(seat), provinceName(p))
}

func (s *State) tellMarketDone(seat int) { s.say(seat, "%s ends their market turn.", who(seat)) }

func (s *State) tellSell(seat int, k Kind) {
	s.say(seat, "%s sells %s card for 1 gold.", who(seat), article(kindName(k)))
}

// article puts "a" or "an" before a card's name.
func article(name string) string {
	if name != "" && strings.ContainsRune("AEIOU", rune(name[0])) {
		return "an " + name
	}
	return "a " + name
}

// offerText is seat's offering in words.
func (s *State) offerText(seat int) string {
	pl := &s.Seat[seat]
	text := "the Theft card"
	if pl.Offer > 0 {
		text = fmt.Sprintf("%d gold", pl.Offer)
	}
	if pl.WithChange {
		text += " with an Offering Change"
	}
	return text
}

func (s *State) tellOffer(seat int) {
	s.secret(seat, fmt.Sprintf("%s offers %s.", who(seat), s.offerText(seat)),
		who(seat)+" makes an offering in secret.", offeringReveal(s.Round))
}

func (s *State) tellOfferings() {
	var parts []string
	for i := range s.Players {
		seat := s.order(i)
		parts = append(parts, who(seat)+" "+s.offerText(seat))
	}
	s.say(-1, "The offerings are revealed: %s. The total is %d.", joinAnd(parts), s.Total)
}

func (s *State) tellChange(seat, by int) {
	s.say(seat, "%s uses the Offering Change: %+d, the total is now %d.", who(seat), by, s.Total)
}

func (s *State) tellSettle(ranked []int) {
	lv := levelTable[s.Level]
	camel := "caravans pay"
	if !lv.Camel {
		camel = "caravans pay nothing"
	}
	s.say(-1, "A total of %d places the %s token on the Nile: each farmer yields %d gold, %s, each temple is worth %d VP.",
		s.Total, lv.Label, lv.FarmerGold, camel, lv.TempleVP)
	for i := range s.Players {
		seat := s.order(i)
		if o := s.Seat[seat].Offer; o > 0 {
			s.say(seat, "%s pays the %d gold offered.", who(seat), o)
		} else {
			s.say(seat, "%s takes the Theft card back and 3 gold from the reserve.", who(seat))
		}
	}
	if len(ranked) == 0 {
		s.say(-1, "Nobody offered gold: there are no rewards.")
		return
	}
	var parts []string
	for r, seat := range ranked {
		parts = append(parts, fmt.Sprintf("%s %s", who(seat), plural(rewardsFor(r+1), "reward")))
	}
	s.say(-1, "Rewards by offering: %s.", joinAnd(parts))
}

func (s *State) tellRewardCards(seat, n int) {
	s.say(seat, "%s takes %s as %s.", who(seat), plural(n, "Favor card"), rewardWord(n))
}

func rewardWord(n int) string {
	if n == 1 {
		return "a reward"
	}
	return "rewards"
}

func (s *State) tellRewardFarmer(seat int, p Province) {
	s.say(seat, "%s takes a farmer as a reward and puts it on a field in %s.", who(seat), provinceName(p))
}

func (s *State) tellRewardStone(seat int, p Province, built int) {
	s.say(seat, "%s takes a stone as a reward and puts it in %s.", who(seat), provinceName(p))
	s.tellBuilt(p, built)
}

func (s *State) tellRewardsDeclined(seat, left int) {
	if left > 0 {
		s.say(seat, "%s leaves %s untaken.", who(seat), plural(left, "reward"))
	} else {
		s.say(seat, "%s takes no more rewards.", who(seat))
	}
}

func (s *State) tellRewardDraw(seat int, got []Kind) {
	if len(got) > 0 {
		s.secret(seat, fmt.Sprintf("%s draws %s.", who(seat), kindList(got)), "", engine.RevealNever)
	}
}

func (s *State) tellFirst(seat int) {
	s.say(seat, "%s made the highest offering and becomes First Player.", who(seat))
}

func (s *State) tellTreasury(seat int, p Province) {
	s.say(seat, "%s plays Treasury on %s: it yields 8 gold instead of its income this harvest.", who(seat), provinceName(p))
}

func (s *State) tellBountiful(seat int, p Province) {
	s.say(seat, "%s plays Bountiful Harvest on %s: each farmer there yields 1 gold more this harvest.", who(seat), provinceName(p))
}

func (s *State) tellHarvest(seat, gold int) {
	var parts []string
	s.controlled(seat, func(p Province) {
		parts = append(parts, fmt.Sprintf("%s %d", provinceName(p), s.provinceIncome(seat, p)))
	})
	s.say(seat, "%s harvests %d gold (%s).", who(seat), gold, strings.Join(parts, ", "))
}

func (s *State) tellInterim(scores *[maxSeats]interim) {
	s.say(-1, "Interim scoring of the %s, with the %s token (temples %d VP each).", s.eraName(), levelTable[s.Level].Label,
		levelTable[s.Level].TempleVP)
	for p := range s.Players {
		r := &scores[p]
		parts := []string{
			fmt.Sprintf("temples %d", r.temples),
			fmt.Sprintf("pyramids %d", r.pyramids),
			fmt.Sprintf("fewest-pyramids bonus %d", r.set),
			fmt.Sprintf("side bonuses %d", r.sides),
		}
		var yellow []string
		for k, y := range r.yellow {
			if y {
				yellow = append(yellow, kinds[k].Name)
			}
		}
		if len(yellow) > 0 {
			parts = append(parts, fmt.Sprintf("yellow cards %d (%s)", yellowCardVP*len(yellow), joinAnd(yellow)))
		}
		s.say(p, "%s scores %d VP: %s.", who(p), r.total(), strings.Join(parts, ", "))
	}
}

func (s *State) tellEraChange(cards int) {
	deal := fmt.Sprintf("the %d province cards of the Old Kingdom are shuffled into the New Kingdom's deck", cards)
	if s.Advanced {
		deal = fmt.Sprintf("the %d province cards of the Old Kingdom are shuffled and dealt again, 3 to each player", cards)
	}
	s.say(-1, "The Old Kingdom ends: scribes and farmers leave the board, pyramids and stones stay; %s.", deal)
}

func (s *State) tellFinalSale(seat, sold int) {
	s.say(seat, "%s sells the %s left for %d gold.", who(seat), plural(sold, "Favor card"), sold)
}

func (s *State) tellFinal() {
	var gold []string
	for p := range s.Players {
		text := fmt.Sprintf("%s %d", who(p), s.Seat[p].Gold)
		if vp := goldBonus(s.goldRank(p)); vp > 0 {
			text += fmt.Sprintf(" (+%d VP)", vp)
		}
		gold = append(gold, text)
	}
	s.say(-1, "Final scoring, gold revealed: %s.", joinAnd(gold))
	res := s.Result()
	var winners []string
	for p, r := range res.Ranks {
		if r == 1 {
			winners = append(winners, who(p))
		}
	}
	if len(winners) == 1 {
		s.say(-1, "%s wins with %d VP.", winners[0], res.Scores[res.Winner])
	} else {
		s.say(-1, "%s share the victory with %d VP.", joinAnd(winners), res.Scores[res.Winner])
	}
}

func (s *State) tellReshuffle() {
	s.say(-1, "The Favor deck is empty: the discard pile (%s) is shuffled into a new deck.", plural(s.FavorN, "card"))
}
