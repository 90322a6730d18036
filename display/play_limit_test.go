package display_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/display"
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
