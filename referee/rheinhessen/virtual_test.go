package rheinhessen

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee/tui"
	"boardroom/referee/verb"
	"boardroom/rules/cards"
)

// A full table of humans with --ai: the error says there is no seat left,
// not that no persona was named.
func TestParseVirtualFullTable(t *testing.T) {
	_, err := ParseVirtual(nil, []string{"Anna", "Ben", "Cy", "Dee"}, []string{"random"}, rand.New(rand.NewPCG(1, 2)))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no seat is left for an AI corporation")
}

// `new --ai` alone picks its personas from the game's seed: the same seed,
// the same table; other seeds, other tables.
func TestRandomPersonasFollowTheSeed(t *testing.T) {
	v, err := verb.Decode(Spec().New.Fields, nil, map[string]string{"players": "Anna", "ai": "random"})
	require.NoError(t, err)
	first, err := setupFromFlags(v, 42)
	require.NoError(t, err)
	for range 5 {
		again, err := setupFromFlags(v, 42)
		require.NoError(t, err)
		assert.JSONEq(t, string(first), string(again))
	}
	differ := false
	for seed := range int64(20) {
		other, err := setupFromFlags(v, seed)
		require.NoError(t, err)
		differ = differ || string(other) != string(first)
	}
	assert.True(t, differ, "the seed picks the personas")
}

// A refused production counts copies: "holds only two J♠".
func TestNotHeld(t *testing.T) {
	hand := mustCards(t, "JS JS 7C")
	assert.Equal(t, "holds only 2 J♠", (&State{}).notHeld(hand, mustCards(t, "JS")))
	assert.Equal(t, "does not hold A♦ and holds only one 7♣", (&State{}).notHeld(hand, mustCards(t, "AD 7C")))
}

// Undo in `play` when only the AI turns of the start are in effect: refused,
// nothing taken back.
func TestSoloUndoBeforeAnyoneActed(t *testing.T) {
	SoloPause = 0
	g := soloGame(t, []string{"Aggressor", "Anna", "Conservative"}, []string{"aggressor", "", "conservative"}, 4)
	p := tui.NewScript("Undo my last turn", "Save and quit")
	var out strings.Builder
	_, err := playSolo(g, p, &out)
	require.NoError(t, err)
	assert.Contains(t, out.String(), "Refused: nothing to undo: no one has acted yet")
	// Told after the screen is drawn (a clear would otherwise wipe it), with
	// the AI turn of the start still on it.
	text := out.String()
	last := strings.LastIndex(text, "<clear>")
	require.Positive(t, last)
	assert.Contains(t, text[last:], "Refused: nothing to undo")
	assert.Contains(t, text[last:], "The Aggressor ")
	assert.Equal(t, 2, g.State().Turn, "the Aggressor's first turn stays")
	assert.Equal(t, 1, g.InEffect())
}

func mustCards(t *testing.T, s string) []cards.Card {
	t.Helper()
	cs, err := cards.ParseList(strings.Fields(s))
	require.NoError(t, err)
	return cs
}
