package display_test

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/display"
	"boardroom/phrase/msg"
	"boardroom/referee/spec"
)

// fixture is a display over a home with saved tally games.
type fixture struct {
	home string
	srv  *display.Server
	log  *syncBuffer
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func newFixture(t *testing.T, o display.Options) *fixture {
	t.Helper()
	f := &fixture{home: t.TempDir(), log: &syncBuffer{}}
	o.Home, o.Log = f.home, f.log
	if o.Lang == "" {
		o.Lang = msg.EN // the tests read the index in English, whatever the locale
	}
	if o.Games == nil {
		o.Games = []display.Game{tallyGame()}
	}
	if o.Poll == 0 {
		o.Poll = 20 * time.Millisecond
	}
	srv, err := display.New(o)
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	f.srv = srv
	return f
}

// get serves one request for target and returns the response.
func (f *fixture) get(t *testing.T, target string, header ...string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, target, nil)
	req.Host = "127.0.0.1:8080"
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	f.srv.ServeHTTP(rec, req)
	return rec.Result()
}

func body(t *testing.T, r *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(r.Body)
	require.NoError(t, err)
	return string(b)
}

func TestIndexListsSavedGamesWithTheirStatusAndDamage(t *testing.T) {
	f := newFixture(t, display.Options{})
	r := f.get(t, "/")
	require.Equal(t, 200, r.StatusCode)
	assert.Contains(t, body(t, r), "No saved games", "an empty home says so")

	newTally(t, f.home, "friday", "Ann", "Bob")
	addN(t, f.home, "friday", 3)
	newTally(t, f.home, "broken", "Cy")
	require.NoError(t, os.WriteFile(filepath.Join(f.home, "tally", "broken.json"), []byte(`{"format": 1, "game": "tally", "na`), 0o644))
	r = f.get(t, "/")
	require.Equal(t, 200, r.StatusCode)
	assert.Equal(t, "text/html; charset=utf-8", r.Header.Get("Content-Type"))
	html := body(t, r)
	assert.Contains(t, html, `href="/g/tally/friday"`)
	assert.Contains(t, html, "Tally Ho")
	assert.Contains(t, html, "Turn 2, total 3", "the status saved with the game")
	assert.Contains(t, html, `href="/g/tally/broken"`)
	assert.Contains(t, html, "damaged: it is truncated")
}

func TestIndexWithOnlyOneGameGoesToItsPage(t *testing.T) {
	f := newFixture(t, display.Options{Only: "friday"})
	newTally(t, f.home, "friday", "Ann", "Bob")
	newTally(t, f.home, "other", "Ann", "Bob")
	r := f.get(t, "/")
	require.Equal(t, http.StatusFound, r.StatusCode)
	assert.Equal(t, "/g/tally/friday", r.Header.Get("Location"))
	assert.Equal(t, 404, f.get(t, "/g/tally/other").StatusCode, "--game shows only that game")
}

func TestPageShowsTheGameFromItsJSONViewAndNeverAHand(t *testing.T) {
	f := newFixture(t, display.Options{})
	newTally(t, f.home, "friday", "Ann", "Bob")
	for _, n := range []int{3, 4, 5} {
		addN(t, f.home, "friday", n)
	}
	r := f.get(t, "/g/tally/friday")
	require.Equal(t, 200, r.StatusCode)
	assert.Equal(t, "no-store", r.Header.Get("Cache-Control"))
	assert.Contains(t, r.Header.Get("Content-Security-Policy"), "default-src 'none'", "no outside asset can load")
	html := body(t, r)
	for _, want := range []string{
		"<title>friday: Tally Ho</title>",
		`data-events="/g/tally/friday/events"`,
		`<p class="status" id="status">Turn 4, total 12</p>`,                                                               // the saved status line
		`<p class="next" id="turn"><span class="head">Next</span> Bob adds 1 to 10: add</p>`,                               // "next" in words, not command syntax
		`<th scope="row" class="who">Bob <span class="tag">Current</span></th><td class="score" data-label="Score">4</td>`, // the scoreboard
		"<dt>Total</dt><dd>12</dd>",                                                                                        // a top-level number
		`<h2>Bob <span class="tag">Current</span></h2>`,                                                                    // "current" names Bob
		"<dt>Score</dt><dd>8</dd>",                                                                                         // Ann: 3 + 5
		"<dt>Cards in hand</dt><dd>2</dd>",                                                                                 // a count the table sees
		`<dt>Chips</dt><dd><span class="part">Red <b>3</b></span> <span class="part">Blue <b>0</b></span> </dd>`,           // an object of numbers
		"<caption>Plots</caption>",                                                                                         // a list of objects as a table
		"<h2>Market</h2>",                                                                                                  // a top-level object as a group
		"Ann adds 5: the total is 12.",                                                                                     // the referee's sentences
		`src="/assets/display.js"`,
	} {
		assert.Contains(t, html, want)
	}
	assert.NotContains(t, html, "Physical", "a false switch says nothing")
	for _, hidden := range []string{"QH-Ann", "KS-Bob", "GOAL-", "Secret", ">Hand<"} {
		assert.NotContains(t, html, hidden, "what a player hides is never shown")
	}
	// Newest first.
	assert.Less(t, strings.Index(html, "the total is 12"), strings.Index(html, "the total is 3"))
}

