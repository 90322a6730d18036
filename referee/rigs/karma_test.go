package rigs

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	rigsrules "boardroom/rules/rigs"
)

// karmaTable is a physical 2-player game in round 1 with Karma in hand.
func karmaTable(t testing.TB) *tgame {
	tg := physicalStart(t)
	tg.do(&Adjust{Player: "Ann", What: "karma", Delta: 5, Reason: "test"})
	tg.do(&Adjust{Player: "Bob", What: "karma", Delta: 5, Reason: "test"})
	return tg
}

func TestKarmaDestructionAndSabotage(t *testing.T) {
	tg := karmaTable(t)
	tg.do(&Karma{Title: "Left the Light On", Player: "Ann", Victim: "Bob"})
	assert.Equal(t, 2, tg.p("Bob").Res[rigsrules.Energy], "5 - half rounded up (3)")
	tg.do(&Karma{Title: `"Missing" Support`, Player: "Ann", Victim: "Bob"})
	assert.Equal(t, 4, tg.p("Bob").Warehouse)
	tg.do(&Karma{Title: "Bad OS Revision", Player: "Ann", Victim: "Bob"})
	assert.Equal(t, 2, tg.p("Bob").Warehouse, "half of 4 RIGS, rounded up")
	assert.Equal(t, 7, tg.p("Bob").Karma, "5 + 2 drawn")
	tg.do(&Karma{Title: "Give Me That!", Player: "Ann", Victim: "Bob"})
	assert.Equal(t, 6, tg.p("Bob").Karma)
	assert.Equal(t, 2, tg.p("Ann").Karma, "5 - 4 played + 1 taken")
	tg.refused(&Karma{Title: "Identity Theft", Player: "Bob", Victim: "Ann"}, "--choice draw or --choice card")
	tg.do(&Karma{Title: "Identity Theft", Player: "Bob", Victim: "Ann", Choice: "draw"})
	assert.Equal(t, 2+3, tg.p("Ann").Karma, "the victim chose to draw 3")
	tg.do(&Adjust{Player: "Ann", What: "credits", Delta: 7, Reason: "test"})
	tg.do(&Karma{Title: "Da' Roof is on Fire!", Player: "Bob", Victim: "Ann"})
	ann := tg.p("Ann")
	assert.Zero(t, ann.Res[rigsrules.Energy]+ann.Res[rigsrules.Supplies])
	assert.Equal(t, 2+3+1, ann.Karma, "10 resources lost: 1 Karma card")
	tg.refused(&Karma{Title: "Brownout!", Player: "Bob", Victim: "Ann"}, `"Brownout!" is played in the Production Phase`)
	tg.refused(&Karma{Title: "Blowout!", Player: "Bob", Victim: "Bob", Plot: 7}, "cannot target themselves")
}

func TestKarmaSurveysAndPlots(t *testing.T) {
	tg := karmaTable(t)
	two, one := 2, 1
	tg.do(&Survey{Player: "Ann", Plot: 2, Yield: &two})
	tg.do(&Survey{Player: "Bob", Plot: 8, Yield: &one})
	tg.do(&Configure{Player: "Ann", Plot: 2, Resource: rigsrules.Luxuries})
	tg.do(&Move{Player: "Ann", From: 0, To: 2, N: 2})
	tg.do(&Karma{Title: "Survey Typo", Player: "Bob", Plot: 2, Plot2: 8})
	pl, _ := tg.p("Ann").Plot(2)
	assert.Equal(t, 1, pl.Luxury())
	assert.Equal(t, 1, pl.Rigs, "the RIGS on the lost Luxury spot went home free")
	assert.Equal(t, 4, tg.p("Ann").Warehouse)
	tg.do(&Karma{Title: "Survey Error", Player: "Bob", Plot: 2})
	pl, _ = tg.p("Ann").Plot(2)
	assert.False(t, pl.Surveyed())
	assert.Zero(t, pl.Rigs)
	assert.Equal(t, 5, tg.p("Ann").Warehouse)
	assert.Equal(t, 2, tg.p("Ann").Res[rigsrules.Supplies], "free: only the survey and the 2 moves were paid")
	tg.refused(&Karma{Title: `"Record Not Found"`, Player: "Bob", Plot: 1}, "give --to")
	tg.do(&Karma{Title: `"Record Not Found"`, Player: "Bob", Plot: 1, To: "Bob"})
	_, ok := tg.p("Bob").Plot(1)
	assert.True(t, ok)
	assert.Len(t, tg.p("Ann").Plots, 5)
	tg.do(&Karma{Title: "Below the Surface", Player: "Bob", Plot: 11, Resource: rigsrules.Metal})
	assert.Equal(t, 3, tg.p("Bob").Res[rigsrules.Metal], "a Ridge has 3 Metal spots")
}

