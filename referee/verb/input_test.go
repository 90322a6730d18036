package verb

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase"
)

func TestReadInputNamesTheMissingPathAndIsNoUsageError(t *testing.T) {
	path := filepath.Join(t.TempDir(), "deck.yaml")
	_, err := ReadInput("the deck", "deck file", "", path)
	require.Error(t, err)
	assert.Equal(t, "cannot read the deck "+path+": no such file", err.Error())
	var ue *phrase.UsageError
	assert.NotErrorAs(t, err, &ue, "a missing file is a failed job (exit 1), not a usage error")

	require.NoError(t, os.WriteFile(path, []byte("- G4\n"), 0o644))
	data, err := ReadInput("the deck", "deck file", "", path)
	require.NoError(t, err)
	assert.Equal(t, "- G4\n", string(data))

	assert.True(t, LooksLikePath("decks/mine"))
	assert.True(t, LooksLikePath("mine.yaml"))
	assert.False(t, LooksLikePath("tempo"))
}
