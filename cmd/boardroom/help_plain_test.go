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
// 80 columns, the examples too.
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
			assert.LessOrEqual(t, len(l), 80, "%v, line %d: %q", args, i+1, l)
		}
	}
	r := runCLI(t, "rheinhessen", "produce", "--help")
	assert.Contains(t, r.stdout, "suit S, H, D, C", "the suits as typed")
}

// A card's error names the suits once: where the terminal is ASCII the
// symbols offered beside the letters would repeat them ("S, H, D, C or
// S H D C"), so they are left out, in both languages; the usage lines under
// the error are ASCII too.
func TestCardErrorNamesTheSuitsOnce(t *testing.T) {
	t.Setenv("BOARDROOM_LANG", "")
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_CTYPE", "")
	t.Setenv("LANG", "C")
	home := t.TempDir()
	for _, c := range []struct{ lang, want string }{
		{"en", `boardroom: cards: "8X" is not a card: it must end with a suit: S, H, D, C` + "\n"},
		{"de", `boardroom: "8X" ist keine Karte: sie muss mit einer Farbe enden: S (Pik), H (Herz), D (Karo), C (Kreuz)` + "\n"},
	} {
		r := runCLI(t, "rheinhessen", "new", "--players", "Ann,Bob", "--lang", c.lang, "--name", c.lang, "--home", home)
		require.Equal(t, 0, r.code, r.stderr)
		r = runCLI(t, "rheinhessen", "produce", "Ann", "8X", "--game", c.lang, "--home", home)
		assert.Equal(t, 2, r.code)
		first, rest, _ := strings.Cut(r.stderr, "\n")
		assert.Equal(t, c.want, first+"\n")
		for _, b := range []byte(rest) {
			require.Less(t, b, byte(0x80), "the usage lines are ASCII: %q", rest)
		}
	}
	r := runCLI(t, "rheinhessen", "produce", "--help")
	assert.Contains(t, r.stdout, "suit S, H, D, C, any case.")
	t.Setenv("LANG", "en_US.UTF-8") // a terminal that shows the symbols is offered them
	r = runCLI(t, "rheinhessen", "produce", "Ann", "8X", "--game", "en", "--home", home)
	assert.Contains(t, r.stderr, "it must end with a suit: S, H, D, C or ♠ ♥ ♦ ♣\n")
}
