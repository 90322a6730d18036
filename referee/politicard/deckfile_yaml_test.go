package politicard

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
)

// A deck file that is not YAML is unreadable, not a deck that breaks the
// deck rules: its refusal says where and what in our words (a tab is a tab
// in the indentation, not "a character that cannot start a value"), and
// cites no rule, in both languages and for both readers of deck files.
func TestADeckFileThatIsNotYAMLCitesNoRule(t *testing.T) {
	f := filepath.Join(t.TempDir(), "tab.yaml")
	require.NoError(t, os.WriteFile(f, []byte("name: x\ncards:\n\t- id: G4\n"), 0o644))
	for _, c := range []struct {
		l          msg.Lang
		want, rule string
	}{
		{msg.EN, "cannot read the deck " + f + ":\n  " + f + ":3: not valid YAML: a tab in the indentation (column 1): indent with spaces", "rule"},
		{msg.DE, "das Deck " + f + " ist nicht lesbar:\n  " + f + ":3: kein gültiges YAML: ein Tabulator in der Einrückung (Spalte 1): rück mit Leerzeichen ein", "Regel"},
	} {
		_, err := LoadDeckIn(c.l, f, nil)
		require.Error(t, err)
		assert.Equal(t, c.want, err.Error(), c.l)
		assert.NotContains(t, err.Error(), "PC15")
		assert.NotContains(t, err.Error(), c.rule)
	}
	t.Setenv("BOARDROOM_LANG", "de")
	_, err := ReadDeck(f, nil)
	require.Error(t, err)
	assert.NotContains(t, err.Error(), "PC15")
	assert.Contains(t, err.Error(), "Tabulator")
}
