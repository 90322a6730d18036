package politicard

import (
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strings"

	"boardroom/referee"
	politicardrules "boardroom/rules/politicard"

	"boardroom/phrase"
)

// Deck balance, measured: AI against AI, both seats held by the
// referee, through the same Legal and Apply as a table's match.

// RoundStat is one round of a simulated match.
type RoundStat struct {
	Winner int `json:"winner"`
	Turns  int `json:"turns"`
	// Cards are the winner's cards in its rows when the round ended.
	Cards []string `json:"cards"`
}

// MatchResult is one simulated match.
type MatchResult struct {
	Winner  int         `json:"winner"`
	First   int         `json:"first"`
	Rounds  []RoundStat `json:"rounds"`
	Actions int         `json:"actions"`
}

// PlayMatch plays one match between two AI seats: seat 0 plays decks[0] in
// styles[0], seat 1 the other; first starts round 1. Every action is
// checked with Legal before it is applied: an illegal one is an error.
func PlayMatch(decks [2]politicardrules.Deck, styles [2]string, first int, seed int64) (MatchResult, error) {
	names := []string{"A", "B"}
	// the simulator's seats know the decks it deals them (a table that
	// made them public)
	st := Setup{Players: names, Decks: decks, First: names[first], Variant: VariantRulebook, AI: styles[:], PublicDeck: true}
	if err := st.Check(); err != nil {
		return MatchResult{}, err
	}
	s := newState(st, seed)
	s.quiet = true
	res := MatchResult{First: first}
	start := s.Turn
	for !s.Ended {
		a, ok := NextAI(s)
		if !ok {
			return res, fmt.Errorf("politicard: no AI action at turn %d", s.Turn)
		}
		if err := a.Legal(s); err != nil {
			return res, fmt.Errorf("politicard: seed %d, turn %d: illegal %T %+v: %v", seed, s.Turn, a, a, err)
		}
		n, err := a.Apply(s, nil)
		if err != nil {
			return res, err
		}
		res.Actions++
		if len(n.Results) > len(s.Results) {
			w := n.Results[len(n.Results)-1].Winner
			end := s.closed()
			var cs []string
			for _, q := range allPlaced(&end.Players[w].Side) {
				if q.Owner == w && !q.Deactivated {
					cs = append(cs, q.ID)
				}
			}
			res.Rounds = append(res.Rounds, RoundStat{Winner: w, Turns: s.Turn - start + 1, Cards: cs})
			start = n.Turn
		}
		s = n
		if res.Actions > 100000 {
			return res, fmt.Errorf("politicard: seed %d: the match does not end", seed)
		}
	}
	res.Winner = s.Winner
	return res, nil
}

// SimOptions are what `simulate` asks for.
type SimOptions struct {
	DeckRefs [2]string               `json:"decks"`
	Decks    [2]politicardrules.Deck `json:"-"`
	Styles   [2]string               `json:"styles"`
	Games    int                     `json:"games"`
	Seed     int64                   `json:"seed"`
	Workers  int                     `json:"-"`
	Progress func(int)               `json:"-"`
}

// CardCount is how many rounds a card was on the winner's side of.
type CardCount struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Rounds int    `json:"rounds"`
}

// SideReport is one deck's results.
type SideReport struct {
	Deck    string      `json:"deck"`
	Style   string      `json:"style"`
	Wins    int         `json:"wins"`
	Rate    float64     `json:"win_rate"`
	Low     float64     `json:"low"`
	High    float64     `json:"high"`
	Rounds  int         `json:"rounds_won"`
	TopCard []CardCount `json:"cards_that_won_rounds"`
}

// SimReport is what `simulate` reports.
type SimReport struct {
	Games int           `json:"games"`
	Seed  int64         `json:"seed"`
	Sides [2]SideReport `json:"sides"`
	// FirstWins are the matches won by the player who started round 1.
	FirstWins int     `json:"first_player_wins"`
	FirstRate float64 `json:"first_player_rate"`
	// Matches of two and three rounds; turns per round.
	TwoRounds   int     `json:"two_round_matches"`
	ThreeRounds int     `json:"three_round_matches"`
	TurnsMean   float64 `json:"turns_per_round_mean"`
	TurnsMin    int     `json:"turns_per_round_min"`
	TurnsMax    int     `json:"turns_per_round_max"`
	Actions     float64 `json:"actions_per_match"`
}

