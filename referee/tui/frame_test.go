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
	require.Len(t, screens, 4, "a screen before each menu and each question: %s", out.String())
	assert.True(t, strings.HasPrefix(screens[2], "Total: 0\n> You   0\n  Seat  40\nWhat now? › Add\n"),
		"the question on a screen of its own, under the state and the menu's answer:\n%s", screens[2])
	last, _, _ := strings.Cut(screens[3], "\n\nGame \"test\" is saved")
	lines := strings.Split(last, "\n")
	assert.Equal(t, []string{"Total: 40", "> You   40", "  Seat  0"}, lines[:3], "the state at the top, whole")
	menu := p.Asked[len(p.Asked)-1]
	require.Equal(t, "What now?", menu.Title)
	rows := min(len(menu.Options)+1, tui.SelectHeight) + 4 // the menu, its blank line and keys' help, its echo, the cursor
	assert.Equal(t, 24, len(lines)+rows, "the screen fills the terminal, the menu, its answer's echo and the cursor under it:\n%s", last)
	assert.Regexp(t, `^\(\d+ lines before these; the whole story: 'boardroom tally log'\)$`, lines[3])
	assert.Equal(t, "added 1", lines[len(lines)-1], "the latest of the seat's turns")
	assert.Equal(t, 37, strings.Count(screens[2], "added 1"), "every turn was told as it happened, before the screen was laid out")
	assert.True(t, strings.HasPrefix(screens[1], "Total: 0\n> You   0\n  Seat  40\n"), "the first screen tells nothing yet")
	assert.Contains(t, screens[2], "\nadded 3\n", "the person's action is told as it happens")
}

// Where people play every seat, what an action did is a report the table
// must read: on a terminal of 80x24 a report that fits the room under the
// state is shown there; a longer one is shown first on pages of its own,
// each with the state at its top and waiting for Enter, so that neither
// the report nor the state scrolls off the top; then the state comes back at the top with the report's latest lines
// under it. Every question an action asks gets a fresh screen under the
// state too.
func TestRunPagesALongReportAndKeepsTheStateAtTheTop(t *testing.T) {
	t.Setenv("LINES", "")
	framed, clear := tui.Framed, tui.ClearScreen
	t.Cleanup(func() { tui.Framed, tui.ClearScreen = framed, clear })
	tui.Framed = func(io.Writer) bool { return true }
	tui.ClearScreen = func(out io.Writer) { fmt.Fprintln(out, "<clear>") }

	g, _ := newTally(t, 0)
	view := tallyView
	view.Show = func(s tally) string { return fmt.Sprintf("Total: %d\n> You   %d", s.Total, s.Total) }
	view.Events = func(s tally) []string { // 3 lines for 3 beads fit; 18 for 9 do not
		n := s.Total
		if n > 5 {
			n *= 2
		}
		var ev []string
		for i := range n {
			ev = append(ev, fmt.Sprintf("line %d of %d", i+1, n))
		}
		return ev
	}
	t.Setenv("LINES", "16") // 16 rows: 2 of state, 11 of the menu (Add...Save), its echo and the cursor: room for 3
	p := tui.NewScript("Add", "3", "Reset", "y", "Add", "9", "", "", "Save and quit")
	var out strings.Builder
	require.NoError(t, tui.Run(g, tallyMenu, view, p, &out))

	screens := strings.Split(out.String(), "<clear>\n")[1:]
	require.Len(t, screens, 9, "%s", out.String())
	assert.Equal(t, "Total: 0\n> You   0\nWhat now? › Add\n", screens[1], "the question under the state and the menu's answer")
	assert.Equal(t, "Total: 3\n> You   3\nline 1 of 3\nline 2 of 3\nline 3 of 3\n", screens[2],
		"a report that fits, under the state, before the menu")
	assert.Equal(t, "Total: 3\n> You   3\nWhat now? › Reset\n", screens[3])
	assert.Equal(t, "Total: 0\n> You   0\nWhat now? › Add\n", screens[5])
	page1 := strings.Split(strings.TrimSuffix(screens[6], "\n"), "\n")
	require.Len(t, page1, 16-5, "a long report on a page of its own, filling the screen above its question")
	assert.Equal(t, []string{"Total: 9", "> You   9", "line 1 of 18"}, page1[:3],
		"the state at the top of the page too, the report under it")
	assert.Equal(t, []string{"Total: 9", "> You   9", "line 10 of 18"}, strings.Split(screens[7], "\n")[:3],
		"the rest on the next page, under the state")
	var pauses []string
	for _, q := range p.Asked {
		if q.Kind == "input" && !strings.HasPrefix(q.Title, "Add how many?") {
			pauses = append(pauses, q.Title)
		}
	}
	assert.Equal(t, []string{"Press Enter to go on (page 1 of 2)", "Press Enter to go on (page 2 of 2)"}, pauses)
	last, _, _ := strings.Cut(screens[8], "\nGame \"test\" is saved")
	assert.Equal(t, "Total: 9\n> You   9\n(16 lines before these; the whole story: 'boardroom tally log')\nline 17 of 18\nline 18 of 18\n",
		last, "then the state at the top again, the report's latest lines under it")
	assert.NotContains(t, strings.Join(screens[:6], ""), "of 18", "the long report is not printed before its pages (it would scroll the state off)")
}

