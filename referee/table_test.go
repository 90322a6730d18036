package referee_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/referee"
)

func TestMovesPairsWhatLeftOnePlaceWithWhatArrivedInAnother(t *testing.T) {
	var before, after referee.Table
	before.Add("Cy's purse", "credit", 100)
	before.Add("the bank", "credit", 1000)
	before.Add("Cy's warehouse", "Luxury coupon", 1)
	before.Add("the bank", "Luxury coupon", 49)
	before.Add("Ann's warehouse", "RIGS", 2)
	before.Add("plot #10 (Forest)", "RIGS", 1)
	before.Add("the bank", "RIGS", 72)
	before.Add("Ann", "plot #10 (Forest)", 1)
	before.Mark("the round marker", "3")

	after.Add("Cy's purse", "credit", 120)
	after.Add("the bank", "credit", 980)
	after.Add("the bank", "Luxury coupon", 50)
	after.Add("Ann's warehouse", "RIGS", 2)
	after.Add("the bank", "RIGS", 73)
	after.Add("Ben", "plot #10 (Forest)", 1)
	after.Mark("the round marker", "3")

	assert.Equal(t, []string{
		"Move 20 credits from the bank to Cy's purse.",
		"Move 1 Luxury coupon from Cy's warehouse to the bank.",
		"Move 1 RIGS from plot #10 (Forest) to the bank.",
		"Move plot #10 (Forest) from Ann to Ben.",
	}, referee.Moves(before, after, false))

	assert.Equal(t, []string{
		"Move 20 credits from Cy's purse back to the bank.",
		"Move 1 Luxury coupon from the bank back to Cy's warehouse.",
		"Move 1 RIGS from the bank back to plot #10 (Forest).",
		"Move plot #10 (Forest) from Ben back to Ann.",
	}, referee.Moves(after, before, true))

	assert.Empty(t, referee.Moves(before, before, true), "nothing changed, nothing to move")
}

func TestMovesSplitsAmongSeveralPlacesAndSaysWhatDoesNotBalance(t *testing.T) {
	var before, after referee.Table
	before.Add("the draw pile", "card", 100)
	after.Add("the draw pile", "card", 95)
	after.Add("Anna's hand", "card", 2)
	after.Add("Ben's hand", "card", 3)
	before.Add("the box", "coin", 1)
	after.Mark("the audit track", "2 of 5")
	before.Mark("the audit track", "1 of 5")
	after.Add("the table", "token", 3)
	assert.Equal(t, []string{
		"Move 2 cards from the draw pile to Anna's hand.",
		"Move 3 cards from the draw pile to Ben's hand.",
		"Add 3 tokens to the table.",
		"Remove 1 coin from the box.",
		"Set the audit track to 2 of 5 (from 1 of 5).",
	}, referee.Moves(before, after, false))
}

func TestPluralOf(t *testing.T) {
	for in, want := range map[string]string{
		"credit": "credits", "RIGS": "RIGS", "Luxury": "Luxuries",
		"day": "days", "plot #3 (Valley)": "plot #3 (Valley)", "": "", "y": "ys",
	} {
		assert.Equal(t, want, referee.PluralOf(in), in)
	}
}

func TestMovesUsesTheSupplyOfThingsNoPlaceAccountsFor(t *testing.T) {
	var before, after referee.Table
	after.AddFrom("Ann", "plot #13 (Desert)", 1, "the top of the plot deck")
	after.AddFrom("plot #13 (Desert)", "2-yield survey card", 1, "the top of the survey deck")
	assert.Equal(t, []string{
		"Move plot #13 (Desert) from Ann back to the top of the plot deck.",
		"Move 1 2-yield survey card from plot #13 (Desert) back to the top of the survey deck.",
	}, referee.Moves(after, before, true))
	assert.Equal(t, []string{
		"Move plot #13 (Desert) from the top of the plot deck to Ann.",
		"Move 1 2-yield survey card from the top of the survey deck to plot #13 (Desert).",
	}, referee.Moves(before, after, false))
}

func TestMovesKnowsAOneOfAKindThingIsAPlainOneElsewhere(t *testing.T) {
	var pool, dealt referee.Table
	pool.AddFrom("the Land Grant", "plot card (Valley)", 1, "the top of the plot deck")
	pool.AddFrom("the Land Grant", "plot card (Ridge)", 1, "the top of the plot deck")
	dealt.Piles = append(dealt.Piles, referee.Pile{Place: "Ann", Thing: "plot #13 (Valley)", Count: 1,
		Supply: "the top of the plot deck", Kind: "plot card (Valley)"})
	dealt.AddFrom("the Land Grant", "plot card (Ridge)", 1, "the top of the plot deck")
	assert.Equal(t, []string{"Move plot #13 (Valley) from the Land Grant to Ann."}, referee.Moves(pool, dealt, false))
	assert.Equal(t, []string{"Move plot #13 (Valley) from Ann back to the Land Grant."}, referee.Moves(dealt, pool, true))
}

// When two moves of the same thing have the same count, the table cannot
// tell them apart by numbers: a card goes from a player's hand to the same
// player's floor, not to another player's hand (issue 9 review: a redo of a
// Rheinhessen production said "Move 2 cards from Anna's hand to Ben's hand").
func TestMovesPairsPlacesOfTheSameOwner(t *testing.T) {
	var before, after referee.Table
	before.Add("the draw pile", "card", 192)
	before.Add("Anna's hand", "card", 9)
	before.Add("Anna's floor (legal area)", "card", 0)
	before.Add("Ben's hand", "card", 7)

	after.Add("the draw pile", "card", 190)
	after.Add("Anna's hand", "card", 7)
	after.Add("Anna's floor (legal area)", "card", 2)
	after.Add("Ben's hand", "card", 9)

	assert.Equal(t, []string{
		"Move 2 cards from Anna's hand to Anna's floor (legal area).",
		"Move 2 cards from the draw pile to Ben's hand.",
	}, referee.Moves(before, after, false))
	assert.Equal(t, []string{
		"Move 2 cards from Ben's hand back to the draw pile.",
		"Move 2 cards from Anna's floor (legal area) back to Anna's hand.",
	}, referee.Moves(after, before, true))
}
