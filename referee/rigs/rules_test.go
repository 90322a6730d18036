package rigs

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/fuzzcheck"
	"boardroom/referee"
	"boardroom/referee/refereetest"
	"boardroom/referee/tui"
	rigsrules "boardroom/rules/rigs"
)

func TestSetupAndStartingKit(t *testing.T) {
	for n, plots := range map[int]int{2: 6, 3: 4, 4: 3} {
		names := []string{"Ann", "Bob", "Cy", "Dee"}[:n]
		tg := newGame(t, false, names...)
		s := tg.next()
		for _, p := range s.Players {
			assert.Len(t, p.Plots, plots)
			assert.Equal(t, 100, p.Credits)
			assert.Equal(t, 5, p.Warehouse)
			assert.Equal(t, 5, p.Res[rigsrules.Energy])
			assert.Equal(t, 5, p.Res[rigsrules.Supplies])
		}
		assert.Equal(t, 27-n*plots, len(s.PlotDeck))
		assert.Len(t, s.MarketLeft, 36)
		assert.GreaterOrEqual(t, s.Leader, 0)
	}
	_, err := ParseSetup([]string{"Ann"}, false)
	assert.ErrorContains(t, err, "2-4 players")
	_, err = ParseSetup([]string{"Ann", "ann"}, false)
	assert.ErrorContains(t, err, "named twice")
	_, err = ParseSetup([]string{"Ann", "Bob", "Cy", "Dee", "Eve"}, false)
	assert.Error(t, err)
}

// physicalStart makes a 2-player physical game at round 1 with known plots:
// Ann #1 Valley #2 Plains #3 Forest #4 Desert #5 Ridge #6 Plains; Bob #7.. same.
func physicalStart(t testing.TB) *tgame {
	tg := newGame(t, true, "Ann", "Bob")
	for _, n := range []string{"Ann", "Bob"} {
		for _, typ := range []string{"valley", "plains", "forest", "desert", "ridge", "plains"} {
			tg.do(&Grant{Player: n, Type: typ})
		}
	}
	tg.next()
	tg.do(&RollOff{Rolls: []int{5, 2}}) // equal plots: the table rolls the roll-off; Ann leads
	return tg
}

func TestVinnieLimits(t *testing.T) {
	tg := physicalStart(t)
	// One unit per plot owned per phase, all three resources together: Ann owns 6.
	tg.do(&Loan{Player: "Ann", Resource: rigsrules.Energy, N: 2})
	tg.do(&Loan{Player: "Ann", Resource: rigsrules.Supplies, N: 3})
	tg.do(&Loan{Player: "Ann", Resource: rigsrules.Metal, N: 1})
	tg.refused(&Loan{Player: "Ann", Resource: rigsrules.Metal, N: 1}, "Ann owns 6 plots and has borrowed 6 this phase: 0 more at most (rule: Vinnie lends at most 1 resource per plot a player owns per phase)")
	tg.refused(&Loan{Player: "Ann", Resource: rigsrules.Luxuries, N: 1}, "Vinnie lends Energy, Supplies or Metal")
	p := tg.p("Ann")
	assert.Equal(t, map[rigsrules.Resource]int{rigsrules.Energy: 2, rigsrules.Supplies: 3, rigsrules.Metal: 1}, p.Script)
	assert.Equal(t, 7, p.Res[rigsrules.Energy])
	s := tg.g.State()
	assert.Equal(t, 18, s.ScriptLeft[rigsrules.Energy])
	// Repay: 2 of the same resource per script, in the Player Phase.
	tg.do(&Repay{Player: "Ann", Resource: rigsrules.Energy, N: 2})
	assert.Equal(t, 3, tg.p("Ann").Res[rigsrules.Energy])
	assert.Equal(t, 20, tg.g.State().ScriptLeft[rigsrules.Energy])
	tg.refused(&Repay{Player: "Ann", Resource: rigsrules.Metal, N: 1}, "each script is repaid with 2 of the same resource")
	tg.refused(&Repay{Player: "Ann", Resource: rigsrules.Energy, N: 1}, "Ann holds 0 Energy script")
	// The limit is per phase: the Production Phase lends again; the Disaster Phase does not.
	tg.next()
	tg.refused(&Loan{Player: "Ann", Resource: rigsrules.Energy, N: 1}, "Borrowing from Vinnie happens in the Player or Production Phase")
	tg.do(&DisasterAction{Player: "Ann", Title: "Safe!"})
	tg.do(&DisasterAction{Player: "Bob", Title: "Safe!"})
	tg.next()
	tg.do(&Loan{Player: "Ann", Resource: rigsrules.Metal, N: 6})
	tg.refused(&Repay{Player: "Ann", Resource: rigsrules.Metal, N: 1}, "Repaying Vinnie happens in the Player Phase")
	// The pool: 20 script per type for the whole table.
	tg.do(&Loan{Player: "Bob", Resource: rigsrules.Metal, N: 6})
	s = tg.g.State()
	assert.Equal(t, 20-1-6-6, s.ScriptLeft[rigsrules.Metal])
	s2 := s.Clone()
	s2.ScriptLeft[rigsrules.Energy] = 0
	s2.Players[1].Borrowed = 0
	s2.Backed = nil
	err := (&Loan{Player: "Bob", Resource: rigsrules.Energy, N: 1}).Legal(s2)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "0 Energy script left")
}

