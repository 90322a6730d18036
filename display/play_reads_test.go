package display_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/display"
)

// One link asking again and again, however fast, holds at most one of the
// saves the server reads at once: its second read waits for its first, and
// another link's read is served meanwhile (a large game's replay takes a
// while, and two of them from one phone kept every other link, the host
// and the table's page waiting).
func TestPlayOneLinkHoldsOneSaveReadAtATime(t *testing.T) {
	entered := make(chan string, 4)
	release := make(chan struct{})
	g := turnsGame()
	g.Private = func(_, _, seat string) (string, error) {
		entered <- seat
		if seat == "Bob" {
			<-release
		}
		return "your hand: " + seat, nil
	}
	f := newFixture(t, display.Options{Games: []display.Game{g}, Play: true})
	newTally(t, f.home, "friday", "Ann", "Bob")
	links := map[string]string{}
	for _, l := range f.srv.Links() {
		links[l.Seat] = l.Path
	}
	ts := httptest.NewServer(f.srv)
	defer ts.Close()
	defer func() {
		select {
		case <-release:
		default:
			close(release)
		}
	}()
	read := func(path string, done chan<- int) {
		resp, err := ts.Client().Get(ts.URL + path + "/private")
		if err != nil {
			done <- 0
			return
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		done <- resp.StatusCode
	}
	bob := make(chan int, 2)
	go read(links["Bob"], bob)
	require.Equal(t, "Bob", <-entered, "Bob's first read under way")
	go read(links["Bob"], bob)
	// Bob's second read either waits for his first (its turn) or, taking
	// the other save read, is under way too.
	second := ""
	require.Eventually(t, func() bool {
		select {
		case second = <-entered:
			return true
		default:
			return display.SeatReadsWaiting(f.srv, links["Bob"]) == 1
		}
	}, 10*time.Second, time.Millisecond)
	require.Empty(t, second, "one link took both saves read at once")

	ann := make(chan int, 1)
	go read(links["Ann"], ann)
	assert.Equal(t, "Ann", <-entered, "another link is read meanwhile")
	assert.Equal(t, http.StatusOK, <-ann)

	close(release)
	assert.Equal(t, http.StatusOK, <-bob)
	assert.Equal(t, "Bob", <-entered, "then Bob's second")
	assert.Equal(t, http.StatusOK, <-bob)
}
