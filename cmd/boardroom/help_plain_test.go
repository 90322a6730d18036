package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/games"
)

// Under a locale without UTF-8 the help is ASCII like every other line
// (phrase.ASCII's one rule): descriptions, the commands' and flags' help
// (a suit, an umlaut, a dash), laid out as the terminal shows it, within
// 80 columns but for the examples, which are printed as written.
func TestHelpIsASCIIWhereTheLocaleIsNotUTF8(t *testing.T) {
	t.Setenv("BOARDROOM_LANG", "")
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_CTYPE", "")
	t.Setenv("LANG", "C")
	cmds := [][]string{{"--help"}, {"corpwar", "roll", "--help"}, {"rheinhessen", "produce", "--help"},
		{"aufbau", "verkauf", "--help"}, {"politicard", "new", "--help"}, {"rigs", "grant", "--help"}}
	for _, g := range games.All() {
		cmds = append(cmds, []string{g.ID, "--help"})
	}
	for _, args := range cmds {
		r := runCLI(t, args...)
		require.Equal(t, 0, r.code, "%v: %s", args, r.stderr)
		for i, l := range strings.Split(r.stdout, "\n") {
			for _, c := range []byte(l) {
				if !assert.Less(t, c, byte(0x80), "%v, line %d: %q", args, i+1, l) {
					break
				}
			}
			if !strings.HasPrefix(l, "  boardroom ") {
				assert.LessOrEqual(t, len(l), 80, "%v, line %d: %q", args, i+1, l)
			}
		}
	}
	r := runCLI(t, "rheinhessen", "produce", "--help")
	assert.Contains(t, r.stdout, "suit S, H, D, C", "the suits as typed")
}
