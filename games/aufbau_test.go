package games

import (
	"testing"

	"github.com/stretchr/testify/require"

	"boardroom/display"
)

// The Aufbausystem's table display template parses with the display's own.
func TestAufbauDisplayTemplate(t *testing.T) {
	g, ok := ByID("aufbau")
	require.True(t, ok)
	require.NotEmpty(t, g.Display)
	_, err := display.New(display.Options{Home: t.TempDir(), Games: []display.Game{{ID: g.ID, Title: g.Title, Referee: g.Referee(), Template: g.Display}}})
	require.NoError(t, err)
}
