package games

import (
	"net/http"
	"net/http/httptest"
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
	_, err := display.New(display.Options{Home: t.TempDir(), Games: []display.Game{{ID: g.ID, Title: g.Title, Referee: g.Referee(), Template: g.Display}}})
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
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{{ID: g.ID, Title: g.Title, Referee: g.Referee(), Template: g.Display}}})
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
	for _, w := range []string{">Alle Spiele<", "<span>Als Nächstes</span>", "<h2>Was eben geschah</h2>"} {
		assert.Contains(t, page, w)
	}
	for _, w := range []string{"All games", ">Next<", "What just happened"} {
		assert.NotContains(t, page, w)
	}
}
