package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// `why` after a refused `next` (`weiter`) cites the rule section the
// refusal rests on, which the game names with it, at either table: the
// best match of the rule's words was an unrelated ruling (saved games of
// an older edition) or the Production rule.
func TestWhyOfARefusedNextCitesTheRuleOfTheRefusal(t *testing.T) {
	for _, c := range []struct {
		lang, next, want, not string
	}{
		{"de", "weiter", "Regel katastrophenphase: Katastrophenphase", "gespeicherte-partien"},
		{"de", "next", "Regel katastrophenphase: Katastrophenphase", "gespeicherte-partien"},
		{"en", "next", "rule disaster-phase: Disaster Phase", "rule production"},
	} {
		home := t.TempDir()
		require.Equal(t, 0, runCLI(t, "rigs", "new", "--players", "Anna,Ben", "--seed", "3", "--lang", c.lang, "--home", home).code)
		require.Equal(t, 0, runCLI(t, "rigs", c.next, "--home", home).code) // to the Disaster Phase
		require.Equal(t, 1, runCLI(t, "rigs", c.next, "--home", home).code) // its cards not resolved
		r := runCLI(t, "rigs", "why", "--home", home)
		require.Equal(t, 0, r.code, r.stderr)
		assert.Contains(t, r.stdout, c.want, "%s %s", c.lang, c.next)
		assert.NotContains(t, r.stdout, c.not, "%s %s", c.lang, c.next)
		r = runCLI(t, "rigs", "why", "--json", "--home", home)
		assert.Contains(t, r.stdout, `"cite": "disaster-phase"`)
	}
}
