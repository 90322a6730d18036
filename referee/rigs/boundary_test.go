package rigs

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	rigsrules "boardroom/rules/rigs"
)

// Boundary tests (issue 30): every refusal that counts something, at its
// edge: the amount owned accepted and one more refused, the cap accepted and
// one over refused. Each case changes a copy of a real game's state and asks
// Legal; the numbers come from the rules data.

type edge struct {
	name string
	set  func(s *State)
	a    referee.Action[*State]
	ok   bool   // accepted
	want string // a refusal's reason contains it
}

func runEdges(t *testing.T, base *State, cases []edge) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := base.Clone()
			if c.set != nil {
				c.set(s)
			}
			err := c.a.Legal(s)
			if c.ok {
				require.NoError(t, err)
				return
			}
			require.Error(t, err, "%T %+v was accepted", c.a, c.a)
			assert.True(t, referee.IsRefusal(err), "%v", err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
}

// ann is Ann's player state in s.
func ann(s *State) *PlayerState { return &s.Players[0] }

// marketStart is physicalStart in round 1's Market Phase, the Normal card drawn.
func marketStart(t *testing.T) *tgame {
	tg := physicalStart(t)
	tg.next()
	tg.do(&DisasterAction{Player: "Ann", Title: "Safe!"})
	tg.do(&DisasterAction{Player: "Bob", Title: "Safe!"})
	tg.next()
	tg.next()
	tg.do(&MarketDraw{Level: "normal"})
	return tg
}

func TestSellAtItsEdge(t *testing.T) {
	tg := marketStart(t)
	lux := func(n int) func(s *State) { return func(s *State) { ann(s).Res[rigsrules.Luxuries] = n } }
	runEdges(t, tg.g.State(), []edge{
		{"all 3 owned", lux(3), &Sell{Player: "Ann", N: 3}, true, ""},
		{"one more than owned", lux(3), &Sell{Player: "Ann", N: 4}, false, "Ann has 3 Luxuries"},
		{"the only one", lux(1), &Sell{Player: "Ann", N: 1}, true, ""},
		{"two with one owned", lux(1), &Sell{Player: "Ann", N: 2}, false, "Ann has 1 Luxury"},
		{"all (0) of some", lux(1), &Sell{Player: "Ann", N: 0}, true, ""},
		{"all of none", lux(0), &Sell{Player: "Ann", N: 0}, false, "Ann has no Luxuries"},
		{"one of none", lux(0), &Sell{Player: "Ann", N: 1}, false, "Ann has no Luxuries"},
		{"minus one", lux(3), &Sell{Player: "Ann", N: -1}, false, "sell a positive number"},
	})
}

// The price a Luxury sells for, with and without Naive Profits: the card
// adds the lowest Market card drawn so far (this round's included), for its
// player only.
func TestNaiveProfitsRaisesOnlyItsPlayersPrice(t *testing.T) {
	tg := karmaTable(t)
	toNextPlayerPhase(tg) // round 1's card: Normal
	tg.next()
	tg.do(&DisasterAction{Player: "Ann", Title: "Safe!"})
	tg.do(&DisasterAction{Player: "Bob", Title: "Safe!"})
	tg.next()
	tg.next()
	s := tg.do(&MarketDraw{Level: "high"})
	high, _ := R().MarketPrice("high")
	normal, _ := R().MarketPrice("normal")
	require.Less(t, normal, high, "the lowest card drawn is round 1's Normal")
	require.Equal(t, high, s.Price)
	for _, n := range []string{"Ann", "Bob"} {
		tg.do(&Adjust{Player: n, What: "luxuries", Delta: 3, Reason: "test"})
	}
	tg.do(&Karma{Title: "Naive Profits", Player: "Ann"})
	annBefore, bobBefore := tg.p("Ann").Credits, tg.p("Bob").Credits
	tg.do(&Sell{Player: "Ann", N: 2})
	assert.Equal(t, annBefore+2*(high+normal), tg.p("Ann").Credits, "Ann: (High + Normal) a Luxury")
	tg.do(&Sell{Player: "Bob", N: 2})
	assert.Equal(t, bobBefore+2*high, tg.p("Bob").Credits, "Bob played no card: the High price")
	s = tg.do(&Sell{Player: "Ann"}) // the rest, still boosted
	assert.Equal(t, annBefore+3*(high+normal), tg.p("Ann").Credits)
	assert.Contains(t, strings.Join(s.Events, "\n"), "Naive Profits")

	// The next round's Market Phase: the bonus is gone.
	require.Empty(t, s.Boost[1])
}

