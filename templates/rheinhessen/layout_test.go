package rheinhessen

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
	assert.InDelta(t, 95, l.Formats["reference"].W, 1e-9)
	assert.InDelta(t, 130, l.Formats["reference"].H, 1e-9)
	require.Len(t, l.Seats, 4)
	assert.Equal(t, "A", l.Seats[0].Name)
	assert.Equal(t, "#a5221b", l.Colors["zones.external audit"])
}

func TestLayoutErrorsNameFileAndLine(t *testing.T) {
	for _, tt := range []struct{ old, new, want string }{
		{"reference: {w: 95", "reference: {w: 0", File + ":"},
		{"score_cell_min: 10", "score_cell_min: 20", "score_cell_min <= score_cell_max"},
		{"{name: B,", "{name: A,", `"A" is named twice`},
		{"track_box_max: 25", "track_box_max: 3", "settings.track_box_max: want 15 to 60"},
		{"last_raw: 60", "last_raw: 200", "settings.last_raw: want 10 to 80"},
	} {
		require.Contains(t, string(layoutYAML), tt.old)
		_, err := Parse(File, bytes.Replace(layoutYAML, []byte(tt.old), []byte(tt.new), 1))
		require.Error(t, err)
		assert.Contains(t, err.Error(), tt.want)
		assert.True(t, strings.HasPrefix(err.Error(), File+":"), err.Error())
	}
	_, err := Parse(File, append([]byte("colour: x\n"), layoutYAML...))
	assert.ErrorContains(t, err, "field colour not found")
}

func FuzzParse(f *testing.F) {
	fuzzcheck.Bound(f)
	for _, seed := range fuzzcheck.Seeds(layoutYAML) { // small seeds: what the fuzzer finds is quick to minimise
		f.Add(seed)
	}
	f.Add([]byte(fuzzcheck.AliasBomb))
	f.Add([]byte("corporations: [{name: A}]"))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzcheck.Check(t, len(data), func() {
			_, err := Parse(File, data)
			if err != nil {
				assert.True(t, strings.HasPrefix(err.Error(), File))
			}
		})
	})
}
