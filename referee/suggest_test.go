package referee_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/referee"
)

func TestSuggest(t *testing.T) {
	players := []string{"Anna", "Ben", "Clara", "David"}
	for in, want := range map[string]string{
		"anna": "Anna", "Ana": "Anna", "Clar": "Clara", "Klara": "Clara", "Dave": "", "Davi": "David",
		"Zed": "", "": "", "Bne": "Ben", "Anan": "Anna", "Benn": "Ben", // a swap of two letters is one edit
	} {
		assert.Equal(t, want, referee.Suggest(in, players), in)
	}
	assert.Equal(t, "rheinhessen", referee.Suggest("rhinehessen", []string{"rigs", "rheinhessen", "corpwar"}))
	assert.Equal(t, "corpwar", referee.Suggest("corpwarr", []string{"rigs", "rheinhessen", "corpwar"}))
	assert.Equal(t, ` (did you mean "Anna"?)`, referee.DidYouMean("Ana", players))
	assert.Empty(t, referee.DidYouMean("anna", players), "the same name in another case needs no hint")
}

func TestSeatSuggestsTheNameMeant(t *testing.T) {
	_, err := referee.Seat([]string{"Anna", "Ben"}, "Ana", "player")
	assert.EqualError(t, err, `no player named "Ana" (did you mean "Anna"?) (players: Anna, Ben) (rule: the players are the ones named when the game was set up)`)
}
