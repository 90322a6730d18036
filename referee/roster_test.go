package referee_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

type seat struct{ Name string }

func (s seat) PlayerName() string { return s.Name }

func TestRoster(t *testing.T) {
	var r referee.Roster[seat]
	r.Players = []seat{{"Ann"}, {"Bob"}, {"Cy"}}
	assert.Equal(t, []string{"Ann", "Bob", "Cy"}, r.Names())
	i, err := r.PlayerIndex("bob")
	require.NoError(t, err)
	assert.Equal(t, 1, i)
	_, err = r.Seat("Bb", "corporation")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "corporation")
	assert.Contains(t, err.Error(), "Bob", "it suggests the closest name")
	r.Say("%s pays %d", "Ann", 3)
	r.Say("done")
	assert.Equal(t, []string{"Ann pays 3", "done"}, r.Events)
}

func TestNameWidthCountsRunes(t *testing.T) {
	r := referee.Roster[seat]{Players: []seat{{"Ann"}, {"Zoë Müller"}, {"Bob"}}}
	assert.Equal(t, 10, r.NameWidth())
	assert.Equal(t, 0, (&referee.Roster[seat]{}).NameWidth())
}
