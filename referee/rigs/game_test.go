package rigs

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/refereetest"
	rigsrules "boardroom/rules/rigs"
)

type tgame struct {
	t  testing.TB
	g  *referee.Game[*State]
	tb *refereetest.Table[*State]
}

func newGame(t testing.TB, physical bool, names ...string) *tgame {
	t.Helper()
	st, err := ParseSetup(names, physical)
	require.NoError(t, err)
	tb := refereetest.NewTable[*State](t, Rules{}, GameID, st, 7)
	return &tgame{t, tb.G, tb}
}

func (tg *tgame) do(a referee.Action[*State]) *State { tg.t.Helper(); return tg.tb.Do(a) }

func (tg *tgame) refused(a referee.Action[*State], want string) {
	tg.t.Helper()
	tg.tb.Refused(a, want)
}

func (tg *tgame) p(name string) *PlayerState {
	s := tg.g.State()
	i, err := s.PlayerIndex(name)
	require.NoError(tg.t, err)
	return &s.Players[i]
}

func (tg *tgame) next() *State { tg.t.Helper(); return tg.do(&Next{}) }

// A whole 4-player game of 15 rounds with physical decks, every draw entered,
// the end-game worth computed by hand (see the comments).
func TestScriptedFourPlayerGame(t *testing.T) {
	tg := newGame(t, true, "A", "B", "C", "D")
	// Starting plots, 3 each with 4 players: #1-#3 A, #4-#6 B, #7-#9 C, #10-#12 D.
	for _, n := range []string{"A", "B", "C", "D"} {
		tg.do(&Grant{Player: n, Type: "valley"})
		tg.do(&Grant{Player: n, Type: "plains"})
		tg.do(&Grant{Player: n, Type: "plains"})
	}
	tg.refused(&Grant{Player: "A", Type: "plains"}, "each player starts with 3 plots")
	tg.next()
	tg.refused(&Configure{Player: "A", Plot: 1, Resource: rigsrules.Energy}, "have not entered their roll-off yet")
	tg.refused(&RollOff{Rolls: []int{3, 7, 1, 2}}, "a die shows 1-6")
	tg.refused(&RollOff{Rolls: []int{3, 1}}, "2 rolls entered for 4 players (A, B, C and D)")
	tg.do(&RollOff{Rolls: []int{6, 6, 1, 2}}) // A and B tie again
	assert.Equal(t, []int{0, 1}, tg.g.State().RollOff)
	tg.do(&RollOff{Rolls: []int{4, 5}})
	assert.Equal(t, 1, tg.g.State().Leader, "B won the roll-off")
	s := tg.g.State()
	require.Equal(t, Player, s.Phase)
	require.Equal(t, 1, s.Round)
	assert.Equal(t, 15, len(s.PlotDeck))

	// Round 1, Player Phase: every Valley harvests Energy with 2 RIGS (2 Supplies to move).
	valley := map[string]int{"A": 1, "B": 4, "C": 7, "D": 10}
	for _, n := range []string{"A", "B", "C", "D"} {
		tg.do(&Configure{Player: n, Plot: valley[n], Resource: rigsrules.Energy})
		tg.do(&Move{Player: n, From: 0, To: valley[n], N: 2})
	}
	tg.do(&Loan{Player: "A", Resource: rigsrules.Metal, N: 3}) // 3 plots: the limit
	tg.refused(&Loan{Player: "A", Resource: rigsrules.Energy, N: 1}, "at most 1 resource per plot a player owns per phase")
	tg.do(&Build{Player: "A", N: 1}) // 2 Metal: A has Metal 1, RIGS 4 in the warehouse
	tg.do(&Give{From: "B", To: "C", What: "credits", N: 10})
	two := 2
	tg.do(&Survey{Player: "D", Plot: 11, Yield: &two})
	assert.Equal(t, map[rigsrules.Resource]int{rigsrules.Energy: 5, rigsrules.Supplies: 3, rigsrules.Metal: 1, rigsrules.Luxuries: 0}, tg.p("A").Res)
	assert.Equal(t, 2, tg.p("D").Res[rigsrules.Supplies])

	disasters := [][4]string{
		{"Safe!", "Safe!", "Safe!", "Safe!"},
		{"Safe!", "Safe!", "RAID!", "RAID!"},
		{"RAID!", "RAID!", "Theft!", "Theft!"},
		{"Theft!", "Theft!", "Theft!", "Energy Junction Failure"},
		{"Energy Junction Failure", "Battery Charger Failure", "Battery Charger Failure", "Seasonal Hell"},
		{"Seasonal Hell", "Seasonal Hell", "Massive Solar Flare", "Massive Solar Flare"},
		{"Massive Solar Flare", "Massive Solar Flare", "Battery Failure", "Unexpected Spoilage"},
		{"Unexpected Spoilage", "Out in the (Acid) Rain!", "Out in the (Acid) Rain!", "Corrosive Cloud!"},
		{"Solar Eclipse!", "Solar Eclipse!", "Solar Eclipse!", "Infestation!"},
		// The deck is used up: the discards become the new deck.
		{"Safe!", "Safe!", "Safe!", "Safe!"},
		{"Safe!", "Safe!", "RAID!", "RAID!"},
		{"RAID!", "RAID!", "Theft!", "Theft!"},
		{"Theft!", "Theft!", "Theft!", "Energy Junction Failure"},
		{"Energy Junction Failure", "Battery Charger Failure", "Battery Charger Failure", "Seasonal Hell"},
		{"Seasonal Hell", "Seasonal Hell", "Massive Solar Flare", "Massive Solar Flare"},
	}
	grants := map[int][]string{
		2: {"forest", "desert", "ridge", "valley"}, // #13-#16
		3: {"forest", "desert", "ridge", "valley"}, // #17-#20
		4: {"forest", "desert", "ridge", "valley"}, // #21-#24
		5: {"valley", "valley", "plains"},          // #25-#27: the Plot deck runs out, D gets none
	}
	markets := []string{"normal", "low", "high", "normal", "spike", "low", "normal", "high", "normal", "low", "normal", "high", "spike", "normal", "low"}
	names := []string{"A", "B", "C", "D"}
	for round := 1; round <= 15; round++ {
		require.Equal(t, round, tg.g.State().Round)
		if g, ok := grants[round]; ok {
			tg.refused(&Next{}, "record the plots drawn first")
			for k, typ := range g {
				tg.do(&Grant{Player: names[k], Type: typ})
			}
			if tied := tg.g.State().RollOff; len(tied) > 0 { // the table rolls; the first tied player wins
				rolls := []int{6}
				for range tied[1:] {
					rolls = append(rolls, 1)
				}
				tg.do(&RollOff{Rolls: rolls})
			}
		}
		tg.next() // end of the Player Phase
		tg.refused(&Next{}, "every player's Disaster card is resolved")
		for k, n := range names {
			tg.do(&DisasterAction{Player: n, Title: disasters[round-1][k]})
		}
		tg.next() // Production Phase
		tg.next() // Final Call: production committed
		tg.refused(&Sell{Player: "A"}, "draw it first")
		tg.do(&MarketDraw{Level: markets[round-1]})
		if round < 15 {
			tg.next()
		}
	}
	s = tg.g.State()
	// Hand-computed resources (Energy: +2 a round from the Valley, +1 under
	// Seasonal Hell, +0 under Battery Charger Failure; Massive Solar Flare and
	// Battery Failure empty the warehouse first):
	//  A: E 5→15 (r1-5) →16 (Seasonal) →0+2 (Flare) →4 →6 →14 (r10-13) →16 →17 (Seasonal); S 3→1 (Spoilage r8); M 1.
	//  B: E 13 (r1-4) →13 (Charger) →14 →0+2 →4 →6 →14 →14 (Charger) →15; S 3; M 0 (Acid: no Metal, lost a RIGS).
	//  C: E 13 →13 (Charger) →0+2 (Flare) →0+2 (Battery Failure) →4 →6 →14 →14 (Charger) →0+2 (Flare); S 3.
	//  D: E 13 →14 (Seasonal) →0+2 →4 →6 →8 →16 →17 (Seasonal) →0+2 (Flare); S 2→1 (Spoilage).
	want := map[string][3]int{"A": {17, 1, 1}, "B": {15, 3, 0}, "C": {2, 3, 0}, "D": {2, 1, 0}}
	for n, w := range want {
		p := tg.p(n)
		assert.Equal(t, w, [3]int{p.Res[rigsrules.Energy], p.Res[rigsrules.Supplies], p.Res[rigsrules.Metal]}, n)
		assert.Equal(t, 6, p.Karma, "%s: 5 after the hand limit, +1 in the last Disaster Phase", n)
	}
	assert.Equal(t, []int{3, 2, 1, 1}, []int{tg.p("A").Warehouse, tg.p("B").Warehouse, tg.p("C").Warehouse, tg.p("D").Warehouse},
		"RIGS lost to Acid Rain, Corrosive Cloud, Eclipse and Infestation came from the warehouses")
	tg.refused(&Next{}, "enter them with 'end'")
	tg.refused(&End{Cards: map[string][]string{"Plains": {"normal"}}, Dice: map[rigsrules.Resource]int{rigsrules.Energy: 4, rigsrules.Supplies: 2, rigsrules.Metal: 5}}, "Valley plots are valued by 1 End Market card")
	s = tg.do(&End{
		Cards: map[string][]string{"Plains": {"normal"}, "Valley": {"low"}, "Forest": {"high", "low"}, "Desert": {"spike", "normal"}, "Ridge": {"high", "high"}},
		Dice:  map[rigsrules.Resource]int{rigsrules.Energy: 4, rigsrules.Supplies: 2, rigsrules.Metal: 5},
	})
	require.Equal(t, Ended, s.Phase)
	// Plot values: Plains 10, Valley 5, Forest 20+5, Desert 40+10, Ridge 20+20; D's
	// Plains #11 has Luxury spots: x2. Resources: Energy 4, Supplies 2, Metal 5.
	//  A: 100 + (5+10+10+25+25+25+5 = 105) + (17x4 + 1x2 = 70; Vinnie takes the 1 Metal in kind) - Vinnie (12 owed - 1 = 11 x 5 = 55) = 220
	//  B:  90 + (5+10+10+50+50+50+5 = 180) + (15x4 + 3x2 = 66) = 336
	//  C: 110 + (5+10+10+40+40+40+10 = 155) + (2x4 + 3x2 = 14) = 279
	//  D: 100 + (5+20+10+5+5+5 = 50) + (2x4 + 1x2 = 10) = 160
	totals := map[string][5]int{"A": {100, 105, 70, 55, 220}, "B": {90, 180, 66, 0, 336}, "C": {110, 155, 14, 0, 279}, "D": {100, 50, 10, 0, 160}}
	for n, w := range totals {
		p := tg.p(n)
		require.NotNil(t, p.Worth, n)
		assert.Equal(t, w, [5]int{p.Worth.Credits, p.Worth.Plots, p.Worth.Resources, p.Worth.Vinnie, p.Worth.Total}, n)
	}
	assert.Equal(t, 1, tg.p("A").Worth.InKind[rigsrules.Metal])
	assert.Equal(t, "B wins with a worth of 336", s.WinnerText())
	assert.Equal(t, "ended: B wins with a worth of 336", Rules{}.Status(s))
	tg.refused(&Next{}, "the game has ended")
	// The saved file replays to the same end.
	g2, err := referee.Open(strings.TrimSuffix(tg.g.Path(), "/rigs/test.json"), GameID, "test", Rules{}, referee.ReadOnly())
	require.NoError(t, err)
	assert.Equal(t, s.ToView(), g2.State().ToView())
}
