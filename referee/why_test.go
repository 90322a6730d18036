package referee_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

// lastRefused is the last refusal kept, where the test says no link is.
func lastRefused(t *testing.T, home, gameID, name string) *referee.Refused {
	t.Helper()
	r, err := referee.LastRefused(home, gameID, name)
	require.NoError(t, err)
	return r
}

// A refusal is kept beside the saved game, read back, and forgotten when a
// new game of that name is created.
func TestRefusalIsKeptBesideTheGame(t *testing.T) {
	home := t.TempDir()
	assert.Nil(t, lastRefused(t, home, "counter", "friday"))
	require.NoError(t, os.MkdirAll(home+"/counter", 0o755))
	r := referee.Refused{Time: time.Now().UTC().Truncate(time.Second), After: 3, Verb: "add", Args: []string{"Ann", "9"}, Reason: "too much", Rule: "at most 5"}
	require.NoError(t, referee.RecordRefusal(home, "counter", "friday", r))
	got := lastRefused(t, home, "counter", "friday")
	require.NotNil(t, got)
	assert.Equal(t, r, *got)
	names, err := referee.Saved(home, "counter")
	require.NoError(t, err)
	assert.Empty(t, names, "the note is not a saved game")

	g, err := referee.Create(home, "counter", "friday", counterSetupJSON, 1, counterRules{})
	require.NoError(t, err)
	g.Close()
	assert.Nil(t, lastRefused(t, home, "counter", "friday"), "a new game of the name starts without the old refusal")
}

// The last KeptRefusals refusals are kept, newest first; a file of an older
// version (one refusal, not a list) still reads.
func TestRefusalsAreKeptInASmallRing(t *testing.T) {
	home := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(home, "counter"), 0o755))
	for i := 1; i <= referee.KeptRefusals+3; i++ {
		require.NoError(t, referee.RecordRefusal(home, "counter", "ring", referee.Refused{After: i, Verb: "add", Reason: fmt.Sprint("reason ", i)}))
	}
	rs, err := referee.Refusals(home, "counter", "ring")
	require.NoError(t, err)
	require.Len(t, rs, referee.KeptRefusals)
	assert.Equal(t, fmt.Sprint("reason ", referee.KeptRefusals+3), rs[0].Reason, "the newest first")
	assert.Equal(t, "reason 4", rs[len(rs)-1].Reason, "the oldest dropped")
	assert.Equal(t, rs[0], *lastRefused(t, home, "counter", "ring"))

	path := filepath.Join(home, "counter", "old.refusal")
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, []byte(`{"after":2,"verb":"add","reason":"too many"}`), 0o644))
	old, err := referee.Refusals(home, "counter", "old")
	require.NoError(t, err)
	require.Len(t, old, 1)
	assert.Equal(t, "too many", old[0].Reason)
}

// A refusal that cannot be kept (a link in the place of its file, never
// followed) says so, for `play` to show under the refusal; it used to be
// dropped without a word.
func TestKeepRefusalNamesALinkInItsPlace(t *testing.T) {
	home := t.TempDir()
	g := create(t, home, "linked")
	assert.NoError(t, g.KeepRefusal("add", nil, &referee.Refusal{Reason: "too much"}))
	refusal := filepath.Join(home, gameID, "linked.refusal")
	require.NoError(t, os.Remove(refusal))
	require.NoError(t, os.Symlink(filepath.Join(home, "elsewhere"), refusal))
	err := g.KeepRefusal("add", nil, &referee.Refusal{Reason: "too much"})
	assert.EqualError(t, err, "this refusal is not kept for 'why': "+refusal+" is a symbolic link; boardroom does not follow links for the files it keeps beside a saved game (remove the link)")
	assert.NoError(t, g.KeepRefusal("add", nil, errors.New("not a refusal")), "only refusals are kept")
	_, err = os.Lstat(filepath.Join(home, "elsewhere"))
	assert.ErrorIs(t, err, os.ErrNotExist, "the link is not followed")
}
