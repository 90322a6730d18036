package display_test

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/display"
	"boardroom/referee/spec"
)

// countingHandle counts the saved games opened through it.
type countingHandle struct {
	spec.Handle
	opens *atomic.Int64
}

func (h countingHandle) Open(home, name string, readOnly bool) (spec.Session, error) {
	h.opens.Add(1)
	return h.Handle.Open(home, name, readOnly)
}

// Issue 31, point 6: the display reads a save once per change, however
// many viewers ask for its page (it used to open and replay it, and list
// every save, on every request), and shows the last ten entries.
func TestPageIsReadOncePerChange(t *testing.T) {
	opens := &atomic.Int64{}
	g := tallyGame()
	g.Referee = countingHandle{Handle: g.Referee, opens: opens}
	f := newFixture(t, display.Options{Games: []display.Game{g}})
	newTally(t, f.home, "friday", "Ann", "Bob")
	for i := 1; i <= 14; i++ {
		addN(t, f.home, "friday", 1+i%9)
	}
	var wg sync.WaitGroup
	pages := make([]string, 8)
	for v := range pages {
		wg.Go(func() { pages[v] = body(t, f.get(t, "/g/tally/friday")) })
	}
	wg.Wait()
	for _, p := range pages {
		assert.Equal(t, pages[0], p)
	}
	assert.Equal(t, int64(1), opens.Load(), "eight viewers, one read")
	assert.Contains(t, pages[0], "#14")
	assert.Contains(t, pages[0], "#5")
	assert.NotContains(t, pages[0], "#4<", "ten entries")

	addN(t, f.home, "friday", 3)
	page := body(t, f.get(t, "/g/tally/friday"))
	assert.Equal(t, int64(2), opens.Load(), "a change is read once")
	assert.Contains(t, page, "#15")
	body(t, f.get(t, "/g/tally/friday"))
	require.Equal(t, int64(2), opens.Load(), fmt.Sprint("no change, no read"))
}
