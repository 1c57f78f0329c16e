package arena

import (
	"maps"
	"math"
	"slices"
	"strings"

	"karnak/engine"
)

// Summary is what a run measured.
type Summary struct {
	Game    string `json:"game"`
	Players int    `json:"players"`
	Games   int    `json:"games"`
	Seed    uint64 `json:"seed"`
	First   int    `json:"first,omitempty"`
	// Rating names the rating system: "elo" for 2 players, otherwise
	// "plackett-luce" (Weng–Lin Bayesian updates, as in OpenSkill).
	Rating string        `json:"rating_system"`
	Bots   []BotSummary  `json:"bots"`
	Seats  []SeatSummary `json:"seats"`
	// History is every bot's rating after each game, for the plot.
	History [][]float64 `json:"-"`
	Results []*Game     `json:"-"`
}

// BotSummary is one bot's figures. With fewer bots than seats a bot fills
// several seats of a game, and each seat counts as one game played. A
// victory shared by k places counts 1/k of a win (a tie of two, half).
type BotSummary struct {
	Name      string     `json:"name"`
	Games     int        `json:"games"`
	Wins      float64    `json:"wins"`
	WinRate   float64    `json:"win_rate"`
	CI95      [2]float64 `json:"ci95"`
	MeanScore float64    `json:"mean_score"`
	Rating    float64    `json:"rating"`
	// Sigma is the rating's uncertainty (Plackett–Luce only).
	Sigma float64 `json:"sigma,omitempty"`
}

// SeatSummary is how often each seat position (0 = first player) won.
type SeatSummary struct {
	Seat    int        `json:"seat"`
	Wins    float64    `json:"wins"`
	WinRate float64    `json:"win_rate"`
	CI95    [2]float64 `json:"ci95"`
}

func summarise(c Config, games []*Game) *Summary {
	sum := &Summary{Game: c.Game, Players: c.Players, Games: len(games), Seed: c.Seed, First: c.First, Results: games}
	names := append([]string{}, c.Bots...)
	// A solo game's automa is one more participant: it is rated and
	// summarised like the bots, after them.
	automa := -1
	if len(games) > 0 && games[0].Result.Automa != nil {
		automa = len(names)
		names = append(names, automaName(games[0].Result.Automa.Name, c.Options))
	}
	nb := len(names)
	bs := make([]BotSummary, nb)
	scores := make([]float64, nb)
	seatWins := make([]float64, c.Players)
	places := c.Players
	if automa >= 0 {
		places++
	}
	var rate rater
	if places == 2 {
		rate = newElo(nb)
		sum.Rating = "elo"
	} else {
		rate = newPlackettLuce(nb)
		sum.Rating = "plackett-luce"
	}
	for _, g := range games {
		share := winShare(g.Result)
		for seat, b := range g.Lineup {
			bs[b].Games++
			scores[b] += float64(g.Result.Scores[seat])
			if g.Result.Ranks[seat] == 1 {
				bs[b].Wins += share
				seatWins[seat] += share
			}
		}
		lineup, ranks := g.Lineup, g.Result.Ranks
		if a := g.Result.Automa; a != nil && automa >= 0 {
			bs[automa].Games++
			scores[automa] += float64(a.Score)
			if a.Rank == 1 {
				bs[automa].Wins += share
			}
			lineup = append(append([]int{}, lineup...), automa)
			ranks = append(append([]int{}, ranks...), a.Rank)
		}
		rate.update(lineup, ranks)
		sum.History = append(sum.History, rate.ratings())
	}
	final := rate.ratings()
	for b := range bs {
		bs[b].Name = names[b]
		if bs[b].Games > 0 {
			bs[b].WinRate = bs[b].Wins / float64(bs[b].Games)
			bs[b].MeanScore = scores[b] / float64(bs[b].Games)
		}
		bs[b].CI95 = wilson(bs[b].Wins, bs[b].Games)
		bs[b].Rating = round1(final[b])
		if pl, ok := rate.(*plackettLuce); ok {
			bs[b].Sigma = round1(pl.sigma[b])
		}
	}
	sum.Bots = bs
	for seat, w := range seatWins {
		sum.Seats = append(sum.Seats, SeatSummary{Seat: seat, Wins: w,
			WinRate: w / float64(len(games)), CI95: wilson(w, len(games))})
	}
	return sum
}

// winShare is what first place is worth to each who holds it: 1 alone,
// 1/k when k places share the victory.
func winShare(r engine.Result) float64 {
	k := len(r.Winners())
	if r.Automa != nil && r.Automa.Rank == 1 {
		k++
	}
	return 1 / float64(max(k, 1))
}

