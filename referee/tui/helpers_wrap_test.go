package tui

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// Issue 19, point 6: the line that ends a session fits the terminal; when it
// is too wide the command that resumes the game goes on a line of its own,
// whole, so that it can be copied.
func TestSavedLineFitsAndKeepsTheCommandWhole(t *testing.T) {
	line := `Game "orchid-2" is saved. Resume it with: boardroom politicard play --game orchid-2`
	assert.Equal(t, []string{`Game "orchid-2" is saved. Resume it with:`, "  boardroom politicard play --game orchid-2"}, savedLines(line))
	short := `Game "test" is saved. Resume it with: boardroom tally play --game test`
	assert.Equal(t, []string{short}, savedLines(short))
	long := strings.Repeat("word ", 30)
	for _, l := range savedLines(long) {
		assert.LessOrEqual(t, utf8.RuneCountInString(l), Width, l)
	}
}

// The home in a resume command pastes into a shell as it is.
func TestShellWordQuotesWhatTheShellWouldSplit(t *testing.T) {
	assert.Equal(t, "/tmp/my-games_2/x.y,z", shellWord("/tmp/my-games_2/x.y,z"))
	assert.Equal(t, "'/tmp/my games'", shellWord("/tmp/my games"))
	assert.Equal(t, `'/tmp/Ann'\''s'`, shellWord("/tmp/Ann's"))
	assert.Equal(t, "'$HOME'", shellWord("$HOME"))
}

// Where the locale is not UTF-8 the terminal shows "ä" as "ae" and "…" as
// "...": a line is wrapped and cut as it is shown there, so that it still
// fits 80 columns rather than running one or two over the edge.
func TestWrapAndFitMeasureTheLineAsTheTerminalShowsIt(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_CTYPE", "")
	t.Setenv("LANG", "C")
	line := "Lager behält 2 Pulpellen (Entscheid AU19: Das Lager behält die wertvollen Waren)"
	require.Equal(t, Width, utf8.RuneCountInString(line)) // fits in UTF-8, not in ASCII
	assert.Equal(t, []string{"Lager behaelt 2 Pulpellen (Entscheid AU19: Das Lager behaelt die wertvollen", "  Waren)"}, Wrap(line))
	cut := Fit(line + " zuerst")
	assert.Equal(t, "Lager behaelt 2 Pulpellen (Entscheid AU19: Das Lager behaelt die wertvollen W...", cut)
	assert.Len(t, cut, Width)
}