// Vinnie's limit is per plot a player owns now (ruling "Vinnie, exactly"):
// a plot that changes hands lets its new owner borrow against it.
func TestVinnieLimitIsPlotsOwnedNow(t *testing.T) {
	tg := physicalStart(t)
	tg.do(&Loan{Player: "Bob", Resource: rigsrules.Energy, N: 6})
	tg.do(&Give{From: "Bob", To: "Ann", What: "plot", N: 7})
	s := tg.g.State()
	assert.Equal(t, 7, s.MayBorrow(0, rigsrules.Metal), "Ann owns 7 plots now")
	assert.Equal(t, 0, s.MayBorrow(1, rigsrules.Metal), "Bob owns 5 and borrowed 6")
	tg.refused(&Loan{Player: "Ann", Resource: rigsrules.Energy, N: 8}, "Ann owns 7 plots and has borrowed 0 this phase: 7 more at most (rule: Vinnie lends at most 1 resource per plot a player owns per phase)")
	tg.refused(&Loan{Player: "Bob", Resource: rigsrules.Metal, N: 1}, "Bob owns 5 plots and has borrowed 6 this phase")
	s = tg.do(&Loan{Player: "Ann", Resource: rigsrules.Energy, N: 7})
	assert.Contains(t, strings.Join(s.Events, " "), "Ann may borrow nothing more from Vinnie this phase")
	assert.Equal(t, 20-13, s.ScriptLeft[rigsrules.Energy])
}

func TestCommandLineNumbersCannotOverflow(t *testing.T) {
	tg := physicalStart(t)
	tg.refused(&Build{Player: "Ann", N: 1 << 62}, "at most 75 RIGS tokens are in play")
	tg.refused(&Power{Player: "Ann", Plots: []int{1, 1}}, "Powering plots happens in the Production Phase")
	tg.refused(&Adjust{Player: "Ann", What: "credits", Delta: 1 << 40, Reason: "x"}, "not a table's number")
	tg.do(&Configure{Player: "Ann", Plot: 1, Resource: rigsrules.Energy})
	tg.do(&Adjust{Player: "Ann", What: "rigs:1", Delta: 2, Reason: "Triangulation Drift"})
	tg.refused(&Adjust{Player: "Ann", What: "rigs:1", Delta: 1, Reason: "x"}, "plot #1 (Valley) has 2 RIGS and 2 spots")
	pl, _ := tg.p("Ann").Plot(1)
	assert.Equal(t, 2, pl.Rigs)
}

func TestEveryDisasterCardHasAnExactRule(t *testing.T) {
	for _, d := range R().Disasters {
		_, ok := disasterRules.Get()[d.Key()]
		assert.True(t, ok, "no rule for %q", d.Key())
	}
	assert.Len(t, disasterRules.Get(), len(R().Disasters))
}

