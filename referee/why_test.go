package referee_test

import (
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

// A refusal is kept beside the saved game, read back, and forgotten when a
// new game of that name is created.
func TestRefusalIsKeptBesideTheGame(t *testing.T) {
	home := t.TempDir()
	assert.Nil(t, referee.LastRefused(home, "counter", "friday"))
	require.NoError(t, os.MkdirAll(home+"/counter", 0o755))
	r := referee.Refused{Time: time.Now().UTC().Truncate(time.Second), After: 3, Verb: "add", Args: []string{"Ann", "9"}, Reason: "too much", Rule: "at most 5"}
	require.NoError(t, referee.RecordRefusal(home, "counter", "friday", r))
	got := referee.LastRefused(home, "counter", "friday")
	require.NotNil(t, got)
	assert.Equal(t, r, *got)
	names, err := referee.Saved(home, "counter")
	require.NoError(t, err)
	assert.Empty(t, names, "the note is not a saved game")

	g, err := referee.Create(home, "counter", "friday", counterSetupJSON, 1, counterRules{})
	require.NoError(t, err)
	g.Close()
	assert.Nil(t, referee.LastRefused(home, "counter", "friday"), "a new game of the name starts without the old refusal")
}
