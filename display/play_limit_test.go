package display_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/display"
	"boardroom/referee"
	"boardroom/referee/verb"
)

// Each link may read a burst of requests, refilled a few a second: past it,
// a clear 429 with Retry-After; another link has its own budget, and an
// action its own.
func TestPlayRateLimitsEachLinksReads(t *testing.T) {
	f := newPlay(t)
	display.FreezePlayClock(f.srv, time.Unix(1e9, 0))
	bob := f.links["Bob"].Path
	for i := range 30 {
		r := f.get(t, bob+"/offers")
		require.Equal(t, http.StatusOK, r.StatusCode, "read %d", i+1)
	}
	r := f.get(t, bob+"/offers")
	assert.Equal(t, http.StatusTooManyRequests, r.StatusCode)
	assert.Equal(t, "1", r.Header.Get("Retry-After"))
	assert.Equal(t, http.StatusTooManyRequests, f.get(t, bob).StatusCode, "the page too")
	assert.Equal(t, http.StatusTooManyRequests, f.get(t, bob+"/private").StatusCode, "the hand too")
	assert.Equal(t, http.StatusOK, f.get(t, f.links["Ann"].Path+"/offers").StatusCode, "another link has its own budget")
	assert.NotEqual(t, http.StatusTooManyRequests, f.post(t, bob+"/act", `{"args": ["add", "Bob", "1"]}`).Code, "an action has its own budget")
	display.FreezePlayClock(f.srv, time.Unix(1e9, 0).Add(time.Second))
	assert.Equal(t, http.StatusOK, f.get(t, bob+"/offers").StatusCode, "refilled a second later")
	assert.Contains(t, f.log.String(), "429 GET /p/<token>/offers")
}

// Each link may hold a few event streams open at once: one more is refused
// with a 429 until one closes.
func TestPlayLimitsEachLinksStreams(t *testing.T) {
	f := newPlay(t)
	ts := httptest.NewServer(f.srv)
	defer ts.Close()
	ann := f.links["Ann"].Path
	var streams []*stream
	for range 4 {
		streams = append(streams, openStream(t, ts.Client(), ts.URL+ann+"/events"))
	}
	defer func() {
		for _, s := range streams {
			s.cancel()
		}
	}()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, ts.URL+ann+"/events", nil)
	require.NoError(t, err)
	resp, err := ts.Client().Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusTooManyRequests, resp.StatusCode, "a fifth stream of one link")
	s := openStream(t, ts.Client(), ts.URL+f.links["Bob"].Path+"/events")
	s.cancel()

	streams[0].cancel()
	require.Eventually(t, func() bool { return display.SeatStreams(f.srv, ann) < 4 }, 10*time.Second, 5*time.Millisecond,
		"a closed stream is let go")
	streams[0] = openStream(t, ts.Client(), ts.URL+ann+"/events")
}

// Every POST spends from the link's budget, whatever comes of it: bodies
// that do not read as an action, one too large, a retry of an id already
// answered. Past the burst, the same 429 with Retry-After.
func TestPlayMetersBadBodiesAndRetriesLikeActions(t *testing.T) {
	f := newPlay(t)
	display.FreezePlayClock(f.srv, time.Unix(1e9, 0))
	bob := f.links["Bob"].Path
	bad := []string{`{"args": [`, `not json`, `{"args": ["add"], "what": 1}`, `{}`, `{"args": ["add", "Bob", "1"], "id": "` + strings.Repeat("x", 5000) + `"}`}
	for _, body := range bad {
		r := f.post(t, bob+"/act", body)
		require.Contains(t, []int{http.StatusBadRequest, http.StatusRequestEntityTooLarge}, r.Code, body)
	}
	r := f.post(t, bob+"/act", `not json`)
	assert.Equal(t, http.StatusTooManyRequests, r.Code, "the sixth bad body")
	assert.Equal(t, "1", r.Header().Get("Retry-After"))

	ann := f.links["Ann"].Path
	first := f.post(t, ann+"/act", `{"args": ["add", "Ann", "1"], "id": "r1"}`)
	require.Equal(t, http.StatusOK, first.Code)
	for i := range 4 {
		again := f.post(t, ann+"/act", `{"args": ["add", "Ann", "1"], "id": "r1"}`)
		require.Equal(t, http.StatusOK, again.Code, "retry %d", i+1)
		require.Equal(t, "1", again.Header().Get("X-Boardroom-Replayed"))
	}
	r = f.post(t, ann+"/act", `{"args": ["add", "Ann", "1"], "id": "r1"}`)
	assert.Equal(t, http.StatusTooManyRequests, r.Code, "the sixth POST, a retry")
	assert.Equal(t, "1", r.Header().Get("Retry-After"))

	display.FreezePlayClock(f.srv, time.Unix(1e9, 0).Add(time.Second))
	assert.Equal(t, http.StatusOK, f.post(t, ann+"/act", `{"args": ["add", "Ann", "1"], "id": "r1"}`).Code, "refilled a second later")
}

