package refereetest

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/spec"
)

// ShowJSON is the view as `show --json` prints it.
func ShowJSON(t testing.TB, view any) []byte {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, spec.WriteJSON(&b, view))
	return b.Bytes()
}

// SavedGame checks a saved game made by an earlier binary, testdata/<name>.json
// of the test's package: it opens (in a copy), its final view (what `show
// --json` prints) is testdata/<name>.show.json (rewritten when update is
// set), the view shows no saved time, the log replays to the same state
// twice, and undoing the last action changes the view while redoing it
// restores it exactly. It returns the final state and the log's entries
// counted by kind and action type ("action next", "undo").
func SavedGame[S any](t *testing.T, rules referee.Rules[S], gameID, name string, view func(S) any, update bool) (S, map[string]int) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("testdata", name+".json"))
	require.NoError(t, err)
	home := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(home, gameID), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(home, gameID, name+".json"), raw, 0o644))
	g, err := referee.Open(home, gameID, name, rules)
	require.NoError(t, err, "a game saved by an earlier binary must open")

	got := ShowJSON(t, view(g.State()))
	golden := filepath.Join("testdata", name+".show.json")
	if update {
		require.NoError(t, os.WriteFile(golden, got, 0o644))
	}
	want, err := os.ReadFile(golden)
	require.NoError(t, err)
	require.Equal(t, string(want), string(got), "the saved game replays to another view: if the change is meant, run go test -run TestSavedGames -update in its package and read the diff")
	assert.NotContains(t, string(got), g.Created().Format("2006-01-02"), "the view must not show the saved times")

	kinds := map[string]int{}
	for _, e := range g.Log() {
		k := string(e.Kind)
		if e.Kind == referee.KindAction {
			var a struct{ Type string }
			require.NoError(t, json.Unmarshal(e.Action, &a))
			k += " " + a.Type
		}
		kinds[k]++
	}

	final := g.State()
	require.NoError(t, g.Close())
	again, err := referee.Open(home, gameID, name, rules, referee.ReadOnly())
	require.NoError(t, err)
	require.Equal(t, final, again.State(), "replaying the same log twice gives another state")
	again.Close()

	g, err = referee.Open(home, gameID, name, rules)
	require.NoError(t, err)
	defer g.Close()
	require.True(t, g.CanUndo())
	undone, err := g.Undo()
	require.NoError(t, err)
	assert.NotEqual(t, string(got), string(ShowJSON(t, view(undone))), "undoing the last action must change the view")
	redone, err := g.Redo()
	require.NoError(t, err)
	require.Equal(t, final, redone, "redo after undo must restore the state")
	require.Equal(t, string(got), string(ShowJSON(t, view(redone))))
	return final, kinds
}
