package rigs

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The words a table types for --choice and for what adjust changes are
// read in either language, and kept in the log as the English code.
func TestTheTablesWordsAreReadInEitherLanguage(t *testing.T) {
	for in, want := range map[string]string{"draw": "draw", "Ziehen": "draw", "card": "card", "KARTE": "card", "": ""} {
		got, err := theftChoice(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	_, err := theftChoice("nehmen")
	assert.Error(t, err)
	for in, want := range map[string]string{"credits": "credits", "Credits": "credits", "credit": "credits", "karma": "karma",
		"Karmakarten": "karma", "rigs": "rigs", "rigs:3": "rigs:3", "parzelle:#3": "rigs:#3", "plot:3": "rigs:3", "Metall": "metal", "energy": "energy"} {
		got, err := adjustWhat(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
}