func TestPageShowsTheLastTenEventsAndUndos(t *testing.T) {
	f := newFixture(t, display.Options{})
	newTally(t, f.home, "friday", "Ann")
	for i := 1; i <= 12; i++ {
		addN(t, f.home, "friday", 1)
	}
	s, err := tallyGame().Referee.Open(f.home, "friday", false)
	require.NoError(t, err)
	require.NoError(t, s.Undo(io.Discard, false))
	s.Close()
	html := body(t, f.get(t, "/g/tally/friday"))
	assert.Equal(t, 10, strings.Count(html, `<span class="seq">`), "ten entries")
	assert.Contains(t, html, "Undo of #12: Ann adds 1: the total is 12.")
	assert.Contains(t, html, `<li class="event action undone"><span class="seq">#12</span><div><span class="tag">undone</span>`)
	assert.NotContains(t, html, "the total is 3.", "older entries are left out")
	assert.Contains(t, html, "the total is 4.")
}

func TestUnknownGameAndNameAre404(t *testing.T) {
	f := newFixture(t, display.Options{})
	newTally(t, f.home, "friday", "Ann")
	for target, code := range map[string]int{
		"/g/chess/friday":          404,
		"/g/tally/saturday":        404,
		"/g/tally/saturday/events": 404,
		"/g/tally/a.b":             400, // not a game name
		"/nothing":                 404,
		"/assets/page.html":        404, // the templates are not assets
		"/assets/none.css":         404,
	} {
		r := f.get(t, target)
		assert.Equal(t, code, r.StatusCode, target)
		assert.Equal(t, "text/plain; charset=utf-8", r.Header.Get("Content-Type"), target)
	}
	assert.Equal(t, 200, f.get(t, "/assets/display.css").StatusCode)
	assert.Contains(t, f.log.String(), `404 GET /g/chess/friday from`, "refused requests are logged")
}

func TestPathTricksAreRefused(t *testing.T) {
	f := newFixture(t, display.Options{})
	newTally(t, f.home, "friday", "Ann")
	require.NoError(t, os.WriteFile(filepath.Join(f.home, "secret.txt"), []byte("SECRET"), 0o644))
	for _, target := range []string{
		"/g/tally/../../secret.txt",
		"/g/tally/..%2f..%2fsecret.txt",
		"/g/%2e%2e/%2e%2e/secret.txt",
		"/assets/..%2fpage.html",
		"/assets/%2e%2e/assets/page.html",
		"/g/tally/friday%00",
		"/g//tally/friday",
		"/g/tally/./friday",
		"/g/tally/friday%5c..%5c",
		"/g/tally/fri%20day",
	} {
		r := f.get(t, target)
		assert.Equal(t, 400, r.StatusCode, target)
		assert.NotContains(t, body(t, r), "SECRET")
	}
	req := httptest.NewRequest(http.MethodPost, "/g/tally/friday", strings.NewReader("x"))
	req.Host = "127.0.0.1"
	rec := httptest.NewRecorder()
	f.srv.ServeHTTP(rec, req)
	assert.Equal(t, http.StatusMethodNotAllowed, rec.Code, "read-only")
	assert.Contains(t, f.log.String(), "400 GET /g/tally/../../secret.txt")
}

