package display_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/display"
	"boardroom/phrase/msg"
	"boardroom/phrase/msg/msgtest"
	"boardroom/referee/spec"
	"boardroom/referee/verb"
)

// Every word of the display is in both languages with the same
// placeholders; every ID the code says is in the catalogue and every one
// is used (the page's words by the templates: see below).
func TestMessagesAreCompleteAndUsed(t *testing.T) {
	msgtest.Check(t, display.Messages, msgtest.Options{Dirs: []string{"."}, Uses: []msgtest.Use{{Func: "say", Arg: 1}}})
}

// The templates say the page's words by key (.Words.<key>, the message
// page.<key>): each key they use is in the catalogue, and each page.<key>
// of the catalogue is used by a template or the phone's script.
func TestPageWordsAreTheCatalogues(t *testing.T) {
	html, err := os.ReadFile(filepath.Join("assets", "page.html"))
	require.NoError(t, err)
	js, err := os.ReadFile(filepath.Join("assets", "play.js"))
	require.NoError(t, err)
	used := map[string]bool{"title": true} // the index's title is said in Go
	for _, m := range regexp.MustCompile(`\.Words\.(\w+)`).FindAllStringSubmatch(string(html), -1) {
		used[m[1]] = true
	}
	for _, m := range regexp.MustCompile(`\bW\.(\w+)`).FindAllStringSubmatch(string(js), -1) {
		used["js_"+m[1]] = true
	}
	var keys []string
	for id := range display.Messages.Texts() {
		if k, ok := strings.CutPrefix(id, "page."); ok {
			keys = append(keys, k)
			assert.True(t, used[k], "page.%s is used by no template", k)
		}
	}
	for k := range used {
		if k != "title" && k != "lang" {
			assert.True(t, slices.Contains(keys, k), "the templates use .Words.%s, which display/messages.yaml does not have as page.%s", k, k)
		}
	}
}

// tallyWords is a game's catalogue for the tally game's view.
var tallyWords = &msg.Catalog{Name: "tally", Gen: func() map[string]msg.Text {
	return map[string]msg.Text{
		"view.turn":          {EN: "Turn", DE: "Zug"},
		"view.total":         {EN: "Total", DE: "Summe"},
		"view.score":         {EN: "Score", DE: "Punkte"},
		"view.cards_in_hand": {EN: "Cards in hand", DE: "Karten auf der Hand"},
		"view.current":       {EN: "Current", DE: "Am Zug"},
		"view.market":        {EN: "Market", DE: "Markt"},
		"view.price":         {EN: "Price", DE: "Preis"},
		"view.chips":         {EN: "Chips", DE: "Chips"},
		"view.red":           {EN: "Red", DE: "Rot"},
		"view.blue":          {EN: "Blue", DE: "Blau"},
		"view.plots":         {EN: "Plots", DE: "Grundstücke"},
		"view.id":            {EN: "ID", DE: "Nr."},
		"view.type":          {EN: "Type", DE: "Art"},
	}
}}

// germanTally saves a tally game whose state says it is played in German,
// with Ann's turn taken and undone.
func germanTally(t *testing.T, home string) display.Game {
	t.Helper()
	g := display.Game{ID: "tally", Title: "Tally Ho", Referee: spec.New(tallySpecIn(msg.DE)), Messages: tallyWords}
	v := verb.NewValues()
	v.Set("players", []string{"Anna", "Ben"})
	require.NoError(t, g.Referee.Create(home, "freitag", v, 1, io.Discard, false))
	s, err := g.Referee.Open(home, "freitag", false)
	require.NoError(t, err)
	v = verb.NewValues()
	v.Set("n", 3)
	require.NoError(t, s.Do("add", v, io.Discard, false))
	require.NoError(t, s.Undo(io.Discard, false))
	require.NoError(t, s.Close())
	return g
}

// A game played in German has a German page: the page's own words, the
// labels of its view from the game's catalogue, the log's undo, yes and no;
// the English words are nowhere. The same game in English speaks English.
func TestTheGamesLanguageIsThePages(t *testing.T) {
	home := t.TempDir()
	g := germanTally(t, home)
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{g}})
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	html := serve(t, srv, "/g/tally/freitag")
	assert.Contains(t, html, `<html lang="de">`)
	for _, de := range []string{"Alle Spiele", "Als Nächstes", "Was eben geschah", "Rücknahme von #1: Anna legt 3 dazu", "zurückgenommen",
		"<dt>Zug</dt>", "Summe", "Karten auf der Hand", "Zuletzt geändert", `data-live="live"`, `data-offline="getrennt"`} {
		assert.Contains(t, html, de)
	}
	for _, en := range []string{"All games", ">Next<", "What just happened", "Undo of", ">undone<", "Last change", "Cards in hand", `"offline"`, ">yes<", ">no<"} {
		assert.NotContains(t, html, en)
	}

	home = t.TempDir()
	newTally(t, home, "friday", "Ann", "Bob")
	g.Referee = spec.New(tallySpec())
	srv, err = display.New(display.Options{Home: home, Games: []display.Game{g}})
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	html = serve(t, srv, "/g/tally/friday")
	assert.Contains(t, html, `<html lang="en">`)
	assert.Contains(t, html, "Cards in hand")
	assert.NotContains(t, html, "Karten auf der Hand")
}