// Each disaster on a player with Energy 5, Supplies 5, Metal 3, Luxuries 3,
// RIGS 2 in the warehouse and 2 harvesting Energy on a Valley; and on a
// player with nothing (to see the RIGS instead).
func TestEveryDisaster(t *testing.T) {
	type want struct {
		e, su, m, l, rigs, karma int
		effect                   string
	}
	rich := map[string]want{
		"Safe!":                   {5, 5, 3, 3, 4, 0, ""},
		"Unexpected Spoilage":     {5, 2, 3, 3, 4, 1, ""}, // half of 5 rounded up = 3
		"Massive Solar Flare":     {0, 5, 3, 3, 4, 1, ""},
		"Out in the (Acid) Rain!": {5, 5, 1, 3, 4, 1, ""}, // half of 3 rounded up = 2
		"RAID!":                   {5, 5, 3, 0, 4, 1, ""},
		"Theft!":                  {5, 5, 3, 1, 4, 1, ""},
		"Corrosive Cloud!":        {5, 5, 0, 3, 4, 1, ""},
		"Battery Failure":         {0, 5, 3, 3, 4, 1, ""},
		"Solar Eclipse!":          {5, 5, 3, 3, 3, 1, ""}, // no Desert: loses a RIGS
		"Seasonal Hell":           {5, 5, 3, 3, 4, 1, EffSeasonal},
		"Infestation!":            {5, 5, 3, 3, 3, 1, ""}, // no Supplies RIGS: loses a RIGS
		"Battery Charger Failure": {5, 5, 3, 3, 4, 1, EffCharger},
		"Energy Junction Failure": {5, 5, 3, 3, 4, 1, EffJunction},
	}
	poor := map[string]want{ // nothing in the warehouse but 2 RIGS, no Energy RIGS, no plots
		"Unexpected Spoilage": {0, 0, 0, 0, 1, 1, ""}, "Massive Solar Flare": {0, 0, 0, 0, 1, 1, ""},
		"Out in the (Acid) Rain!": {0, 0, 0, 0, 1, 1, ""}, "Corrosive Cloud!": {0, 0, 0, 0, 1, 1, ""},
		"RAID!": {0, 0, 0, 0, 2, 0, ""}, "Theft!": {0, 0, 0, 0, 2, 0, ""}, "Battery Failure": {0, 0, 0, 0, 2, 0, ""},
		"Battery Charger Failure": {0, 0, 0, 0, 2, 0, EffCharger}, "Energy Junction Failure": {0, 0, 0, 0, 2, 0, EffJunction},
	}
	for title, w := range rich {
		s, _ := Rules{}.New(json.RawMessage(`{"players":["Ann","Bob"]}`), 1)
		p := &s.Players[0]
		p.Res = map[rigsrules.Resource]int{rigsrules.Energy: 5, rigsrules.Supplies: 5, rigsrules.Metal: 3, rigsrules.Luxuries: 3}
		p.Warehouse = 2
		p.Plots = []Plot{{ID: 1, Type: "Valley", Resource: rigsrules.Energy, Rigs: 2}}
		s.applyDisaster(0, title, disasterRules.Get()[title], 0)
		got := want{p.Res[rigsrules.Energy], p.Res[rigsrules.Supplies], p.Res[rigsrules.Metal], p.Res[rigsrules.Luxuries], p.Warehouse + p.PlacedRigs(), p.Karma, ""}
		if len(p.Effects) > 0 {
			got.effect = p.Effects[0]
		}
		assert.Equal(t, w, got, title)
		assert.Len(t, s.Events, 1, title)
	}
	for title, w := range poor {
		s, _ := Rules{}.New(json.RawMessage(`{"players":["Ann","Bob"]}`), 1)
		p := &s.Players[0]
		p.Res = map[rigsrules.Resource]int{}
		p.Warehouse = 2
		s.applyDisaster(0, title, disasterRules.Get()[title], 0)
		got := want{0, 0, 0, 0, p.Warehouse, p.Karma, ""}
		if len(p.Effects) > 0 {
			got.effect = p.Effects[0]
		}
		assert.Equal(t, w, got, title)
	}
}

func TestLostRigsComeFromWhereThePlayerSays(t *testing.T) {
	tg := physicalStart(t)
	tg.do(&Configure{Player: "Ann", Plot: 1, Resource: rigsrules.Energy})
	tg.do(&Move{Player: "Ann", From: 0, To: 1, N: 2})
	tg.next()
	tg.do(&DisasterAction{Player: "Ann", Title: "Solar Eclipse!", RigsFrom: 1}) // owns a Desert: no loss
	assert.Equal(t, 2, tg.p("Ann").PlacedRigs())
	tg.do(&DisasterAction{Player: "Bob", Title: "Infestation!"}) // no Supplies RIGS: loses one, from the warehouse
	assert.Equal(t, 4, tg.p("Bob").Warehouse)
}

