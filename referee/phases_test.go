package referee

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type season string

var seasons = &PhaseTable[season]{
	Order: []season{"spring", "summer", "autumn"},
	Title: func(s season) string {
		return map[season]string{"spring": "Spring", "summer": "Summer", "autumn": "Autumn"}[s]
	},
	Actions: map[string]PhaseAction[season]{
		"sow":     {What: "Sowing", In: []season{"spring"}},
		"harvest": {What: "Harvesting", In: []season{"summer", "autumn"}},
	},
}

func TestPhaseTableRefusesAnActionOutOfItsPhaseInTheWordsOfTheRule(t *testing.T) {
	require.NoError(t, seasons.Check("spring", "sow", ""))
	require.NoError(t, seasons.Check("autumn", "harvest", ""))
	require.NoError(t, seasons.Check("summer", "next", ""), "an action bound to no phase happens in any")

	err := seasons.Check("summer", "sow", " of year 2")
	var r *Refusal
	require.ErrorAs(t, err, &r)
	assert.Equal(t, "it is the Summer Phase of year 2", r.Reason)
	assert.Equal(t, "Sowing happens in the Spring Phase", r.Rule)
	assert.EqualError(t, seasons.Check("spring", "harvest", ""),
		"it is the Spring Phase (rule: Harvesting happens in the Summer or Autumn Phase)")

	assert.True(t, seasons.Allows("spring", "sow"))
	assert.False(t, seasons.Allows("autumn", "sow"))
	assert.True(t, seasons.Allows("autumn", "adjust"))
	assert.Equal(t, []string{"harvest"}, seasons.Allowed("autumn"))
	assert.Equal(t, []string{"sow"}, seasons.Allowed("spring"))
}

func TestPhaseTableSaysWhatComesNext(t *testing.T) {
	next, wraps, ok := seasons.After("spring")
	assert.Equal(t, season("summer"), next)
	assert.False(t, wraps)
	assert.True(t, ok)
	next, wraps, ok = seasons.After("autumn")
	assert.Equal(t, season("spring"), next)
	assert.True(t, wraps, "the last phase is followed by the first of the next round")
	assert.True(t, ok)
	_, _, ok = seasons.After("winter")
	assert.False(t, ok)
}
