package main

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An English table reads the Aufbausystem's components by their English
// names in print's help and --list, and types either language's; a German
// table reads the German ones. --json keeps the IDs.
func TestAufbauComponentsAreNamedInTheTablesLanguage(t *testing.T) {
	r := runCLI(t, "aufbau", "print", "--lang", "en", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Components: sheet, market, events,\nmaterials, reference.")
	r = runCLI(t, "aufbau", "print", "--lang", "en", "--list", "events", "bogen")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Regexp(t, `(?m)^events +1`, r.stdout)
	assert.Regexp(t, `(?m)^sheet +1`, r.stdout)
	assert.NotContains(t, r.stdout, "ereignisse")
	assert.NotContains(t, r.stdout, "bogen")
	r = runCLI(t, "aufbau", "print", "--lang", "en", "--list", "nope")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "(choose from sheet, market, events, materials, reference)")

	r = runCLI(t, "aufbau", "print", "--lang", "de", "--list", "market", "karte")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Regexp(t, `(?m)^markt +1`, r.stdout)
	assert.Regexp(t, `(?m)^karte +1`, r.stdout)
	r = runCLI(t, "aufbau", "print", "--lang", "en", "--list", "--json", "events")
	require.Equal(t, 0, r.code, r.stderr)
	var list struct{ Components []struct{ ID string } }
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &list))
	assert.Equal(t, "ereignisse", list.Components[0].ID)
}
