package tui_test

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/tui"
)

// Where the referee plays seats, each menu on a terminal of 80x24 gets a
// fresh screen: the state whole at the top (the status, the key numbers,
// every seat's line), then what the seats did since the person's last
// screen condensed to the lines left, with room kept below for the menu and
// the largest question; the whole story is in the log.
func TestRunPinsTheStateAndCondensesTheSeatsTurns(t *testing.T) {
	t.Setenv("LINES", "")
	framed, clear := tui.Framed, tui.ClearScreen
	t.Cleanup(func() { tui.Framed, tui.ClearScreen = framed, clear })
	tui.Framed = func(io.Writer) bool { return true }
	tui.ClearScreen = func(out io.Writer) { fmt.Fprintln(out, "<clear>") }

	g, _ := newTally(t, 0)
	view := tallyView
	view.Show = func(s tally) string {
		return fmt.Sprintf("Total: %d\n> You   %d\n  Seat  %d", s.Total, s.Total, 40-s.Total)
	}
	view.Auto = func(s tally) (referee.Action[tally], bool) {
		if s.Total >= 3 && s.Total < 40 { // the seat counts on to 40, one at a time
			return &add{N: 1}, true
		}
		return nil, false
	}
	p := tui.NewScript("Add", "3", "Save and quit")
	var out strings.Builder
	require.NoError(t, tui.Run(g, tallyMenu, view, p, &out))

	screens := strings.Split(out.String(), "<clear>\n")
	require.Len(t, screens, 3, "a screen before each menu: %s", out.String())
	last, _, _ := strings.Cut(screens[2], "\n\nGame \"test\" is saved")
	lines := strings.Split(last, "\n")
	assert.Equal(t, []string{"Total: 40", "> You   40", "  Seat  0"}, lines[:3], "the state at the top, whole")
	below := 24 - (tui.SelectHeight + 2) - 2 // the largest question, an answer's line, the cursor's
	assert.LessOrEqual(t, len(lines), below, "the screen leaves room for the menu:\n%s", last)
	assert.Equal(t, "(34 lines before these; the whole story: 'boardroom tally log')", lines[3])
	assert.Equal(t, "added 1", lines[len(lines)-1], "the latest of the seat's turns")
	assert.Equal(t, 37, strings.Count(screens[1], "added 1"), "every turn was told as it happened, before the screen was laid out")

	assert.True(t, strings.HasPrefix(screens[1], "Total: 0\n> You   0\n  Seat  40\nadded 3\n"),
		"the first screen tells nothing yet; the person's action is told as it happens")
}
