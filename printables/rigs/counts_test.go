package rigs

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/phrase/msg"
	"boardroom/printables"
	"boardroom/printables/printtest"
	rigsrules "boardroom/rules/rigs"
)

// Issue 8 point 16: counts on the printed R.I.G.S. sheets agree with their
// noun, 1 and 2 alike.
func TestRigsPrintedCountsAgree(t *testing.T) {
	en := &rigsSet{lang: msg.EN}
	sv, mk := en.deckCounts([]rigsrules.Survey{{Yield: 3, Count: 1}, {Yield: 2, Count: 2}},
		[]rigsrules.MarketLevel{{Level: "Spike", Count: 1, Price: 1}, {Level: "High", Count: 2, Price: 2}})
	assert.Equal(t, []string{"yield 3: 1 card", "yield 2: 2 cards"}, sv)
	assert.Equal(t, []string{"Spike: 1 card, 1 credit", "High: 2 cards, 2 credits"}, mk)

	rec, _ := printtest.Record(t, components(t), printables.DefaultOptions())
	assert.Contains(t, printtest.TextOf(rec, "front:plots:Plains"), "worth one End Market card,")
	assert.Contains(t, printtest.TextOf(rec, "front:plots:Forest"), "worth two End Market cards,")
	ref := printtest.TextOf(rec, "front:reference:Reference sheet")
	assert.Contains(t, ref, "yield 3: 3 cards")
	assert.Contains(t, ref, "Spike: 4 cards, 40 credits")
}
