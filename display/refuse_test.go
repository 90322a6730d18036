package display_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/display"
	"boardroom/phrase/msg"
)

// request is srv's answer to method target with the Accept header accept
// ("" none) and body ("" none).
func request(srv *display.Server, method, target, accept, body string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, target, strings.NewReader(body))
	req.Host = "127.0.0.1:8080"
	if accept != "" {
		req.Header.Set("Accept", accept)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, req)
	return rec
}

// Every refusal of the server is said in the table's language, never Go's
// English ("404 page not found", "Method Not Allowed"): as a small page
// where a browser asks, as JSON with English field names where a link's
// script does, else as text.
func TestRefusalsSpeakTheTablesLanguage(t *testing.T) {
	home := t.TempDir()
	g := germanTally(t, home)
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{g}, Play: true, Lang: msg.DE})
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	var anna string
	for _, l := range srv.Links() {
		if l.Seat == "Anna" {
			anna = l.Path
		}
	}
	goEnglish := []string{"page not found", "Method Not Allowed", "bad path", "an action is", "cannot read", "no such"}
	for _, c := range []struct {
		method, target, accept, body string
		status                       int
		want, ctype                  string
	}{
		{"GET", "/nothing/here", "", "", 404, "unter dieser Adresse gibt es nichts", "text/plain"},
		{"GET", "/nothing/here", "text/html,application/xhtml+xml", "", 404, "unter dieser Adresse gibt es nichts", "text/html"},
		{"GET", "/assets/nothing.css", "", "", 404, "unter dieser Adresse gibt es nichts", "text/plain"},
		{"GET", "/g/tally/frei..tag", "", "", 400, "ungültiger Spielname", "text/plain"},
		{"GET", "/g/tally/..", "", "", 400, "ungültige Adresse", "text/plain"},
		{"GET", "/g/tally/samstag", "text/html", "", 404, "kein gespeichertes tally-Spiel namens „samstag“", "text/html"},
		{"GET", anna + "/act", "", "", 405, "diese Adresse nimmt nur POST an", "application/json"},
		{"GET", "/p/nosuchlink/offers", "", "", 404, "diesen Link gibt es nicht", "application/json"},
		{"POST", anna + "/act", "", `{"argh": 1}`, 400, "eine Aktion ist {", "application/json"},
	} {
		r := request(srv, c.method, c.target, c.accept, c.body)
		assert.Equal(t, c.status, r.Code, "%s %s", c.method, c.target)
		want := c.want
		if c.ctype == "text/html" {
			want = strings.ToUpper(want[:1]) + want[1:] // a sentence on a page starts with a capital
		}
		assert.Contains(t, r.Body.String(), want, "%s %s", c.method, c.target)
		assert.True(t, strings.HasPrefix(r.Header().Get("Content-Type"), c.ctype), "%s %s: %s", c.method, c.target, r.Header().Get("Content-Type"))
		for _, en := range goEnglish {
			assert.NotContains(t, r.Body.String(), en, "%s %s", c.method, c.target)
		}
		if c.ctype == "text/html" {
			assert.Contains(t, r.Body.String(), `<html lang="de">`)
			assert.Contains(t, r.Body.String(), "Alle Spiele")
			assert.Contains(t, r.Body.String(), `role="alert">`+want)
		}
		if c.ctype == "application/json" {
			var e struct {
				Code    int    `json:"code"`
				Error   string `json:"error"`
				Message string `json:"message"`
			}
			require.NoError(t, json.Unmarshal(r.Body.Bytes(), &e), r.Body.String())
			assert.Contains(t, e.Message, c.want)
			assert.NotEmpty(t, e.Error)
		}
	}

	// a link asking too often: 429, in German, as JSON for its script
	display.FreezePlayClock(srv, time.Now())
	var r *httptest.ResponseRecorder
	for range 500 {
		if r = request(srv, "GET", anna+"/offers", "", ""); r.Code == http.StatusTooManyRequests {
			break
		}
	}
	require.Equal(t, http.StatusTooManyRequests, r.Code)
	assert.Equal(t, "1", r.Header().Get("Retry-After"))
	assert.Contains(t, r.Body.String(), `"message": "zu viele Anfragen über diesen Link`)
}

// An address's game is echoed by its refusal cut short: a megabyte's
// path was sent back twice (the page's title and its sentence), two
// megabytes for every request of a flood.
func TestARefusalEchoesALongGameCutShort(t *testing.T) {
	home := t.TempDir()
	g := germanTally(t, home)
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{g}, Lang: msg.EN})
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	long := strings.Repeat("a", 100000)
	for _, accept := range []string{"", "text/html", "application/json"} {
		rec := request(srv, "GET", "/g/"+long+"/freitag", accept, "")
		assert.Equal(t, http.StatusNotFound, rec.Code, accept)
		assert.Less(t, rec.Body.Len(), 2000, accept)
		assert.Contains(t, rec.Body.String(), strings.Repeat("a", 60)+"…", accept)
	}
	rec := request(srv, "GET", "/g/chess/freitag", "", "")
	assert.Contains(t, rec.Body.String(), `no game "chess" here`, "a short one is whole")
}
