package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

// A verb whose player is whoever is to act may leave the player out: the
// referee takes that player's turn and says whose it took, and a verb that
// needs more still gets a usage error of its own, never cobra's count.
func TestTheActorMayBeLeftOut(t *testing.T) {
	t.Setenv(referee.HomeEnv, t.TempDir())
	require.Equal(t, 0, runCLI(t, "rheinhessen", "new", "--players", "Anna,Ben").code)
	r := runCLI(t, "rheinhessen", "pass")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "No player named: Anna is to act.\nAnna passes.\n", r.stdout[:len("No player named: Anna is to act.\nAnna passes.\n")])
	r = runCLI(t, "rheinhessen", "pass", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	assert.NotContains(t, r.stdout, "No player named")
	r = runCLI(t, "rheinhessen", "produce")
	assert.Equal(t, 2, r.code)
	assert.NotContains(t, r.stderr, "arg(s)")
	assert.Contains(t, r.stderr, "no cards given")
	assert.Empty(t, r.stdout)
	r = runCLI(t, "rheinhessen", "pass", "--help")
	assert.Contains(t, r.stdout, "pass [player]")

	require.Equal(t, 0, runCLI(t, "politicard", "new", "--players", "Ann,Bob", "--deck-a", "tempo", "--deck-b", "control").code)
	r = runCLI(t, "politicard", "end")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Regexp(t, `^No player named: (Ann|Bob) is to act.\n(Ann|Bob) ends the turn.`, r.stdout)
	assert.Equal(t, r.stdout[17:20], r.stdout[len("No player named: Ann is to act.\n"):][:3], "the turn taken is the one named")
}
