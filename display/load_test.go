package display_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"boardroom/display"
)

// TestLoadFiftyClientsTwoHundredActions: 50 browsers follow one game while
// 200 actions are played on it, each as a verb would (open, do, save,
// close); every browser ends on the final state, and once they have all
// gone no goroutine is left behind and no file is watched.
func TestLoadFiftyClientsTwoHundredActions(t *testing.T) {
	if testing.Short() {
		t.Skip("the load check is skipped in -short mode")
	}
	const clients, actions = 50, 200
	f := newFixture(t, display.Options{})
	newTally(t, f.home, "friday", "Ann", "Bob", "Cy")
	ts := httptest.NewServer(f.srv)
	defer ts.Close()
	client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true, MaxConnsPerHost: 0}}
	before := runtime.NumGoroutine()

	streams := make([]*stream, clients)
	for i := range streams {
		streams[i] = openStream(t, client, ts.URL+"/g/tally/friday/events")
	}
	for _, s := range streams {
		s.waitFor(t, "total 0", 30*time.Second)
	}
	for i := 0; i < actions; i++ {
		addN(t, f.home, "friday", 1)
	}
	final := "Turn 201, total 200"
	var wg sync.WaitGroup
	errs := make(chan error, clients)
	for _, s := range streams {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := s.wait(final, 60*time.Second); err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}

	for _, s := range streams {
		s.cancel()
		for range s.events { // until the client has let go
		}
	}
	client.CloseIdleConnections()
	deadline := time.Now().Add(30 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	require.LessOrEqual(t, runtime.NumGoroutine(), before, "goroutines left after every client has gone")
	require.Zero(t, display.Watching(f.srv), "no file is watched once nobody looks")
}

// BenchmarkActionToPage measures how long a browser waits, after an action
// is played by another process, for the page to show it, with the default
// poll interval (the goal is under a second; the poll is 200ms).
func BenchmarkActionToPage(b *testing.B) {
	home := b.TempDir()
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{tallyGame()}})
	require.NoError(b, err)
	defer srv.Close()
	newTally(b, home, "friday", "Ann")
	ts := httptest.NewServer(srv)
	defer ts.Close()
	s := openStream(b, ts.Client(), ts.URL+"/g/tally/friday/events")
	defer s.cancel()
	s.waitFor(b, "total 0", 30*time.Second)
	// Two figures: from the start of the action (its save and the disk's
	// sync included: what a player waits for), and from the moment the save
	// is on disk (the rename done) to the page's event: the display's own
	// delay, the figure issue 23 sets (30 ms median, 60 ms worst).
	var waits, afterSave []time.Duration
	b.ResetTimer()
	for i := 1; i <= b.N; i++ {
		start := time.Now()
		addN(b, home, "friday", 1)
		saved := time.Now()
		s.waitFor(b, fmt.Sprintf("total %d<", i), 30*time.Second)
		waits = append(waits, time.Since(start))
		afterSave = append(afterSave, time.Since(saved))
	}
	report := func(d []time.Duration, name string) {
		slices.Sort(d)
		b.ReportMetric(float64(d[len(d)/2].Microseconds())/1000, name+"median-ms")
		b.ReportMetric(float64(d[len(d)-1].Microseconds())/1000, name+"worst-ms")
	}
	report(waits, "")
	report(afterSave, "saved-to-page-")
}

// Issue 23, point 3: the page follows a save through the operating system's
// notification, not the poll: with a poll of an hour, every action still
// reaches the page (an atomic rename included: every save is one). How soon
// is BenchmarkActionToPage's business.
func TestPageFollowsNotificationsNotThePoll(t *testing.T) {
	f := newFixture(t, display.Options{Poll: time.Hour})
	newTally(t, f.home, "friday", "Ann")
	ts := httptest.NewServer(f.srv)
	defer ts.Close()
	s := openStream(t, ts.Client(), ts.URL+"/g/tally/friday/events")
	defer s.cancel()
	s.waitFor(t, "total 0", 30*time.Second)
	for i := 1; i <= 5; i++ {
		addN(t, f.home, "friday", 1)
		s.waitFor(t, fmt.Sprintf("total %d<", i), 30*time.Second) // the poll would take an hour
	}
}

// Where notifications are not available (or lost), the poll alone follows
// the file.
func TestPageFollowsThePollWithoutNotifications(t *testing.T) {
	defer display.WithoutNotifications()()
	f := newFixture(t, display.Options{Poll: 20 * time.Millisecond})
	newTally(t, f.home, "friday", "Ann")
	ts := httptest.NewServer(f.srv)
	defer ts.Close()
	s := openStream(t, ts.Client(), ts.URL+"/g/tally/friday/events")
	defer s.cancel()
	s.waitFor(t, "total 0", 30*time.Second)
	addN(t, f.home, "friday", 2)
	s.waitFor(t, "total 2<", 30*time.Second)
}
