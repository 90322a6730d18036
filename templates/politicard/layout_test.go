package politicard

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/fuzzcheck"
)

func TestEmbeddedLayout(t *testing.T) {
	l, err := Load()
	require.NoError(t, err)
	assert.InDelta(t, 63.5, l.Formats["card"].W, 1e-9)
	assert.InDelta(t, 88.9, l.Formats["card"].H, 1e-9)
	assert.Len(t, l.Seats, 2)
}

func TestLayoutErrorsNameFileAndLine(t *testing.T) {
	_, err := Parse(File, bytes.Replace(layoutYAML, []byte("space_h: 92"), []byte("space_h: 60"), 1))
	assert.ErrorContains(t, err, File+":18: settings.space_h: want 92 to 110, got 60", "a space smaller than a sleeved card is refused")
}

func FuzzParse(f *testing.F) {
	fuzzcheck.Bound(f)
	for _, seed := range fuzzcheck.Seeds(layoutYAML) { // small seeds: what the fuzzer finds is quick to minimise
		f.Add(seed)
	}
	f.Add([]byte(fuzzcheck.AliasBomb))
	f.Add([]byte("formats: {card: {w: -1}}"))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzcheck.Check(t, len(data), func() {
			_, err := Parse(File, data)
			if err != nil {
				assert.True(t, strings.HasPrefix(err.Error(), File))
			}
		})
	})
}