func TestProductionPowerAndEffects(t *testing.T) {
	tg := physicalStart(t)
	// Ann: Valley #1 Energy 2 RIGS; Forest #3 Supplies 3 RIGS (needs 1 Energy). 5 RIGS, 5 Supplies -> Supplies 0.
	tg.do(&Configure{Player: "Ann", Plot: 1, Resource: rigsrules.Energy})
	tg.do(&Move{Player: "Ann", From: 0, To: 1, N: 2})
	tg.do(&Configure{Player: "Ann", Plot: 3, Resource: rigsrules.Supplies})
	tg.do(&Move{Player: "Ann", From: 0, To: 3, N: 3})
	tg.refused(&Move{Player: "Ann", From: 1, To: 3, N: 1}, "RIGS must be placed in an available spot")
	tg.refused(&Move{Player: "Ann", From: 0, To: 1, N: 1}, "Ann has no RIGS in the warehouse")
	// Bob: Desert #10 Energy 1 RIGS; Ridge #11 Metal 3 RIGS; Plains #8 Supplies 1 RIGS.
	tg.do(&Configure{Player: "Bob", Plot: 10, Resource: rigsrules.Energy})
	tg.do(&Move{Player: "Bob", From: 0, To: 10, N: 1})
	tg.do(&Configure{Player: "Bob", Plot: 11, Resource: rigsrules.Metal})
	tg.do(&Move{Player: "Bob", From: 0, To: 11, N: 3})
	tg.do(&Configure{Player: "Bob", Plot: 8, Resource: rigsrules.Supplies})
	tg.do(&Move{Player: "Bob", From: 0, To: 8, N: 1})
	tg.next()
	tg.do(&DisasterAction{Player: "Ann", Title: "Safe!"})
	tg.do(&DisasterAction{Player: "Bob", Title: "Safe!"})
	s := tg.next()
	plan := s.ProductionPlan(0)
	assert.Equal(t, 2, plan.EnergyMade)
	assert.Equal(t, 1, plan.PowerNeed)
	assert.Equal(t, 1, plan.FromMade)
	assert.Equal(t, map[rigsrules.Resource]int{rigsrules.Supplies: 3, rigsrules.Energy: 1}, plan.Produced)
	// Bob: 1 Energy made powers one plot; the other takes 1 from the warehouse (5).
	plan = s.ProductionPlan(1)
	assert.Equal(t, 2, plan.PowerNeed)
	assert.Equal(t, 1, plan.FromStore)
	// Brownout on Bob: 2 per plot, 4 needed: 1 made + 3 from the warehouse.
	tg.do(&Adjust{Player: "Ann", What: "karma", Delta: 3, Reason: "test"})
	s = tg.do(&Karma{Title: "Brownout!", Player: "Ann", Victim: "Bob"})
	plan = s.ProductionPlan(1)
	assert.Equal(t, 4, plan.PowerNeed)
	assert.Equal(t, 3, plan.FromStore)
	// Bob chooses to power only the Ridge.
	s = tg.do(&Power{Player: "Bob", Plots: []int{11}})
	plan = s.ProductionPlan(1)
	assert.Equal(t, map[rigsrules.Resource]int{rigsrules.Metal: 3}, plan.Produced)
	assert.Equal(t, 1, plan.FromStore)
	// T.D.M. triples Ann's Forest.
	s = tg.do(&Karma{Title: "R.I.G.S. T.D.M.", Player: "Ann", Plot: 3})
	assert.Equal(t, 9, s.ProductionPlan(0).Produced[rigsrules.Supplies])
	// You sent it WHERE?!: Bob's Ridge output goes to Ann.
	s = tg.do(&Karma{Title: "You sent it WHERE?!", Player: "Ann", Victim: "Bob", Plot: 11})
	s = tg.next()
	assert.Equal(t, 9, tg.p("Ann").Res[rigsrules.Supplies])
	assert.Equal(t, 3, tg.p("Ann").Res[rigsrules.Metal])
	assert.Equal(t, 0, tg.p("Bob").Res[rigsrules.Metal])
	assert.Equal(t, 4, tg.p("Bob").Res[rigsrules.Energy], "1 from the warehouse powered the Ridge")
	assert.Equal(t, 6, tg.p("Ann").Res[rigsrules.Energy], "5 + 1 made and not used")
	assert.Equal(t, Market, s.Phase)
}

