package corpwar

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
	assert.InDelta(t, 19.05, l.Formats["token"].W, 1e-9, "3/4 inch")
	assert.Len(t, l.Seats, 5)
}

func TestLayoutErrorsNameFileAndLine(t *testing.T) {
	_, err := Parse(File, bytes.Replace(layoutYAML, []byte("spot: 21"), []byte("spot: 15"), 1))
	assert.ErrorContains(t, err, File+":14: settings.spot: 15 mm cannot hold a 19.05 mm token")
	_, err = Parse(File, append([]byte("colour: x\n"), layoutYAML...))
	assert.ErrorContains(t, err, "field colour not found")
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
