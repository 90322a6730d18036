package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A give with a count where what it gives belongs is a usage error: exit 2,
// the usage line, and the error offers the very words the usage line lists,
// credits, RIGS and plot among them, in the table's language.
func TestAMalformedGiveIsAUsageErrorInTheUsageLinesWords(t *testing.T) {
	for _, c := range []struct {
		lang, verb, metal, plot, msg, use string
	}{
		{"en", "give", "metal", "plot", `"5" is a number: say what you give, then how many (credits, energy, supplies, metal, luxuries, rigs or plot)`,
			"Usage: boardroom rigs give <from> <to> <credits|energy|supplies|metal|luxuries|rigs|plot> <N>"},
		{"de", "geben", "metall", "parzelle", "„5“ ist eine Zahl: erst, was du gibst, dann wie viel (credits, energie, vorräte, metall, luxusgüter, rigs oder parzelle)",
			"Aufruf: boardroom rigs geben <Geber> <Empfänger> <credits|energie|vorräte|metall|luxusgüter|rigs|parzelle> <N>"},
	} {
		home := t.TempDir()
		r := runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--lang", c.lang, "--seed", "1", "--home", home)
		require.Equal(t, 0, r.code, r.stderr)
		r = runCLI(t, "rigs", c.verb, "Ann", "Bob", "5", c.metal, "--home", home)
		assert.Equal(t, 2, r.code, r.stderr)
		assert.Contains(t, r.stderr, c.msg)
		assert.Contains(t, r.stderr, c.use)
		// a word the game does not know is refused as every unknown name
		// is (exit 1), offering the same words and the near miss
		r = runCLI(t, "rigs", c.verb, "Ann", "Bob", "metl", "5", "--home", home)
		assert.Equal(t, 1, r.code, r.stderr)
		assert.Contains(t, r.stderr, c.metal, "a near miss is named")
		assert.Contains(t, r.stderr, "rigs, "+c.plot)
		r = runCLI(t, "rigs", c.verb, "Ann", "Bob", "credits", "5", "--home", home)
		assert.Equal(t, 0, r.code, r.stderr)
	}
}
