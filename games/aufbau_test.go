package games

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/display"
	"boardroom/referee"
	aufbauref "boardroom/referee/aufbau"
)

// The Aufbausystem's table display template parses with the display's own.
func TestAufbauDisplayTemplate(t *testing.T) {
	g, ok := ByID("aufbau")
	require.True(t, ok)
	require.NotEmpty(t, g.Display)
	_, err := display.New(display.Options{Home: t.TempDir(), Games: []display.Game{{ID: g.ID, Title: g.Title, Referee: g.Referee(), Template: g.Display, Labels: g.DisplayLabels}}})
	require.NoError(t, err)
}

// The table display of a campaign: the phase in German, the round's
// Kassenbuch per player with its columns (maintenance lines and actions,
// with the balance), and what comes next.
func TestAufbauDisplayShowsTheRoundsKassenbuch(t *testing.T) {
	home := t.TempDir()
	g, ok := ByID("aufbau")
	require.True(t, ok)
	ref, err := referee.Create(home, "aufbau", "abend", []byte(`{"players":["Anna","Ben"],"physical":true,"rev":1}`), 1, aufbauref.Rules{})
	require.NoError(t, err)
	for _, a := range []referee.Action[*aufbauref.State]{
		&aufbauref.Next{Dice: []int{7, 5, 1}},
		&aufbauref.MoneyLend{Player: "Ben", Inv: 1, Dice: []int{14}},
		&aufbauref.GainInfluence{Player: "Anna", Kind: "temporary", Inv: 2, Dice: []int{12}},
	} {
		_, err := ref.Do(a)
		require.NoError(t, err)
	}
	require.NoError(t, ref.Close())
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{{ID: g.ID, Title: g.Title, Referee: g.Referee(), Template: g.Display, Labels: g.DisplayLabels}}})
	require.NoError(t, err)
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/g/aufbau/abend", nil))
	require.Equal(t, http.StatusOK, rec.Code)
	page := rec.Body.String()
	assert.Contains(t, page, "<dd>Aktionen</dd>", "the phase in German")
	assert.NotContains(t, page, "<dd>actions</dd>")
	assert.Contains(t, page, "Kassenbuch dieser Runde")
	for _, col := range []string{">Schritt<", ">Posten<", ">Gold<", ">Stand<"} {
		assert.Contains(t, page, col)
	}
	assert.Contains(t, page, "Einkommen Stadtbesitz S2 (klein, verpachtet)", "the maintenance lines")
	assert.Contains(t, page, "Geldverleih (1 Investition, −2 Gold)", "the actions of the round, not only the last step")
	assert.Contains(t, page, "Einflussgewinn (temporär, 2 Investitionen, −2 Gold)")
	assert.Contains(t, page, "Aktionen der Spieler, dann", "what comes next")
	// The page's own words are German too.
	for _, w := range []string{">Alle Spiele<", `<span class="head">Als Nächstes</span>`, "<h2>Was eben geschah</h2>"} {
		assert.Contains(t, page, w)
	}
	for _, w := range []string{"All games", ">Next<", "What just happened"} {
		assert.NotContains(t, page, w)
	}
}

// The served page of an Aufbausystem campaign speaks the campaign's
// language everywhere: its lang attribute, the live/offline badge (and the
// words the script puts on it), the note's heading; a German game whose
// campaign cannot be read says so in German (the game's language, from
// its rules data). An English campaign is English.
func TestAufbauDisplayBadgeInTheCampaignsLanguage(t *testing.T) {
	home := t.TempDir()
	g, ok := ByID("aufbau")
	require.True(t, ok)
	require.Equal(t, "de", g.Language)
	for _, name := range []string{"abend", "evening"} {
		setup := `{"players":["Anna"]}`
		if name == "evening" {
			setup = `{"players":["Anna"],"lang":"en"}`
		}
		ref, err := referee.Create(home, "aufbau", name, []byte(setup), 1, aufbauref.Rules{})
		require.NoError(t, err)
		require.NoError(t, ref.Close())
	}
	require.NoError(t, os.WriteFile(filepath.Join(home, "aufbau", "kaputt.json"), []byte("{"), 0o644))
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{{ID: g.ID, Title: g.Title, Referee: g.Referee(), Template: g.Display, Lang: g.Language}}})
	require.NoError(t, err)
	get := func(name string) string {
		rec := httptest.NewRecorder()
		srv.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/g/aufbau/"+name, nil))
		require.Equal(t, http.StatusOK, rec.Code)
		return rec.Body.String()
	}
	de := get("abend")
	for _, w := range []string{`<html lang="de">`, `title="die Seite folgt dem Spiel"`, `data-live="live"`, `data-offline="getrennt"`, `data-reconnecting="verbinde neu"`} {
		assert.Contains(t, de, w)
	}
	for _, w := range []string{`lang="en"`, "the page follows the game", `"offline"`, `"reconnecting"`} {
		assert.NotContains(t, de, w)
	}
	en := get("evening")
	for _, w := range []string{`<html lang="en">`, `title="the page follows the game"`, `data-offline="offline"`, `data-reconnecting="reconnecting"`, ">All games<"} {
		assert.Contains(t, en, w)
	}
	assert.NotContains(t, en, "getrennt")
	broken := get("kaputt")
	assert.Contains(t, broken, "Diese Seite folgt der Datei")
	assert.Contains(t, broken, `data-offline="getrennt"`)
	assert.NotContains(t, broken, "This page follows the file")
	// the script puts the badge's words from the page, not its own English
	js := httptest.NewRecorder()
	srv.ServeHTTP(js, httptest.NewRequest(http.MethodGet, "/assets/display.js", nil))
	assert.Contains(t, js.Body.String(), `word("offline", "offline")`)
}
