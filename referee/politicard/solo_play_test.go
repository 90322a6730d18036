package politicard

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee/tui"
)

// annAtTheTerminal is a Prompter that plays Ann as a person at `play`
// would, from the menus alone: she lets every window on the AI's actions
// close; on her turn she takes the first thing the menu offers (a card to
// place, an intervention to set, an instant to activate: the first answer
// to each question) twice, then ends the turn; on her turn number undoAt
// she undoes instead, then redoes, then saves and quits. Each time the main menu is asked it
// calls seen with the labels offered.
type annAtTheTerminal struct {
	undoAt int
	turns  int
	acts   int // actions this turn
	phase  int // 0 playing, 1 undone, 2 redone
	seen   func(labels []string)
}

func (a *annAtTheTerminal) Select(title string, options []tui.Option) (string, error) {
	var labels []string
	for _, o := range options {
		labels = append(labels, o.Label)
	}
	if title != tui.MenuTitle {
		return options[0].Value, nil
	}
	a.seen(labels)
	pick := func(prefix string) (string, bool) {
		for _, o := range options {
			if strings.HasPrefix(o.Label, prefix) {
				return o.Value, true
			}
		}
		return "", false
	}
	if v, ok := pick("Ann reveals nothing"); ok {
		return v, nil
	}
	switch {
	case a.phase == 0 && a.turns == a.undoAt:
		a.phase = 1
		return tui.UndoValue, nil
	case a.phase == 1:
		a.phase = 2
		return tui.RedoValue, nil
	case a.phase == 2:
		return tui.QuitValue, nil
	}
	if f := options[0].Label; a.acts < 2 && (strings.HasPrefix(f, "Place") || strings.HasPrefix(f, "Set") || strings.HasPrefix(f, "Activate")) {
		a.acts++
		return options[0].Value, nil
	}
	a.turns++
	a.acts = 0
	if v, ok := pick("End Turn"); ok {
		return v, nil
	}
	v, _ := pick("Pass")
	return v, nil
}

func (a *annAtTheTerminal) Input(string, string, func(string) error) (string, error) {
	return "", tui.ErrBack
}

func (a *annAtTheTerminal) Confirm(string) (bool, error) { return false, nil }

// viewOf is what a state is, for comparing: the table's view and what the
// referee holds of the AI.
func viewOf(t *testing.T, s *State) string {
	raw, err := json.Marshal(map[string]any{"view": s.ToView(), "held": s.Held, "turn": s.Turn})
	require.NoError(t, err)
	return string(raw)
}

// `play` against the AI (issue 25, point 5): after each of Ann's actions
// that passes the turn the AI's turns are played and told, in the table's
// words and never its hand; the menu offers only Ann's actions (never the
// AI's verbs, nor a window the AI let close); undo takes back Ann's last
// action and every AI action after it, redo does them all again, and the
// saved game replays to the same state.
func TestPlayAgainstTheAI(t *testing.T) {
	for _, style := range Styles() {
		t.Run(style, func(t *testing.T) {
			home := t.TempDir()
			sess := soloGame(t, home, style, 3)
			ai := AIName(style)
			var menus []string // the state at each main menu
			p := &annAtTheTerminal{undoAt: 5}
			p.seen = func(labels []string) {
				s := state(t, home)
				_, auto := NextAI(s)
				require.False(t, auto, "the menu waits on the AI's turn")
				for _, l := range labels {
					assert.NotContains(t, l, "("+ai, "the AI's verbs are not Ann's to choose")
					assert.False(t, strings.HasPrefix(l, ai+" "), "%q: the AI answers its own windows", l)
				}
				menus = append(menus, viewOf(t, s))
			}
			var out strings.Builder
			require.NoError(t, sess.Play(p, &out))
			text := out.String()
			require.Equal(t, 2, p.phase, "Ann undid and redid:\n%s", text)

			assert.Contains(t, text, "Round 1, turn 2: "+ai+" to play", "the AI's turn is played and told")
			assert.Contains(t, text, ai+" ends the turn.")
			require.Contains(t, text, "Undone:")
			require.Contains(t, text, "Redone:")
			undone := text[strings.Index(text, "Undone:"):strings.Index(text, "Redone:")]
			assert.Contains(t, undone, "Ann ends the turn.", "undo tells Ann's action")
			assert.Contains(t, undone, ai+" ends the turn.", "and the AI's turn after it")
			for _, l := range strings.Split(text, "\n") {
				assert.LessOrEqual(t, len([]rune(l)), tui.Width, "%q", l)
			}

			// menus: ..., before Ann's last end, after it (undo picked),
			// after the undo (redo picked), after the redo (quit picked)
			n := len(menus)
			require.GreaterOrEqual(t, n, 4)
			assert.Equal(t, menus[n-4], menus[n-2], "undo goes back to before Ann's last action, over the AI's turns")
			assert.Equal(t, menus[n-3], menus[n-1], "redo plays the same AI turns again")
			last := state(t, home)
			assert.Equal(t, menus[n-1], viewOf(t, last), "the saved game replays to the same state")
			assertHidden(t, last, text)
		})
	}
}