func TestPlayerPhaseRefusalsAtTheirEdge(t *testing.T) {
	tg := physicalStart(t)
	base := tg.g.State()
	limit := R().Limits.RigsInPlay
	build := R().Costs.BuildRigs[rigsrules.Metal]
	require.Positive(t, build)
	// inPlay sets Ann's warehouse so that n RIGS are in play.
	inPlay := func(s *State, n int) { ann(s).Warehouse += n - s.RigsInPlay() }
	rich := func(s *State) {
		for _, r := range rigsrules.Resources {
			ann(s).Res[r] = 100
		}
	}
	survey := R().Costs.Survey
	y := 1
	cases := []edge{
		{"build one below the RIGS cap", func(s *State) { rich(s); inPlay(s, limit-1) }, &Build{Player: "Ann", N: 1}, true, ""},
		{"build one over the RIGS cap", func(s *State) { rich(s); inPlay(s, limit-1) }, &Build{Player: "Ann", N: 2}, false, "more would make"},
		{"build at the RIGS cap", func(s *State) { rich(s); inPlay(s, limit) }, &Build{Player: "Ann", N: 1}, false, "more would make"},
		{"build 0", rich, &Build{Player: "Ann", N: 0}, false, "at least 1"},
		{"build with the Metal it costs", func(s *State) { ann(s).Res[rigsrules.Metal] = 2 * build }, &Build{Player: "Ann", N: 2}, true, ""},
		{"build one Metal short", func(s *State) { ann(s).Res[rigsrules.Metal] = 2*build - 1 }, &Build{Player: "Ann", N: 2}, false, "Ann has"},
		{"survey with what it costs", func(s *State) {
			for r, n := range survey {
				ann(s).Res[r] = n
			}
		}, &Survey{Player: "Ann", Plot: 2, Yield: &y}, true, ""},
	}
	for r, n := range survey {
		cases = append(cases, edge{"survey one " + string(r) + " short", func(s *State) {
			for r2, n2 := range survey {
				ann(s).Res[r2] = n2
			}
			ann(s).Res[r] = n - 1
		}, &Survey{Player: "Ann", Plot: 2, Yield: &y}, false, "Ann has"})
	}

	// Moving RIGS onto plot #1 (Ann's Valley, configured for Energy).
	valley := func(rigs int) func(s *State) {
		return func(s *State) {
			rich(s)
			pl, ok := ann(s).Plot(1)
			require.True(t, ok)
			pl.Resource = rigsrules.Energy
			pl.Rigs = rigs
			ann(s).Warehouse = 5
		}
	}
	pl, _ := base.Players[0].Plot(1)
	c := Capacity(*pl, rigsrules.Energy)
	require.Positive(t, c)
	cases = append(cases,
		edge{"move into the last free spot", valley(c - 1), &Move{Player: "Ann", From: 0, To: 1, N: 1}, true, ""},
		edge{"move one over the spots", valley(c - 1), &Move{Player: "Ann", From: 0, To: 1, N: 2}, false, "spot"},
		edge{"move all in the warehouse", valley(0), &Move{Player: "Ann", From: 0, To: 1, N: min(c, 5)}, true, ""},
		edge{"move one more than in the warehouse", func(s *State) { valley(0)(s); ann(s).Warehouse = 1 }, &Move{Player: "Ann", From: 0, To: 1, N: 2}, false, "in the warehouse"},
		edge{"move all off the plot", valley(2), &Move{Player: "Ann", From: 1, To: 0, N: 2}, true, ""},
		edge{"move one more than on the plot", valley(2), &Move{Player: "Ann", From: 1, To: 0, N: 3}, false, "Ann has 2 RIGS on"},
		edge{"move 0", valley(2), &Move{Player: "Ann", From: 1, To: 0, N: 0}, false, "at least 1"},
	)
	mv := R().Costs.MoveRigs
	for r, n := range mv {
		cases = append(cases,
			edge{"move paying exactly the " + string(r), func(s *State) { valley(2)(s); ann(s).Res[r] = 2 * n }, &Move{Player: "Ann", From: 1, To: 0, N: 2}, true, ""},
			edge{"move one " + string(r) + " short", func(s *State) { valley(2)(s); ann(s).Res[r] = 2*n - 1 }, &Move{Player: "Ann", From: 1, To: 0, N: 2}, false, "Ann has"},
		)
	}

	// Deals: a player gives what he or she has.
	cases = append(cases,
		edge{"give all credits", func(s *State) { ann(s).Credits = 7 }, &Give{From: "Ann", To: "Bob", What: "credits", N: 7}, true, ""},
		edge{"give one credit more", func(s *State) { ann(s).Credits = 7 }, &Give{From: "Ann", To: "Bob", What: "credits", N: 8}, false, "Ann has 7"},
		edge{"give all RIGS in the warehouse", func(s *State) { ann(s).Warehouse = 2 }, &Give{From: "Ann", To: "Bob", What: "rigs", N: 2}, true, ""},
		edge{"give one RIGS more", func(s *State) { ann(s).Warehouse = 2 }, &Give{From: "Ann", To: "Bob", What: "rigs", N: 3}, false, "in the warehouse"},
		edge{"give 0", nil, &Give{From: "Ann", To: "Bob", What: "credits", N: 0}, false, "at least 1"},
	)
	for _, r := range rigsrules.Resources {
		cases = append(cases,
			edge{"give all " + string(r), func(s *State) { ann(s).Res[r] = 4 }, &Give{From: "Ann", To: "Bob", What: string(r), N: 4}, true, ""},
			edge{"give one " + string(r) + " more", func(s *State) { ann(s).Res[r] = 4 }, &Give{From: "Ann", To: "Bob", What: string(r), N: 5}, false, "Ann has 4"},
		)
	}

	// Vinnie: at most PerPlotPerPhase a plot owned a phase, and only the script left.
	v := R().Vinnie
	room := len(base.Players[0].Plots) * v.PerPlotPerPhase
	cases = append(cases,
		edge{"borrow up to the plots", nil, &Loan{Player: "Ann", Resource: rigsrules.Energy, N: room}, true, ""},
		edge{"borrow one over the plots", nil, &Loan{Player: "Ann", Resource: rigsrules.Energy, N: room + 1}, false, "more at most"},
		edge{"borrow the last of the room", func(s *State) { ann(s).Borrowed = room - 1 }, &Loan{Player: "Ann", Resource: rigsrules.Metal, N: 1}, true, ""},
		edge{"borrow with no room", func(s *State) { ann(s).Borrowed = room }, &Loan{Player: "Ann", Resource: rigsrules.Metal, N: 1}, false, "0 more at most"},
		edge{"borrow the last script", func(s *State) { s.ScriptLeft[rigsrules.Supplies] = 1 }, &Loan{Player: "Ann", Resource: rigsrules.Supplies, N: 1}, true, ""},
		edge{"borrow one more than the script", func(s *State) { s.ScriptLeft[rigsrules.Supplies] = 1 }, &Loan{Player: "Ann", Resource: rigsrules.Supplies, N: 2}, false, "1 Supplies script left"},
		edge{"borrow 0", nil, &Loan{Player: "Ann", Resource: rigsrules.Energy, N: 0}, false, "at least 1"},
	)
	script := func(n, res int) func(s *State) {
		return func(s *State) {
			ann(s).Script = map[rigsrules.Resource]int{rigsrules.Metal: n}
			ann(s).Res[rigsrules.Metal] = res
		}
	}
	cases = append(cases,
		edge{"repay all script held", script(2, 2*v.RepayInGame), &Repay{Player: "Ann", Resource: rigsrules.Metal, N: 2}, true, ""},
		edge{"repay one script more", script(2, 100), &Repay{Player: "Ann", Resource: rigsrules.Metal, N: 3}, false, "holds 2 Metal script"},
		edge{"repay one Metal short", script(2, 2*v.RepayInGame-1), &Repay{Player: "Ann", Resource: rigsrules.Metal, N: 2}, false, "script need"},
		edge{"repay 0", script(2, 100), &Repay{Player: "Ann", Resource: rigsrules.Metal, N: 0}, false, "at least 1"},
	)

	// Adjust: never below 0, at most a million, within the RIGS and Karma supply.
	adj := func(what string, d int) *Adjust { return &Adjust{Player: "Ann", What: what, Delta: d, Reason: "test"} }
	cases = append(cases,
		edge{"adjust credits to 0", func(s *State) { ann(s).Credits = 5 }, adj("credits", -5), true, ""},
		edge{"adjust credits below 0", func(s *State) { ann(s).Credits = 5 }, adj("credits", -6), false, "would go below 0"},
		edge{"adjust by a million", nil, adj("credits", 1_000_000), true, ""},
		edge{"adjust by a million and one", nil, adj("credits", 1_000_001), false, "at most a million"},
		edge{"adjust by minus a million and one", nil, adj("credits", -1_000_001), false, "at most a million"},
		edge{"adjust RIGS to the cap", func(s *State) { inPlay(s, limit-1) }, adj("rigs", 1), true, ""},
		edge{"adjust RIGS over the cap", func(s *State) { inPlay(s, limit-1) }, adj("rigs", 2), false, "RIGS tokens are in play"},
		edge{"adjust RIGS on a plot to its spots", valley(c - 1), adj("rigs:1", 1), true, ""},
		edge{"adjust RIGS on a plot over its spots", valley(c - 1), adj("rigs:1", 2), false, "spot"},
		edge{"adjust Karma to the deck", func(s *State) { s.KarmaDeck, s.KarmaPile = 2, 1 }, adj("karma", 3), true, ""},
		edge{"adjust Karma over the deck", func(s *State) { s.KarmaDeck, s.KarmaPile = 2, 1 }, adj("karma", 4), false, "only 3 left"},
	)
	runEdges(t, base, cases)
}

