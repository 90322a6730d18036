package tui

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

// Issue 19, point 6: what play shows above its menu is wrapped at the
// terminal's edge, never cut: every word is there whole.
func TestCompactWrapsAndNeverCuts(t *testing.T) {
	long := "> Ann  14 influence  row: G4 Dorian Valcourt 10, G18 Rosalind Corriveau 4, S31 Massenproteste (ongoing), S2 Spin Doctor"
	text := Compact("Round 1, turn 3.", long)
	for _, l := range strings.Split(text, "\n") {
		assert.LessOrEqual(t, utf8.RuneCountInString(l), Width, l)
		assert.NotContains(t, l, "…")
	}
	assert.Equal(t, strings.Fields("Round 1, turn 3. "+long), strings.Fields(text), "every word, whole")
	assert.Equal(t, ">  Ann     14 pts", Compact(">  Ann     14 pts"), "a line that fits keeps its spacing")
	assert.Equal(t, []string{"  " + strings.Repeat("x", 78), "    " + strings.Repeat("x", 22)}, Wrap("  "+strings.Repeat("x", 100)),
		"a word longer than a line is broken, not cut")
}
