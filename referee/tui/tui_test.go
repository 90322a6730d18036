package tui_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/tui"
)

// resume is the end of a session of the tally game "test" saved in home:
// where it is saved, the folder named whether or not --home was given, and
// the command that resumes it.
func resume(home string) string {
	return strings.Join(tui.Wrap(`Game "test" is saved in `+filepath.Join(home, "tally")), "\n") +
		"\nResume it with: boardroom tally play --game test"
}

func TestRunAppliesAndSaves(t *testing.T) {
	g, home := newTally(t, 0)
	p := tui.NewScript("Add", "3", "Add a card", "the 5", "Save and quit")
	var out strings.Builder
	require.NoError(t, tui.Run(g, tallyMenu, tallyView, p, &out))

	assert.Equal(t, 8, g.State().Total)
	assert.Equal(t, "\nTotal: 0\nadded 3\n\nTotal: 3\nadded 5\n\nTotal: 8\n\n"+resume(home)+"\n", out.String())
	assert.Empty(t, p.Answers)

	saved := reopen(t, home)
	assert.Equal(t, 8, saved.State().Total)
	assert.Len(t, saved.Log(), 2)
}

func TestRunRefusalChangesNothing(t *testing.T) {
	g, home := newTally(t, 2)
	p := tui.NewScript("Subtract", "5", "Add", "15", "Save and quit")
	var out strings.Builder
	require.NoError(t, tui.Run(g, tallyMenu, tallyView, p, &out))

	assert.Contains(t, out.String(), "refused: cannot take 5 from 2 (rule: tally rule 2: the total never goes below zero)\n")
	assert.Contains(t, out.String(), "refused: cannot add 15 (rule: tally rule 1: add 1 to 10 at a time)\n")
	// The state is shown once: nothing changed, so it is not shown again.
	assert.Equal(t, 1, strings.Count(out.String(), "Total: 2"))
	assert.Equal(t, 2, g.State().Total)
	assert.Empty(t, g.Log())
	assert.Empty(t, reopen(t, home).Log())
	// the last refusal is kept beside the game for `why`
	last, err := referee.LastRefused(home, "tally", "test")
	require.NoError(t, err)
	require.NotNil(t, last)
	assert.Equal(t, "cannot add 15", last.Reason)
	assert.Equal(t, "tally rule 1: add 1 to 10 at a time", last.Rule)
	assert.Equal(t, 0, last.After)
}

// A link in place of the refusals kept for `why` is never followed: the
// refusal stands, and the line under it says it was not kept and names the
// link (it was dropped without a word).
func TestRunRefusalNotKeptNamesTheLink(t *testing.T) {
	g, home := newTally(t, 2)
	refusal := filepath.Join(home, "tally", "test.refusal")
	require.NoError(t, os.Symlink(filepath.Join(home, "elsewhere"), refusal))
	p := tui.NewScript("Subtract", "5", "Save and quit")
	var out strings.Builder
	require.NoError(t, tui.Run(g, tallyMenu, tallyView, p, &out))
	assert.Contains(t, out.String(), "refused: cannot take 5 from 2 (rule: tally rule 2: the total never goes below zero)\n"+
		"this refusal is not kept for 'why': "+refusal+" is a symbolic link")
	_, err := os.Lstat(filepath.Join(home, "elsewhere"))
	assert.ErrorIs(t, err, os.ErrNotExist)
}

func TestRunUndoRedo(t *testing.T) {
	g, home := newTally(t, 0)
	p := tui.NewScript("Add", "4", "Add", "2", tui.UndoLabel, tui.UndoLabel, tui.RedoLabel, "Save and quit")
	var out strings.Builder
	require.NoError(t, tui.Run(g, tallyMenu, tallyView, p, &out))

	assert.Equal(t, 4, g.State().Total)
	assert.Equal(t, [][]string{
		{"Add", "Add a card", "Save and quit"},
		{"Add", "Add a card", "Subtract", "Reset", "Undo last action", "Save and quit"},
		{"Add", "Add a card", "Subtract", "Reset", "Undo last action", "Save and quit"},
		{"Add", "Add a card", "Subtract", "Reset", "Undo last action", "Redo", "Save and quit"},
		{"Add", "Add a card", "Redo", "Save and quit"}, // back at 0: no Subtract, no Reset, nothing to undo
		{"Add", "Add a card", "Subtract", "Reset", "Undo last action", "Redo", "Save and quit"},
	}, p.Menus(tui.MenuTitle))
	// Undo and redo say what they took back or did again, and what to move.
	assert.Contains(t, out.String(), "Undone: added 2\nPut back on the table:\n  Move 2 beads from the pot back to the box.\n  Set the turn marker back to 4 (from 6).\n\nTotal: 4\n")
	assert.Contains(t, out.String(), "Undone: added 4\nPut back on the table:\n  Move 4 beads from the pot back to the box.\n")
	assert.Contains(t, out.String(), "Redone: added 4\nOn the table, again:\n  Move 4 beads from the box to the pot.\n  Set the turn marker to 4 (from 0).\n\nTotal: 4\n")

	saved := reopen(t, home)
	assert.Equal(t, 4, saved.State().Total)
	var kinds []referee.Kind
	for _, e := range saved.Log() {
		kinds = append(kinds, e.Kind)
	}
	assert.Equal(t, []referee.Kind{referee.KindAction, referee.KindAction, referee.KindUndo, referee.KindUndo, referee.KindRedo}, kinds)
}