// Karma cards: one in hand and none; Swap Meet trades up to 6 of what the
// warehouse holds for as many.
func TestKarmaRefusalsAtTheirEdge(t *testing.T) {
	tg := karmaTable(t)
	swap := func(give, take int) *Karma {
		return &Karma{Title: "Swap Meet", Player: "Ann", Give: []Amount{{rigsrules.Supplies, give}}, Take: []Amount{{rigsrules.Metal, take}}}
	}
	supplies := func(n int) func(s *State) { return func(s *State) { ann(s).Res[rigsrules.Supplies] = n } }
	runEdges(t, tg.g.State(), []edge{
		{"the only Karma card in hand", func(s *State) { ann(s).Karma = 1; ann(s).Res[rigsrules.Supplies] = 6 }, swap(1, 1), true, ""},
		{"no Karma card in hand", func(s *State) { ann(s).Karma = 0; ann(s).Res[rigsrules.Supplies] = 6 }, swap(1, 1), false, "Ann holds no Karma card"},
		{"swap 6", supplies(6), swap(6, 6), true, ""},
		{"swap 7", supplies(7), swap(7, 7), false, "up to 6"},
		{"swap 1", supplies(1), swap(1, 1), true, ""},
		{"take one more than given", supplies(6), swap(2, 3), false, "--give totals 2, --take 3"},
		{"give all the warehouse holds", supplies(3), swap(3, 3), true, ""},
		{"give one more than the warehouse holds", supplies(3), swap(4, 4), false, "Ann has 3 Supplies"},
		{"give 0", supplies(3), swap(0, 0), false, "give 1 or more"},
	})
}

