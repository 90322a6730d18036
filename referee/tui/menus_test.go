package tui_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/tui"
)

// The generic menu helpers offer only what the rules allow now.
func TestMenuHelpersOfferOnlyWhatIsLegal(t *testing.T) {
	s := tally{Total: 4}
	again := tui.Act[tally]("Reset", reset{})
	assert.Len(t, tui.IfLegal(s, again, referee.Action[tally](reset{})), 1)
	assert.Empty(t, tui.IfLegal(tally{}, again, referee.Action[tally](reset{})), "reset is refused at 0")

	take := func(n int) referee.Action[tally] { return sub{N: n} }
	assert.Equal(t, 4, tui.Most(s, 20, take), "no more than the total")
	assert.Equal(t, 3, tui.Most(s, 3, take), "no more than asked")
	assert.Zero(t, tui.Most(tally{}, 20, take), "none is legal")

	open := tui.Only(func(s tally) bool { return s.Total > 0 }, func(tally) []tui.Choice[tally] { return []tui.Choice[tally]{again} })
	assert.Len(t, open(s), 1)
	assert.Empty(t, open(tally{}))
}

func TestSelectWhereOffersWhatFitsOrRefuses(t *testing.T) {
	p := tui.NewScript("Cy", "the 10")
	name, err := tui.SelectPlayerWhere(p, "Who?", []string{"Ann", "Bob", "Cy"}, func(i int) bool { return i != 1 })
	require.NoError(t, err)
	assert.Equal(t, "Cy", name)
	assert.Equal(t, []string{"Ann", "Cy", "Back"}, p.Menus("Who?")[0])
	n, err := tui.SelectValueWhere(p, "Which card?", []int{2, 5, 10}, func(n int) bool { return n > 2 }, func(n int) string { return fmt.Sprintf("the %d", n) }, "no card fits")
	require.NoError(t, err)
	assert.Equal(t, 10, n)
	assert.Equal(t, []string{"the 5", "the 10", "Back"}, p.Menus("Which card?")[0])

	_, err = tui.SelectPlayerWhere(p, "Who?", []string{"Ann"}, func(int) bool { return false })
	assert.True(t, referee.IsRefusal(err))
	assert.EqualError(t, err, "no player can do that now (rule: the menu offers only what the rules allow now)")
	_, err = tui.SelectValueWhere(p, "Which card?", []int{2}, func(int) bool { return false }, func(n int) string { return fmt.Sprint(n) }, "no card fits")
	assert.EqualError(t, err, "no card fits (rule: the menu offers only what the rules allow now)")
	assert.Len(t, p.Asked, 2, "nothing is asked when nothing fits")
}
