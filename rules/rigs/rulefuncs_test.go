package rigs

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCapacityByPlotTypeAndSurvey(t *testing.T) {
	r := Load()
	assert.Equal(t, 2, r.Capacity("Valley", 0, Supplies))
	assert.Equal(t, 3, r.Capacity("forest", 0, Supplies), "plot types are matched case-insensitively")
	assert.Equal(t, 1, r.Capacity("Forest", 2, Energy))
	assert.Equal(t, 3, r.Capacity("Ridge", 0, Metal))
	assert.Equal(t, 2, r.Capacity("Plains", 2, Luxuries), "Luxury capacity is the survey yield")
	assert.Equal(t, 0, r.Capacity("Plains", 0, Luxuries))
	assert.Equal(t, 0, r.Capacity("Swamp", 3, Energy), "an unknown plot type takes no RIGS")
}

func TestAmountAndCostText(t *testing.T) {
	assert.Equal(t, "1 Supply", Amount(Supplies, 1))
	assert.Equal(t, "-1 Supply", Amount(Supplies, -1))
	assert.Equal(t, "0 Supplies", Amount(Supplies, 0))
	assert.Equal(t, "2 Luxuries", Amount(Luxuries, 2))
	assert.Equal(t, "1 Luxury", Amount(Luxuries, 1))
	assert.Equal(t, "1 Energy", Amount(Energy, 1))
	assert.Equal(t, "3 Metal", Amount(Metal, 3))
	assert.Equal(t, "1 Energy + 2 Supplies + 1 Metal", CostText(map[Resource]int{Metal: 1, Supplies: 2, Energy: 1}), "rulebook resource order")
	r := Load()
	assert.Equal(t, "1 Supply", CostText(r.Costs.Survey))
	assert.Equal(t, "2 Metal", CostText(r.Costs.BuildRigs))
	assert.Equal(t, "", CostText(nil))
}

func TestNumberWords(t *testing.T) {
	assert.Equal(t, "no", NumberWord(0))
	assert.Equal(t, "three", NumberWord(3))
	assert.Equal(t, "ten", NumberWord(10))
	assert.Equal(t, "11", NumberWord(11))
	assert.Equal(t, "-1", NumberWord(-1))
	assert.Equal(t, "one End Market card", CountWord(1, "End Market card", "End Market cards"))
	assert.Equal(t, "two End Market cards", CountWord(2, "End Market card", "End Market cards"))
}

func TestWorthRules(t *testing.T) {
	r := Load()
	w, x := r.PlotWorth(30, 0)
	assert.Equal(t, 30, w)
	assert.False(t, x, "a 0-yield survey counts single")
	w, x = r.PlotWorth(30, 1)
	assert.Equal(t, 60, w)
	assert.True(t, x)
	assert.Equal(t, 12, r.VinnieOwes(3))
	assert.Equal(t, 1, r.PowerPerPlot(false))
	assert.Equal(t, 2, r.PowerPerPlot(true))
	assert.Equal(t, "Plains and Valley plots are worth one End Market card; Forest, Desert and Ridge plots two, added", r.PlotWorthText())
	assert.Equal(t, "one for Plains, one for Valley, two added for each of Forest, Desert, Ridge", r.PlotDrawText())
}

// Change a number in the data and the rule functions follow.
func TestRuleFunctionsFollowTheData(t *testing.T) {
	data := bytes.Replace(rigsYAML, []byte("luxury_plot_multiplier: 2"), []byte("luxury_plot_multiplier: 3"), 1)
	data = bytes.Replace(data, []byte("repay_at_end: 4"), []byte("repay_at_end: 5"), 1)
	require.NotEqual(t, rigsYAML, data)
	r, err := Parse(DataFile, data)
	require.NoError(t, err)
	w, _ := r.PlotWorth(10, 2)
	assert.Equal(t, 30, w)
	assert.Equal(t, 15, r.VinnieOwes(3))
}