func TestEnergyEffects(t *testing.T) {
	setup := func(effect string) Plan {
		s, _ := Rules{}.New(json.RawMessage(`{"players":["Ann","Bob"]}`), 1)
		p := &s.Players[0]
		p.Res = map[rigsrules.Resource]int{rigsrules.Energy: 1}
		p.Plots = []Plot{{ID: 1, Type: "Desert", Resource: rigsrules.Energy, Rigs: 3}, {ID: 2, Type: "Valley", Resource: rigsrules.Metal, Rigs: 2}, {ID: 3, Type: "Valley", Resource: rigsrules.Supplies, Rigs: 2}}
		if effect != "" {
			p.Effects = []string{effect}
		}
		return s.ProductionPlan(0)
	}
	plan := setup("")
	assert.Equal(t, map[rigsrules.Resource]int{rigsrules.Energy: 1, rigsrules.Metal: 2, rigsrules.Supplies: 2}, plan.Produced, "3 made, 2 used")
	plan = setup(EffJunction) // made Energy cannot power: 1 stored powers one plot (the first, tie by order)
	assert.Equal(t, 1, plan.FromStore)
	assert.Equal(t, 3, plan.Produced[rigsrules.Energy])
	assert.Equal(t, 2, plan.Produced[rigsrules.Metal]+plan.Produced[rigsrules.Supplies])
	plan = setup(EffCharger) // made Energy powers, the rest is lost
	assert.Equal(t, 1, plan.EnergyLost)
	assert.Zero(t, plan.Produced[rigsrules.Energy])
	plan = setup(EffEclipse) // the Desert makes no Energy: 1 stored powers one plot
	assert.Zero(t, plan.EnergyMade)
	assert.Equal(t, 1, plan.FromStore)
	plan = setup(EffSeasonal) // 1 RIGS per Valley
	assert.Equal(t, 1, plan.Produced[rigsrules.Metal])
	assert.Equal(t, 1, plan.Produced[rigsrules.Supplies])
	plan = setup(EffInfest)
	assert.Zero(t, plan.Produced[rigsrules.Supplies])
	plan = setup(EffCarrier)
	assert.Empty(t, plan.Produced)
	plan = setup(EffDouble)
	assert.Equal(t, 4, plan.Produced[rigsrules.Metal])
	assert.Equal(t, 6-2+0, plan.Produced[rigsrules.Energy]+0*plan.PowerNeed+2*0, "6 made, 2 used")
}

func TestRulesRefusals(t *testing.T) {
	tg := physicalStart(t)
	tg.refused(&Survey{Player: "Ann", Plot: 7}, "a player surveys a plot they own")
	tg.refused(&Survey{Player: "Ann", Plot: 1}, "say its yield")
	three := 3
	tg.do(&Survey{Player: "Ann", Plot: 1, Yield: &three})
	tg.refused(&Survey{Player: "Ann", Plot: 1, Yield: &three}, "already surveyed")
	tg.refused(&Build{Player: "Ann", N: 1}, "a RIGS costs 2 Metal")
	tg.refused(&Move{Player: "Ann", From: 0, To: 2, N: 1}, "configure the plot first")
	tg.refused(&Configure{Player: "Ann", Plot: 2, Resource: rigsrules.Luxuries}, "only a plot surveyed with Luxury spots can harvest Luxuries")
	tg.do(&Configure{Player: "Ann", Plot: 1, Resource: rigsrules.Luxuries})
	tg.do(&Move{Player: "Ann", From: 0, To: 1, N: 3})
	tg.refused(&Configure{Player: "Ann", Plot: 1, Resource: rigsrules.Energy}, "only 2 Energy spots")
	tg.refused(&Give{From: "Ann", To: "Ann", What: "credits", N: 1}, "between two players")
	tg.refused(&Give{From: "Ann", To: "Bob", What: "credits", N: 101}, "Ann has 100 credits")
	tg.refused(&MarketDraw{Level: "spike"}, "The Market card happens in the Market Phase")
	tg.refused(&Sell{Player: "Ann"}, "Selling Luxuries happens in the Market Phase")
	tg.refused(&DisasterAction{Player: "Ann"}, "Resolving a Disaster happens in the Disaster Phase")
	tg.refused(&Grant{Player: "Ann", Type: "plains"}, "Land Grants start after the first round")
	tg.refused(&Adjust{Player: "Ann", What: "credits", Delta: 5}, "give --reason")
	tg.refused(&Karma{Title: "Brownout!", Player: "Ann", Victim: "Bob"}, "holds no Karma card")
	tg.refused(&Give{From: "Zed", To: "Ann", What: "credits", N: 1}, `no player named "Zed"`)
}

