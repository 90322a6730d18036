package display_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/display"
)

// A note shown for the table is on the saved game's page, escaped, and
// only on that game's.
func TestNoteIsOnTheGamePage(t *testing.T) {
	f := newFixture(t, display.Options{})
	newTally(t, f.home, "friday", "Ann", "Bob")
	newTally(t, f.home, "other", "Ann", "Bob")
	r := f.get(t, "/g/tally/friday")
	require.Equal(t, 200, r.StatusCode)
	assert.NotContains(t, body(t, r), "Asked at the table")

	require.NoError(t, display.ShowNote(f.home, "tally", "friday", display.Note{Time: time.Now(), What: "rules tie", Text: "ruling ties: <Ties>\n  players tied share the win"}))
	r = f.get(t, "/g/tally/friday")
	require.Equal(t, 200, r.StatusCode)
	html := body(t, r)
	assert.Contains(t, html, "Asked at the table: rules tie")
	assert.Contains(t, html, "ruling ties: &lt;Ties&gt;")
	assert.NotContains(t, body(t, f.get(t, "/g/tally/other")), "Asked at the table")
}
