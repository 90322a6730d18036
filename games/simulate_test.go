package games

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase"
)

// Both games' simulate refuse a negative --workers and a --plot that could
// not be written before a single game is played: a one-line usage error
// (exit 2) naming the flag, never a long run lost at its end. The same
// check (checkSimFlags) serves both.
func TestSimulateRefusesBadFlagsUpFront(t *testing.T) {
	tmp := t.TempDir()
	readOnly := filepath.Join(tmp, "ro")
	require.NoError(t, os.Mkdir(readOnly, 0o555))
	notADir := filepath.Join(tmp, "file")
	require.NoError(t, os.WriteFile(notADir, []byte("x"), 0o644))
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--workers", "-1"}, "--workers must be 0 (one per core) or more, got -1"},
		{[]string{"--plot", filepath.Join(tmp, "no", "such", "x.svg")}, "the folder " + filepath.Join(tmp, "no", "such") + " does not exist"},
		{[]string{"--plot", filepath.Join(notADir, "x.svg")}, "is not a folder"},
		{[]string{"--plot", tmp}, "it is a folder"},
		{[]string{"--plot", "/proc/x.svg"}, "the folder /proc is not writable"}, // root is refused too
	}
	if os.Geteuid() != 0 { // root writes through 0555
		cases = append(cases, struct {
			args []string
			want string
		}{[]string{"--plot", filepath.Join(readOnly, "x.svg")}, "is not writable"})
	}
	games := map[string]func(args ...string) (string, error){
		"rheinhessen": func(args ...string) (string, error) {
			return runTool(t, append([]string{"simulate", "--games", "200", "--seed", "1", "--json"}, args...)...)
		},
		"politicard": func(args ...string) (string, error) {
			return runPoliticardSim(t, append([]string{"--deck-a", "tempo", "--deck-b", "tempo", "--ai-a", "strong", "--games", "200", "--seed", "1", "--json"}, args...)...)
		},
	}
	for name, run := range games {
		for _, c := range cases {
			t.Run(name+" "+strings.Join(c.args, " "), func(t *testing.T) {
				out, err := run(c.args...)
				require.Error(t, err)
				var ue *phrase.UsageError
				assert.ErrorAs(t, err, &ue, "a usage error: exit 2")
				assert.Contains(t, err.Error(), c.want)
				assert.NotContains(t, err.Error(), "\n", "one line")
				assert.Empty(t, out, "refused before any game: no report")
			})
		}
	}
	entries, err := os.ReadDir(tmp)
	require.NoError(t, err)
	assert.Len(t, entries, 2, "the writability probe leaves nothing behind")
}