// A link takes one action at a time: a second sent while its first is
// still being taken is refused with a 429 (a phone that sends faster than
// the game takes them would otherwise line them up before everyone
// else's), and the host's action waits for that one action only.
func TestPlayTakesOneActionOfALinkAtATime(t *testing.T) {
	sp := turnsSpec()
	build := sp.Verbs[0].Build
	entered, gate := make(chan struct{}), make(chan struct{})
	var once sync.Once
	sp.Verbs[0].Build = func(v verb.Values, s *tally) (referee.Action[*tally], error) {
		if v.String("player") == "Ann" && v.Int("n") == 2 {
			once.Do(func() { entered <- struct{}{}; <-gate })
		}
		return build(v, s)
	}
	f := newFixture(t, display.Options{Games: []display.Game{turnsGameOf(sp)}, Play: true})
	newTally(t, f.home, "friday", "Ann", "Bob")
	links := map[string]string{}
	for _, l := range f.srv.Links() {
		links[l.Seat] = l.Path
	}
	answer := func(path, body string) <-chan *httptest.ResponseRecorder {
		c := make(chan *httptest.ResponseRecorder, 1)
		go func() { c <- f.post(t, path+"/act", body) }()
		return c
	}
	first := answer(links["Ann"], `{"args": ["add", "Ann", "2"]}`)
	<-entered // Ann's first action is being taken
	select {
	case r := <-answer(links["Ann"], `{"args": ["add", "Ann", "1"]}`):
		assert.Equal(t, http.StatusTooManyRequests, r.Code, r.Body.String())
		assert.Equal(t, "1", r.Header().Get("Retry-After"))
		assert.Contains(t, r.Body.String(), "still being taken")
	case <-time.After(10 * time.Second):
		close(gate)
		t.Fatal("Ann's second action waits in line behind her first")
	}
	host := answer(links["host"], `{"args": ["add", "Bob", "1"]}`)
	close(gate)
	r := <-first
	require.Equal(t, http.StatusOK, r.Code, r.Body.String())
	r = <-host
	require.Equal(t, http.StatusOK, r.Code, r.Body.String())
	assert.Equal(t, 3, f.total(t), "Ann's 2 and Bob's 1, taken by the host; not Ann's second")
	r = f.post(t, links["Ann"]+"/act", `{"args": ["add", "Ann", "1"]}`)
	assert.Equal(t, http.StatusOK, r.Code, "her turn again, her first action answered: the link acts again: %s", r.Body.String())
}

// A link asking too often is told so each time, and the log writes the
// first such refusal in a row only: a flood of them would push every other
// line off the laptop's screen. Once the link is let through again, its
// next refusal is written again.
func TestPlayLogsAFloodOfRefusalsOnce(t *testing.T) {
	f := newPlay(t)
	display.FreezePlayClock(f.srv, time.Unix(1e9, 0))
	bob := f.links["Bob"].Path
	for range 5 {
		f.post(t, bob+"/act", `not json`)
	}
	for range 20 {
		require.Equal(t, http.StatusTooManyRequests, f.post(t, bob+"/act", `not json`).Code)
	}
	for range 30 {
		require.Equal(t, http.StatusOK, f.get(t, bob+"/offers").StatusCode)
	}
	for range 20 {
		require.Equal(t, http.StatusTooManyRequests, f.get(t, bob+"/offers").StatusCode)
	}
	assert.Equal(t, 1, strings.Count(f.log.String(), "429 POST"), "one line for the actions refused in a row:\n%s", f.log.String())
	assert.Equal(t, 1, strings.Count(f.log.String(), "429 GET"), "one for the reads:\n%s", f.log.String())
	assert.Equal(t, 5, strings.Count(f.log.String(), "400 POST"), "each bad body let through is written")

	display.FreezePlayClock(f.srv, time.Unix(1e9, 0).Add(time.Second))
	for range 3 {
		require.Equal(t, http.StatusBadRequest, f.post(t, bob+"/act", `not json`).Code, "let through a second later")
	}
	for range 10 {
		require.Equal(t, http.StatusTooManyRequests, f.post(t, bob+"/act", `not json`).Code)
	}
	assert.Equal(t, 2, strings.Count(f.log.String(), "429 POST"), "the next run of refusals is written again:\n%s", f.log.String())
}