// automaName names the automa with the game's options that set it up
// (its difficulty, say), since each setting is a different opponent.
func automaName(name string, opts map[string]string) string {
	var set []string
	for _, k := range slices.Sorted(maps.Keys(opts)) {
		if k != "players" {
			set = append(set, k+"="+opts[k])
		}
	}
	if len(set) == 0 {
		return name
	}
	return name + " (" + strings.Join(set, ",") + ")"
}

func round1(x float64) float64 { return math.Round(x*10) / 10 }

// wilson is the 95% Wilson score interval of wins out of n: unlike the
// normal approximation it stays inside [0, 1] and is honest near 0% and
// 100%, where bot ladders live.
func wilson(wins float64, n int) [2]float64 {
	if n == 0 {
		return [2]float64{0, 1}
	}
	const z = 1.959963984540054
	p := wins / float64(n)
	nf := float64(n)
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return [2]float64{math.Max(0, mid-half), math.Min(1, mid+half)}
}

// rater folds games into ratings, one game at a time in game order.
type rater interface {
	update(lineup, ranks []int)
	ratings() []float64
}

// elo is classic Elo with K = 16 from 1500, for 2-player games.
type elo struct{ r []float64 }

func newElo(n int) *elo {
	e := &elo{r: make([]float64, n)}
	for i := range e.r {
		e.r[i] = 1500
	}
	return e
}

func (e *elo) update(lineup, ranks []int) {
	a, b := lineup[0], lineup[1]
	if a == b {
		return // a bot against itself teaches nothing
	}
	expect := 1 / (1 + math.Pow(10, (e.r[b]-e.r[a])/400))
	score := 0.5 // a shared place
	switch {
	case ranks[0] < ranks[1]:
		score = 1
	case ranks[0] > ranks[1]:
		score = 0
	}
	const k = 16
	e.r[a] += k * (score - expect)
	e.r[b] -= k * (score - expect)
}

func (e *elo) ratings() []float64 { return append([]float64(nil), e.r...) }

// plackettLuce is the Weng–Lin Bayesian approximation with the
// Plackett–Luce model (Weng & Lin 2011, algorithm 4; what OpenSkill calls
// PlackettLuce), each seat a one-player team. Rating is μ; σ its
// uncertainty. A bot in several seats of one game gets the sum of its
// seats' updates.
type plackettLuce struct {
	mu, sigma []float64
}

const (
	plMu    = 25.0
	plSigma = plMu / 3
	plBeta  = plSigma / 2
	plKappa = 0.0001
)

func newPlackettLuce(n int) *plackettLuce {
	p := &plackettLuce{mu: make([]float64, n), sigma: make([]float64, n)}
	for i := range p.mu {
		p.mu[i], p.sigma[i] = plMu, plSigma
	}
	return p
}

func (p *plackettLuce) update(lineup, ranks []int) {
	n := len(lineup)
	c := 0.0
	for _, b := range lineup {
		c += p.sigma[b]*p.sigma[b] + plBeta*plBeta
	}
	c = math.Sqrt(c)
	// sumQ[q]: the strengths of everyone who did not finish ahead of q.
	sumQ := make([]float64, n)
	count := make([]float64, n)
	for q := range lineup {
		for i := range lineup {
			if ranks[i] >= ranks[q] {
				sumQ[q] += math.Exp(p.mu[lineup[i]] / c)
			}
			if ranks[i] == ranks[q] {
				count[q]++
			}
		}
	}
	dMu := make([]float64, len(p.mu))
	dVar := make([]float64, len(p.mu))
	for i, b := range lineup {
		strength := math.Exp(p.mu[b] / c)
		omega, delta := 0.0, 0.0
		for q := range lineup {
			if ranks[q] > ranks[i] {
				continue
			}
			quot := strength / sumQ[q]
			if q == i {
				omega += (1 - quot) / count[q]
			} else {
				omega -= quot / count[q]
			}
			delta += quot * (1 - quot) / count[q]
		}
		v := p.sigma[b] * p.sigma[b]
		gamma := p.sigma[b] / c
		dMu[b] += v / c * omega
		dVar[b] += gamma * v / (c * c) * delta
	}
	for b := range p.mu {
		if dMu[b] == 0 && dVar[b] == 0 {
			continue
		}
		p.mu[b] += dMu[b]
		v := p.sigma[b] * p.sigma[b]
		p.sigma[b] = math.Sqrt(v * math.Max(1-dVar[b], plKappa))
	}
}

func (p *plackettLuce) ratings() []float64 { return append([]float64(nil), p.mu...) }