// An answer shown at the table in Markdown (a rulebook's bold, its lists)
// is HTML on the page, never raw marks; what it says is still escaped.
func TestMarkdownInAnAnswerIsHTML(t *testing.T) {
	home := t.TempDir()
	g := germanTally(t, home)
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{g}})
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	require.NoError(t, display.ShowNote(home, "tally", "freitag", display.Note{Time: time.Now(), What: "rules gold negativ",
		Text: "# Gold\n\nIn **Runde 2** darf Gold *nicht* negativ werden, siehe `pending.gold` und [die Regel](implementation-status.md):\n\n- erstens <b>\n- zweitens\n\n1. eins\n2. zwei\n"}))
	html := serve(t, srv, "/g/tally/freitag")
	assert.Contains(t, html, "Am Tisch gefragt: rules gold negativ")
	assert.Contains(t, html, "<h3>Gold</h3>")
	assert.Contains(t, html, "In <strong>Runde 2</strong> darf Gold <em>nicht</em> negativ werden, siehe <code>pending.gold</code> und die Regel:")
	assert.Contains(t, html, "<ul><li>erstens &lt;b&gt;</li><li>zweitens</li></ul><ol><li>eins</li><li>zwei</li></ol>")
	assert.NotContains(t, html, "**")
	assert.NotContains(t, html, "implementation-status.md")
}

// A seat's phone of a German game is German: its page, the words of its
// script, what it is answered.
func TestASeatOfAGermanGameIsAnsweredInGerman(t *testing.T) {
	home := t.TempDir()
	g := germanTally(t, home)
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{g}, Play: true})
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	var host, anna display.Link
	for _, l := range srv.Links() {
		switch l.Seat {
		case display.HostSeat:
			host = l
		case "Anna":
			anna = l
		}
	}
	html := serve(t, srv, anna.Path)
	assert.Contains(t, html, "Oder den Befehl eintippen, wie in der Befehlszeile")
	assert.Contains(t, html, "Nur auf deinem Handy")
	assert.Contains(t, html, "Gerade ist nichts für dich zu tun")
	assert.NotContains(t, html, "Only on your phone")
	assert.Contains(t, serve(t, srv, host.Path), "Spielleitung: handelt für jeden Platz")

	r := postTo(srv, anna.Path+"/act", `{"args": ["undo"]}`)
	assert.Equal(t, http.StatusForbidden, r.Code)
	assert.Contains(t, r.Body.String(), "nur die Spielleitung nimmt zurück und stellt wieder her")
	r = postTo(srv, anna.Path+"/act", `{"args": ["add", "--x", "1"]}`)
	assert.Contains(t, r.Body.String(), "unbekannte Option --")
}

// serve is the body of a GET of target from srv (200 required).
func serve(t *testing.T, srv *display.Server, target string) string {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, target, nil)
	req.Host = "127.0.0.1:8080"
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, req)
	require.Equal(t, http.StatusOK, rec.Code, rec.Body.String())
	return rec.Body.String()
}

// postTo posts an action's body to path.
func postTo(srv *display.Server, path, body string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodPost, path, strings.NewReader(body))
	req.Host = "127.0.0.1:8080"
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, req)
	return rec
}

// catalogHandle is a referee whose handle carries the game's catalogue.
type catalogHandle struct {
	spec.Handle
	c *msg.Catalog
}

func (h catalogHandle) Messages() *msg.Catalog { return h.c }

// A game's catalogue comes with its referee when the registry gives none.
func TestTheViewsLabelsComeWithTheReferee(t *testing.T) {
	home := t.TempDir()
	g := germanTally(t, home)
	g.Referee, g.Messages = catalogHandle{g.Referee, tallyWords}, nil
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{g}})
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	html := serve(t, srv, "/g/tally/freitag")
	assert.Contains(t, html, "Karten auf der Hand")
	assert.NotContains(t, html, "Cards in hand")
}

// What no game speaks for (the index, a wrong address) is in the server's
// language: Options.Lang, else BOARDROOM_LANG, else the locale.
func TestTheIndexSpeaksTheServersLanguage(t *testing.T) {
	t.Setenv("BOARDROOM_LANG", "de") // no Options.Lang: the environment's
	home := t.TempDir()
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{tallyGame()}})
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	html := serve(t, srv, "/")
	assert.Contains(t, html, `<html lang="de">`)
	assert.Contains(t, html, "<h1>Gespeicherte Spiele</h1>")
	assert.Contains(t, html, "Im Ordner der gespeicherten Spiele liegt noch kein Spiel. Starte eines mit")
	assert.NotContains(t, html, "Saved games")
	req := httptest.NewRequest(http.MethodGet, "/g/chess/x", nil)
	req.Host = "127.0.0.1:8080"
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, req)
	assert.Equal(t, http.StatusNotFound, rec.Code)
	assert.Contains(t, rec.Body.String(), "hier gibt es kein Spiel „chess“")
}

// The server's language given is the index's, whatever the environment.
func TestTheServersLanguageBeatsTheEnvironment(t *testing.T) {
	t.Setenv("BOARDROOM_LANG", "de")
	srv, err := display.New(display.Options{Home: t.TempDir(), Games: []display.Game{tallyGame()}, Lang: msg.EN})
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	assert.Contains(t, serve(t, srv, "/"), "<h1>Saved games</h1>")
}
