package rigs

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee/tui"
	rigsrules "boardroom/rules/rigs"
)

// karmaStart is noDesertStart with Karma cards in both hands and 2 of Bob's
// RIGS on plot #10 (Valley), harvesting Metal.
func karmaStart(t *testing.T) *tgame {
	tg := noDesertStart(t)
	tg.do(&Adjust{Player: "Ann", What: "karma", Delta: 6, Reason: "test"})
	tg.do(&Adjust{Player: "Bob", What: "karma", Delta: 6, Reason: "test"})
	tg.do(&Configure{Player: "Bob", Plot: 10, Resource: rigsrules.Energy})
	tg.do(&Move{Player: "Bob", From: 0, To: 10, N: 2})
	return tg
}

func lastEvents(s *State) string { return strings.Join(s.Events, "\n") }

// Issue 8 point 7: Karma card messages name the plot by number and type,
// where a lost RIGS came from (the place chosen is honoured), and what the
// table hands over.
func TestKarmaMessagesNameThePhysicalThing(t *testing.T) {
	tg := karmaStart(t)
	bobWH := tg.p("Bob").Warehouse
	require.Equal(t, 3, bobWH, "Bob starts with 5 RIGS: 2 moved to plot #10")

	// The victim chose plot #10: the RIGS comes from there, not the warehouse.
	s := tg.do(&Karma{Title: "Wrong Manual", Player: "Ann", Victim: "Bob", Plot: 10})
	assert.Contains(t, lastEvents(s), "Bob loses 1 RIGS from plot #10 (Valley): return it to the bank.")
	pl, _ := tg.p("Bob").Plot(10)
	assert.Equal(t, 1, pl.Rigs)
	assert.Equal(t, 3, tg.p("Bob").Warehouse)

	// Nothing named: the warehouse.
	s = tg.do(&Karma{Title: `"Missing" Support`, Player: "Ann", Victim: "Bob"})
	assert.Contains(t, lastEvents(s), "Bob loses 1 RIGS from the warehouse: return it to the bank.")
	assert.Equal(t, 2, tg.p("Bob").Warehouse)

	// A place named must hold one of the victim's RIGS.
	tg.refused(&Karma{Title: "Bad OS Revision", Player: "Ann", Victim: "Bob", Plot: 6}, "plot #6 (Forest) holds no RIGS of Bob's")

	// Ann has 2 on plot #1 and 3 in the warehouse: half, rounded up, is 3,
	// from plot #1 first (her choice), then the warehouse.
	s = tg.do(&Karma{Title: "Bad OS Revision", Player: "Bob", Victim: "Ann", Plot: 1})
	assert.Contains(t, lastEvents(s), "Ann loses half the RIGS, rounded up: 3 RIGS, 2 from plot #1 (Valley) and 1 from the warehouse: return them to the bank; draws 2 Karma cards.")
	assert.Equal(t, 2, tg.p("Ann").Warehouse)

	tg.do(&Move{Player: "Ann", From: 0, To: 1, N: 2})
	s = tg.do(&Karma{Title: `"Record Not Found"`, Player: "Bob", Victim: "Ann", Plot: 1, To: "Bob"})
	assert.Contains(t, lastEvents(s), "Plot #1 (Valley) and its 2 RIGS now belong to Bob: hand Bob the card; Ann draws 1 Karma card.")

	s = tg.do(&Karma{Title: "Blowout!", Player: "Ann", Victim: "Bob", Plot: 1})
	assert.Contains(t, lastEvents(s), "Bob loses all 2 RIGS on plot #1 (Valley): return them to the bank; draws 1 Karma card.")

	tg.next()
	tg.do(&DisasterAction{Player: "Ann", Title: "Safe!"})
	tg.do(&DisasterAction{Player: "Bob", Title: "Safe!"})
	require.Equal(t, Production, tg.next().Phase)
	s = tg.do(&Karma{Title: "Incorrect Drivers", Player: "Ann", Plot: 10})
	assert.Contains(t, lastEvents(s), "The RIGS on Bob's plot #10 (Valley) are inactive this Production Phase.")
	s = tg.do(&Karma{Title: "R.I.G.S. T.D.M.", Player: "Ann", Plot: 3})
	assert.Contains(t, lastEvents(s), "The RIGS on Ann's plot #3 (Plains) produce triple this Production Phase.")
	s = tg.do(&Karma{Title: "Below the Surface", Player: "Ann", Plot: 5, Resource: rigsrules.Metal})
	assert.Regexp(t, `Ann takes \d+ Metal from the bank: plot #5 \(Forest\) has \d+ Metal spots?\.`, lastEvents(s))
}