// Where the terminal is ASCII the answers above a question read "title >
// answer" (ASCII would make the "›" a quote mark).
func TestQuestionScreenEchoesInASCII(t *testing.T) {
	t.Setenv("LINES", "")
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_CTYPE", "")
	t.Setenv("LANG", "C")
	framed, clear := tui.Framed, tui.ClearScreen
	t.Cleanup(func() { tui.Framed, tui.ClearScreen = framed, clear })
	tui.Framed = func(io.Writer) bool { return true }
	tui.ClearScreen = func(out io.Writer) { fmt.Fprintln(out, "<clear>") }
	g, _ := newTally(t, 0)
	view := tallyView
	view.Show = func(s tally) string { return fmt.Sprintf("Total: %d", s.Total) }
	var out strings.Builder
	require.NoError(t, tui.Run(g, tallyMenu, view, tui.NewScript("Add", "3", "Save and quit"), &out))
	screens := strings.Split(out.String(), "<clear>\n")
	require.Greater(t, len(screens), 2, out.String())
	assert.Equal(t, "Total: 0\nWhat now? > Add\n", screens[2])
}

// roomScript is a Script that can make a long Select shorter, as huh's
// prompter does: it records the room it is told before each question.
type roomScript struct {
	*tui.Script
	rooms []int
}

func (r *roomScript) Room(rows int)  { r.rooms = append(r.rooms, rows) }
func (r *roomScript) Shortens() bool { return true }

// Run tells a prompter that can shorten a long Select how many lines are
// left under each screen (the terminal's rows less the screen's, the
// answer's echo and the cursor's line), so that a menu never pushes the
// state off the top; and then keeps room for a short report above a menu
// it can shorten.
func TestRunTellsThePrompterTheRoomLeft(t *testing.T) {
	t.Setenv("LINES", "")
	framed, clear := tui.Framed, tui.ClearScreen
	t.Cleanup(func() { tui.Framed, tui.ClearScreen = framed, clear })
	tui.Framed = func(io.Writer) bool { return true }
	tui.ClearScreen = func(out io.Writer) { fmt.Fprintln(out, "<clear>") }
	g, _ := newTally(t, 0)
	view := tallyView
	view.Show = func(s tally) string { return fmt.Sprintf("Total: %d\n> You   %d", s.Total, s.Total) }
	p := &roomScript{Script: tui.NewScript("Add", "3", "Save and quit")}
	var out strings.Builder
	require.NoError(t, tui.Run(g, tallyMenu, view, p, &out))
	// the menu under 2 lines of state; the question under them and the
	// menu's answer; the menu under the state and the action's one line
	assert.Equal(t, []int{24 - 2 - 2, 24 - 3 - 2, 24 - 3 - 2}, p.rooms)
}

