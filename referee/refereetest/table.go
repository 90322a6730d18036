package refereetest

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/atomicfile"
	"boardroom/referee"
)

// Table is a saved game that a test plays: every action it Does must be
// accepted, and every action it Refuses must be refused with the reason
// given and leave no trace in the log.
type Table[S any] struct {
	T    testing.TB
	G    *referee.Game[S]
	Home string
}

// NewTable creates a saved game named "test" in a temporary state home.
func NewTable[S any](t testing.TB, rules referee.Rules[S], gameID string, setup any, seed int64) *Table[S] {
	t.Helper()
	raw, err := json.Marshal(setup)
	require.NoError(t, err)
	home := t.TempDir()
	atomicfile.SkipSync() // a throwaway game: its saves need not reach the disk
	g, err := referee.Create(home, gameID, "test", raw, seed, rules)
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	return &Table[S]{T: t, G: g, Home: home}
}

// Do plays a, which must be accepted, and returns the new state.
func (tb *Table[S]) Do(a referee.Action[S]) S {
	tb.T.Helper()
	s, err := tb.G.Do(a)
	require.NoError(tb.T, err, "%T %+v", a, a)
	return s
}

// Refused plays a, which must be refused with a reason containing want,
// leaving the log as it was.
func (tb *Table[S]) Refused(a referee.Action[S], want string) {
	tb.T.Helper()
	before := len(tb.G.Log())
	_, err := tb.G.Do(a)
	require.Error(tb.T, err, "%T %+v was accepted", a, a)
	assert.True(tb.T, referee.IsRefusal(err), "%v", err)
	assert.Contains(tb.T, err.Error(), want)
	assert.Equal(tb.T, before, len(tb.G.Log()), "a refused action is not logged")
}
