package tui

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

func TestWrap(t *testing.T) {
	long := "The Aggressor produces 8♠ 3♥ Q♠ K♠: illegal, raw 31, 14 points, audit track 3 → 4: EXTERNAL AUDIT of every floor; score 40 → 34."
	lines := Wrap(long)
	assert.Greater(t, len(lines), 1)
	for i, l := range lines {
		assert.LessOrEqual(t, utf8.RuneCountInString(l), Width)
		if i > 0 {
			assert.True(t, strings.HasPrefix(l, "  "), "later lines are indented: %q", l)
		}
	}
	assert.Equal(t, strings.Fields(long), strings.Fields(strings.Join(lines, " ")), "no word lost")
	assert.Equal(t, []string{"short line"}, Wrap("short line"))
	assert.Equal(t, []string{"  indented"}, Wrap("  indented"), "the first line keeps its indent")
	assert.Equal(t, []string{""}, Wrap(""))
}