// plainScript is a Script that lists every option of a Select, as huh's
// plain numbered prompts do: a title, a line per option, the line that
// asks for the number.
type plainScript struct{ *tui.Script }

func (plainScript) Shortens() bool       { return false }
func (plainScript) SelectRows(n int) int { return n + 2 }

// With the plain numbered prompts (LANG=C), a list longer than the room
// under the state comes in pages that fit, each on a fresh screen with the
// state at its top and an entry that turns the page (the last page's goes
// back to the first): neither the menu nor a question's list pushes the
// state off the top of the terminal.
func TestPlainPromptsPageALongListUnderTheState(t *testing.T) {
	t.Setenv("LINES", "12")
	framed, clear := tui.Framed, tui.ClearScreen
	t.Cleanup(func() { tui.Framed, tui.ClearScreen = framed, clear })
	tui.Framed = func(io.Writer) bool { return true }
	tui.ClearScreen = func(out io.Writer) { fmt.Fprintln(out, "<clear>") }
	g, _ := newTally(t, 0)
	view := tallyView
	view.Show = func(s tally) string { // six lines of state
		return fmt.Sprintf("Total: %d\nAnn\nBob\nCy\nDee\nNext: add", s.Total)
	}
	p := plainScript{tui.NewScript("Add a card", "More… (page 2 of 2)", "the 10", "",
		"More… (page 2 of 2)", "More… (page 1 of 2)", "More… (page 2 of 2)", "Save and quit")}
	var out strings.Builder
	require.NoError(t, tui.Run(g, tallyMenu, view, p, &out))
	assert.Equal(t, 10, g.State().Total)

	assert.Equal(t, [][]string{
		{"the 2", "the 5", "More… (page 2 of 2)"},
		{"the 10", "Back", "More… (page 1 of 2)"},
	}, p.Menus("Which card?"), "a question's list in pages of two under the state and the menu's answer")
	menus := p.Menus("What now?")
	require.Len(t, menus, 5)
	assert.Equal(t, []string{"Add", "Add a card", "Save and quit"}, menus[0], "a menu that fits is not paged")
	assert.Equal(t, []string{"Add", "Add a card", "Subtract", "More… (page 2 of 2)"}, menus[1])
	assert.Equal(t, []string{"Reset", "Undo last action", "Save and quit", "More… (page 1 of 2)"}, menus[2])
	assert.Equal(t, menus[1], menus[3], "the last page turns back to the first")

	screens := strings.Split(out.String(), "<clear>\n")[1:]
	for i, sc := range screens {
		sc, _, _ = strings.Cut(sc, "\nGame \"test\" is saved")
		if strings.Contains(sc, "added 10") {
			continue // the report's page
		}
		assert.True(t, strings.HasPrefix(sc, "Total: "), "the state at the top of screen %d:\n%s", i, sc)
	}
	// each Select's screen: the screen's lines, the title, the options, the
	// number's line fill at most the terminal's 12 rows
	asked := 0
	for _, sc := range screens {
		if strings.Contains(sc, "added 10") {
			asked++ // the report's page and its question
			continue
		}
		for asked < len(p.Asked) && p.Asked[asked].Kind != "select" {
			asked++
		}
		require.Less(t, asked, len(p.Asked))
		sc, _, _ = strings.Cut(sc, "\n\nGame \"test\" is saved")
		lines := strings.Count(strings.TrimSuffix(sc, "\n"), "\n") + 1
		assert.LessOrEqual(t, lines+len(p.Asked[asked].Options)+2, 12, "screen:\n%s\nasks %v", sc, p.Asked[asked].Options)
		asked++
	}
}