func TestNonPhysicalGameToTheEnd(t *testing.T) {
	tg := newGame(t, false, "Ann", "Bob", "Cy")
	s := tg.next()
	ann := &s.Players[0]
	first := ann.Plots[0].ID
	tg.do(&Configure{Player: "Ann", Plot: first, Resource: rigsrules.Energy})
	tg.do(&Move{Player: "Ann", From: 0, To: first, N: 1})
	for s.Phase != Ended {
		s = tg.g.State()
		switch s.Phase {
		case Player:
			if len(s.GrantPool) > 0 {
				tg.refused(&Grant{Player: s.Players[(s.Leader+1)%3].Name, Type: s.GrantPool[0]}, "the Expedition Leader picks first")
				s = tg.do(&Grant{Player: s.Players[s.Leader].Name, Type: s.GrantPool[0]})
				continue
			}
		case Disaster:
			for _, p := range s.Players {
				if !p.Resolved {
					tg.do(&DisasterAction{Player: p.Name})
				}
			}
		case Market:
			if len(s.MarketDrawn) < s.Round {
				s = tg.do(&MarketDraw{})
				tg.refused(&MarketDraw{}, "one Market card per Market Phase")
				tg.do(&Adjust{Player: "Bob", What: "luxuries", Delta: 1, Reason: "test sale"})
				s = tg.do(&Sell{Player: "Bob"})
				if !s.LastRound() {
					tg.do(&Adjust{Player: "Cy", What: "luxuries", Delta: 1, Reason: "left for the forced sale"})
				}
			}
		}
		s = tg.next()
	}
	assert.Equal(t, 15, s.Round)
	assert.Len(t, s.MarketDrawn, 15)
	assert.Len(t, s.MarketLeft, 36-15-8, "8 End Market cards drawn")
	for _, p := range s.Players {
		require.NotNil(t, p.Worth)
		assert.Zero(t, p.Res[rigsrules.Luxuries], "every Luxury is sold in the last round")
		assert.Equal(t, p.Worth.Credits+p.Worth.Plots+p.Worth.Resources-p.Worth.Vinnie, p.Worth.Total)
		plots := 0
		for _, pl := range p.Plots {
			v := s.EndValues.PlotValue[pl.Type]
			if pl.Luxury() > 0 {
				v *= 2
			}
			plots += v
		}
		assert.Equal(t, plots, p.Worth.Plots)
	}
	assert.Len(t, s.EndValues.Cards["Forest"], 2)
	assert.Len(t, s.EndValues.Cards["Plains"], 1)
	assert.NotEmpty(t, s.WinnerText())
	assert.Zero(t, len(s.PlotDeck), "the Land Grants used every plot")
}

// Undo restores the exact previous state after every kind of action.
func TestUndoRestoresEveryActionType(t *testing.T) {
	t.Parallel()
	for _, physical := range []bool{false, true} {
		t.Run(fmt.Sprint("physical ", physical), func(t *testing.T) {
			t.Parallel() // each its own saved game: the saves' syncs overlap
			st, _ := ParseSetup([]string{"Ann", "Bob", "Cy"}, physical)
			raw, _ := json.Marshal(st)
			refereetest.CheckUndo[*State](t, Rules{}, GameID, raw, 11, 250, rand.New(rand.NewPCG(1, uint64(len(raw)))), randomAction)
		})
	}
}

