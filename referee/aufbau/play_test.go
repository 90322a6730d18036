package aufbau

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/tui"
)

// play: the menu is built from the verbs; a round is played through it.
func TestPlayScripted(t *testing.T) {
	home := t.TempDir()
	g, err := referee.Create(home, GameID, "test", []byte(`{"players":["Anna","Ben"],"physical":true}`), 1, Rules{})
	require.NoError(t, err)
	defer g.Close()
	menu := Menu()
	labels := func() []string {
		var out []string
		for _, c := range menu(g.State()) {
			out = append(out, c.Label)
		}
		return out
	}
	assert.Equal(t, []string{"Runde 1: Unterhalt ausführen", "Modus setzen (Stadtbesitz, Amt, Handel, Verlustwahl)"}, labels(), "only maintenance and the modes before the actions")
	p := tui.NewScript(
		"Runde 1: Unterhalt ausführen", "7,5", // a roll is missing: refused, nothing changes
		"Runde 1: Unterhalt ausführen", "7,5,1",
		"Einflussgewinn", "Anna (6 Gold, Aktionen 0/2)", "temporär (1 Gold je Investition)", "2", "12",
		"Save and quit")
	var out strings.Builder
	require.NoError(t, tui.Run(g, menu, TUIView, p, &out))
	text := out.String()
	assert.Contains(t, text, "refused: es fehlt ein Wurf: als Nächstes 1W2")
	assert.Contains(t, text, "Anna: Einflussgewinn (temporär, 2 Investitionen, −2 Gold): 1W20 = 12 + 3 (Einfluss) = 15")
	s := g.State()
	assert.Equal(t, Actions, s.Phase)
	assert.Equal(t, 17, s.Players[0].Influence)
	assert.Contains(t, labels(), "Runde 1: Umwandlung und Rücksetzen")
	assert.Contains(t, labels(), "Verkauf und Kauf")
}