func TestTokenIsRequiredOnEveryRequestWhenShared(t *testing.T) {
	const token = "0123456789abcdefABCDEF"
	f := newFixture(t, display.Options{Token: token})
	newTally(t, f.home, "friday", "Ann")
	for _, target := range []string{"/", "/g/tally/friday", "/g/tally/friday/events", "/assets/display.css", "/?t=wrong", "/?t=" + token[:10]} {
		r := f.get(t, target)
		assert.Equal(t, 403, r.StatusCode, target)
		assert.NotContains(t, body(t, r), "friday", target)
	}
	assert.Equal(t, 403, f.get(t, "/", "Cookie", display.TokenCookie+"=nope").StatusCode, "a wrong cookie")

	r := f.get(t, "/?t="+token)
	require.Equal(t, 200, r.StatusCode)
	html := body(t, r)
	assert.Contains(t, html, `href="/g/tally/friday?t=`+token+`"`, "links carry the token")
	var cookie *http.Cookie
	for _, c := range r.Cookies() {
		if c.Name == display.TokenCookie {
			cookie = c
		}
	}
	require.NotNil(t, cookie, "the first request with the token sets the cookie")
	assert.True(t, cookie.HttpOnly)
	assert.Equal(t, http.SameSiteStrictMode, cookie.SameSite)
	assert.Equal(t, 200, f.get(t, "/g/tally/friday", "Cookie", cookie.String()).StatusCode, "the cookie is enough")
	assert.Equal(t, 403, f.get(t, "/g/tally/friday?t=wrong", "Cookie", cookie.String()).StatusCode, "a wrong token in the address wins")

	assert.Contains(t, f.log.String(), "403 GET / from")
	assert.NotContains(t, f.log.String(), token, "the log never holds the token")
}

func TestLoopbackDisplayAnswersOnlyToLoopbackNames(t *testing.T) {
	f := newFixture(t, display.Options{Loopback: true})
	for host, code := range map[string]int{
		"127.0.0.1:8080": 200, "localhost:8080": 200, "[::1]:8080": 200, "LOCALHOST": 200,
		"attacker.example:8080": 403, "192.168.1.5:8080": 403,
	} {
		req := httptest.NewRequest(http.MethodGet, "/", nil)
		req.Host = host
		rec := httptest.NewRecorder()
		f.srv.ServeHTTP(rec, req)
		assert.Equal(t, code, rec.Code, host)
	}
}

func TestGameTemplateRedefinesTheState(t *testing.T) {
	g := tallyGame()
	g.Template = `{{define "state"}}<p class="custom">Total so far: {{.State.total}}</p>{{template "players" .Players}}{{end}}`
	f := newFixture(t, display.Options{Games: []display.Game{g}})
	newTally(t, f.home, "friday", "Ann")
	addN(t, f.home, "friday", 7)
	html := body(t, f.get(t, "/g/tally/friday"))
	assert.Contains(t, html, `<p class="custom">Total so far: 7</p>`)
	assert.Contains(t, html, "<h2>Ann")
	assert.NotContains(t, html, "<h2>Market</h2>", "the generic groups are replaced")
	assert.Contains(t, html, "Ann adds 7", "the events stay")

	g.Template = `{{define "state"}}{{.Nope`
	_, err := display.New(display.Options{Games: []display.Game{g}})
	assert.ErrorContains(t, err, "the template of tally")
}

// stream is a client of a game's event stream.
type stream struct {
	events chan string
	cancel context.CancelFunc
}

// openStream connects to url and sends each "view" event's data on events.
func openStream(t testing.TB, client *http.Client, url string) *stream {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	require.NoError(t, err)
	resp, err := client.Do(req)
	require.NoError(t, err)
	require.Equal(t, 200, resp.StatusCode)
	require.Equal(t, "text/event-stream", resp.Header.Get("Content-Type"))
	s := &stream{events: make(chan string, 1000), cancel: cancel}
	go func() {
		defer resp.Body.Close()
		defer close(s.events)
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		var name string
		var data []string
		for sc.Scan() {
			line := sc.Text()
			switch {
			case line == "":
				if name == "view" {
					s.events <- strings.Join(data, "\n")
				}
				name, data = "", nil
			case strings.HasPrefix(line, "event: "):
				name = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: "):
				data = append(data, strings.TrimPrefix(line, "data: "))
			}
		}
	}()
	return s
}

