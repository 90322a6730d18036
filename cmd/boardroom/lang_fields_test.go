package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A usage error names the field as the table's help names it, in every
// game (not only the Aufbausystem's): "<Spieler>" at a German table,
// "<player>" at an English one, with the value in the table's quotation
// marks and the reason in its language.
func TestUsageErrorsNameFieldsInTheTablesLanguageInEveryGame(t *testing.T) {
	long := strings.Repeat("x", 300)
	for _, c := range []struct {
		game   string
		new    []string
		args   []string
		de, en string
		deWhy  string
	}{
		{"rigs", []string{"--players", "Anna,Ben"}, []string{"bauen", long}, "<Spieler> „", "<player> \"", "300 Zeichen, erlaubt sind höchstens 200"},
		{"rigs", []string{"--players", "Anna,Ben"}, []string{"karma", long, "Anna"}, "<Titel> „", "<title> \"", "300 Zeichen"},
		{"rheinhessen", []string{"--players", "Anna,Ben"}, []string{"passen", long}, "<Konzern> „", "<player> \"", "300 Zeichen"},
		{"corpwar", []string{"--players", "Anna,Ben"}, []string{"spionieren", "Anna", long, "x"}, "<Ziel> „", "<target> \"", "300 Zeichen"},
		{"corpwar", []string{"--players", "Anna,Ben"}, []string{"würfeln", "Anna", "--hire", "x"}, "--hire muss eine ganze Zahl sein, nicht „x“", "--hire must be a whole number, got \"x\"", "ganze Zahl"},
	} {
		for _, lang := range []string{"de", "en"} {
			home := t.TempDir()
			require.Equal(t, 0, runCLI(t, append([]string{c.game, "new", "--lang", lang, "--home", home}, c.new...)...).code)
			r := runCLI(t, append(append([]string{c.game}, c.args...), "--home", home)...)
			require.Equal(t, 2, r.code, "%s %v: %s", lang, c.args[0], r.stderr)
			if lang == "de" {
				assert.Contains(t, r.stderr, c.de, c.args[0])
				assert.Contains(t, r.stderr, c.deWhy, c.args[0])
				assert.NotContains(t, r.stderr, c.en, c.args[0])
			} else {
				assert.Contains(t, r.stderr, c.en, c.args[0])
			}
		}
	}
}
