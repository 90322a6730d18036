package aufbau

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A Fraction takes its share and rounds as the data says; bad forms are
// errors that name the expected form.
func TestFraction(t *testing.T) {
	for _, c := range []struct {
		spec  string
		n     int
		want  int
		glyph string
	}{
		{"1/2 down", 25, 12, "½"},
		{"1/2 up", 25, 13, "½"},
		{"1/2 up", 24, 12, "½"},
		{"1/2 up", 0, 0, "½"},
		{"3/4 down", 3, 2, "¾"},
		{"1/3 up", 10, 4, "⅓"},
		{"2/5 down", 10, 4, "2/5"},
		{"1/1 down", 7, 7, "1/1"},
	} {
		f, err := ParseFraction(c.spec)
		require.NoError(t, err, c.spec)
		assert.Equal(t, c.want, f.Apply(c.n), "%s of %d", c.spec, c.n)
		assert.Equal(t, c.glyph, f.Glyph(), c.spec)
		assert.Equal(t, c.spec, f.String())
	}
	for _, bad := range []string{"1/2", "half down", "1/0 down", "1/2 sideways", "-1/2 up"} {
		_, err := ParseFraction(bad)
		assert.Error(t, err, bad)
	}
}