// Other Markets: every player's Luxuries sell at the highest Market card
// drawn so far for the rest of the phase; sales before it stand.
func TestOtherMarketsRaisesEveryPrice(t *testing.T) {
	tg := karmaTable(t)
	tg.next()
	tg.do(&DisasterAction{Player: "Ann", Title: "Safe!"})
	tg.do(&DisasterAction{Player: "Bob", Title: "Safe!"})
	tg.next()
	tg.next()
	tg.do(&MarketDraw{Level: "high"})
	tg.next()
	if s := tg.g.State(); len(s.PlotDeck) > 0 {
		tg.do(&Grant{Player: "Ann", Type: s.PlotDeck[0]})
		tg.do(&Grant{Player: "Bob", Type: tg.g.State().PlotDeck[0]})
	}
	if s := tg.g.State(); len(s.RollOff) > 0 {
		tg.do(&RollOff{Rolls: []int{6, 1, 1, 1}[:len(s.RollOff)]})
	}
	tg.next()
	tg.do(&DisasterAction{Player: "Ann", Title: "Safe!"})
	tg.do(&DisasterAction{Player: "Bob", Title: "Safe!"})
	tg.next()
	tg.next()
	s := tg.do(&MarketDraw{Level: "low"})
	high, _ := R().MarketPrice("high")
	low, _ := R().MarketPrice("low")
	require.Less(t, low, high)
	require.Equal(t, low, s.Price)
	for _, n := range []string{"Ann", "Bob"} {
		tg.do(&Adjust{Player: n, What: "luxuries", Delta: 3, Reason: "test"})
	}
	bob := tg.p("Bob").Credits
	tg.do(&Sell{Player: "Bob", N: 1})
	assert.Equal(t, bob+low, tg.p("Bob").Credits, "before the card: this round's Low")
	s = tg.do(&Karma{Title: "Other Markets", Player: "Ann"})
	assert.Equal(t, high, s.Price, "the highest card drawn: round 1's High")
	ann, bob := tg.p("Ann").Credits, tg.p("Bob").Credits
	tg.do(&Sell{Player: "Ann", N: 2})
	tg.do(&Sell{Player: "Bob", N: 2})
	assert.Equal(t, ann+2*high, tg.p("Ann").Credits)
	assert.Equal(t, bob+2*high, tg.p("Bob").Credits, "every player's price")
}

