package aufbau

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
	assert.Equal(t, "#5a3e1b", l.Colors["accent"])
	assert.InDelta(t, 12, l.Settings["band"], 1e-9)
}

func TestLayoutErrorsNameFileAndLine(t *testing.T) {
	_, err := Parse(File, bytes.Replace(layoutYAML, []byte("row: 6 "), []byte("row: 60 "), 1))
	assert.ErrorContains(t, err, File+":10: settings.row: want 3 to 12, got 60")
	_, err = Parse(File, bytes.Replace(layoutYAML, []byte("  rule:"), []byte("  rules:"), 1))
	assert.ErrorContains(t, err, "colors.rule: missing")
}

func FuzzParse(f *testing.F) {
	fuzzcheck.Bound(f)
	for _, seed := range fuzzcheck.Seeds(layoutYAML) { // small seeds: what the fuzzer finds is quick to minimise
		f.Add(seed)
	}
	f.Add([]byte(fuzzcheck.AliasBomb))
	f.Add([]byte("colors: {ink: 1}"))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzcheck.Check(t, len(data), func() {
			_, err := Parse(File, data)
			if err != nil {
				assert.True(t, strings.HasPrefix(err.Error(), File))
			}
		})
	})
}
