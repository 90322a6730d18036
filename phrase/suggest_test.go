package phrase_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/phrase"
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
