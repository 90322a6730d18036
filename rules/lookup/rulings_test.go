package lookup

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/docs"
)

func TestParseRulingsReadsEveryGame(t *testing.T) {
	all, err := ParseRulings(docs.Rulings)
	require.NoError(t, err)
	count := map[string]int{}
	for _, r := range all {
		count[r.Game]++
		assert.NotEmpty(t, r.ID)
		assert.NotEmpty(t, r.Title)
		assert.NotEmpty(t, r.Ruling, "%s %s", r.Game, r.ID)
	}
	t.Log(count)
	for _, g := range []string{"R.I.G.S.", "Rheinhessen Industriewerk", "Corporate Warfare", "Politicard", "Aufbausystem"} {
		assert.Greater(t, count[g], 10, g)
	}
}

// One game's rulings read alone are the same records as read with all.
func TestParseRulingsOfOneGame(t *testing.T) {
	all, err := ParseRulings(docs.Rulings)
	require.NoError(t, err)
	for _, g := range []string{"R.I.G.S.", "Rheinhessen Industriewerk", "Corporate Warfare", "Politicard", "Aufbausystem"} {
		one, err := ParseRulingsOf(docs.Rulings, g)
		require.NoError(t, err)
		require.NotEmpty(t, one, g)
		assert.Equal(t, RulingsOf(all, g), one, g)
	}
	none, err := ParseRulingsOf(docs.Rulings, "No such game")
	require.NoError(t, err)
	assert.Empty(t, none)
}
