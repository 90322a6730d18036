package tui

import (
	"testing"

	"github.com/stretchr/testify/assert"
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
}