// The log writes a burst of refused requests, then a few a second: a flood
// of them, with a link or without (a mistyped token), does not bury the
// laptop's screen; the next line written says how many were left out.
func TestTheLogBoundsTheLinesOfRefusedRequests(t *testing.T) {
	f := newFixture(t, display.Options{Games: []display.Game{turnsGame()}, Play: true})
	display.FreezeLogClock(f.srv, time.Unix(1e9, 0))
	for range 100 {
		require.Equal(t, http.StatusNotFound, f.get(t, "/p/AAAAAAAAAAAAAAAAAAAAAA/offers").StatusCode)
	}
	assert.Equal(t, 30, strings.Count(f.log.String(), "404 GET"), "a burst of 30 lines")
	display.FreezeLogClock(f.srv, time.Unix(1e9, 0).Add(time.Second))
	require.Equal(t, http.StatusNotFound, f.get(t, "/p/AAAAAAAAAAAAAAAAAAAAAA/offers").StatusCode)
	assert.Equal(t, 31, strings.Count(f.log.String(), "404 GET"), "refilled a second later")
	assert.Contains(t, f.log.String(), "(70 more refused requests before this one not written: too many at once)")
}

// A game's rules that fail on an action (a panic) are an error answer to
// that phone, in one line of the log: the game is not stopped for the other
// phones and the host, nor the link for its next action.
func TestPlayAnActionTheRulesFailOnStopsNothing(t *testing.T) {
	sp := turnsSpec()
	build := sp.Verbs[0].Build
	sp.Verbs[0].Build = func(v verb.Values, s *tally) (referee.Action[*tally], error) {
		if v.Int("n") == 13 {
			panic("thirteen")
		}
		return build(v, s)
	}
	f := newFixture(t, display.Options{Games: []display.Game{turnsGameOf(sp)}, Play: true})
	newTally(t, f.home, "friday", "Ann", "Bob")
	links := map[string]string{}
	for _, l := range f.srv.Links() {
		links[l.Seat] = l.Path
	}
	r := f.post(t, links["Ann"]+"/act", `{"args": ["add", "Ann", "13"]}`)
	assert.Equal(t, http.StatusInternalServerError, r.Code)
	assert.Contains(t, r.Body.String(), "internal error")
	assert.Contains(t, f.log.String(), `tally/friday: the rules failed on an action ("add"): thirteen`)
	done := make(chan *httptest.ResponseRecorder, 1)
	go func() { done <- f.post(t, links["host"]+"/act", `{"args": ["add", "Ann", "1"]}`) }()
	select {
	case r = <-done:
		assert.Equal(t, http.StatusOK, r.Code, "the host acts on the game: %s", r.Body.String())
	case <-time.After(10 * time.Second):
		t.Fatal("the game's actions wait for ever after the failure")
	}
	r = f.post(t, links["Bob"]+"/act", `{"args": ["add", "Bob", "2"]}`)
	assert.Equal(t, http.StatusOK, r.Code, "Ann's failure holds no turn of Bob's: %s", r.Body.String())
	r = f.post(t, links["Ann"]+"/act", `{"args": ["add", "Ann", "1"]}`)
	assert.Equal(t, http.StatusOK, r.Code, "nor of her own link: %s", r.Body.String())
}

// A game's view of a hand that fails (a panic) gives back the save read it
// took: the link and the server read on.
func TestPlayAHandThatFailsGivesBackItsRead(t *testing.T) {
	g := turnsGame()
	g.Private = func(_, _, seat string) (string, error) {
		if seat == "Bob" {
			panic("no hand")
		}
		return "your hand: QH-" + seat, nil
	}
	f := newFixture(t, display.Options{Games: []display.Game{g}, Play: true})
	newTally(t, f.home, "friday", "Ann", "Bob")
	links := map[string]string{}
	for _, l := range f.srv.Links() {
		links[l.Seat] = l.Path
	}
	ts := httptest.NewServer(f.srv)
	defer ts.Close()
	client := ts.Client()
	client.Timeout = 5 * time.Second // (without the fix, the second waits for ever)
	for range 3 {
		resp, err := client.Get(ts.URL + links["Bob"] + "/private")
		if err == nil {
			resp.Body.Close()
		}
	}
	assert.Zero(t, display.ReadsNow(f.srv), "no save read is kept")
	done := make(chan int, 1)
	go func() { done <- f.get(t, links["Ann"]+"/private").StatusCode }()
	select {
	case code := <-done:
		assert.Equal(t, http.StatusOK, code)
	case <-time.After(10 * time.Second):
		t.Fatal("the server's reads are all taken")
	}
}
