package templates

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const doc = `formats:
  card: {w: 63.5, h: 88.9, what: poker card}
text: {title_max: 12, title_min: 7, body_max: 8.5, body_min: 5.5}
settings: {spot: 21}
seats:
  - {name: A, color: "#111111"}
colors:
  ink: "#000000"
  decks: {Red: "#aa2222", 5: "#00ff00"}
`

func TestOneLoaderForEveryGame(t *testing.T) {
	l, err := Parse("x.yaml", []byte(doc), Needs{Formats: []string{"card"}, Settings: map[string]Range{"spot": {1, 60}}, Seats: 1})
	require.NoError(t, err)
	assert.Equal(t, "x.yaml", l.File)
	assert.InDelta(t, 88.9, l.Formats["card"].H, 1e-9)
	assert.Equal(t, []string{"decks.5", "decks.Red", "ink"}, l.Colors.Names())
	assert.Equal(t, "#aa2222", l.Colors["decks.Red"])

	for _, tt := range []struct {
		needs Needs
		want  string
	}{
		{Needs{Formats: []string{"bill"}}, "x.yaml:1: formats: no format bill"},
		{Needs{Settings: map[string]Range{"spot": {30, 60}}}, "x.yaml:4: settings.spot: want 30 to 60, got 21"},
		{Needs{Settings: map[string]Range{"gap": {1, 2}}}, "settings.gap: missing"},
		{Needs{Seats: 2}, "seats: need at least 2"},
		{Needs{Roomy: true}, "roomy_max"},
	} {
		_, err := Parse("x.yaml", []byte(doc), tt.needs)
		assert.ErrorContains(t, err, tt.want)
	}
	_, err = Parse("x.yaml", []byte(doc+"board: {}\n"), Needs{})
	assert.ErrorContains(t, err, "field board not found")
}