// The start: as many plots as the player count gives, a roll-off die 1 to
// Die; a plot's RIGS fit the spots of what it is configured for.
func TestSetupAndConfigureAtTheirEdge(t *testing.T) {
	tg := newGame(t, true, "Ann", "Bob")
	want := R().Start.Plots[2]
	require.Positive(t, want)
	plots := func(n int) func(s *State) {
		return func(s *State) {
			ann(s).Plots = nil
			for k := range n {
				ann(s).Plots = append(ann(s).Plots, Plot{ID: 100 + k, Type: "plains"})
			}
		}
	}
	die := R().Limits.Die
	tied := func(s *State) { s.RollOff = []int{0, 1} }
	runEdges(t, tg.g.State(), []edge{
		{"the last starting plot", plots(want - 1), &Grant{Player: "Ann", Type: "plains"}, true, ""},
		{"one starting plot more", plots(want), &Grant{Player: "Ann", Type: "plains"}, false, "Ann has them all"},
		{"roll-off: top face", tied, &RollOff{Rolls: []int{die, 1}}, true, ""},
		{"roll-off: above the faces", tied, &RollOff{Rolls: []int{die + 1, 1}}, false, fmt.Sprintf("a die shows 1-%d", die)},
		{"roll-off: 0", tied, &RollOff{Rolls: []int{0, 1}}, false, fmt.Sprintf("a die shows 1-%d", die)},
		{"roll-off: one roll short", tied, &RollOff{Rolls: []int{3}}, false, "1 roll entered for 2 players"},
	})

	base := physicalStart(t).g.State()
	pl, _ := base.Players[0].Plot(1)
	c := Capacity(*pl, rigsrules.Supplies)
	on := func(n int) func(s *State) {
		return func(s *State) {
			p, _ := ann(s).Plot(1)
			p.Resource, p.Rigs = rigsrules.Energy, n
			for _, r := range rigsrules.Resources {
				ann(s).Res[r] = 100
			}
		}
	}
	runEdges(t, base, []edge{
		{"configure with as many RIGS as spots", on(c), &Configure{Player: "Ann", Plot: 1, Resource: rigsrules.Supplies}, true, ""},
		{"configure with one RIGS more than spots", on(c + 1), &Configure{Player: "Ann", Plot: 1, Resource: rigsrules.Supplies}, false, "move some off first"},
	})
}

// I Ain't Going Alone: a new loss is made from what the player has: the
// resources in the warehouse and the Karma cards besides this one.
func TestIAintGoingAloneAtItsEdge(t *testing.T) {
	tg := karmaTable(t)
	alone := func(give, cards int) *Karma {
		k := &Karma{Title: "I Ain't Going Alone", Player: "Ann", Victim: "Bob", Cards: cards}
		if give > 0 {
			k.Give = []Amount{{rigsrules.Supplies, give}}
		}
		return k
	}
	hold := func(s *State) { ann(s).Res[rigsrules.Supplies] = 4; ann(s).Karma = 3 }
	runEdges(t, tg.g.State(), []edge{
		{"give all the Supplies", hold, alone(4, 0), true, ""},
		{"give one Supply more", hold, alone(5, 0), false, "Ann has 4 Supplies"},
		{"every other Karma card", hold, alone(0, 2), true, ""},
		{"this card too", hold, alone(0, 3), false, "Ann holds 2 Karma cards besides this one"},
		{"minus one card", hold, alone(1, -1), false, "besides this one"},
	})
}