func TestRunQuit(t *testing.T) {
	for _, tc := range []struct {
		name    string
		answers []string
		total   int
	}{
		{"from the menu", []string{"Add", "3", "Save and quit"}, 3},
		{"input ends at the menu", []string{"Add", "3"}, 3},
		{"input ends in a question", []string{"Add", "3", "Subtract"}, 3},
		{"by value", []string{tui.QuitValue}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, home := newTally(t, 0)
			p := tui.NewScript(tc.answers...)
			var out strings.Builder
			require.NoError(t, tui.Run(g, tallyMenu, tallyView, p, &out))
			assert.True(t, strings.HasSuffix(out.String(), "\n"+resume(home)+"\n"), out.String())
			assert.Equal(t, tc.total, reopen(t, home).State().Total)
		})
	}
}

func TestRunBack(t *testing.T) {
	g, home := newTally(t, 1)
	p := tui.NewScript(
		"Add", "", // an empty number goes back
		"Add a card", "Back", // so does Back in a Select
		"Reset", "n", // and "no" to a Confirmed choice
		"Reset", "y",
	)
	var out strings.Builder
	require.NoError(t, tui.Run(g, tallyMenu, tallyView, p, &out))

	assert.Equal(t, []string{
		tui.MenuTitle, "Add how many? (1-20, empty to go back)",
		tui.MenuTitle, "Which card?",
		tui.MenuTitle, "Reset the total to 0?",
		tui.MenuTitle, "Reset the total to 0?",
		tui.MenuTitle,
	}, p.Titles())
	assert.Equal(t, []string{"the 2", "the 5", "the 10", "Back"}, p.Menus("Which card?")[0])
	assert.Equal(t, "\nTotal: 1\nreset to 0\n\nTotal: 0\n\n"+resume(home)+"\n", out.String())
	assert.Len(t, g.Log(), 1)
}

func TestRunOffersOnlyTheMenu(t *testing.T) {
	g, _ := newTally(t, 0)
	p := tui.NewScript("Subtract") // not legal at 0, so not offered
	var out strings.Builder
	err := tui.Run(g, tallyMenu, tallyView, p, &out)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `script answer "Subtract" to "What now?" is not one of "Add", "Add a card", "Save and quit"`)
	assert.Empty(t, g.Log())
}

func TestRunBuildErrors(t *testing.T) {
	boom := errors.New("boom")
	menu := func(tally) []tui.Choice[tally] {
		return []tui.Choice[tally]{
			{Label: "Refuse", Build: func(tui.Prompter, tally) (referee.Action[tally], error) {
				return nil, referee.Refusef("tally rule 9: no", "not now")
			}},
			{Label: "Break", Build: func(tui.Prompter, tally) (referee.Action[tally], error) {
				return nil, boom
			}},
			tui.Act[tally]("Add one", add{N: 1}),
		}
	}
	g, _ := newTally(t, 0)
	p := tui.NewScript("Refuse", "Add one", "Break", "Add one")
	var out strings.Builder
	err := tui.Run(g, menu, tui.View[tally]{}, p, &out)
	require.ErrorIs(t, err, boom)
	assert.Equal(t, "tui: Break: boom", err.Error())
	assert.Equal(t, "refused: not now (rule: tally rule 9: no)\n", out.String())
	assert.Equal(t, 1, g.State().Total)
	assert.Equal(t, []string{"Add one"}, p.Answers)
}

func TestScript(t *testing.T) {
	p := tui.NewScript("b", "Two", "x", "7", "yes", "N", "maybe")
	opts := []tui.Option{{Label: "One", Value: "a"}, {Label: "Two", Value: "b"}}

	v, err := p.Select("pick", opts)
	require.NoError(t, err)
	assert.Equal(t, "b", v) // by value
	v, err = p.Select("pick", opts)
	require.NoError(t, err)
	assert.Equal(t, "b", v) // by label

	n, err := tui.InputInt(p, "How many?", 1, 9)
	require.NoError(t, err)
	assert.Equal(t, 7, n)
	assert.Equal(t, "enter a whole number from 1 to 9, or nothing to go back", p.Asked[2].Invalid)
	assert.Equal(t, "7", p.Asked[3].Answer)
	assert.Empty(t, p.Asked[3].Invalid)

	ok, err := p.Confirm("sure?")
	require.NoError(t, err)
	assert.True(t, ok)
	ok, err = p.Confirm("sure?")
	require.NoError(t, err)
	assert.False(t, ok)
	_, err = p.Confirm("sure?")
	assert.ErrorContains(t, err, `"maybe" to "sure?" is not y or n`)

	_, err = p.Select("pick", opts)
	assert.ErrorIs(t, err, tui.ErrQuit)
	_, err = p.Input("name", "", nil)
	assert.ErrorIs(t, err, tui.ErrQuit)
	_, err = p.Confirm("sure?")
	assert.ErrorIs(t, err, tui.ErrQuit)
}

