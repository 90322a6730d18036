package tui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A report's page never ends on a heading (a player's name and a colon, "Put
// back on the table:"): the heading goes to the next page with at least its
// first line; a page holds no more lines than it may.
func TestPageBreaksKeepAHeadingWithItsFirstLine(t *testing.T) {
	lines := []string{"Upkeep of round 1.", "Anna:", "  pays 3 Gold", "  feeds 2 AK", "Ben:", "  pays 1 Gold", "Cara:", "  pays 2 Gold"}
	assert.Equal(t, [][]string{
		{"Upkeep of round 1.", "Anna:", "  pays 3 Gold"},
		{"  feeds 2 AK", "Ben:", "  pays 1 Gold"},
		{"Cara:", "  pays 2 Gold"},
	}, pageBreaks(lines, 3))
	pages := pageBreaks(lines, 2)
	assert.Equal(t, [][]string{
		{"Upkeep of round 1."},
		{"Anna:", "  pays 3 Gold"},
		{"  feeds 2 AK"},
		{"Ben:", "  pays 1 Gold"},
		{"Cara:", "  pays 2 Gold"},
	}, pages)
	for _, p := range pages[:len(pages)-1] {
		assert.NotRegexp(t, `:$`, p[len(p)-1], "a page ends on a heading: %q", p)
	}
	assert.Equal(t, [][]string{{"a:"}, {"b:", "c"}}, pageBreaks([]string{"a:", "b:", "c"}, 2), "a page is never empty")
	assert.Equal(t, [][]string{{"x", "y"}, {"z:"}}, pageBreaks([]string{"x", "y", "z:"}, 2), "a heading that ends the report stays last")

	long := "Cara, Sales (1 staff, 4+): 1 miss, 0 hits: sells 0 products for 0 (now 10 money), and the turn goes on."
	require.Len(t, ScreenLines([]string{long}), 2)
	assert.Equal(t, [][]string{{"one", "two"}, ScreenLines([]string{long})}, pageBreaks([]string{"one", "two", long}, 3),
		"a wrapped sentence is not cut between two pages")
	assert.Equal(t, [][]string{{"Anna:", "  one", "  two"}, {"Ben:"}}, pageBreaks([]string{"Anna:\n  one\n  two", "Ben:"}, 3),
		"a line holding several is laid out line by line")
}
