package printables_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"boardroom/games"
	"boardroom/printables"
	"boardroom/printables/userdeck"
)

// The engine is tested on the real print sets of the games: they are the
// components it has to impose. The sets come from the registry
// (games.All()), so every game with a print set, and every one added later,
// is imposed by the same tests. Only tests import the games: printables
// itself imports none (games.TestEnginesNameNoGame checks it).

// allSets are the print sets of every registered game that has one, by the
// game's ID.
func allSets(t testing.TB) map[string][]*printables.Component {
	t.Helper()
	out := map[string][]*printables.Component{}
	for _, g := range games.All() {
		if g.Components == nil {
			continue
		}
		comps, err := g.Components(g.Lang())
		require.NoError(t, err, g.ID)
		require.NotEmpty(t, comps, g.ID)
		out[g.ID] = comps
	}
	require.NotEmpty(t, out, "the registry lists no game with a print set")
	out["cards"] = userComponents(t) // a user's own deck: the same engine, the same tests
	return out
}

// gameSet is the print set of one registered game.
func gameSet(t testing.TB, id string) []*printables.Component {
	t.Helper()
	g, ok := games.ByID(id)
	require.True(t, ok, "no game %q in the registry", id)
	require.NotNil(t, g.Components, "%s has no print set", id)
	comps, err := g.Components(g.Lang())
	require.NoError(t, err)
	return comps
}

func rigsComponents(t testing.TB) []*printables.Component { return gameSet(t, "rigs") }
func rhComponents(t testing.TB) []*printables.Component   { return gameSet(t, "rheinhessen") }
func cwComponents(t testing.TB) []*printables.Component   { return gameSet(t, "corpwar") }

// Every game in the registry has a print set, so none escapes these tests.
func TestEveryGameIsImposedByTheEngineTests(t *testing.T) {
	sets := allSets(t)
	for _, g := range games.All() {
		require.Contains(t, sets, g.ID, "%s has no print set: the engine tests would not impose it", g.ID)
	}
}

// userComponents is a user's own deck (the starter of `cards init`): printed
// by the same engine, it passes the same tests as the games' decks.
func userComponents(t testing.TB) []*printables.Component {
	d := userdeck.Load(userdeck.Starter(), "starter")
	require.NoError(t, d.Err(true))
	return []*printables.Component{d.Component()}
}
