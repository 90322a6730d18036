package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

// One arrow everywhere: a production, its undo and an Aufbausystem help
// line all write "→" in a UTF-8 locale, and all write
// "->" (and no "→") where the locale's character set is not UTF-8. (Undo
// wrote "->" while `play` wrote "→".)
func TestOneArrowInEveryGameAndItsASCIIFallback(t *testing.T) {
	for _, c := range []struct{ locale, arrow, not, cards string }{
		{"C.UTF-8", "→", "->", "8♠ 8♥ 5♣ 5♦"},
		{"C", "->", "→", "8S 8H 5C 5D"}, // the suits follow the arrow's rule
	} {
		t.Setenv("LC_ALL", c.locale)
		t.Setenv(referee.HomeEnv, t.TempDir())
		var out string
		for _, args := range [][]string{
			{"rheinhessen", "new", "--players", "Anna,Ben", "--seed", "1"},
			{"rheinhessen", "produce", "Anna", "8S", "8H", "5C", "5D"},
			{"rheinhessen", "undo"},
			{"aufbau", "einfluss", "--help"},
		} {
			r := runCLI(t, args...)
			require.Equal(t, 0, r.code, "%v: %s", args, r.stderr)
			out += r.stdout
		}
		assert.Contains(t, out, "26.2 "+c.arrow+" 26 points; score 0 "+c.arrow+" 26.", c.locale)
		assert.Contains(t, out, "Undone:\n  Anna produces "+c.cards+": two pair, legal: raw 26 x 0.70 + 8 = 26.2 "+c.arrow+" 26 points", c.locale)
		assert.Contains(t, out, "je Investition "+c.arrow+" ", c.locale)
		assert.NotContains(t, out, c.not, c.locale)
	}
}
