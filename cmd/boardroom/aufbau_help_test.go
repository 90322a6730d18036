package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An Aufbausystem campaign is German in its help too: the generic commands'
// one-liners and flags, --players without "Spielers'", examples with German
// names of goods.
func TestAufbauHelpIsGerman(t *testing.T) {
	r := runCLI(t, "aufbau", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	for _, want := range []string{"Eine neue Kampagne beginnen und speichern", "Die letzte Aktion zurücknehmen", "Die Kampagne nacherzählen", "Interaktiv leiten"} {
		assert.Contains(t, r.stdout, want)
	}
	assert.NotContains(t, r.stdout, "Start a new game")
	r = runCLI(t, "aufbau", "new", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "die Namen der Spieler, mit Komma")
	assert.NotContains(t, r.stdout, "Spielers'")
	assert.Contains(t, r.stdout, "Startwert für die Würfe des Referees")
	r = runCLI(t, "aufbau", "bau", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "--rein Wolle --raus Tuche")
	assert.NotContains(t, r.stdout, "raw.wool")
	r = runCLI(t, "aufbau", "verkauf", "--help")
	assert.NotContains(t, r.stdout, "raw.grain:12", "examples use the names")
	for _, c := range []struct{ verb, want string }{{"why", "Erklären, was die Spielleitung tat und warum"}, {"rules", "Die Regeln des Aufbausystems nachschlagen"}} {
		r = runCLI(t, "aufbau", c.verb, "--help")
		require.Equal(t, 0, r.code, r.stderr)
		assert.Contains(t, flat(r.stdout), c.want)
		for _, english := range []string{"Explain", "Look up", "also put", "explain an earlier", "show at most", "with --show"} {
			assert.NotContains(t, r.stdout, english, c.verb)
		}
	}
}

// The sequence: an office switched to gold in maintenance would pay
// both its gold and the influence already counted; the switch is refused
// then (ruling AU26) and the office pays one yield.
func TestAufbauOfficeModeSequence(t *testing.T) {
	home := t.TempDir()
	cli := func(args ...string) result { return runCLI(t, append(args, "--home", home)...) }
	require.Equal(t, 0, cli("aufbau", "new", "--players", "Anna", "--physical", "--name", "q").code)
	require.Equal(t, 0, cli("aufbau", "next", "--wuerfel", "7,7,4,2").code)
	require.Equal(t, 0, cli("aufbau", "next").code)
	r := cli("aufbau", "modus", "Anna", "A5", "gold")
	assert.Equal(t, 1, r.code, r.stdout)
	assert.Contains(t, r.stderr, "AU26")
	r = cli("aufbau", "next", "--wuerfel", "21,22,2")
	require.Equal(t, 0, r.code, r.stderr)
	assert.NotContains(t, r.stdout, "Einkommen Amt A5")
}

// A German campaign refuses in German: the word before the reason, and
// undo and redo with nothing to take back or do again; an English one in
// English.
func TestAufbauRefusalsInTheCampaignsLanguage(t *testing.T) {
	home := t.TempDir()
	cli := func(args ...string) result { return runCLI(t, append(args, "--home", home)...) }
	require.Equal(t, 0, cli("aufbau", "new", "--players", "Anna", "--name", "de").code)
	r := cli("aufbau", "undo", "--game", "de")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "abgelehnt: nichts zurückzunehmen: keine Aktion ist in Kraft")
	r = cli("aufbau", "redo", "--game", "de")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "abgelehnt: nichts wiederherzustellen")
	r = cli("aufbau", "einfluss", "Anan", "temp", "1", "--game", "de")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "abgelehnt: kein Spieler")
	assert.NotContains(t, r.stderr, "refused")
	require.Equal(t, 0, cli("aufbau", "new", "--players", "Anna", "--name", "en", "--lang", "en").code)
	r = cli("aufbau", "undo", "--game", "en")
	assert.Contains(t, r.stderr, "refused: nothing to undo: no action is in effect")
}

// The first line of a new campaign is in its language too.
func TestAufbauNewSaysSavedInTheCampaignsLanguage(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "aufbau", "new", "--players", "Anna", "--name", "de", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, `Neue aufbau-Kampagne "de" gespeichert in `)
	assert.NotContains(t, r.stdout, "saved in")
	r = runCLI(t, "aufbau", "new", "--players", "Anna", "--name", "en", "--lang", "en", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, `New aufbau campaign "en" saved in `)
}