// waitFor reads events until one contains want.
func (s *stream) waitFor(t testing.TB, want string, within time.Duration) string {
	t.Helper()
	ev, err := s.wait(want, within)
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// wait reads events until one contains want (any goroutine may call it).
func (s *stream) wait(want string, within time.Duration) (string, error) {
	deadline := time.After(within)
	for {
		select {
		case ev, ok := <-s.events:
			if !ok {
				return "", fmt.Errorf("the stream ended before showing %q", want)
			}
			if strings.Contains(ev, want) {
				return ev, nil
			}
		case <-deadline:
			return "", fmt.Errorf("no event showed %q within %v", want, within)
		}
	}
}

func TestEventStreamSendsEachActionMadeThroughTheReferee(t *testing.T) {
	f := newFixture(t, display.Options{})
	newTally(t, f.home, "friday", "Ann", "Bob")
	ts := httptest.NewServer(f.srv)
	defer ts.Close()
	s := openStream(t, ts.Client(), ts.URL+"/g/tally/friday/events")
	defer s.cancel()
	first := s.waitFor(t, "Turn 1, total 0", 30*time.Second)
	assert.Contains(t, first, `<h2>Ann <span class="tag">Current</span></h2>`, "the stream starts with the page as it is")
	addN(t, f.home, "friday", 6)
	ev := s.waitFor(t, "Turn 2, total 6", 30*time.Second)
	assert.Contains(t, ev, "Ann adds 6: the total is 6.")
	assert.Contains(t, ev, `<h2>Bob <span class="tag">Current</span></h2>`)
	assert.NotContains(t, ev, "QH-", "no hand in the stream either")
	addN(t, f.home, "friday", 2)
	s.waitFor(t, "Bob adds 2: the total is 8.", 30*time.Second)
}

func TestDamagedOrRemovedGameWhileShown(t *testing.T) {
	f := newFixture(t, display.Options{})
	newTally(t, f.home, "friday", "Ann")
	addN(t, f.home, "friday", 1)
	addN(t, f.home, "friday", 2)
	ts := httptest.NewServer(f.srv)
	defer ts.Close()
	s := openStream(t, ts.Client(), ts.URL+"/g/tally/friday/events")
	defer s.cancel()
	s.waitFor(t, "total 3", 30*time.Second)

	path := filepath.Join(f.home, "tally", "friday.json")
	good, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, []byte("{ not json"), 0o644))
	// (os.WriteFile truncates, then writes: a notification may show the
	// empty file first; the page then follows to the damaged one.)
	ev := s.waitFor(t, "The saved game is damaged: invalid JSON", 30*time.Second)
	assert.Contains(t, ev, "friday.json.bak", "it names the previous good version")
	page := body(t, f.get(t, "/g/tally/friday"))
	assert.Contains(t, page, "The saved game is damaged", "the page says so too")

	require.NoError(t, os.Remove(path))
	require.NoError(t, os.Remove(path+".bak"))
	s.waitFor(t, "The saved game has been removed.", 30*time.Second)
	assert.Equal(t, 404, f.get(t, "/g/tally/friday").StatusCode, "a new visitor is told there is no such game")
	assert.Equal(t, 200, f.get(t, "/").StatusCode, "the server goes on")

	require.NoError(t, os.WriteFile(path, good, 0o644))
	s.waitFor(t, "Ann adds 2: the total is 3.", 30*time.Second)
}

func TestCloseEndsTheStreams(t *testing.T) {
	f := newFixture(t, display.Options{})
	newTally(t, f.home, "friday", "Ann")
	ts := httptest.NewServer(f.srv)
	defer ts.Close()
	s := openStream(t, ts.Client(), ts.URL+"/g/tally/friday/events")
	defer s.cancel()
	s.waitFor(t, "total 0", 30*time.Second)
	f.srv.Close()
	select {
	case _, ok := <-s.events:
		for ok {
			_, ok = <-s.events
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the stream did not end after Close")
	}
}

func TestAGameViewThatFailsDoesNotStopTheDisplay(t *testing.T) {
	sp := tallySpec()
	sp.JSON = func(s *tally) any {
		if s.Total > 0 {
			panic("the view broke")
		}
		return s.view()
	}
	g := display.Game{ID: "tally", Title: "Tally Ho", Referee: spec.New(sp)}
	f := newFixture(t, display.Options{Games: []display.Game{g}})
	newTally(t, f.home, "friday", "Ann")
	ts := httptest.NewServer(f.srv)
	defer ts.Close()
	s := openStream(t, ts.Client(), ts.URL+"/g/tally/friday/events")
	defer s.cancel()
	s.waitFor(t, "total 0", 30*time.Second)
	addN(t, f.home, "friday", 1)
	s.waitFor(t, "The game cannot be shown (internal error: the view broke).", 30*time.Second)
	r := f.get(t, "/g/tally/friday")
	assert.Equal(t, 200, r.StatusCode)
	assert.Contains(t, body(t, r), "internal error: the view broke")
}
