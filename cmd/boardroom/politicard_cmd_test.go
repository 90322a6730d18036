package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func pcNew(t *testing.T, extra ...string) (home string, out string) {
	t.Helper()
	home = t.TempDir()
	r := runCLI(t, append([]string{"politicard", "new", "--home", home, "--players", "Ann,Bob", "--deck-a", "tempo", "--deck-b", "control", "--first", "Ann"}, extra...)...)
	require.Equal(t, 0, r.code, r.stderr)
	return home, r.stdout
}

// Issue 19: `new` says the turn once and the table layout before "Next:".
func TestPoliticardNewSaysTheTurnOnceAndTheTableBeforeNext(t *testing.T) {
	_, out := pcNew(t)
	assert.Equal(t, 1, strings.Count(out, "Round 1, turn 1"), out)
	table := strings.Index(out, "Each player: a play mat in front of you")
	next := strings.Index(out, "Next: ")
	require.True(t, table >= 0 && next >= 0, out)
	assert.Less(t, table, next, "the table instruction comes before Next")
	assert.True(t, strings.HasSuffix(out, "'pass Ann'.\n"), "Next is the last line:\n%s", out)
}

// Issue 18, point 1: the engine's reading is a named variant of new.
func TestPoliticardVariantEngine(t *testing.T) {
	_, out := pcNew(t, "--variant", "engine")
	assert.Contains(t, out, "The engine's reading (--variant engine): no hand limit, every card costs 1 AP")
	r := runCLI(t, "politicard", "new", "--home", t.TempDir(), "--players", "Ann,Bob", "--deck-a", "tempo", "--deck-b", "control", "--variant", "house")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `--variant is rulebook or engine, not "house"`)
}

// Issue 18, point 4: a name with spaces typed without quotes gets a hint
// with the command quoted; a typo a "did you mean"; accents optional.
func TestPoliticardCardNamesAsTyped(t *testing.T) {
	home, _ := pcNew(t)
	r := runCLI(t, "politicard", "place", "--home", home, "Ann", "Spin", "Doctor")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `takes 2 arguments, received 3: a name with spaces goes in quotes, as in: boardroom politicard place Ann "Spin Doctor"`)
	assert.NotContains(t, r.stderr, "arg(s)")
	r = runCLI(t, "politicard", "place", "--home", home, "Ann", "Spin Doctr")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `did you mean "Spin Doctor"?`)
	r = runCLI(t, "politicard", "place", "--home", home, "Ann", "valcourt")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Ann plays G4 Dorian Valcourt")
}

// Issue 18, point 6: trigger with no window ever opened says that no
// action is waiting, not "too late".
func TestPoliticardTriggerWithoutWindow(t *testing.T) {
	home, _ := pcNew(t)
	r := runCLI(t, "politicard", "trigger", "--home", home, "Bob", "Berater-Affaere")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "no action is waiting for an intervention")
	assert.NotContains(t, r.stderr, "too late")
}