// Issue 8 point 7: in `play` a Karma card that destroys a RIGS asks where it
// comes from, offering only places that hold one; the victim chooses, or
// the card's player for "Missing" Support; no question with one place.
func TestKarmaMenuAsksWhereALostRigsComesFrom(t *testing.T) {
	tg := karmaStart(t)
	script := tui.NewScript("Play a Karma card", "Ann", "Wrong Manual", "Bob", "plot #10 (Valley) (2 RIGS)",
		"Play a Karma card", "Bob", `"Missing" Support`, "Ann", "the warehouse (3 RIGS)",
		tui.QuitValue)
	var out strings.Builder
	require.NoError(t, tui.Run(tg.g, Menu, TUIView, script, &out))
	assert.Equal(t, [][]string{{"the warehouse (3 RIGS)", "plot #10 (Valley) (2 RIGS)", "Back"}},
		script.Menus("Bob loses 1 RIGS: from where? (Bob chooses)"), "Wrong Manual: the victim chooses among places holding a RIGS")
	assert.Equal(t, [][]string{{"the warehouse (3 RIGS)", "plot #1 (Valley) (2 RIGS)", "Back"}},
		script.Menus("Ann loses 1 RIGS: from where? (Bob chooses)"), `"Missing" Support: the card's player chooses`)
	pl, _ := tg.p("Bob").Plot(10)
	assert.Equal(t, 1, pl.Rigs, "the place chosen is honoured")
	assert.Equal(t, 3, tg.p("Bob").Warehouse)
	assert.Equal(t, 2, tg.p("Ann").Warehouse)

	// Bad OS Revision: Bob has 5 RIGS and loses 3; he says where they come from first.
	tg3 := karmaStart(t)
	script = tui.NewScript("Play a Karma card", "Ann", "Bad OS Revision", "Bob", "plot #10 (Valley) (2 RIGS)", tui.QuitValue)
	require.NoError(t, tui.Run(tg3.g, Menu, TUIView, script, &out))
	assert.Len(t, script.Menus("Bob loses 3 RIGS: from where first? (Bob chooses; the rest from the warehouse, then the fullest plots)"), 1)
	pl, _ = tg3.p("Bob").Plot(10)
	assert.Equal(t, 0, pl.Rigs)
	assert.Equal(t, 2, tg3.p("Bob").Warehouse)

	// Only one place holds RIGS: no question.
	tg2 := noDesertStart(t)
	tg2.do(&Adjust{Player: "Ann", What: "karma", Delta: 1, Reason: "test"})
	script = tui.NewScript("Play a Karma card", "Ann", "Wrong Manual", "Bob", tui.QuitValue)
	require.NoError(t, tui.Run(tg2.g, Menu, TUIView, script, &out))
	for _, q := range script.Asked {
		assert.NotContains(t, q.Title, "loses", "only the warehouse holds Bob's RIGS")
	}
	assert.Equal(t, 4, tg2.p("Bob").Warehouse)
}

// Issue 8 point 16: every count agrees with its noun, 1 and 2 alike.
func TestCountsAgreeWithTheirNoun(t *testing.T) {
	tg := noDesertStart(t)
	s := tg.do(&Configure{Player: "Ann", Plot: 3, Resource: rigsrules.Energy})
	assert.Contains(t, lastEvents(s), "Ann configures plot #3 (Plains) for Energy: 1 spot")
	s = tg.do(&Configure{Player: "Ann", Plot: 11, Resource: rigsrules.Metal})
	assert.Contains(t, lastEvents(s), "Ann configures plot #11 (Valley) for Metal: 2 spots")
	s = tg.do(&Give{From: "Bob", To: "Ann", What: "credits", N: 1})
	assert.Contains(t, lastEvents(s), "Bob gives Ann 1 credit: hand over the bills.")
	s = tg.do(&Give{From: "Bob", To: "Ann", What: "credits", N: 2})
	assert.Contains(t, lastEvents(s), "Bob gives Ann 2 credits: hand over the bills.")

	view := func(s *State) string {
		var b strings.Builder
		require.NoError(t, s.Write(&b))
		return b.String()
	}
	v := view(s)
	assert.Contains(t, v, "plot #3 (Plains), unsurveyed, Energy, 0 of 1 spot used")
	assert.Contains(t, v, "plot #11 (Valley), unsurveyed, Metal, 0 of 2 spots used")
	assert.Contains(t, v, "plot #1 (Valley), unsurveyed, Energy, 2 of 2 spots used")
	c := s.Clone()
	c.MarketDrawn = make([]string, R().Limits.GameMarketCards-1)
	c.Round = len(c.MarketDrawn)
	c.MarketDrawn[len(c.MarketDrawn)-1] = "low"
	c.Price = 1
	c.Players[1].Credits = 1
	v = view(c)
	assert.Contains(t, v, "Market: LOW, 1 credit per Luxury; 1 Game Market card left.")
	assert.Contains(t, v, "Bob: 1 credit;")
	c.MarketDrawn = c.MarketDrawn[:len(c.MarketDrawn)-1]
	c.Round = len(c.MarketDrawn)
	c.MarketDrawn[len(c.MarketDrawn)-1] = "low"
	c.Price = 2
	assert.Contains(t, view(c), "Market: LOW, 2 credits per Luxury; 2 Game Market cards left.")

	// Karma cards: "draws 1 Karma card", "draws 2 Karma cards"; 1 resource.
	tg.do(&Adjust{Player: "Ann", What: "karma", Delta: 2, Reason: "test"})
	b := tg.p("Bob")
	for _, r := range rigsrules.Resources {
		if b.Res[r] > 0 {
			tg.do(&Adjust{Player: "Bob", What: string(r), Delta: -b.Res[r], Reason: "test"})
		}
	}
	tg.do(&Adjust{Player: "Bob", What: "energy", Delta: 1, Reason: "test"})
	s = tg.do(&Karma{Title: "Da' Roof is on Fire!", Player: "Ann", Victim: "Bob"})
	assert.Contains(t, lastEvents(s), "Bob loses every resource in the warehouse (1 resource): return it to the bank; draws 1 Karma card (one per 10 lost, rounded up).")
	s = tg.do(&Karma{Title: "Bad OS Revision", Player: "Ann", Victim: "Bob"})
	assert.Contains(t, lastEvents(s), "; draws 2 Karma cards.")
	tg.refused(&Move{Player: "Ann", From: 0, To: 3, N: 2}, "plot #3 (Plains, Energy) has 1 spot and no RIGS")
}
