package rheinhessen

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

var update = flag.Bool("update", false, "rewrite testdata/<game>.show.json from the saved games in testdata")

// showJSON is what `boardroom rheinhessen show --json` prints for s.
func showJSON(t *testing.T, s *State) []byte {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	require.NoError(t, enc.Encode(s.ToView()))
	return b.Bytes()
}

// openFixture copies testdata/<name>.json into a new home and opens it there.
func openFixture(t *testing.T, name string) (*referee.Game[*State], string) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("testdata", name+".json"))
	require.NoError(t, err)
	home := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(home, GameID), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(home, GameID, name+".json"), raw, 0o644))
	g, err := referee.Open(home, GameID, name, Rules{})
	require.NoError(t, err, "a game saved by an earlier binary must open")
	return g, home
}

// checkFixture opens the saved game testdata/<name>.json, checks its final
// `show --json` against testdata/<name>.show.json (rewritten with -update),
// that the log replays to the same state twice, and that undoing the last
// action changes the view and redoing it restores it exactly.
func checkFixture(t *testing.T, name string) *State {
	t.Helper()
	g, home := openFixture(t, name)
	defer g.Close()
	got := showJSON(t, g.State())
	golden := filepath.Join("testdata", name+".show.json")
	if *update {
		require.NoError(t, os.WriteFile(golden, got, 0o644))
	}
	want, err := os.ReadFile(golden)
	require.NoError(t, err)
	require.Equal(t, string(want), string(got), "the saved game replays to another view: if the change is meant, run go test ./referee/%s -run TestSavedGames -update and read the diff", GameID)
	assert.NotContains(t, string(got), g.Created().Format("2006-01-02"), "the view must not show the saved times")

	final := g.State()
	require.NoError(t, g.Close())
	again, err := referee.Open(home, GameID, name, Rules{}, referee.ReadOnly())
	require.NoError(t, err)
	defer again.Close()
	require.Equal(t, final, again.State(), "replaying the same log twice gives another state")

	g, err = referee.Open(home, GameID, name, Rules{})
	require.NoError(t, err)
	defer g.Close()
	require.True(t, g.CanUndo())
	undone, err := g.Undo()
	require.NoError(t, err)
	assert.NotEqual(t, string(got), string(showJSON(t, undone)), "undoing the last action must change the view")
	redone, err := g.Redo()
	require.NoError(t, err)
	require.Equal(t, final, redone, "redo after undo must restore the state")
	require.Equal(t, string(got), string(showJSON(t, redone)))
	return final
}

// kinds counts the log's entries by kind and action type ("action next", "undo").
func kinds(t *testing.T, name string) map[string]int {
	t.Helper()
	g, _ := openFixture(t, name)
	defer g.Close()
	n := map[string]int{}
	for _, e := range g.Log() {
		k := string(e.Kind)
		if e.Kind == referee.KindAction {
			var a struct{ Type string }
			require.NoError(t, json.Unmarshal(e.Action, &a))
			k += " " + a.Type
		}
		n[k]++
	}
	return n
}

// A saved game made by the binary of its day (testdata/make.sh) keeps
// opening, replaying and showing exactly what it showed then: an internal
// audit, an undo and redo, and an external audit at the fifth tick.
func TestSavedGames(t *testing.T) {
	t.Run("audits", func(t *testing.T) {
		s := checkFixture(t, "audits")
		assert.Equal(t, 11, s.Turn)
		assert.Equal(t, 0, s.Track, "the external audit reset the track")
		assert.Len(t, s.Discards, 20, "the internal audit removed 5 cards, the external audit 15")
		scores := map[string]int{}
		for _, p := range s.Players {
			scores[p.Name] = p.Score
		}
		assert.Equal(t, map[string]int{"Anna": 34, "Ben": -66, "Clara": -24}, scores)
		k := kinds(t, "audits")
		assert.Equal(t, 1, k["action audit"])
		assert.Equal(t, 1, k["undo"])
		assert.Equal(t, 1, k["redo"])
	})
}
