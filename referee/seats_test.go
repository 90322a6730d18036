package referee

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNames(t *testing.T) {
	got, err := Names([]string{" Ann", "", "Bob "}, 2, 4, "X", "player")
	require.NoError(t, err)
	assert.Equal(t, []string{"Ann", "Bob"}, got)
	for in, want := range map[string][]string{
		"named twice":                 {"Ann", "ann"},
		"X is for 2-4 players, got 1": {"Ann"},
		"up to 24 characters":         {"Ann", "Bartholomew-Montgomery-Smythe"},
	} {
		_, err := Names(want, 2, 4, "X", "player")
		assert.ErrorContains(t, err, in)
	}
	// A two-player game says so, not "2-2 players".
	_, err = Names([]string{"Ann"}, 2, 2, "Politicard", "player")
	assert.EqualError(t, err, "Politicard is for exactly 2 players, got 1")
}

func TestSeat(t *testing.T) {
	i, err := Seat([]string{"Ann", "Bob"}, " bob", "player")
	require.NoError(t, err)
	assert.Equal(t, 1, i)
	_, err = Seat([]string{"Ann", "Bob"}, "Zed", "corporation")
	assert.True(t, IsRefusal(err))
	assert.EqualError(t, err, `no corporation named "Zed" (corporations: Ann, Bob) (rule: the players are the ones named when the game was set up)`)
}

func TestSeatSuggestsTheNameMeant(t *testing.T) {
	_, err := Seat([]string{"Anna", "Ben"}, "Ana", "player")
	assert.EqualError(t, err, `no player named "Ana" (did you mean "Anna"?) (players: Anna, Ben) (rule: the players are the ones named when the game was set up)`)
}
