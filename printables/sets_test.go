package printables_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"boardroom/printables"
	corpwarprint "boardroom/printables/corpwar"
	rheinhessenprint "boardroom/printables/rheinhessen"
	rigsprint "boardroom/printables/rigs"
	"boardroom/printables/userdeck"
)

// The engine is tested on the real print sets of the games: they are the
// components it has to impose. Only tests import the games.

func set(t testing.TB, build func() ([]*printables.Component, error)) []*printables.Component {
	t.Helper()
	comps, err := build()
	require.NoError(t, err)
	return comps
}

func rigsComponents(t testing.TB) []*printables.Component { return set(t, rigsprint.Components) }
func rhComponents(t testing.TB) []*printables.Component   { return set(t, rheinhessenprint.Components) }
func cwComponents(t testing.TB) []*printables.Component   { return set(t, corpwarprint.Components) }

// userComponents is a user's own deck (the starter of `cards init`): printed
// by the same engine, it passes the same tests as the games' decks.
func userComponents(t testing.TB) []*printables.Component {
	d := userdeck.Load(userdeck.Starter(), "starter")
	require.NoError(t, d.Err(true))
	return []*printables.Component{d.Component()}
}
