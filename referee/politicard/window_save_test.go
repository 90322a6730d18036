package politicard

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/tui"
	politicardrules "boardroom/rules/politicard"
)

// windowSave is testdata/window_left_open.json: a solo game saved by a
// referee that left the AI's window open when the AI revealed nothing (Ann
// acted on with the window open, and her next action closed it), as
// referees did before the AI said "reveals nothing". Made by
// TestMakeWindowSave with BOARDROOM_MAKE_FIXTURE=1.
const windowSave = "window_left_open"

// TestMakeWindowSave writes the fixture: Ann's actions and the AI's turns,
// each AI 'let' after Ann's action left out (the window stays open and
// Ann's next action closes it).
func TestMakeWindowSave(t *testing.T) {
	if os.Getenv("BOARDROOM_MAKE_FIXTURE") == "" {
		t.Skip("set BOARDROOM_MAKE_FIXTURE=1 to write testdata/" + windowSave + ".json")
	}
	home := t.TempDir()
	setup := Setup{Players: []string{"Ann", AIName(StyleStrong)}, Decks: [2]politicardrules.Deck{sample(t, "tempo"), sample(t, StyleDeck(StyleStrong))},
		First: "Ann", Variant: VariantRulebook, AI: []string{"", StyleStrong}}
	raw, err := json.Marshal(setup)
	require.NoError(t, err)
	g, err := referee.Create(home, GameID, windowSave, raw, 4, Rules{})
	require.NoError(t, err)
	skipped := 0
	for step := 0; step < 2000 && !g.State().Ended; step++ {
		s := g.State()
		if a, ok := NextAI(s); ok {
			if _, isLet := a.(*Let); !isLet {
				_, err := g.Do(a)
				require.NoError(t, err)
				continue
			}
			skipped++ // left open: Ann acts on
		} else if skipped > 0 {
			break // Ann's action after the open window, and the AI's turns after it
		}
		_, err := g.Do(annActs(s))
		require.NoError(t, err)
	}
	require.Equal(t, 1, skipped)
	require.NoError(t, g.Close())
	data, err := os.ReadFile(filepath.Join(home, GameID, windowSave+".json"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join("testdata", windowSave+".json"), data, 0o644))
}

// An undo of a game saved with the AI's window left open takes back Ann's
// last action alone (and the AI's turns after it), not the action before
// it too: the action after an open window is Ann's, whatever the referee of
// today would have let the AI do there.
func TestUndoOfASaveWithTheAIsWindowLeftOpen(t *testing.T) {
	home := t.TempDir()
	data, err := os.ReadFile(filepath.Join("testdata", windowSave+".json"))
	require.NoError(t, err)
	require.NoError(t, os.MkdirAll(filepath.Join(home, GameID), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(home, GameID, windowSave+".json"), data, 0o644))
	g, err := referee.Open(home, GameID, windowSave, Rules{})
	require.NoError(t, err)
	defer g.Close()
	var file struct {
		Log []struct {
			Action struct{ Player string } `json:"action"`
		} `json:"log"`
	}
	require.NoError(t, json.Unmarshal(data, &file))
	var who []string // the player of each action in effect, in order
	for _, e := range file.Log {
		who = append(who, e.Action.Player)
	}
	require.Equal(t, len(who), g.InEffect())
	sp := Spec()
	for undo := 0; undo < 6; undo++ {
		want := 1 // Ann's last action, and the AI's turns after it
		for want < len(who) && who[len(who)-want] != "Ann" {
			want++
		}
		states, err := tui.UndoSteps(g, sp.Auto)
		require.NoError(t, err)
		assert.Equal(t, want, len(states)-1, "undo %d takes back Ann's last action and the AI's after it, no more", undo+1)
		who = who[:len(who)-want]
		assert.Equal(t, len(who), g.InEffect())
	}
}
