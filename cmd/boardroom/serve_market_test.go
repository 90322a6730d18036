package main

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Before the round's Market card is drawn, R.I.G.S. has no price: the TV
// says so in words, in the table's language, instead of "Price 0"; once
// drawn, the price.
func TestServeRIGSMarketSaysNotDrawnYetBeforeTheDraw(t *testing.T) {
	home := t.TempDir()
	for _, args := range [][]string{
		{"rigs", "new", "--players", "Ann,Bob", "--name", "en", "--seed", "4"},
		{"rigs", "new", "--players", "Ann,Bob", "--name", "de", "--seed", "4", "--lang", "de"},
	} {
		r := runCLI(t, append(args, "--home", home)...)
		require.Equal(t, 0, r.code, r.stderr)
	}
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home})
	zero := regexp.MustCompile(`(Price|Preis)( <b>|</dt><dd>)0<`)
	code, page := httpGet(t, s.base()+"/g/rigs/en")
	require.Equal(t, 200, code)
	assert.Contains(t, page, "not drawn yet")
	assert.NotRegexp(t, zero, page)
	code, page = httpGet(t, s.base()+"/g/rigs/de")
	require.Equal(t, 200, code)
	assert.Contains(t, page, "noch nicht gezogen")
	assert.NotRegexp(t, zero, page)
}

// The phase among the key numbers is said as the game says it, in the
// table's language ("Spielerphase"), never the word the view writes for
// scripts ("player"); so are the labels of the key numbers.
func TestServeRIGSPhaseInTheTablesWords(t *testing.T) {
	home := t.TempDir()
	for _, args := range [][]string{
		{"rigs", "new", "--players", "Ann,Bob", "--name", "en", "--seed", "4"},
		{"rigs", "new", "--players", "Ann,Bob", "--name", "de", "--seed", "4", "--lang", "de"},
	} {
		r := runCLI(t, append(args, "--home", home)...)
		require.Equal(t, 0, r.code, r.stderr)
	}
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home})
	phase := regexp.MustCompile(`<dt>Phase</dt><dd>([^<]*)<`)
	for name, want := range map[string]string{"en": "Player Phase", "de": "Spielerphase"} {
		code, page := httpGet(t, s.base()+"/g/rigs/"+name)
		require.Equal(t, 200, code)
		m := phase.FindStringSubmatch(page)
		require.NotNil(t, m, "the page shows the phase")
		assert.Equal(t, want, m[1], name)
		if name == "de" {
			for _, label := range []string{"<dt>Runde</dt>", "<dt>Expeditionsleitung</dt>", "<dt>Vinnies Schuldscheine übrig</dt>", "Spielmarktkarten übrig <b>", "<dt>RIGS im Spiel</dt>", `<th class="sub">Lager</th>`} {
				assert.Contains(t, page, label, "a German table's TV")
			}
			assert.NotContains(t, page, "<dt>Round</dt>")
		}
	}
	assertRIGSLabels(t, s)
}

// A German R.I.G.S. table's page labels the numbers of its view in German
// (they were the English keys at every table), an English one keeps its
// English labels. (The same two games as above.)
func assertRIGSLabels(t *testing.T, s *served) {
	t.Helper()
	english := []string{"Expedition Leader", "Vinnie script left", "Game Market cards left", "Supplies", "Warehouse", "Loans", "Disaster discards", "RIGS in play"}
	german := []string{"Expeditionsleitung", "Vinnies Schuldscheine übrig", "Spielmarktkarten übrig", "Vorräte", "Lager", "Kredite", "Katastrophen abgelegt", "RIGS im Spiel"}
	code, page := httpGet(t, s.base()+"/g/rigs/de")
	require.Equal(t, 200, code)
	for i, de := range german {
		assert.Contains(t, page, de)
		assert.NotContains(t, page, english[i])
	}
	assert.Contains(t, page, "<dd>Spielerphase<", "the phase is a word of the table's language too")
	assert.NotContains(t, page, "<dd>player<")
	code, page = httpGet(t, s.base()+"/g/rigs/en")
	require.Equal(t, 200, code)
	for _, en := range english {
		assert.Contains(t, page, en)
	}
}