// randomAction proposes a plausible action (often legal, sometimes not).
func randomAction(s *State, r *rand.Rand) referee.Action[*State] {
	names := s.Names()
	who := names[r.IntN(len(names))]
	other := names[r.IntN(len(names))]
	i, _ := s.PlayerIndex(who)
	p := s.Players[i]
	plot := 0
	if len(p.Plots) > 0 {
		plot = p.Plots[r.IntN(len(p.Plots))].ID
	}
	res := rigsrules.Resources[r.IntN(4)]
	basic := rigsrules.Basic[r.IntN(3)]
	switch s.Phase {
	case SetupPhase:
		if s.Physical && len(p.Plots) < R().Start.Plots[len(s.Players)] {
			return &Grant{Player: who, Type: s.PlotDeck[r.IntN(len(s.PlotDeck))]}
		}
		return &Next{}
	case Player:
		if len(s.GrantPool) > 0 {
			return &Grant{Player: s.Players[s.Leader].Name, Type: s.GrantPool[r.IntN(len(s.GrantPool))]}
		}
		if s.Physical && s.grantOpen() {
			return &Grant{Player: who, Type: s.PlotDeck[r.IntN(len(s.PlotDeck))]}
		}
		switch r.IntN(11) {
		case 0:
			var y *int
			if s.Physical && len(s.SurveyDeck) > 0 {
				v := s.SurveyDeck[r.IntN(len(s.SurveyDeck))]
				y = &v
			}
			return &Survey{Player: who, Plot: plot, Yield: y}
		case 1:
			return &Build{Player: who, N: 1 + r.IntN(2)}
		case 2:
			return &Move{Player: who, From: 0, To: plot, N: 1}
		case 3:
			return &Configure{Player: who, Plot: plot, Resource: res}
		case 4:
			return &Give{From: who, To: other, What: []string{"credits", "energy", "rigs", "plot"}[r.IntN(4)], N: max(1, plot*r.IntN(2))}
		case 5:
			return &Loan{Player: who, Resource: basic, N: 1 + r.IntN(2)}
		case 6:
			return &Repay{Player: who, Resource: basic, N: 1}
		case 7:
			return &Adjust{Player: who, What: "karma", Delta: 1, Reason: "test"}
		case 8:
			k := R().Karma[r.IntN(len(R().Karma))]
			return &Karma{Title: k.Key(), Player: who, Victim: other, Plot: plot}
		}
		return &Next{}
	case Disaster:
		for _, q := range s.Players {
			if !q.Resolved {
				a := &DisasterAction{Player: q.Name}
				if s.Physical {
					deck := s.DisasterDeck
					if len(deck) == 0 {
						deck = s.DisasterPile
					}
					a.Title = deck[r.IntN(len(deck))]
				}
				return a
			}
		}
		return &Next{}
	case Production:
		switch r.IntN(5) {
		case 0:
			return &Power{Player: who, Plots: []int{plot}}
		case 1:
			return &Loan{Player: who, Resource: basic, N: 1}
		case 2:
			k := R().Karma[r.IntN(len(R().Karma))]
			return &Karma{Title: k.Key(), Player: who, Victim: other, Plot: plot}
		}
		return &Next{}
	case Market:
		if len(s.MarketDrawn) < s.Round {
			if s.Physical {
				return &MarketDraw{Level: s.MarketLeft[r.IntN(len(s.MarketLeft))]}
			}
			return &MarketDraw{}
		}
		if r.IntN(3) == 0 {
			return &Sell{Player: who}
		}
		return &Next{}
	}
	return &Next{}
}

func TestMenuOffersOnlyWhatIsLegalAndDrivesTheGame(t *testing.T) {
	tg := newGame(t, false, "Ann", "Bob")
	s := tg.next()
	labels := func(s *State) []string {
		var l []string
		for _, c := range Menu(s) {
			l = append(l, c.Label)
		}
		return l
	}
	l := labels(s)
	assert.Contains(t, l, "Configure a plot")
	assert.NotContains(t, l, "Build RIGS (2 Metal each)", "nobody has Metal")
	assert.NotContains(t, l, "Repay Vinnie (2 per script)", "nobody owes Vinnie")
	assert.NotContains(t, l, "Play a Karma card", "nobody holds Karma")
	first := s.Players[0].Plots[0]
	script := tui.NewScript("Borrow from Vinnie", "Ann", "Metal (up to 6)", "2", "Build RIGS (2 Metal each)", "Ann", "1",
		"Configure a plot", "Ann", fmtPlot(first), "Energy", tui.QuitValue)
	var out strings.Builder
	require.NoError(t, tui.Run(tg.g, Menu, TUIView, script, &out))
	p := tg.p("Ann")
	assert.Equal(t, 6, p.Warehouse)
	assert.Equal(t, rigsrules.Energy, p.Plots[0].Resource)
	assert.Contains(t, out.String(), "Vinnie lends Ann 2 Metal")
	assert.NotContains(t, labels(tg.g.State()), "Repay Vinnie (2 per script)", "Ann owes Metal script but spent her Metal: nothing to repay with")
}

