package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A count of nothing is said as a person says it, by the message's own =0
// form: "Anna hat kein Metall", "keine Produkte", not "0 Metall".
func TestACountOfNothingReadsAsPeopleSayIt(t *testing.T) {
	for _, c := range []struct {
		game, lang string
		new, args  []string
		want       string
	}{
		{"rigs", "de", []string{"--players", "Anna,Ben"}, []string{"korrigieren", "Anna", "metall", "-1", "--reason", "x"}, "Anna hat kein Metall; -1 ginge unter 0"},
		{"rigs", "en", []string{"--players", "Anna,Ben"}, []string{"adjust", "Anna", "metal", "-1", "--reason", "x"}, "Anna has no Metal; -1 would go below 0"},
		{"rigs", "de", []string{"--players", "Anna,Ben"}, []string{"korrigieren", "Anna", "rigs:1", "-1", "--reason", "x"}, "Anna hat keine RIGS auf Parzelle #1"},
		{"corpwar", "de", []string{"--players", "Anna,Ben"}, []string{"adjust", "Anna", "products", "-1", "--reason", "x"}, "Anna hat keine Produkte; -1 ginge unter 0"},
		{"corpwar", "en", []string{"--players", "Anna,Ben"}, []string{"adjust", "Anna", "products", "-1", "--reason", "x"}, "Anna has no products; -1 would go below 0"},
	} {
		home := t.TempDir()
		require.Equal(t, 0, runCLI(t, append([]string{c.game, "new", "--seed", "3", "--lang", c.lang, "--home", home}, c.new...)...).code)
		r := runCLI(t, append(append([]string{c.game}, c.args...), "--home", home)...)
		require.Equal(t, 1, r.code, "%v: %s%s", c.args, r.stdout, r.stderr)
		assert.Contains(t, r.stderr, c.want, "%s %v", c.lang, c.args)
		assert.NotRegexp(t, ` (hat|has) 0 `, r.stderr, "%s %v", c.lang, c.args)
	}
}
