package referee_test

import (
	"fmt"
	"os"
	"path/filepath"
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

// The last KeptRefusals refusals are kept, newest first; a file of an older
// version (one refusal, not a list) still reads.
func TestRefusalsAreKeptInASmallRing(t *testing.T) {
	home := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(home, "counter"), 0o755))
	for i := 1; i <= referee.KeptRefusals+3; i++ {
		require.NoError(t, referee.RecordRefusal(home, "counter", "ring", referee.Refused{After: i, Verb: "add", Reason: fmt.Sprint("reason ", i)}))
	}
	rs := referee.Refusals(home, "counter", "ring")
	require.Len(t, rs, referee.KeptRefusals)
	assert.Equal(t, fmt.Sprint("reason ", referee.KeptRefusals+3), rs[0].Reason, "the newest first")
	assert.Equal(t, "reason 4", rs[len(rs)-1].Reason, "the oldest dropped")
	assert.Equal(t, rs[0], *referee.LastRefused(home, "counter", "ring"))

	path := filepath.Join(home, "counter", "old.refusal")
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, []byte(`{"after":2,"verb":"add","reason":"too many"}`), 0o644))
	old := referee.Refusals(home, "counter", "old")
	require.Len(t, old, 1)
	assert.Equal(t, "too many", old[0].Reason)
}
