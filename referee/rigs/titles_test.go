package rigs

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Issue 9 point 8: a mistyped Karma or Disaster card title is refused with the
// title meant, found among the rules data's titles (without the quotes and
// punctuation a shell eats); a title close to none gets no guess.
func TestMistypedCardTitlesSuggestTheTitleMeant(t *testing.T) {
	tg := physicalStart(t)
	for typed, want := range map[string]string{
		"Wrong Adress":   `no Karma card is titled "Wrong Adress" (did you mean "Wrong Address"?)`,
		"Mising Support": `no Karma card is titled "Mising Support" (did you mean ""Missing" Support"?)`,
		"ridiculous eff": `(did you mean "Ridiculous Efficiency"?)`,
		"Its a Trapp":    `no Karma card is titled "Its a Trapp" (see the cards`,
	} {
		tg.refused(&Karma{Title: typed, Player: "Ann"}, want)
	}
	tg.next() // the Disaster Phase
	tg.refused(&DisasterAction{Player: "Ann", Title: "Solar Eclips"}, `no Disaster card is titled "Solar Eclips" (did you mean "Solar Eclipse!"?) (titles: `)
	tg.refused(&DisasterAction{Player: "Ann", Title: "infestaton"}, `(did you mean "Infestation!"?)`)
	tg.refused(&DisasterAction{Player: "Ann", Title: "Meteor"}, `no Disaster card is titled "Meteor" (titles: `)
	assert.Empty(t, didYouMeanTitle("Wrong Address", nil))
}
