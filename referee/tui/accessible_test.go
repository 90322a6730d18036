package tui_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee/tui"
	"boardroom/referee/tui/huhprompt"
)

// TestRunAccessible plays the tally game through huh's accessible mode with
// every line of input given at once, as from a pipe: no terminal is needed.
func TestRunAccessible(t *testing.T) {
	t.Setenv("TERM", "xterm")
	g, home := newTally(t, 0)
	input := strings.Join([]string{
		"1",  // Add
		"25", // out of range: asked again
		"15", // in range for the question, refused by the game
		"1",  // Add
		"4",
		"3", // Subtract (menu: Add, Add a card, Subtract, Reset, Undo, Save and quit)
		"9", // refused: cannot take 9 from 4
		"5", // Undo
		"9", // not on the menu (Add, Add a card, Redo, Save and quit): asked again
		"3", // Redo
		"2", // Add a card
		"4", // Back
		// the input ends: saved and quit
	}, "\n") + "\n"
	var out strings.Builder
	p := huhprompt.New(true, strings.NewReader(input), &out)
	require.NoError(t, tui.Run(g, tallyMenu, tallyView, p, &out))

	assert.Equal(t, 4, g.State().Total)
	assert.Equal(t, 4, reopen(t, home).State().Total)
	text := out.String()
	for _, want := range []string{
		"What now? \n1. Add\n2. Add a card\n3. Save and quit\nEnter a number between 1 and 3: ",
		"Add how many? (1-20, empty to go back) enter a whole number from 1 to 20, or nothing to go back\n",
		"refused: cannot add 15 (rule: tally rule 1: add 1 to 10 at a time)\n",
		"added 4\n\nTotal: 4\n",
		"1. Add\n2. Add a card\n3. Subtract\n4. Reset\n5. Undo last action\n6. Save and quit\n",
		"refused: cannot take 9 from 4 (rule: tally rule 2: the total never goes below zero)\n",
		"Undone: added 4\nPut back on the table:\n  Move 4 beads from the pot back to the box.\n  Set the turn marker back to 0 (from 4).\n\nTotal: 0\n",
		"Enter a number between 1 and 4: Invalid: must be a number between 1 and 4\n",
		"Redone: added 4\nOn the table, again:\n  Move 4 beads from the box to the pot.\n  Set the turn marker to 4 (from 0).\n\nTotal: 4\n",
		"Which card? \n1. the 2\n2. the 5\n3. the 10\n4. Back\n",
		`Game "test" is saved in `,
		"\nResume it with: boardroom tally play --game test\n",
	} {
		assert.Contains(t, text, want)
	}
	assert.NotContains(t, text, "\x1b[", "accessible mode writes no escape sequences")
}