func TestKarmaDice(t *testing.T) {
	tg := karmaTable(t)
	tg.refused(&Karma{Title: "Winning Raffle Ticket", Player: "Ann"}, "give the roll with --roll")
	tg.do(&Karma{Title: "Winning Raffle Ticket", Player: "Ann", Roll: 4})
	assert.Equal(t, 4, tg.p("Ann").Res[rigsrules.Luxuries])
	tg.do(&Karma{Title: "Poker Night", Player: "Ann", Resources: []rigsrules.Resource{rigsrules.Energy, rigsrules.Supplies, rigsrules.Luxuries}, Rolls: []int{1, 6, 5}})
	a := tg.p("Ann")
	assert.Equal(t, [3]int{0, 15, 8}, [3]int{a.Res[rigsrules.Energy], a.Res[rigsrules.Supplies], a.Res[rigsrules.Luxuries]})
	tg.refused(&Karma{Title: "I WANT THAT!", Player: "Ann", Victim: "Bob", Resource: rigsrules.Energy}, "give 1 roll with --rolls")
	tg.do(&Karma{Title: "I WANT THAT!", Player: "Ann", Victim: "Bob", Resource: rigsrules.Energy, Rolls: []int{6}})
	assert.Equal(t, 5, tg.p("Ann").Res[rigsrules.Energy], "Bob had only 5")
	assert.Zero(t, tg.p("Bob").Res[rigsrules.Energy])
	tg.refused(&Karma{Title: "Ruins", Player: "Bob", Roll: 5}, "say which resources you take")
	tg.do(&Karma{Title: "Ruins", Player: "Bob", Roll: 5, Take: []Amount{{rigsrules.Supplies, 2}, {rigsrules.Metal, 0}}})
	assert.Equal(t, 7, tg.p("Bob").Res[rigsrules.Supplies])
	assert.Equal(t, 3, tg.p("Bob").Res[rigsrules.Metal])
	tg.refused(&Karma{Title: "Swap Meet", Player: "Bob", Give: []Amount{{rigsrules.Supplies, 7}}, Take: []Amount{{rigsrules.Metal, 7}}}, "up to 6")
	tg.do(&Karma{Title: "Swap Meet", Player: "Bob", Give: []Amount{{rigsrules.Supplies, 6}}, Take: []Amount{{rigsrules.Luxuries, 6}}})
	assert.Equal(t, 6, tg.p("Bob").Res[rigsrules.Luxuries])
	tg.do(&Karma{Title: "Push, Pull, or Drag", Player: "Bob"})
	assert.Equal(t, 5, tg.p("Bob").Warehouse, "put out into play: it pays only when a RIGS of Bob's is destroyed")
	assert.Equal(t, []string{"Push, Pull, or Drag"}, tg.p("Bob").InPlay)
	s := tg.g.State()
	assert.Equal(t, 2, s.Players[1].Karma)
}

func TestParseAmounts(t *testing.T) {
	a, err := ParseAmounts("supplies=2, metal")
	require.NoError(t, err)
	assert.Equal(t, []Amount{{rigsrules.Supplies, 2}, {rigsrules.Metal, 0}}, a)
	_, err = ParseAmounts("gold=2")
	assert.Error(t, err)
	_, err = ParseAmounts("energy=-1")
	assert.Error(t, err)
}

func TestEveryKarmaCardIsAppliedOrLeftToTheTable(t *testing.T) {
	applied := 0
	for _, k := range R().Karma {
		if _, ok := karmaEffects.Get()[k.Key()]; ok {
			applied++
		}
	}
	for title := range karmaEffects.Get() {
		_, ok := R().KarmaByTitle(title)
		assert.True(t, ok, "effect for unknown card %q", title)
	}
	assert.Equal(t, 30, applied, "games saved before the referee tracked cards")
	// Games that track cards: every card is applied, put out into play (and
	// used from there), or is a reaction the table resolves.
	tracked := &State{KarmaBook: KarmaBook{KarmaCards: true}}
	var table []string
	for _, k := range R().Karma {
		_, ok := effectFor(tracked, k)
		_, front := frontUses.Get()[k.Key()]
		assert.Equal(t, k.InPlay, front, "%s: put out into play and used from there", k.Key())
		if !ok && !front {
			table = append(table, k.Key())
		}
	}
	for title := range trackedEffects.Get() {
		_, ok := R().KarmaByTitle(title)
		assert.True(t, ok, "effect for unknown card %q", title)
	}
	assert.Equal(t, []string{"Wrong Address", "Decoy", "Calling in a Favor", "Right Back At You", "Double Agent", "A Little Information"}, table,
		"the reactions that change nothing the referee counts by themselves")
}