func fmtPlot(pl Plot) string { return "#" + itoa(pl.ID) + " " + pl.Type + " (not configured)" }

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// A damaged or arbitrary saved file never panics the R.I.G.S. replay.
func FuzzOpenSavedGame(f *testing.F) {
	fuzzcheck.Bound(f)
	// A small saved game, written here rather than saved by each fuzzing
	// worker (every save syncs the disk; issue 31): Ann and Bob, seed 3,
	// next twice (the starting plots, then the Disaster cards).
	good := []byte(`{"format":1,"game":"rigs","name":"small","status":"round 1, Disaster","seed":3,` +
		`"created":"2026-11-28T22:50:27.972Z","updated":"2026-11-28T22:50:28.044Z",` +
		`"setup":{"players":["Ann","Bob"],"physical":false,"edition":2},"log":[` +
		`{"seq":1,"time":"2026-11-28T22:50:27.981Z","kind":"action","action":{"type":"next"},"outcomes":[` +
		`{"what":"plot","value":"Valley"},{"what":"plot","value":"Desert"},{"what":"plot","value":"Plains"},` +
		`{"what":"plot","value":"Valley"},{"what":"plot","value":"Valley"},{"what":"plot","value":"Valley"},` +
		`{"what":"plot","value":"Valley"},{"what":"plot","value":"Plains"},{"what":"plot","value":"Forest"},` +
		`{"what":"plot","value":"Desert"},{"what":"plot","value":"Valley"},{"what":"plot","value":"Valley"}]},` +
		`{"seq":2,"time":"2026-11-28T22:50:28.044Z","kind":"action","action":{"type":"next"},"outcomes":[` +
		`{"what":"disaster","value":"Solar Eclipse!"},{"what":"disaster","value":"Theft!"}]}]}`)
	_, err := referee.Load("small.json", good, GameID, Rules{})
	require.NoError(f, err)
	f.Add(good)
	f.Add([]byte(strings.Replace(string(good), `"edition":2`, `"edition":1`, 1)))
	f.Add([]byte(strings.Replace(string(good), `"type":"next"`, `"type":"teleport"`, 1)))
	f.Add(good[:len(good)/2])
	// From memory (referee.Load): no file per input, so each input is cheap.
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzcheck.Check(t, len(data), func() {
			g, err := referee.Load(filepath.Join("home", GameID, "x.json"), data, GameID, Rules{})
			if err != nil {
				assert.Contains(t, err.Error(), "x.json")
				return
			}
			defer g.Close()
			var b strings.Builder
			require.NoError(t, g.State().Write(&b))
			_ = g.State().ToView()
		})
	})
}

// Decoding any action JSON never panics, and checking it against a game never panics.
func FuzzDecodeAction(f *testing.F) {
	fuzzcheck.Bound(f)
	for _, s := range []string{`{"type":"loan","player":"Ann","resource":"metal","n":2}`, `{"type":"move","player":"Ann","from":0,"to":3,"n":1}`,
		`{"type":"karma","title":"Blowout!","player":"Ann","victim":"Bob","plot":9}`, `{"type":"give","from":"Ann","to":"Bob","what":"plot","n":1}`,
		`{"type":"end","cards":{"Plains":["x"]},"dice":{"energy":9}}`, `{"type":"rolloff","rolls":[3,9]}`, `{"type":"next"}`, `[]`, `{"type":7}`} {
		f.Add([]byte(s))
	}
	s0, _ := Rules{}.New(json.RawMessage(`{"players":["Ann","Bob"]}`), 1)
	s1, _ := (&Next{}).Apply(s0, referee.NewChance(1, 1))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzcheck.Check(t, len(data), func() {
			a, err := Rules{}.Decode(data)
			if err != nil {
				return
			}
			for _, s := range []*State{s0, s1} {
				if a.Legal(s) == nil {
					_, _ = a.Apply(s, referee.NewChance(1, 2))
				}
			}
		})
	})
}
