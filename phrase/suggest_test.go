package phrase_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/phrase"
	"boardroom/phrase/msg"
)

func TestSuggest(t *testing.T) {
	players := []string{"Anna", "Ben", "Clara", "David"}
	for in, want := range map[string]string{
		"anna": "Anna", "Ana": "Anna", "Clar": "Clara", "Klara": "Clara", "Dave": "", "Davi": "David",
		"Zed": "", "": "", "Bne": "Ben", "Anan": "Anna", "Benn": "Ben", // a swap of two letters is one edit
	} {
		assert.Equal(t, want, phrase.Suggest(in, players), in)
	}
	assert.Equal(t, "rheinhessen", phrase.Suggest("rhinehessen", []string{"rigs", "rheinhessen", "corpwar"}))
	assert.Equal(t, "corpwar", phrase.Suggest("corpwarr", []string{"rigs", "rheinhessen", "corpwar"}))
	assert.Equal(t, ` (did you mean "Anna"?)`, phrase.DidYouMean("Ana", players))
	assert.Empty(t, phrase.DidYouMean("anna", players), "the same name in another case needs no hint")
}

// A word close to the other table's name of a thing suggests the thing as
// this table names it: "valey" at a German table means Tal.
func TestDidYouMeanOfSuggestsTheTablesNameForAnotherTablesWord(t *testing.T) {
	names := func(l msg.Lang) []string {
		if l == msg.DE {
			return []string{"ebene", "tal", "wald"}
		}
		return []string{"plains", "valley", "forest"}
	}
	assert.Equal(t, phrase.Say(msg.DE, "word.did_you_mean", "tal"), phrase.DidYouMeanOf(msg.DE, "valey", names))
	assert.Equal(t, phrase.Say(msg.DE, "word.did_you_mean", "tal"), phrase.DidYouMeanOf(msg.DE, "tall", names), "the table's own names first")
	assert.Equal(t, phrase.Say(msg.EN, "word.did_you_mean", "valley"), phrase.DidYouMeanOf(msg.EN, "valey", names))
	assert.Equal(t, phrase.Say(msg.EN, "word.did_you_mean", "forest"), phrase.DidYouMeanOf(msg.EN, "wadl", names))
	assert.Empty(t, phrase.DidYouMeanOf(msg.DE, "tal", names), "a name typed right is no mistake")
	assert.Empty(t, phrase.DidYouMeanOf(msg.DE, "valley", names), "another table's name, typed right, is taken: no suggestion")
	assert.Empty(t, phrase.DidYouMeanOf(msg.DE, "xyzzy", names))
}