// RunSimulation plays o.Games matches, the first player alternating, on
// o.Workers goroutines: the same seed gives the same report on any number.
func RunSimulation(o SimOptions) (*SimReport, error) {
	if o.Games < 1 {
		return nil, phrase.Usagef("--games must be at least 1, got %d", o.Games)
	}
	for _, st := range o.Styles {
		if !slices.Contains(Styles(), st) {
			return nil, phrase.Usagef("the AI style is one of %s, not %q%s", strings.Join(Styles(), ", "), st, phrase.DidYouMean(st, Styles()))
		}
	}
	type out struct {
		r   MatchResult
		err error
	}
	rep := &SimReport{Games: o.Games, Seed: o.Seed, TurnsMin: math.MaxInt}
	counts := [2]map[string]int{{}, {}}
	var firstErr error
	turns, rounds, actions := 0, 0, 0
	referee.SimulateEach(o.Games, o.Workers, func(k int) out {
		r, err := PlayMatch(o.Decks, o.Styles, k%2, referee.GameSeed(o.Seed, k))
		return out{r, err}
	}, func(_ int, x out) {
		if x.err != nil {
			if firstErr == nil {
				firstErr = x.err
			}
			return
		}
		r := x.r
		rep.Sides[r.Winner].Wins++
		if r.Winner == r.First {
			rep.FirstWins++
		}
		if len(r.Rounds) == 2 {
			rep.TwoRounds++
		} else {
			rep.ThreeRounds++
		}
		actions += r.Actions
		for _, rs := range r.Rounds {
			rep.Sides[rs.Winner].Rounds++
			turns += rs.Turns
			rounds++
			rep.TurnsMin = min(rep.TurnsMin, rs.Turns)
			rep.TurnsMax = max(rep.TurnsMax, rs.Turns)
			for _, id := range slices.Compact(slices.Sorted(slices.Values(rs.Cards))) {
				counts[rs.Winner][id]++
			}
		}
	}, o.Progress)
	if firstErr != nil {
		return nil, firstErr
	}
	n := o.Games
	for i := range rep.Sides {
		sd := &rep.Sides[i]
		sd.Deck, sd.Style = o.DeckRefs[i], o.Styles[i]
		sd.Rate = float64(sd.Wins) / float64(n)
		sd.Low, sd.High = referee.Wilson(float64(sd.Wins), n)
		ids := slices.Sorted(maps.Keys(counts[i]))
		slices.SortStableFunc(ids, func(a, b string) int { return counts[i][b] - counts[i][a] })
		for _, id := range ids[:min(5, len(ids))] {
			sd.TopCard = append(sd.TopCard, CardCount{ID: id, Name: R().Name(id, nil, toolLang()), Rounds: counts[i][id]})
		}
	}
	rep.FirstRate = float64(rep.FirstWins) / float64(n)
	if rounds > 0 {
		rep.TurnsMean = float64(turns) / float64(rounds)
	} else {
		rep.TurnsMin = 0
	}
	rep.Actions = float64(actions) / float64(n)
	return rep, nil
}

// Write prints the report for people, in 80 columns.
func (rep *SimReport) Write(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%d matches (seed %d), the first player alternating.\n", rep.Games, rep.Seed)
	fmt.Fprintf(&b, "%-6s %-14s %-8s %6s %7s  %s\n", "SIDE", "DECK", "AI", "WINS", "RATE", "95% INTERVAL")
	for i, sd := range rep.Sides {
		fmt.Fprintf(&b, "%-6s %-14s %-8s %6d %6.1f%%  %5.1f%% - %5.1f%%\n", string(rune('A'+i)), clip(sd.Deck, 14), sd.Style, sd.Wins, 100*sd.Rate, 100*sd.Low, 100*sd.High)
	}
	lo, hi := referee.Wilson(float64(rep.FirstWins), rep.Games)
	fmt.Fprintf(&b, "The player who starts round 1 wins %.1f%% (%.1f%% - %.1f%%).\n", 100*rep.FirstRate, 100*lo, 100*hi)
	fmt.Fprintf(&b, "Matches: %d of two rounds, %d of three; %.0f actions a match.\n", rep.TwoRounds, rep.ThreeRounds, rep.Actions)
	fmt.Fprintf(&b, "Round length: %.1f turns on average (%d-%d).\n", rep.TurnsMean, rep.TurnsMin, rep.TurnsMax)
	for i, sd := range rep.Sides {
		fmt.Fprintf(&b, "Cards on the winning side of %s's %d rounds won:\n", string(rune('A'+i)), sd.Rounds)
		for _, c := range sd.TopCard {
			fmt.Fprintf(&b, "  %-5s %-40s %5d\n", c.ID, clip(c.Name, 40), c.Rounds)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// clip shortens s to n runes.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// SVG draws the win rates with their intervals, on a scale from 0 to 100 %
// (a grey track behind each bar, ticks at 0, 50 and 100 %).
func (rep *SimReport) SVG(w io.Writer) error {
	var b strings.Builder
	const width, left, bar = 680, 200, 400
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="180" font-family="sans-serif" font-size="14">`+"\n", width)
	b.WriteString(`<rect width="100%" height="100%" fill="white"/>` + "\n")
	fmt.Fprintf(&b, `<text x="10" y="24">Politicard: %d matches, seed %d (win rate, 95%% interval)</text>`+"\n", rep.Games, rep.Seed)
	for i, sd := range rep.Sides {
		y := 50 + 45*i
		label := fmt.Sprintf("%s: %s (%s)", string(rune('A'+i)), sd.Deck, sd.Style)
		fmt.Fprintf(&b, `<text x="10" y="%d">%s</text>`+"\n", y+18, xmlEscape(clip(label, 24)))
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="24" fill="#e6e6e6"/>`+"\n", left, y, bar)
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%.1f" height="24" fill="#4a7ab5"/>`+"\n", left, y, bar*sd.Rate)
		fmt.Fprintf(&b, `<line x1="%.1f" x2="%.1f" y1="%d" y2="%d" stroke="black" stroke-width="2"/>`+"\n", left+bar*sd.Low, left+bar*sd.High, y+12, y+12)
		fmt.Fprintf(&b, `<text x="%d" y="%d">%.1f%%</text>`+"\n", left+bar+8, y+18, 100*sd.Rate)
	}
	fmt.Fprintf(&b, `<line x1="%d" x2="%d" y1="40" y2="145" stroke="#999" stroke-dasharray="4"/>`+"\n", left+bar/2, left+bar/2)
	for _, t := range []int{0, 50, 100} {
		fmt.Fprintf(&b, `<text x="%d" y="162" text-anchor="middle" font-size="12" fill="#555">%d%%</text>`+"\n", left+bar*t/100, t)
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func xmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}
