package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/columns"
	"boardroom/referee"
)

// `games` fits 80 columns in both languages without breaking a game's name
// inside a word (the German table got "Industriew" and "erk": the players
// column could not narrow, so the title paid for it).
func TestGamesListFitsAndKeepsNamesWhole(t *testing.T) {
	t.Setenv(referee.HomeEnv, t.TempDir())
	t.Setenv("COLUMNS", "80")
	for _, l := range []string{"en", "de"} {
		t.Setenv("BOARDROOM_LANG", l)
		r := runCLI(t, "games")
		require.Equal(t, 0, r.code, r.stderr)
		assert.Contains(t, r.stdout, "Industriewerk", l)
		assert.Contains(t, r.stdout, "Warfare", l)
		for _, line := range strings.Split(r.stdout, "\n") {
			assert.LessOrEqual(t, columns.Len(line), 80, "%s: %q", l, line)
		}
	}
}
