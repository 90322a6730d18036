package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// At a German table R.I.G.S. reads its words in German too (English still
// accepted) and names what it refuses in German: the counter a correction
// would take below 0, the argument a usage error names, the value in the
// table's quotation marks.
func TestRigsAtAGermanTableReadsAndNamesItsWords(t *testing.T) {
	home := t.TempDir()
	require.Equal(t, 0, runCLI(t, "rigs", "new", "--players", "Anna,Ben", "--seed", "3", "--lang", "de", "--home", home).code)
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"korrigieren", "Anna", "metall", "-1", "--reason", "x"}, 1, "Anna hat kein Metall; -1 ginge unter 0"},
		{[]string{"adjust", "Anna", "metal", "-1", "--reason", "x"}, 1, "Anna hat kein Metall; -1 ginge unter 0"},
		{[]string{"korrigieren", "Anna", "rigs:1", "-1", "--reason", "x"}, 1, "Anna hat keine RIGS auf Parzelle #1"},
		{[]string{"korrigieren", "Anna", "rigs:x", "1", "--reason", "x"}, 1, "„x“ ist keine Parzellennummer"},
		{[]string{"korrigieren", "Anna", "metall", "x", "--reason", "x"}, 2, "die Änderung muss eine ganze Zahl sein, angegeben: „x“"},
		{[]string{"erkunden", "Anna", "1", "x"}, 2, "der Ertrag muss eine ganze Zahl sein, angegeben: „x“"},
		{[]string{"bauen", "Anna", "x"}, 2, "N muss eine ganze Zahl sein, angegeben: „x“"},
		{[]string{"korrigieren", "Anna", "karmakarten", "+1", "--reason", "Test"}, 0, "Anna: Karmakarten +1 (Test)."},
		{[]string{"korrigieren", "Anna", "Credits", "+1", "--reason", "Test"}, 0, "Anna: Credits +1 (Test)."},
		{[]string{"korrigieren", "Anna", "parzelle:1", "+1", "--reason", "Test"}, 1, "Parzelle #1"},
		{[]string{"why", "999"}, 2, "das Log hat die Einträge 1 bis"},
		{[]string{"card", "zzzq"}, 1, "keine Karte passt auf „zzzq“"},
		{[]string{"karma", "Identitätsdiebstahl", "Anna", "--victim", "Ben", "--choice", "nehmen"}, 2, "--choice ist ziehen oder karte, angegeben: „nehmen“"},
		{[]string{"geben", "Anna", "Ben", "parzelle", "x"}, 2, "„x“ ist keine Parzellennummer"},
	} {
		r := runCLI(t, append(append([]string{"rigs"}, c.args...), "--home", home)...)
		require.Equal(t, c.code, r.code, "%v: %s%s", c.args, r.stdout, r.stderr)
		out := r.stdout + r.stderr
		assert.Contains(t, out, c.want, "%v", c.args)
		assert.NotContains(t, out, `"`, "%v: straight quotes at a German table", c.args)
		assert.NotRegexp(t, englishWords, out, "%v", c.args)
	}
	r := runCLI(t, "rigs", "korrigieren", "Anna", "--help", "--home", home)
	assert.Contains(t, r.stdout, "rigs:PARZELLE")
	assert.NotContains(t, r.stdout, "PLOT")
}

// `why` after a refused correction cites the rule of the refusal (the
// correction's own, Rule X), not the rule the refusal's words happen to
// match best (Vinnie's), at either table: the refusal keeps the verb as the
// table typed it.
func TestWhyOfARefusedCorrectionCitesItsOwnRule(t *testing.T) {
	for _, c := range []struct {
		lang, verb, want, not string
	}{
		{"de", "korrigieren", "Regel regel-x: Regel X", "vinnie"},
		{"de", "adjust", "Regel regel-x: Regel X", "vinnie"},
		{"en", "adjust", "rule rule-x: Rule X", "vinnie"},
	} {
		home := t.TempDir()
		require.Equal(t, 0, runCLI(t, "rigs", "new", "--players", "Anna,Ben", "--seed", "3", "--lang", c.lang, "--home", home).code)
		require.Equal(t, 1, runCLI(t, "rigs", c.verb, "Anna", "gold", "1", "--reason", "x", "--home", home).code)
		r := runCLI(t, "rigs", "why", "--home", home)
		require.Equal(t, 0, r.code, r.stderr)
		assert.Contains(t, r.stdout, c.want, "%s %s", c.lang, c.verb)
		assert.NotContains(t, r.stdout, c.not, "%s %s", c.lang, c.verb)
	}
}
