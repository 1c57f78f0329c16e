package tekhenu

// The score breakdown (§12–§13): where each seat's VP came from, step by
// step, for the end-of-game table.

// Ledger rows of one scoring.
const (
	lgPlay = iota // VP gained in play since the previous scoring
	lgDistricts
	lgTemple
	lgStatues
	lgHappiness
	lgProduction
	lgBuildings
	lgUpkeep
	lgCards // Botankhamun's blessings and technologies (§16.8)
	lgSet   // Time of Seth (maat): Set-board buildings, shown after the temple (§4.11)
	nLedger
)

var ledgerNames = [nLedger]string{"play before the scoring", "Osiris districts", "temple complex", "statues",
	"happiness", "full production tracks", "building row", "bread upkeep", "Botankhamun's cards", "Set board"}

// ledgerOrder is the order of the breakdown's rows in a scoring.
var ledgerOrder = [nLedger]int{lgPlay, lgDistricts, lgTemple, lgSet, lgStatues, lgHappiness, lgProduction,
	lgBuildings, lgUpkeep, lgCards}

// ScoreRow is one line of the breakdown: a step and each seat's VP from it.
type ScoreRow struct {
	Step string `json:"step"`
	VP   []int  `json:"vp"`
}

func (s *State) breakdown() []ScoreRow {
	row := func(step string, f func(pl *player) int) ScoreRow {
		r := ScoreRow{Step: step}
		for p := 0; p < s.Players; p++ {
			r.VP = append(r.VP, f(&s.P[p]))
		}
		return r
	}
	rows := []ScoreRow{row("starting VP", func(*player) int { return startVP })}
	for k := 0; k < int(s.Scorings); k++ {
		name := [2]string{"Scoring I: ", "Scoring II: "}[k]
		for _, step := range ledgerOrder {
			if step == lgCards && !s.Solo() || step == lgSet && !s.Seth.On {
				continue
			}
			rows = append(rows, row(name+ledgerNames[step], func(pl *player) int { return int(pl.Ledger[k][step]) }))
		}
	}
	if s.Done {
		rows = append(rows, row("decrees", func(pl *player) int { return int(pl.DecreeVP) }),
			row("turn order bonus", func(pl *player) int { return int(pl.OrderVP) }))
		if s.Solo() {
			rows = append(rows, row("Botankhamun's scribes", func(pl *player) int {
				if pl == &s.P[botSeat] {
					return pl.Scribes / 2 // scribes no longer change after it scored them
				}
				return 0
			}))
		}
	}
	// Whatever came after the last scoring closed (and, before the end,
	// everything since it) so that the column sums to the VP.
	counted := make([]int, s.Players)
	for _, r := range rows {
		for p, v := range r.VP {
			counted[p] += v
		}
	}
	rest := row("play since the last scoring", func(pl *player) int { return 0 })
	for p := range rest.VP {
		rest.VP[p] = s.P[p].VP - counted[p]
	}
	rows = append(rows, rest, row("total", func(pl *player) int { return pl.VP }))
	return rows
}