func TestHelpers(t *testing.T) {
	p := tui.NewScript("Cy", "Back", "+3", "4", "4", "")
	name, err := tui.SelectPlayer(p, "Who?", []string{"Ann", "Bob", "Cy"})
	require.NoError(t, err)
	assert.Equal(t, "Cy", name)
	assert.Equal(t, []string{"Ann", "Bob", "Cy", "Back"}, p.Menus("Who?")[0])
	_, err = tui.SelectString(p, "Which?", []string{"energy", "metal"})
	assert.ErrorIs(t, err, tui.ErrBack)

	n, err := tui.InputInt(p, "How many?", 1, 5)
	require.NoError(t, err)
	assert.Equal(t, 3, n)
	n, err = tui.InputInt(p, "Exactly four", 4, 4)
	require.NoError(t, err)
	assert.Equal(t, 4, n)
	assert.Equal(t, "Exactly four (4, empty to go back)", p.Asked[3].Title)
	_, err = tui.InputInt(p, "How many?", 5, 9)
	assert.ErrorIs(t, err, tui.ErrBack)
	assert.Equal(t, "enter a whole number from 5 to 9, or nothing to go back", p.Asked[4].Invalid)
}

// A seat the referee plays (View.Auto): here it adds 1 whenever the total
// is odd. Run plays it after each person's action, telling what it did;
// undo takes back the person's action and the referee's after it, redo
// does both again.
func TestRunPlaysTheRefereesSeats(t *testing.T) {
	g, home := newTally(t, 0)
	view := tallyView
	view.Auto = func(s tally) (referee.Action[tally], bool) {
		if s.Total%2 == 1 {
			return &add{N: 1}, true
		}
		return nil, false
	}
	p := tui.NewScript("Add", "3", "Add", "2", tui.UndoLabel, tui.UndoLabel, tui.RedoLabel, "Save and quit")
	var out strings.Builder
	require.NoError(t, tui.Run(g, tallyMenu, view, p, &out))

	assert.Contains(t, out.String(), "\nTotal: 0\nadded 3\nadded 1\n\nTotal: 4\n", "the referee's action follows the person's, told")
	assert.Contains(t, out.String(), "Undone: added 2\n", "the last person's action alone: nothing of the referee's after it")
	assert.Contains(t, out.String(), "Undone:\n  added 3\n  added 1\n", "the person's action and the referee's after it")
	assert.Contains(t, out.String(), "Redone:\n  added 3\n  added 1\n")
	assert.Equal(t, 4, g.State().Total)
	assert.Equal(t, 4, reopen(t, home).State().Total)
}

// A game opened with --home is not where a plain command looks: the line that
// ends the session repeats the home, so that the printed command finds the game.
func TestSavedLineNamesTheHomeGivenWithHome(t *testing.T) {
	g, home := newTally(t, 0)

	var out strings.Builder
	tui.Saved(g, &out)
	assert.Equal(t, "\n"+resume(home)+"\n", out.String(), "no --home given: none in the command")

	tui.HomeGiven.Store(true)
	t.Cleanup(func() { tui.HomeGiven.Store(false) })
	out.Reset()
	tui.Saved(g, &out)
	assert.Equal(t, "\n"+strings.Join(tui.Wrap(`Game "test" is saved in `+filepath.Join(home, "tally")), "\n")+
		"\nResume it with:\n  boardroom tally play --game test --home "+home+"\n", out.String())
}

// A home typed as a relative folder ("--home games") is named absolute in the
// lines that end the session: the printed command resumes the game from any
// folder, and the folder named is the one it is in.
func TestSavedLineNamesARelativeHomeAbsolute(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	setup, err := json.Marshal(map[string]int{"start": 0})
	require.NoError(t, err)
	g, err := referee.Create("games", "tally", "test", setup, 1, tallyRules{})
	require.NoError(t, err)
	t.Cleanup(func() { _ = g.Close() })

	tui.HomeGiven.Store(true)
	t.Cleanup(func() { tui.HomeGiven.Store(false) })
	var out strings.Builder
	tui.Saved(g, &out)
	home := filepath.Join(dir, "games")
	assert.Equal(t, "\n"+strings.Join(tui.Wrap(`Game "test" is saved in `+filepath.Join(home, "tally")), "\n")+
		"\nResume it with:\n  boardroom tally play --game test --home "+home+"\n", out.String())
}
