package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// influence's kind is typed as its usage line shows it (temp|perm), and a
// mistyped kind is offered those very words, at either table.
func TestInfluenceKindErrorNamesTheUsageLinesWords(t *testing.T) {
	for _, c := range []struct{ lang, verb, want, use string }{
		{"en", "influence", `"tmp": one of temp, perm`, "Usage: boardroom aufbau influence <player> <temp|perm> <investments>"},
		{"de", "einfluss", "„tmp“: eines von temp, perm", "Aufruf: boardroom aufbau einfluss <Spieler> <temp|perm> <Investitionen>"},
	} {
		home := t.TempDir()
		r := runCLI(t, "aufbau", "new", "--players", "Anna", "--lang", c.lang, "--seed", "1", "--home", home)
		require.Equal(t, 0, r.code, r.stderr)
		r = runCLI(t, "aufbau", c.verb, "Anna", "tmp", "2", "--home", home)
		assert.Equal(t, 2, r.code, r.stderr)
		assert.Contains(t, r.stderr, c.want)
		assert.Contains(t, r.stderr, c.use)
	}
}
