package rheinhessen

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/tui"
)

func soloGame(t *testing.T, players, ai []string, seed int64) *referee.Game[*State] {
	t.Helper()
	setup, err := json.Marshal(Setup{Players: players, AI: ai})
	require.NoError(t, err)
	g, err := referee.Create(t.TempDir(), GameID, "solo", setup, seed, Rules{})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	return g
}

// `play` in a virtual game: the human sees the table, the AI turns since
// their last one and their hand; the menu offers the legal productions with
// their points, the best safe illegal one, audits of dirty floors, sorting,
// pass, undo and quit; each AI turn is shown as it happens.
func TestSoloPlay(t *testing.T) {
	SoloPause = 0
	g := soloGame(t, []string{"Anna", "Aggressor", "Balanced", "Opportunist"}, []string{"", "aggressor", "balanced", "opportunist"}, 3)
	// Pass, sort by suit, pass, undo that turn, then quit.
	p := tui.NewScript("Pass (Anna ends the turn without producing)", "Sort the hand by suit",
		"Pass (Anna ends the turn without producing)", "Undo my last turn", "Save and quit")
	var out strings.Builder
	ok, err := playSolo(g, p, &out)
	require.NoError(t, err)
	require.True(t, ok)
	text := out.String()
	assert.Contains(t, text, "Turn 1, round 1. Draw pile 178. Audit track 0 of 5 (safe).")
	assert.Contains(t, text, "Anna's hand (9): ")
	assert.Contains(t, text, "Anna passes.")
	assert.Contains(t, text, "The Aggressor produces ")
	assert.Contains(t, text, "The Balanced Executive ")
	menus := p.Menus("Anna, turn 1: what do you do?")
	require.NotEmpty(t, menus)
	assert.Contains(t, menus[0], "Produce straight A♥ 2♦ 3♠ 4♣ 5♣ (raw 25, 26 points)")
	assert.Contains(t, menus[0], "Best safe illegal ≤ 26: 2♦ 3♠ 4♣ 7♣ J♦ (raw 26, 16 points)")
	// After the undo it is Anna's second turn again, and the game is saved
	// there.
	s := g.State()
	assert.Equal(t, 5, s.Turn)
	assert.Equal(t, 0, s.Current)

	// A table of humans with real cards is not a solo game.
	plain, err := referee.Create(t.TempDir(), GameID, "plain", json.RawMessage(`{"players":["Anna","Ben"]}`), 1, Rules{})
	require.NoError(t, err)
	defer plain.Close()
	ok, err = playSolo(plain, tui.NewScript(), &out)
	require.NoError(t, err)
	assert.False(t, ok)
}

// Two humans share the screen: before each human turn the others are asked
// to look away, and the hand is shown only once its owner is ready.
func TestSoloPlayHotSeat(t *testing.T) {
	SoloPause = 0
	g := soloGame(t, []string{"Anna", "Ben", "Expert"}, []string{"", "", "expert"}, 8)
	p := tui.NewScript("y", "Pass (Anna ends the turn without producing)", "n", "y", "Save and quit")
	var out strings.Builder
	_, err := playSolo(g, p, &out)
	require.NoError(t, err)
	titles := p.Titles()
	require.GreaterOrEqual(t, len(titles), 5)
	assert.Equal(t, "Anna, ready to see your hand?", titles[0])
	assert.Equal(t, "Ben, ready to see your hand?", titles[2])
	assert.Equal(t, "Ben, ready to see your hand?", titles[3], "asked again after no")
	text := out.String()
	assert.Contains(t, text, "Ben's turn. Everyone else, look away.")
	assert.Less(t, strings.Index(text, "Ben's turn"), strings.Index(text, "Ben's hand"), "Ben's hand only after the warning")
	// Anna's hand leaves the screen before Ben is asked to sit down.
	annaHand, benTurn := strings.Index(text, "Anna's hand"), strings.Index(text, "Ben's turn")
	require.Positive(t, annaHand)
	assert.Contains(t, text[annaHand:benTurn], "<clear>")
}

// The floors can be looked at card by card; an AI turn is shown whole,
// however long, never cut at the screen's width.
func TestSoloPlayFloorsAndLongTurns(t *testing.T) {
	SoloPause = 0
	g := soloGame(t, []string{"Anna", "Aggressor", "Balanced", "Opportunist"}, []string{"", "aggressor", "balanced", "opportunist"}, 3)
	p := tui.NewScript("Produce straight A♥ 2♦ 3♠ 4♣ 5♣ (raw 25, 26 points)", "Look at the floors, card by card", "Back to my turn", "Save and quit")
	var out strings.Builder
	_, err := playSolo(g, p, &out)
	require.NoError(t, err)
	text := out.String()
	assert.Contains(t, text, "Anna's floor (raw 25, illegal raw 0):\n  legal: A♥ 2♦ 3♠ 4♣ 5♣")
	for _, l := range strings.Split(text, "\n") {
		assert.NotContains(t, l, "…", "a cut line: %q", l)
		assert.LessOrEqual(t, len([]rune(l)), tui.Width, "%q", l)
	}
	assert.Contains(t, text, "; score 0 → ")
}

func init() {
	clearScreen = func(out io.Writer) { fmt.Fprintln(out, "<clear>") }
}
